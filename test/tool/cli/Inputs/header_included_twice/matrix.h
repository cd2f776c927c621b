#define twice() (n * 2)
template <typename Mem> class Matrix : protected Mem {
public:
#ifdef PARALLEL
  int first() { return n + 1; }
#else
  int first() { return twice() + 2; }
#endif
  int size() { return n; }
};
#undef twice

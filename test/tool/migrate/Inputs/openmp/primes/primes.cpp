// The primes below 10000 counted twice: on the host by an OpenMP parallel
// reduction (MSVC's /openmp), on the accelerator by a C++ AMP kernel. Both
// must print 1229, the number of primes below 10^4.
#include <amp.h>
#include <omp.h>

#include <cstdio>
#include <vector>

bool isPrime(int n) restrict(amp, cpu) {
  if (n < 2)
    return false;
  for (int d = 2; d * d <= n; ++d)
    if (n % d == 0)
      return false;
  return true;
}

int main() {
  const int limit = 10000;
  long host = 0;
  int threads = 0;
#pragma omp parallel reduction(+ : host)
  {
#pragma omp master
    threads = omp_get_num_threads();
#pragma omp for schedule(static, 500)
    for (int n = 0; n < limit; ++n)
      host += isPrime(n) ? 1 : 0;
  }
  std::vector<int> flags(limit);
  concurrency::array_view<int, 1> view(limit, flags);
  concurrency::parallel_for_each(view.extent,
                                 [=](concurrency::index<1> i) restrict(amp) {
                                   view[i] = isPrime(i[0]) ? 1 : 0;
                                 });
  view.synchronize();
  long device = 0;
  for (int f : flags)
    device += f;
  // 0 threads: the directives were not compiled (a build without OpenMP).
  std::printf("OpenMP: %s\n", threads >= 1 ? "on" : "off");
  std::printf("primes below %d: host %ld, accelerator %ld\n", limit, host,
              device);
  return host == 1229 && device == 1229 ? 0 : 1;
}

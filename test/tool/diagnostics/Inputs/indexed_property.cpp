// An indexed property (W0003_program_properties.cpp): not rewritten.
#include <amp.h>
struct Grid {
  int cells[4];
  int get_cell(int i) const { return cells[i]; }
  __declspec(property(get = get_cell)) int cell[];
};
int main() {
  Grid g{{1, 2, 3, 4}};
  return g.cell[2];
}

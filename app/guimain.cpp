// STUB, being written.
#include "guimain.h"
namespace idscope {
int runGui(int, char**) { return 0; }
} // namespace idscope

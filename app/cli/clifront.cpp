// STUB, being written.
#include "clifront.h"
namespace idscope::cli {
bool isSubcommand(int, char**) { return false; }
int run(int, char**) { return 0; }
} // namespace idscope::cli

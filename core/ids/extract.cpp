// STUB, being written.
#include "extract.h"
namespace idscope {
QList<Token> extractIdTokens(const QString&) { return {}; }
} // namespace idscope

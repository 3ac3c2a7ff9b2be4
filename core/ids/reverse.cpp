// STUB, being written.
#include "reverse.h"
namespace idscope {
IdBounds boundsFor(Format, const Instant&, const Instant&, const DecodeOptions&) { return {}; }
std::optional<QString> generateAt(Format, const Instant&, const DecodeOptions&) { return {}; }
} // namespace idscope

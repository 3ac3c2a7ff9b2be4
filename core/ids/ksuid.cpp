// STUB: to be implemented (see codecs.h for the contract).
#include "codecs.h"

namespace idscope {

void parseKsuid(const IdInput&, const DecodeOptions&, Candidates&) {}

void describeKsuid(const Decoded&, Reading&) {}

bool makeKsuid(Format, const Instant&, Fill, const DecodeOptions&, Decoded&)
{
    return false;
}

} // namespace idscope

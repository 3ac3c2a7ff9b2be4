// STUB: to be implemented (see codecs.h for the contract).
#include "codecs.h"

namespace idscope {

void parseUlidFamily(const IdInput&, const DecodeOptions&, Candidates&) {}

void describeUlidFamily(const Decoded&, Reading&) {}

bool makeUlidFamily(Format, const Instant&, Fill, const DecodeOptions&, Decoded&)
{
    return false;
}

} // namespace idscope

// STUB: to be implemented (see codecs.h for the contract).
#include "codecs.h"

namespace idscope {

void parseUuid(const IdInput&, const DecodeOptions&, Candidates&) {}

void describeUuid(const Decoded&, Reading&) {}

bool makeUuid(Format, const Instant&, Fill, const DecodeOptions&, Decoded&)
{
    return false;
}

} // namespace idscope

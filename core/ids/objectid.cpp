// STUB: to be implemented (see codecs.h for the contract).
#include "codecs.h"

namespace idscope {

void parseObjectIdFamily(const IdInput&, const DecodeOptions&, Candidates&) {}

void describeObjectIdFamily(const Decoded&, Reading&) {}

bool makeObjectIdFamily(Format, const Instant&, Fill, const DecodeOptions&, Decoded&)
{
    return false;
}

} // namespace idscope

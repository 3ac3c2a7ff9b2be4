// STUB: to be implemented (see codecs.h for the contract).
#include "codecs.h"

namespace idscope {

void parseTid(const IdInput&, const DecodeOptions&, Candidates&) {}

void describeTid(const Decoded&, Reading&) {}

bool makeTid(Format, const Instant&, Fill, const DecodeOptions&, Decoded&)
{
    return false;
}

} // namespace idscope

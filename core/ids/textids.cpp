// STUB: to be implemented (see codecs.h for the contract).
#include "codecs.h"

namespace idscope {

void parseTextIds(const IdInput&, const DecodeOptions&, Candidates&) {}

void describeTextIds(const Decoded&, Reading&) {}

bool makeTextIds(Format, const Instant&, Fill, const DecodeOptions&, Decoded&)
{
    return false;
}

} // namespace idscope

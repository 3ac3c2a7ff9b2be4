// STUB: to be implemented (see codecs.h for the contract).
#include "codecs.h"

namespace idscope {

void parseTimestamp(const IdInput&, const DecodeOptions&, Candidates&) {}

void describeTimestamp(const Decoded&, Reading&) {}

bool makeTimestamp(Format, const Instant&, Fill, const DecodeOptions&, Decoded&)
{
    return false;
}

} // namespace idscope

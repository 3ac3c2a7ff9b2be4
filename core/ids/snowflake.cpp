// STUB: to be implemented (see codecs.h for the contract).
#include "codecs.h"

namespace idscope {

void parseSnowflake(const IdInput&, const DecodeOptions&, Candidates&) {}

void describeSnowflake(const Decoded&, Reading&) {}

bool makeSnowflake(Format, const Instant&, Fill, const DecodeOptions&, Decoded&)
{
    return false;
}

} // namespace idscope

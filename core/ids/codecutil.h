// Small helpers every format family shares (internal to core/ids).
#pragma once

#include "codecs.h"

#include <QString>

namespace idscope {

// A reading of `f` that has the format's shape but is invalid, and why.
Decoded errorReading(Format f, ParseError e, int pos, quint8 prior);

// Lower-case hex of n bytes.
QString hexString(const quint8* p, int n);

// Every non-time bit of a generated ID: all clear, all set, or random.
void fillBytes(quint8* p, int n, Fill fill);

} // namespace idscope

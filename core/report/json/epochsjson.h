// The JSON of `idscope decode --all-profiles --json` (docs/cli.md): one object per input with
// input, now, now_unix_ms and readings — each reading's format, profile, unix_ms, time
// (RFC 3339 UTC at the reading's precision; time_local too when the zone is not UTC),
// precision, launch, future, before_launch and out_of_range — in the comparison's order —
// and error (null; for an input that is no decimal integer, why, with no readings).
#pragma once

#include <QByteArray>
#include <QString>

namespace idscope {

class DisplayZone;
struct EpochComparison;

// One object, no trailing newline.
void appendEpochComparisonJson(QByteArray& out, const EpochComparison& c, const DisplayZone& zone);
// The object for an input that is no decimal integer: no readings, `error` says why.
void appendEpochErrorJson(QByteArray& out, const QString& input, qint64 nowMs,
                          const QString& error);

} // namespace idscope

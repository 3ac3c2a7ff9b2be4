// What a person types where an instant is asked for (filters, the time-travel instant, the ID
// generator, the command line's --at and --bounds), read in the display zone. One reader for
// every field, so they all accept the same spellings and can say how they read them.
#pragma once

#include "format.h"
#include "instant.h"
#include "timezone.h"

#include <QString>
#include <QStringView>

namespace idscope {

struct InstantInput {
    enum class Kind : quint8 {
        Empty,       // nothing but blanks
        Invalid,     // none of the spellings below
        DateTime,    // "2026-10-31T22:00[:00[.5]]", T or a space; an offset or Z when given
        Date,        // "2026-10-31": its midnight
        Now,         // "now"
        Day,         // "today", "yesterday", "tomorrow": that day's midnight
        Relative,    // "-2h", "+1d 12h", "90 min ago", "now - 15m", "yesterday +12h"
        UnixSeconds, // an integer of up to 11 digits, or seconds with a fraction
        UnixMs,      // 12 to 14 digits
        UnixUs,      // 15 to 17 digits
        UnixNs,      // 18 or 19 digits
        Id,          // an ID that carries an instant (a ULID, a UUIDv7 …): its instant
    };
    Kind kind = Kind::Empty;
    Instant instant{};
    // What the text carried: Day for a date, Second for "…T22:00", the fraction's digits, the
    // unit of a Unix number, the ID's own precision.
    Precision precision = Precision::None;
    // Wall-clock text without an offset (and dates, "today" …), read in the display zone.
    bool inZone = false;
    qint64 spanMs = 0;               // Relative: what was added to the base instant
    Format idFormat = Format::Count; // Id: the format the ID was read as

    bool ok() const { return kind != Kind::Empty && kind != Kind::Invalid; }
};

// Reads `text`. Wall-clock times without an offset, dates and today/yesterday/tomorrow are in
// `zone`; relative spans count from `nowMs` (or from the named day). Accepted:
//   2026-10-31T22:00:00Z  2026-10-31T22:00Z  2026-10-31 22:00  2026-10-31t22:00:00.123+01:00
//   2026-10-31T22:00:00+0100  2026-10-31T22:00 UTC  2026-10-31
//   now  today  yesterday  tomorrow  -2h  +1d12h  -1h 30m  2 days ago  now-15min  today +9h
//   1761948000 (Unix s)  1761948000.5  1761948000000 (ms)  …µs  …ns
//   an ID carrying an instant (01JBX…, a UUIDv7 …)
// Units: ms, s/sec, m/min, h/hr, d/day, w/week (plural forms too). Months and years are not
// units: their length varies.
InstantInput parseInstantInput(QStringView text, const DisplayZone& zone, qint64 nowMs);

// Why `text` is no instant, with spellings that are (one sentence, translated).
QString notAnInstantMessage(const QString& text);

} // namespace idscope

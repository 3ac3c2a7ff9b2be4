// The stable format names of design §1.1 and what each one carries.
#pragma once

#include "instant.h"

#include <QList>
#include <QString>

#include <optional>

namespace idscope {

enum class Format : quint8 {
    Ulid,
    UuidV1,
    UuidV3,
    UuidV4,
    UuidV5,
    UuidV6,
    UuidV7,
    UuidV8,
    UuidNil,
    UuidMax,
    UuidOther, // UUID-shaped, but version/variant outside RFC 9562
    Ksuid,
    ObjectId,
    Xid,
    SnowflakeTwitter,
    SnowflakeDiscord,
    SnowflakeInstagram,
    SnowflakeMastodon,
    Sonyflake,
    Snowflake, // user layout
    Tsid,
    Tid,
    TypeId,
    FirebasePush,
    Cuid,
    Cuid2,  // shape only: carries no instant
    Nanoid, // shape only: carries no instant
    UnixS,
    UnixMs,
    UnixUs,
    UnixNs,
    JulianDay,
    Rfc3339,
    Count
};

constexpr int kFormatCount = int(Format::Count);

struct FormatInfo {
    Format format;
    const char* name;    // stable name used in GUI, JSON and reports
    const char* title;   // short display title (untranslated brand name)
    const char* layout;  // bit layout, most significant first
    const char* epoch;   // epoch and unit, or "—"
    const char* text;    // textual/binary forms
    Precision precision; // precision of the embedded instant (None: no instant)
    bool reversible;     // instant → smallest/largest ID supported
};

const FormatInfo& formatInfo(Format f);
QString formatName(Format f);
std::optional<Format> formatFromName(QStringView name);
QList<Format> allFormats();
bool isUuid(Format f); // any uuid* format
bool carriesInstant(Format f);
// Text read ignoring letter case (ULID, UUID, TSID, ObjectId) while SQLite compares it byte by
// byte: the spelling stored decides what `=` and BETWEEN match. TypeID is not among them: its
// spec allows lower case only, and its parser follows this rule.
bool isCaseInsensitiveText(Format f);
// Read from 64-bit integers: the Snowflake family and unix timestamps.
bool isIntegerFormat(Format f);

} // namespace idscope

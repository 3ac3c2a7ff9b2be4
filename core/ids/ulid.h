// Public helpers of the ULID and UUID codecs that other code (reverse lookups, generators,
// column profiles, TypeID) reuses. The allocation-free ones are safe in the scan loop.
#pragma once

#include "decoded.h"

#include <QString>

#include <string_view>

namespace idscope {

// The ULID that follows `ulid` in a monotonic sequence within the same millisecond: the 80
// random bits plus one. False when the random part is all ones (the spec's overflow error)
// or `ulid` is not a valid ULID.
bool ulidSuccessor(const Decoded& ulid, Decoded& out);

// 16 bytes in RFC order as the canonical lower-case 8-4-4-4-12 UUID text, into out36.
void uuidChars(const quint8* bytes16, char* out36);

// What 16 bytes in RFC order are as a UUID, and the instant they carry. Allocation-free.
struct UuidClass {
    Format format = Format::UuidOther;
    int version = 0; // the version nibble, whatever the variant
    bool hasInstant = false;
    Instant instant{};
    Precision precision = Precision::None;
    quint64 timestamp = 0; // raw time field: ms (v7) or 100 ns ticks (v1/v6)
    quint32 flags = 0;     // warnings visible in the bits (v7 generator bugs)
};
UuidClass classifyUuid(const quint8* bytes16);

// The common spellings without building readings: canonical 36-character text or a 16-byte
// BLOB in RFC byte order, as the UUID parser's first reading classifies it. False for every
// other spelling (braces, urn:, 32 hex, wrapped forms, bad characters): ask the parser then.
// For scans that read one known UUID format per row. Allocation-free.
bool classifyUuidCommon(const IdInput& in, UuidClass& out);

// The UUID reading of 16 bytes in RFC order (format, instant and flags from classifyUuid).
Decoded uuidReadingOf(const quint8* bytes16, quint8 prior, quint32 flags);

// The spellings a UUID is read from besides its hex forms (uuidwrap.cpp): Decoded::spelling.
enum class UuidSpelling : quint8 { Canonical, ShortUuid, Base64Url, Uuid25, Decimal };
// "shortuuid", "base64url", "uuid25", "decimal"; empty for the canonical spelling.
std::string_view uuidSpellingName(quint8 spelling);

} // namespace idscope

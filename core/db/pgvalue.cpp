// The values of PostgreSQL rows and parameters: libpq's text and binary representations read
// and written exactly (big-endian integers, 16-byte uuids, microsecond timestamps), with no
// libpq call and no double in between.
#include "pgconnection.h"

#include <QCoreApplication>

#include <charconv>
#include <cstring>
#include <limits>

namespace idscope::db {

namespace {

// Microseconds from 1970-01-01 to 2000-01-01, PostgreSQL's epoch for timestamps.
constexpr qint64 kPgEpochUs = 946684800LL * 1000000LL;

quint64 readBe(const char* p, int n)
{
    quint64 v = 0;
    for (int i = 0; i < n; ++i)
        v = v << 8 | quint8(p[i]);
    return v;
}

QByteArray be64(quint64 v)
{
    QByteArray b(8, Qt::Uninitialized);
    for (int i = 7; i >= 0; --i, v >>= 8)
        b[i] = char(v & 0xff);
    return b;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// PostgreSQL's text of a uuid: 32 hex digits, hyphens anywhere in groups, optional braces.
std::optional<QByteArray> parseUuidText(std::string_view s)
{
    QByteArray out(16, '\0');
    int nibbles = 0;
    for (char ch : s) {
        if (ch == '-' || ch == '{' || ch == '}')
            continue;
        const int d = hexDigit(ch);
        if (d < 0 || nibbles >= 32)
            return std::nullopt;
        out[nibbles / 2] = char(quint8(out[nibbles / 2]) | quint8(nibbles % 2 ? d : d << 4));
        ++nibbles;
    }
    if (nibbles != 32)
        return std::nullopt;
    return out;
}

QString uuidText(const char* p)
{
    static constexpr char kHex[] = "0123456789abcdef";
    char buf[36];
    int o = 0;
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            buf[o++] = '-';
        buf[o++] = kHex[quint8(p[i]) >> 4];
        buf[o++] = kHex[quint8(p[i]) & 0xf];
    }
    return QString::fromLatin1(buf, 36);
}

bool isTextLike(quint32 t)
{
    using namespace pgtype;
    return t == Text || t == Varchar || t == Bpchar || t == Name || t == Json || t == Unknown ||
           t == Char;
}

} // namespace

QString PgError::text() const
{
    if (sqlState.isEmpty())
        return message;
    return QCoreApplication::translate("idscope::db", "%1 (SQLSTATE %2)").arg(message, sqlState);
}

// ---- PgParams ---------------------------------------------------------------------------

void PgParams::add(quint32 type, QByteArray value, int format)
{
    types_.push_back(type);
    values_.push_back(std::move(value));
    formats_.push_back(format);
    nulls_.push_back(false);
}

PgParams& PgParams::text(const QString& v)
{
    add(0, v.toUtf8(), 0);
    return *this;
}

PgParams& PgParams::int64(qint64 v)
{
    add(pgtype::Int8, be64(quint64(v)), 1);
    return *this;
}

PgParams& PgParams::uuid(const QByteArray& sixteen)
{
    Q_ASSERT(sixteen.size() == 16);
    add(pgtype::Uuid, sixteen, 1);
    return *this;
}

PgParams& PgParams::bytes(const QByteArray& v)
{
    add(pgtype::Bytea, v, 1);
    return *this;
}

PgParams& PgParams::timestampUs(qint64 unixMicros)
{
    add(pgtype::Timestamptz, be64(quint64(unixMicros - kPgEpochUs)), 1);
    return *this;
}

PgParams& PgParams::null()
{
    add(0, QByteArray(), 0);
    nulls_.back() = true;
    return *this;
}

// ---- PgRow ------------------------------------------------------------------------------

std::string_view PgRow::raw(int c) const
{
    const auto i = std::size_t(c);
    return len_[i] < 0 ? std::string_view() : std::string_view(data_[i], std::size_t(len_[i]));
}

QString PgRow::text(int c) const
{
    if (isNull(c))
        return QString();
    const std::string_view v = raw(c);
    const quint32 t = type(c);
    if (!binary_ || isTextLike(t))
        return QString::fromUtf8(v.data(), qsizetype(v.size()));
    if (t == pgtype::Jsonb && !v.empty() && v[0] == 1) // version byte, then the text
        return QString::fromUtf8(v.data() + 1, qsizetype(v.size() - 1));
    if (t == pgtype::Uuid && v.size() == 16)
        return uuidText(v.data());
    if (t == pgtype::Bool && v.size() == 1)
        return v[0] ? QStringLiteral("t") : QStringLiteral("f");
    if (const std::optional<qint64> i = int64(c))
        return QString::number(*i);
    return QString();
}

std::optional<qint64> PgRow::int64(int c) const
{
    if (isNull(c))
        return std::nullopt;
    const std::string_view v = raw(c);
    if (!binary_) {
        qint64 out = 0;
        const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
        if (ec != std::errc() || end != v.data() + v.size())
            return std::nullopt;
        return out;
    }
    switch (type(c)) {
    case pgtype::Int8:
        return v.size() == 8 ? std::optional<qint64>(qint64(readBe(v.data(), 8))) : std::nullopt;
    case pgtype::Int4:
        return v.size() == 4 ? std::optional<qint64>(qint32(quint32(readBe(v.data(), 4))))
                             : std::nullopt;
    case pgtype::Int2:
        return v.size() == 2 ? std::optional<qint64>(qint16(quint16(readBe(v.data(), 2))))
                             : std::nullopt;
    case pgtype::Oid:
        return v.size() == 4 ? std::optional<qint64>(qint64(readBe(v.data(), 4))) : std::nullopt;
    default:
        return std::nullopt;
    }
}

std::optional<QByteArray> PgRow::uuid(int c) const
{
    if (isNull(c))
        return std::nullopt;
    const std::string_view v = raw(c);
    if (!binary_)
        return parseUuidText(v);
    if (type(c) != pgtype::Uuid || v.size() != 16)
        return std::nullopt;
    return QByteArray(v.data(), 16);
}

std::optional<double> PgRow::real(int c) const
{
    if (isNull(c))
        return std::nullopt;
    const std::string_view v = raw(c);
    if (!binary_) {
        double out = 0;
        const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
        if (ec != std::errc() || end != v.data() + v.size())
            return std::nullopt;
        return out;
    }
    if (type(c) == pgtype::Float8 && v.size() == 8) {
        const quint64 bits = readBe(v.data(), 8);
        double d = 0;
        std::memcpy(&d, &bits, 8);
        return d;
    }
    if (type(c) == pgtype::Float4 && v.size() == 4) {
        const auto bits = quint32(readBe(v.data(), 4));
        float f = 0;
        std::memcpy(&f, &bits, 4);
        return double(f);
    }
    return std::nullopt;
}

std::optional<bool> PgRow::boolean(int c) const
{
    if (isNull(c))
        return std::nullopt;
    const std::string_view v = raw(c);
    if (!binary_) {
        if (v == "t")
            return true;
        if (v == "f")
            return false;
        return std::nullopt;
    }
    if (type(c) != pgtype::Bool || v.size() != 1)
        return std::nullopt;
    return v[0] != 0;
}

std::optional<qint64> PgRow::timestampUs(int c) const
{
    if (isNull(c) || !binary_ || (type(c) != pgtype::Timestamptz && type(c) != pgtype::Timestamp))
        return std::nullopt;
    const std::string_view v = raw(c);
    if (v.size() != 8)
        return std::nullopt;
    const auto us = qint64(readBe(v.data(), 8));
    if (us == std::numeric_limits<qint64>::max() || us == std::numeric_limits<qint64>::min())
        return std::nullopt; // infinity, -infinity
    if (us > std::numeric_limits<qint64>::max() - kPgEpochUs)
        return std::nullopt;
    return us + kPgEpochUs;
}

} // namespace idscope::db

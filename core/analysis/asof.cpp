// Time travel's state as of an instant: one Source::readAsOf (SQLite's probe, skip-scan or
// window shapes; a server's DISTINCT ON), its rows read into plain values. Rows come in key
// order from every shape (checked; sorted here otherwise); the entity type is ordered by a
// stable bucket pass.
#include "asof.h"

#include "db/source.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace idscope::analysis {

using db::StorageClass;

namespace {

constexpr int kProgressEvery = 4096;

QVariant value(const db::Rows& s, int i)
{
    switch (s.type(i)) {
    case StorageClass::Integer:
        return QVariant(qlonglong(s.int64(i)));
    case StorageClass::Real:
        return QVariant(s.real(i));
    case StorageClass::Text: {
        const std::string_view t = s.textView(i);
        return QVariant(QString::fromUtf8(t.data(), qsizetype(t.size())));
    }
    case StorageClass::Blob: {
        const std::string_view b = s.blobView(i);
        return QVariant(QByteArray(b.data(), qsizetype(b.size())));
    }
    case StorageClass::Null:
        break;
    }
    return {};
}

Instant instantOf(const db::Rows& s, int i, InstantUnit u)
{
    const qint64 v = s.type(i) == StorageClass::Real ? qint64(std::floor(s.real(i))) : s.int64(i);
    switch (u) {
    case InstantUnit::UnixSeconds:
        return Instant::fromUnixSeconds(v);
    case InstantUnit::UnixMicros:
        return Instant::fromUnixUs(v);
    default:
        return Instant::fromUnixMs(v);
    }
}

// Entity types and authors repeat: sharing one QString per distinct value saves an allocation
// per row (up to kInternCap distinct values are remembered; found in a hash without copying
// the bytes of the lookup).
class Interner {
public:
    QString get(std::string_view v)
    {
        if (const auto it = items_.find(v); it != items_.end())
            return it->second;
        QString text = QString::fromUtf8(v.data(), qsizetype(v.size()));
        if (items_.size() < kInternCap)
            items_.emplace(std::string(v), text);
        return text;
    }

private:
    static constexpr std::size_t kInternCap = 4096;
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view v) const
        {
            return std::hash<std::string_view>{}(v);
        }
    };
    std::unordered_map<std::string, QString, Hash, std::equal_to<>> items_;
};

// The compact encoding of a row's values (AsOfRow::values): a byte with the key count, a byte
// with the payload count, then each value as a storage-class byte followed by 8 raw bytes
// (integer, real) or a 4-byte length and the bytes (UTF-8 text, blob); NULL is the byte alone.
enum : char { kNull = 0, kInt = 1, kReal = 2, kText = 3, kBlob = 4 };

qsizetype encodedSize(const db::Rows& s, int col)
{
    switch (s.type(col)) {
    case StorageClass::Null:
        return 1;
    case StorageClass::Integer:
    case StorageClass::Real:
        return 9;
    case StorageClass::Text:
        return 5 + qsizetype(s.textView(col).size());
    case StorageClass::Blob:
        return 5 + qsizetype(s.blobView(col).size());
    }
    return 1;
}

void encode(QByteArray& out, const db::Rows& s, int col)
{
    switch (s.type(col)) {
    case StorageClass::Null:
        AsOfRow::appendValue(out, kNull, 0, 0, {});
        return;
    case StorageClass::Integer:
        AsOfRow::appendValue(out, kInt, s.int64(col), 0, {});
        return;
    case StorageClass::Real:
        AsOfRow::appendValue(out, kReal, 0, s.real(col), {});
        return;
    case StorageClass::Text:
        AsOfRow::appendValue(out, kText, 0, 0, s.textView(col));
        return;
    case StorageClass::Blob: {
        const auto b = s.blobView(col);
        AsOfRow::appendValue(out, kBlob, 0, 0,
                             std::string_view(reinterpret_cast<const char*>(b.data()), b.size()));
        return;
    }
    }
}

struct Cursor {
    const char* p;
    const char* end;
    char cls() const { return *p; }
    qint64 i() const
    {
        qint64 v;
        std::memcpy(&v, p + 1, 8);
        return v;
    }
    double r() const
    {
        double v;
        std::memcpy(&v, p + 1, 8);
        return v;
    }
    std::string_view bytes() const
    {
        quint32 n;
        std::memcpy(&n, p + 1, 4);
        return {p + 5, n};
    }
    void next()
    {
        switch (*p) {
        case kNull:
            p += 1;
            break;
        case kInt:
        case kReal:
            p += 9;
            break;
        default:
            p += 5 + bytes().size();
        }
    }
    QVariant value() const
    {
        switch (*p) {
        case kInt:
            return QVariant(qlonglong(i()));
        case kReal:
            return QVariant(r());
        case kText: {
            const std::string_view b = bytes();
            return QVariant(QString::fromUtf8(b.data(), qsizetype(b.size())));
        }
        case kBlob: {
            const std::string_view b = bytes();
            return QVariant(QByteArray(b.data(), qsizetype(b.size())));
        }
        default:
            return {};
        }
    }
};

QVariantList decode(const QByteArray& values, bool payload)
{
    QVariantList out;
    if (values.size() < 2)
        return out;
    const int nk = quint8(values[0]), np = quint8(values[1]);
    Cursor c{values.constData() + 2, values.constData() + values.size()};
    for (int i = 0; i < nk && payload; ++i)
        c.next();
    const int n = payload ? np : nk;
    out.reserve(n);
    for (int i = 0; i < n && c.p < c.end; ++i, c.next())
        out.append(c.value());
    return out;
}

// SQLite's BINARY order of two encoded keys: NULL < numbers < text < blobs; text and blobs by
// their bytes (UTF-8 bytes compare as SQLite's BINARY collation does).
int compareEncodedKeys(const QByteArray& a, const QByteArray& b)
{
    if (a.size() < 2 || b.size() < 2)
        return 0;
    auto rankOf = [](char c) {
        return c == kNull ? 0 : (c == kInt || c == kReal) ? 1 : c == kText ? 2 : 3;
    };
    Cursor x{a.constData() + 2, a.constData() + a.size()};
    Cursor y{b.constData() + 2, b.constData() + b.size()};
    const int nk = quint8(a[0]);
    for (int k = 0; k < nk; ++k, x.next(), y.next()) {
        const int rx = rankOf(x.cls()), ry = rankOf(y.cls());
        if (rx != ry)
            return rx < ry ? -1 : 1;
        if (rx == 1) {
            if (x.cls() == kInt && y.cls() == kInt) {
                if (x.i() != y.i())
                    return x.i() < y.i() ? -1 : 1;
            } else {
                const double dx = x.cls() == kInt ? double(x.i()) : x.r();
                const double dy = y.cls() == kInt ? double(y.i()) : y.r();
                if (dx != dy)
                    return dx < dy ? -1 : 1;
            }
        } else if (rx >= 2) {
            if (const int c = x.bytes().compare(y.bytes()))
                return c < 0 ? -1 : 1;
        }
    }
    return 0;
}

// Orders rows by entity type, keeping key order within a type, in place: a stable counting
// pass computes each row's destination, then cycles move rows (no second copy of the state).
void groupByType(QList<AsOfRow>& rows)
{
    std::map<QString, qsizetype> start; // entity type → first slot
    for (const AsOfRow& r : rows)
        ++start[r.entityType];
    if (start.size() < 2)
        return;
    qsizetype next = 0;
    for (auto& [type, n] : start)
        next += std::exchange(n, next);
    std::vector<qsizetype> dest(std::size_t(rows.size()));
    for (qsizetype i = 0; i < rows.size(); ++i)
        dest[std::size_t(i)] = start[rows[i].entityType]++;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        while (dest[std::size_t(i)] != i) {
            const qsizetype d = dest[std::size_t(i)];
            std::swap(rows[i], rows[d]);
            std::swap(dest[std::size_t(i)], dest[std::size_t(d)]);
        }
    }
}
} // namespace

void AsOfRow::appendValue(QByteArray& out, int storageClass, qint64 i, double r,
                          std::string_view bytes)
{
    out.append(char(storageClass));
    if (storageClass == kInt) {
        out.append(reinterpret_cast<const char*>(&i), 8);
    } else if (storageClass == kReal) {
        out.append(reinterpret_cast<const char*>(&r), 8);
    } else if (storageClass == kText || storageClass == kBlob) {
        const quint32 n = quint32(bytes.size());
        out.append(reinterpret_cast<const char*>(&n), 4);
        out.append(bytes.data(), qsizetype(bytes.size()));
    }
}

QVariantList AsOfRow::key() const
{
    return decode(values, false);
}

QVariantList AsOfRow::payload() const
{
    return decode(values, true);
}

bool markerDeletes(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::UnknownType:
        return false;
    case QMetaType::LongLong:
        return v.toLongLong() != 0;
    case QMetaType::Double:
        return v.toDouble() != 0;
    case QMetaType::QByteArray:
        return !v.toByteArray().isEmpty();
    default:
        return markerTextDeletes(v.toString());
    }
}

bool markerTextDeletes(const QString& text)
{
    const QString t = text.trimmed().toLower();
    return !(t.isEmpty() || t == u"0" || t == u"false" || t == u"f" || t == u"no" || t == u"n");
}

bool jsonDeletes(const QVariant& payload)
{
    if (payload.typeId() != QMetaType::QString)
        return false;
    const QString text = payload.toString();
    if (!text.contains(u"\"deleted\"")) // cheap filter before parsing
        return false;
    const QJsonValue d = QJsonDocument::fromJson(text.toUtf8()).object().value(u"deleted");
    return d.isBool() ? d.toBool() : (d.isDouble() ? d.toDouble() != 0 : d.toString() == u"true");
}

namespace {

// Where readAsOf's result columns are: the key, type, version, instant, payload, author and
// delete marker.
struct AsOfColumns {
    explicit AsOfColumns(const VersionTableMapping& m)
        : nk(int(m.entityKey.size())), np(int(m.payload.size()))
    {
    }
    int nk, np;
    int type() const { return nk; }
    int version() const { return nk + 1; }
    int instant() const { return nk + 2; }
    int payload() const { return nk + 3; }
    int author() const { return payload() + np; }
    int marker() const { return author() + 1; }
};

// Is the row in force a deletion: its marker column, or a payload {"deleted": true}?
bool rowDeletes(const db::Rows& s, const VersionTableMapping& m, const AsOfColumns& cols)
{
    if (!m.deleteMarker.isEmpty() && markerDeletes(value(s, cols.marker())))
        return true;
    for (int i = 0; i < cols.np && m.jsonDeletedFlag; ++i) {
        const int col = cols.payload() + i;
        if (s.type(col) == StorageClass::Text &&
            s.textView(col).find("\"deleted\"") != std::string_view::npos &&
            jsonDeletes(value(s, col)))
            return true;
    }
    return false;
}

// The live row: key and payload encoded into one buffer, type and author interned.
AsOfRow readRow(const db::Rows& s, const VersionTableMapping& m, const AsOfColumns& cols,
                Interner& types, Interner& authors)
{
    AsOfRow row;
    qsizetype size = 2;
    for (int i = 0; i < cols.nk; ++i)
        size += encodedSize(s, i);
    for (int i = 0; i < cols.np; ++i)
        size += encodedSize(s, cols.payload() + i);
    row.values.reserve(size);
    row.values.append(char(cols.nk)).append(char(cols.np));
    for (int i = 0; i < cols.nk; ++i)
        encode(row.values, s, i);
    for (int i = 0; i < cols.np; ++i)
        encode(row.values, s, cols.payload() + i);
    if (s.type(cols.type()) != StorageClass::Null)
        row.entityType = types.get(s.textView(cols.type()));
    row.versionNumber = s.int64(cols.version());
    row.changedAt = instantOf(s, cols.instant(), m.unit);
    if (s.type(cols.author()) != StorageClass::Null)
        row.author = authors.get(s.textView(cols.author()));
    return row;
}

// The rows of an as-of read into st: live rows in key order then grouped by type, deletions
// counted.
void readState(db::Rows& s, AsOfState& st, const VersionTableMapping& m, qint64 total,
               const std::function<bool(qint64, qint64)>& progress)
{
    const AsOfColumns cols(m);
    // Rows arrive in key order; bucket them by entity type, keeping that order.
    // Every shape produces rows in key order (the DISTINCT runs over the index, the window
    // partitions by the key, a server's DISTINCT ON sorts by it), which saves SQLite a sort of
    // whole rows; that order is checked here and the rows are sorted in C++ should a plan ever
    // deliver another (a server's collation, say).
    QList<AsOfRow>& rows = st.rows;
    QByteArray previousKey;
    Interner types, authors;
    bool ordered = true;
    qint64 done = 0;
    while (s.next()) {
        if (++done % kProgressEvery == 0 && progress && !progress(done, total)) {
            st.cancelled = true;
            break;
        }
        if (rowDeletes(s, m, cols)) {
            ++st.deleted;
            continue;
        }
        AsOfRow row = readRow(s, m, cols, types, authors);
        if (ordered && !previousKey.isEmpty() && compareEncodedKeys(row.values, previousKey) < 0)
            ordered = false;
        previousKey = row.values;
        rows.append(std::move(row));
    }
    if (s.failed()) {
        st.cancelled = st.cancelled || s.interrupted();
        if (!s.interrupted())
            st.error = s.error();
    }
    if (!ordered)
        std::stable_sort(rows.begin(), rows.end(), [](const AsOfRow& x, const AsOfRow& y) {
            return compareEncodedKeys(x.values, y.values) < 0;
        });
    groupByType(rows);
}

} // namespace

db::AsOfRequest asOfRequest(const db::TableInfo& t, const VersionTableMapping& m, const Instant& at)
{
    db::AsOfRequest r;
    r.table = &t;
    r.key = m.entityKey;
    r.type = m.entityType;
    r.version = m.versionNumber;
    r.changedAt = m.changedAt;
    r.payload = m.payload;
    r.author = m.author;
    r.marker = m.deleteMarker;
    using Unit = db::AsOfRequest::Unit;
    switch (m.unit) {
    case InstantUnit::UnixSeconds:
        r.unit = Unit::UnixSeconds;
        break;
    case InstantUnit::UnixMillis:
        r.unit = Unit::UnixMillis;
        break;
    case InstantUnit::UnixMicros:
        r.unit = Unit::UnixMicros;
        break;
    case InstantUnit::Rfc3339Text:
        r.unit = Unit::Text;
        break;
    case InstantUnit::JulianDay:
        r.unit = Unit::JulianDay;
        break;
    }
    if (!at.toUnixUs(r.atUs))
        r.atUs = at.seconds < 0 ? std::numeric_limits<qint64>::min()
                                : std::numeric_limits<qint64>::max();
    return r;
}

AsOfState stateAt(db::Source& src, const db::Schema& schema, const VersionTableMapping& m,
                  const Instant& at, std::function<bool(qint64, qint64)> progress, AsOfShape shape)
{
    AsOfState st;
    st.at = at;
    if (!m.isValid()) {
        st.error = QCoreApplication::translate("AsOf", "The version table mapping is incomplete.");
        return st;
    }
    const db::TableInfo* t = schema.table(m.table);
    if (!t) {
        st.error = QCoreApplication::translate("AsOf", "There is no table %1.").arg(m.table);
        return st;
    }
    const std::optional<QString> advice = missingAsOfIndex(m, schema);
    st.indexAdvice = advice.value_or(QString());
    db::AsOfRequest r = asOfRequest(*t, m, at);
    r.shape = shape;
    r.indexMissing = advice.has_value();
    db::AsOfPlan how;
    QString err;
    const std::unique_ptr<db::Rows> s = src.readAsOf(r, &err, &how);
    st.shape = how.shape;
    st.plan = how.plan;
    st.usedIndex = !advice && how.shape != AsOfShape::Window;
    if (!s) {
        st.cancelled = src.isCancelled();
        st.error = st.cancelled ? QString() : err;
        return st;
    }
    readState(*s, st, m, t->approxRows.value_or(0), progress);
    return st;
}

} // namespace idscope::analysis

// Keys and instants for the cursor-gap engine: the value of one column read as one format
// (InstantReader, one family parser, no ranking), and the keys ranked in SQLite's order for the
// column (KeyStore: NULL < numbers < TEXT by its collation < BLOB by memcmp).
#pragma once

#include "cursorgaps.h"
#include "rowinput.h"

#include "db/connection.h"
#include "ids/codecs.h"
#include "ids/decoded.h"
#include "ids/ulid.h"

#include <QByteArray>

#include <algorithm>
#include <cstring>
#include <vector>

namespace idscope::analysis::detail {

bool isTimestampFormat(Format f);

// Decodes values as one format (one family parser, no ranking of every format).
class InstantReader {
public:
    InstantReader(Format f, int profile)
        : format_(f), profile_(profile), parser_(familyParser(f)),
          uuidCommon_((f == Format::UuidV1 || f == Format::UuidV6 || f == Format::UuidV7) &&
                      profile <= 0)
    {
        opt_.forced = f;
        opt_.nowMs = 1; // unused: no plausibility scoring here
    }
    bool read(const IdInput& in, qint64& us)
    {
        if (!parser_ || in.kind == IdInput::Kind::Null)
            return false;
        // Canonical UUID text and RFC-order BLOBs: the parser's first reading without building
        // it; any other spelling or version goes through the parser, so results stay the same.
        UuidClass c;
        if (uuidCommon_ && classifyUuidCommon(in, c) && c.format == format_ && c.hasInstant)
            return c.instant.toUnixUs(us);
        out_.clear();
        parser_(in, opt_, out_);
        for (const Decoded& d : out_) {
            if (d.valid() && d.hasInstant &&
                (d.format == format_ || (format_ == Format::UuidOther && isUuid(d.format))) &&
                (profile_ < 0 || std::min<int>(d.profile, 3) == profile_))
                return d.instant.toUnixUs(us);
        }
        return false;
    }

private:
    Format format_;
    int profile_;
    FamilyParser parser_;
    bool uuidCommon_; // a UUID format with an instant, read in RFC order
    DecodeOptions opt_;
    Candidates out_;
};

// Keys as SQLite orders them. Text is stored already folded by the column's collation, so
// memcmp gives NOCASE/RTRIM order too.
enum class Collation { Binary, NoCase, RTrim };

class KeyStore {
public:
    explicit KeyStore(Collation c) : coll_(c) {}
    void reserve(qint64 rows, qint64 bytesPerKey)
    {
        keys_.reserve(std::size_t(rows));
        kept_.reserve(std::size_t(rows));
        arena_.reserve(rows * bytesPerKey);
    }
    void add(const IdInput& in)
    {
        Key k;
        switch (in.kind) {
        case IdInput::Kind::Integer:
            k.cls = 1;
            k.i = in.integer;
            break;
        case IdInput::Kind::Real:
            k.cls = 2;
            k.r = in.real;
            break;
        case IdInput::Kind::Text:
        case IdInput::Kind::Blob: {
            k.cls = in.kind == IdInput::Kind::Text ? 3 : 4;
            qsizetype len = in.size;
            if (k.cls == 3 && coll_ == Collation::RTrim)
                while (len > 0 && in.data[len - 1] == ' ')
                    --len;
            k.off = arena_.size();
            k.len = qint32(len);
            k.stored = qint32(in.size);
            arena_.append(in.data, in.size);
            setPrefixes(k, in.data);
            break;
        }
        case IdInput::Kind::Null:
            break;
        }
        keys_.push_back(k);
        splitByOrder();
    }
    // Dense ranks in SQLite order; equal keys share one. Once, after the last add().
    std::vector<qint32> ranks()
    {
        const std::size_t n = keys_.size();
        std::vector<qint32> rank(n);
        if (n == 0)
            return rank;
        auto less = [this](qint32 a, qint32 b) {
            return compare(keys_[std::size_t(a)], keys_[std::size_t(b)]) < 0;
        };
        if (late_.size() <= n / 8) {
            // Mostly in commit order (time-ordered IDs): the rows split as they came, only
            // the late ones sorted and merged in, the keys read in row order, no copy of them.
            std::vector<qint32> idx = std::move(kept_);
            mergeLate(idx, late_, less);
            denseRanks(idx, rank);
            return rank;
        }
        // Common case, one storage class of INTEGER, TEXT or BLOB: sort compact (prefix,
        // row) items, which stay in cache, and fall back to the full key only on equal
        // prefixes.
        bool oneClass = keys_.front().cls != 2;
        for (const Key& k : keys_)
            oneClass = oneClass && k.cls == keys_.front().cls;
        if (oneClass) {
            struct Item {
                quint64 p, p2;
                qint32 row;
            };
            const bool integers = keys_.front().cls == 1;
            std::vector<Item> items(n);
            for (std::size_t i = 0; i < n; ++i) {
                const Key& k = keys_[i];
                items[i] = integers ? Item{quint64(k.i) ^ (quint64(1) << 63), 0, qint32(i)}
                                    : Item{k.prefix, k.prefix2, qint32(i)};
            }
            auto tail = [&](const Item& a, const Item& b) {
                return integers ? 0 : compare(keys_[std::size_t(a.row)], keys_[std::size_t(b.row)]);
            };
            sortMostlyOrdered(items, [&](const Item& a, const Item& b) {
                if (a.p != b.p)
                    return a.p < b.p;
                if (a.p2 != b.p2)
                    return a.p2 < b.p2;
                return tail(a, b) < 0;
            });
            qint32 r = -1;
            for (std::size_t i = 0; i < n; ++i) {
                const Item& a = items[i];
                if (i == 0 || items[i - 1].p != a.p || items[i - 1].p2 != a.p2 ||
                    tail(items[i - 1], a) != 0)
                    ++r;
                rank[std::size_t(a.row)] = r;
            }
            return rank;
        }
        std::vector<qint32> idx(n);
        for (std::size_t i = 0; i < n; ++i)
            idx[i] = qint32(i);
        std::sort(idx.begin(), idx.end(), less);
        denseRanks(idx, rank);
        return rank;
    }
    // Row i's key as the missed list shows it (integers exact; 16-byte BLOBs as UUID text).
    void describe(std::size_t i, GapsMissedRow& m) const
    {
        const Key& k = keys_[i];
        switch (k.cls) {
        case 1:
            m.keyIsInteger = true;
            m.keyInteger = k.i;
            m.key = QString::number(k.i);
            break;
        case 2:
            m.key = QString::number(k.r, 'g', 17);
            break;
        case 3:
            m.key = QString::fromUtf8(arena_.constData() + k.off, k.stored);
            break;
        case 4: {
            QString h =
                QString::fromLatin1(QByteArray(arena_.constData() + k.off, k.stored).toHex());
            if (k.stored == 16)
                h = h.left(8) + u'-' + h.mid(8, 4) + u'-' + h.mid(12, 4) + u'-' + h.mid(16, 4) +
                    u'-' + h.mid(20);
            m.key = h;
            break;
        }
        default:
            break;
        }
    }
    void release()
    {
        keys_.clear();
        keys_.shrink_to_fit();
        kept_ = {};
        late_ = {};
        arena_.clear();
        arena_.squeeze();
    }

private:
    // Rows in key order: equal keys share a rank.
    void denseRanks(const std::vector<qint32>& sorted, std::vector<qint32>& rank) const
    {
        qint32 r = -1;
        for (std::size_t i = 0; i < sorted.size(); ++i) {
            if (i == 0 ||
                compare(keys_[std::size_t(sorted[i - 1])], keys_[std::size_t(sorted[i])]) != 0)
                ++r;
            rank[std::size_t(sorted[i])] = r;
        }
    }
    // Time-ordered keys mostly arrive in commit order: the rows that keep the order stay where
    // they are, only the ones that break it (late commits) are sorted, then both runs merged.
    template<typename T, typename Less> static void sortMostlyOrdered(std::vector<T>& v, Less less)
    {
        std::vector<T> late;
        std::size_t kept = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (kept > 0 && less(v[i], v[kept - 1]))
                late.push_back(v[i]);
            else
                v[kept++] = v[i];
        }
        v.resize(kept);
        mergeLate(v, late, less);
    }
    // `v` in order: `late` sorted and merged into it.
    template<typename T, typename Less>
    static void mergeLate(std::vector<T>& v, std::vector<T>& late, Less less)
    {
        if (late.empty())
            return;
        std::sort(late.begin(), late.end(), less);
        const auto kept = std::ptrdiff_t(v.size());
        v.insert(v.end(), late.begin(), late.end());
        std::inplace_merge(v.begin(), v.begin() + kept, v.end(), less);
    }

    struct Key {
        quint64 prefix = 0, prefix2 = 0; // TEXT/BLOB: bytes 0-7 and 8-15, big-endian
        union {
            qint64 i = 0; // INTEGER
            double r;     // REAL
            qint64 off;   // TEXT/BLOB: offset in the arena
        };
        qint32 len = 0;    // bytes compared (RTRIM leaves trailing spaces out)
        qint32 stored = 0; // bytes kept
        quint8 cls = 0;    // 1 integer, 2 real, 3 text, 4 blob (SQLite's class order)
    };
    static int cmpIntReal(qint64 i, double r)
    {
        // Exact, as SQLite compares an INTEGER with a REAL (never rounding the integer).
        if (r < -9223372036854775808.0)
            return 1;
        if (r >= 9223372036854775808.0)
            return -1;
        const auto ri = qint64(r); // truncates toward zero: exact for |r| < 2^63
        if (i != ri)
            return i < ri ? -1 : 1;
        const double frac = r - double(ri);
        return frac > 0 ? -1 : (frac < 0 ? 1 : 0);
    }
    int compare(const Key& a, const Key& b) const
    {
        const int ca = a.cls <= 2 ? 1 : a.cls, cb = b.cls <= 2 ? 1 : b.cls;
        if (ca != cb)
            return ca < cb ? -1 : 1;
        if (ca == 1) {
            if (a.cls == 1 && b.cls == 1)
                return a.i < b.i ? -1 : (a.i > b.i ? 1 : 0);
            if (a.cls == 2 && b.cls == 2)
                return a.r < b.r ? -1 : (a.r > b.r ? 1 : 0);
            return a.cls == 1 ? cmpIntReal(a.i, b.r) : -cmpIntReal(b.i, a.r);
        }
        if (a.prefix != b.prefix)
            return a.prefix < b.prefix ? -1 : 1;
        if (a.prefix2 != b.prefix2)
            return a.prefix2 < b.prefix2 ? -1 : 1;
        const int n = std::min(a.len, b.len);
        if (n > 16) {
            const char* pa = arena_.constData() + a.off;
            const char* pb = arena_.constData() + b.off;
            if (coll_ == Collation::NoCase && a.cls == 3) {
                for (int j = 16; j < n; ++j) {
                    const unsigned char ca2 = fold(a, static_cast<unsigned char>(pa[j]));
                    const unsigned char cb2 = fold(b, static_cast<unsigned char>(pb[j]));
                    if (ca2 != cb2)
                        return ca2 < cb2 ? -1 : 1;
                }
            } else if (const int c = std::memcmp(pa + 16, pb + 16, std::size_t(n - 16)); c != 0) {
                return c;
            }
        }
        return a.len < b.len ? -1 : (a.len > b.len ? 1 : 0);
    }
    // NOCASE folds ASCII letters of TEXT only, as SQLite does.
    unsigned char fold(const Key& k, unsigned char c) const
    {
        return coll_ == Collation::NoCase && k.cls == 3 && c >= 'A' && c <= 'Z'
                   ? static_cast<unsigned char>(c + 32)
                   : c;
    }
    // sortMostlyOrdered's split of the rows, made as they arrive (on the scan's worker): the
    // newest row is late when its key is below the last kept one.
    void splitByOrder()
    {
        const auto i = qint32(keys_.size() - 1);
        if (!kept_.empty() && compare(keys_.back(), keys_[std::size_t(kept_.back())]) < 0)
            late_.push_back(i);
        else
            kept_.push_back(i);
    }
    // The first 16 bytes, folded by the collation, as two big-endian words.
    void setPrefixes(Key& k, const char* data) const
    {
        unsigned char b[16] = {};
        std::memcpy(b, data, std::size_t(std::min(k.len, 16)));
        quint64 p = 0, p2 = 0;
        for (int j = 0; j < 8; ++j) {
            p = (p << 8) | fold(k, b[j]);
            p2 = (p2 << 8) | fold(k, b[j + 8]);
        }
        k.prefix = p;
        k.prefix2 = p2;
    }
    Collation coll_;
    std::vector<Key> keys_;
    std::vector<qint32> kept_, late_; // rows in arrival order that keep the key order, the rest
    QByteArray arena_;
};

} // namespace idscope::analysis::detail

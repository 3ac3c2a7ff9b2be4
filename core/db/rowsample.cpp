// Uniform row samples without OFFSET.
//
// Rowid tables. A target t is drawn uniformly from the integers [min rowid, max rowid] and
// the row found is the first whose rowid is ≥ t (one index seek). That row is hit by every
// target in (its predecessor's rowid, its rowid]: with rowids 1, 2, 3, … each row has the
// same chance, but after a gap (deleted rows, Snowflake or time-based INTEGER keys whose
// spacing follows the insert rate) a row is hit in proportion to the gap g before it — the
// rows after quiet periods would be over-represented. A second seek finds the predecessor,
// so g is known for every draw and the bias can be undone:
//  - when every draw saw the same gap (the common dense table), all rows are equally likely:
//    the first `size` distinct rows drawn are a simple random sample without replacement;
//  - otherwise a pool of draws is weighted by 1/g (importance weights: row r is drawn
//    with probability g_r / range, so weighting by 1/g_r makes each row count equally —
//    Hansen-Hurwitz) and `size` rows are drawn from the pool in proportion to the weights by
//    systematic resampling (Rubin's sampling-importance-resampling). The result is a sample
//    whose rows are (asymptotically in the pool size) uniform over the table; repeats stand
//    for heavier weights. Unequal weights make the estimate noisier than a plain sample of
//    the same size: the effective size is Kish's (Σw)² / Σw² of the pool, combined with the
//    resampling's own noise as 1 / (1/size + 1/Kish) — what the intervals are computed on.
// The same weights give the row count without counting: range × mean(1/g).
//
// Tables without a rowid (WITHOUT ROWID, views): the rows are counted and `size` distinct
// positions of one scan in the table's own order are drawn uniformly (Floyd's algorithm); a
// simple random sample without replacement, at the price of reading through the table.
#include "rowsample.h"

#include "connection.h"

#include <QSet>

#include <algorithm>
#include <limits>
#include <optional>
#include <random>

namespace idscope::db {

namespace {

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

constexpr int kPoolFactor = 4;  // Kish size of a weighted pool, in sampled rows
constexpr int kMaxBatches = 32; // at most this many draws per sampled row

bool failed(const Statement& st, RowSample& s)
{
    if (!st.failed())
        return false;
    s.cancelled = st.interrupted();
    if (!s.cancelled)
        s.error = st.error();
    return true;
}

Statement prepare(Connection& c, const QString& sql, RowSample& s)
{
    QString err;
    Statement st = c.prepare(sql, &err);
    if (!st.isValid())
        s.error = err;
    return st;
}

// The first column of the statement's one row; nullopt when there is none (or it failed).
std::optional<qint64> single(Statement& st, RowSample& s)
{
    if (st.next())
        return st.int64(0);
    failed(st, s);
    return std::nullopt;
}

// At most `size` rows: nothing to sample.
bool fewRows(Connection& c, const QString& from, int size, RowSample& s)
{
    Statement st = prepare(
        c,
        QStringLiteral("SELECT count(*) FROM (SELECT 1 FROM %1 LIMIT %2)").arg(from).arg(size + 1),
        s);
    if (!st.isValid())
        return false;
    const auto n = single(st, s);
    if (!n || *n > size)
        return false;
    s.kind = RowSample::Kind::All;
    s.estimatedRows = *n;
    s.rowsExact = true;
    return true;
}

struct Draw {
    qint64 rowid = 0;
    Int128 gap = 1; // rowids between this row's predecessor and it (its chance, × range)
};

// Resamples the pool by weight 1/gap: `size` rowids, repeats allowed.
std::vector<qint64> resample(const std::vector<Draw>& pool, int size, std::mt19937_64& rng,
                             double& kish)
{
    double total = 0;
    double squares = 0;
    for (const Draw& d : pool) {
        const double w = 1.0 / double(d.gap);
        total += w;
        squares += w * w;
    }
    kish = total * total / squares;
    std::vector<qint64> out;
    out.reserve(std::size_t(size));
    const double step = total / size;
    double u = std::uniform_real_distribution<double>(0, step)(rng);
    double cumulative = 0;
    for (const Draw& d : pool) {
        cumulative += 1.0 / double(d.gap);
        while (u < cumulative && int(out.size()) < size) {
            out.push_back(d.rowid);
            u += step;
        }
    }
    return out;
}

void byRowid(Connection& c, const QString& from, const QString& rid, int size, quint64 seed,
             RowSample& s)
{
    Statement first =
        prepare(c, QStringLiteral("SELECT %1 FROM %2 ORDER BY %1 LIMIT 1").arg(rid, from), s);
    Statement last =
        prepare(c, QStringLiteral("SELECT %1 FROM %2 ORDER BY %1 DESC LIMIT 1").arg(rid, from), s);
    Statement succ = prepare(
        c, QStringLiteral("SELECT %1 FROM %2 WHERE %1 >= ? ORDER BY %1 LIMIT 1").arg(rid, from), s);
    Statement pred = prepare(
        c, QStringLiteral("SELECT %1 FROM %2 WHERE %1 < ? ORDER BY %1 DESC LIMIT 1").arg(rid, from),
        s);
    if (!first.isValid() || !last.isValid() || !succ.isValid() || !pred.isValid())
        return;
    const auto lo = single(first, s);
    const auto hi = single(last, s);
    if (!lo || !hi)
        return;
    const UInt128 range = UInt128(Int128(*hi) - Int128(*lo)) + 1; // ≤ 2^64
    std::mt19937_64 rng(seed);
    std::vector<Draw> pool;
    QSet<qint64> distinct;
    bool equalGaps = true;
    double weights = 0;
    double squares = 0;
    auto draw = [&]() -> bool {
        const quint64 r = range > UInt128(std::numeric_limits<quint64>::max())
                              ? rng()
                              : std::uniform_int_distribution<quint64>(0, quint64(range - 1))(rng);
        succ.reset();
        succ.bind(1, qint64(Int128(*lo) + Int128(r)));
        const auto row = single(succ, s);
        if (!row)
            return false; // failed or interrupted: a target ≤ max always finds a row
        pred.reset();
        pred.bind(1, *row);
        const auto before = single(pred, s);
        if (!s.error.isEmpty() || s.cancelled)
            return false;
        const Draw d{*row, before ? Int128(*row) - Int128(*before) : 1};
        equalGaps = equalGaps && (pool.empty() || d.gap == pool.front().gap);
        weights += 1.0 / double(d.gap);
        squares += 1.0 / (double(d.gap) * double(d.gap));
        pool.push_back(d);
        distinct.insert(d.rowid);
        return true;
    };
    // Batches of `size` draws until the sample is worth `size` rows: equal gaps and `size`
    // distinct rows, or a weighted pool whose Kish size is kPoolFactor × size (then the
    // resampled rows are worth about 80 % of a plain sample) — or the cap, where very uneven
    // rowids (dense old rows beside sparse new ones) leave a wider, still honest interval.
    for (int batch = 0; batch < kMaxBatches; ++batch) {
        for (int i = 0; i < size; ++i) {
            if (!draw())
                return;
        }
        if (equalGaps ? distinct.size() >= size : weights * weights / squares >= kPoolFactor * size)
            break;
    }
    s.kind = RowSample::Kind::Rowids;
    s.estimatedRows = qint64(std::min(9.0e18, double(range) * weights / double(pool.size())));
    s.design.population = s.estimatedRows;
    if (equalGaps) {
        QSet<qint64> seen;
        for (const Draw& d : pool) {
            if (int(s.rows.size()) == size)
                break;
            if (!seen.contains(d.rowid)) {
                seen.insert(d.rowid);
                s.rows.push_back(d.rowid);
            }
        }
        s.design.withoutReplacement = true;
        s.design.effective = double(s.rows.size());
    } else {
        double kish = 0;
        s.rows = resample(pool, size, rng, kish);
        s.design.effective = 1.0 / (1.0 / double(s.rows.size()) + 1.0 / kish);
    }
    std::sort(s.rows.begin(), s.rows.end());
    s.design.drawn = qint64(s.rows.size());
}

void byPosition(Connection& c, const QString& from, int size, quint64 seed, RowSample& s)
{
    Statement count = prepare(c, QStringLiteral("SELECT count(*) FROM %1").arg(from), s);
    if (!count.isValid())
        return;
    const auto n = single(count, s);
    if (!n)
        return;
    s.estimatedRows = *n;
    s.rowsExact = true;
    if (*n <= size) {
        s.kind = RowSample::Kind::All;
        return;
    }
    choosePositions(*n, size, seed, s);
}

} // namespace

void choosePositions(qint64 n, int size, quint64 seed, RowSample& s)
{
    // Floyd: `size` distinct positions of [0, n), each subset equally likely.
    std::mt19937_64 rng(seed);
    QSet<qint64> chosen;
    for (qint64 j = n - size; j < n; ++j) {
        const qint64 t = std::uniform_int_distribution<qint64>(0, j)(rng);
        chosen.insert(chosen.contains(t) ? j : t);
    }
    s.kind = RowSample::Kind::Positions;
    s.rows.assign(chosen.cbegin(), chosen.cend());
    std::sort(s.rows.begin(), s.rows.end());
    s.design.drawn = size;
    s.design.effective = size;
    s.design.population = n;
    s.design.withoutReplacement = true;
}

RowSample drawRowSample(Connection& c, const QString& from, const QString& rowidName, int size,
                        quint64 seed)
{
    RowSample s;
    size = std::max(1, size);
    if (fewRows(c, from, size, s) || !s.error.isEmpty() || s.cancelled)
        return s;
    if (!rowidName.isEmpty())
        byRowid(c, from, rowidName, size, seed, s);
    else
        byPosition(c, from, size, seed, s);
    return s;
}

} // namespace idscope::db

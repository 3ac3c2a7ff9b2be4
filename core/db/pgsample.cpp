// PostgreSQL's uniform sample (Source::drawSample): which rows a profile's sample reads.
//
// A table or materialized view is sampled by row address (ctid). A heap page holds at most
// (block size − page header) / (tuple header + line pointer) tuples, so every live row sits at
// one of nblocks × that many addresses. Addresses drawn uniformly without replacement and kept
// where a row visible to the snapshot lives give every row the same chance, whatever the
// table's layout (old UUIDv4 rows in the first pages, UUIDv7 rows in the last), and touch only
// the pages drawn: the sample costs its own size, not the table's. When so many addresses
// would be needed that touching each page once is cheaper (few rows a page, or a small
// table), one Bernoulli TABLESAMPLE scan lists the addresses instead. Either way the profile's
// passes then read just those rows (a TID scan), in the snapshot the addresses came from.
//
// A partitioned table is sampled by a Bernoulli TABLESAMPLE of the whole, its rows read by
// each pass; a view, by random positions of one scan.
#include "pgsource.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <random>

namespace idscope::db {

namespace {

// Probing costs about one page access an address; listing by a scan one a page and one
// visibility check a row (the passes then read the same rows either way). Probe while the
// addresses stay within this many times the table's pages.
constexpr qint64 kProbesPerPage = 2;
constexpr int kProbeRounds = 6;

// Line pointers a heap page of `blockSize` bytes can hold (PostgreSQL's
// MaxHeapTuplesPerPage: 24-byte page header, 24-byte aligned tuple header, 4-byte item id).
qint64 maxTuplesPerPage(qint64 blockSize)
{
    return std::max<qint64>(1, (blockSize - 24) / (24 + 4));
}

QString tidText(qint64 code)
{
    return QStringLiteral("\"(%1,%2)\"").arg(code >> 16).arg(code & 0xffff);
}

std::optional<qint64> scalarOf(PgConnection& pg, const QString& sql, const PgParams& p,
                               QString* error)
{
    PgResult r = pg.query(sql, p);
    if (!r.ok() || r.rowCount() < 1) {
        if (error)
            *error = r.ok() ? QString() : r.error().text();
        return std::nullopt;
    }
    return r.row(0).int64(0);
}

// The rows' addresses as (block << 16) | line pointer, from a SELECT of ctids.
bool collectTids(PgConnection& pg, const QString& sql, const PgParams& p, std::vector<qint64>& out,
                 QString* error)
{
    PgResult r = pg.query(sql, p);
    if (!r.ok()) {
        *error = r.error().text();
        return false;
    }
    for (int i = 0; i < r.rowCount(); ++i)
        out.push_back(r.row(i).int64(0).value_or(0));
    return true;
}

} // namespace

QString pgTidCode(const QString& ctid)
{
    return QStringLiteral("(((%1)::text::point)[0]::int8 << 16 | ((%1)::text::point)[1]::int8)")
        .arg(ctid);
}

QString pgTidArray(const std::vector<qint64>& codes)
{
    QStringList parts;
    parts.reserve(qsizetype(codes.size()));
    for (const qint64 c : codes)
        parts << tidText(c);
    return QLatin1Char('{') + parts.join(QLatin1Char(',')) + QLatin1Char('}');
}

// Few rows: all of them. A table or materialized view: row addresses (above). A partitioned
// table: a Bernoulli TABLESAMPLE of about `size` rows (REPEATABLE, so the passes of a profile
// read the same rows). A view: `size` positions of one scan (Floyd), after counting it.
RowSample PgSource::drawSample(const TableInfo& table, int size, quint64 seed)
{
    RowSample s;
    size = std::max(1, size);
    const QString rel = pgRelation(table);
    const auto fail = [&]() {
        s.cancelled = pg_->isCancelled();
        if (s.cancelled)
            s.error.clear();
        return s;
    };
    const auto few = scalarOf(
        *pg_,
        QStringLiteral("SELECT count(*) FROM (SELECT 1 FROM %1 LIMIT %2) s").arg(rel).arg(size + 1),
        {}, &s.error);
    if (!few)
        return fail();
    if (*few <= size) {
        s.kind = RowSample::Kind::All;
        s.estimatedRows = *few;
        s.rowsExact = true;
        return s;
    }
    const bool heap = table.kind == TableInfo::Kind::Table && !table.partitioned;
    if (heap || table.materialized)
        return drawByAddress(table, size, seed);

    const bool sampleable = table.kind == TableInfo::Kind::Table;
    qint64 n = sampleable && table.approxRows && *table.approxRows > 0 ? *table.approxRows : 0;
    if (n == 0) {
        const auto count = countRows(table);
        if (!count) {
            if (!pg_->isCancelled())
                s.error = QCoreApplication::translate("idscope::db", "cannot count the rows");
            return fail();
        }
        n = *count;
        s.rowsExact = true;
    }
    s.estimatedRows = n;
    if (!sampleable) {
        choosePositions(n, size, seed, s);
        return s;
    }
    s.design.population = n;
    s.design.withoutReplacement = true;
    // Each row with the same chance: the rows read are counted by the read itself (the design
    // says what one row read is worth, not how many there will be).
    s.kind = RowSample::Kind::Bernoulli;
    s.percent = std::min(100.0, 100.0 * double(size) / double(n));
    s.seed = seed % 2147483647u;
    s.design.drawn = std::max<qint64>(1, qint64(std::llround(double(n) * s.percent / 100.0)));
    s.design.effective = double(s.design.drawn);
    return s;
}

RowSample PgSource::drawByAddress(const TableInfo& table, int size, quint64 seed)
{
    RowSample s;
    const QString rel = pgRelation(table);
    PgParams relName;
    relName.text(rel);
    const auto blockSize =
        scalarOf(*pg_, QStringLiteral("SELECT current_setting('block_size')::int8"), {}, &s.error);
    // Pages as they are now, inside the snapshot: every row it sees lies in them.
    const auto blocks =
        blockSize ? scalarOf(*pg_,
                             QStringLiteral("SELECT pg_relation_size($1::text::regclass) / "
                                            "current_setting('block_size')::int8"),
                             relName, &s.error)
                  : std::nullopt;
    if (!blocks) {
        s.cancelled = pg_->isCancelled();
        return s;
    }
    const qint64 perPage = maxTuplesPerPage(*blockSize);
    const qint64 addresses = *blocks * perPage;
    const double rowsGuess = table.approxRows && *table.approxRows > 0 ? double(*table.approxRows)
                                                                       : double(addresses) / 2;
    const double density =
        std::clamp(rowsGuess / double(std::max<qint64>(1, addresses)), 1.0 / double(perPage), 1.0);

    // Bound as text and cast on the server: a tid[] value the planner can see (thousands of
    // elements, each costed as a random page) makes a sequential scan look cheaper, which it is
    // not; the cast it cannot fold leaves it the TID scan.
    const QString pick = QStringLiteral("SELECT %1 FROM %2 WHERE ctid = ANY($1::text::tid[])")
                             .arg(pgTidCode(QStringLiteral("ctid")), rel);
    std::vector<qint64> hits;
    qint64 probed = 0;
    double seen = density;
    if (double(size) * 1.15 / density <= double(kProbesPerPage * *blocks)) {
        std::mt19937_64 rng(seed);
        std::uniform_int_distribution<qint64> any(0, addresses - 1);
        QSet<qint64> drawn;
        for (int round = 0; round < kProbeRounds && qint64(hits.size()) < size; ++round) {
            const qint64 need = size - qint64(hits.size());
            const qint64 want =
                std::min(addresses - probed, qint64(std::ceil(double(need) * 1.15 / seen)) + 16);
            if (want <= 0)
                break;
            std::vector<qint64> codes;
            codes.reserve(std::size_t(want));
            while (qint64(codes.size()) < want) {
                const qint64 a = any(rng);
                if (drawn.contains(a))
                    continue;
                drawn.insert(a);
                codes.push_back((a / perPage) << 16 | (a % perPage + 1));
            }
            probed += want;
            PgParams p;
            p.text(pgTidArray(codes));
            if (!collectTids(*pg_, pick, p, hits, &s.error)) {
                s.cancelled = pg_->isCancelled();
                return s;
            }
            seen = std::max(double(hits.size()) / double(probed), 1.0 / double(perPage));
        }
        s.estimatedRows = qint64(std::llround(double(addresses) * double(hits.size()) /
                                              double(std::max<qint64>(1, probed))));
    } else {
        // One scan lists the rows of a Bernoulli sample.
        const double percent = std::min(100.0, 100.0 * double(size) / rowsGuess);
        PgParams p;
        p.text(QString::number(percent, 'g', 17)).int64(qint64(seed % 2147483647u));
        if (!collectTids(*pg_,
                         QStringLiteral("SELECT %1 FROM %2 TABLESAMPLE BERNOULLI ($1::float8) "
                                        "REPEATABLE ($2::int8)")
                             .arg(pgTidCode(QStringLiteral("ctid")), rel),
                         p, hits, &s.error)) {
            s.cancelled = pg_->isCancelled();
            return s;
        }
        s.estimatedRows = qint64(std::llround(double(hits.size()) * 100.0 / percent));
    }
    std::sort(hits.begin(), hits.end());
    s.kind = RowSample::Kind::Tids;
    s.rows = std::move(hits);
    if (table.approxRows && *table.approxRows > 0)
        s.estimatedRows = *table.approxRows;
    s.estimatedRows = std::max(s.estimatedRows, qint64(s.rows.size()));
    s.design.drawn = qint64(s.rows.size());
    s.design.effective = double(s.rows.size());
    s.design.population = s.estimatedRows;
    s.design.withoutReplacement = true;
    return s;
}

} // namespace idscope::db

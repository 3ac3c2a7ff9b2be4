// Reading a PostgreSQL table for the cursor-gap engine: one COPY (binary), each row's key,
// commit instant, commit group and writer, in commit order (the server's commit timestamps
// sorted here, or an order column sorted by the server); keys ranked as the server orders
// them; then the shared arithmetic (computeGaps).
#include "cursorgapscommits.h"

#include "columnprofile.h"

#include "cursorgapsdetail.h"
#include "cursorgapskeys.h"

#include "db/connection.h"
#include "db/pgconnection.h"
#include "db/pgsource.h"
#include "ids/codecs.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <utility>

namespace idscope::analysis {

namespace {

using namespace detail;
using db::PgConnection;
using db::PgParams;
using db::PgResult;
using db::PgRow;

struct PgTable {
    qint64 oid = 0;
    QString sql;  // schema-qualified, quoted
    QString name; // as the schema shows it: schema.table, or the table alone in public
    qint64 estimate = 0;
};

struct PgColumn {
    QString sql; // quoted
    quint32 type = 0;
};

std::optional<PgTable> resolveTable(PgConnection& c, const QString& name, QString* error)
{
    PgResult r = c.query(
        u"SELECT c.oid::int8, format('%I.%I', n.nspname, c.relname), "
        u"CASE n.nspname WHEN 'public' THEN c.relname ELSE n.nspname || '.' || c.relname END, "
        u"greatest(c.reltuples, 0)::int8 "
        u"FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
        u"WHERE c.oid = to_regclass($1)",
        PgParams().text(name));
    if (!r.ok()) {
        *error = r.error().text();
        return std::nullopt;
    }
    if (r.rowCount() != 1) {
        *error = QCoreApplication::translate("idscope::analysis", "no table %1").arg(name);
        return std::nullopt;
    }
    const PgRow& row = r.row(0);
    return PgTable{row.int64(0).value_or(0), row.text(1), row.text(2), row.int64(3).value_or(0)};
}

std::optional<PgColumn> resolveColumn(PgConnection& c, const PgTable& t, const QString& name,
                                      QString* error)
{
    PgResult r = c.query(u"SELECT format('%I', attname), atttypid::int8 FROM pg_attribute "
                         u"WHERE attrelid = $1::oid AND attname = $2 AND attnum > 0 "
                         u"AND NOT attisdropped",
                         PgParams().int64(t.oid).text(name));
    if (!r.ok()) {
        *error = r.error().text();
        return std::nullopt;
    }
    if (r.rowCount() != 1) {
        *error = QCoreApplication::translate("idscope::analysis", "no column %1 in table %2")
                     .arg(name, t.name);
        return std::nullopt;
    }
    return PgColumn{r.row(0).text(0), quint32(r.row(0).int64(1).value_or(0))};
}

QString primaryKeyColumn(PgConnection& c, const PgTable& t)
{
    PgResult r = c.query(u"SELECT a.attname FROM pg_index i JOIN pg_attribute a ON "
                         u"a.attrelid = i.indrelid AND a.attnum = i.indkey[0] "
                         u"WHERE i.indrelid = $1::oid AND i.indisprimary AND i.indnatts = 1",
                         PgParams().int64(t.oid));
    return r.ok() && r.rowCount() == 1 ? r.row(0).text(0) : QString();
}

enum class KeyKind { Integer, Bytes, Text, Unsupported };

KeyKind keyKind(quint32 type)
{
    using namespace db::pgtype;
    if (type == Int2 || type == Int4 || type == Int8)
        return KeyKind::Integer;
    if (type == Uuid || type == Bytea)
        return KeyKind::Bytes;
    if (type == Text || type == Varchar || type == Bpchar)
        return KeyKind::Text;
    return KeyKind::Unsupported;
}

IdInput keyInput(const PgRow& row, KeyKind kind)
{
    if (row.isNull(0))
        return {};
    if (kind == KeyKind::Integer)
        return IdInput::fromInteger(row.int64(0).value_or(0));
    const std::string_view v = row.raw(0);
    return kind == KeyKind::Text ? IdInput::text(v) : IdInput::blob(v.data(), int(v.size()));
}

// Nearest-rank percentiles of `v` (µs) in ms.
GapsPercentiles percentilesMs(std::vector<qint64> v)
{
    GapsPercentiles p;
    if (v.empty())
        return p;
    std::sort(v.begin(), v.end());
    auto at = [&](double q) {
        const auto i = std::size_t(std::max(0.0, std::ceil(q * double(v.size())) - 1));
        return double(v[std::min(i, v.size() - 1)]) / 1000.0;
    };
    p.p50 = at(0.5);
    p.p99 = at(0.99);
    p.p99_9 = at(0.999);
    p.max = double(v.back()) / 1000.0;
    return p;
}

// Dense ranks from the server's dense_rank() over the rows kept (some rows were left out, so
// the server's ranks may skip values).
std::vector<qint32> densify(const std::vector<qint64>& serverRank)
{
    qint64 top = 0;
    for (qint64 v : serverRank)
        top = std::max(top, v);
    std::vector<qint32> present(std::size_t(top + 1), 0);
    for (qint64 v : serverRank)
        present[std::size_t(v)] = 1;
    qint32 next = 0;
    for (qint32& p : present)
        p = p ? next++ : -1;
    std::vector<qint32> out(serverRank.size());
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = present[std::size_t(serverRank[i])];
    return out;
}

struct Plan {
    PgTable table;
    PgColumn key;
    KeyKind kind = KeyKind::Unsupported;
    bool commitTimestamps = false;
    QString sql;
};

// The SELECT the COPY streams: key, commit instant (µs or NULL), commit group, writer as text,
// and for text keys the server's rank of the key. With commit timestamps the rows come in heap
// order, with the commit instant as timestamptz (column 1, which is also the group): sorting
// them here is cheaper than the server's sort, which spills to disk at the default work_mem.
QString scanSql(const Plan& p, const QString& writer, const QString& order,
                const QString& commitTime)
{
    const QString rank =
        p.kind == KeyKind::Text
            ? QStringLiteral(", dense_rank() OVER (ORDER BY %1)::int8").arg(p.key.sql)
            : QString();
    const QString w =
        writer.isEmpty() ? QStringLiteral("NULL::text") : writer + QStringLiteral("::text");
    if (p.commitTimestamps)
        return QStringLiteral("SELECT %1, pg_xact_commit_timestamp(xmin), NULL::int8, %2%3 FROM %4")
            .arg(p.key.sql, w, rank, p.table.sql);
    const QString ct =
        commitTime.isEmpty()
            ? QStringLiteral("NULL::int8")
            : QStringLiteral("(extract(epoch FROM %1) * 1000000)::int8").arg(commitTime);
    return QStringLiteral("SELECT %1, %2, %3, %4%5 FROM %6 ORDER BY %3 NULLS FIRST")
        .arg(p.key.sql, ct, order, w, rank, p.table.sql);
}

// Rows read in heap order, kept until they are sorted into commit order.
struct HeldRows {
    std::vector<qint64> commitUs, instantUs, rank;
    std::vector<qint32> writer;
    std::vector<qint64> keyEnd; // row i's key bytes: keys[keyEnd[i-1], keyEnd[i])
    QByteArray keys;
};

class CommitScan {
public:
    CommitScan(GapsResult& r, const Plan& p, bool writer, bool commitInstants)
        : r_(r), p_(p), writer_(writer), commitInstants_(commitInstants),
          rows_(std::make_shared<GapsRows>()), keys_(Collation::Binary),
          reader_(r.format, r.formatProfile)
    {
    }

    bool run(PgConnection& c, const std::function<bool(qint64, qint64)>& progress)
    {
        db::PgRowStream s = c.copyOut(p_.sql);
        if (p_.commitTimestamps)
            reserveHeld();
        qint64 done = 0;
        while (s.next()) {
            ++r_.tableRows;
            if ((++done & 4095) == 0 && progress &&
                !progress(done, std::max(done, p_.table.estimate))) {
                r_.cancelled = true;
                return false; // the stream cancels the COPY on its way out
            }
            if (p_.commitTimestamps)
                hold(s.row());
            else
                add(s.row());
        }
        if (s.failed()) {
            if (s.error().cancelled())
                r_.cancelled = true;
            else
                r_.error = s.error().text();
            return false;
        }
        if (p_.commitTimestamps)
            addHeldInCommitOrder();
        return true;
    }

    void finish()
    {
        rows_->rank = p_.kind == KeyKind::Text ? densify(serverRank_) : keys_.ranks();
        computeGaps(r_, *rows_, commitUs_, int(r_.writers.size()));
        collectMissedRows(r_, *rows_, keys_);
        keys_.release();
        if (commitInstants_ && !delays_.empty()) {
            r_.commitDelay = percentilesMs(std::move(delays_));
            r_.hasCommitDelay = true;
        }
        r_.data = rows_;
    }

private:
    // The row's key and ID instant; false (and counted) for a row left out.
    bool admit(const PgRow& row, IdInput& in, qint64& us)
    {
        in = keyInput(row, p_.kind);
        if (in.kind == IdInput::Kind::Null) {
            ++r_.nullKeys;
            return false;
        }
        if (row.isNull(p_.commitTimestamps ? 1 : 2) || (commitInstants_ && row.isNull(1))) {
            ++r_.nullOrder;
            return false;
        }
        if (!reader_.read(in, us)) {
            ++r_.undecodedKeys;
            return false;
        }
        return true;
    }

    // A row of an order column, already in commit order; equal order values share a group.
    void add(const PgRow& row)
    {
        IdInput in;
        qint64 us = 0;
        if (!admit(row, in, us))
            return;
        const std::string_view g = row.raw(2);
        if (group_ < 0 || prevGroup_ != QByteArrayView(g.data(), qsizetype(g.size()))) {
            ++group_;
            prevGroup_ = QByteArray(g.data(), qsizetype(g.size()));
        }
        append(in, us, writer_ ? writerOf(row) : -1, row.int64(1).value_or(0),
               p_.kind == KeyKind::Text ? row.int64(4).value_or(0) : 0);
    }

    // A row with its commit timestamp, in heap order: its key bytes copied, the rest decoded.
    void hold(const PgRow& row)
    {
        IdInput in;
        qint64 us = 0;
        if (!admit(row, in, us))
            return;
        held_.commitUs.push_back(row.timestampUs(1).value_or(0));
        held_.instantUs.push_back(us);
        if (writer_)
            held_.writer.push_back(writerOf(row));
        if (p_.kind == KeyKind::Text)
            held_.rank.push_back(row.int64(4).value_or(0));
        if (in.kind == IdInput::Kind::Integer)
            held_.keys.append(reinterpret_cast<const char*>(&in.integer), sizeof in.integer);
        else
            held_.keys.append(in.data, in.size);
        held_.keyEnd.push_back(held_.keys.size());
    }

    void reserveHeld()
    {
        const auto n = std::size_t(std::clamp<qint64>(p_.table.estimate, 0, qint64(1) << 26));
        held_.commitUs.reserve(n);
        held_.instantUs.reserve(n);
        held_.keyEnd.reserve(n);
        held_.keys.reserve(qsizetype(n) * (p_.kind == KeyKind::Text ? 26 : 16));
        if (writer_)
            held_.writer.reserve(n);
        if (p_.kind == KeyKind::Text)
            held_.rank.reserve(n);
    }

    // The held rows sorted by commit instant (heap order among equal ones), one group per
    // instant; writers renumbered in order of first commit, as an ordered read numbers them.
    void addHeldInCommitOrder()
    {
        const std::size_t n = held_.commitUs.size();
        // (commit instant, heap position) pairs: sorting them keeps heap order among equal
        // instants, and heap order is mostly commit order already.
        std::vector<std::pair<qint64, qint32>> order(n);
        for (std::size_t i = 0; i < n; ++i)
            order[i] = {held_.commitUs[i], qint32(i)};
        if (!std::is_sorted(order.begin(), order.end()))
            std::sort(order.begin(), order.end());
        keys_.reserve(qint64(n), n == 0 ? 0 : held_.keys.size() / qint64(n) + 1);
        std::vector<qint32> renumber(std::size_t(r_.writers.size()), -1);
        QList<GapsWriter> writers;
        for (const auto& [cus, i] : order) {
            const auto k = std::size_t(i);
            qint32 w = writer_ ? held_.writer[k] : -1;
            if (w >= 0) {
                if (renumber[std::size_t(w)] < 0) {
                    renumber[std::size_t(w)] = qint32(writers.size());
                    writers.push_back(r_.writers[w]);
                }
                w = renumber[std::size_t(w)];
            }
            if (group_ < 0 || cus != prevCommitUs_)
                ++group_;
            prevCommitUs_ = cus;
            const qint64 from = k == 0 ? 0 : held_.keyEnd[k - 1];
            const char* key = held_.keys.constData() + from;
            const auto size = int(held_.keyEnd[k] - from);
            IdInput in;
            if (p_.kind == KeyKind::Integer) {
                qint64 v = 0;
                std::memcpy(&v, key, sizeof v);
                in = IdInput::fromInteger(v);
            } else {
                in = p_.kind == KeyKind::Text ? IdInput::text(std::string_view(key, size))
                                              : IdInput::blob(key, size);
            }
            append(in, held_.instantUs[k], w, cus, p_.kind == KeyKind::Text ? held_.rank[k] : 0);
        }
        if (writer_)
            r_.writers = writers;
        held_ = {};
    }

    void append(const IdInput& in, qint64 us, qint32 writer, qint64 commitUs, qint64 rank)
    {
        keys_.add(in);
        rows_->instantUs.push_back(us);
        rows_->commitGroup.push_back(group_);
        if (writer_)
            rows_->writer.push_back(writer);
        if (commitInstants_) {
            commitMax_ = std::max(commitMax_, commitUs);
            commitUs_.push_back(commitMax_);
            delays_.push_back(commitUs - us);
        }
        if (p_.kind == KeyKind::Text)
            serverRank_.push_back(rank);
    }

    qint32 writerOf(const PgRow& row)
    {
        const bool isNull = row.isNull(3);
        const QString w = isNull ? QString() : row.text(3);
        const QByteArray key = isNull ? QByteArrayLiteral("0") : '1' + w.toUtf8();
        return writers_.indexOf(
            key, isNull, [&w] { return w; }, r_.writers);
    }

    GapsResult& r_;
    const Plan& p_;
    const bool writer_;
    const bool commitInstants_;
    std::shared_ptr<GapsRows> rows_;
    KeyStore keys_;
    InstantReader reader_;
    HeldRows held_;
    std::vector<qint64> commitUs_;
    std::vector<qint64> delays_;
    std::vector<qint64> serverRank_;
    qint64 commitMax_ = std::numeric_limits<qint64>::min();
    WriterIndex writers_;
    QByteArray prevGroup_;
    qint64 prevCommitUs_ = 0;
    qint32 group_ = -1;
};

// The ID format: the one given, else the most common among the first values.
bool chooseFormat(PgConnection& c, GapsResult& r, const GapsOptions& opt, const Plan& p)
{
    r.format = opt.format;
    r.formatProfile = opt.formatProfile;
    std::optional<std::pair<Format, int>> voted;
    if (r.format == Format::Count) {
        PgResult first = c.query(QStringLiteral("SELECT %1 FROM %2 WHERE %1 IS NOT NULL LIMIT %3")
                                     .arg(p.key.sql, p.table.sql)
                                     .arg(FormatVote::kValues),
                                 {}, db::PgFormat::Binary);
        if (!first.ok()) {
            r.error = first.error().text();
            return false;
        }
        FormatVote vote;
        for (int i = 0; i < first.rowCount(); ++i)
            vote.add(keyInput(first.row(i), p.kind));
        voted = vote.best();
    }
    return settleFormat(r, voted);
}

// Resolves the table and columns and chooses the commit order. false: r.error says why.
bool plan(PgConnection& c, GapsResult& r, const QString& table, const GapsOptions& opt, Plan& p,
          QString& writer, QString& order, QString& commitTime)
{
    QString err;
    const std::optional<PgTable> t = resolveTable(c, table, &err);
    if (!t) {
        r.error = err;
        return false;
    }
    p.table = *t;
    r.table = t->name;
    r.column = opt.column.isEmpty() ? primaryKeyColumn(c, *t) : opt.column;
    if (r.column.isEmpty()) {
        r.error = QCoreApplication::translate(
                      "idscope::analysis",
                      "table %1 has no single-column primary key: give the ID column")
                      .arg(t->name);
        return false;
    }
    auto column = [&](const QString& name, QString& sql) {
        if (name.isEmpty())
            return true;
        const std::optional<PgColumn> col = resolveColumn(c, *t, name, &err);
        if (col)
            sql = col->sql;
        return col.has_value();
    };
    QString key;
    if (!column(r.column, key) || !column(opt.writerColumn, writer) ||
        !column(opt.orderColumn, order) || !column(opt.commitTimeColumn, commitTime)) {
        r.error = err;
        return false;
    }
    p.key = *resolveColumn(c, *t, r.column, &err);
    p.kind = keyKind(p.key.type);
    if (p.kind == KeyKind::Unsupported) {
        r.error =
            QCoreApplication::translate(
                "idscope::analysis", "column %1 is neither an integer, uuid, bytea nor text column")
                .arg(r.column);
        return false;
    }
    const bool tracked = c.setting(QStringLiteral("track_commit_timestamp")) == QLatin1String("on");
    p.commitTimestamps = opt.orderColumn.isEmpty();
    if (p.commitTimestamps && !tracked) {
        r.error = QCoreApplication::translate(
            "idscope::analysis",
            "the server does not record commit timestamps (track_commit_timestamp is "
            "off): give a commit-order column, which is then assumed to be commit order");
        return false;
    }
    if (!p.commitTimestamps && opt.poller.pollMs > 0 && opt.commitTimeColumn.isEmpty()) {
        r.error = QCoreApplication::translate("idscope::analysis",
                                              "a poll period needs a commit-time column");
        return false;
    }
    r.writerColumn = opt.writerColumn;
    if (p.commitTimestamps) {
        r.commitOrder = QStringLiteral("commit-timestamp");
        r.order = QStringLiteral("commit-timestamp");
        r.commitTimeColumn = QStringLiteral("pg_xact_commit_timestamp(xmin)");
    } else {
        r.commitOrder = opt.orderColumn;
        r.order = opt.orderColumn;
        r.commitTimeColumn = opt.commitTimeColumn;
        r.warnings << (tracked ? QCoreApplication::translate(
                                     "idscope::analysis",
                                     "Commit order is assumed to be the order of column %1, as "
                                     "asked (the server's commit timestamps are not used).")
                                     .arg(opt.orderColumn)
                               : QCoreApplication::translate(
                                     "idscope::analysis",
                                     "The server does not record commit timestamps "
                                     "(track_commit_timestamp is off): commit order is assumed "
                                     "to be the order of column %1.")
                                     .arg(opt.orderColumn));
    }
    return true;
}

} // namespace

GapsResult analyseGapsFromCommits(db::PgConnection& c, const QString& table, const GapsOptions& opt,
                                  const std::function<bool(qint64, qint64)>& progress)
{
    GapsResult r;
    r.poller = opt.poller;
    r.hasRowid = false;
    db::PgError txError;
    if (!c.begin(db::PgIsolation::RepeatableRead, &txError)) { // one snapshot for every query
        r.error = txError.text();
        return r;
    }
    Plan p;
    QString writer, order, commitTime;
    if (plan(c, r, table, opt, p, writer, order, commitTime) && chooseFormat(c, r, opt, p)) {
        p.sql = scanSql(p, writer, order, commitTime);
        const bool commitInstants = p.commitTimestamps || !commitTime.isEmpty();
        CommitScan scan(r, p, !writer.isEmpty(), commitInstants);
        if (scan.run(c, progress))
            scan.finish();
    }
    c.end();
    if (!r.ok())
        return r;
    addResultWarnings(r);
    if (p.commitTimestamps && r.nullOrder > 0) {
        const int n = r.nullOrder > qint64(INT_MAX) ? INT_MAX : int(r.nullOrder);
        r.warnings << QCoreApplication::translate(
            "idscope::analysis",
            "%n rows have no commit timestamp (committed before track_commit_timestamp was "
            "turned on, or frozen by VACUUM) and were left out.",
            nullptr, n);
    }
    return r;
}

GapsResult analyseGapsOnSource(db::Source& source, const db::TableInfo& table,
                               const GapsOptions& opt,
                               const std::function<bool(qint64, qint64)>& progress)
{
    if (db::PgConnection* server = source.postgres())
        return analyseGapsFromCommits(*server, db::pgRelation(table), opt, progress);
    if (db::Connection* file = source.sqlite())
        return analyseGaps(*file, table, opt, progress);
    GapsResult r;
    r.error = QCoreApplication::translate("idscope::analysis",
                                          "cursor gaps cannot be read from this database");
    return r;
}

} // namespace idscope::analysis

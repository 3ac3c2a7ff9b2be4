// PostgreSQL's commit-order read for cursor gaps (Source::readInCommitOrder). With commit
// timestamps every row's commit instant is pg_xact_commit_timestamp(xmin): the rows are read
// in heap order by one binary COPY, held here compactly and sorted by that instant (heap order
// among equal instants), because the server's own sort of a million (instant, row) pairs
// spills to disk at the default work_mem. With an order column the server sorts and the rows
// stream through. Text keys carry the server's dense rank, since its collation is not a byte
// comparison.
#include "pgsource.h"
#include "sqlnames.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

namespace idscope::db {

namespace {

namespace col = commitorder;

// How often a read ahead of the first row reports progress.
constexpr qint64 kProgressRows = 4096;

// The rows of a commit-timestamp read, held in heap order and served in commit order: the
// key's and the writer's bytes in one arena each, the instants and ranks beside them.
class HeldCommitRows final : public Rows {
public:
    HeldCommitRows(StorageClass keyClass, bool ranks) : keyClass_(keyClass), ranks_(ranks) {}

    void reserve(qint64 rows)
    {
        const auto n = std::size_t(std::clamp<qint64>(rows, 0, qint64(1) << 26));
        commitUs_.reserve(n);
        keyEnd_.reserve(n);
        writerEnd_.reserve(n);
        nulls_.reserve(n);
        keys_.reserve(qsizetype(n) * (keyClass_ == StorageClass::Text ? 27 : 16));
        if (ranks_)
            rank_.reserve(n);
    }

    // One row of the COPY: key, commit instant, writer as text, key rank.
    void hold(const PgRow& row)
    {
        quint8 nulls = 0;
        if (row.isNull(0)) {
            nulls |= kKeyNull;
        } else if (keyClass_ == StorageClass::Integer) {
            const qint64 v = row.int64(0).value_or(0);
            keys_.append(reinterpret_cast<const char*>(&v), sizeof v);
        } else {
            const std::string_view b = row.raw(0);
            keys_.append(b.data(), qsizetype(b.size()));
        }
        keyEnd_.push_back(keys_.size());
        const std::optional<qint64> commit = row.isNull(1) ? std::nullopt : row.timestampUs(1);
        if (!commit)
            nulls |= kCommitNull;
        commitUs_.push_back(commit.value_or(std::numeric_limits<qint64>::min()));
        if (row.isNull(2)) {
            nulls |= kWriterNull;
        } else {
            const std::string_view w = row.raw(2);
            writers_.append(w.data(), qsizetype(w.size()));
        }
        writerEnd_.push_back(writers_.size());
        if (ranks_)
            rank_.push_back(row.int64(3).value_or(0));
        nulls_.push_back(nulls);
    }

    // Commit order: by instant, heap order among equal ones (rows without one first).
    void sortByCommit()
    {
        std::vector<std::pair<qint64, qint32>> by(commitUs_.size());
        for (std::size_t i = 0; i < by.size(); ++i)
            by[i] = {commitUs_[i], qint32(i)};
        if (!std::is_sorted(by.begin(), by.end()))
            std::sort(by.begin(), by.end());
        order_.resize(by.size());
        for (std::size_t i = 0; i < by.size(); ++i)
            order_[i] = by[i].second;
    }

    bool next() override
    {
        if (pos_ >= order_.size())
            return false;
        row_ = std::size_t(order_[pos_++]);
        return true;
    }
    bool failed() const override { return false; }
    bool interrupted() const override { return false; }
    QString error() const override { return {}; }
    int columnCount() const override { return col::Count; }
    StorageClass type(int i) const override
    {
        const quint8 n = nulls_[row_];
        switch (i) {
        case col::Key:
            return n & kKeyNull ? StorageClass::Null : keyClass_;
        case col::OrderValue:
        case col::CommitTime:
            return n & kCommitNull ? StorageClass::Null : StorageClass::Integer;
        case col::Writer:
            return n & kWriterNull ? StorageClass::Null : StorageClass::Text;
        case col::KeyRank:
            return ranks_ ? StorageClass::Integer : StorageClass::Null;
        default:
            return StorageClass::Null;
        }
    }
    qint64 int64(int i) const override
    {
        switch (i) {
        case col::Key: {
            qint64 v = 0;
            const std::string_view b = bytes(keys_, keyEnd_);
            if (b.size() == sizeof v)
                std::memcpy(&v, b.data(), sizeof v);
            return v;
        }
        case col::OrderValue:
        case col::CommitTime:
            return commitUs_[row_];
        case col::KeyRank:
            return ranks_ ? rank_[row_] : 0;
        default:
            return 0;
        }
    }
    double real(int) const override { return 0; }
    std::string_view textView(int i) const override
    {
        if (i == col::Key)
            return bytes(keys_, keyEnd_);
        if (i == col::Writer)
            return bytes(writers_, writerEnd_);
        return {};
    }
    std::string_view blobView(int i) const override { return textView(i); }

private:
    static constexpr quint8 kKeyNull = 1, kCommitNull = 2, kWriterNull = 4;

    std::string_view bytes(const QByteArray& arena, const std::vector<qint64>& end) const
    {
        const qint64 from = row_ == 0 ? 0 : end[row_ - 1];
        return {arena.constData() + from, std::size_t(end[row_] - from)};
    }

    StorageClass keyClass_;
    bool ranks_;
    QByteArray keys_, writers_;
    std::vector<qint64> keyEnd_, writerEnd_; // row i's bytes end here (and start at i − 1's end)
    std::vector<qint64> commitUs_, rank_;
    std::vector<quint8> nulls_;
    std::vector<qint32> order_; // rows in commit order
    std::size_t pos_ = 0, row_ = 0;
};

QString orNull(const QString& expr, const char* type)
{
    return expr.isEmpty() ? QStringLiteral("NULL::%1").arg(QLatin1String(type)) : expr;
}

} // namespace

CommitOrderRead PgSource::readInCommitOrder(const CommitOrderRequest& r)
{
    CommitOrderRead out;
    const TableInfo& t = *r.table;
    const std::optional<StorageClass> keyClass = pgNativeClass(t, r.key);
    if (!keyClass || *keyClass == StorageClass::Real) {
        out.error =
            QCoreApplication::translate(
                "idscope::analysis", "column %1 is neither an integer, uuid, bytea nor text column")
                .arg(r.key);
        return out;
    }
    const QString key = quoteIdentifier(r.key);
    out.keyRanks = *keyClass == StorageClass::Text;
    const QString rank =
        out.keyRanks ? QStringLiteral("dense_rank() OVER (ORDER BY %1)::int8").arg(key) : QString();
    const QString writer = r.writer.isEmpty() ? QString() : quoteIdentifier(r.writer) + QStringLiteral("::text");
    out.commitTimeIsUnixUs = true;
    if (r.order == RowOrder::CommitTimestamp) {
        PgRowStream s = pg_->copyOut(
            QStringLiteral("SELECT %1, pg_xact_commit_timestamp(xmin), %2, %3 FROM %4")
                .arg(key, orNull(writer, "text"), orNull(rank, "int8"), pgRelation(t)));
        auto held = std::make_unique<HeldCommitRows>(*keyClass, out.keyRanks);
        const qint64 estimate = t.approxRows.value_or(0);
        held->reserve(estimate);
        qint64 done = 0;
        while (s.next()) {
            held->hold(s.row());
            if (++done % kProgressRows == 0 && r.progress &&
                !r.progress(done, std::max(done, estimate))) {
                out.cancelled = true;
                return out; // the stream cancels the COPY on its way out
            }
        }
        if (s.failed()) {
            out.cancelled = s.error().cancelled();
            out.error = out.cancelled ? QString() : s.error().text();
            return out;
        }
        held->sortByCommit();
        out.rows = std::move(held);
        return out;
    }
    if (r.order != RowOrder::None) {
        out.error = QCoreApplication::translate("idscope::db", "a server table has no rowid");
        return out;
    }
    // The commit time as µs since the Unix epoch (a timestamp, timestamptz or date column).
    const QString commitTime =
        r.commitTime.isEmpty()
            ? QString()
            : QStringLiteral("(extract(epoch FROM %1) * 1000000)::int8")
                  .arg(quoteIdentifier(r.commitTime));
    const QString order = quoteIdentifier(r.orderColumn);
    PgRowStream s =
        pg_->copyOut(QStringLiteral("SELECT %1, %2, %3, %4, NULL::int8, %5 FROM %6 ORDER BY %7 "
                                    "NULLS FIRST")
                         .arg(key, pgValueExpr(t, r.orderColumn), orNull(commitTime, "int8"),
                              orNull(writer, "text"), orNull(rank, "int8"), pgRelation(t), order));
    if (s.failed()) {
        out.cancelled = s.error().cancelled();
        out.error = out.cancelled ? QString() : s.error().text();
        return out;
    }
    out.rows = pgRows(std::move(s));
    return out;
}

} // namespace idscope::db

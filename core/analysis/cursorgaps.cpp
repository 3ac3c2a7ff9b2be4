// Reading a table for the cursor-gap engine: one streaming pass over the source's rows in
// commit order (Source::readInCommitOrder, whatever the engine) decodes each key's instant,
// keeps the key's bytes in one arena for ranking (the engine's order for the column), the
// writer and the commit time; then the arena is ranked and dropped and the arithmetic runs on
// integer arrays (cursorgapscompute.cpp).
#include "columnprofile.h"
#include "cursorgapsdetail.h"
#include "cursorgapskeys.h"
#include "pipeline.h"

#include "db/source.h"
#include "ids/codecs.h"
#include "ids/detector.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <optional>

namespace idscope::analysis {

namespace {

using namespace detail;

Collation collationOf(const db::TableInfo& t, const QString& column)
{
    for (const db::IndexInfo& ix : t.indexes) {
        if (!ix.columns.isEmpty() && ix.columns.front().compare(column, Qt::CaseInsensitive) == 0 &&
            !ix.collations.isEmpty()) {
            const QString c = ix.collations.front().toLower();
            if (c == QLatin1String("nocase"))
                return Collation::NoCase;
            if (c == QLatin1String("rtrim"))
                return Collation::RTrim;
            return Collation::Binary;
        }
    }
    return Collation::Binary;
}

using Column = db::commitorder::Column;

template<typename Row> QString textOf(const Row& st, int i)
{
    const std::string_view t = st.textView(i);
    return QString::fromUtf8(t.data(), qsizetype(t.size()));
}

// The most common (format, profile) among the first values that carry an instant.
std::optional<std::pair<Format, int>> detectFormat(db::Source& source, const db::TableInfo& t,
                                                   const QString& column)
{
    db::ReadRequest q;
    q.table = &t;
    q.columns = {db::ReadColumn{column, 0}};
    q.firstValues = FormatVote::kValues;
    QString err;
    const std::unique_ptr<db::Rows> rows = source.read(q, &err);
    if (!rows)
        return std::nullopt;
    FormatVote vote;
    while (vote.seen() < FormatVote::kValues && rows->next())
        vote.add(inputOf(*rows, 0));
    return vote.best();
}

// Dense ranks from an engine's dense_rank() over the rows kept (rows were left out, so the
// engine's ranks may skip values).
std::vector<qint32> densify(const std::vector<qint64>& engineRank)
{
    qint64 top = 0;
    for (qint64 v : engineRank)
        top = std::max(top, v);
    std::vector<qint32> present(std::size_t(top + 1), 0);
    for (qint64 v : engineRank)
        present[std::size_t(std::max<qint64>(v, 0))] = 1;
    qint32 next = 0;
    for (qint32& p : present)
        p = p ? next++ : -1;
    std::vector<qint32> out(engineRank.size());
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = present[std::size_t(std::max<qint64>(engineRank[i], 0))];
    return out;
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

std::optional<Format> detectTimeFormat(const IdInput& in)
{
    const Detector det;
    Candidates cands;
    det.detect(in, cands);
    for (const Decoded& d : cands)
        if (d.valid() && d.hasInstant && isTimestampFormat(d.format))
            return d.format;
    return std::nullopt;
}

// `commitTime`: the commit-time column given with an explicit rowid order ("" when none).
void addRowidWarning(GapsResult& r, const db::TableInfo& t, const QString& column,
                     const QString& commitTime)
{
    if (!t.rowidAlias.isEmpty() && t.rowidAlias.compare(column, Qt::CaseInsensitive) == 0) {
        r.warnings << QCoreApplication::translate(
            "idscope::analysis",
            "The ID column is the rowid: rowid order is key order, so no gap can "
            "show. Give a commit-sequence or commit-time column.");
    } else if (t.rowidAlias.isEmpty() && !commitTime.isEmpty()) {
        r.warnings << QCoreApplication::translate(
                          "idscope::analysis",
                          "Commit order is taken from the rowid, which VACUUM may renumber "
                          "(the table has no INTEGER PRIMARY KEY): choose %1 as the commit "
                          "order to follow the commit times instead.")
                          .arg(commitTime);
    } else if (t.rowidAlias.isEmpty()) {
        r.warnings << QCoreApplication::translate(
            "idscope::analysis",
            "Commit order is taken from the rowid, which VACUUM may renumber "
            "(the table has no INTEGER PRIMARY KEY): give a commit-sequence or "
            "commit-time column when one exists.");
    } else {
        r.warnings << QCoreApplication::translate(
                          "idscope::analysis",
                          "Commit order is taken from the rowid (%1): it is commit order only "
                          "when SQLite assigns it, not the application, and no deleted rowid "
                          "was reused.")
                          .arg(t.rowidAlias);
    }
}

// The options make sense for `table`: the columns exist and an ID column is given. false:
// r.error says why.
bool checkOptions(GapsResult& r, const db::TableInfo& table, const GapsOptions& opt)
{
    for (const QString& col :
         {opt.column, opt.orderColumn, opt.commitTimeColumn, opt.writerColumn}) {
        if (!col.isEmpty() && !table.column(col) &&
            col.compare(QLatin1String("rowid"), Qt::CaseInsensitive) != 0) {
            r.error = QCoreApplication::translate("idscope::analysis", "no column %1 in table %2")
                          .arg(col, table.name);
            return false;
        }
    }
    if (opt.column.isEmpty()) {
        r.error = QCoreApplication::translate("idscope::analysis", "no ID column given");
        return false;
    }
    return true;
}

// The commit order and what it rests on: the order column, else the table's own record of
// commits (a server's commit timestamps), else the commit-time column, else the rowid (with
// its caveats in r.warnings). Sets r.order and r.commitOrder; false: r.error says why.
bool planOrder(GapsResult& r, const db::TableInfo& table, const GapsOptions& opt,
               db::CommitOrderRequest& q)
{
    // "rowid" names the rowid unless a real column is called so.
    const bool askedRowid =
        opt.orderColumn.compare(QLatin1String("rowid"), Qt::CaseInsensitive) == 0 &&
        !table.column(opt.orderColumn);
    const db::RowOrder recorded = table.insertionOrder();
    if (!opt.orderColumn.isEmpty() && !askedRowid) {
        q.order = db::RowOrder::None;
        q.orderColumn = opt.orderColumn;
        if (recorded == db::RowOrder::CommitTimestamp)
            r.warnings << QCoreApplication::translate(
                              "idscope::analysis",
                              "Commit order is assumed to be the order of column %1, as asked "
                              "(the server's commit timestamps are not used).")
                              .arg(opt.orderColumn);
        else if (recorded == db::RowOrder::HeapPosition)
            r.warnings << QCoreApplication::translate(
                              "idscope::analysis",
                              "The server does not record commit timestamps "
                              "(track_commit_timestamp is off): commit order is assumed to be "
                              "the order of column %1.")
                              .arg(opt.orderColumn);
    } else if (recorded == db::RowOrder::CommitTimestamp && !askedRowid) {
        q.order = db::RowOrder::CommitTimestamp;
    } else if (!opt.commitTimeColumn.isEmpty() && !askedRowid) {
        q.order = db::RowOrder::None;
        q.orderColumn = opt.commitTimeColumn;
    } else if (recorded == db::RowOrder::Rowid) {
        q.order = db::RowOrder::Rowid;
        addRowidWarning(r, table, opt.column, opt.commitTimeColumn);
    } else {
        r.error = recorded == db::RowOrder::HeapPosition
                      ? QCoreApplication::translate(
                            "idscope::analysis",
                            "the server does not record commit timestamps "
                            "(track_commit_timestamp is off): give a commit-order column, which "
                            "is then assumed to be commit order")
                      : QCoreApplication::translate(
                            "idscope::analysis", "table %1 has no rowid: give a commit-order column")
                            .arg(table.name);
        return false;
    }
    switch (q.order) {
    case db::RowOrder::Rowid:
        r.order = QStringLiteral("rowid");
        break;
    case db::RowOrder::CommitTimestamp:
        r.order = QStringLiteral("commit-timestamp");
        r.commitTimeColumn = QStringLiteral("pg_xact_commit_timestamp(xmin)");
        break;
    default:
        r.order = q.orderColumn;
        break;
    }
    r.commitOrder = r.order;
    if (opt.poller.pollMs > 0 && opt.commitTimeColumn.isEmpty() &&
        q.order != db::RowOrder::CommitTimestamp) {
        r.error = QCoreApplication::translate("idscope::analysis",
                                              "a poll period needs a commit-time column");
        return false;
    }
    return true;
}

// The ID format: the one given, else the most common among the first values. false: none that
// carries an instant (r.error says so).
bool chooseFormat(db::Source& source, GapsResult& r, const GapsOptions& opt,
                  const db::TableInfo& table)
{
    r.format = opt.format;
    r.formatProfile = opt.formatProfile;
    std::optional<std::pair<Format, int>> voted;
    if (r.format == Format::Count)
        voted = detectFormat(source, table, opt.column);
    return settleFormat(r, voted);
}

constexpr int kScanColumns = Column::Count; // key, order value, commit time, writer, rowid, rank

// Rows of the scan's statement copied into a block, read back through the same accessors as
// the statement. Each value keeps its bytes in the block: TEXT and BLOB values, and the
// writer's text spelling of a number (what SQLite's column_text gives).
struct ScanBlock {
    static constexpr int kRows = 2048;
    static constexpr std::size_t kBytes = 256 * 1024;
    struct Value {
        union {
            qint64 i = 0;
            double r;
        };
        qint64 off = 0;
        qint32 size = 0;
        db::StorageClass sc = db::StorageClass::Null;
    };
    int rows = 0;
    std::vector<Value> values = std::vector<Value>(std::size_t(kRows) * kScanColumns);
    std::vector<char> bytes = std::vector<char>(kBytes);
    std::size_t used = 0;

    void keep(Value& v, std::string_view b)
    {
        if (used + b.size() > bytes.size())
            bytes.resize(std::max(bytes.size() * 2, used + b.size()));
        if (!b.empty())
            std::memcpy(bytes.data() + used, b.data(), b.size());
        v.off = qint64(used);
        v.size = qint32(b.size());
        used += b.size();
    }
    // `read`: the columns that are not NULL in every row; `rowidIsOrder`: the rowid column
    // repeats the order value.
    void add(const db::Rows& st, const std::array<bool, kScanColumns>& read, bool rowidIsOrder)
    {
        Value* row = &values[std::size_t(rows++) * kScanColumns];
        for (int c = 0; c < kScanColumns; ++c) {
            Value& v = row[c];
            v.i = 0; // what the statement reads for a NULL
            if (!read[std::size_t(c)]) {
                v.sc = db::StorageClass::Null;
                continue;
            }
            const db::RowValue x = st.valueAt(c);
            v.sc = x.sc;
            if (v.sc == db::StorageClass::Integer)
                v.i = x.integer;
            else if (v.sc == db::StorageClass::Real)
                v.r = x.real;
            if (v.sc == db::StorageClass::Blob || v.sc == db::StorageClass::Text)
                keep(v, x.bytes);
            else if (c == Column::Writer && v.sc != db::StorageClass::Null)
                keep(v, st.textView(c));
        }
        if (rowidIsOrder)
            row[Column::Locator] = row[Column::OrderValue];
    }
    bool full() const { return rows == kRows || used >= kBytes; }

    class Row {
    public:
        Row(const ScanBlock& b, int r) : v_(&b.values[std::size_t(r) * kScanColumns]), b_(b) {}
        db::StorageClass type(int i) const { return v_[i].sc; }
        qint64 int64(int i) const { return v_[i].i; }
        double real(int i) const { return v_[i].r; }
        std::string_view textView(int i) const
        {
            return {b_.bytes.data() + v_[i].off, std::size_t(v_[i].size)};
        }
        std::string_view blobView(int i) const { return textView(i); }
        QString text(int i) const
        {
            const std::string_view t = textView(i);
            return QString::fromUtf8(t.data(), qsizetype(t.size()));
        }

    private:
        const Value* v_;
        const ScanBlock& b_;
    };
};

// The one streaming pass over the columns of db::commitorder. Each simulated row leaves its
// instant, commit group, rowid and writer in the rows, its key in the key store and its commit
// instant in commitUs. A long scan steps the engine on this thread and decodes and keeps the
// rows on a worker (a BlockPipeline), in row order.
class GapsScan {
public:
    GapsScan(GapsResult& r, const db::TableInfo& table, const GapsOptions& opt,
             const db::CommitOrderRequest& q, const db::CommitOrderRead& read)
        : r_(r), opt_(opt), orderIsRowid_(q.order == db::RowOrder::Rowid),
          hasCommitTime_(q.order == db::RowOrder::CommitTimestamp || !q.commitTime.isEmpty()),
          commitTimeIsUnixUs_(read.commitTimeIsUnixUs), keyRanks_(read.keyRanks),
          rows_(std::make_shared<GapsRows>()), keys_(collationOf(table, opt.column)),
          reader_(r.format, r.formatProfile)
    {
    }

    // false: cancelled (r.cancelled) or the read failed (r.error).
    bool run(db::Rows& st, qint64 total, const std::function<bool(qint64, qint64)>& progress)
    {
        std::optional<BlockPipeline<ScanBlock>> pipe;
        ScanBlock* block = nullptr;
        if (total >= opt_.pipelineRows)
            pipe.emplace(makeBlocks(), [this](ScanBlock& b) { addBlock(b); });
        // The read's constant NULLs (no commit time, no writer, no rank) are not asked for.
        const std::array<bool, kScanColumns> read = {
            true, true, hasCommitTime_, !opt_.writerColumn.isEmpty(), !orderIsRowid_, keyRanks_};
        qint64 done = 0;
        while (st.next()) {
            if (done == 0)
                reserve(st, total); // before the worker sees a row
            ++r_.tableRows;
            if ((++done & 4095) == 0 && progress && !progress(done, std::max(done, total))) {
                r_.cancelled = true;
                return false; // the pipeline drains and stops on its way out
            }
            if (!pipe) {
                addRow(st);
                continue;
            }
            if (!block)
                block = &pipe->acquire();
            block->add(st, read, orderIsRowid_);
            if (block->full()) {
                pipe->submit(*block);
                block = nullptr;
            }
        }
        if (block)
            pipe->submit(*block);
        if (pipe)
            pipe->finish();
        if (st.failed()) {
            if (st.interrupted())
                r_.cancelled = true;
            else
                r_.error = st.error();
            return false;
        }
        return true;
    }

    // The rows' dense key ranks, the commit figures, the missed rows; the keys are dropped.
    void finish()
    {
        rows_->rank = keyRanks_ ? densify(engineRank_) : keys_.ranks();
        detail::computeGaps(r_, *rows_, commitUs_, int(r_.writers.size()));
        collectMissedRows(r_, *rows_, keys_);
        keys_.release();
        if (!delays_.empty()) {
            r_.commitDelay = percentilesMs(std::move(delays_));
            r_.hasCommitDelay = true;
        }
        r_.data = rows_;
    }

private:
    static std::vector<std::unique_ptr<ScanBlock>> makeBlocks()
    {
        std::vector<std::unique_ptr<ScanBlock>> blocks;
        for (int i = 0; i < 6; ++i)
            blocks.push_back(std::make_unique<ScanBlock>());
        return blocks;
    }

    // On the worker: the block's rows in order; the block is then empty.
    void addBlock(ScanBlock& b)
    {
        for (int r = 0; r < b.rows; ++r)
            addRow(ScanBlock::Row(b, r));
        b.rows = 0;
        b.used = 0;
    }

    // The row estimate sizes the arrays up front (growing 1M-row vectors costs more than the
    // estimate, a few pages read through dbstat).
    void reserve(const db::Rows& st, qint64 total)
    {
        const qint64 n = std::clamp<qint64>(total, 0, 50000000);
        rows_->instantUs.reserve(std::size_t(n));
        rows_->commitGroup.reserve(std::size_t(n));
        if (r_.hasRowid)
            rows_->rowid.reserve(std::size_t(n));
        if (!opt_.writerColumn.isEmpty())
            rows_->writer.reserve(std::size_t(n));
        if (hasCommitTime_) {
            commitUs_.reserve(std::size_t(n));
            delays_.reserve(std::size_t(n));
        }
        if (keyRanks_)
            engineRank_.reserve(std::size_t(n));
        const IdInput first = inputOf(st, 0);
        keys_.reserve(n, first.kind == IdInput::Kind::Text || first.kind == IdInput::Kind::Blob
                             ? first.size + 1
                             : 0);
    }

    template<typename Row> void addRow(const Row& st)
    {
        const IdInput in = inputOf(st, Column::Key);
        if (in.kind == IdInput::Kind::Null) {
            ++r_.nullKeys;
            return;
        }
        const db::StorageClass ot = st.type(Column::OrderValue);
        if (ot == db::StorageClass::Null) {
            ++r_.nullOrder;
            return;
        }
        qint64 us = 0;
        if (!reader_.read(in, us)) {
            ++r_.undecodedKeys;
            return;
        }
        if (hasCommitTime_ && !addCommitInstant(st, us)) {
            ++r_.nullOrder;
            return;
        }
        if (!sameCommit(st, ot) || group_ < 0)
            ++group_;
        rememberOrder(st, ot);
        keys_.add(in);
        rows_->instantUs.push_back(us);
        rows_->commitGroup.push_back(group_);
        if (r_.hasRowid)
            rows_->rowid.push_back(st.int64(Column::Locator));
        if (!opt_.writerColumn.isEmpty())
            rows_->writer.push_back(writerOf(st));
        if (keyRanks_)
            engineRank_.push_back(st.int64(Column::KeyRank));
    }

    // The row's commit instant (the largest so far: commits are ordered) and how long its ID
    // (minted at `idUs`) waited for it; false: unreadable.
    template<typename Row> bool addCommitInstant(const Row& st, qint64 idUs)
    {
        qint64 cus = 0;
        if (commitTimeIsUnixUs_) {
            if (st.type(Column::CommitTime) != db::StorageClass::Integer)
                return false;
            cus = st.int64(Column::CommitTime);
        } else {
            const IdInput ct = inputOf(st, Column::CommitTime);
            if (!timeReader_ && ct.kind != IdInput::Kind::Null) {
                if (const auto tf = detectTimeFormat(ct))
                    timeReader_.emplace(*tf, -1);
            }
            if (!timeReader_ || !timeReader_->read(ct, cus))
                return false;
        }
        commitMax_ = std::max(commitMax_, cus);
        commitUs_.push_back(commitMax_);
        delays_.push_back(cus - idUs);
        return true;
    }

    // Same order value as the previous row: the same commit.
    template<typename Row> bool sameCommit(const Row& st, db::StorageClass ot) const
    {
        if (orderIsRowid_ || ot != prevType_)
            return false;
        switch (ot) {
        case db::StorageClass::Integer:
            return st.int64(Column::OrderValue) == prevInt_;
        case db::StorageClass::Real:
            return st.real(Column::OrderValue) == prevReal_;
        case db::StorageClass::Text: {
            const std::string_view v = st.textView(Column::OrderValue);
            return prevBytes_ == QByteArrayView(v.data(), qsizetype(v.size()));
        }
        case db::StorageClass::Blob: {
            const std::string_view v = st.blobView(Column::OrderValue);
            return prevBytes_ == QByteArrayView(v.data(), qsizetype(v.size()));
        }
        case db::StorageClass::Null:
            break;
        }
        return false;
    }

    template<typename Row> void rememberOrder(const Row& st, db::StorageClass ot)
    {
        prevType_ = ot;
        if (ot == db::StorageClass::Integer) {
            prevInt_ = st.int64(Column::OrderValue);
        } else if (ot == db::StorageClass::Real) {
            prevReal_ = st.real(Column::OrderValue);
        } else if (!orderIsRowid_) {
            const std::string_view v =
                ot == db::StorageClass::Text ? st.textView(Column::OrderValue) : st.blobView(Column::OrderValue);
            prevBytes_ = QByteArray(v.data(), qsizetype(v.size()));
        }
    }

    // The index of the row's writer in r.writers, added at its first row; writers are told
    // apart by their stored bytes and storage class.
    template<typename Row> qint32 writerOf(const Row& st)
    {
        const db::StorageClass wt = st.type(Column::Writer);
        const bool isNull = wt == db::StorageClass::Null;
        writerKey_.resize(1);
        writerKey_[0] = char('0' + int(wt));
        if (wt == db::StorageClass::Text || wt == db::StorageClass::Blob) {
            const std::string_view v =
                wt == db::StorageClass::Text ? st.textView(Column::Writer) : st.blobView(Column::Writer);
            writerKey_.append(v.data(), qsizetype(v.size()));
        } else if (!isNull) {
            writerKey_.append(textOf(st, Column::Writer).toUtf8());
        }
        return writers_.indexOf(
            writerKey_, isNull, [&st] { return textOf(st, Column::Writer); }, r_.writers);
    }

    GapsResult& r_;
    const GapsOptions& opt_;
    const bool orderIsRowid_;
    const bool hasCommitTime_;
    const bool commitTimeIsUnixUs_;
    const bool keyRanks_;
    std::shared_ptr<GapsRows> rows_;
    KeyStore keys_;
    InstantReader reader_;
    std::optional<InstantReader> timeReader_;
    std::vector<qint64> commitUs_;
    std::vector<qint64> delays_;     // commit instant − ID instant, µs
    std::vector<qint64> engineRank_; // with keyRanks_
    qint64 commitMax_ = std::numeric_limits<qint64>::min();
    WriterIndex writers_;
    QByteArray writerKey_;
    db::StorageClass prevType_ = db::StorageClass::Null; // the previous order value
    qint64 prevInt_ = 0;
    double prevReal_ = 0;
    QByteArray prevBytes_;
    qint32 group_ = -1;
};

} // namespace

namespace detail {

// The rows the poller missed, with their keys as text.
void collectMissedRows(GapsResult& r, const GapsRows& rows, KeyStore& keys)
{
    r.missedRows.reserve(r.missed);
    for (std::size_t x = 0; x < rows.missed.size(); ++x) {
        if (rows.missed[x] != 1)
            continue;
        GapsMissedRow m;
        m.index = qint64(x);
        keys.describe(x, m);
        m.rowid = r.hasRowid ? rows.rowid[x] : 0;
        m.latenessUs = rows.latenessUs[x];
        m.windowNeededUs = rows.windowNeededUs[x];
        m.aheadRows = rows.ahead[x];
        m.writer = rows.writer.empty() ? -1 : rows.writer[x];
        r.missedRows.push_back(std::move(m));
    }
}

// What the figures rest on: an estimated "now", rows left out, a full poller run.
void addResultWarnings(GapsResult& r)
{
    if (r.nowIsEstimate)
        r.warnings << QCoreApplication::translate(
            "idscope::analysis",
            "Without a commit-time column, \"now\" is estimated as the largest ID "
            "instant committed so far.");
    if (r.nullKeys + r.undecodedKeys + r.nullOrder > 0)
        r.warnings << QCoreApplication::translate(
                          "idscope::analysis",
                          "%1 rows were left out: %2 with a NULL ID, %3 not read as %4, %5 "
                          "without a commit order.")
                          .arg(r.nullKeys + r.undecodedKeys + r.nullOrder)
                          .arg(r.nullKeys)
                          .arg(r.undecodedKeys)
                          .arg(formatDisplayTitle(r.format))
                          .arg(r.nullOrder);
    if (!r.keyOrderFollowsInstants)
        r.warnings << QCoreApplication::translate(
            "idscope::analysis", "Key order does not always follow the ID instants (mixed case or "
                                 "mixed storage?): window figures come from a full poller run.");
}

void FormatVote::add(const IdInput& in)
{
    if (in.kind == IdInput::Kind::Null)
        return;
    ++seen_;
    det_.detect(in, cands_);
    for (const Decoded& d : cands_) {
        if (d.valid() && d.hasInstant) {
            ++votes_[{int(d.format), std::min<int>(d.profile, 3)}];
            break;
        }
    }
}

std::optional<std::pair<Format, int>> FormatVote::best() const
{
    std::optional<std::pair<Format, int>> best;
    int bestVotes = 0;
    for (const auto& [k, v] : votes_)
        if (v > bestVotes) {
            bestVotes = v;
            best = std::pair{Format(k.first), k.second};
        }
    return best;
}

bool settleFormat(GapsResult& r, const std::optional<std::pair<Format, int>>& voted)
{
    if (r.format == Format::Count) {
        if (!voted) {
            r.error = QCoreApplication::translate("idscope::analysis",
                                                  "column %1 holds no IDs that carry an instant")
                          .arg(r.column);
            return false;
        }
        r.format = voted->first;
        r.formatProfile = voted->second;
    }
    if (!carriesInstant(r.format) || !familyParser(r.format)) {
        r.error = QCoreApplication::translate("idscope::analysis", "format %1 carries no instant")
                      .arg(formatDisplayTitle(r.format));
        return false;
    }
    return true;
}

} // namespace detail

GapsResult analyseGaps(db::Source& source, const db::TableInfo& table, const GapsOptions& opt,
                       const std::function<bool(qint64, qint64)>& progress)
{
    GapsResult r;
    r.table = table.name;
    r.column = opt.column;
    r.commitTimeColumn = opt.commitTimeColumn;
    r.writerColumn = opt.writerColumn;
    r.poller = opt.poller;
    r.hasRowid = source.hasRowLocator(table);
    db::CommitOrderRequest q;
    q.table = &table;
    q.key = opt.column;
    q.commitTime = opt.commitTimeColumn;
    q.writer = opt.writerColumn;
    if (!checkOptions(r, table, opt) || !planOrder(r, table, opt, q))
        return r;
    const db::ReadScope snapshot(source); // the format vote and the scan see the same rows
    if (!chooseFormat(source, r, opt, table))
        return r;
    const qint64 total = table.approxRows.value_or(0);
    qint64 readAhead = 0; // rows the engine read before the first one came (progress so far)
    q.progress = [&](qint64 done, qint64 all) {
        readAhead = done;
        return !progress || progress(done, all);
    };
    db::CommitOrderRead read = source.readInCommitOrder(q);
    if (!read.rows) {
        r.cancelled = read.cancelled;
        r.error = read.cancelled ? QString() : read.error;
        return r;
    }
    GapsScan scan(r, table, opt, q, read);
    const auto scanProgress = [&](qint64 done, qint64 all) {
        return !progress || progress(std::max(done, readAhead), std::max(all, readAhead));
    };
    if (!scan.run(*read.rows, std::max(total, readAhead), scanProgress))
        return r;
    scan.finish();
    addResultWarnings(r);
    if (q.order == db::RowOrder::CommitTimestamp && r.nullOrder > 0)
        r.warnings << QCoreApplication::translate(
            "idscope::analysis",
            "%n rows have no commit timestamp (committed before track_commit_timestamp was "
            "turned on, or frozen by VACUUM) and were left out.",
            nullptr, int(std::min<qint64>(r.nullOrder, std::numeric_limits<int>::max())));
    return r;
}

} // namespace idscope::analysis

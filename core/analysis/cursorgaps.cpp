// Reading a table for the cursor-gap engine: one streaming pass in commit order decodes each
// key's instant, keeps the key's bytes in one arena for ranking (SQLite's order for the
// column), the writer and the commit time; then the arena is ranked and dropped and the
// arithmetic runs on integer arrays (cursorgapscompute.cpp).
#include "columnprofile.h"
#include "cursorgapsdetail.h"
#include "cursorgapskeys.h"
#include "pipeline.h"

#include "db/connection.h"
#include "db/keysetpager.h"
#include "db/sqlnames.h"
#include "ids/codecs.h"
#include "ids/detector.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <array>
#include <cstring>
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

// The most common (format, profile) among the first values that carry an instant.
std::optional<std::pair<Format, int>> detectFormat(db::Connection& c, const QString& sql)
{
    db::Statement st = c.prepare(sql);
    if (!st.isValid())
        return std::nullopt;
    FormatVote vote;
    while (vote.seen() < FormatVote::kValues && st.next())
        vote.add(inputOf(st, 0));
    return vote.best();
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

// The options make sense for `table`: the columns exist, an ID column and, for a poll period,
// a commit-time column are given. false: r.error says why.
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
    if (opt.poller.pollMs > 0 && opt.commitTimeColumn.isEmpty()) {
        r.error = QCoreApplication::translate("idscope::analysis",
                                              "a poll period needs a commit-time column");
        return false;
    }
    return true;
}

struct CommitOrder {
    QString expr;         // SQL of the order value ("" when there is none: r.error says why)
    bool isRowid = false; // the rowid: every row is a commit of its own
};

// The commit order: the order column, else the commit-time column, else the rowid (with the
// caveats of rowid order in r.warnings). Sets r.order.
CommitOrder commitOrder(GapsResult& r, const db::TableInfo& table, const GapsOptions& opt,
                        const QString& rid)
{
    // "rowid" names the rowid unless a real column is called so.
    const bool askedRowid =
        opt.orderColumn.compare(QLatin1String("rowid"), Qt::CaseInsensitive) == 0 &&
        !table.column(opt.orderColumn);
    CommitOrder o;
    o.isRowid = askedRowid || (opt.orderColumn.isEmpty() && opt.commitTimeColumn.isEmpty());
    if (!opt.orderColumn.isEmpty() && !askedRowid) {
        r.order = opt.orderColumn;
        o.expr = db::quoteIdentifier(opt.orderColumn);
    } else if (!opt.commitTimeColumn.isEmpty() && !askedRowid) {
        r.order = opt.commitTimeColumn;
        o.expr = db::quoteIdentifier(opt.commitTimeColumn);
    } else if (!rid.isEmpty()) {
        r.order = QStringLiteral("rowid");
        o.expr = rid;
        addRowidWarning(r, table, opt.column, opt.commitTimeColumn);
    } else {
        r.error = QCoreApplication::translate("idscope::analysis",
                                              "table %1 has no rowid: give a commit-order column")
                      .arg(table.name);
    }
    return o;
}

// The ID format: the one given, else the most common among the first values. false: none that
// carries an instant (r.error says so).
bool chooseFormat(db::Connection& c, GapsResult& r, const GapsOptions& opt, const QString& key,
                  const QString& from)
{
    r.format = opt.format;
    r.formatProfile = opt.formatProfile;
    std::optional<std::pair<Format, int>> voted;
    if (r.format == Format::Count)
        voted = detectFormat(c, QStringLiteral("SELECT %1 FROM %2 WHERE %1 IS NOT NULL "
                                               "LIMIT 512")
                                    .arg(key, from));
    return settleFormat(r, voted);
}

constexpr int kScanColumns = 5; // key, order value, commit time, writer, rowid
constexpr int kWriterColumn = 3;

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
    void add(const db::Statement& st, const std::array<bool, kScanColumns>& read, bool rowidIsOrder)
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
            else if (c == kWriterColumn && v.sc != db::StorageClass::Null)
                keep(v, st.textView(c));
        }
        if (rowidIsOrder)
            row[kScanColumns - 1] = row[1];
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

// The one streaming pass: the statement's columns are key, order value, commit time, writer
// and rowid. Each simulated row leaves its instant, commit group, rowid and writer in the
// rows, its key in the key store and its commit instant in commitUs. A long scan steps SQLite
// on this thread and decodes and keeps the rows on a worker (a BlockPipeline), in row order.
class GapsScan {
public:
    GapsScan(GapsResult& r, const db::TableInfo& table, const GapsOptions& opt, bool orderIsRowid)
        : r_(r), opt_(opt), orderIsRowid_(orderIsRowid), rows_(std::make_shared<GapsRows>()),
          keys_(collationOf(table, opt.column)), reader_(r.format, r.formatProfile)
    {
    }

    // false: cancelled (r.cancelled) or the statement failed (r.error).
    bool run(db::Statement& st, qint64 total, const std::function<bool(qint64, qint64)>& progress)
    {
        std::optional<BlockPipeline<ScanBlock>> pipe;
        ScanBlock* block = nullptr;
        if (total >= opt_.pipelineRows)
            pipe.emplace(makeBlocks(), [this](ScanBlock& b) { addBlock(b); });
        // The statement's constant NULLs (no commit time, no writer) are not asked for.
        const std::array<bool, kScanColumns> read = {true, true, !opt_.commitTimeColumn.isEmpty(),
                                                     !opt_.writerColumn.isEmpty(), !orderIsRowid_};
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

    std::shared_ptr<GapsRows> rows() const { return rows_; }
    KeyStore& keys() { return keys_; }
    const std::vector<qint64>& commitUs() const { return commitUs_; }

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
    void reserve(const db::Statement& st, qint64 total)
    {
        const qint64 n = std::clamp<qint64>(total, 0, 50000000);
        rows_->instantUs.reserve(std::size_t(n));
        rows_->commitGroup.reserve(std::size_t(n));
        if (r_.hasRowid)
            rows_->rowid.reserve(std::size_t(n));
        if (!opt_.writerColumn.isEmpty())
            rows_->writer.reserve(std::size_t(n));
        if (!opt_.commitTimeColumn.isEmpty())
            commitUs_.reserve(std::size_t(n));
        const IdInput first = inputOf(st, 0);
        keys_.reserve(n, first.kind == IdInput::Kind::Text || first.kind == IdInput::Kind::Blob
                             ? first.size + 1
                             : 0);
    }

    template<typename Row> void addRow(const Row& st)
    {
        const IdInput in = inputOf(st, 0);
        if (in.kind == IdInput::Kind::Null) {
            ++r_.nullKeys;
            return;
        }
        const db::StorageClass ot = st.type(1);
        if (ot == db::StorageClass::Null) {
            ++r_.nullOrder;
            return;
        }
        qint64 us = 0;
        if (!reader_.read(in, us)) {
            ++r_.undecodedKeys;
            return;
        }
        if (!opt_.commitTimeColumn.isEmpty() && !addCommitInstant(st)) {
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
            rows_->rowid.push_back(st.int64(4));
        if (!opt_.writerColumn.isEmpty())
            rows_->writer.push_back(writerOf(st));
    }

    // The row's commit instant (the largest so far: commits are ordered); false: unreadable.
    template<typename Row> bool addCommitInstant(const Row& st)
    {
        const IdInput ct = inputOf(st, 2);
        if (!timeReader_ && ct.kind != IdInput::Kind::Null) {
            if (const auto tf = detectTimeFormat(ct))
                timeReader_.emplace(*tf, -1);
        }
        qint64 cus = 0;
        if (!timeReader_ || !timeReader_->read(ct, cus))
            return false;
        commitMax_ = std::max(commitMax_, cus);
        commitUs_.push_back(commitMax_);
        return true;
    }

    // Same order value as the previous row: the same commit.
    template<typename Row> bool sameCommit(const Row& st, db::StorageClass ot) const
    {
        if (orderIsRowid_ || ot != prevType_)
            return false;
        switch (ot) {
        case db::StorageClass::Integer:
            return st.int64(1) == prevInt_;
        case db::StorageClass::Real:
            return st.real(1) == prevReal_;
        case db::StorageClass::Text: {
            const std::string_view v = st.textView(1);
            return prevBytes_ == QByteArrayView(v.data(), qsizetype(v.size()));
        }
        case db::StorageClass::Blob: {
            const std::string_view v = st.blobView(1);
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
            prevInt_ = st.int64(1);
        } else if (ot == db::StorageClass::Real) {
            prevReal_ = st.real(1);
        } else if (!orderIsRowid_) {
            const std::string_view v =
                ot == db::StorageClass::Text ? st.textView(1) : st.blobView(1);
            prevBytes_ = QByteArray(v.data(), qsizetype(v.size()));
        }
    }

    // The index of the row's writer in r.writers, added at its first row; writers are told
    // apart by their stored bytes and storage class.
    template<typename Row> qint32 writerOf(const Row& st)
    {
        const db::StorageClass wt = st.type(3);
        const bool isNull = wt == db::StorageClass::Null;
        writerKey_.resize(1);
        writerKey_[0] = char('0' + int(wt));
        if (wt == db::StorageClass::Text || wt == db::StorageClass::Blob) {
            const std::string_view v =
                wt == db::StorageClass::Text ? st.textView(3) : st.blobView(3);
            writerKey_.append(v.data(), qsizetype(v.size()));
        } else if (!isNull) {
            writerKey_.append(st.text(3).toUtf8());
        }
        return writers_.indexOf(
            writerKey_, isNull, [&st] { return st.text(3); }, r_.writers);
    }

    GapsResult& r_;
    const GapsOptions& opt_;
    const bool orderIsRowid_;
    std::shared_ptr<GapsRows> rows_;
    KeyStore keys_;
    InstantReader reader_;
    std::optional<InstantReader> timeReader_;
    std::vector<qint64> commitUs_;
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

GapsResult analyseGaps(db::Connection& c, const db::TableInfo& table, const GapsOptions& opt,
                       const std::function<bool(qint64, qint64)>& progress)
{
    GapsResult r;
    r.table = table.name;
    r.column = opt.column;
    r.commitTimeColumn = opt.commitTimeColumn;
    r.writerColumn = opt.writerColumn;
    r.poller = opt.poller;
    r.hasRowid = table.hasRowid();
    if (!checkOptions(r, table, opt))
        return r;
    const QString rid = r.hasRowid ? db::rowidName(table) : QString();
    const CommitOrder order = commitOrder(r, table, opt, rid);
    if (order.expr.isEmpty())
        return r;
    const QString from = db::quoteIdentifier(table.name);
    const QString key = db::quoteIdentifier(opt.column);
    if (!chooseFormat(c, r, opt, key, from))
        return r;

    const QString sql =
        QStringLiteral("SELECT %1, %2, %3, %4, %5 FROM %6 ORDER BY %2%7")
            .arg(key, order.expr,
                 opt.commitTimeColumn.isEmpty() ? QStringLiteral("NULL")
                                                : db::quoteIdentifier(opt.commitTimeColumn),
                 opt.writerColumn.isEmpty() ? QStringLiteral("NULL")
                                            : db::quoteIdentifier(opt.writerColumn),
                 rid.isEmpty() ? QStringLiteral("NULL") : rid, from,
                 order.isRowid || rid.isEmpty() ? QString() : QStringLiteral(", ") + rid);
    QString err;
    db::Statement st = c.prepare(sql, &err);
    if (!st.isValid()) {
        r.error = err;
        return r;
    }
    GapsScan scan(r, table, opt, order.isRowid);
    const qint64 total =
        table.approxRows ? *table.approxRows : db::estimateRowsFromPages(c, table.name).value_or(0);
    if (!scan.run(st, total, progress))
        return r;

    std::shared_ptr<GapsRows> rows = scan.rows();
    rows->rank = scan.keys().ranks();
    detail::computeGaps(r, *rows, scan.commitUs(), int(r.writers.size()));
    collectMissedRows(r, *rows, scan.keys());
    scan.keys().release();
    addResultWarnings(r);
    r.data = std::move(rows);
    return r;
}

} // namespace idscope::analysis

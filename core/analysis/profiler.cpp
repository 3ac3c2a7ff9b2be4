// The reading half of the profiler: which rows to read and how, through the engine-neutral
// Source (db/source.h). A sample reads rows drawn uniformly over the table (Source::drawSample;
// never OFFSET), twice: the first pass finds each column's format and the table's timestamp
// columns, the second counts against those predictions. A full scan streams every row once
// (the row locator and the columns) with the sample's predictions, in constant memory.
#include "profiler.h"

#include "columnscan.h"
#include "widetable.h"
#include "pipeline.h"

#include "db/source.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>

#include <algorithm>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <optional>

namespace idscope::analysis {

using namespace detail;
using db::Rows;
using db::RowSample;
using db::Source;
using db::StorageClass;

namespace {

constexpr qint64 kPipelineRows = 20000; // full scans of at least this many rows use two threads
constexpr qint64 kCountExactlyRows = 200000; // a sample counts smaller tables exactly (ms)

// Bytes an INTEGER takes in a record (serial types 1-6, and 8/9 for 0 and 1).
qint64 integerBytes(qint64 v)
{
    if (v == 0 || v == 1)
        return 0;
    const quint64 u = v < 0 ? ~quint64(v) : quint64(v);
    if (u <= 0x7f)
        return 1;
    if (u <= 0x7fff)
        return 2;
    if (u <= 0x7fffff)
        return 3;
    if (u <= 0x7fffffff)
        return 4;
    if (u <= 0x7fffffffffffULL)
        return 6;
    return 8;
}

// Which columns a statement returns, and in what order a row is processed (the timestamp
// columns first, so the ID columns of the same row can be compared with them).
struct ReadPlan {
    QList<db::ReadColumn> columns;
    std::vector<int> valueCol; // per scan; -1: not read
    std::vector<int> lenCol;   // per scan; -1: not guarded
    std::vector<int> order;    // scans to process, time columns first
    int columnCount = 0;
};

ReadPlan makePlan(const std::vector<ColumnScan>& scans, const std::vector<bool>& read,
                  bool guardAll, bool withRowid)
{
    ReadPlan p;
    int col = withRowid ? 1 : 0;
    p.valueCol.assign(scans.size(), -1);
    p.lenCol.assign(scans.size(), -1);
    for (std::size_t i = 0; i < scans.size(); ++i) {
        if (!read[i])
            continue;
        // A guarded column comes as two values: the value unless long, and a long one's length.
        const bool guarded = guardAll || scans[i].prediction().guarded;
        p.columns.append({scans[i].config().name, guarded ? qint64(kLongValueBytes) : 0});
        p.valueCol[i] = col++;
        if (guarded)
            p.lenCol[i] = col++;
    }
    p.columnCount = col;
    for (std::size_t i = 0; i < scans.size(); ++i) {
        if (read[i] && scans[i].timeIndex >= 0)
            p.order.push_back(int(i));
    }
    for (std::size_t i = 0; i < scans.size(); ++i) {
        if (read[i] && scans[i].timeIndex < 0)
            p.order.push_back(int(i));
    }
    return p;
}

// One value as read from a row: storage class, stored size, and the ID input (pointing into
// the statement's row, or into a pipeline block).
struct Cell {
    StorageClass sc = StorageClass::Null;
    bool longValue = false;
    qint64 bytes = 0;
    IdInput in;
};

Cell readCell(const Rows& st, int vc, int lc)
{
    const db::RowValue v = st.valueAt(vc);
    Cell c;
    c.sc = v.sc;
    switch (c.sc) {
    case StorageClass::Null:
        if (lc >= 0) {
            if (const db::RowValue len = st.valueAt(lc); len.sc != StorageClass::Null) {
                c.sc = len.integer < 0 ? StorageClass::Blob : StorageClass::Text;
                c.bytes = len.integer < 0 ? -len.integer : len.integer;
                c.longValue = true;
            }
        }
        break;
    case StorageClass::Integer:
        c.in = IdInput::fromInteger(v.integer);
        c.bytes = integerBytes(v.integer);
        break;
    case StorageClass::Real:
        c.in = IdInput::fromReal(v.real);
        c.bytes = 8;
        break;
    case StorageClass::Text:
    case StorageClass::Blob:
        c.bytes = qint64(v.bytes.size());
        c.longValue = c.bytes > kLongValueBytes;
        if (!c.longValue)
            c.in = c.sc == StorageClass::Text ? IdInput::text(v.bytes)
                                              : IdInput::blob(v.bytes.data(), int(v.bytes.size()));
        break;
    }
    return c;
}

// Aligned to its own cache lines: the pipeline worker updates it while the scanning thread
// writes its neighbours on the stack, and sharing a line would stall every row.
class alignas(64) RowSink {
public:
    RowSink(std::vector<ColumnScan>& scans, const ReadPlan& plan, bool hasRowid, int timeCount)
        : scans_(scans), plan_(plan), order_(plan.order), hasRowid_(hasRowid)
    {
        times_.count = timeCount;
    }

    void row(const Rows& st)
    {
        const qint64 rowid = hasRowid_ ? st.int64(0) : 0;
        for (int i : plan_.order) {
            const Cell c =
                readCell(st, plan_.valueCol[std::size_t(i)], plan_.lenCol[std::size_t(i)]);
            scans_[std::size_t(i)].add(c.in, c.sc, c.bytes, c.longValue, rowid, hasRowid_, times_);
        }
        ++rows_;
    }
    // A row whose cells are in plan order.
    void row(qint64 rowid, const Cell* cells)
    {
        for (std::size_t k = 0; k < order_.size(); ++k) {
            const Cell& c = cells[k];
            scans_[std::size_t(order_[k])].add(c.in, c.sc, c.bytes, c.longValue, rowid, hasRowid_,
                                               times_);
        }
        ++rows_;
    }
    qint64 rows() const { return rows_; }
    // After the last row (and after the pipeline's worker ended).
    void finish()
    {
        for (int i : order_)
            scans_[std::size_t(i)].finishPass();
    }

private:
    std::vector<ColumnScan>& scans_;
    const ReadPlan& plan_;
    const std::vector<int> order_; // the worker's own copy: the plan lives on the scanner's stack
    bool hasRowid_;
    RowTimes times_;
    qint64 rows_ = 0;
};

// A full scan in two threads (a BlockPipeline): this one steps SQLite and copies each row's
// values into blocks, the worker detects and counts them. The wall time becomes the slower of
// the two instead of their sum; memory stays at a few blocks of at most ~1 MB each.
class alignas(64) Pipeline {
public:
    // Blocks large enough that handing one over (a futex wake at worst) is rare, small
    // enough to stay in the cache between the threads.
    static constexpr int kBlocks = 6;
    static constexpr int kRowsPerBlock = 2048;
    static constexpr std::size_t kBytesPerBlock = 256 * 1024;

    Pipeline(RowSink& sink, std::size_t columns)
        : sink_(sink), columns_(columns), cells_(columns),
          pipe_(makeBlocks(columns), [this](Block& b) { unpack(b); })
    {
    }
    ~Pipeline() { finish(); }
    Pipeline(const Pipeline&) = delete;
    Pipeline& operator=(const Pipeline&) = delete;

    void row(const Rows& st, const ReadPlan& plan, bool hasRowid)
    {
        if (!current_)
            current_ = &pipe_.acquire();
        Block& b = *current_;
        b.rowids[std::size_t(b.rows)] = hasRowid ? st.int64(0) : 0;
        Packed* cells = &b.cells[std::size_t(b.rows) * columns_];
        for (std::size_t k = 0; k < columns_; ++k)
            pack(st, plan, plan.order[k], b, cells[k]);
        if (++b.rows == kRowsPerBlock || b.used >= kBytesPerBlock)
            flush();
    }

    // Hands over the last block and waits for the worker to count everything.
    void finish()
    {
        flush();
        pipe_.finish();
    }

private:
    // A value as the block carries it: 16 bytes, the text or blob bytes kept in `bytes`.
    struct Packed {
        union {
            qint64 i; // INTEGER, or the length of a long value
            double r;
            std::size_t off; // TEXT/BLOB: offset into the block's bytes
        };
        qint32 size = 0;
        StorageClass sc = StorageClass::Null;
        bool longValue = false;
    };
    struct Block {
        int rows = 0;
        std::vector<qint64> rowids;
        std::vector<Packed> cells;
        std::vector<char> bytes;
        std::size_t used = 0;
    };

    static std::vector<std::unique_ptr<Block>> makeBlocks(std::size_t columns)
    {
        std::vector<std::unique_ptr<Block>> blocks;
        for (int i = 0; i < kBlocks; ++i) {
            auto block = std::make_unique<Block>();
            block->cells.resize(columns * kRowsPerBlock);
            block->rowids.resize(kRowsPerBlock);
            // A block is handed over once it holds kBytesPerBlock; one more row of values of
            // at most kLongValueBytes each always fits.
            block->bytes.resize(kBytesPerBlock + columns * (kLongValueBytes + 1));
            blocks.push_back(std::move(block));
        }
        return blocks;
    }

    // On the scanning thread: column `i` of the read's row into `p` (bytes into `b`).
    static void pack(const Rows& st, const ReadPlan& plan, int i, Block& b, Packed& p)
    {
        const db::RowValue v = st.valueAt(plan.valueCol[std::size_t(i)]);
        p.sc = v.sc;
        p.longValue = false;
        switch (p.sc) {
        case StorageClass::Null: {
            const int lc = plan.lenCol[std::size_t(i)];
            if (lc < 0)
                break;
            if (const db::RowValue len = st.valueAt(lc); len.sc != StorageClass::Null) {
                p.sc = len.integer < 0 ? StorageClass::Blob : StorageClass::Text;
                p.i = len.integer < 0 ? -len.integer : len.integer;
                p.longValue = true;
            }
            break;
        }
        case StorageClass::Integer:
            p.i = v.integer;
            break;
        case StorageClass::Real:
            p.r = v.real;
            break;
        case StorageClass::Text:
        case StorageClass::Blob:
            if (qint64(v.bytes.size()) > kLongValueBytes) {
                p.i = qint64(v.bytes.size());
                p.longValue = true;
                break;
            }
            if (!v.bytes.empty())
                std::memcpy(b.bytes.data() + b.used, v.bytes.data(), v.bytes.size());
            p.off = b.used;
            p.size = qint32(v.bytes.size());
            b.used += v.bytes.size();
            break;
        }
    }

    void flush()
    {
        if (!current_)
            return;
        pipe_.submit(*current_);
        current_ = nullptr;
    }

    // On the worker: the block's rows, unpacked, into the sink; the block is then empty.
    void unpack(Block& b)
    {
        const char* base = b.bytes.data();
        std::vector<Cell>& cells = cells_;
        for (int r = 0; r < b.rows; ++r) {
            const Packed* packed = &b.cells[std::size_t(r) * columns_];
            for (std::size_t k = 0; k < columns_; ++k) {
                const Packed& p = packed[k];
                Cell& c = cells[k];
                c.sc = p.sc;
                c.longValue = p.longValue;
                if (p.longValue) {
                    c.in = IdInput{};
                    c.bytes = p.i;
                    continue;
                }
                switch (p.sc) {
                case StorageClass::Null:
                    c.in = IdInput{};
                    c.bytes = 0;
                    break;
                case StorageClass::Integer:
                    c.in = IdInput::fromInteger(p.i);
                    c.bytes = integerBytes(p.i);
                    break;
                case StorageClass::Real:
                    c.in = IdInput::fromReal(p.r);
                    c.bytes = 8;
                    break;
                case StorageClass::Text:
                    c.in = IdInput::text({base + p.off, std::size_t(p.size)});
                    c.bytes = p.size;
                    break;
                case StorageClass::Blob:
                    c.in = IdInput::blob(base + p.off, p.size);
                    c.bytes = p.size;
                    break;
                }
            }
            sink_.row(b.rowids[std::size_t(r)], cells.data());
        }
        b.rows = 0;
        b.used = 0;
    }

    RowSink& sink_;
    std::size_t columns_;
    std::vector<Cell> cells_; // the worker's unpacked row
    Block* current_ = nullptr;
    BlockPipeline<Block> pipe_; // last: its worker stops before the members above go
};

struct TableAccess {
    const db::TableInfo* info = nullptr;
    bool hasRowid = false; // reads deliver each row's locator (SQLite's rowid) first
    // Without a rowid, a read of every row still comes in insertion order: a PostgreSQL table's
    // heap, read in its physical order (not a view, nor a SQLite WITHOUT ROWID table's key
    // order).
    bool heapOrder = false;
};

struct PassResult {
    qint64 rows = 0;
    bool exhaustive = false; // every row of the table was read
    bool cancelled = false;
    QString error;
};

// Runs `st` to the end, feeding every row; false on failure (result filled).
bool drain(Rows& st, RowSink& sink, PassResult& r, int* got = nullptr)
{
    while (st.next()) {
        sink.row(st);
        if (got)
            ++*got;
    }
    if (st.failed()) {
        if (st.interrupted())
            r.cancelled = true;
        else
            r.error = st.error();
        return false;
    }
    return true;
}

// The plan's columns (after the row locator when the table has one) of every row, or of the
// sample's rows; nullptr with r.error set when the read cannot start.
std::unique_ptr<Rows> openRead(Source& c, const TableAccess& t, const ReadPlan& plan,
                               const RowSample* sample, PassResult& r)
{
    db::ReadRequest req;
    req.table = t.info;
    req.columns = plan.columns;
    req.withRowLocator = t.hasRowid;
    req.sample = sample;
    QString err;
    std::unique_ptr<Rows> rows = c.read(req, &err);
    if (!rows && c.isCancelled())
        r.cancelled = true;
    else if (!rows)
        r.error = err.isEmpty()
                      ? QCoreApplication::translate("idscope::analysis", "cannot read the table")
                      : err;
    return rows;
}

// Reads the sample's rows: every row, the chosen rowids (one seek each, in rowid order) or
// the chosen positions of one scan.
PassResult runSample(Source& c, const TableAccess& t, std::vector<ColumnScan>& scans, int timeCount,
                     const RowSample& sample)
{
    PassResult r;
    const std::vector<bool> all(scans.size(), true);
    const bool byRowid = t.hasRowid;
    const ReadPlan plan = makePlan(scans, all, true, byRowid);
    RowSink sink(scans, plan, byRowid, timeCount);
    const std::unique_ptr<Rows> st = openRead(c, t, plan, &sample, r);
    if (!st)
        return r;
    int got = 0;
    r.exhaustive = drain(*st, sink, r, &got) && sample.kind == RowSample::Kind::All;
    sink.finish();
    r.rows = got;
    return r;
}

PassResult runFull(Source& c, const TableAccess& t, std::vector<ColumnScan>& scans,
                   const std::vector<bool>& read, int timeCount, qint64 total,
                   const ProfileOptions& opt)
{
    PassResult r;
    const bool byRowid = t.hasRowid;
    const ReadPlan plan = makePlan(scans, read, false, byRowid);
    RowSink sink(scans, plan, byRowid, timeCount);
    const std::unique_ptr<Rows> rows = openRead(c, t, plan, nullptr, r);
    if (!rows)
        return r;
    Rows& st = *rows;
    const qint64 every = std::max<qint64>(1, opt.progressEvery);
    qint64 untilProgress = every;
    qint64 done = 0;
    // Small tables are counted on this thread; large ones through the two-thread pipeline.
    std::optional<Pipeline> pipe;
    if (opt.pipeline && (total == 0 || total >= kPipelineRows))
        pipe.emplace(sink, plan.order.size());
    while (st.next()) {
        if (pipe)
            pipe->row(st, plan, byRowid);
        else
            sink.row(st);
        ++done;
        if (--untilProgress == 0) {
            untilProgress = every;
            if (opt.progress && !opt.progress(done, std::max(total, done))) {
                r.cancelled = true;
                break;
            }
        }
    }
    if (pipe)
        pipe->finish();
    sink.finish();
    if (st.failed()) {
        if (st.interrupted())
            r.cancelled = true;
        else
            r.error = st.error();
    }
    r.rows = done;
    r.exhaustive = !r.cancelled && r.error.isEmpty();
    if (r.exhaustive && opt.progress)
        opt.progress(done, done);
    return r;
}

int timeHint(const QString& column)
{
    const QString n = column.toLower();
    if (n.contains(QLatin1String("creat")) || n.contains(QLatin1String("insert")) ||
        n.contains(QLatin1String("added")) || n.contains(QLatin1String("minted")))
        return 3;
    if (n.contains(QLatin1String("updat")) || n.contains(QLatin1String("modif")) ||
        n.contains(QLatin1String("delet")) || n.contains(QLatin1String("expir")) ||
        n.contains(QLatin1String("chang")))
        return 1;
    if (n.endsWith(QLatin1String("_at")) || n.contains(QLatin1String("time")) ||
        n == QLatin1String("ts") || n.contains(QLatin1String("date")))
        return 2;
    return 0;
}

// Up to kMaxTimeColumns timestamp columns, creation-like names first.
std::vector<int> chooseTimeColumns(const std::vector<ColumnScan>& scans,
                                   const std::vector<Decision>& decisions)
{
    std::vector<int> out;
    for (std::size_t i = 0; i < scans.size(); ++i) {
        if (decisions[i].role == ColumnRole::Time && scans[i].predict(decisions[i]).timeSlot >= 0)
            out.push_back(int(i));
    }
    std::stable_sort(out.begin(), out.end(), [&](int a, int b) {
        return timeHint(scans[std::size_t(a)].config().name) >
               timeHint(scans[std::size_t(b)].config().name);
    });
    if (out.size() > std::size_t(kMaxTimeColumns))
        out.resize(kMaxTimeColumns);
    return out;
}

std::vector<ColumnScan> makeScans(const std::vector<ColumnConfig>& configs,
                                  const std::vector<Prediction>& preds,
                                  const std::vector<int>& timeColumns, qint64 now, bool collectCase,
                                  bool streaming = false)
{
    std::vector<ColumnScan> scans;
    scans.reserve(configs.size());
    for (std::size_t i = 0; i < configs.size(); ++i)
        scans.emplace_back(configs[i], preds[i], now, collectCase, streaming);
    for (std::size_t t = 0; t < timeColumns.size(); ++t)
        scans[std::size_t(timeColumns[t])].timeIndex = int(t);
    return scans;
}

QStringList timeNames(const std::vector<ColumnScan>& scans, const std::vector<int>& timeColumns)
{
    QStringList out;
    for (int i : timeColumns)
        out << scans[std::size_t(i)].config().name;
    return out;
}

std::vector<Decision> decideAll(const std::vector<ColumnScan>& scans, const QStringList& names)
{
    std::vector<Decision> out;
    out.reserve(scans.size());
    for (const ColumnScan& s : scans)
        out.push_back(s.decide(names));
    return out;
}

// Values equal ignoring case, counted by SQL so nothing is held in memory. Only run when a
// column of case-insensitive IDs showed both cases.
bool countCaseDuplicates(Source& c, const TableAccess& t, ColumnScan& scan, PassResult& r)
{
    const db::CaseDuplicates d = c.caseDuplicates(*t.info, scan.config().name, kMaxExamples);
    if (d.cancelled || !d.error.isEmpty()) {
        r.cancelled = d.cancelled;
        r.error = d.error;
        return false;
    }
    scan.setCaseDuplicates(d.values, d.examples, true);
    return true;
}

// A composite time key: PRIMARY KEY (day, time of day), e.g. (day2000, msec). Neither
// column is a time alone; together they are one. Recognised from the values: a day count and
// a time of day in s, ms or µs.
void recogniseDayTimeKey(const db::TableInfo& t, const std::vector<ColumnConfig>& configs,
                         const std::vector<ColumnScan>& scans, qint64 nowMs, TableProfile& tp)
{
    QList<QPair<int, int>> pk; // key order, config index
    for (std::size_t i = 0; i < configs.size(); ++i) {
        if (const db::ColumnInfo* c = t.column(configs[i].name); c && c->primaryKeyOrder > 0)
            pk.append({c->primaryKeyOrder, int(i)});
    }
    if (pk.size() != 2)
        return;
    std::sort(pk.begin(), pk.end());
    const ColumnScan& dayScan = scans[std::size_t(pk[0].second)];
    const ColumnScan& todScan = scans[std::size_t(pk[1].second)];
    const auto days = dayScan.integerRange();
    const auto tod = todScan.integerRange();
    if (!days || !tod || days->first < 0 || days->second > 200000 || tod->first < 0)
        return;
    QString unit;
    if (tod->second <= 86400)
        unit = QCoreApplication::translate("idscope::analysis", "seconds");
    else if (tod->second <= 86400000)
        unit = QCoreApplication::translate("idscope::analysis", "milliseconds");
    else if (tod->second <= 86400000000LL)
        unit = QCoreApplication::translate("idscope::analysis", "microseconds");
    else
        return;
    // Days since 1970 or since 2000: a name that says 2000, else the epoch that puts the
    // newest day nearest to now without passing it.
    const qint64 nowDay = floorDiv(nowMs, 86400000);
    constexpr qint64 k2000 = 10957; // 2000-01-01 in days since 1970
    const QString dayName = configs[std::size_t(pk[0].second)].name;
    qint64 epoch = 0;
    if (dayName.contains(QLatin1String("2000")) ||
        (days->second + k2000 <= nowDay + 1 && days->second <= nowDay - 365 * 10))
        epoch = k2000;
    const QString since = epoch ? QStringLiteral("2000-01-01") : QStringLiteral("1970-01-01");
    for (ColumnProfile& c : tp.columns) {
        if (c.column == dayName) {
            if (c.dominant)
                return; // already a format of its own
            c.role = ColumnRole::Time;
            c.precision = Precision::Day;
            c.minTime = Instant{(days->first + epoch) * 86400, 0};
            c.maxTime = Instant{(days->second + epoch) * 86400, 0};
            c.choiceReason = QCoreApplication::translate(
                                 "idscope::analysis",
                                 "day number (days since %1) of a composite time key with %2")
                                 .arg(since, configs[std::size_t(pk[1].second)].name);
        } else if (c.column == configs[std::size_t(pk[1].second)].name) {
            if (c.dominant)
                return;
            c.role = ColumnRole::Time;
            c.choiceReason =
                QCoreApplication::translate("idscope::analysis",
                                            "time of day in %1 of a composite time key with %2")
                    .arg(unit, dayName);
        }
    }
}

// The sample of a table is the same each time it is drawn (FNV-1a of its name): figures do not
// move between two looks at an unchanged table.
quint64 seedOf(const QString& table)
{
    quint64 h = 1469598103934665603ULL;
    for (const char b : table.toUtf8()) {
        h ^= quint8(b);
        h *= 1099511628211ULL;
    }
    return h;
}

QString primaryKeyColumn(const db::TableInfo& t)
{
    if (!t.rowidAlias.isEmpty())
        return t.rowidAlias;
    for (const db::ColumnInfo& c : t.columns) {
        if (c.primaryKeyOrder == 1)
            return c.name;
    }
    return QString();
}

// How the passes read `t`: the table and whether its rows come with a locator.
TableAccess accessTo(Source& c, const db::TableInfo& t)
{
    TableAccess access;
    access.info = &t;
    access.hasRowid = c.hasRowLocator(t);
    access.heapOrder = !access.hasRowid && t.kind == db::TableInfo::Kind::Table &&
                       c.sourceInfo().engine == db::Engine::PostgreSql;
    return access;
}

// A column that references a single column of another table takes that column's format (a
// sample of it) unless the user forced one.
void inheritFormat(Source& c, const db::Schema& schema, const db::TableInfo& t,
                   const ProfileOptions& opt, qint64 now, ColumnConfig& cfg)
{
    for (const db::ForeignKey& fk : t.foreignKeys) {
        if (fk.from.size() != 1 || fk.from.first().compare(cfg.name, Qt::CaseInsensitive))
            continue;
        const db::TableInfo* ref = schema.table(fk.table);
        if (!ref)
            continue;
        QString refCol = fk.to.value(0);
        if (refCol.isEmpty())
            refCol = primaryKeyColumn(*ref);
        if (refCol.isEmpty() || (ref == &t && refCol.compare(cfg.name, Qt::CaseInsensitive) == 0))
            continue;
        ProfileOptions ro;
        ro.nowMs = now;
        ro.sampleSize = opt.sampleSize;
        ro.columns = {refCol};
        ro.inheritForeignKeys = false;
        const TableProfile rp = profileTable(c, schema, ref->name, ro);
        for (const ColumnProfile& rc : rp.columns) {
            if (rc.column.compare(refCol, Qt::CaseInsensitive) == 0 && rc.dominant) {
                cfg.inheritedSlot = slotOf(*rc.dominant, rc.dominantProfile);
                cfg.inheritedFrom = ref->name + QLatin1Char('.') + rc.column;
            }
        }
        return;
    }
}

// Column setup: keys, the columns asked for, forced and inherited formats.
std::vector<ColumnConfig> columnConfigs(Source& c, const db::Schema& schema, const db::TableInfo& t,
                                        const ProfileOptions& opt, qint64 now)
{
    int pkColumns = 0;
    for (const db::ColumnInfo& col : t.columns)
        pkColumns += col.primaryKeyOrder > 0 ? 1 : 0;
    std::vector<ColumnConfig> configs;
    for (const db::ColumnInfo& col : t.columns) {
        if (col.hidden)
            continue;
        ColumnConfig cfg;
        cfg.table = t.name;
        cfg.name = col.name;
        cfg.declaredType = col.declaredType;
        cfg.storedBytes = col.storedBytes;
        const bool alias = col.name.compare(t.rowidAlias, Qt::CaseInsensitive) == 0;
        cfg.primaryKey = col.primaryKeyOrder > 0 || alias;
        cfg.isKey = (cfg.primaryKey && pkColumns <= 1) || alias;
        for (const db::IndexInfo& ix : t.indexes) {
            if (ix.unique && !ix.partial && ix.columns.size() == 1 &&
                ix.columns.first().compare(col.name, Qt::CaseInsensitive) == 0)
                cfg.isKey = true;
        }
        cfg.profiled = opt.columns.isEmpty();
        for (const QString& wanted : opt.columns) {
            if (wanted.compare(col.name, Qt::CaseInsensitive) == 0)
                cfg.profiled = true;
        }
        for (const auto& forced : opt.forcedFormats) {
            if (forced.first.compare(col.name, Qt::CaseInsensitive) == 0)
                cfg.forced = forced.second;
        }
        if (opt.inheritForeignKeys && cfg.profiled && !cfg.forced)
            inheritFormat(c, schema, t, opt, now, cfg);
        configs.push_back(cfg);
    }
    return configs;
}

std::vector<Prediction> predictionsOf(const std::vector<ColumnScan>& scans,
                                      const std::vector<Decision>& decisions)
{
    std::vector<Prediction> out;
    for (std::size_t i = 0; i < scans.size(); ++i)
        out.push_back(scans[i].predict(decisions[i]));
    return out;
}

// Case duplicates by SQL, only where both cases were seen; a failed or cancelled query stops
// (tp says so).
void countCaseDuplicatesOf(Source& c, const TableAccess& access,
                           const std::vector<ColumnConfig>& configs, std::vector<ColumnScan>& scans,
                           const std::vector<Decision>& decisions, TableProfile& tp)
{
    for (std::size_t i = 0; i < scans.size(); ++i) {
        ColumnScan& s = scans[i];
        if (!configs[i].profiled || decisions[i].dominant < 0 || !s.hasText() ||
            !isCaseInsensitiveText(slotFormat(decisions[i].dominant)))
            continue;
        if (!s.sawMixedCase()) {
            s.setCaseDuplicates(0, {}, false);
            continue;
        }
        PassResult rc;
        if (!countCaseDuplicates(c, access, s, rc)) {
            tp.cancelled = tp.cancelled || rc.cancelled;
            if (tp.error.isEmpty())
                tp.error = rc.error;
            return;
        }
    }
}

// The scans and decisions a profile is built from, and the names of the time columns.
struct FinalPass {
    std::vector<ColumnScan> scans;
    std::vector<Decision> decisions;
    QStringList timeNames;
};

// Pass F: every row, counted against the sample's choices.
FinalPass runFullPass(Source& c, const TableAccess& access,
                      const std::vector<ColumnConfig>& configs, const FinalPass& sample, qint64 now,
                      const ProfileOptions& opt, TableProfile& tp)
{
    const std::vector<int> timeF = chooseTimeColumns(sample.scans, sample.decisions);
    FinalPass f;
    f.scans =
        makeScans(configs, predictionsOf(sample.scans, sample.decisions), timeF, now, false, true);
    for (ColumnScan& s : f.scans)
        s.scanOrder = access.heapOrder;
    std::vector<bool> read(configs.size(), false);
    for (std::size_t i = 0; i < configs.size(); ++i)
        read[i] = configs[i].profiled;
    for (int t : timeF)
        read[std::size_t(t)] = true;
    const PassResult rf =
        runFull(c, access, f.scans, read, int(timeF.size()), tp.estimatedRows, opt);
    tp.rows = rf.rows;
    tp.cancelled = rf.cancelled;
    tp.error = rf.error;
    if (rf.exhaustive) {
        tp.estimatedRows = rf.rows;
        tp.rowsExact = true;
    }
    f.timeNames = timeNames(f.scans, timeF);
    f.decisions = decideAll(f.scans, f.timeNames);
    if (opt.checkCaseDuplicates && rf.exhaustive)
        countCaseDuplicatesOf(c, access, configs, f.scans, f.decisions, tp);
    return f;
}

// Small enough (or of unknown size) to count exactly at once: SQLite counts the smallest
// b-tree. Only for tables, and only when the sample did not already count every row.
void countSmallTable(Source& c, const db::TableInfo& ti, const ProfileOptions& opt,
                     TableProfile& tp)
{
    if (tp.rowsExact || !opt.inheritForeignKeys || ti.kind != db::TableInfo::Kind::Table ||
        !(tp.estimatedRows == 0 || tp.estimatedRows <= kCountExactlyRows))
        return;
    if (const auto n = c.countRows(ti)) {
        tp.estimatedRows = *n;
        tp.rowsExact = true;
    }
}

// Each profiled column's profile from the last pass, with the table's sample design.
void buildColumnProfiles(const db::TableInfo& ti, const std::vector<ColumnConfig>& configs,
                         const FinalPass& last, TableProfile& tp)
{
    ColumnScan::BuildContext ctx;
    ctx.table = &ti;
    ctx.timeColumnNames = last.timeNames;
    ctx.estimatedRows = tp.estimatedRows;
    ctx.design = tp.design;
    ctx.hasRowid = tp.hasRowid;
    for (std::size_t i = 0; i < last.scans.size(); ++i) {
        if (!configs[i].profiled)
            continue;
        tp.columns.append(last.scans[i].build(last.decisions[i], ctx));
        tp.columns.last().design = tp.design;
    }
}

} // namespace

TableProfile profileTable(Source& c, const db::Schema& schema, const QString& table,
                          const ProfileOptions& opt)
{
    QElapsedTimer timer;
    timer.start();
    TableProfile tp;
    tp.table = table;
    const db::TableInfo* ti = schema.table(table);
    if (!ti) {
        tp.error = QCoreApplication::translate("idscope::analysis", "no table or view named %1")
                       .arg(table);
        return tp;
    }
    if (ti->columns.size() > detail::kColumnsPerRead)
        return detail::profileWideTable(c, schema, *ti, opt);
    tp.table = ti->name;
    tp.withoutRowid = ti->withoutRowid;
    if (ti->columns.isEmpty() && !ti->error.isEmpty()) {
        // A view over a dropped table, a module that is missing: nothing to read, say why.
        tp.error = ti->error;
        return tp;
    }
    const db::ReadScope snapshot(c);
    const qint64 now = opt.nowMs != 0 ? opt.nowMs : QDateTime::currentMSecsSinceEpoch();
    const TableAccess access = accessTo(c, *ti);
    tp.hasRowid = access.hasRowid;
    const std::vector<ColumnConfig> configs = columnConfigs(c, schema, *ti, opt, now);
    if (configs.empty()) {
        tp.complete = true;
        tp.rowsExact = false;
        tp.elapsedMs = timer.elapsed();
        return tp;
    }
    // Row estimate without scanning: sqlite_stat1, else the rowid density of the sample.
    if (ti->approxRows)
        tp.estimatedRows = *ti->approxRows;

    const int sampleSize = std::max(3, opt.sampleSize);
    auto fail = [&](const QString& error, bool cancelled) {
        tp.error = error;
        tp.cancelled = cancelled;
        tp.elapsedMs = timer.elapsed();
        return tp;
    };
    const RowSample sample =
        c.drawSample(*ti, sampleSize, opt.sampleSeed ? opt.sampleSeed : seedOf(ti->name));
    if (!sample.error.isEmpty() || sample.cancelled)
        return fail(sample.error, sample.cancelled);
    if (sample.rowsExact || (!ti->approxRows && sample.estimatedRows > 0)) {
        tp.estimatedRows = sample.estimatedRows;
        tp.rowsExact = sample.rowsExact;
    }
    // Pass A: the sample with no expectations.
    const std::vector<Prediction> none(configs.size());
    std::vector<ColumnScan> scansA = makeScans(configs, none, {}, now, false);
    PassResult ra = runSample(c, access, scansA, 0, sample);
    if (!ra.error.isEmpty() || ra.cancelled)
        return fail(ra.error, ra.cancelled);
    const std::vector<Decision> decA = decideAll(scansA, {});
    const std::vector<int> timeA = chooseTimeColumns(scansA, decA);

    // Pass B: the same rows, counted against pass A's choices and the time columns.
    FinalPass b;
    b.scans = makeScans(configs, predictionsOf(scansA, decA), timeA, now, !opt.full);
    for (ColumnScan& s : b.scans) // every row, in the heap's order
        s.scanOrder = access.heapOrder && sample.kind == RowSample::Kind::All;
    const PassResult rb = runSample(c, access, b.scans, int(timeA.size()), sample);
    if (!rb.error.isEmpty() || rb.cancelled)
        return fail(rb.error, rb.cancelled);
    b.timeNames = timeNames(b.scans, timeA);
    b.decisions = decideAll(b.scans, b.timeNames);
    tp.rows = rb.rows;
    if (rb.exhaustive) {
        tp.estimatedRows = rb.rows;
        tp.rowsExact = true;
    }

    FinalPass full;
    if (opt.full)
        full = runFullPass(c, access, configs, b, now, opt, tp);
    else
        countSmallTable(c, *ti, opt, tp);
    const FinalPass& last = opt.full ? full : b;
    tp.complete = (opt.full || rb.exhaustive) && !tp.cancelled && tp.error.isEmpty();
    if (!opt.full && !rb.exhaustive) {
        // What one row read is worth comes from the design; how many were read, from the read.
        tp.design = sample.design;
        if (sample.design.drawn > 0)
            tp.design.effective =
                double(rb.rows) * sample.design.effective / double(sample.design.drawn);
        tp.design.drawn = rb.rows;
        tp.design.population = std::max(tp.estimatedRows, rb.rows);
    }

    buildColumnProfiles(*ti, configs, last, tp);
    recogniseDayTimeKey(*ti, configs, last.scans, now, tp);
    tp.elapsedMs = timer.elapsed();
    return tp;
}

QString mainIdColumn(const db::TableInfo& t, const TableProfile* profile)
{
    const QStringList key = t.primaryKey();
    if (!profile)
        return key.size() == 1 ? key.front() : QString();
    const ColumnProfile* firstId = nullptr;
    const ColumnProfile* firstTime = nullptr;
    for (const ColumnProfile& c : profile->columns) {
        if (!c.dominant || !carriesInstant(*c.dominant))
            continue;
        if (c.role == ColumnRole::Id) {
            if (key.contains(c.column, Qt::CaseInsensitive))
                return c.column;
            if (!firstId)
                firstId = &c;
        } else if (c.role == ColumnRole::Time && !firstTime) {
            firstTime = &c;
        }
    }
    return firstId ? firstId->column : (firstTime ? firstTime->column : QString());
}

double estimatedFullScanSeconds(const TableProfile& sample)
{
    constexpr double kValuesPerSecond = 1.0e6;
    const double rows = double(std::max(sample.estimatedRows, sample.rows));
    return rows * double(std::max<qsizetype>(1, sample.columns.size())) / kValuesPerSecond;
}

} // namespace idscope::analysis

// Opening a database with many tables and reading its schema (target: 1,000 tables in well
// under 0.3 s, no table scanned). The database is generated here: each table has a TEXT key,
// a foreign key to the previous table, a unixepoch() audit column, a payload, an index and
// ROWS rows; ANALYZE fills sqlite_stat1. A counting VFS (bench only) reports how many bytes
// each step read from the file: readSchema must read the schema and sqlite_stat1, never a
// table. With --no-analyze there is no sqlite_stat1 and each table's row estimate comes from
// a few pages of its B-tree (the leftmost path and the rowid span) instead.
// For contrast the exact count of every table (which does scan) is measured too.
// Usage: bench_schema [TABLES=1000] [ROWS=200] [--keep FILE] [--no-analyze]
#include "db/connection.h"
#include "db/schema.h"
#include "sqlitefixture.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace idscope::db;
using Clock = std::chrono::steady_clock;

namespace {

// ---- a VFS that forwards to the default one and counts reads of main database files --------

std::atomic<qint64> gReads{0};
std::atomic<qint64> gBytes{0};
sqlite3_vfs* gReal = nullptr;
sqlite3_vfs gVfs;
sqlite3_io_methods gMethods;

struct CountingFile {
    sqlite3_file base;
    sqlite3_file* real; // allocated right after this struct
};

sqlite3_file* real(sqlite3_file* f)
{
    return reinterpret_cast<CountingFile*>(f)->real;
}

int cClose(sqlite3_file* f)
{
    return real(f)->pMethods->xClose(real(f));
}
int cRead(sqlite3_file* f, void* buf, int n, sqlite3_int64 off)
{
    gReads.fetch_add(1, std::memory_order_relaxed);
    gBytes.fetch_add(n, std::memory_order_relaxed);
    return real(f)->pMethods->xRead(real(f), buf, n, off);
}
int cWrite(sqlite3_file* f, const void* buf, int n, sqlite3_int64 off)
{
    return real(f)->pMethods->xWrite(real(f), buf, n, off);
}
int cTruncate(sqlite3_file* f, sqlite3_int64 size)
{
    return real(f)->pMethods->xTruncate(real(f), size);
}
int cSync(sqlite3_file* f, int flags)
{
    return real(f)->pMethods->xSync(real(f), flags);
}
int cFileSize(sqlite3_file* f, sqlite3_int64* size)
{
    return real(f)->pMethods->xFileSize(real(f), size);
}
int cLock(sqlite3_file* f, int l)
{
    return real(f)->pMethods->xLock(real(f), l);
}
int cUnlock(sqlite3_file* f, int l)
{
    return real(f)->pMethods->xUnlock(real(f), l);
}
int cCheckReserved(sqlite3_file* f, int* out)
{
    return real(f)->pMethods->xCheckReservedLock(real(f), out);
}
int cFileControl(sqlite3_file* f, int op, void* arg)
{
    return real(f)->pMethods->xFileControl(real(f), op, arg);
}
int cSectorSize(sqlite3_file* f)
{
    return real(f)->pMethods->xSectorSize(real(f));
}
int cDeviceCharacteristics(sqlite3_file* f)
{
    return real(f)->pMethods->xDeviceCharacteristics(real(f));
}
int cShmMap(sqlite3_file* f, int pg, int sz, int extend, void volatile** p)
{
    return real(f)->pMethods->xShmMap(real(f), pg, sz, extend, p);
}
int cShmLock(sqlite3_file* f, int offset, int n, int flags)
{
    return real(f)->pMethods->xShmLock(real(f), offset, n, flags);
}
void cShmBarrier(sqlite3_file* f)
{
    real(f)->pMethods->xShmBarrier(real(f));
}
int cShmUnmap(sqlite3_file* f, int del)
{
    return real(f)->pMethods->xShmUnmap(real(f), del);
}
int cFetch(sqlite3_file* f, sqlite3_int64 off, int n, void** pp)
{
    return real(f)->pMethods->xFetch(real(f), off, n, pp);
}
int cUnfetch(sqlite3_file* f, sqlite3_int64 off, void* p)
{
    return real(f)->pMethods->xUnfetch(real(f), off, p);
}

int cOpen(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* f, int flags, int* outFlags)
{
    auto* cf = reinterpret_cast<CountingFile*>(f);
    cf->real = reinterpret_cast<sqlite3_file*>(cf + 1);
    const int rc = gReal->xOpen(gReal, name, cf->real, flags, outFlags);
    if (rc != SQLITE_OK || !cf->real->pMethods) {
        f->pMethods = nullptr;
        return rc;
    }
    gMethods.iVersion = std::min(cf->real->pMethods->iVersion, 3);
    f->pMethods = &gMethods;
    return rc;
}

void installCountingVfs()
{
    gReal = sqlite3_vfs_find(nullptr);
    gVfs = *gReal;
    gVfs.zName = "idscope-bench-counting";
    gVfs.szOsFile = int(sizeof(CountingFile)) + gReal->szOsFile;
    gVfs.xOpen = cOpen;
    gMethods = {1,
                cClose,
                cRead,
                cWrite,
                cTruncate,
                cSync,
                cFileSize,
                cLock,
                cUnlock,
                cCheckReserved,
                cFileControl,
                cSectorSize,
                cDeviceCharacteristics,
                cShmMap,
                cShmLock,
                cShmBarrier,
                cShmUnmap,
                cFetch,
                cUnfetch};
    sqlite3_vfs_register(&gVfs, 1);
}

double ms(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

bool build(const QString& path, int tables, int rows, bool analyze)
{
    testdb::Writer w(path);
    if (!w.ok())
        return false;
    QString sql = QStringLiteral("PRAGMA journal_mode=DELETE; BEGIN;");
    for (int i = 0; i < tables; ++i) {
        sql += QStringLiteral(
                   "CREATE TABLE \"orders %1\"(id TEXT PRIMARY KEY NOT NULL, parent TEXT%2, "
                   "created_at INTEGER NOT NULL DEFAULT (unixepoch()), amount REAL, note TEXT);"
                   "CREATE INDEX \"orders %1 by time\" ON \"orders %1\"(created_at, id);"
                   "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %3) "
                   "INSERT INTO \"orders %1\"(id, amount, note) SELECT '01J' || "
                   "substr('0000000000' || i, -10), "
                   "i * 0.5, 'note ' || i FROM n;")
                   .arg(i)
                   .arg(i == 0 ? QString()
                               : QStringLiteral(" REFERENCES \"orders %1\"(id)").arg(i - 1))
                   .arg(rows);
    }
    sql += analyze ? QStringLiteral("COMMIT; ANALYZE;") : QStringLiteral("COMMIT;");
    return w.exec(sql);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    int tables = 1000;
    int rows = 200;
    QString keep;
    bool analyze = true;
    int positional = 0;
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == u"--keep" && i + 1 < args.size()) {
            keep = args[++i];
        } else if (args[i] == u"--no-analyze") {
            analyze = false;
        } else if (positional == 0) {
            tables = args[i].toInt();
            ++positional;
        } else {
            rows = args[i].toInt();
        }
    }
    if (tables <= 0 || rows < 0) {
        std::fprintf(stderr,
                     "usage: bench_schema [TABLES=1000] [ROWS=200] [--keep FILE] [--no-analyze]\n");
        return 2;
    }

    QTemporaryDir dir;
    const QString path = keep.isEmpty() ? dir.filePath(QStringLiteral("schema.db")) : keep;
    if (!keep.isEmpty())
        QFile::remove(keep);
    const auto b0 = Clock::now();
    if (!build(path, tables, rows, analyze)) {
        std::fprintf(stderr, "bench_schema: cannot build %s\n", qPrintable(path));
        return 1;
    }
    const auto b1 = Clock::now();
    std::printf("database: %d tables x %d rows, %lld bytes, built in %.0f ms\n", tables, rows,
                qint64(QFile(path).size()), ms(b0, b1));

    installCountingVfs();
    constexpr int kRuns = 7;
    qint64 openBytes = 0;
    qint64 schemaBytes = 0;
    std::vector<double> openMs;
    std::vector<double> schemaMs;
    std::vector<double> totalMs;
    qsizetype columns = 0;
    qsizetype indexes = 0;
    qsizetype fks = 0;
    qsizetype withStats = 0;
    for (int run = 0; run < kRuns; ++run) {
        const qint64 bytes0 = gBytes.load();
        const auto t0 = Clock::now();
        OpenError e = OpenError::None;
        QString message;
        auto c = Connection::open(path, &e, &message);
        const qint64 bytes1 = gBytes.load();
        if (!c) {
            std::fprintf(stderr, "bench_schema: %s\n", qPrintable(message));
            return 1;
        }
        const auto t1 = Clock::now();
        const Schema s = readSchema(*c);
        const auto t2 = Clock::now();
        openBytes = bytes1 - bytes0;
        schemaBytes = gBytes.load() - bytes1;
        if (!s.error.isEmpty() || s.tables.size() != tables) {
            std::fprintf(stderr, "bench_schema: schema incomplete (%lld tables) %s\n",
                         qint64(s.tables.size()), qPrintable(s.error));
            return 1;
        }
        columns = indexes = fks = withStats = 0;
        for (const TableInfo& t : s.tables) {
            columns += t.columns.size();
            indexes += t.indexes.size();
            fks += t.foreignKeys.size();
            withStats += t.approxRows ? 1 : 0;
        }
        openMs.push_back(ms(t0, t1));
        schemaMs.push_back(ms(t1, t2));
        totalMs.push_back(ms(t0, t2));
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    auto best = [](const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); };
    std::printf("schema: %lld columns, %lld indexes, %lld foreign keys, %lld tables with "
                "approximate rows\n",
                qint64(columns), qint64(indexes), qint64(fks), qint64(withStats));
    std::printf("open:            median %7.1f ms  best %7.1f ms\n", median(openMs), best(openMs));
    std::printf("readSchema:      median %7.1f ms  best %7.1f ms\n", median(schemaMs),
                best(schemaMs));
    std::printf("open+readSchema: median %7.1f ms  best %7.1f ms  (target < 300 ms) %s\n",
                median(totalMs), best(totalMs), median(totalMs) < 300 ? "OK" : "SLOW");
    std::printf("bytes read from the file: open %lld KiB, readSchema %lld KiB, of %lld KiB\n",
                openBytes / 1024, schemaBytes / 1024, qint64(QFile(path).size()) / 1024);

    // Page estimates for the tables ANALYZE never saw (all of them with --no-analyze): what
    // the explorer's "≈" costs after the schema is on screen.
    {
        OpenError e = OpenError::None;
        QString message;
        auto c = Connection::open(path, &e, &message);
        Schema s = readSchema(*c);
        const qint64 bytes0 = gBytes.load();
        const auto t0 = Clock::now();
        fillRowEstimates(*c, s);
        const auto t1 = Clock::now();
        qint64 estimated = 0;
        for (const TableInfo& t : s.tables)
            estimated += t.approxRows.value_or(0);
        std::printf("fillRowEstimates: %.1f ms, %lld KiB read, %lld rows estimated in all\n",
                    ms(t0, t1), (gBytes.load() - bytes0) / 1024, estimated);
    }

    // Contrast: what scanning every table costs (countRows is exact and does scan).
    {
        OpenError e = OpenError::None;
        QString message;
        auto c = Connection::open(path, &e, &message);
        const Schema s = readSchema(*c);
        const qint64 bytes0 = gBytes.load();
        const auto t0 = Clock::now();
        qint64 total = 0;
        for (const TableInfo& t : s.tables)
            total += countRows(*c, t.name).value_or(0);
        const auto t1 = Clock::now();
        std::printf("for contrast, countRows on every table: %lld rows in %.1f ms, %lld KiB "
                    "read\n",
                    total, ms(t0, t1), (gBytes.load() - bytes0) / 1024);
    }
    return 0;
}

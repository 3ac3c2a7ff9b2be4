// Key locality on 10 million keys: analyseLocality (one ordered scan, dbstat leaf map, exact
// inversion count) against a plain `SELECT key FROM t ORDER BY rowid` scan of the same table in
// the same process. Two shapes: random BLOB keys under an index of a rowid table (rowid order)
// and time-ordered TEXT keys of a WITHOUT ROWID table (order by a seq column). Targets: under
// 10 s and 500 MB peak RSS per analysis. Best of R runs (wall and thread CPU time).
// Usage: bench_locality [--dir DIR=/tmp/bp_locality] [--rows N=10000000] [--runs R=3]
#include "analysis/locality.h"
#include "db/connection.h"
#include "db/schema.h"
#include "sqlitefixture.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>

#include <time.h>

using namespace idscope;
using namespace idscope::analysis;

namespace {

// CPU time of this thread: the machine is shared, so wall time alone says little.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

qint64 peakRssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return 0;
}

// Peak RSS since the last reset (Linux: writing 5 to clear_refs resets VmHWM).
void resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

bool generate(const QString& path, qint64 rows)
{
    const QString tmp = path + QStringLiteral(".tmp");
    QFile::remove(tmp);
    {
        testdb::Writer w(tmp);
        const QString n = QString::number(rows);
        // The index is built after the inserts (a sort): quicker to generate, and the metrics
        // only depend on which leaf each key lands in.
        if (!w.exec(
                QStringLiteral(
                    "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-200000;"
                    "CREATE TABLE r4(id INTEGER PRIMARY KEY, k BLOB NOT NULL);"
                    "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < %1) "
                    "INSERT INTO r4(k) SELECT randomblob(16) FROM c;"
                    "CREATE INDEX r4_k ON r4(k);"
                    "CREATE TABLE w7(k TEXT PRIMARY KEY, seq INTEGER NOT NULL) WITHOUT ROWID;"
                    "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < %1) "
                    "INSERT INTO w7 SELECT printf('%012x', 1790000000000 + i / 4) || "
                    "hex(randomblob(10)), i FROM c;")
                    .arg(n)))
            return false;
    }
    return QFile::rename(tmp, path);
}

struct Timing {
    double wallMs = 0;
    double cpuMs = 0;
};

Timing plainScan(const QString& path, const QString& sql, qint64* rowsOut)
{
    auto c = db::Connection::open(path, nullptr, nullptr);
    QElapsedTimer t;
    t.start();
    const double cpu0 = threadCpuMs();
    db::Statement s = c->prepare(sql);
    qint64 rows = 0;
    while (s.next()) {
        if (!s.blobView(0).empty()) // touch the key, as a reader would
            ++rows;
    }
    *rowsOut = rows;
    return {double(t.nsecsElapsed()) / 1e6, threadCpuMs() - cpu0};
}

struct Run {
    Timing time;
    qint64 peakMb = 0;
    LocalityResult r;
};

Run analyse(const QString& path, const QString& table, const QString& column, const QString& order)
{
    resetPeak();
    Run out;
    auto c = db::Connection::open(path, nullptr, nullptr);
    QElapsedTimer t;
    t.start();
    const double cpu0 = threadCpuMs();
    const db::Schema schema = db::readSchema(*c);
    LocalityOptions o;
    o.table = table;
    o.column = column;
    o.order = order;
    out.r = analyseLocality(*c, schema, o);
    out.time = {double(t.nsecsElapsed()) / 1e6, threadCpuMs() - cpu0};
    out.peakMb = peakRssKb() / 1024;
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QString dir = QStringLiteral("/tmp/bp_locality");
    qint64 rows = 10000000;
    int runs = 3;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == u"--dir")
            dir = args[i + 1];
        else if (args[i] == u"--rows")
            rows = args[i + 1].toLongLong();
        else if (args[i] == u"--runs")
            runs = args[i + 1].toInt();
    }
    QDir().mkpath(dir);
    const QString path = dir + QStringLiteral("/keys_%1.db").arg(rows);
    if (!QFileInfo::exists(path)) {
        std::printf("generating %s …\n", qPrintable(path));
        std::fflush(stdout);
        QElapsedTimer g;
        g.start();
        if (!generate(path, rows)) {
            std::fprintf(stderr, "generation failed\n");
            return 1;
        }
        std::printf("generated in %.1f s\n", double(g.elapsed()) / 1000);
    }
    std::printf("%s: %.0f MB, %lld rows per table, best of %d\n", qPrintable(path),
                double(QFileInfo(path).size()) / 1e6, static_cast<long long>(rows), runs);

    struct Case {
        const char* name;
        QString table, column, order, baseline;
    };
    const Case cases[] = {
        {"random BLOB keys, index of a rowid table, rowid order", QStringLiteral("r4"),
         QStringLiteral("k"), QString(), QStringLiteral("SELECT k FROM r4 ORDER BY rowid")},
        {"time-ordered TEXT keys, WITHOUT ROWID, seq order", QStringLiteral("w7"),
         QStringLiteral("k"), QStringLiteral("seq"), QStringLiteral("SELECT k FROM w7 ORDER BY k")},
    };
    for (const Case& c : cases) {
        Timing base{1e300, 1e300};
        Timing best{1e300, 1e300};
        qint64 peak = 0;
        qint64 baseRows = 0;
        LocalityResult last;
        for (int i = 0; i < runs; ++i) {
            const Timing b = plainScan(path, c.baseline, &baseRows);
            base = {std::min(base.wallMs, b.wallMs), std::min(base.cpuMs, b.cpuMs)};
            Run r = analyse(path, c.table, c.column, c.order);
            best = {std::min(best.wallMs, r.time.wallMs), std::min(best.cpuMs, r.time.cpuMs)};
            peak = std::max(peak, r.peakMb);
            last = std::move(r.r);
        }
        std::printf("\n%s\n", c.name);
        if (!last.error.isEmpty()) {
            std::printf("  error: %s\n", qPrintable(last.error));
            continue;
        }
        std::printf("  analyseLocality  %7.0f ms wall %7.0f ms CPU   peak RSS %lld MB   (targets < "
                    "10000 ms, < 500 MB)\n",
                    best.wallMs, best.cpuMs, static_cast<long long>(peak));
        std::printf("  baseline scan    %7.0f ms wall %7.0f ms CPU   (%s, %lld rows)\n",
                    base.wallMs, base.cpuMs, qPrintable(c.baseline),
                    static_cast<long long>(baseRows));
        std::printf("  ratio            %7.2f× wall %7.2f× CPU\n", best.wallMs / base.wallMs,
                    best.cpuMs / base.cpuMs);
        std::printf("  rows %lld  inversion_ratio %.4f  right_edge %.4f  recent_leaf_pages %lld  "
                    "min %lld  rightmost %.3f  leaves %lld  fill %.3f  disorder %.3f\n",
                    static_cast<long long>(last.rows), last.inversionRatio, last.rightEdgeShare,
                    static_cast<long long>(last.recentLeafPages),
                    static_cast<long long>(last.minLeafPages), last.rightmostShare,
                    static_cast<long long>(last.leafPages), last.avgLeafFill, last.leafDisorder);
        std::printf("  %s\n", qPrintable(localityVerdict(last)));
    }
    return 0;
}

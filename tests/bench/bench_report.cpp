// A database report on a 10-million-row table: time and peak memory against a plain scan of the
// same column in the same process (a Statement loop over `SELECT id FROM t`). Three reports:
// the default (a sample per table, as `idscope report`), a full scan (every row profiled) and a
// full scan plus the locality section of the key. Peak RSS is reset before each run
// (/proc/self/clear_refs), so each figure is that run's own. Best of R runs.
// Reuses bench_profile's /tmp/bp/ulid_text_created_at.sqlite (10M TEXT ULIDs + created_at);
// pass another file with --db (a table `t` keyed by `id`).
// Usage: bench_report [--db PATH] [--runs R=3]
#include "report/reportdatabase.h"
#include "report/reportwriters.h"

#include "db/connection.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <limits>

using namespace idscope;

namespace {

qint64 statusKb(const char* key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(qsizetype(qstrlen(key))).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

void resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

struct Figure {
    double ms = std::numeric_limits<double>::max();
    qint64 peakKb = 0;
    qint64 bytes = 0;
};

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QString path = QStringLiteral("/tmp/bp/ulid_text_created_at.sqlite");
    int runs = 3;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--db"))
            path = args[++i];
        else if (args[i] == QLatin1String("--runs"))
            runs = std::max(1, args[++i].toInt());
    }
    if (!QFile::exists(path)) {
        std::fprintf(stderr, "bench_report: %s is missing (run bench_profile once, or --db)\n",
                     qPrintable(path));
        return 1;
    }
    db::OpenError err{};
    QString msg;
    auto c = db::Connection::open(path, &err, &msg);
    if (!c) {
        std::fprintf(stderr, "bench_report: %s\n", qPrintable(msg));
        return 1;
    }
    const qint64 rows = c->scalarInt(u"SELECT max(rowid) FROM t").value_or(0);
    std::printf("database %s: %lld rows, %.0f MB\n", qPrintable(path), static_cast<long long>(rows),
                double(c->info().fileSize) / 1e6);

    Figure scan;
    for (int r = 0; r < runs; ++r) {
        resetPeak();
        QElapsedTimer t;
        t.start();
        db::Statement s = c->prepare(u"SELECT id FROM t");
        qint64 n = 0, bytes = 0;
        while (s.next()) {
            bytes += qint64(s.textView(0).size());
            ++n;
        }
        scan.ms = std::min(scan.ms, double(t.nsecsElapsed()) / 1e6);
        scan.peakKb = statusKb("VmHWM:");
        if (n != rows)
            std::fprintf(stderr, "scan read %lld rows\n", static_cast<long long>(n));
    }
    std::printf("%-34s %10.0f ms   peak RSS %6lld MB\n", "baseline: SELECT id FROM t", scan.ms,
                static_cast<long long>(scan.peakKb / 1024));

    QTemporaryDir out;
    struct Case {
        const char* name;
        bool full;
        bool locality;
    };
    for (const Case& k :
         {Case{"report, sample (default)", false, false}, Case{"report, full scan", true, false},
          Case{"report, full scan + locality", true, true}}) {
        Figure f;
        for (int r = 0; r < runs; ++r) {
            resetPeak();
            QElapsedTimer t;
            t.start();
            report::DatabaseReportOptions o;
            o.full = k.full;
            if (k.locality)
                o.scope.locality = {{QStringLiteral("t"), QStringLiteral("id")}};
            qint64 calls = 0;
            report::ReportHooks hooks;
            hooks.progress = [&calls](qint64, qint64, const QString&) {
                ++calls;
                return true;
            };
            const report::ReportDocument doc = report::buildDatabaseReport(*c, o, hooks);
            const QString html = out.filePath(QStringLiteral("r.html"));
            QString error;
            if (!report::saveReport(doc, report::ReportFormat::Html, html, &error))
                std::fprintf(stderr, "%s\n", qPrintable(error));
            f.ms = std::min(f.ms, double(t.nsecsElapsed()) / 1e6);
            f.peakKb = std::max(f.peakKb, statusKb("VmHWM:"));
            f.bytes = QFile(html).size();
            if (r == 0)
                std::fprintf(stderr, "  (%lld progress calls)\n", static_cast<long long>(calls));
        }
        std::printf("%-34s %10.0f ms   peak RSS %6lld MB   %.2fx scan   HTML %lld KB\n", k.name,
                    f.ms, static_cast<long long>(f.peakKb / 1024), f.ms / scan.ms,
                    static_cast<long long>(f.bytes / 1024));
    }
    return 0;
}

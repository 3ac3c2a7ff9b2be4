// The data browser's first page on a server: a fresh source by name fetching the first 500
// rows in key order (every column), reading the schema it pages by, as a first job does. Prints the
// median, minimum and maximum of RUNS such opens-to-first-page, of the page alone on an open
// source, and of a page job through the runner on its kept connection, as the browser asks (target:
// first page <= 20 ms). Usage: bench_pgpage URI TABLE [RUNS=20]
#include "db/jobrunner.h"
#include "db/keysetpager.h"
#include "db/opensource.h"
#include "db/schema.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace idscope;

namespace {

db::PageRequest firstPage(const db::TableInfo& t)
{
    db::PageRequest r;
    r.table = t.name;
    r.keyColumns = db::keyColumnsFor(t);
    for (const db::ColumnInfo& c : t.columns)
        r.columns << c.name;
    r.limit = 500;
    return r;
}

void print(const char* what, std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    std::printf("%-34s median %7.2f ms   min %7.2f   max %7.2f   (%zu runs)\n", what,
                ms[ms.size() / 2], ms.front(), ms.back(), ms.size());
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: bench_pgpage URI TABLE [RUNS]\n");
        return 2;
    }
    const QString uri = args.at(1);
    const QString table = args.at(2);
    const int runs = args.size() > 3 ? std::max(1, args.at(3).toInt()) : 20;
    // The request as the browser builds it from the session's schema (read once, at open).
    db::PageRequest r;
    {
        db::OpenError err = db::OpenError::None;
        QString message;
        const std::unique_ptr<db::Source> s = db::openSource(uri, &err, &message);
        if (!s) {
            std::fprintf(stderr, "cannot open: %s\n", qPrintable(message));
            return 1;
        }
        const db::Schema schema = s->readSchema();
        const db::TableInfo* t = schema.table(table);
        if (!t) {
            std::fprintf(stderr, "no table %s\n", qPrintable(table));
            return 1;
        }
        r = firstPage(*t);
    }
    std::vector<double> cold, warm;
    int rows = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer clock;
        clock.start();
        db::OpenError err = db::OpenError::None;
        QString message;
        const std::unique_ptr<db::Source> s = db::openSource(uri, &err, &message);
        if (!s) {
            std::fprintf(stderr, "cannot open: %s\n", qPrintable(message));
            return 1;
        }
        const db::Page p = s->fetchPage(r); // reads the schema it pages by, as a job does
        cold.push_back(double(clock.nsecsElapsed()) / 1e6);
        if (!p.error.isEmpty()) {
            std::fprintf(stderr, "page: %s\n", qPrintable(p.error));
            return 1;
        }
        rows = int(p.rows.size());
        clock.restart();
        const db::Page again = s->fetchPage(r);
        warm.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    // The way the browser asks: a page job through the session's runner, from start to its
    // delivery on this thread. After the first, jobs run on the runner's kept connection.
    std::vector<double> jobs;
    db::JobRunner runner(nullptr, 2);
    runner.setDatabase(uri);
    db::JobSlot slot;
    QObject owner;
    for (int i = 0; i <= runs; ++i) {
        QElapsedTimer clock;
        clock.start();
        QEventLoop loop;
        bool ok = false;
        runner.startOnSource(
            slot, [r](db::JobContext& ctx) { return ctx.source().fetchPage(r); }, &owner,
            [&](db::JobOutcome<db::Page> p) {
                ok = p.isDone() && p.value().error.isEmpty();
                loop.quit();
            });
        loop.exec();
        if (!ok) {
            std::fprintf(stderr, "page job failed\n");
            return 1;
        }
        if (i > 0) // the first one connects
            jobs.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    std::printf("first page of %s: %d rows\n", qPrintable(table), rows);
    print("open, schema and first page", cold);
    print("first page on an open source", warm);
    print("page job, kept connection", jobs);
    return 0;
}

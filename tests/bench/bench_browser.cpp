// The data browser's paging on a 10-million-row table: time to the first page (open + First),
// to the last page, to a page after a key in the middle, to a filtered page (a one-hour
// BETWEEN window on the ULID column), and RSS before and after walking 1,000 pages (memory must
// stay flat). Targets: first and last page < 0.2 s. The sqlite3 shell reading the whole id
// column is printed for context.
// Usage: bench_browser [N_MILLIONS=10] [--dir DIR (default /tmp/bp_browser)] [--runs R]
#include "db/connection.h"
#include "db/keysetpager.h"
#include "db/schema.h"
#include "ids/reverse.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>

#include <sqlite3.h>

#include <algorithm>
#include <cstdio>
#include <optional>

using namespace idscope;

namespace {

const char kCrockford[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
__extension__ typedef unsigned __int128 U128;
constexpr qint64 kBaseMs = 1735689600000; // 2025-01-01
// One row every 3.153 s: 10 M rows span a year, so a one-hour window holds ~1,140 rows.
constexpr qint64 kStepMs = 3153;

qint64 rssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

bool exec(sqlite3* db, const char* sql)
{
    char* err = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
        std::fprintf(stderr, "sqlite: %s\n", err);
        sqlite3_free(err);
        return false;
    }
    return true;
}

qint64 existingRows(const QString& path)
{
    if (!QFileInfo::exists(path))
        return -1;
    sqlite3* db = nullptr;
    qint64 n = -1;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) ==
        SQLITE_OK) {
        sqlite3_stmt* st = nullptr;
        if (sqlite3_prepare_v2(db, "SELECT max(rowid) FROM t", -1, &st, nullptr) == SQLITE_OK &&
            sqlite3_step(st) == SQLITE_ROW)
            n = sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return n;
}

// The browser's typical table: a rowid table keyed by TEXT ULIDs (like the demo's users), with
// a payload column; inserted in key order so the generation stays fast.
bool generate(const QString& path, qint64 rows)
{
    QFile::remove(path);
    sqlite3* db = nullptr;
    if (sqlite3_open(path.toUtf8().constData(), &db) != SQLITE_OK)
        return false;
    exec(db, "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-131072");
    if (!exec(db, "CREATE TABLE t(id TEXT PRIMARY KEY, n INTEGER, note TEXT)") ||
        !exec(db, "BEGIN"))
        return false;
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO t VALUES (?, ?, ?)", -1, &st, nullptr);
    QRandomGenerator g(2026);
    QElapsedTimer t;
    t.start();
    char note[24];
    for (qint64 i = 0; i < rows; ++i) {
        const quint64 ms = quint64(kBaseMs + i * kStepMs);
        char s[26];
        U128 v = U128(ms & 0xFFFFFFFFFFFFULL) << 80;
        v |= U128(g.generate64() & 0xFFFF) << 64;
        v |= g.generate64();
        for (int k = 25; k >= 0; --k) {
            s[k] = kCrockford[int(v & 31)];
            v >>= 5;
        }
        sqlite3_bind_text(st, 1, s, 26, SQLITE_TRANSIENT);
        sqlite3_bind_int64(st, 2, i);
        const int len = std::snprintf(note, sizeof note, "row %lld", (long long)i);
        sqlite3_bind_text(st, 3, note, len, SQLITE_TRANSIENT);
        if (sqlite3_step(st) != SQLITE_DONE) {
            std::fprintf(stderr, "insert failed: %s\n", sqlite3_errmsg(db));
            return false;
        }
        sqlite3_reset(st);
        if ((i + 1) % 1000000 == 0)
            std::fprintf(stderr, "  %lld M rows (%.1f s)\n", (long long)((i + 1) / 1000000),
                         double(t.elapsed()) / 1000.0);
    }
    sqlite3_finalize(st);
    const bool ok = exec(db, "COMMIT");
    sqlite3_close(db);
    return ok;
}

double shellSeconds(const QString& path)
{
    QProcess p;
    p.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral("sqlite3"), {path, QStringLiteral("SELECT id FROM t")});
    if (!p.waitForFinished(-1) || p.exitCode() != 0)
        return -1;
    return double(t.nsecsElapsed()) / 1e9;
}

struct Timed {
    double seconds = 1e9;
    db::Page page;
};

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    qint64 millions = 10;
    QString dir = QStringLiteral("/tmp/bp_browser");
    int runs = 3;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--dir") && i + 1 < args.size())
            dir = args[++i];
        else if (args[i] == QLatin1String("--runs") && i + 1 < args.size())
            runs = std::max(1, args[++i].toInt());
        else
            millions = std::max<qint64>(1, args[i].toLongLong());
    }
    QDir().mkpath(dir);
    const qint64 rows = millions * 1000000;
    const QString path = QDir(dir).filePath(QStringLiteral("browser_ulid_1y.sqlite"));
    if (existingRows(path) != rows) {
        QElapsedTimer g;
        g.start();
        if (!generate(path, rows)) {
            std::fprintf(stderr, "cannot generate %s\n", qPrintable(path));
            return 1;
        }
        std::printf("generated %s in %.1f s (%.0f MB)\n", qPrintable(path),
                    double(g.elapsed()) / 1000, double(QFileInfo(path).size()) / 1e6);
    }
    shellSeconds(path); // warm the page cache
    const double shell = shellSeconds(path);
    std::printf("bench_browser: %lld rows in %s\nsqlite3 shell \"SELECT id FROM t\": %.3f s\n",
                (long long)rows, qPrintable(path), shell);

    db::PageRequest base;
    base.table = QStringLiteral("t");
    base.columns = {QStringLiteral("id"), QStringLiteral("n"), QStringLiteral("note")};
    base.limit = 500;
    QString error;

    // Each figure is the best of `runs`, each run on a fresh connection (what a job does).
    auto measure = [&](const db::PageRequest& r, bool withSchema) {
        Timed best;
        for (int i = 0; i < runs; ++i) {
            QElapsedTimer t;
            t.start();
            db::OpenError e = db::OpenError::None;
            auto c = db::Connection::open(path, &e, &error);
            if (!c)
                return best;
            db::PageRequest q = r;
            if (withSchema) { // the browser knows the schema already; include it anyway
                const db::Schema s = db::readSchema(*c);
                q.keyColumns = db::keyColumnsFor(*s.table(QStringLiteral("t")));
            }
            db::Page p = db::fetchPage(*c, q);
            const double sec = double(t.nsecsElapsed()) / 1e9;
            if (!p.error.isEmpty())
                std::fprintf(stderr, "page error: %s\n", qPrintable(p.error));
            if (sec < best.seconds)
                best = {sec, p};
        }
        return best;
    };

    db::PageRequest first = base;
    first.keyColumns = {QStringLiteral("rowid")};
    const Timed f = measure(first, true);
    db::PageRequest last = first;
    last.direction = db::PageDirection::Last;
    const Timed l = measure(last, true);
    db::PageRequest mid = first;
    mid.direction = db::PageDirection::After;
    mid.key = {QVariant(qint64(rows / 2))};
    const Timed m = measure(mid, false);
    // One hour in the middle of the data: the browser's (id, rowid) order over the id index.
    const Instant from = Instant::fromUnixMs(kBaseMs + rows / 2 * kStepMs);
    const Instant to = Instant::fromUnixMs(kBaseMs + rows / 2 * kStepMs + 3600 * 1000);
    const IdBounds b = boundsFor(Format::Ulid, from, to);
    db::PageRequest filt = base;
    filt.keyColumns = {QStringLiteral("id"), QStringLiteral("rowid")};
    filt.filter = {QStringLiteral("id"), b.lower, b.upper};
    const Timed fl = measure(filt, false);
    db::PageRequest filtLast = filt;
    filtLast.direction = db::PageDirection::Last;
    const Timed fll = measure(filtLast, false);
    // The status line's count of the window (a job in the browser), over the same index.
    QElapsedTimer ct;
    ct.start();
    std::optional<qint64> matching;
    {
        db::OpenError oe = db::OpenError::None;
        if (auto cc = db::Connection::open(path, &oe, &error))
            matching = db::countMatching(*cc, filt);
    }
    const double countSeconds = double(ct.nsecsElapsed()) / 1e9;

    std::printf("first page      %.4f s (%lld rows, target < 0.2 s)\n", f.seconds,
                (long long)f.page.rows.size());
    std::printf("last page       %.4f s (%lld rows, target < 0.2 s; last rowid %s)\n", l.seconds,
                (long long)l.page.rows.size(), qPrintable(l.page.lastKey.value(0).toString()));
    std::printf("page after mid  %.4f s (%lld rows)\n", m.seconds, (long long)m.page.rows.size());
    std::printf("filtered 1 h    %.4f s first page, %.4f s last page (%lld rows shown); count "
                "%lld rows in %.4f s\n",
                fl.seconds, fll.seconds, (long long)fl.page.rows.size(),
                (long long)matching.value_or(-1), countSeconds);

    // Walk 1,000 pages forward from the first on one connection: RSS must not grow with it.
    db::OpenError e = db::OpenError::None;
    auto c = db::Connection::open(path, &e, &error);
    if (!c)
        return 1;
    db::Page p = db::fetchPage(*c, first);
    const qint64 rssBefore = rssKb();
    QElapsedTimer walk;
    walk.start();
    db::PageRequest next = first;
    next.direction = db::PageDirection::After;
    qint64 walked = 0;
    for (int i = 0; i < 1000 && !p.atEnd; ++i) {
        next.key = p.lastKey;
        p = db::fetchPage(*c, next);
        walked += p.rows.size();
    }
    const qint64 rssAfter = rssKb();
    std::printf("walk 1000 pages %.3f s (%lld rows, %.2f ms/page) | RSS before %.1f MB, after "
                "%.1f MB (growth %.1f MB)\n",
                double(walk.elapsed()) / 1000, (long long)walked, double(walk.elapsed()) / 1000.0,
                double(rssBefore) / 1024, double(rssAfter) / 1024,
                double(rssAfter - rssBefore) / 1024);

    int rc = 0;
    if (f.seconds >= 0.2 || l.seconds >= 0.2 || f.page.rows.size() != 500 ||
        l.page.rows.size() != 500) {
        std::printf("TARGET MISSED: first/last page must be < 0.2 s\n");
        rc = 1;
    }
    // Page cache of the connection (SQLite's default ~2 MB) plus one page: anything near
    // the table's size would mean the walk kept rows.
    if (rssAfter - rssBefore > 32 * 1024) {
        std::printf("TARGET MISSED: memory grew by more than 32 MB over 1000 pages\n");
        rc = 1;
    }
    return rc;
}

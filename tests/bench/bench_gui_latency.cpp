// Event-loop latency of the GUI thread while the database session works: a 5 ms timer records
// the gap between its ticks (1) while a 10M-row file opens and its sample profiles and exact
// counts run, and (2) while the table is profiled fully. Target: no gap reaches 100 ms
// (the GUI thread is never blocked for more than 100 ms). Exit status 1 when missed.
// Reuses /tmp/bp/ulid_text.sqlite (bench_profile's file) when it holds N M rows, else builds a
// TEXT ULID table `t(id)` in DIR.
// Usage: bench_gui_latency [N_MILLIONS=10] [--dir DIR=/tmp/bp_latency]
#include "database/databasesession.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTimer>

#include <sqlite3.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace idscope;

namespace {

const char kCrockford[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
__extension__ typedef unsigned __int128 U128;

qint64 existingRows(const QString& path)
{
    if (!QFileInfo::exists(path))
        return -1;
    sqlite3* db = nullptr;
    qint64 n = -1;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) ==
        SQLITE_OK) {
        sqlite3_stmt* st = nullptr;
        if (sqlite3_prepare_v2(db,
                               "SELECT max(rowid), (SELECT count(*) FROM pragma_table_info('t')) "
                               "FROM t",
                               -1, &st, nullptr) == SQLITE_OK &&
            sqlite3_step(st) == SQLITE_ROW && sqlite3_column_int(st, 1) == 1)
            n = sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return n;
}

// bench_profile's TEXT ULID table: ~3 IDs per ms, inserted in key order.
bool generate(const QString& path, qint64 rows)
{
    QFile::remove(path);
    sqlite3* db = nullptr;
    if (sqlite3_open(path.toUtf8().constData(), &db) != SQLITE_OK)
        return false;
    sqlite3_exec(db, "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-65536",
                 nullptr, nullptr, nullptr);
    if (sqlite3_exec(db, "CREATE TABLE t(id TEXT PRIMARY KEY); BEGIN", nullptr, nullptr, nullptr) !=
        SQLITE_OK)
        return false;
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO t VALUES (?)", -1, &st, nullptr);
    QRandomGenerator g(2026);
    const qint64 base = 1735689600000; // 2025-01-01
    for (qint64 i = 0; i < rows; ++i) {
        const quint64 ms = quint64(base + i / 3);
        char s[26];
        U128 v = U128(ms & 0xFFFFFFFFFFFFULL) << 80;
        v |= U128(((quint64(i % 3)) << 14) | (g.generate64() & 0x3FFF)) << 64;
        v |= g.generate64();
        for (int k = 25; k >= 0; --k) {
            s[k] = kCrockford[int(v & 31)];
            v >>= 5;
        }
        sqlite3_bind_text(st, 1, s, 26, SQLITE_TRANSIENT);
        if (sqlite3_step(st) != SQLITE_DONE)
            return false;
        sqlite3_reset(st);
        if ((i + 1) % 1000000 == 0)
            std::fprintf(stderr, "  %lld M rows\n", (long long)((i + 1) / 1000000));
    }
    sqlite3_finalize(st);
    const bool ok = sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

// Records the gaps between the ticks of a 5 ms timer, and what the session said meanwhile, so
// a long gap can be pinned on the slot that ran just before it ended.
class Probe : public QObject {
public:
    explicit Probe(QObject* parent) : QObject(parent)
    {
        timer_.setTimerType(Qt::PreciseTimer);
        timer_.setInterval(5);
        connect(&timer_, &QTimer::timeout, this, [this] {
            const qint64 now = clock_.nsecsElapsed();
            const qint64 gap = now - last_;
            gaps_.push_back(gap);
            if (gap > worst_) {
                worst_ = gap;
                worstAfter_ = lastEvent_;
            }
            last_ = now;
        });
    }
    void start(const char* phase)
    {
        phase_ = phase;
        gaps_.clear();
        worst_ = 0;
        worstAfter_.clear();
        clock_.start();
        last_ = 0;
        timer_.start();
    }
    void note(const QString& event) { lastEvent_ = event; }
    // Prints the phase's figures; true when the target is met.
    bool stop(double wallSeconds)
    {
        timer_.stop();
        std::vector<qint64> g = gaps_;
        std::sort(g.begin(), g.end());
        const double maxMs = g.empty() ? 0 : double(g.back()) / 1e6;
        const double p99 = g.empty() ? 0 : double(g[size_t(double(g.size() - 1) * 0.99)]) / 1e6;
        const bool ok = maxMs < 100;
        std::printf("%-34s wall %7.2f s | ticks %6zu | gap p99 %6.1f ms, max %6.1f ms "
                    "(target < 100) %s\n",
                    phase_, wallSeconds, g.size(), p99, maxMs, ok ? "ok" : "MISSED");
        std::printf("    longest gap came after: %s\n",
                    worstAfter_.isEmpty() ? "(no session signal yet)" : qPrintable(worstAfter_));
        return ok;
    }

private:
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 last_ = 0;
    qint64 worst_ = 0;
    std::vector<qint64> gaps_;
    const char* phase_ = "";
    QString lastEvent_;
    QString worstAfter_;
};

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    qint64 millions = 10;
    QString dir = QStringLiteral("/tmp/bp_latency");
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--dir") && i + 1 < args.size())
            dir = args[++i];
        else
            millions = std::max<qint64>(1, args[i].toLongLong());
    }
    const qint64 rows = millions * 1000000;
    QString path = QStringLiteral("/tmp/bp/ulid_text.sqlite");
    if (existingRows(path) != rows) {
        QDir().mkpath(dir);
        path = QDir(dir).filePath(QStringLiteral("ulid_text.sqlite"));
        if (existingRows(path) != rows) {
            std::fprintf(stderr, "generating %s (%lld M rows)…\n", qPrintable(path),
                         (long long)millions);
            if (!generate(path, rows)) {
                std::fprintf(stderr, "cannot generate %s\n", qPrintable(path));
                return 1;
            }
        }
    }
    std::printf("bench_gui_latency: %s, %lld M rows\n", qPrintable(path), (long long)millions);

    DatabaseSession session;
    Probe probe(&app);
    QElapsedTimer wall;
    const auto stamp = [&](const QString& what) {
        probe.note(QStringLiteral("%1 at %2 ms").arg(what).arg(wall.elapsed()));
    };
    QObject::connect(&session, &DatabaseSession::opened, &app,
                     [&] { stamp(QStringLiteral("opened")); });
    QObject::connect(&session, &DatabaseSession::rowCountChanged, &app, [&](const QString& t) {
        stamp(QStringLiteral("rowCountChanged(%1)").arg(t));
    });
    QObject::connect(&session, &DatabaseSession::profileChanged, &app,
                     [&](const QString& t) { stamp(QStringLiteral("profileChanged(%1)").arg(t)); });
    QObject::connect(&session, &DatabaseSession::fullProfileProgress, &app,
                     [&](const QString&, qint64 done, qint64 total) {
                         stamp(QStringLiteral("fullProfileProgress %1/%2").arg(done).arg(total));
                     });
    QObject::connect(&session, &DatabaseSession::samplesFinished, &app,
                     [&] { stamp(QStringLiteral("samplesFinished")); });
    QObject::connect(&session, &DatabaseSession::countsFinished, &app,
                     [&] { stamp(QStringLiteral("countsFinished")); });
    QObject::connect(&session, &DatabaseSession::fullProfileFinished, &app,
                     [&] { stamp(QStringLiteral("fullProfileFinished")); });

    int rc = 0;
    // Phase 1: open, then the sample profile and the exact count that follow on their own.
    {
        QEventLoop loop;
        bool samples = false, counts = false;
        const auto done = [&] {
            if (samples && counts)
                loop.quit();
        };
        QObject::connect(&session, &DatabaseSession::samplesFinished, &loop, [&] {
            samples = true;
            done();
        });
        QObject::connect(&session, &DatabaseSession::countsFinished, &loop, [&] {
            counts = true;
            done();
        });
        QObject::connect(&session, &DatabaseSession::openFailed, &loop,
                         [&](const QString&, const QString& m) {
                             std::fprintf(stderr, "open failed: %s\n", qPrintable(m));
                             loop.exit(2);
                         });
        probe.start("open + sample profile + exact count");
        wall.start();
        session.open(path);
        if (loop.exec() == 2)
            return 1;
        if (!probe.stop(double(wall.nsecsElapsed()) / 1e9))
            rc = 1;
        const auto count = session.rowCount(QStringLiteral("t"));
        std::printf("    rows %lld (%s)\n", (long long)count.rows, count.exact ? "exact" : "≈");
    }
    // Phase 2: the full profile of every column.
    {
        QEventLoop loop;
        QString error;
        bool cancelled = false;
        QObject::connect(&session, &DatabaseSession::fullProfileFinished, &loop,
                         [&](const QString&, bool c, const QString& e) {
                             cancelled = c;
                             error = e;
                             loop.quit();
                         });
        probe.start("full profile");
        wall.start();
        session.profileFully(QStringLiteral("t"));
        loop.exec();
        if (!probe.stop(double(wall.nsecsElapsed()) / 1e9))
            rc = 1;
        const analysis::TableProfile* p = session.profile(QStringLiteral("t"));
        std::printf("    profiled %lld rows%s%s\n", p ? (long long)p->rows : -1LL,
                    cancelled ? ", cancelled" : "", qPrintable(error));
        if (cancelled || !error.isEmpty())
            rc = 1;
    }
    return rc;
}

// Scrubbing speed of the in-memory timeline: generates the seed's entity_versions shape
// (10k entities × 100 versions, 100k × 10) into /tmp/bp_timeline/ once, then times the load
// and 1000 random slider steps (half one slider pixel, half anywhere), printing p50/p99/max
// per step (target: ≤ 16 ms for 10k entities) and the process RSS.
#include "analysis/timeline.h"
#include "db/connection.h"
#include "db/schema.h"
#include "sqlitefixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>

using namespace idscope;
using namespace idscope::analysis;

namespace {

qint64 rssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (const QByteArray& l : lines) {
        if (l.startsWith("VmRSS:"))
            return l.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

constexpr qint64 kBase = 1735689600; // 2025-01-01T00:00:00Z
constexpr qint64 kSpan = 365 * 86400;

bool generate(const QString& path, qint64 entities, qint64 versions)
{
    if (QFileInfo::exists(path))
        return true;
    const QString tmp = path + QStringLiteral(".tmp");
    QFile::remove(tmp);
    {
        testdb::Writer w(tmp);
        const qint64 n = entities * versions;
        // Version i belongs to entity i % entities; time grows with i, with a jitter that puts
        // several versions in one second and some out of order; 2 % are deletes.
        const QString sql =
            QStringLiteral(
                "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;"
                "CREATE TABLE entity_versions (id TEXT PRIMARY KEY, entity_type TEXT NOT NULL,"
                " entity_id TEXT NOT NULL, version_number INTEGER NOT NULL,"
                " changed_at INTEGER NOT NULL, data TEXT NOT NULL, changed_by TEXT);"
                "WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < %1)"
                " INSERT INTO entity_versions SELECT 'v' || i,"
                " CASE i % 4 WHEN 0 THEN 'page' WHEN 1 THEN 'product' WHEN 2 THEN 'price'"
                " ELSE 'setting' END, 'e' || (i % %2), i / %2 + 1,"
                " %3 + i * %4 / %5 + (i * 2654435761) % 7 - 3,"
                " CASE WHEN (i * 7919) % 50 = 0 THEN '{\"deleted\":true}'"
                " ELSE json_object('title', 'title ' || i, 'n', i / %2, 'price', i % 1000) END,"
                " 'u' || (i % 17) FROM s;"
                "CREATE INDEX entity_versions_entity_time ON entity_versions(entity_id, changed_at,"
                " version_number);")
                .arg(n - 1)
                .arg(entities)
                .arg(kBase)
                .arg(kSpan)
                .arg(n);
        if (!w.exec(sql))
            return false;
    }
    return QFile::rename(tmp, path);
}

struct Stats {
    double p50 = 0, p99 = 0, max = 0;
};

Stats stats(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    Stats s;
    s.p50 = v[v.size() / 2];
    s.p99 = v[std::min(v.size() - 1, v.size() * 99 / 100)];
    s.max = v.back();
    return s;
}

void run(const QString& path, qint64 entities, qint64 versions)
{
    QElapsedTimer gen;
    gen.start();
    if (!generate(path, entities, versions)) {
        std::printf("cannot generate %s\n", qPrintable(path));
        return;
    }
    std::printf("\n%lld entities x %lld versions (%s, ready in %.1f s)\n", entities, versions,
                qPrintable(path), double(gen.elapsed()) / 1000.0);
    db::OpenError oe;
    QString msg;
    auto c = db::Connection::open(path, &oe, &msg);
    if (!c) {
        std::printf("open failed: %s\n", qPrintable(msg));
        return;
    }
    VersionTableMapping m;
    m.table = QStringLiteral("entity_versions");
    m.entityType = QStringLiteral("entity_type");
    m.entityKey = QStringList{QStringLiteral("entity_id")};
    m.versionNumber = QStringLiteral("version_number");
    m.changedAt = QStringLiteral("changed_at");
    m.payload = QStringList{QStringLiteral("data")};
    m.author = QStringLiteral("changed_by");
    m.jsonDeletedFlag = true;

    const qint64 rss0 = rssKb();
    QElapsedTimer t;
    t.start();
    const auto shared =
        std::make_shared<const VersionTimeline>(VersionTimeline::load(*c, db::readSchema(*c), m));
    const VersionTimeline& tl = *shared;
    TimelineCursor cur(shared);
    const double loadMs = double(t.nsecsElapsed()) / 1e6;
    const qint64 rss1 = rssKb();
    std::printf("load: %.0f ms, %d versions, %d entities, RSS %+lld KiB (%.1f bytes/version "
                "incl. entity keys), total RSS %lld KiB\n",
                loadMs, tl.versionCount(), tl.entityCount(), rss1 - rss0,
                double(rss1 - rss0) * 1024.0 / std::max(1, tl.versionCount()), rss1);

    QRandomGenerator rng(42);
    const qint64 first = tl.firstChange()->seconds, last = tl.lastChange()->seconds;
    const qint64 pixel = std::max<qint64>(1, (last - first) / 1000); // one step of a 1000 px slider
    for (const bool large : {false, true}) {
        std::vector<double> steps;
        qint64 at = first + (last - first) / 2;
        cur.seek(Instant::fromUnixSeconds(at));
        QList<int> touched;
        qint64 touchedTotal = 0;
        for (int i = 0; i < 1000; ++i) {
            if (large)
                at = first - 10 + qint64(rng.bounded(quint64(last - first + 20)));
            else
                at = std::clamp(at + (rng.bounded(2) ? pixel : -pixel), first - 1, last + 1);
            touched.clear();
            t.restart();
            cur.seek(Instant::fromUnixSeconds(at), &touched);
            steps.push_back(double(t.nsecsElapsed()) / 1e6);
            touchedTotal += touched.size();
        }
        const Stats s = stats(steps);
        std::printf("%s steps x1000: p50 %.3f ms, p99 %.3f ms, max %.3f ms (mean %lld entities "
                    "touched per step) — target <= 16 ms: %s\n",
                    large ? "large (anywhere)" : "small (1 px)   ", s.p50, s.p99, s.max,
                    touchedTotal / 1000, s.max <= 16.0 ? "met" : "MISSED");
    }
    t.restart();
    const QList<qint64> ticks = tl.changeTicks(1000);
    std::printf("changeTicks(1000): %.2f ms\n", double(t.nsecsElapsed()) / 1e6);
    // One screenful of payloads on demand.
    QList<VersionRef> refs;
    for (int e = 0; e < 50; ++e) {
        const int v = cur.currentVersion(e);
        if (v >= 0)
            refs << tl.ref(v);
    }
    t.restart();
    const VersionRows fetched = fetchVersionRows(*c, db::readSchema(*c), m, refs);
    if (!fetched.error.isEmpty())
        std::printf("fetch failed: %s\n", qPrintable(fetched.error));
    std::printf("fetch %lld visible rows: %.2f ms\n", qint64(fetched.rows.size()),
                double(t.nsecsElapsed()) / 1e6);
    Q_UNUSED(ticks);
}

} // namespace

int main()
{
    const QString dir = QStringLiteral("/tmp/bp_timeline");
    QDir().mkpath(dir);
    run(dir + QStringLiteral("/10k_x_100.db"), 10000, 100);
    run(dir + QStringLiteral("/100k_x_10.db"), 100000, 10);
    return 0;
}

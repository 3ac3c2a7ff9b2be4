// libFuzzer target over a database image: the bytes are written to a file and opened through
// the one access point (db::Connection, read-only with every protection), then the schema is
// read and each of the first tables gets a sample profile, the key-locality analysis (with
// dbstat's leaf metrics) and the cursor-gap analysis of its main ID column.
#include "analysis/cursorgaps.h"
#include "analysis/locality.h"
#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/schema.h"
#include "replay.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstdlib>

using namespace idscope;

namespace {

constexpr int kMaxTables = 4;
constexpr qint64 kNowMs = 1796083200000;

void analyseTable(db::Connection& c, const db::Schema& schema, const db::TableInfo& t)
{
    analysis::ProfileOptions po;
    po.nowMs = kNowMs;
    po.sampleSize = 300;
    const analysis::TableProfile p = analysis::profileTable(c, schema, t.name, po);
    QString column = analysis::mainIdColumn(t, &p);
    if (column.isEmpty() && !t.columns.isEmpty())
        column = t.columns.first().name;

    analysis::LocalityOptions lo;
    lo.table = t.name;
    lo.gridColumns = 32;
    lo.gridRows = 32;
    (void)analysis::analyseLocality(c, schema, lo);
    if (!column.isEmpty() && t.primaryKey().value(0) != column) {
        lo.column = column;
        (void)analysis::analyseLocality(c, schema, lo);
    }

    if (column.isEmpty())
        return;
    analysis::GapsOptions go;
    go.column = column;
    const analysis::GapsResult g = analysis::analyseGaps(c, t, go);
    if (g.error.isEmpty()) {
        (void)analysis::missesWithWindow(g, 1000);
        (void)analysis::missesWithHoldBack(g, 2);
        (void)analysis::gapsAdvice(g);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static QTemporaryDir dir;
    if (!dir.isValid())
        std::abort();
    const QString path = dir.filePath(QStringLiteral("fuzz.db"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            f.write(reinterpret_cast<const char*>(data), qint64(size)) != qint64(size))
            std::abort();
    }
    db::OpenError error = db::OpenError::None;
    QString message;
    const auto c = db::Connection::open(path, &error, &message);
    if (!c)
        return 0;
    const db::Schema schema = db::readSchema(*c);
    int analysed = 0;
    for (const db::TableInfo& t : schema.tables) {
        if (t.kind != db::TableInfo::Kind::Table || !t.error.isEmpty())
            continue;
        analyseTable(*c, schema, t);
        if (++analysed == kMaxTables)
            break;
    }
    return 0;
}

QList<QByteArray> replayInputs(const QByteArray& file)
{
    return {file};
}

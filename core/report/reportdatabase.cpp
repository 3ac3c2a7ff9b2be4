#include "reportdatabase.h"

#include "report/json/asofjson.h"
#include "report/json/contract.h"
#include "reportmeasures.h"

#include "analysis/asof.h"
#include "analysis/instanthistogram.h"
#include "analysis/versionrows.h"
#include "analysis/versiontable.h"
#include "db/schema.h"
#include "db/source.h"
#include "ids/timezone.h"
#include "report/json/jsonwriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>

namespace idscope::report {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::report", s);
}

QString yesNo(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}

QString anomaliesText(const analysis::ColumnProfile& c)
{
    QStringList parts;
    for (const analysis::Anomaly& a : c.anomalies)
        parts << QStringLiteral("%1 %2").arg(
            analysis::anomalyName(a.kind),
            analysis::countText(analysis::anomalyEstimate(c, a), QLocale::c()));
    return parts.join(QStringLiteral("; "));
}

QString formatMixText(const analysis::ColumnProfile& c)
{
    QStringList parts;
    const qint64 nonNull = std::max<qint64>(1, c.nonNull());
    for (const auto& [name, count] : mergedFormatCounts(c)) {
        if (c.design.isSample()) { // an estimate with its interval, never as if exact
            parts << QStringLiteral("%1 %2").arg(
                name, analysis::shareText(analysis::estimateShare(c.design, count, c.nonNull()), 1,
                                          QLocale::c()));
            continue;
        }
        parts << QStringLiteral("%1 %2 %").arg(name).arg(QString::number(
            100.0 * double(count) / double(nonNull), 'f', count == nonNull ? 0 : 1));
    }
    return parts.join(QStringLiteral(" · "));
}

ReportTable columnsTable(const analysis::TableProfile& p, const db::TableInfo* info)
{
    ReportTable t;
    t.id = QStringLiteral("columns");
    t.caption = tr("ID and time columns");
    t.columns = {{"column", tr("Column"), ValueKind::Text},
                 {"declared_type", tr("Type"), ValueKind::Text},
                 {"primary_key", tr("Key"), ValueKind::Bool},
                 {"role", tr("Role"), ValueKind::Text},
                 {"format", tr("Format"), ValueKind::Text},
                 {"format_mix", tr("Format mix"), ValueKind::Text},
                 {"min_time", tr("Earliest"), ValueKind::Text},
                 {"max_time", tr("Latest"), ValueKind::Text},
                 {"rows_seen", tr("Rows read"), ValueKind::Count},
                 {"nulls", tr("NULL"), ValueKind::Count},
                 {"anomalies", tr("Anomalies"), ValueKind::Text}};
    for (const analysis::ColumnProfile& c : p.columns) {
        if (!c.dominant ||
            (c.role != analysis::ColumnRole::Id && c.role != analysis::ColumnRole::Time))
            continue;
        const Precision shown = report::profileTimePrecision(c);
        t.rows.append({c.column, c.declaredType, yesNo(isKeyColumn(c, info)),
                       analysis::roleName(c.role), formatName(*c.dominant), formatMixText(c),
                       profileTimeText(c.minTime, shown), profileTimeText(c.maxTime, shown),
                       QString::number(c.rowsSeen), QString::number(c.nulls), anomaliesText(c)});
    }
    return t;
}

ReportTable anomaliesTable(const analysis::TableProfile& p)
{
    ReportTable t;
    t.id = QStringLiteral("anomalies");
    t.caption = tr("Anomalies");
    t.columns = {{"column", tr("Column"), ValueKind::Text},
                 {"kind", tr("Kind"), ValueKind::Text},
                 {"count", tr("Count"), ValueKind::Count},
                 {"detail", tr("Detail"), ValueKind::Text},
                 {"example_rowids", tr("Example rowids"), ValueKind::Text}};
    // A sample's counts are what it saw; the estimate for the whole table stands beside them.
    const bool sampled = p.design.isSample();
    if (sampled)
        t.columns.insert(3, {"estimate", tr("Estimated in the table"), ValueKind::Text});
    for (const analysis::ColumnProfile& c : p.columns) {
        for (const analysis::Anomaly& a : c.anomalies) {
            QStringList ids;
            for (qint64 r : a.exampleRowids)
                ids << QString::number(r);
            QString detail = analysis::anomalyDescription(a.kind);
            if (!a.detail.isEmpty())
                detail += QStringLiteral(" (") + a.detail + u')';
            t.rows.append({c.column, analysis::anomalyName(a.kind), QString::number(a.count),
                           detail, ids.join(QStringLiteral(", "))});
            if (sampled)
                t.rows.last().insert(
                    3, analysis::countText(analysis::anomalyEstimate(c, a), QLocale::c()));
        }
    }
    return t;
}

// The histogram as a bar chart, with the note that says what it counts; nullopt when it
// could not be read (then *note says why, or nothing when it was cancelled) or is empty.
std::optional<ReportChart> histogramChart(const HistogramMeasure& m, QString* note)
{
    const analysis::InstantHistogram& h = m.histogram;
    if (!h.cancelled && !h.error.isEmpty())
        *note = tr("Error: the histogram of %1 cannot be read: %2").arg(m.column, h.error);
    if (h.cancelled || !h.error.isEmpty() || h.binWidthMs <= 0)
        return std::nullopt;
    ReportChart ch;
    ch.id = QStringLiteral("histogram");
    ch.title = tr("When the %1 values were minted").arg(m.column);
    ch.kind = ReportChart::Kind::Bars;
    ch.xTitle = tr("Instant (UTC)");
    ch.yTitle = tr("Rows");
    for (int i = 0; i < h.counts.size(); ++i)
        ch.bars.append({analysis::binRangeText(h, i), double(h.counts[i])});
    for (const analysis::HistogramTick& t : analysis::histogramTicks(h, 8))
        ch.xTicks.append({double(t.bin), t.label});
    // A histogram drawn from a sample of its own says so: "of 100,016 rows read" read as a
    // whole table of that size.
    *note = (h.sampled ? tr("Histogram of %1 values in a uniform sample of %2 rows (%3 NULL, %4 "
                            "not %5), drawn apart from the profile's; each bar spans %6.")
                       : tr("Histogram of %1 values of all %2 rows (%3 NULL, %4 not %5); each bar "
                            "spans %6."))
                .arg(groupedNumber(h.binned()), groupedNumber(h.rowsRead), groupedNumber(h.nulls),
                     groupedNumber(h.undecoded), analysis::formatDisplayTitle(m.format),
                     humanDuration(double(h.binWidthMs)));
    return ch;
}

QString rowsText(const analysis::TableProfile& p)
{
    const qint64 rows = std::max(p.estimatedRows, p.rows);
    QString s = p.rowsExact ? tr("%1 rows").arg(groupedNumber(p.estimatedRows))
                            : tr("about %1 rows").arg(groupedNumber(rows));
    if (p.withoutRowid)
        s += tr(" · WITHOUT ROWID");
    const bool all = p.complete || (p.rowsExact && !p.cancelled && p.rows >= p.estimatedRows);
    s += all ? tr(" · every row read")
             : (p.cancelled ? tr(" · stopped after %1 rows").arg(groupedNumber(p.rows))
                            : tr(" · a uniform sample of %1 rows: shares and counts are "
                                 "estimates with 95 % intervals")
                                  .arg(groupedNumber(p.rows)));
    return s;
}

QString storedText(const QVariant& v)
{
    if (v.isNull())
        return QStringLiteral("NULL");
    if (v.typeId() == QMetaType::QByteArray)
        return QStringLiteral("x'") + QString::fromLatin1(v.toByteArray().toHex()) + u'\'';
    return v.toString();
}

ReportSection asOfSection(const AsOfMeasure& a, const DatabaseReportOptions& o)
{
    ReportSection s;
    s.id = QStringLiteral("asof");
    const analysis::AsOfState& st = a.state;
    // Instants at the precision the data holds, as the time travel page writes them: a
    // whole-second table's versions are not "….000Z".
    QList<Instant> shown = {*o.scope.asOf, st.at};
    for (qsizetype i = 0; i < st.rows.size() && i < o.maxRows; ++i)
        shown.append(st.rows[i].changedAt);
    const Precision precision = analysis::coarsestExactPrecision(shown);
    s.heading = tr("State as of %1").arg(toRfc3339(*o.scope.asOf, precision));
    if (!a.missing.isEmpty()) {
        s.paragraphs << a.missing;
        return s;
    }
    const analysis::VersionTableMapping& m = a.mapping;
    s.subject = m.table;
    if (!st.error.isEmpty()) {
        s.paragraphs << tr("Cannot read %1: %2").arg(m.table, st.error);
        return s;
    }
    s.facts = {{"versions_table", tr("Version table"), m.table, ValueKind::Text},
               {"at", tr("As of"), toRfc3339(st.at, precision), ValueKind::Text},
               {"entities", tr("Live entities"), QString::number(a.entities), ValueKind::Count},
               {"deleted", tr("Deleted entities"), QString::number(st.deleted), ValueKind::Count},
               {"used_index", tr("Index used"), yesNo(st.usedIndex), ValueKind::Bool}};
    if (!st.indexAdvice.isEmpty())
        s.paragraphs << tr("Without the index on (key, instant, version) this took a full pass; "
                           "to make it fast, run in a writable copy: %1")
                            .arg(st.indexAdvice);
    ReportTable t;
    t.id = QStringLiteral("state");
    t.caption = tr("Entities as of %1").arg(toRfc3339(st.at, precision));
    if (!m.entityType.isEmpty())
        t.columns.append({"entity_type", tr("Type"), ValueKind::Text});
    t.columns.append({"entity_id", tr("Entity"), ValueKind::Text});
    t.columns.append({"version_number", tr("Version"), ValueKind::Integer});
    t.columns.append({"changed_at", tr("Changed at"), ValueKind::Text});
    t.columns.append({"data", tr("Data"), ValueKind::Text});
    for (qsizetype i = 0; i < st.rows.size() && i < o.maxRows; ++i) {
        const analysis::AsOfRow& r = st.rows[i];
        // The type has its own column: the entity column shows the further key columns and
        // the ID (a key (entity_type, entity_id) shows entity_id alone).
        const analysis::EntityIdentity e = analysis::splitKey(m, r.entityType, r.key());
        QStringList key, data;
        for (const auto& further : e.further)
            key << storedText(further.second);
        key << storedText(e.id);
        for (const QVariant& p : r.payload())
            data << storedText(p);
        QStringList row;
        if (!m.entityType.isEmpty())
            row << r.entityType;
        row << key.join(u'/') << QString::number(r.versionNumber)
            << toRfc3339(r.changedAt, precision) << data.join(QStringLiteral(" · "));
        t.rows.append(row);
    }
    t.totalRows = a.entities;
    if (t.capped())
        s.notes << cappedNote(t.rows.size(), t.totalRows, tr("entities"));
    s.tables.append(t);
    return s;
}

} // namespace

ReportScope ReportScope::table(const QString& t)
{
    ReportScope s;
    s.overview = false;
    s.tableNames = {t};
    return s;
}

ReportScope ReportScope::localityOf(const ColumnRef& c)
{
    ReportScope s;
    s.overview = false;
    s.tables = false;
    s.locality = {c};
    return s;
}

ReportScope ReportScope::gapsOf(const ColumnRef& c)
{
    ReportScope s;
    s.overview = false;
    s.tables = false;
    s.gaps = {c};
    return s;
}

ReportScope ReportScope::asOfAt(const Instant& at, const QString& versionsTable)
{
    ReportScope s;
    s.overview = false;
    s.tables = false;
    s.asOf = at;
    s.versionsTable = versionsTable;
    return s;
}

namespace {

bool isServer(const db::SourceInfo& source)
{
    return source.engine != db::Engine::Sqlite;
}

// What the report names the database by: the file's name, or the database on its server.
QString databaseName(const db::SourceInfo& source)
{
    return isServer(source) ? tr("%1 on %2").arg(source.database, source.host)
                            : QFileInfo(source.location).fileName();
}

// The facts of the file (size, SQLite version, pages, journal mode) or of the server (its
// version, host, port, database and the user read as).
QList<ReportFact> sourceFacts(const db::SourceInfo& info)
{
    if (isServer(info))
        return {{"database", tr("Server"), info.location, ValueKind::Text},
                {"server_version", tr("PostgreSQL version"), info.version, ValueKind::Text},
                {"host", tr("Host"), info.host, ValueKind::Text},
                {"port", tr("Port"), info.port, ValueKind::Text},
                {"database_name", tr("Database"), info.database, ValueKind::Text},
                {"user", tr("User"), info.user, ValueKind::Text}};
    return {{"database", tr("File"), info.location, ValueKind::Text},
            {"file_size", tr("Size (bytes)"), QString::number(info.fileSize), ValueKind::Count},
            {"sqlite_version", tr("SQLite version"), info.version, ValueKind::Text},
            {"page_size", tr("Page size"), QString::number(info.pageSize), ValueKind::Count},
            {"page_count", tr("Pages"), QString::number(info.pageCount), ValueKind::Count},
            {"journal_mode", tr("Journal mode"), info.journalMode, ValueKind::Text}};
}

// The file's or server's facts and, unless profiling was stopped, the list of tables.
ReportSection overviewSection(const DatabaseMeasures& m)
{
    const db::SourceInfo& info = m.source;
    ReportSection s;
    s.id = QStringLiteral("database");
    s.subject = databaseName(info);
    s.heading = tr("Database");
    s.facts = sourceFacts(info);
    // The tables the report covers (those chosen) and all the database holds: "Tables 2" alone
    // read as the database's count.
    qsizetype inDatabase = 0;
    for (const db::TableInfo& t : m.schema.tables)
        inDatabase += t.kind == db::TableInfo::Kind::Table ? 1 : 0;
    s.facts.append(
        {"tables", tr("Tables in report"), QString::number(m.tableCount), ValueKind::Count});
    s.facts.append({"database_tables", tr("Tables in the database"), QString::number(inDatabase),
                    ValueKind::Count});
    if (!info.notice.isEmpty())
        s.notes << info.notice;
    if (!m.overviewTable)
        return s;
    ReportTable t;
    t.id = QStringLiteral("tables");
    t.caption = tr("Tables");
    // WITHOUT ROWID is SQLite's: a server's tables have no such column.
    const bool file = !isServer(info);
    t.columns = {{"name", tr("Table"), ValueKind::Text},
                 {"rows", tr("Rows"), ValueKind::Count},
                 {"rows_exact", tr("Exact"), ValueKind::Bool}};
    if (file)
        t.columns.append({"without_rowid", tr("WITHOUT ROWID"), ValueKind::Bool});
    t.columns.append({{"columns", tr("Columns"), ValueKind::Count},
                      {"id_columns", tr("ID columns"), ValueKind::Count},
                      {"time_columns", tr("Time columns"), ValueKind::Count}});
    for (const analysis::TableProfile& p : m.profiles) {
        qint64 ids = 0, times = 0;
        for (const analysis::ColumnProfile& cp : p.columns) {
            ids += cp.dominant && cp.role == analysis::ColumnRole::Id;
            times += cp.dominant && cp.role == analysis::ColumnRole::Time;
        }
        QStringList row{p.table,
                        QString::number(p.estimatedRows > 0 || p.rowsExact ? p.estimatedRows
                                                                           : p.rows),
                        yesNo(p.rowsExact)};
        if (file)
            row << yesNo(p.withoutRowid);
        row << QString::number(p.columns.size()) << QString::number(ids)
            << QString::number(times);
        t.rows.append(row);
    }
    s.tables.append(t);
    return s;
}

// A table: how much was read, its ID and time columns, anomalies and the histogram.
ReportSection tableSection(const DatabaseMeasures& m, const TableSectionMeasure& ts)
{
    const analysis::TableProfile& p = m.profiles[ts.profile];
    ReportSection s;
    s.id = QStringLiteral("table");
    s.subject = p.table;
    s.heading = tr("Table %1").arg(p.table);
    s.paragraphs << rowsText(p);
    if (!p.error.isEmpty())
        s.paragraphs << tr("Error: %1").arg(p.error);
    QStringList others;
    for (const analysis::ColumnProfile& cp : p.columns) {
        if (!cp.dominant ||
            (cp.role != analysis::ColumnRole::Id && cp.role != analysis::ColumnRole::Time))
            others << cp.column;
    }
    if (!others.isEmpty())
        s.paragraphs << tr("Other columns: %1.").arg(others.join(QStringLiteral(", ")));
    s.tables.append(columnsTable(p, m.schema.table(p.table)));
    // Earliest and latest of a column whose own format carries no instant are another
    // format's: say whose, as the page and `inspect` do.
    for (const analysis::ColumnProfile& cp : p.columns) {
        if (cp.timeFormat && cp.dominant && cp.minTime)
            s.notes << tr("%1: Earliest and Latest are of its %2 values; %3 carries no instant.")
                           .arg(cp.column, formatName(*cp.timeFormat), formatName(*cp.dominant));
    }
    const ReportTable an = anomaliesTable(p);
    if (!an.rows.isEmpty())
        s.tables.append(an);
    if (ts.histogram) {
        QString note;
        if (auto ch = histogramChart(*ts.histogram, &note)) {
            s.charts.append(*ch);
            s.notes << note;
        } else if (!note.isEmpty()) {
            s.paragraphs << note;
        }
    }
    return s;
}

ReportDocument renderDatabaseReport(const DatabaseMeasures& m, const DatabaseReportOptions& o)
{
    ReportDocument doc;
    doc.kind = QStringLiteral("database");
    doc.title = o.title.isEmpty() ? tr("Database report: %1").arg(databaseName(m.source)) : o.title;
    doc.generatedAt =
        o.generatedAt.isEmpty()
            ? toRfc3339(Instant::fromUnixMs(QDateTime::currentMSecsSinceEpoch()), Precision::Second)
            : o.generatedAt;
    doc.idscopeVersion = QStringLiteral(IDSCOPE_VERSION);
    doc.csvTable = QStringLiteral("columns");
    if (!m.schemaError.isEmpty()) {
        ReportSection s;
        s.id = QStringLiteral("error");
        s.heading = tr("Error");
        s.paragraphs << m.schemaError;
        doc.sections.append(s);
        return doc;
    }
    if (!m.error.isEmpty())
        return doc;
    if (m.overview)
        doc.sections.append(overviewSection(m));
    for (const TableSectionMeasure& ts : m.tableSections)
        doc.sections.append(tableSection(m, ts));
    for (const LocalityMeasure& l : m.locality)
        doc.sections.append(localitySection(l));
    for (const GapsMeasure& g : m.gaps)
        doc.sections.append(gapsSection(g, o));
    if (m.asOf)
        doc.sections.append(asOfSection(*m.asOf, o));
    if (m.cancelled) {
        ReportSection s;
        s.id = QStringLiteral("cancelled");
        s.heading = tr("Stopped");
        s.paragraphs << tr("The report was cancelled before it was complete.");
        doc.sections.append(s);
    }
    return doc;
}

} // namespace

ReportDocument buildDatabaseReport(db::Source& c, const DatabaseReportOptions& o,
                                   const ReportHooks& hooks, ReportStatus* status)
{
    auto m = std::make_shared<DatabaseMeasures>(measureDatabase(c, o, hooks));
    if (status) {
        status->error = m->error;
        status->cancelled = m->cancelled;
        for (const analysis::TableProfile& p : m->profiles) {
            if (!p.error.isEmpty())
                status->problems << tr("table %1: %2").arg(p.table, p.error);
            else if (p.cancelled)
                status->problems << tr("table %1: stopped after %2 rows").arg(p.table).arg(p.rows);
        }
        for (const GapsMeasure& g : m->gaps) {
            if (!g.result.error.isEmpty() || g.result.cancelled)
                status->problems << tr("cursor gaps of %1: %2")
                                        .arg(g.ref.table, g.result.cancelled ? tr("stopped")
                                                                             : g.result.error);
        }
        for (const LocalityMeasure& l : m->locality) {
            if (!l.result.error.isEmpty() || l.result.cancelled)
                status->problems << tr("key locality of %1: %2")
                                        .arg(l.ref.table, l.result.cancelled ? tr("stopped")
                                                                             : l.result.error);
        }
    }
    ReportDocument doc = renderDatabaseReport(*m, o);
    if (m->error.isEmpty() && hasContractJson(*m)) {
        // The JSON needs the figures only: drop the per-row arrays the charts were drawn from.
        for (GapsMeasure& g : m->gaps)
            g.result.data.reset();
        for (LocalityMeasure& l : m->locality) {
            l.result.leafMap = {};
            l.result.recentPerLeaf.clear();
            l.result.density = {};
        }
        doc.contractJson = [m, o](JsonWriter& w) { writeDatabaseReportJson(w, *m, o); };
    }
    return doc;
}

} // namespace idscope::report

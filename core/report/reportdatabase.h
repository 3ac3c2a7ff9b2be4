// Builds the database report: the file (path, size, SQLite version, page size, journal mode)
// or the server (version, host, port, database, user), the schema with every ID and time column
// (format mix, instant range, anomalies, a histogram of when the main ID column's values were
// minted), and on request the state of a version table as of an instant, and per chosen column
// the locality and cursor-gap sections. It first measures everything (reportmeasures.h), then
// renders the sections and the JSON from those values. Runs on the caller's thread with the
// caller's source, of either engine: call it from a job. Long lists are capped (with the count)
// so the model stays small whatever the table size; the scans themselves stream in constant
// memory.
//
// A "single view" is the same builder with only that part switched on (ReportScope below), so
// a page's Export button and File ▸ Export Report… share one code path.
#pragma once

#include <utility>

#include "reportmodel.h"

#include "analysis/profiler.h"
#include "ids/instant.h"

#include <QHash>

#include <atomic>
#include <functional>
#include <optional>

namespace idscope::db {
class Source;
}

namespace idscope::report {

struct ColumnRef {
    ColumnRef() = default;
    ColumnRef(QString t, QString c = {}, QString o = {}, QString ct = {}, QString w = {})
        : table(std::move(t)), column(std::move(c)), order(std::move(o)), commitTime(std::move(ct)),
          writer(std::move(w))
    {
    }
    QString table;
    QString column; // "" : the table's main ID column
    // How the page on screen reads it, so "export this view" shows the same figures; "" : the
    // engine's defaults (rowid order, no commit-time or writer column).
    QString order;      // insertion order (locality) / commit order (gaps)
    QString commitTime; // gaps: the commit-time column
    QString writer;     // gaps: the writer column
    friend bool operator==(const ColumnRef&, const ColumnRef&) = default;
};

// What the report holds; a page exporting "just this view" switches the rest off.
struct ReportScope {
    bool overview = true;        // the file's facts and the list of tables
    bool tables = true;          // a section per table: ID and time columns, anomalies, histogram
    QStringList tableNames;      // empty: every table (views only when named)
    QList<ColumnRef> locality;   // a locality section per column
    QList<ColumnRef> gaps;       // a cursor-gap section per column
    std::optional<Instant> asOf; // the version table's state at this instant
    QString versionsTable;       // "" : the detected one

    static ReportScope database() { return {}; }
    static ReportScope table(const QString& t);
    static ReportScope localityOf(const ColumnRef& c);
    static ReportScope gapsOf(const ColumnRef& c);
    static ReportScope asOfAt(const Instant& at, const QString& versionsTable = {});
};

struct DatabaseReportOptions {
    ReportScope scope;
    bool full = false;      // profile every row (default: a sample, as `inspect`)
    int sampleSize = 1000;  // rows per table in a sample
    bool histograms = true; // histogram of each table's main ID/time column (a sample)
    qint64 histogramSampleRows = 100000;
    qint64 nowMs = 0;    // 0: the clock (future-instant anomalies)
    int maxRows = 1000;  // cap of long tables (as-of state, missed rows)
    QString title;       // "" : "Database report: FILE"
    QString generatedAt; // "" : now, RFC 3339 UTC (tests pass a fixed text)
    // Profiles already computed (the GUI's session), by table name: reused, not recomputed.
    QHash<QString, analysis::TableProfile> profiles;
};

// Progress and cancel for a job: `progress(done, total, stage)` is called now and then (return
// false to stop); `cancel` is polled too. A stopped build returns what it has, with a note.
struct ReportHooks {
    std::function<bool(qint64 done, qint64 total, const QString& stage)> progress;
    const std::atomic_bool* cancel = nullptr;
};

struct ReportStatus {
    bool cancelled = false;
    QString error; // the file or its schema could not be read (the document says so too)
    // What was not read whole — a table, a gaps or locality run that failed or was stopped —
    // one sentence each: the report is written, and is partial (the document says where).
    QStringList problems;
};

ReportDocument buildDatabaseReport(db::Source& source, const DatabaseReportOptions& options,
                                   const ReportHooks& hooks = {}, ReportStatus* status = nullptr);

} // namespace idscope::report

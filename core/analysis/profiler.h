// Profiles the columns of a table: a sample (about 1,000 rows drawn uniformly over the table,
// db/rowsample.h) answers at once, its shares estimates with their uncertainty (estimate.h); a
// full scan streams every row in constant memory with progress and cancel. Reads through the
// engine-neutral Source (db/source.h), on the caller's thread: call it from a job. (A large full
// scan hands rows to one short-lived worker thread of its own that detects and counts them; the
// source is only ever used on the caller's thread, and progress is called there.) Cancel with a
// progress callback that returns false, or Source::cancel() from any thread; what was read is
// returned with `cancelled` set.
#pragma once

#include "columnprofile.h"

#include "db/schema.h"

#include <functional>

namespace idscope::db {
class Source;
}

namespace idscope::analysis {

struct ProfileOptions {
    bool full = false; // false: sample only
    int sampleSize = 1000;
    qint64 nowMs = 0;    // 0: the clock
    QStringList columns; // empty: every column
    // Per-column format the user chose (column name → format); never overridden.
    QList<QPair<QString, Format>> forcedFormats;
    // Called now and then with rows done and the approximate total; return false to stop.
    std::function<bool(qint64 done, qint64 total)> progress;

    // Added by the profiler implementation (additive).
    qint64 progressEvery = 65536;    // rows between progress calls in a full scan
    bool inheritForeignKeys = true;  // profile referenced columns (a sample) to inherit formats
    bool checkCaseDuplicates = true; // full scans: a GROUP BY lower(col) query when mixed
                                     // case was seen
    quint64 sampleSeed = 0;          // the sample's random draw; 0: a fixed one per table name
    bool pipeline = true; // large full scans: one thread steps SQLite, a second one detects
                          // and counts (false: everything on the caller's thread)
};

struct TableProfile {
    QString table;
    qint64 rows = 0;       // rows seen (all rows after a full scan)
    bool complete = false; // false when sampled or cancelled
    bool cancelled = false;
    QString error; // e.g. "database disk image is malformed" (what was read stays)
    QList<ColumnProfile> columns;

    // Added by the profiler implementation (additive).
    qint64 estimatedRows = 0; // all rows of the table: exact when rowsExact, else an estimate
                              // (sqlite_stat1 or the rowid range)
    bool rowsExact = false;
    bool withoutRowid = false;
    bool hasRowid = false; // example rowids are available
    qint64 elapsedMs = 0;
    SampleDesign design; // how the sample was drawn (not a sample: drawn == 0)
};

TableProfile profileTable(db::Source& c, const db::Schema& schema, const QString& table,
                          const ProfileOptions& opt = {});

// The column a table's rows are keyed and polled by, among those whose values carry an
// instant: the primary-key column when `profile` reads it as an ID, else the first ID column,
// else the first time column. Without a profile: the single-column primary key. "" when none.
QString mainIdColumn(const db::TableInfo& t, const TableProfile* profile);

// About how long a full profile of the sampled table would take, from its rows and columns at
// a rate measured on a loaded two-core machine (a million values a second). A table that
// needs about a second or less is worth profiling fully at once.
double estimatedFullScanSeconds(const TableProfile& sample);

} // namespace idscope::analysis

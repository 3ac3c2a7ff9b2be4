// Late-commit cursor gaps (`idscope gaps`, docs/cli.md): which rows a consumer polling
// `WHERE id > :last_seen ORDER BY id` would miss, how late they were, and the safety window W
// or hold-back K that would have caught them all.
//
// Model. Rows are taken in commit order (rowid, a server's commit timestamps, a
// commit-sequence column or a commit-time column; rows sharing an order value committed
// together). Keys compare as the engine orders the column: in SQLite NULL < numbers < TEXT
// (the column's collation: BINARY bytes, NOCASE, RTRIM) < BLOB (memcmp); on a server uuid and
// bytea bytewise, integers numerically, text by the server's own collation. The poller keeps a
// cursor L (the largest key it read). At each poll it sees the committed rows with key > L, keeps
// those whose ID instant is older than now − W (strictly; no window = all), leaves the K largest of
// them unread, reads at most `pageLimit` of the rest in key order and moves L to the last key read.
// A row is *missed* when it is never read and its key is <= the final cursor (an equal key counts:
// `>` skips it); an unread row above the cursor is *pending* (a later poll would still read it).
// Polls happen after every commit, or every P ms of commit time when a commit-time column exists.
// "now" is the poll's commit instant, or without a commit-time column the largest ID instant
// committed so far (an estimate, flagged in the result).
//
// Rows whose key is NULL or not read as the column's format take no part (counted apart).
#pragma once

#include "db/schema.h"
#include "ids/format.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace idscope::db {
class Source;
}

namespace idscope::analysis {

struct TableProfile;

struct GapsPoller {
    std::optional<qint64> windowMs; // W; nullopt: no window (every visible key is read)
    qint64 holdBack = 0;            // K: keys left unread at each poll
    qint64 pollMs = 0;              // P; 0: poll after every commit (P needs a commit time)
    qint64 pageLimit = 0;           // rows read per poll; 0: no limit
    bool isDefault() const { return !windowMs && holdBack == 0 && pollMs == 0 && pageLimit == 0; }
};

struct GapsOptions {
    QString column;                // the ID column (required; callers pick a default)
    QString orderColumn;           // commit sequence; "rowid": the rowid; empty: commitTimeColumn,
                                   // else the rowid
    QString commitTimeColumn;      // commit instants (unix s/ms/µs, RFC 3339, …); optional
    QString writerColumn;          // optional
    Format format = Format::Count; // of the ID column; Count: detected from the first values
    int formatProfile = -1;        // a profile of `format` only (e.g. RFC byte order); -1: any
    GapsPoller poller;
    // Tables estimated at this many rows or more are read on two threads (SQLite on one, the
    // decoding on the other); 0: always.
    qint64 pipelineRows = 20000;
};

// Lateness percentiles in ms (nearest rank over the rows they are of: GapsResult::lateness
// over every simulated row, most of them 0; GapsResult::missedLateness over the missed ones).
struct GapsPercentiles {
    double p50 = 0, p99 = 0, p99_9 = 0, max = 0;
};

struct GapsWriter {
    QString writer; // the writer column's value as text; "NULL" for a NULL writer
    bool isNull = false;
    qint64 rows = 0;
    qint64 missed = 0;         // with the default poller
    qint64 missedSettings = 0; // with GapsResult::poller
    qint64 maxLatenessMs = 0;  // ceil
    qint64 windowNeededMs = 0; // smallest W that catches this writer's rows
    qint64 lagRowsNeeded = 0;  // smallest K that catches this writer's rows
};

struct GapsMissedRow {
    qint64 index = 0; // position in commit order (GapsRows), 0-based; shown 1-based (Row #)
    qint64 rowid = 0; // hasRowid only
    QString key;      // the ID as text (BLOBs: UUID text for 16 bytes, else hex)
    bool keyIsInteger = false;
    qint64 keyInteger = 0;
    qint64 latenessUs = 0;
    qint64 windowNeededUs = 0; // the W (µs) from which this row is read
    qint64 aheadRows = 0;      // earlier-committed rows whose key is >= its own
    int writer = -1;           // index into GapsResult::writers
};

// Per-row figures in commit order (index = commit position of a simulated row), shared by
// copies of a result: the plot bins them and the W/K controls count from the sorted arrays.
struct GapsRows {
    std::vector<qint64> rowid;       // empty for WITHOUT ROWID tables
    std::vector<qint64> instantUs;   // the ID instant, µs since 1970
    std::vector<qint32> rank;        // dense key rank (equal keys share one)
    std::vector<qint32> commitGroup; // rows sharing one committed together
    std::vector<qint64> pollGroup;   // the first poll that can see the row
    std::vector<qint64> pollNowUs;   // after every commit: each poll's "now"
    qint64 pollPeriodUs = 0;         // every P: poll h is at firstPollUs + h × P
    qint64 firstPollUs = 0;
    qint64 lastPoll = -1;               // polls 0..lastPoll happened
    std::vector<qint32> writer;         // index into writers, -1 without a writer column
    std::vector<qint64> latenessUs;     // max(0, largest instant committed before − own)
    std::vector<qint64> windowNeededUs; // smallest W (µs) that reads it; 0: never missed
    std::vector<qint32> ahead;          // earlier-polled rows with a key >= its own
    std::vector<quint8> missed;         // with the result's poller: 0 read, 1 missed, 2 pending
    std::vector<qint64> runningMaxUs;   // the staircase: largest instant committed so far
    // Sorted copies of the positive values only (a zero never counts), for O(log n) counts,
    // overall and per writer.
    std::vector<qint64> sortedWindowNeeded;
    std::vector<qint32> sortedAhead;
    std::vector<std::vector<qint64>> writerSortedWindowNeeded;
    std::vector<std::vector<qint32>> writerSortedAhead;
    qint64 size() const { return qint64(instantUs.size()); }
};

struct GapsResult {
    QString table, column;
    QString order; // "rowid", "commit-timestamp" (a server's own commit instants) or the column
    QString commitOrder;      // the same: what was taken as commit order (JSON `commit_order`)
    QString commitTimeColumn; // "" when none
    QString writerColumn;
    Format format = Format::Count;
    int formatProfile = -1;
    GapsPoller poller; // the settings `missed` was computed with

    qint64 rows = 0; // simulated rows (decoded keys)
    qint64 tableRows = 0;
    qint64 nullKeys = 0;
    qint64 undecodedKeys = 0;
    qint64 nullOrder = 0; // rows with a NULL order/commit time (left out)
    qint64 missed = 0;    // with `poller`
    qint64 missedDefault = 0;
    qint64 pending = 0;              // unread above the cursor at the end (W/K/limit hold them)
    QList<GapsMissedRow> missedRows; // with `poller`, commit order
    qint64 lateRows = 0;             // rows with lateness > 0
    qint64 maxLatenessMs = 0;        // ceil
    GapsPercentiles lateness;        // ms, over all rows (most are 0)
    GapsPercentiles missedLateness;  // ms, over the `missed` rows only (all 0 when none)
    // With commit instants (a commit-time column, a server's commit timestamps): commit instant
    // − ID instant of every row, ms (how long IDs waited between minting and commit); all
    // zero otherwise.
    GapsPercentiles commitDelay;
    bool hasCommitDelay = false;
    qint64 windowNeededMs = 0; // ceil of the µs figure; 0: no window needed
    qint64 windowNeededUs = 0;
    // The window that catches every row of any history whose rows wait no longer than the
    // longest wait seen here (a row's wait: the "now" of the first poll that sees it minus its
    // own ID instant). windowNeededMs is the smallest for this history only: a busier stream,
    // with other rows committed while the late ones waited, needs up to this one.
    qint64 windowSafeMs = 0;
    qint64 lagRowsNeeded = 0;
    bool nowIsEstimate = true; // no commit-time column: now = largest ID instant so far
    // Key order follows ID instants (t_a < t_b ⇒ key_a < key_b): then the W counts are
    // O(log n); otherwise they run the poller (still exact).
    bool keyOrderFollowsInstants = true;
    bool hasRowid = true;
    QList<GapsWriter> writers; // in order of first commit (GapsRows::writer indexes it)
    QStringList warnings;      // rowid order caveats, estimates, left-out rows
    QString error;
    bool cancelled = false;

    std::shared_ptr<const GapsRows> data;

    bool ok() const { return error.isEmpty() && !cancelled; }
};

// The columns a cursor-gap analysis of a table reads: those `given` names are kept as they are
// (analyseGaps says when one does not exist), an empty ID column becomes mainIdColumn(). With
// GapsGuess::FromNames (a page's pickers) the empty optional ones are guessed from column
// names as well: a commit time ("commit"), a writer ("writer", "worker", "node", "device",
// "shard", "host") and in a WITHOUT ROWID table a commit sequence ("seq", "commit"); otherwise
// they stay empty (the rowid order, no commit time, no writer).
enum class GapsGuess { IdColumn, FromNames };
struct GapsPlan {
    QString column;           // "" (with `error`) when the table has no ID column to poll by
    QString orderColumn;      // "" : the engine's default order
    QString commitTimeColumn; // "" : none
    QString writerColumn;     // "" : none
    QString error;            // translated, one sentence
};
GapsPlan planGaps(const db::TableInfo& t, const GapsOptions& given, const TableProfile* profile,
                  GapsGuess guess = GapsGuess::IdColumn);

// Reads the table once in commit order (Source::readInCommitOrder) on whichever engine
// `source` reads, and simulates the poller. The commit order: GapsOptions::orderColumn, else
// the table's own record of commits (a server's commit timestamps, when it keeps them: rows of
// one transaction share an instant and arrive together, and "now" at each poll is that
// instant), else the commit-time column, else the rowid. `progress` (done, total) returning
// false stops it (result.cancelled). Run it in a job.
GapsResult analyseGaps(db::Source& source, const db::TableInfo& table, const GapsOptions& opt,
                       const std::function<bool(qint64, qint64)>& progress = {});

// Misses with window W (ms) and nothing else set (K = 0, the result's poll period), overall or
// for one writer (index into writers). O(log n) when keyOrderFollowsInstants, else O(n log n).
qint64 missesWithWindow(const GapsResult& r, qint64 windowMs, int writer = -1);
// Misses with hold-back K and no window: O(log n).
qint64 missesWithHoldBack(const GapsResult& r, qint64 holdBack, int writer = -1);

// The exact poller simulation over the result's rows (O(n log n)): per row 0 read, 1 missed,
// 2 pending (unread, above the final cursor). Polls
// follow r.data->pollGroup/pollNowUs (so the poll period is the one analysed).
std::vector<quint8> simulatePoller(const GapsRows& rows, const GapsPoller& p);

// One line of advice: "Poll with a window of 1.3 s (1,250 ms), …" (translated).
QString gapsAdvice(const GapsResult& r);

} // namespace idscope::analysis

// Cursor gaps on a PostgreSQL table in the server's real commit order. With
// track_commit_timestamp = on, every row's commit instant is pg_xact_commit_timestamp(xmin):
// rows are taken in that order, rows sharing a commit instant (one transaction, with its
// subtransactions) become visible together, and "now" at each poll is that commit instant,
// so the missed rows, the window W and the hold-back K come from what really happened, not
// from a simulation of it. Without commit timestamps an explicit order column is required
// and is assumed to be commit order (said in the warnings). Keys compare as the server orders
// the column (uuid bytewise, integers numerically, text by the server's own collation).
//
// This is the PostgreSQL reading of the cursor-gap engine; the arithmetic is the shared one
// (cursorgapscompute.cpp).
#pragma once

#include "cursorgaps.h"

#include <QString>

#include <functional>

namespace idscope::db {
class PgConnection;
class Source;
struct TableInfo;
} // namespace idscope::db

namespace idscope::analysis {

// `table` as the server resolves a name ("events", "app.events", "\"Mixed\""). The ID column
// defaults to the table's single-column primary key. GapsOptions::orderColumn: "" uses the
// commit timestamps (an error when the server does not track them); a column name uses that
// column instead (commitTimeColumn then may give a timestamptz/timestamp column for "now").
GapsResult analyseGapsFromCommits(db::PgConnection& c, const QString& table, const GapsOptions& opt,
                                  const std::function<bool(qint64, qint64)>& progress = {});

// The cursor gaps of `table` on whichever engine `source` reads: a server in its real commit
// order (analyseGapsFromCommits), a SQLite file by analyseGaps.
GapsResult analyseGapsOnSource(db::Source& source, const db::TableInfo& table,
                               const GapsOptions& opt,
                               const std::function<bool(qint64, qint64)>& progress = {});

} // namespace idscope::analysis

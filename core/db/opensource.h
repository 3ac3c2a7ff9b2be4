// Opens whatever a user names as a database: a SQLite file, or a PostgreSQL server for a
// postgresql:// URI or a conninfo string (databasename.h). The one place that decides which
// engine a name means, so every subcommand, the GUI and the job runner agree.
#pragma once

#include "db/connection.h"

#include <QString>

#include <atomic>
#include <memory>

namespace idscope::db {

// What opening a server may need besides its name. A file needs neither.
struct OpenOptions {
    // The password typed in a dialog, for this connection only: held in memory by whoever
    // opens, never written anywhere (without it libpq reads PGPASSWORD or ~/.pgpass itself).
    QString password;
    const std::atomic_bool* abort = nullptr; // set: a connection attempt stops at once
};

// Opens `where` read-only. On failure returns null and fills error/message with a clear,
// specific sentence.
std::unique_ptr<Source> openSource(const QString& where, OpenError* error, QString* message,
                                   const OpenOptions& options = {});

} // namespace idscope::db

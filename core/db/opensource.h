// Opens whatever a user names as a database: a SQLite file, or a PostgreSQL server for a
// postgresql:// URI or a conninfo string (databasename.h). The one place that decides which
// engine a name means, so every subcommand, the GUI and the job runner agree.
#pragma once

#include "db/connection.h"

#include <QString>

#include <memory>

namespace idscope::db {

// Opens `where` read-only. On failure returns null and fills error/message with a clear,
// specific sentence.
std::unique_ptr<Source> openSource(const QString& where, OpenError* error, QString* message);

} // namespace idscope::db

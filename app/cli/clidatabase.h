// The database a subcommand reads — a SQLite file or a PostgreSQL server (db/opensource.h) —
// opened read-only with its schema, or one clear line on stderr saying why not (it cannot be
// opened, its schema cannot be read, it has no such table, the command reads SQLite only) and
// exit status 1.
#pragma once

#include "db/connection.h"
#include "db/schema.h"
#include "db/source.h"

#include <memory>
#include <optional>

namespace idscope::cli {

struct Database {
    QString path; // as the user gave it (a server's password redacted), for messages
    std::unique_ptr<db::Source> source;
    db::Connection* conn = nullptr; // the SQLite connection behind `source` (Source::sqlite())
    db::Schema schema;              // empty with SchemaRead::None
};

enum class SchemaRead { None, Read, WithRowEstimates };
// Which engines the command reads: every Source, or SQLite only (it reads SQLite's own
// structures through Source::sqlite()).
enum class Engines { Any, SqliteOnly };

// nullopt after printing why; the command then returns 1.
std::optional<Database> openDatabase(const QString& path, SchemaRead read = SchemaRead::Read,
                                     Engines engines = Engines::SqliteOnly);

// The table or view `name` (case-insensitive), or nullptr after printing that there is none.
const db::TableInfo* findTable(const Database& d, const QString& name);

} // namespace idscope::cli

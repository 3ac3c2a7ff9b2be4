// The database a subcommand reads — a SQLite file or a PostgreSQL server (db/opensource.h) —
// opened read-only with its schema, or one clear line on stderr saying why not (it cannot be
// opened, its schema cannot be read, it has no such table) and exit status 1.
#pragma once

#include "db/schema.h"
#include "db/source.h"

#include <memory>
#include <optional>

namespace idscope::cli {

struct Database {
    QString path; // as the user gave it (a server's password redacted), for messages
    std::unique_ptr<db::Source> source;
    db::Schema schema;              // empty with SchemaRead::None
};

enum class SchemaRead { None, Read, WithRowEstimates };

// nullopt after printing why; the command then returns 1.
std::optional<Database> openDatabase(const QString& path, SchemaRead read = SchemaRead::Read);

// The table or view `name` (case-insensitive), or nullptr after printing that there is none.
const db::TableInfo* findTable(const Database& d, const QString& name);

} // namespace idscope::cli

// What a database name on the command line, in the GUI or in the recent list means: a SQLite
// file, or a PostgreSQL server (a postgresql:// or postgres:// URI, or a libpq conninfo string
// such as "host=/run/postgresql dbname=shop"). Every subcommand and the GUI decide with the
// one function below, from the string alone (a file whose name looks like "dbname=x" is
// opened as a file when written as "./dbname=x").
#pragma once

#include <QString>

namespace idscope::db {

// True for a postgresql:// or postgres:// URI and for a conninfo string (its first word is
// a libpq keyword followed by '=').
bool isServerDatabase(const QString& name);

// The name with any password replaced by "***" (URI user info, "password=" in a conninfo
// string or a URI query), for messages, titles and the recent list.
QString redactedDatabaseName(const QString& name);
// `text` (a server's or libpq's message) with every password it may echo replaced by ***: in
// URIs and password= settings anywhere in it, and the literal password that `name` (the URI or
// conninfo the user gave) carries.
QString redactedText(const QString& text, const QString& name);

} // namespace idscope::db

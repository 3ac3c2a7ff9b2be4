// How SQL text names things: identifiers and literals quoted whatever they contain, and the
// spelling that reaches a table's rowid when columns may shadow "rowid".
#pragma once

#include <QString>
#include <QStringView>

namespace idscope::db {

struct TableInfo;

QString quoteIdentifier(QStringView name); // "a""b"
QString quoteLiteral(QStringView text);    // 'it''s' (only for PRAGMA arguments)

// Is `name` one of SQLite's spellings of the rowid ("rowid", "_rowid_", "oid"; any case)?
bool isRowidName(QStringView name);

// "rowid", "_rowid_" or "oid": the first spelling no column of `t` shadows; "" when columns
// shadow all three. Says nothing of whether `t` has a rowid: callers check hasRowid().
QString unshadowedRowidName(const TableInfo& t);

// The name that reads the rowid of a rowid table: its INTEGER PRIMARY KEY column when there is
// one, else unshadowedRowidName(); "rowid" when even that is empty (SQLite itself cannot reach
// the rowid then).
QString rowidName(const TableInfo& t);

} // namespace idscope::db

// The schema of an open database as plain values: tables, views, columns, keys, indexes,
// foreign keys, triggers. Read without scanning any table (one pass over the pragma table
// functions), so a 1,000-table file shows its schema at once.
#pragma once

#include "db/keytree.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace idscope::db {

class Connection;

enum class DefaultKind {
    None,
    Literal,          // a constant
    UnixEpoch,        // unixepoch(), strftime('%s','now'), …: INTEGER seconds
    CurrentTimestamp, // CURRENT_TIMESTAMP / datetime('now'): 'YYYY-MM-DD HH:MM:SS' text
    CurrentDate,
    CurrentTime,
    JulianDayNow, // julianday('now')
    Expression,   // any other expression
};

struct ColumnInfo {
    QString name;
    QString declaredType; // as written ("" when none)
    bool notNull = false;
    QString defaultSql; // as written, "" when none
    DefaultKind defaultKind = DefaultKind::None;
    int primaryKeyOrder = 0; // 1-based position in the primary key, 0 when not part of it
    bool hidden = false;     // a virtual table's hidden column: not in SELECT *
    bool generated = false;
    // > 0: every value takes this many bytes as stored (a server's fixed-width type: uuid 16,
    // timestamptz 8), whatever the form a read gives it in; 0: as long as the value read.
    int storedBytes = 0;
};

struct IndexInfo {
    QString name;
    bool unique = false;
    bool partial = false;
    QString origin;      // "c" CREATE INDEX, "u" UNIQUE constraint, "pk" PRIMARY KEY
    QStringList columns; // key columns in order; an expression is shown as its SQL text when
                         // known, else "<expression>"
    QList<bool> descending;
    QStringList collations; // per key column, as SQLite reports it ("BINARY", "nocase", …)
    bool hasExpression = false;
    QString sql;
};

struct ForeignKey {
    QStringList from; // columns of this table
    QString table;    // referenced table
    QStringList to;   // referenced columns ("" entries: the referenced primary key)
    QString onDelete;
    QString onUpdate;
};

struct TriggerInfo {
    QString name;
    QString sql;
};

struct CheckInfo {
    QString name;
    QString sql; // "CHECK (…)" as the engine spells it
};

struct TableInfo {
    enum class Kind { Table, View, Virtual, Shadow };
    QString name;
    Kind kind = Kind::Table;
    bool withoutRowid = false;
    bool strict = false;
    QString sql;
    QList<ColumnInfo> columns;
    QList<IndexInfo> indexes;
    QList<ForeignKey> foreignKeys;
    QList<TriggerInfo> triggers;
    QList<CheckInfo> checks; // a server's CHECK constraints (SQLite's are in `sql`)
    // A server's table: its schema and its name there (`name` is "schema.relation", or the
    // relation alone in "public"). Such a table has no rowid and is keyed by its primary key.
    QString schemaName;
    QString relationName;
    bool partitioned = false;         // a partitioned table (its partitions are not listed)
    bool materialized = false;        // a materialized view (Kind::View)
    QString rowidAlias;               // the INTEGER PRIMARY KEY column, when the table has one
    std::optional<qint64> approxRows; // from sqlite_stat1, else from the B-tree's pages
    bool approxFromStat1 = false;     // approxRows came from ANALYZE, not from the pages
    int rootPage = 0;
    QString error; // why the columns could not be read (a virtual table whose module is
                   // missing, a view over a dropped table); the rest of the schema is intact

    // A server table's insertion order (pgschema.cpp: commit order where the server keeps
    // commit timestamps, else heap order); SQLite's come from hasRowid().
    RowOrder serverRowOrder = RowOrder::None;

    bool hasRowid() const { return kind == Kind::Table && !withoutRowid && schemaName.isEmpty(); }
    // The order rows were inserted in when no column records it.
    RowOrder insertionOrder() const { return hasRowid() ? RowOrder::Rowid : serverRowOrder; }
    QStringList primaryKey() const; // column names in key order
    const ColumnInfo* column(const QString& name) const;
};

struct Schema {
    QList<TableInfo> tables; // tables first (sqlite_schema order), then views; sqlite_*
                             // internal tables are left out
    QString error;           // set when the schema could not be read at all
    const TableInfo* table(const QString& name) const; // case-insensitive like SQLite
};

// Reads the whole schema with a handful of statements whatever the number of tables; no table
// is scanned. A broken view or a virtual table whose module is missing gets an empty column
// list and `error`; everything else is still read. When the connection is cancelled,
// Schema::error says so and the lists may be incomplete.
Schema readSchema(Connection& c);

// How a column default written as `sql` (dflt_value: "unixepoch()", "CURRENT_TIMESTAMP",
// "'x'", …) fills the column. Case, whitespace, redundant parentheses and a CAST(… AS
// INTEGER) around a clock reading are ignored.
DefaultKind classifyDefaultSql(QStringView sql);

// Rows estimated from the table's B-tree without scanning it: the fan-out of each interior
// page on the leftmost path times the cells of its first leaf (a handful of pages read through
// dbstat). nullopt when this SQLite has no dbstat or the tree cannot be read.
std::optional<qint64> estimateRowsFromPages(Connection& c, const QString& table);

// Fills approxRows of every table ANALYZE never saw from a few pages of its B-tree, capped by
// the rowid span (both overestimate, the minimum is close). About 0.2 ms per table: run it
// after showing the schema, or in a job.
void fillRowEstimates(Connection& c, Schema& schema);

// Exact row count (a full scan: run it in a job). nullopt when cancelled or failed.
std::optional<qint64> countRows(Connection& c, const QString& table);

} // namespace idscope::db

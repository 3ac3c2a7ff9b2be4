// The one interface every database engine implements: what analyses, reports and widgets read
// through, so they never know which engine they read. A handful of coarse operations the views
// need — the schema, row counts, a uniform sample, a streamed read of some columns, keyset
// pages — rather than SQL text, so that each engine answers with its own best SQL (SQLite:
// rowid seeks, dbstat; a server: its catalog, TABLESAMPLE, a cursor). SQLite's Connection
// implements it (sqlitesource.cpp). Values come back typed (Rows): NULL, a 64-bit integer (never
// through double), a double, text bytes or blob bytes; a server's native type (uuid: 16 blob
// bytes) is the column's declared type in the schema.
//
// A Source is used by one thread at a time; cancel() may be called from any thread and stops
// the running read at once. Every operation is read-only by construction.
#pragma once

#include "db/keysetpager.h"
#include "db/keytree.h"
#include "db/rowsample.h"
#include "db/schema.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <memory>
#include <optional>
#include <string_view>

namespace idscope::db {

class Connection;
class PgConnection;

// A value's type as it is stored (SQLite's storage classes; a server maps its types onto them:
// integers Integer, floating point Real, text Text, bytea and uuid Blob).
enum class StorageClass : quint8 { Null, Integer, Real, Text, Blob };

// One value of a row: its storage class with the integer, the double, or the text or blob
// bytes (valid until the next call of next()).
struct RowValue {
    StorageClass sc = StorageClass::Null;
    qint64 integer = 0;
    double real = 0;
    std::string_view bytes;
};

// A forward-only stream of typed rows. A value is valid until the next call of next().
class Rows {
public:
    virtual ~Rows() = default;
    // true: a row is ready; false: done or failed (check failed()).
    virtual bool next() = 0;
    virtual bool failed() const = 0;
    virtual bool interrupted() const = 0; // failed because the source was cancelled
    virtual QString error() const = 0;

    virtual int columnCount() const = 0;
    virtual StorageClass type(int i) const = 0;
    virtual qint64 int64(int i) const = 0;
    virtual double real(int i) const = 0;
    virtual std::string_view textView(int i) const = 0; // UTF-8
    virtual std::string_view blobView(int i) const = 0;
    // The value of column i in one call (a scan reads every value this way; an engine answers
    // it at less cost than type() and then the accessor).
    virtual RowValue valueAt(int i) const
    {
        RowValue v;
        v.sc = type(i);
        switch (v.sc) {
        case StorageClass::Null:
            break;
        case StorageClass::Integer:
            v.integer = int64(i);
            break;
        case StorageClass::Real:
            v.real = real(i);
            break;
        case StorageClass::Text:
            v.bytes = textView(i);
            break;
        case StorageClass::Blob:
            v.bytes = blobView(i);
            break;
        }
        return v;
    }
};

enum class Engine { Sqlite, PostgreSql };

// What a report or a title names the database by.
struct SourceInfo {
    Engine engine = Engine::Sqlite;
    QString location; // the file's absolute path, or the server's host, port and database
    QString version;  // the SQLite library's or the server's version
    QString notice;   // how it was opened when that matters ("opened immutable: …"), else ""
    // A server's host (or socket folder), port, database and user; "" for a file.
    QString host;
    QString port;
    QString database;
    QString user;
    // A file's facts: its size, page size and count, journal mode; 0 and "" for a server.
    qint64 fileSize = 0;
    int pageSize = 0;
    qint64 pageCount = 0;
    QString journalMode;
};

// One column of a read. With capBytes > 0 the column yields two values: the value, NULL when
// it is longer than capBytes bytes, and then its length (negative for a BLOB), else NULL — so
// a multi-megabyte document is measured without being copied.
struct ReadColumn {
    QString name;
    qint64 capBytes = 0;
};

struct ReadRequest {
    const TableInfo* table = nullptr;
    QList<ReadColumn> columns;
    // The first value of each row is its int64 locator (SQLite's rowid), for examples and
    // sample seeks; only where hasRowLocator(table).
    bool withRowLocator = false;
    // Only the rows of this sample (drawn by drawSample on the same table), in its order and
    // with its repeats; nullptr: every row, streamed in constant memory.
    const RowSample* sample = nullptr;
    // > 0 (without a sample): only the first this many rows, in the engine's storage order,
    // whose first requested column is not NULL (a format vote over the first values).
    int firstValues = 0;
};

// The rows whose columns equal given values (time travel's history of one entity, one
// version, an author's name): `match` pairs a column with the value it must hold (as Rows gave
// it: qlonglong, double, QString, QByteArray; a null QVariant matches NULL), in `orderBy`
// order (ties in the engine's storage order), at most `limit` rows (0: all).
struct MatchRequest {
    const TableInfo* table = nullptr;
    QStringList columns;
    bool withRowLocator = false; // as ReadRequest: the row's locator first
    QList<QPair<QString, QVariant>> match;
    QStringList orderBy;
    int limit = 0;
};

// Time travel's read (analysis/asof.h): per entity of a version table the version in force at
// an instant — the latest with changed_at <= at, ties by the highest version number.
// The shapes a file's as-of state is read in (a server reads one: DISTINCT ON).
enum class AsOfShape {
    Auto,     // with the as-of index: SkipScan when entities have many versions (≥ 32 on
              // average in a sample of the first entities) and one key column, else Probe;
              // without the index: Window
    Probe,    // correlated probe per entity over SELECT DISTINCT key (slow without the index)
    SkipScan, // the same probe over a recursive skip-scan of the keys: one seek per entity
              // instead of reading every index entry (one key column; else Probe)
    Window,   // ROW_NUMBER() OVER (PARTITION BY key ORDER BY instant DESC, version DESC)
};

struct AsOfRequest {
    const TableInfo* table = nullptr;
    QStringList key; // the entity key columns
    QString type;    // "" when none
    QString version;
    QString changedAt;
    // Text: RFC 3339 (or the server's timestamp text); JulianDay: a REAL Julian day.
    enum class Unit { UnixSeconds, UnixMillis, UnixMicros, Text, JulianDay } unit = Unit::Text;
    QStringList payload;
    QString author;  // "" when none
    QString marker;  // "" when none
    qint64 atUs = 0; // the instant, µs since the Unix epoch
    AsOfShape shape = AsOfShape::Auto;
    bool indexMissing = false; // no index on (key, instant, version): Auto reads the window
};

// How an as-of read ran: the shape (Auto where the engine has only one) and the engine's plan
// of it, one step a line ("" where it gives none).
struct AsOfPlan {
    AsOfShape shape = AsOfShape::Auto;
    QString plan;
};

// Cursor gaps' read (analysis/cursorgaps.h): every row of a table in commit order.
struct CommitOrderRequest {
    const TableInfo* table = nullptr;
    QString key; // the ID column
    // RowOrder::Rowid, RowOrder::CommitTimestamp (a server's commit instants), or
    // RowOrder::None: ascending `orderColumn`, ties in storage order.
    RowOrder order = RowOrder::Rowid;
    QString orderColumn;
    QString commitTime; // a column holding each row's commit time, or ""
    QString writer;     // a column naming each row's writer, or ""
    // Called while the engine reads ahead of the first row (a server's commit timestamps are
    // sorted on this side, which is cheaper than the server's sort); false stops the read.
    std::function<bool(qint64 done, qint64 total)> progress;
};

// The columns of readInCommitOrder's rows.
namespace commitorder {
enum Column : int {
    Key,        // the ID as stored
    OrderValue, // consecutive rows with equal values committed together; NULL: no commit order
    CommitTime, // the commit-time column as stored, NULL without one; see commitTimeIsUnixUs
    Writer,     // the writer column's value, NULL without one
    Locator,    // the row's locator (hasRowLocator), else NULL
    KeyRank,    // with keyRanks: the key's dense rank in the engine's own comparison
    Count
};
} // namespace commitorder

struct CommitOrderRead {
    std::unique_ptr<Rows> rows; // nullptr: `error` says why, or the read was cancelled
    QString error;
    bool cancelled = false;
    // The CommitTime column holds integers, µs since the Unix epoch (a server's commit
    // instants, or its timestamp columns), instead of the column as stored.
    bool commitTimeIsUnixUs = false;
    // The KeyRank column is filled: the engine compares the keys by a collation of its own
    // (a server's text), which a byte comparison would not reproduce.
    bool keyRanks = false;
};

// Groups of values equal but for letter case, for case-insensitive IDs stored as text.
struct CaseDuplicates {
    qint64 values = 0;      // rows in such groups
    QList<qint64> examples; // a row locator of some of the groups (when the engine has one)
    bool cancelled = false;
    QString error;
};

class Source {
public:
    virtual ~Source() = default;

    virtual SourceInfo sourceInfo() const = 0;

    // The schema without scanning any table; Schema::error when it cannot be read.
    virtual Schema readSchema() = 0;
    // Fills TableInfo::approxRows where the catalog had no estimate (cheap: no scan).
    virtual void fillRowEstimates(Schema& schema) = 0;
    // Exact row count: a full scan at worst. nullopt when cancelled or failed.
    virtual std::optional<qint64> countRows(const TableInfo& table) = 0;

    // Does a read deliver an int64 locator of each row (ReadRequest::withRowLocator)?
    virtual bool hasRowLocator(const TableInfo& table) const = 0;
    // About `size` rows drawn uniformly over the table; the same seed draws the same rows.
    virtual RowSample drawSample(const TableInfo& table, int size, quint64 seed) = 0;
    // The requested columns of every row (or of the sample's rows). nullptr with *error set
    // when the read cannot start; a read that fails later says so through Rows::failed().
    virtual std::unique_ptr<Rows> read(const ReadRequest& request, QString* error) = 0;
    virtual CaseDuplicates caseDuplicates(const TableInfo& table, const QString& column,
                                          int maxExamples) = 0;

    // Keyset pages (keysetpager.h): the page, rows before a key, rows matching, go to an ID
    // (`matches`: the ID in each form the column may store it, its own storage first; the
    // first row matching any. A server's typed column holds the first form only).
    virtual Page fetchPage(const PageRequest& r) = 0;
    virtual std::optional<qint64> countBefore(const PageRequest& r, const QVariantList& key,
                                              QString* error = nullptr) = 0;
    virtual std::optional<qint64> countMatching(const PageRequest& r, QString* error = nullptr) = 0;
    virtual Page pageAtMatch(PageRequest r, const QList<RangeFilter>& matches, bool* found,
                             bool* widened = nullptr) = 0;

    // Key locality (keytree.h): the leaves of the B-tree that stores the key, from the engine's
    // own structures, and one row per table row listed in that tree's key order (ties as the
    // tree keeps them) holding the row's insertion order: one integer (a rowid, an order
    // column's value or its dense rank), or for RowOrder::CommitTimestamp two (the commit
    // instant in µs, INT64_MIN when the server kept none, then the heap position), compared as
    // a pair. nullptr with *error set when the read cannot start.
    virtual KeyLeaves readKeyLeaves(const KeyOrderRequest& r) = 0;
    virtual std::unique_ptr<Rows> readInKeyOrder(const KeyOrderRequest& r, QString* error) = 0;

    // The rows of a MatchRequest (an index on the matched columns makes it a seek). nullptr
    // with *error set when the read cannot start.
    virtual std::unique_ptr<Rows> readMatching(const MatchRequest& r, QString* error) = 0;

    // Time travel's state: per entity the version in force at the instant, rows in entity-key
    // order: key…, type, version, changed_at (integer units as stored; a time, its text or a
    // Julian day as Unix ms, floored), payload…, author, marker (NULL where not mapped).
    // `how`, when given, says how the engine read it.
    virtual std::unique_ptr<Rows> readAsOf(const AsOfRequest& r, QString* error,
                                           AsOfPlan* how = nullptr) = 0;

    // Every row of a table in commit order, as commitorder::Column says.
    virtual CommitOrderRead readInCommitOrder(const CommitOrderRequest& r) = 0;

    // Several reads that must agree (a profile's passes) between these: one snapshot. Nested
    // use (already inside one) is left alone; false when none was begun.
    virtual bool beginRead() = 0;
    virtual void endRead() = 0;

    // Thread-safe: the running read stops at once, and every later one until clearCancel().
    virtual void cancel() = 0;
    virtual void clearCancel() = 0;
    virtual bool isCancelled() const = 0;

    // Capability: the SQLite connection behind this source, for core/db's own use and for
    // what is a file's alone (its open facts, the demo writer); nullptr for any other engine.
    virtual Connection* sqlite() { return nullptr; }
    // Capability: the PostgreSQL connection behind this source, for core/db's own use (the job
    // runner keeps idle server connections); nullptr for any other engine.
    virtual PgConnection* postgres() { return nullptr; }
};

// One snapshot around a scope (Source::beginRead / endRead).
class ReadScope {
public:
    explicit ReadScope(Source& s) : s_(s), began_(s.beginRead()) {}
    ~ReadScope()
    {
        if (began_)
            s_.endRead();
    }
    ReadScope(const ReadScope&) = delete;
    ReadScope& operator=(const ReadScope&) = delete;

private:
    Source& s_;
    bool began_;
};

} // namespace idscope::db

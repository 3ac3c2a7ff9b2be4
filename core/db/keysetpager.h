// Pages through a table by its key, never by OFFSET: each page is one index range read from a
// boundary key, so the first, the last and any middle page of a 10-million-row table cost the
// same few page reads. Tables page by rowid (or its INTEGER PRIMARY KEY alias), WITHOUT ROWID
// tables by their primary key; views have no key and stream forward from the start.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace idscope::db {

class Connection;
struct TableInfo;

enum class PageDirection {
    First,     // the smallest keys
    Last,      // the largest keys
    After,     // keys > key
    Before,    // keys < key (the page still comes back in ascending order)
    AtOrAfter, // keys >= key (go to a row)
};

// How TEXT bounds treat letter case (ULIDs, UUIDs … may be stored in either case, even in one
// column).
enum class LetterCase {
    Exact, // compare as stored (the column's collation)
    // IDs of a case-insensitive format, each value in one case: one index range per spelling
    // (upper and lower), OR-ed, then checked by lower() so no other spelling slips in.
    Any,
    // … and some values mix cases (the profile's MixedCase anomaly): one wider index range,
    // from the upper-case lower bound to the lower-case upper bound, checked by lower(). Every
    // spelling of an ID lies in it, but so may many rows that do not match: slower.
    AnyMixed,
};

// Rows whose `column` lies in [lower, upper] (either end may be a null QVariant: open). The
// bounds must carry the column's storage class (TEXT for text IDs, QByteArray for BLOB UUIDs,
// qint64 for integer IDs): SQLite orders the classes apart, so a TEXT bound never matches a
// BLOB value. lower == upper is an equality lookup. `letterCase` applies to TEXT bounds only.
struct RangeFilter {
    QString column; // empty: no filter
    QVariant lower;
    QVariant upper;
    LetterCase letterCase = LetterCase::Exact;
    // > 0: only UUIDs of this version (RFC 9562 byte order, 16 bytes or 32 hex digits with or
    // without hyphens). In a column mixing versions, another version's random bytes can fall
    // between two bounds of an instant range without carrying any instant.
    int uuidVersion = 0;
    bool isSet() const { return !column.isEmpty(); }
};

// The filter as SQL conditions joined by AND, with '?' placeholders (outside any quoted name)
// and their values in order: the one spelling of a range, an equality and the letter-case
// rules, for another engine's pager to bind its own way (and to add its own test of
// uuidVersion, which is not in it). Empty sql: no filter.
struct FilterSql {
    QString sql;
    QVariantList binds;
};
FilterSql filterSql(const RangeFilter& f);

// Does the filter read one index range? Then an index on its column delivers the rows in
// (column, key) order. The OR of two spellings does not: page it by the key alone.
bool isSingleRange(const RangeFilter& f);

struct PageRequest {
    QString table;
    // The ordering key, most significant first: keyColumnsFor() gives the table's own key.
    // Empty: no key (a view); the page is then found by stepping from the start and `key`
    // holds the position of the boundary row (one qint64), capped at kMaxStreamRows.
    QStringList keyColumns;
    QStringList columns; // the columns returned in Page::rows (empty: none)
    PageDirection direction = PageDirection::First;
    // The boundary key for After/Before/AtOrAfter, one value per key column, typed as SQLite
    // stores it: qint64, double, QString, QByteArray (a null QVariant is NULL).
    QVariantList key;
    int limit = 500;
    // Sort by this column first (empty: by the key alone): rows come in (sortColumn, key)
    // order, NULLs first as SQLite orders them, and each page's keys start with the sort
    // column's value. An index whose first column it is makes each page one index range;
    // without one every page reads the whole table (SQLite keeps only the page in its sorter).
    QString sortColumn;
    bool descending = false; // the whole order reversed (also without a sort column)
    RangeFilter filter;
    // When not empty: only rows whose rowid is in this list (tables with a rowid only).
    QList<qint64> rowids;
    QString rowidColumn = QStringLiteral("rowid"); // how `rowids` are matched: rowidName()
};

// "<" read in a descending order is ">" in SQL.
QString physicalOp(const PageRequest& r, const QString& op);

// How a page direction reads in SQL, for every engine's pager: a scan ascending or
// descending, from which bound, and whether the rows come back reversed.
struct PageScan {
    bool desc = false;
    QString op; // empty: from the start
    bool reverse = false;
};
PageScan pageScanOf(const PageRequest& r);

struct Page {
    QList<QVariantList> rows; // one entry per row, one value per PageRequest::columns
    QList<QVariantList> keys; // each row's key (same typing as PageRequest::key)
    QVariantList firstKey;    // keys.first() / keys.last(); empty when no rows
    QVariantList lastKey;
    bool atStart = false; // no row before this page
    bool atEnd = false;   // no row after this page
    QString error;        // set when the query failed (rows are then empty)
    bool cancelled = false;
};

// Rows a view can be paged forward through before the browser gives up (each page re-reads
// the view from the start).
inline constexpr qint64 kMaxStreamRows = 100000;

// A page of a table without a key (a view) is read from the start: the rows at positions
// [start, end) of that read, each row's key its position. nullopt (the error set in `p`) when
// the page cannot be reached that way: the last page, or beyond kMaxStreamRows.
struct StreamWindow {
    qint64 start = 0, end = 0;
};
std::optional<StreamWindow> streamWindow(const PageRequest& r, Page& p);
// atStart, atEnd and the boundary keys of a page read through `w` (`more`: a row came after it).
void finishStreamed(const StreamWindow& w, bool more, Page& p);

// The table's ordering key: {rowidName (sqlnames.h)} for rowid tables, the primary key for WITHOUT
// ROWID tables and a server's tables, empty for views and virtual tables.
QStringList keyColumnsFor(const TableInfo& t);
// Does some index (or the key itself) deliver `column` in order, so a filtered page can be
// read in (column, key) order without a sort?
bool isOrderedBy(const TableInfo& t, const QString& column);

// One page. Runs one statement (plus a one-row probe for the far side of AtOrAfter/After/
// Before pages); honours Connection::cancel().
Page fetchPage(Connection& c, const PageRequest& r);

// The 0-based position of the row whose key (in the request's order, as Page::keys holds it) is
// `key`: how many rows matching the filter and rowids come before it. For a view the key is
// the position already. Counts an index range, never OFFSET; run it in a job.
std::optional<qint64> countBefore(Connection& c, const PageRequest& r, const QVariantList& key,
                                  QString* error = nullptr);

// Rows matching the request's filter and rowids (the whole table when neither is set).
// A full scan at worst: run it in a job. nullopt when cancelled or failed (error filled).
std::optional<qint64> countMatching(Connection& c, const PageRequest& r, QString* error = nullptr);

// The key of the first row whose `column` equals `value` (in key order), to go to that row.
// nullopt when no row matches or on error (error filled then).
std::optional<QVariantList> findKey(Connection& c, const QString& table,
                                    const QStringList& keyColumns, const QString& column,
                                    const QVariant& value, QString* error = nullptr);
// The same for an equality filter (match.lower == match.upper) in any letter case. With
// LetterCase::AnyMixed the two plain spellings are looked up first; only when neither is
// stored does it read the wider range (*widened is then set).
std::optional<QVariantList> findKey(Connection& c, const QString& table,
                                    const QStringList& keyColumns, const RangeFilter& match,
                                    QString* error = nullptr, bool* widened = nullptr);
// The least key of a row matching any of `matches` (one ID in each form the column may store
// it: SQLite keeps each value in its own storage class, and a TEXT value never equals a BLOB),
// in one query that an index on the column answers with a seek per form.
std::optional<QVariantList> findKey(Connection& c, const QString& table,
                                    const QStringList& keyColumns,
                                    const QList<RangeFilter>& matches, QString* error = nullptr,
                                    bool* widened = nullptr);

// "Go to ID": the page (r.columns, r.keyColumns, r.limit) that starts at the first row in key
// order matching the equality filter `match`; for a view (no key), the matching rows
// themselves. *found says whether a row matched; *widened as in findKey().
Page pageAtMatch(Connection& c, PageRequest r, const RangeFilter& match, bool* found,
                 bool* widened = nullptr);
// The same for one ID in each form the column may store it (the BLOB bytes, the TEXT
// spellings): the first row in key order matching any of `matches`, as findKey() finds it; for
// a view, the rows of the first form that matches.
Page pageAtMatch(Connection& c, PageRequest r, const QList<RangeFilter>& matches, bool* found,
                 bool* widened = nullptr);

// SQLite's EXPLAIN QUERY PLAN of the page query (count: of the count query), one detail line
// per plan step: how a filter is answered ("SEARCH t USING INDEX …"), for tests and tooltips.
QStringList queryPlan(Connection& c, const PageRequest& r, bool count = false);
// The same for findKey()'s lookup of `matches` (the plain spellings: before any widening).
QStringList lookupPlan(Connection& c, const QString& table, const QStringList& keyColumns,
                       const QList<RangeFilter>& matches);

} // namespace idscope::db

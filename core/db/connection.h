// The one SQLite access point. Every database idscope reads is opened here: read-only URI,
// query_only, defensive configuration, no extensions, limits, a busy timeout and a progress
// handler that lets any statement be cancelled from another thread. Nothing else in the
// project includes sqlite3.h. A Connection is a Source (source.h): the engine-neutral views read
// SQLite through that interface (sqlitesource.cpp), the SQLite-only ones through prepare().
#pragma once

#include "db/source.h"

#include <QString>
#include <QStringView>
#include <QtGlobal>

#include <atomic>
#include <memory>
#include <optional>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace idscope::db {

enum class OpenError {
    None,
    Missing,
    IsDirectory,
    NoPermission,
    Empty,
    NotADatabase,
    Corrupt,
    Locked,
    Encrypted,
    CannotOpen,
    Unprotected, // a protection (defensive mode, limits, query_only, …) could not be set
};

struct OpenInfo {
    QString path;           // absolute path as opened
    bool immutable = false; // opened with immutable=1 (WAL database, nothing to replay or a
                            // read-only folder); `notice` says why
    QString notice;
    bool recovered = false; // a damaged or truncated file opened in recovery mode (defensive
                            // off, writable_schema on, still read-only); `notice` says what is
                            // missing and tables in damaged pages fail with "malformed"
    QString journalMode;    // "delete", "wal", …
    int pageSize = 0;
    qint64 pageCount = 0;
    qint64 fileSize = 0;
    QString sqliteVersion;
};

// A prepared statement; its rows are a Rows stream (source.h).
class Statement final : public Rows {
public:
    Statement() = default;
    Statement(Statement&& o) noexcept;
    Statement& operator=(Statement&& o) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement() override;

    bool isValid() const { return stmt_ != nullptr; }
    // 1-based, as SQLite counts. A bind that fails (index out of range, value too big) makes
    // the next step fail with its error instead of running with the old value.
    void bind(int index, qint64 v);
    void bind(int index, double v);
    void bind(int index, const QString& text);
    void bindBlob(int index, const QByteArray& bytes);
    void bindNull(int index);
    void reset(); // also clears a failed bind: bind again after it

    // true: a row is ready; false: done or failed (check error()).
    bool next() override;
    bool failed() const override { return rc_error_; }
    QString error() const override { return error_; }
    bool interrupted() const override { return interrupted_; }

    int columnCount() const override;
    QString columnName(int i) const;
    StorageClass type(int i) const override;
    qint64 int64(int i) const override;
    double real(int i) const override;
    std::string_view textView(int i) const override; // UTF-8, valid until the next step
    std::string_view blobView(int i) const override;
    RowValue valueAt(int i) const override;
    QString text(int i) const;
    QByteArray blob(int i) const;

private:
    friend class Connection;
    Statement(sqlite3_stmt* s, sqlite3* db) : stmt_(s), db_(db) {}
    void bound(int rc, int index);
    sqlite3_stmt* stmt_ = nullptr;
    sqlite3* db_ = nullptr;
    bool rc_error_ = false;
    bool interrupted_ = false;
    bool bindFailed_ = false;
    QString error_;
};

class Connection final : public Source {
public:
    // Opens `path` read-only. On failure returns null and fills error/message with a clear,
    // specific sentence ("file is not a database", "database disk image is malformed: …").
    static std::unique_ptr<Connection> open(const QString& path, OpenError* error,
                                            QString* message);
    ~Connection() override;
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    const OpenInfo& info() const { return info_; }

    Statement prepare(QStringView sql, QString* error = nullptr);
    // Runs a statement that returns one integer (e.g. a PRAGMA); nullopt on failure.
    std::optional<qint64> scalarInt(QStringView sql);

    // Thread-safe: aborts the running statement at once (SQLITE_INTERRUPT) and every later
    // progress check until clearCancel().
    void cancel() override;
    void clearCancel() override;
    bool isCancelled() const override { return cancelled_.load(std::memory_order_relaxed); }

    // Has this build's SQLite the dbstat virtual table?
    bool hasDbstat();

    // Tests only: the protection of that name (as open() names it in its message) reports
    // failure on every later open in this process, as on a SQLite too old to have it; "" ends
    // it. False when no protection has that name.
    static bool failProtectionForTesting(const QString& name);

    // Source (sqlitesource.cpp).
    SourceInfo sourceInfo() const override;
    Schema readSchema() override;
    void fillRowEstimates(Schema& schema) override;
    std::optional<qint64> countRows(const TableInfo& table) override;
    bool hasRowLocator(const TableInfo& table) const override;
    RowSample drawSample(const TableInfo& table, int size, quint64 seed) override;
    std::unique_ptr<Rows> read(const ReadRequest& request, QString* error) override;
    CaseDuplicates caseDuplicates(const TableInfo& table, const QString& column,
                                  int maxExamples) override;
    Page fetchPage(const PageRequest& r) override;
    std::optional<qint64> countBefore(const PageRequest& r, const QVariantList& key,
                                      QString* error = nullptr) override;
    std::optional<qint64> countMatching(const PageRequest& r, QString* error = nullptr) override;
    Page pageAtMatch(PageRequest r, const QList<RangeFilter>& matches, bool* found,
                     bool* widened = nullptr) override;
    KeyLeaves readKeyLeaves(const KeyOrderRequest& r) override;
    std::unique_ptr<Rows> readMatching(const MatchRequest& r, QString* error) override;
    // Its query shapes: sqliteasof.cpp.
    std::unique_ptr<Rows> readAsOf(const AsOfRequest& r, QString* error,
                                   AsOfPlan* how = nullptr) override;
    CommitOrderRead readInCommitOrder(const CommitOrderRequest& r) override;
    std::unique_ptr<Rows> readInKeyOrder(const KeyOrderRequest& r, QString* error) override;
    bool beginRead() override;
    void endRead() override;
    Connection* sqlite() override { return this; }

private:
    Connection() = default;
    static int progress(void* self);
    QString protect(bool recovery);
    int attemptOpen(bool immutable, bool recovery, OpenError* error, QString* detail);
    void addNotice(const QString& notice);
    sqlite3* db_ = nullptr;
    OpenInfo info_;
    std::atomic_bool cancelled_{false};
};

QString openErrorMessage(OpenError e);

// Binds `v` in the storage class it was read in: a qint64 never passes through double, a
// QByteArray is a BLOB, a null QVariant NULL (keysetpager.cpp).
void bindValue(Statement& st, int index, const QVariant& v);

// The SQL SQLite's as-of read runs for `shape` (?1 the instant in the column's unit), for
// tests and benchmarks; Auto becomes Probe or Window (the sample that picks SkipScan needs a
// connection), and a probe without a row to match becomes Window. `shape` says which ran.
QString sqliteAsOfSql(const AsOfRequest& r, AsOfShape* shape);

} // namespace idscope::db

// The one PostgreSQL access point. Every server database idscope reads is opened here, through
// libpq: read-only by construction (default_transaction_read_only=on for the session and every
// read inside BEGIN READ ONLY), statement and lock timeouts, application_name=idscope, values
// always bound, nothing created on the server (no prepared statement outlives its query, no
// temporary table). Cancel works from any thread. Nothing else in the project includes
// libpq-fe.h.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>
#include <QtGlobal>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string_view>
#include <vector>

struct pg_conn;
struct pg_result;
struct pg_cancel;

namespace idscope::db {

// Type OIDs of the built-in types idscope reads (pg_type.oid, fixed since PostgreSQL 7).
namespace pgtype {
inline constexpr quint32 Bool = 16, Bytea = 17, Char = 18, Name = 19, Int8 = 20, Int2 = 21,
                         Int4 = 23, Text = 25, Oid = 26, Json = 114, Float4 = 700, Float8 = 701,
                         Unknown = 705, Bpchar = 1042, Varchar = 1043, Date = 1082,
                         Timestamp = 1114, Timestamptz = 1184, Numeric = 1700, Uuid = 2950,
                         Jsonb = 3802;
}

// A failure as the server (or libpq) reported it.
struct PgError {
    QString message;  // the server's own text: "ERROR:  cannot execute INSERT in a read-only
                      // transaction" (PQresultErrorMessage, trimmed), or libpq's
    QString sqlState; // five characters ("25006"), empty when libpq failed before the server
    // The query was cancelled at idscope's own request (PgConnection::cancel). A cancel from
    // elsewhere — pg_cancel_backend, statement_timeout — is an error like any other: the
    // answer is partial and must say so.
    bool requested = false;
    bool isEmpty() const { return message.isEmpty(); }
    bool cancelled() const { return requested && sqlState == QLatin1String("57014"); }
    // "message (SQLSTATE 25006)": what a user is shown.
    QString text() const;
};

// Values for $1, $2, … in order, each sent with its type: integers and UUIDs in binary (never
// through text or double), text as text with the type the server infers from the query.
class PgParams {
public:
    PgParams& text(const QString& v);
    PgParams& int64(qint64 v);                 // int8
    PgParams& uuid(const QByteArray& sixteen); // uuid, 16 bytes in RFC order
    PgParams& bytes(const QByteArray& v);      // bytea
    PgParams& timestampUs(qint64 unixMicros);  // timestamptz
    PgParams& null();
    int size() const { return int(values_.size()); }

private:
    friend class PgConnection;
    void add(quint32 type, QByteArray value, int format);
    std::vector<quint32> types_;
    std::vector<QByteArray> values_;
    std::vector<int> formats_; // 0 text, 1 binary
    std::vector<bool> nulls_;
};

enum class PgFormat { Text, Binary };

// One row of a result or a stream: read the columns through the typed accessors, which
// decode binary values exactly (int8 as 64 bits, uuid as 16 bytes) and parse text ones
// without double. Valid until the next row is read.
class PgRow {
public:
    int columnCount() const { return int(len_.size()); }
    quint32 type(int c) const { return types_ ? (*types_)[std::size_t(c)] : 0; }
    bool isNull(int c) const { return len_[std::size_t(c)] < 0; }
    // The bytes as the server sent them (text, or the binary representation).
    std::string_view raw(int c) const;
    // Text-like types (text, varchar, name, json, jsonb, …) as text; in binary results also
    // integers, uuid and bool spelled as PostgreSQL spells them; otherwise a null QString.
    QString text(int c) const;
    std::optional<qint64> int64(int c) const;    // int2, int4, int8, oid
    std::optional<QByteArray> uuid(int c) const; // 16 bytes
    std::optional<double> real(int c) const;     // float4, float8
    std::optional<bool> boolean(int c) const;
    // timestamptz or timestamp of a binary result as microseconds since the Unix epoch;
    // nullopt for ±infinity, text results and other types.
    std::optional<qint64> timestampUs(int c) const;

private:
    friend class PgResult;
    friend class PgRowStream;
    std::vector<const char*> data_;
    std::vector<int> len_; // -1: NULL
    const std::vector<quint32>* types_ = nullptr;
    bool binary_ = false;
};

// A whole result in memory: for catalog queries and small reads (stream big ones).
class PgResult {
public:
    PgResult() = default;
    PgResult(PgResult&&) noexcept;
    PgResult& operator=(PgResult&&) noexcept;
    ~PgResult();

    bool ok() const { return error_.isEmpty(); }
    const PgError& error() const { return error_; }
    int rowCount() const;
    int columnCount() const;
    QString columnName(int c) const;
    quint32 columnType(int c) const;
    const PgRow& row(int r); // valid until the next call

private:
    friend class PgConnection;
    pg_result* res_ = nullptr;
    PgError error_;
    std::vector<quint32> types_;
    PgRow row_;
};

class PgConnection;

// Rows of one query read as they arrive, in constant memory: single-row mode for a query
// with bound values, or COPY … TO STDOUT (FORMAT binary) for a plain SELECT (the fastest way
// out of the server). Nothing else may run on the connection until it is finished or
// destroyed; destroying it early cancels the query and drains what is left.
class PgRowStream {
public:
    PgRowStream(PgRowStream&&) noexcept;
    PgRowStream& operator=(PgRowStream&&) = delete;
    PgRowStream(const PgRowStream&) = delete;
    ~PgRowStream();

    // true: row() holds the next row; false: done, failed or cancelled (see error()).
    bool next();
    const PgRow& row() const { return row_; }
    bool failed() const { return !error_.isEmpty(); }
    const PgError& error() const { return error_; }
    qint64 rowsRead() const { return rows_; }
    int columnCount() const { return int(types_.size()); }
    QString columnName(int c) const { return names_[std::size_t(c)]; }

private:
    friend class PgConnection;
    enum class Mode { SingleRow, Copy };
    PgRowStream(PgConnection* c, Mode m) : conn_(c), mode_(m) {}
    enum class CopyPart { Bad, Header, Row, Trailer };
    bool nextSingleRow();
    bool nextCopy();
    CopyPart parseCopyMessage(const char* p, int n);
    void finish(); // reads the rest and the final result; ends the wrapping transaction
    void fail(PgError e);

    PgConnection* conn_ = nullptr; // null once finished
    Mode mode_;
    bool active_ = false; // this stream's query is running on conn_
    bool ownsTransaction_ = false;
    bool headerSeen_ = false;
    qint64 rows_ = 0;
    pg_result* current_ = nullptr;
    char* copyBuf_ = nullptr;
    std::vector<quint32> types_;
    std::vector<QString> names_;
    PgRow row_;
    PgError error_;
};

// What a report names instead of a file.
struct PgServerInfo {
    QString version;       // server_version as the server reports it ("15.18 (Debian …)")
    int versionNumber = 0; // 150018
    QString host;          // host name, address or socket folder
    QString port;
    QString database;
    QString user;
};

struct PgOpenOptions {
    QString password;                // from a dialog; used for this connection only, never kept
    int statementTimeoutMs = 300000; // one statement (a full scan is one COPY)
    int lockTimeoutMs = 2000;
    int connectTimeoutS = 10;
    // Polled while connecting: once it is set the attempt stops within about 50 ms and open()
    // fails with the text "cancelled" (the dialog's Cancel, a superseded job).
    const std::atomic_bool* abort = nullptr;
};

// The fields of a server's name that a connect dialog edits. A password is never one of them.
struct PgConnectFields {
    QString host; // a host name or address, or a socket folder ("/run/postgresql"); "": default
    QString port; // "": default (5432)
    QString database;
    QString user;
    QString sslMode; // "", disable, allow, prefer, require, verify-ca, verify-full
};
// The fields of a URI or conninfo string, as libpq parses it; nullopt when it does not parse.
std::optional<PgConnectFields> parsePgName(const QString& name);
// A conninfo string for the fields (each value quoted as libpq wants it; empty ones left out).
QString pgConninfo(const PgConnectFields& fields);
// "user@host:port/database" for menus and lists (parts libpq would default left out).
QString pgShortName(const QString& name);

enum class PgIsolation { ReadCommitted, RepeatableRead };

class PgConnection {
public:
    // Opens a postgresql:// URI or a conninfo string. On failure returns null and sets
    // `error` to libpq's or the server's text (authentication, no such database, …). The
    // session must come out read-only with both timeouts set, or it is not opened.
    static std::unique_ptr<PgConnection> open(const QString& name, QString* error,
                                              const PgOpenOptions& options = {});
    ~PgConnection();
    PgConnection(const PgConnection&) = delete;
    PgConnection& operator=(const PgConnection&) = delete;

    const PgServerInfo& info() const { return info_; }

    // Runs one statement with bound values and returns all of its rows. Outside a
    // transaction it runs inside its own BEGIN READ ONLY … ROLLBACK.
    PgResult query(QStringView sql, const PgParams& params = {}, PgFormat format = PgFormat::Text);
    // The rows of one statement as they arrive (single-row mode), in constant memory.
    PgRowStream stream(QStringView sql, const PgParams& params = {},
                       PgFormat format = PgFormat::Binary);
    // COPY (select) TO STDOUT (FORMAT binary): a SELECT without parameters, the fastest way
    // to read a whole column. The column types come from describing the SELECT first.
    PgRowStream copyOut(QStringView select);

    // Several reads that must see one snapshot: begin(RepeatableRead) … end(). Nested calls
    // are refused (false). end() rolls back: nothing was written, so nothing is kept.
    bool begin(PgIsolation isolation, PgError* error = nullptr);
    void end();
    bool inTransaction() const;

    // current_setting(name) or null when the server has no such setting.
    QString setting(const QString& name);

    // Thread-safe: asks the server to stop the running statement (libpq's cancel request)
    // and refuses every later statement until clearCancel().
    void cancel();
    void clearCancel();
    bool isCancelled() const { return cancelled_.load(std::memory_order_relaxed); }
    // Connected, idle, outside any transaction and not cancelled: fit for the next job.
    bool isReusable() const;

private:
    friend class PgRowStream;
    PgConnection() = default;
    bool sendQuery(QStringView sql, const PgParams& params, PgFormat format, PgError* error);
    bool simple(const char* sql, PgError* error);
    PgError cancelledError() const;
    PgError connectionError() const;
    bool beginImplicit(PgError* error);
    // The opening both kinds of stream share: refuses while busy or cancelled, opens an
    // implicit read-only transaction when none is open, marks the connection busy. false:
    // `s` has failed.
    bool openStream(PgRowStream& s);
    void endImplicit();
    bool checkProtections(const PgOpenOptions& options, QString* error);

    pg_conn* conn_ = nullptr;
    std::mutex cancelMutex_; // guards cancel_ against cancel() while closing
    pg_cancel* cancel_ = nullptr;
    std::atomic_bool cancelled_{false};
    bool busy_ = false; // a PgRowStream is reading
    PgServerInfo info_;
};

} // namespace idscope::db

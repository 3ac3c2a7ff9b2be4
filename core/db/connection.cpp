#include "connection.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <sqlite3.h>

#include <cstring>

namespace idscope::db {

namespace {
constexpr int kBusyTimeoutMs = 2000;
constexpr int kMaxValueBytes = 256 * 1024 * 1024; // a crafted cell cannot exhaust memory
constexpr int kMaxSqlBytes = 1024 * 1024;
constexpr int kProgressOps = 1000;

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::db", s);
}

// Random-looking first bytes without the SQLite magic: most likely SQLCipher or similar.
bool looksEncrypted(const QByteArray& head, qint64 size)
{
    if (size < 1024 || size % 512 != 0 || head.size() < 64)
        return false;
    bool seen[256] = {};
    int distinct = 0;
    for (int i = 0; i < 64; ++i) {
        const auto b = static_cast<unsigned char>(head[i]);
        if (!seen[b]) {
            seen[b] = true;
            ++distinct;
        }
    }
    return distinct >= 48;
}

OpenError classify(int rc)
{
    switch (rc & 0xff) {
    case SQLITE_NOTADB:
        return OpenError::NotADatabase;
    case SQLITE_CORRUPT:
        return OpenError::Corrupt;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return OpenError::Locked;
    case SQLITE_PERM:
    case SQLITE_AUTH:
        return OpenError::NoPermission;
    default:
        return OpenError::CannotOpen;
    }
}
} // namespace

QString openErrorMessage(OpenError e)
{
    switch (e) {
    case OpenError::None:
        return QString();
    case OpenError::Missing:
        return tr("no such file");
    case OpenError::IsDirectory:
        return tr("is a folder, not a database file");
    case OpenError::NoPermission:
        return tr("permission denied");
    case OpenError::Empty:
        return tr("the file is empty (0 bytes): not a database yet");
    case OpenError::NotADatabase:
        return tr("file is not a database");
    case OpenError::Corrupt:
        return tr("database disk image is malformed");
    case OpenError::Locked:
        return tr("database is locked by another connection");
    case OpenError::Encrypted:
        return tr("file is encrypted or is not a database (no SQLite header)");
    case OpenError::CannotOpen:
        return tr("cannot open the database");
    }
    return QString();
}

// ---- Statement ------------------------------------------------------------------------

Statement::Statement(Statement&& o) noexcept
    : stmt_(o.stmt_), db_(o.db_), rc_error_(o.rc_error_), interrupted_(o.interrupted_),
      error_(std::move(o.error_))
{
    o.stmt_ = nullptr;
}

Statement& Statement::operator=(Statement&& o) noexcept
{
    if (this != &o) {
        sqlite3_finalize(stmt_);
        stmt_ = o.stmt_;
        db_ = o.db_;
        rc_error_ = o.rc_error_;
        interrupted_ = o.interrupted_;
        error_ = std::move(o.error_);
        o.stmt_ = nullptr;
    }
    return *this;
}

Statement::~Statement()
{
    sqlite3_finalize(stmt_);
}

void Statement::bind(int index, qint64 v)
{
    sqlite3_bind_int64(stmt_, index, v);
}

void Statement::bind(int index, double v)
{
    sqlite3_bind_double(stmt_, index, v);
}

void Statement::bind(int index, const QString& text)
{
    const QByteArray u = text.toUtf8();
    sqlite3_bind_text(stmt_, index, u.constData(), int(u.size()), SQLITE_TRANSIENT);
}

void Statement::bindBlob(int index, const QByteArray& bytes)
{
    sqlite3_bind_blob(stmt_, index, bytes.constData(), int(bytes.size()), SQLITE_TRANSIENT);
}

void Statement::bindNull(int index)
{
    sqlite3_bind_null(stmt_, index);
}

void Statement::reset()
{
    sqlite3_reset(stmt_);
    rc_error_ = false;
    interrupted_ = false;
    error_.clear();
}

bool Statement::next()
{
    if (!stmt_)
        return false;
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE) {
        rc_error_ = true;
        interrupted_ = rc == SQLITE_INTERRUPT;
        error_ = QString::fromUtf8(sqlite3_errmsg(db_));
    }
    return false;
}

int Statement::columnCount() const
{
    return sqlite3_column_count(stmt_);
}

QString Statement::columnName(int i) const
{
    return QString::fromUtf8(sqlite3_column_name(stmt_, i));
}

StorageClass Statement::type(int i) const
{
    switch (sqlite3_column_type(stmt_, i)) {
    case SQLITE_INTEGER:
        return StorageClass::Integer;
    case SQLITE_FLOAT:
        return StorageClass::Real;
    case SQLITE_TEXT:
        return StorageClass::Text;
    case SQLITE_BLOB:
        return StorageClass::Blob;
    default:
        return StorageClass::Null;
    }
}

qint64 Statement::int64(int i) const
{
    return sqlite3_column_int64(stmt_, i);
}

double Statement::real(int i) const
{
    return sqlite3_column_double(stmt_, i);
}

std::string_view Statement::textView(int i) const
{
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, i));
    const int n = sqlite3_column_bytes(stmt_, i);
    return p ? std::string_view(p, std::size_t(n)) : std::string_view();
}

std::string_view Statement::blobView(int i) const
{
    const auto* p = static_cast<const char*>(sqlite3_column_blob(stmt_, i));
    const int n = sqlite3_column_bytes(stmt_, i);
    return p ? std::string_view(p, std::size_t(n)) : std::string_view();
}

QString Statement::text(int i) const
{
    const std::string_view v = textView(i);
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

QByteArray Statement::blob(int i) const
{
    const std::string_view v = blobView(i);
    return QByteArray(v.data(), qsizetype(v.size()));
}

// ---- Connection -----------------------------------------------------------------------

int Connection::progress(void* self)
{
    return static_cast<Connection*>(self)->cancelled_.load(std::memory_order_relaxed) ? 1 : 0;
}

std::unique_ptr<Connection> Connection::open(const QString& path, OpenError* error,
                                             QString* message)
{
    auto fail = [&](OpenError e, const QString& detail = QString()) {
        if (error)
            *error = e;
        if (message) {
            *message = openErrorMessage(e);
            if (!detail.isEmpty() && detail != *message)
                *message += QStringLiteral(": ") + detail;
        }
        return std::unique_ptr<Connection>();
    };

    const QFileInfo fi(path);
    if (!fi.exists())
        return fail(OpenError::Missing);
    if (fi.isDir())
        return fail(OpenError::IsDirectory);
    QFile f(fi.absoluteFilePath());
    if (!fi.isReadable() || !f.open(QIODevice::ReadOnly))
        return fail(OpenError::NoPermission);
    const qint64 size = f.size();
    if (size == 0)
        return fail(OpenError::Empty);
    const QByteArray head = f.read(100);
    f.close();
    if (head.size() < 100 || std::memcmp(head.constData(), "SQLite format 3", 16) != 0) {
        if (looksEncrypted(head, size))
            return fail(OpenError::Encrypted);
        return fail(OpenError::NotADatabase);
    }

    const QString abs = fi.absoluteFilePath();
    const bool walHeader = head[18] == 2 || head[19] == 2;
    const bool walFilePresent = QFileInfo::exists(abs + QStringLiteral("-wal"));
    const QString dir = fi.absolutePath();
    const bool folderWritable = QFileInfo(dir).isWritable();

    auto c = std::unique_ptr<Connection>(new Connection);
    c->info_.path = abs;
    c->info_.fileSize = size;
    c->info_.sqliteVersion = QString::fromLatin1(sqlite3_libversion());

    // A WAL database with no log to replay is read as immutable: no -wal/-shm appears next to
    // the user's file and no lock is taken. With a log present it must be read (mode=ro);
    // if the folder is read-only SQLite cannot create the -shm, so fall back to immutable.
    bool immutable = walHeader && !walFilePresent;
    if (immutable)
        c->info_.notice = tr("WAL database with no pending log: opened immutable, so no "
                             "-wal or -shm file is created");

    for (int attempt = 0; attempt < 2; ++attempt) {
        const QByteArray uri = QByteArrayLiteral("file:") + QUrl::toPercentEncoding(abs, "/") +
                               (immutable ? QByteArrayLiteral("?immutable=1&mode=ro")
                                          : QByteArrayLiteral("?mode=ro"));
        sqlite3* db = nullptr;
        int rc = sqlite3_open_v2(uri.constData(), &db,
                                 SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX,
                                 nullptr);
        if (rc != SQLITE_OK) {
            const QString detail = db ? QString::fromUtf8(sqlite3_errmsg(db)) : QString();
            sqlite3_close_v2(db);
            return fail(classify(rc), detail);
        }
        sqlite3_extended_result_codes(db, 1);
        sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
        sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
        sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
        sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DML, 0, nullptr);
        sqlite3_limit(db, SQLITE_LIMIT_LENGTH, kMaxValueBytes);
        sqlite3_limit(db, SQLITE_LIMIT_SQL_LENGTH, kMaxSqlBytes);
        sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0);
        sqlite3_busy_timeout(db, kBusyTimeoutMs);
        sqlite3_progress_handler(db, kProgressOps, &Connection::progress, c.get());
        c->db_ = db;
        c->scalarInt(u"PRAGMA query_only=1");

        // Touch the schema: this is where "not a database", corruption, locks and an
        // uncreatable -shm surface.
        Statement s = c->prepare(u"SELECT count(*) FROM sqlite_schema");
        rc = SQLITE_OK;
        QString detail;
        if (!s.isValid() || (!s.next() && s.failed())) {
            rc = sqlite3_extended_errcode(db);
            detail = QString::fromUtf8(sqlite3_errmsg(db));
        }
        s = Statement();
        if (rc == SQLITE_OK)
            break;
        sqlite3_close_v2(db);
        c->db_ = nullptr;
        const bool shmProblem = (rc & 0xff) == SQLITE_READONLY || (rc & 0xff) == SQLITE_CANTOPEN;
        if (!immutable && walHeader && shmProblem && attempt == 0) {
            immutable = true;
            c->info_.notice = folderWritable
                                  ? tr("the WAL index could not be opened: opened immutable; "
                                       "changes still in the -wal file are not shown")
                                  : tr("WAL database in a read-only folder: opened immutable; "
                                       "changes still in the -wal file are not shown");
            continue;
        }
        if ((rc & 0xff) == SQLITE_BUSY)
            detail = tr("a writer holds the lock; gave up after %1 s").arg(kBusyTimeoutMs / 1000);
        return fail(classify(rc), detail);
    }
    c->info_.immutable = immutable;
    c->info_.pageSize = int(c->scalarInt(u"PRAGMA page_size").value_or(0));
    c->info_.pageCount = c->scalarInt(u"PRAGMA page_count").value_or(0);
    Statement jm = c->prepare(u"PRAGMA journal_mode");
    if (jm.next())
        c->info_.journalMode = jm.text(0).toLower();
    return c;
}

Connection::~Connection()
{
    if (db_)
        sqlite3_close_v2(db_);
}

Statement Connection::prepare(QStringView sql, QString* error)
{
    const QByteArray u = sql.toUtf8();
    sqlite3_stmt* st = nullptr;
    const int rc = sqlite3_prepare_v3(db_, u.constData(), int(u.size()), 0, &st, nullptr);
    if (rc != SQLITE_OK) {
        if (error)
            *error = QString::fromUtf8(sqlite3_errmsg(db_));
        sqlite3_finalize(st);
        return Statement();
    }
    return Statement(st, db_);
}

std::optional<qint64> Connection::scalarInt(QStringView sql)
{
    Statement s = prepare(sql);
    if (!s.next())
        return std::nullopt;
    return s.int64(0);
}

void Connection::cancel()
{
    cancelled_.store(true, std::memory_order_relaxed);
    if (db_)
        sqlite3_interrupt(db_);
}

void Connection::clearCancel()
{
    cancelled_.store(false, std::memory_order_relaxed);
}

bool Connection::hasDbstat()
{
    Statement s = prepare(u"SELECT 1 FROM dbstat LIMIT 0");
    return s.isValid();
}

QString Connection::quoteIdentifier(QStringView name)
{
    QString out;
    out.reserve(name.size() + 2);
    out += u'"';
    for (QChar c : name) {
        if (c == u'"')
            out += u'"';
        out += c;
    }
    out += u'"';
    return out;
}

QString Connection::quoteLiteral(QStringView text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += u'\'';
    for (QChar c : text) {
        if (c == u'\'')
            out += u'\'';
        out += c;
    }
    out += u'\'';
    return out;
}

} // namespace idscope::db

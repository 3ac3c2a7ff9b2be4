#include "connection.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <sqlite3.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>

#ifdef Q_OS_LINUX
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#endif

namespace idscope::db {

namespace {
constexpr int kBusyTimeoutMs = 2000;
constexpr int kMaxValueBytes = 256 * 1024 * 1024; // a crafted cell cannot exhaust memory
constexpr int kMaxSqlBytes = 1024 * 1024;
constexpr int kProgressOps = 1000;

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

// The first 100 bytes and the size, read through SQLite's own VFS as a main database file.
// The unix VFS tracks every descriptor of an inode and defers closing one while a connection of
// this process holds a lock on the file; a QFile::close() would instead drop every POSIX lock
// the process holds on it (a running scan in another job would silently lose its SHARED lock
// and a writer could change pages under it).
bool readHeader(const QString& abs, QByteArray* head, qint64* size)
{
    sqlite3_vfs* vfs = sqlite3_vfs_find(nullptr);
    if (!vfs)
        return false;
    const QByteArray name = QFile::encodeName(abs);
    const char* fname = sqlite3_create_filename(name.constData(), "", "", 0, nullptr);
    if (!fname)
        return false;
    auto mem = std::make_unique<char[]>(std::size_t(vfs->szOsFile));
    std::memset(mem.get(), 0, std::size_t(vfs->szOsFile));
    auto* file = reinterpret_cast<sqlite3_file*>(mem.get());
    int outFlags = 0;
    int rc = vfs->xOpen(vfs, fname, file, SQLITE_OPEN_MAIN_DB | SQLITE_OPEN_READONLY, &outFlags);
    bool ok = rc == SQLITE_OK;
    if (ok) {
        sqlite3_int64 n = 0;
        ok = file->pMethods->xFileSize(file, &n) == SQLITE_OK;
        *size = n;
        head->fill('\0', 100);
        if (ok && n > 0) {
            rc = file->pMethods->xRead(file, head->data(), 100, 0);
            ok = rc == SQLITE_OK || rc == SQLITE_IOERR_SHORT_READ;
            if (n < 100)
                head->truncate(int(n));
        } else {
            head->clear();
        }
    }
    if (file->pMethods)
        file->pMethods->xClose(file);
    sqlite3_free_filename(fname);
    return ok;
}

quint32 be32(const QByteArray& h, int at)
{
    return quint32(quint8(h[at])) << 24 | quint32(quint8(h[at + 1])) << 16 |
           quint32(quint8(h[at + 2])) << 8 | quint32(quint8(h[at + 3]));
}

// Pages the header says the file has, and pages actually present; {0, 0} when the header does
// not say (written by a very old SQLite).
struct PageCounts {
    qint64 expected = 0;
    qint64 present = 0;
};

PageCounts pageCounts(const QByteArray& head, qint64 size)
{
    if (head.size() < 100)
        return {};
    qint64 pageSize = qint64(quint8(head[16])) << 8 | quint8(head[17]);
    if (pageSize == 1)
        pageSize = 65536;
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0)
        return {};
    const quint32 pages = be32(head, 28);
    if (pages == 0 || be32(head, 24) != be32(head, 92))
        return {};
    return {qint64(pages), size / pageSize};
}

// Who holds the write lock on `abs`, when the system can tell: "process 1234 (sqlite3)".
// SQLite itself cannot; Linux lists POSIX locks in /proc/locks.
QString lockHolder(const QString& abs)
{
#ifdef Q_OS_LINUX
    struct stat st {};
    if (::stat(QFile::encodeName(abs).constData(), &st) != 0)
        return QString();
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly | QIODevice::Text))
        return QString();
    // SQLite's lock bytes: PENDING at 1 GiB, RESERVED after it, then the 510 SHARED bytes.
    constexpr qint64 kLockFirst = 0x40000000;
    constexpr qint64 kLockLast = kLockFirst + 511;
    qint64 holder = 0;
    const QList<QByteArray> lines = locks.readAll().split('\n');
    for (const QByteArray& line : lines) {
        const QList<QByteArray> f = line.simplified().split(' ');
        // "1: POSIX  ADVISORY  WRITE 1234 08:01:5678 1073741824 1073742335"; waiters have "->"
        if (f.size() < 8 || f[1] != "POSIX" || f[3] != "WRITE")
            continue;
        const QList<QByteArray> dev = f[5].split(':');
        if (dev.size() != 3 || dev[2].toULongLong() != quint64(st.st_ino))
            continue;
        bool okMaj = false;
        bool okMin = false;
        const uint maj = dev[0].toUInt(&okMaj, 16);
        const uint min = dev[1].toUInt(&okMin, 16);
        if (okMaj && okMin && (maj != major(st.st_dev) || min != minor(st.st_dev)))
            continue;
        const qint64 start = f[6].toLongLong();
        const qint64 end = f[7] == "EOF" ? std::numeric_limits<qint64>::max() : f[7].toLongLong();
        if (end < kLockFirst || start > kLockLast)
            continue;
        holder = f[4].toLongLong();
        break;
    }
    if (holder <= 0)
        return QString();
    if (holder == qint64(::getpid()))
        return QCoreApplication::translate("idscope::db", "another connection in this process");
    QFile comm(QStringLiteral("/proc/%1/comm").arg(holder));
    QString name;
    if (comm.open(QIODevice::ReadOnly))
        name = QString::fromUtf8(comm.readAll()).trimmed();
    return name.isEmpty() ? QCoreApplication::translate("idscope::db", "process %1").arg(holder)
                          : QCoreApplication::translate("idscope::db", "process %1 (%2)")
                                .arg(holder)
                                .arg(name);
#else
    Q_UNUSED(abs);
    return QString();
#endif
}

// The protections an untrusted file is read with, by the name open() gives when one cannot be
// set (each is read back where SQLite can tell, so an older SQLite that lacks one is caught).
enum Protection {
    Defensive,
    TrustedSchemaOff,
    ExtensionsOff,
    DqsOff,
    LengthLimit,
    SqlLengthLimit,
    NoAttach,
    BusyTimeout,
    QueryOnly,
    ProtectionCount
};
constexpr const char* kProtectionNames[ProtectionCount] = {
    "SQLITE_DBCONFIG_DEFENSIVE",
    "SQLITE_DBCONFIG_TRUSTED_SCHEMA",
    "SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION",
    "SQLITE_DBCONFIG_DQS_DML",
    "SQLITE_LIMIT_LENGTH",
    "SQLITE_LIMIT_SQL_LENGTH",
    "SQLITE_LIMIT_ATTACHED",
    "sqlite3_busy_timeout",
    "PRAGMA query_only",
};
std::atomic_int g_failingProtection{-1};

bool dbConfig(sqlite3* db, int op, int want)
{
    int now = -1;
    return sqlite3_db_config(db, op, want, &now) == SQLITE_OK && now == want;
}

// SQLite may lower a limit to its compile-time bound, which is no less safe.
bool limit(sqlite3* db, int id, int want)
{
    sqlite3_limit(db, id, want);
    const int now = sqlite3_limit(db, id, -1);
    return now >= 0 && now <= want;
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
// The file as found before SQLite sees it.
struct FileHead {
    QString abs; // absolute path
    QByteArray head;
    qint64 size = 0;
    bool walHeader = false;
};

// Checks what can be told without SQLite: it exists, is a readable regular file, is not empty,
// and starts with the SQLite header. OpenError::None when SQLite may try it.
OpenError readFileHead(const QString& given, FileHead& f, QString* detail)
{
    // A symbolic link is followed, as every database tool does: the file read is its target,
    // and the -wal and -shm beside the target are the ones SQLite uses.
    QString path = given;
    if (QFileInfo(given).isSymLink()) {
        const QByteArray name = QFile::encodeName(given);
        char resolved[PATH_MAX];
        if (!::realpath(name.constData(), resolved)) {
            *detail = errno == ELOOP ? QCoreApplication::translate(
                                           "idscope::db", "a loop of symbolic links")
                                     : QCoreApplication::translate(
                                           "idscope::db", "a symbolic link to a missing file");
            return OpenError::Missing;
        }
        path = QFile::decodeName(resolved);
    }
    const QFileInfo fi(path);
    if (!fi.exists())
        return OpenError::Missing;
    if (fi.isDir())
        return OpenError::IsDirectory;
    f.abs = fi.absoluteFilePath();
    if (!fi.isFile()) { // a FIFO or a device: opening it could block for ever
        *detail = QCoreApplication::translate("idscope::db", "not a regular file");
        return OpenError::NotADatabase;
    }
    if (!fi.isReadable() || !readHeader(f.abs, &f.head, &f.size))
        return OpenError::NoPermission;
    if (f.size == 0)
        return OpenError::Empty;
    if (f.head.size() < 100 || std::memcmp(f.head.constData(), "SQLite format 3", 16) != 0)
        return looksEncrypted(f.head, f.size) ? OpenError::Encrypted : OpenError::NotADatabase;
    f.walHeader = f.head[18] == 2 || f.head[19] == 2;
    return OpenError::None;
}

// A rollback journal beside the file that starts with the journal header's magic: the record
// of a transaction that was never finished, which only a writer may roll back.
bool hasHotJournal(const QString& abs)
{
    QFile j(abs + QStringLiteral("-journal"));
    if (!QFileInfo(j.fileName()).isFile() || !j.open(QIODevice::ReadOnly))
        return false;
    static const char kMagic[] = {char(0xd9), char(0xd5), char(0x05), char(0xf9),
                                  char(0x20), char(0xa1), char(0x63), char(0xd7)};
    return j.read(8) == QByteArray(kMagic, 8);
}

// Why the last attempt failed, in words more useful than SQLite's for a lock or a truncated
// file; else SQLite's own `detail`.
QString failureDetail(int primary, const QString& abs, bool truncated, const PageCounts& pages,
                      const QString& detail)
{
    if (primary == SQLITE_BUSY) {
        const QString holder = lockHolder(abs);
        return holder.isEmpty()
                   ? QCoreApplication::translate("idscope::db",
                                                 "a writer holds the lock; gave up after %1 s")
                         .arg(kBusyTimeoutMs / 1000)
                   : QCoreApplication::translate("idscope::db",
                                                 "%1 holds the write lock; gave up after %2 s")
                         .arg(holder)
                         .arg(kBusyTimeoutMs / 1000);
    }
    if (primary == SQLITE_CORRUPT && truncated)
        return QCoreApplication::translate("idscope::db",
                                           "the file is truncated: %1 of %2 pages are present")
            .arg(pages.present)
            .arg(pages.expected);
    if ((primary == SQLITE_CANTOPEN || primary == SQLITE_READONLY) && hasHotJournal(abs))
        return QCoreApplication::translate(
                   "idscope::db",
                   "%1-journal holds a transaction its writer did not finish (it was killed or "
                   "lost power): the database must be rolled back first, which idscope, "
                   "reading only, never does. Open it once with the application that writes it "
                   "(or sqlite3) and try again")
            .arg(QFileInfo(abs).fileName());
    return detail;
}

QString recoveryNotice(bool truncated, const PageCounts& pages)
{
    return truncated
               ? QCoreApplication::translate(
                     "idscope::db", "the file is truncated: %1 of %2 pages are present; tables "
                                    "stored in the missing pages cannot be read")
                     .arg(pages.present)
                     .arg(pages.expected)
               : QCoreApplication::translate("idscope::db",
                                             "the file is damaged: opened in recovery mode; tables "
                                             "stored in damaged pages cannot be read");
}

// SQLite's fixed text for one of its result codes ("file is not a database", "database disk
// image is malformed"): what sqlite3_errmsg() says when it knows nothing more.
bool isStockSqliteText(const QString& text)
{
    for (int rc = 1; rc <= SQLITE_WARNING; ++rc) {
        if (text == QLatin1String(sqlite3_errstr(rc)))
            return true;
    }
    return false;
}

} // namespace

QString openErrorMessage(OpenError e)
{
    switch (e) {
    case OpenError::None:
        return QString();
    case OpenError::Missing:
        return QCoreApplication::translate("idscope::db", "no such file");
    case OpenError::IsDirectory:
        return QCoreApplication::translate("idscope::db", "is a folder, not a database file");
    case OpenError::NoPermission:
        return QCoreApplication::translate("idscope::db", "permission denied");
    case OpenError::Empty:
        return QCoreApplication::translate("idscope::db",
                                           "the file is empty (0 bytes): not a database yet");
    case OpenError::NotADatabase:
        return QCoreApplication::translate("idscope::db", "file is not a database");
    case OpenError::Corrupt:
        return QCoreApplication::translate("idscope::db", "database disk image is malformed");
    case OpenError::Locked:
        return QCoreApplication::translate("idscope::db",
                                           "database is locked by another connection");
    case OpenError::Encrypted:
        return QCoreApplication::translate(
            "idscope::db", "file is encrypted or is not a database (no SQLite header)");
    case OpenError::CannotOpen:
        return QCoreApplication::translate("idscope::db", "cannot open the database");
    case OpenError::Unprotected:
        return QCoreApplication::translate(
            "idscope::db", "not opened: a protection against untrusted files could not be set");
    }
    return QString();
}

// ---- Statement ------------------------------------------------------------------------

Statement::Statement(Statement&& o) noexcept
    : stmt_(o.stmt_), db_(o.db_), rc_error_(o.rc_error_), interrupted_(o.interrupted_),
      bindFailed_(o.bindFailed_), error_(std::move(o.error_))
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
        bindFailed_ = o.bindFailed_;
        error_ = std::move(o.error_);
        o.stmt_ = nullptr;
    }
    return *this;
}

Statement::~Statement()
{
    sqlite3_finalize(stmt_);
}

void Statement::bound(int rc, int index)
{
    if (rc == SQLITE_OK || bindFailed_)
        return;
    bindFailed_ = true;
    rc_error_ = true;
    error_ = QCoreApplication::translate("idscope::db", "cannot bind parameter %1: %2")
                 .arg(index)
                 .arg(QString::fromUtf8(sqlite3_errstr(rc)));
}

void Statement::bind(int index, qint64 v)
{
    bound(sqlite3_bind_int64(stmt_, index, v), index);
}

void Statement::bind(int index, double v)
{
    bound(sqlite3_bind_double(stmt_, index, v), index);
}

void Statement::bind(int index, const QString& text)
{
    const QByteArray u = text.toUtf8();
    bound(sqlite3_bind_text64(stmt_, index, u.constData(), sqlite3_uint64(u.size()),
                              SQLITE_TRANSIENT, SQLITE_UTF8),
          index);
}

void Statement::bindBlob(int index, const QByteArray& bytes)
{
    bound(sqlite3_bind_blob64(stmt_, index, bytes.constData(), sqlite3_uint64(bytes.size()),
                              SQLITE_TRANSIENT),
          index);
}

void Statement::bindNull(int index)
{
    bound(sqlite3_bind_null(stmt_, index), index);
}

void Statement::reset()
{
    sqlite3_reset(stmt_);
    rc_error_ = false;
    interrupted_ = false;
    bindFailed_ = false;
    error_.clear();
}

bool Statement::next()
{
    if (!stmt_ || bindFailed_)
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

// One sqlite3_column_value() and plain reads of it: each sqlite3_column_*() call checks the
// statement and the connection's error state again, which a full scan pays for every value.
RowValue Statement::valueAt(int i) const
{
    sqlite3_value* v = sqlite3_column_value(stmt_, i);
    RowValue out;
    switch (sqlite3_value_type(v)) {
    case SQLITE_INTEGER:
        out.sc = StorageClass::Integer;
        out.integer = sqlite3_value_int64(v);
        break;
    case SQLITE_FLOAT:
        out.sc = StorageClass::Real;
        out.real = sqlite3_value_double(v);
        break;
    case SQLITE_TEXT: {
        out.sc = StorageClass::Text;
        const auto* p = reinterpret_cast<const char*>(sqlite3_value_text(v));
        out.bytes =
            p ? std::string_view(p, std::size_t(sqlite3_value_bytes(v))) : std::string_view();
        break;
    }
    case SQLITE_BLOB: {
        out.sc = StorageClass::Blob;
        const auto* p = static_cast<const char*>(sqlite3_value_blob(v));
        out.bytes =
            p ? std::string_view(p, std::size_t(sqlite3_value_bytes(v))) : std::string_view();
        break;
    }
    default:
        break;
    }
    return out;
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
            // SQLite's text is appended only when it says more than the (translated) sentence:
            // not when it is that sentence in English or SQLite's stock text for its code.
            *message = openErrorMessage(e);
            if (!detail.isEmpty() && detail != *message && !isStockSqliteText(detail))
                *message += QStringLiteral(": ") + detail;
        }
        return std::unique_ptr<Connection>();
    };
    FileHead f;
    QString detail;
    if (const OpenError e = readFileHead(path, f, &detail); e != OpenError::None)
        return fail(e, detail);
    const bool walFilePresent = QFileInfo::exists(f.abs + QStringLiteral("-wal"));
    const bool folderWritable = QFileInfo(QFileInfo(f.abs).absolutePath()).isWritable();

    auto c = std::unique_ptr<Connection>(new Connection);
    c->info_.path = f.abs;
    c->info_.fileSize = f.size;
    c->info_.sqliteVersion = QString::fromLatin1(sqlite3_libversion());

    // A WAL database with no log to replay is read as immutable: no -wal/-shm appears next to
    // the user's file and no lock is taken. With a log present it must be read (mode=ro);
    // if the folder is read-only SQLite cannot create the -shm, so fall back to immutable.
    bool immutable = f.walHeader && !walFilePresent;
    if (immutable)
        c->addNotice(QCoreApplication::translate(
            "idscope::db", "WAL database with no pending log: opened immutable, so no "
                           "-wal or -shm file is created"));

    // A damaged file (a truncated copy, a bad page in the schema) is retried in recovery mode:
    // writable_schema lets SQLite use what the file still has instead of refusing it whole.
    // Defensive mode must be off for that; the connection stays mode=ro and query_only, so
    // nothing can be written either way.
    const PageCounts pages = pageCounts(f.head, f.size);
    const bool truncated = pages.expected > 0 && pages.present < pages.expected;
    bool recovery = false;
    bool triedImmutable = immutable;
    for (int attempt = 0; attempt < 3 && !c->db_; ++attempt) {
        OpenError e = OpenError::None;
        const int rc = c->attemptOpen(immutable, recovery, &e, &detail);
        if (rc == SQLITE_OK)
            break;
        if (e != OpenError::None)
            return fail(e, detail);
        const int primary = rc & 0xff;
        const bool shmProblem = primary == SQLITE_READONLY || primary == SQLITE_CANTOPEN;
        if (!triedImmutable && f.walHeader && shmProblem) {
            immutable = true;
            triedImmutable = true;
            c->addNotice(
                folderWritable
                    ? QCoreApplication::translate(
                          "idscope::db", "the WAL index could not be opened: opened immutable; "
                                         "changes still in the -wal file are not shown")
                    : QCoreApplication::translate(
                          "idscope::db", "WAL database in a read-only folder: opened immutable; "
                                         "changes still in the -wal file are not shown"));
            continue;
        }
        // Page 1 cut short: the schema is gone, and an empty recovered database would mislead.
        if (primary == SQLITE_CORRUPT && !recovery && !(truncated && pages.present == 0)) {
            recovery = true;
            continue;
        }
        return fail(classify(rc), failureDetail(primary, f.abs, truncated, pages, detail));
    }
    if (!c->db_)
        return fail(OpenError::CannotOpen);
    if (recovery) {
        c->info_.recovered = true;
        c->addNotice(recoveryNotice(truncated, pages));
    }
    c->info_.immutable = immutable;
    c->info_.pageSize = int(c->scalarInt(u"PRAGMA page_size").value_or(0));
    c->info_.pageCount = c->scalarInt(u"PRAGMA page_count").value_or(0);
    Statement jm = c->prepare(u"PRAGMA journal_mode");
    if (jm.next())
        c->info_.journalMode = jm.text(0).toLower();
    if (f.walHeader && immutable)
        c->info_.journalMode = QStringLiteral("wal"); // immutable reads report "delete"
    return c;
}

void Connection::addNotice(const QString& n)
{
    if (!info_.notice.isEmpty())
        info_.notice += QStringLiteral("; ");
    info_.notice += n;
}

// One try: opens the file read-only (immutable or not), sets every protection and touches the
// schema, which is where "not a database", corruption, locks and an uncreatable -shm surface.
// SQLITE_OK with the handle set; else SQLite's error code with *detail, and *error set when
// no other way of opening can help.
int Connection::attemptOpen(bool immutable, bool recovery, OpenError* error, QString* detail)
{
    const QByteArray uri =
        QByteArrayLiteral("file:") + QUrl::toPercentEncoding(info_.path, "/") +
        (immutable ? QByteArrayLiteral("?immutable=1&mode=ro") : QByteArrayLiteral("?mode=ro"));
    sqlite3* db = nullptr;
    int rc = sqlite3_open_v2(uri.constData(), &db,
                             SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        *detail = db ? QString::fromUtf8(sqlite3_errmsg(db)) : QString();
        sqlite3_close_v2(db);
        *error = classify(rc);
        return rc;
    }
    sqlite3_extended_result_codes(db, 1);
    db_ = db;
    const QString unprotected = protect(recovery);
    if (!unprotected.isEmpty()) {
        sqlite3_close_v2(db);
        db_ = nullptr;
        *detail =
            QCoreApplication::translate("idscope::db", "%1 did not take effect").arg(unprotected);
        *error = OpenError::Unprotected;
        return SQLITE_ERROR;
    }
    Statement s = prepare(u"SELECT count(*) FROM sqlite_schema");
    if (s.isValid() && (s.next() || !s.failed()))
        return SQLITE_OK;
    rc = sqlite3_extended_errcode(db);
    *detail = QString::fromUtf8(sqlite3_errmsg(db));
    s = Statement();
    sqlite3_close_v2(db);
    db_ = nullptr;
    return rc;
}

// Sets every protection on the fresh handle; the name of the first that did not take effect,
// "" when all did. Recovery mode turns defensive off on purpose (see open()).
QString Connection::protect(bool recovery)
{
    const int failing = g_failingProtection.load(std::memory_order_relaxed);
    auto check = [failing](Protection p, bool ok) { return ok && failing != p; };
    const bool ok[ProtectionCount] = {
        check(Defensive, dbConfig(db_, SQLITE_DBCONFIG_DEFENSIVE, recovery ? 0 : 1)),
        check(TrustedSchemaOff, dbConfig(db_, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)),
        check(ExtensionsOff, dbConfig(db_, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0)),
        check(DqsOff, dbConfig(db_, SQLITE_DBCONFIG_DQS_DML, 0)),
        check(LengthLimit, limit(db_, SQLITE_LIMIT_LENGTH, kMaxValueBytes)),
        check(SqlLengthLimit, limit(db_, SQLITE_LIMIT_SQL_LENGTH, kMaxSqlBytes)),
        check(NoAttach, limit(db_, SQLITE_LIMIT_ATTACHED, 0)),
        check(BusyTimeout, sqlite3_busy_timeout(db_, kBusyTimeoutMs) == SQLITE_OK),
        check(QueryOnly,
              sqlite3_exec(db_, "PRAGMA query_only=1", nullptr, nullptr, nullptr) == SQLITE_OK &&
                  scalarInt(u"PRAGMA query_only") == 1),
    };
    // Recovery reads a damaged schema; without it the open fails later as "malformed".
    if (recovery)
        sqlite3_db_config(db_, SQLITE_DBCONFIG_WRITABLE_SCHEMA, 1, nullptr);
    sqlite3_progress_handler(db_, kProgressOps, &Connection::progress, this);
    for (int p = 0; p < ProtectionCount; ++p) {
        if (!ok[p])
            return QString::fromLatin1(kProtectionNames[p]);
    }
    return QString();
}

bool Connection::failProtectionForTesting(const QString& name)
{
    if (name.isEmpty()) {
        g_failingProtection.store(-1);
        return true;
    }
    for (int p = 0; p < ProtectionCount; ++p) {
        if (name == QLatin1String(kProtectionNames[p])) {
            g_failingProtection.store(p);
            return true;
        }
    }
    return false;
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

} // namespace idscope::db

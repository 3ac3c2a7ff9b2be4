#include "pgconnection.h"

#include "databasename.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QStringList>

#include <libpq-fe.h>

#include <cerrno>
#include <cstring>

#include <poll.h>

namespace idscope::db {

namespace {

// libpq's and the server's text as one message a dialog or a terminal shows as it is: every
// line's runs of spaces and tabs as one space (libpq indents its hints with a tab, the server
// pads "FATAL:  …"), blank lines dropped; the words stay the server's.
QString messageText(const char* s)
{
    QStringList lines;
    for (const QString& line : QString::fromUtf8(s ? s : "").split(QLatin1Char('\n'))) {
        const QString l = line.simplified();
        if (!l.isEmpty())
            lines << l;
    }
    return lines.join(QLatin1Char('\n'));
}

PgError resultError(const PGresult* r, PGconn* conn)
{
    PgError e;
    if (!r) {
        e.message = messageText(PQerrorMessage(conn));
        if (e.message.isEmpty())
            e.message = QCoreApplication::translate("idscope::db", "no answer from the server");
        return e;
    }
    e.message = messageText(PQresultErrorMessage(r));
    e.sqlState = QString::fromLatin1(PQresultErrorField(r, PG_DIAG_SQLSTATE));
    if (e.message.isEmpty())
        e.message = messageText(PQerrorMessage(conn));
    if (e.message.isEmpty())
        e.message =
            QCoreApplication::translate("idscope::db", "unexpected answer from the server: %1")
                .arg(QString::fromLatin1(PQresStatus(PQresultStatus(r))));
    return e;
}

bool succeeded(const PGresult* r)
{
    const ExecStatusType s = PQresultStatus(r);
    return r && (s == PGRES_TUPLES_OK || s == PGRES_COMMAND_OK || s == PGRES_SINGLE_TUPLE);
}

// The session settings every connection is opened with, as a backend command line ("-c
// name=value"): read-only by default, timeouts, and the spellings idscope parses.
QByteArray sessionOptions(const QByteArray& userOptions, const PgOpenOptions& o)
{
    QByteArray s = userOptions;
    if (!s.isEmpty())
        s += ' ';
    s += "-c default_transaction_read_only=on";
    s += " -c statement_timeout=" + QByteArray::number(o.statementTimeoutMs);
    s += " -c lock_timeout=" + QByteArray::number(o.lockTimeoutMs);
    s += " -c idle_in_transaction_session_timeout=" +
         QByteArray::number(qMax(o.statementTimeoutMs, 60000));
    s += " -c DateStyle=ISO -c TimeZone=UTC -c IntervalStyle=iso_8601 -c extra_float_digits=3";
    return s;
}

// The "options" a URI or conninfo string already carries (they are kept, ours come after
// and win); false with libpq's message when the string does not parse.
bool userOptions(const QByteArray& name, QByteArray* options, QString* error)
{
    char* err = nullptr;
    PQconninfoOption* parsed = PQconninfoParse(name.constData(), &err);
    if (!parsed) {
        *error =
            err ? messageText(err) : QCoreApplication::translate("idscope::db", "out of memory");
        PQfreemem(err);
        return false;
    }
    for (PQconninfoOption* o = parsed; o->keyword; ++o) {
        if (std::strcmp(o->keyword, "options") == 0 && o->val)
            *options = o->val;
    }
    PQconninfoFree(parsed);
    return true;
}

void ignoreNotice(void*, const char*) {}

enum class Connect { Done, Aborted, TimedOut };

// PQconnectdbParams without blocking for good: the socket is polled in 50 ms steps so that
// `abort` stops the attempt. Polling, libpq leaves connect_timeout to the caller: `timeoutS`
// bounds the whole attempt. Done: the connection's status says whether it came up.
Connect connectPolled(PGconn* conn, const std::atomic_bool* abort, int timeoutS)
{
    const QDeadlineTimer deadline(timeoutS > 0 ? qint64(timeoutS) * 1000 : -1);
    PostgresPollingStatusType st = PGRES_POLLING_WRITING;
    while (st != PGRES_POLLING_OK && st != PGRES_POLLING_FAILED) {
        pollfd fd{PQsocket(conn), short(st == PGRES_POLLING_READING ? POLLIN : POLLOUT), 0};
        if (fd.fd < 0)
            return Connect::Done;
        int ready = 0;
        while (ready == 0) {
            if (abort && abort->load(std::memory_order_relaxed))
                return Connect::Aborted;
            if (deadline.hasExpired())
                return Connect::TimedOut;
            ready = ::poll(&fd, 1, 50);
            if (ready < 0 && errno == EINTR)
                ready = 0;
        }
        st = PQconnectPoll(conn);
    }
    return Connect::Done;
}

} // namespace

// ---- Names -----------------------------------------------------------------------------

std::optional<PgConnectFields> parsePgName(const QString& name)
{
    char* err = nullptr;
    PQconninfoOption* parsed = PQconninfoParse(name.toUtf8().constData(), &err);
    PQfreemem(err);
    if (!parsed)
        return std::nullopt;
    PgConnectFields f;
    const std::pair<const char*, QString*> wanted[] = {{"host", &f.host},
                                                       {"port", &f.port},
                                                       {"dbname", &f.database},
                                                       {"user", &f.user},
                                                       {"sslmode", &f.sslMode}};
    for (PQconninfoOption* o = parsed; o->keyword; ++o) {
        for (const auto& [key, out] : wanted) {
            if (std::strcmp(o->keyword, key) == 0 && o->val)
                *out = QString::fromUtf8(o->val);
        }
    }
    PQconninfoFree(parsed);
    return f;
}

QString pgConninfo(const PgConnectFields& f)
{
    QStringList parts;
    const std::pair<const char*, const QString*> fields[] = {{"host", &f.host},
                                                             {"port", &f.port},
                                                             {"dbname", &f.database},
                                                             {"user", &f.user},
                                                             {"sslmode", &f.sslMode}};
    for (const auto& [key, value] : fields) {
        const QString v = value->trimmed();
        if (v.isEmpty())
            continue;
        QString quoted = v;
        quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
        quoted.replace(QLatin1Char('\''), QLatin1String("\\'"));
        parts << QLatin1String(key) + QLatin1String("='") + quoted + QLatin1Char('\'');
    }
    return parts.join(QLatin1Char(' '));
}

QString pgShortName(const QString& name)
{
    const std::optional<PgConnectFields> f = parsePgName(name);
    if (!f)
        return name;
    QString out = f->user.isEmpty() ? QString() : f->user + QLatin1Char('@');
    out += f->host.isEmpty() ? QStringLiteral("localhost") : f->host;
    if (!f->port.isEmpty())
        out += QLatin1Char(':') + f->port;
    if (!f->database.isEmpty())
        out += QLatin1Char('/') + f->database;
    return out;
}

// ---- PgResult ---------------------------------------------------------------------------

PgResult::PgResult(PgResult&& o) noexcept
    : res_(o.res_), error_(std::move(o.error_)), types_(std::move(o.types_))
{
    o.res_ = nullptr;
}

PgResult& PgResult::operator=(PgResult&& o) noexcept
{
    if (this != &o) {
        PQclear(res_);
        res_ = o.res_;
        error_ = std::move(o.error_);
        types_ = std::move(o.types_);
        o.res_ = nullptr;
    }
    return *this;
}

PgResult::~PgResult()
{
    PQclear(res_);
}

int PgResult::rowCount() const
{
    return res_ ? PQntuples(res_) : 0;
}

int PgResult::columnCount() const
{
    return res_ ? PQnfields(res_) : 0;
}

QString PgResult::columnName(int c) const
{
    return QString::fromUtf8(PQfname(res_, c));
}

quint32 PgResult::columnType(int c) const
{
    return types_[std::size_t(c)];
}

const PgRow& PgResult::row(int r)
{
    const int n = columnCount();
    row_.data_.resize(std::size_t(n));
    row_.len_.resize(std::size_t(n));
    row_.types_ = &types_;
    row_.binary_ = n > 0 && PQfformat(res_, 0) == 1;
    for (int c = 0; c < n; ++c) {
        row_.data_[std::size_t(c)] = PQgetvalue(res_, r, c);
        row_.len_[std::size_t(c)] = PQgetisnull(res_, r, c) ? -1 : PQgetlength(res_, r, c);
    }
    return row_;
}

// ---- PgConnection -----------------------------------------------------------------------

std::unique_ptr<PgConnection> PgConnection::open(const QString& name, QString* error,
                                                 const PgOpenOptions& options)
{
    // libpq quotes the URI or conninfo back in its parse errors, password and all: every
    // message leaving here has the password replaced, whichever return it takes.
    struct Redacted {
        QString* error;
        const QString& name;
        ~Redacted()
        {
            if (error && !error->isEmpty())
                *error = redactedText(*error, name);
        }
    } redacted{error, name};
    const QByteArray dbname = name.toUtf8();
    QByteArray given;
    if (!userOptions(dbname, &given, error))
        return nullptr;
    const QByteArray opts = sessionOptions(given, options);
    const QByteArray timeout = QByteArray::number(options.connectTimeoutS);
    const QByteArray password = options.password.toUtf8();
    // The expanded dbname comes first; the keywords after it override what it says.
    std::vector<const char*> keys = {"dbname", "options", "application_name", "client_encoding",
                                     "connect_timeout"};
    std::vector<const char*> values = {dbname.constData(), opts.constData(), "idscope", "UTF8",
                                       timeout.constData()};
    if (!options.password.isEmpty()) {
        keys.push_back("password");
        values.push_back(password.constData());
    }
    keys.push_back(nullptr);
    values.push_back(nullptr);

    std::unique_ptr<PgConnection> c(new PgConnection);
    c->conn_ = PQconnectStartParams(keys.data(), values.data(), 1);
    const Connect how = c->conn_ && PQstatus(c->conn_) != CONNECTION_BAD
                            ? connectPolled(c->conn_, options.abort, options.connectTimeoutS)
                            : Connect::Done;
    if (how != Connect::Done) {
        *error = how == Connect::Aborted
                     ? QCoreApplication::translate("idscope::db", "cancelled")
                     : QCoreApplication::translate("idscope::db",
                                                   "no answer from the server within %n second(s)",
                                                   nullptr, options.connectTimeoutS);
        return nullptr;
    }
    if (!c->conn_ || PQstatus(c->conn_) != CONNECTION_OK) {
        *error = c->conn_ ? messageText(PQerrorMessage(c->conn_))
                          : QCoreApplication::translate("idscope::db", "out of memory");
        return nullptr;
    }
    PQsetNoticeProcessor(c->conn_, ignoreNotice, nullptr);
    c->cancel_ = PQgetCancel(c->conn_);
    if (!c->checkProtections(options, error))
        return nullptr;
    // JIT compiles a plan whose estimate is large — the catalog query over indexes, with its
    // per-index subqueries, costs 40–80 ms of compiling to return two rows — and idscope's
    // reads are simple streams that compiling does not speed up. (jit exists from version 11.)
    // Set outside any transaction, so that no ROLLBACK takes it back.
    PgError jitError;
    if (PQserverVersion(c->conn_) >= 110000 && !c->simple("SET jit = off", &jitError)) {
        *error = jitError.text();
        return nullptr;
    }
    c->info_.version = QString::fromUtf8(PQparameterStatus(c->conn_, "server_version"));
    c->info_.versionNumber = PQserverVersion(c->conn_);
    c->info_.host = QString::fromUtf8(PQhost(c->conn_));
    c->info_.port = QString::fromUtf8(PQport(c->conn_));
    c->info_.database = QString::fromUtf8(PQdb(c->conn_));
    c->info_.user = QString::fromUtf8(PQuser(c->conn_));
    return c;
}

// The session must be read-only with both timeouts in force, as the options asked; a server
// or pooler that dropped them is not used.
bool PgConnection::checkProtections(const PgOpenOptions& options, QString* error)
{
    if (!cancel_) {
        *error =
            QCoreApplication::translate("idscope::db", "not opened: libpq gave no cancel handle");
        return false;
    }
    PgResult r = query(u"SELECT current_setting('default_transaction_read_only'), "
                       u"current_setting('statement_timeout'), current_setting('lock_timeout')");
    if (!r.ok()) {
        *error = r.error().text();
        return false;
    }
    const PgRow& row = r.row(0);
    const QString ro = row.text(0);
    const bool timeouts = (options.statementTimeoutMs == 0 || row.text(1) != QLatin1String("0")) &&
                          (options.lockTimeoutMs == 0 || row.text(2) != QLatin1String("0"));
    if (ro != QLatin1String("on") || !timeouts) {
        *error = QCoreApplication::translate(
                     "idscope::db",
                     "not opened: the session is not read-only with timeouts "
                     "(default_transaction_read_only=%1, statement_timeout=%2, lock_timeout=%3)")
                     .arg(ro, row.text(1), row.text(2));
        return false;
    }
    return true;
}

PgConnection::~PgConnection()
{
    {
        const std::lock_guard lock(cancelMutex_);
        PQfreeCancel(cancel_);
        cancel_ = nullptr;
    }
    PQfinish(conn_);
}

PgError PgConnection::cancelledError() const
{
    return {QCoreApplication::translate("idscope::db", "cancelled"), QStringLiteral("57014"), true};
}

PgError PgConnection::connectionError() const
{
    return {messageText(PQerrorMessage(conn_)), QString()};
}

bool PgConnection::simple(const char* sql, PgError* error)
{
    PGresult* r = PQexec(conn_, sql);
    const bool ok = succeeded(r);
    if (!ok && error) {
        *error = resultError(r, conn_);
        error->requested = isCancelled();
    }
    PQclear(r);
    return ok;
}

bool PgConnection::isReusable() const
{
    return conn_ && PQstatus(conn_) == CONNECTION_OK && !busy_ && !inTransaction() &&
           !isCancelled();
}

bool PgConnection::inTransaction() const
{
    return PQtransactionStatus(conn_) != PQTRANS_IDLE;
}

// Each BEGIN is followed by a query so that the transaction has its snapshot at once: from then
// on the server refuses to make it read-write (SET transaction_read_only is only allowed
// before the first query).
bool PgConnection::beginImplicit(PgError* error)
{
    return simple("BEGIN READ ONLY; SELECT 1", error);
}

void PgConnection::endImplicit()
{
    simple("ROLLBACK", nullptr);
}

bool PgConnection::begin(PgIsolation isolation, PgError* error)
{
    if (busy_ || inTransaction()) {
        if (error)
            *error = {QCoreApplication::translate(
                          "idscope::db", "a transaction is already open on this connection"),
                      QString()};
        return false;
    }
    if (isCancelled()) {
        if (error)
            *error = cancelledError();
        return false;
    }
    return simple(isolation == PgIsolation::RepeatableRead
                      ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SELECT 1"
                      : "BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY; SELECT 1",
                  error);
}

void PgConnection::end()
{
    if (!busy_ && inTransaction())
        simple("ROLLBACK", nullptr);
}

bool PgConnection::sendQuery(QStringView sql, const PgParams& p, PgFormat format, PgError* error)
{
    const QByteArray text = sql.toUtf8();
    std::vector<const char*> values(std::size_t(p.size()));
    std::vector<int> lengths(std::size_t(p.size()));
    for (std::size_t i = 0; i < values.size(); ++i) {
        values[i] = p.nulls_[i] ? nullptr : p.values_[i].constData();
        lengths[i] = int(p.values_[i].size());
    }
    const int ok =
        PQsendQueryParams(conn_, text.constData(), p.size(), p.types_.data(), values.data(),
                          lengths.data(), p.formats_.data(), format == PgFormat::Binary ? 1 : 0);
    if (!ok)
        *error = connectionError();
    return ok != 0;
}

PgResult PgConnection::query(QStringView sql, const PgParams& params, PgFormat format)
{
    PgResult out;
    if (busy_) {
        out.error_ = {QCoreApplication::translate("idscope::db",
                                                  "the connection is still reading another result"),
                      QString()};
        return out;
    }
    if (isCancelled()) {
        out.error_ = cancelledError();
        return out;
    }
    const bool implicit = !inTransaction();
    if (implicit && !beginImplicit(&out.error_))
        return out;
    if (sendQuery(sql, params, format, &out.error_)) {
        // The last result is the statement's; an error ends the loop's interest in rows.
        while (PGresult* r = PQgetResult(conn_)) {
            if (out.res_ || !out.error_.isEmpty()) {
                PQclear(r);
                continue;
            }
            if (succeeded(r))
                out.res_ = r;
            else {
                out.error_ = resultError(r, conn_);
                PQclear(r);
            }
        }
    }
    if (implicit)
        endImplicit();
    if (out.res_) {
        out.types_.resize(std::size_t(PQnfields(out.res_)));
        for (int c = 0; c < PQnfields(out.res_); ++c)
            out.types_[std::size_t(c)] = PQftype(out.res_, c);
    }
    out.error_.requested = isCancelled();
    if (!out.error_.isEmpty() && isCancelled() && !out.error_.cancelled())
        out.error_.message = cancelledError().message + QLatin1String(": ") + out.error_.message;
    return out;
}

QString PgConnection::setting(const QString& name)
{
    PgResult r = query(u"SELECT current_setting($1, true)", PgParams().text(name));
    return r.ok() && r.rowCount() == 1 ? r.row(0).text(0) : QString();
}

void PgConnection::cancel()
{
    cancelled_.store(true, std::memory_order_relaxed);
    const std::lock_guard lock(cancelMutex_);
    if (cancel_) {
        char buf[256];
        PQcancel(cancel_, buf, int(sizeof buf));
    }
}

void PgConnection::clearCancel()
{
    cancelled_.store(false, std::memory_order_relaxed);
}

bool PgConnection::openStream(PgRowStream& s)
{
    if (busy_)
        s.fail({QCoreApplication::translate("idscope::db",
                                            "the connection is still reading another result"),
                QString()});
    else if (isCancelled())
        s.fail(cancelledError());
    if (s.failed())
        return false;
    s.ownsTransaction_ = !inTransaction();
    PgError e;
    if (s.ownsTransaction_ && !beginImplicit(&e)) {
        s.ownsTransaction_ = false;
        s.fail(e);
        return false;
    }
    busy_ = true;
    s.active_ = true;
    return true;
}

PgRowStream PgConnection::stream(QStringView sql, const PgParams& params, PgFormat format)
{
    PgRowStream s(this, PgRowStream::Mode::SingleRow);
    if (!openStream(s))
        return s;
    PgError e;
    if (!sendQuery(sql, params, format, &e) || !PQsetSingleRowMode(conn_)) {
        s.fail(e.isEmpty() ? connectionError() : e);
        s.finish();
    }
    return s;
}

PgRowStream PgConnection::copyOut(QStringView select)
{
    PgRowStream s(this, PgRowStream::Mode::Copy);
    if (!openStream(s))
        return s;
    // The column types: describe the SELECT as the unnamed statement, which the COPY (a
    // simple query) then discards; nothing stays prepared on the server.
    const QByteArray text = select.toUtf8();
    PGresult* prep = PQprepare(conn_, "", text.constData(), 0, nullptr);
    PGresult* desc = succeeded(prep) ? PQdescribePrepared(conn_, "") : nullptr;
    if (!succeeded(desc)) {
        s.fail(resultError(desc ? desc : prep, conn_));
    } else {
        for (int c = 0; c < PQnfields(desc); ++c) {
            s.types_.push_back(PQftype(desc, c));
            s.names_.push_back(QString::fromUtf8(PQfname(desc, c)));
        }
    }
    PQclear(prep);
    PQclear(desc);
    if (s.failed()) {
        s.finish();
        return s;
    }
    const QByteArray copy = "COPY (" + text + ") TO STDOUT (FORMAT binary)";
    PGresult* r = PQsendQuery(conn_, copy.constData()) ? PQgetResult(conn_) : nullptr;
    if (PQresultStatus(r) != PGRES_COPY_OUT) {
        s.fail(resultError(r, conn_));
        PQclear(r);
        s.finish();
        return s;
    }
    PQclear(r);
    return s;
}

// ---- PgRowStream ------------------------------------------------------------------------

PgRowStream::PgRowStream(PgRowStream&& o) noexcept
    : conn_(o.conn_), mode_(o.mode_), active_(o.active_), ownsTransaction_(o.ownsTransaction_),
      headerSeen_(o.headerSeen_), rows_(o.rows_), current_(o.current_), copyBuf_(o.copyBuf_),
      types_(std::move(o.types_)), names_(std::move(o.names_)), row_(std::move(o.row_)),
      error_(std::move(o.error_))
{
    row_.types_ = &types_;
    o.conn_ = nullptr;
    o.current_ = nullptr;
    o.copyBuf_ = nullptr;
    o.active_ = false;
    o.ownsTransaction_ = false;
}

PgRowStream::~PgRowStream()
{
    if (conn_ && active_) {
        // Left early: ask the server to stop, then read what is left.
        const std::lock_guard lock(conn_->cancelMutex_);
        if (conn_->cancel_) {
            char buf[256];
            PQcancel(conn_->cancel_, buf, int(sizeof buf));
        }
    }
    finish();
}

void PgRowStream::fail(PgError e)
{
    if (error_.isEmpty())
        error_ = std::move(e);
}

void PgRowStream::finish()
{
    PQclear(current_);
    current_ = nullptr;
    PQfreemem(copyBuf_);
    copyBuf_ = nullptr;
    if (!conn_)
        return;
    PGconn* pc = conn_->conn_;
    if (active_) {
        if (mode_ == Mode::Copy) {
            char* buf = nullptr;
            while (PQgetCopyData(pc, &buf, 0) > 0) {
                PQfreemem(buf);
                buf = nullptr;
            }
        }
        while (PGresult* r = PQgetResult(pc)) {
            if (!succeeded(r))
                fail(resultError(r, pc));
            PQclear(r);
        }
        active_ = false;
        conn_->busy_ = false;
    }
    if (ownsTransaction_) {
        conn_->endImplicit();
        ownsTransaction_ = false;
    }
    error_.requested = error_.requested || conn_->isCancelled();
    if (!error_.isEmpty() && conn_->isCancelled() && !error_.cancelled())
        error_.message = conn_->cancelledError().message + QLatin1String(": ") + error_.message;
    conn_ = nullptr; // nothing more to read through it
}

bool PgRowStream::next()
{
    if (!conn_ || !active_ || failed())
        return false;
    const bool more = mode_ == Mode::SingleRow ? nextSingleRow() : nextCopy();
    if (more)
        ++rows_;
    else
        finish();
    return more;
}

bool PgRowStream::nextSingleRow()
{
    PGconn* pc = conn_->conn_;
    PQclear(current_);
    current_ = PQgetResult(pc);
    const ExecStatusType st = PQresultStatus(current_);
    if (current_ && types_.empty() && (st == PGRES_SINGLE_TUPLE || st == PGRES_TUPLES_OK)) {
        for (int c = 0; c < PQnfields(current_); ++c) {
            types_.push_back(PQftype(current_, c));
            names_.push_back(QString::fromUtf8(PQfname(current_, c)));
        }
    }
    if (st == PGRES_SINGLE_TUPLE) {
        const int n = PQnfields(current_);
        row_.data_.resize(std::size_t(n));
        row_.len_.resize(std::size_t(n));
        row_.types_ = &types_;
        row_.binary_ = n > 0 && PQfformat(current_, 0) == 1;
        for (int c = 0; c < n; ++c) {
            row_.data_[std::size_t(c)] = PQgetvalue(current_, 0, c);
            row_.len_[std::size_t(c)] =
                PQgetisnull(current_, 0, c) ? -1 : PQgetlength(current_, 0, c);
        }
        return true;
    }
    if (st != PGRES_TUPLES_OK && st != PGRES_COMMAND_OK)
        fail(resultError(current_, pc));
    return false;
}

// One CopyData message: the file header before the first tuple, then a tuple (a 16-bit field
// count, each field a 32-bit length or -1 and its bytes) or the trailer (count -1).
PgRowStream::CopyPart PgRowStream::parseCopyMessage(const char* p, int n)
{
    static constexpr char kSignature[] = "PGCOPY\n\377\r\n";
    int at = 0;
    auto be = [&](int bytes) {
        quint32 v = 0;
        for (int i = 0; i < bytes; ++i)
            v = v << 8 | quint8(p[at + i]);
        at += bytes;
        return v;
    };
    if (!headerSeen_) {
        if (n < 19 || std::memcmp(p, kSignature, 11) != 0)
            return CopyPart::Bad;
        at = 15; // signature and flags
        const quint32 ext = be(4);
        if (ext > quint32(n - at))
            return CopyPart::Bad;
        at += int(ext);
        headerSeen_ = true;
        if (at == n)
            return CopyPart::Header;
    }
    if (n - at < 2)
        return CopyPart::Bad;
    const auto fields = qint16(quint16(be(2)));
    if (fields == -1)
        return at == n ? CopyPart::Trailer : CopyPart::Bad;
    if (fields != int(types_.size()))
        return CopyPart::Bad;
    row_.data_.resize(std::size_t(fields));
    row_.len_.resize(std::size_t(fields));
    row_.types_ = &types_;
    row_.binary_ = true;
    for (int c = 0; c < fields; ++c) {
        if (n - at < 4)
            return CopyPart::Bad;
        const auto len = qint32(be(4));
        if (len > n - at)
            return CopyPart::Bad;
        row_.data_[std::size_t(c)] = p + at;
        row_.len_[std::size_t(c)] = len < 0 ? -1 : len;
        if (len > 0)
            at += len;
    }
    return at == n ? CopyPart::Row : CopyPart::Bad;
}

bool PgRowStream::nextCopy()
{
    PGconn* pc = conn_->conn_;
    for (;;) {
        PQfreemem(copyBuf_);
        copyBuf_ = nullptr;
        const int n = PQgetCopyData(pc, &copyBuf_, 0);
        if (n == -1) // the COPY is over: finish() reads its final result
            return false;
        if (n < 0) {
            fail(conn_->connectionError());
            return false;
        }
        switch (parseCopyMessage(copyBuf_, n)) {
        case CopyPart::Row:
            return true;
        case CopyPart::Header:
        case CopyPart::Trailer:
            continue;
        case CopyPart::Bad:
            fail({QCoreApplication::translate("idscope::db", "malformed COPY data from the server"),
                  QString()});
            return false;
        }
    }
}

} // namespace idscope::db

#include "pgfixture.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator64>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimeZone>
#include <QUrl>

#include <libpq-fe.h>

#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

namespace testpg {

namespace {

// Where the server binaries are: IDSCOPE_PG_BINDIR, the newest version under Debian's
// /usr/lib/postgresql/*/bin (15 on Debian 12, 17 on Debian 13: probed, never named), or the PATH.
QString findBinDir()
{
    const QString env = qEnvironmentVariable("IDSCOPE_PG_BINDIR");
    if (!env.isEmpty())
        return QFileInfo::exists(env + QLatin1String("/initdb")) ? env : QString();
    QStringList dirs;
    QStringList versions = QDir(QStringLiteral("/usr/lib/postgresql"))
                               .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    std::sort(versions.begin(), versions.end(),
              [](const QString& a, const QString& b) { return a.toInt() > b.toInt(); });
    for (const QString& v : versions)
        dirs << QStringLiteral("/usr/lib/postgresql/%1/bin").arg(v);
    for (const QString& d : dirs) {
        if (QFileInfo::exists(d + QLatin1String("/initdb")) &&
            QFileInfo::exists(d + QLatin1String("/pg_ctl")))
            return d;
    }
    const QString initdb = QStandardPaths::findExecutable(QStringLiteral("initdb"));
    return initdb.isEmpty() ? QString() : QFileInfo(initdb).absolutePath();
}

// The server refuses to run as root: under root the cluster belongs to user postgres (the
// Debian package creates it) or, failing that, nobody.
struct RunAs {
    uid_t uid = 0;
    gid_t gid = 0;
    bool drop = false;
    QString name;
};

RunAs serverUser()
{
    RunAs r;
    if (::geteuid() != 0)
        return r;
    for (const char* name : {"postgres", "nobody"}) {
        if (const passwd* pw = ::getpwnam(name)) {
            r.uid = pw->pw_uid;
            r.gid = pw->pw_gid;
            r.drop = true;
            r.name = QString::fromLatin1(name);
            return r;
        }
    }
    return r;
}

bool run(const RunAs& as, const QString& program, const QStringList& args, QString* output)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.remove(QStringLiteral("PGDATA"));
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    if (as.drop) {
        const uid_t uid = as.uid;
        const gid_t gid = as.gid;
        p.setChildProcessModifier([uid, gid] {
            if (::setgroups(0, nullptr) != 0 || ::setgid(gid) != 0 || ::setuid(uid) != 0)
                ::_exit(77);
        });
    }
    p.start(program, args);
    const bool finished = p.waitForFinished(60000);
    *output = QString::fromLocal8Bit(p.readAll()).trimmed();
    if (!finished)
        p.kill();
    return finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

QString conninfo(const QString& dir, const char* user, const QString& db)
{
    return QStringLiteral("host=%1 port=5432 user=%2 dbname=%3").arg(dir, QLatin1String(user), db);
}

QString isoUtc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toString(Qt::ISODateWithMs);
}

QString ulidText(qint64 ms, quint64 seed)
{
    QByteArray b(16, '\0');
    for (int i = 0; i < 6; ++i)
        b[i] = char(quint64(ms) >> (40 - 8 * i) & 0xff);
    QRandomGenerator64 g(seed);
    for (int i = 6; i < 16; ++i)
        b[i] = char(g.bounded(256));
    static constexpr char kCrockford[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    auto bit = [&](int k) { return k < 0 ? 0 : (quint8(b[k / 8]) >> (7 - k % 8)) & 1; };
    QString out;
    for (int i = 0; i < 26; ++i) {
        int v = 0;
        for (int k = i * 5 - 2; k < i * 5 + 3; ++k)
            v = v << 1 | bit(k);
        out += QLatin1Char(kCrockford[v]);
    }
    return out;
}

} // namespace

// ---- Cluster ----------------------------------------------------------------------------

Cluster& Cluster::shared()
{
    static Cluster c;
    return c;
}

Cluster::Cluster()
{
    if (!start() && error_.isEmpty())
        error_ = QStringLiteral("the test PostgreSQL cluster did not start");
}

bool Cluster::start()
{
    bin_ = findBinDir();
    if (bin_.isEmpty()) {
        error_ = QStringLiteral(
            "PostgreSQL server binaries (initdb, pg_ctl) not found in /usr/lib/postgresql/*/bin, "
            "IDSCOPE_PG_BINDIR or the PATH: install the postgresql package (./dev.sh does)");
        return false;
    }
    QTemporaryDir tmp(QDir::tempPath() + QLatin1String("/idscope-pg-XXXXXX"));
    if (!tmp.isValid()) {
        error_ = QStringLiteral("cannot make a temporary folder: ") + tmp.errorString();
        return false;
    }
    tmp.setAutoRemove(false);
    base_ = tmp.path();
    dir_ = base_;
    const RunAs as = serverUser();
    const QByteArray b = QFile::encodeName(base_);
    if (as.drop && ::chown(b.constData(), as.uid, as.gid) != 0) {
        error_ = QStringLiteral("cannot give %1 to user %2").arg(base_, as.name);
        return false;
    }
    ::chmod(b.constData(), 0700);
    const QString data = base_ + QLatin1String("/data");
    QString out;
    if (!run(as, bin_ + QLatin1String("/initdb"),
             {QStringLiteral("-D"), data, QStringLiteral("-U"), QLatin1String(kSuperuser),
              QStringLiteral("--auth=trust"), QStringLiteral("--encoding=UTF8"),
              QStringLiteral("--locale=C"), QStringLiteral("-N")},
             &out)) {
        error_ = QStringLiteral("initdb failed: ") + out;
        return false;
    }
    QFile conf(data + QLatin1String("/postgresql.conf"));
    if (!conf.open(QIODevice::Append | QIODevice::Text)) {
        error_ = QStringLiteral("cannot write postgresql.conf");
        return false;
    }
    conf.write(QStringLiteral("listen_addresses = ''\nunix_socket_directories = '%1'\n"
                              "port = 5432\ntrack_commit_timestamp = on\nfsync = off\n"
                              "synchronous_commit = off\nfull_page_writes = off\n"
                              "autovacuum = off\nshared_buffers = 32MB\nmax_connections = 40\n")
                   .arg(dir_)
                   .toUtf8());
    conf.close();
    // Every role is trusted on the socket but the one that must give its password.
    QFile hba(data + QLatin1String("/pg_hba.conf"));
    if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        error_ = QStringLiteral("cannot write pg_hba.conf");
        return false;
    }
    hba.write(QStringLiteral("local all %1 scram-sha-256\nlocal all all trust\n")
                  .arg(QLatin1String(kSecretRole))
                  .toUtf8());
    hba.close();
    if (!run(as, bin_ + QLatin1String("/pg_ctl"),
             {QStringLiteral("-D"), data, QStringLiteral("-l"), base_ + QLatin1String("/log"),
              QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"),
              QStringLiteral("start")},
             &out)) {
        QFile log(base_ + QLatin1String("/log"));
        log.open(QIODevice::ReadOnly);
        error_ = QStringLiteral("pg_ctl start failed: %1\n%2")
                     .arg(out, QString::fromUtf8(log.readAll()));
        return false;
    }
    QFile pid(data + QLatin1String("/postmaster.pid"));
    if (pid.open(QIODevice::ReadOnly))
        postmaster_ = pid.readLine().trimmed().toLongLong();
    // Should this process die without exiting, the watchdog stops the server and removes
    // the folder.
    QProcess::startDetached(
        QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"),
         QStringLiteral("while kill -0 %1 2>/dev/null; do sleep 1; done; kill -INT %2 "
                        "2>/dev/null; sleep 5; rm -rf '%3'")
             .arg(::getpid())
             .arg(postmaster_)
             .arg(base_)},
        QString(), &watchdog_);

    Session admin(conninfo(dir_, kSuperuser, QStringLiteral("postgres")));
    if (!admin.ok() ||
        !admin.exec(QStringLiteral("CREATE DATABASE %1").arg(QLatin1String(kDatabase)))) {
        error_ = QStringLiteral("cannot create the test database: ") + admin.error();
        return false;
    }
    version_ = admin.value(QStringLiteral("SHOW server_version"));
    Session s(superConninfo());
    const QString setup =
        QStringLiteral("CREATE EXTENSION pageinspect; CREATE EXTENSION pgstattuple;"
                       "CREATE ROLE %1 LOGIN; GRANT CONNECT ON DATABASE %2 TO %1;"
                       "GRANT USAGE ON SCHEMA public TO %1;"
                       "ALTER DEFAULT PRIVILEGES FOR ROLE %3 IN SCHEMA public "
                       "GRANT SELECT ON TABLES TO %1;"
                       "CREATE ROLE %4 LOGIN PASSWORD '%5'; GRANT %1 TO %4;")
            .arg(QLatin1String(kReader), QLatin1String(kDatabase), QLatin1String(kSuperuser),
                 QLatin1String(kSecretRole), QLatin1String(kSecretPassword));
    if (!s.ok() || !s.exec(setup)) {
        error_ = QStringLiteral("cannot set up the test database: ") + s.error();
        return false;
    }
    return true;
}

Cluster::~Cluster()
{
    if (watchdog_ > 0)
        ::kill(pid_t(watchdog_), SIGKILL);
    if (postmaster_ > 0 && ::kill(pid_t(postmaster_), SIGINT) == 0) {
        // A fast shutdown: sessions end, the postmaster removes its pid file and exits.
        const QString pidFile = base_ + QLatin1String("/data/postmaster.pid");
        for (int i = 0; i < 200 && QFileInfo::exists(pidFile); ++i)
            QThread::msleep(50);
        if (QFileInfo::exists(pidFile))
            ::kill(pid_t(postmaster_), SIGKILL);
    }
    if (!base_.isEmpty())
        QDir(base_).removeRecursively();
}

QString Cluster::readerConninfo(const QString& db) const
{
    return conninfo(dir_, kReader, db);
}

QString Cluster::readerUri(const QString& db) const
{
    return QStringLiteral("postgresql://%1@/%2?host=%3&port=5432")
        .arg(QLatin1String(kReader), db, QString::fromLatin1(QUrl::toPercentEncoding(dir_)));
}

QString Cluster::superConninfo(const QString& db) const
{
    return conninfo(dir_, kSuperuser, db);
}

// ---- Session ----------------------------------------------------------------------------

Session::Session(const QString& info)
{
    conn_ = PQconnectdb(info.toUtf8().constData());
    if (PQstatus(conn_) != CONNECTION_OK) {
        error_ = QString::fromUtf8(PQerrorMessage(conn_)).trimmed();
        qWarning().noquote() << "testpg: cannot connect:" << error_;
        PQfinish(conn_);
        conn_ = nullptr;
    }
}

Session::~Session()
{
    PQfinish(conn_);
}

bool Session::exec(const QString& sql)
{
    if (!conn_)
        return false;
    PGresult* r = PQexec(conn_, sql.toUtf8().constData());
    const ExecStatusType st = PQresultStatus(r);
    const bool ok = st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK;
    if (!ok) {
        error_ = QString::fromUtf8(PQresultErrorMessage(r)).trimmed();
        qWarning().noquote() << "testpg:" << error_ << "in" << sql.left(200);
    }
    PQclear(r);
    return ok;
}

QList<QStringList> Session::rows(const QString& sql)
{
    QList<QStringList> out;
    if (!conn_)
        return out;
    PGresult* r = PQexec(conn_, sql.toUtf8().constData());
    if (PQresultStatus(r) != PGRES_TUPLES_OK) {
        error_ = QString::fromUtf8(PQresultErrorMessage(r)).trimmed();
        qWarning().noquote() << "testpg:" << error_ << "in" << sql.left(200);
    } else {
        for (int i = 0; i < PQntuples(r); ++i) {
            QStringList row;
            for (int c = 0; c < PQnfields(r); ++c)
                row << (PQgetisnull(r, i, c) ? QString() : QString::fromUtf8(PQgetvalue(r, i, c)));
            out << row;
        }
    }
    PQclear(r);
    return out;
}

QString Session::value(const QString& sql)
{
    const QList<QStringList> r = rows(sql);
    return r.isEmpty() || r.first().isEmpty() ? QString() : r.first().first();
}

qint64 Session::scalar(const QString& sql)
{
    bool ok = false;
    const qint64 v = value(sql).toLongLong(&ok);
    return ok ? v : -1;
}

bool Session::copyIn(const QString& copySql, const QByteArray& data)
{
    if (!conn_)
        return false;
    PGresult* r = PQexec(conn_, copySql.toUtf8().constData());
    const bool started = PQresultStatus(r) == PGRES_COPY_IN;
    PQclear(r);
    if (!started) {
        error_ = QString::fromUtf8(PQerrorMessage(conn_)).trimmed();
        qWarning().noquote() << "testpg:" << error_ << "in" << copySql;
        return false;
    }
    bool ok = PQputCopyData(conn_, data.constData(), int(data.size())) == 1 &&
              PQputCopyEnd(conn_, nullptr) == 1;
    while (PGresult* res = PQgetResult(conn_)) {
        if (PQresultStatus(res) != PGRES_COMMAND_OK) {
            ok = false;
            error_ = QString::fromUtf8(PQresultErrorMessage(res)).trimmed();
            qWarning().noquote() << "testpg:" << error_ << "in" << copySql;
        }
        PQclear(res);
    }
    return ok;
}

// ---- Proof that nothing was written --------------------------------------------------------

WriteState writeState(Session& s)
{
    WriteState w;
    const QList<QStringList> r = s.rows(QStringLiteral(
        "SELECT pg_snapshot_xmax(pg_current_snapshot())::text, "
        "(SELECT count(*) FROM pg_class), "
        "(SELECT coalesce(string_agg(format('%s.%s:%s/%s/%s', schemaname, relname, n_tup_ins, "
        "n_tup_upd, n_tup_del), ',' ORDER BY relid), '') FROM pg_stat_user_tables)"));
    if (r.size() == 1 && r[0].size() == 3) {
        w.nextXid = r[0][0];
        w.relations = r[0][1].toLongLong();
        w.counters = r[0][2];
    }
    return w;
}

bool otherSessionsGone(Session& s)
{
    for (int i = 0; i < 200; ++i) {
        if (s.scalar(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE backend_type = "
                                    "'client backend' AND pid <> pg_backend_pid()")) == 0)
            return true;
        QThread::msleep(50);
    }
    return false;
}

Fixture::~Fixture() = default;

QString Fixture::start(const std::function<bool(Session&)>& build)
{
    const Cluster& c = Cluster::shared();
    if (!c.ok())
        return c.error();
    if (build) {
        Session setup(c.superConninfo());
        if (!setup.ok())
            return setup.error();
        if (!build(setup))
            return QStringLiteral("building the data sets failed (see the warnings above)");
    }
    auto s = std::make_unique<Session>(c.superConninfo());
    if (!s->ok())
        return s->error();
    if (!otherSessionsGone(*s))
        return QStringLiteral("the set-up sessions did not end within 10 s");
    super_ = std::move(s);
    mark();
    if (marked_.nextXid.isEmpty())
        return QStringLiteral("cannot read the write state: %1").arg(super_->error());
    return {};
}

void Fixture::mark()
{
    if (super_)
        marked_ = writeState(*super_);
}

QString Fixture::writesSinceMark()
{
    if (!super_)
        return QStringLiteral("the fixture was not started");
    if (!otherSessionsGone(*super_))
        return QStringLiteral("another session is still connected after 10 s");
    const WriteState now = writeState(*super_);
    if (now.nextXid.isEmpty())
        return QStringLiteral("cannot read the write state: %1").arg(super_->error());
    QStringList changes;
    if (now.nextXid != marked_.nextXid)
        changes << QStringLiteral("next transaction ID %1 -> %2").arg(marked_.nextXid, now.nextXid);
    if (now.relations != marked_.relations)
        changes << QStringLiteral("relations %1 -> %2").arg(marked_.relations).arg(now.relations);
    if (now.counters != marked_.counters) {
        // Name the tables whose counters moved (schema.table:inserted/updated/deleted).
        const QStringList before = marked_.counters.split(QLatin1Char(','), Qt::SkipEmptyParts);
        const QStringList after = now.counters.split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString& a : after) {
            if (!before.contains(a))
                changes << QStringLiteral("counters now %1").arg(a);
        }
        for (const QString& b : before) {
            if (!after.contains(b))
                changes << QStringLiteral("counters were %1").arg(b);
        }
    }
    return changes.join(QLatin1String("; "));
}

// ---- Data sets --------------------------------------------------------------------------

QByteArray uuidV7(qint64 unixMs, quint64 seed)
{
    QByteArray b(16, '\0');
    for (int i = 0; i < 6; ++i)
        b[i] = char(quint64(unixMs) >> (40 - 8 * i) & 0xff);
    QRandomGenerator64 g(seed);
    for (int i = 6; i < 16; ++i)
        b[i] = char(g.bounded(256));
    b[6] = char(0x70 | (quint8(b[6]) & 0x0f));
    b[8] = char(0x80 | (quint8(b[8]) & 0x3f));
    return b;
}

QByteArray uuidV4(quint64 seed)
{
    QByteArray b(16, '\0');
    QRandomGenerator64 g(seed);
    for (char& c : b)
        c = char(g.bounded(256));
    b[6] = char(0x40 | (quint8(b[6]) & 0x0f));
    b[8] = char(0x80 | (quint8(b[8]) & 0x3f));
    return b;
}

QString uuidText(const QByteArray& u)
{
    const QString h = QString::fromLatin1(u.toHex());
    return h.mid(0, 8) + QLatin1Char('-') + h.mid(8, 4) + QLatin1Char('-') + h.mid(12, 4) +
           QLatin1Char('-') + h.mid(16, 4) + QLatin1Char('-') + h.mid(20);
}

namespace {
constexpr qint64 kEventsStartMs = 1740355200000; // 2025-02-24T00:00:00Z
}

bool createEventTables(Session& s, int rows)
{
    // PostgreSQL 15 has neither uuidv7() nor uuid_extract_version(): IDs come from the
    // application and the CHECK reads the version nibble itself.
    if (!s.exec(QStringLiteral(
            "CREATE TABLE event_record ("
            " event_id uuid PRIMARY KEY,"
            " source_reference text NOT NULL UNIQUE,"
            " payload text NOT NULL,"
            " CONSTRAINT event_id_v7 CHECK ((get_byte(uuid_send(event_id), 6) >> 4 = 7) IS TRUE));"
            "CREATE TABLE event_delivery ("
            " event_id uuid NOT NULL REFERENCES event_record (event_id),"
            " destination text NOT NULL,"
            " PRIMARY KEY (event_id, destination));")))
        return false;
    QByteArray events;
    QByteArray deliveries;
    for (int i = 0; i < rows; ++i) {
        const QString id = uuidText(uuidV7(kEventsStartMs + qint64(i) * 997, quint64(i) + 1));
        events += QStringLiteral("%1\tbatch:%2\tcreated\n").arg(id).arg(i).toUtf8();
        deliveries += QStringLiteral("%1\tbilling\n").arg(id).toUtf8();
        if (i % 3 == 0)
            deliveries += QStringLiteral("%1\taudit\n").arg(id).toUtf8();
    }
    return s.copyIn(QStringLiteral("COPY event_record FROM STDIN"), events) &&
           s.copyIn(QStringLiteral("COPY event_delivery FROM STDIN"), deliveries) &&
           s.exec(QStringLiteral(
               "INSERT INTO event_record (event_id, source_reference, payload) VALUES "
               "('019535d9-3df7-79fb-b466-fa907fa17f9e', 'import:105', 'created');"
               "INSERT INTO event_delivery VALUES "
               "('019535d9-3df7-79fb-b466-fa907fa17f9e', 'billing');"
               "UPDATE event_record SET payload = 'validated' "
               "WHERE source_reference = 'import:105';"
               "ANALYZE event_record; ANALYZE event_delivery;"));
}

bool createMixedUuidTable(Session& s, int oldV4, int newV7)
{
    if (!s.exec(QStringLiteral("CREATE TABLE mixed_accounts (id uuid PRIMARY KEY, "
                               "created_at timestamptz NOT NULL)")))
        return false;
    constexpr qint64 kStart = 1672531200000; // 2023-01-01T00:00:00Z
    QByteArray data;
    for (int i = 0; i < oldV4 + newV7; ++i) {
        const qint64 ms = kStart + qint64(i) * 60013;
        const QByteArray id = i < oldV4 ? uuidV4(quint64(i) + 1000) : uuidV7(ms, quint64(i) + 1000);
        data += QStringLiteral("%1\t%2\n").arg(uuidText(id), isoUtc(ms)).toUtf8();
    }
    return s.copyIn(QStringLiteral("COPY mixed_accounts FROM STDIN"), data) &&
           s.exec(QStringLiteral("ANALYZE mixed_accounts"));
}

bool createUlidTable(Session& s, int rows)
{
    if (!s.exec(QStringLiteral("CREATE TABLE ulid_orders (id text PRIMARY KEY, "
                               "created_at timestamptz NOT NULL, amount bigint NOT NULL)")))
        return false;
    constexpr qint64 kStart = 1754006400000; // 2025-08-01T00:00:00Z
    QByteArray data;
    for (int i = 0; i < rows; ++i) {
        const qint64 ms = kStart + qint64(i) * 1237;
        data += QStringLiteral("%1\t%2\t%3\n")
                    .arg(ulidText(ms, quint64(i) + 7), isoUtc(ms))
                    .arg(qint64(i) * 100 + 99)
                    .toUtf8();
    }
    return s.copyIn(QStringLiteral("COPY ulid_orders FROM STDIN"), data) &&
           s.exec(QStringLiteral("ANALYZE ulid_orders"));
}

bool createSnowflakeTable(Session& s, int rows)
{
    if (!s.exec(QStringLiteral("CREATE TABLE tweets (id bigint PRIMARY KEY, "
                               "created_at timestamptz NOT NULL, body text NOT NULL)")))
        return false;
    constexpr qint64 kTwitterEpoch = 1288834974657;
    constexpr qint64 kStart = 1767225600000; // 2026-01-01T00:00:00Z
    QByteArray data;
    for (int i = 0; i < rows; ++i) {
        const qint64 ms = kStart + qint64(i / 3) * 41; // three per millisecond
        const qint64 id =
            (ms - kTwitterEpoch) << 22 | qint64(i % 4) << 17 | qint64(i % 32) << 12 | qint64(i % 3);
        data += QStringLiteral("%1\t%2\tpost %3\n").arg(id).arg(isoUtc(ms)).arg(i).toUtf8();
    }
    return s.copyIn(QStringLiteral("COPY tweets FROM STDIN"), data) &&
           s.exec(QStringLiteral("ANALYZE tweets"));
}

bool createEntityVersions(Session& s, int entities, int versionsEach)
{
    if (!s.exec(QStringLiteral(
            "CREATE TABLE entity_versions (id text PRIMARY KEY, entity_type text NOT NULL, "
            "entity_id text NOT NULL, version_number integer NOT NULL, "
            "changed_at timestamptz NOT NULL, data jsonb NOT NULL, "
            "UNIQUE (entity_type, entity_id, version_number));"
            "CREATE INDEX entity_versions_entity_time ON entity_versions "
            "(entity_id, changed_at, version_number);")))
        return false;
    constexpr qint64 kStart = 1756684800000; // 2025-09-01T00:00:00Z
    QByteArray data;
    int n = 0;
    for (int v = 1; v <= versionsEach; ++v) {
        for (int e = 0; e < entities; ++e, ++n) {
            const qint64 ms = kStart + qint64(n) * 3600000 / 7;
            const QString entity = ulidText(kStart - 86400000 + e * 1000, quint64(e) + 50000);
            const bool deleted = v == versionsEach && e % 5 == 4;
            const QString json =
                deleted ? QStringLiteral("{\"deleted\": true}")
                        : QStringLiteral("{\"name\": \"item %1\", \"rev\": %2}").arg(e).arg(v);
            data += QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\n")
                        .arg(ulidText(ms, quint64(n) + 90000),
                             e % 2 ? QStringLiteral("order") : QStringLiteral("customer"), entity)
                        .arg(v)
                        .arg(isoUtc(ms), json)
                        .toUtf8();
        }
    }
    return s.copyIn(QStringLiteral("COPY entity_versions FROM STDIN"), data) &&
           s.exec(QStringLiteral("ANALYZE entity_versions"));
}

bool createLateCommits(const Cluster& c, int rounds)
{
    Session setup(c.superConninfo());
    if (!setup.exec(QStringLiteral("CREATE TABLE feed_events (id uuid PRIMARY KEY, "
                                   "writer text NOT NULL, payload text NOT NULL)")))
        return false;
    Session slow(c.superConninfo());
    Session fast[3] = {Session(c.superConninfo()), Session(c.superConninfo()),
                       Session(c.superConninfo())};
    quint64 seed = 1;
    // An ID minted now (the clock moves at least a millisecond between two mints).
    auto mint = [&seed] {
        QThread::msleep(2);
        return uuidText(uuidV7(QDateTime::currentMSecsSinceEpoch(), seed++));
    };
    auto insert = [](Session& s, const QString& id, const char* writer, int round) {
        return s.exec(QStringLiteral("INSERT INTO feed_events VALUES ('%1', '%2', 'round %3')")
                          .arg(id, QLatin1String(writer))
                          .arg(round));
    };
    for (int r = 0; r < rounds; ++r) {
        // An on-time commit, then the slow writer's two rows minted and held open.
        if (!insert(fast[0], mint(), "fast-0", r) || !slow.exec(QStringLiteral("BEGIN")))
            return false;
        const QString late1 = mint();
        const QString late2 = mint();
        if (!insert(slow, late1, "slow", r) || !insert(slow, late2, "slow", r))
            return false;
        for (int k = 0; k < 3; ++k) {
            const char* writer = k == 0 ? "fast-0" : k == 1 ? "fast-1" : "fast-2";
            if (!insert(fast[k], mint(), writer, r))
                return false;
        }
        QThread::msleep(2);
        if (!slow.exec(QStringLiteral("COMMIT")))
            return false;
    }
    return setup.exec(QStringLiteral("ANALYZE feed_events"));
}

} // namespace testpg

// Test-only PostgreSQL: a throwaway cluster each test program starts for itself (initdb into a
// temporary folder as an unprivileged user, a Unix socket only, track_commit_timestamp=on,
// fsync=off), a writable superuser session that builds data sets in code (the product never
// writes; like the SQLite fixture, this file talks to the server directly), and the proof that
// idscope wrote nothing. When the server binaries are missing, Cluster::ok() is false and
// error() says so: tests then FAIL, they never skip.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

struct pg_conn;

namespace testpg {

inline constexpr char kDatabase[] = "idscope_test";
inline constexpr char kReader[] = "idscope_reader"; // LOGIN, SELECT on the data sets only
inline constexpr char kSuperuser[] = "idscope_super";
// A reader that must give a password (scram-sha-256 on the socket), for the password tests.
inline constexpr char kSecretRole[] = "idscope_secret";
inline constexpr char kSecretPassword[] = "Kw9-pass phrase";

class Cluster {
public:
    // The cluster of this test process: started on first use, stopped when the process exits
    // (and by a watchdog if the process dies without exiting).
    static Cluster& shared();
    ~Cluster();
    Cluster(const Cluster&) = delete;
    Cluster& operator=(const Cluster&) = delete;

    bool ok() const { return error_.isEmpty(); }
    QString error() const { return error_; }
    QString socketDir() const { return dir_; }
    int port() const { return 5432; }
    QString version() const { return version_; } // "15.18 (Debian …)"

    // How idscope connects: as the reader role, a conninfo string or a URI.
    QString readerConninfo(const QString& db = QLatin1String(kDatabase)) const;
    QString readerUri(const QString& db = QLatin1String(kDatabase)) const;
    QString superConninfo(const QString& db = QLatin1String(kDatabase)) const;

private:
    Cluster();
    bool start();
    QString base_; // the temporary folder (data/ and the socket)
    QString dir_;  // socket folder
    QString bin_;  // server binaries
    QString version_;
    QString error_;
    qint64 postmaster_ = 0;
    qint64 watchdog_ = 0;
};

// A writable connection (superuser unless told otherwise). Failures print the server's
// message with qWarning and return false / empty.
class Session {
public:
    explicit Session(const QString& conninfo);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    bool ok() const { return conn_ != nullptr; }
    QString error() const { return error_; }
    // One or more statements (simple protocol).
    bool exec(const QString& sql);
    // Every row of a query, values as PostgreSQL's text (NULL as a null QString).
    QList<QStringList> rows(const QString& sql);
    QString value(const QString& sql); // first column of the first row
    qint64 scalar(const QString& sql); // the same as an integer; -1 on failure
    // COPY table(columns) FROM STDIN with `data` in COPY's text format.
    bool copyIn(const QString& copySql, const QByteArray& data);

private:
    pg_conn* conn_ = nullptr;
    QString error_;
};

// Everything that a write anywhere in the cluster would change: the next transaction ID
// (a read-only transaction never takes one), the number of relations, and the insert/update/
// delete counters of every user table (compared after idscope's sessions have ended, when
// their statistics are flushed).
struct WriteState {
    QString nextXid;
    qint64 relations = -1;
    QString counters;
    bool operator==(const WriteState&) const = default;
};
WriteState writeState(Session& s);
// Waits (up to 10 s) until `s` is the only client session left, so every other session has
// ended and flushed its statistics; false if one is still connected.
bool otherSessionsGone(Session& s);

// The frame every PostgreSQL test program shares: the cluster, data sets built by a superuser
// session that has ended before any check (so its statistics are flushed), and a checking
// session that only reads. In initTestCase `START_PG_FIXTURE(fx, build)`; around each check
// `fx.mark()` (in init()) and `VERIFY_NOTHING_WRITTEN(fx)` (in cleanup()).
class Fixture {
public:
    Fixture() = default;
    ~Fixture();
    Fixture(const Fixture&) = delete;
    Fixture& operator=(const Fixture&) = delete;

    // Starts the cluster, runs `build` (if any) on a superuser session that then ends, opens
    // the checking session, waits until it is the only one and marks the write state. Empty
    // when all went well, else what failed.
    QString start(const std::function<bool(Session&)>& build = {});
    bool started() const { return super_ != nullptr; }
    const Cluster& cluster() const { return Cluster::shared(); }
    // The checking session: a superuser that reads catalog, statistics and expected values.
    Session& super() { return *super_; }
    // Remembers the write state now.
    void mark();
    // Waits until every other session has ended and flushed its statistics, then says what
    // was written since mark(): empty when nothing (the next transaction ID, the relation
    // count and every table's insert/update/delete counters unchanged).
    QString writesSinceMark();

private:
    std::unique_ptr<Session> super_;
    WriteState marked_;
};

// ---- Data sets (one function each, built by the superuser in kDatabase) ----------------

// 16 bytes of a UUIDv7 for `unixMs` and of a UUIDv4, random parts from `seed`; text forms.
QByteArray uuidV7(qint64 unixMs, quint64 seed);
QByteArray uuidV4(quint64 seed);
QString uuidText(const QByteArray& sixteen);

// Seed 001's event_record (native uuid key, application-supplied v7 IDs, the v7-only CHECK
// event_id_v7) and event_delivery (one destination per event and destination): `rows`
// generated events one every 997 ms from 2025-02-24T00:00:00Z plus the seed's own row
// 019535d9-3df7-79fb-b466-fa907fa17f9e ('import:105', 'validated', delivered to billing).
bool createEventTables(Session& s, int rows);
// mixed_accounts(id uuid, created_at timestamptz): `oldV4` random rows, then `newV7` rows
// whose ID carries created_at's millisecond.
bool createMixedUuidTable(Session& s, int oldV4, int newV7);
// ulid_orders(id text ULID, created_at timestamptz, amount bigint), ID instant = created_at.
bool createUlidTable(Session& s, int rows);
// tweets(id bigint Twitter Snowflake, created_at timestamptz, body text).
bool createSnowflakeTable(Session& s, int rows);
// entity_versions(id text ULID, entity_type, entity_id, version_number, changed_at
// timestamptz, data jsonb; {"deleted": true} ends an entity), with the index
// (entity_id, changed_at, version_number).
bool createEntityVersions(Session& s, int entities, int versionsEach);
// feed_events(id uuid v7, writer text, payload text) written by real concurrent
// transactions: each round the writer "slow" mints the v7 IDs of two rows in one open
// transaction, three "fast" writers then insert and commit later IDs, and only then does
// "slow" commit. Its rows commit after larger IDs were committed: an id > last_seen poller
// misses them. `rounds` such rounds; returns false on any failure.
bool createLateCommits(const Cluster& c, int rounds);

} // namespace testpg

// For QtTest functions: the cluster is up (else FAIL with its message).
#define VERIFY_CLUSTER(cluster) QVERIFY2((cluster).ok(), qPrintable((cluster).error()))

// initTestCase: start `fx` (a testpg::Fixture) with the data sets `build` makes, else FAIL.
#define START_PG_FIXTURE(fx, ...)                                                                  \
    do {                                                                                           \
        const QString startError_ = (fx).start(__VA_ARGS__);                                       \
        QVERIFY2(startError_.isEmpty(), qPrintable(startError_));                                  \
    } while (false)
// Nothing was written since fx.mark(), else FAIL with what changed.
#define VERIFY_NOTHING_WRITTEN(fx)                                                                 \
    do {                                                                                           \
        const QString writes_ = (fx).writesSinceMark();                                            \
        QVERIFY2(writes_.isEmpty(), qPrintable(writes_));                                          \
    } while (false)

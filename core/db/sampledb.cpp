#include "sampledb.h"

#include "ids/crockford.h"
#include "ids/instant.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <vector>

namespace idscope::db {

namespace {

constexpr qint64 kSecondMs = 1000;
constexpr qint64 kMinuteMs = 60 * kSecondMs;
constexpr qint64 kHourMs = 60 * kMinuteMs;
constexpr qint64 kDayMs = 24 * kHourMs;
constexpr qint64 kDayS = 86400;
constexpr qint64 kEndMs = kSampleEndUnixS * kSecondMs;
constexpr qint64 kMigrationMs = kSampleMigrationUnixS * kSecondMs;
constexpr qint64 kDiscordEpochMs = 1420070400000;

// ---------------------------------------------------------------------------------------------
// Randomness: splitmix64, integer arithmetic only, so a seed gives the same rows everywhere.
// Every table draws from its own stream: its rows depend on the seed and its own size only.

class Rng {
public:
    Rng(quint64 seed, quint64 stream) : s_(seed ^ (stream * 0xD1B54A32D192ED03ULL)) {}
    quint64 next()
    {
        quint64 z = (s_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n); 0 when n <= 1. The modulo bias (< n / 2^64) does not matter here.
    qint64 below(qint64 n) { return n <= 1 ? 0 : qint64(next() % quint64(n)); }
    bool percent(int p) { return below(100) < p; }
    void fill(quint8* p, int n)
    {
        while (n > 0) {
            quint64 v = next();
            for (int i = 0; i < 8 && n > 0; ++i, --n) {
                *p++ = quint8(v);
                v >>= 8;
            }
        }
    }

private:
    quint64 s_;
};

// ---------------------------------------------------------------------------------------------
// ID bytes and spellings, built directly (the byte layouts of each format's specification);
// tst_sampledb proves with the ID engine that every one decodes to the instant it was minted at.

void putMs48(quint8* b, qint64 ms)
{
    for (int i = 0; i < 6; ++i)
        b[i] = quint8(quint64(ms) >> (40 - 8 * i));
}

void ulidBytes(qint64 ms, Rng& r, quint8* b)
{
    putMs48(b, ms);
    r.fill(b + 6, 10);
}

// The 80 random bits plus one: a monotonic ULID factory's next ID within one millisecond.
void ulidIncrement(quint8* b)
{
    for (int i = 15; i >= 6; --i) {
        if (++b[i] != 0)
            return;
    }
}

void uuidV4Bytes(Rng& r, quint8* b)
{
    r.fill(b, 16);
    b[6] = quint8(0x40 | (b[6] & 0x0F));
    b[8] = quint8(0x80 | (b[8] & 0x3F));
}

// RFC 9562 UUIDv7; randA < 0 means 12 random bits, else those bits (sub-millisecond fraction,
// PostgreSQL 18's "method 3").
void uuidV7Bytes(qint64 ms, Rng& r, quint8* b, int randA = -1)
{
    putMs48(b, ms);
    r.fill(b + 6, 10);
    if (randA >= 0) {
        b[6] = quint8(randA >> 8);
        b[7] = quint8(randA);
    }
    b[6] = quint8(0x70 | (b[6] & 0x0F));
    b[8] = quint8(0x80 | (b[8] & 0x3F));
}

void crockford26(const quint8* b, char* out, bool lower)
{
    const char* alphabet = lower ? crockford::kLowerAlphabet : crockford::kUpperAlphabet;
    quint64 hi = 0, lo = 0;
    for (int i = 0; i < 8; ++i) {
        hi = (hi << 8) | b[i];
        lo = (lo << 8) | b[8 + i];
    }
    for (int i = 25; i >= 0; --i) {
        out[i] = alphabet[lo & 31];
        lo = (lo >> 5) | (hi << 59);
        hi >>= 5;
    }
}

void uuidText(const quint8* b, char* out)
{
    static const char hex[] = "0123456789abcdef";
    int o = 0;
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            out[o++] = '-';
        out[o++] = hex[b[i] >> 4];
        out[o++] = hex[b[i] & 15];
    }
}

// Fixed-width RFC 3339 UTC, whole seconds: 2026-10-31T12:00:00Z (20 characters).
int rfc3339Seconds(qint64 unixS, char* out)
{
    return writeRfc3339(out, Instant::fromUnixSeconds(unixS), Precision::Second);
}

// As Discord's API sends times: 2026-10-31T12:00:00.123000+00:00 (32 characters).
int discordTimestamp(qint64 unixMs, char* out)
{
    const int n = writeRfc3339(out, Instant::fromUnixMs(unixMs), Precision::Microsecond);
    std::memcpy(out + n - 1, "+00:00", 6); // replaces the 'Z'
    return n + 5;
}

qint64 discordSnowflake(qint64 ms, int worker, int process, int increment)
{
    return ((ms - kDiscordEpochMs) << 22) | (qint64(worker & 31) << 17) |
           (qint64(process & 31) << 12) | qint64(increment & 4095);
}

// ---------------------------------------------------------------------------------------------
// How `rows` is spread over the tables (per mille of N, with a floor so that every story is
// told even for a small N).

struct Plan {
    qint64 users, versions, documents, orders, items, events, messages, keys, readings, ticks;
    qint64 total() const
    {
        return users + versions + documents + orders + items + events + messages + 2 * keys +
               readings + ticks;
    }
};

Plan makePlan(qint64 n)
{
    const auto share = [n](qint64 perMille, qint64 floor) {
        return std::max(floor, n * perMille / 1000);
    };
    Plan p{};
    p.users = share(10, 20);
    p.versions = share(100, 60);
    p.documents = share(20, 30);
    p.orders = share(80, 40);
    p.items = p.orders * 3 / 2; // 1 or 2 per order; the real count is reported
    p.keys = share(150, 20);
    p.messages = share(100, 20);
    p.readings = share(60, 20);
    p.ticks = share(60, 20);
    p.events = std::max<qint64>(60, n - (p.total() - p.events));
    return p;
}

// ---------------------------------------------------------------------------------------------
// The writer: one connection, one transaction, prepared statements reused, progress and cancel.

class Gen {
public:
    Gen(sqlite3* db, const SampleOptions& o, qint64 planned)
        : db_(db), opt_(o), seed_(o.seed), planned_(std::max<qint64>(1, planned))
    {
        nextCheck_ = 0;
    }

    sqlite3* db() const { return db_; }
    quint64 seed() const { return seed_; }
    qint64 done() const { return done_; }
    bool cancelled() const { return cancelled_; }
    const QString& error() const { return error_; }

    bool exec(const char* sql)
    {
        char* msg = nullptr;
        if (sqlite3_exec(db_, sql, nullptr, nullptr, &msg) == SQLITE_OK)
            return true;
        error_ = QString::fromUtf8(msg ? msg : sqlite3_errmsg(db_));
        sqlite3_free(msg);
        return false;
    }
    bool failSqlite()
    {
        if (error_.isEmpty())
            error_ = QString::fromUtf8(sqlite3_errmsg(db_));
        return false;
    }

    void report(int percent)
    {
        if (opt_.progress)
            opt_.progress(percent, done_, planned_);
    }

    // One row written: cheap unless a progress mark or a cancel check is due.
    bool tick()
    {
        ++done_;
        return done_ < nextCheck_ || slowTick();
    }

private:
    bool slowTick()
    {
        if (opt_.cancel && opt_.cancel->load(std::memory_order_relaxed)) {
            cancelled_ = true; // the caller reports it
            return false;
        }
        while (nextPercent_ < 100 && done_ >= planned_ * nextPercent_ / 100) {
            report(nextPercent_);
            nextPercent_ += 10;
        }
        const qint64 mark = nextPercent_ < 100 ? planned_ * nextPercent_ / 100 : planned_ * 2;
        nextCheck_ = std::min(done_ + 4096, std::max(mark, done_ + 1));
        return true;
    }

    sqlite3* db_;
    const SampleOptions& opt_;
    quint64 seed_;
    qint64 planned_;
    qint64 done_ = 0;
    qint64 nextCheck_ = 0;
    int nextPercent_ = 10;
    bool cancelled_ = false;
    QString error_;
};

// A prepared INSERT. Text and blobs are bound SQLITE_STATIC: callers declare their buffers
// before the Insert so they outlive it.
class Insert {
public:
    Insert(Gen& g, const char* sql) : g_(g)
    {
        if (sqlite3_prepare_v3(g.db(), sql, -1, SQLITE_PREPARE_PERSISTENT, &st_, nullptr) !=
            SQLITE_OK) {
            g.failSqlite();
            st_ = nullptr;
        }
    }
    ~Insert() { sqlite3_finalize(st_); }
    Insert(const Insert&) = delete;
    Insert& operator=(const Insert&) = delete;

    bool ok() const { return st_ != nullptr; }
    void i64(int c, qint64 v) { sqlite3_bind_int64(st_, c, v); }
    void real(int c, double v) { sqlite3_bind_double(st_, c, v); }
    void text(int c, const char* p, int n) { sqlite3_bind_text(st_, c, p, n, SQLITE_STATIC); }
    void blob(int c, const void* p, int n) { sqlite3_bind_blob(st_, c, p, n, SQLITE_STATIC); }
    void null(int c) { sqlite3_bind_null(st_, c); }
    bool run()
    {
        const int rc = sqlite3_step(st_);
        sqlite3_reset(st_);
        if (rc != SQLITE_DONE)
            return g_.failSqlite();
        return g_.tick();
    }

private:
    Gen& g_;
    sqlite3_stmt* st_ = nullptr;
};

const char kSchema[] = R"sql(
CREATE TABLE users (
    id TEXT PRIMARY KEY,                                -- ULID, upper case
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL DEFAULT (unixepoch()),  -- unix seconds
    updated_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE TABLE entity_versions (
    id TEXT PRIMARY KEY,                                -- ULID of the version
    entity_type TEXT NOT NULL,
    entity_id TEXT NOT NULL,                            -- ULID of the entity
    version_number INTEGER NOT NULL,
    changed_at INTEGER NOT NULL DEFAULT (unixepoch()),  -- unix seconds
    data TEXT NOT NULL,                                 -- JSON; {"deleted":true} ends an entity
    changed_by TEXT REFERENCES users(id)
);
CREATE TABLE documents (
    id TEXT PRIMARY KEY,            -- ULID, lower case
    title TEXT NOT NULL,
    state TEXT NOT NULL,
    created_at TEXT NOT NULL,       -- RFC 3339 UTC, fixed width: 2026-10-31T12:00:00Z
    updated_at TEXT NOT NULL
);
CREATE TABLE orders (
    id BLOB PRIMARY KEY,            -- 16-byte UUID: v4 until 2026-08-27T12:00:00Z, then v7
    status TEXT NOT NULL,
    total_cents INTEGER NOT NULL,
    created_at INTEGER NOT NULL     -- unix milliseconds
);
CREATE TABLE order_items (
    id BLOB PRIMARY KEY,            -- 16-byte UUID
    order_id BLOB NOT NULL REFERENCES orders(id),
    sku TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    price_cents INTEGER NOT NULL
);
CREATE TABLE events (
    id TEXT PRIMARY KEY,            -- UUIDv7 minted by the writer
    writer TEXT NOT NULL,
    committed_at INTEGER NOT NULL,  -- unix milliseconds; rowid = commit order
    payload TEXT NOT NULL
);
CREATE TABLE messages (
    id INTEGER PRIMARY KEY,         -- Discord snowflake
    channel_id INTEGER NOT NULL,    -- Discord snowflake
    author_id INTEGER NOT NULL,     -- Discord snowflake
    content TEXT NOT NULL,
    timestamp TEXT NOT NULL,        -- as Discord's API sends it
    edited_timestamp TEXT
);
CREATE TABLE keys_v4 (
    id BLOB PRIMARY KEY,            -- UUIDv4
    seq INTEGER NOT NULL,           -- insertion order, the same in keys_v7
    created_at INTEGER NOT NULL,    -- unix milliseconds
    payload TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE keys_v7 (
    id BLOB PRIMARY KEY,            -- UUIDv7 (sub-millisecond fraction in rand_a)
    seq INTEGER NOT NULL,           -- insertion order, the same in keys_v4
    created_at INTEGER NOT NULL,    -- unix milliseconds
    payload TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE readings (
    day INTEGER NOT NULL,           -- days since 1970-01-01 (UTC)
    msec INTEGER NOT NULL,          -- milliseconds since midnight UTC
    value REAL NOT NULL,
    PRIMARY KEY (day, msec)
) WITHOUT ROWID;
CREATE TABLE ticks (
    ts INTEGER PRIMARY KEY,         -- unix microseconds
    v REAL NOT NULL
);
)sql";

// Built after the bulk insert: cheaper than keeping them up to date row by row.
const char kIndexes[] = R"sql(
CREATE INDEX entity_versions_entity_time ON entity_versions(entity_id, changed_at, version_number);
CREATE INDEX documents_created ON documents(created_at, id);
CREATE INDEX order_items_order ON order_items(order_id);
CREATE INDEX messages_channel ON messages(channel_id, id);
)sql";

// Evenly spread positions: the j-th of k marks in [0, n).
qint64 spread(qint64 j, qint64 k, qint64 n)
{
    return (2 * j + 1) * n / (2 * k);
}

// ---------------------------------------------------------------------------------------------
// users: the ULID is minted in the Worker, created_at by the database clock
// (unixepoch()); they agree to the second, except on a handful of rows where a clock was off.

using UlidText = std::array<char, 26>;

const char* const kFirstNames[] = {"ada",    "alan",    "grace",  "edsger",  "barbara", "ken",
                                   "linus",  "radia",   "donald", "frances", "john",    "margaret",
                                   "dennis", "niklaus", "sophie", "tim"};
const char* const kLastNames[] = {
    "lovelace", "turing", "hopper", "dijkstra", "liskov",  "thompson", "torvalds", "perlman",
    "knuth",    "allen",  "backus", "hamilton", "ritchie", "wirth",    "wilson",   "berners-lee"};

bool genUsers(Gen& g, qint64 n, std::vector<UlidText>& ids)
{
    Rng r(g.seed(), 0x000);
    quint8 b[16];
    char id[26];
    char email[96];
    Insert ins(g, "INSERT INTO users(id, email, created_at, updated_at) VALUES(?1,?2,?3,?4)");
    if (!ins.ok())
        return false;
    // Skews of the created_at clock against the ULID's, on a handful of rows.
    static const qint64 kSkewS[] = {7 * 60, -42 * 60, 3 * 3600, -2 * 3600, 19 * 60, -5 * 3600};
    const qint64 skewed = 5 + n / 2000;
    qint64 nextSkew = 0;
    const qint64 start = kSampleEndUnixS - 365 * kDayS;
    const qint64 span = 364 * kDayS;
    const qint64 slot = std::max<qint64>(1, span / n);
    ids.reserve(std::size_t(n));
    for (qint64 i = 0; i < n; ++i) {
        const qint64 s = start + span * i / n + r.below(slot);
        ulidBytes(s * kSecondMs + r.below(kSecondMs), r, b);
        crockford26(b, id, false);
        UlidText t;
        std::memcpy(t.data(), id, 26);
        ids.push_back(t);
        qint64 created = s;
        if (nextSkew < skewed && i == spread(nextSkew, skewed, n)) {
            created += kSkewS[nextSkew % qint64(std::size(kSkewS))];
            ++nextSkew;
        }
        const qint64 updated =
            r.percent(60) ? created : created + r.below(kSampleEndUnixS - created);
        // One draw per statement: argument evaluation order is unspecified in C++.
        const char* first = kFirstNames[r.below(qint64(std::size(kFirstNames)))];
        const char* last = kLastNames[r.below(qint64(std::size(kLastNames)))];
        const int len = std::snprintf(email, sizeof email, "%s.%s%lld@example.com", first, last,
                                      static_cast<long long>(i + 1));
        ins.text(1, id, 26);
        ins.text(2, email, len);
        ins.i64(3, created);
        ins.i64(4, updated);
        if (!ins.run())
            return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// entity_versions: the time-travel history, written in real time order.

struct Entity {
    quint8 id[16];
    quint8 type;
    quint8 versions;
    bool deleted;
};

struct Version {
    qint64 realMs;  // when it was written (global insert order)
    qint64 clockMs; // the writer's clock: changed_at and the ULID come from it
    quint32 entity;
    quint16 number;
};

const char* const kEntityTypes[] = {"page", "product", "price", "setting"};
struct Titled {
    const char* title;
    const char* slug;
};
const Titled kPages[] = {{"Home", "home"},         {"Pricing", "pricing"},
                         {"About us", "about-us"}, {"Careers", "careers"},
                         {"Contact", "contact"},   {"Release notes", "release-notes"},
                         {"Privacy", "privacy"},   {"Status", "status"}};
const char* const kProducts[] = {"Walnut desk", "Oak shelf",  "Linen lamp", "Wool rug",
                                 "Steel stool", "Cork board", "Glass vase", "Brass hook"};
const char* const kSettings[] = {"checkout.enabled",   "search.fuzzy",    "banner.text",
                                 "shipping.free_over", "reviews.enabled", "theme"};
const char* const kPageStatus[] = {"draft", "review", "published"};

int entityData(char* out, std::size_t cap, const Entity& e, quint32 index, int number, bool last,
               Rng& r)
{
    if (last && e.deleted)
        return std::snprintf(out, cap, "{\"deleted\":true}");
    switch (e.type) {
    case 0: {
        const Titled& p = kPages[index % std::size(kPages)];
        return std::snprintf(out, cap,
                             "{\"title\":\"%s\",\"slug\":\"%s\",\"status\":\"%s\","
                             "\"revision\":%d}",
                             p.title, p.slug, kPageStatus[number == 1 ? 0 : r.below(3)], number);
    }
    case 1: {
        const int price = int(990 + r.below(90000));
        const int stock = int(r.below(250));
        return std::snprintf(out, cap, "{\"name\":\"%s\",\"price_cents\":%d,\"stock\":%d}",
                             kProducts[index % std::size(kProducts)], price, stock);
    }
    case 2:
        return std::snprintf(out, cap,
                             "{\"sku\":\"SKU-%05u\",\"currency\":\"EUR\",\"amount_cents\":%d}",
                             unsigned(index % 100000), int(99 + r.below(50000)));
    default: {
        const quint32 k = index % quint32(std::size(kSettings));
        if (k == 2)
            return std::snprintf(out, cap, "{\"key\":\"%s\",\"value\":\"Autumn sale %d%%\"}",
                                 kSettings[k], int(5 + r.below(40)));
        if (k == 3)
            return std::snprintf(out, cap, "{\"key\":\"%s\",\"value\":%d}", kSettings[k],
                                 int(20 + r.below(100)));
        return std::snprintf(out, cap, "{\"key\":\"%s\",\"value\":%s}", kSettings[k],
                             r.percent(50) ? "true" : "false");
    }
    }
}

bool genVersions(Gen& g, qint64 n, const std::vector<UlidText>& users)
{
    Rng r(g.seed(), 0x0E0);
    const qint64 winStart = kEndMs - 90 * kDayMs;
    const qint64 winEnd = kEndMs - 10 * kMinuteMs;
    const qint64 regressions = 2 + n / 100000; // entities 1, 8, 15, …
    std::vector<Entity> entities;
    std::vector<Version> versions;
    versions.reserve(std::size_t(n));
    qint64 total = 0;
    while (total < n) {
        const quint32 e = quint32(entities.size());
        Entity ent{};
        qint64 k = e == 0 ? 20 : (r.percent(20) ? 1 + r.below(20) : 1 + r.below(5));
        const bool regress = e % 7 == 1 && qint64(e / 7) < regressions;
        if (regress || e == 3)
            k = std::max<qint64>(k, 4);
        k = std::min(k, n - total);
        ent.type = e == 0 ? 0 : quint8(r.below(4));
        ent.versions = quint8(k);
        ent.deleted = k >= 2 && (e == 3 || r.percent(10));
        qint64 t = winStart + r.below((winEnd - winStart) * 3 / 4);
        if (e == 0)
            t -= t % kSecondMs; // its first two versions share a second (a tie)
        ulidBytes(t, r, ent.id);
        qint64 shift = 0; // how far behind the writer's clock runs (regressed versions)
        for (qint64 j = 1; j <= k; ++j) {
            if (j > 1) {
                const qint64 left = winEnd - t;
                qint64 gap;
                if ((e == 0 && j == 2) || r.percent(8))
                    gap = 20 + r.below(300); // a quick second save: often the same second
                else
                    gap = kSecondMs + r.below(std::max<qint64>(1, 2 * left / (k - j + 2)));
                if (regress && j == k / 2 + 1) {
                    // Written seconds later by a writer whose clock is behind: changed_at
                    // goes down while version_number goes up.
                    gap = 2 * kSecondMs + r.below(18 * kSecondMs);
                    static const qint64 kBehind[] = {47 * kSecondMs, 3 * kMinuteMs, kHourMs};
                    shift = gap + kBehind[(e / 7) % 3];
                } else {
                    shift = 0;
                }
                t = std::min(t + gap, winEnd - (k - j));
            }
            versions.push_back(Version{t, t - shift, e, quint16(j)});
        }
        entities.push_back(ent);
        total += k;
    }
    std::sort(versions.begin(), versions.end(), [](const Version& a, const Version& b) {
        if (a.realMs != b.realMs)
            return a.realMs < b.realMs;
        if (a.entity != b.entity)
            return a.entity < b.entity;
        return a.number < b.number;
    });

    // Users who existed when the history starts (they signed up over the year before).
    const qint64 editors = std::max<qint64>(1, qint64(users.size()) * 7 / 10);
    Rng rd(g.seed(), 0x0E1);
    quint8 b[16];
    char id[26];
    char entityId[26];
    char data[256];
    Insert ins(g, "INSERT INTO entity_versions(id, entity_type, entity_id, version_number, "
                  "changed_at, data, changed_by) VALUES(?1,?2,?3,?4,?5,?6,?7)");
    if (!ins.ok())
        return false;
    for (const Version& v : versions) {
        const Entity& e = entities[v.entity];
        ulidBytes(v.clockMs, rd, b);
        crockford26(b, id, false);
        crockford26(e.id, entityId, false);
        const int len =
            entityData(data, sizeof data, e, v.entity, v.number, v.number == e.versions, rd);
        const char* type = kEntityTypes[e.type];
        ins.text(1, id, 26);
        ins.text(2, type, int(std::strlen(type)));
        ins.text(3, entityId, 26);
        ins.i64(4, v.number);
        ins.i64(5, floorDiv(v.clockMs, kSecondMs));
        ins.text(6, data, len);
        ins.text(7, users[std::size_t(rd.below(editors))].data(), 26);
        if (!ins.run())
            return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// documents: lower-case ULIDs from a monotonic factory, RFC 3339 text times.
// Anomalies: a few upper-case ids (an import that kept the canonical spelling), two mixed-case
// ones (typed by hand), and one upper-case copy of an existing id (a double submit that
// skipped the parse point): two rows equal ignoring case.

const char* const kDocTitles[] = {"Standup 2026-10-12", "Customer call: Acme", "Lecture 7",
                                  "Podcast ep. 41",     "Interview draft",     "Board meeting",
                                  "Voice memo",         "Town hall Q3"};
const char* const kDocStates[] = {"queued", "transcribing", "done", "done", "done", "halted"};

bool genDocuments(Gen& g, qint64 n)
{
    Rng r(g.seed(), 0x002);
    quint8 b[16];
    char id[26];
    char created[32];
    char updated[32];
    Insert ins(g, "INSERT INTO documents(id, title, state, created_at, updated_at) "
                  "VALUES(?1,?2,?3,?4,?5)");
    if (!ins.ok())
        return false;
    const qint64 upper = 3 + n / 1000;
    qint64 nextUpper = 0;
    const qint64 mixed1 = n / 4 + 1, mixed2 = 3 * n / 4 + 1;
    const qint64 dupOf = n / 3 + 1; // the row after it is its upper-case copy
    const qint64 start = kEndMs - 180 * kDayMs;
    const qint64 span = 180 * kDayMs - kHourMs;
    const qint64 slot = std::max<qint64>(1, span / n);
    qint64 ms = start;
    bool haveId = false;
    for (qint64 i = 0; i < n; ++i) {
        const bool isDup = i == dupOf + 1;
        if (!isDup) {
            const qint64 t = std::max(start + span * i / n + r.below(slot), ms);
            if (haveId && (t == ms || r.percent(15))) {
                ulidIncrement(b); // same millisecond: the monotonic factory's next id
            } else {
                ms = std::max(t, ms + 1);
                ulidBytes(ms, r, b);
            }
            haveId = true;
            crockford26(b, id, true);
        }
        const qint64 createdS = floorDiv(ms, kSecondMs);
        char spelled[26];
        std::memcpy(spelled, id, 26);
        const bool upperSlot = nextUpper < upper && i == spread(nextUpper, upper, n);
        if (upperSlot)
            ++nextUpper;
        const bool isUpper = isDup || (upperSlot && i != dupOf);
        if (isUpper) {
            for (char& c : spelled)
                c = char(c >= 'a' && c <= 'z' ? c - 32 : c);
        } else if (i == mixed1 || i == mixed2) {
            for (int k = 0; k < 10; ++k) // the time part upper case, the rest lower
                spelled[k] =
                    char(spelled[k] >= 'a' && spelled[k] <= 'z' ? spelled[k] - 32 : spelled[k]);
        }
        rfc3339Seconds(createdS, created);
        const char* state = kDocStates[r.below(6)];
        const qint64 doneS =
            createdS + (std::strcmp(state, "queued") == 0 ? 0 : 30 + r.below(3600));
        rfc3339Seconds(std::min(doneS, kSampleEndUnixS - 1), updated);
        const char* title = kDocTitles[r.below(8)];
        ins.text(1, spelled, 26);
        ins.text(2, title, int(std::strlen(title)));
        ins.text(3, state, int(std::strlen(state)));
        ins.text(4, created, 20);
        ins.text(5, updated, 20);
        if (!ins.run())
            return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// orders and order_items: BLOB UUIDs, v4 before the migration and v7 after. A few
// v7 orders were stored with a TEXT id by a code path that kept a string (their items too),
// and a few items carry their order's id as TEXT: a join that silently matches nothing.

const char* const kSkus[] = {"SKU-DESK-WAL", "SKU-SHELF-OAK", "SKU-LAMP-LIN", "SKU-RUG-WOOL",
                             "SKU-STOOL-ST", "SKU-BOARD-CK",  "SKU-VASE-GL",  "SKU-HOOK-BR"};

bool genOrders(Gen& g, qint64 n, qint64& itemsWritten)
{
    Rng r(g.seed(), 0x003);
    const qint64 start = kEndMs - 365 * kDayMs;
    const qint64 span = 365 * kDayMs - kHourMs;
    const qint64 slot = std::max<qint64>(1, span / n);
    std::vector<qint64> times(static_cast<std::size_t>(n));
    for (qint64 i = 0; i < n; ++i)
        times[std::size_t(i)] = start + span * i / n + r.below(slot);
    const qint64 firstV7 =
        qint64(std::lower_bound(times.begin(), times.end(), kMigrationMs) - times.begin());
    // Kinds in the v7 era: text ids on even offsets, orphan items on odd ones.
    enum : quint8 { Plain, TextId, OrphanItem };
    std::vector<quint8> kind(static_cast<std::size_t>(n), Plain);
    const qint64 era = n - firstV7;
    const qint64 textIds = std::min<qint64>(2 + n / 50000, era / 2);
    const qint64 orphans = std::min<qint64>(2 + n / 100000, era / 2);
    for (qint64 j = 0; j < textIds; ++j)
        kind[std::size_t(firstV7 + 2 * spread(j, textIds, era / 2))] = TextId;
    for (qint64 j = 0; j < orphans; ++j)
        kind[std::size_t(firstV7 + 2 * spread(j, orphans, era / 2) + 1)] = OrphanItem;

    quint8 ob[16];
    quint8 ib[16];
    char otext[36];
    char itext[36];
    struct Item {
        const char* sku;
        qint64 quantity, price;
    } items[2];
    Insert order(g, "INSERT INTO orders(id, status, total_cents, created_at) VALUES(?1,?2,?3,?4)");
    Insert item(g, "INSERT INTO order_items(id, order_id, sku, quantity, price_cents) "
                   "VALUES(?1,?2,?3,?4,?5)");
    if (!order.ok() || !item.ok())
        return false;
    Rng ri(g.seed(), 0x0031);
    for (qint64 i = 0; i < n; ++i) {
        const qint64 t = times[std::size_t(i)];
        const bool v7 = i >= firstV7;
        const int count = 1 + int(r.below(2));
        qint64 total = 0;
        for (int k = 0; k < count; ++k) {
            items[k] = {kSkus[r.below(8)], 1 + r.below(3), 490 + r.below(40000)};
            total += items[k].quantity * items[k].price;
        }
        if (v7)
            uuidV7Bytes(t, ri, ob);
        else
            uuidV4Bytes(ri, ob);
        const qint64 age = kEndMs - t;
        const char* status = age < 2 * kDayMs   ? (r.percent(50) ? "paid" : "shipped")
                             : r.percent(6)     ? "refunded"
                             : r.percent(3)     ? "cancelled"
                             : age < 7 * kDayMs ? "shipped"
                                                : "delivered";
        const quint8 k0 = kind[std::size_t(i)];
        if (k0 == TextId) {
            uuidText(ob, otext);
            order.text(1, otext, 36);
        } else {
            order.blob(1, ob, 16);
        }
        order.text(2, status, int(std::strlen(status)));
        order.i64(3, total);
        order.i64(4, t);
        if (!order.run())
            return false;
        for (int k = 0; k < count; ++k) {
            if (v7)
                uuidV7Bytes(t + 1 + k, ri, ib);
            else
                uuidV4Bytes(ri, ib);
            item.blob(1, ib, 16);
            if (k0 == TextId || (k0 == OrphanItem && k == 0)) {
                uuidText(ob, itext);
                item.text(2, itext, 36);
            } else {
                item.blob(2, ob, 16);
            }
            item.text(3, items[k].sku, int(std::strlen(items[k].sku)));
            item.i64(4, items[k].quantity);
            item.i64(5, items[k].price);
            if (!item.run())
                return false;
            ++itemsWritten;
        }
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// events: four writers mint UUIDv7 ids, rows are inserted in commit order (rowid).
// worker-3's clock runs 1.5 s behind; mobile-7f3a was offline and syncs a batch minted hours
// earlier; a few transactions stay open for seconds. A poller of `id > :last` misses them.

const char* const kEventTypes[] = {"cart.updated",     "order.created", "payment.captured",
                                   "shipment.created", "user.login",    "review.posted"};

bool genEvents(Gen& g, qint64 n)
{
    Rng r(g.seed(), 0x001);
    Rng ri(g.seed(), 0x0011);
    static const char* const kWriters[] = {"api-1", "api-2", "worker-3", "mobile-7f3a"};
    const qint64 batchAt = n * 3 / 5;
    const qint64 batch = std::max<qint64>(6, n / 400);
    const qint64 longTx1 = n / 7, longTx2 = 5 * n / 7;
    quint8 b[16];
    char id[36];
    char payload[96];
    Insert ins(g, "INSERT INTO events(id, writer, committed_at, payload) VALUES(?1,?2,?3,?4)");
    if (!ins.ok())
        return false;
    qint64 t = kEndMs - 5 * kMinuteMs - n * 250;
    for (qint64 i = 0; i < n; ++i) {
        int w;
        qint64 mint;
        if (i >= batchAt && i < batchAt + batch) {
            // One sync transaction: minted offline over three hours, ending two hours ago.
            w = 3;
            mint = t - 5 * kHourMs + (i - batchAt) * 3 * kHourMs / batch;
        } else {
            t += r.below(501);
            const qint64 p = r.below(100);
            w = p < 40 ? 0 : p < 75 ? 1 : p < 95 ? 2 : 3;
            const bool forcedLong = i == longTx1 || i == longTx2; // at least two, on the API
            if (forcedLong)
                w = int(p % 2);
            if (w == 2)
                mint = t - 1500 - r.below(200); // the skewed clock
            else if (w == 3)
                mint = t - 80 - r.below(400); // a phone on a slow network
            else if (forcedLong || r.below(1000) < 3)
                mint = t - 2000 - r.below(28000); // a long transaction
            else
                mint = t - r.below(4);
        }
        uuidV7Bytes(mint, ri, b);
        uuidText(b, id);
        const int len = std::snprintf(payload, sizeof payload, "{\"type\":\"%s\",\"n\":%lld}",
                                      kEventTypes[r.below(6)], static_cast<long long>(i + 1));
        ins.text(1, id, 36);
        ins.text(2, kWriters[w], int(std::strlen(kWriters[w])));
        ins.i64(3, t);
        ins.text(4, payload, len);
        if (!ins.run())
            return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// messages: Discord snowflakes for the message, its channel and its author.

const char* const kWords[] = {"ship",  "it",     "looks", "good",  "to",     "me",    "can",
                              "we",    "merge",  "after", "the",   "deploy", "lunch", "?",
                              "lgtm",  "thanks", "on",    "call",  "in",     "5",     "min",
                              "build", "is",     "green", "again", "nice",   "retro", "friday"};

bool genMessages(Gen& g, qint64 n)
{
    Rng r(g.seed(), 0x006);
    // Channels created 2016..2024, authors 2015..2026: older snowflakes than the messages.
    qint64 channels[12];
    for (int c = 0; c < 12; ++c) {
        const qint64 ms = 1451606400000 + c * (3 * 365 * kDayMs / 4) + r.below(30 * kDayMs);
        const int worker = int(r.below(32));
        channels[c] = discordSnowflake(ms, worker, int(r.below(32)), 0);
    }
    const qint64 authorCount = std::min<qint64>(5000, 40 + n / 50);
    std::vector<qint64> authors(static_cast<std::size_t>(authorCount));
    const qint64 authorsFrom = 1433116800000; // 2015-06-01
    for (qint64& a : authors) {
        const qint64 ms = authorsFrom + r.below(kEndMs - 60 * kDayMs - authorsFrom);
        const int worker = int(r.below(32));
        const int process = int(r.below(32));
        a = discordSnowflake(ms, worker, process, int(r.below(4096)));
    }
    char content[160];
    char stamp[40];
    char edited[40];
    Insert ins(g, "INSERT INTO messages(id, channel_id, author_id, content, timestamp, "
                  "edited_timestamp) VALUES(?1,?2,?3,?4,?5,?6)");
    if (!ins.ok())
        return false;
    const qint64 start = kEndMs - 30 * kDayMs;
    const qint64 span = 30 * kDayMs - 2 * kMinuteMs;
    const qint64 slot = std::max<qint64>(1, span / n);
    for (qint64 i = 0; i < n; ++i) {
        const qint64 ms = start + span * i / n + r.below(slot);
        const int worker = int(r.below(4));
        const qint64 id = discordSnowflake(ms, worker, int(r.below(8)), int(i));
        int len = 0;
        const int words = 2 + int(r.below(7));
        for (int k = 0; k < words; ++k) {
            const char* word = kWords[r.below(qint64(std::size(kWords)))];
            len += std::snprintf(content + len, sizeof content - std::size_t(len), "%s%s",
                                 k ? " " : "", word);
        }
        ins.i64(1, id);
        ins.i64(2, channels[r.below(4) == 0 ? r.below(12) : r.below(3)]);
        ins.i64(3, authors[std::size_t(r.below(authorCount))]);
        ins.text(4, content, len);
        ins.text(5, stamp, discordTimestamp(ms, stamp));
        if (r.percent(4))
            ins.text(6, edited,
                     discordTimestamp(ms + 30 * kSecondMs + r.below(2 * kHourMs), edited));
        else
            ins.null(6);
        if (!ins.run())
            return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// keys_v4 / keys_v7: the same inserts (time, payload, seq) keyed two ways, for the locality
// view. The inserts come from one stream; only the id bits differ.

bool genKeys(Gen& g, qint64 n, int version)
{
    Rng r(g.seed(), 0x007);
    Rng ri(g.seed(), version == 7 ? 0x0077 : 0x0074);
    quint8 b[16];
    char payload[48];
    Insert ins(g, version == 7
                      ? "INSERT INTO keys_v7(id, seq, created_at, payload) VALUES(?1,?2,?3,?4)"
                      : "INSERT INTO keys_v4(id, seq, created_at, payload) VALUES(?1,?2,?3,?4)");
    if (!ins.ok())
        return false;
    qint64 us = (kEndMs - kMinuteMs - n * 2) * 1000; // about 500 inserts a second
    for (qint64 i = 0; i < n; ++i) {
        us += 1 + r.below(3999);
        const qint64 ms = floorDiv(us, 1000);
        if (version == 7)
            uuidV7Bytes(ms, ri, b, int((us - ms * 1000) * 4096 / 1000));
        else
            uuidV4Bytes(ri, b);
        const unsigned long long cart = r.next() >> 32;
        const int len =
            std::snprintf(payload, sizeof payload, "cart %08llx qty %d", cart, int(1 + r.below(9)));
        ins.blob(1, b, 16);
        ins.i64(2, i + 1);
        ins.i64(3, ms);
        ins.text(4, payload, len);
        if (!ins.run())
            return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// readings and ticks: integer time keys. A 2 Hz sensor keyed by (day, msec),
// straddling midnight 2026-10-31; a 500-a-second feed keyed by unix microseconds.

bool genReadings(Gen& g, qint64 n)
{
    Rng r(g.seed(), 0x004);
    Insert ins(g, "INSERT INTO readings(day, msec, value) VALUES(?1,?2,?3)");
    if (!ins.ok())
        return false;
    qint64 t = kEndMs - kDayMs - n * 250;
    qint64 milli = 21500; // 21.500 °C
    for (qint64 i = 0; i < n; ++i) {
        t += 480 + r.below(41);
        const qint64 day = floorDiv(t, kDayMs);
        milli += r.below(41) - 20;
        ins.i64(1, day);
        ins.i64(2, t - day * kDayMs);
        ins.real(3, double(milli) / 1000.0);
        if (!ins.run())
            return false;
    }
    return true;
}

bool genTicks(Gen& g, qint64 n)
{
    Rng r(g.seed(), 0x0041);
    Insert ins(g, "INSERT INTO ticks(ts, v) VALUES(?1,?2)");
    if (!ins.ok())
        return false;
    qint64 us = (kEndMs - 10 * kMinuteMs - n * 2) * 1000;
    qint64 cents = 123456;
    for (qint64 i = 0; i < n; ++i) {
        us += 1 + r.below(3999);
        cents = std::max<qint64>(100, cents + r.below(21) - 10);
        ins.i64(1, us);
        ins.real(2, double(cents) / 100.0);
        if (!ins.run())
            return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------------

bool generate(Gen& g, const Plan& p, QList<SampleTable>& tables)
{
    if (!g.exec("PRAGMA page_size=4096; PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; "
                "PRAGMA locking_mode=EXCLUSIVE; PRAGMA cache_size=-65536; "
                "PRAGMA temp_store=MEMORY; PRAGMA application_id=1768174435; "
                "PRAGMA user_version=1; BEGIN;") ||
        !g.exec(kSchema))
        return false;
    g.report(0);
    const auto table = [&tables](const char* name, qint64 rows) {
        tables.append({QString::fromLatin1(name), rows});
    };
    std::vector<UlidText> users;
    qint64 items = 0;
    if (!genUsers(g, p.users, users))
        return false;
    table("users", p.users);
    if (!genVersions(g, p.versions, users))
        return false;
    table("entity_versions", p.versions);
    if (!genDocuments(g, p.documents))
        return false;
    table("documents", p.documents);
    if (!genOrders(g, p.orders, items))
        return false;
    table("orders", p.orders);
    table("order_items", items);
    if (!genEvents(g, p.events))
        return false;
    table("events", p.events);
    if (!genMessages(g, p.messages))
        return false;
    table("messages", p.messages);
    if (!genKeys(g, p.keys, 4) || !genKeys(g, p.keys, 7))
        return false;
    table("keys_v4", p.keys);
    table("keys_v7", p.keys);
    if (!genReadings(g, p.readings))
        return false;
    table("readings", p.readings);
    if (!genTicks(g, p.ticks))
        return false;
    table("ticks", p.ticks);
    return g.exec(kIndexes) && g.exec("COMMIT;");
}

bool renameOver(const QString& from, const QString& to)
{
#ifdef Q_OS_WIN
    QFile::remove(to);
    return QFile::rename(from, to);
#else
    return std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0;
#endif
}

SampleResult failed(SampleError e, const QString& message)
{
    SampleResult r;
    r.error = e;
    r.message = message;
    return r;
}

} // namespace

SampleResult writeSampleDatabase(const QString& path, const SampleOptions& options)
{
    if (options.rows < kSampleMinRows || options.rows > kSampleMaxRows)
        return failed(SampleError::BadRows,
                      QCoreApplication::translate("idscope::db",
                                                  "the number of rows must be between %1 and %2")
                          .arg(kSampleMinRows)
                          .arg(kSampleMaxRows));
    const QFileInfo out(path);
    if (out.isDir())
        return failed(SampleError::IsDirectory,
                      QCoreApplication::translate("idscope::db", "cannot write %1: it is a folder")
                          .arg(path));
    if ((out.exists() || out.isSymLink()) && !options.force)
        return failed(SampleError::Exists,
                      QCoreApplication::translate("idscope::db", "%1 already exists").arg(path));

    // The database is built in OUT.tmp, a file created here (never an existing one), and
    // renamed over OUT only when complete.
    const QString tmp = path + QStringLiteral(".tmp");
    QFile create(tmp);
    if (!create.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        const QFileInfo t(tmp);
        if (!t.exists() && !t.isSymLink())
            return failed(SampleError::CannotWrite,
                          QCoreApplication::translate("idscope::db", "cannot create %1: %2")
                              .arg(tmp, create.errorString()));
        if (!options.force)
            return failed(SampleError::TempExists,
                          QCoreApplication::translate(
                              "idscope::db", "%1 already exists (left by an interrupted run?)")
                              .arg(tmp));
        if (t.isDir() || !QFile::remove(tmp) ||
            !create.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return failed(SampleError::CannotWrite,
                          QCoreApplication::translate("idscope::db", "cannot replace %1").arg(tmp));
    }
    create.close();

    const Plan plan = makePlan(options.rows);
    SampleResult result;
    sqlite3* db = nullptr;
    const int rc = sqlite3_open_v2(QFile::encodeName(tmp).constData(), &db,
                                   SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW, nullptr);
    bool ok = rc == SQLITE_OK;
    bool cancelled = false;
    QString error = ok ? QString() : QString::fromUtf8(sqlite3_errstr(rc));
    if (ok) {
        Gen g(db, options, plan.total());
        ok = generate(g, plan, result.tables);
        cancelled = g.cancelled();
        if (!ok)
            error = g.error();
    }
    if (sqlite3_close(db) != SQLITE_OK && ok) {
        ok = false;
        error = QString::fromUtf8(sqlite3_errmsg(db));
    }
    if (ok && !renameOver(tmp, path)) {
        ok = false;
        error = QCoreApplication::translate("idscope::db", "cannot rename %1 to %2").arg(tmp, path);
    }
    if (!ok) {
        QFile::remove(tmp);
        if (cancelled)
            return failed(SampleError::Cancelled,
                          QCoreApplication::translate("idscope::db", "cancelled"));
        return failed(
            SampleError::CannotWrite,
            QCoreApplication::translate("idscope::db", "cannot write %1: %2").arg(path, error));
    }
    result.ok = true;
    for (const SampleTable& t : std::as_const(result.tables))
        result.totalRows += t.rows;
    if (options.progress)
        options.progress(100, result.totalRows, plan.total());
    result.fileSize = QFileInfo(path).size();
    return result;
}

} // namespace idscope::db

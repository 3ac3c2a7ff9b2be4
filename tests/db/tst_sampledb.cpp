// The demo database generator: every story its header lists is in the file, checked
// with plain SQL on a separate connection and with the ID engine; the same seed gives the same
// bytes; an existing file is never touched without `force`; a failure leaves nothing behind.
#include "db/sampledb.h"
#include "ids/detector.h"

#include "sqlitefixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace idscope;
using idscope::db::SampleError;
using idscope::db::SampleOptions;
using idscope::db::SampleResult;

namespace {

constexpr qint64 kRows = 2000;
constexpr qint64 kEndMs = 1793491200000;       // 2026-11-01T00:00:00Z, written out by hand
constexpr qint64 kMigrationMs = 1787832000000; // 2026-08-27T12:00:00Z
constexpr qint64 kDayMs = 86400000;
const QString kCrockford = QStringLiteral("0123456789ABCDEFGHJKMNPQRSTVWXYZ");

QString S(const char* s)
{
    return QString::fromUtf8(s);
}

// Unix ms of a ULID column, decoded in SQL from its first 10 characters (any case).
QString ulidMsSql(const QString& col)
{
    QStringList terms;
    for (int k = 0; k < 10; ++k)
        terms << QStringLiteral("((instr('%1', substr(upper(%2), %3, 1)) - 1) << %4)")
                     .arg(kCrockford, col)
                     .arg(k + 1)
                     .arg(5 * (9 - k));
    return QLatin1Char('(') + terms.join(QLatin1String(" + ")) + QLatin1Char(')');
}

// Unix ms of a hyphenated UUIDv7 text column: hex digits 1-8 and 10-13.
QString uuidTextMsSql(const QString& col)
{
    static const int pos[12] = {1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13};
    QStringList terms;
    for (int k = 0; k < 12; ++k)
        terms << QStringLiteral("((instr('0123456789abcdef', lower(substr(%1, %2, 1))) - 1) << %3)")
                     .arg(col)
                     .arg(pos[k])
                     .arg(4 * (11 - k));
    return QLatin1Char('(') + terms.join(QLatin1String(" + ")) + QLatin1Char(')');
}

// GLOB for 26 upper-case Crockford characters, first one 0-7.
QString upperUlidGlob()
{
    QString g = QStringLiteral("[0-7]");
    for (int i = 1; i < 26; ++i)
        g += QStringLiteral("[0-9A-HJKMNP-TV-Z]");
    return g;
}

DecodeOptions engineOptions(Format forced = Format::Count)
{
    DecodeOptions o;
    o.nowMs = kEndMs + kDayMs;
    o.forced = forced;
    return o;
}

// The engine's best valid reading of a value, or null.
const Decoded* best(const Detector& d, const QVariant& v, Candidates& c)
{
    c.clear();
    QByteArray keep;
    switch (v.typeId()) {
    case QMetaType::LongLong:
        d.detect(IdInput::fromInteger(v.toLongLong()), c);
        break;
    case QMetaType::QByteArray:
        keep = v.toByteArray();
        d.detect(IdInput::blob(keep.constData(), int(keep.size())), c);
        break;
    default:
        keep = v.toString().toUtf8();
        d.detect(IdInput::text(std::string_view(keep.constData(), std::size_t(keep.size()))), c);
    }
    return !c.empty() && c[0].valid() ? &c[0] : nullptr;
}

// A valid reading of `f` in RFC byte order among the candidates, or null.
const Decoded* rfcReading(const Candidates& c, Format f)
{
    for (const Decoded& d : c) {
        if (d.valid() && d.format == f && !(d.flags & WarnDotNetByteOrder))
            return &d;
    }
    return nullptr;
}

// A random UUIDv4 BLOB is, one time in a few thousand, also a .NET-order UUIDv7 with a
// plausible date; the engine may rank that reading first, but only with the byte order doubt
// stated and the RFC v4 reading still offered.
bool readsAsV4(const Decoded* top, const Candidates& c)
{
    const Decoded* v4 = rfcReading(c, Format::UuidV4);
    return top && v4 && !v4->hasInstant &&
           (top == v4 || (top->flags & WarnByteOrderUncertain) != 0);
}

SampleResult generate(const QString& path, qint64 rows = kRows,
                      quint64 seed = db::kSampleDefaultSeed, bool force = false)
{
    SampleOptions o;
    o.rows = rows;
    o.seed = seed;
    o.force = force;
    return db::writeSampleDatabase(path, o);
}

} // namespace

class TstSampleDb : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void schema();
    void rowCounts();
    void usersUlidAndSkew();
    void entityVersionsHistory();
    void documentsLowercaseRfc3339();
    void ordersV4ThenV7();
    void orderItemsStorageMismatch();
    void eventsLateCommits();
    void messagesDiscord();
    void keysSameInsertsTwoWays();
    void integerTimeKeys();
    void sameSeedSameBytes();
    void scalesWithRows();
    void refusesToOverwrite();
    void staleTempFile();
    void failuresLeaveNothing();
    void progressAndCancel();

private:
    qint64 scalar(const QString& sql) { return db_->scalar(sql); }
    QTemporaryDir dir_;
    QString path_;
    SampleResult result_;
    QByteArray hash_;
    std::unique_ptr<testdb::Writer> db_;
};

void TstSampleDb::initTestCase()
{
    QVERIFY(dir_.isValid());
    path_ = dir_.filePath(QStringLiteral("demo.sqlite"));
    result_ = generate(path_);
    QVERIFY2(result_.ok, qPrintable(result_.message));
    QCOMPARE(QDir(dir_.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("demo.sqlite")});
    hash_ = testdb::fileHash(path_);
    QCOMPARE(result_.fileSize, QFileInfo(path_).size());
    db_ = std::make_unique<testdb::Writer>(path_);
    QVERIFY(db_->ok());
    QVERIFY(db_->exec(QStringLiteral("PRAGMA query_only=1")));
}

void TstSampleDb::cleanupTestCase()
{
    db_.reset();
    // The checks only read.
    QCOMPARE(testdb::fileHash(path_), hash_);
}

void TstSampleDb::schema()
{
    QCOMPARE(db_->rows(S("PRAGMA integrity_check")).value(0).value(0).toString(), S("ok"));
    const QList<QVariantList> tables =
        db_->rows(S("SELECT name FROM sqlite_schema WHERE type='table' ORDER BY name"));
    QStringList names;
    for (const QVariantList& r : tables)
        names << r[0].toString();
    QCOMPARE(names, (QStringList{S("documents"), S("entity_versions"), S("events"), S("keys_v4"),
                                 S("keys_v7"), S("messages"), S("order_items"), S("orders"),
                                 S("readings"), S("ticks"), S("users")}));
    QList<QString> reported;
    for (const db::SampleTable& t : std::as_const(result_.tables))
        reported << t.name;
    std::sort(reported.begin(), reported.end());
    QCOMPARE(reported, names);

    // WITHOUT ROWID exactly where the stories want it.
    QCOMPARE(db_->rows(S("SELECT group_concat(name) FROM (SELECT name FROM pragma_table_list "
                         "WHERE schema='main' AND wr=1 ORDER BY name)"))
                 .value(0)
                 .value(0)
                 .toString(),
             S("keys_v4,keys_v7,readings"));
    // The time-travel index (entity_id, changed_at, version_number), found by its columns, not its
    // name.
    QCOMPARE(
        scalar(S("SELECT count(*) FROM pragma_index_list('entity_versions') il WHERE "
                 "(SELECT group_concat(name) FROM (SELECT name FROM pragma_index_info(il.name) "
                 "ORDER BY seqno)) = 'entity_id,changed_at,version_number'")),
        1);
    // unixepoch() defaults on the users audit columns.
    QCOMPARE(scalar(S("SELECT count(*) FROM pragma_table_info('users') WHERE name IN "
                      "('created_at','updated_at') AND dflt_value='unixepoch()' AND \"notnull\"=1 "
                      "AND type='INTEGER'")),
             2);
    QCOMPARE(scalar(S("SELECT count(*) FROM pragma_table_info('users') WHERE name='id' AND pk=1 "
                      "AND type='TEXT'")),
             1);
    QCOMPARE(scalar(S("SELECT count(*) FROM pragma_table_info('orders') WHERE name='id' AND pk=1 "
                      "AND type='BLOB'")),
             1);
    QCOMPARE(scalar(S("SELECT count(*) FROM pragma_table_info('messages') WHERE name='id' "
                      "AND pk=1 AND type='INTEGER'")),
             1);
    QCOMPARE(scalar(S("SELECT count(*) FROM pragma_table_info('readings') WHERE pk>0")), 2);
    QCOMPARE(scalar(S("SELECT count(*) FROM pragma_foreign_key_list('order_items') WHERE "
                      "\"table\"='orders' AND \"from\"='order_id' AND \"to\"='id'")),
             1);
    QCOMPARE(scalar(S("SELECT count(*) FROM pragma_foreign_key_list('entity_versions') WHERE "
                      "\"table\"='users' AND \"from\"='changed_by'")),
             1);
    // No journal, no WAL: a plain rollback-journal file.
    QCOMPARE(db_->rows(S("PRAGMA journal_mode")).value(0).value(0).toString(), S("delete"));
}

void TstSampleDb::rowCounts()
{
    qint64 total = 0;
    for (const db::SampleTable& t : std::as_const(result_.tables)) {
        const qint64 n = scalar(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(t.name));
        QCOMPARE(n, t.rows);
        QVERIFY2(n > 0, qPrintable(t.name));
        total += n;
    }
    QCOMPARE(total, result_.totalRows);
    QVERIFY2(total >= kRows * 9 / 10 && total <= kRows * 11 / 10,
             qPrintable(QString::number(total)));
    // Big tables carry the rows, small ones stay small.
    QVERIFY(scalar(S("SELECT count(*) FROM users")) <= kRows / 50);
    QVERIFY(scalar(S("SELECT count(*) FROM documents")) <= kRows / 25);
    QVERIFY(scalar(S("SELECT count(*) FROM keys_v4")) >= kRows / 10);
}

void TstSampleDb::usersUlidAndSkew()
{
    const qint64 n = scalar(S("SELECT count(*) FROM users"));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM users WHERE typeof(id)='text' AND "
                                   "length(id)=26 AND id GLOB '%1'")
                        .arg(upperUlidGlob())),
             n);
    QCOMPARE(scalar(S("SELECT count(*) FROM users WHERE typeof(created_at)='integer' AND "
                      "typeof(updated_at)='integer' AND updated_at >= created_at AND "
                      "email LIKE '%@example.com'")),
             n);
    const QString ms = ulidMsSql(S("id"));
    const qint64 agree =
        scalar(QStringLiteral("SELECT count(*) FROM users WHERE %1 / 1000 = created_at").arg(ms));
    const qint64 skewed = n - agree;
    QVERIFY2(skewed >= 5 && skewed <= 10, qPrintable(QString::number(skewed)));
    // Skew is minutes to hours, never a rounding artefact.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM users WHERE abs(%1 / 1000 - created_at) "
                                   "BETWEEN 60 AND 6 * 3600")
                        .arg(ms)),
             skewed);
    QVERIFY(
        scalar(QStringLiteral("SELECT count(*) FROM users WHERE %1 / 1000 > created_at").arg(ms)) >
        0);
    QVERIFY(
        scalar(QStringLiteral("SELECT count(*) FROM users WHERE %1 / 1000 < created_at").arg(ms)) >
        0);
    // Everything before the fixed end of the demo.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM users WHERE %1 < %2 AND updated_at < %3")
                        .arg(ms)
                        .arg(kEndMs)
                        .arg(kEndMs / 1000)),
             n);

    // The engine reads the same instants: ULID at the millisecond the SQL decode gives.
    const Detector det(engineOptions());
    Candidates c;
    qint64 engineAgree = 0;
    const QList<QVariantList> rows =
        db_->rows(QStringLiteral("SELECT id, created_at, %1 FROM users").arg(ms));
    for (const QVariantList& r : rows) {
        const Decoded* d = best(det, r[0], c);
        QVERIFY2(d && d->format == Format::Ulid, qPrintable(r[0].toString()));
        QCOMPARE(d->instant.unixMsFloor(), r[2].toLongLong());
        QVERIFY(!(d->flags & (WarnMixedCase | WarnNonCanonicalCase | WarnFuture)));
        engineAgree += d->instant.seconds == r[1].toLongLong();
    }
    QCOMPARE(engineAgree, agree);
}

void TstSampleDb::entityVersionsHistory()
{
    const qint64 n = scalar(S("SELECT count(*) FROM entity_versions"));
    QVERIFY(n >= 100);
    // 1..20 versions per entity, numbered 1..k without holes.
    QCOMPARE(
        scalar(S("SELECT count(*) FROM (SELECT entity_id, count(*) c, min(version_number) lo, "
                 "max(version_number) hi, count(DISTINCT version_number) d FROM entity_versions "
                 "GROUP BY entity_id) WHERE lo <> 1 OR hi <> c OR d <> c OR c > 20")),
        0);
    QCOMPARE(scalar(S("SELECT max(c) FROM (SELECT count(*) c FROM entity_versions GROUP BY "
                      "entity_id)")),
             20);
    QVERIFY(scalar(S("SELECT count(*) FROM (SELECT entity_id FROM entity_versions GROUP BY "
                     "entity_id HAVING count(*) = 1)")) > 0);
    QVERIFY(scalar(S("SELECT count(DISTINCT entity_type) FROM entity_versions")) >= 3);
    // One type per entity.
    QCOMPARE(scalar(S("SELECT count(*) FROM (SELECT entity_id FROM entity_versions GROUP BY "
                      "entity_id HAVING count(DISTINCT entity_type) > 1)")),
             0);
    // About 90 days of history, ending before the demo's end.
    const qint64 lo = scalar(S("SELECT min(changed_at) FROM entity_versions"));
    const qint64 hi = scalar(S("SELECT max(changed_at) FROM entity_versions"));
    QVERIFY(lo >= kEndMs / 1000 - 91 * 86400);
    QVERIFY(hi < kEndMs / 1000);
    QVERIFY2(hi - lo > 60 * 86400, qPrintable(QString::number(hi - lo)));
    QCOMPARE(scalar(S("SELECT count(*) FROM entity_versions WHERE typeof(changed_at) <> 'integer' "
                      "OR NOT json_valid(data)")),
             0);

    // Ties: several versions of one entity in the same second.
    QVERIFY(scalar(S("SELECT count(*) FROM (SELECT 1 FROM entity_versions GROUP BY entity_id, "
                     "changed_at HAVING count(*) > 1)")) >= 1);
    // A couple of versions whose changed_at goes down while the number goes up.
    const QString down =
        S("FROM entity_versions a JOIN entity_versions b ON b.entity_id = a.entity_id AND "
          "b.version_number = a.version_number + 1 WHERE b.changed_at < a.changed_at");
    const qint64 decreasing = scalar(S("SELECT count(*) ") + down);
    QVERIFY2(decreasing >= 2 && decreasing <= 5, qPrintable(QString::number(decreasing)));
    QCOMPARE(scalar(S("SELECT count(*) ") + down +
                    S(" AND a.changed_at - b.changed_at BETWEEN 30 AND 2 * 3600")),
             decreasing);

    // Deletions: only ever an entity's last version.
    QVERIFY(scalar(S("SELECT count(*) FROM entity_versions WHERE json_extract(data, "
                     "'$.deleted') = 1")) >= 1);
    QCOMPARE(scalar(S("SELECT count(*) FROM entity_versions d WHERE json_extract(d.data, "
                      "'$.deleted') = 1 AND EXISTS (SELECT 1 FROM entity_versions l WHERE "
                      "l.entity_id = d.entity_id AND l.version_number > d.version_number)")),
             0);
    // Editors are users.
    QCOMPARE(scalar(S("SELECT count(*) FROM entity_versions WHERE changed_by NOT IN (SELECT id "
                      "FROM users)")),
             0);

    // Every version's ULID was minted in the second of its changed_at (the decreasing ones
    // too: the same wrong clock minted both); every entity's ULID in its first version's.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM entity_versions WHERE %1 / 1000 <> "
                                   "changed_at OR id GLOB '*[a-z]*'")
                        .arg(ulidMsSql(S("id")))),
             0);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM entity_versions WHERE version_number = 1 "
                                   "AND %1 / 1000 <> changed_at")
                        .arg(ulidMsSql(S("entity_id")))),
             0);

    const Detector det(engineOptions());
    Candidates c;
    const QList<QVariantList> rows =
        db_->rows(S("SELECT id, changed_at, entity_id, version_number FROM entity_versions"));
    for (const QVariantList& r : rows) {
        const Decoded* d = best(det, r[0], c);
        QVERIFY(d && d->format == Format::Ulid);
        QCOMPARE(d->instant.seconds, r[1].toLongLong());
        const Decoded* e = best(det, r[2], c);
        QVERIFY(e && e->format == Format::Ulid);
        if (r[3].toLongLong() == 1)
            QCOMPARE(e->instant.seconds, r[1].toLongLong());
    }
}

void TstSampleDb::documentsLowercaseRfc3339()
{
    const qint64 n = scalar(S("SELECT count(*) FROM documents"));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM documents WHERE length(id) = 26 AND "
                                   "upper(id) GLOB '%1'")
                        .arg(upperUlidGlob())),
             n);
    const qint64 lower = scalar(S("SELECT count(*) FROM documents WHERE id = lower(id)"));
    const qint64 upper = scalar(S("SELECT count(*) FROM documents WHERE id = upper(id)"));
    const qint64 mixed =
        scalar(S("SELECT count(*) FROM documents WHERE id <> lower(id) AND id <> upper(id)"));
    QCOMPARE(lower + upper + mixed, n);
    QVERIFY2(upper >= 3 && upper <= 6, qPrintable(QString::number(upper)));
    QVERIFY2(mixed >= 1 && mixed <= 3, qPrintable(QString::number(mixed)));
    QVERIFY(lower >= n - 9);
    // Exactly one pair equal ignoring case: one lower-case, one upper-case spelling.
    QCOMPARE(scalar(S("SELECT count(*) FROM (SELECT lower(id) FROM documents GROUP BY lower(id) "
                      "HAVING count(*) > 1)")),
             1);
    QCOMPARE(scalar(S("SELECT count(*) FROM documents a JOIN documents b ON lower(a.id) = "
                      "lower(b.id) AND a.id = lower(a.id) AND b.id = upper(b.id) AND a.id <> "
                      "b.id")),
             1);
    // RFC 3339 UTC, fixed width, whole seconds.
    const QString glob =
        S("[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]Z");
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM documents WHERE typeof(created_at) = "
                                   "'text' AND length(created_at) = 20 AND created_at GLOB '%1' "
                                   "AND updated_at GLOB '%1' AND updated_at >= created_at")
                        .arg(glob)),
             n);
    // Every ULID (in any case) was minted in the second its created_at says.
    const QString ms = ulidMsSql(S("id"));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM documents WHERE "
                                   "strftime('%Y-%m-%dT%H:%M:%SZ', %1 / 1000, 'unixepoch') = "
                                   "created_at")
                        .arg(ms)),
             n);
    // A monotonic factory: several ids in one millisecond (case-duplicate aside).
    QVERIFY(scalar(QStringLiteral("SELECT count(*) FROM (SELECT %1 m FROM documents WHERE id = "
                                  "lower(id) GROUP BY m HAVING count(*) > 1)")
                       .arg(ms)) >= 1);

    const Detector det(engineOptions());
    Candidates c;
    const QList<QVariantList> rows = db_->rows(
        QStringLiteral("SELECT id, %1, id <> lower(id) AND id <> upper(id) FROM documents")
            .arg(ms));
    qint64 flaggedMixed = 0;
    for (const QVariantList& r : rows) {
        const Decoded* d = best(det, r[0], c);
        QVERIFY2(d && d->format == Format::Ulid, qPrintable(r[0].toString()));
        QCOMPARE(d->instant.unixMsFloor(), r[1].toLongLong());
        flaggedMixed += (d->flags & WarnMixedCase) != 0;
    }
    QCOMPARE(flaggedMixed, mixed);
}

void TstSampleDb::ordersV4ThenV7()
{
    const qint64 n = scalar(S("SELECT count(*) FROM orders"));
    const qint64 blobs =
        scalar(S("SELECT count(*) FROM orders WHERE typeof(id) = 'blob' AND length(id) = 16"));
    const qint64 texts = scalar(S("SELECT count(*) FROM orders WHERE typeof(id) = 'text'"));
    QCOMPARE(blobs + texts, n);
    QVERIFY2(texts >= 2 && texts <= 4, qPrintable(QString::number(texts)));
    const qint64 v4 = scalar(S("SELECT count(*) FROM orders WHERE typeof(id) = 'blob' AND "
                               "substr(hex(id), 13, 1) = '4'"));
    const qint64 v7 = scalar(S("SELECT count(*) FROM orders WHERE typeof(id) = 'blob' AND "
                               "substr(hex(id), 13, 1) = '7'"));
    QCOMPARE(v4 + v7, blobs);
    QVERIFY(v4 > v7 && v7 >= 10);
    QCOMPARE(scalar(S("SELECT count(*) FROM orders WHERE typeof(id) = 'blob' AND "
                      "substr(hex(id), 17, 1) NOT IN ('8', '9', 'A', 'B')")),
             0);
    // The migration: by created_at, every v4 comes before every v7.
    QVERIFY(scalar(S("SELECT max(created_at) FROM orders WHERE substr(hex(id), 13, 1) = '4'")) <
            kMigrationMs);
    QVERIFY(scalar(S("SELECT min(created_at) FROM orders WHERE substr(hex(id), 13, 1) = '7'")) >=
            kMigrationMs);
    QCOMPARE(scalar(S("SELECT count(*) FROM (SELECT substr(hex(id), 13, 1) v, lag(substr(hex(id), "
                      "13, 1)) OVER (ORDER BY created_at) p FROM orders WHERE typeof(id) = 'blob') "
                      "WHERE p = '7' AND v = '4'")),
             0);
    // A v7 id carries created_at to the millisecond; ms of a year ending before the end.
    QCOMPARE(scalar(S("SELECT count(*) FROM orders WHERE substr(hex(id), 13, 1) = '7' AND "
                      "substr(hex(id), 1, 12) <> printf('%012X', created_at)")),
             0);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM orders WHERE typeof(created_at) = "
                                   "'integer' AND created_at BETWEEN %1 AND %2")
                        .arg(kEndMs - 366 * kDayMs)
                        .arg(kEndMs - 1)),
             n);
    // The TEXT ids: v7 spelled hyphenated, in the v7 era.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM orders WHERE typeof(id) = 'text' AND "
                                   "length(id) = 36 AND id = lower(id) AND substr(id, 15, 1) = '7' "
                                   "AND %1 = created_at")
                        .arg(uuidTextMsSql(S("id")))),
             texts);

    const Detector det(engineOptions());
    Candidates c;
    const QList<QVariantList> rows = db_->rows(
        S("SELECT id, created_at, substr(hex(id), 13, 1) = '4' AND typeof(id) = 'blob' FROM "
          "orders"));
    qint64 seen4 = 0, seen7 = 0;
    for (const QVariantList& r : rows) {
        const Decoded* d = best(det, r[0], c);
        if (r[2].toLongLong()) {
            QVERIFY(readsAsV4(d, c));
            ++seen4;
        } else {
            QVERIFY(d && d->format == Format::UuidV7 && d == rfcReading(c, Format::UuidV7));
            ++seen7;
            QCOMPARE(d->instant.unixMsFloor(), r[1].toLongLong());
        }
    }
    QCOMPARE(seen4, v4);
    QCOMPARE(seen7, v7 + texts);
}

void TstSampleDb::orderItemsStorageMismatch()
{
    const qint64 n = scalar(S("SELECT count(*) FROM order_items"));
    const qint64 orders = scalar(S("SELECT count(*) FROM orders"));
    QVERIFY(n >= orders && n <= 2 * orders);
    // An order that seems to have no items in a join is always one whose items name it by a
    // TEXT spelling: the mismatch, not missing data.
    QCOMPARE(scalar(S("SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items "
                      "i WHERE i.order_id = o.id) AND NOT EXISTS (SELECT 1 FROM order_items i "
                      "WHERE typeof(i.order_id) = 'text' AND typeof(o.id) = 'blob' AND hex(o.id) "
                      "= upper(replace(i.order_id, '-', '')))")),
             0);
    // Items whose TEXT order_id names a BLOB order: the join matches nothing.
    const QString orphan =
        S("FROM order_items i WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i.order_id)");
    const qint64 orphans = scalar(S("SELECT count(*) ") + orphan);
    QVERIFY2(orphans >= 2 && orphans <= 4, qPrintable(QString::number(orphans)));
    QCOMPARE(scalar(S("SELECT count(*) ") + orphan +
                    S(" AND typeof(i.order_id) = 'text' AND EXISTS (SELECT 1 FROM orders o WHERE "
                      "typeof(o.id) = 'blob' AND hex(o.id) = upper(replace(i.order_id, '-', "
                      "'')))")),
             orphans);
    // Items of the TEXT-keyed orders carry TEXT too (the same code path), and match.
    QCOMPARE(scalar(S("SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id "
                      "WHERE typeof(o.id) = 'text' AND typeof(i.order_id) = 'text'")),
             scalar(S("SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id "
                      "WHERE typeof(o.id) = 'text'")));
    QVERIFY(scalar(S("SELECT count(*) FROM order_items WHERE typeof(order_id) = 'text'")) >
            orphans);
    // Items are minted in their order's era, v7 a millisecond or two after the order.
    QCOMPARE(scalar(S("SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id "
                      "WHERE typeof(o.id) = 'blob' AND substr(hex(i.id), 13, 1) <> "
                      "substr(hex(o.id), 13, 1)")),
             0);
    QCOMPARE(scalar(S("SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id "
                      "WHERE substr(hex(i.id), 13, 1) = '7' AND substr(hex(i.id), 1, 12) NOT IN "
                      "(printf('%012X', o.created_at + 1), printf('%012X', o.created_at + 2))")),
             0);
    QCOMPARE(scalar(S("SELECT count(*) FROM order_items WHERE typeof(id) <> 'blob' OR length(id) "
                      "<> 16 OR quantity < 1 OR price_cents <= 0")),
             0);
    QCOMPARE(scalar(S("SELECT count(*) FROM orders o WHERE total_cents <> (SELECT "
                      "sum(quantity * price_cents) FROM order_items i WHERE i.order_id = o.id OR "
                      "(typeof(i.order_id) = 'text' AND typeof(o.id) = 'blob' AND hex(o.id) = "
                      "upper(replace(i.order_id, '-', ''))))")),
             0);
}

void TstSampleDb::eventsLateCommits()
{
    const qint64 n = scalar(S("SELECT count(*) FROM events"));
    QVERIFY(n >= 200);
    QCOMPARE(scalar(S("SELECT count(*) FROM events WHERE typeof(id) = 'text' AND length(id) = 36 "
                      "AND id = lower(id) AND substr(id, 15, 1) = '7' AND substr(id, 20, 1) IN "
                      "('8', '9', 'a', 'b') AND typeof(committed_at) = 'integer'")),
             n);
    // rowid is commit order.
    QCOMPARE(scalar(S("SELECT count(*) FROM (SELECT committed_at c, lag(committed_at) OVER (ORDER "
                      "BY rowid) p FROM events) WHERE c < p")),
             0);
    const qint64 writers = scalar(S("SELECT count(DISTINCT writer) FROM events"));
    QVERIFY(writers >= 3 && writers <= 4);

    const QString late = QStringLiteral("(committed_at - %1)").arg(uuidTextMsSql(S("id")));
    // No ID is minted after its commit.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM events WHERE %1 < 0").arg(late)), 0);
    // The ordinary API writers: committed within a few ms of minting...
    QVERIFY(scalar(QStringLiteral("SELECT count(*) FROM events WHERE writer LIKE 'api-%' AND %1 "
                                  "<= 3")
                       .arg(late)) >= n / 2);
    // ...except a few long transactions, seconds late.
    QVERIFY(scalar(QStringLiteral("SELECT count(*) FROM events WHERE writer LIKE 'api-%' AND %1 "
                                  "BETWEEN 2000 AND 30000")
                       .arg(late)) >= 2);
    // One writer's clock is 1.5 s behind, on every row it writes.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM (SELECT writer FROM events GROUP BY "
                                   "writer HAVING min(%1) >= 1500 AND max(%1) < 1800 AND "
                                   "count(*) >= 10)")
                        .arg(late)),
             1);
    // An offline device syncs a batch minted hours before, in one commit.
    const QList<QVariantList> batch =
        db_->rows(QStringLiteral("SELECT count(*), count(DISTINCT writer), count(DISTINCT "
                                 "committed_at), max(rowid) - min(rowid) + 1 FROM events WHERE %1 "
                                 ">= 3600000")
                      .arg(late));
    QVERIFY(batch.value(0).value(0).toLongLong() >= 6);
    QCOMPARE(batch[0][1].toLongLong(), 1);
    QCOMPARE(batch[0][2].toLongLong(), 1);
    QCOMPARE(batch[0][3].toLongLong(), batch[0][0].toLongLong()); // consecutive rowids
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM events WHERE %1 > 5 * 3600000").arg(late)),
             0);
    // An `id > :last_seen` poller misses rows: ids below one already committed.
    const qint64 missed = scalar(S("SELECT count(*) FROM (SELECT id, max(id) OVER (ORDER BY rowid "
                                   "ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) m FROM "
                                   "events) WHERE id < m"));
    QVERIFY2(missed >= n / 10, qPrintable(QString::number(missed)));

    const Detector det(engineOptions());
    Candidates c;
    const QList<QVariantList> rows =
        db_->rows(QStringLiteral("SELECT id, %1 FROM events").arg(uuidTextMsSql(S("id"))));
    for (const QVariantList& r : rows) {
        const Decoded* d = best(det, r[0], c);
        QVERIFY(d && d->format == Format::UuidV7);
        QCOMPARE(d->instant.unixMsFloor(), r[1].toLongLong());
    }
}

void TstSampleDb::messagesDiscord()
{
    const qint64 n = scalar(S("SELECT count(*) FROM messages"));
    QVERIFY(n >= 100);
    const qint64 epoch = 1420070400000;
    // The snowflake's 42 time bits against the timestamp text Discord sends beside it.
    QCOMPARE(
        scalar(
            QStringLiteral(
                "SELECT count(*) FROM messages WHERE typeof(id) = 'integer' AND length(timestamp) "
                "= 32 AND timestamp GLOB "
                "'[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9]"
                "[0-9][0-9]000+00:00' AND "
                "(id >> 22) + %1 = unixepoch(substr(timestamp, 1, 19)) * 1000 + "
                "CAST(substr(timestamp, 21, 3) AS INTEGER)")
                .arg(epoch)),
        n);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM messages WHERE (id >> 22) + %1 BETWEEN "
                                   "%2 AND %3")
                        .arg(epoch)
                        .arg(kEndMs - 31 * kDayMs)
                        .arg(kEndMs - 1)),
             n);
    // Channels and authors are older snowflakes.
    QCOMPARE(scalar(S("SELECT count(*) FROM messages WHERE typeof(channel_id) = 'integer' AND "
                      "typeof(author_id) = 'integer' AND (channel_id >> 22) < (id >> 22) AND "
                      "(author_id >> 22) < (id >> 22) AND (channel_id >> 22) > 0")),
             n);
    QVERIFY(scalar(S("SELECT count(DISTINCT channel_id) FROM messages")) >= 3);
    QVERIFY(scalar(S("SELECT count(*) FROM messages WHERE edited_timestamp IS NULL")) > n / 2);
    QCOMPARE(scalar(S("SELECT count(*) FROM messages WHERE edited_timestamp <= timestamp")), 0);

    const Detector det(engineOptions(Format::SnowflakeDiscord));
    Candidates c;
    const QList<QVariantList> rows =
        db_->rows(QStringLiteral("SELECT id, (id >> 22) + %1, author_id FROM messages").arg(epoch));
    for (const QVariantList& r : rows) {
        const Decoded* d = best(det, r[0], c);
        QVERIFY(d && d->format == Format::SnowflakeDiscord);
        QCOMPARE(d->instant.unixMsFloor(), r[1].toLongLong());
        const Decoded* a = best(det, r[2], c);
        QVERIFY(a && a->format == Format::SnowflakeDiscord);
        QVERIFY(a->instant.unixMsFloor() < r[1].toLongLong());
    }
}

void TstSampleDb::keysSameInsertsTwoWays()
{
    const qint64 n = scalar(S("SELECT count(*) FROM keys_v7"));
    QCOMPARE(scalar(S("SELECT count(*) FROM keys_v4")), n);
    // The same inserts: seq, time and payload agree row for row.
    QCOMPARE(scalar(S("SELECT count(*) FROM keys_v4 a JOIN keys_v7 b USING (seq) WHERE "
                      "a.created_at = b.created_at AND a.payload = b.payload")),
             n);
    QCOMPARE(scalar(S("SELECT max(seq) - min(seq) + 1 FROM keys_v7")), n);
    QCOMPARE(scalar(S("SELECT count(*) FROM keys_v4 WHERE typeof(id) <> 'blob' OR length(id) <> 16 "
                      "OR substr(hex(id), 13, 1) <> '4'")),
             0);
    QCOMPARE(scalar(S("SELECT count(*) FROM keys_v7 WHERE typeof(id) <> 'blob' OR length(id) <> 16 "
                      "OR substr(hex(id), 13, 1) <> '7' OR substr(hex(id), 1, 12) <> "
                      "printf('%012X', created_at)")),
             0);
    // Inserted in time order.
    QCOMPARE(scalar(S("SELECT count(*) FROM (SELECT created_at c, lag(created_at) OVER (ORDER BY "
                      "seq) p FROM keys_v7) WHERE c < p")),
             0);
    // Key order against insertion order: v7 appends, v4 scatters.
    const QString inversions =
        S("SELECT count(*) FROM (SELECT id, lag(id) OVER (ORDER BY seq) p FROM %1) WHERE id < p");
    QCOMPARE(scalar(inversions.arg(S("keys_v7"))), 0);
    const qint64 inv4 = scalar(inversions.arg(S("keys_v4")));
    QVERIFY2(inv4 > n * 35 / 100 && inv4 < n * 65 / 100, qPrintable(QString::number(inv4)));
    // About 500 inserts a second.
    const qint64 spanMs = scalar(S("SELECT max(created_at) - min(created_at) FROM keys_v7"));
    QVERIFY(spanMs > n * 3 / 2 && spanMs < n * 5 / 2);

    const Detector det(engineOptions());
    Candidates c;
    for (const QVariantList& r : db_->rows(S("SELECT id, created_at FROM keys_v7"))) {
        const Decoded* d = best(det, r[0], c);
        QVERIFY(d && d->format == Format::UuidV7 && d == rfcReading(c, Format::UuidV7));
        QCOMPARE(d->instant.unixMsFloor(), r[1].toLongLong());
    }
    for (const QVariantList& r : db_->rows(S("SELECT id FROM keys_v4"))) {
        const Decoded* d = best(det, r[0], c);
        QVERIFY2(readsAsV4(d, c), r[0].toByteArray().toHex().constData());
    }
}

void TstSampleDb::integerTimeKeys()
{
    // readings: (day, msec) a 2 Hz sensor across midnight 2026-10-31.
    const qint64 n = scalar(S("SELECT count(*) FROM readings"));
    QCOMPARE(scalar(S("SELECT count(*) FROM readings WHERE typeof(day) = 'integer' AND "
                      "typeof(msec) = 'integer' AND msec BETWEEN 0 AND 86399999 AND typeof(value) "
                      "= 'real'")),
             n);
    QCOMPARE(scalar(S("SELECT max(day) FROM readings")), (kEndMs - kDayMs) / kDayMs);
    QCOMPARE(scalar(S("SELECT min(day) FROM readings")), (kEndMs - kDayMs) / kDayMs - 1);
    const QList<QVariantList> gaps =
        db_->rows(S("SELECT min(g), max(g) FROM (SELECT t - lag(t) OVER (ORDER BY t) g FROM "
                    "(SELECT day * 86400000 + msec t FROM readings))"));
    QVERIFY(gaps.value(0).value(0).toLongLong() >= 480);
    QVERIFY(gaps.value(0).value(1).toLongLong() <= 520);

    // ticks: unix microseconds, about 500 a second.
    const qint64 t = scalar(S("SELECT count(*) FROM ticks"));
    QCOMPARE(scalar(S("SELECT count(*) FROM ticks WHERE typeof(ts) = 'integer' AND typeof(v) = "
                      "'real'")),
             t);
    QVERIFY(scalar(S("SELECT max(ts) FROM ticks")) < kEndMs * 1000);
    QVERIFY(scalar(S("SELECT min(ts) FROM ticks")) > (kEndMs - kDayMs) * 1000);
    const qint64 spanUs = scalar(S("SELECT max(ts) - min(ts) FROM ticks"));
    QVERIFY(spanUs > t * 1500 && spanUs < t * 2500);

    const Detector forced(engineOptions(Format::UnixUs));
    const Detector unforced(engineOptions());
    Candidates c;
    for (const QVariantList& r : db_->rows(S("SELECT ts FROM ticks"))) {
        const Decoded* d = best(forced, r[0], c);
        QVERIFY(d && d->format == Format::UnixUs);
        qint64 us = 0;
        QVERIFY(d->instant.toUnixUs(us));
        QCOMPARE(us, r[0].toLongLong());
        const Decoded* f = best(unforced, r[0], c);
        QVERIFY(f && f->format == Format::UnixUs);
    }
}

void TstSampleDb::sameSeedSameBytes()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.sqlite"));
    const QString b = dir.filePath(QStringLiteral("b.sqlite"));
    const QString c = dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(generate(a).ok);
    QVERIFY(generate(b).ok);
    QVERIFY(generate(c, kRows, 7).ok);
    QCOMPARE(testdb::fileHash(a), testdb::fileHash(b));
    QCOMPARE(testdb::fileHash(a), hash_); // and the same as the one under test
    QVERIFY(testdb::fileHash(a) != testdb::fileHash(c));
    // Another seed: the same shape, other values.
    testdb::Writer w(c);
    QCOMPARE(w.scalar(S("SELECT count(*) FROM keys_v4")),
             scalar(S("SELECT count(*) FROM keys_v4")));
    QCOMPARE(w.scalar(S("SELECT count(*) FROM users")), scalar(S("SELECT count(*) FROM users")));
    QVERIFY(w.rows(S("SELECT id FROM users ORDER BY rowid LIMIT 1")) !=
            db_->rows(S("SELECT id FROM users ORDER BY rowid LIMIT 1")));
}

void TstSampleDb::scalesWithRows()
{
    QTemporaryDir dir;
    const QString p = dir.filePath(QStringLiteral("big.sqlite"));
    const qint64 rows = 40000;
    const SampleResult r = generate(p, rows);
    QVERIFY2(r.ok, qPrintable(r.message));
    QVERIFY(r.totalRows >= rows * 95 / 100 && r.totalRows <= rows * 105 / 100);
    testdb::Writer w(p);
    QCOMPARE(w.scalar(S("SELECT count(*) FROM keys_v7")), rows * 15 / 100);
    QCOMPARE(w.scalar(S("SELECT count(*) FROM users")), rows / 100);
    // The small tables stay small; the stories are all still there.
    QVERIFY(w.scalar(S("SELECT count(*) FROM users")) < rows / 50);
    QVERIFY(w.scalar(S("SELECT count(*) FROM (SELECT lower(id) FROM documents GROUP BY lower(id) "
                       "HAVING count(*) > 1)")) == 1);
    QVERIFY(w.scalar(S("SELECT count(*) FROM orders WHERE typeof(id) = 'text'")) >= 2);
}

void TstSampleDb::refusesToOverwrite()
{
    QTemporaryDir dir;
    const QString p = dir.filePath(QStringLiteral("x.sqlite"));
    {
        QFile f(p);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("precious, not a database");
    }
    const QByteArray before = testdb::fileHash(p);
    const QStringList listing = testdb::folderListing(dir.path());
    const SampleResult r = generate(p);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, SampleError::Exists);
    QVERIFY(r.message.contains(QStringLiteral("x.sqlite")));
    QCOMPARE(testdb::fileHash(p), before);
    QCOMPARE(testdb::folderListing(dir.path()), listing);

    const SampleResult forced = generate(p, kRows, db::kSampleDefaultSeed, true);
    QVERIFY2(forced.ok, qPrintable(forced.message));
    QCOMPARE(testdb::fileHash(p), hash_);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("x.sqlite")});
}

void TstSampleDb::staleTempFile()
{
    QTemporaryDir dir;
    const QString p = dir.filePath(QStringLiteral("y.sqlite"));
    const QString tmp = p + QStringLiteral(".tmp");
    {
        QFile f(tmp);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("left over");
    }
    const QByteArray before = testdb::fileHash(tmp);
    const SampleResult r = generate(p);
    QCOMPARE(r.error, SampleError::TempExists);
    QCOMPARE(testdb::fileHash(tmp), before);
    QVERIFY(!QFileInfo::exists(p));
    QVERIFY(generate(p, kRows, db::kSampleDefaultSeed, true).ok);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("y.sqlite")});
}

void TstSampleDb::failuresLeaveNothing()
{
    QTemporaryDir dir;
    // A missing folder, a file used as a folder (fails even for root), a folder as output.
    SampleResult r = generate(dir.filePath(QStringLiteral("missing/z.sqlite")));
    QCOMPARE(r.error, SampleError::CannotWrite);
    QVERIFY(!r.message.isEmpty());
    {
        QFile f(dir.filePath(QStringLiteral("plain")));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const QStringList withPlain = testdb::folderListing(dir.path());
    r = generate(dir.filePath(QStringLiteral("plain/z.sqlite")), kRows, 1, true);
    QCOMPARE(r.error, SampleError::CannotWrite);
    QCOMPARE(testdb::folderListing(dir.path()), withPlain);
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
    const QStringList withSub = testdb::folderListing(dir.path());
    r = generate(dir.filePath(QStringLiteral("sub")), kRows, 1, true);
    QCOMPARE(r.error, SampleError::IsDirectory);
    QCOMPARE(testdb::folderListing(dir.path()), withSub);
    QVERIFY(QDir(dir.filePath(QStringLiteral("sub"))).isEmpty());
    // Row counts out of range.
    for (qint64 rows : {qint64(0), db::kSampleMinRows - 1, db::kSampleMaxRows + 1}) {
        r = generate(dir.filePath(QStringLiteral("r.sqlite")), rows);
        QCOMPARE(r.error, SampleError::BadRows);
    }
    QCOMPARE(testdb::folderListing(dir.path()), withSub);
}

void TstSampleDb::progressAndCancel()
{
    QTemporaryDir dir;
    const QString p = dir.filePath(QStringLiteral("p.sqlite"));
    QList<int> marks;
    SampleOptions o;
    o.rows = 20000;
    o.progress = [&marks](int percent, qint64, qint64) { marks << percent; };
    QVERIFY(db::writeSampleDatabase(p, o).ok);
    QCOMPARE(marks, (QList<int>{0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100}));

    // Cancelled half way: no file, no temp file.
    const QString q = dir.filePath(QStringLiteral("q.sqlite"));
    std::atomic_bool cancel{false};
    marks.clear();
    o.cancel = &cancel;
    o.progress = [&marks, &cancel](int percent, qint64, qint64) {
        marks << percent;
        if (percent >= 50)
            cancel = true;
    };
    const SampleResult r = db::writeSampleDatabase(q, o);
    QCOMPARE(r.error, SampleError::Cancelled);
    QVERIFY(!marks.contains(100));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("p.sqlite")});
}

QTEST_GUILESS_MAIN(TstSampleDb)
#include "tst_sampledb.moc"

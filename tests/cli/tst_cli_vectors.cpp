// Independent vectors: 551 IDs taken from other projects' tests, the formats' specifications
// and recorded API data (tests/ids/data/peer_vectors.jsonl; every line names its source as
// repository:path, and its instant is the one that source states — or, marked `derived`, the
// one the bits the source gives carry under the source's own layout), read by the real binary
// as a user would: `decode --json` on all of them at once, then each format's vectors with
// `--format`. Nothing here comes from idscope's own code.
//
// What must hold: a value whose shape names its format is read as that format with the
// source's instant (at the precision the source states) at any instant, future or old; a
// requested format gives the source's instant; the vectors the sources reject are rejected;
// a bare integer's reading is offered, with the doubt stated when another ranks first; and
// no vector is ever given a wrong instant under its own format.
#include "clirun.h"
#include "sqlitefixture.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using clitest::idscope;

namespace {

struct Vector {
    QJsonObject v;
    QString id() const { return v.value(QLatin1String("id")).toString(); }
    QString format() const { return v.value(QLatin1String("format")).toString(); }
    bool flag(const char* name) const { return v.value(QLatin1String(name)).toBool(); }
    bool timed() const
    {
        return v.value(QLatin1String("unix_ms")).isDouble() && !flag("no_instant");
    }
    qint64 ms() const { return v.value(QLatin1String("unix_ms")).toInteger(); }
    qint64 precision() const
    {
        return std::max<qint64>(1, v.value(QLatin1String("precision_ms")).toInteger());
    }
    qint64 slack() const { return v.value(QLatin1String("slack_ms")).toInteger(); }
    QString where() const
    {
        return id() + QLatin1String(" (") + v.value(QLatin1String("source")).toString() +
               QLatin1Char(')');
    }
};

// The formats whose text names itself: RFC 9562 UUIDs, ULID, KSUID (base62), ObjectId (hex),
// TypeID and TID. Their canonical spelling is read as the format whatever its instant.
bool selfIdentifying(const Vector& x)
{
    static const QSet<QString> kNamed{
        QStringLiteral("ulid"),     QStringLiteral("ksuid"),   QStringLiteral("objectid"),
        QStringLiteral("typeid"),   QStringLiteral("tid"),     QStringLiteral("uuidv1"),
        QStringLiteral("uuidv3"),   QStringLiteral("uuidv4"),  QStringLiteral("uuidv5"),
        QStringLiteral("uuidv6"),   QStringLiteral("uuidv7"),  QStringLiteral("uuidv8"),
        QStringLiteral("uuid-nil"), QStringLiteral("uuid-max")};
    return kNamed.contains(x.format()) && !x.flag("alt_spelling") && !x.flag("invalid");
}

bool hasWarning(const QJsonObject& r, const QString& code)
{
    for (const QJsonValue& w : r.value(QLatin1String("warnings")).toArray()) {
        const QString c =
            w.isObject() ? w.toObject().value(QLatin1String("code")).toString() : w.toString();
        if (c == code)
            return true;
    }
    return false;
}

// The instant `r` gives (unix_ms) lies where the source puts it, and where the source gives
// microseconds and idscope prints six fraction digits, those digits are the source's.
QString instantMismatch(const Vector& x, qint64 got, const QString& time)
{
    const qint64 lo = x.ms() - x.slack();
    const qint64 hi = x.ms() + x.precision() + x.slack();
    if (got < lo || got >= hi)
        return QStringLiteral("unix_ms %1, the source says [%2, %3)").arg(got).arg(lo).arg(hi);
    const QJsonValue us = x.v.value(QLatin1String("unix_us"));
    const qsizetype dot = time.indexOf(QLatin1Char('.'));
    if (us.isDouble() && dot > 0) {
        qsizetype end = dot + 1;
        while (end < time.size() && time[end].isDigit())
            ++end;
        const QString frac = time.mid(dot + 1, end - dot - 1);
        if (frac.size() >= 6) {
            const QString want =
                QStringLiteral("%1").arg(us.toInteger() % 1000000, 6, 10, QLatin1Char('0'));
            if (frac.left(6) != want)
                return QStringLiteral("time %1, the source's microseconds are .%2").arg(time, want);
        }
    }
    return QString();
}

} // namespace

class TestCliVectors : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void selfIdentifyingNamedWithInstant();
    void requestedFormatGivesTheInstant();
    void rejectedOnesAreRejected();
    void integersOfferTheirReading();
    void columnScanAgreesWithDecode();

private:
    QList<QJsonObject> decode(const QList<Vector>& vs, const QStringList& extra);

    QList<Vector> vectors_;
    QList<QJsonObject> auto_; // auto_[i] reads vectors_[i]
    QSet<QString> knownFormats_;
};

QList<QJsonObject> TestCliVectors::decode(const QList<Vector>& vs, const QStringList& extra)
{
    QByteArray in;
    for (const Vector& x : vs)
        in += x.id().toUtf8() + '\n';
    const clitest::Run r =
        idscope(QStringList{QStringLiteral("decode"), QStringLiteral("--json")} + extra, in);
    const QList<QJsonObject> out = clitest::jsonLines(r.out);
    if (out.size() != vs.size())
        qWarning("decode %s: %lld lines for %lld inputs; stderr: %s",
                 qPrintable(extra.join(QLatin1Char(' '))), qlonglong(out.size()),
                 qlonglong(vs.size()), r.err.constData());
    return out;
}

void TestCliVectors::initTestCase()
{
    QFile f(QStringLiteral(IDSCOPE_SOURCE_DIR "/tests/ids/data/peer_vectors.jsonl"));
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonDocument d = QJsonDocument::fromJson(line);
        QVERIFY2(d.isObject(), line.constData());
        vectors_.append(Vector{d.object()});
    }
    QCOMPARE(vectors_.size(), 551);
    const clitest::Run formats =
        idscope({QStringLiteral("decode"), QStringLiteral("--list-formats")});
    QCOMPARE(formats.exitCode, 0);
    for (const QByteArray& line : formats.out.split('\n')) {
        const QByteArray name = line.trimmed().split(' ').value(0);
        if (!name.isEmpty())
            knownFormats_.insert(QString::fromLatin1(name));
    }
    QVERIFY(knownFormats_.contains(QStringLiteral("ulid")));
    auto_ = decode(vectors_, {});
    QCOMPARE(auto_.size(), vectors_.size());
}

// A self-identifying value is valid, with its format and the source's instant, unasked:
// the zero ULID of 1970, the max UUID, 1582-era UUIDv1s and far-future TypeIDs included.
void TestCliVectors::selfIdentifyingNamedWithInstant()
{
    QStringList failures;
    int checked = 0;
    for (qsizetype i = 0; i < vectors_.size(); ++i) {
        const Vector& x = vectors_[i];
        if (!selfIdentifying(x))
            continue;
        ++checked;
        const QJsonObject& r = auto_[i];
        const QString got = r.value(QLatin1String("format")).toString();
        // A TypeID without prefix is its 26-character suffix, which is a ULID of the same 128
        // bits (and instant) as well: either name is true.
        const bool bareTypeId = x.format() == u"typeid" && !x.id().contains(u'_');
        const bool named = got == x.format() || (bareTypeId && got == u"ulid");
        if (!r.value(QLatin1String("valid")).toBool() || !named) {
            failures << QStringLiteral("%1: read as %2 (%3)")
                            .arg(x.where(), got.isEmpty() ? QStringLiteral("nothing") : got,
                                 r.value(QLatin1String("error")).toString());
            continue;
        }
        if (!x.timed())
            continue;
        const QString why = instantMismatch(x, r.value(QLatin1String("unix_ms")).toInteger(),
                                            r.value(QLatin1String("time")).toString());
        if (!why.isEmpty())
            failures << x.where() + QLatin1String(": ") + why;
    }
    qInfo("%d self-identifying vectors read unasked", checked);
    QVERIFY(checked >= 60);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

// Every timed vector of a format idscope names, read with --format, gives the source's
// instant: the right instant for every one, whatever auto-detection would rank first.
void TestCliVectors::requestedFormatGivesTheInstant()
{
    QMap<QString, QList<Vector>> byFormat;
    for (const Vector& x : vectors_) {
        if (x.timed() && !x.flag("invalid") && knownFormats_.contains(x.format()))
            byFormat[x.format()].append(x);
    }
    QStringList failures;
    int checked = 0;
    for (auto it = byFormat.cbegin(); it != byFormat.cend(); ++it) {
        QStringList extra{QStringLiteral("--format"), it.key()};
        const QList<QJsonObject> out = decode(it.value(), extra);
        QCOMPARE(out.size(), it.value().size());
        for (qsizetype i = 0; i < out.size(); ++i) {
            const Vector& x = it.value()[i];
            ++checked;
            if (!out[i].value(QLatin1String("valid")).toBool()) {
                failures << QStringLiteral("%1 --format %2: %3")
                                .arg(x.where(), it.key(),
                                     out[i].value(QLatin1String("error")).toString());
                continue;
            }
            const QString why =
                instantMismatch(x, out[i].value(QLatin1String("unix_ms")).toInteger(),
                                out[i].value(QLatin1String("time")).toString());
            if (!why.isEmpty())
                failures << QStringLiteral("%1 --format %2: %3").arg(x.where(), it.key(), why);
        }
    }
    qInfo("%d timed vectors read with --format", checked);
    QVERIFY(checked >= 300);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

// What the sources reject is rejected when its format is asked for (an invalid TypeID prefix,
// a TID that is too short, a ULID that overflows 128 bits); those the sources reject only for
// letter case or white space at least carry a warning.
void TestCliVectors::rejectedOnesAreRejected()
{
    QMap<QString, QList<Vector>> byFormat;
    for (const Vector& x : vectors_) {
        if (x.flag("invalid") && knownFormats_.contains(x.format()))
            byFormat[x.format()].append(x);
    }
    QStringList failures;
    int checked = 0;
    for (auto it = byFormat.cbegin(); it != byFormat.cend(); ++it) {
        const QList<QJsonObject> out = decode(it.value(), {QStringLiteral("--format"), it.key()});
        QCOMPARE(out.size(), it.value().size());
        for (qsizetype i = 0; i < out.size(); ++i) {
            const Vector& x = it.value()[i];
            ++checked;
            const bool valid = out[i].value(QLatin1String("valid")).toBool();
            const bool warned = !out[i].value(QLatin1String("warnings")).toArray().isEmpty();
            // decode reads lines, and trims the white space around each as a shell does: a
            // value wrong only by that is read as the value.
            const bool spaceOnly =
                x.flag("strict") &&
                x.v.value(QLatin1String("note")).toString().contains(QLatin1String("white space"));
            if (valid && !(x.flag("strict") && warned) && !spaceOnly)
                failures << QStringLiteral("%1 --format %2: accepted as %3")
                                .arg(x.where(), it.key(),
                                     out[i].value(QLatin1String("time")).toString());
        }
    }
    qInfo("%d rejected vectors", checked);
    QVERIFY(checked >= 50);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

// A bare decimal integer fits many profiles. Under --all-profiles (every layout at once, as
// uuinfo's --compare lists them) the source's layout gives the source's instant. Unasked, the
// source's reading is the chosen one (with its instant), or an alternative with the doubt
// stated on the chosen one ("ambiguous"), or one of the profiles read only on request (Flake
// ID, Spaceflake, Simpleflake, SnowID: their layouts collide with the common ones at every
// instant).
void TestCliVectors::integersOfferTheirReading()
{
    QList<qsizetype> picked;
    QList<Vector> ints;
    for (qsizetype i = 0; i < vectors_.size(); ++i) {
        const Vector& x = vectors_[i];
        // A 64-bit decimal integer: up to 20 digits without a leading zero (the zero ULID, KSUID
        // or xid is text that happens to be all digits).
        bool digits = !x.id().isEmpty() && x.id().size() <= 20 && !x.id().startsWith(u'0');
        for (const QChar c : x.id())
            digits = digits && c.isDigit();
        if (digits && x.timed() && !x.flag("invalid") && knownFormats_.contains(x.format())) {
            picked << i;
            ints << x;
        }
    }
    const QList<QJsonObject> all = decode(ints, {QStringLiteral("--all-profiles")});
    QCOMPARE(all.size(), ints.size());
    QStringList failures;
    for (qsizetype k = 0; k < ints.size(); ++k) {
        const Vector& x = ints[k];
        bool right = false;
        for (const QJsonValue& v : all[k].value(QLatin1String("readings")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QLatin1String("format")).toString() == x.format() &&
                instantMismatch(x, o.value(QLatin1String("unix_ms")).toInteger(),
                                o.value(QLatin1String("time")).toString())
                    .isEmpty())
                right = true;
        }
        if (!right)
            failures << QStringLiteral("%1 --all-profiles: %2 not at the source's instant")
                            .arg(x.where(), x.format());
        const QJsonObject& r = auto_[picked[k]];
        if (r.value(QLatin1String("format")).toString() == x.format()) {
            const QString why = instantMismatch(x, r.value(QLatin1String("unix_ms")).toInteger(),
                                                r.value(QLatin1String("time")).toString());
            if (!why.isEmpty())
                failures << x.where() + QLatin1String(": ") + why;
            continue;
        }
        bool offered = false;
        for (const QJsonValue& a : r.value(QLatin1String("alternatives")).toArray()) {
            const QJsonObject alt = a.toObject();
            if (alt.value(QLatin1String("format")).toString() == x.format() &&
                instantMismatch(x, alt.value(QLatin1String("unix_ms")).toInteger(), {}).isEmpty())
                offered = true;
        }
        const bool onRequest = x.format() == u"flake-id" || x.format() == u"spaceflake" ||
                               x.format() == u"simpleflake" || x.format() == u"snowid";
        if (!offered && !onRequest)
            failures << QStringLiteral("%1: %2 not offered (first: %3)")
                            .arg(x.where(), x.format(),
                                 r.value(QLatin1String("format")).toString());
        else if (offered && r.value(QLatin1String("valid")).toBool() &&
                 !hasWarning(r, QStringLiteral("ambiguous")))
            failures << QStringLiteral("%1: read as %2 without 'ambiguous'")
                            .arg(x.where(), r.value(QLatin1String("format")).toString());
    }
    qInfo("%lld integer vectors", qlonglong(ints.size()));
    QVERIFY(ints.size() >= 200);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

// One judgement everywhere: each vector alone in a column of its own, profiled by `inspect`
// from a real SQLite file, is read as `decode` reads it — the same format where decode chooses
// one, "not an ID" where decode chooses none, and a `future` anomaly exactly where decode warns
// `future`. Both are given the same now. The file is left as it was.
void TestCliVectors::columnScanAgreesWithDecode()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("vectors.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.ok());
        QVERIFY(w.exec(QStringLiteral("BEGIN")));
        for (qsizetype i = 0; i < vectors_.size(); ++i) {
            // No declared type: SQLite keeps the text as text, as decode reads it.
            const QString table = QStringLiteral("v%1").arg(i, 3, 10, QLatin1Char('0'));
            QVERIFY(w.exec(QStringLiteral("CREATE TABLE \"%1\"(id)").arg(table)));
            QString quoted = vectors_[i].id();
            quoted.replace(QLatin1Char('\''), QLatin1String("''"));
            QVERIFY(w.exec(
                QStringLiteral("INSERT INTO \"%1\" VALUES('%2')").arg(table, quoted)));
        }
        QVERIFY(w.exec(QStringLiteral("COMMIT")));
    }
    const testdb::Snapshot before(path);
    const QString now = QStringLiteral("--now=") +
                        QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    const QList<QJsonObject> decoded = decode(vectors_, {now});
    QCOMPARE(decoded.size(), vectors_.size());
    const clitest::Run inspect = idscope(
        {QStringLiteral("inspect"), path, QStringLiteral("--json"), QStringLiteral("--full"), now});
    QVERIFY2(inspect.exitCode == 0, inspect.err.constData());
    VERIFY_UNCHANGED(before);
    QHash<QString, QJsonObject> columns;
    const QJsonArray tables =
        QJsonDocument::fromJson(inspect.out).object().value(QLatin1String("tables")).toArray();
    for (const QJsonValue& t : tables) {
        const QJsonObject o = t.toObject();
        columns.insert(o.value(QLatin1String("name")).toString(),
                       o.value(QLatin1String("columns")).toArray().first().toObject());
    }
    QCOMPARE(columns.size(), vectors_.size());
    QStringList failures;
    for (qsizetype i = 0; i < vectors_.size(); ++i) {
        // decode trims the white space around a line, as a shell does; a column keeps it.
        if (vectors_[i].id() != vectors_[i].id().trimmed())
            continue;
        const QJsonObject& r = decoded[i];
        const QJsonObject c = columns.value(QStringLiteral("v%1").arg(i, 3, 10, QLatin1Char('0')));
        QHash<QString, qint64> anomalies;
        for (const QJsonValue& a : c.value(QLatin1String("anomalies")).toArray())
            anomalies.insert(a.toObject().value(QLatin1String("kind")).toString(),
                             a.toObject().value(QLatin1String("count")).toInteger());
        // The column's reading of its one value: its format when that value counts as it.
        QString scanned = c.value(QLatin1String("format")).toString();
        if (anomalies.value(QStringLiteral("not-an-id")) > 0 ||
            c.value(QLatin1String("format_counts")).toObject().value(scanned).toInteger() != 1)
            scanned.clear();
        const QString single = r.value(QLatin1String("valid")).toBool()
                                   ? r.value(QLatin1String("format")).toString()
                                   : QString();
        const bool futureScanned = anomalies.value(QStringLiteral("future")) > 0;
        const bool futureSingle = hasWarning(r, QStringLiteral("future"));
        if (scanned != single || futureScanned != futureSingle)
            failures << QStringLiteral("%1: decode %2%3, inspect %4%5 (%6)")
                            .arg(vectors_[i].where(),
                                 single.isEmpty() ? QStringLiteral("invalid") : single,
                                 futureSingle ? QStringLiteral(" future") : QString(),
                                 scanned.isEmpty() ? QStringLiteral("not an ID") : scanned,
                                 futureScanned ? QStringLiteral(" future") : QString(),
                                 c.value(QLatin1String("choice_reason")).toString());
    }
    qInfo("%lld vectors read alone and in a column", qlonglong(vectors_.size()));
    for (const QString& f : failures)
        qWarning("%s", qPrintable(f));
    QCOMPARE(failures.size(), 0);
}

QTEST_GUILESS_MAIN(TestCliVectors)
#include "tst_cli_vectors.moc"

// The decoder's table model and the texts it shows, without any widget.
#include "decoder/decodermodel.h"
#include "decoder/decodetext.h"
#include "decoder/pastesplitter.h"
#include "ids/timezone.h"
#include "sampleids.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace idscope;

namespace {
DecodeResult decode(const QString& s, Format forced = Format::Count)
{
    DecodeOptions opt;
    opt.nowMs = 1750000000000; // 2025-06-15, fixed so "future" flags do not drift
    opt.forced = forced;
    return decodeText(s, Detector(opt));
}

QList<DecodeResult> decodeAll(const QStringList& values)
{
    QList<DecodeResult> out;
    for (const QString& v : values)
        out.append(decode(v));
    return out;
}

// Unix ms of a UUIDv7 read by hand: the first 12 hex digits.
qint64 uuidv7Ms(const QString& uuid)
{
    QString hex = uuid;
    hex.remove(QLatin1Char('-'));
    bool ok = false;
    const qint64 ms = hex.left(12).toLongLong(&ok, 16);
    Q_ASSERT(ok);
    return ms;
}

// Qt's ISO text: "Z" for UTC, "+09:00" style offsets otherwise, as RFC 3339 wants.
QString isoMs(qint64 ms, const QTimeZone& zone)
{
    const QDateTime t =
        zone == QTimeZone::utc() ? utcDateTime(ms) : QDateTime::fromMSecsSinceEpoch(ms, zone);
    return t.toString(Qt::ISODateWithMs);
}

const QString kV7 = QStringLiteral("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");

// A Discord ID from Discord's own documentation; the Snowflake time is id >> 22 ms after
// the platform's epoch (Twitter 2010-11-04T01:42:54.657Z, Discord 2015-01-01).
const QString kSnowflake = QStringLiteral("175928847299117063");
constexpr qint64 kTwitterEpochMs = 1288834974657;
constexpr qint64 kDiscordEpochMs = 1420070400000;
qint64 snowflakeMs(const QString& id, qint64 epochMs)
{
    bool ok = false;
    const qint64 v = id.toLongLong(&ok);
    Q_ASSERT(ok);
    return (v >> 22) + epochMs;
}

QStringList textsOf(const DecoderModel& model, int row)
{
    QStringList out;
    for (int c = 0; c < model.columnCount(); ++c)
        out.append(model.index(row, c).data().toString());
    return out;
}
} // namespace

class TestDecoderModel : public QObject {
    Q_OBJECT
private slots:
    void modelTester();
    void columnsAndHeaders();
    void rowTexts();
    void zoneSwitchChangesInstant_data();
    void zoneSwitchChangesInstant();
    void noInstantAndInvalid();
    void countersAreNotDecoded();
    void forcedFormatIsShown();
    void ageFollowsNow();
    void tooltipHasFullDecode();
    void sortRoleOrdersByTime();
    void tsv();
    void rowOverride();
    void rowOverrideThatDoesNotFit();
    void automaticFollowsAllRowsFormat();
    void formatChoices();
    void precisionTexts();
    void splitPaste_data();
    void splitPaste();
    void sampleSplitsIntoValues();
};

void TestDecoderModel::modelTester()
{
    DecoderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.append(decodeAll(test::sampleValues().mid(0, 10)));
    model.append(decodeAll(test::sampleValues().mid(10)));
    DisplayZone tokyo;
    QVERIFY(DisplayZone::fromName(QStringLiteral("Asia/Tokyo"), tokyo));
    model.setZone(tokyo);
    model.setNowMs(1760000000000);
    QCOMPARE(model.rowCount(), int(test::sampleValues().size()));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    model.append({});
    QCOMPARE(model.rowCount(), 0);
}

void TestDecoderModel::columnsAndHeaders()
{
    DecoderModel model;
    QCOMPARE(model.columnCount(), 8);
    const QStringList expected{QStringLiteral("Input"),         QStringLiteral("Format"),
                               QStringLiteral("Instant (UTC)"), QStringLiteral("Age"),
                               QStringLiteral("Precision"),     QStringLiteral("Warnings"),
                               QStringLiteral("Alternatives"),  QStringLiteral("Fields")};
    for (int c = 0; c < model.columnCount(); ++c) {
        QCOMPARE(model.headerData(c, Qt::Horizontal).toString(), expected.at(c));
        QVERIFY(!model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    }
}

void TestDecoderModel::rowTexts()
{
    DecoderModel model;
    model.append({decode(kV7)});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, DecoderModel::Input).data().toString(), kV7);
    QCOMPARE(model.index(0, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("uuidv7"));
    QCOMPARE(model.index(0, DecoderModel::Instant).data().toString(),
             isoMs(uuidv7Ms(kV7), QTimeZone::utc()));
    QCOMPARE(model.index(0, DecoderModel::PrecisionColumn).data().toString(),
             QStringLiteral("1 ms"));
    const QString fields = model.index(0, DecoderModel::Fields).data().toString();
    QVERIFY2(fields.contains(QStringLiteral("version=7")), qPrintable(fields));
    QVERIFY(model.index(0, 0).data(DecoderModel::ValidRole).toBool());
    QCOMPARE(model.index(0, 0).data(DecoderModel::UnixMsRole).toLongLong(), uuidv7Ms(kV7));
    QCOMPARE(model.validCount(), 1);
    QCOMPARE(model.warningCount(), 0);
}

void TestDecoderModel::zoneSwitchChangesInstant_data()
{
    QTest::addColumn<QString>("zone");
    QTest::addColumn<QString>("header");
    QTest::newRow("utc") << QStringLiteral("UTC") << QStringLiteral("Instant (UTC)");
    QTest::newRow("tokyo") << QStringLiteral("Asia/Tokyo")
                           << QStringLiteral("Instant (Asia/Tokyo)");
    QTest::newRow("new-york") << QStringLiteral("America/New_York")
                              << QStringLiteral("Instant (America/New_York)");
    QTest::newRow("kathmandu") << QStringLiteral("Asia/Kathmandu")
                               << QStringLiteral("Instant (Asia/Kathmandu)");
}

void TestDecoderModel::zoneSwitchChangesInstant()
{
    QFETCH(QString, zone);
    QFETCH(QString, header);
    DecoderModel model;
    model.append({decode(kV7)});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy headerChanged(&model, &QAbstractItemModel::headerDataChanged);
    DisplayZone z;
    QVERIFY(DisplayZone::fromName(zone, z));
    model.setZone(z);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(headerChanged.size(), 1);
    QCOMPARE(model.headerData(DecoderModel::Instant, Qt::Horizontal).toString(), header);
    // Expected text from Qt's own zone maths; QDateTime prints "+09:00", or "Z" for UTC.
    const QTimeZone qz = zone == QLatin1String("UTC") ? QTimeZone::utc() : QTimeZone(zone.toUtf8());
    QCOMPARE(model.index(0, DecoderModel::Instant).data().toString(), isoMs(uuidv7Ms(kV7), qz));
}

void TestDecoderModel::noInstantAndInvalid()
{
    DecoderModel model;
    model.append({decode(QStringLiteral("919108f7-52d1-4320-9bac-f847db4148a8")),
                  decode(QStringLiteral("not-an-id"))});
    QCOMPARE(model.index(0, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("uuidv4"));
    QCOMPARE(model.index(0, DecoderModel::Instant).data().toString(), QStringLiteral("no instant"));
    QVERIFY(model.index(0, DecoderModel::Age).data().toString().isEmpty());
    QVERIFY(model.index(0, DecoderModel::PrecisionColumn).data().toString().isEmpty());

    QCOMPARE(model.index(1, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("invalid"));
    const QString why = model.index(1, DecoderModel::Instant).data().toString();
    QCOMPARE(why, model.result(1).error);
    QVERIFY(!why.isEmpty());
    QVERIFY(!model.index(1, 0).data(DecoderModel::ValidRole).toBool());
    QVERIFY(!model.index(1, 0).data(DecoderModel::UnixMsRole).isValid());
    // Both use the palette's "nothing here" colour, and the invalid one a critical icon.
    QVERIFY(model.index(0, DecoderModel::Instant).data(Qt::ForegroundRole).isValid());
    QVERIFY(model.index(1, DecoderModel::FormatColumn).data(Qt::DecorationRole).isValid());
    QCOMPARE(model.validCount(), 1);
}

void TestDecoderModel::countersAreNotDecoded()
{
    // 0, 7 and 42 read as a Snowflake sit on its epoch, as Unix time in the first minute of
    // 1970: no reading is plausible, so none is chosen and none counts as decoded.
    DecoderModel model;
    model.append(decodeAll({QStringLiteral("0"), QStringLiteral("7"), QStringLiteral("42"), kV7}));
    QCOMPARE(model.validCount(), 1);
    for (int row = 0; row < 3; ++row) {
        QCOMPARE(model.index(row, DecoderModel::FormatColumn).data().toString(),
                 QStringLiteral("invalid"));
        QCOMPARE(model.index(row, DecoderModel::Instant).data().toString(),
                 QStringLiteral("no plausible reading"));
        QVERIFY(!model.index(row, 0).data(DecoderModel::ValidRole).toBool());
        QVERIFY(!model.index(row, 0).data(DecoderModel::UnixMsRole).isValid());
    }
    // The readings stay within reach: listed as alternatives, each a "Read as" link.
    const QString alternatives = model.index(2, DecoderModel::Alternatives).data().toString();
    QVERIFY2(alternatives.contains(QStringLiteral("snowflake-discord")), qPrintable(alternatives));
    QVERIFY(alternatives.contains(QStringLiteral("unix-s")));
    const QString html = model.detailsHtml(2, QPalette(), true);
    QVERIFY(html.contains(QStringLiteral("readas:snowflake-discord")));
    QVERIFY(html.contains(QStringLiteral("2015-01-01T00:00:00.000Z"))); // Discord's epoch
    // Read as the user knows better, the row counts.
    model.setRowFormat(2, Format::UnixS);
    QCOMPARE(model.validCount(), 2);
    QCOMPARE(model.index(2, DecoderModel::Instant).data().toString(),
             QStringLiteral("1970-01-01T00:00:42Z"));
}

void TestDecoderModel::forcedFormatIsShown()
{
    // 1715679000 read as Unix milliseconds is 1970-01-20T20:34:39.000Z, by hand:
    // 1715679000 ms = 19 d 20 h 34 min 39 s.
    DecoderModel model;
    model.append({decode(QStringLiteral("1715679000"), Format::UnixMs)});
    QCOMPARE(model.index(0, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("unix-ms"));
    QCOMPARE(model.index(0, DecoderModel::Instant).data().toString(),
             QStringLiteral("1970-01-20T20:34:39.000Z"));
    model.clear();
    model.append({decode(QStringLiteral("1715679000"), Format::UnixS)});
    QCOMPARE(model.index(0, DecoderModel::Instant).data().toString(),
             QStringLiteral("2024-05-14T09:30:00Z"));
}

void TestDecoderModel::ageFollowsNow()
{
    DecoderModel model;
    model.append({decode(kV7)});
    const qint64 t = uuidv7Ms(kV7);
    model.setNowMs(t + 90 * 1000);
    const QString past = model.index(0, DecoderModel::Age).data().toString();
    QVERIFY2(past.contains(QStringLiteral("1 min 30 s")), qPrintable(past));
    model.setNowMs(t - 2 * 3600 * 1000);
    const QString future = model.index(0, DecoderModel::Age).data().toString();
    QVERIFY2(future.contains(QStringLiteral("2 h")), qPrintable(future));
    QVERIFY(future != past);
}

void TestDecoderModel::tooltipHasFullDecode()
{
    DecoderModel model;
    model.append({decode(QStringLiteral("018F7B96-6412-70ED-A079-D3BDE8E25D94"))});
    const QString tip = model.index(0, DecoderModel::Input).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("018f7b96-6412-70ed-a079-d3bde8e25d94")),
             qPrintable(tip)); // canonical spelling
    QVERIFY(tip.contains(QStringLiteral("version")));
    QVERIFY(tip.contains(model.result(0).readings.first().warnings.first().message));
    QVERIFY(!model.index(0, DecoderModel::Warnings).data().toString().isEmpty());
    QVERIFY(model.index(0, DecoderModel::Warnings).data(Qt::DecorationRole).isValid());
    // Every ranked alternative appears in the tooltip too.
    model.clear();
    model.append({decode(QStringLiteral("175928847299117063"))});
    const DecodeResult& r = model.result(0);
    QVERIFY(r.readings.size() > 1);
    const QString tip2 = model.index(0, 0).data(Qt::ToolTipRole).toString();
    for (const Reading& reading : r.readings)
        QVERIFY2(tip2.contains(reading.formatName()), qPrintable(reading.formatName()));
    QVERIFY(model.index(0, DecoderModel::Alternatives)
                .data()
                .toString()
                .contains(r.readings.at(1).formatName()));
}

void TestDecoderModel::sortRoleOrdersByTime()
{
    DecoderModel model;
    model.append(decodeAll({QStringLiteral("01HXWQ209VH4QX4FR84G98PBSK"), kV7,
                            QStringLiteral("919108f7-52d1-4320-9bac-f847db4148a8")}));
    const qint64 a =
        model.index(0, DecoderModel::Instant).data(DecoderModel::SortRole).toLongLong();
    const qint64 b =
        model.index(1, DecoderModel::Instant).data(DecoderModel::SortRole).toLongLong();
    const qint64 none =
        model.index(2, DecoderModel::Instant).data(DecoderModel::SortRole).toLongLong();
    QVERIFY(b < a);    // 2022 before 2024
    QVERIFY(none < b); // values without a time sort first
}

void TestDecoderModel::tsv()
{
    DecoderModel model;
    model.append(decodeAll({kV7, QStringLiteral("not-an-id")}));
    const QString all = model.toTsv({0, 1});
    const QStringList lines = all.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines.at(0).startsWith(QStringLiteral("Input\tFormat\t")));
    for (const QString& line : lines)
        QCOMPARE(line.count(QLatin1Char('\t')), DecoderModel::ColumnCount - 1);
    QVERIFY(lines.at(1).startsWith(kV7 + QStringLiteral("\tuuidv7\t") +
                                   isoMs(uuidv7Ms(kV7), QTimeZone::utc())));
    QCOMPARE(model.toTsv({1}).split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 2);
    QCOMPARE(model.toTsv({7}).split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 1);
}

void TestDecoderModel::rowOverride()
{
    DecoderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setNowMs(1750000000000);
    model.append(decodeAll({kV7, kSnowflake, QStringLiteral("1715679000")}));
    const QStringList before0 = textsOf(model, 0);
    const QStringList before2 = textsOf(model, 2);
    const qint64 discordMs = snowflakeMs(kSnowflake, kDiscordEpochMs);
    const qint64 twitterMs = snowflakeMs(kSnowflake, kTwitterEpochMs);
    QCOMPARE(model.index(1, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("snowflake-discord"));
    QCOMPARE(model.index(1, DecoderModel::Instant).data().toString(),
             isoMs(discordMs, QTimeZone::utc()));
    QVERIFY(!model.index(1, 0).data(DecoderModel::RowFormatRole).isValid());

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setRowFormat(1, Format::SnowflakeTwitter);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), model.index(1, 0));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), model.index(1, DecoderModel::ColumnCount - 1));
    QCOMPARE(model.rowFormat(1), Format::SnowflakeTwitter);
    QCOMPARE(model.overriddenCount(), 1);
    QCOMPARE(model.index(1, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("snowflake-twitter (chosen)"));
    QCOMPARE(model.index(1, DecoderModel::Instant).data().toString(),
             isoMs(twitterMs, QTimeZone::utc()));
    QCOMPARE(model.index(1, 0).data(DecoderModel::UnixMsRole).toLongLong(), twitterMs);
    QCOMPARE(model.index(1, 0).data(DecoderModel::RowFormatRole).toString(),
             QStringLiteral("snowflake-twitter"));
    QVERIFY(model.index(1, DecoderModel::FormatColumn).data(Qt::FontRole).isValid());
    QVERIFY(model.index(1, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("by your choice")));
    // The other rows are untouched.
    QCOMPARE(textsOf(model, 0), before0);
    QCOMPARE(textsOf(model, 2), before2);
    QVERIFY(!model.index(0, 0)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("by your choice")));

    // Copied text says what was chosen and shows its instant.
    const QString tsv = model.toTsv({1});
    QVERIFY2(tsv.contains(kSnowflake + QStringLiteral("\tsnowflake-twitter (chosen)\t") +
                          isoMs(twitterMs, QTimeZone::utc())),
             qPrintable(tsv));

    // Choosing the same format again is no change.
    model.setRowFormat(1, Format::SnowflakeTwitter);
    QCOMPARE(changed.size(), 1);

    // A zone change keeps the choice.
    DisplayZone tokyo;
    QVERIFY(DisplayZone::fromName(QStringLiteral("Asia/Tokyo"), tokyo));
    model.setZone(tokyo);
    QCOMPARE(model.rowFormat(1), Format::SnowflakeTwitter);
    QCOMPARE(model.index(1, DecoderModel::Instant).data().toString(),
             isoMs(twitterMs, QTimeZone("Asia/Tokyo")));
    model.setZone(DisplayZone());

    // Automatic restores the detected reading, again for this row only.
    changed.clear();
    model.setRowFormat(1, Format::Count);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), model.index(1, 0));
    QCOMPARE(model.rowFormat(1), Format::Count);
    QCOMPARE(model.overriddenCount(), 0);
    QCOMPARE(model.index(1, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("snowflake-discord"));
    QCOMPARE(model.index(1, DecoderModel::Instant).data().toString(),
             isoMs(discordMs, QTimeZone::utc()));
    QVERIFY(!model.index(1, 0).data(DecoderModel::RowFormatRole).isValid());
    model.setRowFormat(1, Format::Count);
    QCOMPARE(changed.size(), 1);

    // clear() (new text or a new all-rows format) drops every choice.
    model.setRowFormat(2, Format::UnixMs);
    QCOMPARE(model.overriddenCount(), 1);
    model.clear();
    QCOMPARE(model.overriddenCount(), 0);
    model.append(decodeAll({kV7, kSnowflake, QStringLiteral("1715679000")}));
    QCOMPARE(model.rowFormat(2), Format::Count);
    QCOMPARE(textsOf(model, 2), before2);
    // Out of range rows are ignored.
    model.setRowFormat(-1, Format::Ulid);
    model.setRowFormat(3, Format::Ulid);
    QCOMPARE(model.overriddenCount(), 0);
}

void TestDecoderModel::rowOverrideThatDoesNotFit()
{
    DecoderModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.append(decodeAll({kV7, kSnowflake}));
    QCOMPARE(model.validCount(), 2);
    model.setRowFormat(1, Format::Ulid);
    QCOMPARE(model.validCount(), 1);
    QCOMPARE(model.index(1, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("invalid (chosen)"));
    QVERIFY(!model.index(1, DecoderModel::Instant).data().toString().isEmpty()); // why
    model.setRowFormat(1, Format::Count);
    QCOMPARE(model.validCount(), 2);
}

void TestDecoderModel::automaticFollowsAllRowsFormat()
{
    // Rows decoded with "Read as unix-ms" go back to unix-ms, not to detection.
    DecoderModel model;
    model.setForcedFormat(Format::UnixMs);
    model.append({decode(QStringLiteral("1715679000"), Format::UnixMs)});
    model.setRowFormat(0, Format::UnixS);
    QCOMPARE(model.index(0, DecoderModel::Instant).data().toString(),
             QStringLiteral("2024-05-14T09:30:00Z")); // 1715679000 s, as in forcedFormatIsShown
    model.setRowFormat(0, Format::Count);
    QCOMPARE(model.index(0, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("unix-ms"));
    QCOMPARE(model.index(0, DecoderModel::Instant).data().toString(),
             QStringLiteral("1970-01-20T20:34:39.000Z"));
}

void TestDecoderModel::formatChoices()
{
    DecoderModel model;
    model.setNowMs(1750000000000);
    model.append({decode(kSnowflake)});
    const QList<DecoderModel::FormatChoice> choices = model.formatChoices(0);
    QVERIFY(model.formatChoices(1).isEmpty());
    // Detected readings first, in the order detection ranked them.
    const DecodeResult& r = model.result(0);
    QList<Format> detected;
    for (const Reading& reading : r.readings) {
        if (reading.valid && !detected.contains(reading.format))
            detected.append(reading.format);
    }
    QVERIFY(detected.size() > 1);
    for (int i = 0; i < detected.size(); ++i) {
        QCOMPARE(choices.at(i).format, detected.at(i));
        QVERIFY(choices.at(i).detected);
        QVERIFY(choices.at(i).fits);
    }
    QVERIFY(detected.contains(Format::SnowflakeTwitter));
    // Then every other format once; those that do not fit say why.
    QSet<Format> seen;
    for (const DecoderModel::FormatChoice& c : choices) {
        QVERIFY(!seen.contains(c.format));
        seen.insert(c.format);
        QVERIFY(!c.label.isEmpty());
        QVERIFY(!c.statusTip.isEmpty());
    }
    for (Format f : allFormats())
        QVERIFY2(seen.contains(f) || f == Format::UuidOther, qPrintable(formatName(f)));
    for (const DecoderModel::FormatChoice& c : choices) {
        if (c.format == Format::Ulid) {
            QVERIFY(!c.fits);
            QVERIFY(!c.detected);
        }
        if (c.format == Format::SnowflakeTwitter)
            QVERIFY2(
                c.label.contains(isoMs(snowflakeMs(kSnowflake, kTwitterEpochMs), QTimeZone::utc())),
                qPrintable(c.label));
    }
}

void TestDecoderModel::precisionTexts()
{
    QCOMPARE(DecodeText::precision(Precision::Second), QStringLiteral("1 s"));
    QCOMPARE(DecodeText::precision(Precision::TenMilliseconds), QStringLiteral("10 ms"));
    QCOMPARE(DecodeText::precision(Precision::Microsecond), QStringLiteral("1 µs"));
    QCOMPARE(DecodeText::precision(Precision::HundredNanoseconds), QStringLiteral("100 ns"));
    QVERIFY(DecodeText::precision(Precision::None).isEmpty());
}

void TestDecoderModel::splitPaste_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("values");
    const QString ulid = QStringLiteral("01HXV6ZXHV4TFF59TDWH9EDD1R");
    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("blank lines") << QStringLiteral("\n  \n\t\n") << QStringList();
    QTest::newRow("one per line") << QStringLiteral("a1\r\n b2 \n\nc3")
                                  << QStringList{QStringLiteral("a1"), QStringLiteral("b2"),
                                                 QStringLiteral("c3")};
    QTest::newRow("invalid word kept") << QStringLiteral("zz") << QStringList{QStringLiteral("zz")};
    QTest::newRow("json quotes and comma")
        << QStringLiteral("\"%1\",").arg(ulid) << QStringList{ulid};
    QTest::newRow("sql quotes") << QStringLiteral("'%1'").arg(ulid) << QStringList{ulid};
    QTest::newRow("blob literal kept")
        << QStringLiteral("X'0102'") << QStringList{QStringLiteral("X'0102'")};
    QTest::newRow("braces kept") << QStringLiteral("{%1}").arg(kV7)
                                 << QStringList{QStringLiteral("{%1}").arg(kV7)};
    QTest::newRow("log line") << QStringLiteral("user %1 saw %2 ok").arg(ulid, kV7)
                              << QStringList{ulid, kV7};
    QTest::newRow("words without ids") << QStringLiteral("hello there") << QStringList();
}

void TestDecoderModel::splitPaste()
{
    QFETCH(QString, text);
    QFETCH(QStringList, values);
    QCOMPARE(splitPastedText(text), values);
}

void TestDecoderModel::sampleSplitsIntoValues()
{
    QCOMPARE(splitPastedText(test::sampleLines().join(QLatin1Char('\n'))), test::sampleValues());
}

QTEST_MAIN(TestDecoderModel)
#include "tst_decodermodel.moc"

// The format registry: every format declared by exactly one family, the stable names, and a
// round trip through the registry (make → describe → parse) for every format a family can
// build from an instant.
#include "ids/codecs.h"
#include "ids/reverse.h"

#include <QTest>

using namespace idscope;

namespace {

// The stable names, in enum order: JSON, reports and --format use them, so they never change.
const QStringList kNames{
    QStringLiteral("ulid"),
    QStringLiteral("uuidv1"),
    QStringLiteral("uuidv3"),
    QStringLiteral("uuidv4"),
    QStringLiteral("uuidv5"),
    QStringLiteral("uuidv6"),
    QStringLiteral("uuidv7"),
    QStringLiteral("uuidv8"),
    QStringLiteral("uuid-nil"),
    QStringLiteral("uuid-max"),
    QStringLiteral("uuid"),
    QStringLiteral("ksuid"),
    QStringLiteral("objectid"),
    QStringLiteral("xid"),
    QStringLiteral("snowflake-twitter"),
    QStringLiteral("snowflake-discord"),
    QStringLiteral("snowflake-instagram"),
    QStringLiteral("snowflake-mastodon"),
    QStringLiteral("sonyflake"),
    QStringLiteral("snowflake"),
    QStringLiteral("tsid"),
    QStringLiteral("tid"),
    QStringLiteral("typeid"),
    QStringLiteral("firebase-push"),
    QStringLiteral("cuid"),
    QStringLiteral("cuid2"),
    QStringLiteral("nanoid"),
    QStringLiteral("unix-s"),
    QStringLiteral("unix-ms"),
    QStringLiteral("unix-us"),
    QStringLiteral("unix-ns"),
    QStringLiteral("julian-day"),
    QStringLiteral("rfc3339"),
    QStringLiteral("scru128"),
    QStringLiteral("scru64"),
    QStringLiteral("timeflake"),
    QStringLiteral("flake-boundary"),
    QStringLiteral("datadog-trace-id"),
    QStringLiteral("snowflake-linkedin"),
    QStringLiteral("frostflake"),
    QStringLiteral("cockroachdb-rowid"),
    QStringLiteral("flake-id"),
    QStringLiteral("spaceflake"),
    QStringLiteral("upid"),
    QStringLiteral("prefixed-id"),
    QStringLiteral("sqids"),
    QStringLiteral("nuid"),
    QStringLiteral("ipfs-cid"),
    QStringLiteral("snowflake-tiktok"),
    QStringLiteral("simpleflake"),
    QStringLiteral("snowid"),
    QStringLiteral("nano64"),
    QStringLiteral("orderlyid"),
    QStringLiteral("puid"),
    QStringLiteral("google-ei"),
    QStringLiteral("metasploit-uuid"),
    QStringLiteral("youtube-video-id"),
    QStringLiteral("fbclid"),
    QStringLiteral("linkedin-message-id"),
    QStringLiteral("breeze-id"),
};

// 2026-01-01T00:00:00.123456789Z: a sub-unit remainder for every precision.
const Instant kAt{1767225600, 123456789};

// The canonical text the family's own describe function hands over.
class CanonicalText final : public DescribeSink {
public:
    QString text;

private:
    void putCanonical(std::string_view utf8) override
    {
        text = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    }
    void putField(std::string_view, std::string_view, bool) override {}
};

QString describedText(const FormatFamily& family, const Decoded& d)
{
    CanonicalText sink;
    family.describe(d, sink);
    return sink.text;
}

} // namespace

class TstRegistry : public QObject {
    Q_OBJECT
private slots:
    void everyFormatRegisteredOnce();
    void namesAreStable();
    void familiesInDetectionOrder();
    void unregisteredFormat();
    void traitsAgreeWithTheFamilies();
    void roundTripThroughTheRegistry_data();
    void roundTripThroughTheRegistry();
};

void TstRegistry::everyFormatRegisteredOnce()
{
    QList<int> seen(kFormatCount, 0);
    for (const FormatFamily* family : formatFamilies()) {
        QVERIFY(family->parse && family->describe);
        QVERIFY2(!family->formats.empty(), family->name);
        for (const FormatInfo& info : family->formats) {
            QVERIFY(info.format < Format::Count);
            ++seen[int(info.format)];
            QCOMPARE(familyOf(info.format), family);
        }
    }
    for (int i = 0; i < kFormatCount; ++i) {
        QVERIFY2(seen[i] == 1,
                 qPrintable(QStringLiteral("format %1 registered %2 times").arg(i).arg(seen[i])));
        QCOMPARE(formatInfo(Format(i)).format, Format(i));
        QVERIFY(familyParser(Format(i)) == familyOf(Format(i))->parse);
    }
    QCOMPARE(allFormats().size(), kFormatCount);
}

void TstRegistry::namesAreStable()
{
    QCOMPARE(kNames.size(), kFormatCount);
    QStringList names;
    for (Format f : allFormats())
        names << formatName(f);
    QCOMPARE(names, kNames);
    for (int i = 0; i < kFormatCount; ++i) {
        QCOMPARE(formatFromName(kNames[i]), std::optional<Format>(Format(i)));
        QCOMPARE(formatFromName(kNames[i].toUpper()), std::optional<Format>(Format(i)));
    }
    QVERIFY(!formatFromName(QStringLiteral("uuidv9")));
}

void TstRegistry::familiesInDetectionOrder()
{
    QStringList names;
    for (const FormatFamily* family : formatFamilies())
        names << QString::fromLatin1(family->name);
    QCOMPARE(names, (QStringList{QStringLiteral("uuid"), QStringLiteral("ulid"),
                                 QStringLiteral("ksuid"), QStringLiteral("objectid"),
                                 QStringLiteral("tid"), QStringLiteral("textids"),
                                 QStringLiteral("snowflake"), QStringLiteral("timestamp"),
                                 QStringLiteral("scru"), QStringLiteral("flake128"),
                                 QStringLiteral("upid"), QStringLiteral("shapes"),
                                 QStringLiteral("orderlyid"), QStringLiteral("webids")}));
}

void TstRegistry::unregisteredFormat()
{
    QVERIFY(!familyOf(Format::Count));
    QVERIFY(!registeredFormat(Format::Count));
    QCOMPARE(QString::fromLatin1(formatInfo(Format::Count).name), QString());
    QVERIFY(formatName(Format::Count).isNull());
    QVERIFY(!familyParser(Format::Count));
    QVERIFY(!isUuid(Format::Count) && !carriesInstant(Format::Count));
}

void TstRegistry::traitsAgreeWithTheFamilies()
{
    for (Format f : allFormats()) {
        const FormatInfo& info = formatInfo(f);
        const QString name = QString::fromLatin1(info.name);
        // Only the uuid family's formats are UUIDs, and all of them are.
        QCOMPARE(isUuid(f), QString::fromLatin1(familyOf(f)->name) == QLatin1String("uuid"));
        // A sortable format can be built from an instant, and an instant it carries.
        if (info.reversible) {
            QVERIFY2(familyOf(f)->make && carriesInstant(f), qPrintable(name));
            Decoded d;
            QVERIFY2(makeId(f, 0, kAt, Fill::Random, {}, d), qPrintable(name));
        }
        // Integer formats read a 64-bit integer (a reading of the format, valid or not).
        if (isIntegerFormat(f)) {
            DecodeOptions opt;
            opt.forced = f;
            Candidates c;
            familyOf(f)->parse(IdInput::fromInteger(1700000000000), opt, c);
            bool read = false;
            for (const Decoded& d : c)
                read = read || d.format == f;
            QVERIFY2(read, qPrintable(name));
        }
        // Own-epoch formats launch after their epoch, so every one has a launch of its own.
        if (info.traits & TraitOwnEpoch)
            QVERIFY(info.launchMs[0] != kDefaultLaunchMs);
        QCOMPARE(hasEpochPerProfile(f), info.launchMs[1] != 0);
        QCOMPARE(boundProfiles(f).size(), hasEpochPerProfile(f) ? 2 : 1);
        // A counter's bits are counted; other kinds have none.
        QCOMPARE(info.counterBits != 0, info.uniqueness == TickUniqueness::Counter);
    }
}

void TstRegistry::roundTripThroughTheRegistry_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("profile");
    // Every format its family can build (not nil, max, name-based UUIDs or shapes without an
    // instant); the traits test holds every reversible format to being among them.
    for (Format f : allFormats()) {
        for (quint8 profile : boundProfiles(f)) {
            Decoded d;
            if (makeId(f, profile, kAt, Fill::Min, {}, d))
                QTest::addRow("%s/%d", formatInfo(f).name, int(profile)) << int(f) << int(profile);
        }
    }
}

void TstRegistry::roundTripThroughTheRegistry()
{
    QFETCH(int, format);
    QFETCH(int, profile);
    const Format f = Format(format);
    const FormatFamily& family = *familyOf(f);
    Decoded lowest;
    QVERIFY(makeId(f, quint8(profile), kAt, Fill::Min, {}, lowest));
    for (const Fill fill : {Fill::Min, Fill::Max, Fill::Random}) {
        Decoded made;
        QVERIFY(makeId(f, quint8(profile), kAt, fill, {}, made));
        QCOMPARE(made.format, f);
        QCOMPARE(int(made.profile), profile);
        QCOMPARE(made.instant, lowest.instant); // every fill: the same unit of time
        const QString text = describedText(family, made);
        QVERIFY(!text.isEmpty());
        // The canonical text, read back by the same family as the format asked for.
        DecodeOptions opt;
        opt.forced = f;
        const QByteArray utf8 = text.toUtf8();
        Candidates c;
        family.parse(IdInput::text({utf8.constData(), std::size_t(utf8.size())}), opt, c);
        const Decoded* back = nullptr;
        for (const Decoded& d : c) {
            if (d.valid() && d.format == f && d.profile == made.profile)
                back = &d;
        }
        QVERIFY2(back, qPrintable(text));
        QCOMPARE(back->instant, made.instant);
        QCOMPARE(describedText(family, *back), text);
    }
    // The unit that holds kAt starts at or before it, and the next unit is after it.
    QVERIFY(lowest.instant <= kAt);
}

QTEST_GUILESS_MAIN(TstRegistry)
#include "tst_registry.moc"

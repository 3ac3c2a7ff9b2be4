// The formats other forensic decoders read (unfurl, uuinfo): TikTok/Douyin video IDs,
// Instagram/Threads shortcodes, Google `ei`, Metasploit payload UUIDs, SnowID, Simpleflake,
// OrderlyID, Nano64, Puid, and the shapes without an instant (YouTube video IDs, fbclid,
// LinkedIn v2 message IDs, Breeze IDs). Every expected value is stated by the source named
// beside it (its tests, README or spec vectors), never computed by the codecs under test.
#include "ids/codecs.h"
#include "ids/detector.h"
#include "readingcheck.h"

#include <QTest>

using namespace idscope;
using namespace idscope::testing;

class TstForensicFormats : public QObject {
    Q_OBJECT
private slots:
    void tiktokPublishedIds();
    void instagramShortcodes();
    void wordsAreNoShortcodes();
    void snowIdBothSpellings();
    void simpleflakeReadme();
    void orderlyIdSpecVectors();
    void orderlyIdRejects();
    void nano64Readme();
    void puidReadme();
    void googleEi();
    void metasploitPayloadUuid();
    void shapesWithoutInstant();
};

void TstForensicFormats::tiktokPublishedIds()
{
    // Evil0ctal's decoder (README-EN): 7153549929326120227 decodes to 1665565634 s
    // (2022-10-12T09:07:14Z); the Douyin API's create_time is 1665565640, 6 s later.
    const DecodeResult r = decodeAtFixedNow(QStringLiteral("7153549929326120227"));
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading* x = readingOf(r, Format::SnowflakeTikTok);
    QVERIFY(x && x->instant);
    QCOMPARE(r.readings.first().format, Format::SnowflakeTikTok);
    QCOMPARE(x->instant->seconds, qint64(1665565634));
    QCOMPARE(x->precision, Precision::Millisecond);
    // unfurl's own example (templates/graph.html, @billnye's video 6854717870488702213):
    // seconds 1595988373, then the 10-bit millisecond 872, a video (type 13), machine 5.
    const DecodeResult v = decodeAtFixedNow(QStringLiteral("6854717870488702213"),
                                            Format::SnowflakeTikTok);
    QVERIFY(v.valid);
    QCOMPARE(v.readings.first().instant->unixMsFloor(), qint64(1595988373872));
    QCOMPARE(field(v.readings.first(), "milliseconds"), QStringLiteral("872"));
    QCOMPARE(field(v.readings.first(), "type"), QStringLiteral("13"));
    QCOMPARE(field(v.readings.first(), "machine"), QStringLiteral("5"));
    QCOMPARE(field(v.readings.first(), "sequence"), QStringLiteral("1"));
}

void TstForensicFormats::instagramShortcodes()
{
    // unfurl tests/unit/test_instagram.py: instagram.com/p/DW1nTDiDvnF/ is epoch-ms
    // 1775580510621, shard 958, sequence 453 (its shard mask drops the lowest bit, so its
    // 958 and the layout's agree only because that bit is clear here).
    const DecodeResult r = decodeAtFixedNow(QStringLiteral("DW1nTDiDvnF"));
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading& x = r.readings.first();
    QCOMPARE(x.format, Format::SnowflakeInstagram);
    QCOMPARE(x.instant->unixMsFloor(), qint64(1775580510621));
    QCOMPARE(field(x, "sequence"), QStringLiteral("453"));
    QCOMPARE(field(x, "shortcode"), QStringLiteral("DW1nTDiDvnF"));
    QCOMPARE(field(x, "spelling"), QStringLiteral("shortcode"));
    QVERIFY(hasWarning(x, "non-canonical-spelling"));
    // uuinfo src/id_format_tests.rs: the Threads shortcode DEr_fXvuw6D and the media ID
    // 3543204764587855491 are the same ID.
    const DecodeResult t = decodeAtFixedNow(QStringLiteral("DEr_fXvuw6D"));
    QVERIFY2(t.valid, qPrintable(t.error));
    QCOMPARE(t.readings.first().format, Format::SnowflakeInstagram);
    QCOMPARE(t.readings.first().canonical, QStringLiteral("3543204764587855491"));
    const DecodeResult pk = decodeAtFixedNow(QStringLiteral("3543204764587855491"),
                                             Format::SnowflakeInstagram);
    QCOMPARE(field(pk.readings.first(), "shortcode"), QStringLiteral("DEr_fXvuw6D"));
    QCOMPARE(pk.readings.first().instant, t.readings.first().instant);
    // One shortcode in four also has a YouTube video ID's shape (the last character's two
    // low bits clear): then the doubt is stated and the YouTube shape offered.
    const DecodeResult both = decodeAtFixedNow(QStringLiteral("DHtWpRvMBiw"));
    QVERIFY(both.valid);
    QCOMPARE(both.readings.first().format, Format::SnowflakeInstagram);
    QVERIFY(hasWarning(both.readings.first(), "ambiguous"));
    QVERIFY(readingOf(both, Format::YoutubeVideoId));
}

void TstForensicFormats::wordsAreNoShortcodes()
{
    // A capitalised word of 11 letters spells a 64-bit number with a plausible Instagram
    // instant ("Development" would be 2024) but looks nothing like random base64url.
    // Nor are a CamelCase word, a date or a hex number.
    for (const QString& s : {QStringLiteral("Development"), QStringLiteral("Cryptograph"),
                             QStringLiteral("Billionaire"), QStringLiteral("PowerShell"),
                             QStringLiteral("2024-01-15"), QStringLiteral("deadbeef12"),
                             QStringLiteral("0DEADBEEF1")}) {
        // At most an alternative, never the reading: alone the letters are no evidence.
        const DecodeResult r = decodeAtFixedNow(s);
        QVERIFY2(!r.valid || r.readings.first().format != Format::SnowflakeInstagram,
                 qPrintable(s));
    }
    // A shortcode of letters alone is offered too; in a column of shortcodes (tst_profiler)
    // it counts as one.
    const DecodeResult letters = decodeAtFixedNow(QStringLiteral("CIyqpfvuatu"));
    QVERIFY(!letters.valid);
    QVERIFY(readingOf(letters, Format::SnowflakeInstagram));
    // Asked for, the letters are read as asked.
    QVERIFY(decodeAtFixedNow(QStringLiteral("Development"), Format::SnowflakeInstagram).valid);
}

void TstForensicFormats::snowIdBothSpellings()
{
    // uuinfo src/id_format_tests.rs: HYOYoYloLw and 237640531155357696 are one SnowID;
    // tests/main.rs: 1000000000000000000 as SnowID is 2031-07-22T11:22:59.101Z.
    const DecodeResult b62 = decodeAtFixedNow(QStringLiteral("HYOYoYloLw"), Format::SnowId);
    QVERIFY2(b62.valid, qPrintable(b62.error));
    QCOMPARE(b62.readings.first().canonical, QStringLiteral("237640531155357696"));
    QCOMPARE(field(b62.readings.first(), "base62"), QStringLiteral("HYOYoYloLw"));
    const DecodeResult big = decodeAtFixedNow(QStringLiteral("1000000000000000000"),
                                              Format::SnowId);
    QVERIFY(big.valid);
    QCOMPARE(big.readings.first().instant->unixMsFloor(), qint64(1942485779101));
    // Unasked it is never read: its layout is Discord's at another epoch.
    QVERIFY(!readingOf(decodeAtFixedNow(QStringLiteral("237640531155357696")), Format::SnowId));
}

void TstForensicFormats::simpleflakeReadme()
{
    // uuinfo README: 4242587201037260245 as Simpleflake is 2016-01-10T20:43:26.092Z
    // (1452458606092).
    const DecodeResult r =
        decodeAtFixedNow(QStringLiteral("4242587201037260245"), Format::Simpleflake);
    QVERIFY2(r.valid, qPrintable(r.error));
    QCOMPARE(r.readings.first().instant->unixMsFloor(), qint64(1452458606092));
    QVERIFY(!readingOf(decodeAtFixedNow(QStringLiteral("4242587201037260245")),
                       Format::Simpleflake));
}

void TstForensicFormats::orderlyIdSpecVectors()
{
    // orderlykit/orderlyid spec/test-vectors.json: time_ms and the fields of each vector.
    struct V {
        const char* id;
        qint64 ms;
        const char* tenant;
        const char* sequence;
        const char* shard;
        const char* privacy;
    };
    const V vectors[] = {
        {"order_00jc1gmm00000000000028t5cy4tqkff", 1735689600000, "0", "0", "0", "0"},
        {"user_00jc1gmmfc000ag0y007xbdyxz5fxzqd", 1735689600123, "42", "15", "7", "0"},
        {"shipment_00jc1gmqww0000801zzzzzzzzzzzzzzz-a0f4", 1735689600999, "1", "0", "65535", "0"},
        {"event_00jc1gwnt0g00007p000qkffnf6yzayd", 1735689666000, "0", "123", "0", "1"},
    };
    for (const V& v : vectors) {
        const QString id = QString::fromLatin1(v.id);
        const DecodeResult r = decodeAtFixedNow(id);
        QVERIFY2(r.valid, qPrintable(id + u' ' + r.error));
        const Reading& x = r.readings.first();
        QCOMPARE(x.format, Format::OrderlyId);
        QCOMPARE(x.instant->unixMsFloor(), v.ms);
        QCOMPARE(field(x, "tenant"), QString::fromLatin1(v.tenant));
        QCOMPARE(field(x, "sequence"), QString::fromLatin1(v.sequence));
        QCOMPARE(field(x, "shard"), QString::fromLatin1(v.shard));
        QCOMPARE(field(x, "privacy"), QString::fromLatin1(v.privacy));
        QVERIFY2(x.canonical.startsWith(id.section(u'-', 0, 0)), qPrintable(x.canonical));
    }
    // The checksum the spec gives for the shipment vector, and uuinfo's for its own example.
    QVERIFY(decodeAtFixedNow(QStringLiteral("shipment_00jc1gmqww0000801zzzzzzzzzzzzzzz"))
                .readings.first()
                .canonical.endsWith(QLatin1String("-a0f4")));
    QCOMPARE(field(decodeAtFixedNow(QStringLiteral("order_00myngy59c0003000dfk59mg3e36j3rr-9xgg"))
                       .readings.first(),
                   "checksum"),
             QStringLiteral("9xgg"));
}

void TstForensicFormats::orderlyIdRejects()
{
    // spec/test-vectors.json: a bad checksum is an error (the right one is 7rzq).
    const DecodeResult bad = decodeAtFixedNow(
        QStringLiteral("order_00jc1gmm00000000000028t5cy4tqkff-xxxx"), Format::OrderlyId);
    QVERIFY(!bad.valid);
    QVERIFY(decodeAtFixedNow(QStringLiteral("order_00jc1gmm00000000000028t5cy4tqkff-7rzq")).valid);
    // A wire version other than v1: '3' as the tenth payload character sets the flags' top
    // two bits (payload bits 48 and 49).
    QVERIFY(!decodeAtFixedNow(QStringLiteral("order_00jc1gmm03000000000028t5cy4tqkff"),
                              Format::OrderlyId)
                 .valid);
}

void TstForensicFormats::nano64Readme()
{
    // only-cliches/nano64 README: 199C01B6659-5861C has getTimestamp() 1759864645209; uuinfo
    // reads it without the dash as well.
    const DecodeResult dashed = decodeAtFixedNow(QStringLiteral("199C01B6659-5861C"));
    QVERIFY2(dashed.valid, qPrintable(dashed.error));
    QCOMPARE(dashed.readings.first().format, Format::Nano64);
    QCOMPARE(dashed.readings.first().instant->unixMsFloor(), qint64(1759864645209));
    const DecodeResult plain = decodeAtFixedNow(QStringLiteral("199c01b66595861c"), Format::Nano64);
    QVERIFY(plain.valid);
    QCOMPARE(plain.readings.first().canonical, QStringLiteral("199C01B6659-5861C"));
    QVERIFY(hasWarning(plain.readings.first(), "non-canonical-case"));
}

void TstForensicFormats::puidReadme()
{
    // pid/puid README: he5fps6l2504cd1w3ag8ut8e — base36 ms he5fps6l (2013-03-11, the year
    // puid was published), machine 2504cd.
    const DecodeResult r = decodeAtFixedNow(QStringLiteral("he5fps6l2504cd1w3ag8ut8e"));
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading* x = readingOf(r, Format::Puid);
    QVERIFY(x);
    QCOMPARE(r.readings.first().format, Format::Puid);
    // he5fps6l in base36 is 1362994470381 (2013-03-11T09:34:30.381Z).
    QCOMPARE(x->instant->unixMsFloor(), qint64(1362994470381));
    QCOMPARE(field(*x, "machine"), QStringLiteral("2504cd"));
}

void TstForensicFormats::googleEi()
{
    // unfurl's README example URL carries ei=yTLGXeyKN_2y0PEP2smVuAg, whose ved parameter
    // holds the same instant in microseconds: 1573270217902508 (2019-11-09T03:30:17.902508Z).
    const DecodeResult r = decodeAtFixedNow(QStringLiteral("yTLGXeyKN_2y0PEP2smVuAg"));
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading& x = r.readings.first();
    QCOMPARE(x.format, Format::GoogleEi);
    QCOMPARE(x.instant->seconds, qint64(1573270217));
    QCOMPARE(x.instant->nanos, 902508000);
    QCOMPARE(x.precision, Precision::Microsecond);
    QCOMPARE(x.canonical, QStringLiteral("yTLGXeyKN_2y0PEP2smVuAg"));
}

void TstForensicFormats::metasploitPayloadUuid()
{
    // unfurl tests/unit/test_metasploit.py: the stager URL's UUID has unique ID
    // e0f1a8546626c7c9, architecture X64 and timestamp 1502815973.
    const QString path = QStringLiteral(
        "4PGoVGYmx8l6F3sVI4Rc8g1wms758YNVXPczHlPobpJENARSuSHb57lFKNndzVSpivRDSi5VH2U-w-pEq_CroLcB"
        "--cNbYRroyFuaAgCyMCJDpWbws");
    for (const QString& s : {path.left(22), path}) {
        const DecodeResult r = decodeAtFixedNow(s);
        QVERIFY2(r.valid, qPrintable(s + u' ' + r.error));
        const Reading& x = r.readings.first();
        QCOMPARE(x.format, Format::MetasploitUuid);
        QCOMPARE(x.instant->seconds, qint64(1502815973));
        QCOMPARE(field(x, "puid"), QStringLiteral("e0f1a8546626c7c9"));
        QCOMPARE(field(x, "arch"), QStringLiteral("x64"));
        QCOMPARE(x.canonical, path.left(22));
    }
    // The whole path's bytes sum to 95 mod 256: a new stageless session (INIT_CONN).
    QCOMPARE(field(decodeAtFixedNow(path).readings.first(), "url_checksum"),
             QStringLiteral("INIT_CONN"));
}

void TstForensicFormats::shapesWithoutInstant()
{
    struct V {
        const char* id;
        Format format;
    };
    // uuinfo src/id_format_tests.rs (YouTube, Breeze ID); unfurl tests/unit/test_facebook.py
    // (a modern and an IwAR fbclid) and test_linkedin.py (a v2 message ID).
    const V shapes[] = {
        {"gocwRvLhDf8", Format::YoutubeVideoId},
        {"9NU6-XQLZ-BDIH-6HKE", Format::BreezeId},
        {"IwZXh0bgNhZW0CMTAAAR08WkoWnFZTweGu-0q0ewW1Sb7Y8mCHmEWJj1c_tD8LNQ0fBMStjzt_TPo_aem_"
         "Ab2eTPHa-b2DTYiz",
         Format::Fbclid},
        {"IwAR054Z27sI8LALyasatpqO8a0LdH4-PiLp41TZiUrgxq1fUCg7Pyynm7kRA", Format::Fbclid},
        {"2-ODEzNDk4YWQtMzA3Mi01NjlmLWE0M2YtY2YwNzFhMjM1YTAzXzAxMw==", Format::LinkedInMessageId},
    };
    for (const V& v : shapes) {
        const QString id = QString::fromLatin1(v.id);
        const DecodeResult r = decodeAtFixedNow(id);
        QVERIFY2(r.valid, qPrintable(id + u' ' + r.error));
        QCOMPARE(r.readings.first().format, v.format);
        QVERIFY2(!r.readings.first().instant, qPrintable(id));
    }
    // unfurl: the message ID is 813498ad-3072-569f-a43f-cf071a235a03_013.
    const Reading li =
        decodeAtFixedNow(QStringLiteral("2-ODEzNDk4YWQtMzA3Mi01NjlmLWE0M2YtY2YwNzFhMjM1YTAzXzAxMw=="))
            .readings.first();
    QCOMPARE(field(li, "uuid"), QStringLiteral("813498ad-3072-569f-a43f-cf071a235a03"));
    QCOMPARE(field(li, "number"), QStringLiteral("013"));
    // uuinfo: the lower-case Breeze ID is the same shape, not in its canonical case.
    const DecodeResult lower = decodeAtFixedNow(QStringLiteral("9nu6-xqlz-bdih-6hke"));
    QVERIFY(lower.valid);
    QCOMPARE(lower.readings.first().format, Format::BreezeId);
    QVERIFY(hasWarning(lower.readings.first(), "non-canonical-case"));
}

QTEST_GUILESS_MAIN(TstForensicFormats)
#include "tst_forensicformats.moc"

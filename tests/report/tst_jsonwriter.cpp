// The streaming JSON writer against Qt's own JSON parser: every string (ASCII, quotes,
// backslashes, control characters, non-ASCII, surrogate pairs) reads back as written, 64-bit
// integers keep every digit, and nesting deeper than the writer's inline stack still balances.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "report/json/jsonwriter.h"

using idscope::JsonWriter;

class TstJsonWriter : public QObject {
    Q_OBJECT
private slots:
    void stringsReadBack_data();
    void stringsReadBack();
    void integersKeepEveryDigit();
    void deepNesting();
};

void TstJsonWriter::stringsReadBack_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("ascii id") << QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    QTest::newRow("quote") << QStringLiteral("say \"hi\"");
    QTest::newRow("backslash") << QStringLiteral("C:\\temp\\x");
    QTest::newRow("controls") << QStringLiteral("a\nb\rc\td") + QChar(1) + QChar(0x1f);
    QTest::newRow("delete char") << QStringLiteral("x") + QChar(0x7f);
    QTest::newRow("cyrillic") << QStringLiteral("Строка 26,0");
    QTest::newRow("emoji") << QStringLiteral("id \U0001F600 end");
    QTest::newRow("latin1 then escape") << QStringLiteral("\u00e9\"");
}

void TstJsonWriter::stringsReadBack()
{
    QFETCH(QString, text);
    // Each string three ways: a value from QString, a value from UTF-8, and a key.
    QByteArray out;
    JsonWriter w(out);
    const QByteArray utf8 = text.toUtf8();
    w.beginObject();
    w.key("q").value(text);
    w.key("u").value(std::string_view(utf8.constData(), std::size_t(utf8.size())));
    w.key(QStringView(text)).value(true);
    w.endObject();
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(out, &e);
    QVERIFY2(e.error == QJsonParseError::NoError, out.constData());
    const QJsonObject o = d.object();
    QCOMPARE(o.value(QLatin1String("q")).toString(), text);
    QCOMPARE(o.value(QLatin1String("u")).toString(), text);
    QVERIFY(o.contains(text));
    QCOMPARE(o.size(), text == QLatin1String("q") || text == QLatin1String("u") ? 2 : 3);
}

void TstJsonWriter::integersKeepEveryDigit()
{
    QByteArray out;
    JsonWriter w(out);
    w.beginArray();
    w.value(std::numeric_limits<qint64>::min()).value(std::numeric_limits<quint64>::max());
    w.rawNumber(QStringView(u"9007199254740993")).rawNumber(std::string_view("-12"));
    w.endArray();
    // Compared as text: QJsonDocument would round these through double.
    QCOMPARE(out, QByteArray("[-9223372036854775808,18446744073709551615,9007199254740993,-12]"));
}

void TstJsonWriter::deepNesting()
{
    QByteArray out;
    JsonWriter w(out);
    const int depth = 100; // beyond the inline stack of open containers
    for (int i = 0; i < depth; ++i) {
        w.beginArray();
        w.value(i);
    }
    for (int i = 0; i < depth; ++i)
        w.endArray();
    QJsonParseError e;
    QJsonDocument d = QJsonDocument::fromJson(out, &e);
    QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(e.errorString()));
    QJsonArray a = d.array();
    for (int i = 0; i < depth; ++i) {
        QCOMPARE(a.at(0).toInt(), i);
        QCOMPARE(a.size(), i + 1 < depth ? 2 : 1);
        if (i + 1 < depth)
            a = a.at(1).toArray();
    }
}

QTEST_APPLESS_MAIN(TstJsonWriter)
#include "tst_jsonwriter.moc"

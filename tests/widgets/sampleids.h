// About thirty values of mixed formats, as a user would paste them: canonical and
// non-canonical spellings, IDs without an instant, one invalid value and one log line.
#pragma once

#include <QStringList>

namespace idscope::test {

inline QStringList sampleLines()
{
    return {
        QStringLiteral("01HXV6ZXHV4TFF59TDWH9EDD1R"),
        QStringLiteral("01hxvz0yxv1head8x4a1jh69re"),
        QStringLiteral("01HXWQ209VH4QX4FR84G98PBSK"),
        QStringLiteral("018f7670-0812-7181-a54c-66175d9dc9f8"),
        QStringLiteral("018F7B96-6412-70ED-A079-D3BDE8E25D94"),
        QStringLiteral("{018f80bc-c012-736f-8580-28d6099950d8}"),
        QStringLiteral("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"),
        QStringLiteral("c232ab00-9414-11ec-b3c8-9f6bdeced846"),
        QStringLiteral("1ec9414c-232a-6b00-b3c8-9f6bdeced846"),
        QStringLiteral("919108f7-52d1-4320-9bac-f847db4148a8"),
        QStringLiteral("00000000-0000-0000-0000-000000000000"),
        QStringLiteral("0ujtsYcgvSTl8PAuAdqWYSMnLOv"),
        QStringLiteral("6638d2c08e0becd7b0dbc496"),
        QStringLiteral("507f1f77bcf86cd799439011"),
        QStringLiteral("cl9v202dh3ggu59a9c0g"), // xid of 2023-11-14, from its layout
        QStringLiteral("1239872312959337967"),
        QStringLiteral("175928847299117063"),
        QStringLiteral("1754074816829360373"),
        QStringLiteral("0FMM2NE7DQG6S"),
        QStringLiteral("3jzfcijpj2z2a"),
        QStringLiteral("prefix_01h455vb4pex5vsknk084sn02q"),
        QStringLiteral("-NxazD7vp7TAq6ER6m5R"),
        QStringLiteral("ch72gsb320000udocl363eofy"),
        QStringLiteral("1715679000"),
        QStringLiteral("1715679000123"),
        QStringLiteral("2024-02-29T12:34:56.789+02:00"),
        QStringLiteral("V1StGXR8_Z5jdHi6B-myT"),
        QStringLiteral("not-an-id"),
        // A log line: the two IDs in it become two rows.
        QStringLiteral("2024-05-14 09:31:07 INFO order 01HXV6ZXHV4TFF59TDWH9EDD1R created "
                       "by 507f1f77bcf86cd799439011"),
    };
}

// Rows the lines above give: one per line, plus the IDs (and the time stamp) found in the
// log line instead of the line itself.
inline QStringList sampleValues()
{
    QStringList v = sampleLines();
    v.removeLast();
    v << QStringLiteral("2024-05-14 09:31:07") << QStringLiteral("01HXV6ZXHV4TFF59TDWH9EDD1R")
      << QStringLiteral("507f1f77bcf86cd799439011");
    return v;
}

} // namespace idscope::test

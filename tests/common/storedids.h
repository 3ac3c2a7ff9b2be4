// A BLOB UUIDv7 column in which a few rows hold their UUID as TEXT (as a code path that
// bound a string would leave them), for the tests of finding an ID whatever its storage.
#pragma once

#include <QByteArray>
#include <QList>
#include <QRandomGenerator>
#include <QString>
#include <QVariant>

namespace testids {

// These rows' UUID is special (k-th), kept as TEXT (in lower or upper case) or as BLOB. Rows
// 300 and 700 hold one ID twice, as BLOB and as TEXT; so do 222 and 900.
struct StoredAs {
    qint64 rowid;
    bool text;
    bool upper;
    int uuid; // which UUID (rows sharing one hold the same ID)
};
inline constexpr StoredAs kStored[] = {
    {137, true, false, 1}, {401, true, true, 2},  {555, false, false, 3}, {300, false, false, 4},
    {700, true, false, 4}, {222, true, false, 5}, {900, false, false, 5}, {1200, true, false, 6}};
inline constexpr qint64 kStoredRows = 1200;

// The 16 bytes of a UUIDv7 minted at `ms`, its random bits from `g`.
inline QByteArray uuidV7(QRandomGenerator& g, qint64 ms)
{
    QByteArray b(16, '\0');
    for (int i = 0; i < 6; ++i)
        b[i] = char((ms >> (40 - 8 * i)) & 0xff);
    for (int i = 6; i < 16; ++i)
        b[i] = char(g.bounded(256));
    b[6] = char(0x70 | (b[6] & 0x0f));
    b[8] = char(0x80 | (b[8] & 0x3f));
    return b;
}

// The canonical text of 16 UUID bytes, lower case.
inline QString dashed(const QByteArray& b)
{
    const QString h = QString::fromLatin1(b.toHex());
    return h.mid(0, 8) + u'-' + h.mid(8, 4) + u'-' + h.mid(12, 4) + u'-' + h.mid(16, 4) + u'-' +
           h.mid(20);
}

// The k-th special UUID (the same in every test).
inline QByteArray specialUuid(int k)
{
    QRandomGenerator g(quint32(9000 + k));
    return uuidV7(g, 1760000000000 + k * 1000);
}

// Rows {rowid, id, n = rowid} for rowids 1..kStoredRows: BLOB UUIDv7s one minute apart, the
// kStored rows holding their special UUID in their storage.
inline QList<QVariantList> storedUuidRows(QRandomGenerator& g)
{
    QList<QVariantList> rows;
    for (qint64 r = 1; r <= kStoredRows; ++r) {
        QVariant id = uuidV7(g, 1750000000000 + r * 60000);
        for (const StoredAs& k : kStored) {
            if (k.rowid != r)
                continue;
            const QString text = dashed(specialUuid(k.uuid));
            id =
                !k.text ? QVariant(specialUuid(k.uuid)) : QVariant(k.upper ? text.toUpper() : text);
        }
        rows << QVariantList{qlonglong(r), id, qlonglong(r)};
    }
    return rows;
}

} // namespace testids

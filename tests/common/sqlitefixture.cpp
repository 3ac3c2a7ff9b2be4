#include "sqlitefixture.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>

#include <sqlite3.h>

#include <cstdio>

namespace testdb {

Writer::Writer(const QString& path)
{
    if (sqlite3_open_v2(path.toUtf8().constData(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                        nullptr) != SQLITE_OK) {
        std::fprintf(stderr, "testdb: cannot open %s\n", qPrintable(path));
        sqlite3_close(db_);
        db_ = nullptr;
    }
}

Writer::~Writer()
{
    sqlite3_close(db_);
}

bool Writer::exec(const QString& sql)
{
    char* err = nullptr;
    if (sqlite3_exec(db_, sql.toUtf8().constData(), nullptr, nullptr, &err) != SQLITE_OK) {
        std::fprintf(stderr, "testdb: %s\n  in: %s\n", err, qPrintable(sql.left(300)));
        sqlite3_free(err);
        return false;
    }
    return true;
}

namespace {
void bindValue(sqlite3_stmt* st, int i, const QVariant& v)
{
    if (!v.isValid() || v.isNull()) {
        sqlite3_bind_null(st, i);
        return;
    }
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::Bool:
        sqlite3_bind_int64(st, i, v.toLongLong());
        break;
    case QMetaType::Double:
        sqlite3_bind_double(st, i, v.toDouble());
        break;
    case QMetaType::QByteArray: {
        const QByteArray b = v.toByteArray();
        sqlite3_bind_blob(st, i, b.constData(), int(b.size()), SQLITE_TRANSIENT);
        break;
    }
    default: {
        const QByteArray u = v.toString().toUtf8();
        sqlite3_bind_text(st, i, u.constData(), int(u.size()), SQLITE_TRANSIENT);
    }
    }
}

QVariant columnValue(sqlite3_stmt* st, int i)
{
    switch (sqlite3_column_type(st, i)) {
    case SQLITE_INTEGER:
        return QVariant(qlonglong(sqlite3_column_int64(st, i)));
    case SQLITE_FLOAT:
        return QVariant(sqlite3_column_double(st, i));
    case SQLITE_TEXT:
        return QVariant(QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(st, i)),
                                          sqlite3_column_bytes(st, i)));
    case SQLITE_BLOB:
        return QVariant(QByteArray(static_cast<const char*>(sqlite3_column_blob(st, i)),
                                   sqlite3_column_bytes(st, i)));
    default:
        return QVariant();
    }
}
} // namespace

bool Writer::insertRows(const QString& sql, const QList<QVariantList>& rowsToInsert)
{
    if (!exec(QStringLiteral("BEGIN")))
        return false;
    sqlite3_stmt* st = nullptr;
    const QByteArray u = sql.toUtf8();
    if (sqlite3_prepare_v2(db_, u.constData(), int(u.size()), &st, nullptr) != SQLITE_OK) {
        std::fprintf(stderr, "testdb: %s\n  in: %s\n", sqlite3_errmsg(db_), u.constData());
        exec(QStringLiteral("ROLLBACK"));
        return false;
    }
    for (const QVariantList& row : rowsToInsert) {
        for (int i = 0; i < row.size(); ++i)
            bindValue(st, i + 1, row[i]);
        if (sqlite3_step(st) != SQLITE_DONE) {
            std::fprintf(stderr, "testdb: %s\n", sqlite3_errmsg(db_));
            sqlite3_finalize(st);
            exec(QStringLiteral("ROLLBACK"));
            return false;
        }
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    return exec(QStringLiteral("COMMIT"));
}

qint64 Writer::scalar(const QString& sql)
{
    const QList<QVariantList> r = rows(sql);
    return r.isEmpty() || r.first().isEmpty() ? -1 : r.first().first().toLongLong();
}

QList<QVariantList> Writer::rows(const QString& sql)
{
    QList<QVariantList> out;
    sqlite3_stmt* st = nullptr;
    const QByteArray u = sql.toUtf8();
    if (sqlite3_prepare_v2(db_, u.constData(), int(u.size()), &st, nullptr) != SQLITE_OK) {
        std::fprintf(stderr, "testdb: %s\n  in: %s\n", sqlite3_errmsg(db_), u.constData());
        return out;
    }
    while (sqlite3_step(st) == SQLITE_ROW) {
        QVariantList row;
        for (int i = 0; i < sqlite3_column_count(st); ++i)
            row.append(columnValue(st, i));
        out.append(row);
    }
    sqlite3_finalize(st);
    return out;
}

QByteArray fileHash(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

QStringList folderListing(const QString& dir)
{
    QStringList out;
    const QFileInfoList entries =
        QDir(dir).entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo& fi : entries)
        out << fi.fileName() + QLatin1Char(' ') + QString::number(fi.size());
    return out;
}

Snapshot::Snapshot(const QString& p)
    : path(p), dir(QFileInfo(p).absolutePath()), hash(fileHash(p)), listing(folderListing(dir))
{
}

} // namespace testdb

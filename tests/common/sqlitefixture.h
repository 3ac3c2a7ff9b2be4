// Test-only helpers that WRITE SQLite files (the product never does): build databases in
// code, and prove afterwards that idscope left a file and its folder untouched.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>

struct sqlite3;

namespace testdb {

// A writable connection to a new or existing file.
class Writer {
public:
    explicit Writer(const QString& path);
    ~Writer();
    Writer(const Writer&) = delete;
    Writer& operator=(const Writer&) = delete;

    bool ok() const { return db_ != nullptr; }
    // Runs one or more statements; returns false and prints the error on failure.
    bool exec(const QString& sql);
    // Runs one statement once per row of binds (QVariant: qlonglong, double, QString,
    // QByteArray, null QVariant), inside one transaction.
    bool insertRows(const QString& sql, const QList<QVariantList>& rows);
    // A single integer result (COUNT(*) and the like) for expected values in tests.
    qint64 scalar(const QString& sql);
    QList<QVariantList> rows(const QString& sql);
    sqlite3* handle() const { return db_; }

private:
    sqlite3* db_ = nullptr;
};

// SHA-256 of the file's bytes.
QByteArray fileHash(const QString& path);
// Sorted names (and sizes) of everything in the folder: proves no -wal/-shm/-journal appeared.
QStringList folderListing(const QString& dir);

// The file's hash and its folder's listing at construction: compare later with
// VERIFY_UNCHANGED to prove idscope left both exactly as they were.
struct Snapshot {
    explicit Snapshot(const QString& p);
    QString path;
    QString dir;
    QByteArray hash;
    QStringList listing;
};

} // namespace testdb

// For QtTest functions (the including test has <QTest>).
#define VERIFY_UNCHANGED(snap)                                                                     \
    do {                                                                                           \
        QVERIFY(!(snap).hash.isEmpty());                                                           \
        QCOMPARE(testdb::fileHash((snap).path), (snap).hash);                                      \
        QCOMPARE(testdb::folderListing((snap).dir), (snap).listing);                               \
    } while (false)

// A SQLite table built in a temporary folder and profiled as the app profiles it, for the
// tests of what a column profile says (generator bugs, UUIDv7 sub-millisecond bits): the
// profile of column `id`, expected values from plain SQL on the stored rows, and the proof
// that profiling left the file and its folder unchanged.
#pragma once

#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/schema.h"
#include "sqlitefixture.h"

#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

#include <memory>

namespace testdb {

// `NowMs`: the profile's "now" (what is in the future, or implausible).
template<qint64 NowMs> class ProfiledTable {
public:
    // t(n INTEGER PRIMARY KEY, id <type>) holding `values` as rows 1, 2, ….
    explicit ProfiledTable(const QList<QVariant>& values,
                           const QString& type = QStringLiteral("TEXT"))
        : path_(dir_.filePath(QStringLiteral("t.sqlite")))
    {
        writer_ = std::make_unique<Writer>(path_);
        ok_ = writer_->exec(
            QStringLiteral("CREATE TABLE t(n INTEGER PRIMARY KEY, id %1 NOT NULL)").arg(type));
        QList<QVariantList> rows;
        for (const QVariant& v : values)
            rows << QVariantList{v};
        ok_ = ok_ && writer_->insertRows(QStringLiteral("INSERT INTO t(id) VALUES (?)"), rows);
    }
    explicit ProfiledTable(const QStringList& ids, const QString& type = QStringLiteral("TEXT"))
        : ProfiledTable(toVariants(ids), type)
    {
    }
    // t(n INTEGER PRIMARY KEY, id <type>, created_at INTEGER) with (id, created_at) rows.
    explicit ProfiledTable(const QList<QVariantList>& rows,
                           const QString& type = QStringLiteral("TEXT"))
        : path_(dir_.filePath(QStringLiteral("t.sqlite")))
    {
        writer_ = std::make_unique<Writer>(path_);
        ok_ = writer_->exec(QStringLiteral("CREATE TABLE t(n INTEGER PRIMARY KEY, id %1 NOT "
                                           "NULL, created_at INTEGER NOT NULL)")
                                .arg(type));
        ok_ = ok_ && writer_->insertRows(
                         QStringLiteral("INSERT INTO t(id, created_at) VALUES (?, ?)"), rows);
    }
    bool ok() const { return ok_; }

    // Expected values: plain SQL on the stored rows.
    qint64 count(const QString& where) const
    {
        return writer_->scalar(QStringLiteral("SELECT count(*) FROM t WHERE ") + where);
    }
    QList<qint64> firstRowids(const QString& where) const
    {
        QList<qint64> out;
        for (const QVariantList& r : writer_->rows(QStringLiteral("SELECT n FROM t WHERE ") +
                                                   where + QStringLiteral(" ORDER BY n LIMIT 5")))
            out << r.value(0).toLongLong();
        return out;
    }
    QString scalarText(const QString& sql) const
    {
        const QList<QVariantList> r = writer_->rows(sql);
        return r.isEmpty() ? QString() : r.first().value(0).toString();
    }

    // The profile of column id; `unchanged` false when the file or its folder changed.
    // `forced`: the format the user chose for id (Count: none).
    idscope::analysis::ColumnProfile profile(bool full, bool* unchanged,
                                             idscope::Format forced = idscope::Format::Count)
    {
        using namespace idscope;
        writer_.reset(); // closed: nothing of the test's own connection stays open
        const Snapshot snap(path_);
        analysis::ColumnProfile id;
        {
            db::OpenError e = db::OpenError::None;
            QString message;
            auto c = db::Connection::open(path_, &e, &message);
            if (c) {
                const db::Schema s = db::readSchema(*c);
                analysis::ProfileOptions o;
                o.full = full;
                o.nowMs = NowMs;
                if (forced != Format::Count)
                    o.forcedFormats = {{QStringLiteral("id"), forced}};
                const analysis::TableProfile p =
                    analysis::profileTable(*c, s, QStringLiteral("t"), o);
                for (const analysis::ColumnProfile& col : p.columns) {
                    if (col.column == QLatin1String("id"))
                        id = col;
                }
            }
        }
        *unchanged = fileHash(path_) == snap.hash && folderListing(dir_.path()) == snap.listing;
        writer_ = std::make_unique<Writer>(path_);
        return id;
    }

private:
    static QList<QVariant> toVariants(const QStringList& ids)
    {
        QList<QVariant> out;
        for (const QString& id : ids)
            out << id;
        return out;
    }

    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<Writer> writer_;
    bool ok_ = false;
};

} // namespace testdb

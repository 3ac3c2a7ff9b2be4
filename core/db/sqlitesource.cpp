// SQLite's implementation of the Source interface (source.h): the schema through the pragma
// table functions (schema.cpp), samples by rowid seeks (rowsample.cpp), reads as one SELECT
// with the rowid first, keyset pages by rowid or primary key (keysetpager.cpp).
#include "connection.h"
#include "sqlnames.h"

#include <QCoreApplication>

namespace idscope::db {

namespace {

// The rowid spelling a read selects first; "" when the table has none or columns shadow all.
QString locatorOf(const TableInfo& t)
{
    return t.hasRowid() ? unshadowedRowidName(t) : QString();
}

QString selectList(const QList<ReadColumn>& columns)
{
    QStringList parts;
    for (const ReadColumn& c : columns) {
        const QString name = quoteIdentifier(c.name);
        if (c.capBytes <= 0) {
            parts << name;
            continue;
        }
        parts << QStringLiteral("iif(length(%1) > %2, NULL, %1)").arg(name).arg(c.capBytes);
        parts << QStringLiteral("iif(length(%1) > %2, iif(typeof(%1) = 'blob', -length(%1), "
                                "length(%1)), NULL)")
                     .arg(name)
                     .arg(c.capBytes);
    }
    return parts.join(QStringLiteral(", "));
}

// The rows of a sample: one seek per rowid (repeats read again), or the chosen positions of one
// scan in the table's order.
class SampleRows final : public Rows {
public:
    SampleRows(Statement st, const RowSample& sample)
        : st_(std::move(st)), byRowid_(sample.kind == RowSample::Kind::Rowids), rows_(sample.rows),
          want_(rows_.cbegin())
    {
    }

    bool next() override
    {
        if (byRowid_) {
            while (want_ != rows_.cend()) {
                st_.reset();
                st_.bind(1, *want_++);
                if (st_.next())
                    return true;
                if (st_.failed())
                    return false;
            }
            return false;
        }
        if (want_ == rows_.cend())
            return false;
        if (position_ > 0 && *want_ == position_ - 1) { // a repeat of the current row
            ++want_;
            return true;
        }
        while (st_.next()) {
            if (*want_ == position_++) {
                ++want_;
                return true;
            }
        }
        return false;
    }
    bool failed() const override { return st_.failed(); }
    bool interrupted() const override { return st_.interrupted(); }
    QString error() const override { return st_.error(); }
    int columnCount() const override { return st_.columnCount(); }
    StorageClass type(int i) const override { return st_.type(i); }
    qint64 int64(int i) const override { return st_.int64(i); }
    double real(int i) const override { return st_.real(i); }
    std::string_view textView(int i) const override { return st_.textView(i); }
    std::string_view blobView(int i) const override { return st_.blobView(i); }
    RowValue valueAt(int i) const override { return st_.valueAt(i); }

private:
    Statement st_;
    bool byRowid_;
    std::vector<qint64> rows_;
    std::vector<qint64>::const_iterator want_;
    qint64 position_ = 0; // rows of the scan stepped so far
};

} // namespace

SourceInfo Connection::sourceInfo() const
{
    SourceInfo s;
    s.engine = Engine::Sqlite;
    s.location = info_.path;
    s.version = info_.sqliteVersion;
    s.notice = info_.notice;
    s.fileSize = info_.fileSize;
    s.pageSize = info_.pageSize;
    s.pageCount = info_.pageCount;
    s.journalMode = info_.journalMode;
    return s;
}

Schema Connection::readSchema()
{
    return db::readSchema(*this);
}

void Connection::fillRowEstimates(Schema& schema)
{
    db::fillRowEstimates(*this, schema);
}

std::optional<qint64> Connection::countRows(const TableInfo& table)
{
    return db::countRows(*this, table.name);
}

bool Connection::hasRowLocator(const TableInfo& table) const
{
    return !locatorOf(table).isEmpty();
}

RowSample Connection::drawSample(const TableInfo& table, int size, quint64 seed)
{
    return drawRowSample(*this, quoteIdentifier(table.name), locatorOf(table), size, seed);
}

std::unique_ptr<Rows> Connection::read(const ReadRequest& r, QString* error)
{
    const QString from = quoteIdentifier(r.table->name);
    const QString rowid = locatorOf(*r.table);
    const bool byRowid = r.withRowLocator && !rowid.isEmpty();
    QString sql =
        byRowid ? QStringLiteral("SELECT %1, %2 FROM %3").arg(rowid, selectList(r.columns), from)
                : QStringLiteral("SELECT %1 FROM %2").arg(selectList(r.columns), from);
    const bool seeks = r.sample && r.sample->kind == RowSample::Kind::Rowids;
    if (seeks)
        sql +=
            QStringLiteral(" WHERE %1 = ?").arg(rowid.isEmpty() ? QStringLiteral("rowid") : rowid);
    else if (!r.sample && r.firstValues > 0 && !r.columns.isEmpty())
        sql += QStringLiteral(" WHERE %1 IS NOT NULL LIMIT %2")
                   .arg(quoteIdentifier(r.columns.front().name))
                   .arg(r.firstValues);
    Statement st = prepare(sql, error);
    if (!st.isValid())
        return nullptr;
    if (!r.sample || r.sample->kind == RowSample::Kind::All)
        return std::make_unique<Statement>(std::move(st));
    return std::make_unique<SampleRows>(std::move(st), *r.sample);
}

std::unique_ptr<Rows> Connection::readMatching(const MatchRequest& r, QString* error)
{
    const QString rowid = r.withRowLocator ? locatorOf(*r.table) : QString();
    QStringList cols, where, order;
    if (!rowid.isEmpty())
        cols << rowid;
    for (const QString& c : r.columns)
        cols << quoteIdentifier(c);
    for (qsizetype i = 0; i < r.match.size(); ++i)
        where << QStringLiteral("%1 IS ?%2").arg(quoteIdentifier(r.match[i].first)).arg(i + 1);
    for (const QString& c : r.orderBy)
        order << quoteIdentifier(c);
    if (!rowid.isEmpty())
        order << rowid; // ties in storage order
    QString sql = QStringLiteral("SELECT %1 FROM %2")
                      .arg(cols.join(QStringLiteral(", ")), quoteIdentifier(r.table->name));
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    if (!order.isEmpty())
        sql += QStringLiteral(" ORDER BY ") + order.join(QStringLiteral(", "));
    if (r.limit > 0)
        sql += QStringLiteral(" LIMIT %1").arg(r.limit);
    Statement st = prepare(sql, error);
    if (!st.isValid())
        return nullptr;
    for (qsizetype i = 0; i < r.match.size(); ++i)
        bindValue(st, int(i + 1), r.match[i].second);
    return std::make_unique<Statement>(std::move(st));
}

CommitOrderRead Connection::readInCommitOrder(const CommitOrderRequest& r)
{
    CommitOrderRead out;
    const TableInfo& t = *r.table;
    // The rowid as a read selects it: its alias, or a spelling no column shadows.
    const QString rowid = !t.hasRowid()               ? QString()
                          : !t.rowidAlias.isEmpty() ? quoteIdentifier(t.rowidAlias)
                                                    : unshadowedRowidName(t);
    auto orNull = [](const QString& column) {
        return column.isEmpty() ? QStringLiteral("NULL") : quoteIdentifier(column);
    };
    QString order, orderBy;
    if (r.order == RowOrder::Rowid && !rowid.isEmpty()) {
        order = orderBy = rowid;
    } else if (r.order == RowOrder::None) {
        order = quoteIdentifier(r.orderColumn);
        orderBy = rowid.isEmpty() ? order : order + QStringLiteral(", ") + rowid;
    } else {
        out.error = QCoreApplication::translate("idscope::analysis",
                                                "table %1 has no rowid: give a commit-order column")
                        .arg(t.name);
        return out;
    }
    const QString sql = QStringLiteral("SELECT %1, %2, %3, %4, %5, NULL FROM %6 ORDER BY %7")
                            .arg(quoteIdentifier(r.key), order, orNull(r.commitTime),
                                 orNull(r.writer), rowid.isEmpty() ? QStringLiteral("NULL") : rowid,
                                 quoteIdentifier(t.name), orderBy);
    Statement st = prepare(sql, &out.error);
    if (st.isValid())
        out.rows = std::make_unique<Statement>(std::move(st));
    return out;
}

CaseDuplicates Connection::caseDuplicates(const TableInfo& table, const QString& column,
                                          int maxExamples)
{
    CaseDuplicates out;
    const QString col = quoteIdentifier(column);
    const QString rowid = locatorOf(table);
    const QString sql =
        QStringLiteral("SELECT n, r FROM (SELECT count(*) AS n, count(DISTINCT %1 COLLATE BINARY) "
                       "AS d, min(%2) AS r FROM %3 WHERE typeof(%1) = 'text' GROUP BY lower(%1)) "
                       "WHERE d > 1")
            .arg(col, rowid.isEmpty() ? QStringLiteral("NULL") : rowid,
                 quoteIdentifier(table.name));
    QString err;
    Statement st = prepare(sql, &err);
    if (!st.isValid()) {
        out.error = err.isEmpty()
                        ? QCoreApplication::translate("idscope::analysis", "cannot read the table")
                        : err;
        return out;
    }
    while (st.next()) {
        out.values += st.int64(0);
        if (out.examples.size() < maxExamples && st.type(1) != StorageClass::Null)
            out.examples.append(st.int64(1));
    }
    if (st.failed()) {
        out.cancelled = st.interrupted();
        if (!out.cancelled)
            out.error = st.error();
    }
    return out;
}

Page Connection::fetchPage(const PageRequest& r)
{
    return db::fetchPage(*this, r);
}

std::optional<qint64> Connection::countBefore(const PageRequest& r, const QVariantList& key,
                                              QString* error)
{
    return db::countBefore(*this, r, key, error);
}

std::optional<qint64> Connection::countMatching(const PageRequest& r, QString* error)
{
    return db::countMatching(*this, r, error);
}

Page Connection::pageAtMatch(PageRequest r, const QList<RangeFilter>& matches, bool* found,
                             bool* widened)
{
    return db::pageAtMatch(*this, std::move(r), matches, found, widened);
}

bool Connection::beginRead()
{
    Statement begin = prepare(u"BEGIN");
    return begin.isValid() && !begin.next() && !begin.failed();
}

void Connection::endRead()
{
    Statement end = prepare(u"COMMIT");
    end.next();
}

} // namespace idscope::db

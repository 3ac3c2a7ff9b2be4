// PostgreSQL's implementation of the Source interface (source.h), over one PgConnection: the
// schema from pg_catalog, row estimates from pg_class.reltuples, the uniform sample by row
// address (pgsample.cpp), COPY … TO STDOUT (FORMAT binary) for streamed reads, keyset pages on
// the primary key. Types map onto the storage classes: integers Integer, float Real, uuid
// and bytea Blob (uuid as its 16 bytes), text Text; timestamps come as RFC 3339 text in UTC,
// every other type as its text.
#pragma once

#include "db/pgconnection.h"
#include "db/source.h"

#include <memory>

namespace idscope::db {

class PgSource final : public Source {
public:
    // Opens a postgresql:// URI or a conninfo string read-only; null with *error set.
    static std::unique_ptr<PgSource> open(const QString& name, QString* error,
                                          const PgOpenOptions& options = {});
    ~PgSource() override;

    PgConnection& connection() { return *pg_; }
    PgConnection* postgres() override { return pg_.get(); }

    SourceInfo sourceInfo() const override;
    Schema readSchema() override;
    void fillRowEstimates(Schema& schema) override;
    std::optional<qint64> countRows(const TableInfo& table) override;
    bool hasRowLocator(const TableInfo& table) const override;
    RowSample drawSample(const TableInfo& table, int size, quint64 seed) override;
    std::unique_ptr<Rows> read(const ReadRequest& request, QString* error) override;
    CaseDuplicates caseDuplicates(const TableInfo& table, const QString& column,
                                  int maxExamples) override;
    Page fetchPage(const PageRequest& r) override;
    std::optional<qint64> countBefore(const PageRequest& r, const QVariantList& key,
                                      QString* error = nullptr) override;
    std::optional<qint64> countMatching(const PageRequest& r, QString* error = nullptr) override;
    Page pageAtMatch(PageRequest r, const QList<RangeFilter>& matches, bool* found,
                     bool* widened = nullptr) override;
    KeyLeaves readKeyLeaves(const KeyOrderRequest& r) override;
    std::unique_ptr<Rows> readMatching(const MatchRequest& r, QString* error) override;
    std::unique_ptr<Rows> readAsOf(const AsOfRequest& r, QString* error,
                                   AsOfPlan* how = nullptr) override;
    // Commit timestamps are read in heap order and sorted here (pgcommitorder.cpp).
    CommitOrderRead readInCommitOrder(const CommitOrderRequest& r) override;
    std::unique_ptr<Rows> readInKeyOrder(const KeyOrderRequest& r, QString* error) override;
    // EXPLAIN of the statements fetchPage() runs for `r`, one plan line each: how a filter or
    // a sort is answered ("Index Scan using …"), for tests.
    QStringList queryPlan(const PageRequest& r);
    bool beginRead() override;
    void endRead() override;
    void cancel() override;
    void clearCancel() override;
    bool isCancelled() const override;

private:
    PgSource(std::unique_ptr<PgConnection> pg, const QString& name);
    // The table a page request names, from the schema read once per source.
    const TableInfo* tableNamed(const QString& name, QString* error);
    // A table's or materialized view's sample as row addresses (pgsample.cpp).
    RowSample drawByAddress(const TableInfo& table, int size, quint64 seed);
    std::unique_ptr<PgConnection> pg_;
    QString name_;  // as given, password redacted
    Schema schema_; // for the pager: the columns' types
};

// The SQL name of a server table: "schema"."relation".
QString pgRelation(const TableInfo& t);
// The expression a read selects for `column`: its storage class natively, timestamps as
// RFC 3339 text in UTC, other types as their text.
QString pgValueExpr(const TableInfo& t, const QString& column);
// The storage class `column`'s values arrive in natively (integers, float, uuid and bytea as
// Blob, text types), or nullopt for a type read through its text (timestamps and the rest).
std::optional<StorageClass> pgNativeClass(const TableInfo& t, const QString& column);
// Is `column` of a server table a timestamp or timestamptz (compared as instants, read as
// RFC 3339 text)?
bool isPgTimestamp(const TableInfo& t, const QString& column);
// $n for `v` (as a Source's Rows gave it), cast to the column's type.
QString bindValue(PgParams& p, const QVariant& v, const ColumnInfo* column);
// The int8 that codes a tid expression (`ctid`): (block << 16) | line pointer.
QString pgTidCode(const QString& ctid);
// Such codes as the text of a tid[] for a bound value.
QString pgTidArray(const std::vector<qint64>& codes);
// A stream's rows as a Source's Rows (the storage classes of source.h).
std::unique_ptr<Rows> pgRows(PgRowStream s);

} // namespace idscope::db

// planGaps: the one rule for which columns a cursor-gap analysis reads when the caller leaves
// them open (the gaps page, the report and `idscope gaps` all ask it).
#include "analysis/cursorgaps.h"
#include "analysis/profiler.h"

#include <QCoreApplication>

namespace idscope::analysis {

namespace {

// The first column whose name contains one of `parts` (any case).
QString columnNamedLike(const db::TableInfo& t, std::initializer_list<QLatin1StringView> parts)
{
    for (const db::ColumnInfo& c : t.columns) {
        for (QLatin1StringView p : parts) {
            if (c.name.contains(p, Qt::CaseInsensitive))
                return c.name;
        }
    }
    return {};
}

} // namespace

GapsPlan planGaps(const db::TableInfo& t, const GapsOptions& given, const TableProfile* profile,
                  GapsGuess guess)
{
    GapsPlan p;
    p.column = given.column.isEmpty() ? mainIdColumn(t, profile) : given.column;
    p.orderColumn = given.orderColumn;
    p.commitTimeColumn = given.commitTimeColumn;
    p.writerColumn = given.writerColumn;
    if (p.column.isEmpty())
        p.error =
            QCoreApplication::translate("idscope::analysis", "%1 has no ID column to poll by.")
                .arg(t.name);
    if (guess != GapsGuess::FromNames)
        return p;
    using L = QLatin1StringView;
    if (p.commitTimeColumn.isEmpty())
        p.commitTimeColumn = columnNamedLike(t, {L("commit")});
    if (p.writerColumn.isEmpty())
        p.writerColumn = columnNamedLike(
            t, {L("writer"), L("worker"), L("node"), L("device"), L("shard"), L("host")});
    if (p.orderColumn.isEmpty() && !t.hasRowid())
        p.orderColumn = columnNamedLike(t, {L("seq"), L("commit")});
    return p;
}

} // namespace idscope::analysis

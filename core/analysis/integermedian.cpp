#include "integermedian.h"

#include "db/source.h"

#include <QCoreApplication>
#include <QList>

#include <algorithm>

namespace idscope::analysis {

namespace {
constexpr quint64 kMedianSeed = 0x6d656469; // the same draw each time a page asks
} // namespace

IntegerMedian integerMedianOfColumn(db::Source& source, const db::TableInfo& table,
                                    const QString& column)
{
    IntegerMedian out;
    db::RowSample sample;
    const bool small = table.approxRows && *table.approxRows <= kMedianFullRows;
    if (!small) {
        sample = source.drawSample(table, kMedianSampleRows, kMedianSeed);
        if (!sample.error.isEmpty() || sample.cancelled) {
            out.error = sample.error;
            out.cancelled = sample.cancelled;
            return out;
        }
    }
    out.sampled = !small && sample.kind != db::RowSample::Kind::All;
    db::ReadRequest request;
    request.table = &table;
    request.columns = {db::ReadColumn{column, 0}};
    request.sample = out.sampled ? &sample : nullptr;
    QString err;
    const std::unique_ptr<db::Rows> rows = source.read(request, &err);
    if (!rows) {
        out.error = err.isEmpty()
                        ? QCoreApplication::translate("idscope::analysis", "cannot read the table")
                        : err;
        return out;
    }
    QList<qint64> values;
    while (rows->next()) {
        if (rows->type(0) == db::StorageClass::Integer)
            values.append(rows->int64(0));
    }
    if (rows->failed()) {
        out.cancelled = rows->interrupted();
        if (!out.cancelled)
            out.error = rows->error();
        return out;
    }
    out.values = values.size();
    if (!values.isEmpty()) {
        const auto mid = values.begin() + (values.size() - 1) / 2;
        std::nth_element(values.begin(), mid, values.end());
        out.median = *mid;
    }
    return out;
}

} // namespace idscope::analysis

// The median of a column's integer values, for the column's epoch comparison (the profile page
// lists that value under every integer profile). A table of up to kMedianFullRows rows is read
// whole, so the median is exact; a larger one through a uniform sample (Source::drawSample).
// Values stay 64-bit integers throughout; nothing passes through double. Call it from a job.
#pragma once

#include "db/schema.h"

#include <QString>

#include <optional>

namespace idscope::db {
class Source;
}

namespace idscope::analysis {

inline constexpr qint64 kMedianFullRows = 200000;
inline constexpr int kMedianSampleRows = 20000;

struct IntegerMedian {
    std::optional<qint64> median; // the lower median of the INTEGER values read
    qint64 values = 0;            // INTEGER values read (others are skipped)
    bool sampled = false;         // from a sample, not every row
    bool cancelled = false;
    QString error;
};

IntegerMedian integerMedianOfColumn(db::Source& source, const db::TableInfo& table,
                                    const QString& column);

} // namespace idscope::analysis

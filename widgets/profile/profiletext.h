// Short display texts shared by the schema explorer and the column profile page.
#pragma once

#include "analysis/columnprofile.h"

#include <QString>

namespace idscope {

// "Mixed case", "Clock skew", … (translated).
QString anomalyTitle(analysis::AnomalyKind k);
// Total count over a column's anomalies.
qint64 anomalyTotal(const analysis::ColumnProfile& p);
// One line per anomaly: "Mixed case: 3".
QString anomalySummary(const analysis::ColumnProfile& p);
// "1,234" in the user's locale, "≈1,234" when not exact.
QString rowCountText(qint64 rows, bool exact);
// An exact share of 0..1 as "82.1 %": "100 %" and "0 %" only when it is all or none, else
// "> 99.9 %" and "< 0.1 %" rather than a rounding that would claim all or none.
QString exactShareText(double share);
// Format title for display: "UUIDv7", "Discord Snowflake".
QString formatTitle(Format f);

} // namespace idscope

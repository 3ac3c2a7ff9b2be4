// The decoder report: every pasted ID with its reading (format, instant, precision, fields,
// warnings, doubt), as the decoder panel shows it. JSON carries one `decode --json` object per
// ID under "ids"; CSV is the `decode --csv` shape.
#pragma once

#include "reportmodel.h"

#include "ids/detector.h"
#include "ids/timezone.h"

namespace idscope::report {

struct DecoderReportOptions {
    QString title;       // "" : "Decoded IDs"
    QString generatedAt; // "" : now
    DisplayZone zone = DisplayZone::utc();
    int maxRows = 100000; // cap (the note says how many there were)
};

ReportDocument buildDecoderReport(const QList<DecodeResult>& results,
                                  const DecoderReportOptions& options = {});

} // namespace idscope::report

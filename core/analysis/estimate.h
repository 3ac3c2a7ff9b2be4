// What a sample says about the whole table: a share with its 95 % interval, a count scaled to
// the table with its interval. A profile read from every row gives exact figures (`exact`);
// a sample's figures are estimates and say so wherever they are shown.
#pragma once

#include "db/rowsample.h"

#include <QLocale>
#include <QString>
#include <QtGlobal>

namespace idscope::analysis {

using SampleDesign = db::SampleDesign; // how the sample's rows were drawn (db/rowsample.h)

struct ShareEstimate {
    double share = 0; // point estimate, 0..1
    double low = 0;   // 95 % interval
    double high = 0;
    bool exact = true;                                 // every row was read: low = share = high
    double margin() const { return (high - low) / 2; } // for "± x %"
};

struct CountEstimate {
    qint64 value = 0; // in the whole table
    qint64 low = 0;
    qint64 high = 0;
    bool exact = true;
    qint64 seen = 0; // the sample's own count
    qint64 of = 0;   // … among this many sampled values
};

// `hits` of `of` sampled values. Wilson score interval at 95 % on the effective size
// (of × effective / drawn), narrowed by the finite-population correction for draws without
// replacement. Exact (no interval) when the design is not a sample.
ShareEstimate estimateShare(const SampleDesign& d, qint64 hits, qint64 of);
// `hits` among `of` sampled rows, scaled to `population` values (default: the table's rows).
CountEstimate estimateCount(const SampleDesign& d, qint64 hits, qint64 of, qint64 population = -1);

// A share as a percentage in the UI locale, the one spelling every view uses: "82.1 %",
// "82,1 %" in Russian.
QString percentText(double share, int digits = 1, const QLocale& l = QLocale());
// "≈ 82 % ± 2 %" (sample) or "82.1 %" (exact), in the UI locale; `digits` for the exact form.
QString shareText(const ShareEstimate& e, int digits = 1, const QLocale& l = QLocale());
// "≈ 13,100 (12,400–13,800)" for an estimate, "13,130" when exact; "seen in the sample: 2 of
// 1,000" when the sample saw too few to scale (fewer than 5 hits).
QString countText(const CountEstimate& e, const QLocale& l = QLocale());
// An estimate rounded to a step that keeps what its margin (half the interval) says:
// 13,130 ± 700 → 13,100, so that no digit claims more than the sample knows.
qint64 roundTo(double value, double margin);

} // namespace idscope::analysis

#include "estimate.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace idscope::analysis {

namespace {

constexpr double kZ = 1.959963984540054; // two-sided 95 %
constexpr qint64 kFewestToScale = 5;     // fewer hits: say what the sample saw instead

} // namespace

qint64 roundTo(double v, double margin)
{
    if (margin <= 0)
        return std::llround(v);
    const double step = std::pow(10.0, std::floor(std::log10(std::max(1.0, margin / 2))));
    return qint64(std::llround(v / step) * step);
}

QString percentText(double share, int digits, const QLocale& l)
{
    return QCoreApplication::translate("idscope::analysis", "%1 %")
        .arg(l.toString(100.0 * share, 'f', digits));
}

ShareEstimate estimateShare(const SampleDesign& d, qint64 hits, qint64 of)
{
    ShareEstimate e;
    e.share = of > 0 ? double(hits) / double(of) : 0;
    e.low = e.high = e.share;
    e.exact = !d.isSample() || of <= 0;
    if (e.exact)
        return e;
    // The effective size of this denominator: a column's non-NULL values are a part of the
    // drawn rows and carry the same design effect.
    double n = double(of) * std::min(1.0, d.effective / double(d.drawn));
    if (d.withoutReplacement && d.population > 1) {
        // Values of this kind in the table, as the sample's proportion of them says.
        const double pop = double(d.population) * double(of) / double(d.drawn);
        const double fpc = (pop - double(of)) / std::max(1.0, pop - 1);
        if (fpc <= 0) { // the sample is the whole table
            e.exact = true;
            return e;
        }
        n /= fpc;
    }
    n = std::max(n, 1.0);
    const double p = e.share;
    const double z2 = kZ * kZ;
    const double denom = 1 + z2 / n;
    const double centre = (p + z2 / (2 * n)) / denom;
    const double half = kZ * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom;
    e.low = std::clamp(centre - half, 0.0, p);
    e.high = std::clamp(centre + half, p, 1.0);
    return e;
}

CountEstimate estimateCount(const SampleDesign& d, qint64 hits, qint64 of, qint64 population)
{
    CountEstimate c;
    c.seen = hits;
    c.of = of;
    const qint64 pop = population >= 0 ? population : d.population;
    const ShareEstimate s = estimateShare(d, hits, of);
    c.exact = s.exact;
    if (c.exact || pop <= 0) {
        c.value = c.low = c.high = hits;
        return c;
    }
    c.value = std::llround(s.share * double(pop));
    c.low = std::max(hits, qint64(std::floor(s.low * double(pop))));
    c.high = std::max(c.low, qint64(std::ceil(s.high * double(pop))));
    c.value = std::clamp(c.value, c.low, c.high);
    return c;
}

QString shareText(const ShareEstimate& e, int digits, const QLocale& l)
{
    if (e.exact)
        return percentText(e.share, digits, l);
    const double m = e.margin();
    if (e.share == 0) // none seen: only an upper bound is known
        return QCoreApplication::translate("idscope::analysis", "< %1")
            .arg(percentText(e.high, 1, l));
    const int d = m >= 0.01 ? 0 : 1; // the margin decides how many digits mean something
    if (m < 0.0005)
        return QCoreApplication::translate("idscope::analysis", "≈ %1")
            .arg(percentText(e.share, 1, l));
    return QCoreApplication::translate("idscope::analysis", "≈ %1 ± %2")
        .arg(percentText(e.share, d, l), percentText(m, d, l));
}

QString countText(const CountEstimate& e, const QLocale& l)
{
    if (e.exact)
        return l.toString(e.value);
    if (e.seen < kFewestToScale)
        return QCoreApplication::translate("idscope::analysis", "seen in the sample: %1 of %2")
            .arg(l.toString(e.seen), l.toString(e.of));
    const double margin = double(e.high - e.low) / 2;
    return QCoreApplication::translate("idscope::analysis", "≈ %1 (%2–%3)")
        .arg(l.toString(roundTo(double(e.value), margin)),
             l.toString(roundTo(double(e.low), margin)),
             l.toString(roundTo(double(e.high), margin)));
}

} // namespace idscope::analysis

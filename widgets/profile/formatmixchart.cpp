#include "formatmixchart.h"

#include "charttheme.h"
#include "profiletext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>

namespace idscope {

namespace {
constexpr int kMaxBars = 6;
}

FormatMixChart::FormatMixChart(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->hide();
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setFixedHeight(preferredHeight());
    rebuild();
}

QSize FormatMixChart::sizeHint() const
{
    return {360, preferredHeight()};
}

int FormatMixChart::preferredHeight() const
{
    // Bars about two lines high whatever their number: one bar must not fill the box.
    const int rows = std::max<int>(1, int(bars_.size()));
    return 70 + rows * fontMetrics().height() * 5 / 2;
}

void FormatMixChart::setProfile(const analysis::ColumnProfile* p)
{
    bars_.clear();
    shares_.clear();
    total_ = 0;
    if (p && p->nonNull() > 0) {
        total_ = p->nonNull();
        QList<QPair<Format, qint64>> merged;
        for (const analysis::FormatCount& fc : p->formats) {
            auto it = std::find_if(merged.begin(), merged.end(),
                                   [&](const auto& m) { return m.first == fc.format; });
            if (it == merged.end())
                merged.append({fc.format, fc.count});
            else
                it->second += fc.count;
        }
        std::stable_sort(merged.begin(), merged.end(),
                         [](const auto& a, const auto& b) { return a.second > b.second; });
        qint64 shown = 0;
        qint64 other = 0;
        for (qsizetype i = 0; i < merged.size(); ++i) {
            if (i < kMaxBars) {
                bars_.append({formatTitle(merged[i].first), merged[i].second});
                shown += merged[i].second;
            } else {
                other += merged[i].second;
            }
        }
        if (other > 0)
            bars_.append({tr("other formats"), other});
        const qint64 none = total_ - shown - other;
        if (none > 0)
            bars_.append({tr("no format"), none});
        for (const auto& bar : std::as_const(bars_)) {
            const analysis::ShareEstimate e =
                analysis::estimateShare(p->design, bar.second, total_);
            shares_ << (e.exact ? exactShareText(e.share) : analysis::shareText(e));
        }
    }
    rebuild();
    setFixedHeight(preferredHeight());
    updateGeometry();
}

void FormatMixChart::rebuild()
{
    QChart* c = chart();
    clearChart(c);
    auto* series = new QHorizontalBarSeries;
    auto* set = new QBarSet(tr("Share of values"));
    QStringList categories;
    // Horizontal bars stack upwards: add the smallest first so the largest is on top.
    // The share is written beside the bar's name in the UI locale (the chart's own labels
    // know neither the locale nor a sample's "≈ … ± …").
    for (qsizetype i = bars_.size() - 1; i >= 0; --i) {
        // Two lines: a sample's "≈ 82 % ± 2 %" would not fit beside the name.
        categories << QStringLiteral("%1<br>%2")
                          .arg(bars_[i].first.toHtmlEscaped(), shares_.value(i).toHtmlEscaped());
        *set << (total_ > 0 ? 100.0 * double(bars_[i].second) / double(total_) : 0.0);
    }
    series->append(set);
    series->setLabelsVisible(false);
    series->setBarWidth(0.7);
    c->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setTruncateLabels(false); // the chart makes room; a cut "Unix seconds 10…" says nothing
    auto* x = new QValueAxis;
    x->setRange(0, 100);
    x->setTickCount(3); // 0, 50, 100 %: room for the labels in a narrow box
    x->setLabelFormat(QStringLiteral("%d %"));
    c->addAxis(y, Qt::AlignLeft);
    c->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    applyChartPalette(this);
    // The bars' own colour comes from the theme; labels inside need the contrast of the
    // highlighted text.
    set->setLabelColor(palette().color(QPalette::HighlightedText));
    set->setColor(palette().color(QPalette::Highlight));
    set->setBorderColor(palette().color(QPalette::Highlight));
}

void FormatMixChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        rebuild();
}

} // namespace idscope

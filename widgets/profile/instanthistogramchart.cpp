#include "instanthistogramchart.h"

#include "charttheme.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QEvent>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace idscope {

InstantHistogramChart::InstantHistogramChart(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->hide();
    // Room on the right for a date label centred on the last tick.
    chart()->setMargins(QMargins(4, 4, 40, 4));
    setMinimumHeight(180);
    rebuild();
}

QSize InstantHistogramChart::sizeHint() const
{
    return {520, 240};
}

void InstantHistogramChart::setHistogram(const analysis::InstantHistogram& h)
{
    h_ = h;
    message_.clear();
    rebuild();
}

void InstantHistogramChart::clear(const QString& message)
{
    h_ = {};
    message_ = message;
    rebuild();
}

void InstantHistogramChart::setZone(const DisplayZone& zone)
{
    zone_ = zone;
    rebuild();
}

int InstantHistogramChart::maxTicks() const
{
    // As many labels as fit side by side with a gap, measured on the labels themselves.
    const int room = std::max(100, width() - 90);
    const QFontMetrics fm(font());
    for (int m = 12; m > 2; --m) {
        const QList<analysis::HistogramTick> ticks = analysis::histogramTicks(h_, m, &zone_);
        // Labels after the first omit an unchanged date: sum the real widths, and keep the
        // gap wide enough for the first (longest) one centred on its tick.
        int total = 0;
        int widest = 0;
        for (const analysis::HistogramTick& t : ticks) {
            const int w = fm.horizontalAdvance(t.label);
            total += w + 16;
            widest = std::max(widest, w);
        }
        if (total + widest / 2 <= room)
            return m;
    }
    return 2;
}

QStringList InstantHistogramChart::countLabels() const
{
    // The value axis draws its labels as text items of the scene, left of the plot area.
    QStringList labels;
    const qreal left = chart()->plotArea().left();
    for (const QGraphicsItem* item : scene()->items()) {
        const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        if (text && text->isVisible() && text->sceneBoundingRect().right() <= left + 1)
            labels << text->toPlainText();
    }
    return labels;
}

QStringList InstantHistogramChart::tickLabels() const
{
    const auto axes = chart()->axes(Qt::Horizontal);
    if (axes.isEmpty())
        return {};
    if (auto* a = qobject_cast<QCategoryAxis*>(axes.first()))
        return a->categoriesLabels();
    return {};
}

void InstantHistogramChart::rebuild()
{
    QChart* c = chart();
    clearChart(c);
    builtTicks_ = maxTicks();
    c->setTitle(message_);
    const int n = int(h_.counts.size());
    if (n > 0) {
        auto* series = new QBarSeries;
        auto* set = new QBarSet(tr("Values"));
        qint64 peak = 0;
        for (qint64 v : std::as_const(h_.counts)) {
            *set << double(v);
            peak = std::max(peak, v);
        }
        series->append(set);
        series->setBarWidth(0.9);
        c->addSeries(series);
        auto* x = new QCategoryAxis;
        x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        x->setRange(-0.5, n - 0.5);
        QList<analysis::HistogramTick> ticks = analysis::histogramTicks(h_, builtTicks_, &zone_);
        // One date for every tick: it goes into the axis title, so the first label is as
        // short as the others (Qt Charts elides a label wider than its spacing).
        bool oneDate = ticks.size() > 1 && ticks.first().label.contains(QLatin1Char(' '));
        for (qsizetype i = 1; oneDate && i < ticks.size(); ++i)
            oneDate = !ticks[i].label.contains(QLatin1Char(' '));
        if (oneDate) {
            const qsizetype space = ticks.first().label.indexOf(QLatin1Char(' '));
            x->setTitleText(ticks.first().label.left(space));
            ticks.first().label = ticks.first().label.mid(space + 1);
        }
        for (const analysis::HistogramTick& t : std::as_const(ticks))
            x->append(t.label, t.bin - 0.5);
        x->setGridLineVisible(false);
        auto* y = new QValueAxis;
        y->setRange(0, double(std::max<qint64>(peak, 1)));
        // Counts in the UI locale, grouped ("20,000", "20 000"), like every count on the page:
        // Qt Charts spells "%.0f" through the chart's locale when it localizes numbers.
        c->setLocale(QLocale());
        c->setLocalizeNumbers(true);
        y->setLabelFormat(QStringLiteral("%.0f"));
        y->applyNiceNumbers();
        c->addAxis(x, Qt::AlignBottom);
        c->addAxis(y, Qt::AlignLeft);
        series->attachAxis(x);
        series->attachAxis(y);
        connect(series, &QBarSeries::hovered, this, [this](bool on, int index) {
            if (!on) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(),
                               tr("%1\n%2 values")
                                   .arg(analysis::binRangeText(h_, index, &zone_),
                                        QLocale().toString(h_.counts.value(index))),
                               this);
        });
        applyChartPalette(this);
        set->setColor(palette().color(QPalette::Highlight));
        set->setBorderColor(palette().color(QPalette::Highlight));
    } else {
        applyChartPalette(this);
    }
}

void InstantHistogramChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        rebuild();
}

void InstantHistogramChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    if (maxTicks() != builtTicks_)
        rebuild();
}

} // namespace idscope

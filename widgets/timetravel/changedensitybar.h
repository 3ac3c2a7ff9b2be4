// A thin strip above the time slider: one bar per slice of [first change, last change],
// as tall as the number of versions in it, so the user sees where history is dense.
#pragma once

#include "ids/instant.h"

#include <QList>
#include <QWidget>

namespace idscope {

// Instant ↔ x over a strip `width` pixels wide, and instant ↔ slider position. Kept apart
// from the widget so the maths can be tested without painting.
struct DensityScale {
    Instant first, last;
    int width = 0;
    int sliderMax = 1000;

    bool isEmpty() const { return width <= 0 || !(first <= last); }
    double fraction(const Instant& t) const; // 0..1, clamped
    Instant atFraction(double f) const;      // clamped to [first, last]
    int xOf(const Instant& t) const { return int(fraction(t) * (width - 1) + 0.5); }
    Instant instantAtX(int x) const { return atFraction(width > 1 ? double(x) / (width - 1) : 0); }
    int sliderOf(const Instant& t) const { return int(fraction(t) * sliderMax + 0.5); }
    Instant instantAtSlider(int v) const { return atFraction(double(v) / sliderMax); }
};

class ChangeDensityBar : public QWidget {
    Q_OBJECT
public:
    explicit ChangeDensityBar(QWidget* parent = nullptr);

    void setTicks(const QList<qint64>& ticks); // versions per equal slice
    void setMarker(double fraction);           // the current T, 0..1; < 0 hides it
    QSize sizeHint() const override { return {200, 22}; }
    QSize minimumSizeHint() const override { return {40, 14}; }

protected:
    void paintEvent(QPaintEvent* e) override;

private:
    QList<qint64> ticks_;
    qint64 max_ = 0;
    double marker_ = -1;
};

} // namespace idscope

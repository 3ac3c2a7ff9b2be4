// How late the missed rows were: the share of them (y) whose lateness is at most x, x on a
// log scale from 1 ms, with the safety window W drawn as a vertical line. LatenessCdfLayout
// does the maths (testable); LatenessCdf only draws.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QWidget>

#include <vector>

namespace idscope {

struct LatenessCdfLayout {
    QRectF plot;
    double maxMs = 1;           // right end of the x axis (the first round mark past the data)
    std::vector<QPointF> curve; // steps of the CDF
    double windowX = -1;        // x of the W line; < 0: none
    qint64 count = 0;           // rows in the CDF
    qint64 atMostWindow = 0;    // rows whose lateness is <= W
    struct Tick {
        double pos = 0;
        QString label;
    };
    std::vector<Tick> xTicks, yTicks;

    double xOf(double ms) const; // log scale, values below 1 ms at the left edge
    double yOf(double share) const;

    // `latenessUs` need not be sorted.
    static LatenessCdfLayout compute(std::vector<qint64> latenessUs, QSizeF size, qint64 windowMs,
                                     double leftMargin = 40, double bottomMargin = 36);
};

class LatenessCdf : public QWidget {
    Q_OBJECT
public:
    explicit LatenessCdf(QWidget* parent = nullptr);
    void setLateness(std::vector<qint64> latenessUs);
    void setWindowMs(qint64 ms); // < 0: no line
    const LatenessCdfLayout& layout() const { return layout_; }
    QSize minimumSizeHint() const override { return {160, 100}; }

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void changeEvent(QEvent* e) override;

private:
    void relayout();
    std::vector<qint64> lateness_;
    qint64 windowMs_ = -1;
    LatenessCdfLayout layout_;
};

} // namespace idscope

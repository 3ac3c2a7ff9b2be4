// Tools ▸ Collision calculator: insert rate, timestamp resolution and random bits per tick →
// the odds of a duplicate key per tick, per second and per year, and the rate at which they
// cross 0.1 % a year (the birthday bound). The maths lives in analysis/collision.h.
#pragma once

#include "analysis/collision.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace idscope {

class CollisionCalculatorDialog : public QDialog {
    Q_OBJECT
public:
    explicit CollisionCalculatorDialog(QWidget* parent = nullptr);
    ~CollisionCalculatorDialog() override; // remembers the inputs
    void done(int result) override;

    // Format::Count selects "Custom" (inputs kept as they are).
    void setPreset(Format f);
    Format preset() const;
    void setRate(double idsPerSecond);

    analysis::CollisionModel model() const;
    analysis::CollisionOdds odds() const { return odds_; }
    double crossingRate() const { return crossing_; } // NaN when out of range or not random
    QString resultsText() const;                      // what Copy results puts on the clipboard

private:
    void applyPreset();
    void inputsEdited();
    void recompute();
    void restore();
    void store() const;
    QString explanation() const;
    QString nodeClockExplanation(const analysis::CollisionPreset& p,
                                 const analysis::CollisionModel& m) const;

    QComboBox* preset_;
    QDoubleSpinBox* rate_;
    QComboBox* resolution_;
    QSpinBox* bits_;
    QLabel* perTickCount_;
    QLabel* perTick_;
    QLabel* perSecond_;
    QLabel* perYear_;
    QLabel* every_;
    QLabel* crossingLabel_;
    QLabel* explanation_;
    analysis::CollisionOdds odds_;
    double crossing_ = 0;
};

// Number spellings shared with the tests: "3.9 × 10⁻²³", "12.5 %", "10,000". Durations are
// humanDuration's (ids/timezone.h), up to years.
QString formatProbability(double p);
QString formatQuantity(double v);

} // namespace idscope

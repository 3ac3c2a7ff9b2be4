// A background job as a page shows it: a progress bar and a Cancel button, hidden while no job
// runs. The bar is busy until the first report, then counts per mille, so totals beyond
// INT_MAX fit. Following a db::JobSlot, its progress reports move the bar and Cancel cancels
// it; the page still decides when the bar goes (finish()), as the outcome arrives.
#pragma once

#include <QWidget>

class QProgressBar;
class QPushButton;

namespace idscope {

namespace db {
class JobSlot;
}

class JobProgress : public QWidget {
    Q_OBJECT
public:
    explicit JobProgress(QWidget* parent = nullptr);

    // `slot` belongs to the same page and so lives as long as this widget is used.
    void follow(db::JobSlot& slot);
    void setCancelToolTip(const QString& tip);
    void setBarWidth(int maximum);

    void start(); // shown, busy
    void setProgress(qint64 done, qint64 total);
    void finish(); // hidden
    bool isActive() const;

    QProgressBar* bar() const { return bar_; }
    QPushButton* cancelButton() const { return cancel_; }

signals:
    void cancelRequested(); // Cancel was pressed (the followed slot is already cancelled)

private:
    QProgressBar* bar_;
    QPushButton* cancel_;
    db::JobSlot* slot_ = nullptr;
};

} // namespace idscope

#include "common/jobprogress.h"

#include "db/jobrunner.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

namespace idscope {

JobProgress::JobProgress(QWidget* parent)
    : QWidget(parent), bar_(new QProgressBar(this)), cancel_(new QPushButton(tr("Cancel"), this))
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(bar_);
    row->addWidget(cancel_);
    bar_->setRange(0, 1000);
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (slot_)
            slot_->cancel();
        emit cancelRequested();
    });
    hide();
}

void JobProgress::follow(db::JobSlot& slot)
{
    slot_ = &slot;
    slot.setProgressHandler([this](qint64 done, qint64 total) { setProgress(done, total); });
}

void JobProgress::setCancelToolTip(const QString& tip)
{
    cancel_->setToolTip(tip);
}

void JobProgress::setBarWidth(int maximum)
{
    bar_->setMaximumWidth(maximum);
}

void JobProgress::start()
{
    bar_->setRange(0, 0);
    show();
}

void JobProgress::setProgress(qint64 done, qint64 total)
{
    if (total <= 0)
        return;
    bar_->setRange(0, 1000);
    bar_->setValue(int(std::clamp<qint64>(done * 1000 / total, 0, 1000)));
}

void JobProgress::finish()
{
    hide();
}

bool JobProgress::isActive() const
{
    return !isHidden();
}

} // namespace idscope

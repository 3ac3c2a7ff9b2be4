#include "decoderunner.h"

#include "pastesplitter.h"

#include <QRunnable>

namespace idscope {

// Runs on the pool thread; reaches the runner only through post().
class DecodeRunner::Task : public QRunnable {
public:
    Task(DecodeRunner* runner, quint64 generation, QString text, const DecodeOptions& options,
         std::shared_ptr<std::atomic<bool>> cancel)
        : runner_(runner), generation_(generation), text_(std::move(text)), options_(options),
          cancel_(std::move(cancel))
    {
    }

    void run() override
    {
        QStringList inputs = splitPastedText(text_);
        text_.clear();
        const int dropped = int(qMax<qsizetype>(0, inputs.size() - kMaxInputs));
        if (dropped > 0)
            inputs.resize(kMaxInputs);
        const int total = int(inputs.size());
        runner_->post(generation_, [total, dropped](DecodeRunner& r) {
            r.total_ = total;
            emit r.started(total, dropped);
            emit r.progress(0, total);
        });

        const Detector detector(options_);
        for (int begin = 0; begin < total; begin += kChunkSize) {
            if (cancel_->load())
                return;
            const int end = qMin(total, begin + kChunkSize);
            QList<DecodeResult> rows;
            rows.reserve(end - begin);
            for (int i = begin; i < end; ++i)
                rows.append(decodeText(inputs.at(i), detector));
            runner_->post(generation_, [rows = std::move(rows), end](DecodeRunner& r) {
                emit r.rowsReady(rows);
                emit r.progress(end, r.total_);
            });
        }
        runner_->post(generation_, [](DecodeRunner& r) {
            r.running_ = false;
            emit r.finished(false);
        });
    }

private:
    DecodeRunner* runner_;
    quint64 generation_;
    QString text_;
    DecodeOptions options_;
    std::shared_ptr<std::atomic<bool>> cancel_;
};

DecodeRunner::DecodeRunner(QObject* parent) : QObject(parent)
{
    // One worker: a newer job starts once the cancelled one has noticed its flag.
    pool_.setMaxThreadCount(1);
}

DecodeRunner::~DecodeRunner()
{
    if (cancelFlag_)
        cancelFlag_->store(true);
    pool_.waitForDone();
}

void DecodeRunner::start(const QString& text, const DecodeOptions& options)
{
    if (cancelFlag_)
        cancelFlag_->store(true);
    cancelFlag_ = std::make_shared<std::atomic<bool>>(false);
    running_ = true;
    total_ = 0;
    pool_.start(new Task(this, ++generation_, text, options, cancelFlag_));
}

void DecodeRunner::cancel()
{
    if (!running_)
        return;
    cancelFlag_->store(true);
    ++generation_; // whatever is already queued is now stale
    running_ = false;
    emit finished(true);
}

void DecodeRunner::post(quint64 generation, std::function<void(DecodeRunner&)> deliver)
{
    // The runner outlives every task (its destructor waits for the pool), and Qt discards
    // queued calls to a deleted object, so `this` is safe here.
    QMetaObject::invokeMethod(
        this,
        [this, generation, deliver = std::move(deliver)] {
            if (generation == generation_)
                deliver(*this);
        },
        Qt::QueuedConnection);
}

} // namespace idscope

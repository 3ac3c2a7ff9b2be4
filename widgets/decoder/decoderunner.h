// Decodes pasted text off the GUI thread, in chunks, so thousands of lines never freeze the
// window. One job at a time: starting a new one or cancelling bumps a generation number and
// every result of an older generation is dropped on arrival (hotspot's JobTracker idea).
#pragma once

#include "ids/detector.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

namespace idscope {

class DecodeRunner : public QObject {
    Q_OBJECT
public:
    static constexpr int kChunkSize = 500;    // rows per delivery
    static constexpr int kMaxInputs = 100000; // more is pointless to show in a table

    explicit DecodeRunner(QObject* parent = nullptr);
    ~DecodeRunner() override; // cancels and waits, so no worker outlives the runner

    // Starts decoding `text`; a running job is cancelled and its pending results dropped.
    void start(const QString& text, const DecodeOptions& options);
    // Stops the current job; rows already delivered stay, no more arrive.
    void cancel();
    bool isRunning() const { return running_; }

signals:
    // The text was split into `total` values (`dropped` more were over kMaxInputs).
    void started(int total, int dropped);
    void rowsReady(const QList<idscope::DecodeResult>& rows);
    void progress(int done, int total);
    void finished(bool cancelled);

private:
    class Task;
    // Called from the worker: runs `deliver` on the GUI thread if `generation` is current.
    void post(quint64 generation, std::function<void(DecodeRunner&)> deliver);

    QThreadPool pool_;
    quint64 generation_ = 0;
    std::shared_ptr<std::atomic<bool>> cancelFlag_;
    int total_ = 0;
    bool running_ = false;
};

} // namespace idscope

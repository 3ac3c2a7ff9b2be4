#include "jobrunner.h"

#include "connection.h"
#include "opensource.h"
#include "pgconnection.h"

#include <QMutex>
#include <QMutexLocker>
#include <QPointer>
#include <QThread>

#include <chrono>

namespace idscope::db {

struct JobSlot::State {
    std::shared_ptr<JobState> current; // the newest job, until its outcome is delivered
    std::function<void(qint64, qint64)> progress;
};

struct JobState {
    std::atomic_bool cancel{false};
    QMutex connMutex; // guards `conn` against cancel() racing with the job's end
    Source* conn = nullptr;
    std::atomic<qint64> lastReportMs{-1};
    JobRunner* runner = nullptr;
    std::weak_ptr<JobState> self;
    std::weak_ptr<JobSlot::State> slot; // where the outcome goes
    QPointer<QObject> receiver;         // read on the runner's thread only

    void requestCancel()
    {
        cancel.store(true);
        QMutexLocker lock(&connMutex);
        if (conn)
            conn->cancel();
    }
    void attach(Source* c)
    {
        QMutexLocker lock(&connMutex);
        conn = c;
        if (c && cancel.load())
            c->cancel();
    }
    // True when this report should be dropped: another went out less than 100 ms ago.
    bool throttled(qint64 done, qint64 total)
    {
        using namespace std::chrono;
        const qint64 now =
            duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
        const qint64 last = lastReportMs.load(std::memory_order_relaxed);
        if (done < total && last >= 0 && now - last < 100)
            return true;
        lastReportMs.store(now, std::memory_order_relaxed);
        return false;
    }
};

bool JobContext::hasSource() const
{
    return s_.conn != nullptr;
}

Source& JobContext::source()
{
    Q_ASSERT(s_.conn);
    return *s_.conn;
}

bool JobContext::isCancelled() const
{
    return s_.cancel.load(std::memory_order_relaxed);
}

const std::atomic_bool& JobContext::cancelFlag() const
{
    return s_.cancel;
}

void JobContext::reportProgress(qint64 done, qint64 total)
{
    if (s_.throttled(done, total))
        return;
    std::weak_ptr<JobSlot::State> slot = s_.slot;
    post([slot, done, total] {
        if (const auto s = slot.lock(); s && s->progress)
            s->progress(done, total);
    });
}

std::function<bool(qint64, qint64)> JobContext::progressCallback()
{
    return [this](qint64 done, qint64 total) {
        reportProgress(done, total);
        return !isCancelled();
    };
}

void JobContext::post(std::function<void()> fn)
{
    if (const std::shared_ptr<JobState> self = s_.self.lock())
        s_.runner->post(self, std::move(fn), false);
}

JobSlot::JobSlot() : s_(std::make_shared<State>()) {}

JobSlot::~JobSlot()
{
    reset();
}

bool JobSlot::isRunning() const
{
    return s_->current != nullptr;
}

void JobSlot::cancel()
{
    if (s_->current)
        s_->current->requestCancel();
}

void JobSlot::reset()
{
    if (const std::shared_ptr<JobState> job = std::exchange(s_->current, nullptr))
        job->requestCancel();
}

void JobSlot::setProgressHandler(std::function<void(qint64, qint64)> handler)
{
    s_->progress = std::move(handler);
}

JobRunner::JobRunner(QObject* parent, int threads) : QObject(parent)
{
    pool_.setMaxThreadCount(threads);
}

JobRunner::~JobRunner()
{
    cancelAll();
    pool_.waitForDone();
    dropIdle();
}

void JobRunner::setDatabase(const QString& path, const QString& password)
{
    cancelAll();
    path_ = path;
    password_ = password;
    dropIdle();
}

std::unique_ptr<Source> JobRunner::takeIdle(quint64 generation)
{
    const QMutexLocker lock(&idleMutex_);
    if (generation != generation_ || idle_.empty())
        return nullptr;
    std::unique_ptr<Source> s = std::move(idle_.back());
    idle_.pop_back();
    return s;
}

void JobRunner::keepIdle(std::unique_ptr<Source> source, quint64 generation)
{
    PgConnection* pg = source ? source->postgres() : nullptr;
    if (!pg || !pg->isReusable())
        return; // closed here, on the job's thread
    QMutexLocker lock(&idleMutex_);
    if (generation != generation_ || idle_.size() >= std::size_t(pool_.maxThreadCount()))
        return;
    idle_.push_back(std::move(source));
}

void JobRunner::dropIdle()
{
    std::vector<std::unique_ptr<Source>> old;
    {
        const QMutexLocker lock(&idleMutex_);
        ++generation_;
        old.swap(idle_);
    }
    old.clear(); // disconnects outside the lock
}

void JobRunner::launch(JobSlot& slot, QObject* receiver, Erased job, Needs needs)
{
    Q_ASSERT(receiver && receiver->thread() == thread());
    auto state = std::make_shared<JobState>();
    state->runner = this;
    state->self = state;
    state->slot = slot.s_;
    state->receiver = receiver;
    if (const std::shared_ptr<JobState> old = std::exchange(slot.s_->current, state))
        old->requestCancel(); // superseded: its outcome is dropped on arrival
    live_.removeIf([](const std::weak_ptr<JobState>& w) { return w.expired(); });
    live_.append(state);
    const bool withConnection = needs != Needs::Nothing;
    const QString path = withConnection ? path_ : QString();
    const QString password = withConnection ? password_ : QString();
    quint64 generation = 0;
    {
        const QMutexLocker lock(&idleMutex_);
        generation = generation_;
    }
    pool_.start([this, state, path, password, withConnection, generation,
                 job = std::move(job)]() mutable {
        End end = state->cancel.load() ? End::Cancelled : End::Ran;
        QString error;
        std::unique_ptr<Source> conn;
        if (end == End::Ran && withConnection) {
            OpenError err = OpenError::None;
            conn = takeIdle(generation);
            if (!conn)
                conn = openSource(path, &err, &error, {password, &state->cancel});
            if (!conn)
                end = End::Failed;
        }
        if (end == End::Ran) {
            state->attach(conn.get());
            JobContext ctx(*state);
            job.run(ctx);
            state->attach(nullptr);
        }
        if (end == End::Ran && !state->cancel.load())
            keepIdle(std::move(conn), generation);
        conn.reset();
        auto deliver = std::move(job.deliver);
        post(
            state,
            [state, end, error, deliver = std::move(deliver)]() mutable {
                deliver(state->cancel.load() ? End::Cancelled : end, error);
            },
            true);
    });
}

void JobRunner::post(const std::shared_ptr<JobState>& state, std::function<void()> fn, bool last)
{
    // Through the runner, which outlives every job (its destructor waits for the pool), then
    // on its thread to the receiver, whose QPointer says whether it still exists.
    QMetaObject::invokeMethod(
        this,
        [this, state, fn = std::move(fn), last] {
            const std::shared_ptr<JobSlot::State> slot = state->slot.lock();
            if (!slot || slot->current != state)
                return; // superseded, reset, or the slot is gone
            if (last) {
                slot->current.reset();
                live_.removeIf([&](const std::weak_ptr<JobState>& w) {
                    return w.expired() || w.lock() == state;
                });
            } else if (state->cancel.load()) {
                return;
            }
            if (state->receiver)
                fn();
        },
        Qt::QueuedConnection);
}

void JobRunner::cancelAll()
{
    for (const std::weak_ptr<JobState>& w : std::as_const(live_))
        if (const auto s = w.lock())
            s->requestCancel();
}

bool JobRunner::waitForDone(int msecs)
{
    return pool_.waitForDone(msecs);
}

} // namespace idscope::db

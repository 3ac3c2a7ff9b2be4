#include "jobrunner.h"

#include "connection.h"

#include <QMutexLocker>
#include <QThread>

#include <chrono>

namespace idscope::db {

struct JobSlot::State {
    std::shared_ptr<JobState> current; // the newest job, until its outcome is delivered
    std::function<void(qint64, qint64)> progress;
};

struct JobState {
    quint64 id = 0;
    QString lane; // lane API only
    std::atomic_bool cancel{false};
    QMutex connMutex; // guards `conn` against cancel() racing with the job's end
    Connection* conn = nullptr;
    std::atomic<qint64> lastReportMs{-1};
    JobRunner* runner = nullptr;
    std::weak_ptr<JobState> self;
    bool slotJob = false;
    std::weak_ptr<JobSlot::State> slot; // slot jobs: where the outcome goes
    QPointer<QObject> receiver;         // read on the runner's thread only

    void requestCancel()
    {
        cancel.store(true);
        QMutexLocker lock(&connMutex);
        if (conn)
            conn->cancel();
    }
    void attach(Connection* c)
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

bool JobContext::hasConnection() const
{
    return s_.conn != nullptr;
}

Connection& JobContext::connection()
{
    Q_ASSERT(s_.conn);
    return *s_.conn;
}

bool JobContext::isCancelled() const
{
    return s_.cancel.load(std::memory_order_relaxed);
}

void JobContext::reportProgress(qint64 done, qint64 total)
{
    if (s_.throttled(done, total))
        return;
    JobRunner* r = s_.runner;
    if (s_.slotJob) {
        std::weak_ptr<JobSlot::State> slot = s_.slot;
        post([slot, done, total] {
            if (const auto s = slot.lock(); s && s->progress)
                s->progress(done, total);
        });
        return;
    }
    const QString lane = s_.lane;
    const quint64 id = s_.id;
    QMetaObject::invokeMethod(
        r,
        [r, lane, id, done, total] {
            if (r->isNewest(lane, id))
                emit r->progress(lane, id, done, total);
        },
        Qt::QueuedConnection);
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
    if (const std::shared_ptr<JobState> self = s_.self.lock(); self && s_.slotJob)
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
}

void JobRunner::setDatabase(const QString& path)
{
    cancelAll();
    path_ = path;
}

void JobRunner::launch(JobSlot& slot, QObject* receiver, Erased job, bool withConnection)
{
    Q_ASSERT(receiver && receiver->thread() == thread());
    auto state = std::make_shared<JobState>();
    state->id = nextId_.fetch_add(1);
    state->runner = this;
    state->self = state;
    state->slotJob = true;
    state->slot = slot.s_;
    state->receiver = receiver;
    if (const std::shared_ptr<JobState> old = std::exchange(slot.s_->current, state))
        old->requestCancel(); // superseded: its outcome is dropped on arrival
    {
        QMutexLocker lock(&mutex_);
        live_.removeIf([](const std::weak_ptr<JobState>& w) { return w.expired(); });
        live_.append(state);
    }
    const QString path = withConnection ? path_ : QString();
    pool_.start([this, state, path, withConnection, job = std::move(job)]() mutable {
        End end = state->cancel.load() ? End::Cancelled : End::Ran;
        QString error;
        std::unique_ptr<Connection> conn;
        if (end == End::Ran && withConnection) {
            OpenError err = OpenError::None;
            conn = Connection::open(path, &err, &error);
            if (!conn)
                end = End::Failed;
        }
        if (end == End::Ran) {
            state->attach(conn.get());
            JobContext ctx(*state);
            job.run(ctx);
            state->attach(nullptr);
        }
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
                QMutexLocker lock(&mutex_);
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
    {
        QMutexLocker lock(&mutex_);
        for (const auto& s : std::as_const(current_))
            s->requestCancel();
        for (const std::weak_ptr<JobState>& w : std::as_const(live_))
            if (const auto s = w.lock())
                s->requestCancel();
    }
}

bool JobRunner::waitForDone(int msecs)
{
    return pool_.waitForDone(msecs);
}

// ---- Lane API

quint64 JobRunner::start(const QString& lane, Work work)
{
    auto state = std::make_shared<JobState>();
    state->id = nextId_.fetch_add(1);
    state->lane = lane;
    state->runner = this;
    {
        QMutexLocker lock(&mutex_);
        if (auto old = current_.value(lane))
            old->requestCancel();
        current_.insert(lane, state);
    }
    const QString path = path_;
    pool_.start([this, state, path, work = std::move(work)] {
        const QString jobLane = state->lane;
        const quint64 id = state->id;
        if (state->cancel.load()) {
            deliver(jobLane, id, [this, jobLane, id] { emit cancelled(jobLane, id); });
            return;
        }
        OpenError err = OpenError::None;
        QString message;
        std::unique_ptr<Connection> conn = Connection::open(path, &err, &message);
        if (!conn) {
            deliver(jobLane, id,
                    [this, jobLane, id, message] { emit failed(jobLane, id, message); });
            return;
        }
        state->attach(conn.get());
        JobContext ctx(*state);
        QVariant result = work(ctx);
        state->attach(nullptr);
        conn.reset();
        if (state->cancel.load())
            deliver(jobLane, id, [this, jobLane, id] { emit cancelled(jobLane, id); });
        else
            deliver(jobLane, id,
                    [this, jobLane, id, result] { emit finished(jobLane, id, result); });
    });
    return state->id;
}

void JobRunner::deliver(const QString& lane, quint64 id, std::function<void()> emitter)
{
    QMetaObject::invokeMethod(
        this,
        [this, lane, id, emitter = std::move(emitter)] {
            bool newest = false;
            {
                QMutexLocker lock(&mutex_);
                auto it = current_.find(lane);
                newest = it != current_.end() && it.value()->id == id;
                if (newest)
                    current_.erase(it);
            }
            if (newest)
                emitter();
        },
        Qt::QueuedConnection);
}

void JobRunner::cancel(const QString& lane)
{
    QMutexLocker lock(&mutex_);
    if (auto s = current_.value(lane))
        s->requestCancel();
}

bool JobRunner::isNewest(const QString& lane, quint64 id) const
{
    QMutexLocker lock(&mutex_);
    const auto s = current_.value(lane);
    return s && s->id == id;
}

bool JobRunner::isRunning(const QString& lane) const
{
    QMutexLocker lock(&mutex_);
    return current_.contains(lane);
}

} // namespace idscope::db

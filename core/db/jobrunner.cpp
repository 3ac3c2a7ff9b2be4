#include "jobrunner.h"

#include "connection.h"

#include <QElapsedTimer>
#include <QMutexLocker>
#include <QRunnable>

namespace idscope::db {

struct JobState {
    quint64 id = 0;
    QString lane;
    std::atomic_bool cancel{false};
    QMutex connMutex; // guards `conn` against cancel() racing with the job's end
    Connection* conn = nullptr;
    QElapsedTimer sinceProgress;
    JobRunner* runner = nullptr;

    void requestCancel()
    {
        cancel.store(true);
        QMutexLocker lock(&connMutex);
        if (conn)
            conn->cancel();
    }
};

Connection& JobContext::connection()
{
    return *s_.conn;
}

bool JobContext::isCancelled() const
{
    return s_.cancel.load(std::memory_order_relaxed);
}

void JobContext::reportProgress(qint64 done, qint64 total)
{
    if (s_.sinceProgress.isValid() && s_.sinceProgress.elapsed() < 100 && done < total)
        return;
    s_.sinceProgress.start();
    JobRunner* r = s_.runner;
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

JobRunner::JobRunner(QObject* parent) : QObject(parent)
{
    pool_.setMaxThreadCount(2);
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
        {
            QMutexLocker lock(&state->connMutex);
            state->conn = conn.get();
            if (state->cancel.load())
                conn->cancel();
        }
        JobContext ctx(*state);
        QVariant result = work(ctx);
        {
            QMutexLocker lock(&state->connMutex);
            state->conn = nullptr;
        }
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
    // Runs on the runner's thread; a job that is no longer the lane's newest stays silent,
    // except to say it was cancelled (so progress bars can close).
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

void JobRunner::cancelAll()
{
    QMutexLocker lock(&mutex_);
    for (const auto& s : std::as_const(current_))
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

bool JobRunner::waitForDone(int msecs)
{
    return pool_.waitForDone(msecs);
}

} // namespace idscope::db

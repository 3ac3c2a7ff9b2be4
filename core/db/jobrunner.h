// Background jobs. A job is a callable taking a JobContext and returning a value; it runs on a
// pool thread with its own read-only Source (or with none, for work that reads no database),
// reports progress, and is cancelled at once (atomic flag plus the engine's own interrupt).
// Its owner starts it in a JobSlot and gets back exactly one JobOutcome — the value, an error,
// or "cancelled" — on the owner's thread, and only while the job is still the newest of its
// slot and the receiver still exists: a superseded or orphaned job stays silent. Modelled on
// hotspot's JobTracker; QtCore only, so the CLI can use it too.
//
//     db::JobSlot load_;                                   // a member of the page
//     session->jobs()->startOnSource(
//         load_, [m](db::JobContext& ctx) { return loadThing(ctx.source(), m); }, this,
//         [this](db::JobOutcome<Thing> r) { if (r.isDone()) show(r.value()); });
#pragma once

#include <QList>
#include <QMutex>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <concepts>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace idscope::db {

class Source;
struct JobState;

// How a job ended, with its value when it ran to the end.
template<typename T> class JobOutcome {
public:
    enum class Status { Done, Failed, Cancelled };

    static JobOutcome done(T value)
    {
        JobOutcome o(Status::Done);
        o.value_.emplace(std::move(value));
        return o;
    }
    static JobOutcome failed(QString error)
    {
        JobOutcome o(Status::Failed);
        o.error_ = std::move(error);
        return o;
    }
    static JobOutcome cancelled() { return JobOutcome(Status::Cancelled); }

    Status status() const { return status_; }
    bool isDone() const { return status_ == Status::Done; }
    bool isFailed() const { return status_ == Status::Failed; }
    bool isCancelled() const { return status_ == Status::Cancelled; }
    // Only when isDone().
    T& value() { return *value_; }
    const T& value() const { return *value_; }
    const QString& error() const { return error_; } // only when isFailed()

private:
    explicit JobOutcome(Status s) : status_(s) {}
    Status status_;
    std::optional<T> value_;
    QString error_;
};

// A result that carries its own error text (the analyses' structs): Failed with that text when
// it is set, else Done — so the owner meets a failure in one place.
template<typename T>
requires requires(const T& t)
{
    {
        t.error.isEmpty()
        } -> std::convertible_to<bool>;
}
JobOutcome<T> outcomeOf(T value)
{
    if (!value.error.isEmpty())
        return JobOutcome<T>::failed(value.error);
    return JobOutcome<T>::done(std::move(value));
}

// What a job sees while it runs (on its pool thread).
class JobContext {
public:
    explicit JobContext(JobState& s) : s_(s) {}
    // The job's own source (opensource.h), only for jobs started with startOnSource().
    bool hasSource() const;
    Source& source();
    bool isCancelled() const;
    const std::atomic_bool& cancelFlag() const; // for code that polls a flag of its own
    // Thread-safe and throttled: a few reports a second reach the slot's progress handler; the
    // last one (done == total) always does.
    void reportProgress(qint64 done, qint64 total);
    // For the analyses' progress callbacks: reports, and answers whether to go on.
    std::function<bool(qint64, qint64)> progressCallback();
    // Runs `fn` on the owner's thread, in order with progress and the outcome, unless the job
    // has been cancelled or superseded by then (partial results, such as decoded chunks).
    void post(std::function<void()> fn);

private:
    JobState& s_;
};

// The owner's handle on its newest job of one kind: starting another job in the same slot
// supersedes (cancels and silences) the one before. Lives and is used on the owner's thread.
class JobSlot {
public:
    JobSlot();
    ~JobSlot(); // reset(): a slot that is gone hears nothing more
    JobSlot(const JobSlot&) = delete;
    JobSlot& operator=(const JobSlot&) = delete;

    bool isRunning() const; // a job was started and its outcome has not been delivered yet
    // The running job stops; its outcome still arrives, once, as Cancelled.
    void cancel();
    // The running job stops and nothing more of it is delivered.
    void reset();
    // Called on the owner's thread with the running job's progress reports.
    void setProgressHandler(std::function<void(qint64 done, qint64 total)> handler);

    struct State; // opaque: the newest job and the progress handler

private:
    friend class JobRunner;
    std::shared_ptr<State> s_;
};

class JobRunner : public QObject {
    Q_OBJECT
public:
    // `threads`: how many jobs run at once (a runner for one kind of work may want one).
    explicit JobRunner(QObject* parent = nullptr, int threads = 2);
    ~JobRunner() override; // cancels every job and waits for the threads

    // Cancels jobs on the previous database. `password`: a server's, typed in a dialog, kept
    // in memory for the jobs' connections only.
    void setDatabase(const QString& path, const QString& password = QString());
    QString database() const { return path_; }

    // Runs `job(JobContext&)` on its own read-only source for database(); `deliver` gets
    // its JobOutcome<T> on `receiver`'s thread (which must be this runner's). The job returns
    // T, or a JobOutcome<T> to report a failure itself; a source that cannot be opened
    // arrives as Failed. A job still running in `slot` is superseded. The job reads through
    // JobContext::source(), whatever the engine.
    template<typename Job, typename Deliver>
    void startOnSource(JobSlot& slot, Job job, QObject* receiver, Deliver deliver)
    {
        launch(slot, receiver, erase(std::move(job), std::move(deliver)), Needs::Source);
    }
    // The same for work that reads no database (no connection is opened).
    template<typename Job, typename Deliver>
    void startWithoutDatabase(JobSlot& slot, Job job, QObject* receiver, Deliver deliver)
    {
        launch(slot, receiver, erase(std::move(job), std::move(deliver)), Needs::Nothing);
    }

    void cancelAll(); // every running job delivers Cancelled
    bool waitForDone(int msecs = -1);

private:
    friend class JobContext;
    enum class End { Ran, Failed, Cancelled };
    enum class Needs { Nothing, Source };
    struct Erased {
        std::function<void(JobContext&)> run;                   // on the pool thread
        std::function<void(End, const QString& error)> deliver; // on the owner's thread
    };

    template<typename R> struct OutcomeOf {
        using Value = R;
        static JobOutcome<R> wrap(R r) { return JobOutcome<R>::done(std::move(r)); }
    };
    template<typename T> struct OutcomeOf<JobOutcome<T>> {
        using Value = T;
        static JobOutcome<T> wrap(JobOutcome<T> r) { return r; }
    };

    template<typename Job, typename Deliver> static Erased erase(Job job, Deliver deliver)
    {
        using R = std::decay_t<std::invoke_result_t<Job&, JobContext&>>;
        using T = typename OutcomeOf<R>::Value;
        auto result = std::make_shared<std::optional<JobOutcome<T>>>();
        Erased e;
        e.run = [result, job = std::move(job)](JobContext& ctx) mutable {
            result->emplace(OutcomeOf<R>::wrap(job(ctx)));
        };
        e.deliver = [result, deliver = std::move(deliver)](End end, const QString& error) mutable {
            if (end == End::Cancelled)
                deliver(JobOutcome<T>::cancelled());
            else if (end == End::Failed || !*result)
                deliver(JobOutcome<T>::failed(error));
            else
                deliver(std::move(**result));
        };
        return e;
    }

    void launch(JobSlot& slot, QObject* receiver, Erased job, Needs needs);
    void post(const std::shared_ptr<JobState>& state, std::function<void()> fn, bool last);

    // A server's connections outlive their jobs (idle, outside any transaction), so that a
    // page does not wait for a new connection and its schema; one per thread at most, for the
    // database of `generation` only. SQLite files open in well under a millisecond.
    std::unique_ptr<Source> takeIdle(quint64 generation);
    void keepIdle(std::unique_ptr<Source> source, quint64 generation);
    void dropIdle(); // with the generation bumped: no older connection comes back

    QThreadPool pool_;
    QString path_;
    QString password_;
    QList<std::weak_ptr<JobState>> live_; // jobs not delivered yet, for cancelAll()
    QMutex idleMutex_;
    quint64 generation_ = 0; // guarded by idleMutex_; bumped by setDatabase()
    std::vector<std::unique_ptr<Source>> idle_;
};

} // namespace idscope::db

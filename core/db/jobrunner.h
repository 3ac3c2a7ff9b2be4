// Background jobs on the database: each job runs on a pool thread with its own read-only
// Connection, reports progress by signal, is cancelled at once (atomic flag plus
// sqlite3_interrupt), and a job superseded by a newer one in the same lane never delivers
// its result. Modelled on hotspot's JobTracker; QtCore only, so the CLI can use it too.
#pragma once

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QVariant>

#include <atomic>
#include <functional>
#include <memory>

namespace idscope::db {

class Connection;
struct JobState;

// What a job sees while it runs.
class JobContext {
public:
    explicit JobContext(JobState& s) : s_(s) {}
    Connection& connection();
    bool isCancelled() const;
    // Thread-safe and throttled: at most a few signals per second reach the receiver.
    void reportProgress(qint64 done, qint64 total);

private:
    JobState& s_;
};

class JobRunner : public QObject {
    Q_OBJECT
public:
    using Work = std::function<QVariant(JobContext&)>;

    explicit JobRunner(QObject* parent = nullptr);
    ~JobRunner() override; // cancels every job and waits for the threads

    void setDatabase(const QString& path); // cancels jobs on the previous file
    QString database() const { return path_; }

    // Starts `work`; a job still running in `lane` is cancelled and its result dropped.
    quint64 start(const QString& lane, Work work);
    void cancel(const QString& lane);
    void cancelAll();
    bool isRunning(const QString& lane) const;
    bool waitForDone(int msecs = -1);

signals:
    void progress(const QString& lane, quint64 job, qint64 done, qint64 total);
    void finished(const QString& lane, quint64 job, const QVariant& result);
    void failed(const QString& lane, quint64 job, const QString& error);
    void cancelled(const QString& lane, quint64 job);

private:
    friend class JobContext;
    bool isNewest(const QString& lane, quint64 id) const;
    void deliver(const QString& lane, quint64 id, std::function<void()> emitter);

    QThreadPool pool_;
    QString path_;
    mutable QMutex mutex_;
    QHash<QString, std::shared_ptr<JobState>> current_; // lane → newest job
    std::atomic<quint64> nextId_{1};
};

} // namespace idscope::db

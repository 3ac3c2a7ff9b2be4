// The demo database for the GUI: generated once into the user's data folder (a background job
// with progress and Cancel), then simply reopened.
#pragma once

#include "db/jobrunner.h"

#include <QObject>
#include <QString>

namespace idscope {

class DemoDatabase : public QObject {
    Q_OBJECT
public:
    // Enough rows for plots and profiles to look like a real service, few enough to be made in
    // a couple of seconds.
    static constexpr qint64 kRows = 200000;

    explicit DemoDatabase(QObject* parent = nullptr);
    ~DemoDatabase() override; // cancels and waits

    static QString defaultPath();
    // Emits ready() at once (queued) when `path` exists, else generates it.
    void ensure(const QString& path = defaultPath(), qint64 rows = kRows);
    void cancel();
    bool isRunning() const;

signals:
    void progress(int percent);
    void ready(const QString& path);
    void failed(const QString& message);
    void cancelled();

private:
    db::JobRunner* runner_; // writing the demo reads no database: a runner of its own
    db::JobSlot job_;
};

} // namespace idscope

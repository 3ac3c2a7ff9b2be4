#include "demodatabase.h"

#include "db/sampledb.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace idscope {

DemoDatabase::DemoDatabase(QObject* parent) : QObject(parent), runner_(new db::JobRunner(this, 1))
{
    job_.setProgressHandler([this](qint64 percent, qint64) { emit progress(int(percent)); });
}

DemoDatabase::~DemoDatabase() = default; // the slot cancels, the runner waits

QString DemoDatabase::defaultPath()
{
    // The version in the name: a newer generator never reuses an older file. The generic
    // folder plus our name, because AppDataLocation nests organization and application
    // (both "idscope").
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("idscope/demo-v1.sqlite"));
}

bool DemoDatabase::isRunning() const
{
    return job_.isRunning();
}

void DemoDatabase::cancel()
{
    job_.cancel();
}

void DemoDatabase::ensure(const QString& path, qint64 rows)
{
    if (isRunning())
        return;
    if (QFileInfo(path).isFile()) {
        QMetaObject::invokeMethod(
            this, [this, path] { emit ready(path); }, Qt::QueuedConnection);
        return;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    runner_->startWithoutDatabase(
        job_,
        [path, rows](db::JobContext& ctx) {
            db::SampleOptions o;
            o.rows = rows;
            o.cancel = &ctx.cancelFlag();
            o.progress = [&ctx](int percent, qint64, qint64) { ctx.reportProgress(percent, 100); };
            const db::SampleResult r = db::writeSampleDatabase(path, o);
            if (r.ok)
                return db::JobOutcome<bool>::done(true);
            if (r.error == db::SampleError::Cancelled)
                return db::JobOutcome<bool>::cancelled();
            return db::JobOutcome<bool>::failed(r.message);
        },
        this,
        [this, path](db::JobOutcome<bool> r) {
            if (r.isDone())
                emit ready(path);
            else if (r.isCancelled())
                emit cancelled();
            else
                emit failed(r.error());
        });
}

} // namespace idscope

#include "demodatabase.h"

#include "db/sampledb.h"

#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QStandardPaths>
#include <QThread>

namespace idscope {

DemoDatabase::DemoDatabase(QObject* parent) : QObject(parent) {}

DemoDatabase::~DemoDatabase()
{
    cancel();
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

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
    return generating_;
}

void DemoDatabase::cancel()
{
    if (cancel_)
        cancel_->store(true);
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
    generating_ = true;
    cancel_ = std::make_shared<std::atomic_bool>(false);
    const std::shared_ptr<std::atomic_bool> flag = cancel_;
    QPointer<DemoDatabase> self(this);
    if (thread_) {
        thread_->wait(); // delivered its result already; only returning remains
        delete thread_;
    }
    thread_ = QThread::create([self, flag, path, rows] {
        db::SampleOptions o;
        o.rows = rows;
        o.cancel = flag.get();
        o.progress = [self](int percent, qint64, qint64) {
            if (self)
                QMetaObject::invokeMethod(
                    self, [self, percent] { emit self->progress(percent); }, Qt::QueuedConnection);
        };
        const db::SampleResult r = db::writeSampleDatabase(path, o);
        QMetaObject::invokeMethod(
            self,
            [self, r, path, flag] {
                if (!self)
                    return;
                // Not the thread's state: it may still be returning when this arrives.
                self->generating_ = false;
                if (r.ok)
                    emit self->ready(path);
                else if (flag->load() || r.error == db::SampleError::Cancelled)
                    emit self->cancelled();
                else
                    emit self->failed(r.message);
            },
            Qt::QueuedConnection);
    });
    thread_->start();
}

} // namespace idscope

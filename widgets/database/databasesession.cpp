#include "databasesession.h"

#include "db/jobrunner.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QThread>

namespace idscope {

namespace {

const QString kOpenLane = QStringLiteral("session/open");
const QString kEstimateLane = QStringLiteral("session/estimates");
const QString kCountLane = QStringLiteral("session/count");
const QString kSampleLane = QStringLiteral("session/sample");
const QString kFullPrefix = QStringLiteral("session/full:");
const QString kRedoPrefix = QStringLiteral("session/reprofile:");

struct OpenResult {
    db::OpenInfo info;
    db::Schema schema;
};

struct CountResult {
    QString table;
    qint64 rows = -1;
};

} // namespace

DatabaseSession::DatabaseSession(QObject* parent) : QObject(parent), jobs_(new db::JobRunner(this))
{
    connect(jobs_, &db::JobRunner::finished, this, &DatabaseSession::onFinished);
    connect(jobs_, &db::JobRunner::failed, this, &DatabaseSession::onFailed);
    connect(jobs_, &db::JobRunner::cancelled, this, &DatabaseSession::onCancelled);
    connect(jobs_, &db::JobRunner::progress, this, &DatabaseSession::onProgress);
}

DatabaseSession::~DatabaseSession()
{
    jobs_->cancelAll();
    jobs_->waitForDone();
}

void DatabaseSession::open(const QString& path)
{
    if (open_ || opening_)
        close();
    path_ = path;
    opening_ = true;
    jobs_->setDatabase(path);
    jobs_->start(kOpenLane, [](db::JobContext& ctx) {
        OpenResult r;
        db::Connection& c = ctx.connection();
        r.info = c.info();
        r.schema = db::readSchema(c);
        return QVariant::fromValue(r);
    });
}

void DatabaseSession::close()
{
    const bool wasOpen = open_ || opening_;
    jobs_->cancelAll();
    open_ = opening_ = false;
    info_ = {};
    schema_ = {};
    counts_.clear();
    toCount_.clear();
    countsDone_ = false;
    toSample_.clear();
    profiles_.clear();
    full_.clear();
    forced_.clear();
    laneTable_.clear();
    if (wasOpen)
        emit closed();
}

DatabaseSession::RowCount DatabaseSession::rowCount(const QString& table) const
{
    return counts_.value(table);
}

const analysis::TableProfile* DatabaseSession::profile(const QString& table) const
{
    const auto it = profiles_.constFind(table);
    return it == profiles_.constEnd() ? nullptr : &it.value();
}

const analysis::ColumnProfile* DatabaseSession::columnProfile(const QString& table,
                                                              const QString& column) const
{
    const analysis::TableProfile* p = profile(table);
    if (!p)
        return nullptr;
    for (const analysis::ColumnProfile& c : p->columns) {
        if (c.column == column)
            return &c;
    }
    return nullptr;
}

void DatabaseSession::profileFully(const QString& table)
{
    if (!open_ || !schema_.table(table))
        return;
    full_[table] = true;
    startProfile(table, true);
}

void DatabaseSession::cancelFullProfile(const QString& table)
{
    jobs_->cancel(kFullPrefix + table);
}

bool DatabaseSession::isProfilingFully(const QString& table) const
{
    return jobs_->isRunning(kFullPrefix + table);
}

void DatabaseSession::setColumnFormat(const QString& table, const QString& column, Format format)
{
    if (!open_ || !schema_.table(table))
        return;
    if (format == Format::Count)
        forced_[table].remove(column);
    else
        forced_[table][column] = format;
    startProfile(table, full_.value(table));
}

Format DatabaseSession::columnFormat(const QString& table, const QString& column) const
{
    return forced_.value(table).value(column, Format::Count);
}

bool DatabaseSession::isBusy() const
{
    if (opening_)
        return true;
    if (jobs_->isRunning(kEstimateLane) || jobs_->isRunning(kCountLane) ||
        jobs_->isRunning(kSampleLane))
        return true;
    for (auto it = laneTable_.cbegin(); it != laneTable_.cend(); ++it) {
        if (jobs_->isRunning(it.key()))
            return true;
    }
    return false;
}

bool DatabaseSession::waitForIdle(int msecs)
{
    QDeadlineTimer deadline(msecs);
    while (isBusy()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(2);
    }
    QCoreApplication::processEvents();
    return true;
}

QStringList DatabaseSession::tableNames() const
{
    QStringList names;
    for (const db::TableInfo& t : schema_.tables) {
        if (t.kind == db::TableInfo::Kind::Table || t.kind == db::TableInfo::Kind::View)
            names << t.name;
    }
    return names;
}

analysis::ProfileOptions DatabaseSession::optionsFor(const QString& table, bool full) const
{
    analysis::ProfileOptions o;
    o.full = full;
    const QHash<QString, Format> forced = forced_.value(table);
    for (auto it = forced.cbegin(); it != forced.cend(); ++it)
        o.forcedFormats.append(qMakePair(it.key(), it.value()));
    return o;
}

void DatabaseSession::startProfile(const QString& table, bool full)
{
    const QString lane = (full ? kFullPrefix : kRedoPrefix) + table;
    laneTable_[lane] = table;
    analysis::ProfileOptions o = optionsFor(table, full);
    const db::Schema schema = schema_;
    jobs_->start(lane, [schema, table, o](db::JobContext& ctx) mutable {
        o.progress = [&ctx](qint64 done, qint64 total) {
            ctx.reportProgress(done, total);
            return !ctx.isCancelled();
        };
        return QVariant::fromValue(analysis::profileTable(ctx.connection(), schema, table, o));
    });
}

void DatabaseSession::startEstimates()
{
    jobs_->start(kEstimateLane, [schema = schema_](db::JobContext& ctx) mutable {
        db::fillRowEstimates(ctx.connection(), schema);
        return QVariant::fromValue(schema);
    });
}

void DatabaseSession::countNext()
{
    if (toCount_.isEmpty()) {
        countsDone_ = true;
        emit countsFinished();
        return;
    }
    const QString table = toCount_.takeFirst();
    jobs_->start(kCountLane, [table](db::JobContext& ctx) {
        CountResult r;
        r.table = table;
        r.rows = db::countRows(ctx.connection(), table).value_or(-1);
        return QVariant::fromValue(r);
    });
}

void DatabaseSession::sampleNext()
{
    while (!toSample_.isEmpty() && profiles_.contains(toSample_.first()))
        toSample_.removeFirst();
    if (toSample_.isEmpty()) {
        emit samplesFinished();
        return;
    }
    const QString table = toSample_.first();
    analysis::ProfileOptions o = optionsFor(table, false);
    const db::Schema schema = schema_;
    jobs_->start(kSampleLane, [schema, table, o](db::JobContext& ctx) mutable {
        o.progress = [&ctx](qint64, qint64) { return !ctx.isCancelled(); };
        return QVariant::fromValue(analysis::profileTable(ctx.connection(), schema, table, o));
    });
}

void DatabaseSession::onFinished(const QString& lane, quint64, const QVariant& result)
{
    if (lane == kOpenLane) {
        const OpenResult r = result.value<OpenResult>();
        opening_ = false;
        if (!r.schema.error.isEmpty() && r.schema.tables.isEmpty()) {
            emit openFailed(path_, r.schema.error);
            return;
        }
        info_ = r.info;
        schema_ = r.schema;
        open_ = true;
        for (const db::TableInfo& t : schema_.tables) {
            if (t.approxRows)
                counts_[t.name] = RowCount{*t.approxRows, false};
        }
        emit opened();
        startEstimates();
        toCount_ = tableNames();
        countNext();
        toSample_ = tableNames();
        sampleNext();
        return;
    }
    if (lane == kEstimateLane) {
        const db::Schema estimated = result.value<db::Schema>();
        for (const db::TableInfo& t : estimated.tables) {
            if (!t.approxRows || counts_.value(t.name).rows >= 0)
                continue;
            counts_[t.name] = RowCount{*t.approxRows, false};
            emit rowCountChanged(t.name);
        }
        return;
    }
    if (lane == kCountLane) {
        const CountResult r = result.value<CountResult>();
        if (r.rows >= 0) {
            counts_[r.table] = RowCount{r.rows, true};
            emit rowCountChanged(r.table);
        }
        countNext();
        return;
    }
    const analysis::TableProfile p = result.value<analysis::TableProfile>();
    if (lane == kSampleLane) {
        // A full scan or a user's choice that arrived meanwhile is newer: keep it.
        if (!profiles_.contains(p.table)) {
            profiles_.insert(p.table, p);
            emit profileChanged(p.table);
        }
        toSample_.removeAll(p.table);
        sampleNext();
        return;
    }
    const QString table = laneTable_.take(lane);
    if (table.isEmpty())
        return;
    const bool full = lane.startsWith(kFullPrefix);
    // A cancelled full scan keeps the sample: a partial count would look complete.
    if (!(full && (p.cancelled || !p.error.isEmpty()) && profiles_.contains(table))) {
        profiles_.insert(table, p);
        emit profileChanged(table);
    }
    if (full)
        emit fullProfileFinished(table, p.cancelled, p.error);
}

void DatabaseSession::onFailed(const QString& lane, quint64, const QString& error)
{
    if (lane == kOpenLane) {
        opening_ = false;
        emit openFailed(path_, error);
        return;
    }
    if (lane == kCountLane) {
        countNext();
        return;
    }
    if (lane == kSampleLane) {
        if (!toSample_.isEmpty())
            toSample_.removeFirst();
        sampleNext();
        return;
    }
    const QString table = laneTable_.take(lane);
    if (!table.isEmpty() && lane.startsWith(kFullPrefix))
        emit fullProfileFinished(table, false, error);
}

void DatabaseSession::onCancelled(const QString& lane, quint64)
{
    const QString table = laneTable_.take(lane);
    if (!table.isEmpty() && lane.startsWith(kFullPrefix))
        emit fullProfileFinished(table, true, QString());
}

void DatabaseSession::onProgress(const QString& lane, quint64, qint64 done, qint64 total)
{
    if (lane.startsWith(kFullPrefix))
        emit fullProfileProgress(lane.mid(kFullPrefix.size()), done, total);
}

} // namespace idscope

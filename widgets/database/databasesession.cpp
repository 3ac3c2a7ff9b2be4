#include "databasesession.h"

#include "db/jobrunner.h"
#include "db/opensource.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QThread>

namespace idscope {

namespace {

struct OpenResult {
    db::OpenInfo info;
    db::SourceInfo source;
    db::Schema schema;
};

struct CountResult {
    QString table;
    qint64 rows = -1;
};

} // namespace

DatabaseSession::DatabaseSession(QObject* parent) : QObject(parent), jobs_(new db::JobRunner(this))
{
}

DatabaseSession::~DatabaseSession()
{
    jobs_->cancelAll();
    jobs_->waitForDone();
}

// The new file is opened and its schema read while the open one stays in use (the job opens
// its own connection): only once it has opened does it replace the old one, so a file that
// cannot be opened leaves the user where they were.
void DatabaseSession::open(const QString& path, const QString& password)
{
    opening_ = true;
    jobs_->startWithoutDatabase(
        openJob_,
        [path, password](db::JobContext& ctx) {
            db::OpenError error = db::OpenError::None;
            QString message;
            const std::unique_ptr<db::Source> c =
                db::openSource(path, &error, &message, {password, &ctx.cancelFlag()});
            if (!c)
                return db::JobOutcome<OpenResult>::failed(message);
            OpenResult r;
            if (const db::Connection* file = c->sqlite())
                r.info = file->info();
            r.source = c->sourceInfo();
            r.schema = c->readSchema();
            if (!r.schema.error.isEmpty() && r.schema.tables.isEmpty())
                return db::JobOutcome<OpenResult>::failed(r.schema.error);
            return db::JobOutcome<OpenResult>::done(std::move(r));
        },
        this,
        [this, path, password](db::JobOutcome<OpenResult> r) {
            if (r.isDone()) {
                onOpened(path, password, r.value().info, r.value().source, r.value().schema);
            } else if (r.isFailed()) {
                opening_ = false;
                emit openFailed(path, r.error());
            }
        });
}

void DatabaseSession::close()
{
    const bool wasOpen = open_;
    jobs_->cancelAll();
    for (db::JobSlot* slot : {&openJob_, &estimateJob_, &countJob_, &sampleJob_})
        slot->reset();
    fullJobs_.clear(); // their slots reset as they go
    redoJobs_.clear();
    open_ = opening_ = false;
    info_ = {};
    source_ = {};
    schema_ = {};
    counts_.clear();
    toCount_.clear();
    countsDone_ = false;
    toSample_.clear();
    toProfileFully_.clear();
    profiles_.clear();
    full_.clear();
    forced_.clear();
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
    if (const auto it = fullJobs_.find(table); it != fullJobs_.end())
        it->second.cancel();
}

bool DatabaseSession::isProfilingFully(const QString& table) const
{
    const auto it = fullJobs_.find(table);
    return it != fullJobs_.end() && it->second.isRunning();
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
    if (estimateJob_.isRunning() || countJob_.isRunning() || sampleJob_.isRunning())
        return true;
    for (const auto* jobs : {&fullJobs_, &redoJobs_})
        for (const auto& [table, slot] : *jobs)
            if (slot.isRunning())
                return true;
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
    db::JobSlot& slot = (full ? fullJobs_ : redoJobs_).try_emplace(table).first->second;
    if (full)
        slot.setProgressHandler([this, table](qint64 done, qint64 total) {
            emit fullProfileProgress(table, done, total);
        });
    analysis::ProfileOptions o = optionsFor(table, full);
    const db::Schema schema = schema_;
    jobs_->startOnSource(
        slot,
        [schema, table, o](db::JobContext& ctx) mutable {
            o.progress = ctx.progressCallback();
            return analysis::profileTable(ctx.source(), schema, table, o);
        },
        this,
        [this, table, full](db::JobOutcome<analysis::TableProfile> r) {
            if (r.isDone())
                onProfiled(table, full, r.value());
            else if (full)
                emit fullProfileFinished(table, r.isCancelled(), r.error());
            if (full) // the next small table, once this slot is free
                QMetaObject::invokeMethod(this, &DatabaseSession::profileNextFully,
                                          Qt::QueuedConnection);
        });
}

void DatabaseSession::onProfiled(const QString& table, bool full, const analysis::TableProfile& p)
{
    // A failed full scan keeps the sample: a partial count would look complete.
    if (!(full && !p.error.isEmpty() && profiles_.contains(table))) {
        profiles_.insert(table, p);
        emit profileChanged(table);
    }
    if (full)
        emit fullProfileFinished(table, false, p.error);
}

void DatabaseSession::startEstimates()
{
    jobs_->startOnSource(
        estimateJob_,
        [schema = schema_](db::JobContext& ctx) mutable {
            ctx.source().fillRowEstimates(schema);
            return schema;
        },
        this,
        [this](db::JobOutcome<db::Schema> r) {
            if (!r.isDone())
                return;
            for (const db::TableInfo& t : r.value().tables) {
                if (!t.approxRows || counts_.value(t.name).rows >= 0)
                    continue;
                counts_[t.name] = RowCount{*t.approxRows, false};
                emit rowCountChanged(t.name);
            }
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
    const db::TableInfo* info = schema_.table(table);
    db::TableInfo t = info ? *info : db::TableInfo{};
    t.name = table;
    jobs_->startOnSource(
        countJob_, [t](db::JobContext& ctx) { return ctx.source().countRows(t).value_or(-1); },
        this,
        [this, table](db::JobOutcome<qint64> r) {
            if (r.isCancelled())
                return;
            if (r.isDone() && r.value() >= 0) {
                counts_[table] = RowCount{r.value(), true};
                emit rowCountChanged(table);
            }
            countNext();
        });
}

void DatabaseSession::sampleNext()
{
    while (!toSample_.isEmpty() && profiles_.contains(toSample_.first()))
        toSample_.removeFirst();
    if (toSample_.isEmpty()) {
        emit samplesFinished();
        profileNextFully();
        return;
    }
    const QString table = toSample_.first();
    analysis::ProfileOptions o = optionsFor(table, false);
    const db::Schema schema = schema_;
    jobs_->startOnSource(
        sampleJob_,
        [schema, table, o](db::JobContext& ctx) mutable {
            o.progress = [&ctx](qint64, qint64) { return !ctx.isCancelled(); };
            return analysis::profileTable(ctx.source(), schema, table, o);
        },
        this,
        [this, table](db::JobOutcome<analysis::TableProfile> r) {
            if (r.isCancelled())
                return;
            // A full scan or a user's choice that arrived meanwhile is newer: keep it.
            if (r.isDone() && !profiles_.contains(table)) {
                profiles_.insert(table, r.value());
                emit profileChanged(table);
                // A sample's figures are estimates: where every row can be read in about a
                // second, read them (one table at a time, after the samples).
                const analysis::TableProfile& p = r.value();
                if (p.design.isSample() && p.error.isEmpty() &&
                    analysis::estimatedFullScanSeconds(p) <= fullBudgetSeconds_)
                    toProfileFully_.append(table);
            }
            toSample_.removeAll(table);
            sampleNext();
        });
}

void DatabaseSession::onOpened(const QString& path, const QString& password,
                               const db::OpenInfo& info, const db::SourceInfo& source,
                               const db::Schema& schema)
{
    if (open_)
        close(); // the file in use until now
    opening_ = false;
    path_ = path;
    jobs_->setDatabase(path, password);
    info_ = info;
    source_ = source;
    schema_ = schema;
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
}

void DatabaseSession::profileNextFully()
{
    if (!open_ || !toSample_.isEmpty())
        return; // the samples first; called again when they are done
    for (const auto& [table, slot] : fullJobs_)
        if (slot.isRunning())
            return; // one full scan at a time; called again when it ends
    while (!toProfileFully_.isEmpty()) {
        const QString table = toProfileFully_.takeFirst();
        const analysis::TableProfile* p = profile(table);
        if (p && !p->complete && !full_.value(table)) {
            profileFully(table);
            return;
        }
    }
}

} // namespace idscope

// measureDatabase: everything a database report runs (profiles, histograms, locality, cursor
// gaps, the state as of an instant), in that order, with one overall progress bar and cancel.
#include "reportmeasures.h"

#include "analysis/cursorgaps.h"

#include <QCoreApplication>

namespace idscope::report {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::report", s);
}

// Stages of the measuring, each worth kStep units of progress, for one overall bar.
constexpr qint64 kStep = 1000;

class Steps {
public:
    Steps(const ReportHooks& h, qint64 stages) : h_(h), total_(std::max<qint64>(1, stages) * kStep)
    {
    }
    bool stopped() const { return stopped_; }
    // Progress inside the current stage; false (and stopped) when the user cancelled.
    bool at(qint64 done, qint64 total, const QString& stage)
    {
        if (stopped_ || (h_.cancel && h_.cancel->load(std::memory_order_relaxed))) {
            stopped_ = true;
            return false;
        }
        const qint64 inner = total > 0 ? std::min(kStep, done * kStep / total) : 0;
        if (h_.progress && !h_.progress(stage_ * kStep + inner, total_, stage)) {
            stopped_ = true;
            return false;
        }
        return true;
    }
    bool next(const QString& stage)
    {
        ++stage_;
        return at(0, 1, stage);
    }
    StepProgress inner(const QString& stage)
    {
        return [this, stage](qint64 done, qint64 total) { return at(done, total, stage); };
    }

private:
    const ReportHooks& h_;
    qint64 total_;
    qint64 stage_ = -1;
    bool stopped_ = false;
};

// The column whose instants the table's histogram shows: the main ID column, else the first
// ID or time column that carries an instant.
const analysis::ColumnProfile* histogramColumn(const db::TableInfo& info,
                                               const analysis::TableProfile& p)
{
    const QString main = analysis::mainIdColumn(info, &p);
    const analysis::ColumnProfile* pick = nullptr;
    for (const analysis::ColumnProfile& c : p.columns) {
        if (!c.dominant || !carriesInstant(*c.dominant) || !c.minTime || !c.maxTime)
            continue;
        if (c.column == main)
            return &c;
        if (!pick)
            pick = &c;
    }
    return pick;
}

class Measurer {
public:
    Measurer(db::Source& c, const DatabaseReportOptions& o, DatabaseMeasures& m)
        : c_(c), o_(o), m_(m)
    {
    }

    void run(const QList<const db::TableInfo*>& tables, const ReportHooks& hooks)
    {
        const bool profileTables = o_.scope.tables || o_.scope.overview;
        const qint64 stages =
            (profileTables ? tables.size() * (o_.histograms && o_.scope.tables ? 2 : 1) : 0) +
            o_.scope.locality.size() + o_.scope.gaps.size() + (o_.scope.asOf ? 1 : 0);
        Steps steps(hooks, stages);
        steps_ = &steps;
        m_.overview = o_.scope.overview;
        m_.profiled = profileTables;
        if (profileTables)
            profile(tables);
        m_.overviewTable = o_.scope.overview && !steps.stopped();
        if (o_.scope.tables)
            tableSections();
        if (!o_.scope.locality.isEmpty() && !steps.stopped())
            locality();
        if (!o_.scope.gaps.isEmpty() && !steps.stopped())
            gaps();
        if (o_.scope.asOf && !steps.stopped() &&
            steps.next(QCoreApplication::translate("idscope::report", "State as of")))
            asOf();
        m_.cancelled = steps.stopped();
    }

private:
    // Profiles: the session's when given, else a sample (or full scan) per table.
    void profile(const QList<const db::TableInfo*>& tables)
    {
        for (const db::TableInfo* t : tables) {
            if (!steps_->next(
                    QCoreApplication::translate("idscope::report", "Profiling %1").arg(t->name)))
                break;
            if (const auto it = o_.profiles.constFind(t->name); it != o_.profiles.cend()) {
                m_.profiles.append(*it);
                continue;
            }
            analysis::ProfileOptions po;
            po.full = o_.full;
            po.sampleSize = o_.sampleSize;
            po.nowMs = o_.nowMs;
            const StepProgress inner = steps_->inner(
                QCoreApplication::translate("idscope::report", "Profiling %1").arg(t->name));
            po.progress = [&inner](qint64 done, qint64 total) { return inner(done, total); };
            m_.profiles.append(analysis::profileTable(c_, m_.schema, t->name, po));
            if (m_.profiles.last().cancelled)
                break;
        }
    }

    // A section per profiled table, with the histogram of its main instant column.
    void tableSections()
    {
        for (qsizetype i = 0; i < m_.profiles.size(); ++i) {
            if (steps_->stopped())
                break;
            const analysis::TableProfile& p = m_.profiles[i];
            TableSectionMeasure s;
            s.profile = i;
            const db::TableInfo* info = m_.schema.table(p.table);
            if (o_.histograms && info) {
                const QString stage =
                    QCoreApplication::translate("idscope::report", "Histogram of %1").arg(p.table);
                if (!steps_->next(stage))
                    break;
                if (const analysis::ColumnProfile* col = histogramColumn(*info, p)) {
                    HistogramMeasure h;
                    h.column = col->column;
                    h.format = *col->dominant;
                    h.histogram = analysis::histogramOfColumn(
                        c_, *info, col->column, *col->dominant, *col->minTime, *col->maxTime, false,
                        steps_->inner(stage), o_.histogramSampleRows, int(col->dominantProfile));
                    s.histogram = h;
                }
            }
            m_.tableSections.append(s);
        }
    }

    static QString subject(const ColumnRef& col)
    {
        return col.column.isEmpty() ? col.table : col.table + u'.' + col.column;
    }

    void locality()
    {
        m_.localityRan = true;
        for (const ColumnRef& col : o_.scope.locality) {
            const QString stage =
                QCoreApplication::translate("idscope::report", "Locality of %1").arg(subject(col));
            if (!steps_->next(stage))
                break;
            analysis::LocalityOptions lo;
            lo.table = col.table;
            lo.column = col.column;
            if (!col.order.isEmpty())
                lo.order = col.order;
            lo.progress = steps_->inner(stage);
            LocalityMeasure lm{col, analysis::analyseLocality(c_, m_.schema, lo)};
            if (lm.result.cancelled)
                break;
            m_.locality.append(std::move(lm));
        }
    }

    void gaps()
    {
        m_.gapsRan = true;
        for (const ColumnRef& col : o_.scope.gaps) {
            const QString stage =
                QCoreApplication::translate("idscope::report", "Cursor gaps of %1")
                    .arg(subject(col));
            if (!steps_->next(stage))
                break;
            GapsMeasure g = gapsOf(col, steps_->inner(stage));
            if (g.result.cancelled)
                break;
            m_.gaps.append(std::move(g));
        }
    }

    // The columns by the one rule of planGaps (the table's profile decides the ID column), then
    // the simulation.
    GapsMeasure gapsOf(const ColumnRef& col, const StepProgress& progress)
    {
        GapsMeasure g;
        g.ref = col;
        const db::TableInfo* info = m_.schema.table(col.table);
        if (!info) {
            g.problem =
                QCoreApplication::translate("idscope::report", "There is no table named '%1'.")
                    .arg(col.table);
            return g;
        }
        analysis::GapsOptions go;
        go.column = col.column;
        go.orderColumn = col.order;
        go.commitTimeColumn = col.commitTime;
        go.writerColumn = col.writer;
        analysis::GapsPlan plan;
        const auto it = o_.profiles.constFind(info->name);
        if (!go.column.isEmpty() || it != o_.profiles.cend()) {
            plan = analysis::planGaps(*info, go, it != o_.profiles.cend() ? &*it : nullptr);
        } else {
            analysis::ProfileOptions po;
            po.sampleSize = o_.sampleSize;
            po.nowMs = o_.nowMs;
            const analysis::TableProfile p = analysis::profileTable(c_, m_.schema, info->name, po);
            plan = analysis::planGaps(*info, go, &p);
        }
        g.column = plan.column;
        if (plan.column.isEmpty()) {
            g.problem = plan.error;
            return g;
        }
        go.column = plan.column;
        g.result = analysis::analyseGaps(c_, *info, go, progress);
        return g;
    }

    void asOf()
    {
        AsOfMeasure a;
        const QList<analysis::VersionTableCandidate> found =
            analysis::detectVersionTables(c_, m_.schema);
        const analysis::VersionTableCandidate* pick = nullptr;
        for (const analysis::VersionTableCandidate& cand : found) {
            if (o_.scope.versionsTable.isEmpty() ||
                cand.mapping.table.compare(o_.scope.versionsTable, Qt::CaseInsensitive) == 0) {
                pick = &cand;
                break;
            }
        }
        if (!pick) {
            a.missing = o_.scope.versionsTable.isEmpty()
                            ? QCoreApplication::translate(
                                  "idscope::report",
                                  "The database has no version table (entity key, version "
                                  "number, change instant).")
                            : QCoreApplication::translate(
                                  "idscope::report",
                                  "%1 does not look like a version table (entity key, version "
                                  "number, change instant).")
                                  .arg(o_.scope.versionsTable);
            m_.asOf = a;
            return;
        }
        a.mapping = pick->mapping;
        a.state = analysis::stateAt(
            c_, m_.schema, a.mapping, *o_.scope.asOf,
            steps_->inner(QCoreApplication::translate("idscope::report", "State as of")));
        if (a.state.cancelled || steps_->stopped())
            return;
        a.entities = a.state.rows.size();
        if (a.state.rows.size() > o_.maxRows)
            a.state.rows.resize(o_.maxRows); // the report shows no more; the count stays
        m_.asOf = std::move(a);
    }

    db::Source& c_;
    const DatabaseReportOptions& o_;
    DatabaseMeasures& m_;
    Steps* steps_ = nullptr;
};

} // namespace

DatabaseMeasures measureDatabase(db::Source& c, const DatabaseReportOptions& o,
                                 const ReportHooks& hooks)
{
    DatabaseMeasures m;
    m.source = c.sourceInfo();
    m.schema = c.readSchema();
    if (!m.schema.error.isEmpty()) {
        m.schemaError =
            tr("cannot read the schema of %1: %2").arg(m.source.location, m.schema.error);
        m.error = m.schemaError;
        return m;
    }
    c.fillRowEstimates(m.schema);

    // Which tables: the named ones (tables or views), else every table.
    QList<const db::TableInfo*> tables;
    if (o.scope.tableNames.isEmpty()) {
        for (const db::TableInfo& t : m.schema.tables) {
            if (t.kind == db::TableInfo::Kind::Table)
                tables.append(&t);
        }
    } else {
        for (const QString& name : o.scope.tableNames) {
            if (const db::TableInfo* t = m.schema.table(name))
                tables.append(t);
            else
                m.error = tr("%1 has no table or view named '%2'").arg(m.source.location, name);
        }
        if (!m.error.isEmpty())
            return m;
    }
    m.tableCount = tables.size();
    Measurer(c, o, m).run(tables, hooks);
    return m;
}

} // namespace idscope::report

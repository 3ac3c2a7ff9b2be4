// One open database as the GUI sees it: the file, what opening it said, its schema, row counts
// (≈ at once, exact in the background) and column profiles (a sample of every table in the
// background, a full scan on request). Everything that reads the file runs as a job with its
// own connection; pages read the results from here and listen to the signals. Pages that run
// their own queries start them on jobs() in job slots of their own.
#pragma once

#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/jobrunner.h"
#include "db/schema.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <map>

namespace idscope {

class DatabaseSession : public QObject {
    Q_OBJECT
public:
    struct RowCount {
        qint64 rows = -1;   // -1: not known yet
        bool exact = false; // false: sqlite_stat1 or the B-tree's pages ("≈")
    };

    explicit DatabaseSession(QObject* parent = nullptr);
    ~DatabaseSession() override;

    // Opens `path` in the background: opened() or openFailed() follow. The file open so far
    // stays open (and in use) until then; once the new one has opened it is closed (closed(),
    // its jobs cancelled and their results dropped), and after a failure it is still open.
    // `password`: a server's, typed in a dialog; held in memory for the session's
    // connections only, never stored.
    void open(const QString& path, const QString& password = QString());
    void close();

    bool isOpen() const { return open_; }
    bool isOpening() const { return opening_; }
    QString path() const { return path_; }
    const db::OpenInfo& info() const { return info_; }           // a SQLite file's details
    const db::SourceInfo& sourceInfo() const { return source_; } // any engine
    const db::Schema& schema() const { return schema_; }

    RowCount rowCount(const QString& table) const;
    bool countsExact() const { return countsDone_; } // every table counted

    // The newest profile of a table (sample, or full once it ran), nullptr while none.
    const analysis::TableProfile* profile(const QString& table) const;
    const analysis::ColumnProfile* columnProfile(const QString& table, const QString& column) const;

    // Full scan of one table (every column) with progress and cancel; the result replaces
    // the sample. A second call for the same table restarts it.
    void profileFully(const QString& table);
    // Tables whose full profile should take at most this long (estimated) are profiled fully
    // right after their sample (default about a second; 0: never on their own).
    void setFullProfileBudget(double seconds) { fullBudgetSeconds_ = seconds; }
    void cancelFullProfile(const QString& table);
    bool isProfilingFully(const QString& table) const;

    // The user's choice of format for a column (the runner-up switch): the table is profiled
    // again (a sample, or fully when it had been) with the choice forced. Format::Count
    // clears the choice.
    void setColumnFormat(const QString& table, const QString& column, Format format);
    Format columnFormat(const QString& table, const QString& column) const; // Count: automatic

    db::JobRunner* jobs() const { return jobs_; }

    // Milliseconds to wait for background work in tests.
    bool waitForIdle(int msecs = 30000);
    bool isBusy() const;

signals:
    void opened();
    void openFailed(const QString& path, const QString& message);
    void closed();
    void rowCountChanged(const QString& table);
    void countsFinished();
    void profileChanged(const QString& table);
    void samplesFinished(); // every table has its sample profile
    void fullProfileProgress(const QString& table, qint64 done, qint64 total);
    void fullProfileFinished(const QString& table, bool cancelled, const QString& error);

private:
    void onOpened(const QString& path, const QString& password, const db::OpenInfo& info,
                  const db::SourceInfo& source, const db::Schema& schema);
    void onProfiled(const QString& table, bool full, const analysis::TableProfile& p);
    void startEstimates();
    void countNext();
    void sampleNext();
    void startProfile(const QString& table, bool full);
    void profileNextFully(); // the next small table whose sample should give way to every row
    analysis::ProfileOptions optionsFor(const QString& table, bool full) const;
    QStringList tableNames() const; // tables and views that can be profiled, in schema order

    db::JobRunner* jobs_;
    QString path_;
    db::OpenInfo info_;
    db::SourceInfo source_;
    db::Schema schema_;
    bool open_ = false;
    bool opening_ = false;
    QHash<QString, RowCount> counts_;
    QStringList toCount_;
    bool countsDone_ = false;
    QStringList toSample_;
    QHash<QString, analysis::TableProfile> profiles_;
    QHash<QString, bool> full_;                     // table → full scan asked/ran
    QHash<QString, QHash<QString, Format>> forced_; // table → column → format
    db::JobSlot openJob_, estimateJob_, countJob_, sampleJob_;
    std::map<QString, db::JobSlot> fullJobs_; // table → its full scan
    std::map<QString, db::JobSlot> redoJobs_; // table → its sample again with a chosen format
    double fullBudgetSeconds_ = 1.0;
    QStringList toProfileFully_; // sampled tables small enough to read whole, in order
};

} // namespace idscope

// File ▸ Export Report… and every page's Export button: choose what the report holds (tables,
// a column for locality and cursor gaps, a version table's state as of an instant), the format
// and the file; see the report in a preview; export with progress and Cancel. The report is
// built by report::buildDatabaseReport in a job on DatabaseSession::jobs(),
// reusing the session's column profiles, and written atomically on the GUI thread.
//
// A page exports "just this view" by preselecting its scope before exec():
//     ExportReportDialog d(session, this);
//     d.setScope(report::ReportScope::gapsOf({table, column}));  // or localityOf, asOfAt, table
//     d.exec();
// A report built elsewhere (the decoder's report::buildDecoderReport) uses the second
// constructor: only format, file and preview are offered.
#pragma once

#include "db/jobrunner.h"
#include "report/reportdatabase.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;
class QTimer;

namespace idscope {

class DatabaseSession;
class JobProgress;

class ExportReportDialog : public QDialog {
    Q_OBJECT
public:
    ExportReportDialog(DatabaseSession* session, QWidget* parent = nullptr);
    ExportReportDialog(const report::ReportDocument& document, QWidget* parent = nullptr);
    ~ExportReportDialog() override;

    void setScope(const report::ReportScope& scope);
    report::ReportScope scope() const;
    void setFullScan(bool full);

    void setFormat(report::ReportFormat format);
    report::ReportFormat format() const;
    void setFilePath(const QString& path); // the extension picks the format when it names one
    QString filePath() const;

    // Builds the report again for the preview (a job); previewReady() follows.
    void refreshPreview();
    // Builds (unless a fixed document) and writes the file; exported() follows.
    void startExport();
    void cancel();
    bool isBusy() const;

    QTextBrowser* preview() const { return preview_; }
    const report::ReportDocument& lastDocument() const { return document_; }

signals:
    void previewReady();
    void exported(bool ok, const QString& message); // the path written, or why not

protected:
    void changeEvent(QEvent* e) override;

private:
    void buildUi(bool database);
    void fillChoices();
    report::DatabaseReportOptions options() const;
    void startBuild(bool thenExport);
    void onBuilt(const report::ReportDocument& document, const QString& error);
    void onJobEnded(const QString& error);
    void showPreview();
    void writeFile();
    void browse();
    void setBusy(bool busy);
    void syncExtension();
    void schedulePreview(); // after a pause in the changes, unless an export is building

    // The columns a page passed in (with its order, commit-time and writer choices, and a
    // second locality column): kept while the column picked is still theirs.
    QList<report::ColumnRef> givenLocality_, givenGaps_;

    DatabaseSession* session_ = nullptr;
    report::ReportDocument document_;
    bool fixedDocument_ = false;
    bool exportAfterBuild_ = false;
    db::JobSlot buildJob_;
    bool full_ = false;

    QCheckBox* overview_ = nullptr;
    QListWidget* tables_ = nullptr;
    QComboBox* column_ = nullptr;
    QCheckBox* asOf_ = nullptr;
    QDateTimeEdit* asOfTime_ = nullptr;
    QCheckBox* fullScan_ = nullptr;
    QComboBox* format_ = nullptr;
    QLineEdit* file_ = nullptr;
    QPushButton* browse_ = nullptr;
    QPushButton* refresh_ = nullptr;
    QTextBrowser* preview_ = nullptr;
    JobProgress* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
    QTimer* previewTimer_ = nullptr;
};

} // namespace idscope

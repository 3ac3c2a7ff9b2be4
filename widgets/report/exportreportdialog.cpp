#include "exportreportdialog.h"

#include "common/jobprogress.h"
#include "common/settingskeys.h"
#include "database/databasesession.h"
#include "ids/timezone.h"
#include "report/pdf/reportpainter.h"
#include "report/pdf/reportpdf.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

namespace idscope {

namespace {
struct ReportJobResult {
    report::ReportDocument document;
    report::ReportStatus status;
};

// Long enough for a few clicks in the table list to make one build.
constexpr int kPreviewDelayMs = 300;

bool onServer(const DatabaseSession* s)
{
    return s && s->sourceInfo().engine != db::Engine::Sqlite;
}

constexpr report::ReportFormat kFormats[] = {report::ReportFormat::Html, report::ReportFormat::Pdf,
                                             report::ReportFormat::Markdown,
                                             report::ReportFormat::Csv, report::ReportFormat::Json};
} // namespace

ExportReportDialog::ExportReportDialog(DatabaseSession* session, QWidget* parent)
    : QDialog(parent), session_(session)
{
    buildUi(true);
    connect(session_, &DatabaseSession::opened, this, &ExportReportDialog::fillChoices);
    // The preview follows the choices by itself: it is built when the dialog opens and again
    // after each pause in the changes (Update Preview stays for building it once more).
    previewTimer_ = new QTimer(this);
    previewTimer_->setSingleShot(true);
    previewTimer_->setInterval(kPreviewDelayMs);
    connect(previewTimer_, &QTimer::timeout, this, [this] {
        if (!(exportAfterBuild_ && buildJob_.isRunning()))
            startBuild(false);
    });
    connect(overview_, &QCheckBox::toggled, this, &ExportReportDialog::schedulePreview);
    connect(tables_, &QListWidget::itemChanged, this, &ExportReportDialog::schedulePreview);
    connect(column_, &QComboBox::currentIndexChanged, this, &ExportReportDialog::schedulePreview);
    connect(asOf_, &QCheckBox::toggled, this, &ExportReportDialog::schedulePreview);
    connect(asOfTime_, &QDateTimeEdit::dateTimeChanged, this, [this] {
        if (asOf_->isChecked())
            schedulePreview();
    });
    connect(fullScan_, &QCheckBox::toggled, this, &ExportReportDialog::schedulePreview);
    fillChoices();
}

void ExportReportDialog::schedulePreview()
{
    if (previewTimer_)
        previewTimer_->start();
}

ExportReportDialog::ExportReportDialog(const report::ReportDocument& document, QWidget* parent)
    : QDialog(parent), document_(document), fixedDocument_(true)
{
    buildUi(false);
    showPreview();
}

ExportReportDialog::~ExportReportDialog() = default; // the job slot cancels a running build

void ExportReportDialog::buildUi(bool database)
{
    setWindowTitle(tr("Export Report"));
    QSettings settings;
    auto* contents = new QGroupBox(tr("Contents"), this);
    auto* form = new QFormLayout(contents);
    if (database) {
        overview_ = new QCheckBox(tr("The file and its list of tables"), contents);
        overview_->setObjectName(QStringLiteral("overview"));
        overview_->setChecked(true);
        overview_->setToolTip(tr("Path, size, SQLite version, page size, journal mode"));
        tables_ = new QListWidget(contents);
        tables_->setToolTip(tr("Tables with a section each: ID and time columns, format mix, "
                               "time range, anomalies, a histogram"));
        column_ = new QComboBox(contents);
        column_->setToolTip(tr("Adds the key locality and cursor-gap sections for this column"));
        asOf_ = new QCheckBox(tr("Version table state as of"), contents);
        asOf_->setToolTip(tr("Every entity of the version table as it stood at this instant"));
        asOfTime_ = new QDateTimeEdit(QDateTime::currentDateTimeUtc(), contents);
        // UTC proper: Qt 6.7 sets it by zone and deprecates the time-spec setter Qt 6.4 has.
#if QT_VERSION >= QT_VERSION_CHECK(6, 7, 0)
        asOfTime_->setTimeZone(QTimeZone::UTC);
#else
        asOfTime_->setTimeSpec(Qt::UTC);
#endif
        asOfTime_->setDisplayFormat(
            QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'Z'")); // RFC 3339, as every page
        asOfTime_->setCalendarPopup(true);
        asOfTime_->setEnabled(false);
        connect(asOf_, &QCheckBox::toggled, asOfTime_, &QWidget::setEnabled);
        fullScan_ = new QCheckBox(tr("Read every row (slower; default: a sample)"), contents);
        fullScan_->setToolTip(tr("Profile complete tables instead of about 1,000 rows each"));
        // The instant under its box, not beside it: the options stay narrow and the preview
        // gets the width.
        auto* asOfRow = new QVBoxLayout;
        asOfRow->addWidget(asOf_);
        asOfRow->addWidget(asOfTime_, 0, Qt::AlignLeft);
        form->addRow(overview_);
        form->addRow(tr("Tables:"), tables_);
        // The list takes the height the options leave, not the preview's width.
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->addRow(tr("Column:"), column_);
        form->addRow(asOfRow);
        form->addRow(fullScan_);
    } else {
        form->addRow(new QLabel(document_.title, contents));
    }

    format_ = new QComboBox(this);
    for (report::ReportFormat f : kFormats)
        format_->addItem(report::reportFormatTitle(f), int(f));
    format_->setToolTip(tr("HTML and PDF carry the charts; CSV holds the main table only"));
    file_ = new QLineEdit(this);
    file_->setToolTip(tr("The report file; written only when complete"));
    browse_ = new QPushButton(tr("Browse…"), this);
    browse_->setToolTip(tr("Choose where to save the report"));
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(format_);
    fileRow->addWidget(file_, 1);
    fileRow->addWidget(browse_);

    preview_ = new QTextBrowser(this);
    preview_->setOpenLinks(false);
    preview_->setMinimumSize(420, 320);
    refresh_ = new QPushButton(tr("&Update Preview"), this);
    refresh_->setToolTip(tr("Build the report again with these choices"));
    refresh_->setShortcut(QKeySequence::Refresh);
    refresh_->setVisible(database);

    progress_ = new JobProgress(this);
    progress_->setCancelToolTip(tr("Stop building the report"));
    progress_->follow(buildJob_);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    buttons_->button(QDialogButtonBox::Save)->setText(tr("&Export"));

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(contents, database ? 1 : 0);
    leftLayout->addWidget(refresh_, 0, Qt::AlignLeft);
    if (!database)
        leftLayout->addStretch(1);
    auto* split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(preview_);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(status_, 1);
    bottom->addWidget(progress_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addLayout(fileRow);
    layout->addLayout(bottom);
    layout->addWidget(buttons_);

    connect(browse_, &QPushButton::clicked, this, &ExportReportDialog::browse);
    connect(refresh_, &QPushButton::clicked, this, &ExportReportDialog::refreshPreview);
    connect(format_, &QComboBox::currentIndexChanged, this, &ExportReportDialog::syncExtension);
    connect(buttons_, &QDialogButtonBox::accepted, this, &ExportReportDialog::startExport);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The last folder and format, and a file name from the database's.
    // A folder that exists: the remembered one, else Documents, else home (a fresh account
    // may have no Documents folder, and a remembered one may be gone).
    QString folder = settings.value(settings::kReportFolder).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    const int fmt =
        settings.value(settings::kReportFormat, int(report::ReportFormat::Html)).toInt();
    QString base = tr("report");
    if (onServer(session_) && !session_->sourceInfo().database.isEmpty())
        base = session_->sourceInfo().database + tr("-report");
    else if (session_ && !session_->path().isEmpty())
        base = QFileInfo(session_->path()).completeBaseName() + tr("-report");
    file_->setText(QDir(folder).filePath(base + QStringLiteral(".html")));
    const int idx = format_->findData(fmt);
    format_->setCurrentIndex(idx >= 0 ? idx : 0);
    syncExtension();
    // Most of the screen: the preview is a page of tables whose names wrap mid-word in less.
    const QSize room = screen() ? screen()->availableGeometry().size() : QSize(1280, 800);
    resize(QSize(std::max(980, room.width() * 9 / 10), std::max(640, room.height() * 9 / 10))
               .boundedTo(QSize(1500, 1000))
               .boundedTo(room));
    // The options their own width, the preview the rest.
    split->setSizes({left->sizeHint().width(), width()});
}

void ExportReportDialog::fillChoices()
{
    if (!session_ || !session_->isOpen())
        return;
    // What the report's first section names: the file, or the server.
    if (onServer(session_)) {
        overview_->setText(tr("The server and its list of tables"));
        overview_->setToolTip(tr("Server version, host, port, database, user"));
    } else {
        overview_->setText(tr("The file and its list of tables"));
        overview_->setToolTip(tr("Path, size, SQLite version, page size, journal mode"));
    }
    tables_->clear();
    column_->clear();
    column_->addItem(tr("(none)"), QStringList());
    for (const db::TableInfo& t : session_->schema().tables) {
        if (t.kind != db::TableInfo::Kind::Table)
            continue;
        auto* item = new QListWidgetItem(t.name, tables_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        const analysis::TableProfile* p = session_->profile(t.name);
        for (const db::ColumnInfo& c : t.columns) {
            const analysis::ColumnProfile* cp =
                p ? session_->columnProfile(t.name, c.name) : nullptr;
            if (cp && cp->dominant && cp->role == analysis::ColumnRole::Id)
                column_->addItem(t.name + u'.' + c.name, QStringList{t.name, c.name});
        }
    }
    schedulePreview();
}

void ExportReportDialog::setScope(const report::ReportScope& scope)
{
    if (!tables_)
        return;
    overview_->setChecked(scope.overview);
    for (int i = 0; i < tables_->count(); ++i) {
        QListWidgetItem* it = tables_->item(i);
        const bool on =
            scope.tables && (scope.tableNames.isEmpty() ||
                             scope.tableNames.contains(it->text(), Qt::CaseInsensitive));
        it->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    const QList<report::ColumnRef>& cols = !scope.locality.isEmpty() ? scope.locality : scope.gaps;
    givenLocality_ = scope.locality;
    givenGaps_ = scope.gaps;
    column_->setCurrentIndex(0);
    if (!cols.isEmpty()) {
        const QStringList want{cols.first().table, cols.first().column};
        int idx = column_->findData(want);
        if (idx < 0) {
            column_->addItem(cols.first().table + u'.' + cols.first().column, want);
            idx = column_->count() - 1;
        }
        column_->setCurrentIndex(idx);
    }
    // Locality alone or gaps alone stays that way; the combo sets both otherwise.
    column_->setProperty("locality", !scope.locality.isEmpty() || scope.gaps.isEmpty());
    column_->setProperty("gaps", !scope.gaps.isEmpty() || scope.locality.isEmpty());
    asOf_->setChecked(bool(scope.asOf));
    if (scope.asOf)
        asOfTime_->setDateTime(utcDateTime(scope.asOf->unixMsFloor()));
    asOf_->setProperty("versions", scope.versionsTable);
}

report::ReportScope ExportReportDialog::scope() const
{
    report::ReportScope s;
    if (!tables_)
        return s;
    s.overview = overview_->isChecked();
    QStringList names;
    for (int i = 0; i < tables_->count(); ++i) {
        if (tables_->item(i)->checkState() == Qt::Checked)
            names << tables_->item(i)->text();
    }
    s.tables = !names.isEmpty();
    s.tableNames = names.size() == tables_->count() ? QStringList() : names;
    if (!s.tables && s.overview)
        s.tableNames.clear();
    const QStringList col = column_->currentData().toStringList();
    if (col.size() == 2) {
        const report::ColumnRef ref(col[0], col[1]);
        auto given = [&ref](const QList<report::ColumnRef>& g) {
            return !g.isEmpty() && g.first().table == ref.table && g.first().column == ref.column
                       ? g
                       : QList<report::ColumnRef>{ref};
        };
        if (column_->property("locality").toBool() || !column_->property("locality").isValid())
            s.locality = given(givenLocality_);
        if (column_->property("gaps").toBool() || !column_->property("gaps").isValid())
            s.gaps = given(givenGaps_);
    }
    if (asOf_->isChecked())
        s.asOf = Instant::fromUnixMs(asOfTime_->dateTime().toMSecsSinceEpoch());
    s.versionsTable = asOf_->property("versions").toString();
    return s;
}

void ExportReportDialog::setFullScan(bool full)
{
    if (fullScan_)
        fullScan_->setChecked(full);
}

void ExportReportDialog::setFormat(report::ReportFormat format)
{
    format_->setCurrentIndex(std::max(0, format_->findData(int(format))));
}

report::ReportFormat ExportReportDialog::format() const
{
    return report::ReportFormat(format_->currentData().toInt());
}

void ExportReportDialog::setFilePath(const QString& path)
{
    file_->setText(path);
    if (const auto f = report::reportFormatForPath(path))
        setFormat(*f);
}

QString ExportReportDialog::filePath() const
{
    return file_->text().trimmed();
}

void ExportReportDialog::syncExtension()
{
    QString path = file_->text().trimmed();
    if (path.isEmpty())
        return;
    const QFileInfo fi(path);
    const QString ext = report::reportFormatExtension(format());
    if (report::reportFormatForPath(path) != format())
        path = QDir(fi.path()).filePath(fi.completeBaseName() + u'.' + ext);
    file_->setText(QDir::toNativeSeparators(path));
}

void ExportReportDialog::browse()
{
    const QString ext = report::reportFormatExtension(format());
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Report"), filePath(),
        tr("%1 files (*.%2)").arg(report::reportFormatTitle(format()), ext));
    if (!path.isEmpty())
        setFilePath(path);
}

report::DatabaseReportOptions ExportReportDialog::options() const
{
    report::DatabaseReportOptions o;
    o.scope = scope();
    o.full = fullScan_ && fullScan_->isChecked();
    // The session's profiles are reused: the report says what the pages show.
    for (const db::TableInfo& t : session_->schema().tables) {
        const analysis::TableProfile* p = session_->profile(t.name);
        if (p && (!o.full || p->complete))
            o.profiles.insert(t.name, *p);
    }
    return o;
}

void ExportReportDialog::refreshPreview()
{
    if (fixedDocument_) {
        showPreview();
        emit previewReady();
        return;
    }
    startBuild(false);
}

void ExportReportDialog::startExport()
{
    if (filePath().isEmpty()) {
        status_->setText(tr("Choose a file to write."));
        return;
    }
    if (fixedDocument_) {
        writeFile();
        return;
    }
    startBuild(true);
}

void ExportReportDialog::startBuild(bool thenExport)
{
    if (!session_ || !session_->isOpen()) {
        status_->setText(tr("No database is open."));
        return;
    }
    exportAfterBuild_ = thenExport;
    if (previewTimer_)
        previewTimer_->stop(); // this build already has the latest choices
    const report::DatabaseReportOptions opt = options();
    setBusy(true);
    status_->setText(tr("Building the report…"));
    session_->jobs()->startOnSource(
        buildJob_,
        [opt](db::JobContext& ctx) {
            report::ReportHooks hooks;
            hooks.progress = [&ctx](qint64 done, qint64 total, const QString&) {
                ctx.reportProgress(done, total);
                return !ctx.isCancelled();
            };
            ReportJobResult r;
            r.document = report::buildDatabaseReport(ctx.source(), opt, hooks, &r.status);
            return r;
        },
        this,
        [this](db::JobOutcome<ReportJobResult> r) {
            if (r.isDone())
                onBuilt(r.value().document, r.value().status.error);
            else
                onJobEnded(r.isCancelled() ? tr("Cancelled.") : r.error());
        });
}

void ExportReportDialog::cancel()
{
    buildJob_.cancel();
}

bool ExportReportDialog::isBusy() const
{
    return progress_->isActive() || buildJob_.isRunning();
}

void ExportReportDialog::setBusy(bool busy)
{
    if (busy)
        progress_->start();
    else
        progress_->finish();
    buttons_->button(QDialogButtonBox::Save)->setEnabled(!busy);
    if (refresh_)
        refresh_->setEnabled(!busy);
}

void ExportReportDialog::onJobEnded(const QString& error)
{
    setBusy(false);
    status_->setText(error);
    if (exportAfterBuild_)
        emit exported(false, error);
    exportAfterBuild_ = false;
}

// A report that stopped at an error still shows what it holds so far.
void ExportReportDialog::onBuilt(const report::ReportDocument& document, const QString& error)
{
    setBusy(false);
    document_ = document;
    showPreview();
    emit previewReady();
    if (!error.isEmpty()) {
        onJobEnded(error);
        return;
    }
    status_->setText(tr("Preview up to date."));
    if (exportAfterBuild_)
        writeFile();
    exportAfterBuild_ = false;
}

void ExportReportDialog::showPreview()
{
    report::HtmlOptions opt;
    opt.inlineSvg = false; // QTextBrowser draws no SVG: the charts come as images
    QTextDocument* d = preview_->document();
    const QPalette pal = palette();
    int n = 0;
    for (const report::ReportSection& s : document_.sections) {
        for (const report::ReportChart& c : s.charts) {
            const QImage img = report::chartImage(
                c, QSize(640, 240), {pal.color(QPalette::Text), pal.color(QPalette::Base)},
                devicePixelRatioF());
            d->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart:%1").arg(n++)),
                           img);
        }
    }
    const int scroll = preview_->verticalScrollBar() ? preview_->verticalScrollBar()->value() : 0;
    preview_->setHtml(QString::fromUtf8(report::toHtml(document_, opt)));
    if (preview_->verticalScrollBar())
        preview_->verticalScrollBar()->setValue(scroll);
}

void ExportReportDialog::writeFile()
{
    const QString path = filePath();
    QString error;
    // A typed path may name a folder that does not exist yet: create it (the file itself is
    // still written through QSaveFile, whole or not at all).
    const QString parent = QFileInfo(path).absolutePath();
    if (!QFileInfo(parent).isDir() && !QDir().mkpath(parent)) {
        error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(parent));
        status_->setText(error);
        emit exported(false, error);
        return;
    }
    if (!report::saveReportAnyFormat(document_, format(), path, &error)) {
        status_->setText(error);
        emit exported(false, error);
        return;
    }
    QSettings settings;
    settings.setValue(settings::kReportFolder, QFileInfo(path).absolutePath());
    settings.setValue(settings::kReportFormat, int(format()));
    status_->setText(tr("Written to %1.").arg(QDir::toNativeSeparators(path)));
    emit exported(true, path);
}

void ExportReportDialog::changeEvent(QEvent* e)
{
    QDialog::changeEvent(e);
    // The preview's chart images carry the palette's colours.
    if (e->type() == QEvent::PaletteChange && preview_ && !document_.sections.isEmpty())
        showPreview();
}

} // namespace idscope

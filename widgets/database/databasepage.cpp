#include "databasepage.h"

#include "analysis/profiler.h"
#include "browser/databrowser.h"
#include "common/settingskeys.h"
#include "database/databasesession.h"
#include "gaps/gapspage.h"
#include "locality/localitypage.h"
#include "profile/columnprofilepage.h"
#include "report/exportreportdialog.h"
#include "timetravel/timetravelpage.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QSettings>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace idscope {

namespace {
constexpr int kEdgeMargin = 6; // the browser's fields keep this far from the window's edge
// Pages with plots side by side need more room than a small window has: they scroll there
// instead of forcing the window's minimum size up.
QWidget* scrolled(QWidget* page)
{
    auto* area = new QScrollArea;
    area->setWidget(page);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}
} // namespace

DatabasePage::DatabasePage(DatabaseSession* session, ZoneSetting* zone, QWidget* parent)
    : QWidget(parent), tabs_(new QTabWidget(this)), browser_(new DataBrowser(session, zone, this)),
      profile_(new ColumnProfilePage(session, zone, this)),
      timeTravel_(new TimeTravelPage(session, zone, this)),
      locality_(new LocalityPage(session, zone, this)), gaps_(new GapsPage(session, zone, this)),
      session_(session)
{
    setObjectName(QStringLiteral("databasePage"));
    tabs_->setObjectName(QStringLiteral("databaseTabs"));
    tabs_->setDocumentMode(true);
    tabs_->addTab(browser_, tr("D&ata"));
    tabs_->setTabToolTip(0, tr("The table's rows, paged by key, with decoded instants"));
    tabs_->addTab(profile_, tr("Column &Profile"));
    tabs_->setTabToolTip(1, tr("Formats, instants and anomalies of the selected column"));
    tabs_->addTab(timeTravel_, tr("Ti&me Travel"));
    tabs_->setTabToolTip(2, tr("Every entity of a version table as of any instant, its history, "
                               "and what changed between two instants"));
    tabs_->addTab(scrolled(locality_), tr("Key &Locality"));
    tabs_->setTabToolTip(3, tr("Where new keys land in the B-tree: inversions, right-edge "
                               "inserts, leaf pages written, two columns side by side"));
    tabs_->addTab(scrolled(gaps_), tr("Cursor &Gaps"));
    tabs_->setTabToolTip(4, tr("Rows a consumer polling WHERE id > :last_seen would miss, and "
                               "the safety window that catches them"));
    auto* exportButton = new QToolButton(tabs_);
    exportButton->setObjectName(QStringLiteral("exportViewButton"));
    exportButton->setText(tr("Exp&ort…"));
    exportButton->setToolTip(tr("Export what this page shows as a report: HTML, PDF, Markdown, "
                                "CSV or JSON, with a preview (Ctrl+Alt+E)"));
    exportButton->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E));
    exportButton->setAutoRaise(true);
    connect(exportButton, &QToolButton::clicked, this, &DatabasePage::exportCurrentView);
    // Off the window's edge by the same margin as the fields below it.
    auto* corner = new QWidget(tabs_);
    auto* cornerLayout = new QHBoxLayout(corner);
    cornerLayout->setContentsMargins(0, 0, kEdgeMargin, 0);
    cornerLayout->addWidget(exportButton);
    tabs_->setCornerWidget(corner, Qt::TopRightCorner);
    tabs_->setCurrentIndex(QSettings().value(settings::kDatabaseTab, 0).toInt());
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int i) {
        QSettings().setValue(settings::kDatabaseTab, i);
        followSelection();
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);

    connect(profile_, &ColumnProfilePage::showRowsRequested, this, &DatabasePage::showRows);
    connect(profile_, &ColumnProfilePage::browseRequested, this, &DatabasePage::browseTable);
    connect(gaps_, &GapsPage::showRows, this, &DatabasePage::showRows);
}

void DatabasePage::browseTable(const QString& table)
{
    noteSelection(table, QString());
    followed_[browser_] = selection_;
    browser_->showTable(table);
    tabs_->setCurrentWidget(browser_);
}

void DatabasePage::profileColumn(const QString& table, const QString& column)
{
    noteSelection(table, column);
    followed_[profile_] = followed_[browser_] = selection_;
    profile_->showColumn(table, column);
    tabs_->setCurrentWidget(profile_);
    if (browser_->currentTable() != table)
        browser_->showTable(table);
}

void DatabasePage::analyseLocality(const QString& table, const QString& column)
{
    noteSelection(table, column);
    followed_[locality_] = selection_;
    locality_->analyseColumn(table, column);
    tabs_->setCurrentIndex(tabs_->indexOf(locality_->parentWidget()->parentWidget()));
}

void DatabasePage::findGaps(const QString& table, const QString& column)
{
    noteSelection(table, column);
    followed_[gaps_] = selection_;
    gaps_->analyseColumn(table, column);
    tabs_->setCurrentIndex(tabs_->indexOf(gaps_->parentWidget()->parentWidget()));
}

void DatabasePage::noteSelection(const QString& table, const QString& column)
{
    selection_ = {table, column};
}

void DatabasePage::followSelection()
{
    const auto& [table, column] = selection_;
    const db::TableInfo* info = session_->isOpen() ? session_->schema().table(table) : nullptr;
    if (!info)
        return;
    QWidget* current = tabs_->currentWidget();
    auto page = [current](QWidget* p) {
        return current == p || (p->parentWidget() && current == p->parentWidget()->parentWidget());
    };
    QWidget* target = page(profile_)    ? static_cast<QWidget*>(profile_)
                      : page(locality_) ? static_cast<QWidget*>(locality_)
                      : page(gaps_)     ? static_cast<QWidget*>(gaps_)
                                        : nullptr;
    if (!target || followed_.value(target) == selection_)
        return;
    followed_[target] = selection_;
    if (target == profile_) {
        // A table: its main ID column (the key when it is an ID, even one whose IDs carry no
        // instant), as the explorer would show had the user picked it.
        QString col = column;
        if (col.isEmpty()) {
            const QStringList key = info->primaryKey();
            const analysis::ColumnProfile* p =
                key.size() == 1 ? session_->columnProfile(table, key.first()) : nullptr;
            col = p && p->role == analysis::ColumnRole::Id
                      ? key.first()
                      : analysis::mainIdColumn(*info, session_->profile(table));
        }
        if (!col.isEmpty() && (profile_->table() != table || profile_->column() != col))
            profile_->showColumn(table, col);
    } else if (target == locality_) {
        if (locality_->tableCombo(LocalityPage::A)->currentData().toString() != table ||
            (!column.isEmpty() &&
             locality_->columnCombo(LocalityPage::A)->currentData().toString() != column))
            locality_->analyseColumn(table, column);
    } else if (gaps_->table() != table || (!column.isEmpty() && gaps_->column() != column)) {
        gaps_->analyseColumn(table, column);
    }
}

void DatabasePage::exportReport()
{
    ExportReportDialog dialog(session_, this);
    dialog.setScope(report::ReportScope::database());
    dialog.exec();
}

void DatabasePage::exportCurrentView()
{
    report::ReportScope scope = report::ReportScope::database();
    QWidget* current = tabs_->currentWidget();
    if (current == profile_ && !profile_->table().isEmpty()) {
        scope = report::ReportScope::table(profile_->table());
    } else if (current == browser_ && !browser_->currentTable().isEmpty()) {
        scope = report::ReportScope::table(browser_->currentTable());
    } else if (current == timeTravel_ && timeTravel_->instant()) {
        scope = report::ReportScope::asOfAt(*timeTravel_->instant(),
                                            timeTravel_->timeline()->mapping().table);
    } else if (current == locality_->parentWidget()->parentWidget()) {
        const QString t = locality_->tableCombo(LocalityPage::A)->currentData().toString();
        if (!t.isEmpty()) {
            auto ref = [this](LocalityPage::Side side) {
                return report::ColumnRef{locality_->tableCombo(side)->currentData().toString(),
                                         locality_->columnCombo(side)->currentData().toString(),
                                         locality_->orderCombo(side)->currentData().toString(),
                                         {},
                                         {}};
            };
            scope = report::ReportScope::localityOf(ref(LocalityPage::A));
            const QString b = locality_->tableCombo(LocalityPage::B)->currentData().toString();
            if (!b.isEmpty())
                scope.locality.append(ref(LocalityPage::B));
        }
    } else if (current == gaps_->parentWidget()->parentWidget() && !gaps_->table().isEmpty()) {
        scope = report::ReportScope::gapsOf({gaps_->table(), gaps_->column(), gaps_->orderColumn(),
                                             gaps_->commitTimeColumn(), gaps_->writerColumn()});
    }
    ExportReportDialog dialog(session_, this);
    dialog.setScope(scope);
    dialog.exec();
}

void DatabasePage::showRows(const QString& table, const QList<qint64>& rowids,
                            const QString& caption)
{
    browser_->showRows(table, rowids, caption);
    tabs_->setCurrentWidget(browser_);
}

} // namespace idscope

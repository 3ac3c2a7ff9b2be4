// The data browser's widgets, menus and copy: built once, driven by databrowser.cpp.
#include "browsermodel.h"
#include "columnfit.h"
#include "common/instantedit.h"
#include "common/jobprogress.h"
#include "common/settingskeys.h"
#include "common/zonesetting.h"
#include "databrowser.h"
#include "report/selectionexport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace idscope {

// The toolbar: page through the table, the position, the page job's progress, Reload, Copy as.
void DataBrowser::buildToolbar()
{
    toolbar_ = new QToolBar(this);
    toolbar_->setIconSize(QSize(16, 16));
    toolbar_->setContentsMargins(0, 0, 6, 0); // "Copy as" off the edge, as the fields below
    // Text-only buttons: the style's media icons are black arrows, unreadable in a dark theme.
    toolbar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto action = [this](const QString& text, const QString& tip, const QKeySequence& key,
                         void (DataBrowser::*slot)()) {
        QAction* a = toolbar_->addAction(text, this, slot);
        a->setToolTip(tip + QStringLiteral(" (") + key.toString(QKeySequence::NativeText) +
                      QLatin1Char(')'));
        a->setStatusTip(tip);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a); // the shortcut works wherever the focus is inside the page
        return a;
    };
    firstAct_ = action(tr("« First"), tr("Show the first rows"),
                       QKeySequence(Qt::CTRL | Qt::Key_Home), &DataBrowser::firstPage);
    prevAct_ = action(tr("‹ Previous"), tr("Show the previous page"),
                      QKeySequence(Qt::CTRL | Qt::Key_PageUp), &DataBrowser::previousPage);
    nextAct_ = action(tr("Next ›"), tr("Show the next page"),
                      QKeySequence(Qt::CTRL | Qt::Key_PageDown), &DataBrowser::nextPage);
    lastAct_ = action(tr("Last »"), tr("Show the last rows"), QKeySequence(Qt::CTRL | Qt::Key_End),
                      &DataBrowser::lastPage);
    toolbar_->addSeparator();
    position_ = new QLabel(this);
    position_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    position_->setContentsMargins(8, 0, 8, 0);
    toolbar_->addWidget(position_);
    auto* spacer = new QWidget(this);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar_->addWidget(spacer);
    // Go to ID is a way to move through the table, as the page buttons: up here it leaves the
    // filter bar's width to the instants and the ID column's name.
    goTo_ = new QLineEdit(this);
    goTo_->setObjectName(QStringLiteral("browserGoTo"));
    goTo_->setPlaceholderText(tr("Go to ID (any spelling)"));
    goTo_->setToolTip(tr("Paste an ID as text, with braces, urn:uuid:, in any case, or a BLOB "
                         "as hex; Enter shows its row"));
    goTo_->setClearButtonEnabled(true);
    goTo_->setMinimumWidth(180);
    goTo_->setMaximumWidth(320);
    goTo_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(goTo_, &QLineEdit::returnPressed, this, [this] { goToId(goTo_->text()); });
    toolbar_->addWidget(goTo_);
    toolbar_->installEventFilter(this); // fitToolbar() on a resize
    busy_ = new JobProgress(this);
    busy_->setBarWidth(90);
    busy_->bar()->setToolTip(tr("Reading the page…"));
    busy_->setCancelToolTip(tr("Stop reading the page"));
    busy_->follow(pageJob_);
    busyAct_ = toolbar_->addWidget(busy_);
    busyAct_->setVisible(false); // a toolbar shows its widgets: hide the action, not the bar
    busyDelay_ = new QTimer(this);
    busyDelay_->setSingleShot(true);
    busyDelay_->setInterval(150); // a fast page never flashes the indicator
    connect(busyDelay_, &QTimer::timeout, this, [this] {
        busy_->start();
        busyAct_->setVisible(true);
    });
    reloadAct_ = action(tr("Reload"), tr("Read the page again"), QKeySequence::Refresh,
                        &DataBrowser::reload);

    copyAct_ = new QAction(tr("Copy"), this);
    copyAct_->setShortcut(QKeySequence::Copy);
    copyAct_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    copyAct_->setStatusTip(tr("Copy the selected cells, tab-separated"));
    connect(copyAct_, &QAction::triggered, this, &DataBrowser::copySelection);
    copyAsMenu_ = new QMenu(tr("Copy as"), this);
    const std::pair<int, QString> formats[] = {{CopyCsv, tr("CSV")},
                                               {CopyJson, tr("JSON")},
                                               {CopyMarkdown, tr("Markdown table")},
                                               {CopyTsv, tr("Tab-separated with header")}};
    for (const auto& [fmt, name] : formats) {
        QAction* a = copyAsMenu_->addAction(name, this, [this, f = fmt] { copySelectionAs(f); });
        a->setStatusTip(tr("Copy the selected cells with their column names as %1").arg(name));
    }
    auto* copyButton = new QToolButton(this);
    copyButton->setObjectName(QStringLiteral("browserCopyAs"));
    copyButton->setText(tr("Copy as"));
    copyButton->setToolTip(tr("Copy the selection as CSV, JSON or a Markdown table"));
    copyButton->setMenu(copyAsMenu_);
    copyButton->setPopupMode(QToolButton::InstantPopup);
    toolbar_->addWidget(copyButton);
}

// The filter bar: ID column, instant range (how each end was read below it).
QWidget* DataBrowser::buildFilterBar()
{
    auto* filterBar = new QWidget(this);
    auto* fl = new QGridLayout(filterBar);
    fl->setContentsMargins(6, 0, 6, 0);
    fl->setVerticalSpacing(0);
    idColumn_ = new QComboBox(this);
    idColumn_->setToolTip(tr("The ID or time column to filter by and to look IDs up in"));
    idColumn_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // Its whole text ("id (uuidv4)"): the instant fields give way instead, their readings
    // below them shorten first.
    idColumn_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    from_ = new InstantEdit(zone_, this);
    to_ = new InstantEdit(zone_, this);
    from_->setObjectName(QStringLiteral("browserFrom"));
    to_->setObjectName(QStringLiteral("browserTo"));
    from_->setPlaceholderText(tr("from: 2026-10-01, -7d"));
    to_->setPlaceholderText(tr("to: 2026-10-31T22:00Z"));
    for (InstantEdit* e : {from_, to_}) {
        e->setMinimumWidth(150);
        connect(e, &QLineEdit::returnPressed, this, [this] {
            applyFilter(idColumn_->currentData().toString(), from_->text(), to_->text());
        });
    }
    apply_ = new QPushButton(tr("Filter"), this);
    apply_->setToolTip(tr("Show only rows whose ID was minted in this range (an index range "
                          "query on the ID)"));
    clear_ = new QPushButton(tr("Clear"), this);
    clear_->setObjectName(QStringLiteral("browserClear"));
    clear_->setToolTip(tr("Show the whole table again"));
    connect(apply_, &QPushButton::clicked, this, [this] {
        applyFilter(idColumn_->currentData().toString(), from_->text(), to_->text());
    });
    connect(clear_, &QPushButton::clicked, this, &DataBrowser::clearFilter);
    connect(idColumn_, &QComboBox::currentIndexChanged, this, &DataBrowser::onFilterColumnChanged);
    auto* idLabel = new QLabel(tr("ID column:"), this);
    idLabel->setBuddy(idColumn_);
    fl->addWidget(idLabel, 0, 0);
    fl->addWidget(idColumn_, 0, 1);
    fl->addWidget(from_, 0, 2);
    fl->addWidget(from_->echoLabel(), 1, 2);
    fl->addWidget(to_, 0, 3);
    fl->addWidget(to_->echoLabel(), 1, 3);
    fl->addWidget(apply_, 0, 4);
    fl->addWidget(clear_, 0, 5);
    fl->setColumnStretch(2, 1); // the instants get the room: their readings show below them
    fl->setColumnStretch(3, 1);
    return filterBar;
}

// The caption over a selection of rows (with its way back) and the message line.
void DataBrowser::buildCaptionAndMessage()
{
    captionBar_ = new QWidget(this);
    auto* cl = new QHBoxLayout(captionBar_);
    cl->setContentsMargins(6, 0, 6, 0);
    caption_ = new QLabel(this);
    caption_->setWordWrap(true);
    auto* back = new QPushButton(tr("Show the whole table"), this);
    back->setToolTip(tr("Leave this selection of rows and browse the whole table"));
    connect(back, &QPushButton::clicked, this, [this] { showTable(table_); });
    cl->addWidget(caption_, 1);
    cl->addWidget(back);
    captionBar_->setVisible(false);

    message_ = new QLabel(this);
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setContentsMargins(6, 2, 6, 2);
    message_->setVisible(false);
}

// The grid: sorted by the database on a header click, widths refitted on every page.
void DataBrowser::buildView()
{
    view_ = new QTableView(this);
    view_->setModel(model_);
    view_->setSelectionBehavior(QAbstractItemView::SelectItems);
    view_->setAlternatingRowColors(true);
    view_->setWordWrap(false);
    view_->setTextElideMode(Qt::ElideMiddle);
    view_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 6);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    // Sorting is ours (by key, in the database), not the view's (which would sort one page).
    view_->horizontalHeader()->setSectionsClickable(true);
    view_->horizontalHeader()->setSortIndicatorShown(false);
    connect(view_->horizontalHeader(), &QHeaderView::sectionClicked, this,
            &DataBrowser::onHeaderClicked);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    view_->addAction(copyAct_);
    connect(view_->horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            &DataBrowser::showHeaderMenu);
    connect(view_, &QTableView::customContextMenuRequested, this, &DataBrowser::showCellMenu);
    // Widths follow each page (and a dragged column keeps its width while the table is shown).
    connect(model_, &QAbstractItemModel::modelReset, this, &DataBrowser::refitColumns);
    connect(view_->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int column, int, int width) {
                if (!fitting_)
                    userWidths_.insert(columnKey(column), width);
            });
    view_->viewport()->installEventFilter(this);
}

void DataBrowser::buildUi()
{
    buildToolbar();
    QWidget* filterBar = buildFilterBar();
    buildCaptionAndMessage();
    buildView();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    layout->addWidget(toolbar_);
    layout->addWidget(filterBar);
    layout->addWidget(captionBar_);
    layout->addWidget(message_);
    layout->addWidget(view_, 1);
    addAction(copyAct_);
}

QString DataBrowser::selectionText(int format) const
{
    QModelIndexList sel = view_->selectionModel()->selectedIndexes();
    if (sel.isEmpty() && view_->currentIndex().isValid())
        sel << view_->currentIndex();
    const SelectionTable t = model_->selection(sel);
    if (t.rows.isEmpty())
        return QString();
    switch (format) {
    case CopyCsv:
        return selectionToCsv(t);
    case CopyJson:
        return selectionToJson(t);
    case CopyMarkdown:
        return selectionToMarkdown(t);
    default:
        return selectionToTsv(t, true);
    }
}

void DataBrowser::copySelection()
{
    QModelIndexList sel = view_->selectionModel()->selectedIndexes();
    if (sel.isEmpty() && view_->currentIndex().isValid())
        sel << view_->currentIndex();
    const SelectionTable t = model_->selection(sel);
    if (!t.rows.isEmpty())
        QApplication::clipboard()->setText(selectionToTsv(t, false));
}

void DataBrowser::copySelectionAs(int format)
{
    const QString text = selectionText(format);
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void DataBrowser::showHeaderMenu(const QPoint& pos)
{
    QMenu menu(this);
    const int src = model_->sourceColumn(view_->horizontalHeader()->logicalIndexAt(pos));
    if (model_->canDecode(src)) {
        const QString name = model_->columns().at(src).name;
        QAction* a = menu.addAction(tr("Decoded instant beside “%1”").arg(name));
        a->setCheckable(true);
        a->setChecked(model_->isDecodedVisible(src));
        connect(a, &QAction::toggled, this, [this, src](bool on) {
            model_->setDecodedVisible(src, on);
            storeHidden();
        });
        menu.addSeparator();
    }
    menu.addAction(tr("Fit columns to contents"), this, &DataBrowser::resetColumnWidths);
    menu.exec(view_->horizontalHeader()->viewport()->mapToGlobal(pos));
}

void DataBrowser::showCellMenu(const QPoint& pos)
{
    const QModelIndex at = view_->indexAt(pos);
    QMenu menu(this);
    menu.addAction(copyAct_);
    QMenu* as = menu.addMenu(tr("Copy as"));
    for (QAction* a : copyAsMenu_->actions())
        as->addAction(a);
    if (at.isValid()) {
        const int src = model_->sourceColumn(at.column());
        const QString text = model_->displayText(at.row(), src);
        if (model_
                ->data(model_->index(at.row(), model_->viewColumn(src)), BrowserModel::RawValueRole)
                .isValid()) {
            menu.addSeparator();
            QAction* d = menu.addAction(tr("Decode in the decoder"), this,
                                        [this, text] { emit decodeRequested(text); });
            d->setStatusTip(tr("Show every reading of this value in the decoder panel"));
        }
    }
    menu.exec(view_->viewport()->mapToGlobal(pos));
}

namespace {

// RFC 3339 text is readable as it is: its decoded column starts hidden.
bool decodedByDefault(const BrowserModel::ColumnSpec& spec)
{
    return spec.format != Format::Rfc3339;
}

} // namespace

// Stored as "table/column" (hidden although shown by default) and "+table/column" (shown
// although hidden by default).
void DataBrowser::storeHidden()
{
    QSettings settings;
    QStringList stored = settings.value(settings::kBrowserHiddenDecoded).toStringList();
    const QString prefix = table_ + QLatin1Char('/');
    stored.erase(std::remove_if(stored.begin(), stored.end(),
                                [&prefix](const QString& s) {
                                    return s.startsWith(prefix) ||
                                           s.startsWith(QLatin1Char('+') + prefix);
                                }),
                 stored.end());
    for (int i = 0; i < model_->columns().size(); ++i) {
        const BrowserModel::ColumnSpec& spec = model_->columns().at(i);
        if (!model_->canDecode(i) || model_->isDecodedVisible(i) == decodedByDefault(spec))
            continue;
        stored << (model_->isDecodedVisible(i) ? QStringLiteral("+") : QString()) + prefix +
                      spec.name;
    }
    settings.setValue(settings::kBrowserHiddenDecoded, stored);
}

void DataBrowser::restoreHidden()
{
    const QStringList stored = QSettings().value(settings::kBrowserHiddenDecoded).toStringList();
    for (int i = 0; i < model_->columns().size(); ++i) {
        const BrowserModel::ColumnSpec& spec = model_->columns().at(i);
        const QString key = table_ + QLatin1Char('/') + spec.name;
        bool visible = decodedByDefault(spec);
        if (stored.contains(key))
            visible = false;
        else if (stored.contains(QLatin1Char('+') + key))
            visible = true;
        model_->setDecodedVisible(i, visible);
    }
}

// What each column needs to show the page whole.
QList<ColumnNeed> DataBrowser::columnNeeds() const
{
    const int margin =
        2 * (view_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view_) + 1) +
        (view_->showGrid() ? 1 : 0);
    QList<ColumnNeed> needs;
    for (int c = 0; c < model_->columnCount(); ++c) {
        ColumnNeed n;
        const int src = model_->sourceColumn(c);
        const bool decoded = model_->isDecodedColumn(c);
        n.whole = decoded || model_->columns().at(src).idLike;
        n.user = userWidths_.value(columnKey(c), -1);
        n.content = view_->horizontalHeader()->sectionSizeHint(c);
        if (decoded) {
            // Measured here rather than by the view: the spelling not on screen counts too. The
            // grid elides by the text's fractional width, so round up.
            const QFontMetricsF fm(model_->index(0, c).data(Qt::FontRole).value<QFont>());
            qreal widest = 0;
            for (int r = 0; r < model_->rowCount(); ++r)
                widest = std::max(widest, fm.horizontalAdvance(model_->instantText(r, src)));
            n.content = std::max(n.content, int(std::ceil(widest)) + margin + 1);
        } else {
            // Public in QAbstractItemView (QTableView's override is protected).
            n.content = std::max(
                n.content, static_cast<const QAbstractItemView*>(view_)->sizeHintForColumn(c));
        }
        needs << n;
    }
    return needs;
}

QString DataBrowser::columnKey(int viewColumn) const
{
    const int src = model_->sourceColumn(viewColumn);
    const QString name = src >= 0 ? model_->columns().at(src).name : QString();
    return model_->isDecodedColumn(viewColumn) ? name + QStringLiteral("\n⟶") : name;
}

// Every page, zone and grid width: IDs and decoded instants whole, the other columns cut only
// when the grid is short; room left over goes to the last column, so the grid uses its width.
void DataBrowser::fitColumns()
{
    if (fitting_ || model_->columnCount() == 0)
        return;
    fitting_ = true;
    if (needs_.isEmpty())
        needs_ = columnNeeds();
    const int cw = view_->fontMetrics().averageCharWidth();
    ColumnLimits limits;
    // A hidden grid has no width yet: it fits again when shown.
    limits.available = view_->isVisible() ? view_->viewport()->width() : INT_MAX / 2;
    limits.cap = cw * 48;
    limits.floor = cw * 12;
    limits.fillLast = view_->isVisible();
    const QList<int> widths = fitColumnWidths(needs_, limits);
    for (int c = 0; c < widths.size(); ++c)
        view_->setColumnWidth(c, widths[c]);
    fitting_ = false;
}

void DataBrowser::refitColumns()
{
    // An empty page (a filter no row matches) has only its headers to measure: the columns
    // would shrink to their names and the last one take the grid. Keep the widths the rows
    // before it had, while the columns are the same.
    QStringList keys;
    for (int c = 0; c < model_->columnCount(); ++c)
        keys << columnKey(c);
    if (model_->rowCount() > 0 || keys != needKeys_)
        needs_.clear();
    needKeys_ = keys;
    fitColumns();
}

void DataBrowser::resetColumnWidths()
{
    userWidths_.clear();
    refitColumns();
}

} // namespace idscope

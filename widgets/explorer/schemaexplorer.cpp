#include "schemaexplorer.h"

#include "badgedelegate.h"
#include "browser/columnfit.h"
#include "database/databasesession.h"
#include "schematreemodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>

namespace idscope {

namespace {

using Kind = SchemaTreeModel::Kind;

Kind kindOf(const QModelIndex& i)
{
    return Kind(i.data(SchemaTreeModel::KindRole).toInt());
}

// The declared type at the head of a column's type cell ("INTEGER · PK · NOT NULL"), when it is
// one short word; a long one ("VARCHAR(255) COLLATE NOCASE") may be cut like the rest.
QString declaredTypeOf(const QModelIndex& detail)
{
    const QString type = detail.data().toString().section(QStringLiteral(" · "), 0, 0);
    return type.size() <= 16 && !type.contains(u' ') ? type : QString();
}

// Matches tables, views and columns by name; a matching table keeps all its rows, a matching
// column keeps its table.
class SchemaFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        const QModelIndex i = sourceModel()->index(row, 0, parent);
        const Kind k = kindOf(i);
        if (k != Kind::Table && k != Kind::View && k != Kind::Column)
            return filterRegularExpression().pattern().isEmpty();
        return QSortFilterProxyModel::filterAcceptsRow(row, parent);
    }
};

} // namespace

SchemaExplorer::SchemaExplorer(DatabaseSession* session, QWidget* parent)
    : QWidget(parent), session_(session), model_(new SchemaTreeModel(session, this)),
      proxy_(new SchemaFilter(this)), filter_(new QLineEdit(this)), view_(new QTreeView(this))
{
    proxy_->setSourceModel(model_);
    proxy_->setRecursiveFilteringEnabled(true);
    proxy_->setAutoAcceptChildRows(true);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setFilterKeyColumn(SchemaTreeModel::NameColumn);

    filter_->setObjectName(QStringLiteral("schemaFilter"));
    filter_->setPlaceholderText(tr("Filter tables and columns (Ctrl+F)"));
    filter_->setClearButtonEnabled(true);
    filter_->setToolTip(tr("Show only tables and columns whose name contains this text"));
    connect(filter_, &QLineEdit::textChanged, this, &SchemaExplorer::setFilterText);
    // Ctrl+F reaches the filter from anywhere in the window (a page's table, a field), not only
    // from inside the explorer.
    auto* find = new QShortcut(QKeySequence::Find, this, nullptr, nullptr, Qt::WindowShortcut);
    connect(find, &QShortcut::activated, this, [this] {
        filter_->setFocus(Qt::ShortcutFocusReason);
        filter_->selectAll();
    });

    view_->setObjectName(QStringLiteral("schemaTree"));
    view_->setModel(proxy_);
    view_->setItemDelegate(new BadgeDelegate(view_));
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(false);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    view_->setExpandsOnDoubleClick(false); // double-click on a table browses it
    // The columns fit their content; in a narrow dock they give way (fitColumns) and each cut
    // cell's tooltip has its whole text.
    view_->header()->setStretchLastSection(false);
    view_->header()->setMinimumSectionSize(fontMetrics().averageCharWidth() * 4);
    view_->header()->setSectionResizeMode(QHeaderView::Interactive);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    view_->viewport()->installEventFilter(this);
    // A table opened or closed, a resize, a font: the columns give way inside the dock, which
    // is not asked to grow (it moved the page under the mouse).
    connect(view_, &QTreeView::expanded, this, &SchemaExplorer::fitQuietly);
    connect(view_, &QTreeView::collapsed, this, &SchemaExplorer::fitQuietly);
    connect(proxy_, &QAbstractItemModel::layoutChanged, this, &SchemaExplorer::fitColumns);
    connect(proxy_, &QAbstractItemModel::rowsInserted, this, &SchemaExplorer::fitColumns);
    connect(proxy_, &QAbstractItemModel::rowsRemoved, this, &SchemaExplorer::fitColumns);
    connect(proxy_, &QAbstractItemModel::dataChanged, this, &SchemaExplorer::fitColumns);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { onCurrentChanged(current); });
    connect(view_, &QTreeView::activated, this, &SchemaExplorer::onActivated);
    connect(view_, &QTreeView::customContextMenuRequested, this, &SchemaExplorer::showContextMenu);
    connect(model_, &QAbstractItemModel::modelReset, this, &SchemaExplorer::expandTables);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(filter_);
    layout->addWidget(view_);
    expandTables();
}

void SchemaExplorer::expandTables()
{
    // The groups open, tables closed: the first screen lists every table.
    wantedWidth_ = 0;
    for (int r = 0; r < proxy_->rowCount(); ++r)
        view_->expand(proxy_->index(r, 0));
    fitColumns();
}

// Each column as wide as its widest shown cell; when the dock is narrower, the type column
// gives way first, then the format, then the names, each down to a floor that still reads:
// for the type column, every declared type whole ("INTEGER · …", never "INTE…") unless the
// dock is too narrow for the other floors.
void SchemaExplorer::fitQuietly()
{
    quiet_ = true;
    fitColumns();
    quiet_ = false;
}

void SchemaExplorer::fitColumns()
{
    if (fitting_)
        return;
    fitting_ = true;
    QList<int> content;
    for (int c = 0; c < SchemaTreeModel::ColumnCount; ++c)
        content << view_->header()->sectionSizeHint(c);
    QStyleOptionViewItem option;
    option.initFrom(view_);
    option.font = view_->font();
    QFont bold = view_->font();
    bold.setBold(true);
    const QFontMetrics markerMetrics(bold);
    int marker = 0;      // the widest ⚠ figure: the format column never hides it
    int typeWord = 0;    // the widest declared type, with the ellipsis that may follow it
    int count = 0;       // the widest row count: a number is never cut
    int firstFormat = 0; // the widest leading format with its share, and its marker
    const QFontMetrics fm(view_->font());
    const int indent = view_->indentation();
    for (QModelIndex row = proxy_->index(0, 0); row.isValid(); row = view_->indexBelow(row)) {
        int depth = view_->rootIsDecorated() ? 1 : 0;
        for (QModelIndex p = row.parent(); p.isValid(); p = p.parent())
            ++depth;
        for (int c = 0; c < SchemaTreeModel::ColumnCount; ++c) {
            const QModelIndex i = row.siblingAtColumn(c);
            const int w = view_->itemDelegateForIndex(i)->sizeHint(option, i).width();
            content[c] = std::max(content[c], w + (c == 0 ? depth * indent : 0));
        }
        const Kind kind = kindOf(row);
        if (kind == Kind::Column) {
            const QString type = declaredTypeOf(row.siblingAtColumn(SchemaTreeModel::DetailColumn));
            if (!type.isEmpty())
                typeWord = std::max(typeWord, fm.horizontalAdvance(type + QStringLiteral(" …")));
            const QModelIndex badge = row.siblingAtColumn(SchemaTreeModel::BadgeColumn);
            const QString mix = badge.data(SchemaTreeModel::BadgeRole).toString();
            if (!mix.isEmpty())
                firstFormat = std::max(
                    firstFormat, BadgeDelegate::cellWidth(
                                     view_->font(), mix.section(QStringLiteral(" · "), 0, 0),
                                     badge.data(SchemaTreeModel::AnomalyMarkerRole).toString()));
        } else if (kind == Kind::Table || kind == Kind::View) {
            count = std::max(
                count, fm.horizontalAdvance(
                           row.siblingAtColumn(SchemaTreeModel::DetailColumn).data().toString()));
        }
        marker = std::max(marker, markerMetrics.horizontalAdvance(
                                      row.data(SchemaTreeModel::AnomalyMarkerRole).toString()));
    }
    const int x = fontMetrics().averageCharWidth();
    const int textMargins =
        2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view_) + 1);
    const int counts = count + textMargins + 2;
    const QList<int> floors = {indent * 3 + x * 10,
                               std::max({x * 8, typeWord + textMargins + 2, counts}),
                               std::max(x * 12 + marker + 24, firstFormat)};
    const int available = view_->viewport()->width();
    QList<int> widths = fitInOrder(
        content, floors,
        {SchemaTreeModel::DetailColumn, SchemaTreeModel::BadgeColumn, SchemaTreeModel::NameColumn},
        available);
    // A dock too narrow even for that: the types give way last, down to a few characters.
    QList<int> last = floors;
    last[SchemaTreeModel::DetailColumn] = std::max(x * 8, counts);
    widths = fitInOrder(widths, last, {SchemaTreeModel::DetailColumn}, available);
    // Narrower still: the names, then the first format's share; never a row count.
    last[SchemaTreeModel::NameColumn] = indent * 2 + x * 6;
    last[SchemaTreeModel::BadgeColumn] = x * 12 + marker + 24;
    widths = fitInOrder(widths, last, {SchemaTreeModel::NameColumn, SchemaTreeModel::BadgeColumn},
                        available);
    // The format column takes what is left, so the columns end at the dock's edge.
    widths[SchemaTreeModel::BadgeColumn] =
        std::max(widths[SchemaTreeModel::BadgeColumn], available - widths[0] - widths[1]);
    for (int c = 0; c < SchemaTreeModel::ColumnCount; ++c)
        view_->setColumnWidth(c, widths[c]);
    fitting_ = false;
    // What the whole columns need, beside the view's frame and scroll bar.
    int wanted =
        2 * view_->frameWidth() + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, view_);
    for (int c = 0; c < SchemaTreeModel::ColumnCount; ++c)
        wanted += content[c];
    if (wanted > wantedWidth_ && !quiet_) {
        wantedWidth_ = wanted;
        emit wantsWidth(wanted);
    }
}

bool SchemaExplorer::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize && watched == view_->viewport())
        fitQuietly();
    return QWidget::eventFilter(watched, event);
}

void SchemaExplorer::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        fitQuietly();
}

void SchemaExplorer::setFilterText(const QString& text)
{
    if (filter_->text() != text)
        filter_->setText(text); // comes back here through textChanged
    proxy_->setFilterFixedString(text);
    if (text.isEmpty())
        expandTables();
    else
        view_->expandAll();
}

QPair<QString, QString> SchemaExplorer::currentSelection() const
{
    const QModelIndex i = view_->currentIndex();
    if (!i.isValid())
        return {};
    const Kind k = kindOf(i);
    if (k == Kind::Group)
        return {};
    const QString table = i.data(SchemaTreeModel::TableRole).toString();
    return {table, k == Kind::Column ? i.data(SchemaTreeModel::ColumnRole).toString() : QString()};
}

void SchemaExplorer::select(const QModelIndex& sourceIndex)
{
    QModelIndex i = proxy_->mapFromSource(sourceIndex);
    if (!i.isValid() && sourceIndex.isValid()) {
        // Hidden by the filter: clear it rather than select nothing.
        setFilterText(QString());
        i = proxy_->mapFromSource(sourceIndex);
    }
    if (!i.isValid())
        return;
    view_->expand(i.parent());
    view_->setCurrentIndex(i);
    view_->scrollTo(i);
}

void SchemaExplorer::selectTable(const QString& table)
{
    select(model_->tableIndex(table));
}

void SchemaExplorer::selectColumn(const QString& table, const QString& column)
{
    select(model_->columnIndex(table, column));
}

// A click (or the arrow keys) on a table opens it, as one on a column shows its profile.
void SchemaExplorer::onCurrentChanged(const QModelIndex& current)
{
    if (!current.isValid())
        return;
    const Kind k = kindOf(current);
    if (k == Kind::Column)
        emit columnActivated(current.data(SchemaTreeModel::TableRole).toString(),
                             current.data(SchemaTreeModel::ColumnRole).toString());
    else if (k == Kind::Table || k == Kind::View)
        emit tableActivated(current.data(SchemaTreeModel::TableRole).toString());
}

void SchemaExplorer::onActivated(const QModelIndex& index)
{
    const Kind k = kindOf(index);
    if (k == Kind::Table || k == Kind::View)
        emit tableActivated(index.data(SchemaTreeModel::TableRole).toString());
    else if (k == Kind::Column)
        emit columnActivated(index.data(SchemaTreeModel::TableRole).toString(),
                             index.data(SchemaTreeModel::ColumnRole).toString());
    else
        view_->setExpanded(index, !view_->isExpanded(index));
}

void SchemaExplorer::showContextMenu(const QPoint& pos)
{
    const QModelIndex i = view_->indexAt(pos);
    if (!i.isValid())
        return;
    const Kind k = kindOf(i);
    const QString table = i.data(SchemaTreeModel::TableRole).toString();
    const QString name = i.siblingAtColumn(SchemaTreeModel::NameColumn).data().toString();
    QMenu menu(this);
    if (!table.isEmpty()) {
        QAction* browse = menu.addAction(tr("&Browse Table"));
        browse->setStatusTip(tr("Open %1 in the data browser").arg(table));
        connect(browse, &QAction::triggered, this, [this, table] { emit tableActivated(table); });
        QAction* full = menu.addAction(tr("&Profile Table Fully"));
        full->setStatusTip(
            tr("Read every row of %1 in the background for exact counts").arg(table));
        full->setEnabled(!session_->isProfilingFully(table) &&
                         session_->schema().table(table) != nullptr);
        connect(full, &QAction::triggered, this, [this, table] { session_->profileFully(table); });
        if (k == Kind::Column) {
            const QString column = name;
            QAction* locality = menu.addAction(tr("Analyse Key &Locality"));
            locality->setStatusTip(
                tr("Show where new keys of %1.%2 land in the B-tree").arg(table, column));
            connect(locality, &QAction::triggered, this,
                    [this, table, column] { emit localityRequested(table, column); });
            QAction* gaps = menu.addAction(tr("Find Cursor &Gaps"));
            gaps->setStatusTip(
                tr("Show which rows a consumer polling by %1 would miss").arg(column));
            connect(gaps, &QAction::triggered, this,
                    [this, table, column] { emit gapsRequested(table, column); });
        }
        menu.addSeparator();
    }
    if (k != Kind::Group && k != Kind::IndexGroup && k != Kind::TriggerGroup) {
        QAction* copy = menu.addAction(tr("&Copy Name"));
        copy->setStatusTip(tr("Copy \"%1\" to the clipboard").arg(name));
        connect(copy, &QAction::triggered, this,
                [name] { QApplication::clipboard()->setText(name); });
    }
    if (!menu.isEmpty())
        menu.exec(view_->viewport()->mapToGlobal(pos));
}

} // namespace idscope

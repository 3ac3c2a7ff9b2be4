#include "schematreemodel.h"

#include "analysis/estimate.h"
#include "database/databasesession.h"
#include "profile/profiletext.h"

#include <QLocale>
#include <QStringList>

namespace idscope {

namespace {

bool isIdOrTime(const analysis::ColumnProfile& p)
{
    return p.role == analysis::ColumnRole::Id || p.role == analysis::ColumnRole::Time;
}

// "⚠ 6" after a full scan; from a sample the counts scaled to the table, rounded, with "≈":
// the sample's own count would read as exact.
QString anomalyMarker(const analysis::ColumnProfile& p)
{
    if (anomalyTotal(p) == 0)
        return QString();
    if (!p.sampled)
        return QStringLiteral("⚠ ") + QLocale().toString(anomalyTotal(p));
    // Rounded as the page rounds each count: to what the intervals' widths allow.
    double estimated = 0;
    double margin = 0;
    for (const analysis::Anomaly& a : p.anomalies) {
        const analysis::CountEstimate e = analysis::anomalyEstimate(p, a);
        estimated += double(e.value);
        margin += double(e.high - e.low) / 2;
    }
    return QStringLiteral("⚠ ≈") + QLocale().toString(analysis::roundTo(estimated, margin));
}

} // namespace

SchemaTreeModel::SchemaTreeModel(DatabaseSession* session, QObject* parent)
    : QAbstractItemModel(parent), session_(session)
{
    connect(session_, &DatabaseSession::opened, this, &SchemaTreeModel::reload);
    connect(session_, &DatabaseSession::closed, this, &SchemaTreeModel::reload);
    connect(session_, &DatabaseSession::rowCountChanged, this, &SchemaTreeModel::onRowCountChanged);
    connect(session_, &DatabaseSession::profileChanged, this, &SchemaTreeModel::onProfileChanged);
    reload();
}

int SchemaTreeModel::add(Kind kind, int parent, int table, int sub)
{
    Node n;
    n.kind = kind;
    n.parent = parent;
    n.table = table;
    n.sub = sub;
    const int id = int(nodes_.size());
    std::vector<int>& siblings = parent < 0 ? top_ : nodes_[std::size_t(parent)].children;
    n.row = int(siblings.size());
    siblings.push_back(id);
    nodes_.push_back(std::move(n));
    return id;
}

void SchemaTreeModel::reload()
{
    beginResetModel();
    nodes_.clear();
    top_.clear();
    if (session_->isOpen()) {
        const db::Schema& s = session_->schema();
        int tables = -1;
        int views = -1;
        for (int t = 0; t < int(s.tables.size()); ++t) {
            const db::TableInfo& info = s.tables[t];
            const bool view = info.kind == db::TableInfo::Kind::View;
            int& group = view ? views : tables;
            if (group < 0)
                group = add(Kind::Group, -1, -1, view ? 1 : 0);
            const int tn = add(view ? Kind::View : Kind::Table, group, t, -1);
            for (int c = 0; c < int(info.columns.size()); ++c)
                add(Kind::Column, tn, t, c);
            if (!info.indexes.isEmpty()) {
                const int g = add(Kind::IndexGroup, tn, t, -1);
                for (int i = 0; i < int(info.indexes.size()); ++i)
                    add(Kind::Index, g, t, i);
            }
            if (!info.triggers.isEmpty()) {
                const int g = add(Kind::TriggerGroup, tn, t, -1);
                for (int i = 0; i < int(info.triggers.size()); ++i)
                    add(Kind::Trigger, g, t, i);
            }
        }
    }
    endResetModel();
}

const std::vector<int>& SchemaTreeModel::childrenOf(int node) const
{
    return node < 0 ? top_ : nodes_[std::size_t(node)].children;
}

QModelIndex SchemaTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0 ||
        (parent.isValid() && parent.column() != 0))
        return {};
    const std::vector<int>& kids = childrenOf(nodeOf(parent));
    if (row >= int(kids.size()))
        return {};
    return createIndex(row, column, quintptr(kids[std::size_t(row)]));
}

QModelIndex SchemaTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const int p = nodes_[std::size_t(nodeOf(child))].parent;
    if (p < 0)
        return {};
    return createIndex(nodes_[std::size_t(p)].row, 0, quintptr(p));
}

int SchemaTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(childrenOf(nodeOf(parent)).size());
}

int SchemaTreeModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

QString SchemaTreeModel::name(const Node& n) const
{
    const db::Schema& s = session_->schema();
    switch (n.kind) {
    case Kind::Group:
        return n.sub == 1 ? tr("Views") : tr("Tables");
    case Kind::Table:
    case Kind::View:
        return s.tables[n.table].name;
    case Kind::Column:
        return s.tables[n.table].columns[n.sub].name;
    case Kind::IndexGroup:
        return tr("Indexes");
    case Kind::Index:
        return s.tables[n.table].indexes[n.sub].name;
    case Kind::TriggerGroup:
        return tr("Triggers");
    case Kind::Trigger:
        return s.tables[n.table].triggers[n.sub].name;
    }
    return QString();
}

QVariant SchemaTreeModel::detail(const Node& n) const
{
    const db::Schema& s = session_->schema();
    switch (n.kind) {
    case Kind::Group:
    case Kind::IndexGroup:
    case Kind::TriggerGroup:
        return QLocale().toString(qint64(n.children.size()));
    case Kind::Table:
    case Kind::View: {
        const DatabaseSession::RowCount rc = session_->rowCount(s.tables[n.table].name);
        return rowCountText(rc.rows, rc.exact);
    }
    case Kind::Column: {
        const db::TableInfo& t = s.tables[n.table];
        const db::ColumnInfo& c = t.columns[n.sub];
        QStringList parts;
        if (!c.declaredType.isEmpty())
            parts << c.declaredType;
        if (c.primaryKeyOrder > 0) {
            const bool compound = t.primaryKey().size() > 1;
            parts << (compound ? tr("PK %1").arg(c.primaryKeyOrder) : tr("PK"));
        }
        if (c.notNull)
            parts << tr("NOT NULL");
        if (c.generated)
            parts << tr("generated");
        return parts.join(QStringLiteral(" · "));
    }
    case Kind::Index: {
        const db::IndexInfo& ix = s.tables[n.table].indexes[n.sub];
        QStringList parts;
        if (ix.unique)
            parts << tr("unique");
        if (ix.partial)
            parts << tr("partial");
        if (ix.hasExpression)
            parts << tr("expression");
        const QString cols = QStringLiteral("(%1)").arg(ix.columns.join(QStringLiteral(", ")));
        return parts.isEmpty() ? cols : parts.join(QStringLiteral(" · ")) + QLatin1Char(' ') + cols;
    }
    case Kind::Trigger:
        return QVariant();
    }
    return QVariant();
}

QVariant SchemaTreeModel::tooltip(const Node& n) const
{
    const db::Schema& s = session_->schema();
    switch (n.kind) {
    case Kind::Table:
    case Kind::View: {
        const db::TableInfo& t = s.tables[n.table];
        QString tip = t.sql;
        if (!t.error.isEmpty())
            tip = t.error + QStringLiteral("\n\n") + tip;
        const DatabaseSession::RowCount rc = session_->rowCount(t.name);
        if (rc.rows >= 0 && !rc.exact)
            tip = tr("Row count estimated; counting exactly in the background.") +
                  QStringLiteral("\n\n") + tip;
        return tip;
    }
    case Kind::Column: {
        const db::TableInfo& t = s.tables[n.table];
        const analysis::ColumnProfile* p = session_->columnProfile(t.name, t.columns[n.sub].name);
        if (!p)
            return QVariant();
        QString tip = p->choiceReason;
        const QString anomalies = anomalySummary(*p);
        if (!anomalies.isEmpty())
            tip += (tip.isEmpty() ? QString() : QStringLiteral("\n\n")) + anomalies;
        if (p->sampled)
            tip += (tip.isEmpty() ? QString() : QStringLiteral("\n\n")) +
                   tr("From a sample of %1 rows.").arg(QLocale().toString(p->rowsSeen));
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Kind::Index:
        return s.tables[n.table].indexes[n.sub].sql;
    case Kind::Trigger:
        return s.tables[n.table].triggers[n.sub].sql;
    default:
        return QVariant();
    }
}

QVariant SchemaTreeModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node& n = nodes_[std::size_t(nodeOf(index))];
    const db::Schema& s = session_->schema();
    const analysis::ColumnProfile* profile = nullptr;
    if (n.kind == Kind::Column) {
        const db::TableInfo& t = s.tables[n.table];
        profile = session_->columnProfile(t.name, t.columns[n.sub].name);
        if (profile && !isIdOrTime(*profile))
            profile = nullptr;
    }
    switch (role) {
    case KindRole:
        return int(n.kind);
    case TableRole:
        return n.table >= 0 ? QVariant(s.tables[n.table].name) : QVariant();
    case ColumnRole:
        return n.kind == Kind::Column ? QVariant(s.tables[n.table].columns[n.sub].name)
                                      : QVariant();
    case BadgeRole:
        return profile ? QVariant(analysis::formatMixSummary(*profile)) : QVariant();
    case AnomalyCountRole:
        return profile ? anomalyTotal(*profile) : qint64(0);
    case AnomalyMarkerRole:
        return profile ? QVariant(anomalyMarker(*profile)) : QVariant();
    case AnomalyTextRole:
        return profile ? QVariant(anomalySummary(*profile)) : QVariant();
    case MutedRole:
        return index.column() != NameColumn || n.kind == Kind::IndexGroup ||
               n.kind == Kind::TriggerGroup;
    case Qt::ToolTipRole:
        return cellTooltip(n, index.column(), profile);
    case Qt::TextAlignmentRole:
        if (index.column() == DetailColumn &&
            (n.kind == Kind::Table || n.kind == Kind::View || n.kind == Kind::Group))
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    case Qt::DisplayRole:
        break;
    default:
        return QVariant();
    }
    switch (index.column()) {
    case NameColumn:
        return name(n);
    case DetailColumn:
        return detail(n);
    case BadgeColumn:
        if (profile) {
            const QString marker = anomalyMarker(*profile);
            const QString mix = analysis::formatMixSummary(*profile);
            return marker.isEmpty() ? mix : mix + QStringLiteral("  ") + marker;
        }
        return n.kind == Kind::Table ? QVariant(tableMarks(n)) : QVariant();
    default:
        return QVariant();
    }
}

// "WITHOUT ROWID · STRICT" in a table's Format cell.
QString SchemaTreeModel::tableMarks(const Node& n) const
{
    const db::TableInfo& t = session_->schema().tables[n.table];
    QStringList marks;
    if (t.withoutRowid)
        marks << tr("WITHOUT ROWID");
    if (t.strict)
        marks << tr("STRICT");
    return marks.join(QStringLiteral(" · "));
}

// The badge's tooltip: the mix, whether it is an estimate, and what the ⚠ figure adds up.
QString SchemaTreeModel::badgeTooltip(const analysis::ColumnProfile& p) const
{
    QString tip = analysis::formatMixSummary(p);
    const QLocale locale;
    if (p.sampled)
        tip += QLatin1Char('\n') +
               tr("Estimated from a uniform sample of %1 rows; Profile Fully reads every row.")
                   .arg(locale.toString(p.rowsSeen));
    if (p.anomalies.isEmpty())
        return tip;
    const QString marker = anomalyMarker(p);
    const QString sum =
        p.sampled ? tr("%1 adds up the anomalies below, each scaled from the %2 sampled rows to "
                       "the whole table; a value can count under more than one kind:")
                        .arg(marker, locale.toString(p.rowsSeen))
                  : tr("%1 adds up the anomalies below, found by reading every row; a value can "
                       "count under more than one kind:")
                        .arg(marker);
    return tip + QStringLiteral("\n\n") + sum + QLatin1Char('\n') + anomalySummary(p);
}

// A cell's tooltip: its whole text first when the column may be too narrow for it, then what
// the row's own tooltip says.
QVariant SchemaTreeModel::cellTooltip(const Node& n, int column,
                                      const analysis::ColumnProfile* profile) const
{
    if (column == BadgeColumn && profile)
        return badgeTooltip(*profile);
    const QString rowTip = tooltip(n).toString();
    QString text;
    if (column == NameColumn && n.kind != Kind::Table && n.kind != Kind::View)
        text = name(n); // a table's tooltip is its SQL, which names it
    else if (column == DetailColumn && (n.kind == Kind::Column || n.kind == Kind::Index))
        text = detail(n).toString();
    else if (column == BadgeColumn && n.kind == Kind::Table)
        text = tableMarks(n);
    if (text.isEmpty() || rowTip.startsWith(text))
        return rowTip.isEmpty() ? QVariant() : QVariant(rowTip);
    return rowTip.isEmpty() ? text : text + QStringLiteral("\n\n") + rowTip;
}

QVariant SchemaTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case NameColumn:
        return tr("Name");
    case DetailColumn:
        return tr("Rows / Type");
    case BadgeColumn:
        return tr("Format");
    default:
        return QVariant();
    }
}

int SchemaTreeModel::tableNode(const QString& table) const
{
    for (int g : top_) {
        for (int t : nodes_[std::size_t(g)].children) {
            if (name(nodes_[std::size_t(t)]).compare(table, Qt::CaseInsensitive) == 0)
                return t;
        }
    }
    return -1;
}

QModelIndex SchemaTreeModel::tableIndex(const QString& table) const
{
    const int t = tableNode(table);
    return t < 0 ? QModelIndex() : createIndex(nodes_[std::size_t(t)].row, 0, quintptr(t));
}

QModelIndex SchemaTreeModel::columnIndex(const QString& table, const QString& column) const
{
    const int t = tableNode(table);
    if (t < 0)
        return {};
    for (int c : nodes_[std::size_t(t)].children) {
        const Node& n = nodes_[std::size_t(c)];
        if (n.kind == Kind::Column && name(n).compare(column, Qt::CaseInsensitive) == 0)
            return createIndex(n.row, 0, quintptr(c));
    }
    return {};
}

void SchemaTreeModel::onRowCountChanged(const QString& table)
{
    const QModelIndex i = tableIndex(table);
    if (i.isValid()) {
        const QModelIndex d = i.siblingAtColumn(DetailColumn);
        emit dataChanged(d, d, {Qt::DisplayRole, Qt::ToolTipRole});
    }
}

void SchemaTreeModel::onProfileChanged(const QString& table)
{
    const int t = tableNode(table);
    if (t < 0)
        return;
    int last = -1;
    for (int c : nodes_[std::size_t(t)].children) {
        if (nodes_[std::size_t(c)].kind == Kind::Column)
            last = nodes_[std::size_t(c)].row;
    }
    if (last < 0)
        return;
    const QModelIndex parentIndex = createIndex(nodes_[std::size_t(t)].row, 0, quintptr(t));
    emit dataChanged(index(0, NameColumn, parentIndex), index(last, BadgeColumn, parentIndex));
}

} // namespace idscope

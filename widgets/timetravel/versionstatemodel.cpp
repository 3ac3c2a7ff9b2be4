#include "timetravel/versionstatemodel.h"

#include <QApplication>

#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPalette>
#include <algorithm>

namespace idscope {

using analysis::FieldChange;
using analysis::InstantDiff;
using analysis::VersionRow;
using analysis::VersionTimeline;

namespace {

QString valueText(const QVariant& v)
{
    if (v.isNull() || !v.isValid())
        return QStringLiteral("NULL");
    if (v.typeId() == QMetaType::QByteArray)
        return QString::fromLatin1(v.toByteArray().toHex());
    if (v.typeId() == QMetaType::QVariantMap || v.typeId() == QMetaType::QVariantList)
        return QString::fromUtf8(QJsonDocument::fromVariant(v).toJson(QJsonDocument::Compact));
    return v.toString();
}

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

VersionStateModel::VersionStateModel(QObject* parent) : QAbstractTableModel(parent) {}

void VersionStateModel::setCursor(const analysis::TimelineCursor* cursor)
{
    beginResetModel();
    cursor_ = cursor;
    tl_ = cursor && cursor->sharedTimeline() ? &cursor->timeline() : nullptr;
    rows_.clear();
    diff_ = false;
    payloads_.clear();
    jsonKeys_.clear();
    jsonMixed_ = false;
    endResetModel();
}

void VersionStateModel::refresh()
{
    beginResetModel();
    rows_.clear();
    diff_ = false;
    if (tl_) {
        rows_.reserve(cursor_->aliveCount());
        const auto& state = cursor_->state();
        for (int e = 0; e < int(state.size()); ++e) {
            const int v = state[std::size_t(e)];
            if (v >= 0 && !tl_->version(v).deleted && rowPassesType(e))
                rows_.append({e, v, Kind::State, {}});
        }
    }
    learnFromCache();
    endResetModel();
}

static QString changesText(const QList<FieldChange>& changes)
{
    QStringList parts;
    for (const FieldChange& c : changes) {
        const QString name = c.key.isEmpty() ? c.column : c.key;
        switch (c.kind) {
        case FieldChange::Kind::Added:
            parts << QStringLiteral("+%1: %2").arg(name, valueText(c.newValue));
            break;
        case FieldChange::Kind::Removed:
            parts << QStringLiteral("−%1").arg(name);
            break;
        case FieldChange::Kind::Changed:
            parts << QStringLiteral("%1: %2 → %3")
                         .arg(name, valueText(c.oldValue), valueText(c.newValue));
            break;
        }
    }
    return parts.join(QStringLiteral(" · "));
}

void VersionStateModel::showDiff(const InstantDiff& d)
{
    beginResetModel();
    rows_.clear();
    diff_ = true;
    for (const auto& c : d.created)
        if (rowPassesType(c.entity))
            rows_.append({c.entity, c.toVersion, Kind::Created, {}});
    for (const auto& c : d.changed)
        if (rowPassesType(c.entity))
            rows_.append({c.entity, c.toVersion, Kind::Changed, changesText(c.changes)});
    for (const auto& c : d.deleted)
        if (rowPassesType(c.entity))
            // The deletion itself (its version and time), not the last live version.
            rows_.append(
                {c.entity, c.toVersion >= 0 ? c.toVersion : c.fromVersion, Kind::Deleted, {}});
    learnFromCache();
    endResetModel();
}

void VersionStateModel::setZone(const DisplayZone& z)
{
    zone_ = z;
    if (!rows_.isEmpty())
        emit dataChanged(index(0, ChangedAtColumn), index(int(rows_.size()) - 1, ChangedAtColumn));
}

QList<int> VersionStateModel::missingPayloads(const QList<int>& versions) const
{
    QList<int> out;
    for (int v : versions)
        if (v >= 0 && !payloads_.contains(v) && !out.contains(v))
            out.append(v);
    return out;
}

void VersionStateModel::setPayloads(const QList<int>& versions, const QList<VersionRow>& rows)
{
    if (payloads_.size() + versions.size() > kPayloadCacheCap)
        payloads_.clear(); // simple cap: the rows on screen are fetched again
    const bool single = tl_ && tl_->mapping().payload.size() == 1;
    QStringList keys = jsonKeys_;
    bool mixed = jsonMixed_ || !single;
    if (!tl_)
        return;
    for (int i = 0; i < versions.size() && i < rows.size(); ++i) {
        Payload p;
        QStringList parts;
        for (const QVariant& v : rows[i].payload)
            parts << valueText(v);
        p.text = rows[i].found ? parts.join(QStringLiteral(" · ")) : tr("(row not found)");
        if (single && rows[i].found && !rows[i].payload.first().isNull()) {
            const QVariant& v = rows[i].payload.first();
            const QJsonDocument doc = v.typeId() == QMetaType::QString
                                          ? QJsonDocument::fromJson(v.toString().toUtf8())
                                          : QJsonDocument();
            p.object = doc.object();
            p.isObject = doc.isObject();
        }
        // A late answer may hold rows of another type than the filter now shows.
        const int v = versions[i];
        if (v >= 0 && v < tl_->versionCount() && rowPassesType(int(tl_->version(v).entity)))
            learn(p, keys, mixed);
        payloads_.insert(versions[i], p);
    }
    if (keys.size() > kMaxJsonColumns)
        mixed = true;
    setJsonLayout(keys, mixed);
    if (!rows_.isEmpty())
        emit dataChanged(index(0, PayloadColumn), index(int(rows_.size()) - 1, columnCount() - 1));
}

void VersionStateModel::learn(const Payload& p, QStringList& keys, bool& mixed) const
{
    if (mixed || p.text.isEmpty())
        return;
    if (!p.isObject) {
        mixed = true;
        return;
    }
    if (typeFilter_.isEmpty() && !keys.isEmpty()) {
        // Across entity types only identical key sets read well as columns.
        if (p.object.size() != keys.size()) {
            mixed = true;
            return;
        }
        for (const QString& k : keys)
            if (!p.object.contains(k)) {
                mixed = true;
                return;
            }
        return;
    }
    for (auto it = p.object.constBegin(); it != p.object.constEnd(); ++it)
        if (!keys.contains(it.key()))
            keys.append(it.key());
    if (keys.size() > kMaxJsonColumns)
        mixed = true;
}

int VersionStateModel::count(Kind k) const
{
    return int(
        std::count_if(rows_.cbegin(), rows_.cend(), [k](const Row& r) { return r.kind == k; }));
}

void VersionStateModel::learnFromCache()
{
    if (!jsonKeys_.isEmpty() || jsonMixed_ || payloads_.isEmpty() || !tl_ ||
        tl_->mapping().payload.size() != 1)
        return;
    QStringList keys;
    bool mixed = false;
    const qsizetype n = qMin<qsizetype>(rows_.size(), 5000); // bounded: this runs per step
    for (qsizetype i = 0; i < n && !mixed; ++i) {
        const auto it = payloads_.constFind(rows_[i].version);
        if (it != payloads_.constEnd())
            learn(*it, keys, mixed);
    }
    jsonKeys_ = keys;
    jsonMixed_ = mixed;
}

bool VersionStateModel::rowPassesType(int entity) const
{
    return typeFilter_.isEmpty() || typeOf(entity) == typeFilter_;
}

QStringList VersionStateModel::entityTypes() const
{
    QStringList out;
    if (!tl_ || tl_->mapping().entityType.isEmpty())
        return out;
    for (int e = 0; e < tl_->entityCount(); ++e) {
        const QString t = typeOf(e);
        if (!out.contains(t))
            out.append(t);
    }
    out.sort();
    return out;
}

void VersionStateModel::setTypeFilter(const QString& type)
{
    if (type == typeFilter_)
        return;
    typeFilter_ = type;
    // Rows and payload columns are rebuilt by the caller's refresh()/showDiff(); the keys are
    // learnt again from the cached payloads of the rows that remain.
    beginResetModel();
    jsonKeys_.clear();
    jsonMixed_ = false;
    rows_.clear();
    endResetModel();
}

// Changes the payload columns with insert/remove notifications, so views keep their
// selection and sort while payloads arrive.
void VersionStateModel::setJsonLayout(const QStringList& keys, bool mixed)
{
    const int before = columnCount();
    jsonMixed_ = mixed;
    jsonKeys_ = keys;
    const int after = ColumnCount - 1 + int(qMax<qsizetype>(1, jsonColumns().size()));
    if (after > before) {
        // Announce the new count only inside the insert bracket.
        const QStringList shown = jsonKeys_;
        jsonKeys_.resize(before - (ColumnCount - 1));
        beginInsertColumns({}, before, after - 1);
        jsonKeys_ = shown;
        endInsertColumns();
    } else if (after < before) {
        const QStringList shown = jsonKeys_;
        const bool m = jsonMixed_;
        jsonMixed_ = false;
        jsonKeys_ = QStringList(before - (ColumnCount - 1), QString());
        beginRemoveColumns({}, after, before - 1);
        jsonKeys_ = shown;
        jsonMixed_ = m;
        endRemoveColumns();
    }
    emit headerDataChanged(Qt::Horizontal, PayloadColumn, after - 1);
}

void VersionStateModel::clearPayloads()
{
    payloads_.clear();
}

int VersionStateModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int VersionStateModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount - 1 + int(qMax<qsizetype>(1, jsonColumns().size()));
}

QString VersionStateModel::typeOf(int entity) const
{
    if (!tl_ || tl_->mapping().entityType.isEmpty())
        return {};
    const QVariantList key = tl_->entityKey(entity);
    return key.isEmpty() ? QString() : valueText(key.first());
}

QString VersionStateModel::keyOf(int entity) const
{
    if (!tl_)
        return {};
    // The type has its own column: the further key columns, then the ID (a key
    // (entity_type, entity_id) shows entity_id alone).
    const analysis::EntityIdentity e =
        analysis::splitIdentity(tl_->mapping(), tl_->entityKey(entity));
    QStringList parts;
    for (const auto& further : e.further)
        parts << valueText(further.second);
    parts << valueText(e.id);
    return parts.join(QStringLiteral(", "));
}

QString VersionStateModel::changedAtText(int version) const
{
    return zone_.format(tl_->instantOf(version),
                        analysis::precisionForKeys(tl_->displayPerSecond()));
}

QVariant VersionStateModel::data(const QModelIndex& index, int role) const
{
    if (!tl_ || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case EntityRole:
        return r.entity;
    case VersionIndexRole:
        return r.version;
    case SortRole:
        if (index.column() == VersionColumn)
            return r.version >= 0 ? QVariant(tl_->version(r.version).number) : QVariant();
        if (index.column() == ChangedAtColumn)
            return r.version >= 0 ? QVariant(tl_->version(r.version).key) : QVariant();
        if (index.column() >= PayloadColumn)
            return payloadData(r, index.column(), role);
        if (index.column() == KeyColumn) {
            // An integer ID sorts as a number (1, 2, 10), not as the text shown (1, 10, 2).
            const analysis::EntityIdentity e =
                analysis::splitIdentity(tl_->mapping(), tl_->entityKey(r.entity));
            if (e.further.isEmpty() && e.id.typeId() == QMetaType::LongLong)
                return e.id;
        }
        return data(index, Qt::DisplayRole);
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case TypeColumn:
            return typeOf(r.entity);
        case KeyColumn:
            return keyOf(r.entity);
        case VersionColumn:
            return r.version >= 0 ? QVariant(tl_->version(r.version).number) : QVariant();
        case ChangedAtColumn:
            return r.version >= 0 ? changedAtText(r.version) : QString();
        case ChangeColumn:
            switch (r.kind) {
            case Kind::State:
                return QString();
            case Kind::Created:
                return tr("created");
            case Kind::Changed:
                return r.changes.isEmpty() ? tr("changed") : tr("changed: %1").arg(r.changes);
            case Kind::Deleted:
                return tr("deleted");
            }
            return {};
        }
        if (index.column() >= PayloadColumn)
            return payloadData(r, index.column(), role);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == VersionColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::BackgroundRole: {
        if (r.kind == Kind::State)
            return {};
        const QPalette pal = QApplication::palette();
        const QColor base = pal.color(QPalette::Base);
        // Three roles that differ in both themes: created strong, changed faint, deleted grey.
        if (r.kind == Kind::Created)
            return blend(base, pal.color(QPalette::Highlight), 0.38);
        if (r.kind == Kind::Changed)
            return blend(base, pal.color(QPalette::LinkVisited), 0.12);
        return blend(base, pal.color(QPalette::Mid), 0.45);
    }
    case Qt::FontRole:
        if (r.kind == Kind::Deleted && index.column() == KeyColumn) {
            QFont f;
            f.setStrikeOut(true);
            return f;
        }
        return {};
    }
    return {};
}

QVariant VersionStateModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    switch (section) {
    case TypeColumn:
        return tr("Type");
    case KeyColumn:
        return tr("Entity");
    case VersionColumn:
        return tr("Version");
    case ChangedAtColumn:
        return tr("Changed at");
    case ChangeColumn:
        return tr("Change");
    }
    if (section >= PayloadColumn) {
        const QStringList keys = jsonColumns();
        return keys.isEmpty() ? tr("Data") : keys.value(section - PayloadColumn);
    }
    return {};
}

QVariant VersionStateModel::payloadData(const Row& r, int column, int role) const
{
    const auto it = payloads_.constFind(r.version);
    const QStringList keys = jsonColumns();
    if (it == payloads_.constEnd())
        return role == SortRole ? QVariant() : QVariant(QStringLiteral("…"));
    if (keys.isEmpty())
        return it->text;
    const QJsonValue v = it->object.value(keys.value(column - PayloadColumn));
    if (role == SortRole && v.isDouble())
        return v.toDouble();
    if (v.isUndefined())
        return QString();
    if (v.isString())
        return v.toString();
    if (v.isNull())
        return QStringLiteral("null");
    if (v.isObject() || v.isArray())
        return QString::fromUtf8(v.isObject()
                                     ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                                     : QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return v.toVariant().toString();
}

} // namespace idscope

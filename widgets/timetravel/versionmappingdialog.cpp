#include "timetravel/versionmappingdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace idscope {

using analysis::InstantUnit;
using analysis::VersionTableMapping;

namespace {

// Optional columns: the first entry is "(none)" with empty data.
void fillOptional(QComboBox* box, const QStringList& columns, const QString& none)
{
    box->clear();
    box->addItem(none, QString());
    for (const QString& c : columns)
        box->addItem(c, c);
}

void fillRequired(QComboBox* box, const QStringList& columns)
{
    box->clear();
    for (const QString& c : columns)
        box->addItem(c, c);
}

void select(QComboBox* box, const QString& column)
{
    const int i = box->findData(column);
    if (i >= 0)
        box->setCurrentIndex(i);
}

QStringList checked(const QListWidget* list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            out << list->item(i)->text();
    return out;
}

void fillChecks(QListWidget* list, const QStringList& columns, const QStringList& on)
{
    list->clear();
    for (const QString& c : columns) {
        auto* item = new QListWidgetItem(c, list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(on.contains(c) ? Qt::Checked : Qt::Unchecked);
    }
}

} // namespace

VersionMappingDialog::VersionMappingDialog(const db::Schema& schema,
                                           const VersionTableMapping& start, QWidget* parent)
    : QDialog(parent), schema_(schema), start_(start)
{
    setWindowTitle(tr("Map Version Table Columns"));
    table_ = new QComboBox(this);
    for (const db::TableInfo& t : schema_.tables)
        if (t.kind == db::TableInfo::Kind::Table)
            table_->addItem(t.name, t.name);
    type_ = new QComboBox(this);
    type_->setToolTip(tr("Optional: the column naming the kind of entity (e.g. entity_type)"));
    key_ = new QListWidget(this);
    key_->setToolTip(tr("The column or columns that identify an entity across its versions"));
    version_ = new QComboBox(this);
    version_->setToolTip(tr("The version number: ties on the same instant are broken by it"));
    instant_ = new QComboBox(this);
    instant_->setToolTip(tr("When the version was written"));
    unit_ = new QComboBox(this);
    unit_->addItem(tr("unix seconds"), int(InstantUnit::UnixSeconds));
    unit_->addItem(tr("unix milliseconds"), int(InstantUnit::UnixMillis));
    unit_->addItem(tr("unix microseconds"), int(InstantUnit::UnixMicros));
    unit_->addItem(tr("RFC 3339 text"), int(InstantUnit::Rfc3339Text));
    unit_->addItem(tr("Julian day"), int(InstantUnit::JulianDay));
    unit_->setToolTip(tr("How the instant is stored"));
    payload_ = new QListWidget(this);
    payload_->setToolTip(tr("The columns shown as the entity's data (JSON is diffed by key)"));
    author_ = new QComboBox(this);
    author_->setToolTip(tr("Optional: who made the change"));
    marker_ = new QComboBox(this);
    marker_->setToolTip(
        tr("Optional: a column whose non-zero, non-empty value deletes the entity"));
    jsonDeleted_ =
        new QCheckBox(tr("A JSON payload with \"deleted\": true deletes the entity"), this);
    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    const int listHeight = (fontMetrics().height() + 4) * 7;
    key_->setFixedHeight(listHeight);
    payload_->setFixedHeight(listHeight);
    auto* form = new QFormLayout;
    form->addRow(tr("&Table:"), table_);
    form->addRow(tr("Entity t&ype:"), type_);
    form->addRow(tr("Entity &key:"), key_);
    form->addRow(tr("&Version number:"), version_);
    auto* instantRow = new QHBoxLayout;
    instantRow->addWidget(instant_, 1);
    instantRow->addWidget(unit_);
    auto* instantLabel = new QLabel(tr("&Changed at:"), this);
    instantLabel->setBuddy(instant_);
    form->addRow(instantLabel, instantRow);
    form->addRow(tr("&Data:"), payload_);
    form->addRow(tr("&Author:"), author_);
    form->addRow(tr("Delete &marker:"), marker_);
    form->addRow(QString(), jsonDeleted_);
    auto* lay = new QVBoxLayout(this);
    lay->addLayout(form);
    lay->addWidget(problem_);
    lay->addWidget(buttons_);

    connect(table_, &QComboBox::currentIndexChanged, this,
            [this] { fillColumns(table_->currentData().toString()); });
    for (QComboBox* box : {type_, version_, instant_})
        connect(box, &QComboBox::currentIndexChanged, this, &VersionMappingDialog::validate);
    connect(key_, &QListWidget::itemChanged, this, &VersionMappingDialog::validate);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    const int t = table_->findData(start_.table);
    table_->setCurrentIndex(t >= 0 ? t : 0);
    fillColumns(table_->currentData().toString());
}

void VersionMappingDialog::fillColumns(const QString& table)
{
    QStringList cols;
    if (const db::TableInfo* t = schema_.table(table))
        for (const db::ColumnInfo& c : t->columns)
            cols << c.name;
    const bool same = table == start_.table;
    // Another table: guess by the seed's names, so most fields need no change.
    auto pick = [&](const QString& mine, std::initializer_list<const char*> names) {
        if (same)
            return mine;
        for (const char* n : names)
            if (cols.contains(QLatin1String(n)))
                return QString::fromLatin1(n);
        return QString();
    };
    fillOptional(type_, cols, tr("(none)"));
    select(type_, pick(start_.entityType, {"entity_type"}));
    QStringList key = same ? start_.entityKey : QStringList();
    if (!same && cols.contains(QStringLiteral("entity_id")))
        key << QStringLiteral("entity_id");
    key.removeAll(type_->currentData().toString());
    fillChecks(key_, cols, key);
    fillRequired(version_, cols);
    select(version_, pick(start_.versionNumber, {"version_number", "version"}));
    fillRequired(instant_, cols);
    select(instant_, pick(start_.changedAt, {"changed_at", "created_at", "valid_from"}));
    unit_->setCurrentIndex(unit_->findData(int(same ? start_.unit : InstantUnit::UnixSeconds)));
    fillChecks(payload_, cols,
               same ? start_.payload
                    : (cols.contains(QStringLiteral("data")) ? QStringList{QStringLiteral("data")}
                                                             : QStringList()));
    fillOptional(author_, cols, tr("(none)"));
    select(author_, pick(start_.author, {"changed_by", "author"}));
    fillOptional(marker_, cols, tr("(none)"));
    select(marker_, same ? start_.deleteMarker : QString());
    jsonDeleted_->setChecked(same ? start_.jsonDeletedFlag : cols.contains(QStringLiteral("data")));
    validate();
}

VersionTableMapping VersionMappingDialog::mapping() const
{
    VersionTableMapping m;
    m.table = table_->currentData().toString();
    m.entityType = type_->currentData().toString();
    // The type is part of the identity on its own (entityIdentityColumns), not of the key.
    for (const QString& k : checked(key_))
        if (k != m.entityType)
            m.entityKey << k;
    m.versionNumber = version_->currentData().toString();
    m.changedAt = instant_->currentData().toString();
    m.unit = InstantUnit(unit_->currentData().toInt());
    m.payload = checked(payload_);
    m.author = author_->currentData().toString();
    m.deleteMarker = marker_->currentData().toString();
    m.jsonDeletedFlag = jsonDeleted_->isChecked();
    return m;
}

void VersionMappingDialog::validate()
{
    const VersionTableMapping m = mapping();
    QString problem;
    if (checked(key_).isEmpty())
        problem = tr("Choose at least one entity key column.");
    else if (m.versionNumber.isEmpty() || m.changedAt.isEmpty())
        problem = tr("Choose the version number and the change instant.");
    else if (m.versionNumber == m.changedAt)
        problem = tr("The version number and the change instant must be different columns.");
    else if (m.entityKey.contains(m.versionNumber) || m.entityKey.contains(m.changedAt))
        problem = tr("The entity key cannot include the version number or the instant.");
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

QVariant VersionMappingDialog::toVariant(const VersionTableMapping& m)
{
    QVariantMap v;
    v[QStringLiteral("table")] = m.table;
    v[QStringLiteral("type")] = m.entityType;
    v[QStringLiteral("key")] = m.entityKey;
    v[QStringLiteral("version")] = m.versionNumber;
    v[QStringLiteral("instant")] = m.changedAt;
    v[QStringLiteral("unit")] = int(m.unit);
    v[QStringLiteral("payload")] = m.payload;
    v[QStringLiteral("author")] = m.author;
    v[QStringLiteral("marker")] = m.deleteMarker;
    v[QStringLiteral("jsonDeleted")] = m.jsonDeletedFlag;
    return v;
}

std::optional<VersionTableMapping> VersionMappingDialog::fromVariant(const QVariant& v)
{
    const QVariantMap map = v.toMap();
    VersionTableMapping m;
    m.table = map.value(QStringLiteral("table")).toString();
    m.entityType = map.value(QStringLiteral("type")).toString();
    m.entityKey = map.value(QStringLiteral("key")).toStringList();
    m.versionNumber = map.value(QStringLiteral("version")).toString();
    m.changedAt = map.value(QStringLiteral("instant")).toString();
    const int unit = map.value(QStringLiteral("unit")).toInt();
    if (unit < int(InstantUnit::UnixSeconds) || unit > int(InstantUnit::JulianDay))
        return std::nullopt;
    m.unit = InstantUnit(unit);
    m.payload = map.value(QStringLiteral("payload")).toStringList();
    m.author = map.value(QStringLiteral("author")).toString();
    m.deleteMarker = map.value(QStringLiteral("marker")).toString();
    m.jsonDeletedFlag = map.value(QStringLiteral("jsonDeleted")).toBool();
    if (!m.isValid())
        return std::nullopt;
    return m;
}

} // namespace idscope

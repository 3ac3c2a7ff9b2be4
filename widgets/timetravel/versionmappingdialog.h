// Mapping a version table's columns by hand when detection guessed wrong or found nothing:
// table, entity type (optional), entity key (one column or several), version number, change
// instant and its unit, payload columns, author, delete marker column, JSON "deleted" flag.
// Reads only the schema. The mapping is remembered per file by the page (toVariant()).
#pragma once

#include "analysis/versiontable.h"
#include "db/schema.h"

#include <QDialog>
#include <QVariant>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace idscope {

class VersionMappingDialog : public QDialog {
    Q_OBJECT
public:
    VersionMappingDialog(const db::Schema& schema, const analysis::VersionTableMapping& start,
                         QWidget* parent = nullptr);

    analysis::VersionTableMapping mapping() const;

    static QVariant toVariant(const analysis::VersionTableMapping& m);
    static std::optional<analysis::VersionTableMapping> fromVariant(const QVariant& v);

private:
    void fillColumns(const QString& table);
    void validate();

    db::Schema schema_;
    analysis::VersionTableMapping start_;
    QComboBox* table_ = nullptr;
    QComboBox* type_ = nullptr;
    QListWidget* key_ = nullptr;
    QComboBox* version_ = nullptr;
    QComboBox* instant_ = nullptr;
    QComboBox* unit_ = nullptr;
    QListWidget* payload_ = nullptr;
    QComboBox* author_ = nullptr;
    QComboBox* marker_ = nullptr;
    QCheckBox* jsonDeleted_ = nullptr;
    QLabel* problem_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
};

} // namespace idscope

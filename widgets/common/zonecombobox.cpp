#include "zonecombobox.h"

#include "ids/zonedatabase.h"

#include <QCompleter>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QTimeZone>
#include <QToolTip>

namespace idscope {

ZoneComboBox::ZoneComboBox(QWidget* parent) : QComboBox(parent), current_(QStringLiteral("UTC"))
{
    setObjectName(QStringLiteral("zoneComboBox"));
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    setMaxVisibleItems(20);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(22);
    setToolTip(tr("Time zone used to show instants: UTC, the local zone, or type an IANA name "
                  "such as Europe/Berlin"));
    setStatusTip(toolTip());

    addItem(QStringLiteral("UTC"), QStringLiteral("UTC"));
    const QString localId = QString::fromUtf8(QTimeZone::systemTimeZoneId());
    addItem(tr("Local (%1)").arg(localId), QStringLiteral("local"));
    insertSeparator(count());
    const QList<QByteArray> ids = QTimeZone::availableTimeZoneIds();
    for (const QByteArray& id : ids) {
        const QString name = QString::fromUtf8(id);
        if (name != QLatin1String("UTC"))
            addItem(name, name);
    }
    if (!haveZoneDatabase()) {
        // Say why Europe/Berlin is missing instead of offering only UTC offsets.
        const QString missing = tr("Named time zones need the tzdata package");
        addItem(missing);
        qobject_cast<QStandardItemModel*>(model())->item(count() - 1)->setEnabled(false);
        setToolTip(toolTip() + QLatin1Char('\n') + missing);
    }
    setCurrentIndex(0);

    completer()->setFilterMode(Qt::MatchContains);
    completer()->setCaseSensitivity(Qt::CaseInsensitive);
    completer()->setCompletionMode(QCompleter::PopupCompletion);

    connect(this, &QComboBox::activated, this, [this](int index) {
        const QString name = itemData(index).toString();
        if (name.isEmpty() || name == current_)
            return;
        current_ = name;
        emit zoneNameChanged(name);
    });
    connect(lineEdit(), &QLineEdit::editingFinished, this, &ZoneComboBox::commitTypedText);
}

QString ZoneComboBox::zoneName() const
{
    return current_;
}

bool ZoneComboBox::setZoneName(const QString& name)
{
    const int index = findData(name);
    if (index < 0)
        return false;
    current_ = name;
    setCurrentIndex(index);
    return true;
}

void ZoneComboBox::commitTypedText()
{
    // Typed text that names no zone snaps back to the current choice.
    const QString typed = lineEdit()->text().trimmed();
    int index = findText(typed, Qt::MatchFixedString);
    if (index < 0)
        index = findData(typed, Qt::UserRole, Qt::MatchFixedString);
    if (index < 0 || itemData(index).toString().isEmpty()) {
        setCurrentIndex(findData(current_));
        if (index < 0 && !typed.isEmpty()) {
            const QString message = unknownZoneMessage(typed);
            QToolTip::showText(mapToGlobal(QPoint(0, height())), message, this);
            emit zoneRejected(message);
        }
        return;
    }
    setCurrentIndex(index);
    const QString name = itemData(index).toString();
    if (name != current_) {
        current_ = name;
        emit zoneNameChanged(name);
    }
}

} // namespace idscope

#include "formatcombobox.h"

namespace idscope {

FormatComboBox::FormatComboBox(QWidget* parent) : QComboBox(parent)
{
    setObjectName(QStringLiteral("formatComboBox"));
    setToolTip(tr("Read every value as this format instead of detecting it"));
    setStatusTip(toolTip());
    setMaxVisibleItems(24);
    addItem(tr("Auto-detect"), int(Format::Count));
    insertSeparator(count());
    const QList<Format> formats = allFormats();
    for (Format f : formats) {
        const FormatInfo& info = formatInfo(f);
        addItem(QStringLiteral("%1 (%2)").arg(QString::fromUtf8(info.title),
                                              QString::fromLatin1(info.name)),
                int(f));
    }
    connect(this, &QComboBox::currentIndexChanged, this,
            [this] { emit forcedFormatChanged(forcedFormat()); });
}

Format FormatComboBox::forcedFormat() const
{
    const QVariant v = currentData();
    return v.isValid() ? Format(v.toInt()) : Format::Count;
}

void FormatComboBox::setForcedFormat(Format f)
{
    const int index = findData(int(f));
    if (index >= 0)
        setCurrentIndex(index);
}

} // namespace idscope

// What every selection format shares: which cells are NULL and how a cell reads as text.
#include "report/selectionexport.h"

#include <QLocale>

namespace idscope {

bool selectionCellIsNull(const QVariant& v)
{
    return !v.isValid() || v.isNull();
}

QString selectionCellText(const QVariant& v)
{
    if (selectionCellIsNull(v))
        return {};
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
        return QString::number(v.toLongLong());
    case QMetaType::ULongLong:
        return QString::number(v.toULongLong());
    case QMetaType::Double:
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QMetaType::QByteArray:
        return QString::fromLatin1(v.toByteArray().toHex());
    default:
        return v.toString();
    }
}

} // namespace idscope

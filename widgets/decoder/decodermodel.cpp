#include "decodermodel.h"

#include "decodetext.h"

#include <QApplication>
#include <QFontDatabase>
#include <QPalette>
#include <QStyle>

namespace idscope {

namespace {
bool hasWarnings(const DecodeResult& r)
{
    const Reading* c = DecodeText::chosen(r);
    return c && !c->warnings.isEmpty();
}

QString tsvCell(QString s)
{
    // Tabs and line breaks would break the table shape when pasted into a spreadsheet.
    s.replace(QLatin1Char('\t'), QLatin1Char(' '));
    s.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return s;
}
} // namespace

DecoderModel::DecoderModel(QObject* parent) : QAbstractTableModel(parent) {}

int DecoderModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int DecoderModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DecoderModel::text(const DecodeResult& r, int column) const
{
    switch (column) {
    case Input:
        return r.input;
    case FormatColumn:
        return DecodeText::format(r);
    case Instant:
        return DecodeText::instant(r, zone_);
    case Age:
        return DecodeText::age(r, nowMs_);
    case PrecisionColumn: {
        const Reading* c = DecodeText::chosen(r);
        return c && c->instant ? DecodeText::precision(c->precision) : QString();
    }
    case Fields:
        return DecodeText::fields(r);
    case Alternatives:
        return DecodeText::alternatives(r);
    case Warnings:
        return DecodeText::warnings(r);
    default:
        return QString();
    }
}

QVariant DecoderModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DecodeResult& r = rows_.at(index.row());
    const Reading* c = DecodeText::chosen(r);
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return text(r, column);
    case Qt::ToolTipRole:
        return DecodeText::detailsHtml(r, zone_, nowMs_, QApplication::palette());
    case Qt::FontRole:
        if (column == Input)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case Qt::ForegroundRole:
        // Placeholder text colour marks "nothing here": invalid values and IDs with no time.
        if ((column == Instant && (!c || !c->instant)) || (column == FormatColumn && !c))
            return QApplication::palette().brush(QPalette::PlaceholderText);
        return {};
    case Qt::DecorationRole:
        if (column == Warnings && hasWarnings(r))
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        if (column == FormatColumn && !c)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
        return {};
    case SortRole:
        if ((column == Instant || column == Age) && c && c->instant)
            return QVariant::fromValue(c->instant->unixMsFloor());
        if (column == Instant || column == Age)
            return QVariant::fromValue(std::numeric_limits<qint64>::min());
        return text(r, column);
    case ValidRole:
        return c != nullptr;
    case UnixMsRole:
        if (c && c->instant)
            return QVariant::fromValue(c->instant->unixMsFloor());
        return {};
    default:
        return {};
    }
}

QVariant DecoderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Input:
            return tr("Input");
        case FormatColumn:
            return tr("Format");
        case Instant:
            return tr("Instant (%1)").arg(zone_.name());
        case Age:
            return tr("Age");
        case PrecisionColumn:
            return tr("Precision");
        case Fields:
            return tr("Fields");
        case Alternatives:
            return tr("Alternatives");
        case Warnings:
            return tr("Warnings");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Input:
            return tr("The value as pasted");
        case FormatColumn:
            return tr("The format the value was read as");
        case Instant:
            return tr("The instant embedded in the value, in the chosen time zone");
        case Age:
            return tr("How long ago the instant was, or how far ahead");
        case PrecisionColumn:
            return tr("The finest unit of time the format actually carries");
        case Fields:
            return tr("The other parts of the value: version, counters, node, random bits");
        case Alternatives:
            return tr("Other formats that also read this value, less plausibly");
        case Warnings:
            return tr("Anything unusual about the value");
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

void DecoderModel::clear()
{
    if (rows_.isEmpty())
        return;
    beginResetModel();
    rows_ = {}; // also frees the capacity a big paste reserved
    valid_ = 0;
    warned_ = 0;
    endResetModel();
}

void DecoderModel::append(const QList<DecodeResult>& rows)
{
    if (rows.isEmpty())
        return;
    const int first = int(rows_.size());
    beginInsertRows({}, first, first + int(rows.size()) - 1);
    rows_.append(rows);
    for (const DecodeResult& r : rows) {
        valid_ += DecodeText::chosen(r) ? 1 : 0;
        warned_ += hasWarnings(r) ? 1 : 0;
    }
    endInsertRows();
}

void DecoderModel::setZone(const DisplayZone& zone)
{
    zone_ = zone;
    emit headerDataChanged(Qt::Horizontal, Instant, Instant);
    if (!rows_.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void DecoderModel::setNowMs(qint64 nowMs)
{
    nowMs_ = nowMs;
    if (!rows_.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString DecoderModel::toTsv(const QList<int>& rows) const
{
    QStringList lines;
    QStringList cells;
    for (int c = 0; c < ColumnCount; ++c)
        cells.append(tsvCell(headerData(c, Qt::Horizontal).toString()));
    lines.append(cells.join(QLatin1Char('\t')));
    for (int row : rows) {
        if (row < 0 || row >= rows_.size())
            continue;
        cells.clear();
        for (int c = 0; c < ColumnCount; ++c)
            cells.append(tsvCell(text(rows_.at(row), c)));
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace idscope

#include "decodermodel.h"

#include "decodetext.h"

#include <QApplication>
#include <QFont>
#include <QFontDatabase>
#include <QPalette>
#include <QStyle>

#include <utility>

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

QString DecoderModel::text(int row, int column) const
{
    const DecodeResult& r = rows_.at(row);
    switch (column) {
    case Input:
        return r.input;
    case FormatColumn:
        // Said in the text, not only by a font or icon, so copied rows carry it too.
        if (overrides_.contains(row))
            return tr("%1 (chosen)").arg(DecodeText::format(r));
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
    const int row = index.row();
    const DecodeResult& r = rows_.at(row);
    const Reading* c = DecodeText::chosen(r);
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return text(row, column);
    case Qt::ToolTipRole:
        return tooltipHtml(row, QApplication::palette());
    case Qt::FontRole:
        if (column == Input)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        if (column == FormatColumn && overrides_.contains(row)) {
            QFont font;
            font.setItalic(true);
            return font;
        }
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
        return text(row, column);
    case ValidRole:
        return c != nullptr;
    case UnixMsRole:
        if (c && c->instant)
            return QVariant::fromValue(c->instant->unixMsFloor());
        return {};
    case RowFormatRole:
        if (overrides_.contains(row))
            return formatName(overrides_.value(row));
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
            return tr("The format the value was read as. Right-click a row (or press "
                      "Shift+F10) to read that row as another format; such rows say "
                      "“chosen”.");
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
    overrides_.clear();
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
            cells.append(tsvCell(text(row, c)));
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

DecodeResult DecoderModel::decode(const QString& input, Format forced) const
{
    DecodeOptions options;
    options.nowMs = nowMs_;
    options.forced = forced;
    return decodeText(input, Detector(options));
}

void DecoderModel::setRowFormat(int row, Format format)
{
    if (row < 0 || row >= rows_.size())
        return;
    const bool automatic = format == Format::Count;
    if (automatic ? !overrides_.contains(row) : overrides_.value(row, Format::Count) == format)
        return;
    DecodeResult& r = rows_[row];
    valid_ -= DecodeText::chosen(r) ? 1 : 0;
    warned_ -= hasWarnings(r) ? 1 : 0;
    r = decode(r.input, automatic ? forced_ : format);
    valid_ += DecodeText::chosen(r) ? 1 : 0;
    warned_ += hasWarnings(r) ? 1 : 0;
    if (automatic)
        overrides_.remove(row);
    else
        overrides_.insert(row, format);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

QList<DecoderModel::FormatChoice> DecoderModel::formatChoices(int row) const
{
    QList<FormatChoice> out;
    if (row < 0 || row >= rows_.size())
        return out;
    const QString& input = rows_.at(row).input;
    // Detected readings come from free detection, whatever the row is read as now.
    QList<Format> detected;
    const DecodeResult automatic = decode(input, Format::Count);
    for (const Reading& reading : automatic.readings) {
        if (reading.valid && !detected.contains(reading.format))
            detected.append(reading.format);
    }
    QList<Format> order = detected;
    const QList<Format> all = allFormats();
    for (Format f : all) {
        if (!order.contains(f))
            order.append(f);
    }
    for (Format f : std::as_const(order)) {
        const DecodeResult forced = decode(input, f);
        const Reading* c = DecodeText::chosen(forced);
        // "uuid" forced means any UUID and then reads as the specific version, which the
        // list already has; offering it again would only repeat that entry.
        if (c && c->format != f)
            continue;
        const FormatInfo& info = formatInfo(f);
        FormatChoice choice;
        choice.format = f;
        choice.fits = c != nullptr;
        choice.detected = detected.contains(f);
        const QString name = QStringLiteral("%1 (%2)").arg(QString::fromUtf8(info.title),
                                                           QString::fromLatin1(info.name));
        choice.label =
            choice.fits ? tr("%1 — %2").arg(name, DecodeText::instant(forced, zone_)) : name;
        choice.statusTip = choice.fits ? QString::fromUtf8(info.layout)
                                       : tr("Does not read this value: %1").arg(forced.error);
        out.append(choice);
    }
    return out;
}

QString DecoderModel::overrideNote(int row) const
{
    const auto it = overrides_.constFind(row);
    if (it == overrides_.cend())
        return QString();
    return tr("Read as %1 by your choice for this row. The choice stays when the time zone "
              "changes and is dropped when the pasted text or “Read as” changes.")
        .arg(formatName(it.value()));
}

QString DecoderModel::tooltipHtml(int row, const QPalette& palette) const
{
    const QString note = overrideNote(row);
    const QString html =
        note.isEmpty() ? QString() : QStringLiteral("<p><i>%1</i></p>").arg(note.toHtmlEscaped());
    return html + DecodeText::tooltipHtml(rows_.at(row), zone_, nowMs_, palette);
}

QString DecoderModel::detailsHtml(int row, const QPalette& palette, bool links) const
{
    QString html;
    const QString note = overrideNote(row);
    if (!note.isEmpty()) {
        html += QStringLiteral("<p><i>%1</i>").arg(note.toHtmlEscaped());
        if (links)
            html += QStringLiteral(" <a href=\"%1:auto\">%2</a>")
                        .arg(DecodeText::readAsScheme(),
                             tr("Read it like the other rows").toHtmlEscaped());
        html += QStringLiteral("</p>");
    }
    return html + DecodeText::detailsHtml(rows_.at(row), zone_, nowMs_, palette, links);
}

} // namespace idscope

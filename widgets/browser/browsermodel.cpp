#include "browsermodel.h"

#include "common/tooltiptext.h"

#include "decoder/decodetext.h"

#include <QDateTime>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLocale>
#include <QMap>
#include <QPalette>

namespace idscope {

namespace {

constexpr int kMaxCellChars = 300; // grid text; the tooltip shows more
constexpr int kMaxTooltipChars = 4000;

bool isNull(const QVariant& v)
{
    return !v.isValid() || v.isNull();
}

// Holds the UTF-8 bytes an IdInput points into.
struct InputHolder {
    QByteArray bytes;
    IdInput input;
};

InputHolder inputFor(const QVariant& v)
{
    InputHolder h;
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
        h.input = IdInput::fromInteger(v.toLongLong());
        break;
    case QMetaType::Double:
        h.input = IdInput::fromReal(v.toDouble());
        break;
    case QMetaType::QByteArray:
        h.bytes = v.toByteArray();
        h.input = IdInput::blob(h.bytes.constData(), int(h.bytes.size()));
        break;
    default:
        h.bytes = v.toString().toUtf8();
        h.input = IdInput::text(std::string_view(h.bytes.constData(), std::size_t(h.bytes.size())));
    }
    return h;
}

QString oneLine(QString s, int max)
{
    const bool cut = s.size() > max;
    if (cut)
        s.truncate(max);
    s.replace(QLatin1Char('\n'), QChar(0x23CE)).replace(QLatin1Char('\r'), QString());
    s.replace(QLatin1Char('\t'), QLatin1Char(' '));
    return cut ? s + QChar(0x2026) : s;
}

// SQLite's name of the storage class a value was read in.
QString storageName(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
        return QStringLiteral("INTEGER");
    case QMetaType::Double:
        return QStringLiteral("REAL");
    case QMetaType::QByteArray:
        return QStringLiteral("BLOB");
    default:
        return isNull(v) ? QStringLiteral("NULL") : QStringLiteral("TEXT");
    }
}

} // namespace

BrowserModel::BrowserModel(QObject* parent) : QAbstractTableModel(parent)
{
    nowMs_ = QDateTime::currentMSecsSinceEpoch();
}

int BrowserModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int BrowserModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(layout_.size());
}

QString BrowserModel::hexPreview(const QByteArray& b, int maxBytes)
{
    if (b.size() <= maxBytes)
        return QString::fromLatin1(b.toHex());
    return QString::fromLatin1(b.left(maxBytes).toHex()) + QChar(0x2026) +
           tr(" (%Ln bytes)", nullptr, int(b.size()));
}

QString BrowserModel::displayText(int row, int sourceColumn) const
{
    const QVariant v = rows_.value(row).value(sourceColumn);
    if (isNull(v))
        return QStringLiteral("NULL");
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
        return QString::number(v.toLongLong());
    case QMetaType::Double:
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QMetaType::QByteArray: {
        const CellDecode& d = decoded_.value(row).value(sourceColumn);
        if (d.valid && !d.canonical.isEmpty())
            return d.canonical;
        return hexPreview(v.toByteArray(), int(v.toByteArray().size()));
    }
    default:
        return v.toString();
    }
}

QString BrowserModel::instantText(int row, int sourceColumn) const
{
    if (isNull(rows_.value(row).value(sourceColumn)))
        return QString();
    const CellDecode& d = decoded_.value(row).value(sourceColumn);
    if (!d.valid || !d.hasInstant)
        return QStringLiteral("—");
    return zone_.format(d.instant, d.precision);
}

QVariant BrowserModel::cellText(int row, const ViewColumn& vc, bool full) const
{
    const QVariant v = rows_.value(row).value(vc.source);
    if (vc.decoded)
        return instantText(row, vc.source);
    if (!full && v.typeId() == QMetaType::QByteArray) {
        const CellDecode& d = decoded_.value(row).value(vc.source);
        if (d.valid && !d.canonical.isEmpty())
            return d.canonical;
        return hexPreview(v.toByteArray());
    }
    const QString s = displayText(row, vc.source);
    return full ? s : oneLine(s, kMaxCellChars);
}

QVariant BrowserModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size() || index.column() >= layout_.size())
        return {};
    const ViewColumn& vc = layout_.at(index.column());
    const QVariant raw = rows_.at(index.row()).value(vc.source);
    switch (role) {
    case Qt::DisplayRole:
        return cellText(index.row(), vc, false);
    case Qt::EditRole:
        return cellText(index.row(), vc, true);
    case RawValueRole:
        return vc.decoded ? QVariant() : raw;
    case ExportValueRole: {
        if (vc.decoded) {
            const QString t = cellText(index.row(), vc, true).toString();
            return isNull(raw) || t == QStringLiteral("—") ? QVariant() : QVariant(t);
        }
        if (raw.typeId() == QMetaType::QByteArray)
            return cellText(index.row(), vc, true); // canonical ID, else every byte in hex
        return raw;
    }
    case SourceColumnRole:
        return vc.source;
    case DecodedColumnRole:
        return vc.decoded;
    case Qt::ForegroundRole: {
        // NULL and "not an instant" read as absent, in the palette's muted colour.
        const bool muted =
            isNull(raw) || (vc.decoded && !decoded_.value(index.row()).value(vc.source).valid);
        if (muted)
            return QGuiApplication::palette().brush(QPalette::PlaceholderText);
        return {};
    }
    case Qt::TextAlignmentRole: {
        const bool number = !vc.decoded && (raw.typeId() == QMetaType::LongLong ||
                                            raw.typeId() == QMetaType::Double);
        return QVariant::fromValue(Qt::AlignVCenter | (number ? Qt::AlignRight : Qt::AlignLeft));
    }
    case Qt::FontRole: {
        const ColumnSpec& spec = specs_.at(vc.source);
        // BLOBs in italics: a BLOB UUID shown as its canonical text still reads as a BLOB.
        const bool blob = !vc.decoded && raw.typeId() == QMetaType::QByteArray;
        if (!vc.decoded && !spec.idLike && !blob)
            return {};
        QFont f = vc.decoded || spec.idLike ? QFontDatabase::systemFont(QFontDatabase::FixedFont)
                                            : QFont();
        f.setItalic(blob);
        return f;
    }
    case Qt::ToolTipRole: {
        if (isNull(raw))
            return vc.decoded ? QVariant() : QVariant(tr("NULL"));
        const ColumnSpec& spec = specs_.at(vc.source);
        if (vc.decoded || spec.format) {
            const DecodeResult r = decodeCell(index.row(), vc.source);
            const QString stored =
                raw.typeId() == QMetaType::QByteArray
                    ? tr("Stored as BLOB, %Ln bytes", nullptr, int(raw.toByteArray().size()))
                    : tr("Stored as %1").arg(storageName(raw));
            return QStringLiteral("<p>%1</p>").arg(stored.toHtmlEscaped()) +
                   DecodeText::tooltipHtml(r, zone_, nowMs_, QGuiApplication::palette());
        }
        if (raw.typeId() == QMetaType::QByteArray)
            return tr("BLOB, %Ln bytes", nullptr, int(raw.toByteArray().size())) +
                   QLatin1Char('\n') + hexPreview(raw.toByteArray(), 256);
        // The whole text, wrapped: a cut cell (a narrow grid cuts the columns that may give way)
        // still shows all of it here.
        const QString s = displayText(index.row(), vc.source);
        return wrappedToolTip(
            tr("Stored as %1").arg(storageName(raw)) +
            (s.isEmpty() ? QString() : QLatin1Char('\n') + s.left(kMaxTooltipChars)));
    }
    default:
        return {};
    }
}

QVariant BrowserModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && firstRow_ > 0)
            return QLocale().toString(firstRow_ + section);
        if (role == Qt::DisplayRole)
            return QString();
        return {};
    }
    if (section < 0 || section >= layout_.size())
        return {};
    const ViewColumn& vc = layout_.at(section);
    const ColumnSpec& spec = specs_.at(vc.source);
    switch (role) {
    case Qt::DisplayRole:
        if (vc.decoded)
            return tr("⟶ instant");
        return spec.name;
    case Qt::ToolTipRole: {
        const QString fmt = spec.format ? formatName(*spec.format) : QString();
        if (vc.decoded)
            return tr("%1 decoded as %2, shown in %3. Right-click the header to hide it.")
                .arg(spec.name, fmt, zone_.name());
        const QString head = fmt.isEmpty() ? spec.name : tr("%1 — read as %2").arg(spec.name, fmt);
        return head + QLatin1Char('\n') + storageSummary(vc.source) + QLatin1Char('\n') +
               tr("Click to sort by this column.");
    }
    case ExportValueRole:
        return vc.decoded ? tr("%1 ⟶ instant").arg(spec.name) : spec.name;
    default:
        return {};
    }
}

QString BrowserModel::storageSummary(int sourceColumn) const
{
    QMap<QString, int> counts;
    for (const QVariantList& row : rows_)
        ++counts[storageName(row.value(sourceColumn))];
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.key(), QLocale().toString(it.value()));
    QString out = tr("Stored on this page: %1").arg(parts.join(QStringLiteral(", ")));
    if (counts.contains(QStringLiteral("BLOB")))
        out += QLatin1Char('\n') + tr("BLOB cells are shown in italics.");
    return out;
}

void BrowserModel::setColumns(const QList<ColumnSpec>& columns)
{
    bool sameNames = columns.size() == specs_.size();
    for (qsizetype i = 0; sameNames && i < columns.size(); ++i)
        sameNames = columns[i].name == specs_[i].name;
    beginResetModel();
    if (!sameNames) {
        rows_.clear();
        hidden_.clear();
        firstRow_ = -1;
    }
    specs_ = columns;
    rebuildLayout();
    decodeAll();
    endResetModel();
}

void BrowserModel::setPage(const QList<QVariantList>& rows, qint64 firstRowNumber)
{
    beginResetModel();
    rows_ = rows;
    firstRow_ = firstRowNumber;
    nowMs_ = QDateTime::currentMSecsSinceEpoch();
    decodeAll();
    endResetModel();
}

void BrowserModel::setFirstRowNumber(qint64 firstRowNumber)
{
    firstRow_ = firstRowNumber;
    if (!rows_.isEmpty())
        emit headerDataChanged(Qt::Vertical, 0, int(rows_.size()) - 1);
}

void BrowserModel::clear()
{
    beginResetModel();
    rows_.clear();
    decoded_.clear();
    specs_.clear();
    layout_.clear();
    hidden_.clear();
    firstRow_ = -1;
    endResetModel();
}

void BrowserModel::setZone(const DisplayZone& zone)
{
    zone_ = zone;
    for (int c = 0; c < layout_.size(); ++c) {
        if (layout_[c].decoded && !rows_.isEmpty())
            emit dataChanged(index(0, c), index(int(rows_.size()) - 1, c));
    }
    if (!layout_.isEmpty())
        emit headerDataChanged(Qt::Horizontal, 0, int(layout_.size()) - 1);
}

void BrowserModel::setDecodedVisible(int sourceColumn, bool visible)
{
    if (!canDecode(sourceColumn) || isDecodedVisible(sourceColumn) == visible)
        return;
    beginResetModel();
    if (visible)
        hidden_.remove(sourceColumn);
    else
        hidden_.insert(sourceColumn);
    rebuildLayout();
    endResetModel();
}

bool BrowserModel::isDecodedVisible(int sourceColumn) const
{
    return canDecode(sourceColumn) && !hidden_.contains(sourceColumn);
}

bool BrowserModel::canDecode(int sourceColumn) const
{
    return sourceColumn >= 0 && sourceColumn < specs_.size() && specs_[sourceColumn].hasInstant;
}

int BrowserModel::sourceColumn(int viewColumn) const
{
    return viewColumn >= 0 && viewColumn < layout_.size() ? layout_[viewColumn].source : -1;
}

bool BrowserModel::isDecodedColumn(int viewColumn) const
{
    return viewColumn >= 0 && viewColumn < layout_.size() && layout_[viewColumn].decoded;
}

int BrowserModel::viewColumn(int sourceColumn) const
{
    for (int i = 0; i < layout_.size(); ++i) {
        if (layout_[i].source == sourceColumn && !layout_[i].decoded)
            return i;
    }
    return -1;
}

void BrowserModel::rebuildLayout()
{
    layout_.clear();
    for (int i = 0; i < specs_.size(); ++i) {
        layout_.append({i, false});
        if (isDecodedVisible(i))
            layout_.append({i, true});
    }
}

Detector BrowserModel::detectorFor(const ColumnSpec& spec) const
{
    DecodeOptions o;
    o.nowMs = nowMs_;
    // A UUID column may mix versions (v4 before a migration, v7 after): read any UUID there.
    if (spec.format)
        o.forced = isUuid(*spec.format) ? Format::UuidOther : *spec.format;
    return Detector(o);
}

BrowserModel::CellDecode BrowserModel::decodeOne(const QVariant& v, const ColumnSpec& spec,
                                                 const Detector& det) const
{
    CellDecode out;
    if (isNull(v))
        return out;
    const InputHolder h = inputFor(v);
    Candidates cands;
    det.detect(h.input, cands);
    const Decoded* best = nullptr;
    for (const Decoded& d : cands) {
        if (!d.valid())
            continue;
        if (d.format == *spec.format && d.profile == spec.profile) {
            best = &d;
            break;
        }
        if (!best)
            best = &d;
    }
    if (!best) {
        out.error = cands.empty() ? QString() : parseErrorMessage(cands[0]);
        return out;
    }
    out.valid = true;
    out.format = best->format;
    out.profile = best->profile;
    out.hasInstant = best->hasInstant;
    out.instant = best->instant;
    out.precision = best->precision;
    if (v.typeId() == QMetaType::QByteArray)
        out.canonical = describe(*best).canonical;
    return out;
}

void BrowserModel::decodeAll()
{
    decoded_.clear();
    decoded_.resize(rows_.size());
    for (int c = 0; c < specs_.size(); ++c) {
        const ColumnSpec& spec = specs_[c];
        if (!spec.format || !(spec.hasInstant || spec.idLike))
            continue;
        const Detector det = detectorFor(spec);
        for (qsizetype r = 0; r < rows_.size(); ++r) {
            QList<CellDecode>& row = decoded_[r];
            if (row.size() < specs_.size())
                row.resize(specs_.size());
            row[c] = decodeOne(rows_[r].value(c), spec, det);
        }
    }
}

DecodeResult BrowserModel::decodeCell(int row, int sourceColumn) const
{
    const QVariant v = rows_.value(row).value(sourceColumn);
    if (isNull(v) || sourceColumn < 0 || sourceColumn >= specs_.size())
        return {};
    const InputHolder h = inputFor(v);
    DecodeResult r = idscope::decodeValue(h.input, detectorFor(specs_[sourceColumn]));
    if (r.input.isEmpty())
        r.input = displayText(row, sourceColumn);
    return r;
}

SelectionTable BrowserModel::selection(const QModelIndexList& indexes) const
{
    QList<int> rows;
    QList<int> cols;
    QSet<quint64> picked;
    for (const QModelIndex& i : indexes) {
        if (!i.isValid() || i.model() != this)
            continue;
        if (!rows.contains(i.row()))
            rows << i.row();
        if (!cols.contains(i.column()))
            cols << i.column();
        picked.insert(quint64(i.row()) << 32 | quint64(i.column()));
    }
    std::sort(rows.begin(), rows.end());
    std::sort(cols.begin(), cols.end());
    SelectionTable t;
    for (int c : std::as_const(cols))
        t.headers << headerData(c, Qt::Horizontal, ExportValueRole).toString();
    for (int r : std::as_const(rows)) {
        QVariantList row;
        for (int c : std::as_const(cols)) {
            row << (picked.contains(quint64(r) << 32 | quint64(c))
                        ? data(index(r, c), ExportValueRole)
                        : QVariant());
        }
        t.rows << row;
    }
    return t;
}

} // namespace idscope

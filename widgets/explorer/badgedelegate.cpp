#include "badgedelegate.h"

#include "schematreemodel.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>

namespace idscope {

namespace {

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

constexpr int kPadX = 6;
constexpr int kGap = 8;

} // namespace

QColor BadgeDelegate::pillColor(const QPalette& p)
{
    return blend(p.color(QPalette::Base), p.color(QPalette::Highlight), 0.22);
}

QColor BadgeDelegate::mutedColor(const QPalette& p)
{
    return blend(p.color(QPalette::Text), p.color(QPalette::Base), 0.38);
}

void BadgeDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(SchemaTreeModel::MutedRole).toBool())
        option->palette.setColor(QPalette::Text, mutedColor(option->palette));
}

void BadgeDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const
{
    const QString badge = index.data(SchemaTreeModel::BadgeRole).toString();
    if (index.column() != SchemaTreeModel::BadgeColumn || badge.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // Background and selection as any cell, then the pill and the marker on top.
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget* w = opt.widget;
    QStyle* style = w ? w->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, w);

    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette& pal = opt.palette;
    const QFontMetrics fm(opt.font);
    const QString marker = index.data(SchemaTreeModel::AnomalyMarkerRole).toString();
    QFont bold = opt.font;
    bold.setBold(true);
    const int markerWidth =
        marker.isEmpty() ? 0 : QFontMetrics(bold).horizontalAdvance(marker) + kGap;

    QRect r = opt.rect.adjusted(2, 2, -2, -2);
    const int textRoom = std::max(0, r.width() - 2 * kPadX - markerWidth);
    const QString text = fittedText(fm, badge, textRoom);
    const int pillWidth = std::min(r.width() - markerWidth, fm.horizontalAdvance(text) + 2 * kPadX);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRect pill(r.left(), r.top(), std::max(0, pillWidth), r.height());
    const QColor fill =
        selected ? blend(pal.color(QPalette::Highlight), pal.color(QPalette::HighlightedText), 0.2)
                 : pillColor(pal);
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    const qreal radius = pill.height() / 2.0;
    painter->drawRoundedRect(QRectF(pill), radius, radius);
    painter->setPen(pal.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(pill.adjusted(kPadX, 0, -kPadX, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
    if (!marker.isEmpty()) {
        painter->setFont(bold);
        const QRect mr(pill.right() + kGap, r.top(), markerWidth, r.height());
        painter->drawText(mr, Qt::AlignVCenter | Qt::AlignLeft, marker);
    }
    painter->restore();
}

int BadgeDelegate::cellWidth(const QFont& font, const QString& badge, const QString& marker)
{
    int w = QFontMetrics(font).horizontalAdvance(badge) + 2 * kPadX + 4;
    QFont bold = font;
    bold.setBold(true);
    if (!marker.isEmpty())
        w += kGap + QFontMetrics(bold).horizontalAdvance(marker) + 4;
    return w;
}

QString BadgeDelegate::fittedText(const QFontMetrics& fm, const QString& badge, int room)
{
    if (fm.horizontalAdvance(badge) <= room)
        return badge;
    const QString sep = QStringLiteral(" · ");
    QStringList parts = badge.split(sep);
    while (parts.size() > 1) {
        parts.removeLast();
        const QString shorter = parts.join(sep) + sep + QStringLiteral("…");
        if (fm.horizontalAdvance(shorter) <= room)
            return shorter;
    }
    return fm.elidedText(parts.value(0), Qt::ElideRight, room);
}

QSize BadgeDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    const QString badge = index.data(SchemaTreeModel::BadgeRole).toString();
    if (index.column() == SchemaTreeModel::BadgeColumn && !badge.isEmpty()) {
        const QString marker = index.data(SchemaTreeModel::AnomalyMarkerRole).toString();
        s.setWidth(std::max(s.width(), cellWidth(option.font, badge, marker)));
        s.setHeight(std::max(s.height(), QFontMetrics(option.font).height() + 6));
    }
    return s;
}

} // namespace idscope

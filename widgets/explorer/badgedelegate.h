// Draws the schema tree's format badge as a pill tinted with the palette's highlight and the
// anomaly count beside it, and secondary texts (types, row counts) in a muted colour. Every
// colour is blended from the view's palette at paint time, so both themes read well.
#pragma once

#include <QStyledItemDelegate>

namespace idscope {

class BadgeDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // The cell width that shows `badge` whole in a pill, with `marker` (bold) beside it.
    static int cellWidth(const QFont& font, const QString& badge, const QString& marker);
    // What the pill shows in `room` pixels: the whole mix, else its leading formats with their
    // shares and "· …", else the first one cut. A share is never cut off its format while the
    // first format and its share fit.
    static QString fittedText(const QFontMetrics& fm, const QString& badge, int room);

    // Colours used, exposed for tests: the pill fill and the muted text over `p`'s base.
    static QColor pillColor(const QPalette& p);
    static QColor mutedColor(const QPalette& p);

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

} // namespace idscope

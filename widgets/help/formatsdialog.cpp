#include "formatsdialog.h"

#include "analysis/columnprofile.h"
#include "decoder/decodetext.h"
#include "ids/format.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QVBoxLayout>

namespace idscope {

FormatsDialog::FormatsDialog(QWidget* parent)
    : QDialog(parent), filter_(new QLineEdit(this)), table_(new QTableWidget(this))
{
    setObjectName(QStringLiteral("formatsDialog"));
    setWindowTitle(tr("Formats"));
    resize(1100, 640);

    auto* intro = new QLabel(tr("idscope reads these formats. The name in the first column "
                                "is used everywhere: in the decoder, on the command line "
                                "(--format) and in JSON reports."),
                             this);
    intro->setWordWrap(true);

    filter_->setObjectName(QStringLiteral("formatsFilter"));
    filter_->setPlaceholderText(tr("Filter formats…"));
    filter_->setClearButtonEnabled(true);
    filter_->setToolTip(tr("Show only formats whose description contains this text"));
    connect(filter_, &QLineEdit::textChanged, this, &FormatsDialog::applyFilter);

    table_->setObjectName(QStringLiteral("formatsTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(true);
    table_->verticalHeader()->setVisible(false);
    fill();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(filter_);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
}

void FormatsDialog::fill()
{
    const QStringList headers{tr("Name"),       tr("Title"),     tr("Layout"), tr("Epoch / unit"),
                              tr("Text forms"), tr("Precision"), tr("Reverse")};
    table_->setColumnCount(ColumnCount);
    table_->setHorizontalHeaderLabels(headers);
    // The qualifier in the tooltip: in the header it made the column's title longer than the
    // column, and cut.
    table_->horizontalHeaderItem(Layout)->setToolTip(tr("The bits, most significant first"));
    table_->horizontalHeaderItem(Reversible)
        ->setToolTip(tr("Whether an instant can be turned into the smallest and largest ID of "
                        "this format, for WHERE id BETWEEN queries"));

    const QList<Format> formats = allFormats();
    table_->setRowCount(int(formats.size()));
    int row = 0;
    for (Format f : formats) {
        const FormatInfo& info = formatInfo(f);
        const QString precision = info.precision == idscope::Precision::None
                                      ? tr("no instant")
                                      : DecodeText::precision(info.precision);
        const QStringList cells{
            QString::fromLatin1(info.name), analysis::formatDisplayTitle(f),
            // Marked in the registry with QT_TRANSLATE_NOOP; the command line keeps English.
            QCoreApplication::translate("idscope::FormatInfo", info.layout),
            QCoreApplication::translate("idscope::FormatInfo", info.epoch),
            QCoreApplication::translate("idscope::FormatInfo", info.text), precision,
            info.reversible ? tr("yes") : tr("no")};
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            item->setToolTip(cells.at(c));
            table_->setItem(row, c, item);
        }
        ++row;
    }
    QHeaderView* header = table_->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Layout, QHeaderView::Stretch);
    header->setSectionResizeMode(Epoch, QHeaderView::Stretch);
    header->setSectionResizeMode(Text, QHeaderView::Stretch);
    // Row heights follow the wrapped text as the stretched columns change width.
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void FormatsDialog::applyFilter(const QString& text)
{
    const QString needle = text.trimmed();
    for (int r = 0; r < table_->rowCount(); ++r) {
        bool match = needle.isEmpty();
        for (int c = 0; c < ColumnCount && !match; ++c)
            match = table_->item(r, c)->text().contains(needle, Qt::CaseInsensitive);
        table_->setRowHidden(r, !match);
    }
}

} // namespace idscope

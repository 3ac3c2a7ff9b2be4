// The decoder panel end to end: paste, background decoding, zone and format choices, copy,
// progress with Cancel, and stale jobs being dropped.
#include "columnsvisible.h"
#include "common/zonecombobox.h"
#include "decoder/decodejob.h"
#include "decoder/decodermodel.h"
#include "decoder/decoderpanel.h"
#include "decoder/epochcomparemodel.h"
#include "ids/timezone.h"
#include "report/exportreportdialog.h"
#include "sampleids.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDateTime>
#include <QFile>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimeZone>
#include <QTimer>
#include <QToolTip>
#include <QTranslator>
#include <QUrl>

#include <algorithm>

using namespace idscope;

namespace {
constexpr int kTimeoutMs = 20000;

QString cell(const DecoderPanel& panel, int row, int column)
{
    return panel.model()->index(row, column).data().toString();
}

int rowOf(const DecoderPanel& panel, const QString& input)
{
    for (int r = 0; r < panel.model()->rowCount(); ++r) {
        if (cell(panel, r, DecoderModel::Input) == input)
            return r;
    }
    return -1;
}

// The view row that shows `input` (the view may sort).
int viewRowOf(const QTableView& table, const QString& input)
{
    for (int r = 0; r < table.model()->rowCount(); ++r) {
        if (table.model()->index(r, DecoderModel::Input).data().toString() == input)
            return r;
    }
    return -1;
}

QStringList rowTexts(const DecoderPanel& panel, int row)
{
    QStringList out;
    for (int c = 0; c < DecoderModel::ColumnCount; ++c)
        out.append(cell(panel, row, c));
    return out;
}

QMenu* openMenu(const DecoderPanel& panel)
{
    // A closed menu deletes itself later, so an older one may still be around.
    const QList<QMenu*> menus = panel.findChildren<QMenu*>(QStringLiteral("decoderRowMenu"));
    for (QMenu* menu : menus) {
        if (menu->isVisible())
            return menu;
    }
    return nullptr;
}

// Triggers "Read this row as ▸ <format>" in the open row menu and closes it, as a click does.
bool choose(DecoderPanel& panel, const QString& actionName)
{
    QMenu* menu = openMenu(panel);
    if (!menu)
        return false;
    auto* action = menu->findChild<QAction*>(actionName);
    if (!action || !action->isEnabled())
        return false;
    action->trigger();
    menu->close();
    return true;
}

// Snowflake instants by hand: id >> 22 ms after the platform's epoch.
QString snowflakeIso(qint64 id, qint64 epochMs)
{
    // UTC proper, not QTimeZone::utc(): Qt then writes "Z" as the panel does.
    return utcDateTime((id >> 22) + epochMs).toString(Qt::ISODateWithMs);
}

QString manyLines(int n)
{
    QStringList lines;
    lines.reserve(n);
    for (int i = 0; i < n; ++i)
        lines.append(QStringLiteral("018f7670-0812-7181-a54c-%1").arg(i, 12, 10, QLatin1Char('0')));
    return lines.join(QLatin1Char('\n'));
}
} // namespace

namespace {
// After resizing `panel` to each width, `problem` on every cell of `columns` but the row of now
// (it spans the columns), with the room its text has (the column less the item margins); the
// problems found, each prefixed with its width.
template<typename Problem>
QStringList cellProblemsAtWidths(QWidget& panel, const QTableView& view,
                                 std::initializer_list<int> widths,
                                 std::initializer_list<int> columns, Problem problem)
{
    QStringList cut;
    const int margins =
        2 * (view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1);
    for (int width : widths) {
        panel.resize(width, panel.height());
        QCoreApplication::processEvents();
        const auto* m = static_cast<const EpochCompareModel*>(view.model());
        for (int c : columns) {
            for (int r = 0; r < m->rowCount(); ++r) {
                if (r == m->nowRow())
                    continue;
                const QString p = problem(m->index(r, c), view.columnWidth(c) - margins);
                if (!p.isEmpty())
                    cut << QStringLiteral("%1 px, column %2: %3").arg(width).arg(c).arg(p);
            }
        }
    }
    return cut;
}

// The Profile and Instant cells that do not show whole on one line: text measured with the
// view's font against the room.
QStringList wholeAtWidths(QWidget& panel, const QTableView& view, std::initializer_list<int> widths)
{
    const QFontMetrics fm(view.font());
    return cellProblemsAtWidths(panel, view, widths,
                                {int(EpochCompareModel::Profile), int(EpochCompareModel::Instant)},
                                [&fm](const QModelIndex& i, int room) {
                                    const QString text = i.data().toString();
                                    return fm.horizontalAdvance(text) > room
                                               ? QStringLiteral("\"%1\" needs %2 px of %3")
                                                     .arg(text)
                                                     .arg(fm.horizontalAdvance(text))
                                                     .arg(room)
                                               : QString();
                                });
}

// The marks and ages that do not show whole: a word wider than the room, or the text wrapped
// by Qt's own line breaking in that room taller than its row (an age too long even for that,
// a reading billions of years ahead, may be elided with its whole text in its tooltip; a mark
// never).
QStringList wrappedWholeAtWidths(QWidget& panel, const QTableView& view,
                                 std::initializer_list<int> widths)
{
    const QFontMetrics fm(view.font());
    return cellProblemsAtWidths(
        panel, view, widths, {int(EpochCompareModel::Age), int(EpochCompareModel::Marks)},
        [&fm, &view](const QModelIndex& i, int room) {
            const QString text = i.data().toString();
            const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
            const bool wordCut = std::any_of(words.begin(), words.end(), [&](const QString& w) {
                return fm.horizontalAdvance(w) > room;
            });
            const int high =
                fm.boundingRect(QRect(0, 0, room, 10000), Qt::TextWordWrap, text).height();
            const bool tipped = i.column() == int(EpochCompareModel::Age) &&
                                i.data(Qt::ToolTipRole).toString().contains(text);
            return (wordCut || high > view.rowHeight(i.row())) && !tipped
                       ? QStringLiteral("\"%1\" in %2 × %3 px")
                             .arg(text)
                             .arg(room)
                             .arg(view.rowHeight(i.row()))
                       : QString();
        });
}

// The header sections whose text does not show whole: the text measured with the header's
// font, plus the style's header margin on either side and, where the sort arrow is, room for
// it (half the header's height and two more margins), against the section's width.
QStringList cutHeaders(const QTableView& view)
{
    QStringList cut;
    const QHeaderView* h = view.horizontalHeader();
    const QFontMetrics fm(h->font());
    const int margin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
    for (int c = 0; c < view.model()->columnCount(); ++c) {
        if (h->isSectionHidden(c))
            continue;
        const QString text = view.model()->headerData(c, Qt::Horizontal).toString();
        int need = fm.horizontalAdvance(text) + 2 * margin;
        if (h->isSortIndicatorShown() && h->sortIndicatorSection() == c)
            need += h->height() / 2 + 2 * margin;
        if (need > h->sectionSize(c))
            cut << QStringLiteral("\"%1\" needs %2 px, section %3 is %4 px")
                       .arg(text)
                       .arg(need)
                       .arg(c)
                       .arg(h->sectionSize(c));
    }
    return cut;
}
} // namespace

class TestDecoderPanel : public QObject {
    Q_OBJECT
private slots:
    void pasteDecodesEveryValue();
    void typingDecodesAfterPause();
    void zoneSwitchChangesShownInstant();
    void zoneTypedInComboIsAnnounced();
    void formatOverride();
    void rowFormatOverride();
    void rowOverrideDroppedByTextAndReadAs();
    void copySelectedAndAll();
    void exportReport();
    void decodeClipboard();
    void bigPasteShowsProgressAndCancels();
    void newerJobDropsOlderResults();
    void clearEmptiesEverything();
    void tooltipsFitOnScreen();
    void summaryCountsInUiLocale();
    void compareEpochsTab();
    void compareEpochsFitsInRussian();
    void headersWholeInRussian();
    void buttonsWholeInRussian();
};

void TestDecoderPanel::pasteDecodesEveryValue()
{
    DecoderPanel panel;
    panel.resize(1200, 700);
    panel.show();
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    panel.setText(test::sampleLines().join(QLatin1Char('\n')));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    const QStringList values = test::sampleValues();
    QCOMPARE(panel.model()->rowCount(), int(values.size()));
    QCOMPARE(panel.model()->columnCount(), 8);
    for (int r = 0; r < values.size(); ++r)
        QCOMPARE(cell(panel, r, DecoderModel::Input), values.at(r));
    QCOMPARE(cell(panel, rowOf(panel, QStringLiteral("not-an-id")), DecoderModel::FormatColumn),
             QStringLiteral("invalid"));
    QCOMPARE(panel.model()->validCount(), int(values.size()) - 1);
    QVERIFY(!panel.isBusy());
    auto* summary = panel.findChild<QLabel*>(QStringLiteral("summaryLabel"));
    QVERIFY(summary->text().contains(QString::number(values.size())));
    // The first row is current, so the details pane shows it.
    auto* table = panel.findChild<QTableView*>(QStringLiteral("resultsTable"));
    QCOMPARE(table->currentIndex().row(), 0);
    // Small pastes show no progress bar.
    QVERIFY(!panel.findChild<QProgressBar*>(QStringLiteral("decodeProgress"))->isVisible());
}

void TestDecoderPanel::typingDecodesAfterPause()
{
    DecoderPanel panel;
    panel.show();
    auto* edit = panel.findChild<QPlainTextEdit*>(QStringLiteral("pasteEdit"));
    QVERIFY(edit);
    edit->setFocus();
    QTest::keyClicks(edit, QStringLiteral("507f1f77bcf86cd799439011"));
    QVERIFY(panel.isBusy()); // waiting for the pause
    QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 1, kTimeoutMs);
    QCOMPARE(cell(panel, 0, DecoderModel::FormatColumn), QStringLiteral("objectid"));
    QCOMPARE(cell(panel, 0, DecoderModel::Instant), QStringLiteral("2012-10-17T21:13:27Z"));
}

void TestDecoderPanel::zoneSwitchChangesShownInstant()
{
    DecoderPanel panel;
    QSignalSpy announced(&panel, &DecoderPanel::displayZoneChanged);
    panel.setText(QStringLiteral("507f1f77bcf86cd799439011"));
    QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 1, kTimeoutMs);
    // 0x507f1f77 = 1350508407 s = 2012-10-17T21:13:27Z; Tokyo is UTC+9 all year.
    QCOMPARE(cell(panel, 0, DecoderModel::Instant), QStringLiteral("2012-10-17T21:13:27Z"));
    panel.setDisplayZone(QStringLiteral("Asia/Tokyo"));
    QCOMPARE(cell(panel, 0, DecoderModel::Instant), QStringLiteral("2012-10-18T06:13:27+09:00"));
    QCOMPARE(panel.displayZone(), QStringLiteral("Asia/Tokyo"));
    QCOMPARE(announced.size(), 0); // set from outside: nothing to announce
    panel.setDisplayZone(QStringLiteral("No/Such_Zone"));
    QCOMPARE(panel.displayZone(), QStringLiteral("Asia/Tokyo"));
    QCOMPARE(cell(panel, 0, DecoderModel::Instant), QStringLiteral("2012-10-18T06:13:27+09:00"));
}

void TestDecoderPanel::zoneTypedInComboIsAnnounced()
{
    DecoderPanel panel;
    panel.show();
    QSignalSpy announced(&panel, &DecoderPanel::displayZoneChanged);
    panel.setText(QStringLiteral("507f1f77bcf86cd799439011"));
    QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 1, kTimeoutMs);
    auto* combo = panel.findChild<ZoneComboBox*>(QStringLiteral("zoneComboBox"));
    QVERIFY(combo);
    combo->lineEdit()->setText(QStringLiteral("America/Sao_Paulo"));
    emit combo->lineEdit()->editingFinished();
    QCOMPARE(announced.size(), 1);
    QCOMPARE(announced.at(0).at(0).toString(), QStringLiteral("America/Sao_Paulo"));
    // São Paulo was on summer time (UTC-2) from 2012-10-21; on the 17th it was UTC-3.
    QCOMPARE(cell(panel, 0, DecoderModel::Instant), QStringLiteral("2012-10-17T18:13:27-03:00"));
    // Nonsense snaps back and announces nothing.
    combo->lineEdit()->setText(QStringLiteral("Mars/Olympus"));
    emit combo->lineEdit()->editingFinished();
    QCOMPARE(announced.size(), 1);
    QCOMPARE(combo->zoneName(), QStringLiteral("America/Sao_Paulo"));
}

void TestDecoderPanel::formatOverride()
{
    DecoderPanel panel;
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    panel.setText(QStringLiteral("1715679000"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    const QString detected = cell(panel, 0, DecoderModel::FormatColumn);
    QVERIFY(detected != QLatin1String("unix-ms"));

    panel.setForcedFormat(Format::UnixMs);
    QCOMPARE(panel.forcedFormat(), Format::UnixMs);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, kTimeoutMs);
    QCOMPARE(panel.model()->rowCount(), 1);
    QCOMPARE(cell(panel, 0, DecoderModel::FormatColumn), QStringLiteral("unix-ms"));
    QCOMPARE(cell(panel, 0, DecoderModel::Instant), QStringLiteral("1970-01-20T20:34:39.000Z"));

    // A forced format that does not fit says why instead of falling back to another one.
    panel.setForcedFormat(Format::Ulid);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, kTimeoutMs);
    QCOMPARE(cell(panel, 0, DecoderModel::FormatColumn), QStringLiteral("invalid"));
    QVERIFY(!cell(panel, 0, DecoderModel::Instant).isEmpty());

    panel.setForcedFormat(Format::Count);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, kTimeoutMs);
    QCOMPARE(cell(panel, 0, DecoderModel::FormatColumn), detected);
}

void TestDecoderPanel::rowFormatOverride()
{
    const qint64 id = 175928847299117063; // Discord's documentation example
    const QString snowflake = QString::number(id);
    const QString twitter = snowflakeIso(id, 1288834974657);
    const QString discord = snowflakeIso(id, 1420070400000);
    DecoderPanel panel;
    panel.resize(1200, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    panel.setText(QStringList{QStringLiteral("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"), snowflake,
                              QStringLiteral("1715679000")}
                      .join(QLatin1Char('\n')));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    const int row = rowOf(panel, snowflake);
    QCOMPARE(cell(panel, row, DecoderModel::FormatColumn), QStringLiteral("snowflake-discord"));
    QCOMPARE(cell(panel, row, DecoderModel::Instant), discord);
    const QStringList others0 = rowTexts(panel, 0);
    const QStringList others2 = rowTexts(panel, 2);
    QCOMPARE(row, 1);

    auto* table = panel.findChild<QTableView*>(QStringLiteral("resultsTable"));
    auto* details = panel.findChild<QTextBrowser*>(QStringLiteral("detailsView"));
    table->setFocus();
    table->selectRow(viewRowOf(*table, snowflake));

    // Keyboard: Shift+F10 opens the row menu; the detected readings are listed directly,
    // every other format under "Other formats", greyed out when it cannot read the value.
    QTest::keyPress(table, Qt::Key_F10, Qt::ShiftModifier);
    QTRY_VERIFY(openMenu(panel));
    QMenu* readAs = openMenu(panel)->findChild<QMenu*>(QStringLiteral("readAsMenu"));
    QVERIFY(readAs);
    auto* automatic = readAs->findChild<QAction*>(QStringLiteral("readAs_auto"));
    QVERIFY(automatic && automatic->isChecked());
    auto* twitterAction = readAs->findChild<QAction*>(QStringLiteral("readAs_snowflake-twitter"));
    QVERIFY(twitterAction && twitterAction->isEnabled());
    QVERIFY(readAs->actions().contains(twitterAction)); // a detected reading: top level
    QVERIFY2(twitterAction->text().contains(twitter), qPrintable(twitterAction->text()));
    QMenu* other = readAs->findChild<QMenu*>(QStringLiteral("otherFormatsMenu"));
    QVERIFY(other);
    auto* ulid = other->findChild<QAction*>(QStringLiteral("readAs_ulid"));
    QVERIFY(ulid && !ulid->isEnabled());
    QVERIFY(choose(panel, QStringLiteral("readAs_snowflake-twitter")));
    // Released once the menu is gone (Shift first, then F10). Sent while the popup is open,
    // the release is lost and Qt thinks Shift is held for the rest of the run.
    QTest::keyRelease(table, Qt::Key_F10);
    QCOMPARE(QGuiApplication::keyboardModifiers(), Qt::NoModifier);

    QCOMPARE(cell(panel, row, DecoderModel::FormatColumn),
             QStringLiteral("snowflake-twitter (chosen)"));
    QCOMPARE(cell(panel, row, DecoderModel::Instant), twitter);
    QCOMPARE(rowTexts(panel, 0), others0);
    QCOMPARE(rowTexts(panel, 2), others2);
    QVERIFY(details->toHtml().contains(QStringLiteral("by your choice")));
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("summaryLabel"))
                ->text()
                .contains(QStringLiteral("read as chosen: 1")));

    // Copy reflects the choice.
    panel.copyRows();
    QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(
        copied.contains(snowflake + QStringLiteral("\tsnowflake-twitter (chosen)\t") + twitter),
        qPrintable(copied));

    // A zone change keeps it.
    panel.setDisplayZone(QStringLiteral("Asia/Tokyo"));
    QCOMPARE(cell(panel, row, DecoderModel::FormatColumn),
             QStringLiteral("snowflake-twitter (chosen)"));
    QCOMPARE(cell(panel, row, DecoderModel::Instant),
             QDateTime::fromMSecsSinceEpoch((id >> 22) + 1288834974657, QTimeZone("Asia/Tokyo"))
                 .toString(Qt::ISODateWithMs));
    panel.setDisplayZone(QStringLiteral("UTC"));

    // The details pane's link goes back to automatic.
    emit details->anchorClicked(QUrl(QStringLiteral("readas:auto")));
    QCOMPARE(cell(panel, row, DecoderModel::FormatColumn), QStringLiteral("snowflake-discord"));
    QCOMPARE(cell(panel, row, DecoderModel::Instant), discord);
    QVERIFY(details->toHtml().contains(QStringLiteral("readas:snowflake-twitter")));
    emit details->anchorClicked(QUrl(QStringLiteral("readas:snowflake-twitter")));
    QCOMPARE(cell(panel, row, DecoderModel::Instant), twitter);

    // Mouse: right-click the row; the current choice is checked; Automatic restores.
    const QRect rect = table->visualRect(table->model()->index(viewRowOf(*table, snowflake), 1));
    QContextMenuEvent click(QContextMenuEvent::Mouse, rect.center(),
                            table->viewport()->mapToGlobal(rect.center()));
    QCoreApplication::sendEvent(table->viewport(), &click);
    QTRY_VERIFY(openMenu(panel));
    QVERIFY(openMenu(panel)
                ->findChild<QAction*>(QStringLiteral("readAs_snowflake-twitter"))
                ->isChecked());
    QVERIFY(choose(panel, QStringLiteral("readAs_auto")));
    QCOMPARE(cell(panel, row, DecoderModel::FormatColumn), QStringLiteral("snowflake-discord"));
    QCOMPARE(cell(panel, row, DecoderModel::Instant), discord);
    QCOMPARE(rowTexts(panel, 0), others0);
    QCOMPARE(rowTexts(panel, 2), others2);
    QCOMPARE(panel.model()->overriddenCount(), 0);

    // The Menu key (a keyboard context-menu event) opens the same menu for the current row.
    QContextMenuEvent key(QContextMenuEvent::Keyboard, QPoint(0, 0),
                          table->mapToGlobal(QPoint(0, 0)));
    QCoreApplication::sendEvent(table, &key);
    QTRY_VERIFY(openMenu(panel));
    QVERIFY(choose(panel, QStringLiteral("readAs_snowflake-twitter")));
    QCOMPARE(cell(panel, row, DecoderModel::Instant), twitter);
}

void TestDecoderPanel::rowOverrideDroppedByTextAndReadAs()
{
    const QString snowflake = QStringLiteral("175928847299117063");
    DecoderPanel panel;
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    panel.setText(snowflake);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    panel.setRowFormat(0, Format::SnowflakeTwitter);
    QCOMPARE(panel.model()->overriddenCount(), 1);

    // A new all-rows format drops it; Automatic then means that format.
    panel.setForcedFormat(Format::SnowflakeInstagram);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, kTimeoutMs);
    QCOMPARE(panel.model()->overriddenCount(), 0);
    QCOMPARE(cell(panel, 0, DecoderModel::FormatColumn), QStringLiteral("snowflake-instagram"));
    panel.setRowFormat(0, Format::SnowflakeTwitter);
    QCOMPARE(cell(panel, 0, DecoderModel::FormatColumn),
             QStringLiteral("snowflake-twitter (chosen)"));
    panel.setRowFormat(0, Format::Count);
    QCOMPARE(cell(panel, 0, DecoderModel::FormatColumn), QStringLiteral("snowflake-instagram"));

    // New text drops it too.
    panel.setRowFormat(0, Format::SnowflakeTwitter);
    panel.setText(snowflake + QStringLiteral("\n507f1f77bcf86cd799439011"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, kTimeoutMs);
    QCOMPARE(panel.model()->overriddenCount(), 0);
    QCOMPARE(cell(panel, 0, DecoderModel::FormatColumn), QStringLiteral("snowflake-instagram"));
}

// Export Report… writes every pasted ID with its reading: the Markdown file holds each input
// and the format the model shows for it.
void TestDecoderPanel::exportReport()
{
    DecoderPanel panel;
    panel.show();
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    const QStringList inputs = test::sampleLines().mid(0, 6);
    panel.setText(inputs.join(QLatin1Char('\n')));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    panel.findChild<QTableView*>(QStringLiteral("resultsTable"))->clearSelection(); // all rows
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("decoded.md"));
    bool exported = false;
    QTimer::singleShot(0, &panel, [&] {
        auto* d = qobject_cast<ExportReportDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        QSignalSpy done(d, &ExportReportDialog::exported);
        d->setFilePath(path);
        d->startExport();
        if (done.isEmpty())
            done.wait(kTimeoutMs);
        exported = !done.isEmpty() && done.first().at(0).toBool();
        d->accept();
    });
    panel.exportReport();
    QVERIFY(exported);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(f.readAll());
    for (int r = 0; r < panel.model()->rowCount(); ++r) {
        const DecodeResult& res = panel.model()->result(r);
        QVERIFY2(md.contains(res.input.trimmed()), qPrintable(res.input));
    }
    QCOMPARE(panel.model()->rowCount(), inputs.size());
}

void TestDecoderPanel::copySelectedAndAll()
{
    DecoderPanel panel;
    panel.show();
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    QSignalSpy status(&panel, &DecoderPanel::statusMessage);
    panel.setText(test::sampleLines().mid(0, 5).join(QLatin1Char('\n')));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    auto* table = panel.findChild<QTableView*>(QStringLiteral("resultsTable"));
    table->clearSelection();

    panel.copyRows();
    QStringList lines =
        QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 5);
    QCOMPARE(status.size(), 1);

    table->selectRow(3);
    QTest::keySequence(table, QKeySequence::Copy);
    lines = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines.at(1).startsWith(test::sampleLines().at(3) + QLatin1Char('\t')));
    QVERIFY(lines.at(1).contains(QStringLiteral("\tuuidv7\t")));

    auto* button = panel.findChild<QPushButton*>(QStringLiteral("copyButton"));
    table->clearSelection();
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text().count(QLatin1Char('\n')), 6);
}

void TestDecoderPanel::decodeClipboard()
{
    DecoderPanel panel;
    QGuiApplication::clipboard()->setText(
        QStringLiteral("3jzfcijpj2z2a\nprefix_01h455vb4pex5vsknk084sn02q"));
    panel.decodeClipboard();
    QCOMPARE(panel.text(), QGuiApplication::clipboard()->text());
    QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 2, kTimeoutMs);
    QCOMPARE(cell(panel, 0, DecoderModel::FormatColumn), QStringLiteral("tid"));
    QCOMPARE(cell(panel, 1, DecoderModel::FormatColumn), QStringLiteral("typeid"));
}

void TestDecoderPanel::bigPasteShowsProgressAndCancels()
{
    DecoderPanel panel;
    panel.show();
    auto* progress = panel.findChild<QProgressBar*>(QStringLiteral("decodeProgress"));
    auto* cancel = panel.findChild<QPushButton*>(QStringLiteral("cancelButton"));
    const int total = DecodeJob::kMaxInputs;
    panel.setText(manyLines(total));
    QTRY_VERIFY_WITH_TIMEOUT(progress->isVisible(), kTimeoutMs);
    QVERIFY(cancel->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(panel.model()->rowCount() >= DecodeJob::kChunkSize, kTimeoutMs);
    QTest::mouseClick(cancel, Qt::LeftButton);
    const int kept = panel.model()->rowCount();
    QVERIFY2(kept < total, "decoded everything before Cancel could act; use a bigger paste");
    QVERIFY(!panel.isBusy());
    QVERIFY(!progress->isVisible());
    QVERIFY(!cancel->isVisible());
    QTest::qWait(300); // chunks already queued must be dropped
    QCOMPARE(panel.model()->rowCount(), kept);
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("summaryLabel"))
                ->text()
                .contains(QStringLiteral("cancelled")));
}

void TestDecoderPanel::newerJobDropsOlderResults()
{
    DecoderPanel panel;
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    panel.setText(manyLines(20000));
    panel.setText(QStringLiteral("507f1f77bcf86cd799439011\n0ujtsYcgvSTl8PAuAdqWYSMnLOv"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    QTest::qWait(300);
    QCOMPARE(panel.model()->rowCount(), 2);
    QCOMPARE(cell(panel, 1, DecoderModel::FormatColumn), QStringLiteral("ksuid"));
    QCOMPARE(finished.size(), 1);
}

void TestDecoderPanel::clearEmptiesEverything()
{
    DecoderPanel panel;
    panel.setText(QStringLiteral("507f1f77bcf86cd799439011"));
    QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 1, kTimeoutMs);
    QTest::mouseClick(panel.findChild<QPushButton*>(QStringLiteral("clearButton")), Qt::LeftButton);
    QVERIFY(panel.text().isEmpty());
    QCOMPARE(panel.model()->rowCount(), 0);
    QVERIFY(!panel.isBusy());
}

// Hovering any cell of a value with many readings (a 64-bit number) or with warnings shows a
// tooltip no taller and no wider than the screen; every reading the detector found is named
// there and shown in full in the details pane.
void TestDecoderPanel::tooltipsFitOnScreen()
{
    const QString number = QStringLiteral("175928847299117063");
    const QString warned = QStringLiteral("018F7B96-6412-70ED-A079-D3BDE8E25D94");
    DecoderPanel panel;
    panel.resize(1200, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    panel.setText(number + QLatin1Char('\n') + warned);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    auto* table = panel.findChild<QTableView*>(QStringLiteral("resultsTable"));
    auto* details = panel.findChild<QTextBrowser*>(QStringLiteral("detailsView"));
    const QRect screen = panel.screen()->availableGeometry();
    for (const QString& input : {number, warned}) {
        const int viewRow = viewRowOf(*table, input);
        QVERIFY(viewRow >= 0);
        const DecodeResult& r = panel.model()->result(rowOf(panel, input));
        if (input == number)
            QVERIFY2(r.readings.size() >= 8, qPrintable(QString::number(r.readings.size())));
        else
            QVERIFY(!r.readings.first().warnings.isEmpty());
        for (int c = 0; c < DecoderModel::ColumnCount; ++c) {
            const QModelIndex index = table->model()->index(viewRow, c);
            table->scrollTo(index);
            const QPoint at = table->visualRect(index).center();
            QHelpEvent hover(QEvent::ToolTip, at, table->viewport()->mapToGlobal(at));
            QApplication::sendEvent(table->viewport(), &hover);
            QWidget* tip = nullptr;
            QTRY_VERIFY([&] {
                for (QWidget* w : QApplication::topLevelWidgets()) {
                    if (w->objectName() == QLatin1String("qtooltip_label") && w->isVisible())
                        tip = w;
                }
                return tip != nullptr;
            }());
            QVERIFY2(tip->height() <= screen.height(),
                     qPrintable(QStringLiteral("%1: %2 px").arg(c).arg(tip->height())));
            QVERIFY(tip->width() <= screen.width());
            const QString tipText = index.data(Qt::ToolTipRole).toString();
            for (const Reading& reading : r.readings)
                QVERIFY2(tipText.contains(reading.formatName()), qPrintable(reading.formatName()));
            QToolTip::hideText();
        }
        table->setCurrentIndex(table->model()->index(viewRow, 0));
        const QString all = details->toPlainText();
        for (const Reading& reading : r.readings)
            QVERIFY2(all.contains(reading.formatName()), qPrintable(reading.formatName()));
        if (input == warned)
            QVERIFY(all.contains(r.readings.first().warnings.first().message));
    }
}

// The counts under the table go through the UI locale (English: "1,500"); the number of
// values is the number of lines pasted.
void TestDecoderPanel::summaryCountsInUiLocale()
{
    const QLocale before;
    const QLocale english(QLocale::English);
    QLocale::setDefault(english);
    DecoderPanel panel;
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    panel.setText(manyLines(1500));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    const QString text = panel.findChild<QLabel*>(QStringLiteral("summaryLabel"))->text();
    QLocale::setDefault(before);
    QVERIFY2(text.contains(QStringLiteral("Values: ") + english.toString(1500)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("decoded: ") + english.toString(1500)), qPrintable(text));
}

void TestDecoderPanel::compareEpochsTab()
{
    DecoderPanel panel;
    panel.resize(1200, 700);
    panel.show();
    EpochCompareModel* m = panel.epochModel();
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto* tabs = panel.findChild<QTabWidget*>(QStringLiteral("detailTabs"));
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 2);
    tabs->setCurrentIndex(1);
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    // A real Tweet ID: (v >> 22) + 1288834974657 = 1656432460105 = 2022-06-28T16:07:40.105Z.
    panel.setText(QStringLiteral("1541815603606036480\nnot-a-number"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    auto* table = panel.findChild<QTableView*>(QStringLiteral("resultsTable"));
    table->setCurrentIndex(
        table->model()->index(rowOf(panel, QStringLiteral("1541815603606036480")), 0));
    // The readings (14 Snowflake profiles, TSID, four Unix units) and the row of now.
    QCOMPARE(m->rowCount(), 19 + 1);
    auto text = [m](int row, int column) { return m->index(row, column).data().toString(); };
    const int nowRow = m->nowRow();
    QVERIFY(text(nowRow, EpochCompareModel::Instant).contains(QStringLiteral("now")));
    int twitter = -1;
    int unixMs = -1;
    const QColor dim = panel.palette().color(QPalette::PlaceholderText);
    for (int r = 0; r < m->rowCount(); ++r) {
        if (r == nowRow)
            continue;
        const QString profile = text(r, EpochCompareModel::Profile);
        if (profile == QLatin1String("snowflake-twitter"))
            twitter = r;
        if (profile == QLatin1String("unix-ms"))
            unixMs = r;
        // Rows above now are in the past, rows below it in the future: read from the text.
        const QString marks = text(r, EpochCompareModel::Marks);
        QCOMPARE(marks.contains(QStringLiteral("future")), r > nowRow);
        // Marked rows are dimmed, and only they; the colour never stands alone.
        const QVariant fg = m->index(r, EpochCompareModel::Profile).data(Qt::ForegroundRole);
        QCOMPARE(fg.isValid(), !marks.isEmpty());
        if (fg.isValid())
            QCOMPARE(fg.value<QColor>(), dim);
        QVERIFY(!m->index(r, 0).data(Qt::ToolTipRole).toString().isEmpty());
    }
    QVERIFY(twitter >= 0 && twitter < nowRow);
    QCOMPARE(text(twitter, EpochCompareModel::Instant), QStringLiteral("2022-06-28T16:07:40.105Z"));
    QVERIFY(text(twitter, EpochCompareModel::Marks).isEmpty());
    QVERIFY(unixMs > nowRow);
    // 1541815603606036480 ms is in the year 48860161.
    QVERIFY(text(unixMs, EpochCompareModel::Instant).startsWith(QStringLiteral("48860161-")));
    panel.setDisplayZone(QStringLiteral("Asia/Tokyo"));
    QCOMPARE(text(twitter, EpochCompareModel::Instant),
             QStringLiteral("2022-06-29T01:07:40.105+09:00"));
    // At common dock widths every column shows whole, the marks in words included, or elided
    // with the whole text in the tooltip, and none reaches past the viewport; also after the
    // zone has widened the instants. 1400 × 700 puts the tabs beside the table, in 2/5 of it.
    auto* epochTable = panel.findChild<QTableView*>(QStringLiteral("epochTable"));
    QVERIFY(epochTable);
    bool marked = false;
    for (int r = 0; r < m->rowCount(); ++r)
        marked = marked || text(r, EpochCompareModel::Marks).contains(QStringLiteral("launch"));
    QVERIFY(marked); // the longest kind of mark is among the rows
    const QStringList problems =
        test::columnFitProblemsAtWidths(panel, *epochTable, {900, 1200, 1400});
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    // The profile names and the instants, what the tab is for, are never cut from a window of
    // 1280 px up (the dock then gives the tab about 540 px); the marks and the age give way.
    const QStringList cut = wholeAtWidths(panel, *epochTable, {1280, 1400, 1900});
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
    // A value that is no integer empties the list and says why.
    table->setCurrentIndex(table->model()->index(rowOf(panel, QStringLiteral("not-a-number")), 0));
    QCOMPARE(m->rowCount(), 0);
    auto* note = panel.findChild<QLabel*>(QStringLiteral("epochNote"));
    QVERIFY(note->text().contains(QStringLiteral("not-a-number")));
}

// The same widths in Russian, whose marks and headers are longer.
void TestDecoderPanel::compareEpochsFitsInRussian()
{
    const test::RussianUi russian;
    QVERIFY(!russian.failed());
    DecoderPanel panel;
    panel.resize(1200, 700);
    panel.show();
    panel.findChild<QTabWidget*>(QStringLiteral("detailTabs"))->setCurrentIndex(1);
    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    panel.setText(QStringLiteral("1541815603606036480"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    auto* table = panel.findChild<QTableView*>(QStringLiteral("resultsTable"));
    table->setCurrentIndex(table->model()->index(0, 0));
    EpochCompareModel* m = panel.epochModel();
    QCOMPARE(m->rowCount(), 19 + 1);
    // The marks are in Russian (no Latin letters in them), so their widths are the ones tested.
    bool marked = false;
    for (int r = 0; r < m->rowCount(); ++r) {
        const QString marks = m->index(r, EpochCompareModel::Marks).data().toString();
        QVERIFY2(!marks.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))),
                 qPrintable(marks));
        marked = marked || !marks.isEmpty();
    }
    QVERIFY(marked);
    auto* epochTable = panel.findChild<QTableView*>(QStringLiteral("epochTable"));
    const QStringList problems =
        test::columnFitProblemsAtWidths(panel, *epochTable, {900, 1200, 1400});
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    const QStringList cut = wholeAtWidths(panel, *epochTable, {1280, 1400, 1900});
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
    // Nor are the ages and the reasons ("⚠ до запуска"): they wrap where they give way; also in
    // the dock's own height at 1280 × 800, and for a value whose readings include nanoseconds.
    QStringList reasons = wrappedWholeAtWidths(panel, *epochTable, {1280, 1400, 1900});
    panel.resize(1280, 370);
    panel.setText(QStringLiteral("175928847299117063"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, kTimeoutMs);
    table->setCurrentIndex(table->model()->index(0, 0));
    reasons << wrappedWholeAtWidths(panel, *epochTable, {1280, 1920});
    QVERIFY2(reasons.isEmpty(), qPrintable(reasons.join(u'\n')));
}

// In Russian at a 1280 px window (the dock spans it) every button of the controls row shows
// its whole text, as wide as the style asks for it, inside the panel: the choices beside them
// give way instead.
void TestDecoderPanel::buttonsWholeInRussian()
{
    const test::RussianUi russian;
    QVERIFY(!russian.failed());
    DecoderPanel panel;
    panel.resize(1280, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    int checked = 0;
    for (const char* name : {"pasteButton", "clearButton", "copyButton", "exportButton"}) {
        auto* b = panel.findChild<QPushButton*>(QLatin1String(name));
        QVERIFY(b);
        QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(QStringLiteral("%1: %2 px of %3")
                                                                     .arg(b->text())
                                                                     .arg(b->width())
                                                                     .arg(b->sizeHint().width())));
        QVERIFY(b->mapTo(&panel, QPoint(b->width(), 0)).x() <= panel.width());
        ++checked;
    }
    QCOMPARE(checked, 4);
}

// In Russian the headers are longer ("Предупреждения", "Другие прочтения"); at the panel's
// default size each shows whole, before anything is decoded, with rows, sorted by a column
// and with a longer zone name in the instant's header.
void TestDecoderPanel::headersWholeInRussian()
{
    const test::RussianUi russian;
    QVERIFY(!russian.failed());
    DecoderPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto* table = panel.findChild<QTableView*>(QStringLiteral("resultsTable"));
    QCOMPARE(table->model()->headerData(DecoderModel::Warnings, Qt::Horizontal).toString(),
             QStringLiteral("Предупреждения"));
    QStringList cut = cutHeaders(*table);
    QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("empty: ") + cut.join(u'\n')));

    QSignalSpy finished(&panel, &DecoderPanel::decodingFinished);
    panel.setText(test::sampleLines().join(QLatin1Char('\n')));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    QCoreApplication::processEvents();
    cut = cutHeaders(*table);
    QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("rows: ") + cut.join(u'\n')));

    for (int c :
         {int(DecoderModel::Alternatives), int(DecoderModel::Warnings), int(DecoderModel::Age)}) {
        table->sortByColumn(c, Qt::AscendingOrder);
        QCoreApplication::processEvents();
        cut = cutHeaders(*table);
        QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("sorted: ") + cut.join(u'\n')));
    }

    panel.setDisplayZone(QStringLiteral("America/Argentina/Buenos_Aires"));
    QCoreApplication::processEvents();
    cut = cutHeaders(*table);
    QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("zone: ") + cut.join(u'\n')));
}

QTEST_MAIN(TestDecoderPanel)
#include "tst_decoderpanel.moc"

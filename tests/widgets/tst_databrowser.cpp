// The data browser on the demo database: pages against plain SQL, the model through
// QAbstractItemModelTester, filters by an instant range against counts computed here from the
// raw IDs (our own Crockford and Snowflake arithmetic, not the engine's), Go to ID in
// non-canonical spellings, copy formats, showRows, and a corrupt file. Also the selection
// export writers. Set IDSCOPE_SHOTS_DIR to save screenshots of the page in both themes.
#include "browser/browsermodel.h"
#include "browser/databrowser.h"
#include "columnsvisible.h"
#include "common/instantedit.h"
#include "common/theme.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "db/sampledb.h"
#include "ids/instant.h"
#include "ids/timezone.h"
#include "report/selectionexport.h"
#include "sqlitefixture.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimeZone>
#include <QToolTip>

using namespace idscope;

namespace {

constexpr int kTimeoutMs = 20000;
constexpr qint64 kDiscordEpochMs = 1420070400000;

// Unix ms of a ULID: its first ten Crockford characters (decoded here, independently).
qint64 ulidMs(const QString& id)
{
    static const QString alphabet = QStringLiteral("0123456789ABCDEFGHJKMNPQRSTVWXYZ");
    qint64 v = 0;
    for (int i = 0; i < 10; ++i)
        v = v * 32 + alphabet.indexOf(id.at(i).toUpper());
    return v;
}

QString rfc3339Ms(qint64 ms)
{
    return utcDateTime(ms).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
}

// The value shown in a raw (not decoded) column of the browser's model.
QVariant raw(const DataBrowser& b, int row, const QString& column)
{
    const BrowserModel* m = b.model();
    for (int c = 0; c < m->columnCount(); ++c) {
        if (!m->isDecodedColumn(c) && m->headerData(c, Qt::Horizontal).toString() == column)
            return m->index(row, c).data(BrowserModel::RawValueRole);
    }
    return {};
}

int viewColumnOf(const DataBrowser& b, const QString& column, bool decoded = false)
{
    const BrowserModel* m = b.model();
    for (int c = 0; c < m->columnCount(); ++c) {
        const int src = m->sourceColumn(c);
        if (m->columns().at(src).name == column && m->isDecodedColumn(c) == decoded)
            return c;
    }
    return -1;
}

// A decoded instant as the grid shows it at every width, as every other page does: RFC 3339
// in UTC, spelled here with QDateTime.
struct Spellings {
    QString full;
};

Spellings spellMs(qint64 ms, bool seconds)
{
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc());
    const QString time = seconds ? QStringLiteral("HH:mm:ss") : QStringLiteral("HH:mm:ss.zzz");
    return {t.toString(QStringLiteral("yyyy-MM-ddT") + time + QStringLiteral("Z"))};
}

// The decoded instant of a users or orders value, from the stored value alone: ULID time
// (Crockford), unix seconds or milliseconds, a UUIDv7's first 48 bits; "—" for another UUID.
std::optional<Spellings> expectedInstant(const QString& table, const QString& column,
                                         const QVariant& v)
{
    if (table == QLatin1String("users") && column == QLatin1String("id"))
        return spellMs(ulidMs(v.toString()), false);
    if (table == QLatin1String("users"))
        return spellMs(v.toLongLong() * 1000, true);
    if (column == QLatin1String("created_at"))
        return spellMs(v.toLongLong(), false);
    const QByteArray b =
        v.typeId() == QMetaType::QByteArray
            ? v.toByteArray()
            : QByteArray::fromHex(v.toString().remove(QLatin1Char('-')).toLatin1());
    if (b.size() != 16)
        return std::nullopt;
    if ((quint8(b[6]) >> 4) != 7)
        return Spellings{QStringLiteral("—")};
    qint64 ms = 0;
    for (int i = 0; i < 6; ++i)
        ms = ms << 8 | quint8(b[i]);
    return spellMs(ms, false);
}

// The room the grid's delegate gives a cell's text: the column less the grid line and the
// style's text margins on both sides.
int textRoom(const QTableView* view, int column)
{
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    return view->columnWidth(column) - (view->showGrid() ? 1 : 0) - 2 * margin;
}

// Opens `path` in `session` (profiles sampled) and shows `table` in `browser`.
bool showFileTable(DatabaseSession& session, DataBrowser& browser, const QString& path,
                   const QString& table)
{
    QSignalSpy opened(&session, &DatabaseSession::opened);
    session.open(path);
    if (!opened.wait(kTimeoutMs) || !session.waitForIdle())
        return false;
    browser.showTable(table);
    return QTest::qWaitFor([&] { return !browser.isBusy(); }, kTimeoutMs);
}

} // namespace

class TestDataBrowser : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();
    void firstPageMatchesSql();
    void blobSizesInTheUiLocale();
    void pagesForwardBackwardAndLast();
    void keyboardShortcuts();
    void decodedColumn();
    void decodedInstantsShownWhole();
    void binaryUlidsShownAsUlids();
    void widthsAfterRestart();
    void gridUsesItsWidth_data();
    void gridUsesItsWidth();
    void positionOnLastAndGoTo();
    void headerClickSorts_data();
    void headerClickSorts();
    void cancelUnindexedSort();
    void storageVisible();
    void tooltipsFitOnScreen();
    void filterUlidText();
    void filterSnowflake();
    void filterMixedUuidVersions();
    void badFilterInput();
    void emptyFilterResult();
    void refusedFilterSaysWhatIsShown();
    void reversedRangeSaysSo();
    void filterBarWholeAt1280();
    void toolbarFitsInRussian();
    void filterFieldsReadWhatIsTyped();
    void goToIdAnySpelling_data();
    void goToIdAnySpelling();
    void showRows();
    void copyFormats();
    void corruptFileKeepsPageUsable();
    void selectionExport();
    void screenshots();

private:
    void waitIdle();
    QTemporaryDir dir_;
    QString demo_;
    std::unique_ptr<testdb::Snapshot> snap_;
    std::unique_ptr<DatabaseSession> session_;
    std::unique_ptr<ZoneSetting> zone_;
    std::unique_ptr<DataBrowser> browser_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestDataBrowser::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_databrowser"));
    QSettings().clear();
    captureSystemLook();
    QVERIFY(dir_.isValid());
    demo_ = dir_.filePath(QStringLiteral("demo.sqlite"));
    db::SampleOptions o;
    o.rows = 12000; // messages ≈ 1,200 rows: three pages
    QVERIFY(db::writeSampleDatabase(demo_, o).ok);
    snap_ = std::make_unique<testdb::Snapshot>(demo_);
}

void TestDataBrowser::init()
{
    session_ = std::make_unique<DatabaseSession>();
    zone_ = std::make_unique<ZoneSetting>();
    browser_ = std::make_unique<DataBrowser>(session_.get(), zone_.get());
    browser_->resize(1400, 900);
    tester_ = std::make_unique<QAbstractItemModelTester>(
        browser_->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy opened(session_.get(), &DatabaseSession::opened);
    session_->open(demo_);
    QVERIFY(opened.wait(kTimeoutMs));
    QVERIFY(session_->waitForIdle()); // samples profiled: ID columns known
}

void TestDataBrowser::cleanup()
{
    tester_.reset();
    browser_.reset();
    session_.reset();
    zone_.reset();
}

void TestDataBrowser::cleanupTestCase()
{
    VERIFY_UNCHANGED(*snap_);
}

void TestDataBrowser::waitIdle()
{
    QTRY_VERIFY_WITH_TIMEOUT(!browser_->isBusy(), kTimeoutMs);
}

void TestDataBrowser::firstPageMatchesSql()
{
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    QCOMPARE(browser_->currentTable(), QStringLiteral("users"));
    testdb::Writer w(demo_);
    const QList<QVariantList> rows =
        w.rows(QStringLiteral("SELECT id, email, created_at, updated_at FROM users ORDER BY rowid "
                              "LIMIT 500"));
    QCOMPARE(browser_->model()->rowCount(), int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        QCOMPARE(raw(*browser_, r, QStringLiteral("id")), rows[r][0]);
        QCOMPARE(raw(*browser_, r, QStringLiteral("email")), rows[r][1]);
        QCOMPARE(raw(*browser_, r, QStringLiteral("created_at")), rows[r][2]);
    }
    QVERIFY2(browser_->positionText().contains(QStringLiteral("rows 1")),
             qPrintable(browser_->positionText()));
}

void TestDataBrowser::pagesForwardBackwardAndLast()
{
    testdb::Writer w(demo_);
    const QList<QVariantList> all = w.rows(QStringLiteral("SELECT id FROM messages ORDER BY id"));
    QVERIFY(all.size() > 2 * DataBrowser::kPageRows);
    browser_->showTable(QStringLiteral("messages"));
    waitIdle();
    QList<QVariant> seen;
    for (int guard = 0; guard < 10; ++guard) {
        for (int r = 0; r < browser_->model()->rowCount(); ++r)
            seen << raw(*browser_, r, QStringLiteral("id"));
        const QString before = browser_->positionText();
        browser_->nextPage();
        waitIdle();
        if (browser_->positionText() == before)
            break;
    }
    QCOMPARE(seen.size(), all.size());
    for (int i = 0; i < all.size(); ++i)
        QCOMPARE(seen[i], all[i][0]);
    // The last page is the tail, numbered from the (exact) count.
    browser_->lastPage();
    waitIdle();
    const int n = browser_->model()->rowCount();
    QCOMPARE(raw(*browser_, n - 1, QStringLiteral("id")), all.last()[0]);
    QCOMPARE(raw(*browser_, 0, QStringLiteral("id")), all[all.size() - n][0]);
    QVERIFY2(browser_->positionText().contains(QLocale().toString(qint64(all.size()))),
             qPrintable(browser_->positionText()));
    browser_->previousPage();
    waitIdle();
    QCOMPARE(raw(*browser_, 0, QStringLiteral("id")),
             all[all.size() - n - DataBrowser::kPageRows][0]);
    browser_->firstPage();
    waitIdle();
    QCOMPARE(raw(*browser_, 0, QStringLiteral("id")), all.first()[0]);
}

void TestDataBrowser::keyboardShortcuts()
{
    testdb::Writer w(demo_);
    const qint64 maxId = w.scalar(QStringLiteral("SELECT max(id) FROM messages"));
    const qint64 minId = w.scalar(QStringLiteral("SELECT min(id) FROM messages"));
    browser_->show();
    QVERIFY(QTest::qWaitForWindowExposed(browser_.get()));
    browser_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(browser_.get()));
    browser_->showTable(QStringLiteral("messages"));
    waitIdle();
    browser_->view()->setFocus();
    browser_->view()->setCurrentIndex(browser_->model()->index(0, 0));
    // The grid's own Ctrl+End would only move to the last cell of the page.
    QTest::keyClick(browser_->view(), Qt::Key_End, Qt::ControlModifier);
    waitIdle();
    const int n = browser_->model()->rowCount();
    QCOMPARE(raw(*browser_, n - 1, QStringLiteral("id")).toLongLong(), maxId);
    QTest::keyClick(browser_->view(), Qt::Key_Home, Qt::ControlModifier);
    waitIdle();
    QCOMPARE(raw(*browser_, 0, QStringLiteral("id")).toLongLong(), minId);
    QTest::keyClick(browser_->view(), Qt::Key_PageDown, Qt::ControlModifier);
    waitIdle();
    QVERIFY(raw(*browser_, 0, QStringLiteral("id")).toLongLong() > minId);
    QTest::keyClick(browser_->view(), Qt::Key_PageUp, Qt::ControlModifier);
    waitIdle();
    QCOMPARE(raw(*browser_, 0, QStringLiteral("id")).toLongLong(), minId);
    // Ctrl+C copies the current cell exactly.
    browser_->view()->setCurrentIndex(
        browser_->model()->index(0, viewColumnOf(*browser_, QStringLiteral("id"))));
    QTest::keyClick(browser_->view(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text(), QString::number(minId) + QLatin1Char('\n'));
}

void TestDataBrowser::decodedColumn()
{
    browser_->showTable(QStringLiteral("messages"));
    waitIdle();
    const int idCol = viewColumnOf(*browser_, QStringLiteral("id"));
    const int decoded = viewColumnOf(*browser_, QStringLiteral("id"), true);
    QVERIFY(idCol >= 0);
    QCOMPARE(decoded, idCol + 1); // right beside its column
    const qint64 id = raw(*browser_, 0, QStringLiteral("id")).toLongLong();
    const qint64 ms = (id >> 22) + kDiscordEpochMs;
    QCOMPARE(browser_->model()->index(0, decoded).data().toString(), rfc3339Ms(ms));
    QVERIFY(!browser_->model()->index(0, decoded).data(Qt::ToolTipRole).toString().isEmpty());
    // Integers are exact in the grid.
    QCOMPARE(browser_->model()->index(0, idCol).data().toString(), QString::number(id));
    // The zone applies at once.
    zone_->setName(QStringLiteral("Asia/Tokyo"));
    QVERIFY(
        browser_->model()->index(0, decoded).data().toString().endsWith(QStringLiteral("+09:00")));
    zone_->setName(QStringLiteral("UTC"));
    // Toggled off and on per column.
    const int before = browser_->model()->columnCount();
    browser_->model()->setDecodedVisible(browser_->model()->sourceColumn(idCol), false);
    QCOMPARE(browser_->model()->columnCount(), before - 1);
    browser_->model()->setDecodedVisible(browser_->model()->sourceColumn(idCol), true);
    QCOMPARE(browser_->model()->columnCount(), before);
    // A BLOB UUID column shows canonical text, not bytes.
    browser_->showTable(QStringLiteral("orders"));
    waitIdle();
    const QString text = browser_->model()
                             ->index(0, viewColumnOf(*browser_, QStringLiteral("id")))
                             .data()
                             .toString();
    QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-"
                                               "[0-9a-f]{12}$"))
                 .match(text)
                 .hasMatch(),
             qPrintable(text));
    QCOMPARE(QString(text).remove(QLatin1Char('-')),
             QString::fromLatin1(raw(*browser_, 0, QStringLiteral("id")).toByteArray().toHex()));
}

// A BLOB column of ULID bytes is a ULID column: the grid shows each value as its ULID text
// (Crockford base32 of the 16 bytes, spelled here) and its instant, not a "UUID" text.
void TestDataBrowser::binaryUlidsShownAsUlids()
{
    static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("blobs.sqlite"));
    constexpr qint64 kStartMs = 1748736000000; // 2025-06-01
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id BLOB PRIMARY KEY, note TEXT)")));
        QList<QVariantList> rows;
        for (int i = 0; i < 300; ++i) {
            QByteArray b(16, '\0');
            const quint64 ms = quint64(kStartMs + i * 700LL);
            for (int k = 0; k < 6; ++k)
                b[k] = char((ms >> (40 - 8 * k)) & 0xff);
            for (int k = 6; k < 16; ++k)
                b[k] = char((i * 37 + k * 101) & 0xff);
            rows.append({b, QStringLiteral("row %1").arg(i)});
        }
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES (?, ?)"), rows));
    }
    const testdb::Snapshot snap(path);
    {
        DatabaseSession session;
        ZoneSetting zone;
        DataBrowser browser(&session, &zone);
        QVERIFY(showFileTable(session, browser, path, QStringLiteral("t")));
        const int idCol = viewColumnOf(browser, QStringLiteral("id"));
        const int decoded = viewColumnOf(browser, QStringLiteral("id"), true);
        QVERIFY(idCol >= 0 && decoded >= 0);
        for (int r : {0, 1, 299}) {
            const QByteArray b = raw(browser, r, QStringLiteral("id")).toByteArray();
            QCOMPARE(b.size(), 16);
            // 26 characters of 5 bits, the first of 3 (128 = 3 + 25 * 5), from the top.
            QString want;
            for (int c = 0; c < 26; ++c) {
                const int bit = c == 0 ? 0 : 3 + (c - 1) * 5;
                const int width = c == 0 ? 3 : 5;
                int v = 0;
                for (int k = 0; k < width; ++k)
                    v = v << 1 | ((quint8(b[(bit + k) / 8]) >> (7 - (bit + k) % 8)) & 1);
                want += QLatin1Char(alphabet[v]);
            }
            QCOMPARE(browser.model()->index(r, idCol).data().toString(), want);
            QCOMPARE(browser.model()->index(r, decoded).data().toString(), rfc3339Ms(ulidMs(want)));
            QCOMPARE(ulidMs(want), kStartMs + r * 700LL);
        }
    }
    VERIFY_UNCHANGED(snap);
}

// Every decoded-instant cell of the page shows its whole text, spelled here from the stored
// value: after First, Next and Last, on the last page of orders, in a narrow grid and wide
// again, always in the one spelling every page uses. A column that may be cut (email) is cut
// only when the grid has no room left.
void TestDataBrowser::decodedInstantsShownWhole()
{
    browser_->resize(1400, 900);
    browser_->show();
    QVERIFY(QTest::qWaitForWindowExposed(browser_.get()));
    const QTableView* view = browser_->view();
    const BrowserModel* m = browser_->model();
    auto check = [&](const QString& table) {
        int decodedColumns = 0;
        for (int c = 0; c < m->columnCount(); ++c) {
            if (!m->isDecodedColumn(c))
                continue;
            ++decodedColumns;
            const QString column = m->columns().at(m->sourceColumn(c)).name;
            const int room = textRoom(view, c);
            for (int r = 0; r < m->rowCount(); ++r) {
                const QModelIndex at = m->index(r, c);
                const QString shown = at.data().toString();
                const auto e = expectedInstant(table, column, raw(*browser_, r, column));
                if (e && shown != e->full)
                    return QStringLiteral("%1.%2 row %3 shows \"%4\", expected \"%5\"")
                        .arg(table, column)
                        .arg(r)
                        .arg(shown, e->full);
                const QFont font = at.data(Qt::FontRole).value<QFont>();
                const qreal need = QFontMetricsF(font).horizontalAdvance(shown);
                if (need > room ||
                    QFontMetrics(font).elidedText(shown, Qt::ElideMiddle, room) != shown)
                    return QStringLiteral("%1.%2 row %3: \"%4\" needs %5 px, has %6")
                        .arg(table, column)
                        .arg(r)
                        .arg(shown)
                        .arg(need)
                        .arg(room);
            }
        }
        return decodedColumns > 0 ? QString() : QStringLiteral("no decoded column");
    };
    auto verify = [&](const QString& table) {
        QTRY_VERIFY_WITH_TIMEOUT(!browser_->isBusy(), kTimeoutMs);
        QCoreApplication::processEvents();
        const QString why = check(table);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    };
    for (const QString& table : {QStringLiteral("users"), QStringLiteral("orders")}) {
        browser_->showTable(table);
        verify(table);
        browser_->nextPage();
        verify(table);
        browser_->lastPage();
        verify(table);
        browser_->firstPage();
        verify(table);
    }
    // users at 1400 px: email has the room to show every address.
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    const int email = viewColumnOf(*browser_, QStringLiteral("email"));
    QFontMetricsF fm(view->font());
    qreal widest = 0;
    for (int r = 0; r < m->rowCount(); ++r)
        widest = std::max(
            widest, fm.horizontalAdvance(raw(*browser_, r, QStringLiteral("email")).toString()));
    QVERIFY2(widest <= textRoom(view, email),
             qPrintable(
                 QStringLiteral("email needs %1, has %2").arg(widest).arg(textRoom(view, email))));
    // Narrower: instants stay whole and spelled the same; email gives way only where
    // that brings the whole row into view: cut and still scrolling would only lose text.
    int cutToFit = 0;
    for (int width = 1350; width >= 900; width -= 50) { // 900: about the page's narrowest
        browser_->resize(width, 900);
        QTRY_COMPARE(browser_->width(), width);
        verify(QStringLiteral("users"));
        const bool cut = textRoom(view, email) < widest;
        const bool scrolls = view->horizontalHeader()->length() > view->viewport()->width();
        QVERIFY2(!(cut && scrolls),
                 qPrintable(QStringLiteral("cut and scrolling at %1 px").arg(width)));
        cutToFit += cut ? 1 : 0;
    }
    QVERIFY(cutToFit > 0); // some width cuts email to bring the row into view
    browser_->lastPage();
    verify(QStringLiteral("users"));
    // Wide again.
    browser_->resize(1400, 900);
    QTRY_COMPARE(browser_->width(), 1400);
    verify(QStringLiteral("users"));
}

// The grid comes back as wide as its content after a restart, where the page arrives before
// the column profile that adds the decoded columns.
void TestDataBrowser::widthsAfterRestart()
{
    browser_.reset();
    tester_.reset();
    session_ = std::make_unique<DatabaseSession>();
    browser_ = std::make_unique<DataBrowser>(session_.get(), zone_.get());
    browser_->resize(1400, 900);
    browser_->show();
    QVERIFY(QTest::qWaitForWindowExposed(browser_.get()));
    connect(session_.get(), &DatabaseSession::opened, browser_.get(),
            [this] { browser_->showTable(QStringLiteral("orders")); });
    QSignalSpy opened(session_.get(), &DatabaseSession::opened);
    session_->open(demo_);
    QVERIFY(opened.wait(kTimeoutMs));
    QVERIFY(session_->waitForIdle());
    waitIdle();
    QCoreApplication::processEvents();
    const BrowserModel* m = browser_->model();
    const QTableView* view = browser_->view();
    QVERIFY(viewColumnOf(*browser_, QStringLiteral("created_at"), true) > 0);
    for (int c = 0; c < m->columnCount(); ++c) {
        if (!m->isDecodedColumn(c))
            continue;
        const QString column = m->columns().at(m->sourceColumn(c)).name;
        for (int r = 0; r < m->rowCount(); ++r) {
            const QString shown = m->index(r, c).data().toString();
            const auto e =
                expectedInstant(QStringLiteral("orders"), column, raw(*browser_, r, column));
            if (e)
                QCOMPARE(shown, e->full);
            const QFont font = m->index(r, c).data(Qt::FontRole).value<QFont>();
            QVERIFY2(QFontMetricsF(font).horizontalAdvance(shown) <= textRoom(view, c),
                     qPrintable(column + QStringLiteral(": ") + shown));
        }
    }
}

void TestDataBrowser::gridUsesItsWidth_data()
{
    QTest::addColumn<int>("width");
    // The page in a 1920 px and a 1280 px window beside the schema dock.
    QTest::newRow("1920") << 1570;
    QTest::newRow("1280") << 930;
}

// The columns reach the grid's right edge (the last one takes the room the others leave, at
// 1920 px the grid was 55-70 % full) and the widening cuts nothing: every cell of every column
// is whole or elided only where the row would not fit anyway; the decoded instants stay whole.
void TestDataBrowser::gridUsesItsWidth()
{
    QFETCH(int, width);
    browser_->resize(width, 900);
    browser_->show();
    QVERIFY(QTest::qWaitForWindowExposed(browser_.get()));
    const QTableView* view = browser_->view();
    const BrowserModel* m = browser_->model();
    for (const QString& table : {QStringLiteral("users"), QStringLiteral("events"),
                                 QStringLiteral("orders"), QStringLiteral("keys_v7")}) {
        browser_->showTable(table);
        waitIdle();
        QCoreApplication::processEvents();
        const int viewport = view->viewport()->width();
        const int length = view->horizontalHeader()->length();
        QVERIFY2(length >= viewport,
                 qPrintable(QStringLiteral("%1: columns end at %2 px in a %3 px grid")
                                .arg(table)
                                .arg(length)
                                .arg(viewport)));
        const int last = m->columnCount() - 1;
        const QFontMetricsF fm(view->font());
        qreal widest = 0;
        for (int r = 0; r < m->rowCount(); ++r)
            widest = std::max(widest, fm.horizontalAdvance(m->index(r, last).data().toString()));
        // The last column's cells are whole; where it gave way for the row to fit (a narrow
        // grid), a cut cell has its whole text in its tooltip.
        for (int r = 0; r < m->rowCount() && widest > textRoom(view, last); ++r) {
            const QString text = m->index(r, last).data().toString();
            if (fm.horizontalAdvance(text) <= textRoom(view, last))
                continue;
            QTextDocument tip;
            tip.setHtml(m->index(r, last).data(Qt::ToolTipRole).toString());
            QVERIFY2(tip.toPlainText().contains(text),
                     qPrintable(QStringLiteral("%1 row %2: \"%3\" cut to %4 px, tooltip \"%5\"")
                                    .arg(table)
                                    .arg(r)
                                    .arg(text)
                                    .arg(textRoom(view, last))
                                    .arg(tip.toPlainText())));
        }
        for (int c = 0; c < m->columnCount(); ++c) {
            if (!m->isDecodedColumn(c))
                continue;
            for (int r = 0; r < m->rowCount(); ++r) {
                const QModelIndex at = m->index(r, c);
                const QFont font = at.data(Qt::FontRole).value<QFont>();
                QVERIFY2(QFontMetricsF(font).horizontalAdvance(at.data().toString()) <=
                             textRoom(view, c),
                         qPrintable(table + QStringLiteral(": ") + at.data().toString()));
            }
        }
    }
}

// Last and Go to ID show row numbers and the position, counted here by plain SQL.
void TestDataBrowser::positionOnLastAndGoTo()
{
    testdb::Writer w(demo_);
    const qint64 total = w.scalar(QStringLiteral("SELECT count(*) FROM events"));
    QVERIFY(total > 2 * DataBrowser::kPageRows);
    const QLocale loc;
    browser_->showTable(QStringLiteral("events"));
    waitIdle();
    browser_->lastPage();
    waitIdle();
    const int n = browser_->model()->rowCount();
    QCOMPARE(browser_->positionText(),
             QStringLiteral("rows %1–%2 of %3")
                 .arg(loc.toString(total - n + 1), loc.toString(total), loc.toString(total)));
    QCOMPARE(browser_->model()->headerData(0, Qt::Vertical).toString(),
             loc.toString(total - n + 1));
    QCOMPARE(browser_->model()->headerData(n - 1, Qt::Vertical).toString(), loc.toString(total));
    // Go to the ID of a row in the middle: numbered from the rows before it.
    const QList<QVariantList> target =
        w.rows(QStringLiteral("SELECT id, rowid FROM events ORDER BY rowid LIMIT 1 OFFSET 1234"));
    const qint64 before = w.scalar(QStringLiteral("SELECT count(*) FROM events WHERE rowid < %1")
                                       .arg(target[0][1].toLongLong()));
    QCOMPARE(before, 1234);
    QVERIFY(browser_->goToId(target[0][0].toString().toUpper(), QStringLiteral("id")));
    waitIdle();
    QCOMPARE(raw(*browser_, 0, QStringLiteral("id")), target[0][0]);
    const int m = browser_->model()->rowCount();
    QCOMPARE(browser_->positionText(),
             QStringLiteral("rows %1–%2 of %3")
                 .arg(loc.toString(before + 1), loc.toString(before + m), loc.toString(total)));
    QCOMPARE(browser_->model()->headerData(0, Qt::Vertical).toString(), loc.toString(before + 1));
    // Paging on from there keeps counting.
    browser_->nextPage();
    waitIdle();
    QCOMPARE(browser_->model()->headerData(0, Qt::Vertical).toString(),
             loc.toString(before + m + 1));
}

void TestDataBrowser::headerClickSorts_data()
{
    QTest::addColumn<QString>("column");
    QTest::addColumn<bool>("indexed");
    QTest::newRow("indexed, duplicates") << "channel_id" << true;
    QTest::newRow("no index, NULLs") << "edited_timestamp" << false;
}

// Clicking a header sorts the table (ascending, then descending, then key order again); the
// pages match plain SQL's ORDER BY column, rowid, walked forward and back.
void TestDataBrowser::headerClickSorts()
{
    QFETCH(QString, column);
    QFETCH(bool, indexed);
    browser_->show();
    QVERIFY(QTest::qWaitForWindowExposed(browser_.get()));
    browser_->showTable(QStringLiteral("messages"));
    waitIdle();
    testdb::Writer w(demo_);
    QHeaderView* header = browser_->view()->horizontalHeader();
    auto click = [&] {
        const int c = viewColumnOf(*browser_, column);
        QVERIFY(c >= 0);
        // Scrolled into view once the grid's widths have settled (a refit can follow a page).
        QTRY_VERIFY([&] {
            browser_->view()->scrollTo(browser_->model()->index(0, c));
            QCoreApplication::processEvents();
            const int at = header->sectionViewportPosition(c);
            return at >= 0 &&
                   at + std::min(header->sectionSize(c), 40) < header->viewport()->width();
        }());
        // The middle of the section's visible part, away from the resize grips at its edges.
        const int left = std::max(0, header->sectionViewportPosition(c));
        const int right = std::min(header->viewport()->width(),
                                   header->sectionViewportPosition(c) + header->sectionSize(c));
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint((left + right) / 2, header->height() / 2));
        waitIdle();
    };
    for (const bool desc : {false, true}) {
        click();
        QCOMPARE(browser_->sortColumn(), column);
        QCOMPARE(browser_->sortDescending(), desc);
        QCOMPARE(browser_->message().isEmpty(), indexed); // the note on a column without index
        const QString dir = desc ? QStringLiteral(" DESC") : QString();
        const QList<QVariantList> all =
            w.rows(QStringLiteral("SELECT id FROM messages ORDER BY %1%2, id%2").arg(column, dir));
        if (!indexed)
            QVERIFY(
                w.scalar(QStringLiteral("SELECT count(*) - count(%1) FROM messages").arg(column)) >
                0);
        // Every page forward, then back to the first, then the last page.
        const int pages = int((all.size() + DataBrowser::kPageRows - 1) / DataBrowser::kPageRows);
        QVERIFY(pages >= 3);
        auto checkPage = [&](int page) {
            const int n = browser_->model()->rowCount();
            QCOMPARE(qsizetype(n), std::min<qsizetype>(DataBrowser::kPageRows,
                                                       all.size() - page * DataBrowser::kPageRows));
            for (int r = 0; r < n; ++r)
                QCOMPARE(raw(*browser_, r, QStringLiteral("id")),
                         all[page * DataBrowser::kPageRows + r][0]);
        };
        for (int page = 0; page < pages; ++page) {
            checkPage(page);
            if (page + 1 < pages) {
                browser_->nextPage();
                waitIdle();
            }
        }
        for (int page = pages - 2; page >= 0; --page) {
            browser_->previousPage();
            waitIdle();
            checkPage(page);
        }
        browser_->lastPage();
        waitIdle();
        const int n = browser_->model()->rowCount();
        for (int r = 0; r < n; ++r)
            QCOMPARE(raw(*browser_, r, QStringLiteral("id")), all[all.size() - n + r][0]);
        QCOMPARE(browser_->model()->headerData(0, Qt::Vertical).toString(),
                 QLocale().toString(qint64(all.size() - n + 1)));
    }
    click(); // third click: key order
    QVERIFY(browser_->sortColumn().isEmpty());
    QCOMPARE(raw(*browser_, 0, QStringLiteral("id")).toLongLong(),
             w.scalar(QStringLiteral("SELECT min(id) FROM messages")));
}

// Cancel while a column without an index is being sorted: back to key order, said so.
void TestDataBrowser::cancelUnindexedSort()
{
    browser_->showTable(QStringLiteral("messages"));
    waitIdle();
    browser_->sortBy(QStringLiteral("content"));
    QVERIFY(browser_->isBusy());
    // What the page bar's Cancel does (the bar itself shows only once a read takes a while).
    browser_->cancelReading();
    waitIdle();
    QVERIFY2(browser_->sortColumn().isEmpty(), qPrintable(browser_->message()));
    QVERIFY2(browser_->message().contains(QStringLiteral("key order")),
             qPrintable(browser_->message()));
    testdb::Writer w(demo_);
    QCOMPARE(raw(*browser_, 0, QStringLiteral("id")).toLongLong(),
             w.scalar(QStringLiteral("SELECT min(id) FROM messages")));
}

// TEXT and BLOB values of one column look different (BLOBs in italics) and say how they are
// stored, as SQLite's typeof() says.
void TestDataBrowser::storageVisible()
{
    testdb::Writer w(demo_);
    const QList<QVariantList> text =
        w.rows(QStringLiteral("SELECT id FROM orders WHERE typeof(id) = 'text' ORDER BY id"));
    if (text.isEmpty())
        QSKIP("this demo database holds no TEXT id in orders");
    browser_->showTable(QStringLiteral("orders"));
    waitIdle();
    browser_->sortBy(QStringLiteral("id")); // TEXT sorts before BLOB: both on the first page
    waitIdle();
    const QList<QVariantList> types =
        w.rows(QStringLiteral("SELECT typeof(id) FROM orders ORDER BY id LIMIT 500"));
    const int c = viewColumnOf(*browser_, QStringLiteral("id"));
    QCOMPARE(browser_->model()->rowCount(), int(types.size()));
    int blobs = 0;
    for (int r = 0; r < types.size(); ++r) {
        const QModelIndex at = browser_->model()->index(r, c);
        const bool blob = types[r][0].toString() == QLatin1String("blob");
        blobs += blob;
        QCOMPARE(at.data(Qt::FontRole).value<QFont>().italic(), blob);
        QVERIFY2(at.data(Qt::ToolTipRole)
                     .toString()
                     .contains(blob ? QStringLiteral("Stored as BLOB")
                                    : QStringLiteral("Stored as TEXT")),
                 qPrintable(at.data(Qt::ToolTipRole).toString()));
    }
    QVERIFY(blobs > 0 && blobs < types.size());
    QVERIFY(browser_->model()
                ->headerData(c, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("TEXT %1").arg(types.size() - blobs)));
}

void TestDataBrowser::tooltipsFitOnScreen()
{
    // Every cell of the first rows of every table, hovered as a user would: the tooltip that
    // appears fits on the screen and says how the value is stored.
    browser_->show();
    QVERIFY(QTest::qWaitForWindowExposed(browser_.get()));
    auto* view = browser_->findChild<QTableView*>();
    QVERIFY(view);
    const QRect screen = view->screen()->availableGeometry();
    testdb::Writer w(demo_);
    const QList<QVariantList> tables = w.rows(QStringLiteral(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"));
    QVERIFY(tables.size() >= 5);
    int hovered = 0;
    for (const QVariantList& t : tables) {
        browser_->showTable(t[0].toString());
        waitIdle();
        const int rows = std::min(3, view->model()->rowCount());
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < view->model()->columnCount(); ++c) {
                const QModelIndex index = view->model()->index(r, c);
                if (index.data(Qt::ToolTipRole).toString().isEmpty())
                    continue;
                view->scrollTo(index);
                const QPoint at = view->visualRect(index).center();
                QHelpEvent hover(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
                QApplication::sendEvent(view->viewport(), &hover);
                QWidget* tip = nullptr;
                QTRY_VERIFY([&] {
                    for (QWidget* top : QApplication::topLevelWidgets()) {
                        if (top->objectName() == QLatin1String("qtooltip_label") &&
                            top->isVisible())
                            tip = top;
                    }
                    return tip != nullptr;
                }());
                QVERIFY2(tip->height() <= screen.height() && tip->width() <= screen.width(),
                         qPrintable(QStringLiteral("%1 row %2 column %3: %4×%5 px")
                                        .arg(t[0].toString())
                                        .arg(r)
                                        .arg(c)
                                        .arg(tip->width())
                                        .arg(tip->height())));
                QToolTip::hideText();
                ++hovered;
            }
        }
    }
    QVERIFY(hovered > 20);
}

void TestDataBrowser::filterUlidText()
{
    testdb::Writer w(demo_);
    QList<qint64> ms;
    for (const QVariantList& r : w.rows(QStringLiteral("SELECT id FROM users")))
        ms << ulidMs(r[0].toString());
    std::sort(ms.begin(), ms.end());
    QVERIFY(ms.size() > 100);
    const qint64 from = ms[ms.size() / 5];
    const qint64 to = ms[ms.size() / 2];
    const qint64 expected =
        std::count_if(ms.begin(), ms.end(), [&](qint64 v) { return v >= from && v <= to; });
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    QVERIFY(browser_->applyFilter(QStringLiteral("id"), rfc3339Ms(from), rfc3339Ms(to)));
    waitIdle();
    QCOMPARE(browser_->matchingRows(), expected);
    QCOMPARE(qint64(browser_->model()->rowCount()), std::min<qint64>(expected, 500));
    for (int r = 0; r < browser_->model()->rowCount(); ++r) {
        const qint64 v = ulidMs(raw(*browser_, r, QStringLiteral("id")).toString());
        QVERIFY(v >= from && v <= to);
    }
    QVERIFY2(browser_->positionText().contains(QLocale().toString(expected)),
             qPrintable(browser_->positionText()));
    browser_->clearFilter();
    waitIdle();
    QVERIFY(!browser_->isFiltered());
    QCOMPARE(browser_->model()->rowCount(), int(std::min<qsizetype>(ms.size(), 500)));
}

void TestDataBrowser::filterSnowflake()
{
    testdb::Writer w(demo_);
    const QList<QVariantList> ids = w.rows(QStringLiteral("SELECT id FROM messages ORDER BY id"));
    const qint64 fromMs = (ids[100][0].toLongLong() >> 22) + kDiscordEpochMs;
    const qint64 toMs = (ids[900][0].toLongLong() >> 22) + kDiscordEpochMs;
    const qint64 expected =
        w.scalar(QStringLiteral("SELECT count(*) FROM messages WHERE (id >> 22) "
                                "+ %1 BETWEEN %2 AND %3")
                     .arg(kDiscordEpochMs)
                     .arg(fromMs)
                     .arg(toMs));
    QVERIFY(expected > 500);
    browser_->showTable(QStringLiteral("messages"));
    waitIdle();
    QVERIFY(browser_->applyFilter(QStringLiteral("id"), rfc3339Ms(fromMs), rfc3339Ms(toMs)));
    waitIdle();
    QCOMPARE(browser_->matchingRows(), expected);
    // Walk every filtered page: the rows are exactly the expected ones.
    qint64 seen = 0;
    for (int guard = 0; guard < 10; ++guard) {
        for (int r = 0; r < browser_->model()->rowCount(); ++r) {
            const qint64 v =
                (raw(*browser_, r, QStringLiteral("id")).toLongLong() >> 22) + kDiscordEpochMs;
            QVERIFY(v >= fromMs && v <= toMs);
        }
        seen += browser_->model()->rowCount();
        const QString before = browser_->positionText();
        browser_->nextPage();
        waitIdle();
        if (browser_->positionText() == before)
            break;
    }
    QCOMPARE(seen, expected);
    // Open end: from an instant on, with Unix seconds as the spelling.
    const qint64 fromS = fromMs / 1000;
    const qint64 open = w.scalar(QStringLiteral("SELECT count(*) FROM messages WHERE (id >> 22) + "
                                                "%1 >= %2")
                                     .arg(kDiscordEpochMs)
                                     .arg(fromS * 1000));
    QVERIFY(browser_->applyFilter(QStringLiteral("id"), QString::number(fromS), QString()));
    waitIdle();
    QCOMPARE(browser_->matchingRows(), open);
}

// A BLOB UUID column of v7 IDs with a few v4 IDs whose random first bytes happen to fall
// between the bounds of an instant range: the filter matches the v7 IDs minted in the range
// and no v4, which carries no instant. Expected rows: SQL over the version digit and the
// 48-bit millisecond prefix.
void TestDataBrowser::filterMixedUuidVersions()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mixed.sqlite"));
    constexpr qint64 kStartMs = 1740358800000; // 2025-02-24T01:00:00Z
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id BLOB PRIMARY KEY, n INTEGER)")));
        QList<QVariantList> rows;
        auto uuid = [](qint64 ms, int version, int salt) {
            QByteArray b(16, '\0');
            for (int k = 0; k < 6; ++k)
                b[k] = char((quint64(ms) >> (40 - 8 * k)) & 0xff);
            for (int k = 6; k < 16; ++k)
                b[k] = char((salt * 37 + k * 101) & 0xff);
            b[6] = char((version << 4) | (quint8(b[6]) & 0x0f));
            b[8] = char(0x80 | (quint8(b[8]) & 0x3f));
            return b;
        };
        for (int i = 1; i <= 600; ++i)
            rows.append({uuid(kStartMs + i * 10000LL, 7, i), i});
        for (int i = 1; i <= 40; ++i) // random v4 bytes that read like instants of the range
            rows.append({uuid(kStartMs + i * 150000LL + 7, 4, 1000 + i), 1000 + i});
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES (?, ?)"), rows));
    }
    const QString where = QStringLiteral(
        "substr(hex(id), 13, 1) = '7' AND id BETWEEN x'%1' AND x'%2'")
                              .arg(QStringLiteral("%1").arg(kStartMs, 12, 16, QLatin1Char('0')) +
                                       QStringLiteral("00000000000000000000"),
                                   QStringLiteral("%1").arg(kStartMs + 3600000, 12, 16,
                                                            QLatin1Char('0')) +
                                       QStringLiteral("ffffffffffffffffffff"));
    qint64 expected = 0;
    {
        testdb::Writer w(path);
        expected = w.rows(QStringLiteral("SELECT count(*) FROM t WHERE ") + where)[0][0].toLongLong();
        const qint64 v4 = w.rows(QStringLiteral("SELECT count(*) FROM t WHERE ") +
                                 QString(where).replace(QStringLiteral("= '7'"),
                                                        QStringLiteral("= '4'")))[0][0]
                              .toLongLong();
        QCOMPARE(expected, qint64(360)); // every 10 s for an hour
        QVERIFY(v4 > 0);                 // the trap is there
    }
    const testdb::Snapshot snap(path);
    {
        DatabaseSession session;
        ZoneSetting zone;
        DataBrowser browser(&session, &zone);
        QVERIFY(showFileTable(session, browser, path, QStringLiteral("t")));
        QVERIFY(browser.applyFilter(QStringLiteral("id"), rfc3339Ms(kStartMs),
                                    rfc3339Ms(kStartMs + 3600000)));
        QTRY_VERIFY_WITH_TIMEOUT(!browser.isBusy(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(browser.matchingRows(), expected, kTimeoutMs);
        QCOMPARE(qint64(browser.model()->rowCount()), expected);
        for (int r = 0; r < browser.model()->rowCount(); ++r) {
            const QByteArray b = raw(browser, r, QStringLiteral("id")).toByteArray();
            QCOMPARE(quint8(b[6]) >> 4, 7);
        }
    }
    VERIFY_UNCHANGED(snap);
}

void TestDataBrowser::badFilterInput()
{
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    QVERIFY(
        !browser_->applyFilter(QStringLiteral("id"), QStringLiteral("yesterday-ish"), QString()));
    QVERIFY(!browser_->message().isEmpty());
    QVERIFY(!browser_->applyFilter(QStringLiteral("email"), QStringLiteral("now"), QString()));
    QVERIFY(!browser_->isFiltered());
    QVERIFY(browser_->model()->rowCount() > 0); // the page is still there
}

// A filter no row matches (from a minute after the newest ID, by hand from the ULIDs): the
// position says so in words, every page button is off, and the ID and instant columns keep
// the width their texts need instead of shrinking to their headers.
void TestDataBrowser::emptyFilterResult()
{
    testdb::Writer w(demo_);
    qint64 newest = 0;
    QString widestId;
    for (const QVariantList& r : w.rows(QStringLiteral("SELECT id FROM users"))) {
        newest = std::max(newest, ulidMs(r[0].toString()));
        widestId = r[0].toString();
    }
    const QString after = rfc3339Ms(newest + 60000);
    QCOMPARE(w.scalar(QStringLiteral("SELECT count(*) FROM users")) > 0, true);
    browser_->show();
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    // The grid's own fonts for the ID and its instant, while it has rows to ask.
    const QFontMetrics fm(browser_->model()
                              ->index(0, viewColumnOf(*browser_, QStringLiteral("id")))
                              .data(Qt::FontRole)
                              .value<QFont>());
    const QFontMetrics instantFm(browser_->model()
                                     ->index(0, viewColumnOf(*browser_, QStringLiteral("id"), true))
                                     .data(Qt::FontRole)
                                     .value<QFont>());
    QVERIFY(browser_->applyFilter(QStringLiteral("id"), after, QString()));
    waitIdle();
    QCOMPARE(browser_->model()->rowCount(), 0);
    QCOMPARE(browser_->matchingRows(), 0);
    QCOMPARE(browser_->positionText(), QStringLiteral("no rows match"));
    for (QAction* a : browser_->findChildren<QAction*>()) {
        for (const QString& nav : {QStringLiteral("« First"), QStringLiteral("‹ Previous"),
                                   QStringLiteral("Next ›"), QStringLiteral("Last »")})
            if (a->text() == nav)
                QVERIFY2(!a->isEnabled(), qPrintable(nav));
    }
    const QTableView* view = browser_->view();
    const int id = viewColumnOf(*browser_, QStringLiteral("id"));
    const int instant = viewColumnOf(*browser_, QStringLiteral("id"), true);
    QVERIFY(id >= 0 && instant >= 0);
    QVERIFY2(textRoom(view, id) >= fm.horizontalAdvance(widestId),
             qPrintable(QString::number(view->columnWidth(id))));
    QVERIFY(textRoom(view, instant) >= instantFm.horizontalAdvance(spellMs(newest, false).full));
    browser_->hide();
}

// A filter that cannot be read leaves the last good filter's rows on screen while the field
// shows the refused text: the message says which filter the rows are from.
void TestDataBrowser::refusedFilterSaysWhatIsShown()
{
    testdb::Writer w(demo_);
    QList<qint64> ms;
    for (const QVariantList& r : w.rows(QStringLiteral("SELECT id FROM users")))
        ms << ulidMs(r[0].toString());
    std::sort(ms.begin(), ms.end());
    const QString from = rfc3339Ms(ms[ms.size() / 4]);
    const QString to = rfc3339Ms(ms[ms.size() / 2]);
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    QVERIFY(browser_->applyFilter(QStringLiteral("id"), from, to));
    waitIdle();
    const qint64 matching = browser_->matchingRows();
    QVERIFY(!browser_->applyFilter(QStringLiteral("id"), QStringLiteral("garbage"), to));
    QVERIFY(browser_->message().contains(QStringLiteral("\"garbage\" is not an instant")));
    QVERIFY2(browser_->message().contains(
                 QStringLiteral("still those of the last filter: id from %1 to %2").arg(from, to)),
             qPrintable(browser_->message()));
    QCOMPARE(browser_->matchingRows(), matching);
    // No filter set: nothing stale to explain.
    browser_->clearFilter();
    waitIdle();
    QVERIFY(!browser_->applyFilter(QStringLiteral("id"), QStringLiteral("garbage"), QString()));
    QVERIFY(!browser_->message().contains(QStringLiteral("last filter")));
}

// From later than To: the rows between them, the fields put in order, and a note saying so.
void TestDataBrowser::reversedRangeSaysSo()
{
    testdb::Writer w(demo_);
    QList<qint64> ms;
    for (const QVariantList& r : w.rows(QStringLiteral("SELECT id FROM users")))
        ms << ulidMs(r[0].toString());
    std::sort(ms.begin(), ms.end());
    const qint64 lo = ms[ms.size() / 4];
    const qint64 hi = ms[ms.size() / 2];
    const qint64 expected =
        std::count_if(ms.begin(), ms.end(), [&](qint64 v) { return v >= lo && v <= hi; });
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    QVERIFY(browser_->applyFilter(QStringLiteral("id"), rfc3339Ms(hi), rfc3339Ms(lo)));
    waitIdle();
    QCOMPARE(browser_->matchingRows(), expected);
    QVERIFY2(browser_->message().contains(QStringLiteral("swapped")),
             qPrintable(browser_->message()));
    QCOMPARE(browser_->findChild<InstantEdit*>(QStringLiteral("browserFrom"))->text(),
             rfc3339Ms(lo));
    QCOMPARE(browser_->findChild<InstantEdit*>(QStringLiteral("browserTo"))->text(), rfc3339Ms(hi));
    // In order: no note.
    QVERIFY(browser_->applyFilter(QStringLiteral("id"), rfc3339Ms(lo), rfc3339Ms(hi)));
    QVERIFY(browser_->message().isEmpty());
}

// The filter bar at the page width a 1280 px window leaves beside the schema dock: the ID
// column's choice shows its whole text (as wide as the style asks), and in a zone east of UTC
// the reading under "from" keeps the whole wall-clock time and offset, spelled here by hand.
void TestDataBrowser::filterBarWholeAt1280()
{
    zone_->setName(QStringLiteral("Europe/Moscow"));
    browser_->resize(850, 600);
    browser_->show();
    QVERIFY(QTest::qWaitForWindowExposed(browser_.get()));
    browser_->showTable(QStringLiteral("orders"));
    waitIdle();
    auto* combo = browser_->findChild<QComboBox*>();
    QVERIFY(combo && combo->count() > 0);
    QVERIFY2(combo->width() >= combo->sizeHint().width(),
             qPrintable(QStringLiteral("%1: %2 px of %3")
                            .arg(combo->currentText())
                            .arg(combo->width())
                            .arg(combo->sizeHint().width())));
    browser_->showTable(QStringLiteral("users")); // ULIDs: the instant fields are on
    waitIdle();
    auto* from = browser_->findChild<InstantEdit*>(QStringLiteral("browserFrom"));
    QVERIFY(from->isEnabled());
    QTest::keyClicks(from, QStringLiteral("2026-10-08 00:10"));
    QApplication::processEvents();
    const QLabel* echo = from->echoLabel();
    const QString local = QStringLiteral("2026-10-08T00:10:00+03:00"); // Moscow: UTC+3
    QVERIFY2(echo->fontMetrics().horizontalAdvance(local) <= echo->contentsRect().width(),
             qPrintable(QString::number(echo->contentsRect().width())));
    QVERIFY2(echo->text().contains(local), qPrintable(echo->text()));
    QVERIFY(browser_->minimumSizeHint().width() <= 850);
    QVERIFY(!echo->text().endsWith(QStringLiteral("…")));
    browser_->hide();
}

// In Russian at the page width a 1280 px window leaves, with the longest position it shows
// ("ни одна строка не подходит"), every toolbar item stays on the toolbar (none behind its
// overflow button) and Go to ID keeps room for its placeholder.
void TestDataBrowser::toolbarFitsInRussian()
{
    const test::RussianUi russian;
    QVERIFY(!russian.failed());
    DataBrowser browser(session_.get(), zone_.get());
    browser.resize(850, 600);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    browser.showTable(QStringLiteral("users"));
    QTRY_VERIFY_WITH_TIMEOUT(!browser.isBusy(), kTimeoutMs);
    QVERIFY(browser.applyFilter(QStringLiteral("id"), QStringLiteral("2100-01-01"), QString()));
    QTRY_VERIFY_WITH_TIMEOUT(!browser.isBusy(), kTimeoutMs);
    QCOMPARE(browser.positionText(), QStringLiteral("ни одна строка не подходит"));
    QApplication::processEvents();
    for (const char* name : {"browserGoTo", "browserCopyAs"})
        QVERIFY2(browser.findChild<QWidget*>(QLatin1String(name))->isVisible(), name);
    auto* goTo = browser.findChild<QLineEdit*>(QStringLiteral("browserGoTo"));
    const QFontMetrics fm(goTo->font());
    const int chrome = goTo->sizeHint().width() - 17 * fm.horizontalAdvance(QLatin1Char('x'));
    QVERIFY2(fm.horizontalAdvance(goTo->placeholderText()) <= goTo->width() - chrome,
             qPrintable(QString::number(goTo->width())));
}

// The filter fields take the spellings their placeholders show: minutes without seconds, a
// space for the T, and a wall clock in the display zone; each says below how it read the text,
// and Clear empties them.
void TestDataBrowser::filterFieldsReadWhatIsTyped()
{
    testdb::Writer w(demo_);
    QList<qint64> ms;
    for (const QVariantList& r : w.rows(QStringLiteral("SELECT id FROM users")))
        ms << ulidMs(r[0].toString());
    std::sort(ms.begin(), ms.end());
    // Whole minutes inside the data, so "HH:mm" spells them exactly.
    const qint64 fromMs = ms[ms.size() / 5] / 60000 * 60000;
    const qint64 toMs = ms[ms.size() / 2] / 60000 * 60000;
    QVERIFY(fromMs < toMs);
    const qint64 expected =
        std::count_if(ms.begin(), ms.end(), [&](qint64 v) { return v >= fromMs && v <= toMs; });
    QVERIFY(expected > 0);
    zone_->setName(QStringLiteral("Europe/Berlin"));
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    auto* from = browser_->findChild<InstantEdit*>(QStringLiteral("browserFrom"));
    auto* to = browser_->findChild<InstantEdit*>(QStringLiteral("browserTo"));
    QVERIFY(from && to);
    const QDateTime fromUtc = QDateTime::fromMSecsSinceEpoch(fromMs, QTimeZone::utc());
    const QDateTime toBerlin = QDateTime::fromMSecsSinceEpoch(toMs, QTimeZone::utc())
                                   .toTimeZone(QTimeZone(QByteArrayLiteral("Europe/Berlin")));
    // "…T22:00Z" (the placeholder's form) and "2026-10-31 23:00" in Berlin's wall clock.
    QTest::keyClicks(from,
                     fromUtc.toString(QStringLiteral("yyyy-MM-ddTHH:mm")) + QStringLiteral("Z"));
    QTest::keyClicks(to, toBerlin.toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    // The reading, spelled here by hand: Berlin's wall clock and offset, then UTC (its time
    // alone on the same date).
    const QTimeZone berlin(QByteArrayLiteral("Europe/Berlin"));
    const QDateTime fromLocal = fromUtc.toTimeZone(berlin);
    const int off = berlin.offsetFromUtc(fromUtc);
    const QString offset = QStringLiteral("%1%2:%3")
                               .arg(off < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                               .arg(std::abs(off) / 3600, 2, 10, QLatin1Char('0'))
                               .arg(std::abs(off) % 3600 / 60, 2, 10, QLatin1Char('0'));
    const QString utc = fromUtc.toString(fromLocal.date() == fromUtc.date()
                                             ? QStringLiteral("HH:mm:ssZ")
                                             : QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
    QCOMPARE(from->echoText(), QStringLiteral("read as ") +
                                   fromLocal.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) +
                                   offset + QStringLiteral(" (") + utc + QLatin1Char(')'));
    QVERIFY2(to->echoText().contains(QDateTime::fromMSecsSinceEpoch(toMs, QTimeZone::utc())
                                         .toString(QStringLiteral("HH:mm:ssZ"))),
             qPrintable(to->echoText()));
    QTest::keyClick(to, Qt::Key_Return);
    waitIdle();
    QVERIFY2(browser_->message().isEmpty(), qPrintable(browser_->message()));
    QVERIFY(browser_->isFiltered());
    QCOMPARE(browser_->matchingRows(), expected);

    // Not an instant: said in the label at once, and by Filter in the message line.
    from->clear();
    QTest::keyClicks(from, QStringLiteral("next tuesday"));
    QVERIFY(from->echoText().contains(QStringLiteral("is not an instant")));
    QTest::keyClick(from, Qt::Key_Return);
    QVERIFY(browser_->message().contains(QStringLiteral("\"next tuesday\" is not an instant")));

    // Go to ID text belongs to its table: another table starts with an empty field.
    auto* goTo = browser_->findChild<QLineEdit*>(QStringLiteral("browserGoTo"));
    QVERIFY(goTo);
    QTest::keyClicks(goTo, QStringLiteral("01K8YBH1BA298S2DX6QF8C0F05"));
    browser_->showTable(QStringLiteral("messages"));
    waitIdle();
    QVERIFY(goTo->text().isEmpty());
    QVERIFY(from->text().isEmpty());
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    QTest::keyClicks(from, QStringLiteral("2020-01-01"));
    QTest::keyClick(from, Qt::Key_Return);
    waitIdle();
    QVERIFY(browser_->isFiltered());

    // Clear shows the whole table and leaves no old text behind.
    auto* clear = browser_->findChild<QPushButton*>(QStringLiteral("browserClear"));
    QVERIFY(clear);
    QTest::mouseClick(clear, Qt::LeftButton);
    waitIdle();
    QVERIFY(!browser_->isFiltered());
    QVERIFY(from->text().isEmpty() && to->text().isEmpty());
    QVERIFY(from->echoText().isEmpty());
    zone_->setName(QStringLiteral("UTC"));
}

void TestDataBrowser::goToIdAnySpelling_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("sql"); // the row to go to, as stored
    QTest::addColumn<QString>("spelling");
    QTest::newRow("ulid lower case") << "users"
                                     << "id"
                                     << "SELECT id FROM users ORDER BY rowid DESC LIMIT 1"
                                     << "lower";
    QTest::newRow("snowflake with spaces") << "messages"
                                           << "id"
                                           << "SELECT id FROM messages LIMIT 1 OFFSET 777"
                                           << "spaces";
    QTest::newRow("uuid blob braces upper") << "orders"
                                            << "id"
                                            << "SELECT id FROM orders LIMIT 1 OFFSET 30"
                                            << "braces";
    QTest::newRow("uuid blob urn") << "orders"
                                   << "id"
                                   << "SELECT id FROM orders LIMIT 1 OFFSET 3"
                                   << "urn";
    QTest::newRow("uuid blob hex") << "orders"
                                   << "id"
                                   << "SELECT id FROM orders LIMIT 1 OFFSET 5"
                                   << "hex";
    // The few orders a code path stored with a TEXT id: `=` on the BLOB bytes misses them.
    QTest::newRow("uuid text in a blob column, upper")
        << "orders"
        << "id"
        << "SELECT id FROM orders WHERE typeof(id) = 'text' ORDER BY rowid LIMIT 1"
        << "upper";
    QTest::newRow("uuid text in a blob column, as stored")
        << "orders"
        << "id"
        << "SELECT id FROM orders WHERE typeof(id) = 'text' ORDER BY rowid DESC LIMIT 1"
        << "lower";
}

void TestDataBrowser::goToIdAnySpelling()
{
    QFETCH(QString, table);
    QFETCH(QString, column);
    QFETCH(QString, sql);
    QFETCH(QString, spelling);
    testdb::Writer w(demo_);
    const QVariant stored = w.rows(sql).value(0).value(0);
    QVERIFY(stored.isValid());
    QString typed;
    if (stored.typeId() == QMetaType::QByteArray) {
        const QString hex = QString::fromLatin1(stored.toByteArray().toHex());
        const QString dashed = hex.mid(0, 8) + QLatin1Char('-') + hex.mid(8, 4) + QLatin1Char('-') +
                               hex.mid(12, 4) + QLatin1Char('-') + hex.mid(16, 4) +
                               QLatin1Char('-') + hex.mid(20);
        if (spelling == QLatin1String("braces"))
            typed = QLatin1Char('{') + dashed.toUpper() + QLatin1Char('}');
        else if (spelling == QLatin1String("urn"))
            typed = QStringLiteral("urn:uuid:") + dashed;
        else
            typed = QStringLiteral("0x") + hex.toUpper();
    } else if (spelling == QLatin1String("lower")) {
        typed = stored.toString().toLower();
    } else if (spelling == QLatin1String("upper")) {
        typed = stored.toString().toUpper();
    } else {
        typed = QStringLiteral("  %1 ").arg(stored.toLongLong());
    }
    browser_->showTable(table);
    waitIdle();
    QVERIFY2(browser_->goToId(typed, column), qPrintable(browser_->message()));
    waitIdle();
    QVERIFY2(browser_->message().isEmpty(), qPrintable(browser_->message()));
    QCOMPARE(raw(*browser_, 0, column), stored);
    QCOMPARE(browser_->view()->currentIndex().row(), 0);
    // An ID of the right shape that no row holds.
    QVERIFY(browser_->goToId(
        stored.typeId() == QMetaType::QByteArray || table == QLatin1String("orders")
            ? QStringLiteral("00000000-0000-7000-8000-000000000000")
        : stored.typeId() == QMetaType::LongLong ? QStringLiteral("1")
                                                 : QStringLiteral("00000000000000000000000000"),
        column));
    waitIdle();
    QVERIFY(!browser_->message().isEmpty());
    QCOMPARE(raw(*browser_, 0, column), stored); // the page stays
}

void TestDataBrowser::showRows()
{
    testdb::Writer w(demo_);
    const QList<QVariantList> rows =
        w.rows(QStringLiteral("SELECT email FROM users WHERE rowid IN (3, 5, 8) ORDER BY rowid"));
    browser_->showRows(QStringLiteral("users"), {8, 3, 5}, QStringLiteral("Three rows"));
    waitIdle();
    QCOMPARE(browser_->model()->rowCount(), 3);
    for (int r = 0; r < 3; ++r)
        QCOMPARE(raw(*browser_, r, QStringLiteral("email")), rows[r][0]);
    QCOMPARE(browser_->matchingRows(), 3);
    // Picked rows are a choice (a profile's examples), not every row that matches something.
    QVERIFY2(browser_->positionText().endsWith(QStringLiteral("of 3 chosen")),
             qPrintable(browser_->positionText()));
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    QVERIFY(!browser_->isFiltered());
    QVERIFY(browser_->model()->rowCount() > 3);
}

void TestDataBrowser::copyFormats()
{
    testdb::Writer w(demo_);
    const QList<QVariantList> rows =
        w.rows(QStringLiteral("SELECT id, author_id FROM messages ORDER BY id LIMIT 2"));
    browser_->showTable(QStringLiteral("messages"));
    waitIdle();
    const int a = viewColumnOf(*browser_, QStringLiteral("id"));
    const int b = viewColumnOf(*browser_, QStringLiteral("author_id"));
    QItemSelectionModel* sel = browser_->view()->selectionModel();
    const BrowserModel* m = browser_->model();
    sel->select(QItemSelection(m->index(0, a), m->index(1, a)), QItemSelectionModel::Select);
    sel->select(QItemSelection(m->index(0, b), m->index(1, b)), QItemSelectionModel::Select);
    const QString id0 = QString::number(rows[0][0].toLongLong());
    const QString id1 = QString::number(rows[1][0].toLongLong());
    const QString au0 = QString::number(rows[0][1].toLongLong());
    const QString au1 = QString::number(rows[1][1].toLongLong());
    QCOMPARE(browser_->selectionText(DataBrowser::CopyCsv),
             QStringLiteral("id,author_id\r\n%1,%2\r\n%3,%4\r\n").arg(id0, au0, id1, au1));
    // 64-bit snowflakes stay exact numbers in JSON.
    QCOMPARE(browser_->selectionText(DataBrowser::CopyJson),
             QStringLiteral("[{\"id\":%1,\"author_id\":%2},{\"id\":%3,\"author_id\":%4}]")
                 .arg(id0, au0, id1, au1));
    QCOMPARE(browser_->selectionText(DataBrowser::CopyMarkdown),
             QStringLiteral("| id | author_id |\n| --- | --- |\n| %1 | %2 |\n| %3 | %4 |\n")
                 .arg(id0, au0, id1, au1));
    browser_->copySelection();
    QCOMPARE(QApplication::clipboard()->text(),
             QStringLiteral("%1\t%2\n%3\t%4\n").arg(id0, au0, id1, au1));
    // The decoded column exports the instant under its own name.
    sel->clear();
    const int d = viewColumnOf(*browser_, QStringLiteral("id"), true);
    sel->select(m->index(0, d), QItemSelectionModel::Select);
    QCOMPARE(browser_->selectionText(DataBrowser::CopyCsv),
             QStringLiteral("id ⟶ instant\r\n%1\r\n")
                 .arg(rfc3339Ms((rows[0][0].toLongLong() >> 22) + kDiscordEpochMs)));
}

void TestDataBrowser::corruptFileKeepsPageUsable()
{
    QTemporaryDir other; // not beside the demo: its folder must stay unchanged
    const QString bad = other.filePath(QStringLiteral("corrupt.sqlite"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("SQLite format 3");
        f.write(QByteArray(4096, '\x5a'));
    }
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    const qsizetype rows = browser_->model()->rowCount();
    QSignalSpy failed(session_.get(), &DatabaseSession::openFailed);
    QSignalSpy closed(session_.get(), &DatabaseSession::closed);
    session_->open(bad);
    QVERIFY(failed.wait(kTimeoutMs));
    // The database in use stays open, and the page on screen with it.
    QCOMPARE(closed.size(), 0);
    QVERIFY(session_->isOpen());
    QCOMPARE(session_->path(), demo_);
    QCOMPARE(browser_->currentTable(), QStringLiteral("users"));
    QCOMPARE(qsizetype(browser_->model()->rowCount()), rows);
    QVERIFY(rows > 0);
    session_->close();
    browser_->showTable(QStringLiteral("users")); // nothing open: ignored, no crash
    browser_->nextPage();
    browser_->goToId(QStringLiteral("x"));
    QCOMPARE(browser_->model()->rowCount(), 0);
    // A table that fails to read says so in the message line; the page keeps working.
    QSignalSpy opened(session_.get(), &DatabaseSession::opened);
    session_->open(demo_);
    QVERIFY(opened.wait(kTimeoutMs));
    QVERIFY(session_->waitForIdle());
    browser_->showTable(QStringLiteral("no_such_table"));
    QVERIFY(!browser_->message().isEmpty());
    browser_->showTable(QStringLiteral("users"));
    waitIdle();
    QVERIFY(browser_->model()->rowCount() > 0);
}

void TestDataBrowser::selectionExport()
{
    SelectionTable t;
    t.headers = {QStringLiteral("id"), QStringLiteral("note"), QStringLiteral("id")};
    t.rows << QVariantList{QVariant(qint64(9007199254740993)), QStringLiteral("a,\"b\"|c\nd"),
                           QVariant()};
    t.rows << QVariantList{QVariant(qint64(-1)), QVariant(1.5), QStringLiteral("x\ty")};
    QCOMPARE(selectionToCsv(t),
             QStringLiteral("id,note,id\r\n9007199254740993,\"a,\"\"b\"\"|c\nd\","
                            "\r\n-1,1.5,x\ty\r\n"));
    QCOMPARE(selectionToJson(t),
             QStringLiteral("[{\"id\":9007199254740993,\"note\":\"a,\\\"b\\\"|c\\nd\",\"id (2)\":"
                            "null},{\"id\":-1,\"note\":1.5,\"id (2)\":\"x\\ty\"}]"));
    QCOMPARE(selectionToMarkdown(t),
             QStringLiteral("| id | note | id |\n| --- | --- | --- |\n| 9007199254740993 | "
                            "a,\"b\"\\|c<br>d | NULL |\n| -1 | 1.5 | x\ty |\n"));
    QCOMPARE(selectionToTsv(t, true),
             QStringLiteral("id\tnote\tid\n9007199254740993\ta,\"b\"|c d\t\n-1\t1.5\tx y\n"));
}

// Renders users, messages (Discord snowflakes) and a filtered page at 1400×900 in both themes.
// Saved only when IDSCOPE_SHOTS_DIR is set.
void TestDataBrowser::screenshots()
{
    const QString dir = qEnvironmentVariable("IDSCOPE_SHOTS_DIR");
    for (const Theme theme : {Theme::Light, Theme::Dark}) {
        applyTheme(theme);
        const QString suffix =
            theme == Theme::Light ? QStringLiteral("light") : QStringLiteral("dark");
        browser_->show();
        browser_->showTable(QStringLiteral("users"));
        waitIdle();
        QPixmap users = browser_->grab();
        browser_->showTable(QStringLiteral("messages"));
        waitIdle();
        QPixmap messages = browser_->grab();
        testdb::Writer w(demo_);
        const qint64 first = w.scalar(QStringLiteral("SELECT min(id) FROM messages"));
        const qint64 ms = (first >> 22) + kDiscordEpochMs;
        QVERIFY(browser_->applyFilter(QStringLiteral("id"), rfc3339Ms(ms),
                                      rfc3339Ms(ms + 30LL * 86400 * 1000)));
        waitIdle();
        QPixmap filtered = browser_->grab();
        browser_->showRows(QStringLiteral("users"), {2, 4, 6},
                           QStringLiteral("3 rows of users.id: clock skew (example rows)"));
        waitIdle();
        QVERIFY(!browser_->goToId(QStringLiteral("not-an-id"), QStringLiteral("id")));
        QPixmap error = browser_->grab();
        QVERIFY(!users.isNull() && !messages.isNull() && !filtered.isNull());
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            users.save(QDir(dir).filePath(QStringLiteral("browser-users-%1.png").arg(suffix)));
            messages.save(
                QDir(dir).filePath(QStringLiteral("browser-messages-%1.png").arg(suffix)));
            filtered.save(QDir(dir).filePath(QStringLiteral("browser-filter-%1.png").arg(suffix)));
            error.save(QDir(dir).filePath(QStringLiteral("browser-rows-error-%1.png").arg(suffix)));
        }
    }
    applyTheme(Theme::Light);
}

QTEST_MAIN(TestDataBrowser)
void TestDataBrowser::blobSizesInTheUiLocale()
{
    // A long BLOB's preview names its size in the UI locale's digits and grouping.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QString preview = BrowserModel::hexPreview(QByteArray(1500, '\x01'), 4);
    QLocale::setDefault(before);
    QCOMPARE(preview, QStringLiteral("01010101\u2026 (1,500 bytes)"));
}

#include "tst_databrowser.moc"

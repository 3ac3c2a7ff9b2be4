// The time-travel page on the demo database: the state at several instants and the diff
// between two instants against a brute force in plain SQL, the model through
// QAbstractItemModelTester, the file left untouched, and screenshots in both themes (saved when
// IDSCOPE_SHOTS_DIR is set).
#include "common/instantedit.h"
#include "common/theme.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "db/jobrunner.h"
#include "db/sampledb.h"
#include "ids/timezone.h"
#include "screenshot.h"
#include "sqlitefixture.h"
#include "timetravel/changedensitybar.h"
#include "timetravel/timetravelpage.h"
#include "timetravel/versionmappingdialog.h"
#include "timetravel/versionstatemodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimeZone>

using namespace idscope;

class TestTimeTravelPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void densityScale();
    void stateMatchesSql_data();
    void stateMatchesSql();
    void sliderAndFilter();
    void statusCountsInUiLocale();
    void diffMatchesSql_data();
    void diffMatchesSql();
    void diffPayloadsOnScreen_data();
    void diffPayloadsOnScreen();
    void historyAndPayloads();
    void payloadsOnlyForRowsInReach();
    void integerKeysSortAsNumbers();
    void jsonColumnsOfOneType();
    void instantRememberedPerFile();
    void typedInstants();
    void handMapping();
    void instantsInTheFilesPrecision();
    void placeholdersWhole();
    void changedAtWholeInAnyZone();
    void screenshots();
    void cleanupTestCase();

private:
    // (entity_type|entity_id) → version_number of the alive entities at `t`; `deleted` counts
    // the entities whose latest version at `t` is a delete.
    QHash<QString, qint64> expectedState(qint64 t, int* deleted = nullptr);
    QHash<QString, qint64> modelState() const;
    void waitLoaded();

    QTemporaryDir dir_;
    QString demo_;
    std::unique_ptr<testdb::Snapshot> snap_;
    std::unique_ptr<DatabaseSession> session_;
    std::unique_ptr<ZoneSetting> zone_;
    std::unique_ptr<TimeTravelPage> page_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
    qint64 first_ = 0, last_ = 0;
};

void TestTimeTravelPage::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_timetravelpage"));
    QSettings().clear();
    captureSystemLook();
    QVERIFY(dir_.isValid());
    demo_ = dir_.filePath(QStringLiteral("demo.sqlite"));
    db::SampleOptions o;
    o.rows = 3000;
    QVERIFY(db::writeSampleDatabase(demo_, o).ok);
    {
        testdb::Writer w(demo_);
        first_ = w.scalar(QStringLiteral("SELECT min(changed_at) FROM entity_versions"));
        last_ = w.scalar(QStringLiteral("SELECT max(changed_at) FROM entity_versions"));
        QVERIFY(w.scalar(QStringLiteral("SELECT count(*) FROM entity_versions")) > 100);
    }
    snap_ = std::make_unique<testdb::Snapshot>(demo_);
    session_ = std::make_unique<DatabaseSession>();
    zone_ = std::make_unique<ZoneSetting>();
    page_ = std::make_unique<TimeTravelPage>(session_.get(), zone_.get());
    tester_ = std::make_unique<QAbstractItemModelTester>(
        page_->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    page_->resize(1400, 900);
    session_->open(demo_);
    waitLoaded();
}

void TestTimeTravelPage::waitLoaded()
{
    QTRY_VERIFY_WITH_TIMEOUT(page_->isLoaded(), 30000);
    QVERIFY(!page_->candidates().isEmpty());
    QCOMPARE(page_->candidates().first().mapping.table, QStringLiteral("entity_versions"));
    QCOMPARE(page_->timeline()->firstChange()->seconds, first_);
    QCOMPARE(page_->timeline()->lastChange()->seconds, last_);
}

void TestTimeTravelPage::densityScale()
{
    DensityScale s;
    s.first = Instant::fromUnixSeconds(1000);
    s.last = Instant::fromUnixSeconds(2000);
    s.width = 101;
    QCOMPARE(s.xOf(Instant::fromUnixSeconds(1000)), 0);
    QCOMPARE(s.xOf(Instant::fromUnixSeconds(2000)), 100);
    QCOMPARE(s.xOf(Instant::fromUnixSeconds(1500)), 50);
    QCOMPARE(s.xOf(Instant::fromUnixSeconds(0)), 0);      // clamped
    QCOMPARE(s.xOf(Instant::fromUnixSeconds(9999)), 100); // clamped
    QCOMPARE(s.instantAtX(50).seconds, 1500);
    QCOMPARE(s.sliderOf(Instant::fromUnixSeconds(1250)), 250);
    QCOMPARE(s.instantAtSlider(0), s.first);
    QCOMPARE(s.instantAtSlider(1000), s.last);
    QCOMPARE(s.instantAtSlider(1), Instant::fromUnixSeconds(1001));
    s.last = s.first; // one instant: everything maps to the start
    QCOMPARE(s.fraction(Instant::fromUnixSeconds(5000)), 0.0);
}

QHash<QString, qint64> TestTimeTravelPage::expectedState(qint64 t, int* deleted)
{
    testdb::Writer w(demo_);
    const QString sql =
        QStringLiteral("SELECT v.entity_type, v.entity_id, v.version_number, "
                       "coalesce(json_extract(v.data, '$.deleted'), 0) FROM entity_versions v "
                       "WHERE v.changed_at <= %1 AND NOT EXISTS (SELECT 1 FROM "
                       "entity_versions w WHERE w.entity_type = v.entity_type AND "
                       "w.entity_id = v.entity_id AND w.changed_at <= %1 AND "
                       "(w.changed_at > v.changed_at OR (w.changed_at = v.changed_at AND "
                       "w.version_number > v.version_number)))")
            .arg(t);
    QHash<QString, qint64> out;
    int dead = 0;
    for (const QVariantList& r : w.rows(sql)) {
        if (r[3].toLongLong() == 1) {
            ++dead;
            continue;
        }
        out.insert(r[0].toString() + QLatin1Char('|') + r[1].toString(), r[2].toLongLong());
    }
    if (deleted)
        *deleted = dead;
    return out;
}

QHash<QString, qint64> TestTimeTravelPage::modelState() const
{
    const VersionStateModel* m = page_->model();
    QHash<QString, qint64> out;
    for (int r = 0; r < m->rowCount(); ++r)
        out.insert(m->index(r, VersionStateModel::TypeColumn).data().toString() + QLatin1Char('|') +
                       m->index(r, VersionStateModel::KeyColumn).data().toString(),
                   m->index(r, VersionStateModel::VersionColumn).data().toLongLong());
    return out;
}

void TestTimeTravelPage::stateMatchesSql_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("before the first change") << 0;
    QTest::newRow("at the first change") << 1;
    QTest::newRow("middle") << 2;
    QTest::newRow("at the last change") << 3;
    QTest::newRow("after the last change") << 4;
    QTest::newRow("back to a quarter") << 5;
}

void TestTimeTravelPage::stateMatchesSql()
{
    QFETCH(int, which);
    const qint64 ts[] = {first_ - 1000, first_,       (first_ + last_) / 2,
                         last_,         last_ + 1000, first_ + (last_ - first_) / 4};
    const qint64 t = ts[which];
    page_->setInstant(Instant::fromUnixSeconds(t));
    int deleted = 0;
    const auto expected = expectedState(t, &deleted);
    const auto got = modelState();
    QCOMPARE(page_->model()->rowCount(), int(expected.size()));
    QCOMPARE(page_->cursor().aliveCount(), int(expected.size()));
    QCOMPARE(page_->cursor().deletedCount(), deleted);
    QCOMPARE(got, expected);
    if (which == 2)
        QVERIFY(deleted > 0 || expected.size() > 10);
}

// The status line's counts go through the UI locale: under Arabic (Egypt) the digits
// themselves change, so a plain number would show. Counts from plain SQL.
void TestTimeTravelPage::statusCountsInUiLocale()
{
    const QLocale before;
    const QLocale arabic(QLocale::Arabic, QLocale::Egypt);
    QVERIFY(arabic.toString(72) != QStringLiteral("72"));
    QLocale::setDefault(arabic);
    page_->setInstant(Instant::fromUnixSeconds((first_ + last_) / 2));
    int deleted = 0;
    const qsizetype alive = expectedState((first_ + last_) / 2, &deleted).size();
    QLocale::setDefault(before);
    QVERIFY(alive > 1);
    const QString status = page_->findChild<QLabel*>(QStringLiteral("timeTravelStatus"))->text();
    QVERIFY2(status.contains(arabic.toString(qint64(alive)) + QStringLiteral(" entities")),
             qPrintable(status));
    QVERIFY2(status.contains(arabic.toString(deleted) + QStringLiteral(" deleted")),
             qPrintable(status));
    QVERIFY(!status.contains(QString::number(alive) + QStringLiteral(" entities")));
}

void TestTimeTravelPage::sliderAndFilter()
{
    auto* slider = page_->findChild<QSlider*>();
    QVERIFY(slider);
    for (const int v : {0, 137, 500, 999, 1000, 250}) {
        slider->setValue(v);
        const Instant t = *page_->instant();
        // changed_at is whole seconds: a version counts once its second has started.
        const auto expected = expectedState(t.seconds);
        QCOMPARE(modelState(), expected);
    }
    // The filter line edit narrows the proxy to the rows that contain the text.
    const QList<QLineEdit*> edits = page_->findChildren<QLineEdit*>();
    QLineEdit* rowFilter = nullptr;
    for (QLineEdit* e : edits)
        if (e->placeholderText() == QLatin1String("Filter rows"))
            rowFilter = e;
    QVERIFY(rowFilter);
    int pages = 0;
    for (int r = 0; r < page_->model()->rowCount(); ++r)
        pages += page_->model()->index(r, VersionStateModel::TypeColumn).data().toString() ==
                 QLatin1String("page");
    rowFilter->setText(QStringLiteral("page"));
    QVERIFY(page_->proxy()->rowCount() >= pages);
    QVERIFY(page_->proxy()->rowCount() < page_->model()->rowCount());
    rowFilter->clear();
    QCOMPARE(page_->proxy()->rowCount(), page_->model()->rowCount());
}

void TestTimeTravelPage::diffMatchesSql_data()
{
    QTest::addColumn<bool>("compareLater"); // the Compare-with instant after T
    QTest::newRow("compare earlier than T") << false;
    QTest::newRow("compare later than T") << true;
}

// Whichever of the two instants is T, the diff reads from the earlier to the later one: the
// same created, changed and deleted entities, against plain SQL, and the caption names the
// earlier instant first.
void TestTimeTravelPage::diffMatchesSql()
{
    QFETCH(bool, compareLater);
    const qint64 from = first_ + (last_ - first_) / 4, to = first_ + (last_ - first_) * 3 / 4;
    page_->setInstant(Instant::fromUnixSeconds(compareLater ? from : to));
    QSignalSpy shown(page_.get(), &TimeTravelPage::diffShown);
    page_->setCompareInstant(Instant::fromUnixSeconds(compareLater ? to : from));
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0, 30000);
    QVERIFY(page_->model()->isDiff());
    const QString status = page_->findChild<QLabel*>(QStringLiteral("timeTravelStatus"))->text();
    auto minute = [](qint64 t) {
        return utcDateTimeFromSecs(t).toString(QStringLiteral("yyyy-MM-ddTHH:mm"));
    };
    QVERIFY2(status.startsWith(QStringLiteral("From ") + minute(from)), qPrintable(status));
    QVERIFY2(status.indexOf(QStringLiteral(" to ") + minute(to)) > 0, qPrintable(status));

    const auto a = expectedState(from), b = expectedState(to);
    // Plain SQL: an entity's data at a version, and its latest version (live or the deletion).
    testdb::Writer w(demo_);
    auto where = [](const QString& key) {
        const QStringList p = key.split(u'|');
        return QStringLiteral("entity_type = '%1' AND entity_id = '%2'").arg(p[0], p[1]);
    };
    auto dataAt = [&](const QString& key, qint64 version) {
        return w
            .rows(QStringLiteral("SELECT data FROM entity_versions WHERE %1 AND "
                                 "version_number = %2")
                      .arg(where(key))
                      .arg(version))
            .value(0)
            .value(0)
            .toString();
    };
    QSet<QString> created, changed, deleted;
    for (auto it = b.begin(); it != b.end(); ++it) {
        if (!a.contains(it.key()))
            created << it.key();
        else if (a.value(it.key()) != it.value() &&
                 dataAt(it.key(), a.value(it.key())) != dataAt(it.key(), it.value()))
            changed << it.key(); // a new version with the same data is no change
    }
    for (auto it = a.begin(); it != a.end(); ++it)
        if (!b.contains(it.key()))
            deleted << it.key();
    // Unequal, so that created and deleted swapped cannot pass.
    QVERIFY(created.size() != deleted.size());
    QVERIFY(!changed.isEmpty());
    QSet<QString> gotCreated, gotChanged, gotDeleted;
    const VersionStateModel* m = page_->model();
    for (int r = 0; r < m->rowCount(); ++r) {
        const QString key = m->index(r, VersionStateModel::TypeColumn).data().toString() +
                            QLatin1Char('|') +
                            m->index(r, VersionStateModel::KeyColumn).data().toString();
        const qint64 version = m->index(r, VersionStateModel::VersionColumn).data().toLongLong();
        switch (m->kindAt(r)) {
        case VersionStateModel::Kind::Created:
            gotCreated << key;
            QCOMPARE(version, b.value(key));
            break;
        case VersionStateModel::Kind::Changed:
            gotChanged << key;
            QCOMPARE(version, b.value(key));
            QVERIFY(a.contains(key));
            break;
        case VersionStateModel::Kind::Deleted: {
            gotDeleted << key;
            QVERIFY(a.contains(key) && !b.contains(key));
            // The row shows the deletion (the latest version up to `to`), not the last live one.
            const qint64 deletion =
                w.scalar(QStringLiteral("SELECT version_number FROM entity_versions WHERE %1 AND "
                                        "changed_at <= %2 ORDER BY changed_at DESC, "
                                        "version_number DESC LIMIT 1")
                             .arg(where(key))
                             .arg(to));
            QCOMPARE(version, deletion);
            break;
        }
        case VersionStateModel::Kind::State:
            QFAIL("a state row in diff mode");
        }
        QVERIFY(m->index(r, VersionStateModel::TypeColumn).data(Qt::BackgroundRole).isValid());
    }
    QCOMPARE(gotCreated, created);
    QCOMPARE(gotChanged, changed);
    QCOMPARE(gotDeleted, deleted);
    for (const auto& [n, what] :
         {std::pair{created.size(), "created"}, std::pair{changed.size(), "changed"},
          std::pair{deleted.size(), "deleted"}})
        QVERIFY2(status.contains(QLocale().toString(n) + u' ' + QLatin1String(what)),
                 qPrintable(status));

    page_->setCompareInstant(std::nullopt);
    QVERIFY(!page_->model()->isDiff());
    QCOMPARE(page_->model()->rowCount(), int((compareLater ? a : b).size()));
    // The slider carries dates: the first and last change, in the display zone (UTC here).
    const QStringList dates = page_->sliderDateTexts();
    QCOMPARE(dates.size(), 3);
    QCOMPARE(dates.first(),
             utcDateTimeFromSecs(first_).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    QCOMPARE(dates.last(), utcDateTimeFromSecs(last_).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
}

void TestTimeTravelPage::diffPayloadsOnScreen_data()
{
    QTest::addColumn<bool>("hiddenWhileDiffing");
    QTest::addColumn<bool>("scrolledDown");
    QTest::newRow("shown, at the top") << false << false;
    QTest::newRow("shown, scrolled down") << false << true;
    QTest::newRow("hidden while the diff runs") << true << false;
    QTest::newRow("hidden and scrolled down") << true << true;
}

// A diff's rows on screen get their payloads with no scrolling: every Data cell of every row
// in view ends up holding the stored text, not "…".
void TestTimeTravelPage::diffPayloadsOnScreen()
{
    QFETCH(bool, hiddenWhileDiffing);
    QFETCH(bool, scrolledDown);
    TimeTravelPage page(session_.get(), zone_.get());
    page.resize(1280, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 30000);
    page.setInstant(Instant::fromUnixSeconds(last_));
    auto* view = page.findChild<QTableView*>();
    QApplication::processEvents();
    if (scrolledDown)
        view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum() / 2);
    if (hiddenWhileDiffing)
        page.hide();
    QSignalSpy shown(&page, &TimeTravelPage::diffShown);
    page.setCompareInstant(Instant::fromUnixSeconds(first_ + (last_ - first_) / 3));
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0, 30000);
    if (hiddenWhileDiffing) {
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
    }
    auto pending = [&] {
        QStringList out;
        const int top = view->rowAt(0);
        int bottom = view->rowAt(view->viewport()->height() - 1);
        if (bottom < 0)
            bottom = page.proxy()->rowCount() - 1;
        for (int r = std::max(0, top); r <= bottom; ++r)
            if (page.proxy()->index(r, VersionStateModel::PayloadColumn).data().toString() ==
                QStringLiteral("…"))
                out << QString::number(r);
        return out;
    };
    QVERIFY(page.proxy()->rowCount() > 30);
    QTRY_VERIFY2_WITH_TIMEOUT(pending().isEmpty(), qPrintable(pending().join(u',')), 10000);
}

void TestTimeTravelPage::historyAndPayloads()
{
    page_->setInstant(Instant::fromUnixSeconds(last_));
    page_->show();
    QVERIFY(QTest::qWaitForWindowExposed(page_.get()));
    QSignalSpy fetched(page_.get(), &TimeTravelPage::payloadsFetched);
    page_->setInstant(Instant::fromUnixSeconds(last_ - 1)); // reset: fetch for the rows on screen
    QTRY_VERIFY_WITH_TIMEOUT(fetched.count() > 0, 30000);
    const QModelIndex firstRow = page_->proxy()->index(0, VersionStateModel::PayloadColumn);
    const QString payload = firstRow.data().toString();
    QVERIFY(payload != QStringLiteral("…"));
    const QString key = page_->proxy()->index(0, VersionStateModel::KeyColumn).data().toString();
    const qint64 version =
        page_->proxy()->index(0, VersionStateModel::VersionColumn).data().toLongLong();
    {
        testdb::Writer w(demo_);
        const auto rows = w.rows(QStringLiteral("SELECT data FROM entity_versions WHERE "
                                                "entity_id = '%1' AND version_number = %2")
                                     .arg(key)
                                     .arg(version));
        QCOMPARE(rows.size(), 1);
        QCOMPARE(payload, rows[0][0].toString());
    }

    QSignalSpy shown(page_.get(), &TimeTravelPage::historyShown);
    const int entity = firstRow.data(VersionStateModel::EntityRole).toInt();
    page_->showHistory(entity);
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0, 30000);
    QVERIFY(page_->historyHtml().contains(key));
    QVERIFY(page_->historyHtml().contains(QStringLiteral("v%1").arg(version)));
    // changed_by holds user ULIDs (a foreign key to users): the history says who that is.
    {
        testdb::Writer w(demo_);
        const auto who = w.rows(QStringLiteral("SELECT u.email, v.changed_by FROM entity_versions "
                                               "v JOIN users u ON u.id = v.changed_by WHERE "
                                               "v.entity_id = '%1'")
                                    .arg(key));
        QVERIFY(!who.isEmpty());
        for (const QVariantList& r : who)
            QVERIFY2(page_->historyHtml().contains(
                         QStringLiteral("%1 (%2)").arg(r[0].toString(), r[1].toString())),
                     qPrintable(r[0].toString()));
    }

    // The version in force at T is marked, and the mark follows T (no new read): for three
    // instants, the version SQL finds (latest changed_at <= T, ties by version number).
    {
        auto* panel = page_->findChild<QTextBrowser*>();
        QVERIFY(panel);
        testdb::Writer w(demo_);
        const auto span = w.rows(QStringLiteral("SELECT min(changed_at), max(changed_at) FROM "
                                                "entity_versions WHERE entity_id = '%1'")
                                     .arg(key));
        const qint64 lo = span[0][0].toLongLong(), hi = span[0][1].toLongLong();
        QVERIFY(hi > lo);
        for (const qint64 t : {lo - 1, (lo + hi) / 2, hi}) {
            page_->setInstant(Instant::fromUnixSeconds(t));
            const QString at =
                page_->findChild<InstantEdit*>(QStringLiteral("timeTravelInstant"))->text();
            const QString text = panel->toPlainText();
            const auto live = w.rows(QStringLiteral("SELECT version_number FROM entity_versions "
                                                    "WHERE entity_id = '%1' AND changed_at <= %2 "
                                                    "ORDER BY changed_at DESC, version_number "
                                                    "DESC LIMIT 1")
                                         .arg(key)
                                         .arg(t));
            if (live.isEmpty()) {
                QVERIFY2(text.contains(QStringLiteral("Not created yet at ") + at),
                         qPrintable(text));
                QVERIFY(!text.contains(QStringLiteral("in force at")));
                continue;
            }
            QCOMPARE(text.count(QStringLiteral("in force at ") + at), 1);
            // The mark sits under its version's heading line ("v3  2026-…").
            const qsizetype mark = text.indexOf(QStringLiteral("in force at"));
            const QRegularExpression heading(QStringLiteral("(^|\\n)v(\\d+)\\s"));
            qint64 above = -1;
            for (const QRegularExpressionMatch& m : heading.globalMatch(text.left(mark)))
                above = m.captured(2).toLongLong();
            QCOMPARE(above, live[0][0].toLongLong());
        }
    }

    // An entity whose instant goes down while its version number goes up is flagged.
    QString backKey;
    {
        testdb::Writer w(demo_);
        const auto rows = w.rows(QStringLiteral(
            "SELECT a.entity_type, a.entity_id FROM entity_versions a JOIN entity_versions b "
            "ON b.entity_type = a.entity_type AND b.entity_id = a.entity_id AND "
            "b.version_number = a.version_number + 1 WHERE b.changed_at < a.changed_at "
            "ORDER BY a.entity_id LIMIT 1"));
        if (!rows.isEmpty())
            backKey = rows[0][1].toString();
    }
    if (backKey.isEmpty())
        QSKIP("the demo history has no version going back in time");
    int found = -1;
    for (int e = 0; e < page_->timeline()->entityCount() && found < 0; ++e)
        if (page_->timeline()->entityKey(e).last().toString() == backKey)
            found = e;
    QVERIFY(found >= 0);
    shown.clear();
    page_->showHistory(found);
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0, 30000);
    QVERIFY2(page_->historyHtml().contains(QStringLiteral("time went back")), qPrintable(backKey));
}

// One entity type selected: its JSON payload becomes one column per key; every cell against
// SQLite's own json_each() of the stored row.
// A page that is not on screen (no row at its viewport's bottom) reads the payloads of the
// first rows only, not one per entity: on a server each is a probe of its own, and reading them
// all kept the Data column at "…" for minutes.
void TestTimeTravelPage::payloadsOnlyForRowsInReach()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("many.sqlite"));
    constexpr int kEntities = 2000;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE entity_versions (id INTEGER PRIMARY KEY, entity_type TEXT NOT NULL, "
            "entity_id TEXT NOT NULL, version_number INTEGER NOT NULL, changed_at INTEGER NOT "
            "NULL, data TEXT);"
            "CREATE INDEX ev_entity_time ON entity_versions (entity_id, changed_at, "
            "version_number);")));
        QList<QVariantList> rows;
        for (int i = 0; i < kEntities; ++i)
            rows.append({QStringLiteral("doc"), QStringLiteral("e%1").arg(i, 5, 10, QLatin1Char('0')),
                         1, qint64(1767225600) + i, QStringLiteral("{\"n\": %1}").arg(i)});
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO entity_versions (entity_type, entity_id, "
                                            "version_number, changed_at, data) VALUES (?, ?, ?, "
                                            "?, ?)"),
                             rows));
    }
    const testdb::Snapshot snap(path);
    {
        DatabaseSession session;
        ZoneSetting zone;
        TimeTravelPage page(&session, &zone); // never shown: no row at its viewport's bottom
        QSignalSpy fetched(&page, &TimeTravelPage::payloadsFetched);
        session.open(path);
        QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(fetched.count() > 0, 30000);
        QTest::qWait(200); // any further fetch would have started by now
        QList<int> all;
        for (int r = 0; r < page.proxy()->rowCount(); ++r)
            all << page.proxy()->index(r, 0).data(VersionStateModel::VersionIndexRole).toInt();
        QCOMPARE(all.size(), kEntities);
        const qsizetype loaded = all.size() - page.model()->missingPayloads(all).size();
        QVERIFY(loaded >= 100); // the first rows are there when the page is shown
        QVERIFY2(loaded < kEntities / 4,
                 qPrintable(QStringLiteral("%1 of %2").arg(loaded).arg(kEntities)));
    }
    VERIFY_UNCHANGED(snap);
}

// Integer entity IDs sort as numbers (1, 2, …, 10), not as text (1, 10, 11, 2), as SQL's
// ORDER BY gives them.
void TestTimeTravelPage::integerKeysSortAsNumbers()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ints.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE entity_versions (id INTEGER PRIMARY KEY, entity_type TEXT NOT NULL, "
            "entity_id INTEGER NOT NULL, version_number INTEGER NOT NULL, changed_at INTEGER NOT "
            "NULL, data TEXT)")));
        QList<QVariantList> rows;
        for (int i = 25; i >= 1; --i)
            rows.append({QStringLiteral("doc"), i, 1, qint64(1767225600) + i, QStringLiteral("{}")});
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO entity_versions (entity_type, entity_id, "
                                            "version_number, changed_at, data) VALUES (?, ?, ?, "
                                            "?, ?)"),
                             rows));
    }
    QStringList expected;
    {
        testdb::Writer w(path);
        for (const QVariantList& r :
             w.rows(QStringLiteral("SELECT entity_id FROM entity_versions ORDER BY entity_id")))
            expected << QLocale().toString(r[0].toLongLong());
    }
    DatabaseSession session;
    ZoneSetting zone;
    TimeTravelPage page(&session, &zone);
    session.open(path);
    QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 30000);
    page.setInstant(Instant::fromUnixSeconds(1767225600 + 100));
    QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 25, 30000);
    QStringList shown;
    for (int r = 0; r < page.proxy()->rowCount(); ++r)
        shown << page.proxy()->index(r, VersionStateModel::KeyColumn).data().toString();
    QCOMPARE(shown.size(), expected.size());
    for (qsizetype i = 0; i < shown.size(); ++i) // as numbers, whatever the grouping shown
        QCOMPARE(QLocale().toLongLong(shown[i]), QLocale().toLongLong(expected[i]));
}

void TestTimeTravelPage::jsonColumnsOfOneType()
{
    page_->setCompareInstant(std::nullopt);
    page_->setInstant(Instant::fromUnixSeconds(last_));
    page_->show();
    QVERIFY(QTest::qWaitForWindowExposed(page_.get()));
    auto* types = page_->findChild<QComboBox*>(QStringLiteral("typeFilter"));
    QVERIFY(types);
    QVERIFY(types->isVisible());
    const int product = types->findData(QStringLiteral("product"));
    QVERIFY(product > 0);
    QSignalSpy fetched(page_.get(), &TimeTravelPage::payloadsFetched);
    types->setCurrentIndex(product);
    emit types->activated(product);
    QTRY_VERIFY_WITH_TIMEOUT(!page_->model()->jsonColumns().isEmpty(), 30000);
    const QStringList keys = page_->model()->jsonColumns();
    testdb::Writer w(demo_);
    const auto sqlKeys = w.rows(QStringLiteral(
        "SELECT DISTINCT j.key FROM entity_versions, json_each(entity_versions.data) j "
        "WHERE entity_type = 'product' AND j.key <> 'deleted'"));
    QCOMPARE(keys.size(), sqlKeys.size());
    for (const auto& k : sqlKeys)
        QVERIFY2(keys.contains(k[0].toString()), qPrintable(k[0].toString()));
    QCOMPARE(page_->model()->columnCount(), VersionStateModel::PayloadColumn + keys.size());
    for (int c = 0; c < keys.size(); ++c)
        QCOMPARE(page_->model()
                     ->headerData(VersionStateModel::PayloadColumn + c, Qt::Horizontal)
                     .toString(),
                 keys[c]);
    int checked = 0;
    for (int r = 0; r < page_->proxy()->rowCount() && checked < 20; ++r) {
        const QString type =
            page_->proxy()->index(r, VersionStateModel::TypeColumn).data().toString();
        QCOMPARE(type, QStringLiteral("product"));
        const QString cell =
            page_->proxy()->index(r, VersionStateModel::PayloadColumn).data().toString();
        if (cell == QStringLiteral("…"))
            continue;
        const QString key =
            page_->proxy()->index(r, VersionStateModel::KeyColumn).data().toString();
        const qint64 version =
            page_->proxy()->index(r, VersionStateModel::VersionColumn).data().toLongLong();
        const auto values = w.rows(QStringLiteral("SELECT j.key, j.value FROM entity_versions, "
                                                  "json_each(entity_versions.data) j WHERE "
                                                  "entity_type = 'product' AND entity_id = '%1' "
                                                  "AND version_number = %2")
                                       .arg(key)
                                       .arg(version));
        QVERIFY(!values.isEmpty());
        for (const auto& kv : values) {
            const int c = int(keys.indexOf(kv[0].toString()));
            QVERIFY(c >= 0);
            QCOMPARE(
                page_->proxy()->index(r, VersionStateModel::PayloadColumn + c).data().toString(),
                kv[1].toString());
        }
        ++checked;
    }
    QVERIFY(checked > 0);
    types->setCurrentIndex(0);
    emit types->activated(0);
    QTRY_VERIFY(page_->model()->jsonColumns().isEmpty()); // four types: keys differ
    QVERIFY(page_->model()->columnCount() == VersionStateModel::PayloadColumn + 1);
}

// T survives closing and reopening the file.
void TestTimeTravelPage::instantRememberedPerFile()
{
    const Instant t = Instant::fromUnixSeconds(first_ + (last_ - first_) / 3);
    page_->setInstant(t);
    session_->close();
    QTRY_VERIFY(!page_->isLoaded());
    session_->open(demo_);
    waitLoaded();
    QVERIFY(page_->instant());
    QCOMPARE(page_->instant()->seconds, t.seconds);
}

// A table detection cannot read (odd names, ms instants, a 0/1 delete column, no type): mapped
// by hand through the dialog's mapping, remembered per file, and the state at T against SQL.
// T and the second instant take what a person types (here minutes without seconds and a space
// for the T, in UTC) and say below how they read it.
void TestTimeTravelPage::typedInstants()
{
    auto* edit = page_->findChild<InstantEdit*>(QStringLiteral("timeTravelInstant"));
    QVERIFY(edit);
    // A whole minute in the middle of the history, typed as "yyyy-MM-dd HH:mm".
    const qint64 minute = (first_ + last_) / 2 / 60 * 60;
    const QDateTime utc = QDateTime::fromSecsSinceEpoch(minute, QTimeZone::utc());
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, utc.toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    QCOMPARE(edit->echoText(),
             QStringLiteral("read as ") + utc.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ")));
    QTest::keyClick(edit, Qt::Key_Return);
    QVERIFY(page_->instant());
    QCOMPARE(page_->instant()->seconds, minute);
    QCOMPARE(modelState(), expectedState(minute));

    auto* compare = page_->findChild<InstantEdit*>(QStringLiteral("timeTravelCompare"));
    QVERIFY(compare);
    compare->setFocus();
    QTest::keyClicks(compare, QStringLiteral("yesterday-ish"));
    QVERIFY(compare->echoText().contains(QStringLiteral("is not an instant")));
    QTest::keyClick(compare, Qt::Key_Return);
    QVERIFY(!page_->model()->isDiff());
    compare->clear();
}

// RFC 3339 text with milliseconds is kept in microseconds; the page shows it as the file
// spells it ("…:05.148Z"), not "…:05.148000Z". Each Changed-at cell is compared with the text
// SQLite returns for that entity and version.
void TestTimeTravelPage::instantsInTheFilesPrecision()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ms.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE document_versions (entity_id TEXT NOT NULL, "
                                      "version_number INTEGER NOT NULL, changed_at TEXT NOT NULL, "
                                      "data TEXT NOT NULL, UNIQUE (entity_id, version_number))")));
        for (int e = 0; e < 30; ++e)
            for (int v = 1; v <= 3; ++v)
                QVERIFY(w.exec(QStringLiteral("INSERT INTO document_versions VALUES ('d%1', %2, "
                                              "'2026-10-0%2T12:%3:%4.%5Z', '{\"n\":%2}')")
                                   .arg(e)
                                   .arg(v)
                                   .arg(e + 10)
                                   .arg(v * 7 + 10)
                                   .arg((e * 37 + v * 101) % 1000, 3, 10, QLatin1Char('0'))));
    }
    const testdb::Snapshot snap(path);
    DatabaseSession session;
    ZoneSetting zone;
    zone.setName(QStringLiteral("UTC"));
    TimeTravelPage page(&session, &zone);
    page.resize(1200, 800);
    session.open(path);
    QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 30000);
    QCOMPARE(page.timeline()->displayPerSecond(), qint64(1000));
    // No type column in this table: no empty Type column on the page (the demo has one).
    auto* view = page.findChild<QTableView*>();
    QVERIFY(view);
    QVERIFY(view->isColumnHidden(VersionStateModel::TypeColumn));
    QVERIFY(!page_->findChild<QTableView*>()->isColumnHidden(VersionStateModel::TypeColumn));
    page.setInstant(*page.timeline()->lastChange());
    QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 30, 30000);
    testdb::Writer w(path);
    for (int r = 0; r < page.proxy()->rowCount(); ++r) {
        const QString key = page.proxy()->index(r, VersionStateModel::KeyColumn).data().toString();
        const QString shown =
            page.proxy()->index(r, VersionStateModel::ChangedAtColumn).data().toString();
        const auto stored = w.rows(QStringLiteral("SELECT changed_at FROM document_versions "
                                                  "WHERE entity_id = '%1' AND version_number = 3")
                                       .arg(key));
        QCOMPARE(stored.size(), 1);
        QCOMPARE(shown, stored.first().value(0).toString());
    }
    VERIFY_UNCHANGED(snap);
}

void TestTimeTravelPage::handMapping()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hand.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(
            QStringLiteral("CREATE TABLE \"audit log\" (\"obj\"\"id\" TEXT, \"rev #\" INTEGER, "
                           "\"when (ms)\" INTEGER, \"gone?\" INTEGER, body TEXT, who TEXT)")));
        for (int e = 0; e < 40; ++e)
            for (int v = 1; v <= 5; ++v)
                QVERIFY(w.exec(QStringLiteral("INSERT INTO \"audit log\" VALUES ('o%1', %2, %3, "
                                              "%4, '{\"n\":%2}', 'u%5')")
                                   .arg(e)
                                   .arg(v)
                                   .arg(1700000000000LL + e * 997 + v * 60000)
                                   .arg(v == 5 && e % 4 == 0 ? 1 : 0)
                                   .arg(e % 3)));
    }
    const testdb::Snapshot snap(path);
    analysis::VersionTableMapping m;
    m.table = QStringLiteral("audit log");
    m.entityKey = {QStringLiteral("obj\"id")};
    m.versionNumber = QStringLiteral("rev #");
    m.changedAt = QStringLiteral("when (ms)");
    m.unit = analysis::InstantUnit::UnixMillis;
    m.payload = {QStringLiteral("body")};
    m.author = QStringLiteral("who");
    m.deleteMarker = QStringLiteral("gone?");

    DatabaseSession session;
    ZoneSetting zone;
    TimeTravelPage page(&session, &zone);
    QSignalSpy detected(&page, &TimeTravelPage::tablesDetected);
    session.open(path);
    QTRY_VERIFY_WITH_TIMEOUT(detected.count() > 0, 30000);

    // The dialog shows the mapping it was given and gives it back unchanged.
    VersionMappingDialog dialog(session.schema(), m);
    const analysis::VersionTableMapping back = dialog.mapping();
    QCOMPARE(back.table, m.table);
    QCOMPARE(back.entityKey, m.entityKey);
    QCOMPARE(back.versionNumber, m.versionNumber);
    QCOMPARE(back.changedAt, m.changedAt);
    QCOMPARE(int(back.unit), int(m.unit));
    QCOMPARE(back.payload, m.payload);
    QCOMPARE(back.author, m.author);
    QCOMPARE(back.deleteMarker, m.deleteMarker);
    dialog.adjustSize();
    VERIFY_SHOT(dialog.grab(), QStringLiteral("timetravel_mapping.png"));
    const auto round = VersionMappingDialog::fromVariant(VersionMappingDialog::toVariant(m));
    QVERIFY(round);
    QCOMPARE(round->entityKey, m.entityKey);

    QSignalSpy loaded(&page, &TimeTravelPage::timelineLoaded);
    page.applyHandMapping(m);
    QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0, 30000);
    const qint64 t = 1700000000000LL + 20 * 997 + 3 * 60000 + 500; // mid-history, in ms
    page.setInstant(Instant::fromUnixMs(t));
    QList<QStringList> expected;
    {
        testdb::Writer w(path);
        for (
            const auto& r : w.rows(
                QStringLiteral(
                    "SELECT \"obj\"\"id\", \"rev #\", \"gone?\" FROM \"audit log\" a WHERE "
                    "\"when (ms)\" <= %1 AND \"rev #\" = (SELECT max(\"rev #\") FROM \"audit log\" "
                    "b WHERE b.\"obj\"\"id\" = a.\"obj\"\"id\" AND \"when (ms)\" <= %1) ORDER BY 1")
                    .arg(t)))
            if (r[2].toInt() == 0)
                expected.append({r[0].toString(), r[1].toString()});
    }
    QList<QStringList> got;
    for (int r = 0; r < page.model()->rowCount(); ++r)
        got.append({page.model()->index(r, VersionStateModel::KeyColumn).data().toString(),
                    page.model()->index(r, VersionStateModel::VersionColumn).data().toString()});
    std::sort(got.begin(), got.end());
    std::sort(expected.begin(), expected.end());
    QVERIFY(expected.size() > 10);
    QCOMPARE(got, expected);

    // Reopening the file brings the hand mapping back first.
    session.close();
    detected.clear();
    loaded.clear();
    session.open(path);
    QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0, 30000);
    QVERIFY(!page.candidates().isEmpty());
    QCOMPARE(page.candidates().first().mapping.table, m.table);
    QCOMPARE(page.candidates().first().mapping.deleteMarker, m.deleteMarker);
    session.close();
    VERIFY_UNCHANGED(snap);
}

// In the main window at 1280×800 the page gets about 880 px beside the schema dock; the
// instant fields still show their whole placeholders there.
void TestTimeTravelPage::placeholdersWhole()
{
    TimeTravelPage page(session_.get(), zone_.get());
    page.resize(880, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    for (const char* name : {"timeTravelInstant", "timeTravelCompare"}) {
        auto* edit = page.findChild<InstantEdit*>(QLatin1String(name));
        QVERIFY(edit);
        const int text = edit->fontMetrics().horizontalAdvance(edit->placeholderText());
        // A line edit's frame and text margins take about 12 px of its width.
        QVERIFY2(edit->width() - 12 >= text,
                 qPrintable(QStringLiteral("%1: %2 px for %3 px of placeholder")
                                .arg(QLatin1String(name))
                                .arg(edit->width())
                                .arg(text)));
    }
}

// At 1280 px the Entity and Changed-at cells in view show whole, in UTC and after the display
// zone turns to one whose instants end in "+09:00" instead of "Z".
void TestTimeTravelPage::changedAtWholeInAnyZone()
{
    ZoneSetting zone;
    TimeTravelPage page(session_.get(), &zone);
    page.resize(1280 - 330, 700); // beside the schema dock
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 30000);
    auto* view = page.findChild<QTableView*>();
    const int margins =
        2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
    auto cut = [&] {
        QStringList out;
        QCoreApplication::processEvents();
        const QFontMetrics fm(view->font());
        const int bottom = std::min(view->model()->rowCount(), 30);
        for (int c : {int(VersionStateModel::KeyColumn), int(VersionStateModel::ChangedAtColumn)})
            for (int r = 0; r < bottom; ++r) {
                const QString text = view->model()->index(r, c).data().toString();
                if (fm.horizontalAdvance(text) + margins > view->columnWidth(c))
                    out << text;
            }
        return out;
    };
    QVERIFY2(cut().isEmpty(), qPrintable(cut().join(u',')));
    zone.setName(QStringLiteral("Asia/Tokyo"));
    QVERIFY(view->model()
                ->index(0, VersionStateModel::ChangedAtColumn)
                .data()
                .toString()
                .endsWith(QStringLiteral("+09:00")));
    QVERIFY2(cut().isEmpty(), qPrintable(cut().join(u',')));
}

void TestTimeTravelPage::screenshots()
{
    page_->show();
    page_->resize(1400, 900);
    page_->setInstant(Instant::fromUnixSeconds(first_ + (last_ - first_) * 3 / 5));
    for (const char* theme : {"light", "dark"}) {
        applyTheme(QLatin1String(theme) == QLatin1String("dark") ? Theme::Dark : Theme::Light);
        for (const bool diff : {false, true}) {
            QSignalSpy shown(page_.get(), &TimeTravelPage::diffShown);
            QSignalSpy fetched(page_.get(), &TimeTravelPage::payloadsFetched);
            if (diff)
                page_->setCompareInstant(Instant::fromUnixSeconds(first_ + (last_ - first_) / 2));
            else
                page_->setCompareInstant(std::nullopt);
            if (diff)
                QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0, 30000);
            QTest::qWait(300);
            const QModelIndex i = page_->proxy()->index(2, 0);
            if (i.isValid())
                page_->showHistory(i.data(VersionStateModel::EntityRole).toInt());
            session_->jobs()->waitForDone(10000);
            QTest::qWait(200);
            VERIFY_SHOT(page_->grab(),
                        QStringLiteral("timetravel_%1%2.png")
                            .arg(QLatin1String(theme), diff ? QStringLiteral("_diff") : QString()));
        }
        // One entity type: its JSON payload as columns.
        auto* types = page_->findChild<QComboBox*>(QStringLiteral("typeFilter"));
        const int product = types->findData(QStringLiteral("product"));
        types->setCurrentIndex(product);
        emit types->activated(product);
        QTRY_VERIFY_WITH_TIMEOUT(!page_->model()->jsonColumns().isEmpty(), 30000);
        session_->jobs()->waitForDone(10000);
        QTest::qWait(200);
        VERIFY_SHOT(page_->grab(),
                    QStringLiteral("timetravel_%1_product.png").arg(QLatin1String(theme)));
        types->setCurrentIndex(0);
        emit types->activated(0);
    }
    page_->setCompareInstant(std::nullopt);
    applyTheme(Theme::System);
}

void TestTimeTravelPage::cleanupTestCase()
{
    tester_.reset();
    page_.reset();
    session_.reset();
    VERIFY_UNCHANGED(*snap_);
}

QTEST_MAIN(TestTimeTravelPage)
#include "tst_timetravelpage.moc"

// The schema explorer on the demo database: the tree against plain SQL (tables, columns, row
// counts, indexes), the badges against the session's profiles, updates in place (selection
// and expansion survive), the filter, and the signals the main window wires.
#include "analysis/columnprofile.h"
#include "database/databasesession.h"
#include "db/sampledb.h"
#include "explorer/badgedelegate.h"
#include "explorer/schemaexplorer.h"
#include "explorer/schematreemodel.h"
#include "profile/profiletext.h"
#include "sqlitefixture.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>

using namespace idscope;
using Kind = SchemaTreeModel::Kind;

class TestSchemaExplorer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void treeMatchesSql();
    void rowCountsMatchSql();
    void badges_data();
    void badges();
    void anomalyMarker();
    void markerMatchesSqlAfterFullScan();
    void columnsFitOrElide_data();
    void columnsFitOrElide();
    void updatesInPlace();
    void filter();
    void signalsAndSelection();
    void delegateColours();
    void closeEmptiesTree();

private:
    QModelIndex child(const QModelIndex& parent, const QString& name) const;
    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<testdb::Snapshot> snap_;
    std::unique_ptr<testdb::Writer> sql_;
    std::unique_ptr<DatabaseSession> session_;
    std::unique_ptr<SchemaExplorer> explorer_;
};

void TestSchemaExplorer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(dir_.isValid());
    path_ = dir_.filePath(QStringLiteral("demo.sqlite"));
    db::SampleOptions o;
    o.rows = 6000;
    QVERIFY(db::writeSampleDatabase(path_, o).ok);
    sql_ = std::make_unique<testdb::Writer>(path_);
    QVERIFY(sql_->ok());
    snap_ = std::make_unique<testdb::Snapshot>(path_);
    session_ = std::make_unique<DatabaseSession>();
    explorer_ = std::make_unique<SchemaExplorer>(session_.get());
    new QAbstractItemModelTester(explorer_->model(),
                                 QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 explorer_.get());
    new QAbstractItemModelTester(explorer_->view()->model(),
                                 QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 explorer_.get());
    explorer_->resize(700, 900);
    explorer_->show();
    QSignalSpy opened(session_.get(), &DatabaseSession::opened);
    session_->open(path_);
    QVERIFY(session_->waitForIdle());
    QCOMPARE(opened.size(), 1);
    QVERIFY(session_->countsExact());
}

void TestSchemaExplorer::cleanupTestCase()
{
    explorer_.reset();
    session_.reset();
    sql_.reset();
    VERIFY_UNCHANGED(*snap_);
}

QModelIndex TestSchemaExplorer::child(const QModelIndex& parent, const QString& name) const
{
    const SchemaTreeModel* m = explorer_->model();
    for (int r = 0; r < m->rowCount(parent); ++r) {
        const QModelIndex i = m->index(r, 0, parent);
        if (i.data().toString() == name)
            return i;
    }
    return {};
}

void TestSchemaExplorer::treeMatchesSql()
{
    const SchemaTreeModel* m = explorer_->model();
    const QModelIndex tables = child({}, QStringLiteral("Tables"));
    QVERIFY(tables.isValid());
    QStringList expected;
    for (const QVariantList& r : sql_->rows(QStringLiteral(
             "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
             "ORDER BY rowid")))
        expected << r[0].toString();
    QStringList shown;
    for (int r = 0; r < m->rowCount(tables); ++r) {
        const QModelIndex t = m->index(r, 0, tables);
        QCOMPARE(Kind(t.data(SchemaTreeModel::KindRole).toInt()), Kind::Table);
        shown << t.data().toString();
    }
    QCOMPARE(shown, expected);
    QVERIFY(!child({}, QStringLiteral("Views")).isValid()); // the demo has none

    // Columns in declared order with type and key markers.
    const QModelIndex users = child(tables, QStringLiteral("users"));
    QStringList columns;
    for (const QVariantList& r :
         sql_->rows(QStringLiteral("SELECT name FROM pragma_table_info('users')")))
        columns << r[0].toString();
    for (int c = 0; c < columns.size(); ++c) {
        const QModelIndex i = m->index(c, 0, users);
        QCOMPARE(i.data().toString(), columns[c]);
        QCOMPARE(Kind(i.data(SchemaTreeModel::KindRole).toInt()), Kind::Column);
        QCOMPARE(i.data(SchemaTreeModel::TableRole).toString(), QStringLiteral("users"));
    }
    const QString idDetail = m->index(0, SchemaTreeModel::DetailColumn, users).data().toString();
    QVERIFY2(idDetail.startsWith(QStringLiteral("TEXT")) && idDetail.contains(QStringLiteral("PK")),
             qPrintable(idDetail));
    QVERIFY(m->index(1, SchemaTreeModel::DetailColumn, users)
                .data()
                .toString()
                .contains(QStringLiteral("NOT NULL")));

    // Indexes, with their kind noted, match sqlite_schema and the autoindexes.
    const QModelIndex documents = child(tables, QStringLiteral("documents"));
    const QModelIndex indexes = child(documents, QStringLiteral("Indexes"));
    QVERIFY(indexes.isValid());
    QCOMPARE(qint64(m->rowCount(indexes)),
             sql_->scalar(QStringLiteral("SELECT count(*) FROM pragma_index_list('documents')")));
    const QModelIndex created = child(indexes, QStringLiteral("documents_created"));
    QVERIFY(created.isValid());
    QCOMPARE(created.siblingAtColumn(SchemaTreeModel::DetailColumn).data().toString(),
             QStringLiteral("(created_at, id)"));
    bool uniqueNoted = false;
    for (int r = 0; r < m->rowCount(indexes); ++r)
        uniqueNoted |= m->index(r, SchemaTreeModel::DetailColumn, indexes)
                           .data()
                           .toString()
                           .startsWith(QStringLiteral("unique"));
    QVERIFY(uniqueNoted); // the primary key's autoindex

    // WITHOUT ROWID tables are marked.
    for (const QString& t :
         {QStringLiteral("keys_v4"), QStringLiteral("keys_v7"), QStringLiteral("readings")})
        QCOMPARE(child(tables, t).siblingAtColumn(SchemaTreeModel::BadgeColumn).data().toString(),
                 QStringLiteral("WITHOUT ROWID"));
    QVERIFY(child(tables, QStringLiteral("users"))
                .siblingAtColumn(SchemaTreeModel::BadgeColumn)
                .data()
                .toString()
                .isEmpty());
}

void TestSchemaExplorer::rowCountsMatchSql()
{
    const SchemaTreeModel* m = explorer_->model();
    const QModelIndex tables = child({}, QStringLiteral("Tables"));
    for (int r = 0; r < m->rowCount(tables); ++r) {
        const QModelIndex t = m->index(r, SchemaTreeModel::DetailColumn, tables);
        const QString name = t.siblingAtColumn(0).data().toString();
        const qint64 n = sql_->scalar(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(name));
        QCOMPARE(t.data().toString(), QLocale().toString(n));
    }
    QCOMPARE(rowCountText(1234, false), QStringLiteral("≈") + QLocale().toString(1234));
}

void TestSchemaExplorer::badges_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("contains");
    QTest::newRow("users.id") << QStringLiteral("users") << QStringLiteral("id")
                              << QStringLiteral("ULID 100 %");
    QTest::newRow("users.created_at") << QStringLiteral("users") << QStringLiteral("created_at")
                                      << QStringLiteral("Unix seconds");
    QTest::newRow("keys_v7.id") << QStringLiteral("keys_v7") << QStringLiteral("id")
                                << QStringLiteral("UUIDv7 100 %");
    QTest::newRow("keys_v4.id") << QStringLiteral("keys_v4") << QStringLiteral("id")
                                << QStringLiteral("UUIDv4 100 %");
    QTest::newRow("documents.id") << QStringLiteral("documents") << QStringLiteral("id")
                                  << QStringLiteral("ULID");
    QTest::newRow("orders.id") << QStringLiteral("orders") << QStringLiteral("id")
                               << QStringLiteral("UUIDv7");
    QTest::newRow("messages.id") << QStringLiteral("messages") << QStringLiteral("id")
                                 << QStringLiteral("Snowflake");
    QTest::newRow("users.email") << QStringLiteral("users") << QStringLiteral("email") << QString();
}

void TestSchemaExplorer::badges()
{
    QFETCH(QString, table);
    QFETCH(QString, column);
    QFETCH(QString, contains);
    const QModelIndex i = explorer_->model()->columnIndex(table, column);
    QVERIFY(i.isValid());
    const QString badge = i.data(SchemaTreeModel::BadgeRole).toString();
    const analysis::ColumnProfile* p = session_->columnProfile(table, column);
    QVERIFY(p);
    if (contains.isEmpty()) {
        QVERIFY(badge.isEmpty()); // not an ID or time column: no badge
        return;
    }
    QCOMPARE(badge, analysis::formatMixSummary(*p));
    QVERIFY2(badge.contains(contains), qPrintable(badge));
    QVERIFY(i.siblingAtColumn(SchemaTreeModel::BadgeColumn).data().toString().startsWith(badge));
}

void TestSchemaExplorer::anomalyMarker()
{
    // documents.id holds a few upper- and mixed-case ULIDs.
    const QModelIndex i =
        explorer_->model()->columnIndex(QStringLiteral("documents"), QStringLiteral("id"));
    const analysis::ColumnProfile* p =
        session_->columnProfile(QStringLiteral("documents"), QStringLiteral("id"));
    QVERIFY(p && !p->anomalies.isEmpty());
    const qint64 total = anomalyTotal(*p);
    QVERIFY(total > 0);
    QCOMPARE(i.data(SchemaTreeModel::AnomalyCountRole).toLongLong(), total);
    const QModelIndex badge = i.siblingAtColumn(SchemaTreeModel::BadgeColumn);
    QVERIFY(badge.data().toString().endsWith(QStringLiteral("⚠ ") + QLocale().toString(total)));
    QVERIFY(badge.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Mixed case")));
    // A column without anomalies has no marker.
    const QModelIndex v7 =
        explorer_->model()->columnIndex(QStringLiteral("keys_v7"), QStringLiteral("id"));
    QCOMPARE(v7.data(SchemaTreeModel::AnomalyCountRole).toLongLong(), qint64(0));
    QVERIFY(!v7.siblingAtColumn(SchemaTreeModel::BadgeColumn)
                 .data()
                 .toString()
                 .contains(QStringLiteral("⚠")));
}

void TestSchemaExplorer::markerMatchesSqlAfterFullScan()
{
    // users.id: ULIDs whose instant is more than a minute from created_at, decoded in SQL
    // from the first ten Crockford digits; the only anomaly of the column.
    session_->profileFully(QStringLiteral("users"));
    QVERIFY(session_->waitForIdle());
    const qint64 skewed = sql_->scalar(QStringLiteral(
        "WITH d(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM d WHERE k < 10), "
        "u AS (SELECT u.created_at AS t, sum((instr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', "
        "substr(upper(u.id), d.k, 1)) - 1) * (1 << (5 * (10 - d.k)))) AS ms "
        "FROM users u, d GROUP BY u.rowid) "
        "SELECT count(*) FROM u WHERE abs(ms / 1000.0 - t) > 60"));
    QVERIFY(skewed > 0);
    const QModelIndex i = explorer_->model()
                              ->columnIndex(QStringLiteral("users"), QStringLiteral("id"))
                              .siblingAtColumn(SchemaTreeModel::BadgeColumn);
    const QString marker = QStringLiteral("⚠ ") + QLocale().toString(skewed);
    QCOMPARE(i.data(SchemaTreeModel::AnomalyMarkerRole).toString(), marker);
    QVERIFY2(i.data().toString().endsWith(marker), qPrintable(i.data().toString()));
    // The tooltip says what the figure adds up, and that every row was read.
    const QString tip = i.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(marker + QStringLiteral(" adds up the anomalies below, found by reading "
                                                  "every row")),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Clock skew: ") + QLocale().toString(skewed)),
             qPrintable(tip));
    QVERIFY(!tip.contains(QStringLiteral("sample")));
}

void TestSchemaExplorer::columnsFitOrElide_data()
{
    QTest::addColumn<int>("width");
    QTest::newRow("narrow dock") << 330;
    QTest::newRow("default dock at 1280") << 384;
    QTest::newRow("wide dock") << 1000;
    QTest::newRow("the width it asks for") << -1; // wantsWidth(), from a narrow start
}

void TestSchemaExplorer::columnsFitOrElide()
{
    // Every shown cell either has room for its whole text or has it in its tooltip, the ⚠
    // marker is always in view, and the columns never reach past the dock.
    QFETCH(int, width);
    const bool asked = width < 0;
    SchemaExplorer explorer(session_.get());
    QSignalSpy wants(&explorer, &SchemaExplorer::wantsWidth);
    explorer.resize(asked ? 330 : width, 700);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    QTreeView* view = explorer.view();
    view->expandAll(); // emits no expanded(): fit as a user's clicks would
    explorer.fitColumns();
    if (asked) { // the dock is widened to what the explorer asked for last
        QVERIFY(!wants.isEmpty());
        width = wants.last().at(0).toInt();
        QVERIFY(width > 330);
        explorer.resize(width, 700);
        QApplication::processEvents();
        explorer.fitColumns();
    }
    QCOMPARE(view->header()->length(), view->viewport()->width());
    const QFontMetrics fm(view->font());
    QFont bold = view->font();
    bold.setBold(true);
    // The item's text margins, and the badge delegate's (2 px inset, 6 px padding, 8 px gap).
    const int pad = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    int cut = 0;
    int whole = 0;
    int types = 0;
    for (QModelIndex row = view->model()->index(0, 0); row.isValid(); row = view->indexBelow(row)) {
        for (int c = 0; c < SchemaTreeModel::ColumnCount; ++c) {
            const QModelIndex i = row.siblingAtColumn(c);
            const QString badge = c == SchemaTreeModel::BadgeColumn
                                      ? i.data(SchemaTreeModel::BadgeRole).toString()
                                      : QString();
            const QString text = badge.isEmpty() ? i.data().toString() : badge;
            if (text.isEmpty())
                continue;
            const QRect r = view->visualRect(i);
            QVERIFY(r.right() < view->viewport()->width());
            int room = r.width() - pad;
            if (!badge.isEmpty()) {
                const QString marker = i.data(SchemaTreeModel::AnomalyMarkerRole).toString();
                const int markerWidth =
                    marker.isEmpty() ? 0 : QFontMetrics(bold).horizontalAdvance(marker) + 8;
                room = r.width() - 4 - 12 - markerWidth;
                QVERIFY2(room > fm.horizontalAdvance(QStringLiteral("UUIDv7")), qPrintable(marker));
            }
            // A row count is never cut ("400 0…"), in any width.
            if (c == SchemaTreeModel::DetailColumn &&
                i.data(SchemaTreeModel::KindRole).toInt() == int(SchemaTreeModel::Kind::Table))
                QVERIFY2(fm.horizontalAdvance(text) <= room, qPrintable(text));
            // A format keeps its share ("UUIDv4 8…"): the first format of the mix and its share
            // fit in the pill, in a dock of the default width at 1280 or wider.
            if (!badge.isEmpty() && (width >= 384 || asked))
                QVERIFY2(fm.horizontalAdvance(badge.section(QStringLiteral(" · "), 0, 0)) <= room,
                         qPrintable(badge));
            // A declared type is never cut ("BLO…" beside the format badge) in a dock of the
            // default width or wider: at most what follows it ("INTEGER · …").
            const QString type = text.section(QStringLiteral(" · "), 0, 0);
            if (width >= 384 && c == SchemaTreeModel::DetailColumn &&
                i.data(SchemaTreeModel::KindRole).toInt() == int(SchemaTreeModel::Kind::Column) &&
                !type.contains(u' ')) {
                QVERIFY2(fm.horizontalAdvance(type + QStringLiteral(" …")) <= room,
                         qPrintable(text));
                ++types;
            }
            if (fm.horizontalAdvance(text) <= room) {
                ++whole;
                continue;
            }
            ++cut;
            const QString tip = i.data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(text), qPrintable(text + QStringLiteral(" | ") + tip));
        }
    }
    QVERIFY(whole > 0);
    if (width >= 384)
        QVERIFY(types > 20); // every column's declared type was checked
    if (width >= 1000 || asked)
        QCOMPARE(cut, 0); // room for everything: nothing is cut
    else
        QVERIFY(cut > 0); // the demo's longest rows do not fit: the check above was exercised
}

void TestSchemaExplorer::updatesInPlace()
{
    QTreeView* view = explorer_->view();
    explorer_->selectColumn(QStringLiteral("users"), QStringLiteral("id"));
    const QModelIndex usersProxy = view->currentIndex().parent();
    QVERIFY(view->isExpanded(usersProxy));
    QSignalSpy reset(explorer_->model(), &QAbstractItemModel::modelReset);
    QSignalSpy changed(explorer_->model(), &QAbstractItemModel::dataChanged);
    QSignalSpy finished(session_.get(), &DatabaseSession::fullProfileFinished);
    session_->profileFully(QStringLiteral("users"));
    QVERIFY(session_->waitForIdle());
    QCOMPARE(finished.size(), 1);
    QCOMPARE(reset.size(), 0);
    QVERIFY(changed.size() >= 1);
    // The whole column range of users, nothing else.
    const QModelIndex users = explorer_->model()->tableIndex(QStringLiteral("users"));
    const auto args = changed.last();
    QCOMPARE(args[0].value<QModelIndex>().parent(), users);
    QCOMPARE(args[1].value<QModelIndex>().column(), int(SchemaTreeModel::BadgeColumn));
    QCOMPARE(explorer_->currentSelection(),
             qMakePair(QStringLiteral("users"), QStringLiteral("id")));
    QVERIFY(view->isExpanded(view->currentIndex().parent()));
    // The badge now reflects the full scan: every row.
    const analysis::ColumnProfile* p =
        session_->columnProfile(QStringLiteral("users"), QStringLiteral("id"));
    QVERIFY(!p->sampled);
    QCOMPARE(p->rowsSeen, sql_->scalar(QStringLiteral("SELECT count(*) FROM users")));
    QVERIFY(explorer_->model()
                ->columnIndex(QStringLiteral("users"), QStringLiteral("id"))
                .data(Qt::ToolTipRole)
                .toString()
                .indexOf(QStringLiteral("sample")) < 0);
}

void TestSchemaExplorer::filter()
{
    QAbstractItemModel* proxy = explorer_->view()->model();
    explorer_->setFilterText(QStringLiteral("EDITED"));
    QCOMPARE(explorer_->filterEdit()->text(), QStringLiteral("EDITED"));
    QCOMPARE(proxy->rowCount(), 1); // "Tables"
    const QModelIndex tables = proxy->index(0, 0);
    QCOMPARE(proxy->rowCount(tables), 1);
    const QModelIndex messages = proxy->index(0, 0, tables);
    QCOMPARE(messages.data().toString(), QStringLiteral("messages"));
    QCOMPARE(proxy->rowCount(messages), 1);
    QCOMPARE(proxy->index(0, 0, messages).data().toString(), QStringLiteral("edited_timestamp"));
    // A table's name keeps all its rows.
    explorer_->setFilterText(QStringLiteral("keys_v7"));
    QCOMPARE(proxy->rowCount(proxy->index(0, 0)), 1);
    const QModelIndex v7 = proxy->index(0, 0, proxy->index(0, 0));
    QCOMPARE(proxy->rowCount(v7), explorer_->model()->rowCount(
                                      explorer_->model()->tableIndex(QStringLiteral("keys_v7"))));
    // Selecting something the filter hides clears the filter.
    explorer_->selectColumn(QStringLiteral("orders"), QStringLiteral("id"));
    QVERIFY(explorer_->filterEdit()->text().isEmpty());
    QCOMPARE(explorer_->currentSelection(),
             qMakePair(QStringLiteral("orders"), QStringLiteral("id")));
    // Ctrl+F puts the cursor in the filter.
    explorer_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(explorer_.get()));
    explorer_->view()->setFocus();
    QTest::keyClick(explorer_->view(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(explorer_->filterEdit()->hasFocus());
    explorer_->setFilterText(QString());
}

void TestSchemaExplorer::signalsAndSelection()
{
    QSignalSpy columns(explorer_.get(), &SchemaExplorer::columnActivated);
    QSignalSpy tables(explorer_.get(), &SchemaExplorer::tableActivated);
    explorer_->selectColumn(QStringLiteral("messages"), QStringLiteral("id"));
    QCOMPARE(columns.size(), 1);
    QCOMPARE(columns.last()[0].toString(), QStringLiteral("messages"));
    QCOMPARE(columns.last()[1].toString(), QStringLiteral("id"));
    explorer_->selectTable(QStringLiteral("events"));
    QCOMPARE(explorer_->currentSelection(), qMakePair(QStringLiteral("events"), QString()));
    QCOMPARE(columns.size(), 1); // a table is not a column
    QCOMPARE(tables.size(), 1);  // choosing a table opens it
    QCOMPARE(tables.last()[0].toString(), QStringLiteral("events"));
    explorer_->view()->setFocus();
    QTest::keyClick(explorer_->view(), Qt::Key_Return);
    QCOMPARE(tables.size(), 2);
    QCOMPARE(tables.last()[0].toString(), QStringLiteral("events"));
    // Double-click browses too, and does not fold the table.
    QTreeView* view = explorer_->view();
    const QModelIndex events = view->currentIndex();
    view->scrollTo(events);
    const QPoint at = view->visualRect(events).center();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at); // a double-click's first press
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(tables.size(), 3);
    QVERIFY(view->isExpanded(events) == false);
    // One click on another table opens it; the arrow keys move on and open the next.
    const QModelIndex group = events.parent();
    QModelIndex users;
    for (int r = 0; r < view->model()->rowCount(group); ++r) {
        const QModelIndex i = view->model()->index(r, 0, group);
        if (i.data(SchemaTreeModel::TableRole).toString() == QLatin1String("users"))
            users = i;
    }
    QVERIFY(users.isValid());
    view->scrollTo(users);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(users).center());
    QCOMPARE(tables.size(), 4);
    QCOMPARE(tables.last()[0].toString(), QStringLiteral("users"));
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(tables.size(), 5);
    QCOMPARE(tables.last()[0].toString(),
             view->currentIndex().data(SchemaTreeModel::TableRole).toString());
}

void TestSchemaExplorer::delegateColours()
{
    // Badge pill and muted text stay readable: enough contrast against the base colour in
    // both a light and a dark palette.
    auto contrast = [](const QColor& a, const QColor& b) {
        return std::abs(a.lightness() - b.lightness());
    };
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    for (const QPalette& p : {light, dark}) {
        QVERIFY(contrast(BadgeDelegate::pillColor(p), p.color(QPalette::Text)) > 120);
        QVERIFY(contrast(BadgeDelegate::mutedColor(p), p.color(QPalette::Base)) > 90);
        QVERIFY(BadgeDelegate::pillColor(p) != p.color(QPalette::Base));
    }
}

void TestSchemaExplorer::closeEmptiesTree()
{
    session_->close();
    QCOMPARE(explorer_->model()->rowCount(), 0);
    QCOMPARE(explorer_->currentSelection(), qMakePair(QString(), QString()));
    session_->open(path_);
    QVERIFY(session_->waitForIdle());
    QVERIFY(explorer_->model()->rowCount() > 0);
    explorer_->selectColumn(QStringLiteral("users"), QStringLiteral("id"));
    QCOMPARE(explorer_->currentSelection(),
             qMakePair(QStringLiteral("users"), QStringLiteral("id")));
}

QTEST_MAIN(TestSchemaExplorer)
#include "tst_schemaexplorer.moc"

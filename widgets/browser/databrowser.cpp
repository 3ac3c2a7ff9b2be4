#include "databrowser.h"

#include "analysis/idvalue.h"
#include "browsermodel.h"
#include "common/instantedit.h"
#include "common/jobprogress.h"
#include "common/settingskeys.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "db/jobrunner.h"
#include "db/schema.h"
#include "db/sqlnames.h"
#include "ids/instantinput.h"
#include "report/selectionexport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace idscope {

namespace {

using analysis::ColumnProfile;
using analysis::ColumnRole;

bool isIdColumn(const ColumnProfile* p)
{
    return p && p->dominant && (p->role == ColumnRole::Id || p->role == ColumnRole::Time);
}

QString locNumber(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

DataBrowser::DataBrowser(DatabaseSession* session, ZoneSetting* zone, QWidget* parent)
    : QWidget(parent), session_(session), zone_(zone), model_(new BrowserModel(this))
{
    buildUi();
    if (zone_) {
        model_->setZone(zone_->zone());
        connect(zone_, &ZoneSetting::changed, this, [this] {
            model_->setZone(zone_->zone());
            refitColumns();
        });
    }
    if (session_) {
        connect(session_, &DatabaseSession::opened, this, &DataBrowser::onSessionOpened);
        connect(session_, &DatabaseSession::closed, this, &DataBrowser::onSessionClosed);
        connect(session_, &DatabaseSession::profileChanged, this, &DataBrowser::onProfileChanged);
        connect(session_, &DatabaseSession::rowCountChanged, this, [this](const QString& t) {
            if (t == table_)
                updatePosition();
        });
    }
    updateActions();
}

DataBrowser::~DataBrowser() = default; // the job slots cancel what still runs

bool DataBrowser::isBusy() const
{
    return pageJob_.isRunning() || countJob_.isRunning() || positionJob_.isRunning();
}

QString DataBrowser::message() const
{
    return message_->isHidden() ? QString() : message_->text();
}

QString DataBrowser::positionText() const
{
    return position_->text();
}

bool DataBrowser::isFiltered() const
{
    return filter_.isSet() || !rowids_.isEmpty();
}

void DataBrowser::setMessage(const QString& text, bool error)
{
    message_->setText(text);
    message_->setForegroundRole(error ? QPalette::HighlightedText : QPalette::WindowText);
    message_->setBackgroundRole(error ? QPalette::Highlight : QPalette::Window);
    message_->setAutoFillBackground(error);
    message_->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        emit statusMessage(text);
}

void DataBrowser::setBusy(bool busy)
{
    if (busy) {
        busyDelay_->start();
    } else {
        busyDelay_->stop();
        busy_->finish();
        busyAct_->setVisible(false);
    }
}

void DataBrowser::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && model_->rowCount() > 0)
        emit model_->dataChanged(model_->index(0, 0),
                                 model_->index(model_->rowCount() - 1, model_->columnCount() - 1));
}

bool DataBrowser::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize && watched == view_->viewport())
        fitColumns();
    if (event->type() == QEvent::Resize && watched == toolbar_)
        fitToolbar();
    return QWidget::eventFilter(watched, event);
}

void DataBrowser::onSessionOpened()
{
    const QString t = table_;
    onSessionClosed();
    if (!t.isEmpty() && session_->schema().table(t))
        showTable(t);
}

void DataBrowser::onSessionClosed()
{
    pageJob_.reset();
    countJob_.reset();
    positionJob_.reset();
    sortColumn_.clear();
    sortDescending_ = false;
    table_.clear();
    columns_.clear();
    filter_ = {};
    rowids_.clear();
    page_ = {};
    userWidths_.clear();
    model_->clear();
    idColumn_->clear();
    captionBar_->setVisible(false);
    setMessage(QString());
    setBusy(false);
    updatePosition();
    updateActions();
}

void DataBrowser::onProfileChanged(const QString& table)
{
    if (table != table_)
        return;
    refreshColumns();
    refreshFilterColumns();
}

int DataBrowser::columnIndex(const QString& name) const
{
    for (int i = 0; i < columns_.size(); ++i) {
        if (columns_[i].compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

QVariantList DataBrowser::columnSample(const QString& column) const
{
    const int c = columnIndex(column);
    QVariantList out;
    for (const QVariantList& row : page_.rows) {
        if (out.size() == 20)
            break;
        out << row.value(c);
    }
    return out;
}

void DataBrowser::refreshColumns()
{
    QList<BrowserModel::ColumnSpec> specs;
    for (const QString& name : std::as_const(columns_)) {
        BrowserModel::ColumnSpec s;
        s.name = name;
        const ColumnProfile* p = session_ ? session_->columnProfile(table_, name) : nullptr;
        if (p && p->dominant) {
            s.format = *p->dominant;
            s.profile = p->dominantProfile;
            s.idLike = p->role == ColumnRole::Id || p->role == ColumnRole::Time;
            bool instant = carriesInstant(*p->dominant);
            for (const analysis::FormatCount& f : p->formats)
                instant = instant || (f.count > 0 && carriesInstant(f.format));
            s.hasInstant = s.idLike && instant;
        }
        specs << s;
    }
    model_->setColumns(specs);
    restoreHidden();
}

void DataBrowser::refreshFilterColumns()
{
    const QString keep = idColumn_->currentData().toString();
    const QSignalBlocker block(idColumn_);
    idColumn_->clear();
    for (const QString& name : std::as_const(columns_)) {
        const ColumnProfile* p = session_ ? session_->columnProfile(table_, name) : nullptr;
        if (!isIdColumn(p))
            continue;
        idColumn_->addItem(QStringLiteral("%1 (%2)").arg(name, formatName(*p->dominant)), name);
    }
    const int i = idColumn_->findData(keep);
    idColumn_->setCurrentIndex(i >= 0 ? i : 0);
    onFilterColumnChanged();
}

void DataBrowser::onFilterColumnChanged()
{
    const QString col = idColumn_->currentData().toString();
    const ColumnProfile* p =
        session_ && !col.isEmpty() ? session_->columnProfile(table_, col) : nullptr;
    const db::TableInfo* info = session_ ? session_->schema().table(table_) : nullptr;
    const bool reversible = (p && p->dominant && formatInfo(*p->dominant).reversible) ||
                            (info && analysis::IdValue::comparesAsInstants(*info, col));
    for (QWidget* w :
         {static_cast<QWidget*>(from_), static_cast<QWidget*>(to_), static_cast<QWidget*>(apply_)})
        w->setEnabled(reversible);
    goTo_->setEnabled(p != nullptr);
    for (InstantEdit* e : {from_, to_})
        e->setToolTip(p && !reversible ? tr("%1 carries no instant to filter by")
                                             .arg(analysis::formatDisplayTitle(*p->dominant))
                                       : InstantEdit::spellings(e->zone()));
}

void DataBrowser::showTable(const QString& table)
{
    if (!session_ || !session_->isOpen())
        return;
    const db::TableInfo* info = session_->schema().table(table);
    if (!info) {
        setMessage(tr("No table or view named \"%1\".").arg(table), true);
        return;
    }
    const bool changed = info->name != table_;
    table_ = info->name;
    columns_.clear();
    for (const db::ColumnInfo& c : info->columns) {
        if (!c.hidden)
            columns_ << c.name;
    }
    filter_ = {};
    rowids_.clear();
    matching_ = -1;
    captionBar_->setVisible(false);
    setMessage(info->error.isEmpty() ? QString() : info->error, !info->error.isEmpty());
    if (changed) {
        userWidths_.clear();
        position_->setMinimumWidth(0);
        sortColumn_.clear();
        sortDescending_ = false;
        showSortIndicator();
        refreshColumns();
        refreshFilterColumns();
        from_->clear();
        to_->clear();
        goTo_->clear(); // an ID of another table
        emit currentTableChanged(table_);
    }
    request(Nav::First, db::PageDirection::First, {});
}

void DataBrowser::showRows(const QString& table, const QList<qint64>& rowids,
                           const QString& caption)
{
    showTable(table);
    if (table_.compare(table, Qt::CaseInsensitive) != 0)
        return;
    const db::TableInfo* info = session_->schema().table(table_);
    if (!info->hasRowid()) {
        setMessage(tr("%1 has no rowid: its rows cannot be picked one by one.").arg(table_), true);
        return;
    }
    // Bound one by one: stay far below SQLite's limit on host parameters.
    rowids_ = rowids.mid(0, kMaxShownRowids);
    caption_->setText(caption.isEmpty()
                          ? tr("Showing %Ln chosen row(s).", nullptr, int(rowids.size()))
                          : caption);
    captionBar_->setVisible(true);
    request(Nav::First, db::PageDirection::First, {});
    startCount();
}

db::PageRequest DataBrowser::baseRequest() const
{
    db::PageRequest r;
    r.table = table_;
    r.columns = columns_;
    r.limit = kPageRows;
    r.filter = filter_;
    r.rowids = rowids_;
    r.sortColumn = sortColumn_;
    r.descending = sortDescending_;
    if (const db::TableInfo* info = session_->schema().table(table_)) {
        r.keyColumns = db::keyColumnsFor(*info);
        r.rowidColumn = db::rowidName(*info);
        // A filtered page is read in (column, key) order when an index delivers that order:
        // the BETWEEN range is then one index scan, never a sort or a table scan. The OR of
        // two spellings is two ranges, not in that order: it pages by the key.
        if (sortColumn_.isEmpty() && !sortDescending_ && filter_.isSet() &&
            db::isSingleRange(filter_) && !r.keyColumns.isEmpty() &&
            r.keyColumns.first().compare(filter_.column, Qt::CaseInsensitive) != 0 &&
            db::isOrderedBy(*info, filter_.column) && !info->withoutRowid)
            r.keyColumns.prepend(filter_.column);
    }
    return r;
}

void DataBrowser::request(Nav nav, db::PageDirection dir, const QVariantList& key)
{
    if (!session_ || table_.isEmpty())
        return;
    db::PageRequest r = baseRequest();
    r.direction = dir;
    r.key = key;
    startPageJob(nav, [r](db::JobContext& ctx) {
        PageResult res;
        res.page = ctx.source().fetchPage(r);
        return res;
    });
    updateActions();
}

void DataBrowser::startPageJob(Nav nav, std::function<PageResult(db::JobContext&)> job)
{
    const qsizetype oldRows = page_.rows.size();
    session_->jobs()->startOnSource(
        pageJob_,
        [job = std::move(job)](db::JobContext& ctx) {
            PageResult res = job(ctx);
            if (!res.page.error.isEmpty())
                return db::JobOutcome<PageResult>::failed(res.page.error);
            return db::JobOutcome<PageResult>::done(std::move(res));
        },
        this,
        [this, nav, oldRows](db::JobOutcome<PageResult> r) {
            setBusy(false);
            if (r.isDone()) {
                onPage(nav, oldRows, r.value());
            } else if (r.isFailed()) {
                setMessage(tr("Could not read %1: %2").arg(table_, r.error()), true);
                updateActions();
            } else if (!sortColumn_.isEmpty()) {
                // Cancel during a sort: back to the order that needs no sorting.
                sortColumn_.clear();
                sortDescending_ = false;
                showSortIndicator();
                request(Nav::First, db::PageDirection::First, {});
                setMessage(tr("Sorting stopped: the rows are in key order again."));
            } else {
                setMessage(tr("Reading the page was stopped."));
                updateActions();
            }
        });
    setBusy(true);
}

void DataBrowser::startCount()
{
    if (!session_ || !isFiltered())
        return;
    matching_ = -1;
    const db::PageRequest r = baseRequest();
    session_->jobs()->startOnSource(
        countJob_, [r](db::JobContext& ctx) { return ctx.source().countMatching(r).value_or(-1); },
        this,
        [this](db::JobOutcome<qint64> n) {
            if (n.isDone())
                matching_ = n.value();
            updatePosition();
        });
}

void DataBrowser::firstPage()
{
    request(Nav::First, db::PageDirection::First, {});
}

void DataBrowser::lastPage()
{
    request(Nav::Last, db::PageDirection::Last, {});
}

// Next and Previous step from the page on screen: while another page is on its way, its
// boundary may belong to another order (a filter just set or cleared), so wait for it.
void DataBrowser::nextPage()
{
    if (!pageJob_.isRunning() && !page_.lastKey.isEmpty() && !page_.atEnd)
        request(Nav::Next, db::PageDirection::After, page_.lastKey);
}

void DataBrowser::previousPage()
{
    if (!pageJob_.isRunning() && !page_.firstKey.isEmpty() && !page_.atStart)
        request(Nav::Previous, db::PageDirection::Before, page_.firstKey);
}

void DataBrowser::reload()
{
    if (page_.firstKey.isEmpty())
        request(Nav::Reload, db::PageDirection::First, {});
    else
        request(Nav::Reload, db::PageDirection::AtOrAfter, page_.firstKey);
}

void DataBrowser::onPage(Nav nav, qsizetype oldRows, const PageResult& res)
{
    if (res.goTo && !res.found) {
        setMessage(tr("No row of %1 holds this ID.").arg(table_), true);
        updateActions();
        return;
    }
    const qsizetype n = res.page.rows.size();
    switch (nav) {
    case Nav::First:
        startIndex_ = 0;
        endGap_ = -1;
        break;
    case Nav::Last:
        startIndex_ = -1;
        endGap_ = 0;
        break;
    case Nav::Next:
        startIndex_ = startIndex_ >= 0 ? startIndex_ + oldRows : -1;
        endGap_ = endGap_ >= 0 ? endGap_ - n : -1;
        break;
    case Nav::Previous:
        startIndex_ = startIndex_ >= 0 ? startIndex_ - n : -1;
        endGap_ = endGap_ >= 0 ? endGap_ + oldRows : -1;
        break;
    case Nav::GoTo:
        startIndex_ = endGap_ = -1;
        break;
    case Nav::Reload:
        break;
    }
    if (res.page.atStart)
        startIndex_ = 0;
    if (res.page.atEnd)
        endGap_ = 0;
    if (baseRequest().keyColumns.isEmpty() && !res.page.firstKey.isEmpty())
        startIndex_ = res.page.firstKey.first().toLongLong(); // a view's key is the position
    if (n == 0 && nav != Nav::First && nav != Nav::Last && nav != Nav::Reload) {
        updateActions(); // past the end: keep the page on screen
        return;
    }
    page_ = res.page;
    positionJob_.reset();
    model_->setPage(page_.rows, startIndex_ >= 0 ? startIndex_ + 1 : -1);
    if (startIndex_ < 0)
        startPosition();
    showSortIndicator();
    if (!res.goTo && !message_->isHidden() && message_->autoFillBackground())
        setMessage(QString());
    if (res.goTo) {
        view_->setFocus();
        const QModelIndex at = model_->index(0, model_->viewColumn(0));
        view_->setCurrentIndex(at);
        view_->selectRow(0);
        view_->scrollTo(at);
        setMessage(res.widened ? tr("Found by comparing IDs ignoring letter case (slower): the "
                                    "column mixes cases and holds no plain upper- or lower-case "
                                    "spelling of this ID.")
                               : QString());
    } else {
        view_->scrollToTop();
    }
    updatePosition();
    updateActions();
}

void DataBrowser::updatePosition()
{
    if (table_.isEmpty()) {
        position_->clear();
        return;
    }
    const qint64 n = page_.rows.size();
    qint64 total = -1;
    bool exact = true;
    QString of;
    if (isFiltered()) {
        total = matching_;
        // Rows picked by rowid (a profile's examples) are a choice, not all that match.
        if (total >= 0)
            of = rowids_.isEmpty() ? tr("%1 matching").arg(locNumber(total))
                                   : tr("%1 chosen").arg(locNumber(total));
        else if (countJob_.isRunning())
            of = tr("counting matches…");
    } else if (session_) {
        const DatabaseSession::RowCount rc = session_->rowCount(table_);
        total = rc.rows;
        exact = rc.exact;
        if (total >= 0)
            of = (exact ? QString() : QStringLiteral("≈")) + locNumber(total);
    }
    if (n == 0) {
        // Nothing on screen: "no rows of 0 matching" says nothing more, and while the count
        // still runs an empty first page already answers it.
        position_->setText(isFiltered() && page_.atStart && page_.atEnd ? tr("no rows match")
                                                                        : tr("no rows"));
        position_->setMinimumWidth(
            std::max(position_->minimumWidth(), position_->sizeHint().width()));
        fitToolbar();
        return;
    }
    QString rows;
    if (startIndex_ >= 0) {
        rows = tr("rows %1–%2").arg(locNumber(startIndex_ + 1), locNumber(startIndex_ + n));
    } else if (endGap_ >= 0 && total >= 0) {
        const QString approx = exact ? QString() : QStringLiteral("≈");
        rows = tr("rows %1%2–%1%3")
                   .arg(approx, locNumber(std::max<qint64>(1, total - endGap_ - n + 1)),
                        locNumber(total - endGap_));
    } else if (positionJob_.isRunning()) {
        rows = tr("%Ln row(s), finding their position…", nullptr, int(n));
    } else {
        rows = tr("%Ln row(s) from the chosen one", nullptr, int(n));
    }
    position_->setText(of.isEmpty() ? rows : tr("%1 of %2").arg(rows, of));
    // Room for the widest position of this table so far: the toolbar does not jump while
    // paging, and a small table leaves room for the buttons beside it.
    position_->setMinimumWidth(std::max(position_->minimumWidth(), position_->sizeHint().width()));
    fitToolbar();
}

// The page buttons' names where the toolbar has room for them, else their arrows alone (the
// names stay in their tooltips): nothing goes behind the toolbar's overflow button.
void DataBrowser::fitToolbar()
{
    const std::pair<QAction*, QString> arrows[] = {{firstAct_, QStringLiteral("«")},
                                                   {prevAct_, QStringLiteral("‹")},
                                                   {nextAct_, QStringLiteral("›")},
                                                   {lastAct_, QStringLiteral("»")}};
    for (const auto& [action, arrow] : arrows)
        action->setIconText(action->text());
    toolbar_->layout()->invalidate();
    if (toolbar_->sizeHint().width() <= toolbar_->width())
        return;
    for (const auto& [action, arrow] : arrows)
        action->setIconText(arrow);
}

void DataBrowser::updateActions()
{
    const bool have = !table_.isEmpty();
    const bool keyed = have && session_ && !baseRequest().keyColumns.isEmpty();
    // A read that found nothing at all (a filter no row matches) has nowhere to go.
    const bool none = page_.rows.isEmpty() && page_.atStart && page_.atEnd;
    firstAct_->setEnabled(have && !none &&
                          !(page_.atStart && startIndex_ == 0 && !page_.rows.isEmpty()));
    prevAct_->setEnabled(have && !page_.atStart && !page_.firstKey.isEmpty());
    nextAct_->setEnabled(have && !page_.atEnd && !page_.lastKey.isEmpty());
    lastAct_->setEnabled(keyed && !page_.atEnd);
    lastAct_->setToolTip(keyed ? tr("Show the last rows (%1)")
                                     .arg(lastAct_->shortcut().toString(QKeySequence::NativeText))
                               : tr("A view has no key: page forward instead"));
    reloadAct_->setEnabled(have);
    clear_->setEnabled(isFiltered());
}

bool DataBrowser::applyFilter(const QString& column, const QString& from, const QString& to)
{
    if (!session_ || table_.isEmpty())
        return false;
    const ColumnProfile* p = session_->columnProfile(table_, column);
    QString why = tr("Choose an ID column whose IDs carry an instant.");
    const db::TableInfo* info = session_->schema().table(table_);
    const std::optional<db::RangeFilter> range =
        info && analysis::IdValue::comparesAsInstants(*info, column)
            ? analysis::IdValue::timestampRange(column, from, to, from_->zone(), from_->now(), &why)
        : p ? analysis::IdValue::instantRange(*p, from, to, columnSample(column), from_->zone(),
                                              from_->now(), &why)
            : std::nullopt;
    if (!range) {
        setMessage(why + staleFilterNote(), true);
        return false;
    }
    // The range reads the ends in either order: put them in order in the fields too, and say
    // so, rather than show "from" a later instant than "to".
    const InstantInput a = parseInstantInput(from, from_->zone(), from_->now());
    const InstantInput b = parseInstantInput(to, to_->zone(), to_->now());
    const bool reversed = a.ok() && b.ok() && b.instant < a.instant;
    const db::RangeFilter f = *range;
    filter_ = f;
    rowids_.clear();
    captionBar_->setVisible(false);
    {
        const QSignalBlocker block(idColumn_);
        idColumn_->setCurrentIndex(std::max(0, idColumn_->findData(column)));
    }
    from_->setText((reversed ? to : from).trimmed());
    to_->setText((reversed ? from : to).trimmed());
    appliedFrom_ = from_->text();
    appliedTo_ = to_->text();
    // Not an error: the rows are right, only the reading is slower.
    const bool slower =
        f.letterCase == db::LetterCase::AnyMixed && f.lower.isValid() && f.upper.isValid();
    QStringList notes;
    if (reversed)
        notes << tr("“From” was later than “To”: the two ends were swapped.");
    if (slower)
        notes << tr("%1 holds IDs in more than one letter case: to match every spelling the "
                    "filter reads a wider index range and compares ignoring case, which is "
                    "slower.")
                     .arg(column);
    setMessage(notes.join(QLatin1Char(' ')));
    request(Nav::First, db::PageDirection::First, {});
    startCount();
    updatePosition();
    return true;
}

QString DataBrowser::staleFilterNote() const
{
    if (!filter_.isSet())
        return QString();
    const QString range = appliedFrom_.isEmpty() ? tr("to %1").arg(appliedTo_)
                          : appliedTo_.isEmpty()
                              ? tr("from %1").arg(appliedFrom_)
                              : tr("from %1 to %2").arg(appliedFrom_, appliedTo_);
    return QLatin1Char(' ') + tr("The rows below are still those of the last filter: %1 %2.")
                                  .arg(filter_.column, range);
}

void DataBrowser::clearFilter()
{
    if (!isFiltered())
        return;
    filter_ = {};
    rowids_.clear();
    matching_ = -1;
    captionBar_->setVisible(false);
    from_->clear();
    to_->clear();
    setMessage(QString());
    request(Nav::First, db::PageDirection::First, {});
}

bool DataBrowser::goToId(const QString& id, const QString& column)
{
    if (!session_ || table_.isEmpty() || id.trimmed().isEmpty())
        return false;
    const QString col = column.isEmpty() ? idColumn_->currentData().toString() : column;
    const ColumnProfile* p = session_->columnProfile(table_, col);
    QString why = tr("Choose the ID column to look the ID up in.");
    const QList<db::RangeFilter> matches =
        p ? analysis::IdValue::matches(*p, id, columnSample(col), &why) : QList<db::RangeFilter>();
    if (matches.isEmpty()) {
        setMessage(why, true);
        return false;
    }
    filter_ = {};
    rowids_.clear();
    matching_ = -1;
    captionBar_->setVisible(false);
    sortColumn_.clear(); // the row is shown among its neighbours in key order
    sortDescending_ = false;
    showSortIndicator();
    const db::PageRequest r = baseRequest();
    startPageJob(Nav::GoTo, [r, matches](db::JobContext& ctx) {
        PageResult res;
        res.goTo = true;
        res.page = ctx.source().pageAtMatch(r, matches, &res.found, &res.widened);
        return res;
    });
    return true;
}

} // namespace idscope

namespace idscope {

void DataBrowser::cancelReading()
{
    pageJob_.cancel();
}

void DataBrowser::startPosition()
{
    if (!session_ || page_.firstKey.isEmpty())
        return;
    const db::PageRequest r = baseRequest();
    const QVariantList key = page_.firstKey;
    session_->jobs()->startOnSource(
        positionJob_,
        [r, key](db::JobContext& ctx) { return ctx.source().countBefore(r, key).value_or(-1); },
        this,
        [this, key](db::JobOutcome<qint64> n) {
            if (n.isDone() && n.value() >= 0 && page_.firstKey == key) {
                startIndex_ = n.value();
                model_->setFirstRowNumber(startIndex_ + 1);
            }
            updatePosition();
            updateActions();
        });
    updatePosition();
}

void DataBrowser::sortBy(const QString& column, bool descending)
{
    const db::TableInfo* info =
        session_ && !table_.isEmpty() ? session_->schema().table(table_) : nullptr;
    if (!info)
        return;
    const QStringList key = db::keyColumnsFor(*info);
    if (key.isEmpty() && (!column.isEmpty() || descending)) {
        setMessage(tr("%1 has no key to page it in another order: its rows are shown as it "
                      "yields them.")
                       .arg(table_),
                   true);
        return;
    }
    // The key itself (a rowid alias, a one-column primary key) is key order, perhaps reversed.
    const bool isKey = key.size() == 1 && key.first().compare(column, Qt::CaseInsensitive) == 0;
    sortColumn_ = isKey ? QString() : column;
    sortDescending_ = descending;
    showSortIndicator();
    const bool indexed = sortColumn_.isEmpty() || db::isOrderedBy(*info, sortColumn_);
    const qint64 rows = session_->rowCount(table_).rows;
    setMessage(indexed ? QString()
               : rows >= 0
                   ? tr("%1 has no index: each page reads all %2 rows to sort them, in the "
                        "background (Cancel stops it). Nothing is written to the database; an "
                        "index on %1 would make this fast.")
                         .arg(sortColumn_, locNumber(rows))
                   : tr("%1 has no index: each page reads the whole table to sort it, in the "
                        "background (Cancel stops it). Nothing is written to the database; an "
                        "index on %1 would make this fast.")
                         .arg(sortColumn_));
    request(Nav::First, db::PageDirection::First, {});
}

// Ascending, then descending, then back to key order; the key column starts descending.
void DataBrowser::onHeaderClicked(int viewColumn)
{
    const int src = model_->sourceColumn(viewColumn);
    if (src < 0 || !session_)
        return;
    const QString name = model_->columns().at(src).name;
    const db::TableInfo* info = session_->schema().table(table_);
    const QStringList key = info ? db::keyColumnsFor(*info) : QStringList();
    const bool isKey = key.size() == 1 && key.first().compare(name, Qt::CaseInsensitive) == 0;
    const bool onIt =
        isKey ? sortColumn_.isEmpty() : sortColumn_.compare(name, Qt::CaseInsensitive) == 0;
    if (isKey)
        sortBy(name, !(onIt && sortDescending_));
    else if (!onIt)
        sortBy(name, false);
    else if (!sortDescending_)
        sortBy(name, true);
    else
        sortBy(QString(), false);
}

void DataBrowser::showSortIndicator()
{
    QHeaderView* h = view_->horizontalHeader();
    int column = -1;
    if (!sortColumn_.isEmpty())
        column = model_->viewColumn(columnIndex(sortColumn_));
    else if (sortDescending_ && session_ && !table_.isEmpty()) {
        const db::TableInfo* info = session_->schema().table(table_);
        const QStringList key = info ? db::keyColumnsFor(*info) : QStringList();
        if (key.size() == 1)
            column = model_->viewColumn(columnIndex(key.first()));
    }
    h->setSortIndicatorShown(column >= 0);
    if (column >= 0)
        h->setSortIndicator(column, sortDescending_ ? Qt::DescendingOrder : Qt::AscendingOrder);
}

} // namespace idscope

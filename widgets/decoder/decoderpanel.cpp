#include "decoderpanel.h"

#include "common/formatcombobox.h"
#include "common/jobprogress.h"
#include "common/tablecolumnfitter.h"
#include "common/zonecombobox.h"
#include "decodejob.h"
#include "decodermodel.h"
#include "decodetext.h"
#include "epochcomparemodel.h"
#include "report/exportreportdialog.h"
#include "report/reportdecoder.h"

#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDataStream>
#include <QDateTime>
#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

namespace idscope {

namespace {
constexpr int kDebounceMs = 250;
// Of the results splitter, in percent: the details beside the table get nearly half, as at
// 1280 px Compare Epochs needs about 540 px for its instants, names, ages and reasons (the
// results scroll sideways anyway).
constexpr int kResultsShare = 56;

// Widest a column gets from auto-fitting; long field lists are elided, tooltips hold all.
int columnCap(int column)
{
    switch (column) {
    case DecoderModel::Input:
        return 320;
    case DecoderModel::Warnings:
        return 240;
    case DecoderModel::Alternatives:
        return 200;
    default:
        return 300;
    }
}
} // namespace

DecoderPanel::DecoderPanel(QWidget* parent)
    : QWidget(parent), model_(new DecoderModel(this)), proxy_(new QSortFilterProxyModel(this)),
      runner_(new db::JobRunner(this, 1)), debounce_(new QTimer(this))
{
    setObjectName(QStringLiteral("decoderPanel"));
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(DecoderModel::SortRole);

    pasteEdit_ = new QPlainTextEdit(this);
    pasteEdit_->setObjectName(QStringLiteral("pasteEdit"));
    pasteEdit_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    pasteEdit_->setPlaceholderText(tr("Paste IDs here: one per line, or any text such as log "
                                      "lines; the IDs in it are found and decoded."));
    pasteEdit_->setToolTip(tr("Values to decode. Decoding starts as you type or paste. "
                              "Changing the text drops the formats chosen for single rows."));
    pasteEdit_->setLineWrapMode(QPlainTextEdit::NoWrap);

    // The table and the details share the room below the paste box: side by side when the
    // panel is wide and low (docked at the bottom), one above the other when it is narrow.
    resultsSplitter_ = new QSplitter(Qt::Horizontal, this);
    resultsSplitter_->setObjectName(QStringLiteral("resultsSplitter"));
    resultsSplitter_->setChildrenCollapsible(false);
    resultsSplitter_->addWidget(createTable());
    detailTabs_ = new QTabWidget(this);
    detailTabs_->setObjectName(QStringLiteral("detailTabs"));
    detailTabs_->addTab(details_, tr("Details"));
    detailTabs_->setTabToolTip(0, tr("Every reading of the selected value"));
    detailTabs_->addTab(createEpochView(), tr("Compare Epochs"));
    detailTabs_->setTabToolTip(1, tr("The selected decimal integer under every Snowflake-like "
                                     "profile, TSID and Unix unit, sorted by time around now"));
    resultsSplitter_->addWidget(detailTabs_);
    // Grown and shrunk in the same proportion.
    resultsSplitter_->setStretchFactor(0, kResultsShare);
    resultsSplitter_->setStretchFactor(1, 100 - kResultsShare);
    resultsSplitter_->setSizes({kResultsShare * 10, (100 - kResultsShare) * 10});

    splitter_ = new QSplitter(Qt::Vertical, this);
    splitter_->setObjectName(QStringLiteral("decoderSplitter"));
    splitter_->setChildrenCollapsible(false);
    splitter_->addWidget(pasteEdit_);
    splitter_->addWidget(resultsSplitter_);
    splitter_->setStretchFactor(0, 0);
    splitter_->setStretchFactor(1, 1);
    // Three lines of paste box to start with; the results get the rest.
    const int pasteHeight =
        pasteEdit_->fontMetrics().lineSpacing() * 3 +
        2 * (pasteEdit_->frameWidth() + int(pasteEdit_->document()->documentMargin()));
    splitter_->setSizes({pasteHeight, 400});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(createControls());
    layout->addWidget(splitter_, 1);
    layout->addWidget(createStatusRow());

    debounce_->setSingleShot(true);
    debounce_->setInterval(kDebounceMs);
    connect(debounce_, &QTimer::timeout, this, &DecoderPanel::decodeNow);
    connect(pasteEdit_, &QPlainTextEdit::textChanged, debounce_, qOverload<>(&QTimer::start));

    updateSummary();
}

DecoderPanel::~DecoderPanel() = default;

QWidget* DecoderPanel::createControls()
{
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);

    formatBox_ = new FormatComboBox(box);
    formatBox_->setToolTip(tr("Read every value as this format instead of detecting it. "
                              "Changing it drops the formats chosen for single rows "
                              "(right-click a row to choose one)."));
    formatBox_->setStatusTip(formatBox_->toolTip());
    // The choices give way in a narrow window (a 1280 px one in Russian), not the buttons,
    // whose words would be cut; with room they show their whole text.
    formatBox_->setMaximumWidth(formatBox_->sizeHint().width());
    formatBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    formatBox_->setMinimumContentsLength(12);
    formatBox_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* formatLabel = new QLabel(tr("&Read as:"), box);
    formatLabel->setBuddy(formatBox_);
    connect(formatBox_, &FormatComboBox::forcedFormatChanged, this, &DecoderPanel::decodeNow);

    zoneBox_ = new ZoneComboBox(box);
    zoneBox_->setMaximumWidth(zoneBox_->sizeHint().width());
    zoneBox_->setMinimumContentsLength(14);
    zoneBox_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* zoneLabel = new QLabel(tr("Time &zone:"), box);
    zoneLabel->setBuddy(zoneBox_);
    connect(zoneBox_, &ZoneComboBox::zoneNameChanged, this, [this](const QString& name) {
        setDisplayZone(name);
        emit displayZoneChanged(name);
    });
    connect(zoneBox_, &ZoneComboBox::zoneRejected, this, &DecoderPanel::statusMessage);

    auto* pasteButton = new QPushButton(tr("Pa&ste and Decode"), box);
    pasteButton->setObjectName(QStringLiteral("pasteButton"));
    pasteButton->setToolTip(tr("Replace the text with the clipboard and decode it"));
    connect(pasteButton, &QPushButton::clicked, this, &DecoderPanel::decodeClipboard);

    auto* clearButton = new QPushButton(tr("Cl&ear"), box);
    clearButton->setObjectName(QStringLiteral("clearButton"));
    clearButton->setToolTip(tr("Empty the paste box and the results"));
    connect(clearButton, &QPushButton::clicked, this, &DecoderPanel::clear);

    copyButton_ = new QPushButton(tr("&Copy Results"), box);
    copyButton_->setObjectName(QStringLiteral("copyButton"));
    copyButton_->setToolTip(tr("Copy the selected rows, or all rows, as tab-separated text"));
    connect(copyButton_, &QPushButton::clicked, this, &DecoderPanel::copyRows);
    exportButton_ = new QPushButton(tr("E&xport Report…"), box);
    exportButton_->setObjectName(QStringLiteral("exportButton"));
    exportButton_->setToolTip(tr("Write the selected rows, or all rows, with their readings as "
                                 "a report: HTML, PDF, Markdown, CSV or JSON"));
    connect(exportButton_, &QPushButton::clicked, this, &DecoderPanel::exportReport);

    row->addWidget(formatLabel);
    row->addWidget(formatBox_, 1);
    row->addSpacing(12);
    row->addWidget(zoneLabel);
    row->addWidget(zoneBox_, 1);
    row->addSpacing(12);
    row->addWidget(pasteButton);
    row->addWidget(clearButton);
    row->addStretch(1);
    row->addWidget(copyButton_);
    row->addWidget(exportButton_);
    return box;
}

QWidget* DecoderPanel::createTable()
{
    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("resultsTable"));
    table_->setModel(proxy_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->setTextElideMode(Qt::ElideRight);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->horizontalHeader()->setResizeContentsPrecision(200);
    table_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    table_->setSortingEnabled(true);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);

    // The view copies only the current cell on Ctrl+C; the filter copies whole rows. It
    // also opens the row menu: mouse right-clicks reach the viewport, the Menu key the view.
    table_->installEventFilter(this);
    table_->viewport()->installEventFilter(this);
    table_->setContextMenuPolicy(Qt::DefaultContextMenu);
    copyAction_ = new QAction(tr("&Copy Rows"), table_);
    copyAction_->setObjectName(QStringLiteral("copyRowsAction"));
    copyAction_->setShortcut(QKeySequence::Copy);
    copyAction_->setShortcutContext(Qt::WidgetShortcut);
    copyAction_->setStatusTip(tr("Copy the selected rows as tab-separated text"));
    connect(copyAction_, &QAction::triggered, this, &DecoderPanel::copyRows);
    table_->addAction(copyAction_);
    // Shift+F10 is the desktop's other context-menu key; not every platform maps it.
    auto* menuKey = new QAction(tr("Row Menu"), table_);
    menuKey->setObjectName(QStringLiteral("rowMenuAction"));
    menuKey->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F10));
    menuKey->setShortcutContext(Qt::WidgetShortcut);
    menuKey->setStatusTip(tr("Open the menu of the current row: read it as another format, "
                             "copy"));
    connect(menuKey, &QAction::triggered, this, &DecoderPanel::showRowMenu);
    table_->addAction(menuKey);

    details_ = new QTextBrowser(this);
    details_->setObjectName(QStringLiteral("detailsView"));
    details_->setOpenLinks(false);
    details_->setPlaceholderText(tr("Select a row to see every reading of the value."));
    // The alternatives carry "Read this row as …" links.
    connect(details_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() != DecodeText::readAsScheme())
            return;
        const QModelIndex current = proxy_->mapToSource(table_->currentIndex());
        if (!current.isValid())
            return;
        const QString name = url.path();
        if (name == QLatin1String("auto")) {
            setRowFormat(current.row(), Format::Count);
        } else if (const std::optional<Format> f = formatFromName(name)) {
            setRowFormat(current.row(), *f);
        }
    });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &DecoderPanel::updateDetails);
    fitColumns(); // to the headers alone until rows arrive
    return table_;
}

QWidget* DecoderPanel::createEpochView()
{
    auto* box = new QWidget(this);
    box->setObjectName(QStringLiteral("epochView"));
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    epochNote_ = new QLabel(box);
    epochNote_->setObjectName(QStringLiteral("epochNote"));
    epochNote_->setWordWrap(true);
    epochModel_ = new EpochCompareModel(this);
    epochModel_->setPalette(palette());
    epochTable_ = new QTableView(box);
    epochTable_->setObjectName(QStringLiteral("epochTable"));
    epochTable_->setModel(epochModel_);
    epochTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    epochTable_->verticalHeader()->hide();
    epochTable_->verticalHeader()->setDefaultSectionSize(epochTable_->fontMetrics().height() + 8);
    // The columns refit to the tab's width; at a 1280 px window the instant and the profile's
    // name stay whole, the age and the marks wrap.
    EpochCompareModel::fitColumnsOf(epochTable_);
    epochTable_->setToolTip(tr("Readings dimmed and marked ⚠ lie in the future, before their "
                               "profile's launch or outside its range"));
    v->addWidget(epochNote_);
    v->addWidget(epochTable_, 1);
    return box;
}

void DecoderPanel::updateEpochs()
{
    if (!epochModel_ || !epochNote_)
        return; // a palette change while the panel is being built
    const QModelIndex current = proxy_->mapToSource(table_->currentIndex());
    std::optional<EpochComparison> c;
    if (current.isValid()) {
        DecodeOptions o;
        o.nowMs = model_->nowMs();
        c = compareEpochs(model_->result(current.row()).input, o);
    }
    epochModel_->setComparison(c);
    if (!current.isValid())
        epochNote_->setText(tr("Select a row holding a decimal integer to read it under every "
                               "integer profile."));
    else if (!c)
        epochNote_->setText(tr("%1 is not a decimal integer: only numbers are read under every "
                               "profile.")
                                .arg(model_->result(current.row()).input));
    else
        epochNote_->setText(tr("%1 under every integer profile, earliest first. Plausible "
                               "readings lie between the profile's launch and now.")
                                .arg(c->input));
}

QWidget* DecoderPanel::createStatusRow()
{
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    summary_ = new QLabel(box);
    summary_->setObjectName(QStringLiteral("summaryLabel"));
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    progress_ = new JobProgress(box);
    progress_->bar()->setObjectName(QStringLiteral("decodeProgress"));
    progress_->cancelButton()->setObjectName(QStringLiteral("cancelButton"));
    progress_->setBarWidth(240);
    progress_->setCancelToolTip(tr("Stop decoding; rows decoded so far stay"));
    connect(progress_, &JobProgress::cancelRequested, this, &DecoderPanel::cancel);
    row->addWidget(summary_, 1);
    row->addWidget(progress_);
    return box;
}

QString DecoderPanel::text() const
{
    return pasteEdit_->toPlainText();
}

bool DecoderPanel::isBusy() const
{
    return decodeJob_.isRunning() || debounce_->isActive();
}

Format DecoderPanel::forcedFormat() const
{
    return formatBox_->forcedFormat();
}

QString DecoderPanel::displayZone() const
{
    return zoneBox_->zoneName();
}

namespace {
// Marks the two-splitter state; an older one-splitter state is ignored (defaults then).
constexpr quint32 kStateMagic = 0x1d5c0d02;
} // namespace

QByteArray DecoderPanel::saveState() const
{
    QByteArray out;
    QDataStream stream(&out, QIODevice::WriteOnly);
    stream << kStateMagic << splitter_->saveState() << resultsSplitter_->saveState();
    return out;
}

void DecoderPanel::restoreState(const QByteArray& state)
{
    QDataStream stream(state);
    quint32 magic = 0;
    QByteArray outer;
    QByteArray results;
    stream >> magic >> outer >> results;
    if (stream.status() != QDataStream::Ok || magic != kStateMagic)
        return;
    splitter_->restoreState(outer);
    resultsSplitter_->restoreState(results);
    fitResultsOrientation();
}

void DecoderPanel::fitResultsOrientation()
{
    // Wide and low (docked at the bottom): the details go beside the table so it keeps its
    // rows. Decided by the panel's shape, which the orientation does not change.
    const Qt::Orientation wanted = width() >= 2 * height() ? Qt::Horizontal : Qt::Vertical;
    if (wanted == resultsSplitter_->orientation())
        return;
    resultsSplitter_->setOrientation(wanted);
    const int room =
        wanted == Qt::Horizontal ? resultsSplitter_->width() : resultsSplitter_->height();
    resultsSplitter_->setSizes({room * kResultsShare / 100, room - room * kResultsShare / 100});
}

void DecoderPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitResultsOrientation();
}

void DecoderPanel::setText(const QString& text)
{
    pasteEdit_->setPlainText(text);
    decodeNow();
}

void DecoderPanel::decodeClipboard()
{
    setText(QGuiApplication::clipboard()->text());
}

void DecoderPanel::decodeNow()
{
    debounce_->stop();
    ++generation_;
    model_->clear(); // also drops the formats chosen for single rows
    details_->clear();
    updateEpochs();
    total_ = 0;
    dropped_ = 0;
    cancelled_ = false;
    columnsFitted_ = false;
    model_->setForcedFormat(formatBox_->forcedFormat());
    const QString text = pasteEdit_->toPlainText();
    if (text.trimmed().isEmpty()) {
        cancel();
        updateSummary();
        return;
    }
    DecodeOptions options;
    options.nowMs = QDateTime::currentMSecsSinceEpoch();
    options.forced = formatBox_->forcedFormat();
    model_->setNowMs(options.nowMs);
    // One worker thread: a newer job starts once the superseded one has noticed its flag. The
    // callbacks run on this thread, posted by the job (never after it is superseded).
    runner_->startWithoutDatabase(
        decodeJob_,
        [this, text, options](db::JobContext& ctx) {
            return DecodeJob::run(
                ctx, text, options, [this](int total, int dropped) { onStarted(total, dropped); },
                [this](const QList<DecodeResult>& rows, int done) { onRows(rows, done); });
        },
        this,
        [this](db::JobOutcome<int> r) {
            if (r.isDone())
                onFinished(false);
        });
    updateSummary();
}

void DecoderPanel::cancel()
{
    debounce_->stop();
    if (!decodeJob_.isRunning())
        return;
    decodeJob_.reset(); // rows already shown stay, no more arrive
    onFinished(true);
}

void DecoderPanel::clear()
{
    pasteEdit_->clear();
    decodeNow();
}

void DecoderPanel::setForcedFormat(Format format)
{
    formatBox_->setForcedFormat(format); // re-decodes through forcedFormatChanged
}

void DecoderPanel::setDisplayZone(const QString& name)
{
    DisplayZone zone;
    if (!DisplayZone::fromName(name, zone))
        return;
    zoneBox_->setZoneName(name);
    model_->setZone(zone);
    epochModel_->setZone(zone);
    table_->resizeColumnToContents(DecoderModel::Instant);
    updateDetails();
}

void DecoderPanel::copyRows()
{
    QList<int> rows;
    const QModelIndexList selected = table_->selectionModel()->selectedRows();
    for (const QModelIndex& index : selected)
        rows.append(proxy_->mapToSource(index).row());
    std::sort(rows.begin(), rows.end());
    if (rows.isEmpty()) {
        for (int r = 0; r < model_->rowCount(); ++r)
            rows.append(proxy_->mapToSource(proxy_->index(r, 0)).row());
    }
    QGuiApplication::clipboard()->setText(model_->toTsv(rows));
    emit statusMessage(tr("Rows copied: %1").arg(QLocale().toString(rows.size())));
}

void DecoderPanel::exportReport()
{
    QList<int> rows;
    const QModelIndexList selected = table_->selectionModel()->selectedRows();
    for (const QModelIndex& index : selected)
        rows.append(proxy_->mapToSource(index).row());
    std::sort(rows.begin(), rows.end());
    if (rows.isEmpty()) {
        for (int r = 0; r < model_->rowCount(); ++r)
            rows.append(proxy_->mapToSource(proxy_->index(r, 0)).row());
    }
    QList<DecodeResult> results;
    results.reserve(rows.size());
    for (int r : rows)
        results.append(model_->result(r));
    report::DecoderReportOptions o;
    o.zone = model_->zone();
    ExportReportDialog dialog(report::buildDecoderReport(results, o), this);
    dialog.exec();
}

void DecoderPanel::setRowFormat(int row, Format format)
{
    if (row < 0 || row >= model_->rowCount())
        return;
    model_->setRowFormat(row, format);
    // Same row, new text: keep the details where the user was reading (a link click).
    const int scroll = details_->verticalScrollBar()->value();
    updateDetails();
    details_->verticalScrollBar()->setValue(scroll);
    updateSummary();
    const QString input = model_->result(row).input;
    emit statusMessage(format == Format::Count
                           ? tr("%1 is read like the other rows again").arg(input)
                           : tr("%1 is read as %2").arg(input, formatName(format)));
}

void DecoderPanel::showRowMenu()
{
    const QModelIndex current = table_->currentIndex();
    if (!current.isValid())
        return;
    table_->scrollTo(current);
    const QRect cell = table_->visualRect(current);
    showRowMenuAt(current, table_->viewport()->mapToGlobal(cell.bottomLeft()));
}

void DecoderPanel::showRowMenuAt(const QModelIndex& index, const QPoint& globalPos)
{
    const QModelIndex source = proxy_->mapToSource(index);
    if (!source.isValid())
        return;
    if (rowMenu_)
        rowMenu_->close();
    const int row = source.row();
    // Non-modal popup: the event loop keeps running (and tests can drive the menu).
    auto* menu = new QMenu(table_);
    menu->setObjectName(QStringLiteral("decoderRowMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->setToolTipsVisible(true);
    menu->addMenu(createReadAsMenu(row, menu));
    menu->addSeparator();
    menu->addAction(copyAction_);
    rowMenu_ = menu;
    menu->popup(globalPos);
}

QMenu* DecoderPanel::createReadAsMenu(int row, QWidget* parent)
{
    auto* readAs = new QMenu(tr("&Read This Row As"), parent);
    readAs->setObjectName(QStringLiteral("readAsMenu"));
    readAs->setToolTipsVisible(true);
    readAs->menuAction()->setStatusTip(
        tr("Read only this value as another format. The choice is dropped when the pasted "
           "text or “Read as” changes."));
    readAs->menuAction()->setToolTip(readAs->menuAction()->statusTip());
    auto* group = new QActionGroup(readAs);
    const Format current = model_->rowFormat(row);
    const quint64 generation = generation_;
    auto add = [&](QMenu* into, const QString& text, Format f, const QString& tip, bool enabled) {
        QAction* a = into->addAction(text);
        a->setObjectName(QStringLiteral("readAs_") +
                         (f == Format::Count ? QStringLiteral("auto") : formatName(f)));
        a->setCheckable(true);
        a->setChecked(f == current);
        a->setEnabled(enabled);
        a->setData(int(f));
        a->setStatusTip(tip);
        a->setToolTip(tip);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, row, f, generation] {
            if (generation == generation_)
                setRowFormat(row, f);
        });
    };
    const Format all = model_->forcedFormat();
    add(readAs,
        all == Format::Count ? tr("&Automatic") : tr("&Like All Rows (%1)").arg(formatName(all)),
        Format::Count,
        tr("Read this value like every other row: detected, or the “Read as” format"), true);
    readAs->addSeparator();
    const QList<DecoderModel::FormatChoice> choices = model_->formatChoices(row);
    QMenu* other = nullptr;
    for (const DecoderModel::FormatChoice& c : choices) {
        const QString label = QString(c.label).replace(QLatin1Char('&'), QStringLiteral("&&"));
        if (c.detected) {
            add(readAs, label, c.format, c.statusTip, c.fits);
            continue;
        }
        if (!other) {
            other = readAs->addMenu(tr("&Other Formats"));
            other->setObjectName(QStringLiteral("otherFormatsMenu"));
            other->setToolTipsVisible(true);
            other->menuAction()->setStatusTip(
                tr("Every format; those that cannot read this value are greyed out"));
        }
        add(other, label, c.format, c.statusTip, c.fits);
    }
    return readAs;
}

bool DecoderPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ContextMenu &&
        (watched == table_ || watched == table_->viewport())) {
        auto* e = static_cast<QContextMenuEvent*>(event);
        if (e->reason() == QContextMenuEvent::Mouse) {
            const QModelIndex index =
                table_->indexAt(table_->viewport()->mapFromGlobal(e->globalPos()));
            if (index.isValid()) {
                table_->setCurrentIndex(index);
                showRowMenuAt(index, e->globalPos());
            }
        } else {
            showRowMenu();
        }
        e->accept();
        return true;
    }
    if (watched == table_ &&
        (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        if (static_cast<QKeyEvent*>(event)->matches(QKeySequence::Copy)) {
            if (event->type() == QEvent::KeyPress)
                copyRows();
            event->accept();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DecoderPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        if (epochModel_)
            epochModel_->setPalette(palette());
        updateDetails(); // the details use palette colours in their HTML
    }
}

void DecoderPanel::onStarted(int total, int dropped)
{
    total_ = total;
    dropped_ = dropped;
    model_->reserve(total);
    if (total > kProgressThreshold) {
        progress_->start();
        progress_->setProgress(0, total);
    }
    updateSummary();
}

void DecoderPanel::onRows(const QList<DecodeResult>& rows, int done)
{
    model_->append(rows);
    if (!columnsFitted_) {
        fitColumns();
        columnsFitted_ = true;
    }
    progress_->setProgress(done, total_);
    updateSummary();
}

void DecoderPanel::onFinished(bool cancelled)
{
    cancelled_ = cancelled;
    progress_->finish();
    if (model_->rowCount() <= DecodeJob::kChunkSize * 2)
        fitColumns();
    if (!table_->currentIndex().isValid() && model_->rowCount() > 0)
        table_->setCurrentIndex(proxy_->index(0, 0));
    updateSummary();
    emit decodingFinished();
}

void DecoderPanel::updateSummary()
{
    const int rows = model_->rowCount();
    QString s;
    if (rows == 0 && !decodeJob_.isRunning()) {
        s = tr("Paste IDs above, or press %1 to decode the clipboard.")
                .arg(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)
                         .toString(QKeySequence::NativeText));
    } else {
        const QLocale l;
        QStringList parts;
        parts.append(tr("Values: %1").arg(l.toString(rows)));
        parts.append(tr("decoded: %1").arg(l.toString(model_->validCount())));
        if (rows > model_->validCount())
            parts.append(tr("not decoded: %1").arg(l.toString(rows - model_->validCount())));
        if (model_->warningCount() > 0)
            parts.append(tr("with warnings: %1").arg(l.toString(model_->warningCount())));
        if (model_->overriddenCount() > 0)
            parts.append(tr("read as chosen: %1").arg(l.toString(model_->overriddenCount())));
        if (decodeJob_.isRunning() && total_ > 0)
            parts.append(tr("decoding %1 of %2…").arg(l.toString(rows), l.toString(total_)));
        if (cancelled_)
            parts.append(tr("cancelled"));
        if (dropped_ > 0)
            parts.append(tr("%1 more values not shown (limit %2)")
                             .arg(l.toString(dropped_), l.toString(DecodeJob::kMaxInputs)));
        s = parts.join(QStringLiteral(" · "));
    }
    summary_->setText(s);
}

void DecoderPanel::updateDetails()
{
    updateEpochs();
    const QModelIndex current = proxy_->mapToSource(table_->currentIndex());
    if (!current.isValid()) {
        details_->clear();
        return;
    }
    details_->setHtml(model_->detailsHtml(current.row(), palette(), true));
}

void DecoderPanel::fitColumns()
{
    // An error message in the instant column should not widen it past the longest time.
    const QString longestTime = QStringLiteral("0000-00-00T00:00:00.000000000+00:00");
    const QString header = model_->headerData(DecoderModel::Instant, Qt::Horizontal).toString();
    const int instantCap =
        qMax(table_->fontMetrics().horizontalAdvance(longestTime),
             table_->horizontalHeader()->fontMetrics().horizontalAdvance(header) + 24) +
        16;
    // No cap cuts a header: a section is at least what its text, margins and sort arrow
    // take (longer in Russian: "Предупреждения", "Другие прочтения"); the cells elide first.
    const QHeaderView* headerView = table_->horizontalHeader();
    for (int c = 0; c < DecoderModel::ColumnCount - 1; ++c) {
        table_->resizeColumnToContents(c);
        const int cap = qMax(c == DecoderModel::Instant ? instantCap : columnCap(c),
                             headerView->sectionSizeHint(c));
        table_->setColumnWidth(c, qMin(table_->columnWidth(c), cap));
    }
}

} // namespace idscope

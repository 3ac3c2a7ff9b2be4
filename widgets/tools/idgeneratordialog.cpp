#include "idgeneratordialog.h"

#include "analysis/columnprofile.h"
#include "common/instantedit.h"
#include "common/settingskeys.h"
#include "common/zonesetting.h"
#include "db/connection.h"
#include "db/sqlnames.h"
#include "ids/detector.h"
#include "ids/generator.h"
#include "ids/instantinput.h"
#include "ids/reverse.h"

#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace idscope {

namespace {

// Formats whose text compares case-insensitively when parsed, but byte-wise in SQLite: the
// spelling stored decides whether BETWEEN matches (lower-case ULIDs, say).
bool caseMatters(Format f)
{
    // Nil and max UUIDs have no letters to vary.
    return isCaseInsensitiveText(f) && f != Format::UuidNil && f != Format::UuidMax;
}

bool blobForm(Format f)
{
    return f == Format::Ulid || isUuid(f);
}

// 26 Crockford characters → the ULID's 16 big-endian bytes, as hex.
QString ulidHex(const QString& text)
{
    static const QByteArray kAlphabet = QByteArrayLiteral("0123456789ABCDEFGHJKMNPQRSTVWXYZ");
    __extension__ typedef unsigned __int128 U128;
    U128 v = 0;
    for (QChar c : text) {
        const qsizetype d = kAlphabet.indexOf(char(c.toUpper().toLatin1()));
        if (d < 0)
            return {};
        v = (v << 5) | U128(d);
    }
    QString out;
    for (int i = 15; i >= 0; --i)
        out += QStringLiteral("%1").arg(uint(quint8(v >> (8 * i))), 2, 16, QLatin1Char('0'));
    return out.toUpper();
}

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// A format entry of the combo box: the format, and the reading where it has several.
int entryData(Format f, quint8 profile)
{
    return int(f) | int(profile) << 8;
}

QLabel* echoLabel(QWidget* parent, const char* name)
{
    auto* l = new QLabel(parent);
    l->setObjectName(QString::fromLatin1(name));
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}

} // namespace

QList<Format> IdGeneratorDialog::generatableFormats()
{
    QList<Format> out;
    const Instant probe = Instant::fromUnixMs(1767225600000); // 2026-01-01
    for (Format f : allFormats()) {
        if (formatInfo(f).reversible && generateAt(f, probe))
            out.append(f);
    }
    return out;
}

QString IdGeneratorDialog::sqlLiteral(Format f, const QString& canonical, Storage storage)
{
    if (storage == Storage::Blob && blobForm(f)) {
        const QString hex = f == Format::Ulid
                                ? ulidHex(canonical)
                                : QString(canonical).remove(QLatin1Char('-')).toUpper();
        return QStringLiteral("X'%1'").arg(hex);
    }
    if (isIntegerFormat(f))
        return canonical;
    QString text = canonical;
    if (storage == Storage::TextLower)
        text = text.toLower();
    else if (storage == Storage::TextUpper)
        text = text.toUpper();
    return QLatin1Char('\'') + text.replace(QLatin1Char('\''), QStringLiteral("''")) +
           QLatin1Char('\'');
}

IdGeneratorDialog::IdGeneratorDialog(ZoneSetting* zone, QWidget* parent)
    : QDialog(parent), zone_(zone), format_(new QComboBox(this)), tabs_(new QTabWidget(this)),
      now_(new QRadioButton(tr("&Now"), this)), at_(new QRadioButton(tr("&At:"), this)),
      instant_(new QLineEdit(this)), instantEcho_(echoLabel(this, "generatorInstantEcho")),
      count_(new QSpinBox(this)), generateButton_(new QPushButton(tr("&Generate"), this)),
      list_(new QPlainTextEdit(this)), sequenceNote_(echoLabel(this, "generatorSequence")),
      from_(new QLineEdit(this)), to_(new QLineEdit(this)),
      fromEcho_(echoLabel(this, "generatorFromEcho")), toEcho_(echoLabel(this, "generatorToEcho")),
      storage_(new QComboBox(this)), lowerEcho_(echoLabel(this, "generatorLower")),
      upperEcho_(echoLabel(this, "generatorUpper")), column_(new QLineEdit(this)),
      sql_(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("idGenerator"));
    setWindowTitle(tr("ID generator"));

    fillFormats();
    buildGenerateTab();
    buildBoundsTab();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("generatorCopy"));
    copy->setToolTip(tr("Copy the generated IDs, or the SQL on the BETWEEN tab"));
    connect(copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(tabs_->currentIndex() == 0 ? list_->toPlainText()
                                                                      : sql_->toPlainText());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QFormLayout;
    top->addRow(tr("F&ormat:"), format_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(tabs_, 1);
    layout->addWidget(buttons);

    restore();
    formatChanged();
    connectControls();
    resize(720, 520);
}

// Every format that can be minted, once per reading whose bounds differ.
void IdGeneratorDialog::fillFormats()
{
    format_->setObjectName(QStringLiteral("generatorFormat"));
    format_->setToolTip(tr("The format to mint or to bound"));
    for (Format f : generatableFormats()) {
        for (quint8 profile : boundProfiles(f)) {
            const QString label = profileLabel(f, profile);
            format_->addItem(QStringLiteral("%1  (%2)")
                                 .arg(QString::fromUtf8(formatInfo(f).title),
                                      label.isEmpty()
                                          ? formatName(f)
                                          : QStringLiteral("%1, %2").arg(formatName(f), label)),
                             entryData(f, profile));
        }
    }
}

// The Generate tab: now or an instant, how many, and the minted list.
void IdGeneratorDialog::buildGenerateTab()
{
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    now_->setObjectName(QStringLiteral("generatorNow"));
    at_->setObjectName(QStringLiteral("generatorAt"));
    now_->setChecked(true);
    auto* when = new QButtonGroup(this);
    when->addButton(now_);
    when->addButton(at_);
    instant_->setObjectName(QStringLiteral("generatorInstant"));
    instant_->setPlaceholderText(tr("2026-01-02 03:04, 2026-01-02, -2h, 1767323045, …"));
    count_->setObjectName(QStringLiteral("generatorCount"));
    count_->setRange(1, 10000);
    count_->setValue(10);
    count_->setGroupSeparatorShown(true);
    count_->setToolTip(tr("How many IDs to mint (1–10,000)"));
    generateButton_->setObjectName(QStringLiteral("generatorGenerate"));
    generateButton_->setToolTip(tr("Mint the IDs (Ctrl+Return)"));
    generateButton_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    list_->setObjectName(QStringLiteral("generatorList"));
    list_->setReadOnly(true);
    list_->setFont(mono);
    list_->setLineWrapMode(QPlainTextEdit::NoWrap);

    auto* genPage = new QWidget(tabs_);
    auto* genGrid = new QGridLayout(genPage);
    genGrid->addWidget(now_, 0, 0);
    genGrid->addWidget(at_, 1, 0);
    genGrid->addWidget(instant_, 1, 1);
    genGrid->addWidget(instantEcho_, 2, 1);
    genGrid->addWidget(new QLabel(tr("Count:"), genPage), 3, 0);
    auto* countRow = new QHBoxLayout;
    countRow->addWidget(count_);
    countRow->addStretch(1);
    countRow->addWidget(generateButton_);
    genGrid->addLayout(countRow, 3, 1);
    genGrid->addWidget(list_, 4, 0, 1, 2);
    sequenceNote_->setWordWrap(true);
    genGrid->addWidget(sequenceNote_, 5, 0, 1, 2);
    genGrid->setColumnStretch(1, 1);
    genGrid->setRowStretch(4, 1);
    tabs_->addTab(genPage, tr("Generate"));
}

// The BETWEEN bounds tab: two instants, how the column stores IDs, and the SQL.
void IdGeneratorDialog::buildBoundsTab()
{
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    from_->setObjectName(QStringLiteral("generatorFrom"));
    to_->setObjectName(QStringLiteral("generatorTo"));
    from_->setPlaceholderText(tr("from, e.g. 2026-01-01"));
    to_->setPlaceholderText(tr("to, e.g. 2026-01-31T23:59:59.999Z"));
    storage_->setObjectName(QStringLiteral("generatorStorage"));
    storage_->setToolTip(tr("How the column stores the IDs: SQLite compares TEXT byte by byte, "
                            "so the case must match, and a BLOB column needs X'…' literals"));
    column_->setObjectName(QStringLiteral("generatorColumn"));
    column_->setText(QStringLiteral("id"));
    column_->setToolTip(tr("The column name used in the SQL"));
    sql_->setObjectName(QStringLiteral("generatorSql"));
    sql_->setReadOnly(true);
    sql_->setFont(mono);
    sql_->setMaximumHeight(sql_->fontMetrics().lineSpacing() * 5);
    for (QLabel* l : {lowerEcho_, upperEcho_}) {
        l->setFont(mono);
        l->setForegroundRole(QPalette::WindowText);
    }

    auto* rangePage = new QWidget(tabs_);
    auto* rangeColumn = new QVBoxLayout(rangePage);
    auto* rangeForm = new QFormLayout;
    rangeColumn->addLayout(rangeForm);
    rangeColumn->addStretch(1); // spare height below the form, not between its rows
    rangeForm->addRow(tr("&From:"), from_);
    rangeForm->addRow(QString(), fromEcho_);
    rangeForm->addRow(tr("&To:"), to_);
    rangeForm->addRow(QString(), toEcho_);
    rangeForm->addRow(tr("&Stored as:"), storage_);
    rangeForm->addRow(tr("&Column:"), column_);
    rangeForm->addRow(tr("Smallest ID:"), lowerEcho_);
    rangeForm->addRow(tr("Largest ID:"), upperEcho_);
    rangeForm->addRow(tr("SQL:"), sql_);
    auto* note = new QLabel(tr("Both ends are inclusive and cover whole units of the format's "
                               "precision, so an index on the column is used."),
                            rangePage);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    rangeForm->addRow(QString(), note);
    tabs_->addTab(rangePage, tr("BETWEEN bounds"));
    tabs_->setObjectName(QStringLiteral("generatorTabs"));
}

// What the fields do: mint on Return, redo the bounds on every edit, follow the zone.
void IdGeneratorDialog::connectControls()
{
    connect(format_, &QComboBox::currentIndexChanged, this, &IdGeneratorDialog::formatChanged);
    connect(now_, &QRadioButton::toggled, this, &IdGeneratorDialog::updateInstantEcho);
    connect(instant_, &QLineEdit::textEdited, this, [this] {
        at_->setChecked(true);
        updateInstantEcho();
    });
    connect(instant_, &QLineEdit::returnPressed, this, &IdGeneratorDialog::generate);
    connect(generateButton_, &QPushButton::clicked, this, &IdGeneratorDialog::generate);
    for (QLineEdit* e : {from_, to_, column_})
        connect(e, &QLineEdit::textChanged, this, &IdGeneratorDialog::updateRange);
    connect(storage_, &QComboBox::currentIndexChanged, this, &IdGeneratorDialog::updateRange);
    auto tips = [this] {
        for (QLineEdit* e : {instant_, from_, to_})
            e->setToolTip(InstantEdit::spellings(zone_ ? zone_->zone() : DisplayZone::utc()));
    };
    tips();
    if (zone_)
        connect(zone_, &ZoneSetting::changed, this, [this, tips] {
            tips();
            updateInstantEcho();
            updateRange();
        });
}

// Stored once when the dialog goes away: QSettings syncs the file on every write.
IdGeneratorDialog::~IdGeneratorDialog()
{
    store();
}

void IdGeneratorDialog::done(int result)
{
    store();
    QDialog::done(result);
}

void IdGeneratorDialog::setFormat(Format f, quint8 profile)
{
    const int i = format_->findData(entryData(f, profile));
    if (i >= 0)
        format_->setCurrentIndex(i);
}

Format IdGeneratorDialog::format() const
{
    return format_->currentIndex() < 0 ? Format::Count
                                       : Format(format_->currentData().toInt() & 0xFF);
}

quint8 IdGeneratorDialog::profile() const
{
    return format_->currentIndex() < 0 ? 0 : quint8(format_->currentData().toInt() >> 8);
}

QString IdGeneratorDialog::sequenceText(Format f)
{
    switch (formatInfo(f).mintOrder) {
    case MintOrder::Counter:
        return tr("IDs of one millisecond count up in a 42-bit counter after the timestamp "
                  "(RFC 9562, section 6.2, method 1), so they sort in the order minted.");
    case MintOrder::PlusOne:
        return tr("Within one millisecond each ID is the previous one plus one (monotonic "
                  "ULID, as the ULID specification describes), so they sort in the order minted.");
    case MintOrder::Random:
        break;
    }
    return tr("The bits besides the time are random: IDs of one instant sort in no particular "
              "order.");
}

QStringList IdGeneratorDialog::generated() const
{
    return generated_;
}

QString IdGeneratorDialog::sql() const
{
    return sql_->toPlainText();
}

void IdGeneratorDialog::formatChanged()
{
    const Format f = format();
    // The storage spellings that make sense for this format.
    const auto keep = Storage(storage_->currentData().toInt());
    {
        const QSignalBlocker b(storage_);
        storage_->clear();
        storage_->addItem(isIntegerFormat(f) ? tr("INTEGER") : tr("TEXT, canonical"),
                          int(Storage::Text));
        if (caseMatters(f)) {
            storage_->addItem(tr("TEXT, lower-case"), int(Storage::TextLower));
            storage_->addItem(tr("TEXT, upper-case"), int(Storage::TextUpper));
        }
        if (blobForm(f))
            storage_->addItem(tr("16-byte BLOB"), int(Storage::Blob));
        storage_->setCurrentIndex(std::max(0, storage_->findData(int(keep))));
    }
    sequenceNote_->setText(sequenceText(f));
    updateInstantEcho();
    updateRange();
}

QString IdGeneratorDialog::echo(const QString& text, Precision p, std::optional<Instant>* out) const
{
    const DisplayZone z = zone_ ? zone_->zone() : DisplayZone::utc();
    const InstantInput r = parseInstantInput(text, z, nowMs());
    if (out)
        *out = r.ok() ? std::optional<Instant>(r.instant) : std::nullopt;
    if (r.kind == InstantInput::Kind::Empty)
        return {};
    if (!r.ok())
        return InstantEdit::notAnInstant(text);
    // In the format's precision: what the minted ID will carry.
    return tr("read as %1 (%2)")
        .arg(z.format(r.instant, p == Precision::None ? Precision::Second : p), z.name());
}

std::optional<Instant> IdGeneratorDialog::chosenInstant(QString* error) const
{
    if (now_->isChecked())
        return Instant::fromUnixMs(nowMs());
    std::optional<Instant> t;
    echo(instant_->text(), Precision::Nanosecond, &t);
    if (!t && error)
        *error = tr("Type an instant, or choose Now.");
    return t;
}

void IdGeneratorDialog::updateInstantEcho()
{
    instantEcho_->setText(at_->isChecked()
                              ? echo(instant_->text(), formatInfo(format()).precision, nullptr)
                              : QString());
}

void IdGeneratorDialog::generate()
{
    QString error;
    const auto t = chosenInstant(&error);
    const Format f = format();
    generated_.clear();
    if (!t) {
        list_->setPlainText(error);
        return;
    }
    IdGenerator generator(f, profile());
    for (int i = 0; i < count_->value(); ++i) {
        const auto id = generator.next(*t);
        if (!id) {
            generated_.clear();
            list_->setPlainText(
                tr("%1 cannot represent this instant.").arg(analysis::formatDisplayTitle(f)));
            return;
        }
        generated_.append(*id);
    }
    list_->setPlainText(generated_.join(QLatin1Char('\n')));
}

void IdGeneratorDialog::updateRange()
{
    const Format f = format();
    const Precision p = formatInfo(f).precision;
    std::optional<Instant> from, to;
    fromEcho_->setText(echo(from_->text(), p, &from));
    toEcho_->setText(echo(to_->text(), p, &to));
    lower_.clear();
    upper_.clear();
    lowerEcho_->clear();
    upperEcho_->clear();
    if (!from || !to || f == Format::Count) {
        sql_->setPlainText(from_->text().isEmpty() || to_->text().isEmpty()
                               ? tr("Type both ends of the range.")
                               : QString());
        return;
    }
    const IdBounds b = boundsFor(f, *from, *to, {}, profile());
    if (!b.ok) {
        sql_->setPlainText(b.error);
    } else {
        const auto storage = Storage(storage_->currentData().toInt());
        lowerEcho_->setText(b.lower);
        upperEcho_->setText(b.upper);
        lower_ = sqlLiteral(f, b.lower, storage);
        upper_ = sqlLiteral(f, b.upper, storage);
        const QString column =
            column_->text().trimmed().isEmpty() ? QStringLiteral("id") : column_->text().trimmed();
        sql_->setPlainText(QStringLiteral("WHERE %1 BETWEEN %2 AND %3")
                               .arg(db::quoteIdentifier(column), lower_, upper_));
    }
}

void IdGeneratorDialog::restore()
{
    QSettings s;
    s.beginGroup(settings::kIdGenerator);
    if (const auto f =
            formatFromName(s.value(QStringLiteral("format"), QStringLiteral("uuidv7")).toString()))
        setFormat(*f, quint8(s.value(QStringLiteral("profile"), 0).toUInt()));
    count_->setValue(s.value(QStringLiteral("count"), 10).toInt());
    instant_->setText(s.value(QStringLiteral("instant")).toString());
    (s.value(QStringLiteral("atInstant"), false).toBool() ? at_ : now_)->setChecked(true);
    from_->setText(s.value(QStringLiteral("from")).toString());
    to_->setText(s.value(QStringLiteral("to")).toString());
    column_->setText(s.value(QStringLiteral("column"), QStringLiteral("id")).toString());
    storage_->addItem(QString(),
                      s.value(QStringLiteral("storage"), 0).toInt()); // picked up by formatChanged
    storage_->setCurrentIndex(storage_->count() - 1);
    tabs_->setCurrentIndex(s.value(QStringLiteral("tab"), 0).toInt());
}

void IdGeneratorDialog::store() const
{
    QSettings s;
    s.beginGroup(settings::kIdGenerator);
    s.setValue(QStringLiteral("format"), formatName(format()));
    s.setValue(QStringLiteral("profile"), profile());
    s.setValue(QStringLiteral("count"), count_->value());
    s.setValue(QStringLiteral("instant"), instant_->text());
    s.setValue(QStringLiteral("atInstant"), at_->isChecked());
    s.setValue(QStringLiteral("from"), from_->text());
    s.setValue(QStringLiteral("to"), to_->text());
    s.setValue(QStringLiteral("column"), column_->text());
    s.setValue(QStringLiteral("storage"), storage_->currentData().toInt());
    s.setValue(QStringLiteral("tab"), tabs_->currentIndex());
}

} // namespace idscope

#include "instantedit.h"

#include "zonesetting.h"

#include "analysis/columnprofile.h"

#include <QDateTime>
#include <QLabel>

namespace idscope {

InstantEcho::InstantEcho(QWidget* parent) : QLabel(parent)
{
    setForegroundRole(QPalette::PlaceholderText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    setFont(small);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    // Room for one line even while empty, so the layout does not jump on the first key.
    setMinimumHeight(fontMetrics().height());
}

void InstantEcho::setTexts(const QString& full, const QString& compact)
{
    full_ = full;
    compact_ = compact.isEmpty() ? full : compact;
    setToolTip(full_);
    fit();
}

QSize InstantEcho::minimumSizeHint() const
{
    return QSize(0, fontMetrics().height());
}

void InstantEcho::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    fit();
}

void InstantEcho::fit()
{
    const QFontMetrics fm = fontMetrics();
    const int room = contentsRect().width();
    // Then the wall clock alone, its offset whole ("…T00:10:00+03:00", not "…T00:10:00+0…"):
    // the UTC reading in brackets is the tooltip's.
    const QString local = compact_.section(QStringLiteral(" ("), 0, 0);
    if (fm.horizontalAdvance(full_) <= room)
        setText(full_);
    else if (fm.horizontalAdvance(compact_) <= room)
        setText(compact_);
    else
        setText(fm.elidedText(local, Qt::ElideRight, room));
}

InstantEdit::InstantEdit(ZoneSetting* zone, QWidget* parent)
    : QLineEdit(parent), zone_(zone), echo_(new InstantEcho(parent))
{
    setClearButtonEnabled(true);
    setToolTip(spellings(this->zone()));
    connect(this, &QLineEdit::textChanged, this, &InstantEdit::refreshEcho);
    if (zone_)
        connect(zone_, &ZoneSetting::changed, this, [this] {
            setToolTip(spellings(this->zone()));
            refreshEcho();
        });
}

InstantEdit::~InstantEdit()
{
    delete echo_;
}

DisplayZone InstantEdit::zone() const
{
    return zone_ ? zone_->zone() : DisplayZone::utc();
}

void InstantEdit::setNow(qint64 ms)
{
    fixedNow_ = ms;
    refreshEcho();
}

qint64 InstantEdit::now() const
{
    return fixedNow_ != 0 ? fixedNow_ : QDateTime::currentMSecsSinceEpoch();
}

InstantInput InstantEdit::reading() const
{
    return parseInstantInput(text(), zone(), now());
}

std::optional<Instant> InstantEdit::instant() const
{
    const InstantInput r = reading();
    return r.ok() ? std::optional<Instant>(r.instant) : std::nullopt;
}

QString InstantEdit::echoText() const
{
    return echo_->fullText();
}

void InstantEdit::refreshEcho()
{
    QString compact;
    const QString full = describe(text(), reading(), zone(), &compact);
    echo_->setTexts(full, compact);
    emit readingChanged();
}

QString InstantEdit::describe(const QString& text, const InstantInput& r, const DisplayZone& zone,
                              QString* compact)
{
    using Kind = InstantInput::Kind;
    if (compact)
        compact->clear();
    if (r.kind == Kind::Empty)
        return QString();
    if (!r.ok()) {
        if (compact)
            *compact = tr("not an instant");
        return notAnInstant(text);
    }
    // Whole seconds for dates and for spans from now (whose milliseconds nobody typed).
    const bool coarse = r.precision == Precision::None || r.precision == Precision::Day ||
                        r.kind == Kind::Now || r.kind == Kind::Relative;
    const Precision p = coarse ? Precision::Second : r.precision;
    const QString shown = zone.format(r.instant, p);
    if (text.trimmed() == shown)
        return QString();
    QString how;
    switch (r.kind) {
    case Kind::UnixSeconds:
        how = tr("Unix seconds");
        break;
    case Kind::UnixMs:
        how = tr("Unix milliseconds");
        break;
    case Kind::UnixUs:
        how = tr("Unix microseconds");
        break;
    case Kind::UnixNs:
        how = tr("Unix nanoseconds");
        break;
    case Kind::Id:
        how = tr("when this %1 was minted").arg(analysis::formatDisplayTitle(r.idFormat));
        break;
    default:
        break;
    }
    QString s = tr("read as %1").arg(shown);
    if (compact)
        *compact = shown;
    if (!zone.isUtc()) {
        // The same instant in UTC; the time alone when the date is the same.
        QString utc = toRfc3339(r.instant, p);
        if (utc.left(10) == shown.left(10))
            utc = utc.mid(11);
        s = tr("read as %1 (%2)").arg(shown, utc);
        if (compact)
            *compact = QStringLiteral("%1 (%2)").arg(shown, utc);
    }
    if (!how.isEmpty())
        s += QStringLiteral(" · ") + how;
    return s;
}

QString InstantEdit::notAnInstant(const QString& text)
{
    return notAnInstantMessage(text);
}

QString InstantEdit::spellings(const DisplayZone& zone)
{
    return QStringLiteral("<p>%1</p>")
        .arg(tr("An instant, in the display time zone (%1) unless an offset is given: "
                "2026-10-31T22:00:00Z, 2026-10-31T22:00Z, 2026-10-31 22:00, 2026-10-31, now, "
                "today, yesterday, -2h, +1d 12h, 90 min ago, Unix seconds or milliseconds, or an "
                "ID that carries an instant.")
                 .arg(zone.name()));
}

} // namespace idscope

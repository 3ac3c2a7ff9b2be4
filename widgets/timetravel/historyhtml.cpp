#include "timetravel/historyhtml.h"

#include <QColor>
#include <QCoreApplication>

#include <algorithm>

namespace idscope {

using namespace analysis;

QString entityHistoryHtml(const EntityHistory& h, const VersionTableMapping& m, const QPalette& pal,
                          const std::function<QString(const Instant&)>& formatInstant,
                          const LiveAt& live)
{
    auto text = [](const QVariant& v) {
        if (v.isNull() || !v.isValid())
            return QStringLiteral("NULL");
        if (v.typeId() == QMetaType::QByteArray)
            return QString::fromLatin1(v.toByteArray().toHex());
        return v.toString();
    };
    const QColor base = pal.color(QPalette::Base), hi = pal.color(QPalette::Highlight);
    const QColor flagBg = QColor::fromRgbF(float(base.redF() * 0.7 + hi.redF() * 0.3),
                                           float(base.greenF() * 0.7 + hi.greenF() * 0.3),
                                           float(base.blueF() * 0.7 + hi.blueF() * 0.3));
    const QString muted = pal.color(QPalette::PlaceholderText).name();
    const EntityIdentity entity = splitIdentity(m, h.entityKey);
    QStringList keyParts;
    if (!m.entityType.isEmpty())
        keyParts << text(entity.type);
    for (const auto& further : entity.further)
        keyParts << text(further.second);
    keyParts << text(entity.id);
    QString html = QStringLiteral("<h3>%1</h3><p style='color:%2'>%3</p>")
                       .arg(keyParts.join(QStringLiteral(" · ")).toHtmlEscaped(), muted,
                            QCoreApplication::translate("TimeTravelHistory", "%Ln versions",
                                                        nullptr, int(h.versions.size())));
    const QString highlight = hi.name();
    if (live.known && live.versionNumber < 0)
        html += QStringLiteral("<p style='color:%1'><b>%2</b></p>")
                    .arg(highlight,
                         QCoreApplication::translate("TimeTravelHistory", "Not created yet at %1")
                             .arg(live.at)
                             .toHtmlEscaped());
    for (const HistoryVersion& v : h.versions) {
        const bool flagged = v.flags != 0;
        const bool isLive =
            live.known && live.versionNumber >= 0 &&
            (live.rowid >= 0 ? v.rowid == live.rowid : v.versionNumber == live.versionNumber);
        // The version in force at T: framed in the highlight colour and named.
        const QString frame = isLive ? QStringLiteral(" border='2' style='border-color:%1; "
                                                      "border-style:solid'")
                                           .arg(highlight)
                                     : QString();
        html += flagged
                    ? QStringLiteral("<table width='100%' cellpadding='4'%2 bgcolor='%1'><tr><td>")
                          .arg(flagBg.name(), frame)
                    : QStringLiteral("<table width='100%' cellpadding='4'%1><tr><td>").arg(frame);
        const QString when = v.instant ? formatInstant(*v.instant) : text(v.changedAt);
        html +=
            QStringLiteral("<b>%1</b> &nbsp; %2")
                .arg(QCoreApplication::translate("TimeTravelHistory", "v%1").arg(v.versionNumber),
                     when.toHtmlEscaped());
        // An author ID says little alone: who it is, when the database says so.
        const QString who = v.authorName.isEmpty()
                                ? text(v.author)
                                : QCoreApplication::translate("TimeTravelHistory", "%1 (%2)")
                                      .arg(v.authorName, text(v.author));
        if (!v.author.isNull())
            html += QStringLiteral(" &nbsp; <span style='color:%1'>%2</span>")
                        .arg(muted, QCoreApplication::translate("TimeTravelHistory", "by %1")
                                        .arg(who)
                                        .toHtmlEscaped());
        if (v.deleted)
            html += QStringLiteral(" &nbsp; <b>%1</b>")
                        .arg(QCoreApplication::translate("TimeTravelHistory", "deleted"));
        if (isLive)
            html +=
                QStringLiteral("<br><b style='color:%1'>◀ %2</b>")
                    .arg(highlight, (v.deleted ? QCoreApplication::translate(
                                                     "TimeTravelHistory", "in force at %1: deleted")
                                               : QCoreApplication::translate("TimeTravelHistory",
                                                                             "in force at %1"))
                                        .arg(live.at)
                                        .toHtmlEscaped());
        if (v.flags & FlagTimeWentBack)
            html += QStringLiteral("<br>⚠ %1")
                        .arg(QCoreApplication::translate("TimeTravelHistory",
                                                         "time went back: this version is older "
                                                         "than the one before it"));
        if (v.flags & FlagIdInstantMismatch) {
            // Computed outside translate(): lupdate cannot parse template calls in its arguments.
            const int skew = int(std::clamp(v.idSkewMs, qint64(-2000000000), qint64(2000000000)));
            html += QStringLiteral("<br>⚠ %1")
                        .arg(QCoreApplication::translate(
                            "TimeTravelHistory",
                            "the version ID was minted %Ln ms away from its changed_at", nullptr,
                            skew));
        }
        if (v.flags & FlagUnreadableInstant)
            html += QStringLiteral("<br>⚠ %1")
                        .arg(QCoreApplication::translate("TimeTravelHistory",
                                                         "changed_at is not a readable instant"));
        if (!v.changes.isEmpty()) {
            html += QStringLiteral("<ul style='margin-top:2px'>");
            for (const FieldChange& c : v.changes) {
                const QString name = (c.key.isEmpty() ? c.column : c.key).toHtmlEscaped();
                QString line;
                if (c.kind == FieldChange::Kind::Added)
                    line = QStringLiteral("+ <b>%1</b>: %2")
                               .arg(name, text(c.newValue).toHtmlEscaped());
                else if (c.kind == FieldChange::Kind::Removed)
                    line = QStringLiteral("− <b>%1</b>").arg(name);
                else
                    line = QStringLiteral("<b>%1</b>: %2 → %3")
                               .arg(name, text(c.oldValue).toHtmlEscaped(),
                                    text(c.newValue).toHtmlEscaped());
                html += QStringLiteral("<li>%1</li>").arg(line);
            }
            html += QStringLiteral("</ul>");
        }
        html += QStringLiteral("</td></tr></table>");
    }
    return html;
}

} // namespace idscope

// The words the decoder shows for one decoded value: cell texts and the full description
// used by tooltips, the details pane and copied text. No widgets, so it is easy to test.
#pragma once

#include "ids/detector.h"
#include "ids/timezone.h"

#include <QCoreApplication>
#include <QPalette>

namespace idscope {

class DecodeText {
    Q_DECLARE_TR_FUNCTIONS(idscope::DecodeText)
public:
    // The reading the decoder chose, or nullptr when nothing fits.
    static const Reading* chosen(const DecodeResult& r);

    static QString format(const DecodeResult& r);
    static QString instant(const DecodeResult& r, const DisplayZone& zone);
    static QString age(const DecodeResult& r, qint64 nowMs);
    static QString precision(Precision p);
    static QString fields(const DecodeResult& r);
    static QString alternatives(const DecodeResult& r);
    static QString warnings(const DecodeResult& r);

    // Everything known about the value as rich text: every reading, field and warning.
    // Labels take the palette's placeholder colour, so rebuild it when the palette changes.
    // `links` adds a "readas:NAME" anchor under each alternative (the details pane only:
    // tooltips cannot be clicked).
    static QString detailsHtml(const DecodeResult& r, const DisplayZone& zone, qint64 nowMs,
                               const QPalette& palette, bool links = false);
    // The same, short enough for a tooltip on any screen: the chosen reading in full, the
    // alternatives by name (the details pane has them in full).
    static QString tooltipHtml(const DecodeResult& r, const DisplayZone& zone, qint64 nowMs,
                               const QPalette& palette);
    // The scheme of those anchors.
    static QString readAsScheme() { return QStringLiteral("readas"); }

private:
    static QString readingTitle(const Reading& reading);
    // One reading's label/value table; `muted` is the labels' colour name.
    static QString readingTable(const Reading& reading, const DisplayZone& zone, qint64 nowMs,
                                const QString& muted);
};

} // namespace idscope

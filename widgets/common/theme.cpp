#include "theme.h"

#include "settingskeys.h"

#include <QApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace idscope {

namespace {
struct SystemLook {
    bool captured = false;
    QString styleName;
    QPalette palette;
};

SystemLook& systemLook()
{
    static SystemLook look;
    return look;
}

// Fusion frames a check box or radio button in the window colour darkened, which in the dark
// palette is the colour of the base it sits on: unchecked boxes vanished, most of all in lists
// (the export dialog's tables). This style adds a frame in the placeholder tone.
class FramedIndicatorStyle : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;
    void drawPrimitive(PrimitiveElement pe, const QStyleOption* opt, QPainter* p,
                       const QWidget* w) const override
    {
        QProxyStyle::drawPrimitive(pe, opt, p, w);
        const bool box = pe == PE_IndicatorCheckBox || pe == PE_IndicatorItemViewItemCheck;
        if (!box && pe != PE_IndicatorRadioButton)
            return;
        p->save();
        p->setRenderHint(QPainter::Antialiasing, !box);
        p->setPen(opt->palette.color(QPalette::PlaceholderText));
        p->setBrush(Qt::NoBrush);
        const QRectF r = QRectF(opt->rect).adjusted(0.5, 0.5, -1.5, -1.5);
        if (box)
            p->drawRect(r);
        else
            p->drawEllipse(r);
        p->restore();
    }
};
} // namespace

QString themeKey(Theme t)
{
    switch (t) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme themeFromKey(const QString& key)
{
    if (key == QLatin1String("light"))
        return Theme::Light;
    if (key == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

Theme storedTheme()
{
    return themeFromKey(QSettings().value(settings::kTheme).toString());
}

void storeTheme(Theme t)
{
    QSettings().setValue(settings::kTheme, themeKey(t));
}

void captureSystemLook()
{
    SystemLook& look = systemLook();
    if (look.captured)
        return;
    look.captured = true;
    look.styleName = QApplication::style()->name();
    look.palette = QApplication::palette();
}

void applyTheme(Theme t)
{
    captureSystemLook();
    const SystemLook& look = systemLook();
    if (t == Theme::System) {
        QApplication::setStyle(QStyleFactory::create(look.styleName));
        QApplication::setPalette(look.palette);
        return;
    }
    QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    QApplication::setStyle(t == Theme::Dark ? new FramedIndicatorStyle(fusion) : fusion);
    QApplication::setPalette(t == Theme::Dark ? darkPalette()
                                              : QApplication::style()->standardPalette());
}

QPalette darkPalette()
{
    // A neutral dark grey scheme with enough contrast for long tables of hex.
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor alternate(0x26, 0x28, 0x2b);
    const QColor text(0xdf, 0xe1, 0xe5);
    const QColor disabledText(0x80, 0x84, 0x8a);
    const QColor highlight(0x2f, 0x65, 0xca);
    const QColor link(0x6c, 0xa8, 0xff);

    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, alternate);
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9e, 0xa5));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::Midlight, QColor(0x34, 0x36, 0x39));
    p.setColor(QPalette::Mid, QColor(0x23, 0x24, 0x27));
    p.setColor(QPalette::Dark, QColor(0x19, 0x1a, 0x1c));
    p.setColor(QPalette::Shadow, QColor(0x0e, 0x0e, 0x10));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Link, link);
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x8c, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x44, 0x47, 0x4c));
    return p;
}

} // namespace idscope

// Screenshots in widget tests: a grab is always checked (not empty, not one flat colour), and
// saved only when IDSCOPE_SHOTS_DIR names a folder, where the save must succeed. Nothing is
// written anywhere on an ordinary run.
#pragma once

#include <QDir>
#include <QImage>
#include <QPixmap>
#include <QString>

namespace shots {

// False, with the reason in *why, when the picture is blank or could not be saved.
inline bool save(const QPixmap& shot, const QString& name, QString* why)
{
    const QImage image = shot.toImage();
    if (image.isNull()) {
        *why = QStringLiteral("%1: empty grab").arg(name);
        return false;
    }
    const QRgb first = image.pixel(0, 0);
    bool varied = false;
    for (int y = 0; y < image.height() && !varied; y += 7) {
        for (int x = 0; x < image.width() && !varied; x += 7)
            varied = image.pixel(x, y) != first;
    }
    if (!varied) {
        *why = QStringLiteral("%1: the picture is one flat colour").arg(name);
        return false;
    }
    const QString dir = qEnvironmentVariable("IDSCOPE_SHOTS_DIR");
    if (dir.isEmpty())
        return true;
    const QString path = QDir(dir).filePath(name);
    if (!QDir().mkpath(dir) || !shot.save(path)) {
        *why = QStringLiteral("cannot save %1").arg(path);
        return false;
    }
    return true;
}

} // namespace shots

#define VERIFY_SHOT(pixmap, name)                                                                  \
    do {                                                                                           \
        QString why_;                                                                              \
        QVERIFY2(shots::save((pixmap), (name), &why_), qPrintable(why_));                          \
    } while (false)

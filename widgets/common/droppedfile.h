// The first local file in a drag-and-drop payload: what the window and the start page open
// when a SQLite file is dropped on them.
#pragma once

#include <QFileInfo>
#include <QMimeData>
#include <QString>
#include <QUrl>

namespace idscope {

inline QString droppedFile(const QMimeData* mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            return url.toLocalFile();
    }
    return {};
}

} // namespace idscope

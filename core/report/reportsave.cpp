// Dispatch by format and the atomic save.
#include "reportwriters.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace idscope::report {

bool writeReport(const ReportDocument& doc, ReportFormat format, QIODevice& out, QString* error)
{
    QByteArray bytes;
    switch (format) {
    case ReportFormat::Html:
        bytes = toHtml(doc);
        break;
    case ReportFormat::Markdown:
        bytes = toMarkdown(doc);
        break;
    case ReportFormat::Csv:
        bytes = toCsv(doc);
        break;
    case ReportFormat::Json:
        bytes = toJson(doc);
        break;
    case ReportFormat::Pdf:
        if (error)
            *error =
                QCoreApplication::translate("idscope::report", "PDF is written by the PDF writer");
        return false;
    }
    // The model is bounded (long tables are capped by the builders), so one buffer per file
    // is fine; it goes out in 1 MiB pieces so a full disk is noticed early.
    constexpr qsizetype kChunk = 1 << 20;
    for (qsizetype at = 0; at < bytes.size(); at += kChunk) {
        const qsizetype n = std::min(kChunk, bytes.size() - at);
        if (out.write(bytes.constData() + at, n) != n) {
            if (error)
                *error = out.errorString();
            return false;
        }
    }
    return true;
}

bool saveAtomically(const QString& path, const std::function<bool(QIODevice&, QString*)>& write,
                    QString* error)
{
    auto fail = [&](const QString& why) {
        if (error)
            *error = QCoreApplication::translate("idscope::report", "cannot write %1: %2")
                         .arg(path, why);
        return false;
    };
    if (QFileInfo(path).isDir())
        return fail(QCoreApplication::translate("idscope::report", "it is a folder"));
    QSaveFile file(path);
    file.setDirectWriteFallback(false); // never a half-written file in place of the old one
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    QString why;
    if (!write(file, &why)) {
        file.cancelWriting();
        return fail(why.isEmpty() ? file.errorString() : why);
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

bool saveReport(const ReportDocument& doc, ReportFormat format, const QString& path, QString* error)
{
    return saveAtomically(
        path, [&](QIODevice& out, QString* why) { return writeReport(doc, format, out, why); },
        error);
}

} // namespace idscope::report

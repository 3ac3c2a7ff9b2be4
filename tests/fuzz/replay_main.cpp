// Without libFuzzer: replays a seed corpus (and any files given) through a fuzz target, so CI
// catches a regression on every known-tricky input with the ordinary compiler.
#include "replay.h"

#include <QDir>
#include <QFile>

#include <cstdio>

int main(int argc, char** argv)
{
    int files = 0;
    qint64 runs = 0;
    for (int i = 1; i < argc; ++i) {
        QStringList paths;
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (QFileInfo(arg).isDir()) {
            for (const QFileInfo& fi : QDir(arg).entryInfoList(QDir::Files))
                paths << fi.filePath();
        } else {
            paths << arg;
        }
        for (const QString& path : paths) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
                return 1;
            }
            for (const QByteArray& in : replayInputs(f.readAll())) {
                LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(in.constData()),
                                       size_t(in.size()));
                ++runs;
            }
            ++files;
        }
    }
    std::printf("replayed %d inputs (%lld runs)\n", files, runs);
    return files > 0 ? 0 : 1;
}

// Without libFuzzer: replays the seed corpus (and any files given) through the fuzz target,
// so CI catches a regression on every known-tricky input with the ordinary compiler.
#include <QDir>
#include <QFile>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv)
{
    int files = 0;
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
            const QByteArray b = f.readAll();
            // Each file is replayed in every presentation mode.
            for (int mode : {0x00, 0x01, 0x80, 0x85, 0x9a, 0xa0}) {
                QByteArray in;
                in.append(char(mode));
                in.append(b);
                LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(in.constData()),
                                       size_t(in.size()));
            }
            ++files;
        }
    }
    std::printf("replayed %d inputs\n", files);
    return files > 0 ? 0 : 1;
}

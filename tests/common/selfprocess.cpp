#include "selfprocess.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <grp.h>
#include <sys/stat.h>
#include <unistd.h>

namespace testproc {

namespace {
constexpr uid_t kNobody = 65534;
}

void startSelf(QProcess& p, const char* envName, const QString& mode, const QStringList& args,
               bool asNobody)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QLatin1String(envName), mode);
    p.setProcessEnvironment(env);
    if (asNobody) {
        p.setChildProcessModifier([] {
            // Drop root: supplementary groups first, then group, then user.
            if (::setgroups(0, nullptr) != 0 || ::setgid(kNobody) != 0 || ::setuid(kNobody) != 0)
                ::_exit(kCannotDropRoot);
        });
    }
    p.start(QCoreApplication::applicationFilePath(), args);
}

bool couldNotRunAsNobody(const QProcess& p, bool finished)
{
    return p.error() == QProcess::FailedToStart || (finished && p.exitCode() == kCannotDropRoot);
}

bool makeReadOnlyForNobody(const QString& dir)
{
    const QString parent = QFileInfo(dir).absolutePath();
    return ::chmod(QFile::encodeName(parent).constData(), 0755) == 0 &&
           ::chmod(QFile::encodeName(dir).constData(), 0555) == 0;
}

} // namespace testproc

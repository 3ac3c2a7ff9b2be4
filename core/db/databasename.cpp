#include "databasename.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <array>

namespace idscope::db {

namespace {

// The connection keywords of libpq (PQconndefaults of 15 and later), which a conninfo string
// starts with.
constexpr std::array kKeywords = {
    "application_name",
    "channel_binding",
    "client_encoding",
    "connect_timeout",
    "dbname",
    "fallback_application_name",
    "gssdelegation",
    "gssencmode",
    "gsslib",
    "host",
    "hostaddr",
    "keepalives",
    "keepalives_count",
    "keepalives_idle",
    "keepalives_interval",
    "krbsrvname",
    "load_balance_hosts",
    "options",
    "passfile",
    "password",
    "port",
    "replication",
    "requirepeer",
    "require_auth",
    "service",
    "sslcert",
    "sslcompression",
    "sslcrl",
    "sslcrldir",
    "sslkey",
    "sslmode",
    "sslpassword",
    "sslrootcert",
    "sslsni",
    "ssl_max_protocol_version",
    "ssl_min_protocol_version",
    "target_session_attrs",
    "tcp_user_timeout",
    "user",
};

bool isUri(const QString& name)
{
    return name.startsWith(QLatin1String("postgresql://")) ||
           name.startsWith(QLatin1String("postgres://"));
}

} // namespace

bool isServerDatabase(const QString& name)
{
    if (isUri(name))
        return true;
    static const QRegularExpression first(QStringLiteral("^\\s*([a-z_]+)\\s*="));
    const QRegularExpressionMatch m = first.match(name);
    if (!m.hasMatch())
        return false;
    const QString word = m.captured(1);
    return std::any_of(kKeywords.begin(), kKeywords.end(),
                       [&](const char* k) { return word == QLatin1String(k); });
}

QString redactedDatabaseName(const QString& name)
{
    if (!isServerDatabase(name))
        return name;
    QString out = name;
    if (isUri(name)) {
        // postgresql://user:secret@host/db → postgresql://user:***@host/db
        static const QRegularExpression userInfo(
            QStringLiteral("^(postgres(?:ql)?://[^:/@?]*):[^@/?]*@"));
        out.replace(userInfo, QStringLiteral("\\1:***@"));
        static const QRegularExpression query(QStringLiteral("([?&]password=)[^&]*"));
        out.replace(query, QStringLiteral("\\1***"));
        return out;
    }
    // password=secret, password = 'se cr\'et'
    static const QRegularExpression kv(
        QStringLiteral("(\\bpassword\\s*=\\s*)('(?:[^'\\\\]|\\\\.)*'|\\S*)"));
    out.replace(kv, QStringLiteral("\\1***"));
    return out;
}

QString redactedText(const QString& text, const QString& name)
{
    static const QRegularExpression userInfo(
        QStringLiteral("(postgres(?:ql)?://[^:/@?\\s\"']*):[^@/?\\s\"']*@"));
    static const QRegularExpression query(QStringLiteral("([?&]password=)[^&\\s\"']*"));
    static const QRegularExpression kv(
        QStringLiteral("(\\bpassword\\s*=\\s*)('(?:[^'\\\\]|\\\\.)*'|[^\\s\"]*)"));
    // The password `name` carries, however libpq quotes it back (a parse error may cut the URI
    // anywhere): found by the same patterns, then removed wherever it appears.
    QString secret;
    for (const QRegularExpression* re : {&userInfo, &query, &kv}) {
        const QRegularExpressionMatch m = re->match(name);
        if (m.hasMatch() && secret.isEmpty()) {
            const QString whole = m.captured(0);
            secret = re == &userInfo ? whole.mid(m.capturedLength(1) + 1).chopped(1)
                                     : whole.mid(m.capturedLength(1));
            if (secret.startsWith(u'\'') && secret.endsWith(u'\'') && secret.size() >= 2)
                secret = secret.mid(1, secret.size() - 2);
        }
    }
    QString out = text;
    out.replace(userInfo, QStringLiteral("\\1:***@"));
    out.replace(query, QStringLiteral("\\1***"));
    out.replace(kv, QStringLiteral("\\1***"));
    if (secret.size() >= 3)
        out.replace(secret, QStringLiteral("***"));
    return out;
}

} // namespace idscope::db

#include "schema.h"

#include "connection.h"
#include "db/sqlnames.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <functional>
#include <limits>
#include <map>

namespace idscope::db {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::db", s);
}

// SQLite folds only ASCII letters when it compares names.
QString asciiLower(QStringView s)
{
    QString out(s.size(), Qt::Uninitialized);
    QChar* d = out.data();
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t u = s[i].unicode();
        d[i] = QChar(u >= u'A' && u <= u'Z' ? char16_t(u + 32) : u);
    }
    return out;
}

bool asciiEqualsIgnoreCase(QStringView a, QStringView b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        char16_t x = a[i].unicode();
        char16_t y = b[i].unicode();
        if (x >= u'A' && x <= u'Z')
            x = char16_t(x + 32);
        if (y >= u'A' && y <= u'Z')
            y = char16_t(y + 32);
        if (x != y)
            return false;
    }
    return true;
}

// ---- A small SQL tokenizer: enough to split an index's column list and to recognise a
// column default. It never evaluates anything.

enum class Tok { Word, QuotedId, String, Blob, Number, Punct };

struct Token {
    Tok kind;
    qsizetype begin;
    qsizetype end; // one past the last character
};

bool isIdStart(QChar c)
{
    return c.isLetter() || c == u'_' || c.unicode() >= 0x80;
}

bool isIdChar(QChar c)
{
    return isIdStart(c) || c.isDigit() || c == u'$';
}

QList<Token> tokenize(QStringView s)
{
    QList<Token> out;
    const qsizetype n = s.size();
    qsizetype i = 0;
    auto closeQuote = [&](qsizetype from, QChar q) {
        // Returns one past the closing quote; a doubled quote is an escaped one.
        qsizetype j = from + 1;
        while (j < n) {
            if (s[j] == q) {
                if (q != u']' && j + 1 < n && s[j + 1] == q) {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            ++j;
        }
        return n;
    };
    while (i < n) {
        const QChar c = s[i];
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c == u'-' && i + 1 < n && s[i + 1] == u'-') {
            while (i < n && s[i] != u'\n')
                ++i;
            continue;
        }
        if (c == u'/' && i + 1 < n && s[i + 1] == u'*') {
            const qsizetype e = s.indexOf(u"*/", i + 2);
            i = e < 0 ? n : e + 2;
            continue;
        }
        const qsizetype b = i;
        if ((c == u'x' || c == u'X') && i + 1 < n && s[i + 1] == u'\'') {
            i = closeQuote(i + 1, u'\'');
            out.append({Tok::Blob, b, i});
        } else if (c == u'\'') {
            i = closeQuote(i, u'\'');
            out.append({Tok::String, b, i});
        } else if (c == u'"' || c == u'`') {
            i = closeQuote(i, c);
            out.append({Tok::QuotedId, b, i});
        } else if (c == u'[') {
            i = closeQuote(i, u']');
            out.append({Tok::QuotedId, b, i});
        } else if (c.isDigit() || (c == u'.' && i + 1 < n && s[i + 1].isDigit())) {
            const bool hex = c == u'0' && i + 1 < n && (s[i + 1] == u'x' || s[i + 1] == u'X');
            ++i;
            while (i < n) {
                const QChar d = s[i];
                if (d.isLetterOrNumber() || d == u'.' || d == u'_') {
                    ++i;
                } else if (!hex && (d == u'+' || d == u'-') &&
                           (s[i - 1] == u'e' || s[i - 1] == u'E')) {
                    ++i;
                } else {
                    break;
                }
            }
            out.append({Tok::Number, b, i});
        } else if (isIdStart(c)) {
            ++i;
            while (i < n && isIdChar(s[i]))
                ++i;
            out.append({Tok::Word, b, i});
        } else {
            ++i;
            out.append({Tok::Punct, b, i});
        }
    }
    return out;
}

// Content of a quoted token with the doubled quotes undone.
QString unquote(QStringView tok)
{
    if (tok.size() < 2)
        return tok.toString();
    const QChar q = tok.front();
    const QChar close = q == u'[' ? QChar(u']') : q;
    QStringView inner = tok.mid(1);
    if (inner.endsWith(close))
        inner.chop(1);
    QString out = inner.toString();
    if (q != u'[')
        out.replace(QString(2, close), QString(close));
    return out;
}

bool isWord(QStringView s, const Token& t, QStringView word)
{
    return t.kind == Tok::Word && asciiEqualsIgnoreCase(s.mid(t.begin, t.end - t.begin), word);
}

bool isPunct(QStringView s, const Token& t, char16_t p)
{
    return t.kind == Tok::Punct && s[t.begin] == QChar(p);
}

// Index of the token closing the parenthesis opened at `open`, or -1.
qsizetype matchingParen(QStringView s, const QList<Token>& t, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < t.size(); ++i) {
        if (isPunct(s, t[i], u'('))
            ++depth;
        else if (isPunct(s, t[i], u')') && --depth == 0)
            return i;
    }
    return -1;
}

// The terms of CREATE INDEX … ON t ( term, term, … ): each as written, without its trailing
// COLLATE name and ASC/DESC (those are reported separately).
QStringList indexTerms(QStringView sql)
{
    QStringList out;
    const QList<Token> t = tokenize(sql);
    qsizetype i = 0;
    while (i < t.size() && !isWord(sql, t[i], u"on"))
        ++i;
    while (i < t.size() && !isPunct(sql, t[i], u'('))
        ++i;
    const qsizetype close = i < t.size() ? matchingParen(sql, t, i) : -1;
    if (close < 0)
        return {};
    qsizetype first = i + 1;
    int depth = 0;
    for (qsizetype k = i + 1; k <= close; ++k) {
        const bool atEnd = k == close;
        if (!atEnd && isPunct(sql, t[k], u'(')) {
            ++depth;
            continue;
        }
        if (!atEnd && isPunct(sql, t[k], u')')) {
            --depth;
            continue;
        }
        if (!atEnd && (depth != 0 || !isPunct(sql, t[k], u',')))
            continue;
        qsizetype last = k - 1;
        if (last >= first && (isWord(sql, t[last], u"asc") || isWord(sql, t[last], u"desc")))
            --last;
        if (last - 1 >= first && isWord(sql, t[last - 1], u"collate"))
            last -= 2;
        if (last < first)
            return {};
        out.append(sql.mid(t[first].begin, t[last].end - t[first].begin).toString());
        first = k + 1;
    }
    return out;
}

// ---- Column defaults

struct NormTok {
    Tok kind;
    QString text;
};

// Tokens with keywords and function names lower-cased, strings unescaped ('now' is matched
// without regard to case, as SQLite does; format strings keep their case).
QList<NormTok> normalizeTokens(QStringView sql)
{
    QList<NormTok> out;
    for (const Token& t : tokenize(sql)) {
        const QStringView raw = sql.mid(t.begin, t.end - t.begin);
        switch (t.kind) {
        case Tok::Word:
        case Tok::Number:
        case Tok::Blob:
            out.append({t.kind, asciiLower(raw)});
            break;
        case Tok::String:
        case Tok::QuotedId: {
            QString v = unquote(raw);
            if (asciiEqualsIgnoreCase(v, u"now"))
                v = QStringLiteral("now");
            out.append({Tok::String, v});
            break;
        }
        case Tok::Punct:
            out.append({t.kind, raw.toString()});
            break;
        }
    }
    return out;
}

bool wrappedInParens(const QList<NormTok>& t, qsizetype from, qsizetype to)
{
    // true when t[from] is "(" and its match is t[to - 1]
    if (to - from < 2 || t[from].kind != Tok::Punct || t[from].text != u"(")
        return false;
    int depth = 0;
    for (qsizetype i = from; i < to; ++i) {
        if (t[i].kind != Tok::Punct)
            continue;
        if (t[i].text == u"(")
            ++depth;
        else if (t[i].text == u")" && --depth == 0)
            return i == to - 1;
    }
    return false;
}

QString joinTokens(const QList<NormTok>& t)
{
    QString out;
    bool prevWord = false;
    for (const NormTok& k : t) {
        const bool word = k.kind == Tok::Word || k.kind == Tok::Number;
        if (word && prevWord)
            out += u' ';
        if (k.kind == Tok::String)
            out += u'\'' + k.text + u'\'';
        else
            out += k.text;
        prevWord = word;
    }
    return out;
}

DefaultKind classifyDefault(QStringView sql)
{
    QList<NormTok> t = normalizeTokens(sql);
    for (;;) {
        if (wrappedInParens(t, 0, t.size())) {
            t = t.mid(1, t.size() - 2);
            continue;
        }
        // CAST(x AS INTEGER) around a clock reading
        const qsizetype n = t.size();
        if (n >= 6 && t[0].kind == Tok::Word && t[0].text == u"cast" && wrappedInParens(t, 1, n) &&
            t[n - 3].kind == Tok::Word && t[n - 3].text == u"as" && t[n - 2].kind == Tok::Word &&
            (t[n - 2].text == u"integer" || t[n - 2].text == u"int")) {
            t = t.mid(2, n - 5);
            continue;
        }
        break;
    }
    if (t.isEmpty())
        return DefaultKind::None;

    // Literals: a number (signed), a string, a blob, NULL, TRUE, FALSE.
    {
        qsizetype i = 0;
        while (i < t.size() && t[i].kind == Tok::Punct && (t[i].text == u"-" || t[i].text == u"+"))
            ++i;
        if (i == t.size() - 1) {
            const NormTok& k = t[i];
            if (k.kind == Tok::Number)
                return DefaultKind::Literal;
            if (i == 0 && (k.kind == Tok::String || k.kind == Tok::Blob))
                return DefaultKind::Literal;
            if (i == 0 && k.kind == Tok::Word &&
                (k.text == u"null" || k.text == u"true" || k.text == u"false"))
                return DefaultKind::Literal;
        }
    }

    const QString c = joinTokens(t);
    static const struct {
        const char16_t* text;
        DefaultKind kind;
    } known[] = {
        {u"unixepoch()", DefaultKind::UnixEpoch},
        {u"unixepoch('now')", DefaultKind::UnixEpoch},
        {u"strftime('%s','now')", DefaultKind::UnixEpoch},
        {u"strftime('%s')", DefaultKind::UnixEpoch},
        {u"current_timestamp", DefaultKind::CurrentTimestamp},
        {u"datetime('now')", DefaultKind::CurrentTimestamp},
        {u"datetime()", DefaultKind::CurrentTimestamp},
        {u"strftime('%Y-%m-%d %H:%M:%S','now')", DefaultKind::CurrentTimestamp},
        {u"strftime('%Y-%m-%d %H:%M:%S')", DefaultKind::CurrentTimestamp},
        {u"current_date", DefaultKind::CurrentDate},
        {u"date('now')", DefaultKind::CurrentDate},
        {u"date()", DefaultKind::CurrentDate},
        {u"current_time", DefaultKind::CurrentTime},
        {u"time('now')", DefaultKind::CurrentTime},
        {u"time()", DefaultKind::CurrentTime},
        {u"julianday('now')", DefaultKind::JulianDayNow},
        {u"julianday()", DefaultKind::JulianDayNow},
    };
    for (const auto& k : known) {
        if (c == QStringView(k.text))
            return k.kind;
    }
    return DefaultKind::Expression;
}

// Leading unsigned integer of a sqlite_stat1 `stat` text.
std::optional<qint64> leadingInteger(std::string_view s)
{
    qint64 v = 0;
    std::size_t i = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
        if (v > (std::numeric_limits<qint64>::max() - 9) / 10)
            return std::nullopt;
        v = v * 10 + (s[i] - '0');
        ++i;
    }
    if (i == 0)
        return std::nullopt;
    return v;
}

struct Reader {
    Connection& c;
    Schema& out;
    QHash<QString, int> byName; // asciiLower(name) -> index into out.tables
    bool cancelled = false;

    TableInfo* find(QStringView name)
    {
        const auto it = byName.constFind(asciiLower(name));
        return it == byName.constEnd() ? nullptr : &out.tables[it.value()];
    }

    // Runs `joinedSql` (one statement over every object of a kind; first result column is the
    // object's name). If it fails — a view over a dropped table, a virtual table whose module
    // is missing — each object in `targets` is read alone with `oneSql` (?1 = its name) so one
    // bad object cannot hide the rest; the objects that still fail get `error` set.
    template<class OnRow, class OnReset>
    void joinedOrEach(QStringView joinedSql, QStringView oneSql, const QList<int>& targets,
                      OnRow&& onRow, OnReset&& onReset)
    {
        if (cancelled || targets.isEmpty())
            return;
        {
            Statement s = c.prepare(joinedSql);
            if (s.isValid()) {
                while (s.next()) {
                    if (TableInfo* t = find(s.text(0)))
                        onRow(s, *t);
                }
                if (!s.failed())
                    return;
                if (s.interrupted() || c.isCancelled()) {
                    cancelled = true;
                    return;
                }
            }
        }
        for (int idx : targets)
            onReset(out.tables[idx]);
        for (int idx : targets) {
            TableInfo& t = out.tables[idx];
            QString err;
            Statement s = c.prepare(oneSql, &err);
            if (!s.isValid()) {
                t.error = err;
                continue;
            }
            s.bind(1, t.name);
            while (s.next())
                onRow(s, t);
            if (s.failed()) {
                if (s.interrupted() || c.isCancelled()) {
                    cancelled = true;
                    return;
                }
                onReset(t);
                t.error = s.error();
            }
        }
    }
};

ColumnInfo columnFromRow(const Statement& s)
{
    // 0 object, 1 cid, 2 name, 3 type, 4 notnull, 5 dflt_value, 6 pk, 7 hidden
    ColumnInfo col;
    col.name = s.text(2);
    col.declaredType = s.text(3);
    col.notNull = s.int64(4) != 0;
    if (s.type(5) != StorageClass::Null) {
        col.defaultSql = s.text(5);
        col.defaultKind = classifyDefault(col.defaultSql);
    }
    col.primaryKeyOrder = int(s.int64(6));
    const qint64 hidden = s.int64(7);
    // Generated columns (2 virtual, 3 stored) are in SELECT * and profiled like any other;
    // only a virtual table's hidden columns (1) are not.
    col.hidden = hidden == 1;
    col.generated = hidden == 2 || hidden == 3;
    return col;
}

} // namespace

QStringList TableInfo::primaryKey() const
{
    QList<const ColumnInfo*> pk;
    for (const ColumnInfo& c : columns) {
        if (c.primaryKeyOrder > 0)
            pk.append(&c);
    }
    std::stable_sort(pk.begin(), pk.end(), [](const ColumnInfo* a, const ColumnInfo* b) {
        return a->primaryKeyOrder < b->primaryKeyOrder;
    });
    QStringList out;
    for (const ColumnInfo* c : pk)
        out.append(c->name);
    return out;
}

const ColumnInfo* TableInfo::column(const QString& columnName) const
{
    for (const ColumnInfo& c : columns) {
        if (asciiEqualsIgnoreCase(c.name, columnName))
            return &c;
    }
    return nullptr;
}

const TableInfo* Schema::table(const QString& name) const
{
    for (const TableInfo& t : tables) {
        if (asciiEqualsIgnoreCase(t.name, name))
            return &t;
    }
    return nullptr;
}

DefaultKind classifyDefaultSql(QStringView sql)
{
    return classifyDefault(sql);
}

namespace {

// `s` is the prepared dbstat walk of kPagesSql; rebinding it per table keeps the virtual
// table's set-up (a schema read) to once per readSchema().
constexpr QStringView kPagesSql =
    u"SELECT pagetype, ncell FROM dbstat WHERE name = ?1 AND aggregate = 0 LIMIT 40";

std::optional<qint64> estimateFromPages(Statement& s, const QString& table)
{
    // dbstat walks the tree depth first from the root, so the first rows are the leftmost
    // path down to the first leaf; LIMIT stops the walk there. Overflow pages of the first
    // cells may come in between and are skipped.
    s.reset();
    s.bind(1, table);
    qint64 fanout = 1;
    constexpr qint64 kMax = std::numeric_limits<qint64>::max();
    while (s.next()) {
        const std::string_view type = s.textView(0);
        const qint64 cells = s.int64(1);
        qint64 next = 0;
        if (type == "internal") {
            fanout = __builtin_mul_overflow(fanout, cells + 1, &next) ? kMax : next;
        } else if (type == "leaf") {
            return __builtin_mul_overflow(fanout, cells, &next) ? kMax : next;
        }
    }
    return std::nullopt;
}

struct TriggerOn {
    QString table;
    TriggerInfo info;
};

// What sqlite_schema lists, in its order (sqlite_* internal objects left out).
struct SchemaObjects {
    QList<TableInfo> tables;
    QList<TableInfo> views;
    QHash<QString, QString> indexSql; // asciiLower(index name) -> CREATE INDEX text
    QList<TriggerOn> triggers;
    bool haveStat1 = false;
};

// 1. The objects themselves. false: sqlite_schema could not be read (*error says why).
bool readObjects(Connection& c, SchemaObjects& o, QString* error)
{
    Statement s = c.prepare(
        u"SELECT type, name, tbl_name, rootpage, sql FROM main.sqlite_schema ORDER BY rowid",
        error);
    if (!s.isValid())
        return false;
    while (s.next()) {
        const QString type = s.text(0);
        const QString name = s.text(1);
        if (name.startsWith(QLatin1String("sqlite_"), Qt::CaseInsensitive)) {
            if (type == u"table" && asciiEqualsIgnoreCase(name, u"sqlite_stat1"))
                o.haveStat1 = true;
            continue;
        }
        if (type == u"table" || type == u"view") {
            TableInfo t;
            t.name = name;
            t.sql = s.text(4);
            t.rootPage = int(s.int64(3));
            if (type == u"view")
                t.kind = TableInfo::Kind::View;
            else if (t.rootPage == 0)
                t.kind = TableInfo::Kind::Virtual;
            (type == u"view" ? o.views : o.tables).append(t);
        } else if (type == u"index") {
            o.indexSql.insert(asciiLower(name), s.text(4));
        } else if (type == u"trigger") {
            o.triggers.append({s.text(2), TriggerInfo{name, s.text(4)}});
        }
    }
    if (s.failed()) {
        *error = s.interrupted() ? tr("cancelled") : s.error();
        return false;
    }
    return true;
}

// 2. Kinds, WITHOUT ROWID and STRICT (SQLite ≥ 3.37).
void readKinds(Reader& r)
{
    Statement s =
        r.c.prepare(u"SELECT name, type, wr, strict FROM pragma_table_list WHERE schema = 'main'");
    while (s.next()) {
        TableInfo* t = r.find(s.text(0));
        if (!t)
            continue;
        const QString type = s.text(1);
        if (type == u"shadow")
            t->kind = TableInfo::Kind::Shadow;
        else if (type == u"virtual")
            t->kind = TableInfo::Kind::Virtual;
        else if (type == u"view")
            t->kind = TableInfo::Kind::View;
        else
            t->kind = TableInfo::Kind::Table;
        t->withoutRowid = s.int64(2) != 0;
        t->strict = s.int64(3) != 0;
    }
    if (s.interrupted())
        r.cancelled = true;
}

// 3. Columns. `stored`: tables with a B-tree (ordinary and shadow tables); `computed`: views
// and virtual tables, whose columns come from code that may fail.
void readColumns(Reader& r, const QList<int>& stored, const QList<int>& computed)
{
    auto onColumn = [](const Statement& s, TableInfo& t) { t.columns.append(columnFromRow(s)); };
    auto resetColumns = [](TableInfo& t) { t.columns.clear(); };
    const QStringView oneColumns =
        u"SELECT ?1, cid, name, type, \"notnull\", dflt_value, pk, hidden "
        u"FROM pragma_table_xinfo(?1, 'main')";
    r.joinedOrEach(u"SELECT s.name, c.cid, c.name, c.type, c.\"notnull\", c.dflt_value, c.pk, "
                   u"c.hidden FROM main.sqlite_schema AS s, pragma_table_xinfo(s.name, 'main') "
                   u"AS c WHERE s.type = 'table' AND s.rootpage > 0",
                   oneColumns, stored, onColumn, resetColumns);
    r.joinedOrEach(u"SELECT s.name, c.cid, c.name, c.type, c.\"notnull\", c.dflt_value, c.pk, "
                   u"c.hidden FROM main.sqlite_schema AS s, pragma_table_xinfo(s.name, 'main') "
                   u"AS c WHERE s.type = 'view' OR (s.type = 'table' AND s.rootpage = 0)",
                   oneColumns, computed, onColumn, resetColumns);
}

// 4. Indexes with their key columns (expression terms taken from the CREATE INDEX text).
void readIndexes(Reader& r, const QList<int>& stored, const QHash<QString, QString>& indexSql)
{
    struct IndexRef {
        int table;
        int index;
    };
    Schema& out = r.out;
    QHash<QString, IndexRef> indexOf; // asciiLower(index name)
    QHash<QString, QStringList> termsOf;
    auto onIndexColumn = [&](const Statement& s, TableInfo& t) {
        // 0 table, 1 index name, 2 unique, 3 origin, 4 partial, 5 seqno, 6 cid, 7 column name,
        // 8 desc, 9 collation
        const QString name = s.text(1);
        const QString key = asciiLower(name);
        const int tableIdx = int(&t - out.tables.data());
        auto it = indexOf.find(key);
        if (it == indexOf.end()) {
            IndexInfo ix;
            ix.name = name;
            ix.unique = s.int64(2) != 0;
            ix.origin = s.text(3);
            ix.partial = s.int64(4) != 0;
            ix.sql = indexSql.value(key);
            t.indexes.append(ix);
            it = indexOf.insert(key, IndexRef{tableIdx, int(t.indexes.size() - 1)});
        }
        IndexInfo& ix = out.tables[it->table].indexes[it->index];
        const qint64 cid = s.int64(6);
        QString column;
        if (cid == -2) {
            ix.hasExpression = true;
            auto terms = termsOf.find(key);
            if (terms == termsOf.end())
                terms = termsOf.insert(key, indexTerms(ix.sql));
            const qint64 seqno = s.int64(5);
            column = seqno >= 0 && seqno < terms->size() ? terms->at(seqno)
                                                         : QStringLiteral("<expression>");
        } else if (cid == -1) {
            column = QStringLiteral("rowid");
        } else {
            column = s.text(7);
        }
        ix.columns.append(column);
        ix.descending.append(s.int64(8) != 0);
        ix.collations.append(s.text(9));
    };
    auto resetIndexes = [&](TableInfo& t) {
        for (const IndexInfo& ix : std::as_const(t.indexes))
            indexOf.remove(asciiLower(ix.name));
        t.indexes.clear();
    };
    r.joinedOrEach(u"SELECT s.name, il.name, il.\"unique\", il.origin, il.partial, ix.seqno, "
                   u"ix.cid, ix.name, ix.\"desc\", ix.coll FROM main.sqlite_schema AS s, "
                   u"pragma_index_list(s.name, 'main') AS il, "
                   u"pragma_index_xinfo(il.name, 'main') AS ix "
                   u"WHERE s.type = 'table' AND s.rootpage > 0 AND ix.key",
                   u"SELECT ?1, il.name, il.\"unique\", il.origin, il.partial, ix.seqno, ix.cid, "
                   u"ix.name, ix.\"desc\", ix.coll FROM pragma_index_list(?1, 'main') AS il, "
                   u"pragma_index_xinfo(il.name, 'main') AS ix WHERE ix.key",
                   stored, onIndexColumn, resetIndexes);
}

// 5. Foreign keys (SQLite numbers them last-declared first; kept in declaration order).
void readForeignKeys(Reader& r, const QList<int>& stored)
{
    Schema& out = r.out;
    // table index -> id (descending) -> key
    QHash<int, std::map<qint64, ForeignKey, std::greater<>>> fks;
    auto onForeignKey = [&](const Statement& s, TableInfo& t) {
        // 0 table, 1 id, 2 seq, 3 referenced table, 4 from, 5 to, 6 on_update, 7 on_delete
        ForeignKey& fk = fks[int(&t - out.tables.data())][s.int64(1)];
        fk.table = s.text(3);
        fk.from.append(s.text(4));
        fk.to.append(s.type(5) == StorageClass::Null ? QString() : s.text(5));
        fk.onUpdate = s.text(6);
        fk.onDelete = s.text(7);
    };
    auto resetForeignKeys = [&](TableInfo& t) { fks.remove(int(&t - out.tables.data())); };
    r.joinedOrEach(u"SELECT s.name, f.id, f.seq, f.\"table\", f.\"from\", f.\"to\", f.on_update, "
                   u"f.on_delete FROM main.sqlite_schema AS s, "
                   u"pragma_foreign_key_list(s.name, 'main') AS f "
                   u"WHERE s.type = 'table' AND s.rootpage > 0 ORDER BY 1, f.id, f.seq",
                   u"SELECT ?1, id, seq, \"table\", \"from\", \"to\", on_update, on_delete "
                   u"FROM pragma_foreign_key_list(?1, 'main') ORDER BY id, seq",
                   stored, onForeignKey, resetForeignKeys);
    for (auto it = fks.cbegin(); it != fks.cend(); ++it) {
        TableInfo& t = out.tables[it.key()];
        for (const auto& [id, fk] : it.value())
            t.foreignKeys.append(fk);
    }
}

// 7. The INTEGER PRIMARY KEY alias. SQLite's own rules (exactly "INTEGER", not DESC in a
// column constraint, …) are reflected in whether it made a separate index for the key.
void findRowidAliases(Schema& out)
{
    for (TableInfo& t : out.tables) {
        if (!t.hasRowid())
            continue;
        const QStringList pk = t.primaryKey();
        if (pk.size() != 1)
            continue;
        const ColumnInfo* col = t.column(pk.first());
        if (!col || !asciiEqualsIgnoreCase(col->declaredType, u"integer"))
            continue;
        const bool hasPkIndex = std::any_of(t.indexes.cbegin(), t.indexes.cend(),
                                            [](const IndexInfo& ix) { return ix.origin == u"pk"; });
        if (!hasPkIndex)
            t.rowidAlias = col->name;
    }
}

// 8. Approximate row counts from ANALYZE.
void readStat1(Reader& r)
{
    Statement s = r.c.prepare(u"SELECT tbl, stat FROM main.sqlite_stat1");
    while (s.next()) {
        if (s.type(1) != StorageClass::Text)
            continue;
        TableInfo* t = r.find(s.text(0));
        const std::optional<qint64> n = leadingInteger(s.textView(1));
        if (t && n && (!t->approxRows || *t->approxRows < *n)) {
            t->approxRows = n;
            t->approxFromStat1 = true;
        }
    }
    if (s.interrupted())
        r.cancelled = true;
}

} // namespace

Schema readSchema(Connection& c)
{
    Schema out;
    Reader r{c, out, {}, false};
    SchemaObjects objects;
    if (!readObjects(c, objects, &out.error))
        return out;
    out.tables = objects.tables + objects.views;
    r.byName.reserve(out.tables.size());
    for (int i = 0; i < out.tables.size(); ++i)
        r.byName.insert(asciiLower(out.tables[i].name), i);
    readKinds(r);

    QList<int> stored;   // tables with a B-tree (ordinary and shadow tables)
    QList<int> computed; // views and virtual tables
    for (int i = 0; i < out.tables.size(); ++i) {
        const TableInfo& t = out.tables[i];
        (t.kind == TableInfo::Kind::View || t.kind == TableInfo::Kind::Virtual ? computed : stored)
            .append(i);
    }
    readColumns(r, stored, computed);
    readIndexes(r, stored, objects.indexSql);
    readForeignKeys(r, stored);
    // 6. Triggers, on tables and on views.
    for (const TriggerOn& tr : std::as_const(objects.triggers)) {
        if (TableInfo* t = r.find(tr.table))
            t->triggers.append(tr.info);
    }
    findRowidAliases(out);
    if (objects.haveStat1 && !r.cancelled)
        readStat1(r);
    if (r.cancelled || c.isCancelled())
        out.error = tr("cancelled");
    return out;
}

void fillRowEstimates(Connection& c, Schema& schema)
{
    Statement pages = c.isCancelled() ? Statement() : c.prepare(kPagesSql);
    if (pages.isValid()) {
        for (TableInfo& t : schema.tables) {
            if (t.kind != TableInfo::Kind::Table || t.approxRows || c.isCancelled())
                continue;
            t.approxRows = estimateFromPages(pages, t.name);
            if (t.approxRows && *t.approxRows > 0 && t.hasRowid()) {
                // The tree's right edge is partly filled, so the pages overestimate; the rowid
                // span is an upper bound too (rowids are distinct), and often exact.
                Statement span =
                    c.prepare(QStringLiteral("SELECT (SELECT min(rowid) FROM main.%1), "
                                             "(SELECT max(rowid) FROM main.%1)")
                                  .arg(quoteIdentifier(t.name)));
                qint64 width = 0;
                if (span.next() && span.type(0) == StorageClass::Integer &&
                    !__builtin_sub_overflow(span.int64(1), span.int64(0), &width) &&
                    width < std::numeric_limits<qint64>::max())
                    t.approxRows = std::min(*t.approxRows, width + 1);
            }
        }
    }
}

std::optional<qint64> estimateRowsFromPages(Connection& c, const QString& table)
{
    Statement s = c.prepare(kPagesSql);
    if (!s.isValid())
        return std::nullopt;
    return estimateFromPages(s, table);
}

std::optional<qint64> countRows(Connection& c, const QString& table)
{
    if (c.isCancelled())
        return std::nullopt;
    Statement s = c.prepare(QStringLiteral("SELECT count(*) FROM main.") + quoteIdentifier(table));
    if (!s.next())
        return std::nullopt;
    const qint64 n = s.int64(0);
    // Belt and braces: OP_Count walks the tree inside one instruction and stops early when
    // interrupted. SQLite 3.40 then fails the statement, but a count that overlapped a cancel
    // is never reported (the flag is set before sqlite3_interrupt() is called).
    if (c.isCancelled())
        return std::nullopt;
    return n;
}

} // namespace idscope::db

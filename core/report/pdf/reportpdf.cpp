#include "report/pdf/reportpdf.h"

#include "report/pdf/reportpainter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextLayout>

#include <algorithm>

namespace idscope::report {

namespace {

constexpr double kChartMm = 62;

// Columns narrower than a fair share keep their natural width; the others get their minimum
// plus the rest of the room in proportion to how much wider they would like to be.
QList<double> shareWideColumns(const QList<double>& natural, const QList<double>& minimum,
                               double avail)
{
    const qsizetype n = natural.size();
    QList<double> width = natural;
    QList<bool> fixed(n, false);
    double left = avail;
    qsizetype open = n;
    for (bool changed = true; changed && open > 0;) {
        changed = false;
        const double share = left / double(open);
        for (qsizetype i = 0; i < n; ++i) {
            if (!fixed[i] && std::max(natural[i], 0.0) <= share) {
                fixed[i] = true;
                left -= natural[i];
                --open;
                changed = true;
            }
        }
    }
    double minSum = 0, natSum = 0;
    for (qsizetype i = 0; i < n; ++i) {
        if (!fixed[i]) {
            minSum += minimum[i];
            natSum += natural[i] - minimum[i];
        }
    }
    const double extra = std::max(0.0, left - minSum);
    for (qsizetype i = 0; i < n; ++i) {
        if (!fixed[i])
            width[i] = minimum[i] + (natSum > 0 ? extra * (natural[i] - minimum[i]) / natSum : 0);
    }
    return width;
}

// Lowers a common cap on the widest columns until the sum fits: short words and numbers keep
// their width; only the longest values wrap inside a word.
void capWidestColumns(QList<double>& width, double avail)
{
    double sum = 0;
    for (double v : std::as_const(width))
        sum += v;
    if (sum <= avail)
        return;
    const qsizetype n = width.size();
    QList<double> sorted = width;
    std::sort(sorted.begin(), sorted.end());
    double below = 0, cap = avail / double(n);
    for (qsizetype k = 0; k < n; ++k) {
        const double c = (avail - below) / double(n - k);
        if (c <= sorted[k]) {
            cap = c;
            break;
        }
        below += sorted[k];
    }
    for (double& v : width)
        v = std::min(v, cap);
}

// A top-to-bottom flow over pages: `y` is the next free line; ensure() breaks the page.
class PdfFlow {
public:
    PdfFlow(QPdfWriter& w, QPainter& p, const ReportDocument& doc) : w_(w), p_(p), doc_(doc)
    {
        const double dpi = w.resolution();
        mm_ = dpi / 25.4;
        page_ = QRectF(0, 0, w.width(), w.height());
        bottom_ = page_.bottom() - 8 * mm_; // room for the footer
        base_ = QFont(QStringLiteral("DejaVu Sans"));
        base_.setPointSizeF(9.5);
        p_.setFont(base_);
        y_ = page_.top();
    }

    void finish() { footer(); }

    void title(const QString& text, const QString& generated)
    {
        QFont f = base_;
        f.setPointSizeF(18);
        f.setBold(true);
        block(text, f, 2 * mm_);
        QFont g = base_;
        g.setPointSizeF(8.5);
        block(generated, g, 4 * mm_, QColor(90, 90, 90));
    }

    // Room the start of a section needs on one page: its heading, its paragraphs and its
    // first chart (or a few lines of whatever comes first).
    double sectionStart(const ReportSection& s) const
    {
        double h = 8 * mm_;
        for (const QString& p : s.paragraphs)
            h += textHeight(p, base_, page_.width()) + 2 * mm_;
        h += s.charts.isEmpty() ? 4 * lineHeight(base_) : kChartMm * mm_;
        return std::min(h, (bottom_ - page_.top()) * 0.8);
    }

    void keep(double h) { ensure(h); }

    void heading(const QString& text, int level)
    {
        QFont f = base_;
        f.setPointSizeF(level <= 1 ? 14 : 11.5);
        f.setBold(true);
        const double h = textHeight(text, f, page_.width());
        // Keep a heading with at least three lines of what follows.
        ensure(h + 3 * mm_ + 3 * lineHeight(base_));
        y_ += level <= 1 ? 4 * mm_ : 2 * mm_;
        block(text, f, 1.5 * mm_);
        if (level <= 1) {
            p_.setPen(QPen(QColor(180, 180, 180), 0.3 * mm_));
            p_.drawLine(QPointF(page_.left(), y_ - mm_), QPointF(page_.right(), y_ - mm_));
        }
    }

    void paragraph(const QString& text, bool muted = false)
    {
        block(text, base_, 2 * mm_, muted ? QColor(90, 90, 90) : QColor(Qt::black));
    }

    void facts(const QList<ReportFact>& facts)
    {
        ReportTable t;
        t.columns = {{"k", QString(), ValueKind::Text}, {"v", QString(), ValueKind::Text}};
        for (const ReportFact& f : facts)
            t.rows.append({f.label, shownValue(f.value, f.kind)});
        table(t, false);
    }

    void table(const ReportTable& t, bool header = true)
    {
        QFont f = base_;
        f.setPointSizeF(7.5);
        QFont hf = f;
        hf.setBold(true);
        const QFontMetricsF fm(f, &w_);
        const double pad = 1.2 * mm_;
        const int n = int(t.columns.size());
        if (n == 0)
            return;
        // Natural widths (one line) and minimum widths (the longest word) from the header and
        // the first rows. When the natural widths do not fit, columns narrower than a fair
        // share keep theirs, the others share what is left but never go below their longest
        // word (up to 40 mm for a header, 80 mm for a value); only when even that does not fit
        // are all scaled down.
        const QFontMetricsF hfm(hf, &w_);
        const double slack = 2 * pad + 0.6 * mm_;
        QList<double> natural(n, 0), minimum(n, 0);
        for (int i = 0; i < n; ++i) {
            natural[i] = hfm.horizontalAdvance(t.columns[i].title) + slack;
            minimum[i] = std::min(40 * mm_, longestWord(t.columns[i].title, hfm) + slack);
        }
        for (qsizetype r = 0; r < t.rows.size() && r < 300; ++r) {
            for (int i = 0; i < n; ++i) {
                const QString v = t.rows[r].value(i);
                natural[i] = std::max(natural[i], fm.horizontalAdvance(v) + slack);
                // A value's word up to 80 mm keeps its line: a UUID (about 70 mm here) broken
                // over three lines cannot be read or compared.
                minimum[i] = std::max(minimum[i], std::min(80 * mm_, longestWord(v, fm) + slack));
            }
        }
        const double avail = page_.width();
        const QList<double> width = fitColumnWidths(natural, minimum, avail);
        auto rowHeight = [&](const QStringList& cells, const QFont& font) {
            double h = 0;
            for (int i = 0; i < n; ++i)
                h = std::max(h, textHeight(cells.value(i), font, width[i] - 2 * pad));
            return h + 2 * pad * 0.6;
        };
        QStringList titles;
        for (const ReportColumn& c : t.columns)
            titles << c.title;
        const double headH = header ? rowHeight(titles, hf) : 0;
        auto drawRow = [&](const QStringList& cells, const QFont& font, double h, bool head) {
            double x = page_.left();
            p_.setFont(font);
            for (int i = 0; i < n; ++i) {
                const QRectF cell(x, y_, width[i], h);
                if (head)
                    p_.fillRect(cell, QColor(236, 239, 242));
                p_.setPen(QPen(QColor(200, 205, 210), 0.15 * mm_));
                p_.drawRect(cell);
                p_.setPen(Qt::black);
                const Qt::Alignment align =
                    isNumeric(t.columns[i].kind) && !head ? Qt::AlignRight : Qt::AlignLeft;
                p_.drawText(cell.adjusted(pad, pad * 0.6, -pad, 0), lines(cells.value(i)),
                            wrapping(align));
                x += width[i];
            }
            y_ += h;
        };
        if (!t.caption.isEmpty()) {
            QFont cf = base_;
            cf.setBold(true);
            ensure(textHeight(t.caption, cf, avail) + headH + rowHeight(t.rows.value(0), f));
            block(t.caption, cf, mm_);
        }
        bool needHeader = header;
        for (const QStringList& r : t.rows) {
            const double h = rowHeight(r, f);
            if (y_ + h > bottom_ || (needHeader && y_ + headH + h > bottom_)) {
                newPage();
                needHeader = header; // repeat the header row on the new page
            }
            if (needHeader) {
                drawRow(titles, hf, headH, true);
                needHeader = false;
            }
            drawRow(r, f, h, false);
        }
        if (t.rows.isEmpty() && header)
            drawRow(titles, hf, headH, true);
        p_.setFont(base_);
        y_ += 3 * mm_;
    }

    void chart(const ReportChart& c)
    {
        const double h = kChartMm * mm_;
        ensure(h);
        QFont f = base_;
        f.setPointSizeF(7.5);
        p_.setFont(f);
        paintChart(p_, QRectF(page_.left(), y_, page_.width(), h), c, {});
        p_.setFont(base_);
        y_ += h + 3 * mm_;
    }

private:
    double lineHeight(const QFont& f) const { return QFontMetricsF(f, &w_).height(); }

    static QTextOption wrapping(Qt::Alignment a = Qt::AlignLeft)
    {
        QTextOption o(a | Qt::AlignTop);
        o.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        return o;
    }

    static QString lines(QString text)
    {
        text.replace(u'\n', QChar::LineSeparator);
        return text;
    }

    // Height of `text` wrapped at word boundaries (anywhere inside a word wider than `width`),
    // laid out exactly as drawText(rect, text, wrapping()) lays it out.
    double textHeight(const QString& text, const QFont& f, double width) const
    {
        QTextLayout layout(lines(text), f, &w_);
        layout.setTextOption(wrapping());
        layout.beginLayout();
        double h = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max(1.0, width));
            h += line.height();
        }
        layout.endLayout();
        return std::max(h, QFontMetricsF(f, &w_).height());
    }

    // Width of the longest word: a column narrower than this breaks words.
    double longestWord(const QString& text, const QFontMetricsF& fm) const
    {
        double w = 0;
        for (const QString& word : text.split(u' ', Qt::SkipEmptyParts))
            w = std::max(w, fm.horizontalAdvance(word));
        return w;
    }

    void block(const QString& text, const QFont& f, double after, QColor color = Qt::black)
    {
        const double h = textHeight(text, f, page_.width());
        ensure(h);
        p_.setFont(f);
        p_.setPen(color);
        p_.drawText(QRectF(page_.left(), y_, page_.width(), h), lines(text), wrapping());
        p_.setFont(base_);
        y_ += h + after;
    }

    void ensure(double h)
    {
        if (y_ + h > bottom_ && y_ > page_.top())
            newPage();
    }

    void newPage()
    {
        footer();
        w_.newPage();
        ++pageNo_;
        y_ = page_.top();
    }

    void footer()
    {
        QFont f = base_;
        f.setPointSizeF(7.5);
        p_.setFont(f);
        p_.setPen(QColor(110, 110, 110));
        const QRectF r(page_.left(), page_.bottom() - 5 * mm_, page_.width(), 5 * mm_);
        p_.drawText(r, Qt::AlignLeft | Qt::AlignBottom, doc_.title);
        p_.drawText(r, Qt::AlignRight | Qt::AlignBottom,
                    QCoreApplication::translate("idscope::report", "Page %1").arg(pageNo_));
        p_.setFont(base_);
        p_.setPen(Qt::black);
    }

    QPdfWriter& w_;
    QPainter& p_;
    const ReportDocument& doc_;
    double mm_ = 1;
    QRectF page_;
    double bottom_ = 0;
    double y_ = 0;
    QFont base_;
    int pageNo_ = 1;
};

} // namespace

QList<double> fitColumnWidths(const QList<double>& natural, const QList<double>& minimum,
                              double avail)
{
    double total = 0;
    for (double v : natural)
        total += v;
    if (total <= avail)
        return natural;
    QList<double> width = shareWideColumns(natural, minimum, avail);
    double shared = 0, minSum = 0, give = 0;
    for (qsizetype i = 0; i < width.size(); ++i) {
        shared += width[i];
        minSum += minimum[i];
        give += std::max(0.0, natural[i] - minimum[i]);
    }
    // The narrow columns kept their natural widths and starved a wide one below its longest
    // word (a UUID): when every longest word fits, all columns give way in proportion instead.
    if (shared > avail && minSum <= avail && give > 0) {
        for (qsizetype i = 0; i < width.size(); ++i)
            width[i] =
                minimum[i] + (avail - minSum) * std::max(0.0, natural[i] - minimum[i]) / give;
        return width;
    }
    capWidestColumns(width, avail);
    return width;
}

bool writePdf(const ReportDocument& doc, QIODevice& out, QString* error)
{
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        if (error)
            *error = QCoreApplication::translate(
                "idscope::report", "PDF needs the GUI libraries (no QGuiApplication)");
        return false;
    }
    QPdfWriter w(&out);
    w.setResolution(300);
    w.setPageSize(QPageSize(QPageSize::A4));
    w.setPageMargins(QMarginsF(16, 16, 16, 14), QPageLayout::Millimeter);
    w.setTitle(doc.title);
    w.setCreator(QStringLiteral("idscope %1").arg(doc.idscopeVersion));
    QPainter p;
    if (!p.begin(&w)) {
        if (error)
            *error = out.errorString();
        return false;
    }
    PdfFlow flow(w, p, doc);
    flow.title(doc.title, doc.generationLine());
    for (const ReportSection& s : doc.sections) {
        flow.keep(flow.sectionStart(s));
        flow.heading(s.heading, s.level);
        for (const QString& para : s.paragraphs)
            flow.paragraph(para);
        if (!s.facts.isEmpty())
            flow.facts(s.facts);
        for (const ReportChart& c : s.charts)
            flow.chart(c);
        for (const ReportTable& t : s.tables) {
            ReportTable shown = t;
            shown.rows = shownRows(t);
            flow.table(shown);
        }
        for (const QString& n : s.notes)
            flow.paragraph(n, true);
    }
    flow.finish();
    if (!p.end()) {
        if (error)
            *error = out.errorString();
        return false;
    }
    return true;
}

bool saveReportAnyFormat(const ReportDocument& doc, ReportFormat format, const QString& path,
                         QString* error)
{
    if (format != ReportFormat::Pdf)
        return saveReport(doc, format, path, error);
    return saveAtomically(
        path, [&](QIODevice& out, QString* why) { return writePdf(doc, out, why); }, error);
}

} // namespace idscope::report

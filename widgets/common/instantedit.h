// A line edit for an instant: reads what a person types (parseInstantInput: RFC 3339 with or
// without seconds, a date, a space for the T, now, -2h, yesterday, Unix s/ms/µs/ns, an ID) in
// the display zone, and says how it read it in a small label of its own that the page places
// below the field ("read as 2026-10-31T22:00:00Z"). The label stays empty when the text is
// already exactly what it was read as.
#pragma once

#include "ids/instantinput.h"

#include <QLabel>
#include <QLineEdit>
#include <QPointer>

#include <optional>

namespace idscope {

class ZoneSetting;

// The reading below an InstantEdit: the whole sentence where it fits, else the instant alone
// (in the zone and in UTC), else in the zone only, else that cut at the right; the whole sentence
// is always its tooltip. It never asks for more width than the layout gives it, so typing does not
// move the fields around.
class InstantEcho : public QLabel {
public:
    explicit InstantEcho(QWidget* parent);
    void setTexts(const QString& full, const QString& compact);
    QString fullText() const { return full_; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fit();
    QString full_;
    QString compact_;
};

class InstantEdit : public QLineEdit {
    Q_OBJECT
public:
    explicit InstantEdit(ZoneSetting* zone, QWidget* parent = nullptr);
    ~InstantEdit() override; // takes its label along

    InstantInput reading() const; // the text as read at this moment
    std::optional<Instant> instant() const;
    DisplayZone zone() const;
    QLabel* echoLabel() const { return echo_; }
    QString echoText() const; // the whole sentence, whatever the label has room for
    // Reads the text again: after a setText() under a QSignalBlocker, or a zone change.
    void refreshEcho();
    // "now" for relative spellings; 0 (the default) follows the clock. For tests.
    void setNow(qint64 ms);
    qint64 now() const;

    // "read as 2026-10-31T23:00:00+01:00 (22:00:00Z) · Unix seconds" — empty when the reading
    // is exactly `text` or `text` is blank; the refusal when it is no instant. `compact` gets
    // the same without words ("2026-10-31T23:00:00+01:00 (22:00:00Z)") for a narrow label.
    static QString describe(const QString& text, const InstantInput& r, const DisplayZone& zone,
                            QString* compact = nullptr);
    // Why `text` is no instant, with the spellings that are.
    static QString notAnInstant(const QString& text);
    // The tooltip listing what the field accepts.
    static QString spellings(const DisplayZone& zone);

signals:
    void readingChanged();

private:
    QPointer<ZoneSetting> zone_;
    QPointer<InstantEcho> echo_; // a sibling: the page lays it out
    qint64 fixedNow_ = 0;
};

} // namespace idscope

// Tools ▸ ID generator: fresh IDs of any format minted at now or at a chosen instant (for test
// data), and the smallest/largest ID of an instant range as a ready-to-paste
// `WHERE id BETWEEN lo AND hi` (TEXT in any case, or X'…' for BLOB-stored UUIDs and ULIDs).
#pragma once

#include "ids/format.h"
#include "ids/instant.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTabWidget;

namespace idscope {

class ZoneSetting;

class IdGeneratorDialog : public QDialog {
    Q_OBJECT
public:
    // How the range's bounds are spelled in SQL.
    enum class Storage { Text, TextLower, TextUpper, Blob };

    // `zone` (may be null: UTC) shows parsed instants back in the user's display zone.
    explicit IdGeneratorDialog(ZoneSetting* zone, QWidget* parent = nullptr);
    ~IdGeneratorDialog() override; // remembers the inputs
    void done(int result) override;

    static QList<Format> generatableFormats(); // reversible formats generateAt() can mint
    // How the IDs minted at one instant are ordered, in a sentence.
    static QString sequenceText(Format f);

    void setFormat(Format f, quint8 profile = 0);
    Format format() const;
    quint8 profile() const; // the reading chosen with the format (Sonyflake epoch)

    QStringList generated() const; // the list last generated
    QString sql() const;           // the BETWEEN snippet, empty while the range is invalid
    QString lowerBound() const { return lower_; } // as spelled in the SQL (X'…' for BLOB)
    QString upperBound() const { return upper_; }

    // An ID's text in the chosen storage: quoted TEXT, a bare integer, or an X'…' literal.
    static QString sqlLiteral(Format f, const QString& canonical, Storage storage);

public slots:
    void generate();

private:
    void fillFormats();
    void buildGenerateTab();
    void buildBoundsTab();
    void connectControls();
    void formatChanged();
    void updateInstantEcho();
    void updateRange();
    std::optional<Instant> chosenInstant(QString* error) const;
    QString echo(const QString& text, Precision p, std::optional<Instant>* out) const;
    void restore();
    void store() const;

    ZoneSetting* zone_;
    QComboBox* format_;
    QTabWidget* tabs_;
    // Generate tab
    QRadioButton* now_;
    QRadioButton* at_;
    QLineEdit* instant_;
    QLabel* instantEcho_;
    QSpinBox* count_;
    QPushButton* generateButton_;
    QPlainTextEdit* list_;
    QLabel* sequenceNote_;
    // Range tab
    QLineEdit* from_;
    QLineEdit* to_;
    QLabel* fromEcho_;
    QLabel* toEcho_;
    QComboBox* storage_;
    QLabel* lowerEcho_; // the canonical bounds, whatever the storage
    QLabel* upperEcho_;
    QLineEdit* column_;
    QPlainTextEdit* sql_;
    QString lower_;
    QString upper_;
    QStringList generated_;
};

} // namespace idscope

#include <QTest>

class Tst_textformats : public QObject {
    Q_OBJECT
private slots:
    void placeholder() { QSKIP("being written"); }
};

QTEST_GUILESS_MAIN(Tst_textformats)
#include "tst_textformats.moc"

#include <QTest>

class Tst_instant : public QObject {
    Q_OBJECT
private slots:
    void placeholder() { QSKIP("being written"); }
};

QTEST_GUILESS_MAIN(Tst_instant)
#include "tst_instant.moc"

#include <QTest>

class Tst_integers : public QObject {
    Q_OBJECT
private slots:
    void placeholder() { QSKIP("being written"); }
};

QTEST_GUILESS_MAIN(Tst_integers)
#include "tst_integers.moc"

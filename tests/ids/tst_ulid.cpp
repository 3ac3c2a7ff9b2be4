#include <QTest>

class Tst_ulid : public QObject {
    Q_OBJECT
private slots:
    void placeholder() { QSKIP("being written"); }
};

QTEST_GUILESS_MAIN(Tst_ulid)
#include "tst_ulid.moc"

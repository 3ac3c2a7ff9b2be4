#include <QTest>

class Tst_detector : public QObject {
    Q_OBJECT
private slots:
    void placeholder() { QSKIP("being written"); }
};

QTEST_GUILESS_MAIN(Tst_detector)
#include "tst_detector.moc"

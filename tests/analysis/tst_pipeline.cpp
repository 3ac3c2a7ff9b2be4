// The producer/consumer block pipeline: every submitted block is consumed once, in order, on
// the worker thread, while a few blocks are reused many times; finish() returns only after the
// last one; nothing submitted, or no finish() before destruction, is fine too.
#include "analysis/pipeline.h"

#include <QTest>

#include <atomic>
#include <numeric>
#include <thread>

using idscope::analysis::BlockPipeline;

namespace {
struct Block {
    std::vector<qint64> values;
    int sequence = -1;
};

std::vector<std::unique_ptr<Block>> makeBlocks(int n)
{
    std::vector<std::unique_ptr<Block>> blocks;
    for (int i = 0; i < n; ++i)
        blocks.push_back(std::make_unique<Block>());
    return blocks;
}
} // namespace

class TstPipeline : public QObject {
    Q_OBJECT
private slots:
    void everyBlockOnceInOrder();
    void blocksAreReused();
    void nothingSubmitted();
    void destructionFinishes();
};

void TstPipeline::everyBlockOnceInOrder()
{
    const int kBlocks = 3, kRounds = 1000, kPerBlock = 17;
    std::vector<int> order;
    qint64 sum = 0;
    std::thread::id consumer;
    BlockPipeline<Block> pipe(makeBlocks(kBlocks), [&](Block& b) {
        consumer = std::this_thread::get_id();
        order.push_back(b.sequence);
        sum = std::accumulate(b.values.begin(), b.values.end(), sum);
    });
    qint64 next = 1;
    for (int round = 0; round < kRounds; ++round) {
        Block& b = pipe.acquire();
        b.sequence = round;
        b.values.clear();
        for (int i = 0; i < kPerBlock; ++i)
            b.values.push_back(next++);
        pipe.submit(b);
    }
    pipe.finish();
    // 1 + 2 + … + n, n = rounds × values per block.
    const qint64 n = qint64(kRounds) * kPerBlock;
    QCOMPARE(sum, n * (n + 1) / 2);
    QCOMPARE(int(order.size()), kRounds);
    for (int i = 0; i < kRounds; ++i)
        QCOMPARE(order[std::size_t(i)], i);
    QVERIFY(consumer != std::this_thread::get_id());
}

void TstPipeline::blocksAreReused()
{
    std::vector<const Block*> seen;
    std::atomic<int> inFlight{0};
    int maxInFlight = 0;
    BlockPipeline<Block> pipe(makeBlocks(2), [&](Block& b) {
        seen.push_back(&b);
        --inFlight;
    });
    for (int i = 0; i < 200; ++i) {
        Block& b = pipe.acquire();
        maxInFlight = std::max(maxInFlight, ++inFlight);
        pipe.submit(b);
    }
    pipe.finish();
    QCOMPARE(int(seen.size()), 200);
    std::sort(seen.begin(), seen.end());
    QCOMPARE(std::unique(seen.begin(), seen.end()) - seen.begin(), 2); // only the two blocks
    QVERIFY(maxInFlight <= 2);
}

void TstPipeline::nothingSubmitted()
{
    int calls = 0;
    BlockPipeline<Block> pipe(makeBlocks(4), [&](Block&) { ++calls; });
    pipe.finish();
    pipe.finish(); // twice is harmless
    QCOMPARE(calls, 0);
}

void TstPipeline::destructionFinishes()
{
    int calls = 0;
    {
        BlockPipeline<Block> pipe(makeBlocks(1), [&](Block&) { ++calls; });
        for (int i = 0; i < 5; ++i)
            pipe.submit(pipe.acquire());
    }
    QCOMPARE(calls, 5);
}

QTEST_GUILESS_MAIN(TstPipeline)
#include "tst_pipeline.moc"

// One producer and one consumer thread sharing a fixed set of reusable blocks: the producer
// takes a free block, fills it and submits it; a worker thread consumes the submitted blocks
// in order and hands each back. The wall time of a scan becomes the slower of the two halves
// instead of their sum, and memory stays at the blocks allocated up front. The producer waits
// only when every block is in flight, the worker only when none is; a thread is woken only
// when the other one sleeps, so handing over a block is usually a mutex and no system call.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace idscope::analysis {

template<typename Block> class BlockPipeline {
public:
    // `consume` runs on the worker thread for every submitted block, in submission order.
    BlockPipeline(std::vector<std::unique_ptr<Block>> blocks, std::function<void(Block&)> consume)
        : blocks_(std::move(blocks)), consume_(std::move(consume))
    {
        for (const std::unique_ptr<Block>& b : blocks_)
            sync_.free.push_back(b.get());
        worker_ = std::thread([this] { work(); });
    }
    ~BlockPipeline() { finish(); }
    BlockPipeline(const BlockPipeline&) = delete;
    BlockPipeline& operator=(const BlockPipeline&) = delete;

    // A free block for the producer to fill; waits while every block is in flight.
    Block& acquire() { return *take(sync_.free, sync_.producerWaits, sync_.producerCv); }

    // Hands a block taken with acquire() to the worker.
    void submit(Block& b) { hand(sync_.full, &b, sync_.consumerWaits, sync_.consumerCv); }

    // Returns once every submitted block has been consumed; the worker has ended then.
    void finish()
    {
        if (!worker_.joinable())
            return;
        hand(sync_.full, nullptr, sync_.consumerWaits, sync_.consumerCv);
        worker_.join();
    }

private:
    // The first block of `queue`, sleeping on `cv` (and saying so in `waits`) while it is empty.
    Block* take(std::deque<Block*>& queue, bool& waits, std::condition_variable& cv)
    {
        std::unique_lock lock(sync_.mutex);
        if (queue.empty()) {
            waits = true;
            cv.wait(lock, [&queue] { return !queue.empty(); });
            waits = false;
        }
        Block* b = queue.front();
        queue.pop_front();
        return b;
    }

    // Appends `b` to `queue`, waking the other thread only if it sleeps on it.
    void hand(std::deque<Block*>& queue, Block* b, const bool& waits, std::condition_variable& cv)
    {
        bool wake = false;
        {
            std::lock_guard lock(sync_.mutex);
            queue.push_back(b);
            wake = waits;
        }
        if (wake)
            cv.notify_one();
    }

    void work()
    {
        while (Block* b = take(sync_.full, sync_.consumerWaits, sync_.consumerCv)) {
            consume_(*b);
            hand(sync_.free, b, sync_.producerWaits, sync_.producerCv);
        }
    }

    std::vector<std::unique_ptr<Block>> blocks_;
    std::function<void(Block&)> consume_;
    // What both threads touch, on cache lines of its own.
    struct alignas(64) Sync {
        std::mutex mutex;
        std::condition_variable producerCv;
        std::condition_variable consumerCv;
        std::deque<Block*> free;
        std::deque<Block*> full; // nullptr: the end
        bool producerWaits = false;
        bool consumerWaits = false;
    } sync_;
    std::thread worker_;
};

} // namespace idscope::analysis

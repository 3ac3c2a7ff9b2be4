// What the replay runner (replay_main.cpp) asks of a fuzz target besides its libFuzzer entry.
#pragma once

#include <QByteArray>
#include <QList>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

// The inputs one corpus file is replayed as: every presentation mode the target reads from its
// input, so a replay covers what the fuzzer could reach from that file.
QList<QByteArray> replayInputs(const QByteArray& file);

#!/usr/bin/env python3
"""End-to-end speed of the commands users run, each as a ratio to its baseline.

Prints one line per job: idscope's median wall time, the baseline's, and the median of the
pairwise ratios (the two commands run in turn, A B A B ..., so a drifting machine moves both).
The data sets are generated once into the cache folder (deterministic, seeded) and reused.

  decode   idscope decode --json over 1M mixed ULID/UUID lines
           vs a Node.js script using the `ulid` and `uuid` npm packages (installed from npm
           into a temporary folder) printing input, valid, format, unix_ms and time as JSON
  inspect  idscope inspect DB --table t --full --json, 2M rows (TEXT ULID key, UUIDv7 BLOB,
           integer counter) vs sqlite3 DB "SELECT * FROM t"
  gaps     idscope gaps DB --table events --column id --json, 1M UUIDv7 TEXT rows
           vs sqlite3 DB "SELECT rowid, id FROM events"
  locality idscope locality DB --table k --order seq --json, 10M keys WITHOUT ROWID
           vs sqlite3 DB "SELECT id FROM k ORDER BY id" (an ordered scan of the key)
"""

import argparse
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
DATA_VERSION = "1"


def ulid_text(ms, rnd):
    v = (ms << 80) | rnd
    return "".join(CROCKFORD[(v >> (5 * i)) & 31] for i in range(25, -1, -1))


def uuid7_bytes(ms, rnd):
    v = (ms << 80) | (0x7 << 76) | (((rnd >> 62) & 0xFFF) << 64) | (0b10 << 62) | (rnd & ((1 << 62) - 1))
    return v.to_bytes(16, "big")


def make_decode_input(path, n, rng):
    t0 = 1_700_000_000_000
    with open(path, "w") as f:
        for i in range(n):
            ms = t0 + i * 37
            kind = i % 3
            if kind == 0:
                f.write(ulid_text(ms, rng.getrandbits(80)) + "\n")
            elif kind == 1:
                f.write(str(uuid.UUID(bytes=uuid7_bytes(ms, rng.getrandbits(74)))) + "\n")
            else:
                f.write(str(uuid.UUID(int=rng.getrandbits(128), version=4)) + "\n")


def make_inspect_db(path, n, rng):
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (id TEXT PRIMARY KEY, ref BLOB NOT NULL, n INTEGER NOT NULL)")
    t0 = 1_700_000_000_000

    def rows():
        for i in range(n):
            ms = t0 + i * 11
            yield (ulid_text(ms, rng.getrandbits(80)), uuid7_bytes(ms + 5, rng.getrandbits(74)), i)

    db.executemany("INSERT INTO t VALUES (?, ?, ?)", rows())
    db.commit()
    db.close()


def make_gaps_db(path, n, rng):
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE events (id TEXT PRIMARY KEY, payload TEXT)")
    t0 = 1_700_000_000_000

    def rows():
        for i in range(n):
            # One row in 50 commits late: its ID was minted up to 3 s before its commit.
            late = rng.randrange(3000) if i % 50 == 0 else 0
            ms = t0 + i * 3 - late
            yield (str(uuid.UUID(bytes=uuid7_bytes(ms, rng.getrandbits(74)))), "x")

    db.executemany("INSERT INTO events VALUES (?, ?)", rows())
    db.commit()
    db.close()


def make_locality_db(path, n, rng):
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=OFF")
    db.execute("PRAGMA synchronous=OFF")
    db.execute("CREATE TABLE k (id BLOB PRIMARY KEY, seq INTEGER NOT NULL) WITHOUT ROWID")
    t0 = 1_700_000_000_000

    def rows():
        for i in range(n):
            yield (uuid7_bytes(t0 + i // 4, rng.getrandbits(74)), i)

    db.executemany("INSERT INTO k VALUES (?, ?)", rows())
    db.commit()
    db.close()


NODE_SCRIPT = r"""
const readline = require('readline');
const { decodeTime } = require('ulid');
const { validate, version } = require('uuid');
const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
const out = [];
function flush() { if (out.length) { process.stdout.write(out.join('')); out.length = 0; } }
rl.on('line', (line) => {
  const s = line.trim();
  if (!s) return;
  let r = { input: s, valid: false, format: null, unix_ms: null, time: null };
  let ms = null;
  if (s.length === 26) {
    try { ms = decodeTime(s); } catch (e) { ms = null; }
  }
  if (ms !== null) {
    r = { input: s, valid: true, format: 'ulid', unix_ms: ms, time: new Date(ms).toISOString() };
  } else if (validate(s)) {
    const v = version(s);
    if (v === 7) {
      const ms = parseInt(s.replace(/-/g, '').slice(0, 12), 16);
      r = { input: s, valid: true, format: 'uuidv7', unix_ms: ms, time: new Date(ms).toISOString() };
    } else {
      r = { input: s, valid: true, format: 'uuidv' + v, unix_ms: null, time: null };
    }
  }
  out.push(JSON.stringify(r) + '\n');
  if (out.length >= 4096) flush();
});
rl.on('close', flush);
"""


def install_node_peer(folder):
    script = os.path.join(folder, "decode.js")
    with open(script, "w") as f:
        f.write(NODE_SCRIPT)
    subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix", folder,
                    "ulid@2", "uuid@11"], check=True, stdout=subprocess.DEVNULL)
    return script


def run_once(argv, stdin_path):
    with open(stdin_path or os.devnull, "rb") as fin:
        start = time.perf_counter()
        p = subprocess.run(argv, stdin=fin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wall = time.perf_counter() - start
    if p.returncode != 0:
        sys.exit("failed (%d): %s\n%s" % (p.returncode, " ".join(argv), p.stderr.decode()[-400:]))
    return wall


def compare(name, a, b, runs, stdin_path=None, goal=None):
    run_once(a, stdin_path)  # warm the page cache and the binaries
    run_once(b, stdin_path)
    wa, wb, ratios = [], [], []
    for _ in range(runs):
        x = run_once(a, stdin_path)
        y = run_once(b, stdin_path)
        wa.append(x)
        wb.append(y)
        ratios.append(x / y)
    line = "%-9s idscope %7.2f s   baseline %7.2f s   ratio %5.2fx (min %.2f, max %.2f)" % (
        name, statistics.median(wa), statistics.median(wb), statistics.median(ratios), min(ratios),
        max(ratios))
    if goal:
        line += "   goal <= %.2fx" % goal
    print(line, flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--idscope", required=True, help="the idscope executable")
    ap.add_argument("--cache", default=os.path.expanduser("~/.cache/idscope-bench"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", help="comma-separated jobs: decode,inspect,gaps,locality")
    args = ap.parse_args()
    jobs = (args.only or "decode,inspect,gaps,locality").split(",")
    cache = os.path.join(args.cache, "v" + DATA_VERSION)
    os.makedirs(cache, exist_ok=True)
    ids = os.path.abspath(args.idscope)
    sqlite = shutil.which("sqlite3")
    if not sqlite:
        sys.exit("sqlite3 is missing: apt-get install sqlite3")

    def data(name, maker, n):
        path = os.path.join(cache, name)
        if not os.path.exists(path):
            print("generating %s (%d rows) ..." % (name, n), file=sys.stderr, flush=True)
            tmp = path + ".tmp"
            if os.path.exists(tmp):
                os.remove(tmp)
            maker(tmp, n, random.Random(20261201))
            os.replace(tmp, path)
        return path

    if "decode" in jobs:
        lines = data("decode-1M.txt", make_decode_input, 1_000_000)
        node = shutil.which("node")
        if not node or not shutil.which("npm"):
            print("decode    skipped: node and npm are missing (apt-get install nodejs npm)")
        else:
            with tempfile.TemporaryDirectory() as peer:
                script = install_node_peer(peer)
                compare("decode", [ids, "decode", "--json"], [node, script], args.runs, lines, 0.25)
    if "inspect" in jobs:
        db = data("inspect-2M.sqlite", make_inspect_db, 2_000_000)
        compare("inspect", [ids, "inspect", db, "--table", "t", "--full", "--json"],
                [sqlite, db, "SELECT * FROM t"], args.runs, goal=1.5)
    if "gaps" in jobs:
        db = data("gaps-1M.sqlite", make_gaps_db, 1_000_000)
        compare("gaps", [ids, "gaps", db, "--table", "events", "--column", "id", "--json"],
                [sqlite, db, "SELECT rowid, id FROM events"], args.runs, goal=1.5)
    if "locality" in jobs:
        db = data("locality-10M.sqlite", make_locality_db, 10_000_000)
        compare("locality", [ids, "locality", db, "--table", "k", "--order", "seq", "--json"],
                [sqlite, db, "SELECT id FROM k ORDER BY id"], args.runs, goal=2.0)


if __name__ == "__main__":
    main()

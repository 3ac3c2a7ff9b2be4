#!/usr/bin/env python3
"""Writes the seed corpus of fuzz_database: small real SQLite files (512-byte pages, so each
is a few kilobytes) that reach the schema reader, the profiler, locality and cursor gaps.

    tests/fuzz/make_db_corpus.py IDSCOPE_BINARY [OUT_DIR]

The demo database comes from `idscope sample`; the others are hand-made schemas: WITHOUT
ROWID keys, weird names, NULLs and BLOBs, late commits, WAL, STRICT and generated columns,
auto-vacuum with free pages. Deterministic apart from SQLite's own version. The corpus also
keeps the small inputs (under 4 KB, named by their SHA-1) that fuzzing found reaching code the
seeds do not: damaged headers, pages and schemas."""
import os
import random
import sqlite3
import subprocess
import sys
import tempfile

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BASE_MS = 1767225600000  # 2026-01-01T00:00:00Z


def ulid(ms, rng):
    v = (ms << 80) | rng.getrandbits(80)
    return "".join(ALPHABET[(v >> (5 * i)) & 31] for i in reversed(range(26)))


def uuid7(ms, rng):
    v = (ms << 80) | (7 << 76) | (rng.getrandbits(12) << 64) | (2 << 62) | rng.getrandbits(62)
    return v.to_bytes(16, "big")


def uuid4(rng):
    v = rng.getrandbits(128)
    v = (v & ~(0xF << 76)) | (4 << 76)
    v = (v & ~(0x3 << 62)) | (2 << 62)
    return v.to_bytes(16, "big")


def hexuuid(b):
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def new_db(path, journal="delete", auto_vacuum=0):
    if os.path.exists(path):
        os.remove(path)
    con = sqlite3.connect(path)
    con.execute("PRAGMA page_size=512")
    con.execute(f"PRAGMA auto_vacuum={auto_vacuum}")
    con.execute(f"PRAGMA journal_mode={journal}")
    return con


def without_rowid(path, rng):
    con = new_db(path)
    con.execute("CREATE TABLE keys(id TEXT PRIMARY KEY, seq INTEGER NOT NULL) WITHOUT ROWID")
    con.execute("CREATE TABLE readings(day INTEGER, msec INTEGER, v REAL,"
                " PRIMARY KEY(day, msec)) WITHOUT ROWID")
    for i in range(40):
        con.execute("INSERT INTO keys VALUES(?, ?)", (ulid(BASE_MS + i * 997, rng), i))
        con.execute("INSERT INTO readings VALUES(?, ?, ?)",
                    (20454 + i // 10, (i * 86399999 // 40), i / 3))
    con.commit()
    con.close()


def weird_names(path, rng):
    con = new_db(path)
    con.execute('CREATE TABLE "we""ird \'t" ("a""b" INTEGER PRIMARY KEY, "sp ace" TEXT,'
                ' "select" BLOB, "列" INTEGER, "" TEXT)')
    con.execute('CREATE INDEX "i""x" ON "we""ird \'t"("sp ace", "列" DESC)')
    con.execute('CREATE TABLE "[brackets]"(`back``tick` TEXT, [x] INTEGER)')
    con.execute('CREATE VIEW "v""iew" AS SELECT "sp ace" AS "空" FROM "we""ird \'t"')
    for i in range(30):
        con.execute('INSERT INTO "we""ird \'t" VALUES(?, ?, ?, ?, ?)',
                    (i, ulid(BASE_MS + i * 60000, rng).lower(), uuid7(BASE_MS + i, rng),
                     1767225600 + i * 3600, None if i % 3 else "x"))
        con.execute('INSERT INTO "[brackets]" VALUES(?, ?)', (hexuuid(uuid4(rng)), i))
    con.commit()
    con.close()


def nulls_blobs(path, rng):
    con = new_db(path)
    con.execute("CREATE TABLE orders(id BLOB PRIMARY KEY, parent BLOB, created REAL, note TEXT,"
                " big BLOB, mixed)")
    for i in range(40):
        key = uuid4(rng) if i < 20 else uuid7(BASE_MS + i * 1000, rng)
        mixed = [None, i, i / 7, str(i), b"\x00" * (i % 5), "null", -i][i % 7]
        con.execute("INSERT INTO orders VALUES(?, ?, ?, ?, ?, ?)",
                    (key, None if i % 4 else key, 1767225600.5 + i if i % 5 else None,
                     None if i % 2 else "", bytes(rng.getrandbits(8) for _ in range(700))
                     if i % 13 == 0 else None, mixed))
    con.execute("CREATE TABLE snowflakes(id INTEGER PRIMARY KEY, author INTEGER, at INTEGER)")
    for i in range(40):
        ms = BASE_MS - 1420070400000 + i * 1000
        con.execute("INSERT INTO snowflakes VALUES(?, ?, ?)",
                    ((ms << 22) | (i % 32), None if i % 6 == 0 else (ms << 22) - 5, BASE_MS + i))
    con.commit()
    con.close()


def late_commits(path, rng):
    con = new_db(path)
    con.execute("CREATE TABLE events(id TEXT PRIMARY KEY, committed_ms INTEGER, writer TEXT,"
                " body TEXT)")
    for i in range(60):
        ms = BASE_MS + i * 1000 - (30000 if i % 17 == 5 else 0)
        con.execute("INSERT INTO events VALUES(?, ?, ?, ?)",
                    (hexuuid(uuid7(ms, rng)), BASE_MS + i * 1000 + 50, f"w{i % 3}",
                     None if i % 9 == 0 else "e"))
    con.commit()
    con.close()


def wal(path, rng):
    con = new_db(path, journal="wal")
    con.execute("CREATE TABLE t(id TEXT PRIMARY KEY, at INTEGER)")
    for i in range(30):
        con.execute("INSERT INTO t VALUES(?, ?)", (ulid(BASE_MS + i, rng), 1767225600 + i))
    con.commit()
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    for extra in ("-wal", "-shm"):
        if os.path.exists(path + extra):
            os.remove(path + extra)


def strict_generated(path, rng):
    con = new_db(path)
    con.executescript("""
        CREATE TABLE parent(id INTEGER PRIMARY KEY, code TEXT UNIQUE) STRICT;
        CREATE TABLE child(
            id TEXT PRIMARY KEY,
            parent_id INTEGER REFERENCES parent(id),
            at INTEGER NOT NULL DEFAULT (unixepoch()),
            at_ms INTEGER GENERATED ALWAYS AS (at * 1000) VIRTUAL,
            tag TEXT GENERATED ALWAYS AS (upper(substr(id, 1, 4))) STORED,
            CHECK (length(id) = 26)
        ) STRICT;
        CREATE INDEX child_at ON child(at DESC) WHERE at > 0;
        CREATE INDEX child_expr ON child(lower(id));
        CREATE TRIGGER child_ins AFTER INSERT ON child BEGIN SELECT 1; END;
        CREATE VIRTUAL TABLE notes USING fts5(body);
    """)
    for i in range(25):
        con.execute("INSERT INTO parent VALUES(?, ?)", (i, f"p{i}"))
        con.execute("INSERT INTO child(id, parent_id, at) VALUES(?, ?, ?)",
                    (ulid(BASE_MS + i * 5000, rng), i, 1767225600 + i * 5))
        con.execute("INSERT INTO notes VALUES(?)", (f"note {i}",))
    con.execute("ANALYZE")
    con.commit()
    con.close()


def auto_vacuum(path, rng):
    con = new_db(path, auto_vacuum=2)  # incremental: pointer-map pages, free pages kept
    con.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, uid BLOB, pad TEXT)")
    for i in range(80):
        con.execute("INSERT INTO t VALUES(?, ?, ?)", (i, uuid7(BASE_MS + i * 10, rng), "p" * 90))
    con.commit()
    con.execute("DELETE FROM t WHERE id % 3 = 0")
    con.commit()
    con.close()


def empty(path, rng):
    con = new_db(path)
    con.execute("CREATE TABLE gone(x)")
    con.execute("DROP TABLE gone")
    con.commit()
    con.close()


def sample(path, idscope):
    with tempfile.TemporaryDirectory() as tmp:
        raw = os.path.join(tmp, "sample.sqlite")
        subprocess.run([idscope, "sample", raw, "--rows", "100", "--quiet"], check=True)
        src = sqlite3.connect(raw)
        if os.path.exists(path):
            os.remove(path)
        out = sqlite3.connect(path)
        src.backup(out)
        out.execute("PRAGMA page_size=512")
        out.execute("VACUUM")
        src.close()
        out.close()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__),
                                                             "corpus_db")
    os.makedirs(out, exist_ok=True)
    for name, make in [("without_rowid", without_rowid), ("weird_names", weird_names),
                       ("nulls_blobs", nulls_blobs), ("late_commits", late_commits),
                       ("wal", wal), ("strict_generated", strict_generated),
                       ("auto_vacuum", auto_vacuum), ("empty", empty)]:
        make(os.path.join(out, name + ".db"), random.Random(name))
    sample(os.path.join(out, "sample.db"), sys.argv[1])


if __name__ == "__main__":
    main()

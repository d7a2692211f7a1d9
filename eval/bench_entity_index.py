"""Anchoring at many entities: the entity index held in the process vs found in PostgreSQL (issue 18).

With ``GECHAT_STORAGE=postgres`` a step's anchors are found in the KG's rows (:class:`gechat.pgkg.EntityRows`);
before, every entity's name, description and vector was read into the app process once per KG version
(:class:`gechat.anchoring.EntityIndex`, still what the file storage uses), so the app grew with every distinct
document's entities. This benchmark writes N synthetic entities into an embedded server's rows (names made of
words of a sample document plus a number, 60-character descriptions, random unit vectors of MiniLM's width:
the figures are about memory and time, not about which entity is found), then, in a fresh process per size and
kind, measures the process's resident memory before and after opening the index and the median time of
anchoring one step (``anchoring.anchor``, 12 anchors, 20 steps).

    python eval/bench_entity_index.py --sizes 1000 10000 100000 --out eval/results/entity_index.json
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
WIDTH = 384


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def fill(url: str, workspace: str, n: int) -> None:
    from gechat import pgkg
    from gechat.pgsearch import _vector
    from gechat.pgstorage import open_postgres

    storage = open_postgres(url, workspace, Path(tempfile.mkdtemp()))
    assert pgkg.available(storage.db)
    words = sorted(set(re.findall(r"[a-z]{4,}", (ROOT / "tests/data/recipes_excerpt.txt").read_text().lower())))
    rng, gen = random.Random(7), np.random.default_rng(7)
    with storage.db.cursor(transaction=True) as cur:
        for start in range(0, n, 5000):
            rows = []
            for i in range(start, min(n, start + 5000)):
                name = f"{rng.choice(words)} {rng.choice(words)} {i}"
                vec = gen.standard_normal(WIDTH).astype(np.float32)
                rows.append((workspace, name, "concept", ("described " * 6)[:60], "[]", _vector(vec / np.linalg.norm(vec)),
                             str(i), pgkg.name_words(name)))
            cur.executemany("INSERT INTO gechat_kg_nodes (workspace, name, type, description, chunk_ids, embedding, "
                            "sha256, name_words) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)", rows)


def measure(url: str, workspace: str, kind: str) -> dict:
    """In this (fresh) process: RSS before and after opening the index, and anchoring time per step."""
    from gechat import anchoring, pgkg
    from gechat.pgstorage import database

    db = database(url)
    gen = np.random.default_rng(11)
    steps = [(f"step {i} about lemon sherbet", (v / np.linalg.norm(v)).astype(np.float32))
             for i, v in enumerate(gen.standard_normal((20, WIDTH)))]
    with db.cursor() as cur:  # the connection and its first query before the baseline
        cur.execute("SELECT 1").fetchone()
    before = rss_mib()
    t0 = time.perf_counter()
    if kind == "rows":
        index = pgkg.EntityRows.open(db, workspace)
    else:  # what KGTables read before, and the fallback reads still: every row into an EntityIndex
        with db.cursor() as cur:
            rows = cur.execute("SELECT name, type, description, embedding FROM gechat_kg_nodes WHERE workspace = %s",
                               (workspace,), binary=True).fetchall()
        rows.sort(key=lambda r: r[0])
        ents = tuple(anchoring.Entity(name=n, type=t, description=d) for n, t, d, _ in rows)
        index = anchoring.EntityIndex.of(ents, np.stack([pgkg._binary_vector(v) for *_, v in rows]))
        del rows
    opened = time.perf_counter() - t0
    times = []
    for text, vec in steps:
        t = time.perf_counter()
        anchoring.anchor("S", text, vec, index, top_n=12, min_score=0.0)
        times.append(time.perf_counter() - t)
    return {"kind": kind, "entities": len(index), "rss_before_mib": round(before, 1),
            "rss_after_mib": round(rss_mib(), 1), "open_s": round(opened, 3),
            "anchor_ms_median": round(1000 * statistics.median(times), 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    ap.add_argument("--out", type=Path)
    ap.add_argument("--measure", nargs=3, metavar=("URL", "WORKSPACE", "KIND"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        print(json.dumps(measure(*args.measure)))
        return
    from gechat.pgembed import embedded_url, stop_embedded

    data = Path(tempfile.mkdtemp(prefix="gechat-bench-ents-")) / "data"
    url = embedded_url(data)
    results = []
    try:
        for n in args.sizes:
            workspace = f"ents{n}"
            fill(url, workspace, n)
            for kind in ("memory", "rows"):
                out = subprocess.run([sys.executable, __file__, "--measure", url, workspace, kind], check=True,
                                     capture_output=True, text=True, cwd=ROOT).stdout
                row = json.loads(out.strip().splitlines()[-1])
                results.append(row)
                print(row, flush=True)
    finally:
        stop_embedded(data)
    if args.out:
        args.out.write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()

"""Anchoring at many entities: the entity index held in the process vs found in PostgreSQL (issue 18).

With ``GECHAT_STORAGE=postgres`` a step's anchors are found in the KG's rows (:class:`gechat.pgentities.EntityRows`);
before, every entity's name, description and vector was read into the app process once per KG version
(:class:`gechat.anchoring.EntityIndex`, still what the file storage uses), so the app grew with every distinct
document's entities. This benchmark writes N synthetic entities into an embedded server's rows (names made of
words of a sample document plus a number, 60-character descriptions, random unit vectors of MiniLM's width:
the figures are about memory and time, not about which entity is found), then, in a fresh process per size and
kind, measures the process's resident memory before and after opening the index and the median time of
anchoring one step (``anchoring.anchor``, 12 anchors, 20 steps). From ``pgentities.APPROXIMATE_ENTITIES``
entities on, the rows' nearest come through an HNSW index (its one-time build timed apart; kind ``exact``: the
same rows scanned exactly, as below that size): how many steps get the exact scan's anchors, and the share of
those anchors found (random vectors are the hardest case for a graph index: no clusters; ``--text`` gives the
entities names and MiniLM vectors of real text). The table is vacuumed and analysed after it is filled.

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


TEXT = ROOT.parent / "shared" / "sample_docs" / "txt" / "Gutenberg_Tolstoy_War_and_Peace.txt"


def text_entities(n: int) -> tuple[list[str], np.ndarray, list[str], np.ndarray]:
    """``--text``: n names, the distinct word pairs and triples of War and Peace in reading order, and 20 of its
    sentences as steps, all embedded by the packaged MiniLM (cached beside the text's copy in the temp folder)."""
    from gechat.embed import Embedder
    from gechat.settings import Settings

    cache = Path(tempfile.gettempdir()) / f"gechat-bench-ents-text-{n}.npz"
    size = {p: int(p.stem.split("-")[-1]) for p in Path(tempfile.gettempdir()).glob("gechat-bench-ents-text-*.npz")}
    found = min((p for p in size if size[p] >= n), key=size.get, default=None)  # its first n names are these
    if found is not None:
        got = np.load(found)
        if found != cache:  # the measuring process reads the file of this size
            np.savez(cache, names=got["names"][:n], vecs=got["vecs"][:n], steps=got["steps"],
                     step_vecs=got["step_vecs"])
        return list(got["names"][:n]), got["vecs"][:n], list(got["steps"]), got["step_vecs"]
    raw = TEXT.read_text(encoding="utf-8")
    words = re.findall(r"[A-Za-z]{3,}", raw)
    names: dict[str, None] = {}
    for size in (2, 3):
        for i in range(len(words) - size + 1):
            names.setdefault(" ".join(words[i:i + size]))
            if len(names) >= n:
                break
        if len(names) >= n:
            break
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", " ".join(raw.split())) if 8 <= len(s.split()) <= 30]
    steps = sentences[len(sentences) // 40::len(sentences) // 20][:20]
    embedder = Embedder.from_settings(Settings())
    vecs = embedder.encode(list(names)[:n]).astype(np.float32)
    step_vecs = embedder.encode(steps).astype(np.float32)
    np.savez(cache, names=np.array(list(names)[:n]), vecs=vecs, steps=np.array(steps), step_vecs=step_vecs)
    return list(names)[:n], vecs, steps, step_vecs


def fill(url: str, workspace: str, n: int, text: bool = False) -> None:
    from gechat import pgentities, pgkg
    from gechat.pgsearch import _vector
    from gechat.pgstorage import open_postgres

    storage = open_postgres(url, workspace, Path(tempfile.mkdtemp()))
    assert pgkg.available(storage.db)
    words = sorted(set(re.findall(r"[a-z]{4,}", (ROOT / "tests/data/recipes_excerpt.txt").read_text().lower())))
    rng, gen = random.Random(7), np.random.default_rng(7)
    named = text_entities(n)[:2] if text else None
    with storage.db.cursor(transaction=True) as cur:
        for start in range(0, n, 5000):
            rows = []
            for i in range(start, min(n, start + 5000)):
                if named:
                    name, vec = named[0][i], named[1][i]
                else:
                    name = f"{rng.choice(words)} {rng.choice(words)} {i}"
                    vec = gen.standard_normal(WIDTH).astype(np.float32)
                rows.append((workspace, name, "concept", ("described " * 6)[:60], "[]", _vector(vec / np.linalg.norm(vec)),
                             str(i), pgentities.name_words(name)))
            cur.executemany("INSERT INTO gechat_kg_nodes (workspace, name, type, description, chunk_ids, embedding, "
                            "sha256, name_words) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)", rows)


def measure(url: str, workspace: str, kind: str, text: str = "") -> dict:
    """In this (fresh) process: RSS before and after opening the index, and anchoring time per step."""
    from gechat import anchoring, pgentities
    from gechat.pgstorage import database

    db = database(url)
    if text:  # the cached names' file (no embedder in this process)
        got = np.load(text)
        steps = list(zip(got["steps"].tolist(), got["step_vecs"]))
    else:
        gen = np.random.default_rng(11)
        steps = [(f"step {i} about lemon sherbet", (v / np.linalg.norm(v)).astype(np.float32))
                 for i, v in enumerate(gen.standard_normal((20, WIDTH)))]
    with db.cursor() as cur:  # the connection and its first query before the baseline
        cur.execute("SELECT 1").fetchone()
    before = rss_mib()
    t0 = time.perf_counter()
    if kind == "rows":
        index = pgentities.EntityRows.open(db, workspace)
    elif kind == "exact":  # the same rows, their nearest found by an exact scan whatever their number
        index = pgentities.EntityRows(db, workspace, len(pgentities.EntityRows.open(db, workspace)))
    else:  # what KGTables read before, and the fallback reads still: every row into an EntityIndex
        with db.cursor() as cur:
            rows = cur.execute("SELECT name, type, description, embedding FROM gechat_kg_nodes WHERE workspace = %s",
                               (workspace,), binary=True).fetchall()
        rows.sort(key=lambda r: r[0])
        ents = tuple(anchoring.Entity(name=n, type=t, description=d) for n, t, d, _ in rows)
        index = anchoring.EntityIndex.of(ents, np.stack([pgentities.binary_vector(v) for *_, v in rows]))
        del rows
    opened = time.perf_counter() - t0
    times, anchors = [], []
    for text, vec in steps:
        t = time.perf_counter()
        anchors.append(anchoring.anchor("S", text, vec, index, top_n=12, min_score=0.0))
        times.append(time.perf_counter() - t)
    row = {"kind": kind, "entities": len(index), "rss_before_mib": round(before, 1),
           "rss_after_mib": round(rss_mib(), 1), "open_s": round(opened, 3),
           "anchor_ms_median": round(1000 * statistics.median(times), 2)}
    if kind == "rows" and getattr(index, "approximate", 0):  # the HNSW index's anchors against the exact scan's
        exact = pgentities.EntityRows(db, workspace, len(index))
        truth = [anchoring.anchor("S", text, vec, exact, top_n=12, min_score=0.0) for text, vec in steps]
        kept = [len({x.entity for x in a} & {x.entity for x in b}) / max(1, len(b)) for a, b in zip(anchors, truth)]
        row.update(approximate=True, steps_with_the_exact_anchors=f"{sum(a == b for a, b in zip(anchors, truth))}/"
                   f"{len(truth)}", anchor_recall=round(statistics.mean(kept), 3))
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    ap.add_argument("--out", type=Path)
    ap.add_argument("--text", action="store_true", help="entities named by word pairs and triples of War and Peace, "
                    "embedded by MiniLM, and 20 of its sentences as steps (instead of random vectors)")
    ap.add_argument("--measure", nargs="+", metavar="ARG", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        print(json.dumps(measure(*args.measure)))
        return
    from gechat import pgentities
    from gechat.pgembed import embedded_url, stop_embedded
    from gechat.pgstorage import database

    data = Path(tempfile.mkdtemp(prefix="gechat-bench-ents-")) / "data"
    url = embedded_url(data)
    results = []
    try:
        for n in args.sizes:
            workspace = f"ents{n}"
            fill(url, workspace, n, args.text)
            kinds = ["memory", "rows"]
            if n >= pgentities.APPROXIMATE_ENTITIES:  # built once, before the app's first question (not in open_s)
                t0 = time.perf_counter()
                pgentities.ensure_hnsw(database(url), WIDTH)
                results.append({"kind": "hnsw index built", "entities": n,
                                "seconds": round(time.perf_counter() - t0, 1)})
                print(results[-1], flush=True)
                kinds.append("exact")
            with database(url).cursor() as cur:  # as a workspace filled over time stands: vacuumed, analysed
                cur.execute("VACUUM ANALYZE gechat_kg_nodes")
                cur.execute("CHECKPOINT")
            for kind in kinds:
                extra = [str(Path(tempfile.gettempdir()) / f"gechat-bench-ents-text-{n}.npz")] if args.text else []
                out = subprocess.run([sys.executable, __file__, "--measure", url, workspace, kind, *extra], check=True,
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

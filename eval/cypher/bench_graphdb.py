"""Embedded graph databases on MetaQA's kb.txt: load time, query latency, memory, disk (issue 17).

Each engine runs in its own child process (so peak memory is its own):
load the ~130k typed triples into a fresh database, then run the gold query of
seeded MetaQA test questions (1-, 2- and 3-hop) and time each. ``kuzu`` is
measured for comparison only (``pip install kuzu==0.11.3``; not a dependency).

    python eval/cypher/bench_graphdb.py --engines ladybug kuzu --out eval/results/graphdb.json
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def child(engine: str, n: int) -> dict:
    from eval.cypher.datasets import metaqa_questions, typed_rows
    from gechat.cypher.metaqa import gold_query
    from gechat.graphdb.embedded import EmbeddedStore

    t0 = time.perf_counter()
    rows = typed_rows("metaqa")
    t_read = time.perf_counter() - t0
    folder = Path(tempfile.mkdtemp(prefix=f"gdb-{engine}-"))
    store = EmbeddedStore(folder, engine=engine)
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t0 = time.perf_counter()
    store.load(rows)
    t_load = time.perf_counter() - t0
    rss_load = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    disk = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    out = {"engine": engine, "triples": len(rows), "read_s": round(t_read, 2), "load_s": round(t_load, 2),
           "disk_mib": round(disk / 2**20, 1), "rss_before_load_mib": round(rss_before / 1024),
           "rss_after_load_mib": round(rss_load / 1024)}
    t0 = time.perf_counter()
    store.query("MATCH (m:Movie) RETURN count(m)")
    out["first_query_s"] = round(time.perf_counter() - t0, 3)
    for hops in (1, 2, 3):
        times, answers = [], 0
        for q in metaqa_questions(hops, "test", n, seed=hops):
            text = gold_query(q.qtype, q.topic).render()
            t0 = time.perf_counter()
            answers += len(store.query(text))
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        out[f"{hops}hop_ms_median"] = round(statistics.median(times), 2)
        out[f"{hops}hop_ms_p95"] = round(times[int(0.95 * (len(times) - 1))], 2)
        out[f"{hops}hop_rows"] = answers
    out["rss_peak_mib"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    store.close()
    shutil.rmtree(folder, ignore_errors=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engines", nargs="+", default=["ladybug", "kuzu"])
    ap.add_argument("--questions", type=int, default=100, help="questions per hop count")
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args.questions)))
        return
    results = []
    for engine in args.engines:
        proc = subprocess.run([sys.executable, __file__, "--child", engine, "--questions", str(args.questions)],
                              capture_output=True, text=True, cwd=ROOT)
        if proc.returncode != 0:
            print(f"{engine}: failed\n{proc.stderr[-2000:]}")
            continue
        res = json.loads(proc.stdout.strip().splitlines()[-1])
        results.append(res)
        print(json.dumps(res))
    if args.out:
        args.out.write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()

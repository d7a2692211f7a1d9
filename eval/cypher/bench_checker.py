"""Checker benchmark (issue 17): wrong queries made from correct ones on the MetaQA, UMLS and EMCKG schemas.

For every correct query (MetaQA: the gold query of seeded 1/2/3-hop test
questions; UMLS and EMCKG: seeded random 1- and 2-hop paths of the KG) the
script makes one wrong query per error kind (``eval/cypher/mutate.py``), runs
the checker, and sorts the outcome: repaired (changed, and the same result rows
as the correct query on the KG), changed wrongly (changed, other rows or a
database error), refused, left alone. Writes and procedure calls must be
rejected. KGs load into the embedded graph database under ``--cache``.

    python eval/cypher/bench_checker.py --per-dataset 60 --out eval/results/checker_bench.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from eval.cypher.datasets import DATA, metaqa_questions, open_kg  # noqa: E402
from eval.cypher.mutate import EXPECT, Case, mutations, writes  # noqa: E402
from gechat.cypher.checker import check  # noqa: E402
from gechat.cypher.metaqa import gold_query  # noqa: E402
from gechat.cypher.paths import Hop, PathQuery  # noqa: E402
from gechat.errors import GraphStoreError  # noqa: E402

OUTCOMES = ("repaired", "changed wrongly", "refused", "left alone")


def random_paths(rows, n: int, rng: random.Random) -> list[PathQuery]:
    """``n`` seeded 1- and 2-hop paths of the KG, anchored at their first entity, returning the last."""
    out_edges, in_edges = defaultdict(list), defaultdict(list)
    for r in rows:
        out_edges[(r.head_label, r.head)].append((r.type, r.tail_label, r.tail))
        in_edges[(r.tail_label, r.tail)].append((r.type, r.head_label, r.head))
    paths = []
    while len(paths) < n:
        r = rows[rng.randrange(len(rows))]
        labels, hops = [r.head_label, r.tail_label], [Hop(r.type, "->")]
        if rng.random() < 0.5:
            here = (r.tail_label, r.tail)
            steps = [(t, lab, x, "->") for t, lab, x in out_edges[here]] + \
                    [(t, lab, x, "<-") for t, lab, x in in_edges[here] if not (t == r.type and x == r.head)]
            if steps:
                t, lab, _, arrow = rng.choice(steps)
                labels.append(lab)
                hops.append(Hop(t, arrow))
        paths.append(PathQuery(tuple(labels), tuple(hops), r.head))
    return paths


def correct_queries(dataset: str, rows, n: int, rng: random.Random) -> list[PathQuery]:
    if dataset != "metaqa":
        return random_paths(rows, n, rng)
    qs = []
    for hops in (1, 2, 3):
        sample = metaqa_questions(hops, "test", n // 3, seed=rng.randrange(1 << 30))
        qs += [gold_query(q.qtype, q.topic) for q in sample]
    return qs


def outcome(case: Case, result, store, cache: dict) -> str:
    if not result.accepted:
        return "refused"
    if not result.changed:
        return "left alone"

    def rows(text):
        if text not in cache:
            try:
                cache[text] = store.query(text).as_set()
            except GraphStoreError:
                cache[text] = None
        return cache[text]

    got, want = rows(result.query), rows(case.correct)
    return "repaired" if got is not None and got == want else "changed wrongly"


def run(per_dataset: int, seed: int, cache_dir: Path) -> dict:
    report: dict = {"per_dataset": per_dataset, "seed": seed, "datasets": {}, "examples": []}
    totals: dict[str, Counter] = defaultdict(Counter)
    for dataset in ("metaqa", "umls", "emckg"):
        rng = random.Random(f"{seed}-{dataset}")
        store, schema, rows = open_kg(dataset, cache_dir)
        cases: list[Case] = []
        for pq in correct_queries(dataset, rows, per_dataset, rng):
            for kind, wrong in mutations(pq, schema, rng).items():
                if wrong is not None:
                    cases.append(Case(dataset, kind, EXPECT[kind], pq.render(), wrong))
        for pq in correct_queries(dataset, rows, 4, rng)[:4]:
            cases += [Case(dataset, "write", "reject", pq.render(), w) for w in writes(pq)]
        counts: dict[str, Counter] = defaultdict(Counter)
        cache: dict = {}
        t0 = time.perf_counter()
        for case in cases:
            result = check(case.wrong, schema)
            if case.kind == "write":
                got = "rejected" if (not result.accepted and result.stage == 0) else "not rejected"
            else:
                got = outcome(case, result, store, cache)
            counts[case.kind][got] += 1
            totals[case.kind][got] += 1
            if got == "changed wrongly" or (case.expect == "repair" and got != "repaired") and len(report["examples"]) < 40:
                report["examples"].append({"dataset": dataset, "kind": case.kind, "outcome": got, "wrong": case.wrong,
                                           "fixed": result.query, "reason": result.refused,
                                           "fixes": [f.message for f in result.fixes if f.message]})
        report["datasets"][dataset] = {"cases": len(cases), "counts": {k: dict(v) for k, v in counts.items()}}
        report["datasets"][dataset]["seconds"] = round(time.perf_counter() - t0, 2)
        store.close()
        report["datasets"][dataset]["summary"] = summary(counts)
    report["totals"] = {k: dict(v) for k, v in totals.items()}
    report["summary"] = summary(totals)
    return report


def summary(totals: dict[str, Counter]) -> dict:
    totals = defaultdict(Counter, totals)
    rep = [k for k, e in EXPECT.items() if e == "repair"]
    n_rep = sum(sum(totals[k].values()) for k in rep)
    repaired = sum(totals[k]["repaired"] for k in rep)
    non_write = [k for k in EXPECT if k != "write"]
    n_all = sum(sum(totals[k].values()) for k in non_write)
    wrong = sum(totals[k]["changed wrongly"] for k in non_write)
    w = totals["write"]
    return {
        "repairable_cases": n_rep, "repaired": repaired, "repaired_pct": round(100 * repaired / max(n_rep, 1), 1),
        "cases": n_all, "changed_wrongly": wrong, "changed_wrongly_pct": round(100 * wrong / max(n_all, 1), 2),
        "writes": sum(w.values()), "writes_rejected": w["rejected"],
        "writes_rejected_pct": round(100 * w["rejected"] / max(sum(w.values()), 1), 1),
    }


def table(report: dict) -> str:
    lines = ["| error kind | expected | cases | repaired | changed wrongly | refused | left alone |",
             "|---|---|---:|---:|---:|---:|---:|"]
    for kind, expect in EXPECT.items():
        c = report["totals"].get(kind, {})
        if kind == "write":
            lines.append(f"| write / CALL | reject | {sum(c.values())} | rejected {c.get('rejected', 0)} | "
                         f"not rejected {c.get('not rejected', 0)} | | |")
            continue
        lines.append(f"| {kind} | {expect} | {sum(c.values())} | " + " | ".join(str(c.get(o, 0)) for o in OUTCOMES) + " |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--per-dataset", type=int, default=60, help="correct queries per dataset")
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--cache", type=Path, default=Path("/tmp/gechat-graphdb-cache"), help="where the KGs are loaded")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    if not DATA.exists():
        sys.exit(f"{DATA} is missing: the benchmark reads the shared data sets.")
    report = run(args.per_dataset, args.seed, args.cache)
    print(table(report))
    for ds, d in report["datasets"].items():
        sm = d["summary"]
        print(f"{ds}: {d['cases']} cases, {d['seconds']} s; repaired {sm['repaired']}/{sm['repairable_cases']} "
              f"({sm['repaired_pct']} %), changed wrongly {sm['changed_wrongly']}, writes rejected "
              f"{sm['writes_rejected']}/{sm['writes']}")
    print(json.dumps(report["summary"]))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    main()

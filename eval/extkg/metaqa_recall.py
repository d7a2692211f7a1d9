"""MetaQA subgraph answer recall per retriever and node budget (1-, 2-, 3-hop test sets).

A question counts as a hit when at least one gold answer entity is a node of the
retrieved subgraph; ``all`` is the mean share of its gold answers that are. Seeds are
the bracketed topic entity; depth = the set's hop count; the node budget caps the
subgraph's nodes and the beam equals the budget. Seeded sample (``--n`` per set, seed
16) of ``qa_test.txt``; ``reachable`` repeats the hit rate on the sampled questions
whose answers the rebuilt kb.txt can reach (see metaqa/SOURCE.md: ~88% of 2/3-hop).

    GECHAT_WORKSPACE_DIR=/tmp/extkg_ws python eval/extkg/metaqa_recall.py [--n 300] [--budgets 50,100,200] [--retrievers qpath --merge]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics as st
import sys
import time

from common import METAQA, RESULTS, embedder, workspace_kg

from gechat.extkg import relwords
from gechat.extkg.retrieve import OFFLINE_RETRIEVERS, RetrievalParams, retrieve
from gechat.settings import Settings


def sample(hops: int, n: int) -> list[tuple[str, list[str], bool]]:
    base = METAQA / f"{hops}-hop" / "vanilla"
    lines = (base / "qa_test.txt").read_text(encoding="utf-8").splitlines()
    reachable = set((base / "qa_test_kb_reachable.txt").read_text(encoding="utf-8").splitlines())
    picked = random.Random(16).sample(lines, n)
    return [(ln.split("\t")[0], ln.split("\t")[1].split("|"), ln in reachable) for ln in picked]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--budgets", default="50,100,200")
    ap.add_argument("--retrievers", default=",".join(OFFLINE_RETRIEVERS))
    ap.add_argument("--replot", action="store_true", help="redraw the table and plot from the saved JSON")
    ap.add_argument("--merge", action="store_true",
                    help="keep the saved rows of the other retrievers (same --n and budgets) and replace these")
    args = ap.parse_args()
    if args.replot:
        rows = json.loads((RESULTS / "extkg_metaqa_recall.json").read_text(encoding="utf-8"))
        write(rows, sorted({r["budget"] for r in rows}))
        return
    settings = Settings.from_env()
    emb = embedder(settings)
    relwords.warm()
    kg = workspace_kg(settings, "metaqa", METAQA / "kb.txt", "pipe", emb)
    budgets = [int(b) for b in args.budgets.split(",")]
    rows = []
    for hops in (1, 2, 3):
        qs = sample(hops, args.n)
        for name in args.retrievers.split(","):
            for budget in budgets:
                hits, alls, hits_r, secs = [], [], [], []
                t0 = time.perf_counter()
                for q, answers, reach in qs:
                    params = RetrievalParams(depth=hops, beam=budget, max_edges=100_000, max_nodes=budget)
                    sg = retrieve(kg, q, name, embedder=emb, params=params)
                    nodes = {n.lower() for n in sg.nodes}
                    got = [a.lower() in nodes for a in answers]
                    hits.append(any(got))
                    alls.append(sum(got) / len(got))
                    secs.append(sg.seconds)
                    if reach:
                        hits_r.append(any(got))
                rows.append({
                    "hops": hops, "retriever": name, "budget": budget, "n": len(qs), "hit": st.mean(hits),
                    "all": st.mean(alls), "reachable_n": len(hits_r), "hit_reachable": st.mean(hits_r) if hits_r else 0.0,
                    "median_s": st.median(secs),
                })
                print(f"{hops}-hop {name:8s} budget {budget:4d}: hit {st.mean(hits):.3f} all {st.mean(alls):.3f} "
                      f"({time.perf_counter() - t0:.0f}s)", file=sys.stderr, flush=True)
    if args.merge:
        names = set(args.retrievers.split(","))
        old = json.loads((RESULTS / "extkg_metaqa_recall.json").read_text(encoding="utf-8"))
        rows = [r for r in old if r["retriever"] not in names] + rows
        rows.sort(key=lambda r: r["hops"])
    write(rows, budgets)


def write(rows: list[dict], budgets: list[int]) -> None:
    (RESULTS / "extkg_metaqa_recall.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    lines = [
        "# MetaQA subgraph answer recall (a gold answer is a node of the subgraph)",
        "",
        f"Seeded sample of qa_test.txt ({rows[0]['n']} questions per hop set, seed 16); depth = hop count; "
        "beam = node budget. `hit (reachable)`: the same on the sampled questions whose answers the rebuilt kb.txt reaches.",
        "",
        "| hops | retriever | node budget | hit | all answers | hit (reachable, n) | median s |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(f"| {r['hops']} | {r['retriever']} | {r['budget']} | {r['hit']:.3f} | {r['all']:.3f} | "
                     f"{r['hit_reachable']:.3f} ({r['reachable_n']}) | {r['median_s']:.3f} |")
    (RESULTS / "extkg_metaqa_recall.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(12, 3.6), sharey=True)
    for ax, hops in zip(axes, (1, 2, 3)):
        for name in dict.fromkeys(r["retriever"] for r in rows):
            pts = [(r["budget"], r["hit"]) for r in rows if r["hops"] == hops and r["retriever"] == name]
            ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=name)
        ax.set_title(f"MetaQA {hops}-hop")
        ax.set_xlabel("node budget")
        ax.set_xscale("log")
        ax.set_xticks(budgets, [str(b) for b in budgets])
        ax.minorticks_off()
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("answer recall (hit)")
    axes[0].legend()
    fig.tight_layout()
    fig.savefig(RESULTS / "extkg_metaqa_recall.png", dpi=110)


if __name__ == "__main__":
    main()

"""Choose relpath's margin, group count and edge weight on MetaQA *dev* questions (never test).

Objective, fixed before running: the mean share of gold answers inside the subgraph
("all"), among settings whose subgraphs average at most 60 edges (compact, like the
published ground truths of 8-50 edges). 60 seeded dev questions per hop set, depth = hops.

    GECHAT_WORKSPACE_DIR=/tmp/extkg_ws python eval/extkg/tune_relpath.py
"""

from __future__ import annotations

import itertools
import json
import random
import statistics as st
import sys

from common import METAQA, RESULTS, embedder, workspace_kg

from gechat.extkg.retrieve import RetrievalParams, retrieve
from gechat.settings import Settings

GRID = {"margin": (0.02, 0.05, 0.1), "max_groups": (1, 2, 3), "edge_weight": (0.1, 0.5, 1.0)}
MAX_MEAN_EDGES = 60


def main() -> None:
    settings = Settings.from_env()
    emb = embedder(settings)
    kg = workspace_kg(settings, "metaqa", METAQA / "kb.txt", "pipe", emb)
    sets = {}
    for hops in (1, 2, 3):
        lines = (METAQA / f"{hops}-hop" / "vanilla" / "qa_dev.txt").read_text(encoding="utf-8").splitlines()
        sets[hops] = [(ln.split("\t")[0], ln.split("\t")[1].split("|")) for ln in random.Random(16).sample(lines, 60)]
    rows = []
    for margin, groups, ew in itertools.product(*GRID.values()):
        alls, edges = [], []
        for hops, qs in sets.items():
            for q, answers in qs:
                p = RetrievalParams(depth=hops, beam=32, max_edges=200, margin=margin, max_groups=groups, edge_weight=ew)
                sg = retrieve(kg, q, "relpath", embedder=emb, params=p)
                nodes = {n.lower() for n in sg.nodes}
                alls.append(sum(a.lower() in nodes for a in answers) / len(answers))
                edges.append(len(sg.edges))
        rows.append({"margin": margin, "max_groups": groups, "edge_weight": ew, "all": st.mean(alls), "mean_edges": st.mean(edges)})
        print(rows[-1], file=sys.stderr, flush=True)
    ok = [r for r in rows if r["mean_edges"] <= MAX_MEAN_EDGES] or rows
    best = max(ok, key=lambda r: r["all"])
    (RESULTS / "extkg_relpath_dev.json").write_text(json.dumps({"rows": rows, "chosen": best}, indent=1), encoding="utf-8")
    print("chosen", best)


if __name__ == "__main__":
    main()

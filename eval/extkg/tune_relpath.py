"""Choose relpath's margin, group count and edge weight on MetaQA *dev* questions (never test).

Ground-truth edges for a dev question are built from its question type
(``qa_dev_qtype.txt``, e.g. ``movie_to_director_to_movie_to_genre``): from the topic
entity, follow the type's relations hop by hop, then keep only the edges on paths
that end at a gold answer -- the reasoning paths, like the published ground truths.
Objective, fixed before running: mean edge F1 (edges compared undirected, as the
published evaluation does). 60 seeded dev questions per hop set, depth = hops,
beam 32, at most 200 edges.

    GECHAT_WORKSPACE_DIR=/tmp/extkg_ws python eval/extkg/tune_relpath.py
"""

from __future__ import annotations

import itertools
import json
import random
import statistics as st
import sys

from common import METAQA, RESULTS, edge_key, embedder, prf, workspace_kg

from gechat.extkg.link import brackets
from gechat.extkg.retrieve import RetrievalParams, retrieve
from gechat.extkg.store import ExternalKG
from gechat.settings import Settings

GRID = {"margin": (0.02, 0.05, 0.1, 0.15), "max_groups": (1, 2, 3, 4), "edge_weight": (0.1, 0.5, 1.0), "prune": (False, True)}
REL = {"director": "directed_by", "writer": "written_by", "actor": "starred_actors", "year": "release_year",
       "language": "in_language", "genre": "has_genre", "tags": "has_tags", "tag": "has_tags",
       "imdbrating": "has_imdb_rating", "imdbvotes": "has_imdb_votes"}


def gold_edges(kg: ExternalKG, seed: str, qtype: str, answers: list[str]) -> set:
    kinds = qtype.split("_to_")
    rels = [REL[b] if b != "movie" else REL[a] for a, b in zip(kinds, kinds[1:])]
    start = kg.entity_id(seed)
    if start is None:
        return set()
    layers: list[list[tuple[int, int, int]]] = []  # per hop: (edge, from, to)
    frontier = {start}
    for hop, rel in enumerate(rels):
        layer = []
        for node in frontier:
            for e in kg.incident(node).tolist():
                if kg.relations[kg.edges[e, 1]] == rel:
                    other = kg.other_end(e, node)
                    if hop == 0 or other != node:
                        layer.append((e, node, other))
        layers.append(layer)
        frontier = {o for _, _, o in layer} - {start}
    keep_nodes = {i for a in answers if (i := kg.entity_id(a)) is not None}
    out = set()
    for layer in reversed(layers):  # only the edges on paths that end at an answer
        on_path = [(e, f, t) for e, f, t in layer if t in keep_nodes]
        out.update(e for e, _, _ in on_path)
        keep_nodes = {f for _, f, _ in on_path}
    return {edge_key(*kg.triple(e).as_tuple()) for e in out}


def main() -> None:
    settings = Settings.from_env()
    emb = embedder(settings)
    kg = workspace_kg(settings, "metaqa", METAQA / "kb.txt", "pipe", emb)
    cases = []
    for hops in (1, 2, 3):
        base = METAQA / f"{hops}-hop"
        lines = (base / "vanilla" / "qa_dev.txt").read_text(encoding="utf-8").splitlines()
        types = (base / "qa_dev_qtype.txt").read_text(encoding="utf-8").splitlines()
        for i in random.Random(16).sample(range(len(lines)), 60):
            q, ans = lines[i].split("\t")
            gold = gold_edges(kg, brackets(q)[0], types[i], ans.split("|"))
            if gold:
                cases.append((hops, q, gold))
    rows = []
    for margin, groups, ew, prune in itertools.product(*GRID.values()):
        f1s, edges = [], []
        for hops, q, gold in cases:
            p = RetrievalParams(depth=hops, beam=32, max_edges=200, margin=margin, max_groups=groups, edge_weight=ew,
                                prune=prune)
            sg = retrieve(kg, q, "relpath", embedder=emb, params=p)
            f1s.append(prf({edge_key(*e.triple.as_tuple()) for e in sg.edges}, gold)[2])
            edges.append(len(sg.edges))
        rows.append({"margin": margin, "max_groups": groups, "edge_weight": ew, "prune": prune, "f1": st.mean(f1s), "mean_edges": st.mean(edges)})
        print(rows[-1], file=sys.stderr, flush=True)
    best = max(rows, key=lambda r: r["f1"])
    (RESULTS / "extkg_relpath_dev.json").write_text(
        json.dumps({"cases": len(cases), "rows": rows, "chosen": best}, indent=1), encoding="utf-8")
    print("cases", len(cases), "chosen", best)


if __name__ == "__main__":
    main()

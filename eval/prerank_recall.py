"""How often the gold evidence survives the pre-rank (the cheap cut before the judge scores anything).

The selector judges only the ``prerank_limit`` (24) candidates that the pre-rank
keeps for a step; a gold sentence cut there can never be chosen. This measures,
with oracle steps and every sentence of the document as candidates, the share of
cases whose gold sentence is among the kept ones (recall@k), for each pre-rank:
plain content-word overlap (the previous one), IDF-weighted overlap (word rarity
within the document), and BM25. No model runs: it takes seconds.

    python eval/prerank_recall.py --config eval/configs/wice_dev.yaml --half fit
    python eval/prerank_recall.py --config eval/configs/evidence_inference_validation.yaml --half fit --limit 200
"""

from __future__ import annotations

import argparse
import math
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

import yaml

from gechat.anchoring import prerank
from gechat.evaluation.adapters import load_cases
from gechat.evaluation.documents import build_document
from gechat.evaluation.gold import resolve_gold
from gechat.evaluation.runner import select_cases
from gechat.records import Sentence
from gechat.text import content_words, overlap

REPO = Path(__file__).resolve().parents[1]


def plain(step: str, candidates: Sequence[Sentence], limit: int) -> list[Sentence]:
    q = set(content_words(step))
    return sorted(candidates, key=lambda s: (-overlap(q, set(content_words(s.text))), s.index))[:limit]


def bm25(step: str, candidates: Sequence[Sentence], limit: int, k1: float = 1.2, b: float = 0.75) -> list[Sentence]:
    docs = [content_words(s.text) for s in candidates]
    df = Counter(w for d in docs for w in set(d))
    avg = sum(map(len, docs)) / max(1, len(docs))
    n = len(docs)
    q = set(content_words(step))

    def score(d: list[str]) -> float:
        tf = Counter(d)
        return sum(
            math.log(1 + (n - df[w] + 0.5) / (df[w] + 0.5)) * tf[w] * (k1 + 1) / (tf[w] + k1 * (1 - b + b * len(d) / avg))
            for w in q if w in tf
        )

    scores = [score(d) for d in docs]
    order = sorted(range(n), key=lambda i: (-scores[i], candidates[i].index))
    return [candidates[i] for i in order[:limit]]


METHODS: dict[str, Callable[[str, Sequence[Sentence], int], list[Sentence]]] = {
    "overlap (previous)": plain, "bm25": bm25, "prerank (shipped)": prerank,
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", type=Path, required=True)
    ap.add_argument("--half", choices=["fit", "report"], default="fit")
    ap.add_argument("--limit", type=int, default=0, help="cases (0 = all of the half)")
    ap.add_argument("--k", type=int, nargs="+", default=[8, 24, 48])
    args = ap.parse_args()
    config = yaml.safe_load(args.config.read_text())
    cases = load_cases(config["dataset"], base=REPO)
    cases = select_cases(cases, limit=args.limit or None, seed=int(config.get("seed", 13)), half=args.half)
    hits = {m: Counter() for m in METHODS}
    used = 0
    for case in cases:
        built = build_document(case.documents[0])
        gold = resolve_gold(case, built).sentence_union
        if not gold or case.supported is False:
            continue
        used += 1
        sents = built.document.sentences
        for name, rank in METHODS.items():
            for k in args.k:  # each cut on its own: a pool no larger than k is kept whole
                hits[name][k] += any(s.index in gold for s in rank(case.oracle_step, sents, k))
    print(f"{args.config.name} {args.half} half: {used} cases with gold evidence")
    print("| pre-rank | " + " | ".join(f"recall@{k}" for k in args.k) + " |")
    print("|---|" + "---|" * len(args.k))
    for name in METHODS:
        print(f"| {name} | " + " | ".join(f"{hits[name][k] / max(1, used):.3f}" for k in args.k) + " |")


if __name__ == "__main__":
    main()

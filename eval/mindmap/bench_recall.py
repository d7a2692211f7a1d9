"""MindMap evidence recall on chatdoctor5k over the EMCKG triples (issue 17; the paper's ablation shape).

For each of the 248 chatdoctor5k questions: the question entities are the
data set's ``input_KG`` names, the reference answer's KG entities its
``output_KG`` names that exist as KG nodes (exact or normalised name match),
question entities left out. Recall = the share of those reference entities
that are nodes of the evidence graph, for path-based, neighbour-based, both
(MindMap), and plain 1-/2-hop retrieval cut to the size of "both" (equal
evidence size, in facts). Then the same on a mismatched KG: a seeded random
half of the triples removed.

    python eval/mindmap/bench_recall.py --out eval/results/mindmap_recall.json
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gechat.extkg.triples import read_triples  # noqa: E402
from gechat.mindmap.evidence import KG  # noqa: E402
from gechat.mindmap.mode import build_evidence  # noqa: E402

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "mindmap" / "data" / "chatdoctor5k"
METHODS = ("path", "neighbour", "both", "1-hop", "2-hop")


def questions() -> list[dict]:
    return [json.loads(line) for line in (DATA / "chatdoctor5k_KG.json").read_text(encoding="utf-8").splitlines() if line]


def run(kg: KG, qs: list[dict]) -> dict:
    per = {m: {"recall": [], "facts": [], "ms": []} for m in METHODS}
    per["answer"] = {"hit1": [], "hit3": []}
    skipped = 0
    for q in qs:
        ents = list(dict.fromkeys(f for f in (kg.find(n) for n in q["input_KG"].split(",") if n) if f))
        ref = {f for f in (kg.find(n) for n in q["output_KG"].split(",") if n) if f} - set(ents)
        if not ents or not ref:
            skipped += 1
            continue
        size = None
        for m in ("both", "path", "neighbour", "1-hop", "2-hop"):
            t0 = time.perf_counter()
            ev = build_evidence(kg, q["input"], ents, m, limit=size)
            per[m]["ms"].append(1000 * (time.perf_counter() - t0))
            facts = ev.facts()
            if m == "both":
                size = len(facts)
                top = [n for n, _, _ in ev.supported_answers(limit=3)]
                per["answer"]["hit1"].append(int(bool(top[:1]) and top[0] in ref))
                per["answer"]["hit3"].append(int(bool(set(top) & ref)))
            nodes = set(ev.nodes())
            per[m]["recall"].append(len(ref & nodes) / len(ref))
            per[m]["facts"].append(len(facts))
    ans = per.pop("answer")
    return {"questions": len(qs) - skipped, "skipped": skipped,
            "offline_answer": {k: round(statistics.mean(v), 3) for k, v in ans.items()},
            "methods": {m: {"recall": round(statistics.mean(v["recall"]), 3),
                            "facts_mean": round(statistics.mean(v["facts"]), 1),
                            "ms_per_question": round(statistics.mean(v["ms"]), 2)} for m, v in per.items()}}


def table(full: dict, half: dict) -> str:
    lines = ["| evidence | recall (full KG) | facts | ms / question | recall (half KG) | facts | ms / question |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for m in METHODS:
        a, b = full["methods"][m], half["methods"][m]
        lines.append(f"| {m} | {a['recall']:.3f} | {a['facts_mean']} | {a['ms_per_question']} | {b['recall']:.3f} | "
                     f"{b['facts_mean']} | {b['ms_per_question']} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    triples = list(read_triples(DATA / "train.txt", "tsv"))
    qs = questions()
    full = run(KG(triples), qs)
    rng = random.Random(args.seed)
    half_triples = rng.sample(triples, len(triples) // 2)
    half = run(KG(half_triples), qs)
    print(f"full KG: {len(triples)} triples, {full['questions']} questions scored ({full['skipped']} without "
          f"question or reference entities); half KG: {len(half_triples)} triples, {half['questions']} scored")
    print(table(full, half))
    print(f"offline answer (MindMap evidence, best-supported entities) in the reference: full KG hit@1 "
          f"{full['offline_answer']['hit1']}, hit@3 {full['offline_answer']['hit3']}; half KG hit@1 "
          f"{half['offline_answer']['hit1']}, hit@3 {half['offline_answer']['hit3']}")
    if args.out:
        args.out.write_text(json.dumps({"seed": args.seed, "full": full, "half": half}, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()

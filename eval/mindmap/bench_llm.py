"""MindMap with an LLM answer on a seeded sample of chatdoctor5k questions (issue 17).

For each question: MindMap evidence (both) over the EMCKG triples, then the
model's JSON answer (summary, inference process, mind map, answers). Reports
how often the reply parses, the share of mind-map nodes linked to evidence,
and whether an answer entity is a reference entity (hit), against the offline
answer on the same questions.

    python eval/mindmap/bench_llm.py --models gemma3-270m --n 6 --out eval/results/mindmap_llm.json
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

from eval.mindmap.bench_recall import DATA, questions  # noqa: E402
from gechat.extkg.triples import read_triples  # noqa: E402
from gechat.mindmap.evidence import KG, normalise  # noqa: E402
from gechat.mindmap.mode import answer, build_evidence  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", nargs="+", default=["gemma3-270m"])
    ap.add_argument("--n", type=int, default=6)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    from gechat.extkg.models import make_model
    from gechat.settings import Settings

    kg = KG(read_triples(DATA / "train.txt", "tsv"))
    sample = random.Random(args.seed).sample(questions(), args.n)
    settings = Settings.from_env(llm_max_tokens=700, llm_context_tokens=4096, llm_max_retries=0)
    report = {"seed": args.seed, "n": args.n, "models": {}}
    for name in ["offline"] + args.models:
        llm = None if name == "offline" else make_model(settings, name)
        rows = []
        for q in sample:
            ents = list(dict.fromkeys(f for f in (kg.find(n) for n in q["input_KG"].split(",") if n) if f))
            ref = {normalise(f) for f in (kg.find(n) for n in q["output_KG"].split(",") if n) if f} - {normalise(e) for e in ents}
            ev = build_evidence(kg, q["input"], ents, "both")
            t0 = time.perf_counter()
            a = answer(ev, llm, allow_demo=True)
            rows.append({"parsed": not a.offline, "grounded": a.mind_map.grounded_share() if a.mind_map else None,
                         "mind_map_edges": len(a.mind_map.edges) if a.mind_map else 0,
                         "hit": int(bool({normalise(x) for x in a.answers} & ref)), "seconds": time.perf_counter() - t0,
                         "note": a.note, "answers": a.answers[:5], "summary": a.summary[:300]})
        grounded = [r["grounded"] for r in rows if r["grounded"] is not None]
        report["models"][name] = {
            "parsed": sum(r["parsed"] for r in rows), "hit": round(statistics.mean(r["hit"] for r in rows), 3),
            "grounded_share": round(statistics.mean(grounded), 3) if grounded else None,
            "mind_map_edges_mean": round(statistics.mean(r["mind_map_edges"] for r in rows), 1),
            "s_per_question": round(statistics.mean(r["seconds"] for r in rows), 1), "rows": rows}
        m = report["models"][name]
        print(f"{name}: parsed {m['parsed']}/{args.n}, hit {m['hit']}, grounded {m['grounded_share']}, "
              f"mind-map edges {m['mind_map_edges_mean']}, {m['s_per_question']} s/question", flush=True)
    if args.out:
        args.out.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    main()

"""`gechat kg compare` over a small seeded sample of MetaQA test questions (the embedded models are slow).

Per model and mode: answers correct (an answer item names a gold answer), share of steps
matched to the relpath subgraph (threshold 0.7), NLI-entailed share of the matched steps,
steps per answer, seconds per answer, failed calls.

    GECHAT_WORKSPACE_DIR=/tmp/extkg_ws python eval/extkg/compare_llms.py [--n 3] [--model smollm2 --model gemma3-270m]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics as st
import sys

from common import METAQA, RESULTS, embedder, workspace_kg

from gechat.entail.factory import make_offline_entailer
from gechat.extkg.ask import compare
from gechat.extkg.models import make_model
from gechat.extkg.retrieve import RetrievalParams
from gechat.settings import Settings


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=3, help="questions per hop set (1- and 2-hop)")
    ap.add_argument("--model", action="append", default=[])
    ap.add_argument("--modes", default="rag,standalone")
    args = ap.parse_args()
    models = args.model or ["smollm2", "gemma3-270m"]
    settings = Settings.from_env()
    emb = embedder(settings)
    entailer = make_offline_entailer(settings=settings)
    kg = workspace_kg(settings, "metaqa", METAQA / "kb.txt", "pipe", emb)
    llms = {m: make_model(settings, m) for m in models}
    cases = []
    for hops in (1, 2):
        lines = (METAQA / f"{hops}-hop" / "vanilla" / "qa_test.txt").read_text(encoding="utf-8").splitlines()
        cases += [(hops, *ln.split("\t")) for ln in random.Random(16).sample(lines, args.n)]
    runs = []
    for hops, q, gold in cases:
        for mode in args.modes.split(","):
            res = compare(kg, q, llms, embedder=emb, params=RetrievalParams(depth=hops), mode=mode, entailer=entailer,
                          gold=gold.split("|"), max_tokens=256)
            for r in res.runs:
                runs.append({"question": q, "hops": hops, **r.to_dict()})
                print(f"{r.model:12s} {mode:10s} correct={r.correct} grounded={r.grounded:.2f} {r.seconds:.0f}s {r.error[:60]}",
                      file=sys.stderr, flush=True)
    lines = [f"# `gechat kg compare` on {len(cases)} MetaQA test questions ({args.n} 1-hop + {args.n} 2-hop, seed 16)", "",
             "relpath subgraph (depth = hops), step match threshold 0.7, NLI second opinion; max 256 tokens per answer.", "",
             "| model | mode | answers | correct | steps matched (share) | matched and NLI-entailed | steps/answer | s/answer | failed |",
             "|---|---|---|---|---|---|---|---|---|"]
    for m in models:
        for mode in args.modes.split(","):
            rs = [r for r in runs if r["model"] == m and r["mode"] == mode]
            ok = [r for r in rs if not r["error"]]
            steps = [s for r in ok for s in r["steps"]]
            matched = [s for s in steps if s["verdict"] == "matched"]
            lines.append(
                f"| {m} | {mode} | {len(rs)} | {sum(bool(r['correct']) for r in ok)}/{len(rs)} | "
                f"{len(matched)}/{len(steps)} ({len(matched) / max(1, len(steps)):.2f}) | "
                f"{sum(s['nli'] == 'entailment' for s in matched)}/{len(matched)} | "
                f"{len(steps) / max(1, len(ok)):.1f} | {st.mean(r['seconds'] for r in rs):.0f} | {len(rs) - len(ok)} |")
    (RESULTS / "extkg_compare.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (RESULTS / "extkg_compare.json").write_text(json.dumps(runs, indent=1, ensure_ascii=False), encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()

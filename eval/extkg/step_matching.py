"""Step matching on the published system's recorded CoTs (``aprescot_demo/experiments/llm_answers``).

Each recorded step is matched to its closest fact (packaged MiniLM cosine) in two fact sets:
``gold`` -- the question's ground-truth subgraph; ``retrieved`` -- the subgraph our
``relpath`` retriever returns (the published parameters). Reported per threshold 0.6-0.9:
share of steps matched; a names check (the step names both ends of its matched fact,
case-insensitive: an automatic stand-in for "the match is right"), its precision among
matched steps; and the NLI judge's reading of matched pairs. A seeded sample of 30 pairs
(retrieved set) is written for checking by hand (``extkg_step_sample.jsonl``; the
judgments are added by hand in ``extkg_step_handcheck.md``).

    GECHAT_WORKSPACE_DIR=/tmp/extkg_ws python eval/extkg/step_matching.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from common import APRESCOT, RESULTS, embedder, read_gt, workspace_kg
from reproduce_aprescot import graph_path, questions, recorded_cot

from gechat.entail.factory import make_offline_entailer
from gechat.extkg.edge_text import edge_text
from gechat.extkg.match import judge, match_steps
from gechat.extkg.records import ScoredEdge
from gechat.extkg.retrieve import RetrievalParams, retrieve
from gechat.extkg.triples import Triple
from gechat.settings import Settings

THRESHOLDS = (0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9)


def names_ok(step: str, t: Triple) -> bool:
    s = step.lower()
    return t.head.lower() in s and t.tail.lower() in s


def main() -> None:
    settings = Settings.from_env()
    emb = embedder(settings)
    entailer = make_offline_entailer(settings=settings)
    per_file: dict[str, dict] = {}
    for q in questions():
        key = Path(q["llm_answers"]).name
        if key in per_file:  # Q5 and Q6 share one recorded answer
            continue
        steps = recorded_cot(q)
        gold_edges = []
        for line in (APRESCOT / "ground_truth" / key).read_text(encoding="utf-8").splitlines():
            parts = line.strip().split("|")
            if len(parts) == 3 and not line.startswith("#"):
                gold_edges.append(ScoredEdge(len(gold_edges), Triple(*parts), edge_text(*parts), 1.0, 0))
        path = graph_path(q)
        kg = workspace_kg(settings, "metaqa" if q["kg"] == "meta-qa" else "wd-" + path.stem, path, "pipe", emb)
        p = q["params"]
        sg = retrieve(kg, q["question"], "relpath", embedder=emb, seeds=q["seeds"],
                      params=RetrievalParams(depth=p["depth"], beam=p["beam_size"], max_edges=p["max_nodes"]))
        per_file[key] = {"question": q["id"], "steps": steps}
        for label, facts in (("gold", gold_edges), ("retrieved", sg.edges)):
            ms = match_steps(steps, facts, emb, threshold=0.0)  # verdicts per threshold below
            per_file[key][label] = judge(ms, entailer)
    rows = []
    for label in ("gold", "retrieved"):
        allm = [m for f in per_file.values() for m in f[label]]
        for t in THRESHOLDS:
            matched = [m for m in allm if m.similarity >= t]
            rows.append({
                "facts": label, "threshold": t, "steps": len(allm), "matched": len(matched),
                "share": len(matched) / len(allm),
                "names_precision": sum(names_ok(m.step, m.triple) for m in matched) / len(matched) if matched else 0.0,
                "names_recall": sum(names_ok(m.step, m.triple) for m in matched) / max(1, sum(names_ok(m.step, m.triple) for m in allm if m.triple)),
                "nli_entailed": sum(m.nli == "entailment" for m in matched) / len(matched) if matched else 0.0,
                "nli_contradicted": sum(m.nli == "contradiction" for m in matched) / len(matched) if matched else 0.0,
            })
    rng = random.Random(16)
    pool = [(f["question"], m) for f in per_file.values() for m in f["retrieved"]]
    sample = rng.sample(pool, 30)
    with open(RESULTS / "extkg_step_sample.jsonl", "w", encoding="utf-8") as fh:
        for qid, m in sample:
            fh.write(json.dumps({"question": qid, "step": m.step, "fact": m.fact, "similarity": round(m.similarity, 3),
                                 "nli": m.nli, "names_ok": names_ok(m.step, m.triple)}, ensure_ascii=False) + "\n")
    lines = [
        "# Step matching on the recorded CoTs (aprescot_demo llm_answers, 9 files, Q1-Q10; Q5/Q6 share one)",
        "",
        f"Steps: {len(pool)}. `gold` facts: the question's ground-truth edges; `retrieved`: our relpath subgraph "
        "(published depth/beam/cap). `names precision`: matched steps that name both ends of their fact "
        "(automatic check); `names recall`: of the steps whose best fact they name, the share matched. "
        "NLI: the offline judge on (fact, step), matched pairs only.",
        "",
        "| facts | threshold | matched | share | names precision | names recall | NLI entailed | NLI contradicted |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(f"| {r['facts']} | {r['threshold']:.2f} | {r['matched']}/{r['steps']} | {r['share']:.3f} | "
                     f"{r['names_precision']:.3f} | {r['names_recall']:.3f} | {r['nli_entailed']:.3f} | {r['nli_contradicted']:.3f} |")
    lines += ["", "## Examples (retrieved facts, threshold 0.7)", "", "| q | step | matched fact | cos | NLI |", "|---|---|---|---|---|"]
    for f in list(per_file.values()):
        for m in f["retrieved"][:3]:
            verdict = m.fact if m.similarity >= 0.7 else f"(unmatched; nearest: {m.fact})"
            lines.append(f"| {f['question']} | {m.step} | {verdict} | {m.similarity:.2f} | {m.nli} |")
    (RESULTS / "extkg_step_matching.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (RESULTS / "extkg_step_matching.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    print("\n".join(lines[:6 + len(rows)]))


if __name__ == "__main__":
    main()

"""Cache every (sentence, oracle step) judgment of a dev half, for fitting the selector's ranking.

For each case of a config's half (the same seeded sample ``gechat eval`` draws),
every sentence of the document is judged by the shipped offline judge (NLI +
overlap, calibrated, with the conflict checks) exactly as ``nli_all`` judges it.
One JSON line per case keeps, per sentence, the judge's three readings, the
NLI model's own entailment, the word overlap, the MiniLM cosine to the step, the
word count, and what the sentence would score on the benchmark's metrics if it
were chosen (gold membership and eq. 4). ``eval/fit_selector.py`` then fits and
compares rankings from these lines without running a model.

    OMP_NUM_THREADS=1 .venv/bin/python eval/selector_collect.py \\
        --config eval/configs/wice_dev.yaml --half fit --limit 0 --out /tmp/gechat_sel/wice_fit.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import yaml

from gechat.embed import Embedder
from gechat.entail.factory import make_entailer
from gechat.evaluation import metrics
from gechat.evaluation.adapters import load_cases
from gechat.evaluation.documents import build_document
from gechat.evaluation.gold import resolve_gold
from gechat.evaluation.runner import select_cases
from gechat.settings import Settings

sys.path.insert(0, str(Path(__file__).resolve().parent))
from flag_collect import RecordingJudge  # noqa: E402  (keeps the NLI model's own judgment of each premise)

REPO = Path(__file__).resolve().parents[1]


def collect_case(case, entailer, nli: RecordingJudge, embedder: Embedder) -> dict | None:
    built = build_document(case.documents[0])
    gold = resolve_gold(case, built)
    sents = built.document.sentences
    if not sents or not gold.alternatives:
        return None
    step = case.oracle_step
    texts = [s.text for s in sents]
    nli.seen = {}
    judged = entailer.judge(texts, [step] * len(texts))
    overlap = entailer.components[1].judge(texts, [step] * len(texts))
    vecs = embedder.encode(texts + [step] + [a.text for a in gold.alternatives])
    sv, qv, gv = vecs[: len(texts)], vecs[len(texts)], vecs[len(texts) + 1 :]
    gold_words = [len(a.text.split()) for a in gold.alternatives]
    rows = []
    for i, s in enumerate(sents):
        cos_gold = [float(sv[i] @ g) for g in gv]
        rows.append({
            "i": s.index, "text": s.text, "words": s.n_words,
            "e": round(judged[i].entailment, 5), "c": round(judged[i].contradiction, 5), "conflict": judged[i].conflict,
            "unstated": judged[i].unstated,
            "nli_e": round(nli.seen[s.text].entailment, 5), "nli_c": round(nli.seen[s.text].contradiction, 5),
            "overlap": round(overlap[i].entailment, 5), "cos": round(float(sv[i] @ qv), 5),
            "eq4": round(metrics.eq4_best(cos_gold, gold_words, len(s.text.split())), 5),
        })
    return {
        "case_id": case.case_id, "step": step, "supported": case.supported,
        "gold_sets": [sorted(a.sentences) for a in gold.alternatives if a.sentences],
        "sentences": rows,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", type=Path, required=True)
    ap.add_argument("--half", choices=["fit", "report"], required=True)
    ap.add_argument("--limit", type=int, default=0, help="cases (0 = all of the half)")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    config = yaml.safe_load(args.config.read_text())
    cases = load_cases(config["dataset"], base=REPO)
    cases = select_cases(cases, limit=args.limit or None, seed=int(config.get("seed", 13)), half=args.half)
    settings = Settings()
    embedder = Embedder()
    entailer = make_entailer(settings, embedder=embedder)
    nli = RecordingJudge(entailer.components[0])
    entailer.components[0] = nli
    done = set()
    if args.out.exists():
        done = {json.loads(line)["case_id"] for line in args.out.read_text().splitlines() if line.strip()}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    with args.out.open("a", encoding="utf-8") as fh:
        for n, case in enumerate(cases, 1):
            if case.case_id in done:
                continue
            row = collect_case(case, entailer, nli, embedder)
            if row is not None:
                row["half"] = args.half
                fh.write(json.dumps(row) + "\n")
                fh.flush()
            print(f"{n}/{len(cases)} {case.case_id} {time.time() - t0:.0f}s", flush=True)


if __name__ == "__main__":
    main()

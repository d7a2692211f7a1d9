"""Cache what the evidence stage judged for every WiCE dev claim, for fitting the claim-level flag.

For each claim (both halves), the ``gechat_kg`` evidence stage runs as the app
runs it (:func:`gechat.pipeline.step_evidence` over the claim's KG-narrowed
candidates) with a recording judge: every (sentence, claim) judgment it made is
written to one JSON line with the claim's label and half. ``eval/fit_flag.py
fit`` then reads these lines, so features and weights are fitted without
re-running the judge (``--subclaims`` there judges the sub-claim pairs it
measures and keeps them in ``pairs-<judge>.json`` beside the cache).

The lines record the judge's fingerprint (its readings of a few fixed pairs): lines
made by another judge (new NLI weights, a new calibration) are left out by
``fit_flag.py fit`` and collected again here.

    OMP_NUM_THREADS=1 .venv/bin/python eval/flag_collect.py --out /tmp/gechat_flag/candidates.jsonl
"""

from __future__ import annotations

import argparse
import json
from collections import OrderedDict
import sys
import time
from pathlib import Path

from gechat.records import Judgment


class RecordingJudge:
    """Delegates to an entailer and keeps every judgment it gives (for one claim at a time)."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.name, self.kind = inner.name, inner.kind
        self.seen: dict[str, Judgment] = {}

    @property
    def pairs_scored(self) -> int:
        return self.inner.pairs_scored

    def judge(self, premises, hypotheses) -> list[Judgment]:
        out = self.inner.judge(premises, hypotheses)
        for p, j in zip(premises, out, strict=True):
            self.seen[p] = j
        return out

    def score(self, premises, hypotheses):
        return [j.entailment for j in self.judge(premises, hypotheses)]

    def warm_up(self) -> None:
        self.inner.warm_up()


#: fixed pairs whose judgments identify the judge (weights, calibration, conflict checks)
PROBES = (
    ("Marie Curie was born in Warsaw in 1867.", "Marie Curie was born in Poland."),
    ("The Eiffel Tower was completed in 1889.", "The Eiffel Tower was completed in 1901."),
    ("Radium was later used in cancer treatment.", "Penguins invented jazz in Antarctica."),
)


def judge_fingerprint(entailer) -> str:
    """What the cached judgments depend on: the judge's readings of a few fixed pairs, hashed."""
    import hashlib

    js = entailer.judge([p for p, _ in PROBES], [h for _, h in PROBES])
    text = ";".join(f"{j.entailment:.4f},{j.contradiction:.4f},{bool(j.conflict)}" for j in js)
    return f"{entailer.name}|" + hashlib.sha1(text.encode()).hexdigest()[:12]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="eval/configs/wice_dev.yaml")
    ap.add_argument("--out", type=Path, default=Path("/tmp/gechat_flag/candidates.jsonl"))
    ap.add_argument("--runs-dir", type=Path, default=Path("eval/runs"), help="where the per-document KGs are kept")
    ap.add_argument("--limit", type=int, default=0)
    args = ap.parse_args(argv)

    from gechat.evaluation.adapters import load_cases
    from gechat.evaluation.baselines.gechat_selector import kg_evidence, open_workspace
    from gechat.evaluation.cli import _resources, load_config
    from gechat.evaluation.runner import _indexed, case_half

    config = load_config(args.config)
    settings, res, _ = _resources(config, 0, args.runs_dir)
    fingerprint = judge_fingerprint(res.entailer)
    cases = load_cases(config["dataset"])
    if args.limit:
        cases = cases[: args.limit]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    done = set()
    if args.out.is_file():
        for line in args.out.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row.get("judge") == fingerprint:
                done.add(row["case_id"])
    judge = RecordingJudge(res.entailer)
    docs: OrderedDict = OrderedDict()
    t0 = time.time()
    with args.out.open("a", encoding="utf-8") as fh:
        for n, case in enumerate(cases):
            if case.case_id in done:
                continue
            doc = _indexed(case, res, docs)
            judge.seen = {}
            choice, *_ = kg_evidence(case.oracle_step, open_workspace(doc, res), res, settings, judge)
            pos = {s.text: s.index for s in doc.document.sentences}
            cands = [{"i": pos.get(p, -1), "text": p, "e": round(j.entailment, 5), "n": round(j.neutral, 5),
                      "c": round(j.contradiction, 5), "conflict": j.conflict} for p, j in judge.seen.items()]
            row = {"case_id": case.case_id, "half": case_half(case.case_id), "label": case.category,
                   "supported": case.supported, "claim": case.oracle_step, "judge": fingerprint,
                   "best": choice.best.sentence.text if choice.best else "", "entailed": choice.entailed,
                   "claim_support": choice.claim_support, "candidates": cands}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
            fh.flush()
            print(f"{n + 1}/{len(cases)} {case.case_id} {len(cands)} candidates {time.time() - t0:.0f}s",
                  file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

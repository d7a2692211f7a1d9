"""Fit the "unsupported claim" flag's threshold on one half of a dev set; report it on the other.

A claim is flagged unsupported when its best evidence sentence's entailment is
under the threshold (``Settings.entail_threshold``). The threshold is chosen on
the *fit* half as the one with the highest precision among those reaching the
target recall (not-supported claims are the positive class, as in
``gechat.evaluation.metrics.flag_precision_recall``), and both halves are reported.

    gechat eval --config eval/configs/wice_dev.yaml --half fit --limit 0 --methods gechat_kg
    gechat eval --config eval/configs/wice_dev.yaml --half report --limit 0 --methods gechat_kg
    python eval/fit_flag.py eval/runs/wice_dev_oracle_fit/cases.jsonl eval/runs/wice_dev_oracle_report/cases.jsonl
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def read(path: Path, method: str) -> list[tuple[float, bool]]:
    """(support score, truly not supported) per case that the method answered."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        res = row.get("methods", {}).get(method)
        if res and "support_score" in res:
            out.append((float(res["support_score"]), row.get("supported") is False))
    return out


def precision_recall(rows: list[tuple[float, bool]], threshold: float) -> tuple[float, float, int]:
    tp = sum(1 for s, u in rows if s < threshold and u)
    fp = sum(1 for s, u in rows if s < threshold and not u)
    fn = sum(1 for s, u in rows if s >= threshold and u)
    return (tp / (tp + fp) if tp + fp else 0.0), (tp / (tp + fn) if tp + fn else 0.0), tp + fp


def fit(rows: list[tuple[float, bool]], min_recall: float) -> float:
    best = (-1.0, 0.0)
    for t in sorted({round(s + 1e-6, 6) for s, _ in rows}):
        p, r, _ = precision_recall(rows, t)
        if r >= min_recall and p > best[0]:
            best = (p, t)
    return best[1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("fit_cases", type=Path)
    ap.add_argument("report_cases", type=Path)
    ap.add_argument("--method", default="gechat_kg")
    ap.add_argument("--min-recall", type=float, default=0.8)
    args = ap.parse_args(argv)
    fit_rows, rep_rows = read(args.fit_cases, args.method), read(args.report_cases, args.method)
    t = fit(fit_rows, args.min_recall)
    out = {"method": args.method, "threshold": t, "min_recall": args.min_recall}
    for name, rows in (("fit", fit_rows), ("report", rep_rows)):
        p, r, flagged = precision_recall(rows, t)
        out[name] = {"cases": len(rows), "not_supported": sum(u for _, u in rows), "flagged": flagged,
                     "precision": round(p, 3), "recall": round(r, 3)}
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Fit the "unsupported claim" flag on one half of WiCE dev; report it on the other.

The flag (positive class: claims labelled not supported; partially supported
ones are not flag-worthy) is ``claim_support < threshold``, with
``gechat.claims.claim_support`` a logistic regression over claim-level features
of the evidence stage's judged candidates. ``fit`` reads the candidates
``eval/flag_collect.py`` cached for every WiCE dev claim, fits the weights and
then the threshold on the *fit* half only (the highest precision among thresholds
reaching the target recall there), and reports both halves; ``--write`` stores the
result in ``gechat/claims_flag.json``. Refit after the NLI model changes:

    OMP_NUM_THREADS=1 .venv/bin/python eval/flag_collect.py && .venv/bin/python eval/fit_flag.py fit --write

``cases`` reads the support scores an evaluation run recorded instead (a
threshold on ``support_score`` of one method, fitted and reported the same way):

    gechat eval --config eval/configs/wice_dev.yaml --half fit --limit 0 --methods gechat_kg
    gechat eval --config eval/configs/wice_dev.yaml --half report --limit 0 --methods gechat_kg
    python eval/fit_flag.py cases eval/runs/wice_dev_oracle_fit/cases.jsonl eval/runs/wice_dev_oracle_report/cases.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

DEFAULT_FEATURES = ("best_entailment", "coverage_top5")
#: L2 penalty on the weights (not the bias), as scikit-learn's default C = 1
L2 = 1.0


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


def summary(rows: list[tuple[float, bool]], t: float) -> dict:
    from gechat.evaluation.metrics import auroc_unsupported

    p, r, flagged = precision_recall(rows, t)
    auroc = auroc_unsupported([s for s, _ in rows], [u for _, u in rows])
    return {"cases": len(rows), "not_supported": sum(u for _, u in rows), "flagged": flagged,
            "precision": round(p, 3), "recall": round(r, 3), "auroc": round(auroc, 3) if auroc is not None else None}


def logistic(x: np.ndarray, y: np.ndarray, l2: float = L2, iters: int = 100) -> tuple[np.ndarray, float]:
    """Weights and bias of a logistic regression, classes weighted to balance (Newton's method)."""
    n, d = x.shape
    sw = np.where(y == 1, n / (2 * max(1, y.sum())), n / (2 * max(1, n - y.sum())))
    a = np.hstack([x, np.ones((n, 1))])
    beta = np.zeros(d + 1)
    reg = np.diag([l2] * d + [0.0])
    for _ in range(iters):
        p = 1.0 / (1.0 + np.exp(-np.clip(a @ beta, -50, 50)))
        grad = a.T @ (sw * (p - y)) + reg @ beta
        hess = (a * (sw * p * (1 - p))[:, None]).T @ a + reg
        step = np.linalg.solve(hess, grad)
        beta -= step
        if np.abs(step).max() < 1e-9:
            break
    return beta[:d], float(beta[d])


def load_candidates(path: Path, fingerprint: str | None) -> list[dict]:
    """The cached claims (the last line per claim), made by the given judge only when a fingerprint is given."""
    rows: dict[str, dict] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if fingerprint is None or row.get("judge") == fingerprint:
            rows[row["case_id"]] = row
    return list(rows.values())


def claim_features(row: dict) -> dict[str, float]:
    """``gechat.claims.features`` over a cached claim's judged candidates."""
    from gechat.claims import features
    from gechat.records import ScoredSentence, Sentence

    scored = [ScoredSentence(Sentence(str(i), "d", max(c["i"], 0), c["text"], 0, len(c["text"])), c["e"], 0.0, c["e"],
                             neutral=c["n"], contradiction=c["c"], conflict=c["conflict"])
              for i, c in enumerate(row["candidates"])]
    return features(row["claim"], scored)


def subclaim_features(rows: list[dict], cache: Path, top: int = 3) -> tuple[dict[str, dict[str, float]], float]:
    """Per claim, its sub-claims' best entailment by one of its ``top`` most entailing candidates: the max, mean
    and min over sub-claims (``gechat.claims.split_claim``); and the judge calls they cost per claim.
    Judgments are kept in ``cache`` (premise TAB hypothesis -> entailment; one file per judge)."""
    from gechat.claims import subclaims
    from gechat.embed import Embedder
    from gechat.entail.conflicts import _nlp
    from gechat.entail.factory import make_entailer
    from gechat.settings import Settings

    settings = Settings.from_env()
    nlp = _nlp(settings.spacy_model)
    store = json.loads(cache.read_text(encoding="utf-8")) if cache.is_file() else {}
    plan = {}
    for r in rows:
        parts = subclaims(r["claim"], nlp)[1:]
        prem = [c["text"] for c in sorted(r["candidates"], key=lambda c: -c["e"])[:top]]
        plan[r["case_id"]] = (parts, prem)
    need = list(dict.fromkeys((p, h) for parts, prem in plan.values() for h in parts for p in prem
                              if f"{p}\t{h}" not in store))
    if need:
        judge = make_entailer(settings, embedder=Embedder.from_settings(settings))
        for i in range(0, len(need), 64):
            batch = need[i:i + 64]
            for (p, h), j in zip(batch, judge.judge([p for p, _ in batch], [h for _, h in batch]), strict=True):
                store[f"{p}\t{h}"] = j.entailment
        cache.write_text(json.dumps(store), encoding="utf-8")
    out = {}
    for r in rows:
        parts, prem = plan[r["case_id"]]
        full = max((c["e"] for c in r["candidates"]), default=0.0)
        per = [max((store[f"{p}\t{h}"] for p in prem), default=0.0) for h in parts] or [full]
        out[r["case_id"]] = {"subclaim_max": max(per), "subclaim_mean": sum(per) / len(per), "subclaim_min": min(per)}
    pairs = sum(len(parts) * len(prem) for parts, prem in plan.values()) / max(1, len(plan))
    return out, pairs


def fit_claims(args: argparse.Namespace) -> int:
    from gechat import claims

    fingerprint = None
    if not args.any_judge:
        from flag_collect import judge_fingerprint

        from gechat.embed import Embedder
        from gechat.entail.factory import make_entailer
        from gechat.settings import Settings

        settings = Settings.from_env()
        fingerprint = judge_fingerprint(make_entailer(settings, embedder=Embedder.from_settings(settings)))
    rows = load_candidates(args.candidates, fingerprint)
    if not rows:
        print(f"No cached claims for the current judge ({fingerprint}) in {args.candidates}: "
              "run eval/flag_collect.py first.", file=sys.stderr)
        return 1
    feats = {r["case_id"]: claim_features(r) for r in rows}
    if args.subclaims:
        tag = (fingerprint or "any").rsplit("|", 1)[-1]
        extra, pairs = subclaim_features(rows, args.candidates.with_name(f"pairs-{tag}.json"))
        for cid, f in extra.items():
            feats[cid].update(f)
        print(f"sub-claim features: {pairs:.1f} extra judge pairs per claim")
    if args.partial == "excluded":  # as the evaluation report counts its flag (gechat/evaluation/report.py)
        rows = [r for r in rows if r["supported"] is not None]
    halves = {h: [r for r in rows if r["half"] == h] for h in ("fit", "report")}
    label = {r["case_id"]: r["supported"] is False for r in rows}
    names = tuple(args.features.split(",")) if args.features else DEFAULT_FEATURES
    print("single features on the fit half (flag: feature < threshold fitted there):")
    for name in feats[rows[0]["case_id"]]:
        vals = [(feats[r["case_id"]][name], label[r["case_id"]]) for r in halves["fit"]]
        s = summary(vals, fit(vals, args.min_recall))
        print(f"  {name:18s} AUROC {s['auroc']:.3f}  P {s['precision']:.3f} at R {s['recall']:.3f}")
    x = np.array([[feats[r["case_id"]][n] for n in names] for r in halves["fit"]])
    y = np.array([0 if label[r["case_id"]] else 1 for r in halves["fit"]])  # 1: has some support
    w, b = logistic(x, y)
    flag0 = claims.ClaimFlag(names, tuple(round(float(v), 6) for v in w), round(b, 6), 0.0)
    scored = {h: [(flag0.support(feats[r["case_id"]]), label[r["case_id"]]) for r in rs] for h, rs in halves.items()}
    t = fit(scored["fit"], args.min_recall)
    out = {"features": list(names), "weights": list(flag0.weights), "bias": flag0.bias, "threshold": t,
           "min_recall": args.min_recall, "judge_fingerprint": fingerprint or "any",
           "partially_supported": args.partial,
           "fitted_on": f"WiCE dev fit half ({len(halves['fit'])} claims), gechat_kg candidates; eval/fit_flag.py",
           **{h: summary(scored[h], t) for h in ("fit", "report")}}
    print(json.dumps(out, indent=2))
    if args.write:
        claims.PARAMS_FILE.write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
        print(f"-> {claims.PARAMS_FILE}")
    return 0


def fit_cases(args: argparse.Namespace) -> int:
    fit_rows, rep_rows = read(args.fit_cases, args.method), read(args.report_cases, args.method)
    t = fit(fit_rows, args.min_recall)
    out = {"method": args.method, "threshold": t, "min_recall": args.min_recall,
           "fit": summary(fit_rows, t), "report": summary(rep_rows, t)}
    print(json.dumps(out, indent=2))
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    f = sub.add_parser("fit", help="fit the claim-level score and its threshold on cached candidates")
    f.add_argument("--candidates", type=Path, default=Path("/tmp/gechat_flag/candidates.jsonl"))
    f.add_argument("--features", default="", help=f"comma-separated (default {','.join(DEFAULT_FEATURES)})")
    f.add_argument("--any-judge", action="store_true",
                   help="use cached claims whatever judge (NLI weights, calibration) made them")
    f.add_argument("--subclaims", action="store_true", help="also measure sub-claim features (extra judge calls)")
    f.add_argument("--write", action="store_true", help="store the fitted parameters in gechat/claims_flag.json")
    f.add_argument("--partial", choices=("negative", "excluded"), default="negative",
                   help="partially supported claims: counted as not to be flagged, or left out of the fit and the "
                        "figures (as the evaluation report's flag precision and recall leave them out)")
    c = sub.add_parser("cases", help="fit a threshold on the support scores of an evaluation run")
    c.add_argument("fit_cases", type=Path)
    c.add_argument("report_cases", type=Path)
    c.add_argument("--method", default="gechat_kg")
    for p in (f, c):
        p.add_argument("--min-recall", type=float, default=0.8)
    args = ap.parse_args(argv)
    return fit_claims(args) if args.command == "fit" else fit_cases(args)


if __name__ == "__main__":
    raise SystemExit(main())

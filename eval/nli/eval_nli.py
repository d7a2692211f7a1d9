"""Evaluate the offline NLI entailer and the evidence scorers; write a JSON of results.

    python eval/nli/eval_nli.py --limit 2000 --out eval/results/nli_metrics.json
    python eval/nli/eval_nli.py --weights /tmp/gechat_nli_run --tasks nli role_swap --limit 1000
    python eval/nli/eval_nli.py --tasks wice --fit-combinations

Tasks: ``nli`` (MNLI dev m/mm, SNLI test, ANLI dev r1-r3 accuracy, SciTail test
binary accuracy, FEVER-NLI binary AUC), ``stress`` (held-out stress sets: accuracy
and contradiction precision/recall), ``role_swap`` (the hand-written cases),
``wice`` (evidence hit@1, see wice_eval.py), ``speed`` (pairs/s at batch 32,
load time, size on disk). ``--limit`` evaluates a seeded random subset of each
NLI file (0 = the whole file).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from nli_data import NLI_DIR, STRESS_SPLIT, Pair, read_jsonl_cases, read_split, read_stress_part  # noqa: E402
from wice_eval import (  # noqa: E402
    bm25_scores,
    combine,
    fit_combination,
    hit_at_1,
    logit,
    score_claims,
    top_k_masks,
    wice_claims,
)

from gechat.entail.offline import WEIGHTS_DIR, OfflineNLIEntailer  # noqa: E402

THREE_WAY = {
    "mnli_dev_matched": "mnli/dev_matched",
    "mnli_dev_mismatched": "mnli/dev_mismatched",
    "snli_test": "snli/test",
    "anli_dev_r1": "anli/dev_r1",
    "anli_dev_r2": "anli/dev_r2",
    "anli_dev_r3": "anli/dev_r3",
}


def subset(rows: list[Pair], limit: int, seed: int) -> list[Pair]:
    if limit and len(rows) > limit:
        return random.Random(seed).sample(rows, limit)
    return rows


def eval_nli(model: OfflineNLIEntailer, limit: int, seed: int) -> dict:
    from sklearn.metrics import roc_auc_score

    res: dict = {}
    for key, name in THREE_WAY.items():
        rows = subset(read_split(name), limit, seed)
        probs = model.probabilities([r.premise for r in rows], [r.hypothesis for r in rows])
        pred = [max(p, key=p.get) for p in probs]
        res[key] = {"accuracy": float(np.mean([a == r.label for a, r in zip(pred, rows, strict=True)])), "n": len(rows)}
        print(key, res[key], flush=True)
    rows = subset(read_split("scitail/test"), limit, seed)  # neutral = not entailed
    probs = model.probabilities([r.premise for r in rows], [r.hypothesis for r in rows])
    pred = ["entailment" if max(p, key=p.get) == "entailment" else "neutral" for p in probs]
    res["scitail_test_binary"] = {"accuracy": float(np.mean([a == r.label for a, r in zip(pred, rows, strict=True)])), "n": len(rows)}
    print("scitail", res["scitail_test_binary"], flush=True)
    rows = subset(read_split("fever_nli_binary/test"), limit, seed)
    p_ent = model.score([r.premise for r in rows], [r.hypothesis for r in rows])
    y = [int(r.label == "entailment") for r in rows]
    res["fever_nli_binary_test_auc"] = {"auc": float(roc_auc_score(y, p_ent)), "n": len(rows)}
    print("fever", res["fever_nli_binary_test_auc"], flush=True)
    return res


#: held-out stress sets: whole test files, and the held half of the hash-split ones (nli_data.STRESS_SPLIT)
STRESS_WHOLE = ("cad_snli/test", "control/test", "healthver/test", "sick/test", "xnli_en/test")
STRESS_BINARY = ("med/test", "rte/dev")


def _accuracy(model: OfflineNLIEntailer, rows: list[Pair], binary: bool = False) -> dict:
    probs = model.probabilities([r.premise for r in rows], [r.hypothesis for r in rows])
    pred = [max(p, key=p.get) for p in probs]
    if binary:
        pred = ["entailment" if x == "entailment" else "not_entailment" for x in pred]
    ok = [a == r.label for a, r in zip(pred, rows, strict=True)]
    out = {"accuracy": float(np.mean(ok)), "n": len(rows)}
    if not binary:
        gold_c = [r.label == "contradiction" for r in rows]
        pred_c = [x == "contradiction" for x in pred]
        tp = sum(g and q for g, q in zip(gold_c, pred_c, strict=True))
        out["contradiction_recall"] = tp / max(sum(gold_c), 1)
        out["contradiction_precision"] = tp / max(sum(pred_c), 1)
    return out


def eval_stress(model: OfflineNLIEntailer, limit: int, seed: int) -> dict:
    """Held-out stress sets: none of these pairs (or their premises, for the split sets) was trained on."""
    res: dict = {}
    for name in STRESS_WHOLE + tuple(STRESS_SPLIT):
        rows = read_stress_part(name, "held") if name in STRESS_SPLIT else read_split(name)
        key = name.replace("/", "_") + ("_held" if name in STRESS_SPLIT else "")
        res[key] = _accuracy(model, subset(rows, limit, seed))
        print(key, res[key], flush=True)
    for name in STRESS_BINARY:
        key = name.replace("/", "_") + "_binary"
        res[key] = _accuracy(model, subset(read_split(name), limit, seed), binary=True)
        print(key, res[key], flush=True)
    return res


def eval_role_swap(model: OfflineNLIEntailer) -> dict:
    cases = read_jsonl_cases(HERE / "role_swap_cases.jsonl")
    kinds = [json.loads(line)["kind"] for line in (HERE / "role_swap_cases.jsonl").read_text().splitlines() if line.strip()]
    probs = model.probabilities([c.premise for c in cases], [c.hypothesis for c in cases])
    rows = []
    for c, k, p in zip(cases, kinds, probs, strict=True):
        pred = max(p, key=p.get)
        rows.append({"kind": k, "gold": c.label, "pred": pred, "p_entail": round(p["entailment"], 3),
                     "premise": c.premise, "hypothesis": c.hypothesis})
    correct = [r["pred"] == r["gold"] for r in rows]
    by_kind = {k: float(np.mean([ok for ok, r in zip(correct, rows, strict=True) if r["kind"] == k])) for k in sorted(set(kinds))}
    return {"accuracy": float(np.mean(correct)), "n": len(rows), "by_kind": by_kind, "cases": rows}


def eval_wice(model: OfflineNLIEntailer, fit: bool, candidates: int) -> dict:
    from gechat.entail.combined import COSINE_OVERLAP, NLI_OVERLAP
    from gechat.entail.lexical import ContentOverlapEntailer
    from gechat.entail.similarity import CosineEntailer

    claims = wice_claims("dev")
    cols = {"cosine": score_claims(claims, CosineEntailer().score)}
    cols["overlap"] = score_claims(claims, ContentOverlapEntailer().score)
    cols["bm25"] = bm25_scores(claims)
    masks = top_k_masks(cols["cosine"], candidates)  # the pipeline also pre-ranks candidates by cosine
    t = time.time()
    cols["nli"] = score_claims(claims, model.score, masks)
    print(f"wice nli scored {sum(int(m.sum()) for m in masks)} pairs in {time.time() - t:.0f}s", flush=True)
    res: dict = {"claims": len(claims), "report_half": sum(c["half"] == "report" for c in claims),
                 "sentences": sum(len(c["sentences"]) for c in claims), "nli_candidates_per_claim": candidates,
                 "nli_pairs": sum(int(m.sum()) for m in masks), "methods": {}}
    for key in ("nli", "cosine", "overlap", "bm25"):
        all_h, n = hit_at_1(claims, cols[key])
        rep_h, n_rep = hit_at_1(claims, cols[key], "report")
        res["methods"][key] = {"hit_at_1_all": all_h, "hit_at_1_report_half": rep_h, "n_all": n, "n_report": n_rep}
    combos = {
        "cosine+overlap": ([cols["cosine"], cols["overlap"]], COSINE_OVERLAP),
        "nli+overlap": ([logit(cols["nli"]), cols["overlap"]], NLI_OVERLAP),
    }
    res["fitted"] = {}
    for key, (feats, shipped) in combos.items():
        if fit:
            w, b = fit_combination(claims, feats, masks)
        else:
            w, b = list(shipped.weights), shipped.bias
        res["fitted"][key] = {"weights": w, "bias": b, "refit": fit}
        rep_h, n_rep = hit_at_1(claims, combine(feats, w, b, masks), "report")
        res["methods"][key] = {"hit_at_1_report_half": rep_h, "n_report": n_rep}
    for key, val in res["methods"].items():
        print("wice", key, val, flush=True)
    print("fitted", res["fitted"], flush=True)
    return res


def eval_speed(weights: Path, n_pairs: int, seed: int, threads: int) -> dict:
    """pairs/s (PyTorch float32 batch 32, ONNX Runtime float32 batch 8 = the default, PyTorch int8 batch 32),
    load time, and the accuracy of each on the same MNLI-m pairs."""
    rows = subset(read_split("mnli/dev_matched"), n_pairs, seed)
    prem, hyp = [r.premise for r in rows], [r.hypothesis for r in rows]
    res: dict = {"threads": threads, "n": len(rows)}
    variants = (("fp32", False, "torch", 32), ("onnx_fp32", False, "onnx", 8), ("int8_dynamic", True, "torch", 32))
    for tag, quantize, runtime, batch in variants:
        t = time.time()
        model = OfflineNLIEntailer(weights, batch_size=batch, threads=threads, quantize=quantize, runtime=runtime)
        model.warm_up()
        res[f"load_s_{tag}"] = time.time() - t
        model.score(prem[:64], hyp[:64])  # first-call overheads
        t = time.time()
        probs = model.probabilities(prem, hyp)
        res[f"pairs_per_s_{tag}"] = len(rows) / (time.time() - t)
        res[f"mnli_m_acc_{tag}"] = float(np.mean([max(p, key=p.get) == r.label for p, r in zip(probs, rows, strict=True)]))
    files = {p.name: p.stat().st_size for p in weights.iterdir() if p.is_file()}
    res.update({"size_bytes_total": sum(files.values()), "files": files})
    return res


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--weights", type=Path, default=WEIGHTS_DIR, help="model folder (default: the shipped weights)")
    ap.add_argument("--tasks", nargs="+", default=["nli", "role_swap", "wice", "speed"])
    ap.add_argument("--limit", type=int, default=0, help="seeded subset size per NLI file (0 = all)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--fit-combinations", action="store_true", help="refit the combinations on the WiCE fit half")
    ap.add_argument("--speed-pairs", type=int, default=1024)
    ap.add_argument("--wice-candidates", type=int, default=60,
                    help="NLI and the combinations score each claim's top-N sentences by cosine (0 = all sentences)")
    ap.add_argument("--threads", type=int, default=2, help="torch CPU threads")
    ap.add_argument("--out", type=Path, default=None, help="write results JSON here (merged into an existing file)")
    args = ap.parse_args(argv)

    import torch

    torch.set_num_threads(args.threads)
    if not (args.weights / "SHA256SUMS").exists():  # a raw training checkpoint: write a manifest on the fly
        from gechat.entail.offline import write_manifest

        write_manifest(args.weights, [p.name for p in args.weights.iterdir() if p.is_file() and p.name != "SHA256SUMS"])
    model = OfflineNLIEntailer(args.weights, batch_size=32)
    results: dict = {"weights": str(args.weights), "limit": args.limit, "seed": args.seed, "nli_dir": str(NLI_DIR)}
    if "nli" in args.tasks:
        results["nli"] = eval_nli(model, args.limit, args.seed)
    if "stress" in args.tasks:
        results["stress"] = eval_stress(model, args.limit, args.seed)
    if "role_swap" in args.tasks:
        results["role_swap"] = eval_role_swap(model)
        print("role_swap", results["role_swap"]["accuracy"], results["role_swap"]["by_kind"], flush=True)
    if "wice" in args.tasks:
        results["wice"] = eval_wice(model, args.fit_combinations, args.wice_candidates)
    if "speed" in args.tasks:
        results["speed"] = eval_speed(args.weights, args.speed_pairs, args.seed, args.threads)
        print("speed", results["speed"], flush=True)
    if args.out:
        old = json.loads(args.out.read_text()) if args.out.exists() else {}
        old.update(results)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(old, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

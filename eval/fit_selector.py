"""Fit and compare the selector's rankings on cached judgments (``eval/selector_collect.py``).

Every ranking is simulated on the same cached (sentence, step) judgments, so a
grid over pre-ranks, candidate budgets and rerank weights takes seconds:

* ``nli_all``: the judge's entailment over every sentence (ties: fewer words, earlier);
* ``shipped``: the pre-rank by content-word overlap to ``k`` candidates, then the judge;
* ``fitted``: the shipped ranking (``selection.rank``, ``scoring="fitted"``) for each ``--window``,
  with ``selection.choose``'s rule that shows a contradicting sentence when nothing entails the step,
  and how many steps are shown with an entailing sentence;
* ``rerank``: a pre-rank to ``k`` (``--prerank``), then a listwise logistic model
  (softmax over a case's candidates, gold = the target) over the features in
  :data:`FEATURES`, fitted on the fit halves and reported on the report halves.

    python eval/fit_selector.py --fit /tmp/gechat_sel/wice_fit.jsonl /tmp/gechat_sel/ei_fit.jsonl \\
        --report /tmp/gechat_sel/wice_report.jsonl /tmp/gechat_sel/ei_report.jsonl
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
from pathlib import Path

import numpy as np

from gechat import relevance
from gechat.anchoring import prerank_order as shipped_prerank_order
from gechat.records import Sentence
from gechat.lines import is_fragment
from gechat.entail import findings
from gechat.entail.base import judgment, with_unstated
from gechat.logistic import logit
from gechat.entail.conflicts import is_quantity_reason
from gechat.selection import FITTED, FITTED_WINDOW
from gechat.text import content_stems, content_words, overlap

def load(paths: list[Path], limit: int = 0, apply_findings: bool = False) -> dict[str, list[dict]]:
    """Cached cases per file; ``apply_findings``: judged as the shipped judge judges them now, with the findings
    check (:func:`with_findings`), for caches collected before it (later caches record ``unstated`` themselves)."""
    out = {}
    for p in paths:
        rows = [json.loads(line) for line in p.read_text().splitlines() if line.strip()]
        rows = rows[:limit] if limit else rows
        out[p.stem] = [with_findings(c) for c in rows] if apply_findings else rows
    return out


def with_findings(case: dict) -> dict:
    """``case`` with the findings check applied by the judge's own rule (:func:`gechat.entail.base.with_unstated`,
    as ``Entailer.judge`` applies it to a pair no conflict check flags): a sentence that reports no result, for a
    step that states a finding, is marked ``unstated`` (the ``fitted`` ranking places it after the window)."""
    sents = []
    for s in case["sentences"]:
        if s["conflict"]:
            sents.append({**s, "unstated": ""})
            continue
        reason = findings.unstated(s["text"], case["step"])
        j = with_unstated(judgment(s["e"], s["c"]), reason, findings.can_contest(s["text"], case["step"]))
        sents.append({**s, "e": j.entailment, "c": j.contradiction, "unstated": reason})
    return {**case, "sentences": sents}


def case_features(case: dict) -> np.ndarray:
    """One row per sentence: the features of :data:`FEATURES` (``idf_overlap`` as
    :func:`gechat.selection.relevance_features` reads it, every sentence the pool)."""
    sents = case["sentences"]
    words = [content_stems(s["text"]) for s in sents]
    terms = content_stems(case["step"])
    weights = relevance.rarity(terms, words)
    rows = []
    for s, ws in zip(sents, words):
        idf_ov = relevance.lexical(terms, ws, weights)
        rows.append([
            logit(s["e"]), logit(s["nli_e"]), s["overlap"], idf_ov, s["cos"],
            math.log(max(1, s["words"])), float(bool(s["conflict"])), float(is_fragment(s["text"])),
        ])
    return np.array(rows, dtype=float)


FEATURES = ("logit_e", "logit_nli", "overlap", "idf_overlap", "cos", "log_words", "conflict", "fragment")
SHIPPED_FEATURES = ("logit_e", "idf_overlap", "cos", "fragment")  # selection.fitted_score's, in RankWeights' order


def prerank_order(case: dict, feats: np.ndarray, how: str) -> list[int]:
    sents = case["sentences"]
    if how == "overlap":  # the shipped pre-rank (gechat.anchoring.prerank): shared words, length-normalised
        return shipped_prerank_order(case["step"], [Sentence(str(s["i"]), "d", s["i"], s["text"], 0, len(s["text"]))
                                                    for s in sents])
    if how == "plain":  # the pre-rank before session 21: shared words alone
        q = set(content_words(case["step"]))
        key = [-overlap(q, set(content_words(s["text"]))) for s in sents]
    elif how == "idf":
        key = list(-feats[:, 3])
    elif how == "hybrid":
        key = list(-(feats[:, 3] + feats[:, 4]))
    else:
        raise ValueError(how)
    return sorted(range(len(sents)), key=lambda i: (key[i], sents[i]["i"]))


def gold_mask(case: dict) -> np.ndarray:
    gold = {i for g in case["gold_sets"] for i in g}
    return np.array([s["i"] in gold for s in case["sentences"]], dtype=bool)


def evaluate(cases: list[dict], feats: list[np.ndarray], pick) -> dict[str, float]:
    """hit@1 over cases with gold sentence sets, eq. 4 over all, as the harness counts them;
    ``pick(case, features)`` is the index of the chosen sentence."""
    hits, eq4 = [], []
    for case, f in zip(cases, feats, strict=True):
        j = pick(case, f)
        eq4.append(case["sentences"][j]["eq4"])
        if case["gold_sets"]:
            hits.append(any(case["sentences"][j]["i"] in g for g in case["gold_sets"]))
    return {"hit1": float(np.mean(hits)), "eq4": float(np.mean(eq4)), "n": len(cases)}


def tiered_key(case: dict, f: np.ndarray, w: np.ndarray, cols: list[int], threshold: float = 0.5) -> np.ndarray:
    """The ``fitted`` ranking's key (higher first): entailing, conflict-free sentences in a tier above the rest."""
    entailing = np.array([s["e"] >= threshold and not s["conflict"] for s in case["sentences"]])
    return f[:, cols] @ w + 1000.0 * entailing


def windowed_pick(case: dict, f: np.ndarray, idx: list[int], w: np.ndarray, cols: list[int], window: float,
                  threshold: float = 0.5, contradiction: float = 0.5) -> int:
    """The shipped ``fitted`` ranking and ``selection.choose``'s evidence rule, on cached judgments.

    Among ``idx``, the best by the fitted key of the conflict-free sentences within ``window`` of the best
    entailment. When some candidate entails the step and another is in a conflict that is not about a
    quantity, the most entailing candidate (the documents disagree: the supporting side is shown); when no
    candidate entails the step, the most contradicting one (a conflict first) if it clears ``contradiction``.
    """
    s = case["sentences"]
    top = max(s[i]["e"] for i in idx)
    near = [i for i in idx if s[i]["e"] >= top - window and not s[i]["conflict"] and not s[i].get("unstated")]
    j = argbest(case, near or idx, f[:, cols] @ w)
    supporting = [i for i in idx if entails(s[i], threshold)]
    if supporting:
        disputed = any(s[i]["conflict"] and not is_quantity_reason(s[i]["conflict"]) for i in idx)
        return j if entails(s[j], threshold) or not disputed else max(supporting, key=lambda i: s[i]["e"])
    against = contradicting(case, idx, contradiction)
    return j if against is None else against


def contradicting(case: dict, idx: list[int], contradiction: float = 0.5) -> int | None:
    """``selection.contradicting`` on cached judgments: the most contradicting of ``idx`` (a conflict first) if
    it clears ``contradiction``."""
    s = case["sentences"]
    worst = max(idx, key=lambda i: (bool(s[i]["conflict"]), s[i]["c"]))
    return worst if s[worst]["conflict"] or s[worst]["c"] >= contradiction else None


def contradicted(case: dict, idx: list[int], threshold: float = 0.5, contradiction: float = 0.5) -> bool:
    """Whether ``selection.choose`` shows the step as Contradicted: a sentence of ``idx`` conflicts with it by more
    than a quantity while another entails it, or none entails it and one contradicts it."""
    s = case["sentences"]
    if any(entails(s[i], threshold) for i in idx):
        return any(s[i]["conflict"] and not is_quantity_reason(s[i]["conflict"]) for i in idx)
    return contradicting(case, idx, contradiction) is not None


def entails(sentence: dict, threshold: float = 0.5) -> bool:
    return sentence["e"] >= threshold and not sentence["conflict"]


def argbest(case: dict, idx: list[int], score: np.ndarray) -> int:
    s = case["sentences"]
    return min(idx, key=lambda i: (-score[i], s[i]["words"], s[i]["i"]))


def fit_listwise(cases: list[dict], feats: list[np.ndarray], pools: list[list[int]], cols: list[int],
                 l2: float = 0.01, steps: int = 3000, lr: float = 0.1, target: str = "gold") -> np.ndarray:
    """Conditional logit: maximise the log softmax probability of the gold candidates of each case (``target``
    "eq4": each gold candidate weighted by its eq. 4, so the gold sentence that scores best on it is the aim)."""
    data = []
    for case, f, pool in zip(cases, feats, pools):
        g = gold_mask(case)[pool].astype(float)
        if target == "eq4":
            g = g * np.array([case["sentences"][i]["eq4"] for i in pool])
        if g.any() and not np.allclose(g, g[0]):
            data.append((f[pool][:, cols], g))
    mu = np.mean(np.vstack([x for x, _ in data]), axis=0)
    sd = np.std(np.vstack([x for x, _ in data]), axis=0) + 1e-9
    w = np.zeros(len(cols))
    for _ in range(steps):
        grad = l2 * w
        for x, g in data:
            z = ((x - mu) / sd) @ w
            p = np.exp(z - z.max())
            p /= p.sum()
            target = g / g.sum()
            grad -= ((x - mu) / sd).T @ (target - p) / len(data)
        w -= lr * grad
    return w / sd  # weights on the raw features (the shift cancels within a case)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fit", type=Path, nargs="+", required=True)
    ap.add_argument("--report", type=Path, nargs="+", default=[])
    ap.add_argument("--k", type=int, nargs="+", default=[12, 16, 24])
    ap.add_argument("--prerank", nargs="+", default=["overlap", "plain", "idf", "hybrid"])
    ap.add_argument("--features", nargs="+", default=list(SHIPPED_FEATURES))
    ap.add_argument("--threshold", type=float, default=0.5, help="the verdict's entailment threshold")
    ap.add_argument("--window", type=float, nargs="+", default=[0.0, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0],
                    help="entailment windows of the shipped 'fitted' ranking to simulate (selection.rank)")
    ap.add_argument("--target", choices=["gold", "eq4"], default="gold",
                    help="the reranks' aim: any gold sentence, or each weighted by its eq. 4")
    ap.add_argument("--cv", type=int, default=0, help="also K-fold cross-validate the rankings on the fit halves")
    ap.add_argument("--report-limit", type=int, default=0, help="first N cases of each report file (0 = all)")
    ap.add_argument("--findings", action="store_true",
                    help="apply the findings check (gechat.entail.findings) to caches collected without it")
    args = ap.parse_args()
    fit, rep = load(args.fit, apply_findings=args.findings), load(args.report, args.report_limit, args.findings)
    feats = {name: [case_features(c) for c in cases] for name, cases in {**fit, **rep}.items()}
    cols = [FEATURES.index(f) for f in args.features]

    def show(label: str, pick) -> None:
        cells = [f"{name} " + "{hit1:.3f}/{eq4:.3f}".format(**evaluate(cases, feats[name], pick))
                 for name, cases in {**fit, **rep}.items()]
        print(f"| {label} | " + " | ".join(cells) + " |")

    def judge(case: dict) -> np.ndarray:
        return np.array([s["e"] for s in case["sentences"]])

    print("| ranking | " + " | ".join(f"{n} hit@1/eq4 (n={len(c)})" for n, c in {**fit, **rep}.items()) + " |")
    show("nli_all", lambda case, f: argbest(case, list(range(len(case["sentences"]))), judge(case)))
    fit_cases = [c for cases in fit.values() for c in cases]
    fit_feats = [f for name in fit for f in feats[name]]
    for how in args.prerank:
        for k in args.k:
            def kept(case, f, how=how, k=k):
                return prerank_order(case, f, how)[:k]

            show(f"prerank {how} k={k}, judge", lambda case, f, kept=kept: argbest(case, kept(case, f), judge(case)))
            w = fit_listwise(fit_cases, fit_feats, [kept(c, f) for c, f in zip(fit_cases, fit_feats)], cols,
                             target=args.target)
            show(f"prerank {how} k={k}, rerank {dict(zip(args.features, np.round(w, 3).tolist()))}",
                 lambda case, f, kept=kept, w=w: argbest(case, kept(case, f), f[:, cols] @ w))
            show(f"prerank {how} k={k}, rerank within {FITTED_WINDOW} of the best entailment (selection.rank's "
                 "window, choose's evidence rule)",
                 lambda case, f, kept=kept, w=w: windowed_pick(case, f, kept(case, f), w, cols, FITTED_WINDOW,
                                                              args.threshold))
            show(f"prerank {how} k={k}, rerank, entailing (>= {args.threshold}) first",
                 lambda case, f, kept=kept, w=w: argbest(case, kept(case, f), tiered_key(case, f, w, cols, args.threshold)))
    shipped = np.array([FITTED.entailment, FITTED.lexical, FITTED.cosine, FITTED.fragment])
    scols = [FEATURES.index(f) for f in SHIPPED_FEATURES]
    show(f"session 11's 'fitted' ranking: entailing first (selection.FITTED {shipped.tolist()}, 24 candidates)",
         lambda case, f: argbest(case, prerank_order(case, f, "overlap")[:24],
                                 tiered_key(case, f, shipped, scols, args.threshold)))
    for window in args.window:
        def pick(case, f, window=window):
            return windowed_pick(case, f, prerank_order(case, f, "overlap")[:24], shipped, scols, window,
                                 args.threshold)
        show(f"'fitted' ranking, window {window} (selection.rank + choose's evidence rule)", pick)
        badges = {name: sum(entails(c["sentences"][pick(c, x)], args.threshold) for c, x in zip(cases, feats[name]))
                  for name, cases in {**fit, **rep}.items()}
        print(f"|   … steps shown with an entailing sentence (a Supported badge) | " +
              " | ".join(f"{n} {b}/{len(fit.get(n) or rep[n])}" for n, b in badges.items()) + " |")

    shown_against = {name: sum(contradicted(c, prerank_order(c, x, "overlap")[:24], args.threshold)
                               for c, x in zip(cases, feats[name])) for name, cases in {**fit, **rep}.items()}
    print("| steps shown Contradicted (selection.choose's rules; any window) | " +
          " | ".join(f"{n} {b}/{len(fit.get(n) or rep[n])}" for n, b in shown_against.items()) + " |")
    if args.cv:
        cross_validate(fit, feats, scols, args.cv, args.threshold)


def cross_validate(fit: dict[str, list[dict]], feats: dict[str, list[np.ndarray]], cols: list[int], folds: int,
                   threshold: float, seeds: tuple[int, ...] = (1, 2, 3)) -> None:
    """Out-of-fold hit@1 on the fit halves: weights refitted without the held-out fold (case-id hash folds,
    ``seeds`` repeats), so rankings are compared on cases their weights never saw."""
    def fold(case: dict, seed: int) -> int:
        return int(hashlib.sha1(f"cv{seed}:{case['case_id']}".encode()).hexdigest(), 16) % folds

    def kept(case, f):
        return prerank_order(case, f, "overlap")[:24]

    picks = {
        "the judge over the 24": lambda c, f, w: argbest(c, kept(c, f), np.array([s["e"] for s in c["sentences"]])),
        "session 11: entailing first, then the key": lambda c, f, w: argbest(c, kept(c, f), tiered_key(c, f, w, cols, threshold)),
        "the key alone": lambda c, f, w: argbest(c, kept(c, f), f[:, cols] @ w),
        "the key within 0.5 of the best entailment (shipped)": lambda c, f, w: windowed_pick(c, f, kept(c, f), w, cols, 0.5, threshold),
    }
    hits = {label: {name: [0, 0] for name in fit} for label in picks}
    for seed in seeds:
        for test in range(folds):
            train = [(c, f) for name in fit for c, f in zip(fit[name], feats[name]) if fold(c, seed) != test]
            w = fit_listwise([c for c, _ in train], [f for _, f in train], [kept(c, f) for c, f in train], cols,
                             steps=1000)
            for name, cases in fit.items():
                for c, f in zip(cases, feats[name]):
                    if fold(c, seed) != test or not c["gold_sets"]:
                        continue
                    for label, pick in picks.items():
                        j = pick(c, f, w)
                        hits[label][name][0] += any(c["sentences"][j]["i"] in g for g in c["gold_sets"])
                        hits[label][name][1] += 1
    print(f"\n{folds}-fold cross-validation on the fit halves ({len(seeds)} repeats), out-of-fold hit@1:")
    for label, by_set in hits.items():
        print(f"| {label} | " + " | ".join(f"{n} {a / b:.3f}" for n, (a, b) in by_set.items()) + " |")


if __name__ == "__main__":
    main()

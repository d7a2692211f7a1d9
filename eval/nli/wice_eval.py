"""Evidence selection on WiCE dev with oracle retrieval: hit@1 per scorer.

For each supported / partially supported claim, every sentence of the cited
article is a premise and the claim is the hypothesis. hit@1 = the top-scored
sentence belongs to any gold supporting set. Claims are split in two halves by
the content hash of the claim text: the *fit* half is used only to fit the
logistic-regression combinations, every combination number comes from the
*report* half (the single scorers are also given on all claims).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable

import numpy as np

from nli_data import read_wice

_TOKEN = re.compile(r"\w+")


def wice_claims(split: str = "dev") -> list[dict]:
    out = []
    for row in read_wice(split):
        if row["label"] not in ("supported", "partially_supported"):
            continue
        gold = {i for group in row["supporting_sentences"] for i in group}
        if gold and row["evidence"]:
            half = "fit" if int(hashlib.sha256(row["claim"].encode()).hexdigest(), 16) % 2 == 0 else "report"
            out.append({"claim": row["claim"], "sentences": row["evidence"], "gold": gold, "half": half})
    return out


def score_claims(
    claims: list[dict],
    score: Callable[[list[str], list[str]], list[float]],
    masks: list[np.ndarray] | None = None,
) -> list[np.ndarray]:
    """Scores of every sentence of every claim, one array per claim (one big call for batching).

    With ``masks`` only the masked-in sentences are scored; the others get -inf.
    """
    keep = masks or [np.ones(len(c["sentences"]), dtype=bool) for c in claims]
    prem = [s for c, m in zip(claims, keep, strict=True) for s, k in zip(c["sentences"], m, strict=True) if k]
    hyp = [c["claim"] for c, m in zip(claims, keep, strict=True) for k in m if k]
    flat = np.asarray(score(prem, hyp), dtype=np.float64)
    out, pos = [], 0
    for m in keep:
        arr = np.full(len(m), -np.inf)
        arr[m] = flat[pos : pos + int(m.sum())]
        out.append(arr)
        pos += int(m.sum())
    return out


def top_k_masks(scores: list[np.ndarray], k: int) -> list[np.ndarray]:
    """True for each claim's ``k`` best-scored sentences (all when k is 0)."""
    out = []
    for s in scores:
        m = np.zeros(len(s), dtype=bool)
        m[np.argsort(-s, kind="stable")[:k] if k else slice(None)] = True
        out.append(m)
    return out


def bm25_scores(claims: list[dict]) -> list[np.ndarray]:
    from rank_bm25 import BM25Okapi

    out = []
    for c in claims:
        docs = [_TOKEN.findall(s.lower()) or ["_"] for s in c["sentences"]]
        out.append(np.asarray(BM25Okapi(docs).get_scores(_TOKEN.findall(c["claim"].lower())), dtype=np.float64))
    return out


def hit_at_1(claims: list[dict], scores: list[np.ndarray], half: str | None = None) -> tuple[float, int]:
    hits = n = 0
    for c, s in zip(claims, scores, strict=True):
        if half and c["half"] != half:
            continue
        n += 1
        hits += int(int(np.argmax(s)) in c["gold"])  # ties: first sentence wins
    return (hits / n if n else 0.0), n


def fit_combination(
    claims: list[dict], feature_cols: list[list[np.ndarray]], masks: list[np.ndarray]
) -> tuple[list[float], float]:
    """Logistic regression (sentence is gold evidence) on the fit half's candidates; returns (weights, bias)."""
    from sklearn.linear_model import LogisticRegression

    xs, ys = [], []
    for k, c in enumerate(claims):
        if c["half"] != "fit":
            continue
        feats = np.stack([col[k] for col in feature_cols], axis=1)[masks[k]]
        xs.append(feats)
        ys.append(np.array([int(i in c["gold"]) for i in range(len(c["sentences"]))])[masks[k]])
    clf = LogisticRegression(C=1.0, max_iter=1000)
    clf.fit(np.concatenate(xs), np.concatenate(ys))
    return [float(w) for w in clf.coef_[0]], float(clf.intercept_[0])


def combine(
    feature_cols: list[list[np.ndarray]], weights: list[float], bias: float, masks: list[np.ndarray]
) -> list[np.ndarray]:
    out = []
    for k in range(len(feature_cols[0])):
        z = bias + sum(w * np.where(masks[k], col[k], 0.0) for w, col in zip(weights, feature_cols, strict=True))
        out.append(np.where(masks[k], 1.0 / (1.0 + np.exp(-np.clip(z, -50, 50))), -np.inf))
    return out


def logit(scores: list[np.ndarray], eps: float = 1e-4) -> list[np.ndarray]:
    out = []
    for s in scores:
        p = np.clip(np.where(np.isfinite(s), s, eps), eps, 1 - eps)
        out.append(np.log(p / (1 - p)))
    return out

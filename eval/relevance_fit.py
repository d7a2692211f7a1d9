"""Fit the question-relevance model (gechat/relevance.py) on dev data and report it.

Data: the HotpotQA dev sample (../shared/data/hotpotqa_sample). Each question is
paired with its own ten context paragraphs (relevant: the documents answer it)
and with the paragraphs of another question (not relevant). Questions whose id
hash is even form the *fit* half; the other half is the *report* half.

The decision is ``max over sentences of w_lex * lexical + w_cos * cosine >= t``
(the screening gechat.relevance.rank used then: the best EMBED_TOP sentences by words). A grid over the direction of
(w_lex, w_cos) and the offset picks the boundary with the best balanced
accuracy on the fit half among those that keep >= 95 % of relevant pairs
(declining an answerable question costs more than answering an off-topic one,
which the judge still checks). The logistic weights written out are that
boundary scaled by ``SCALE`` (so relevance 0.5 = the threshold).

    python eval/relevance_fit.py            # prints the fit, writes eval/results/relevance.md
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from gechat.embed import Embedder  # noqa: E402
from gechat.records import Sentence  # noqa: E402
from gechat.text import content_stems as content_words  # noqa: E402
from gechat.relevance import EMBED_TOP, lexical, question_terms, rarity  # noqa: E402

DATA = REPO.parent / "shared" / "data" / "hotpotqa_sample" / "hotpot_dev_distractor_sample100.jsonl"
SCALE = 12.0
MIN_RECALL = 0.95


def sentences_of(row: dict) -> list[str]:
    return [" ".join(s.split()) for para in row["context"]["sentences"] for s in para if s.strip()]


def best_features(question: str, texts: list[str], embedder: Embedder) -> np.ndarray:
    """(lexical, cosine) of every screened sentence (the screening of the fit: the best EMBED_TOP by words)."""
    terms = question_terms(question)
    bags = [content_words(t) for t in texts]
    weights = rarity(terms, bags)
    screened = sorted(((lexical(terms, b, weights), i) for i, b in enumerate(bags)), reverse=True)[:EMBED_TOP]
    vecs = embedder.encode([question] + [texts[i] for _, i in screened])
    cos = vecs[1:] @ vecs[0]
    return np.array([[lex, float(c)] for (lex, _), c in zip(screened, cos)])


def decide(feats: list[np.ndarray], theta: float) -> np.ndarray:
    w = np.array([math.cos(theta), math.sin(theta)])
    return np.array([float((f @ w).max()) if len(f) else -1.0 for f in feats])


def fit(feats: list[np.ndarray], labels: np.ndarray) -> tuple[float, float, float]:
    """Per direction, the offset halfway between the 5th percentile of relevant pairs' scores and the
    95th of off-topic ones; the direction with the best balanced accuracy, then the widest gap
    (relative to the score spread), wins: HotpotQA alone separates on words, and the widest gap keeps
    the embedding's say for paraphrased questions."""
    best = (-1.0, -1.0, 0.0, 0.0)
    for theta in np.linspace(0.0, math.pi / 2, 46):
        scores = decide(feats, theta)
        pos_q = float(np.quantile(scores[labels == 1], 1.0 - MIN_RECALL))
        neg_q = float(np.quantile(scores[labels == 0], MIN_RECALL))
        t = 0.5 * (pos_q + neg_q)
        pred = scores >= t
        bal = 0.5 * (pred[labels == 1].mean() + (~pred[labels == 0]).mean())
        gap = (pos_q - neg_q) / (float(scores.max() - scores.min()) or 1.0)
        if (round(bal, 3), gap) > (round(best[0], 3), best[1]):
            best = (bal, gap, float(theta), t)
    return best[0], best[2], best[3]


def report(feats: list[np.ndarray], labels: np.ndarray, theta: float, t: float) -> dict:
    pred = decide(feats, theta) >= t
    pos, neg = labels == 1, labels == 0
    return {"n": int(len(labels)), "relevant_kept": float(pred[pos].mean()), "off_topic_declined": float((~pred[neg]).mean()),
            "balanced_accuracy": float(0.5 * (pred[pos].mean() + (~pred[neg]).mean()))}


def main() -> int:
    rows = [json.loads(line) for line in DATA.open(encoding="utf-8")]
    rng = random.Random(7)
    others = list(range(len(rows)))
    rng.shuffle(others)
    embedder = Embedder()
    halves: dict[str, tuple[list, list]] = {"fit": ([], []), "report": ([], [])}
    t0 = time.time()
    for i, row in enumerate(rows):
        j = others[i] if others[i] != i else others[(i + 1) % len(rows)]
        half = "fit" if int(hashlib.sha1(row["id"].encode()).hexdigest(), 16) % 2 == 0 else "report"
        for texts, label in ((sentences_of(row), 1), (sentences_of(rows[j]), 0)):
            halves[half][0].append(best_features(row["question"], texts, embedder))
            halves[half][1].append(label)
    secs = time.time() - t0
    f_feats, f_labels = halves["fit"][0], np.array(halves["fit"][1])
    bal, theta, t = fit(f_feats, f_labels)
    w_lex, w_cos = SCALE * math.cos(theta), SCALE * math.sin(theta)
    result = {
        "w_lexical": round(w_lex, 4), "w_cosine": round(w_cos, 4), "bias": round(-SCALE * t, 4), "threshold": 0.5,
        "fit": report(f_feats, f_labels, theta, t),
        "report": report(halves["report"][0], np.array(halves["report"][1]), theta, t),
        "seconds": round(secs, 1),
    }
    print(json.dumps(result, indent=2))
    out = REPO / "eval" / "results" / "relevance.md"
    out.write_text(
        "# Question relevance (abstention) fit\n\n"
        "`python eval/relevance_fit.py` — HotpotQA dev sample (100 questions): each question against its own "
        "context (relevant) and another question's (off-topic); fit half = even id hash, report half = odd.\n\n"
        f"Weights: lexical {result['w_lexical']}, cosine {result['w_cosine']}, bias {result['bias']} "
        "(relevance = sigmoid; declined below 0.5).\n\n"
        "| half | pairs | relevant kept | off-topic declined | balanced accuracy |\n|---|---|---|---|---|\n"
        + "".join(f"| {h} | {r['n']} | {r['relevant_kept']:.3f} | {r['off_topic_declined']:.3f} | "
                  f"{r['balanced_accuracy']:.3f} |\n" for h, r in (("fit", result["fit"]), ("report", result["report"])))
        + f"\nFeature time: {secs:.1f} s for {sum(len(h[1]) for h in halves.values())} pairs.\n",
        encoding="utf-8",
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

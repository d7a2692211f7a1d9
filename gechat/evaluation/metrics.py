"""Evidence-accuracy metrics. Pure functions over plain values; each one is unit-tested.

A method's prediction for a case is a *ranking*: a list of groups of
sentence indices, best first. A sentence-level method puts one sentence in
each group; the chunk baseline puts all of a chunk's sentences in one group
(so they all count as predicted at that rank).

Gold evidence is a list of *alternative* sentence sets (any one is a full
answer, e.g. WiCE's annotator sets). Definitions:

- hit@1: the first group shares a sentence with some gold set.
- recall@k: the best, over gold sets, fraction of the set found in the union
  of the first ``k`` groups.
- MRR: ``1 / r`` for the first rank ``r`` whose group shares a sentence with
  some gold set; 0 if none does.
- eq. 4 (GE-Chat paper), per case::

      eq4 = cos(emb(generated), emb(gold)) * min(1, len(gold) / len(generated))

  ``len`` counts words (whitespace-separated tokens); with several gold
  alternatives the best one counts; an empty generated evidence scores 0.
  The dataset score is the mean over cases. Evidence much longer than the
  gold is punished by the length factor.
- span overlap (char-span gold): character-level precision, recall, F1 and
  IoU of the predicted characters (the union of the predicted sentences'
  ``[char_start, char_end)`` intervals) against a gold span; the gold
  alternative with the best F1 counts.
- page hit: the page of a top-group sentence is one of the gold pages.
- abstention: AUROC of a support score separating supported (label 0) from
  not-supported (label 1) claims, computed as the Mann-Whitney probability
  that a not-supported claim gets a *lower* support score than a supported
  one (ties count one half); and precision / recall of the method's
  "unsupported" flag for the not-supported class.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Ranking = Sequence[Sequence[int]]


def length_factor(gold_words: int, generated_words: int) -> float:
    if generated_words <= 0:
        return 0.0
    return min(1.0, gold_words / generated_words)


def eq4(cosine: float, gold_words: int, generated_words: int) -> float:
    """One evidence pair's score: ``cos * min(1, len(gold) / len(generated))``."""
    if generated_words <= 0:
        return 0.0
    return float(cosine) * length_factor(gold_words, generated_words)


def eq4_best(cosines: Sequence[float], gold_words: Sequence[int], generated_words: int) -> float:
    """eq. 4 against the best of several gold alternatives."""
    if not cosines:
        return 0.0
    return max(eq4(c, g, generated_words) for c, g in zip(cosines, gold_words))


def _union(sets: Iterable[Iterable[int]]) -> set[int]:
    out: set[int] = set()
    for s in sets:
        out.update(s)
    return out


def hit_at_1(ranking: Ranking, gold_sets: Sequence[Iterable[int]]) -> float:
    if not ranking:
        return 0.0
    return 1.0 if set(ranking[0]) & _union(gold_sets) else 0.0


def recall_at_k(ranking: Ranking, gold_sets: Sequence[Iterable[int]], k: int) -> float:
    if k < 1:
        raise ValueError("k must be at least 1")
    found = _union(ranking[:k])
    best = 0.0
    for g in gold_sets:
        g = set(g)
        if g:
            best = max(best, len(g & found) / len(g))
    return best


def reciprocal_rank(ranking: Ranking, gold_sets: Sequence[Iterable[int]]) -> float:
    gold = _union(gold_sets)
    for r, group in enumerate(ranking, 1):
        if set(group) & gold:
            return 1.0 / r
    return 0.0


def merge_intervals(intervals: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(i for i in intervals if i[1] > i[0]):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def span_overlap(predicted: Iterable[tuple[int, int]], gold: tuple[int, int]) -> dict[str, float]:
    """Char-level precision / recall / F1 / IoU of predicted intervals against one gold span."""
    pred = merge_intervals(predicted)
    gs, ge = gold
    pred_len = sum(e - s for s, e in pred)
    gold_len = max(0, ge - gs)
    inter = sum(max(0, min(e, ge) - max(s, gs)) for s, e in pred)
    p = inter / pred_len if pred_len else 0.0
    r = inter / gold_len if gold_len else 0.0
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    union = pred_len + gold_len - inter
    return {"precision": p, "recall": r, "f1": f1, "iou": inter / union if union else 0.0}


def best_span_overlap(predicted: Sequence[tuple[int, int]], golds: Sequence[tuple[int, int]]) -> dict[str, float]:
    if not golds:
        raise ValueError("no gold spans")
    return max((span_overlap(predicted, g) for g in golds), key=lambda d: (d["f1"], d["iou"]))


def page_hit(predicted_pages: Iterable[int], gold_pages: Iterable[int]) -> float:
    return 1.0 if set(predicted_pages) & set(gold_pages) else 0.0


def auroc_unsupported(scores: Sequence[float], unsupported: Sequence[bool]) -> float | None:
    """P(a not-supported claim scores lower than a supported one); None without both classes."""
    neg = [s for s, u in zip(scores, unsupported) if u]
    pos = [s for s, u in zip(scores, unsupported) if not u]
    if not neg or not pos:
        return None
    wins = 0.0
    for n in neg:
        for p in pos:
            wins += 1.0 if n < p else 0.5 if n == p else 0.0
    return wins / (len(neg) * len(pos))


def flag_precision_recall(flags: Sequence[bool], unsupported: Sequence[bool]) -> dict[str, float | None]:
    """Precision and recall of an "unsupported" flag for the not-supported class."""
    tp = sum(1 for f, u in zip(flags, unsupported) if f and u)
    fp = sum(1 for f, u in zip(flags, unsupported) if f and not u)
    fn = sum(1 for f, u in zip(flags, unsupported) if not f and u)
    precision = tp / (tp + fp) if tp + fp else None
    recall = tp / (tp + fn) if tp + fn else None
    return {"precision": precision, "recall": recall, "flagged": tp + fp, "unsupported": tp + fn}


def mean(values: Iterable[float | None]) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if vals else None

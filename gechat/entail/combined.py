"""Calibrated combinations of entailers: a logistic regression over their scores.

``score = sigmoid(bias + sum_i w_i * f_i)`` where ``f_i`` is component ``i``'s
score, or its logit when ``logit_inputs[i]`` is true (used for the NLI model,
whose probabilities sit close to 0 and 1).

The shipped weights were fitted by ``eval/nli/eval_nli.py --fit-combinations``
on the *fit half* of the WiCE dev claims (claims whose content hash is even)
with the target "this sentence is in a gold supporting set"; every WiCE number
reported for a combination comes from the other, *report half*. The output is
therefore a calibrated "is evidence for the claim" probability rather than a
pure NLI probability; ``kind`` is "nli" only when the NLI model is a component.

The three-way judgment (``judge``) of a combination:

* contradiction ``c`` = the NLI components' contradiction probability, scaled by
  how much the two sentences talk about the same thing (the similarity
  components' mean score over ``RELEVANCE_FULL``, capped at 1: an unrelated
  sentence is neutral, not contradicting);
* entailment ``e`` = the calibrated score times ``1 - c``;
* neutral = the rest, ``1 - e - c``;
* ``missing`` (the sentence cannot support the step, its readings kept): the NLI components' own
  entailment is under ``MODEL_ENTAILMENT_FLOOR``. The calibrated score leans on word overlap, so a
  sentence that shares the step's words while saying something else ("The professor published a paper
  on climate models." / "The professor's paper was criticised by other scientists.") can reach 0.7;
  the model itself reads it as neutral. The ranking is unchanged: such a sentence may still be the
  closest one, shown as such, but not as support.

Then, as for every entailer (``Entailer.judge``), a deterministic conflict
(:mod:`gechat.entail.conflicts`: numbers, dates, units, negation, antonyms, role
swaps) raises the contradiction to at least 0.95 and cuts entailment to the rest.
"""

from __future__ import annotations

import re

from collections.abc import Sequence
from dataclasses import dataclass, replace

from gechat.records import Judgment

from gechat.embed import Embedder
from gechat.entail.base import Entailer, judgment
from gechat.entail.lexical import ContentOverlapEntailer
from gechat.entail.offline import OfflineNLIEntailer
from gechat.entail.similarity import CosineEntailer
from gechat.logistic import logit, sigmoid

#: similarity (content-word overlap) at which two sentences count as fully "about the same thing"
RELEVANCE_FULL = 0.5
#: the NLI model's own entailment under which a sentence cannot support a step, however many words they share
#: (chosen on SICK dev and the WiCE dev fit half, neither trained on: eval/nli/fit_model_floor.py, MODEL_CARD.md)
MODEL_ENTAILMENT_FLOOR = 0.3


@dataclass(frozen=True)
class Calibration:
    """Fitted logistic-regression weights and where they came from."""

    weights: tuple[float, ...]
    bias: float
    fitted_on: str


# Fitted by eval/nli/eval_nli.py --fit-combinations (see eval/results/nli.md).
# Features: (logit P(entail) of the offline NLI model, content-word overlap).
NLI_OVERLAP = Calibration(
    weights=(0.143208, 8.888511), bias=-2.700358,
    fitted_on="WiCE dev fit half (171 claims), cosine top-60 candidates; NLI model stage 7, session 11 (MODEL_CARD.md)",
)
# Features: (MiniLM cosine, content-word overlap).
COSINE_OVERLAP = Calibration(
    weights=(3.206913, 6.547352), bias=-4.233433, fitted_on="WiCE dev fit half (171 claims), cosine top-60 candidates"
)


class CombinedEntailer(Entailer):
    """Logistic regression over component entailers' scores."""

    def __init__(
        self,
        components: Sequence[Entailer],
        calibration: Calibration,
        *,
        logit_inputs: Sequence[bool] | None = None,
        name: str | None = None,
        floor: float | None = None,
    ) -> None:
        super().__init__()
        if len(components) != len(calibration.weights):
            raise ValueError("one weight per component is needed")
        self.components = list(components)
        self.calibration = calibration
        self.logit_inputs = list(logit_inputs) if logit_inputs is not None else [False] * len(components)
        if len(self.logit_inputs) != len(self.components):
            raise ValueError("one logit_inputs flag per component is needed")
        self.name = name or " + ".join(c.name for c in self.components) + " (calibrated)"
        self.floor = MODEL_ENTAILMENT_FLOOR if floor is None else floor
        self.kind = "nli" if any(c.kind == "nli" for c in self.components) else "similarity"

    def warm_up(self) -> None:
        for c in self.components:
            c.warm_up()

    def features(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[list[float]]:
        """Per pair, the (possibly logit-transformed) component scores the regression reads."""
        return self._features(self._component_judgments(premises, hypotheses))

    def _component_judgments(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[list[Judgment]]:
        return [comp.judge(premises, hypotheses) for comp in self.components]

    def _features(self, judged: list[list[Judgment]]) -> list[list[float]]:
        cols = [[logit(j.entailment) if use_logit else j.entailment for j in col]
                for col, use_logit in zip(judged, self.logit_inputs, strict=True)]
        return [list(row) for row in zip(*cols, strict=True)]

    def _calibrated(self, features: list[list[float]]) -> list[float]:
        w, b = self.calibration.weights, self.calibration.bias
        out = []
        for row in features:
            z = b + sum(wi * xi for wi, xi in zip(w, row, strict=True))
            out.append(sigmoid(z))
        return out

    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        return [j.entailment for j in self._judge(premises, hypotheses)]

    def _judge(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Judgment]:
        judged = self._component_judgments(premises, hypotheses)
        calibrated = self._calibrated(self._features(judged))
        nli = [col for comp, col in zip(self.components, judged, strict=True) if comp.kind == "nli"]
        sim = [col for comp, col in zip(self.components, judged, strict=True) if comp.kind != "nli"]
        out = []
        for i, e in enumerate(calibrated):
            c = max((col[i].contradiction for col in nli), default=0.0)
            if sim:
                c *= min(1.0, sum(col[i].entailment for col in sim) / len(sim) / RELEVANCE_FULL)
            j = judgment(e * (1.0 - c), c)
            own = max((col[i].entailment for col in nli), default=1.0)
            out.append(replace(j, missing=beyond(own, j.contradiction)) if own < self.floor else j)
        return out


_BEYOND = "the NLI model reads the step as saying more than the sentence"


_CONTRADICTING = re.compile(r", and as contradicting it \(entailment (?P<e>[\d.]+), contradiction [\d.]+\)$")


def settled(j: Judgment) -> Judgment:
    """``j`` with its :func:`beyond` reason told by its final contradiction: the later readings (a cap where the
    sentence cannot contest the step, a restatement) may lower what the model read, and the reason must not name a
    contradiction the badge no longer shows, nor another figure than the one shown."""
    m = _CONTRADICTING.search(j.missing) if j.missing else None
    if m is None:
        return j
    e = float(m.group("e"))
    return replace(j, missing=beyond(e, j.contradiction if not j.conflict else 0.0))


def beyond(model_entailment: float, contradiction: float = 0.0) -> str:
    """The reason a sentence the NLI model does not read as entailing cannot support the step; where the model also
    reads it as contradicting the step (``contradiction`` past one half, which may alone show the step Contradicted),
    the reason says so: a red badge explained only by "saying more" would hide why it is red."""
    if contradiction >= 0.5:
        return f"{_BEYOND}, and as contradicting it (entailment {model_entailment:.2f}, contradiction {contradiction:.2f})"
    return f"{_BEYOND} (entailment {model_entailment:.2f})"


def model_doubt(missing: str) -> bool:
    """Is ``missing`` (``Judgment.missing``) only the NLI model's doubt (:func:`beyond`), not a figure the sentence
    gives nowhere or a claim it only hedges?"""
    return missing.startswith(_BEYOND)


def nli_overlap_entailer(nli: OfflineNLIEntailer | None = None, calibration: Calibration = NLI_OVERLAP) -> CombinedEntailer:
    """The offline NLI model combined with content-word overlap (kind "nli")."""
    return CombinedEntailer(
        [nli or OfflineNLIEntailer(), ContentOverlapEntailer()],
        calibration,
        logit_inputs=[True, False],
        name="GE-Chat MiniLM-L6 NLI + overlap (offline, calibrated)",
    )


def cosine_overlap_entailer(embedder: Embedder | None = None, calibration: Calibration = COSINE_OVERLAP) -> CombinedEntailer:
    """MiniLM cosine combined with content-word overlap (kind "similarity")."""
    return CombinedEntailer(
        [CosineEntailer(embedder), ContentOverlapEntailer()],
        calibration,
        name="MiniLM cosine + overlap (calibrated similarity)",
    )

"""Claim-level support: is a step backed by the documents at all, not only by its single best sentence?

The step's verdict reads one sentence (the best candidate's entailment). A claim
that the documents support only in part scores as low there as one they do not
support at all, so "best entailment under a threshold" cannot say "nothing here
supports this" (issue 12). The claim-level score reads what the evidence stage
already has, with no further judge calls:

* ``best_entailment``: the best candidate's entailment of the whole step;
* ``coverage_top{k}``: the share of the step's content words (``text.content_stems``)
  that its ``k`` most entailing candidates contain together (the best few
  sentences read as one).

``claim_support = sigmoid(bias + w . features)`` is fitted by ``eval/fit_flag.py``
(logistic regression, "not labelled not-supported" as the target) on the fit half
of WiCE dev, with the threshold under which a step counts as having no support
(``unsupported_claim``): the highest precision for the not-supported class at
recall >= 0.8 on that half. The parameters and the numbers on both halves are in
``claims_flag.json`` beside this module.

``split_claim`` cuts a claim into sub-claims (conjoined clauses, appositions,
relative clauses, each made a sentence with its subject); the fit script measures
sub-claim features with it (they cost judge calls, and did not beat coverage).
"""

from __future__ import annotations

import re
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from gechat.logistic import sigmoid
from gechat.records import ScoredSentence
from gechat.text import content_stems

PARAMS_FILE = Path(__file__).with_name("claims_flag.json")

#: dependency labels of a clause's own subject
_SUBJECTS = {"nsubj", "nsubjpass", "csubj", "expl"}
_EMPTY_QUOTES = re.compile(r"[\"\u201c]\s*[\"\u201d]|\(\s*\)")
#: commas and dashes left side by side by a cut, or before the final stop
_LOOSE_PUNCT = re.compile(r"(?:\s*[,\u2013\u2014]\s*){2,}[.;]?|\s*[,\u2013\u2014]\s*[.;]")
_RELATIVE = {"who", "which", "that", "whom", "where", "whose"}


def _subtree_ids(tok) -> set[int]:
    return {t.i for t in tok.subtree}


def _text(doc, ids: Iterable[int]) -> str:
    """The tokens' text in order, with the commas, dashes and empty quotes that cutting left behind removed."""
    out = "".join(doc[i].text_with_ws for i in sorted(ids))
    out = _EMPTY_QUOTES.sub(" ", out)
    out = _LOOSE_PUNCT.sub(lambda m: m.group(0).strip()[-1] if m.group(0).strip()[-1] in ".;" else " ", out)
    out = " ".join(out.split()).replace(" ,", ",").replace(" .", ".")
    return out.strip(" ,;:-\u2013\u2014").strip()


def _phrase(tok) -> set[int]:
    """A noun's own phrase: its left modifiers (determiners, compounds, adjectives) and itself."""
    return {t.i for t in tok.lefts for t in t.subtree} | {tok.i}


def _verbal(tok) -> bool:
    return tok.pos_ in {"VERB", "AUX"}


def _own_subject(tok):
    return next((c for c in tok.children if c.dep_ in _SUBJECTS), None)


def _past(doc) -> bool:
    return any(t.tag_ == "VBD" for t in doc)


def split_claim(doc) -> list[str]:
    """The sub-claims of one parsed claim (a spaCy ``Doc``), the claim itself first.

    Clauses joined by a conjunction ("X was born in Paris and moved to London"),
    appositions ("Media Play News, one of five trades" -> "Media Play News is one
    of five trades") and relative clauses ("the film, which was directed by Y" ->
    "the film was directed by Y") each become a sentence of their own; a clause
    without its own subject borrows the main clause's.
    """
    whole = doc.text.strip()
    out: list[str] = []
    split_off = [t for t in doc if t.dep_ == "relcl" or (t.dep_ == "appos" and t.pos_ != "PRON")
                 or (t.dep_ == "conj" and (_verbal(t) and _verbal(t.head) or t.head.dep_ == "appos"))]
    cut = set().union(*(_subtree_ids(t) for t in split_off)) if split_off else set()
    roots = [t for t in doc if t.dep_ == "ROOT"]
    subject = None
    for root in roots:
        subj = _own_subject(root)
        subject = subject or subj
        main = _subtree_ids(root) - cut - {c.i for c in root.children if c.dep_ == "cc"}
        out.append(_text(doc, main))
    be = "was" if _past(doc) else "is"
    for t in split_off:
        own = _subtree_ids(t) - (cut - _subtree_ids(t)) - {c.i for c in t.children if c.dep_ == "cc"}
        for inner in split_off:
            if inner is not t and inner.i in own:
                own -= _subtree_ids(inner)
        if t.dep_ == "appos" or (t.dep_ == "conj" and not _verbal(t) and t.head.dep_ == "appos"):
            head = t.head if t.dep_ == "appos" else t.head.head
            out.append(f"{_text(doc, _phrase(head) - _subtree_ids(t))} {be} {_text(doc, own)}")
        elif t.dep_ == "relcl":
            rel = next((c for c in t.children if c.lower_ in _RELATIVE), None)
            if rel is None:
                continue
            own -= {rel.i}
            noun = _text(doc, _phrase(t.head) - _subtree_ids(t))
            if rel.dep_ in _SUBJECTS:
                out.append(f"{noun} {_text(doc, own)}")
            elif rel.lower_ == "where":
                out.append(f"{_text(doc, own)} in {noun}")
            else:
                out.append(_text(doc, own))
        elif t.dep_ == "conj" and _verbal(t):
            if _own_subject(t) is None and subject is not None:
                out.append(f"{_text(doc, _subtree_ids(subject) - cut)} {_text(doc, own)}")
            else:
                out.append(_text(doc, own))
    parts = [whole]
    for s in out:
        s = " ".join(s.split())
        if len(content_stems(s)) >= 2 and s.rstrip(".") not in {p.rstrip(".") for p in parts}:
            parts.append(s if s.endswith(".") else s + ".")
    return parts


def subclaims(text: str, parse: Callable[[str], object]) -> list[str]:
    """``split_claim`` over ``parse(text)`` (a spaCy pipeline with a parser)."""
    return split_claim(parse(text))


def coverage(claim: str, sentences: Sequence[str]) -> float:
    """The share of the claim's content words (stems) that the sentences, together, contain."""
    want = content_stems(claim)
    if not want:
        return 0.0
    have: set[str] = set()
    for s in sentences:
        have |= content_stems(s)
    return len(want & have) / len(want)


#: the ``k`` of the ``coverage_top{k}`` features measured
COVERAGE_K = (1, 2, 3, 5, 10)


def features(step_text: str, scored: Sequence[ScoredSentence]) -> dict[str, float]:
    """The claim-level features of one step over its judged candidates (any order)."""
    ranked = sorted(scored, key=lambda s: -s.entailment)
    texts = [s.sentence.text for s in ranked]
    out = {"best_entailment": ranked[0].entailment if ranked else 0.0}
    for k in COVERAGE_K:
        out[f"coverage_top{k}"] = coverage(step_text, texts[:k])
    return out


@dataclass(frozen=True)
class ClaimFlag:
    """The fitted claim-level score: logistic weights over named features, and the flag's threshold."""

    features: tuple[str, ...]
    weights: tuple[float, ...]
    bias: float
    threshold: float
    fitted_on: str = ""

    def support(self, feats: dict[str, float]) -> float:
        z = self.bias + sum(w * feats[f] for f, w in zip(self.features, self.weights, strict=True))
        return sigmoid(z)


@lru_cache(maxsize=4)
def load_flag(path: Path = PARAMS_FILE) -> ClaimFlag:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return ClaimFlag(tuple(data["features"]), tuple(float(w) for w in data["weights"]), float(data["bias"]),
                     float(data["threshold"]), str(data.get("fitted_on", "")))


def claim_support(step_text: str, scored: Sequence[ScoredSentence], flag: ClaimFlag | None = None) -> float:
    """How likely the documents back the step at least in part (0..1; see the module docstring)."""
    flag = flag or load_flag()
    return flag.support(features(step_text, scored))


def unsupported_claim(support: float, flag: ClaimFlag | None = None) -> bool:
    """Whether a claim-level score is under the fitted threshold: nothing among the candidates backs the step."""
    return support < (flag or load_flag()).threshold

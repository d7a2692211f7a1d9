"""Is a question about the documents at all? Relevance of sentences to a question.

A question is judged against the workspace's sentences before any answer is
trusted: when no sentence is relevant enough, the answer is "The documents do
not answer this", and the closest sentences are offered as "nearest, not
supporting".

    relevance(q, s) = sigmoid(bias + w_lex * lexical(q, s) + w_cos * cos(q, s))

* ``lexical``: the share of the question's content words (question words such
  as "who" or "how many" dropped, light stemming) that occur in the sentence,
  each word weighted by its rarity among the sentences searched (inverse
  document frequency; a word that occurs nowhere, such as "Australia" asked of
  a cookbook, weighs most, so one common shared word is not enough);
* ``cos``: cosine of the two MiniLM embeddings.

A question that names something (a capitalised word past its first, such as
"Australia" or "Messi") that occurs in no sentence at all has every relevance
multiplied by ``MISSING_NAME_FACTOR``: the documents do not mention what it is
about.

The weights and the threshold were fitted by ``eval/relevance_fit.py`` on one
half of the HotpotQA dev sample (question against its own context paragraphs
= relevant, against another question's = not) and reported on the other half
(``eval/results/relevance.md``). :mod:`gechat.retrieval` applies it to every
candidate sentence (read with its heading or lead-in).

Whether the documents answer a question at all is :func:`answers_question`:
the best candidate must be relevant (the threshold above), and for a question
that asks for a name, a date, a count, a duration or an amount one of the best
candidates must hold such a value (:class:`Coverage`, :data:`DECLINE`, fitted by
``eval/answers/fit_decline.py`` on half of the answer questions). So "How many
calories are in the bean soup?" is declined although the bean soup is on topic.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from gechat.text import content_stems as content_words, stem


@dataclass(frozen=True)
class RelevanceModel:
    w_lexical: float
    w_cosine: float
    bias: float
    threshold: float
    fitted_on: str


# Fitted by eval/relevance_fit.py (see eval/results/relevance.md).
DEFAULT = RelevanceModel(
    w_lexical=9.1925, w_cosine=7.7135, bias=-5.16, threshold=0.5,
    fitted_on="HotpotQA dev sample, fit half (48 questions x own/other context); report half 1.000 balanced accuracy",
)

#: words that ask rather than say: they never make a sentence relevant
QUESTION_WORDS = frozenset(
    """who whom whose what which when where why how many much long often old far did does do is are was were
    can could should would will tell explain describe name list give documents document text say says said
    according mention mentioned""".split()
)
_ASKING = frozenset(stem(w) for w in QUESTION_WORDS)
#: sentences embedded per question by eval/relevance_fit.py's screening (the fit's HotpotQA features)
EMBED_TOP = 40
MISSING_NAME_FACTOR = 0.5
_NAME = re.compile(r"\b(?:[A-Z][a-z]+[A-Za-z]*|[A-Z]{2,}[a-z]*|[a-z]+[A-Z][A-Za-z]*)\b")


def missing_names(question: str, bags: Sequence[set[str]]) -> list[str]:
    """Names in the question (capitalised words past the first word) that no sentence contains."""
    first = question.split()[0] if question.split() else ""
    found = set().union(*bags) if bags else set()
    out = []
    for m in _NAME.finditer(question):
        word = m.group(0)
        if m.start() == 0 or word == first or stem(word.lower()) in _ASKING:
            continue
        if not (content_words(word) & found):
            out.append(word)
    return out


def question_terms(question: str) -> set[str]:
    return content_words(question) - _ASKING


def lexical(terms: set[str], sentence: str | set[str], weights: dict[str, float] | None = None) -> float:
    """Weighted share of ``terms`` found in ``sentence`` (its text, or its content words)."""
    if not terms:
        return 0.0
    words = content_words(sentence) if isinstance(sentence, str) else sentence
    if weights is None:
        return len(terms & words) / len(terms)
    total = sum(weights[t] for t in terms)
    return sum(weights[t] for t in terms & words) / total


def rarity(terms: set[str], bags: Sequence[set[str]]) -> dict[str, float]:
    """Inverse document frequency of each term over ``bags`` (log((n + 1) / (df + 0.5)))."""
    n = len(bags)
    return {t: math.log((n + 1) / (sum(1 for b in bags if t in b) + 0.5)) for t in terms}


def combine(lex: float, cos: float, model: RelevanceModel = DEFAULT) -> float:
    z = model.bias + model.w_lexical * lex + model.w_cosine * cos
    return 1.0 / (1.0 + math.exp(-max(min(z, 50.0), -50.0)))


@dataclass(frozen=True)
class Coverage:
    """What the "not answered" decision reads (made by :func:`gechat.retrieval.coverage`)."""

    #: relevance of the best candidate that states something (not a heading or a lead-in)
    best: float
    #: for a question that asks for a name, a date, a number, an amount...: the best relevance among the
    #: top candidates that hold such a value (one the question does not already state); ``best`` otherwise
    typed: float


@dataclass(frozen=True)
class DeclineRule:
    """A question is answered when its best candidate is relevant and one of the best holds what is asked."""

    min_best: float
    min_typed: float
    fitted_on: str


# Fitted by eval/answers/fit_decline.py (see eval/results/decline_fit.md).
DECLINE = DeclineRule(
    min_best=DEFAULT.threshold, min_typed=0.1,
    fitted_on="min_best: HotpotQA (the relevance threshold); min_typed: eval/answers/questions.jsonl, fit half "
              "(seed 15, split by document)",
)


def answers_question(c: Coverage, rule: DeclineRule = DECLINE) -> bool:
    """Do the documents answer the question (else: "The documents do not answer this")?"""
    return c.best >= rule.min_best and c.typed >= rule.min_typed

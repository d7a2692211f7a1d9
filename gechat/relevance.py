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
(``eval/results/relevance.md``). Only the lexical screen runs over every
sentence; the embedding is computed for the best ``EMBED_TOP`` of them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from gechat.embed import Embedder
from gechat.records import Sentence
from gechat.entail.lexical import content_words, stem


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
class Relevant:
    sentence: Sentence
    relevance: float
    lexical: float
    cosine: float


def rank(
    question: str,
    sentences: Sequence[Sentence],
    embedder: Embedder,
    *,
    model: RelevanceModel = DEFAULT,
    top: int = EMBED_TOP,
) -> list[Relevant]:
    """The sentences most relevant to ``question``, best first (at most ``top``)."""
    terms = question_terms(question)
    bags = [content_words(s.text) for s in sentences]
    weights = rarity(terms, bags)
    screened = sorted(((lexical(terms, b, weights), i) for i, b in enumerate(bags)), reverse=True)[:top]
    if not screened:
        return []
    factor = MISSING_NAME_FACTOR if missing_names(question, bags) else 1.0
    chosen = [sentences[i] for _, i in screened]
    vecs = embedder.encode([question] + [s.text for s in chosen])
    cos = np.asarray(vecs[1:] @ vecs[0], dtype=float)
    out = [Relevant(s, factor * combine(lex, float(c), model), lex, float(c))
           for (lex, _), s, c in zip(screened, chosen, cos)]
    out.sort(key=lambda r: -r.relevance)
    return out


def covered(ranked: Sequence[Relevant], model: RelevanceModel = DEFAULT) -> bool:
    """Does any sentence clear the relevance threshold?"""
    return bool(ranked) and ranked[0].relevance >= model.threshold

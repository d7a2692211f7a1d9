"""Relation names as words, and how well a relation names a word of the question.

Used by the ``qpath`` retriever (:mod:`gechat.extkg.qpath`). The packaged MiniLM
embedder reads relation names poorly ("neighbors" is closer to "country" than to
"shares border with"), so relations are matched to the question's words lexically,
with WordNet (the ``wn`` package, shipped with WordNet 3.0, offline):

- :func:`verbalise`: a relation name as words: the last part of a URI, camelCase,
  snake_case and slashes split (``directed_by`` -> "directed by", ``hasImdbRating`` -> "has imdb rating").
- :func:`norm`: a word's normal form, WordNet's lemma (``morphy``) then the Porter stem,
  so "languages"/"language", "starring"/"starred", "locate"/"location" meet.
- :func:`expand`: a question word's normal form (weight 1) and, at ``syn_weight``, the
  words WordNet relates to its ``senses`` most frequent senses per part of speech:
  synonyms, derivations ("director" -> "direct") and direct hypernyms ("neighbor" (verb)
  -> "border", "club" -> "baseball team"). A wh-word stands for its answer type
  ("where" -> location, place; "when" -> date, time, year).
- :class:`Terms`: the question's content words outside the seed mentions, in order;
  :meth:`Terms.match` scores one relation against each of them: the best weight of a
  relation word found in the word's expansion, times that relation word's IDF over the
  KG's relation names (normalised to 1 for the rarest), so a word shared by many
  relations ("of", "country" in "country of origin", "country for sport") counts less.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from gechat.text import STOP_WORDS, content_words, tokens
from gechat.wordnet import wordnet

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WH = {"where": ("location", "place"), "when": ("date", "time", "year")}


def verbalise(relation: str) -> str:
    """A relation name as plain lower-case words."""
    r = relation.strip().strip("<>")
    if "://" in r:  # a URI: its last part names the relation
        r = re.split(r"[/#]", r)[-1] or r
    r = "".join(c for c in r if c.isprintable() and c not in "\u200e\u200f")
    r = _CAMEL.sub(" ", r)
    r = re.sub(r"[_\-.:/]+", " ", r)
    return " ".join(r.lower().split()) or relation.lower()


def warm() -> None:
    """Load WordNet now (about 3 s), so the first retrieval is not charged for it."""
    wordnet()


@lru_cache(maxsize=1)
def _porter():
    from nltk.stem import PorterStemmer

    return PorterStemmer()


@lru_cache(maxsize=65536)
def norm(word: str) -> str:
    """WordNet lemma, then Porter stem ("languages" -> "languag", "starring" -> "star")."""
    w = word.lower()
    if w.isdigit():
        return w
    from wn.morphy import morphy

    lemma = None
    for pos in ("n", "v"):
        try:
            lemma = morphy(w, pos)
        except Exception:  # noqa: BLE001 - morphy raises on words it cannot read; the word stays as it is
            lemma = None
        if lemma:
            break
    return _porter().stem(lemma or w)


def content(text: str) -> list[str]:
    """The content words of ``text`` in order (stop words and single letters dropped)."""
    return content_words(text.replace("_", " "), normalize=str)


@lru_cache(maxsize=16384)
def expand(word: str, senses: int = 2, syn_weight: float = 0.5) -> dict[str, float]:
    """Normal forms a question word may be named by in a relation, with weights (itself: 1)."""
    out = {norm(word): 1.0}
    words: set[str] = set(_WH.get(word.lower(), ()))
    wn = wordnet()
    for pos in ("n", "v", "a"):
        try:
            synsets = wn.synsets(word.lower(), pos=pos)[:senses]
        except Exception:  # noqa: BLE001 - a word WordNet cannot parse has no expansion
            synsets = []
        for s in synsets:
            related = [s, *s.hypernyms()]
            for syn in related:
                for name in syn.lemma_names():
                    words.update(name.lower().split("_"))
            for lemma in s.lemmas():
                words.update(_derivations(wn, lemma))
    for w in words:
        if w not in STOP_WORDS and len(w) > 1:
            n = norm(w)
            out[n] = max(out.get(n, 0.0), syn_weight)
    return out


def _derivations(wn, lemma) -> set[str]:
    """Words of a lemma's derivationally related forms ("director" -> "direct")."""
    out: set[str] = set()
    pointers = getattr(lemma, "_lemma_pointers", {}).get((lemma.name(), "+"), [])
    for pos, offset, index in pointers:  # resolved through the WordNet object: the package's own cache can miss
        try:
            out.update(wn.synset_from_pos_and_offset(pos, offset).lemmas()[index].name().lower().split("_"))
        except Exception:  # noqa: BLE001 - a pointer WordNet cannot resolve adds nothing
            continue
    return out


class RelationVocab:
    """The KG's relation names as normalised words, with each word's IDF over the relations."""

    def __init__(self, relations: Sequence[str]) -> None:
        self.words: list[frozenset[str]] = [frozenset(norm(w) for w in content(verbalise(r))) for r in relations]
        df: dict[str, int] = {}
        for ws in self.words:
            for w in ws:
                df[w] = df.get(w, 0) + 1
        n = max(len(relations), 1)
        raw = {w: math.log(1 + n / c) for w, c in df.items()}
        top = max(raw.values(), default=1.0)
        self.idf = {w: v / top for w, v in raw.items()}


@dataclass(frozen=True)
class Term:
    word: str
    position: int  # index among the question's words
    expansion: dict[str, float]


class Terms:
    """The question's content words outside the seed mentions, with their expansions."""

    def __init__(self, question: str, seeds: Sequence[str], senses: int = 2, syn_weight: float = 0.5) -> None:
        text = question
        for s in sorted(seeds, key=len, reverse=True):
            text = re.sub(re.escape(s), " ", text, flags=re.IGNORECASE)
        words = tokens(text.replace("_", " "))
        self.terms: list[Term] = []
        for i, w in enumerate(words):
            if w in _WH:
                self.terms.append(Term(w, i, {norm(x): syn_weight for x in _WH[w]}))
            elif w not in STOP_WORDS and (len(w) > 1 or w.isdigit()):
                self.terms.append(Term(w, i, expand(w, senses, syn_weight)))

    def match(self, vocab: RelationVocab, relation: int) -> list[float]:
        """For each term, how well relation ``relation`` names it (0 when not at all)."""
        rel_words = vocab.words[relation]
        out = []
        for t in self.terms:
            best = 0.0
            for w in rel_words:
                weight = t.expansion.get(w)
                if weight:
                    best = max(best, weight * vocab.idf.get(w, 0.0))
            out.append(best)
        return out

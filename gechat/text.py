"""The one lexical module: tokenizer, stop words, word normalisations, content words and overlap.

Every word-level comparison in GE-Chat goes through here: pre-ranking and anchoring
(``content_words`` with the light plural ``fold``), the BM25 baseline, the conflict
checks, question relevance and the content-overlap judge (``content_stems``: the
suffix ``stem``, so "reports", "reported" and "reporting" meet).

Tokens are lower-cased ASCII words (inner hyphens and apostrophes kept: "state-of-the-art",
"don't", "group's") and numbers with their decimal and thousands separators ("3.5", "1,200").
Stop words and one-letter words are not content words; numbers are, whatever their length.
``stem`` drops a possessive "'s"; ``fold`` does not (dropping it there too moved one WiCE
claim's pre-ranked candidates, eq. 4 -0.011 on 48 claims, so the pre-ranking keeps its old words).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from functools import lru_cache

TOKEN = re.compile(r"[^\W\d_]+(?:['-][^\W\d_]+)*|\d+(?:[.,]\d+)*")

STOP_WORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before being below
    between both but by can could did do does doing down during each else few for from further had has have having
    he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor
    not of off on once one onto only or other our ours ourselves out over own per same she should so some such than
    that the their theirs them themselves then there these they this those through to too under until up upon
    very via was we were what when where which while who whom whose why will with would you your yours yourself
    yourselves s t etc may might must shall don't doesn't isn't wasn't aren't weren't it's i'm""".split()
)  # "two" and "us" are content words: a count ("served two terms"), the country ("US"); the judge always read them

_SUFFIXES = ("ingly", "edly", "ings", "ing", "ies", "ied", "ed", "es", "s", "ly")


def tokens(text: str) -> list[str]:
    """The words and numbers of ``text``, lower-cased, in order."""
    return TOKEN.findall(unicodedata.normalize("NFKC", text).lower().replace("\u2019", "'"))  # "CO₂" is "CO2"


@lru_cache(maxsize=1 << 16)  # a workspace's vocabulary is small; retrieval folds every word of it per question
def fold(word: str) -> str:
    """The light plural fold: "policies" -> "policy", "reports" -> "report"; "status", "analysis" kept."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """A light, deterministic suffix stripper: "reported", "reporting", "reports" -> "report";
    "stopped" -> "stop"; numbers lose their thousands commas ("1,200" -> "1200")."""
    w = word.lower().strip("'-")
    if w.endswith("'s"):
        w = w[:-2]
    if w[:1].isdigit():
        return w.replace(",", "")
    for suf in _SUFFIXES:
        if suf == "s" and w.endswith(("ss", "us", "is")):
            continue  # "boss", "status", "analysis"
        if len(w) - len(suf) >= 3 and w.endswith(suf):
            base = w[: -len(suf)]
            if suf in {"ies", "ied"}:
                return base + "y"
            if suf in {"ing", "ed"} and len(base) > 3 and base[-1] == base[-2] and base[-1] not in "lsz":
                return base[:-1]  # "stopped" -> "stop"
            return base
    return w


def content_words(text: str, normalize: Callable[[str], str] = fold) -> list[str]:
    """The content words of ``text`` in order, repeats kept, each passed through ``normalize``
    (``fold`` by default; ``stem`` to match inflections)."""
    return [normalize(w) for w in tokens(text) if w not in STOP_WORDS and (len(w) > 1 or w.isdigit())]


def content_stems(text: str) -> set[str]:
    """The set of stemmed content words of ``text`` (what the overlap judge and relevance compare)."""
    return set(content_words(text, stem))


def all_stems(text: str) -> set[str]:
    """The stems of every word of ``text``, stop words too (unlike :func:`word_stems`)."""
    return {stem(w) for w in tokens(text)}


def word_stems(text: str) -> set[str]:
    """The stems of ``text``'s words that are not stop words, one-letter words kept ("pass A" is not "pass B"; unlike
    :func:`content_stems`)."""
    return {stem(w) for w in tokens(text) if w not in STOP_WORDS}


def stem_among(word: str, stems: Iterable[str]) -> bool:
    """Is the stem ``word`` among ``stems``, or one of them with a longer ending, both of five letters or more
    ("arrival" / "arriv", "mortgage" / "mortgag": the light stems differ; not "appealed" / "appeared")?"""
    return word in stems or (len(word) >= 5 and any(len(w) >= 5 and (w.startswith(word) or word.startswith(w))
                                                    for w in stems))


def said_as_noun(word: str, stems: Iterable[str]) -> bool:
    """Is the stem ``word`` a noun made from a verb among ``stems`` ("collection" of "collect", "investment" of
    "invest", "allocation" of "allocat")?"""
    for suffix in ("ion", "ment"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 5:
            base = word[: -len(suffix)]
            return any(s in (base, base + "e", base + "ed") for s in stems)  # not "station" of "state", "population"
            # of "popular", "billion" of "bill"
    return False


def overlap(query_words: Iterable[str], text_words: Iterable[str]) -> float:
    """Fraction of the query's content words present in the text (0 for an empty query)."""
    q = set(query_words)
    if not q:
        return 0.0
    return len(q & set(text_words)) / len(q)

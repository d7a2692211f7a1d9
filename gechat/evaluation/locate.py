"""Find a piece of text inside a document: exactly (modulo whitespace and case) or fuzzily.

Used to map gold evidence given as text (GE-Chat table, FinanceBench) and
gold char spans of a file whose loaded text differs from the raw file
(Evidence Inference) onto the loaded Document, and to locate an LLM's
verbatim quote (self-citation baseline).

Fuzzy matching uses :class:`difflib.SequenceMatcher` ratio on lower-cased,
whitespace-normalised text: ``2 * matches / (len(a) + len(b))``.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from gechat.records import Document, Sentence

_NONSPACE = re.compile(r"\S+")


def _normalise(text: str) -> tuple[str, list[int]]:
    """Lower-cased text with whitespace runs collapsed to one space, and each char's original offset."""
    chars: list[str] = []
    origin: list[int] = []
    for m in _NONSPACE.finditer(text):
        if chars:
            chars.append(" ")
            origin.append(m.start() - 1)
        for k, ch in enumerate(m.group()):
            chars.append(ch.lower())
            origin.append(m.start() + k)
    return "".join(chars), origin


def find_span(haystack: str, needle: str, *, hint: int | None = None) -> tuple[int, int] | None:
    """``(start, end)`` of ``needle`` in ``haystack`` ignoring case and whitespace; the hit nearest ``hint``."""
    norm_needle, _ = _normalise(needle)
    if not norm_needle:
        return None
    norm_hay, origin = _normalise(haystack)
    hits = []
    pos = norm_hay.find(norm_needle)
    while pos >= 0:
        hits.append(pos)
        pos = norm_hay.find(norm_needle, pos + 1)
    if not hits:
        return None
    best = min(hits, key=lambda h: abs(origin[h] - hint)) if hint is not None else hits[0]
    return origin[best], origin[best + len(norm_needle) - 1] + 1


def similarity(a: str, b: str) -> float:
    na, nb = _normalise(a)[0], _normalise(b)[0]
    if not na or not nb:
        return 0.0
    return difflib.SequenceMatcher(None, na, nb, autojunk=False).ratio()


def best_sentence(quote: str, sentences: Sequence[Sentence]) -> tuple[int, float]:
    """Index (into ``sentences``) of the sentence most similar to ``quote`` and its ratio; (-1, 0.0) if none."""
    best, best_r = -1, 0.0
    nq = _normalise(quote)[0]
    if not nq:
        return best, best_r
    matcher = difflib.SequenceMatcher(None, autojunk=False)
    matcher.set_seq2(nq)
    for i, s in enumerate(sentences):
        matcher.set_seq1(_normalise(s.text)[0])
        if matcher.real_quick_ratio() <= best_r or matcher.quick_ratio() <= best_r:
            continue
        r = matcher.ratio()
        if r > best_r:
            best, best_r = i, r
    return best, best_r


def sentences_in_span(doc: Document, start: int, end: int, *, min_share: float = 0.5) -> list[int]:
    """Indices of sentences that a span covers: the overlap is at least ``min_share`` of the sentence
    or of the span (so a span inside one long sentence and a span over several short ones both count)."""
    out = []
    span_len = max(1, end - start)
    for s in doc.sentences:
        ov = min(end, s.char_end) - max(start, s.char_start)
        if ov <= 0:
            continue
        if ov >= min_share * max(1, s.char_end - s.char_start) or ov >= min_share * span_len:
            out.append(s.index)
    return out


def locate_text(doc: Document, text: str, *, hint: int | None = None, min_ratio: float = 0.6) -> tuple[int, int] | None:
    """Char span of ``text`` in ``doc``: exact (normalised) match, else the most similar sentence
    (or window of consecutive sentences as long as the text) with ratio >= ``min_ratio``."""
    exact = find_span(doc.text, text, hint=hint)
    if exact is not None:
        return exact
    sents = doc.sentences
    if not sents:
        return None
    n_words = len(text.split())
    best, best_r, best_span = None, 0.0, None
    matcher = difflib.SequenceMatcher(None, autojunk=False)
    matcher.set_seq2(_normalise(text)[0])
    for i in range(len(sents)):
        words, j = 0, i
        while j < len(sents):
            words += sents[j].n_words
            if words >= n_words * 0.8:
                break
            j += 1
        j = min(j, len(sents) - 1)
        window = doc.text[sents[i].char_start : sents[j].char_end]
        matcher.set_seq1(_normalise(window)[0])
        if matcher.real_quick_ratio() <= best_r or matcher.quick_ratio() <= best_r:
            continue
        r = matcher.ratio()
        if r > best_r:
            best, best_r, best_span = i, r, (sents[i].char_start, sents[j].char_end)
    if best is None or best_r < min_ratio:
        return None
    return best_span

"""Resolve a case's reference evidence against the built Document.

Every gold form becomes *alternatives*; each alternative is one complete
piece of evidence with

- a set of Document sentence indices (for hit@1 / recall@k / MRR),
- a text (for the paper's eq. 4),
- optionally a char span into ``Document.text`` (for span overlap).

Pages (1-based) are kept as a set: a page hit is any of them.

- sentence sets -> the sentences' texts joined with spaces;
- char spans -> the span's text; its sentences are those the span covers
  (:func:`gechat.evaluation.locate.sentences_in_span`); a span into a raw txt
  file is re-located in the loaded text when the loader changed it;
- texts -> located in the document (exact, else fuzzy); the gold text itself
  is the eq. 4 reference; an unlocatable text keeps an empty sentence set
  (counted as a miss for sentence metrics, still used for eq. 4).
"""

from __future__ import annotations

from dataclasses import dataclass

from gechat.evaluation.cases import EvalCase
from gechat.evaluation.documents import BuiltDocument
from gechat.evaluation.locate import find_span, locate_text, sentences_in_span


@dataclass(frozen=True)
class GoldAlternative:
    sentences: frozenset[int]
    text: str
    span: tuple[int, int] | None = None


@dataclass(frozen=True)
class Gold:
    alternatives: tuple[GoldAlternative, ...]
    pages: frozenset[int] = frozenset()
    unresolved: int = 0  # gold pieces that could not be located in the document

    @property
    def sentence_union(self) -> frozenset[int]:
        out: set[int] = set()
        for a in self.alternatives:
            out |= a.sentences
        return frozenset(out)

    @property
    def spans(self) -> tuple[tuple[int, int], ...]:
        return tuple(a.span for a in self.alternatives if a.span is not None)


def resolve_gold(case: EvalCase, built: BuiltDocument) -> Gold:
    ref = case.reference_evidence
    doc = built.document
    alts: list[GoldAlternative] = []
    unresolved = 0
    for sset in ref.sentence_sets:
        idx = [built.sentence_index(i) for i in sset]
        kept = sorted(i for i in idx if i is not None and 0 <= i < len(doc.sentences))
        if not kept:
            unresolved += 1
            continue
        alts.append(GoldAlternative(frozenset(kept), " ".join(doc.sentences[i].text for i in kept)))
    for start, end in ref.spans:
        span = _map_span(built, start, end)
        if span is None:
            unresolved += 1
            continue
        s, e = span
        alts.append(GoldAlternative(frozenset(sentences_in_span(doc, s, e)), doc.text[s:e], span))
    if ref.texts:
        sents: set[int] = set()
        for t in ref.texts:
            span = locate_text(doc, t)
            if span is None:
                unresolved += 1
                continue
            sents.update(sentences_in_span(doc, *span))
        alts.append(GoldAlternative(frozenset(sents), " ".join(ref.texts)))
    return Gold(tuple(alts), frozenset(ref.pages), unresolved)


def _map_span(built: BuiltDocument, start: int, end: int) -> tuple[int, int] | None:
    text = built.document.text
    raw = built.raw_text
    if raw is None or raw == text:
        return (start, end) if 0 <= start < end <= len(text) else None
    piece = raw[start:end]
    if text[start:end] == piece:
        return start, end
    return find_span(text, piece, hint=start)

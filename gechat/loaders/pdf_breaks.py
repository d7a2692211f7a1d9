"""Sentences that go on over a page break: which unit of a page goes on into the next page.

A page's last body unit that ends without closing punctuation goes on into the
next page's first unit when that one starts in lower case ("... a ZTA can protect" /
"against common threats"), whatever its case after a word no sentence ends with ("... and the" /
"Project Gutenberg-tm trademark"), with the unit of the number the line ends with
("$6.7" / "billion"), or with the rest of a word broken at a hyphen ("exist-" /
"ing", "PE-" / "17"). Notes set in smaller type after the last body line (a
footnote, or the part of one that the page break cut) do not stop it: the writer
puts them before that unit, so the unit runs straight into the next page. The
loader then writes the two pages' pieces as one unit (:func:`gechat.loaders.pdf.assemble`)
and :func:`gechat.sentences.build_sentences` gives a sentence that crosses the
break one part per page, each with its own boxes.
"""

from __future__ import annotations

from collections.abc import Callable
from statistics import median

from gechat.loaders.pdf_layout import (
    _ENDS_SENTENCE,
    _ROMAN,
    HYPHENS,
    Line,
    _toc_entry,
    continues,
    hyphen_join,
)
from gechat.sentences import opens_list_item

#: words a sentence never ends with: the line after them goes on with it, whatever its case
_GOES_ON = frozenset("a an the of to and or nor in into for with by on at from as than that".split())
#: a unit whose words are at most this fraction of the page's usual word height is a note (smaller type)
NOTE_HEIGHT = 0.88

Item = tuple[bool, list]  # (is a table row, its lines; a row's cells)


def _height(lines: list[Line]) -> float:
    return median(w[3] - w[1] for ln in lines for w in ln.words)


def goes_on(
    items: list[Item], following: list[Item], vocabulary: Callable[[], set[str]], continued: bool
) -> int | None:
    """Index of the unit of ``items`` (one page, reading order) that goes on into ``following`` (the next page's
    units), or None. Units after it are notes in smaller type; ``continued``: this page's first unit goes on from
    the page before (it must stay first, so notes after it cannot move before it)."""
    if not items or not following or following[0][0]:
        return None
    body = [k for k, (row, lines) in enumerate(items) if not row]
    if not body:
        return None
    usual = median(_height(items[k][1]) for k in body)
    j = len(items) - 1
    while j > 0 and not items[j][0] and _height(items[j][1]) <= NOTE_HEIGHT * usual:
        j -= 1
    row, lines = items[j]
    if row or _height(lines) <= NOTE_HEIGHT * usual or (continued and j == 0 and j < len(items) - 1):
        return None
    last: Line = lines[-1]
    end, first = last.words[-1][4], following[0][1][0].words[0][4]
    if _ENDS_SENTENCE.search(end) or _toc_entry(last) or _furniture(lines) or _furniture(following[0][1]):
        return None
    if first.lstrip("(“\"‘'[")[:1].islower() or continues(end, first):
        return j
    if end.lower() in _GOES_ON and not opens_list_item(first + " ", end):  # "... the" / "Project Gutenberg ..."
        return j
    if end[-1:] in HYPHENS and hyphen_join(end, first, vocabulary()) is not None:
        return j
    return None


def _furniture(lines: list[Line]) -> bool:
    """A short lone line that starts or ends with a page number: a running head or foot the running-line
    filter did not know ("introduction. 4" on a few pages cut from a book), never part of a sentence."""
    words = [w[4] for w in lines[0].words]
    return len(lines) == 1 and len(words) <= 6 and any(
        (w.isdigit() and len(w) <= 4) or (len(w) > 1 and _ROMAN.match(w) is not None) for w in (words[0], words[-1])
    )

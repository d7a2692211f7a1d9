"""A part of a counted whole told as another part of it, "all but" read as the rest.

"Kirkby Moor Council will close four of its 22 branch libraries" / "The council will close all but four of its 22
branch libraries" (the step closes 18), and the other way round, "will close all but four of its 22" / "will close
four of its 22" (0.84 entailed before), or "will close 18 of its 22": one whole, one act, another part.

:func:`part_otherwise` reads each side's "K of the (its, their) N <noun>", with "all but" (except, save) before it
making the part N − K. The two conflict when the wholes and their nouns are the same, the step's other words of the
clause are the sentence's clause's (one act told of the part) and the parts differ. A rough part ("about four of"),
a bound ("more than four of") or a denial on one side only is left alone.
"""

from __future__ import annotations

import re

from gechat.entail.numbers import NUMBER_TEXT, number
from gechat.text import content_stems

_PART = re.compile(rf"(?P<but>\ball\s+(?:but|except|save)\s+)?(?<![\w.,])(?P<k>{NUMBER_TEXT})\s+of\s+(?:the|its|their|"
                   rf"his|her|our)\s+(?P<n>{NUMBER_TEXT})\s+(?P<noun>[a-z][\w-]*)", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[;:]|,\s|\s(?:while|whereas|but|although|though)\s", re.IGNORECASE)
_ROUGH = re.compile(r"\b(?:about|around|roughly|nearly|almost|some|over|under|more\s+than|fewer\s+than|less\s+than|"
                    r"at\s+least|at\s+most|up\s+to)\s*$", re.IGNORECASE)
_DENIAL = re.compile(r"\b(?:not|no|never|none)\b|n't\b", re.IGNORECASE)
#: small words that tell which side a part took, which content words leave out: "voted for" / "voted against"
_SIDES = frozenset("for against in out up down on off over under".split())


def _parts(text: str) -> list[tuple[float, float, str, set[str], bool, frozenset[str]]]:
    """(the part, the whole, the noun, the clause's other words, denied, its side words) of each "K of its N <noun>" of ``text``."""
    out = []
    for m in _PART.finditer(text):
        k, n = number(m.group("k").replace(",", "")), number(m.group("n").replace(",", ""))
        if k is None or n is None or not 0 < k < n or _ROUGH.search(text[: m.start()]):
            continue
        start = max((e.end() for e in _CLAUSE_END.finditer(text, 0, m.start())), default=0)
        end = next((e.start() for e in _CLAUSE_END.finditer(text, m.end())), len(text))
        clause = text[start: m.start()] + " " + text[m.end(): end]
        out.append((n - k if m.group("but") else k, n, m.group("noun").lower().rstrip("s"),
                    content_stems(clause), bool(_DENIAL.search(clause)),
                    frozenset(w for w in re.findall(r"[a-z]+", clause.lower()) if w in _SIDES)))
    return out


def part_otherwise(premise: str, hypothesis: str) -> str:
    """The reason the step gives another part of the sentence's counted whole to the same act, or ""."""
    theirs = _parts(premise)
    if not theirs:
        return ""
    for part, whole, noun, words, denied, sides in _parts(hypothesis):
        for their_part, their_whole, their_noun, their_words, their_denied, their_sides in theirs:
            if whole == their_whole and noun == their_noun and denied == their_denied and sides == their_sides \
                    and words and words <= their_words and part != their_part:
                return f"the step gives {part:g} of the {whole:g}; the sentence {their_part:g}"
    return ""

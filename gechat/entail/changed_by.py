"""Figures a change gives, said the sentence's way round: its size, and the level it reached.

* :func:`change_by_way`: the size of a change the sentence gives "from" one figure "to" another, which the step
  gives "by" with a word of the same way ("cutting annual lighting electricity use from 14.2 GWh to 8.9 GWh" /
  "Annual lighting electricity use fell by 5.3 GWh"; not "rose by 5.3 GWh");
* :func:`level_after_change`: the level a figure reached after a change "by" another, which the step gives "to"
  ("was held at 16 bar for 24 hours; pressure fell by 0.3 bar" / "the pressure had dropped to 15.7 bar"; read as a
  conflict of 15.7 bar with 0.3 bar before).

Read by :mod:`gechat.entail.arithmetic` (stated, so no conflict, and not for the model to contest).
"""

from __future__ import annotations

import re

from gechat.entail.dates import MONTH_NAMES
from gechat.entail.quantities import Quantity, quantities
from gechat.entail.units import close
from gechat.text import content_words, stem

#: a step's words of a change up, and down ("fell by 5.3 GWh", "was cut by £2 million")
_WAY_UP = re.compile(r"\b(?:rose|ris(?:e|es|en|ing)|increas\w*|grew|grow\w*|climb\w*|jump\w*|went\s+up|higher|"
                     r"more|gain\w*)\b", re.IGNORECASE)
_WAY_DOWN = re.compile(r"\b(?:fell|fall\w*|dropp?\w*|decreas\w*|declin\w*|shr[ia]nk\w*|cut|cutting|reduc\w*|"
                       r"went\s+down|lower\w*|less|fewer|sav(?:e|ed|es|ing))\b", re.IGNORECASE)
#: a sentence's change by a figure: "fell by 0.3 bar", "rose by £2 million"
_BY = re.compile(r"\b(?P<way>rose|risen|rises|increased|grew|climbed|went\s+up|fell|fallen|falls|dropped|decreased|"
                 r"declined|went\s+down)\s+by\s+(?P<fig>[$€£]?\d[\d,.]*(?:\s*(?:million|billion|thousand|m|bn)\b)?"
                 r"(?:\s*[A-Za-z°%]+)?)", re.IGNORECASE)


def way(text: str) -> bool | None:
    """True for a change up, False for one down, None where the text says neither or both."""
    up, down = bool(_WAY_UP.search(text)), bool(_WAY_DOWN.search(text))
    return None if up == down else up


def change_by_way(q: Quantity, premise: str, hypothesis: str,
                  moves: list[tuple[Quantity, Quantity, str]]) -> bool:
    """Is the step's figure, after "by", the size of one of the sentence's changes ``moves`` (its "from … to"
    figures, :func:`gechat.entail.arithmetic.from_to`), in the figure's unit, said the same way?"""
    up = way(hypothesis)
    if up is None or not re.search(rf"\bby\s+\S*{re.escape(q.text)}\b", hypothesis):
        return False
    return any(a.key() == q.key() and b.key() == q.key() and close(abs(a.value - b.value), q.value)
               and (b.value > a.value) == up and not _of_another(premise, text, q, hypothesis)
               for a, b, text in moves)


#: where a sentence's clauses part: "…, while electricity use rose …", "… for hip replacements and from 36 weeks …"
CLAUSES = re.compile(r";|(?<!\d),|,(?!\d)|\b(?:and|but|while|whereas)\b", re.IGNORECASE)  # not "27,000"


#: where a sentence's contrasting clauses part: "…, short of its target, while Luton planted 1,100", "… but still"
CONTRAST = re.compile(r";|\b(?:while|whereas|but|although|though)\b", re.IGNORECASE)


def contrast_span(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the contrasting clause (:data:`CONTRAST`) holding ``text[start:end]`` begins and ends."""
    cuts = list(CONTRAST.finditer(text))
    return (max([0] + [c.end() for c in cuts if c.end() <= start]),
            min([c.start() for c in cuts if c.start() >= end], default=len(text)))


def clause_spans(premise: str) -> list[tuple[int, int]]:
    """Where each of the sentence's clauses (:data:`CLAUSES`) begins and ends."""
    parts = [(m.start(), m.end()) for m in CLAUSES.finditer(premise)]
    return list(zip([0] + [e for _, e in parts], [s for s, _ in parts] + [len(premise)]))


def said_in_clause(premise: str, said: str, hypothesis: str) -> bool:
    """Are the step's words that the sentence has, its times aside, in the clauses that hold the figures of the
    sentence's words ``said`` ("150 of the 200": "Of the 200 applicants, 150 were shortlisted …")?"""
    spans = clause_spans(premise)
    own = ""
    for figure in re.findall(r"\d[\d,.]*\d|\d", said):
        at = re.search(rf"(?<![\w.,]){re.escape(figure)}(?![\d])", premise)
        own += " " + next((premise[a:b] for a, b in spans if at and a <= at.start() < b), "")
    times = {w.lower() for w in re.findall(r"\b(?:" + "|".join(MONTH_NAMES) + r"|\d+)\b", premise)}
    mine = {w for w in content_words(re.sub(r"['’]s\b", "", hypothesis), stem) if w.lower() not in times}
    return bool(own.strip()) and mine & set(content_words(premise, stem)) <= set(content_words(own, stem))


def _of_another(premise: str, said: str, q: Quantity, hypothesis: str) -> bool:
    """Does the step name a word that the sentence gives only to another clause with a figure of ``q``'s unit, not
    to the clause of the change ``said`` ("Gas use fell from 14.2 GWh to 8.9 GWh, while electricity use rose …" /
    "Electricity use fell by 5.3 GWh"; "from 40 weeks to 28 weeks for hip replacements and from 36 weeks to 30 weeks
    for knee replacements" / "… for knee replacements fell by 12 weeks")?"""
    at = premise.find(said)
    spans = clause_spans(premise)
    clauses = [premise[a:b] for a, b in spans]
    own = next((c for (a, b), c in zip(spans, clauses) if a <= at < b or (at >= 0 and a <= at + len(said) <= b)), "")
    mine = set(content_words(hypothesis, stem))
    for c in clauses:
        if c is own or not any(p.key() == q.key() for p in quantities(c)):
            continue
        if (set(content_words(c, stem)) - set(content_words(own, stem))) & mine:
            return True
    return False


def level_after_change(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Is the step's figure, after "to", a figure of the sentence's unit moved by the change the sentence gives "by"
    another, the step saying the change's way or none?"""
    if not re.search(rf"\bto\s+\S*{re.escape(q.text)}\b", hypothesis):  # not "was held at 15.7 bar": a level of its own
        return False
    step_up = way(hypothesis)
    for m in _BY.finditer(premise):
        size = quantities(m.group("fig"))
        if not size or size[0].key() != q.key():
            continue
        up = way(m.group("way"))
        if up is None or (step_up is not None and step_up != up):
            continue
        subject = premise[max((b for _, b in clause_spans(premise[: m.start()])[:-1]), default=0): m.start()]
        if not set(content_words(subject, stem)) <= set(content_words(hypothesis, stem)):
            continue  # "its operating costs fell by £0.8 million" is no fall of revenue
        levels = [p for p in quantities(premise[: m.start()]) if p.key() == q.key()]
        if any(close(p.value + (size[0].value if up else -size[0].value), q.value) for p in levels):
            return True
    return False

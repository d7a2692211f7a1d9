"""A day of a month against the part of that month a step names: "Applications … closed on 15 October 2024" /
"Applications … closed at the end of October 2024" (0.76 contradicted by the model alone; "until the end of October
2024" 0.65 entailed).

:func:`month_part_conflict` reads the sentence's one dated day of a month and the step's "early", "the beginning of",
"mid", "late" or "the end of" that month (of the same year where both give one), said of one event (a word before each
just before each in common, :func:`gechat.entail.dates.same_event`). Early and late of a month or a year against each other are
:func:`gechat.entail.dates.early_late_conflict`'s. :func:`season_conflict` reads a season of a year against another
season the sentence gives the same act ("felled in the winter of 1487–88" / "felled in the summer of 1487").
"""

from __future__ import annotations

import re

from gechat.entail import antonyms
from gechat.entail.dates import MONTH_NAMES, same_event
from gechat.text import content_stems

_MONTHS = "|".join(MONTH_NAMES)
#: the days each part of a month may hold, read widely (a day near a part's edge is no conflict)
_PARTS = {"early": (1, 12), "beginning": (1, 10), "start": (1, 10), "mid": (8, 22), "middle": (8, 22),
          "late": (18, 31), "end": (20, 31), "close": (20, 31)}
_STEP_PART = re.compile(rf"\b(?:(?:the\s+)?(?P<part>beginning|start|middle|end|close)\s+of\s+|(?P<part2>early|mid|late)"
                        rf"[\s-]+)(?P<month>{_MONTHS})(?:,?\s+(?:in\s+|of\s+)?(?P<year>\d{{4}}))?\b", re.IGNORECASE)
_DAY = re.compile(rf"\b(?P<day>[0-3]?\d)(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>{_MONTHS})(?:,?\s+(?P<year>\d{{4}}))?\b|"
                  rf"\b(?P<month2>{_MONTHS})\s+(?P<day2>[0-3]?\d)(?:st|nd|rd|th)?\b(?:,?\s+(?P<year2>\d{{4}}))?",
                  re.IGNORECASE)


def month_part_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step puts in one part of a month what the sentence dates to a day outside it, or ""."""
    told = list(_STEP_PART.finditer(hypothesis))
    if len(told) != 1 or _DAY.search(hypothesis) or re.search(r"\b(?:again|also|too)\b", hypothesis, re.IGNORECASE):
        return ""
    mine = told[0]
    month = mine.group("month").lower()
    days = [m for m in _DAY.finditer(premise) if (m.group("month") or m.group("month2")).lower() == month]
    if len(days) != 1 or re.search(rf"\b(?:early|mid|late|beginning|start|middle|end|close)\b[\s-]+(?:of\s+)?{month}\b",
                                   premise, re.IGNORECASE):
        return ""
    said = days[0]
    day, year = int(said.group("day") or said.group("day2")), said.group("year") or said.group("year2")
    if year and mine.group("year") and year != mine.group("year"):
        return ""  # another year's
    low, high = _PARTS[(mine.group("part") or mine.group("part2")).lower()]
    if low <= day <= high:
        return ""
    closing = re.search(r"\b(?:until|till|through|up\s+to)\s+$", hypothesis[: mine.start()], re.IGNORECASE) \
        and re.search(r"\b(?:closed?|closing|ended?|ending|finished|deadline|until|till)\b[^,;.]{0,20}$",
                      premise[: said.start()], re.IGNORECASE)  # "accepted … until the end of October" / "closed on
    # 15 October": the last day of one act
    if not closing and not same_event(_act(premise, said.start()), _act(hypothesis, mine.start())):
        return ""
    return f"the step says {mine.group(0)}; the sentence says {said.group(0)}"


_PLAIN = frozenset("on in at by the of end start beginning middle close early late mid was were is are be been has had "
                   "have until till during around about".split())


def _act(text: str, at: int) -> frozenset[str]:
    """The stem of the word before a date past its prepositions ("closed on", "were held at the end of"): the act the
    date is of ("began on 2 September" and "ended in late September" are two acts)."""
    found = [w for w in re.findall(r"[A-Za-z]+", text[:at]) if w.lower() not in _PLAIN][-1:]
    return frozenset(antonyms.stem(w.lower()) for w in found)


#: a season of a year, or of two years written as one span ("the winter of 1487–88")
_SEASON = re.compile(r"\b(?P<season>spring|summer|autumn|fall|winter)\s+of\s+(?P<year>\d{4})(?:\s*[–-]\s*(?P<to>\d{2,4}))?\b",
                     re.IGNORECASE)


def season_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step puts an act in another season of the year than the sentence does, or "": "… were felled
    in the winter of 1487–88" / "… were felled in the summer of 1487" (0.69 entailed before this reading). One season
    on each side, the step's year within the sentence's, the same act before each (:func:`_act`)."""
    mine, theirs = list(_SEASON.finditer(hypothesis)), list(_SEASON.finditer(premise))
    if len(mine) != 1 or len(theirs) != 1:
        return ""
    m, t = mine[0], theirs[0]
    season = {"fall": "autumn"}.get(m.group("season").lower(), m.group("season").lower())
    said = {"fall": "autumn"}.get(t.group("season").lower(), t.group("season").lower())
    start = int(t.group("year"))
    end = int(t.group("to").rjust(4, t.group("year")[0]) if t.group("to") and len(t.group("to")) == 4
              else t.group("year")[:2] + t.group("to")) if t.group("to") else start
    if season == said or not start <= int(m.group("year")) <= end \
            or not same_event(_act(premise, t.start()), _act(hypothesis, m.start())) \
            or len(_unsaid(_clause_of(premise, t.start()), _SEASON.sub(" ", hypothesis))) > 1:
        return ""  # "The timbers of the neighbouring Hollins Farmhouse were felled in the summer of 1487": another
        # thing, whether or not the sentence names it in another clause
    return f"the step says the {m.group(0)}; the sentence says the {t.group(0)}"


def _clause_of(text: str, at: int) -> str:
    """The clause of ``text`` around position ``at``: from the last ";", ", while", ", and" or ", but" before it to
    the next after it."""
    cut = r";|,\s*(?:while|whereas|and|but)\b|\bwhile\b"
    return re.split(cut, text[:at])[-1] + re.split(cut, text[at:])[0]


def _unsaid(premise: str, hypothesis: str) -> set[str]:
    """The step's content words (stems) the sentence does not have, its parts of a day or a year aside."""
    return content_stems(hypothesis) - content_stems(premise) - _TIME_WORDS


_TIME_WORDS = frozenset(content_stems("morning afternoon evening night start beginning middle end close early mid late "
                                      "spring summer autumn fall winter"))

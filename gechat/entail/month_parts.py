"""A day of a month against the part of that month a step names: "Applications … closed on 15 October 2024" /
"Applications … closed at the end of October 2024" (0.76 contradicted by the model alone; "until the end of October
2024" 0.65 entailed).

:func:`month_part_conflict` reads the sentence's one dated day of a month and the step's "early", "the beginning of",
"mid", "late" or "the end of" that month (of the same year where both give one), said of one event (a word before each
just before each in common, :func:`gechat.entail.dates.same_event`). Early and late of a month or a year against each other are
:func:`gechat.entail.dates.early_late_conflict`'s. :func:`season_conflict` reads a season of a year against another
season the sentence gives the same act ("felled in the winter of 1487–88" / "felled in the summer of 1487"), 
:func:`clock_part_conflict` a part of a day against the sentence's time by the clock ("at 03:14" / "in the afternoon"),
and :func:`year_part_conflict` a part of a year against a month the sentence dates ("introduced … on 1 July 2023" /
"came into force at the start of 2023").
"""

from __future__ import annotations

import re

from gechat.entail import antonyms
from gechat.entail.clock import bounds
from gechat.entail.dates import MONTH_NAMES, same_event
from gechat.entail.quantities import quantities
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
            or len(_unsaid(premise, _SEASON.sub(" ", hypothesis))) > 1:
        return ""  # "The timbers of the neighbouring Hollins Farmhouse were felled in the summer of 1487": another thing
    return f"the step says the {m.group(0)}; the sentence says the {t.group(0)}"


def _unsaid(premise: str, hypothesis: str) -> set[str]:
    """The step's content words (stems) the sentence does not have, its parts of a day or a year aside."""
    return content_stems(hypothesis) - content_stems(premise) - _TIME_WORDS


_TIME_WORDS = frozenset(content_stems("morning afternoon evening night start beginning middle end close early mid late "
                                      "spring summer autumn fall winter"))


#: a part of a day a step gives an event: "in the afternoon", "on the morning of 22 October", "Tuesday evening"
_STEP_DAY_PART = re.compile(r"\b(?:in|during)\s+the\s+(?P<part>morning|afternoon|evening)\b|\b(?:on\s+)?the\s+(?P<part2>morning|"
                        r"afternoon|evening|night)\s+of\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+"
                        r"(?P<part3>morning|afternoon|evening)\b", re.IGNORECASE)
#: the hours of a part of a day read widely, in minutes: a time near a part's edge is no conflict
_WIDE_PARTS = {"morning": (4 * 60, 12 * 60 + 30), "afternoon": (11 * 60 + 30, 18 * 60 + 30), "evening": (16 * 60 + 30, 24 * 60),
         "night": (19 * 60, 24 * 60 + 6 * 60)}


def clock_part_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step puts in one part of a day what the sentence times outside it by the clock, or "": "… a
    magnitude 3.7 earthquake near Ammanford … at 03:14 on 22 October 2024" / "The Ammanford earthquake struck in the
    afternoon of 22 October 2024" (0.79 entailed before this reading). The sentence gives one time of day (no bound)
    and names no part of a day; the step names one part and no time."""
    parts = list(_STEP_DAY_PART.finditer(hypothesis))
    times = [q for q in quantities(premise) if q.kind == "clock" and not bounds(q.unit)]
    if len(parts) != 1 or len(times) != 1 or any(q.kind == "clock" for q in quantities(hypothesis)) \
            or re.search(r"\b(?:morning|afternoon|evening|night|midnight|noon|dawn|dusk)\b", premise, re.IGNORECASE):
        return ""
    if len(_unsaid(premise, hypothesis)) > 1 or re.search(r"\b(?:later|earlier|after|before|until|till|then)\b", premise,
                                                         re.IGNORECASE):
        return ""  # "The ferry left Dover at 07:45" / "The ferry arrived in Calais in the afternoon"; "began at 06:00 …
        # and ended twelve hours later": the time is another act's
    part = next(p for p in parts[0].groups() if p).lower()
    low, high = _WIDE_PARTS[part]
    minutes = times[0].value
    if low <= minutes <= high or low <= minutes + 24 * 60 <= high:
        return ""
    return f"the step says {parts[0].group(0).strip()}; the sentence says {times[0].text}"


#: a part of a year a step names: "at the start of 2023", "in early 2023", "late 2021"
_STEP_YEAR_PART = re.compile(r"\b(?:(?:the\s+)?(?P<part>beginning|start|middle|end|close)\s+of\s+|(?P<part2>early|mid|late)"
                             r"[\s-]+)(?P<year>(?:19|20)\d\d)\b", re.IGNORECASE)
#: the months each part of a year may hold, read widely
_YEAR_PARTS = {"beginning": (1, 3), "start": (1, 3), "early": (1, 4), "middle": (5, 8), "mid": (4, 9), "end": (10, 12),
               "close": (10, 12), "late": (9, 12)}
_MONTH_OF_YEAR = re.compile(rf"\b(?P<month>{_MONTHS})(?:\s+[0-3]?\d(?:st|nd|rd|th)?)?,?\s+(?P<year>(?:19|20)\d\d)\b",
                            re.IGNORECASE)


def year_part_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step puts in one part of a year what the sentence dates to a month outside it, or "": "Under a
    policy introduced by Hartwell County Council on 1 July 2023, …" / "Hartwell's stray-animal policy came into force
    at the start of 2023" (0.44 entailed, left not stated before this reading). One part on the step's side, one month
    of that year in the sentence, which names no part of a year itself, said of one act or in two words of one
    event ("introduced" / "came into force": :func:`gechat.entail.dates.same_event`)."""
    told = list(_STEP_YEAR_PART.finditer(hypothesis))
    if len(told) != 1 or _MONTH_OF_YEAR.search(hypothesis) or _STEP_YEAR_PART.search(premise) \
            or re.search(r"\b(?:again|also|too)\b", hypothesis, re.IGNORECASE):
        return ""
    mine = told[0]
    dated = [d for d in _MONTH_OF_YEAR.finditer(premise) if d.group("year") == mine.group("year")]
    if len(dated) != 1:
        return ""
    month = 1 + [n.lower() for n in MONTH_NAMES].index(dated[0].group("month").lower())
    low, high = _YEAR_PARTS[(mine.group("part") or mine.group("part2")).lower()]
    if low <= month <= high:
        return ""
    if re.search(r"\b(?:year|financial\s+year|fiscal\s+year)\s+(?:starting|beginning|ending|to)\b", premise, re.IGNORECASE) \
            or re.search(r"\b(?:will|would|shall|once|due\s+to|expected\s+to|planned|plans?\s+to)\b", premise, re.IGNORECASE):
        return ""  # "for the year starting 1 April 2024": a year of another reckoning; "approved on 1 July 2023, will
        # come into force once partner shelters are ready": the step's act is still to come
    theirs, step_acts = _acts(premise, dated[0].start()), _acts(hypothesis, mine.start())
    if not (same_event(theirs, step_acts) or (theirs & _COMING_IN and step_acts & _COMING_IN)) \
            or len(_unsaid(premise, hypothesis)) > 3:
        return ""  # "Parents were told in March 2024 that Hillside Primary School would merge …" / "… merged at the end
        # of 2024": another act's date
    return f"the step says {mine.group(0)}; the sentence says {dated[0].group(0)}"


#: words of a rule or a scheme coming in: "a policy introduced … on 1 July 2023" / "came into force"
_COMING_IN = frozenset(antonyms.stem(w) for w in "introduced force effect effective implemented adopted".split())


def _acts(text: str, at: int) -> frozenset[str]:
    """The stems of the last four words before a date past its prepositions ("introduced by Hartwell County Council
    on 1 July 2023": introduced, hartwell, county, council)."""
    found = [w for w in re.findall(r"[A-Za-z]+", text[:at]) if w.lower() not in _PLAIN][-4:]
    return frozenset(antonyms.stem(w.lower()) for w in found)

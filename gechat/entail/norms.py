"""A figure set against a norm the sentence gives by its own figure: "38 millimetres of rain in July, less than half
the 30-year July average of 81 millimetres" / "July rainfall … was above the 30-year average" (0.65 entailed before
this check).

:func:`side_of_norm` reads the sentence's one value of a measure and the norm it names with its figure ("the …
average of 81 millimetres", "its budget of £4 million"), and the side of that norm the step puts the outcome on
("above", "below", "exceeded", "fell short of"), with no figure of its own. A target the sentence places a figure
against in words ("short of the 95 percent target") is :func:`gechat.entail.target_sides.side_of_target`'s.
"""

from __future__ import annotations

import re

from gechat.entail.antonyms import stem
from gechat.entail.quantities import quantities, show
from gechat.entail.units import close
from gechat.text import content_words

_NORM_WORDS = r"average|normal|norm|mean|target|goal|budget|forecast|estimate|quota"
#: a norm the sentence gives with its figure: "the 30-year July average of 81 millimetres", "its budget of £4 million"
_NORM = re.compile(rf"\b(?:the|its|their|his|her|a|an)\s+(?:[\w'’-]+\s+){{0,4}}?(?P<noun>{_NORM_WORDS})\s+of\s+"
                   rf"(?P<figure>(?:about\s+|around\s+|some\s+)?[$€£]?\s?\d[\d,.]*\s*(?:[A-Za-z%]+(?:\s+[a-z]+)?)?)",
                   re.IGNORECASE)
#: the side of a norm a step puts an outcome on
_ABOVE = r"above|over|higher\s+than|more\s+than|greater\s+than|exceeded|exceeds|exceeding|beat|topped|surpassed"
_BELOW = r"below|under|lower\s+than|less\s+than|short\s+of|fell\s+short\s+of|beneath|within"
_SIDE = re.compile(rf"\b(?:(?P<above>{_ABOVE})|(?P<below>{_BELOW}))\s+(?:(?:the|its|their|his|her)\s+)?"
                   rf"(?:[$€£]?[\w'’.,-]+\s+){{0,4}}?(?P<noun>{_NORM_WORDS})\b", re.IGNORECASE)  # "went over its £5m
# budget", "came in under budget"


_SHARE = re.compile(r"\b(?:half|halves|third|thirds|quarter|quarters|fifth|fifths|tenth|tenths|twice|double|treble|"
                    r"times|per\s*cent|percent)\b|%", re.IGNORECASE)


def side_of_norm(premise: str, hypothesis: str) -> str:
    """The reason the step puts the sentence's one value of a measure on the other side of the norm the sentence gives
    with a figure, or ""."""
    norms, side = list(_NORM.finditer(premise)), _SIDE.search(hypothesis)
    if side is not None and _SHARE.search(side.group(0)):
        return ""  # "more than half the average", "over half of its budget": a share of the norm, not its side
    if len(norms) != 1 or side is None or re.search(r"\b(?:not|n't|never|no)\b", hypothesis, re.IGNORECASE) \
            or side.group("noun").lower() != norms[0].group("noun").lower():
        return ""
    norm = quantities(norms[0].group("figure"))
    theirs = quantities(premise)
    if len(norm) != 1 or any(q.kind not in ("year", "date") and not any(
            p.key() == q.key() and close(p.value, q.value) for p in theirs) for q in quantities(hypothesis)):
        return ""  # the step's own figure is for the other checks ("the 30-year average" is the sentence's)
    values = [q for q in quantities(premise[: norms[0].start()] + " " + premise[norms[0].end():])
              if q.key() == norm[0].key()]
    if len(values) != 1 or close(values[0].value, norm[0].value) \
            or not _of_the_steps(premise, values[0], hypothesis[: side.start()]):
        return ""
    above = values[0].value > norm[0].value
    if above == bool(side.group("above")):
        return ""
    return f"the sentence gives {show(values[0])} against the {norms[0].group('noun')} of {show(norm[0])}; the step " \
           f"says {side.group(0).split()[0]} the {side.group('noun')}"


def _of_the_steps(premise: str, value, told: str) -> bool:
    """Is the sentence's ``value`` said of what the step's words before its side name: a word of the value's part of
    the sentence begun as one of the step's ("rain" / "rainfall"), names aside ("Ticket prices … rose to £45, while the
    club's wage budget …" / "The club's wage bill was above its budget": not)?"""
    at = premise.find(value.text)
    part = re.split(r"[;,]|\b(?:while|whereas|but|and)\b", premise[:at])[-1] + premise[at:].split(",")[0]
    mine = {w.lower()[:4] for w in re.findall(r"\b[a-z][a-z]{3,}\b", told) if w not in _PLAIN}
    theirs = {w.lower()[:4] for w in re.findall(r"\b[a-z][a-z]{3,}\b", part) if w not in _PLAIN}
    return bool(mine & theirs)


_PLAIN = frozenset("was were is are been have has had with that this than from into over under above below".split())


#: a sentence's words of a first plan and of what is now expected: "originally … with completion in June 2025, is now
#: expected to … open in March 2026"
_FIRST_PLAN = re.compile(r"\b(?:originally|initially|first|previously|had\s+been\s+(?:due|scheduled|planned|expected)|"
                         r"was\s+(?:due|scheduled|planned|expected))\b", re.IGNORECASE)
_NOW_PLAN = re.compile(r"\b(?:now|instead|has\s+been\s+(?:moved|brought|pushed|put)|have\s+been\s+(?:moved|brought|"
                       r"pushed|put))\b", re.IGNORECASE)
#: a step's words of a date kept, brought forward or put back against the plan
_EARLY = re.compile(r"\b(?:ahead\s+of\s+(?:its\s+|the\s+)?(?:original\s+)?(?:schedule|plan)|earlier\s+than\s+(?:planned|"
                    r"scheduled|originally|initially|expected|first|intended)|sooner\s+than\s+(?:planned|expected)|brought\s+forward)\b",
                    re.IGNORECASE)
_LATE = re.compile(r"\b(?:behind\s+(?:its\s+|the\s+)?(?:original\s+)?schedule|later\s+than\s+(?:planned|scheduled|"
                   r"originally|initially|expected|first|intended)|delayed|postponed|pushed\s+back|put\s+back|run(?:s|ning)?\s+late)\b",
                   re.IGNORECASE)  # not a bare "late": "will open in late March 2025" is a part of a month
#: a sentence's words of a plan between its first-plan word and the first date: "originally due", "with completion
#: in", "scheduled to open"; "originally opened in June 1985" is a past event, no plan
_PLAN_WORDS = re.compile(r"\b(?:due|scheduled|planned|expected|set\s+to|slated|target\w*|completion|deadline|"
                         r"to\s+(?:open|finish|complete|launch|start|be))\b", re.IGNORECASE)
_KEPT = re.compile(r"\b(?:on\s+schedule|on\s+time|on\s+track|as\s+(?:originally\s+|initially\s+)?(?:planned|scheduled))\b",
                   re.IGNORECASE)


def schedule_turned(premise: str, hypothesis: str) -> str:
    """The reason the step says a thing keeps, beats or misses its first date otherwise than the sentence's two dates
    do, or "": "originally budgeted … with completion in June 2025, is now expected to … open in March 2026" / "… is
    now expected to open ahead of its original schedule" (0.75 entailed before this check). The sentence gives two dates
    with their years, the first after a word of the first plan and the second after "now"."""
    read = _schedule(premise, hypothesis)
    return read[1] if read and not read[0] else ""


def schedule_holds(premise: str, hypothesis: str) -> bool:
    """Does the step say the sentence's second date is later or earlier than its first the way the dates are ("… now
    expected to open in March 2026" / "later than originally planned"), so that the sentence cannot contest it?"""
    read = _schedule(premise, hypothesis)
    return bool(read and read[0])


def _schedule(premise: str, hypothesis: str) -> tuple[bool, str] | None:
    """(whether the step's word of the schedule holds, the sentence's two dates in words) or None where either side
    gives no such plan."""
    first, now = _FIRST_PLAN.search(premise), _NOW_PLAN.search(premise)
    told = _EARLY.search(hypothesis) or _LATE.search(hypothesis) or _KEPT.search(hypothesis)
    if first is None or told is None or re.search(r"\b(?:not|n't|never|no)\b", hypothesis, re.IGNORECASE):
        return None
    dated = sorted((at, q) for q in quantities(premise) if q.kind == "date" and q.unit[:1] == "y"
                   and (at := premise.find(q.text)) >= 0)
    if not dated or not first.start() < dated[0][0] or not _PLAN_WORDS.search(premise[first.start(): dated[0][0]]):
        return None
    clause = re.split(r"\b(?:while|whereas|although|though|but)\b|;", premise[dated[0][0]:], maxsplit=1)[0]
    if len(dated) == 1 and (kept := _KEPT.search(clause)) and not re.search(r"\b(?:not|n't|no\s+longer)\b", clause) \
            and set(content_words(hypothesis[: told.start()], stem)) <= set(content_words(premise[: dated[0][0]], stem)):
        return bool(_KEPT.search(hypothesis)), f"the sentence says its date of {dated[0][1].text} " \
                                               f"{dated[0][1].unit[1:]} is kept ('{kept.group(0)}'); the step says " \
                                               f"'{told.group(0)}'"  # "originally due to open in April 2025, opened on
        # time …, while a neighbouring housing scheme was delayed by a year" / "… opened later than originally planned"
    moved = _MOVED.search(premise, dated[0][0])
    if len(dated) == 1 and moved and not re.search(r"\b(?:not|n't|never|no|could|may|might|would)\s+(?:\w+\s+){0,2}$",
                                                   premise[: moved.start()]) \
            and not _ANOTHER_CLAUSE.search(premise[dated[0][0]: moved.start()]) \
            and _the_plans(premise[: dated[0][0]], hypothesis[: told.start()]):
        later, told_date = bool(moved.group("late")), f", {moved.group(0)}"  # "originally due for completion in
        # December 2025, has been delayed by 18 months" / "… as originally planned"
    elif now is not None and len(dated) == 2 and first.start() < dated[0][0] < now.start() < dated[1][0]:
        was, will = ((int(q.unit[1:]), q.value) for _, q in dated)
        if was == will:
            return None
        later, told_date = will > was, f" to {dated[1][1].text} {will[0]}"
    else:
        return None
    holds = not ((_EARLY.search(hypothesis) and later) or (_LATE.search(hypothesis) and not later)
                 or _KEPT.search(hypothesis))
    return holds, f"the sentence moves the date from {dated[0][1].text} {dated[0][1].unit[1:]}{told_date}; " \
                  f"the step says '{told.group(0)}'"


def _the_plans(planned: str, step: str) -> bool:
    """Is the step's thing the one the sentence's plan is of, every name the step gives (months aside) among the
    sentence's words before its first date ("The Orchard Lane surgery extension, originally due to open in May 2025,
    was brought forward …, while the new Castlegate health centre has slipped" / "The Castlegate health centre is
    running behind schedule": another thing's plan)?"""
    names = {w.lower() for w in re.findall(r"(?<=\s)[A-Z][\w'’-]*", step)} - _MONTH_NAMES
    return names <= {w.lower() for w in re.findall(r"[\w'’-]+", planned)}


#: words between a plan's first date and a delay that make the delay another thing's, or keep the plan: "remains on
#: schedule, although work on its northern approach road has been delayed by three months"
_ANOTHER_CLAUSE = re.compile(r"\b(?:while|whereas|although|though|but|on\s+(?:schedule|time))\b|;", re.IGNORECASE)
_MONTH_NAMES = frozenset("january february march april may june july august september october november december".split())
#: a sentence's first date put back or brought forward by a span: "has been delayed by 18 months"
_MOVED = re.compile(r"\b(?:(?P<late>delayed|postponed|pushed\s+back|put\s+back)|(?P<early>brought\s+forward))\s+by\s+"
                    r"(?:about\s+|around\s+|nearly\s+|some\s+)?(?:\d+|[a-z]+)\s+(?:days?|weeks?|months?|years?)\b", re.IGNORECASE)

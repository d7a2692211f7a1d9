"""A count the sentence gives against the step's bound of it: "Bowls England reported 2,180 affiliated clubs in 2023"
/ "Bowls England had over 3,000 clubs in 2023" (0.86 entailed by the model), "… had 71,500 members in 2023" / "…
had fewer than 60,000 members in 2023".

:func:`gechat.entail.limits.value_against_limit` leaves counts alone, since a text's count is sometimes a floor. Here
a count is read as the value when the sentence gives one count of the step's noun, not roughly ("some 2,000 clubs")
nor as a limit of its own ("at least 2,000 clubs"), and the step says nothing else the sentence does not: its words
(the bound's aside) are the sentence's, any year it gives is the year of the count's own clause, and it is neither
hedged nor denied. The figure's noun must be the count's (``Quantity.unit``: "clubs", "members"), so a bound of
another thing ("over 3,000 members" against "2,180 clubs") is not read.
"""

from __future__ import annotations

import re

from gechat.entail.changed_by import CLAUSES
from gechat.entail.limits import limits
from gechat.entail.quantities import QUANTITY_REASON, Quantity, quantities, show
from gechat.entail.units import close
from gechat.text import content_words, stem

#: a step's words of a bound, which the sentence need not say
_BOUND = re.compile(r"\b(?:more|less|fewer|than|over|under|above|below|at\s+least|at\s+most|up\s+to|exceed\w*|"
                    r"no|not)\b", re.IGNORECASE)
_HEDGED = re.compile(r"\b(?:may|might|could|would|will|likely|expected|forecast|projected|estimated|about|around|"
                     r"roughly|nearly|almost|some)\b", re.IGNORECASE)
_ROUGH = re.compile(r"\b(?:about|around|approximately|nearly|almost|roughly|some|circa|an\s+estimated|over|more\s+than|"
                    r"at\s+least|up\s+to|fewer\s+than|less\s+than|under|below|above)\s+$", re.IGNORECASE)
#: a count that is a whole of which a part is told: "of the 500 patients", "Of its 350 households"
_WHOLE = re.compile(r"\bof\s+(?:the\s+|its\s+|their\s+|all\s+|these\s+|those\s+)?$", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
#: a sentence's words of another time than its count's
_OTHER_TIME = re.compile(r"\b(?:up|down|rose|fell|grew|increased|decreased|declined)\s+(?:\w+\s+)?from\b|\b(?:a|one|two|"
                         r"three|the)\s+(?:year|month|decade|season)s?\s+(?:earlier|before|ago)\b|\b(?:previous|last|"
                         r"prior)\s+(?:year|month|season)\b", re.IGNORECASE)


def count_against_bound(premise: str, hypothesis: str) -> str:
    """The reason the sentence's one count of the step's noun breaks the step's bound of it, or "" (module text)."""
    if _HEDGED.search(hypothesis):
        return ""
    said = set(content_words(premise, stem))
    mine = {w for w in content_words(_BOUND.sub(" ", hypothesis), stem) if not any(ch.isdigit() for ch in w)}
    if not mine <= said:
        return ""
    for bound in limits(hypothesis):
        q = bound.figure
        if q.kind != "count" or not q.unit or any(x.figure.kind == "count" for x in limits(premise)):
            continue  # "designed to carry 40,000 vehicles a day, now carries more than 60,000": a limit of its own
        values = [v for v in quantities(premise) if v.key() == q.key()]
        if len(values) != 1:
            continue
        v = values[0]
        at = premise.find(v.text)
        if at < 0 or _ROUGH.search(premise[:at].rstrip("£$€ ") + " ") or _WHOLE.search(premise[:at]):
            continue  # "some 2,000 clubs", "more than 2,000 clubs": no value; "20 percent of the 500 patients" /
            # "Fewer than 150 patients were smokers": the whole, not the part the step bounds
        clause = next((c for c in _clauses(premise) if v.text in c), "")
        if not set(_YEAR.findall(hypothesis)) <= set(_YEAR.findall(clause)) \
                or (not _YEAR.search(hypothesis)
                    and (len(set(_YEAR.findall(premise))) > 1 or _OTHER_TIME.search(premise))):
            continue  # "… 2,180 clubs in 2023, down from 2,420 in 2013" / "… over 3,000 clubs in 2013": another time;
            # "9,800 members, up from 8,100 a year earlier" / "fewer than 9,000 members": which time is unsaid
        if not _of_the_steps(clause, v, hypothesis[: bound.start], hypothesis):
            continue
        sign = -1 if bound.upper else 1
        a, b = sign * q.value, sign * v.value
        if b < a or (close(a, b) and bound.strict):
            return f"{QUANTITY_REASON}{bound.words} {_as_written(q, hypothesis)}; the sentence says " \
                   f"{_as_written(v, premise)}"
    return ""


#: words of a count's clause that say only that the sentence gives it ("reported", "had", "recorded")
_GIVING = frozenset(stem(w) for w in "had has have having reported reports report recorded records record counted counts "
                    "registered registers listed lists numbered numbers totalled totals held holds there was were is are "
                    "according said says figures show showed data official annual review stood across during "
                    "throughout within among now currently today still".split())
#: a time or part a count's clause narrows it to: "at launch", "on Monday alone", "on its first day", "so far"
_NARROWED = re.compile(r"\b(?:alone|at\s+launch|initially|on\s+(?:its|the)\s+(?:first|opening)|so\s+far|by\s+then|"
                       r"twice\s+as|as\s+many|a\s+further|in\s+(?:its|the)\s+(?:first|opening|last))\b", re.IGNORECASE)


def _of_the_steps(clause: str, v: Quantity, before_bound: str, hypothesis: str) -> bool:
    """Is the count ``v`` the one the step bounds? Its clause's words before it are the step's subject and a verb of
    having or reporting ("Bowls England reported 2,180 …" / "Bowls England had over 3,000 …"; not "Hearts had 2,180
    members, while Hibs …" / "Hibs had more than 3,000", nor "opened 35 stores" / "has more than 100 stores"); the
    words after its noun add nothing the step does not say but a year ("900 families in Leeds" / "helped more than
    1,000 families"); and no word narrows it to a time or a part ("400 users at launch and now counts millions")."""
    at = clause.find(v.text)
    step = set(content_words(hypothesis, stem))
    lead = set(content_words(clause[:at], stem)) - _GIVING
    subject = {w for w in content_words(before_bound, stem)} - _GIVING
    if not (subject or lead) or not subject <= lead | step or not lead <= step:
        return False  # (a step that opens with its bound, "Fewer than 300 level crossings … were inspected by Network
        # Rail", names its subject after it: the clause's words before the count must be the step's)
    noun = re.match(rf"{re.escape(v.text)}\s*(?:[A-Za-z-]+\s+){{0,2}}?{re.escape(v.unit[:4])}\w*", clause[at:],
                    re.IGNORECASE)
    rest = clause[at + (noun.end() if noun else len(v.text)):]
    tail = {w for w in content_words(rest, stem) if not w[:1].isdigit()} - _GIVING
    return tail <= step and not _NARROWED.search(clause)


def _clauses(text: str) -> list[str]:
    return [c for c in CLAUSES.split(text) if c.strip()]


def _as_written(q: Quantity, text: str) -> str:
    """A count with its noun as ``text`` writes it ("2,180 affiliated clubs", "3,000 clubs")."""
    m = re.search(rf"(?<![\d,.]){re.escape(q.text)}\s+((?:[A-Za-z][\w-]*\s+){{0,2}}?{re.escape(q.unit[:4])}\w*|"
                  rf"[A-Za-z][\w-]*)", text, re.IGNORECASE)
    return f"{q.text} {m.group(1)}" if m else show(q)

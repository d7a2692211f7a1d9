"""Two places or things a step compares by a comparative adjective, against the figures the sentence gives each.

"On 3 February, Alpenkamm resort reported a 145 cm snow base at its summit and 60 cm in the village" / "The village
had a deeper snow base than the summit" (0.61 entailed before this reading). :func:`gaps` and
:func:`gechat.entail.compared_counts.compared_figures` read a name with the figure after it and "more" or "fewer"; here
the figure may stand before its place, and the step says "deeper", "higher", "cheaper" …

:func:`compared_conflict` reads:

* the step: one comparative of :data:`MORE` or :data:`LESS` with "than" after it, no denial, no hedge; its side is
  the content words before the comparative (without the measure the step names), the other side the words after
  "than";
* the sentence, cut into parts at commas, ";", "and", "but", "while", "whereas": each side's last word in exactly one
  part, the two parts apart, each with exactly one figure, both of one kind and unit;
* the measure: every content word the step gives between the comparative and "than" is the sentence's;
* a conflict when the figures go the other way from the comparative.

Since session 72 also "more", "fewer" and "less" before "than" (counts and amounts, not percentages; not a bound,
"more than 6,000", nor a gap the step gives, "530 more finishers than"); a figure in brackets after each side's name
("with Leeds Rhinos recording the highest home average (13,770) ahead of Warrington Wolves (11,900)"); a side named
in a part without a figure whose figure a later part gives after an aside ("York Knights, who moved to the LNER
Community Stadium in 2021, averaged 3,240"); and, where one side's figure is found, the other's among the parts with
one figure of its kind that name most of the side's words ("… of which 3,120 involved the RNLI's lifeboats and 1,870
the coastguard's own helicopters"). :func:`compared_kept` reads the comparison the figures' way round as a
restatement (:func:`gechat.entail.restatements.restatement`) where the step gives no figure, no year the sentence
does not, and no word the sentence does not.
"""

from __future__ import annotations

import re

from gechat.entail.antonyms import antonyms_of
from gechat.entail.antonyms import stem as act_stem
from gechat.entail.changed_by import CLAUSES
from gechat.entail.quantities import quantities, show
from gechat.entail.figure_guards import (  # size, _units_named, _verb_word: read by the readings built on this one
    _BASE, _MONTH, _OWN_RATE, _PERIOD, _PHYSICAL, _PLACED, _WHICH_TIME, _alike, _units_named, _verb_unit, _verb_word,
    size,
)
from gechat.text import content_words, stem

#: comparatives of the larger side
MORE = frozenset("deeper higher larger bigger greater longer heavier warmer faster taller older wider thicker "
                 "costlier dearer".split())
#: comparatives of the smaller side
LESS = frozenset("shallower lower smaller shorter lighter cooler colder slower younger narrower thinner cheaper".split())
_COMPARATIVE = re.compile(r"\b(?P<cmp>" + "|".join(sorted(MORE | LESS)) + r")\b(?P<measure>[^.;]{0,40}?)\bthan\s+"
                          r"(?P<other>[^,;.]+)", re.IGNORECASE)
_UNSURE = re.compile(r"\b(?:not|n't|never|no|(?-i:may)|might|could|would|likely|expected|forecast|if|whether|"
                     r"slightly|about|roughly)\b(?!-)", re.IGNORECASE)  # not "Would-be allotment holders"
#: a step's words for what a percentage measures ("won a larger share of the vote than Labour")
_SHARES = frozenset(stem(w) for w in "share proportion percentage".split())
#: words of figures to come, not given
_FORECAST = re.compile(r"\b(?:expect\w*|forecast\w*|predict\w*|project(?:s|ed|ions?)|will|would|(?-i:may)|might|could|"
                       r"target\w*|aims?)\b", re.IGNORECASE)
#: the whole a percentage is of: "41 per cent of turnover"
_WHOLE = re.compile(r"(?:%|\bper\s+cent|\bpercent)\s+of\s+(?:the\s+|all\s+)?([a-z]+)", re.IGNORECASE)
#: words of a side that name no place or thing
_PLAIN = frozenset(stem(w) for w in "had has have was were is are reported recorded showed found there its their "
                   "according report".split())


def _side(text: str) -> set[str]:
    return {w for w in content_words(re.sub(r"['’]s\b", "", text), stem) if w not in _PLAIN
            and not any(ch.isdigit() for ch in w)}


def compared_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's comparison of two sides goes the other way from the figures the sentence gives each,
    or "" (module docstring)."""
    read = _reading(premise, hypothesis)
    if read is None:
        return ""
    m, a, b, more, _ = read
    if size(a) == size(b) or (size(a) > size(b)) == more:
        return ""
    return f"the step says '{m.group('cmp')} … than'; the sentence gives {_shown(a)} and {_shown(b)}"


def _shown(q) -> str:
    """A figure as a reader writes it: "£72,500", "£4.2 million", "14%"."""
    if (q.value < 1e6 or q.kind == "count") and q.value == int(q.value) and q.kind in ("money", "count"):
        return f"{q.unit}{q.value:,.0f}" if q.kind == "money" else f"{q.value:,.0f}"  # "780,000", not "780000"
    return show(q)


def compared_kept(premise: str, hypothesis: str) -> bool:
    """Does the step compare two sides the way the figures the sentence gives each go, saying nothing the sentence
    does not ("Leeds Rhinos recording the highest home average (13,770) ahead of Warrington Wolves (11,900)" /
    "Warrington Wolves had a lower home average than Leeds Rhinos")? Each of the step's words is the sentence's, any
    year it gives is the sentence's, and the measure it names is in a side's own part."""
    read = _reading(premise, hypothesis)
    if read is None:
        return False
    m, a, b, more, sides = read
    said = set(content_words(premise, stem))
    own = _side(hypothesis) - {stem(m.group("cmp").lower())} - _CHEAP
    years = set(re.findall(r"\b(?:19|20)\d\d\b", hypothesis))
    figures = re.search(r"\d", re.sub(r"\b(?:19|20)\d\d\b", " ", hypothesis))  # "€500 higher": a gap, the gap
    # readings' to weigh
    told = set(re.findall(r"\b(?:19|20)\d\d\b", " ".join(sides)))
    return not figures and size(a) != size(b) and (size(a) > size(b)) == more and own <= said \
        and years <= set(re.findall(r"\b(?:19|20)\d\d\b", premise)) and told <= years | (told if not years else set())
    # "York recorded fewer burglaries than Leeds in 2022" of "… 1,240 in 2023, up from 1,100 in 2022, while York
    # recorded 980 in 2023": the figures' parts tell another year


#: words a comparison of counts adds that the sentence need not say ("more often", "more times")
_CHEAP = frozenset(stem(w) for w in "often times time now currently holds hold held".split())  # "now holds a smaller
# share … than"
#: "more", "fewer" and "less" compare counts and amounts as the adjectives compare measures
_COUNTED = {"more": True, "fewer": False, "less": False}
_COUNTED_RX = re.compile(r"\b(?P<cmp>more|fewer|less)\b(?P<measure>[^.;]{0,40}?)\bthan\s+(?P<other>[^,;.]+)",
                         re.IGNORECASE)


def _reading(premise: str, hypothesis: str):
    """(the step's comparative, its side's figure, the other side's, whether it says the first is larger), or None
    (module docstring)."""
    step = step_comparison(hypothesis)
    if step is None:
        return None
    m, more, mine, other, measure, shares = step
    counted = m.re is _COUNTED_RX  # "more votes": counts or amounts, not percentages of wholes the step may not mean
    units = _units_named(_RATE.sub(" ", m.group("measure")))  # "more kilometres of segregated lanes" of "27 km …": the unit is the
    # figures', however the sentence writes it
    if not measure - set(units) <= set(content_words(premise, stem)):
        return None
    parts = [p for p in CLAUSES.split(_JOINED_NAMES.sub(r"\1 & \2", premise)) if p.strip()]  # not at the comma of
    # "18,400", nor at the "and" of "Bath and North East Somerset"

    figures = _own_figures
    names = {stem(w.lower()) for w in re.findall(r"\b[A-Z][a-z]+", hypothesis)}

    def figure_of(side: set[str], like=None):
        if like is not None:  # the other side's figure is known: only figures of its kind
            fits = lambda q: q.kind == like.kind and (not like.unit or not q.unit or q.unit == like.unit)  # noqa: E731
            return _figure_like(parts, side, [p for p in parts if len([q for q in figures(p) if fits(q)]) == 1], fits)
        last = min(side & names or side, key=lambda w: (-len(w), w))  # the side's longest word, a name's first
        # ("A room in Leeds costs more": Leeds), in one part with one figure
        holding = [p for p in parts if last in set(content_words(p, stem))]
        if len(holding) == 1 and not figures(holding[0]):
            holding = _told_after(parts, parts.index(holding[0]), figures) or holding
        if len(holding) != 1 or len(figures(holding[0])) != 1:  # else the one part with one figure that holds a
            # word of the side ("the medical wards at 89%"; not "averaged 94% compliance on the trust's 31 inpatient
            # wards", which has two of two kinds); not where the longest word's part holds two figures of one kind, a
            # change of the side's own ("Rents in Manchester rose from £950 to £1,100 …, while … rents in Bolton
            # averaged £780")
            kinds = [q.key() for q in figures(holding[0])] if len(holding) == 1 else []
            if len(kinds) != len(set(kinds)):
                return None, -2  # no other part may stand for it
            holding = [p for p in parts if side & set(content_words(p, stem)) and len(figures(p)) == 1]
        if len(holding) != 1 or len(figures(holding[0])) != 1:
            return None, -1
        return figures(holding[0])[0], parts.index(holding[0])

    (a, at_a), (b, at_b) = figure_of(mine), figure_of(other)
    told_after = (a is not None and _aside_before(parts, at_a, mine), b is not None and _aside_before(parts, at_b, other))
    alike = (a is None) != (b is None) and -2 not in (at_a, at_b)
    if alike:  # "Skegness launched 112 times …; … 38% of Skegness launches …": of the parts
        # that name the side, the one with a figure of the other side's kind, naming most of the side's words
        (a, at_a), (b, at_b) = (figure_of(mine, b), (b, at_b)) if a is None else ((a, at_a), figure_of(other, a))
    if at_a == at_b >= 0 and (rest := mine - set(content_words(parts[at_b], stem))):
        (a, at_a) = figure_of(rest)  # "the second contractor's quote for the roof repairs" / "The first contractor
        # quoted £85,000 for the roof repairs and the second £72,500": the words the other side's part holds too
        # ("roof repairs") name neither side
    sides = (parts[at_a], parts[at_b]) if a is not None and b is not None else ("", "")
    new = counted or told_after[0] or told_after[1] or alike  # a reading added in session 72: the figure's own words
    # must be the step's (``_measured_so``)
    if (a is None or b is None or at_a == at_b) and -2 not in (at_a, at_b):
        new = True
        (a, side_a), (b, side_b) = _bracketed(premise, mine), _bracketed(premise, other)  # "Leeds Rhinos … (13,770)
        # ahead of Warrington Wolves (11,900)": a figure in brackets after each side's name
        at_a, at_b, sides = (0, 1, (side_a, side_b)) if a is not None and b is not None else (-1, -1, ("", ""))
    if a is None or b is None or at_a == at_b or a.kind != b.kind \
            or (a.unit and b.unit and a.unit != b.unit and (a.unit not in _BASE or b.unit not in _BASE)
                and not _verb_unit(a, b)) \
            or (shares and a.kind != "percent") or (counted and a.kind == "percent") \
            or (units and a.kind not in units.values()):
        return None
    if _CHANGE_NOUN.search(m.group("measure")) and not all(_CHANGE_WORD.search(part) for part in sides):
        return None  # "a bigger rent increase than Leeds" of "£198 in Manchester …, compared with £176 in Leeds":
        # levels, not the changes the step compares
    wholes = {w.group(1).lower() for part in sides for w in _WHOLE.finditer(part)}
    if _FORECAST.search(_NORM_SET.sub(" ", premise)) and not _FORECAST.search(hypothesis):
        return None  # "expected jewellery to account for 41 per cent of next year's turnover …": no figures yet
    if shares and len(wholes) > 1:
        return None  # "41 per cent of turnover and … 23 per cent of lots sold": shares of two wholes
    named = {stem(w) for w in re.findall(r"\b[A-Z][a-z]+", m.group("measure")) if not _MONTH.fullmatch(w)} - mine
    # not a side told after the comparative ("longer in Bath than in Bristol"), nor a month ("from April 2025")
    if any((w in set(content_words(sides[0], stem))) != (w in set(content_words(sides[1], stem))) for w in named):
        return None  # "… 34 per cent of the vote in Wales and the Conservatives 24 per cent in Scotland" / "The
        # Conservatives won a larger share of the vote in Scotland than Labour": Labour's Scottish share is not given
    if new and not (_measured_so(sides[0], a, hypothesis, mine | other, sides[1])
                    and _measured_so(sides[1], b, hypothesis, mine | other, sides[0])):
        return None  # "Leeds has 800,000 residents and York 200,000" / "York received more tourists than Leeds";
        # "Chelsea scored 77 and conceded 23" / "Chelsea conceded fewer goals …": another measure's figure
    timed = [{w for w in side if _PERIOD.fullmatch(w)} for side in (mine, other)]  # "in March than in February"
    for at in (at_a, at_b) if not (timed[0] and timed[1]) else ():
        nxt = parts[at + 1] if 0 <= at < len(parts) - 1 and at + 1 not in (at_a, at_b) else ""
        if nxt and not re.search(r"\b[A-Z]", _MONTH.sub(" ", nxt)) and (_MONTH.search(nxt) or _WHICH_TIME.search(nxt)) \
                and any(q.kind == a.kind for q in _figures(nxt)):
            return None  # "York recorded 900 in March and 1,500 in April": a side with figures of two times
    sided = timed[0] | timed[1] if timed[0] and timed[1] else set()
    if not _alike(sides, (a, b), hypothesis[: m.start()] if _PLACED.match(m.group("measure")) else None, at_a < at_b,
                  sided, len(_MONTH.findall(premise)) > 1, hypothesis):
        return None
    if any((told := set(_YEARS.findall(part))) and not set(_YEARS.findall(hypothesis)) <= told for part in sides):
        return None  # "… carried 2.4 million passengers in 2023 …" / "… more passengers than Brill Air in 2022"
    if not measure and m.group("cmp").lower() in _PHYSICAL and a.kind in ("money", "percent"):
        return None  # "Kendal's new library cost £4.2 million and Penrith's £3.1 million" / "Penrith's library is
        # bigger than Kendal's": a size, not a cost
    months = {w.lower() for w in _MONTH.findall(hypothesis) if stem(w.lower()) not in sided}  # not the sides
    if months and any((theirs := {w.lower() for w in _MONTH.findall(part)}) and not months <= theirs for part in sides):
        return None  # "… sold 1,250 loaves in March and 1,310 in April" / "… than the Alder Street bakery in April"
    return m, a, b, more, sides


#: a step's measure that is a change, and a part's words that tell one
_CHANGE_NOUN = re.compile(r"\b(?:increases?|rises?|falls?|drops?|growth|declines?|gains?|cuts?|decreases?|jumps?|"
                          r"reductions?)\b", re.IGNORECASE)
_CHANGE_WORD = re.compile(r"\b(?:up|down|rose|fell|grew|increased?|rise|fall|drop(?:ped)?|declined?|gained?|cut|"
                          r"decreased?|jumped|climbed|slipped)\b", re.IGNORECASE)
#: two capitalised words joined by "and", one name ("Kennet and Avon")
_JOINED_NAMES = re.compile(r"\b([A-Z][\w'’-]*) and ([A-Z][\w'’-]*)")
#: "one" standing for the step's thing, not a count: "more per week than one in Manchester"
_ONE_OF = re.compile(r"\s*one\s+(?:in|at|on|from|for)\s+[A-Z]")
#: a rate the figures are given at: "per week", "a year"
_RATE = re.compile(r"\b(?:per|a|an|each)\s+(?:week|month|year|day|night|hour)\b", re.IGNORECASE)


def step_comparison(hypothesis: str):
    """(the step's one comparative, whether it says its own side is the larger, the words naming its side, the
    other side's, the measure's, the share words among them), or None: "Towcester staged more races than Romford"
    gives ({towcest}, {romford}, {race}). Not a hedged or denied step, a bound ("more than 40 households") or a gap
    ("530 more finishers than …", read by the gap readings)."""
    found = list(_COMPARATIVE.finditer(hypothesis)) + list(_COUNTED_RX.finditer(hypothesis))
    if len(found) != 1 or _UNSURE.search(hypothesis):
        return None
    m = found[0]
    if re.search(r"\d[\d,.]*\s*(?:%|p|per\s+cent|(?!(?:was|were|is|are|had|has|have|did|does|do)\b)[a-z]+)?"
                 r"(?:\s+(?:a|an|per)\s+[a-z]+)?\s*$", hypothesis[: m.start()]):
        return None  # "12.5p a litre cheaper than": a gap, the gap readings'
    if m.re is _COUNTED_RX and (re.match(r"\s*(?:[$€£]?\d|one|two|three|four|five|six|seven|eight|nine|ten|half|a\b|an\b)",
                                          m.group("other"), re.IGNORECASE)
                                and not (m.group("measure").strip() and _ONE_OF.match(m.group("other")))
                                or re.search(r"\d", hypothesis[: m.start()])):
        return None
    measure = _side(_RATE.sub(" ", m.group("measure"))) - _CHEAP  # "costs more per week than": the figures' rate
    shares, measure = measure & _SHARES, measure - _SHARES  # "a larger share of the vote": a percentage's measure,
    # which the sentence need not name
    mine, other = _side(hypothesis[: m.start()]) - measure, _side(m.group("other")) - measure
    if _PLACED.match(m.group("measure")) and _PLACED.match(m.group("other")):
        mine, measure = _side(m.group("measure")), set()  # "Applicants wait longer in Bath than in Bristol": the
        # sides are the two places, the words before the comparative what is measured
    mine, other = mine - other, other - mine  # "on the medical wards" / "on the surgical wards": the words they
    # share name neither side
    if not mine or not other:
        return None
    more = _COUNTED[m.group("cmp").lower()] if m.re is _COUNTED_RX else m.group("cmp").lower() in MORE
    return m, more, mine, other, measure, shares


#: words beside a figure that name no measure of their own ("recorded 980", "averaged 3,240", "at 28,300")
_GENERIC = frozenset(stem(w) for w in "had has have was were is are recorded reported reached totalled totaled "
                     "averaged average stood numbered at with on of in a an the its their total figure level about "
                     "around some just nearly almost over under per cent percent rose fell slipped climbed grew "
                     "dropped declined increased decreased jumped edged compared against versus own million billion "
                     "thousand bn followed by ahead behind times twice double triple half roughly".split())  # a level's move or unit names no
# measure: "whose share slipped to 8.6 per cent"


def _measured_so(part: str, q, hypothesis: str, sides: set[str], other_part: str) -> bool:
    """Do the words next to the figure ``q`` in its part measure what the step compares? The nearest word after it
    (its noun, "58 choirs") must be the step's; the nearest before it (its verb, "scored 77") the step's, or, where a
    noun after it is the step's, no antonym of a step's word ("Labour won 41 seats" for "lost more seats"); names of
    the sides, superlatives and plain words ("recorded", "averaged", "at") aside. A part that gives only a name and a
    figure ("and York 200,000") is read by the other side's part's words."""
    at = re.search(rf"(?<![\w.,]){re.escape(q.text)}(?![\d])", part)
    if at is None:
        return False
    step = set(content_words(hypothesis, stem))
    acts = set(content_words(hypothesis, act_stem))  # "lost" and "losing" one verb
    units = set(_units_named(hypothesis).values())
    said = lambda w: stem(w) in step or act_stem(w) in acts or bool(  # noqa: E731
        units & set(_units_named(w).values()))  # "27 km" for "more kilometres"

    def near(text: str) -> list[str]:  # names aside ("York 200,000"), and superlatives
        return [w for w in (re.sub(r"['’]s$", "", x) for x in re.findall(r"[A-Za-z][\w'’-]*", text))
                if content_words(w, stem) and not (w[:1].isupper() and stem(w) in sides)
                and not (w.lower().endswith("est") or w.lower() in ("most", "least"))]

    before, after = [w for w in near(part[: at.start()])[-1:] if stem(w.lower()) not in _GENERIC], \
        [w for w in near(_OWN_RATE.sub("", _SCALE.sub("", part[at.end():], count=1), count=1))[:1] if stem(w.lower()) not in _GENERIC
         and not _SETTING_AFTER.match(part[at.end():]) and not _verb_word(w)]  # "1.02 million visitors": the noun after the scale; not a
    # setting after the figure ("£198 in Manchester this academic year")
    if not before and not after and other_part:
        return _measured_so(other_part, _first_figure(other_part) or q, hypothesis, sides, "")
    if not after and re.search(r"\b(?:at|with|on)\s+$", part[: at.start()]) and any(
            said(w.lower()) and stem(w.lower()) not in _GENERIC for w in near(part[: at.start()])):
        return True  # "Devon kept the most clubs of any county at 142": the step's noun told before the figure
    if after and not said(after[0].lower()):
        return False  # "800,000 residents" for "more tourists"
    noun = re.match(r"\s*[A-Za-z]+\s+of\s+(?:the\s+)?([a-z]+)", part[at.end():]) if after and _units_named(after[0]) \
        else None
    if noun and stem(noun.group(1)) not in _GENERIC and not said(noun.group(1)):
        return False  # "52 km of hedges" for "more kilometres of footpaths": the unit's noun is another
    if before and not said(before[0].lower()) and (not after or any(
            stem(x) in step for x in antonyms_of(before[0].lower()))):
        return False  # "scored 77" for "conceded fewer goals"; "won 41 seats" for "lost more seats"
    return True


_SCALE = re.compile(r"^\s*(?:million|billion|thousand|trillion|bn|m|k)\b", re.IGNORECASE)
#: a figure followed by its setting, not its noun: "£198 in Manchester", "5,600 in the same period"
_SETTING_AFTER = re.compile(r"\s*(?:in|at|across)\s+(?:the\s+)?(?:[A-Z]|(?:same\s+period|city|town|county|borough|"
                            r"district|region|country)\b)")


def _figures(text: str) -> list:
    """The figures of ``text`` that measure something: not years, seasons ("2023-24"), dates, times of day, weekdays
    or ranks."""
    return [q for q in quantities(text) if q.kind not in ("year", "date", "clock", "weekday", "ordinal")
            and not re.search(rf"\b(?:19|20)\d\d[-/–]{re.escape(q.text)}\b", text)]


#: words before a figure that set a norm for the side's own figure: "against a target of 40 km", "of a planned 30 km"
_NORM_BEFORE = re.compile(r"\b(?:target|goal|budget|plan|planned|pledged?|aim|cap|limit|ceiling|quota|allocation)"
                          r"(?:\s+of)?\s*[£$€]?\s*$", re.IGNORECASE)


#: a norm set beside a side's own figure, with its figure: "against a target of 40 km", "of a planned 30 km"
_NORM_SET = re.compile(r"\b(?:against|of|with)\s+(?:a|an|its|their|the)\s+(?:\w+\s+)?(?:target|goal|budget|plan|planned|"
                       r"pledged?|aim|cap|limit|ceiling|quota|allocation)(?:\s+of)?\s*[£$€]?\s*\d[\d,.]*(?:\s+[a-z]+)?",
                       re.IGNORECASE)


def _own_figures(text: str) -> list:
    """:func:`_figures` without a norm's figure set beside the side's own ("delivered 27 km … against a target of
    40 km": 27 km), where one of its own is left."""
    found = _figures(text)
    own = [q for q in found if not _NORM_BEFORE.search(text[: _at(text, q)])]
    return own if own and len(own) < len(found) else found


def _at(text: str, q) -> int:
    at = re.search(rf"(?<![\w.,]){re.escape(q.text)}(?![\d])", text)
    return at.start() if at else len(text)


def _first_figure(part: str):
    found = _figures(part)
    return found[0] if found else None


def _aside_before(parts: list[str], at: int, side: set[str]) -> bool:
    """Was the side's figure found in a part after the one that names it (:func:`_told_after`)?"""
    return at >= 0 and not side & set(content_words(parts[at], stem))


def _bracketed(premise: str, side: set[str]):
    """The figure in brackets right after the one name of the side in the sentence, with the words before it
    ("Falmouth's operations centre handled the most calls (2,640)"), or (None, "")."""
    found = []
    for f in re.finditer(r"\((?P<fig>[$€£]?\d[\d,.]*\s*(?:%|[a-z]+)?)\)", premise):  # not "(2022: 5,900)", a year's
        names = [n for n in re.finditer(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*", premise[: f.start()])
                 if n.end() >= f.start() - 40 and "(" not in premise[n.end(): f.start()]]  # the last name within 40
        # characters before the brackets: "Average weekly footfall at Meadowhall (412,000)" is Meadowhall's
        if names and side & set(content_words(names[-1].group(0), stem)):
            found.append((f, names[-1].start()))
    figures = _figures(found[0][0].group("fig")) if len(found) == 1 else []
    return (figures[0], premise[found[0][1]: found[0][0].end()]) if len(figures) == 1 else (None, "")


def _figure_like(parts: list[str], side: set[str], candidates: list[str], fits):
    """(the figure that ``fits``, its part's index) of the one candidate part that names most of the side's words, or
    (None, -1)."""
    named = [(len(side & set(content_words(p, stem))), p) for p in candidates]
    best = max((n for n, _ in named), default=0)
    top = [p for n, p in named if n == best]
    if not best or len(top) != 1:
        return None, -1
    return next(q for q in _figures(top[0]) if fits(q)), parts.index(top[0])


def _told_after(parts: list[str], at: int, figures) -> list[str]:
    """The part that gives the figure of a side named in a part without one, told after an aside ("York Knights, who
    moved to the LNER Community Stadium in 2021, averaged 3,240"): the first later part with a figure, if it opens
    with a verb or word of its own (no new name) and at most two parts without a figure stand between; else []."""
    for k in range(at + 1, min(at + 4, len(parts))):
        if figures(parts[k]) and _NORM.search(parts[k]) and re.match(r"\s*(?:which|who|that)\b", parts[k]):
            continue  # "Bristol Airport, which has permission to grow to 12 million passengers a year, handled 10.6
            # million": an aside of what may be, no figure of the side's
        if figures(parts[k]):
            opens = re.match(r"\s*([a-z]+)", parts[k])
            own = opens and opens.group(1) not in _NOT_OWN and (k == at + 1 or opens.group(1) not in _RELATIVE)
            return [parts[k]] if own and not re.search(r"\b[A-Z]", parts[k]) else []  # "Corbetts, whose share slipped
            # to 8.6 per cent"; not "with York on 3,240", another's figure, nor "…, who moved to the LNER Community
            # Stadium in 2021, which holds 8,500", the nearer noun's
        if re.search(r"\b[A-Z]", parts[k]):
            return []  # another name between: "while Leeds, where figures are delayed, and Bradford, which recorded …"
    return []


#: words that open a part telling another's figure
_NOT_OWN = frozenset("with while whereas and but including compared against".split())
#: words of what may or should be, not what was
_NORM = re.compile(r"\b(?:permission|permitted|capacity|target|plans?|planned|aims?|allowed|could|would|will|may|might|"
                   r"up\s+to|limit|cap)\b", re.IGNORECASE)
#: words that open a part telling of the noun right before it
_RELATIVE = frozenset("which who whom whose where".split())


_YEARS = re.compile(r"\b(?:19|20)\d\d\b")


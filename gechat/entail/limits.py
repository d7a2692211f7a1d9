"""Figures given as limits: "at most 23 kg", "up to 30 kg", "at least 40 people", "more than 30 people".

:mod:`gechat.entail.quantities` leaves a bounded number out (it does not state the value), so two limits of
the same thing were never compared: "Each checked bag may weigh no more than 23 kilograms" and "Checked bags of
up to 30 kg are permitted" read as entailed (0.67), "At least 40 people were evacuated" and "More than 30
people were evacuated" as contradicted (0.98). Here:

* ``limit_conflict``: the step's limit and the sentence's limit of the same direction and unit differ: two
  upper limits, a capacity or a cap ("may weigh no more than 23 kilograms" / "bags of up to 30 kg are
  permitted"), or two lower limits both stated as a rule ("must be at least 12 characters" / "a minimum of 8
  characters"); a limit against a plain value is left to the other checks (a rule is not what happened);
* ``limit_unstated``: a limit of the step that does not follow from the sentence's figures of the same measure
  ("at least 40 people were evacuated" / "more than 50 people": not supported, not contradicted);
* ``limits_follow``: every limit the step gives follows from a limit or a value of the sentence ("at least 40"
  or "42" gives "more than 30"), which :func:`gechat.entail.restatements.restatement` takes as entailed when the
  rest of the two sentences holds the same words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from gechat import caches
from gechat.entail.wholes import of_counts
from gechat.entail.quantities import (
    CALENDAR, FACTORS, QUANTITY_REASON, UNITS, Quantity, close, quantities, show, singular, without_names,
)
from gechat.entail.arithmetic import worked_out
from gechat.entail.written import numbers
from gechat.entail.units import over_a_span, scale_of
from gechat.text import content_words, stem

_UPPER = r"at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to|(?:a\s+)?maximum\s+(?:[a-z]+\s+)?of|" \
         r"no\s+greater\s+than|" \
         r"not\s+(?:to\s+)?exceed(?:ing)?|(?:must|may|shall|does|do|cannot|can)\s+not\s+exceed|" \
         r"\bcap(?:s|ped|ping)?(?:\s+(?!at\b)[\w'-]+){0,3}\s+at|\blimit(?:s|ed|ing)?(?:\s+(?!to\b)[\w'-]+){0,4}\s+to|" \
         r"(?:a\s+)?(?:cap|ceiling|limit)\s+of"  # "cap attendance at 55,000", "raise the limit … to 62,000"
_UPPER_STRICT = r"less\s+than|fewer\s+than|below|under"
_LOWER = r"at\s+least|no\s+less\s+than|not\s+less\s+than|no\s+fewer\s+than|(?:a\s+)?minimum\s+of"
_LOWER_STRICT = r"more\s+than|greater\s+than|in\s+excess\s+of|above|over|exceed(?:ed|s)?|surpass(?:ed|es)?|topped"
_BOUND = re.compile(rf"\b(?:(?P<upper>{_UPPER})|(?P<upper_strict>{_UPPER_STRICT})|(?P<lower>{_LOWER})|"
                    rf"(?P<lower_strict>{_LOWER_STRICT}))\s+(?=[$€£]?\s*\d|(?:one|two|three|four|five|six|seven|"
                    rf"eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
                    rf"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)\b)",
                    re.IGNORECASE)
#: bound words that are also prepositions of place, read as bounds only before a measure ("above 70 percent", "over
#: $5 million", "under 2 kilograms")
_PLACE_WORDS = frozenset({"above", "below", "over", "under"})
#: words by which a limit is a rule (what is allowed or required), not a count of what happened
_RULE = re.compile(r"\b(?:may|must|can|cannot|shall|should|permit\w*|allow\w*|requir\w*|maximum|minimum|limit\w*|"
                   r"cap|capped|exceed\w*|eligible|entitled)\b", re.IGNORECASE)
_DENIED = re.compile(r"\b(?:not|never|n't|cannot|no|none)\b[^.;,]*$", re.IGNORECASE)  # "no gap exceeds 470 mm"
#: the words that make a limit, left out when the rest of two sentences is compared
_BOUND_WORDS = frozenset("least most more less fewer greater than up maximum minimum exceed exceeding excess above below "
                         "over under exceeded exceeds surpassed surpasses topped".split())


@dataclass(frozen=True)
class Limit:
    upper: bool  # an upper limit ("at most"); else a lower one ("at least")
    strict: bool  # "less than", "more than"
    figure: Quantity
    words: str = ""  # the bound words as written ("no more than")
    context: frozenset[str] = frozenset()  # content words around the limit, its figure's unit left out
    start: int = -1  # where the bound words begin in the text


@lru_cache(maxsize=caches.TEXTS)
def limits(text: str) -> tuple[Limit, ...]:
    """The limits ``text`` gives, each with the figure after its bound words."""
    out = []
    for m in _BOUND.finditer(text):
        after = quantities(text[m.end() : m.end() + 60])
        if not after or after[0].kind in ("date", "year", "clock", "label"):
            continue
        if m.group(0).split()[0].lower() in _PLACE_WORDS and after[0].kind == "count" \
                and not _HAVING.search(text[: m.start()]):
            continue  # "jumps over three others", "flew over 20 countries": a place, not a bound (but "had over 3,000
            # clubs", "employs under 50 people")
        next_word = re.match(r"\s*\S+\s+\S+\s+(\w+)", text[m.end():])  # "over 90 minutes of …"
        if m.group(0).split()[0].lower() == "over" and over_a_span(
                " ".join(text[: m.start()].split()[-1:]), after[0].unit, next_word.group(1) if next_word else ""):
            continue  # "was administered over 90 minutes": the time a doing is spread across
        kind = m.lastgroup or ""
        if _DENIED.search(text[max(0, m.start() - 40) : m.start()]) and not m.group(0).lower().startswith(("no", "not")):
            if kind not in ("lower_strict", "upper_strict") or _PLACE_WORDS & {m.group(0).split()[0].lower()} \
                    or re.search(r"\b(?:until|till|before|after|since|unless)\b", text[max(0, m.start() - 40): m.start()],
                                 re.IGNORECASE):
                continue  # "did not reopen until more than 90 days after": no limit
            kind = "upper" if kind == "lower_strict" else "lower"  # "do not take more than eight tablets": at most
            # eight; "may not remain unchanged for more than 90 days": at most 90
        around = f"{text[max(0, m.start() - 50) : m.start()]} {text[m.end() : m.end() + 50]}"
        context = frozenset(content_words(around, stem)) - frozenset(content_words(after[0].unit, stem)) \
            - _BOUND_WORDS
        told = " ".join(m.group(0).split())
        out.append(Limit(kind.startswith("upper"), kind.endswith("strict"), after[0],
                         told if kind.startswith(m.lastgroup or "") else f"not {told}",
                         frozenset(w for w in context if not any(ch.isdigit() for ch in w)), m.start()))
    return tuple(out)


#: verbs of having or counting, after which "over" or "under" bounds a count: "had over 3,000 clubs"
_HAVING = re.compile(r"\b(?:had|has|have|having|was|were|is|are|employ\w*|record\w*|report\w*|register\w*|number\w*|"
                     r"total\w*|count\w*|hold|holds|held|attract\w*|drew|draws|draw|sold|sells|received|receives|"
                     r"housed|houses|listed|lists)\s+$", re.IGNORECASE)
#: bound words that are a verb, which a value written in their place needs one for ("Revenue exceeded $5 million" /
#: "Revenue reached $5.2 million")
_VERB_BOUNDS = re.compile(r"^(?:exceed|surpass|topped)", re.IGNORECASE)


def given_value(premise: str, mine: Limit) -> Quantity | None:
    """A plain value of the sentence that gives the step's limit ``mine`` ("reached 72.5 percent" gives "above 70
    percent"; a rough value only past :data:`ROUGH_MARGIN`), or None."""
    values = _values_of(premise, mine)
    if len(values) != 1:
        return None
    return values[0] if _follows(mine, (), values, _approximate(premise)) else None


def _values_of(premise: str, mine: Limit, step: str = "") -> list[Quantity]:
    """The sentence's values of the step's limit's measure, those said of the limit's words when some are
    ("Support for the plan was 72 percent, while turnout was 40 percent" / "Turnout was above 70 percent": the
    turnout's)."""
    values = [v for v in quantities(premise) if _same_measure(v, mine.figure)]
    if mine.figure.kind == "percent" and mine.figure.unit == "%":
        values += [Quantity(round(100 * a.value / b.value, 1), "percent", "%", text) for a, b, text in of_counts(premise)]
        # "142 of the 200 students" / "fewer than 70 percent": 71 percent

    def at(v: Quantity) -> int:
        found = re.search(rf"(?<![\w.]){re.escape(v.text)}\b", premise)
        return found.start() if found else -1

    def before(v: Quantity) -> frozenset[str]:  # the words just before the value: what it is said of
        return frozenset(content_words(" ".join(premise[:at(v)].split()[-5:]), stem)) if at(v) >= 0 else frozenset()
    far = {(m.group("lo") or m.group("lo2")) if mine.upper else (m.group("hi") or m.group("hi2"))
           for m in _RANGE.finditer(premise)}
    values = [v for v in values if v.text not in far] or values  # "between 900 and 1,300 animals" gives "at least
    # 900", not "at least 1,300"
    said_of = [v for v in values if before(v) & mine.context]
    now = [v for v in values if at(v) < 0 or not _BASELINE_BEFORE.search(premise[:at(v)])]
    then = [v for v in values if v not in now and any(y in step for y in re.findall(
        r"\b(?:1[89]|20)\d\d\b", premise[at(v): at(v) + len(v.text) + 30]))]  # "compared with 65 percent in 2023" /
    # "… in 2023": the step's own time is the baseline's
    return then or said_of or (now if now and len(now) < len(values) else values)


#: a range of two figures: "between 900 and 1,300", "ranging from 20 to 30", "12–15"
_RANGE = re.compile(r"\b(?:between\s+(?:about\s+)?[$€£]?(?P<lo>\d[\d,.]*)\b[^,;.]{0,20}?\s+and\s+[$€£]?(?P<hi>\d[\d,.]*)|"
                    r"rang(?:e|es|ed|ing)\s+from\s+[$€£]?(?P<lo2>\d[\d,.]*)\b[^,;.]{0,20}?\s+to\s+[$€£]?(?P<hi2>\d[\d,.]*))",
                    re.IGNORECASE)
#: words before a figure of another time a sentence sets its own against ("compared with 65 percent in 2023")
_BASELINE_BEFORE = re.compile(r"\b(?:compared\s+(?:with|to)|up\s+from|down\s+from|against|versus|vs\.?)\s+[$€£]?\s?$",
                              re.IGNORECASE)


def bound_words_verb(mine: Limit) -> bool:
    """Are the step's bound words a verb ("exceeded", "surpassed", "topped")?"""
    return bool(_VERB_BOUNDS.match(mine.words))


def _same_measure(a: Quantity, b: Quantity) -> bool:
    """Are ``a`` and ``b`` of one measure: the same unit, units of one scale, or days and weeks (which
    :func:`gechat.entail.quantities.converts` leaves unread when the two differ)?"""
    return a.key() == b.key() or (a.unit in CALENDAR and b.unit in CALENDAR) \
        or (scale_of(a.unit) is not None and scale_of(a.unit)[0] == (scale_of(b.unit) or ("",))[0])  # not two
    # temperatures, whose scales do not convert by a factor


def _base(q: Quantity, other: Quantity) -> float:
    """``q``'s value in ``other``'s unit (the same unit, or one of its scale)."""
    if q.unit == other.unit:
        return q.value
    if q.unit in CALENDAR and other.unit in CALENDAR:  # "14 days" / "two weeks" (converts reads them so first)
        return q.value * CALENDAR[q.unit] / CALENDAR[other.unit]
    return q.value * scale_of(q.unit)[1] / scale_of(other.unit)[1]


#: verbs that give a capacity ("can carry at most 8 people" / "a maximum capacity of 10 people")
_CARRIES = re.compile(r"\b(?:carr(?:y|ies)|hold(?:s)?|seat(?:s)?|accommodate(?:s)?|take(?:s)?)\b", re.IGNORECASE)


def _same_measure_named(mine: str, hypothesis: str, theirs: str, premise: str) -> bool:
    """Does a limit written "a maximum X of" name an X the other side names too ("a maximum flow of" against "can
    release up to …" through a spillway names none)?"""
    for words, other in ((mine, premise), (theirs, hypothesis)):
        m = re.match(r"(?:a\s+)?maximum\s+([a-z]+)\s+of", words, re.IGNORECASE)
        if m and not re.search(rf"\b{m.group(1)[:5]}", other, re.IGNORECASE) and not (
                m.group(1).lower() in ("capacity", "load") and _CARRIES.search(other)):
            return False
    return True


def limit_conflict(premise: str, hypothesis: str, near: int = 1) -> str:
    """The step's limit against another of the same direction and measure in the sentence, as the reason, or "":
    two upper limits (a capacity or a cap: "carries up to 320 passengers" / "up to 230 passengers"), or two lower
    limits that both state a rule ("must be at least 12 characters" / "a minimum of 8 characters"); the words
    around the two limits must share ``near`` words (two or more for a pair that shares few words otherwise)."""
    rules = bool(_RULE.search(premise) and _RULE.search(hypothesis))
    theirs = limits(premise)
    for mine in limits(hypothesis):
        for other in sorted(theirs, key=lambda x: -len(mine.context & x.context)):  # the nearest in words first
            if other.upper != mine.upper or not _same_measure(other.figure, mine.figure):
                continue
            if not rules and not mine.upper:
                continue  # "at least 40 people were evacuated" / "more than 50 ...": a claim too strong, no conflict
            if any(x.upper == mine.upper and close(mine.figure.value, x.figure.value) for x in theirs):
                break  # the sentence gives this very limit too ("up to 8 tablets a day, no more than 2 at a time")
            a, b = _base(mine.figure, other.figure), other.figure.value
            if close(a, b) or (mine.strict != other.strict and abs(a - b) <= 1) or len(mine.context & other.context) < near \
                    or not _same_measure_named(mine.words, hypothesis, other.words, premise):
                continue  # "under 5" / "at most 4"; limits of other things ("seated" / "standing")
            # worded as a figure conflict (quantities.is_quantity_reason): it does not overrule a sentence that
            # entails the step, as two sentences of one document with other figures are usually about other things
            return (f"{QUANTITY_REASON}{mine.words} {show(mine.figure)}; "
                    f"the sentence says {other.words} {show(other.figure)}")
    return ""


#: the things a figure is over or under: "exceeded the 2.5-kilogram limit", "within budget", "below the threshold"
_LIMIT_NOUN = r"(?:(?:the|its|their|his|her|our|this|that|a|an)\s+)?((?:[\w.,'-]+\s+){0,3}?)" \
              r"(limit|cap|ceiling|threshold|maximum|allowance|quota|budget|target)s?\b"
_OVER = re.compile(rf"\b(?:exceed(?:s|ed|ing)?|over|above|beyond|breach(?:es|ed|ing)?|broke|surpass(?:es|ed|ing)?|"
                   rf"in\s+excess\s+of|topped)\s+{_LIMIT_NOUN}", re.IGNORECASE)
_UNDER = re.compile(rf"\b(?:under|below|within|inside|short\s+of|less\s+than|met|meets|complied\s+with|complies\s+with)\s+"
                    rf"{_LIMIT_NOUN}", re.IGNORECASE)  # "met the national limit": kept to it
#: a denial of the side, in the clause before it: "did not exceed", "failed to exceed", "neither plant exceeded",
#: "without exceeding", "rarely exceed", "did not come close to exceeding"
_DENIED_BEFORE = re.compile(r"\b(?:not|never|n't|no|none|neither|nor|without|fail\w*|rarely|seldom|hardly|barely)\b"
                            r"[^,;.]*$", re.IGNORECASE)
#: what may stand before a side given by a preposition ("over", "within"): a verb of being or going, an adverb of
#: degree, or a figure ("2.4 kilograms, just under the limit"); not a noun it restricts ("bags over the allowance")
#: nor the start of a clause ("Under the cap, ...", "Over the budget period, ...")
_SIDE_BEFORE = re.compile(r"(?:\b(?:is|are|was|were|be|been|being|stay\w*|remain\w*|kept|keep\w*|went|go|goes|going|"
                          r"came|come\w*|rose|rise\w*|fell|fall\w*|ran|run\w*|finish\w*|end\w*|land\w*|just|well|"
                          r"show\w*|had|has|have|measur\w*|record\w*|test\w*|read\w*|reach\w*|far|slightly|"
                          r"comfortably|safely|still|way|all|right|only|brought|bring\w*)(?:\s+[\w']+){0,3}|"
                          r"\d\S*(?:\s+\w+)?,?)\s*$", re.IGNORECASE)
#: a restricting clause ("bonuses that exceed the cap"); not one after a comma (", which exceeded the limit")
_RELATIVE_BEFORE = re.compile(r"(?<!,)\s(?:that|which|who|whose)\s+(?:\w+\s+)?$", re.IGNORECASE)


def _sides(text: str) -> dict[str, list[tuple[str, set[str]]]]:
    """The limit nouns ``text`` puts a figure over or under, each with the side and the noun's own words ({"limit":
    [("over", {"height"})]}; a figure's words are the figure's, not the noun's). Left out: a denied side, one in a
    restricting clause, and a side given by a preposition with no verb, adverb or figure before it."""
    out: dict[str, list[tuple[str, set[str]]]] = {}
    for side, pattern in (("over", _OVER), ("under", _UNDER)):
        for m in pattern.finditer(text):
            before = text[: m.start()]
            verb = m.group(0).split()[0].lower().startswith(("exceed", "breach", "broke", "surpass", "topped", "met",
                                                              "meets", "compl"))
            if m.group(0).split()[0].lower().startswith(("met", "meets", "compl")) \
                    and m.group(2).lower() not in ("limit", "cap", "ceiling", "maximum"):
                continue  # "met its sales target", "met its quota": reached, not kept under
            if _DENIED_BEFORE.search(before) or _RELATIVE_BEFORE.search(before) \
                    or (not verb and not _SIDE_BEFORE.search(before)):
                continue  # denied; a restricting clause ("bonuses that exceed the cap"); "Under the cap, ..."
            own = {w for w in content_words(m.group(1)) if not any(ch.isdigit() for ch in w)
                   and w not in FACTORS and w not in UNITS and singular(w) not in UNITS}
            out.setdefault(m.group(2).lower(), []).append((side, own))
    return out


def side_conflict(premise: str, hypothesis: str) -> str:
    """The step puts its figure over a limit the sentence puts it under, or the other way round ("just under the
    2.5-kilogram limit" / "exceeded the standard post limit"), as the reason, or "": the sentence puts it on one
    side of the noun only, and the two nouns are not named as other limits ("the weight limit" / "the height
    limit")."""
    theirs = _sides(premise)
    for noun, mine in _sides(hypothesis).items():
        other = theirs.get(noun, [])
        if len({side for side, _ in other}) != 1:
            continue
        for side, own in mine:
            if side != other[0][0] and not any(own and words and not own & words for _, words in other):
                return f"the step puts it {side} the {noun}; the sentence {other[0][0]} it"
    return ""


@lru_cache(maxsize=caches.PAIRS)  # read for the pair by the checker's missing() and again by its can_contest()
def limit_unstated(premise: str, hypothesis: str) -> str:
    """A limit of the step that does not follow from what the sentence gives of the same measure ("at least 40
    people" / "more than 50 people"), as the reason, or ""."""
    theirs, values = limits(premise), quantities(premise)
    for mine in limits(hypothesis):
        if any(_same_measure(x.figure, mine.figure) for x in theirs) or any(_same_measure(v, mine.figure)
                                                                            for v in values):
            if not _follows(mine, theirs, _values_of(premise, mine, hypothesis), _approximate(premise)):
                return f"the step's limit of {show(mine.figure)} does not follow from the sentence's figures"
        elif mine.figure.kind == "count" and mine.figure.unit and re.search(
                rf"\b{re.escape(mine.figure.unit)}", premise, re.IGNORECASE):  # "the population of harbour porpoises
            # … is between 900 and 1,300 animals" / "at least 1,300 harbour porpoises": the counted thing named
            counted = Limit(mine.upper, mine.strict, replace(mine.figure, unit=""), mine.words, mine.context, mine.start)
            ends = {m.group(g) for m in _RANGE.finditer(premise) for g in ("lo", "hi", "lo2", "hi2") if m.group(g)}
            told = [replace(v, unit="") for v in _values_of(premise, counted)
                    if v.kind == "count" and (not v.unit or v.unit in _GENERIC_COUNTED) and v.text in ends]  # a range's
            # ends only: a bare count beside them may be of anything
            if told and not _follows(counted, (), told, _approximate(premise)):
                return f"the step's limit of {show(mine.figure)} does not follow from the sentence's figures"
    return ""


#: counted nouns that count whatever a sentence names beside them ("between 900 and 1,300 animals")
_GENERIC_COUNTED = frozenset("animal individual people person specimen bird unit item".split())


#: units of a share, whose limits a sentence's counts give by arithmetic ("18 of his 24" / "fewer than two-thirds")
_SHARE_UNITS = frozenset("half third quarter fifth sixth seventh eighth ninth tenth percent share".split())


def in_brackets(q: Quantity, text: str) -> bool:
    """Does the figure ``q`` stand in brackets in ``text`` ("(maximum 100 units)"): a detail the text adds, not
    what it claims?"""
    return bool(re.search(r"\([^)]*\b" + re.escape(q.text) + r"\b[^)]*\)", text))


def count_limit_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state a step's limit of a count of things it neither counts nor names ("can
    carry up to 600 passengers" / "can also carry up to 150 vehicles"), or "": not a share, nor a figure in brackets,
    nor where the sentence gives a percentage or writes the limit's number, nor one its counts give by arithmetic (a
    sum or product of two, or the sum of all: "30 rows of 20 seats" / "up to 600 people")."""
    named = {singular(w) for w in re.findall(r"[a-z]+", premise.lower())}
    given = [n.value for n in numbers(without_names(premise))]
    for mine in limits(hypothesis):
        q = mine.figure
        if q.kind != "count" or not q.unit or q.unit in _SHARE_UNITS or singular(q.unit) in named \
                or in_brackets(q, hypothesis):
            continue
        if not mine.upper and any(v > q.value for v in [*given, sum(given)]):
            continue
        counts = [p for p in quantities(premise) if p.kind == "count"]
        same = [p for p in counts if p.key() == q.key()]
        if mine.upper and len(same) == 1 and not any(not p.unit for p in counts) and same[0].value < q.value:
            continue  # "employs 450 staff" / "employs under 500 staff": the one count, of the step's noun, under the
            # limit (not "450 staff in Leeds and 300 in York": their total is over it)  # "carried 40 passengers" / "more than 30 people"; "14 scientists and 9 sailors" / "at least 20
            # people": a count the sentence gives is over the lower limit, whatever it counts
        if any(p.kind == "percent" for p in quantities(premise)) or any(close(v, q.value) for v in given) \
                or any(close(a + b, q.value) or close(a * b, q.value) for i, a in enumerate(given)
                       for b in given[i + 1:]) \
                or close(sum(given), q.value) or worked_out(q, premise, hypothesis):
            continue  # "a crew of 14 scientists and 9 sailors" / "at least 23 people"
        return f"the step gives a limit of {show(q)}; the sentence states no such figure"
    return ""


def limits_compatible(premise: str, hypothesis: str) -> bool:
    """Can every limit of the step hold together with the sentence's limits and values of the same measure ("at
    least 40 people" and "more than 50 people" can; "at most 40 people" and "more than 50 people" cannot)?
    A step whose limits can hold is not contradicted by the sentence's figures, only not supported."""
    mine = limits(hypothesis)
    if not mine:
        return False
    theirs, values = limits(premise), quantities(premise)
    for m in mine:
        sign = -1 if m.upper else 1
        for other in (*(x.figure for x in theirs if x.upper != m.upper), *values):
            if _same_measure(other, m.figure):
                a, b = sign * _base(m.figure, other), sign * other.value  # the step's bound against the far side
                if b < a or (close(a, b) and m.strict):
                    return False
    return True


_ROUGHLY = re.compile(r"\b(?:about|around|approximately|nearly|almost|roughly|some|circa|an estimated)\s+([\d.,]+|\w+)",
                      re.IGNORECASE)


#: how far a rough figure must lie past a limit to give it: "some 75" gives "at least 60", "around 40" not "at least 40"
ROUGH_MARGIN = 0.1


def _approximate(text: str) -> frozenset[str]:
    """The figures ``text`` gives only roughly ("around 40", "some 75"), as written."""
    return frozenset(m.group(1) for m in _ROUGHLY.finditer(text))


def _follows(mine: Limit, theirs: tuple[Limit, ...], values: list[Quantity], approximate: frozenset[str] = frozenset()
             ) -> bool:
    """Does the step's limit follow from one of the sentence's limits or values (``approximate``: the written
    values the sentence gives only roughly, "around 40", which give a limit only past :data:`ROUGH_MARGIN`)?"""
    sign = -1 if mine.upper else 1  # compare lower limits as they are, upper ones negated
    for other in theirs:
        if other.upper == mine.upper and _same_measure(other.figure, mine.figure):
            a, b = sign * _base(mine.figure, other.figure), sign * other.figure.value
            if b > a or (close(a, b) and (other.strict or not mine.strict)):
                return True
    for v in values:
        if _same_measure(v, mine.figure):
            a, b = sign * _base(mine.figure, v), sign * v.value
            if v.text in approximate:  # "around 40" gives no "at least 40"; "some 75" gives "at least 60"
                if b - a > ROUGH_MARGIN * abs(a):
                    return True
            elif b > a or (close(a, b) and not mine.strict):
                return True
    return False


def limits_follow(premise: str, hypothesis: str) -> bool:
    """Does every limit of the step follow from the sentence's limits and values, the other words being the same
    ("At least 40 people were evacuated" / "More than 30 people were evacuated")?"""
    mine = limits(hypothesis)
    if not mine:
        return False
    theirs, values = limits(premise), quantities(premise)
    if not all(_follows(m, theirs, values, _approximate(premise)) for m in mine):
        return False

    def rest(text: str) -> set[str]:
        numbers = {w for q in quantities(text) for w in content_words(q.text)}
        figures = {w for lim in limits(text) for w in content_words(lim.figure.text)}
        return {w for w in content_words(text) if w not in _BOUND_WORDS and not any(ch.isdigit() for ch in w)
                and w not in numbers and w not in figures}
    return rest(premise) == rest(hypothesis)


#: words of a bound, and of a measure's unit, that a step's limit adds to the sentence's words
_STEP_BOUND = re.compile(r"\b(?:more|less|fewer|than|over|under|above|below|at\s+least|at\s+most|up\s+to|nearly|almost|"
                          r"about|around|roughly|some|exceed\w*|no)\b", re.IGNORECASE)
_STEP_MEASURE = frozenset(stem(w) for w in "percent per cent feet foot metres meters metre meter miles mile kilometres "
                           "kilometers kilograms kg pounds lb litres liters gallons inches tall long high wide deep heavy "
                           "old".split())


#: verbs a sentence may give a measure with that a step need not repeat ("stands 30 metres tall")
_MEASURING = frozenset(stem(w) for w in "stand stands stood measure measures measured reach reaches reached rise rises "
                       "rose weigh weighs weighed span spans spanned".split())


def value_against_limit(premise: str, hypothesis: str) -> str:
    """The reason the sentence's one exact value of a measure breaks the step's limit of it ("The Pellin lighthouse
    stands 30 metres tall" / "is more than 150 feet tall"; "Of the 250 trees planted, 40 died" / "More than 20
    percent of the trees died"), or "". Not for counts, where a text's figure is often a floor ("40 people were
    evacuated"), nor where the sentence gives a limit of the measure, a rough figure, or the two share no word."""
    said = {stem(w) for w in content_words(premise) if not w[:1].isdigit()} - _STEP_MEASURE
    mine = {stem(w) for w in content_words(_STEP_BOUND.sub(" ", hypothesis)) if not w[:1].isdigit()} - _STEP_MEASURE
    if not mine <= said or not said - mine <= _MEASURING or _STEP_BOUND.search(premise):
        return ""  # "The bridge's main span is 1,200 metres long" / "The bridge is more than 2 kilometres long": the
        # step's thing is more than the sentence's, "The cathedral's nave is 60 metres long" / "The cathedral is more
        # than 100 metres long" less; "At least 60 of the 400 homes": a floor, no value
    for mine in limits(hypothesis):
        if mine.figure.kind == "count" or any(_same_measure(x.figure, mine.figure) for x in limits(premise)):
            continue
        values = [v for v in quantities(premise) if _same_measure(v, mine.figure)]
        if not values and mine.figure.kind == "percent":
            values = [Quantity(100 * a.value / b.value, "percent", mine.figure.unit, text) for a, b, text in
                      of_counts(premise)]  # "40 of the 250 trees": 16 percent
            said = {stem(w) for w in content_words(premise)}
            if not {stem(w) for w in content_words(hypothesis) if not w[:1].isdigit()} - {"percent"} <= said:
                continue  # "More than 80 percent of the trees survived": the share of the others
        elif len(values) != 1 or not values[0].context & mine.context:
            continue
        if len(values) != 1 or values[0].text in _approximate(premise):
            continue
        v = values[0]
        sign = -1 if mine.upper else 1
        a, b = sign * _base(mine.figure, v), sign * v.value
        if b < a or (close(a, b) and mine.strict):
            return f"{QUANTITY_REASON}{mine.words} {show(mine.figure)}; the sentence says {show(v)}"
    return ""


"""Quantities a sentence states, and the conflicts between two sentences' quantities.

Numbers, percentages, amounts of money, dates and measures, each with its unit
and the words around it (``quantities``); ``quantity_conflict`` says where a step
states a quantity that a sentence about the same thing states otherwise (same
unit, other value; or same value, another unit of the same dimension). Units of one
scale convert ("3 hours" is "180 minutes", ``FACTORS``), and a year is read with its
bounds ("after 2020", "the 1930s", :mod:`gechat.entail.years`). Part of
the deterministic conflict checks (:mod:`gechat.entail.conflicts`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from gechat.entail import antonyms, clock, weekdays, years
from gechat.entail import dates as dates_
from gechat.entail.numbers import (  # noqa: F401 - the word lists are part of this API
    IN_SHARE, NUMBER_WORDS, ORDINAL_SUFFIXES, SCALE_NAMES, SCALES, TENS, VULGAR, _SLASHED, in_share, join_number_words,
    number, ordinal, rank_at, suffixed,
)
from gechat.entail.units import (  # noqa: F401 - part of this API
    CALENDAR, CANONICAL, COUNTED_AS, CURRENCY, FACTORS, IMPERIAL, LABELS, UNITS, close, converts, over_a_span,
    SPAN_WORD, range_units, span_figure,
    temperatures_agree, unit_words,
)
from gechat.text import content_words, fold

QUANTITY_REASON = "the step says "
NEGATIONS = {"not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "cannot", "n't", "unlikely"}

MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9
_STOP = {"the", "and", "for", "with", "from", "into", "that", "this", "was", "were", "are", "has", "have", "had",
         "its", "their", "than", "about", "each", "per", "been", "will", "would", "which"}

_TOKEN = re.compile(rf"\$|€|£|%|{clock.TOKEN}|\d*[{''.join(VULGAR)}]|{_SLASHED}|\d+(?:[.,]\d+)*|"
                    r"[A-Za-z]+(?:'[a-z]+)?")


@dataclass(frozen=True)
class Quantity:
    value: float
    kind: str  # "date", "year", "clock", "weekday", "percent", "money", a unit's dimension, or "count"
    unit: str  # normalised unit ("%", "$", "km", "beds", "march"; a clock's: gechat.entail.clock), "" when none
    text: str
    context: frozenset[str] = frozenset()  # stems of the content words around it

    def key(self) -> tuple[str, str]:
        return (self.kind, self.unit)


_IRREGULAR_PLURALS = {"feet": "foot", "inches": "inch", **{u: u for u in ("bps", "kbps", "mbps", "gbps", "tbps")}}


def singular(word: str) -> str:
    """The light plural fold of gechat.text, plus the unit plurals it does not know."""
    w = word.lower()
    return _IRREGULAR_PLURALS.get(w) or fold(w)


#: names with a number in them ("SNX-001", "COVID-19", "A380", "H1N1", "Q3"): a capital letter, or letters
#: written against the digits; "mid-2020" and "pre-2008" are dates
_NAME_WITH_NUMBER = re.compile(r"\b(?:[a-z]*[A-Z][A-Za-z]*-?|[A-Za-z]+)\d[\w-]*")


def without_names(text: str) -> str:
    """``text`` with the names that hold a number blanked: their digits are no quantity."""
    return _NAME_WITH_NUMBER.sub(" ", text)


def quantities(text: str) -> list[Quantity]:
    """Numbers in ``text`` with what they count or measure (dates read as day, month, year); the digits of
    names such as "COVID-19" or "A380" are none."""
    return list(_quantity_tuple(text))


@lru_cache(maxsize=8192)
def _quantity_tuple(text: str) -> tuple[Quantity, ...]:
    """``quantities``, cached: a step meets every candidate sentence, and each pair is read by the quantity
    conflict, the value-of-another check and the missing-figure rule."""
    text = IN_SHARE.sub(_as_percent, text)  # "one in ten shoppers" is a share (10%), not ten shoppers
    text = dates_.ISO_DATE.sub(dates_.written_date, unit_words(range_units(dates_.slashes_in_words(text))))
    text = SPAN_WORD.sub(span_figure, text)  # "for a decade": "for 10 years"  # "2021-08-31": 31 August 2021; "20 km/h":
    # "20 kmh", "40 million cubic metres": "40 million cubicmetres"
    toks = _TOKEN.findall(_DEGREES.sub(_degrees, weekdays.undash(without_names(text))))  # "Mon–Fri": "Monday to
    # Friday"; "240 degrees Fahrenheit", "350°F": "240 degf", "350 degf"
    low = join_number_words([t.lower() for t in toks])
    toks = [t if low[i] else "" for i, t in enumerate(toks)]
    found = _quantities(toks, low)
    return tuple(Quantity(q.value, q.kind, q.unit, q.text, _context(low, i)) for i, q in found
                 if q.kind == "clock" or not _bounded(low, i))  # a bounding time is marked (gechat.entail.clock)


_BOUNDS = {("at", "least"), ("at", "most"), ("more", "than"), ("less", "than"), ("fewer", "than"), ("up", "to"),
           ("many", "as"), ("much", "as"), ("few", "as"), ("maximum", "of"), ("minimum", "of")}
_DIFFERENCE = {"more", "less", "fewer", "times", "higher", "lower", "extra"}


def _bounded(low: list[str], i: int) -> bool:
    """A bound or a difference ("at least 6", "$500,000 more") does not state the value itself."""
    before = tuple(w for w in low[max(0, i - 3) : i] if w not in ("$", "€", "£"))[-2:]
    after = [w for w in low[i + 1 : i + 4] if w and w not in SCALES and w not in UNITS and singular(w) not in UNITS]
    if before[-1:] == ("over",) and i >= 2 and low[i + 1 : i + 2] \
            and over_a_span(low[i - 2], CANONICAL.get(singular(low[i + 1]), ""), low[i + 2] if i + 2 < len(low) else ""):
        return False  # "administered over 90 minutes": the time the infusion took, not a bound
    return before in _BOUNDS or before[-1:] in (("over",), ("under",), ("exceed",), ("exceeds",), ("exceeded",),
                                                ("above",), ("below",), ("surpassed",), ("topped",)) \
        or bool(after[:1] and after[0] in _DIFFERENCE)  # "must not exceed 20 mph": a limit, not the speed


def _context(low: list[str], i: int, width: int = 4) -> frozenset[str]:
    near = low[max(0, i - width) : i] + low[i + 1 : i + 1 + width]
    return frozenset(antonyms.stem(COUNTED_AS.get(singular(w), w)) for w in near  # "cars" and "vehicles" one word
                     if w.isalpha() and len(w) > 2 and w not in _STOP and w not in MONTHS and w not in NUMBER_WORDS
                     and w not in UNITS and singular(w) not in UNITS and w not in SCALES)


def _as_percent(m: re.Match) -> str:
    """An :data:`IN_SHARE` match ("about one in five") written as the share it states ("about 20 sharepercent
    of"), which :func:`_quantities` reads as a percentage with the unit "share" (as near as its words make it)."""
    value = in_share(m)
    return m.group(0) if value is None else f"{m.group('near') or ''}{value:.4g} sharepercent of"


#: a temperature's scale after its number: "240 degrees Fahrenheit", "180°C", "350 ° F"

_DEGREES = re.compile(r"(?<=\d)\s*(?:°|degrees?\s+|deg\.?\s+)\s*(?P<scale>fahrenheit|celsius|centigrade|f|c)\b",
                      re.IGNORECASE)


def _degrees(m: re.Match) -> str:
    return " degf" if m.group("scale").lower().startswith("f") else " degc"


def _quantities(toks: list[str], low: list[str]) -> list[tuple[int, Quantity]]:
    out: list[tuple[int, Quantity]] = []
    used: set[int] = set()
    for t in clock.times(low):  # "7:30 p.m.", "9 am", "at noon"
        out.append((t.index, Quantity(float(t.minutes), "clock", t.unit, toks[t.index])))
        used.add(t.index)
    # dates: "12 March 1998", "March 12, 1998", "March 1998", "January 1, 2025"
    for i, t in enumerate(low):
        if t not in MONTHS or (t == "may" and not _date_context(low, i)):
            continue
        day = year = None
        k = i - 1 - (low[i - 1 : i] == ["of"]) - (low[i - 2 : i - 1] in (["st"], ["nd"], ["rd"], ["th"]))
        start = i  # where the date starts: its context is read around it
        if k >= 0 and (v := (number(low[k]) if low[k].isdigit() else ordinal(low[k]))) is not None and 1 <= v <= 31:
            day, used, start = float(v), used | set(range(k, i)), k  # "12 March", "the 12th of March", "the
            # twelfth of March"
        j = i + 1
        if j < len(low) and low[j].isdigit() and 1 <= int(low[j]) <= 31 and len(low[j]) <= 2:
            day, used, j = float(low[j]), used | {j}, j + 1
            if j < len(low) and low[j] in ORDINAL_SUFFIXES:  # "March 12th"
                used, j = used | {j}, j + 1
        if j < len(low) and low[j].isdigit() and len(low[j]) == 4:
            year, used = float(low[j]), used | {j}
        used.add(i)
        value = MONTHS[t] * 100 + (day or 0)
        out.append((start, Quantity(value, "date", f"y{int(year)}" if year else "", toks[i])))
    for i, t in enumerate(low):  # "on Monday", "Mondays", "Monday through Friday"
        if i not in used and t and (day := weekdays.read(low, i)) is not None:
            value, unit, other_end = day
            used |= {i} | ({other_end} if other_end is not None else set())
            out.append((i, Quantity(value, "weekday", unit, toks[i])))
    for i, t in enumerate(low):
        if i in used or not t or ":" in t:  # a time's "7:30" was read above
            continue
        if (rank := rank_at(low, i)) is not None:  # "the 14th century", "the fourteenth century": a rank, no amount
            after = [w for w in low[i + 1 : i + 6] if w and w not in ORDINAL_SUFFIXES][:3]
            ranked = singular(after[0]) if after and after[0].isalpha() and after[0] not in _STOP \
                and after[0] not in _COUNT_STOP else ""
            out.append((i, Quantity(float(rank), "ordinal", ranked, toks[i])))  # "the 21st floor": "floor"
            continue
        v = number(t)
        if v is None or (t in NUMBER_WORDS and t in ("one", "zero")):
            continue
        prev = low[i - 1] if i else ""
        nxt = [w for w in low[i + 1 : i + 7] if w][:3]  # past the words a number word took in
        scale = 1.0
        if nxt and nxt[0] in SCALES and (nxt[0] not in ("m", "k") or prev in CURRENCY):
            scale, nxt = SCALES[nxt[0]], nxt[1:]
        value = v * scale
        if prev in LABELS:  # "chapter 13", "title 11", "section 4"
            out.append((i, Quantity(value, "label", prev, toks[i])))
        elif prev in CURRENCY:
            out.append((i, Quantity(value, "money", CURRENCY[prev], toks[i])))
        elif nxt and nxt[0] in ("%", "percent") or nxt[:2] == ["per", "cent"]:
            out.append((i, Quantity(value, "percent", "%", toks[i])))
        elif nxt and nxt[0] == "sharepercent":  # "one in five": a share as near as it is written, no exact rival
            out.append((i, Quantity(value, "percent", "share", toks[i])))
        elif nxt and singular(nxt[0]) in UNITS:
            unit = CANONICAL[singular(nxt[0])]
            kind = UNITS[unit]
            if nxt[1:2] and nxt[1] in ("a", "an", "per", "each", "every") and singular(nxt[2] if nxt[2:] else "") in UNITS:
                unit = f"{unit}/{CANONICAL[singular(nxt[2])]}"  # a rate, "8 hours a day": converts to nothing
            out.append((i, Quantity(value, kind, CURRENCY.get(unit, unit) if kind == "money" else unit, toks[i])))
        elif t.isdigit() and len(t) == 4 and 1000 <= v <= 2100:
            kind, other_end = years.read(low, i)  # "the 1930s", "after 2020", "between 2015 and 2020"
            if other_end is not None:
                used.add(other_end)
            out.append((i, Quantity(value, "year", kind, t)))
        elif nxt and nxt[0].isalpha() and nxt[0] not in NEGATIONS:
            # "240 beds", "seven members", "30 cases": the counted noun (skipping one adjective-like word)
            noun = _counted(nxt)
            out.append((i, Quantity(value, "count", noun, toks[i])))
        else:
            out.append((i, Quantity(value, "count", "", toks[i])))
    return out


#: words that end the counted noun's search: "seven of the", "30 in total"
_COUNT_STOP = frozenset({"of", "to", "in", "on", "at", "and", "or", "by", "for", "from", "with", "a", "the", "per", "each"})


def _counted(words: list[str]) -> str:
    """The noun a number counts, singular, in its group's name (:data:`gechat.entail.units.COUNTED_AS`)."""
    head = words and singular(words[0]) in COUNTED_AS and not (
        len(words) > 1 and words[1].isalpha() and words[1].endswith("s") and words[1] not in _NOT_NOUNS)
    noun = singular(words[0]) if head else _counted_word(words)  # "1,200 staff across …": a noun of the groups,
    # though it does not end in "s"; not "45 store managers", "40 aircraft mechanics", where it modifies the noun
    return COUNTED_AS.get(noun, noun)


#: words ending in "s" that are no plural noun after a count's noun ("1,200 staff across three sites")
_NOT_NOUNS = frozenset("across as is was this has its plus thus less unless always perhaps afterwards whereas towards "
                       "besides nevertheless".split())


def _counted_word(words: list[str]) -> str:
    if words[:1] and words[0] in ("are", "were", "is", "was"):  # "of which 4,500 are electric cars"
        words = words[1:]
    stop = _COUNT_STOP
    for w in words[:2]:
        if w in stop or not w.isalpha():
            break
        if w.endswith("s") or w == words[-1] or len(words) == 1:
            return singular(w)
    return singular(words[0]) if words and words[0] not in stop else ""


def _date_context(low: list[str], i: int) -> bool:
    """"May" is a month only next to a day or year number, after "the fifth of", or after a preposition of time,
    where no modal can stand ("finished in May", "by May", "until May")."""
    near = low[max(0, i - 1) : i] + low[i + 1 : i + 2]
    return any(w.isdigit() for w in near) or (low[i - 1 : i] == ["of"] and i >= 2 and ordinal(low[i - 2]) is not None) \
        or (i >= 1 and low[i - 1] in _BEFORE_MONTH)


#: prepositions of time after which "may" is the month
_BEFORE_MONTH = frozenset("in by until till since during through early late mid".split())


def quantity_conflict(premise: str, hypothesis: str) -> str:
    hq, pq = quantities(hypothesis), quantities(premise)
    if not hq or not pq:
        return ""
    for q in hq:
        if q.kind == "percent" and q.unit == "%" and (reason := _against_in_share(q, pq, premise, hypothesis)):
            return reason  # "Only one in five applicants was accepted" / "accepted 25% of its applicants"
        if q.kind == "ordinal" or q.unit == "share":
            continue  # a rank names a thing ("the 12th floor", "the 13th floor"): whether it is stated is notation's;
            # so is a share written "one in five", as near as its words make it
        if q.kind == "temperature":  # "240 degrees Fahrenheit" / "240 degrees Celsius": the same figure on the other
            # scale is another temperature; "minus 80 degrees Celsius" / "-112 degrees Fahrenheit" the same
            temps = [p for p in pq if p.kind == "temperature"]
            rivals = [p for p in temps if len(temps) == 1 or p.context & q.context] \
                if not worked_out(q, premise, hypothesis) else []  # "fell from 14 to 9 °C" / "dropped by 5 °C"
            if rivals and not any(temperatures_agree(signed(premise, p), p.unit, signed(hypothesis, q), q.unit)
                                  for p in temps):
                p = rivals[0]
                return quantity_reason(replace(q, value=signed(hypothesis, q)), replace(p, value=signed(premise, p)))
            continue
        same_value = [p for p in pq if close(p.value, q.value)]
        if q.kind == "date":  # "April 2019" against "April 2021", "12 March" against "21 March"
            dates = [p for p in pq if p.kind == "date"]
            rivals = [p for p in dates if dates_.same_event(p.context, q.context)] \
                if not _other_event(premise, q) and not dates_.dated_relatively(
                    premise, q.context, lambda: dates_.days_between(dates, q)) else []  # "met on 11 October and
            # agreed to reconvene the following Tuesday" / "reconvene on 17 October": a date worked out
            if rivals and not any(dates_.fits(p, q) or dates_.within(premise, p, q)
                                  or dates_.step_bound_holds(premise, hypothesis, p, q) for p in dates):
                return quantity_reason(q, rivals[0])  # a date anywhere in the sentence may fit
            continue
        if q.kind == "year":  # "in 2017" against "in 2014"; "in 2022" fits "after 2020", "1932" "the 1930s"
            spans = [p for p in pq if p.kind == "year"]
            rivals = [p for p in spans if dates_.same_event(p.context, q.context)]
            if rivals and not any(years.meet(p.value, p.unit, q.value, q.unit) for p in spans) \
                    and not any(p.kind == "date" and p.unit[:1] == "y" and float(p.unit[1:]) == q.value for p in pq) \
                    and years.apart(premise, [p.value for p in spans if not p.unit], q.value, hypothesis) is None:
                return quantity_reason(q, rivals[0])
            continue
        if q.kind == "weekday":  # "the first Monday" against "the first Wednesday"; "Monday to Friday" holds "Tuesday"
            left_out = weekdays.excluded(premise) - weekdays.excluded(hypothesis, every=False)
            if weekdays.days_of(q.value, q.unit) & left_out and weekdays.said_by_words(premise):
                return f"{QUANTITY_REASON}{show(q)}; the sentence leaves out {show(q)}"  # "every day except Monday"
            days = [p for p in pq if p.kind == "weekday" and not weekdays.days_of(p.value, p.unit) <= left_out]
            said_of = word_before(hypothesis, q.text)  # "closed on Mondays" is no rival to "open on Tuesdays"
            rivals = [p for p in days if p.context & q.context and word_before(premise, p.text) == said_of]
            if rivals and not any(weekdays.fits(p.value, p.unit, q.value, q.unit) for p in days):
                return quantity_reason(q, rivals[0])
            continue
        if q.kind == "clock":  # "7:30 in the morning" against "7:30 in the evening", "9 am" against "10 am"
            if clock.bounds(q.unit):
                continue
            times = [p for p in pq if p.kind == "clock"]
            rivals = [p for p in times if not clock.bounds(p.unit) and p.context & q.context] \
                if not _other_event(premise, q) else []
            if rivals and not any(clock.fits(p.value, p.unit, q.value, q.unit) for p in times):
                return quantity_reason(q, rivals[0])
            continue
        if any(p.key() == q.key() for p in same_value) or any(converts(p.value, p.unit, q.value, q.unit) for p in pq):
            continue  # stated, in the step's unit or another of its scale ("3 hours" / "180 minutes")
        if q.kind == "count" and (not q.unit or any(p.kind == "count" and not p.unit and not re.search(
                rf"\b{re.escape(p.text)}\s+or\b|\bor\s+{re.escape(p.text)}\b", premise) for p in same_value)):
            continue  # an uncounted number is too vague to contradict, or to be contradicted when the sentence gives
            # the same number bare ("seven patients, five in Group 1 and two in Group 2" / "five patients in Group 1"),
            # not as one of two ("15 or 13 songs")
        if _derived(q, pq, hq, premise, hypothesis):
            continue  # "adds 148 beds, bringing the total to 612" / "612 beds"; "seven of the nine" / "two"
        within = _within(hypothesis, q.text)  # "filed 45 days after" meets no "within 30 days": a rule, no case
        rivals = sorted((p for p in pq if (p.key() == q.key() or (converts(p.value, p.unit, q.value, q.unit) is False
                                                                   and not _changed_by(premise, p, q)))
                         and p.context & q.context and (within or not _within(premise, p.text))),
                        key=lambda p: p.key() != q.key())  # its own unit first
        if rivals:
            return quantity_reason(q, rivals[0])
        # same value, another unit of the same dimension ("120 km" vs "120 miles", "5 mg" vs "5 g")
        if q.kind not in ("count", "year", "ordinal"):
            other = [p for p in same_value if p.kind == q.kind and p.unit not in (q.unit, "share") and p.context & q.context]
            if other:
                return quantity_reason(q, other[0])
    return ""


#: how far a percentage may stand from a share written "one in five" and not contradict it, in points: the share's
#: rounding and a point more, or, after "about" or "nearly", the margin of a share in words and a point more
IN_SHARE_APART, IN_SHARE_NEAR_APART = 4.0, 6.0


#: kinds of measure whose one figure on each side is read as one measure even where the two sides share few words,
#: where the figure is the same and the unit another ("three kilograms" / "about 3 pounds")
LONE_KINDS = frozenset({"mass", "length", "volume", "temperature", "pressure", "data", "data rate", "power", "energy",
                        "frequency"})


def lone_measure_conflict(premise: str, hypothesis: str, topical: bool = False) -> str:
    """The reason a step whose one figure is a measure of :data:`LONE_KINDS` gives the sentence's one measure of that
    kind in another unit, the figure the same (a unit swapped: "Preheat the oven to 180 °C" / "bake the bread at 180
    °F"), said near a word they share, or, for a pair about the same thing (``topical``), anywhere ("weighs 1.8 kg"
    / "has a weight of 1.8 lb"); "" otherwise."""
    hq = [q for q in quantities(hypothesis) if q.kind in LONE_KINDS]  # "the Torvan 3 tent": its count aside
    if len(hq) != 1:
        return ""
    theirs = [p for p in quantities(premise) if p.kind == hq[0].kind]
    if len(theirs) != 1 or not (topical or theirs[0].context & hq[0].context
                                or _words_near(premise, theirs[0].text) & _words_near(hypothesis, hq[0].text)) \
            or not close(theirs[0].value, hq[0].value):
        return ""  # only the same figure in another unit, the unit swapped ("180 °C" / "180 °F"): two measures of
        # two things sharing a word ("Each tablet contains 250 mg of paracetamol" / "Each capsule … 500 mg") are none
    p, q = theirs[0], hq[0]
    if p.unit != q.unit and (converts(p.value, p.unit, q.value, q.unit) is False or q.kind == "data"
                             or (q.kind == "temperature" and not temperatures_agree(p.value, p.unit, q.value, q.unit))):
        return quantity_reason(q, p)  # "256 gigabytes" / "256 megabytes": one figure of two sizes, however counted
    return ""


def _words_near(text: str, number: str) -> set[str]:
    """The content words within six words after ``number`` in ``text`` ("256 gigabytes of storage": "storage")."""
    m = re.search(rf"(?<![\w.]){re.escape(number)}\b", text)
    return set(content_words(" ".join(text[m.end():].split()[:6]), antonyms.stem)) - {"of"} if m else set()


def _against_in_share(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> str:
    """The reason the step's percentage ``q`` is not the share the sentence writes "one in five" of the same thing
    (beyond :data:`IN_SHARE_APART` points of it; :data:`IN_SHARE_NEAR_APART` where either side says "about"), when
    the sentence gives no percentage of its own that is ``q``."""
    rough = bool(re.search(rf"\b(?:about|around|roughly|nearly|almost|approximately|some)\s+{re.escape(q.text)}\b",
                           hypothesis, re.IGNORECASE))
    if any(p.kind == "percent" and p.unit == "%" and close(p.value, q.value) for p in pq):
        return ""
    shares = [(value, bool(m.group("near"))) for m in IN_SHARE.finditer(premise) if (value := in_share(m)) is not None]
    rivals = [p for p in pq if p.unit == "share" and p.context & q.context]
    if not rivals or len(shares) != len([p for p in pq if p.unit == "share"]) or re.search(r"\bbetween\b", premise) \
            or not _said_alike(premise, hypothesis):
        return ""  # "One in five patients experienced nausea" / "30% of patients experienced headaches": another
        # outcome; "between one in ten and one in five": a range
    if all(abs(value - q.value) > (IN_SHARE_NEAR_APART if near or rough else IN_SHARE_APART) for value, near in shares):
        return f"{QUANTITY_REASON}{show(q)}; the sentence says {show(rivals[0])}"
    return ""


def _said_alike(premise: str, hypothesis: str) -> bool:
    """Does the sentence say every content word the step says, figures aside?"""
    said = {antonyms.stem(w) for w in content_words(premise)}
    return all(antonyms.stem(w) in said for w in content_words(hypothesis) if not any(ch.isdigit() for ch in w))


def _changed_by(premise: str, p: Quantity, q: Quantity) -> bool:
    """Is the sentence's figure ``p`` a change ("lengthened by three kilometres") where the step's ``q`` is in the
    other system of units ("is now about 40 miles long"): a change is no rival to a length?"""
    return (p.unit in IMPERIAL) != (q.unit in IMPERIAL) \
        and bool(re.search(rf"\bby\s+(?:about\s+|some\s+|around\s+)?{re.escape(p.text)}\b", premise, re.IGNORECASE))


def signed(text: str, q: Quantity) -> float:
    """A temperature's value with its sign, which the number's words leave out ("minus 80 degrees", "-112 °F")."""
    uses = re.findall(rf"(\bminus\s+|(?<![\w.])[-−])?(?<![\w.]){re.escape(q.text)}\b", text, re.IGNORECASE)
    return -q.value if uses and all(uses) else q.value  # "from minus 5 degrees … to 5 degrees": unsigned


def _other_event(premise: str, q: Quantity) -> bool:
    """Does the step's date or time belong to the opposite of an event the sentence dates ("applications open on
    3 June" / "close on 3 August"; "opens at 7 a.m." / "closes at 7 p.m."): a word around it that the sentence does
    not use, whose antonym it does?"""
    said = frozenset(content_words(premise, antonyms.stem))
    return any(w not in said and antonyms.antonyms_of_stem(w) & said for w in q.context)


def worked_out(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Does the sentence give the step's figure ``q`` by arithmetic that states it: a count of years from a year it
    gives (:func:`gechat.entail.years.apart`), a share of two counts ("1,000 of the 2,000 respondents" / "Fifty
    percent of the respondents"), a change in percentage points ("from 32 percent to 35 percent" / "by three
    percentage points") or in the figure's own unit ("rose from $40 to $50" / "rose by $10")? (A figure a count
    shares, "together 1,800 megawatts" / "each 900 megawatts", is no conflict but not stated: :func:`_derived`.)"""
    pq = quantities(premise)
    if q.kind == "year" and not q.unit:
        return years.apart(premise, [p.value for p in pq if p.kind == "year" and not p.unit], q.value,
                           hypothesis) is not None
    if q.kind == "percent" and q.unit != "percentage_point" and share_of_counts(premise, q.value) is not None:
        return True
    if q.kind == "percent" and q.unit != "percentage_point" and _CHANGE.search(hypothesis) \
            and change_as_share(premise, q.value) is not None:
        return True  # "rose from 800 in 2022 to 1,000 in 2023" / "increased by 25%"
    if q.kind == "percent" and q.unit != "percentage_point":
        from gechat.entail.changes import multiple_holds  # changes reads this module's figures
        if multiple_holds(premise, hypothesis, q.value):
            return True  # "doubled" / "rose by 100 percent"; "halved" / "fell by 50%"
    if q.kind == "time" and q.unit in ("day", "week"):
        full = [p for p in pq if p.kind == "date" and int(p.value) % 100]
        days = q.value * (7 if q.unit == "week" else 1)
        if any(close(abs(d), days) for a, b in zip(full, full[1:]) for d in dates_.days_between([a], b)):
            return True  # "closed on 3 March 2022, reopened on 17 March 2022" / "for two weeks"
    if q.kind == "time" and q.unit == "year" and not re.search(rf"\b{re.escape(q.text)}\s+years?\s+(?:ago|old)\b",
                                                               hypothesis, re.IGNORECASE):
        dated = [p for p in pq if p.kind == "date" and p.unit[:1] == "y"]
        given = sorted({p.value for p in pq if p.kind == "year" and not p.unit} | (
            {float(p.unit[1:]) for p in dated} if len({int(p.value) // 100 for p in dated}) == 1 else set()))
        # "appointed in January 2015 and stepped down in January 2020" / "for five years": dates of one month
        if any(close(b - a, q.value) for i, a in enumerate(given) for b in given[i + 1:]):
            return True  # "opened in 1957 and hosted its final match in 2006" / "was used for 49 years"
    if q.kind == "count" and _SUMMED.search(hypothesis):
        counts = [p for p in pq if p.kind == "count" and p.value != q.value]
        if any(close(a.value + b.value, q.value) and re.search(rf"\b{re.escape(a.text)}\b[^,;.]{{0,40}}\band\s+"
                                                               rf"{re.escape(b.text)}\b", premise)
               for a, b in zip(counts, counts[1:])):
            return True  # "85 refrigerated trucks and 40 flatbed trailers" / "125 trucks and trailers combined"
    if q.kind == "count" and _PARTS.search(premise) and q.unit != "year":
        counts = [p.value for p in pq if p.kind == "count"]
        if any(close(a - b, q.value) for a in counts for b in counts if a > b):
            return True  # "Of the 312 patients enrolled, 27 withdrew" / "285 … were still in the trial"
    by = re.search(rf"\bby\s+\S*{re.escape(q.text)}\b", hypothesis)  # "rose from $40 to $50" / "rose by $10"
    if by and re.search(r"\bfrom\b", premise) and any(
            close(abs(a.value - b.value), q.value) for i, a in enumerate(pq) for b in pq[i + 1 :]
            if a.key() == b.key() == q.key()):
        return True
    points = q.unit == "percentage_point" or (q.unit == "point" and re.search(
        rf"\b{re.escape(q.text)}\s+percentage\s+points?\b", hypothesis, re.IGNORECASE))
    return bool(points) and bool(re.search(rf"\bby\s+\S*{re.escape(q.text)}\b", hypothesis)) \
        and bool(re.search(r"\bfrom\b", premise)) \
        and any(close(abs(a.value - b.value), q.value) for i, a in enumerate(pq) for b in pq[i + 1:]
                if a.kind == b.kind == "percent")


def _derived(q: Quantity, pq: list[Quantity], hq: list[Quantity], premise: str, hypothesis: str) -> bool:
    """Does the sentence give the step's count ``q`` without its unit where a word says it adds up ("bringing the
    total to 612"), or as the sum or difference of two of its figures where a word says so ("seven *of the* nine judges"
    gives two; "in total", "remaining"), or a figure shared by a small count where "each", "together" or "per"
    says so ("two reactors together 1,800 megawatts" / "each of the two reactors 900 megawatts")?"""
    if q.kind == "count" and _PARTS.search(premise) and any(p.kind == "count" and not p.unit and close(p.value, q.value)
                                                            for p in pq):
        return True
    if worked_out(q, premise, hypothesis):
        return True  # "1,000 of the 2,000 respondents" / "Fifty percent"; "by three percentage points"
    mine = [p.value for p in pq if p.key() == q.key() or (p.kind == "count" and not p.unit)]
    if q.kind == "count" and _PARTS.search(f"{premise} {hypothesis}"):
        if any(close(a + b, q.value) or close(abs(a - b), q.value) for i, a in enumerate(mine) for b in mine[i + 1 :]):
            return True
    total = _TOTAL.search(hypothesis)
    if total and len(mine) >= 3 and close(sum(mine), q.value):  # "seat 16, 16 and 12 passengers" / "together 44"
        return True
    if not _SHARED.search(f"{premise} {hypothesis}"):
        return False
    top = 10_000 if total else 12  # "35 hives, each 20 kilograms" / "700 kilograms in total"
    counts = {x.value for x in (*pq, *hq) if x.kind == "count" and 2 <= x.value <= top and x is not q}
    return any(close(p.value, q.value * n) or close(q.value, p.value * n)
               for p in pq if p.key() == q.key() for n in counts)


def share_of_counts(premise: str, percent: float) -> str | None:
    """The words of two counts the sentence gives as part and whole whose share is ``percent`` (within half a point:
    "1,000 of the 2,000" for 50), or None."""
    return next((text for a, b, text in of_counts(premise) if abs(100 * a.value / b.value - percent) <= 0.5), None)


def change_as_share(premise: str, percent: float) -> str | None:
    """The words of a change the sentence gives "from" one figure "to" another that is ``percent`` of the first,
    rounded down by at most half a point ("from 800 in 2022 to 1,000 in 2023" for 25), or None."""
    return next((text for a, b, text in from_to(premise)
                 if 0 <= abs(100 * (b.value - a.value) / a.value) - percent <= 0.5), None)


def of_counts(premise: str) -> list[tuple[Quantity, Quantity, str]]:
    """The pairs of counts a sentence gives as part and whole, with their words ("1,000 of the 2,000 respondents",
    "12 of 40 schools")."""
    out = []
    for m in re.finditer(r"(?P<a>\d[\d,.]*)\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+)?(?P<b>\d[\d,.]*)\b", premise):
        a, b = quantities(m.group("a")), quantities(m.group("b"))
        if a and b and b[0].value > 0 and a[0].value <= b[0].value:
            out.append((a[0], b[0], m.group(0)))
    for m in re.finditer(r"\bOf\s+(?:the\s+)?(?P<b>\d[\d,.]*)\b[^,;]{0,90},\s+(?P<a>\d[\d,.]*)\b", premise):
        a, b = quantities(m.group("a")), quantities(m.group("b"))  # "Of the 400 employees surveyed, 120 said …"
        if a and b and b[0].value > 0 and a[0].value <= b[0].value:
            out.append((a[0], b[0], f"{m.group('a')} of the {m.group('b')}"))
    return out


#: words by which a step gives a change as a share ("increased by 25%", "a 25% rise")
_CHANGE = re.compile(r"\b(?:by|up|down)\s+[\d.]+\s*(?:%|per\s*cent|percent)|[\d.]+\s*(?:%|per\s*cent|percent)\s+"
                     r"(?:rise|increase|fall|drop|decrease|decline|growth|jump|gain)\b", re.IGNORECASE)


#: a figure with its scale or percent sign ("$200 million", "6.2%", "32 percent"), and a time after the first of two
_FIGURE = r"[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?(?:\s*(?:%|percent\b|per\s+cent\b)|\s*°\s*[CF]\b|" \
          r"\s+(?!(?:in|at|by|the|and|to|of|on|for|an?|up|down|from|over|during|as|per|a\s+year)\b)[a-z]+\b)?"
_WHEN = r"(?:\s+(?:in|at\s+the\s+end\s+of|by\s+the\s+end\s+of|as\s+of)\s+(?:\d{4}|[A-Z][a-z]+(?:\s+\d{4})?|Q[1-4]|" \
        r"the\s+\w+\s+(?:quarter|year)))?"
_FROM_TO = re.compile(rf"\bfrom\s+(?P<a>{_FIGURE}){_WHEN},?\s+to\s+(?P<b>{_FIGURE})|"
                      rf"\bto\s+(?P<b2>{_FIGURE}){_WHEN},?\s+(?:(?:up|down)\s+)?from\s+(?P<a2>{_FIGURE}){_WHEN}",
                      re.IGNORECASE)


def from_to(premise: str) -> list[tuple[Quantity, Quantity, str]]:
    """The figures a sentence gives as a change, "from" one "to" another ("rose from 800 in 2022 to 1,000 in
    2023", "grew from $200 million to $250 million", "fell from 6.2% in January to 5.4%"; "cut the price to $40 from
    $50", "increased to 1.5 million, up from 1.2 million"), with the words that give them."""
    out = []
    premise = range_units(premise)  # "from 14 to 9 °C": "from 14 °C to 9 °C"
    for m in _FROM_TO.finditer(premise):  # "from $50 to $40", or "to $40 from $50", "to 1.5 million, up from 1.2 million"
        a, b = quantities(m.group("a") or m.group("a2")), quantities(m.group("b") or m.group("b2"))
        if a and b and a[0].value > 0:
            if a[0].kind == "count" and not a[0].unit and b[0].unit:  # "from 800 to 1,000 students": 800 students
                a = [replace(a[0], kind=b[0].kind, unit=b[0].unit)]
            out.append((a[0], b[0], m.group(0)))
    return out


#: words by which a sentence splits or adds up a count ("seven of the nine", "bringing the total to 612")
_PARTS = re.compile(r"\b(?:of the|total|bringing|remaining|rest|in all|altogether|combined|overall)\b|"
                    r"\bfrom\s+\S+\s+(?:\w+\s+)?to\b", re.IGNORECASE)
#: words by which a step gives a total of the sentence's figures
_TOTAL = re.compile(r"\b(?:together|in total|in all|altogether|combined|a total of)\b", re.IGNORECASE)
#: words by which a figure is shared by a count ("each of the two", "together", "per unit")
#: words by which a step gives a count as the sum of others ("combined", "in total", "counting both")
_SUMMED = re.compile(r"\b(?:together|in total|in all|altogether|combined|a total of|counting (?:both|all|each))\b",
                     re.IGNORECASE)
_SHARED = re.compile(r"\b(?:each|together|combined|apiece|per|every one)\b", re.IGNORECASE)


def _within(text: str, number: str) -> bool:
    """Is ``number`` given in ``text`` as a time or distance something falls within ("within 30 days")?"""
    return bool(re.search(rf"\bwithin\s+(?:the\s+)?(?:first\s+|next\s+)?{re.escape(number)}\b", text, re.IGNORECASE))


def word_before(text: str, number: str) -> str:
    """The content word nearest before ``number`` in ``text``, stemmed: what it is said of ("founded" in "founded in
    2010", "closed" in "closed on Mondays")."""
    m = re.search(rf"\b{re.escape(number)}\b", text)
    before = [w for w in content_words(text[: m.start()], antonyms.stem) if w not in _DETERMINERS] if m else []
    return before[-1] if before else ""


#: words between a verb and its day or year that say which one, not what happens: "held *every* Saturday"
_DETERMINERS = frozenset("every each this next last following previous coming all".split())


def quantity_reason(q: Quantity, p: Quantity) -> str:
    return f"{QUANTITY_REASON}{show(q)}; the sentence says {show(p)}"


def is_quantity_reason(reason: str) -> bool:
    """Was this conflict a differing number, date or unit (as opposed to a negation, antonym or role swap)?"""
    return reason.startswith(QUANTITY_REASON) and not reason.startswith(QUANTITY_REASON + "'")


def show(q: Quantity) -> str:
    """A quantity as a reason shows it: "3 March 2019", "$4 billion", "21%", "200 people"."""
    if q.kind == "date":
        month = [m for m, i in MONTHS.items() if i == int(q.value) // 100 and (len(m) > 3 or m == "may")][0]
        day = int(q.value) % 100
        return " ".join(x for x in (str(day) if day else "", month.capitalize(), q.unit[1:]) if x)
    if q.kind == "clock":
        return clock.show(q.value, q.unit)
    if q.kind == "weekday":
        return weekdays.show(q.value, q.unit)
    if q.kind == "year":
        return years.show(q.value, q.unit)
    if q.kind == "money":
        return f"{q.unit}{_fmt(q.value)}"
    if q.kind == "label":
        return f"{q.unit} {q.value:g}"
    if q.kind == "percent":
        return f"{_fmt(q.value)}%"
    if q.kind == "ordinal":
        return f"{suffixed(int(q.value))} {q.unit}".strip()
    if q.kind == "temperature":
        return f"{_fmt(q.value)} °{'F' if q.unit == 'degf' else 'C'}"
    return f"{_fmt(q.value)} {q.unit}".strip()


def _fmt(v: float) -> str:
    for scale, word in ((1e12, "trillion"), (1e9, "billion"), (1e6, "million")):
        if abs(v) >= scale:
            return f"{v / scale:g} {word}"
    return f"{v:g}"


def words(text: str) -> list[str]:
    return list(_word_tuple(text))


@lru_cache(maxsize=8192)
def _word_tuple(text: str) -> tuple[str, ...]:
    """Lower-cased words, "n't" split off (cached: every candidate sentence meets every step of a question)."""
    return tuple(w.lower() for w in re.findall(r"n't|[A-Za-z]+", text.replace("n't", " n't").replace("’", "'")))

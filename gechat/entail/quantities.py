"""Quantities a sentence states, and how a reason shows them.

Numbers, percentages, amounts of money, dates and measures, each with its unit
and the words around it (``quantities``), and how a reason shows them (``show``).
Units of one scale convert ("3 hours" is "180 minutes", ``FACTORS``), and a year is
read with its bounds ("after 2020", "the 1930s", :mod:`gechat.entail.years`). Where
two sentences' figures conflict is :mod:`gechat.entail.figures`'s; what a sentence
gives by arithmetic, :mod:`gechat.entail.arithmetic`'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from gechat import caches
from gechat.entail import antonyms, clock, weekdays, years
from gechat.entail import dates as dates_
from gechat.entail.numbers import (  # noqa: F401 - the word lists are part of this API
    IN_SHARE, INVERTED_TENS, NUMBER_WORDS, ORDINAL_SUFFIXES, SCALE_NAMES, SCALES, TENS, VULGAR, _SLASHED, in_share, join_number_words,
    number, ordinal, rank_at, suffixed, tens_first,
)
from gechat.entail.units import (  # noqa: F401 - part of this API
    CALENDAR, CANONICAL, COUNTED_AS, CURRENCY, FACTORS, IMPERIAL, LABELS, UNITS, close, converts, over_a_span,
    ONE_SPAN, SPAN_WORD, one_span, range_units, span_figure,
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


#: names with a number in them ("SNX-001", "COVID-19", "A380", "H1N1", "Q3", "PM2.5"): a capital letter, or letters
#: written against the digits; "mid-2020" and "pre-2008" are dates
_NAME_WITH_NUMBER = re.compile(r"\b(?:[a-z]*[A-Z][A-Za-z]*-?|[A-Za-z]+)\d(?:[\w-]|\.(?=\d))*")


def without_names(text: str) -> str:
    """``text`` with the names that hold a number blanked: their digits are no quantity."""
    return _NAME_WITH_NUMBER.sub(" ", text)


def quantities(text: str) -> list[Quantity]:
    """Numbers in ``text`` with what they count or measure (dates read as day, month, year); the digits of
    names such as "COVID-19" or "A380" are none."""
    return list(_quantity_tuple(text))


@lru_cache(maxsize=caches.TEXTS)
def _quantity_tuple(text: str) -> tuple[Quantity, ...]:
    """``quantities``, cached: a step meets every candidate sentence, and each pair is read by the quantity
    conflict, the value-of-another check and the missing-figure rule."""
    text = IN_SHARE.sub(_as_percent, _micro(INVERTED_TENS.sub(tens_first, text)))  # "one in ten shoppers" is a share
    # (10%), not ten shoppers; "five-and-twenty" is 25
    text = dates_.ISO_DATE.sub(dates_.written_date, unit_words(range_units(dates_.slashes_in_words(text))))
    text = ONE_SPAN.sub(one_span, SPAN_WORD.sub(span_figure, text))  # "for a decade": "for 10 years"; "lasts an
    # hour": "lasts 1 hour"  # "2021-08-31": 31 August 2021; "20 km/h":
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
    skipped = ("$", "€", "£", "a", "an") if low[i] in ("dozen", "score", "hundred", "thousand") else ("$", "€", "£")
    before = tuple(w for w in low[max(0, i - 4) : i] if w not in skipped)[-2:]  # "more than a dozen": a bound; not
    # "over a 10-year period"
    after = [w for w in low[i + 1 : i + 4] if w and w not in SCALES and w not in UNITS and singular(w) not in UNITS]
    if before[-1:] == ("over",) and i >= 2 and low[i + 1 : i + 2] \
            and over_a_span(low[i - 2], CANONICAL.get(singular(low[i + 1]), ""), low[i + 2] if i + 2 < len(low) else ""):
        return False  # "administered over 90 minutes": the time the infusion took, not a bound
    if before in (("turned", "over"), ("turn", "over"), ("turns", "over"), ("turning", "over")):
        return False  # "turned over £18.6 million": a turnover, not a bound
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
        if t not in MONTHS or (t == "may" and not _date_context(low, i)) \
                or (t == "march" and not toks[i][:1].isupper() and not _date_context(low, i)):
            continue  # "the night march", "march thirty miles": no month
        day = year = None
        k = i - 1 - (low[i - 1 : i] == ["of"]) - (low[i - 2 : i - 1] in (["st"], ["nd"], ["rd"], ["th"]))
        while k > 0 and low[k] == "":  # "the twenty-second of October": "twenty" took "second" in ("22nd", "")
            k -= 1
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


#: prepositions after a count that name no counted noun ("grew by 540 between 2022 and 2023"); a bare count before
#: one is still a figure the sentence must state (:func:`gechat.entail.unstated.unstated_figure`)
COUNT_PREPOSITIONS = frozenset({"between", "over", "under", "during", "within", "across", "against", "among", "through",
                                "into", "above", "below"})
#: words that end the counted noun's search: "seven of the", "30 in total"
_COUNT_STOP = frozenset({"of", "to", "in", "on", "at", "and", "or", "by", "for", "from", "with", "a", "the", "per", "each",
                         "while", "whilst", "whereas", "although", "though", "but", "as", "when", "once", "because", "despite", "unless", "will", "would", "can", "could", "may",
                         "might", "must", "should", "shall", "is", "are", "was", "were", "be", "been", "has", "have",
                         "had", "after", "before", "since", "until", "next", "last", "this", "than", "that", "which",
                         "who", "whom", "whose"}) | COUNT_PREPOSITIONS  # "on 15,910, while …", "255 will
# be offered", "grew by 540 between 2022 and 2023", "fell by 6,300 over the decade",
# "by 214 votes to 198, after …", "the 1,250 that a 2019 survey had judged unsafe", "… and Rahman three as Kent
# bowled out Surrey": no counted noun


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
    if words[1:2] and words[0] in _BEFORE_NOUN and words[1].isalpha() and words[1] not in stop:
        return singular(words[1])  # "six older Boeing 737-700s": the Boeings, not the "older"
    return singular(words[0]) if words and words[0] not in stop else ""


#: adjective-like words that stand before a counted noun without being it
_BEFORE_NOUN = frozenset("older newer new old smaller larger bigger existing former current".split())  # not "other",
# "more", "additional", "remaining": "four other natural rock formations" are another set than "two natural …"


def _date_context(low: list[str], i: int) -> bool:
    """"May" is a month only next to a day or year number, after "the fifth of", or after a preposition of time,
    where no modal can stand ("finished in May", "by May", "until May")."""
    near = low[max(0, i - 1) : i] + low[i + 1 : i + 2]
    return any(w.isdigit() for w in near) or (low[i - 1 : i] == ["of"] and i >= 2 and ordinal(low[i - 2]) is not None) \
        or (i >= 1 and low[i - 1] in _BEFORE_MONTH)


#: prepositions of time after which "may" is the month
_BEFORE_MONTH = frozenset("in by until till since during through early late mid".split())


def signed(text: str, q: Quantity) -> float:
    """A temperature's value with its sign, which the number's words leave out ("minus 80 degrees", "-112 °F")."""
    uses = re.findall(rf"(\bminus\s+|(?<![\w.])[-−])?(?<![\w.]){re.escape(q.text)}\b", text, re.IGNORECASE)
    return -q.value if uses and all(uses) else q.value  # "from minus 5 degrees … to 5 degrees": unsigned


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


@lru_cache(maxsize=caches.TEXTS)
def _word_tuple(text: str) -> tuple[str, ...]:
    """Lower-cased words, "n't" split off (cached: every candidate sentence meets every step of a question); "No"
    before a figure is the word "number" ("No 10 said …", "No. 5": a name, no denial)."""
    text = _NUMBERED.sub("number ", text.replace("n't", " n't").replace("’", "'"))
    text = _micro(text)
    return tuple(w.lower() for w in re.findall(r"n't|[A-Za-z]+", text))


_MICRO = re.compile(r"[\u00b5\u03bc](mol|[glmsLM])(?![A-Za-z])")
_MICRO_UNITS = {"g": "mcg", "l": "mcl", "m": "micrometre", "s": "microsecond", "mol": "micromol"}


def _micro(text: str) -> str:
    """Micro units in letters: "47 µg/L" is "47 mcg/L", not "47 g"; "5 µL" "5 mcl", "2.5 µm" "2.5 micrometre"."""
    return _MICRO.sub(lambda m: _MICRO_UNITS[m.group(1).lower()], text)

_NUMBERED = re.compile(r"\bNo\.?\s*(?=\d+(?:'s\b|\s*[,.;:)]|\s*$|\s+(?:said|says|has|had|is|was|will|would|insisted|"
                       r"denied|confirmed|declined|spokes\w+|official\w*|sources?|aides?|insiders?|on\s+the\s+list|in\s+the)\b))")
# "No 10 said …", "a No 10 spokesman", "No. 5 on the list": a name; not "No 3D printers", "No 18 year olds"

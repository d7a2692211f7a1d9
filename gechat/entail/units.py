"""Units of measure: which dimension each unit word measures, the units of one scale that convert, and money.

Read by :mod:`gechat.entail.quantities` (which re-exports these names) and the modules that compare measures.
"""

from __future__ import annotations

import re


# unit word -> dimension; units of one dimension conflict with each other. Each group of a line
# ("km kilometre kilometer") names one unit, so "57 km" and "57 kilometres" agree.
UNITS: dict[str, str] = {}
#: unit word -> the first name of its group
CANONICAL: dict[str, str] = {}
for _dim, _groups in {
    "length": "micrometre micrometer micron|mm millimetre millimeter|cm centimetre centimeter|m metre meter|km kilometre "
              "kilometer|inch|foot feet|yard|mile",
    "mass": "mg milligram|g gram|kg kilogram|tonne|ton|pound lb|ounce oz|mcg microgram",
    "time": "microsecond|millisecond|second|minute|hour|day|week|fortnight|month|year|decade|century",
    "volume": "mcl microlitre microliter|ml millilitre milliliter|l litre liter|gallon|cubicmetre",
    "amount": "micromol micromole|mmol millimole|mol mole",
    "data": "bit|kbit kilobit|mbit megabit|gbit gigabit|tbit terabit|byte|kb kilobyte|mb megabyte|gb gigabyte|"
            "tb terabyte",
    "data rate": "bps|kbps|mbps|gbps|tbps",
    "frequency": "hz hertz|khz kilohertz|mhz megahertz|ghz gigahertz",
    "power": "watt|kw kilowatt|mw megawatt|gw gigawatt",
    "energy": "wh|kwh|mwh|gwh|joule|kj kilojoule|calorie|kcal kilocalorie",
    "money": "$|€|£|usd|eur|gbp|dollar|euro|pound_sterling|cent",
    "percent": "%|percent|per_cent|percentage_point",
    "temperature": "degf|degc",
    "pressure": "pa pascal|kpa kilopascal|mpa megapascal|bar|mbar millibar|psi",
    "speed": "kmh kph|mps|mph|knot kn",
}.items():
    for _group in _groups.split("|"):
        for _w in _group.split():
            UNITS[_w] = _dim
            CANONICAL[_w] = _group.split()[0]
#: exact conversions within a dimension: unit -> (scale, factor to the scale's base); units of one scale convert
#: ("3 hours" is "180 minutes", "1.5 km" is "1,500 m"); the imperial units and the bytes (1,000 or 1,024?) do not
#: (weeks are left out: "20 days of leave" are four working weeks; hertz too: "mHz" and "MHz" read alike)
FACTORS: dict[str, tuple[str, float]] = {
    **{u: ("s", f) for u, f in (("microsecond", 1e-6), ("millisecond", 1e-3), ("second", 1), ("minute", 60),
                                 ("hour", 3600), ("day", 86400))},
    **{u: ("mo", f) for u, f in (("month", 1), ("year", 12), ("decade", 120), ("century", 1200))},
    **{u: ("m", f) for u, f in (("micrometre", 1e-6), ("mm", 1e-3), ("cm", 1e-2), ("m", 1.0), ("km", 1e3))},
    **{u: ("mol", f) for u, f in (("micromol", 1e-6), ("mmol", 1e-3), ("mol", 1.0))},
    **{u: ("g", f) for u, f in (("mcg", 1e-6), ("mg", 1e-3), ("g", 1.0), ("kg", 1e3), ("tonne", 1e6))},
    **{u: ("l", f) for u, f in (("mcl", 1e-6), ("ml", 1e-3), ("l", 1.0), ("cubicmetre", 1e3))},
    **{u: ("pa", f) for u, f in (("pa", 1.0), ("mbar", 100.0), ("kpa", 1e3), ("bar", 1e5), ("mpa", 1e6))},
    **{u: ("kmh", f) for u, f in (("kmh", 1.0), ("mps", 3.6))},
    # "mw" read as megawatts, as capacities are written ("850 MW"); a milliwatt's "mW" reads alike and is rare beside
    # kilowatts and gigawatts
    **{u: ("w", f) for u, f in (("watt", 1.0), ("kw", 1e3), ("mw", 1e6), ("gw", 1e9))},
}

#: the imperial units, to the metric scale's base, which texts convert by rounding ("42.195 kilometres" / "about 26.2
#: miles", "200 kilograms" / "441 pounds"): the same amount within :data:`ROUNDED`, another beyond :data:`APART`
IMPERIAL: dict[str, tuple[str, float]] = {"inch": ("m", 0.0254), "foot": ("m", 0.3048), "yard": ("m", 0.9144),
                                          "mile": ("m", 1609.344), "pound": ("g", 453.59237), "ounce": ("g", 28.349523),
                                          "psi": ("pa", 6894.757), "mph": ("kmh", 1.609344), "knot": ("kmh", 1.852)}
ROUNDED, APART = 0.02, 0.06


#: days in the calendar's units, which convert only to say two figures are the same: "20 days of leave" may be four
#: working weeks, so a figure in days that is not the weeks' is left unstated, not contradicted
CALENDAR = {"day": 1, "week": 7, "fortnight": 14}


def converts(a_value: float, a_unit: str, b_value: float, b_unit: str) -> bool | None:
    """Is ``a_value a_unit`` the same amount as ``b_value b_unit`` (True / False), for two units of one scale of
    :data:`FACTORS`; None when they do not convert ("3 hours" / "180 minutes": True; "3 hours" / "200 minutes":
    False; "3 hours" / "2 months": None)."""
    if a_unit != b_unit and "/" in a_unit and "/" in b_unit:  # rates: "47 mcg/l" is "0.047 mg/l"
        return _rate_converts(a_value, a_unit, b_value, b_unit)
    if a_unit != b_unit and a_unit in CALENDAR and b_unit in CALENDAR:  # "14 days" are "two weeks"; never a conflict
        return True if close(a_value * CALENDAR[a_unit], b_value * CALENDAR[b_unit]) else None
    if a_unit != b_unit and (a_unit in IMPERIAL or b_unit in IMPERIAL):
        return _rounded(a_value, a_unit, b_value, b_unit)
    if {a_unit, b_unit} == {"degc", "degf"}:  # the same temperature on the other scale; whether two differ is the
        # quantity check's to say, which reads their signs ("minus 80 degrees")
        return True if temperatures_agree(a_value, a_unit, b_value, b_unit) else None
    a, b = FACTORS.get(a_unit), FACTORS.get(b_unit)
    months = b if a_unit in CALENDAR else a  # "12 weeks" / "3 months"
    if (a_unit in CALENDAR) != (b_unit in CALENDAR) and months and months[0] == "mo":
        return _months_near(a_value * CALENDAR[a_unit], b_value * b[1]) if a_unit in CALENDAR \
            else _months_near(b_value * CALENDAR[b_unit], a_value * a[1])
    if a is None or b is None or a[0] != b[0] or a_unit == b_unit:
        return None
    return close(a_value * a[1], b_value * b[1])


def _rate_converts(a_value: float, a_unit: str, b_value: float, b_unit: str) -> bool | None:
    """:func:`converts` for two rates whose parts measure on the same scales ("mcg/l" and "mg/l"; "mg/kg" and
    "g/kg"); None for any other two ("mg/l" and "mg/kg"), and for two periods of time ("litres an hour", "litres a
    day"), which may count the hours worked."""
    (an, ad), (bn, bd) = a_unit.split("/", 1), b_unit.split("/", 1)
    scales = [FACTORS.get(u) for u in (an, ad, bn, bd)]
    if any(f is None for f in scales) or scales[0][0] != scales[2][0] or scales[1][0] != scales[3][0]:
        return None
    if ad != bd and scales[1][0] == "s":
        return None  # "500 litres an hour" in an eight-hour shift is not "12,000 litres a day"
    return close(a_value * scales[0][1] / scales[1][1], b_value * scales[2][1] / scales[3][1])


def scale_of(unit: str) -> tuple[str, float] | None:
    """The scale a unit measures on and its factor to the scale's base, metric or imperial ("mile": ("m", 1609.344))."""
    return FACTORS.get(unit) or IMPERIAL.get(unit)


def _rounded(a_value: float, a_unit: str, b_value: float, b_unit: str) -> bool | None:
    """:func:`converts` across the imperial and the metric units: True within :data:`ROUNDED` of each other, False
    beyond :data:`APART`, None between (or when the two measure different things)."""
    a, b = IMPERIAL.get(a_unit) or FACTORS.get(a_unit), IMPERIAL.get(b_unit) or FACTORS.get(b_unit)
    if a is None or b is None or a[0] != b[0]:
        return None
    x, y = a_value * a[1], b_value * b[1]
    gap = abs(x - y) / max(abs(x), abs(y), 1e-12)
    return True if gap <= ROUNDED else (False if gap > APART else None)


def temperatures_agree(a_value: float, a_unit: str, b_value: float, b_unit: str) -> bool:
    """Are two temperatures the same, on one scale or across Celsius and Fahrenheit as texts round them ("minus 80
    degrees Celsius" / "-112 degrees Fahrenheit", "350 °F" / "175 °C" or "180 °C"; within 2 % of the figure in
    Celsius, and at least 0.6 degrees, so that 37 °C and 100.4 °F stay apart)?"""
    if a_unit == b_unit:
        return close(a_value, b_value)
    celsius = [v if u == "degc" else (v - 32) * 5 / 9 for v, u in ((a_value, a_unit), (b_value, b_unit))]
    near = max(0.6, 0.02 * max(abs(celsius[0]), abs(celsius[1])))
    return {a_unit, b_unit} == {"degc", "degf"} and abs(celsius[0] - celsius[1]) <= near


#: days in a month on average, and how near (in months, about a week) a span in days or weeks must come to a span in
#: months to be it
DAYS_PER_MONTH = 30.44
MONTHS_NEAR = 0.25


def _months_near(days: float, months: float) -> bool | None:
    """True when ``days`` are the span of ``months`` as trials and schedules write it ("12 weeks" / "3 months", "26
    weeks" / "6 months", "90 days" / "3 months": within :data:`MONTHS_NEAR` months of it, so "48 weeks" is no year);
    None otherwise, never a conflict (a month is no whole number of weeks)."""
    return True if months > 0 and abs(days / DAYS_PER_MONTH - months) <= MONTHS_NEAR else None


#: words after which "over" and a stretch of time give the time a doing is spread across, not a bound ("infused over
#: 90 minutes", "repaid over five years", "an infusion over 30 minutes"); after a verb that measures time ("lasted over
#: 90 minutes", "took over two hours", "waited over a year") it stays a bound
_SPREAD = re.compile(r"(?:administer|infus|inject|giv|deliver|spread|paid|pay|repa|phas|stagger|amortis|amortiz|"
                     r"install?ment|instal|dose|dosing|dosed|titrat|taper|split|divid|distribut|introduc|implement|"
                     r"roll)\w*$", re.IGNORECASE)  # not "recorded", "completed", "observed", "held", "averaged"


def over_a_span(word_before: str, unit: str, word_after: str = "") -> bool:
    """Is "over" after ``word_before`` and before a figure in ``unit`` the stretch of time a doing is spread across
    ("was administered over 90 minutes", "repaid over five years"), not a bound ("over 90 minutes" alone, "lasted
    over 90 minutes")?"""
    return UNITS.get(unit) == "time" and bool(_SPREAD.match(word_before)) and word_after.lower() != "of"  # "given
    # over 200 hours of training": the hours are what was given


#: currency signs and codes; other currencies by their codes, each its own ("CHF 2bn" is no "$2 billion")
CURRENCY = {"$": "$", "€": "€", "£": "£", "usd": "$", "eur": "€", "gbp": "£", "dollar": "$", "euro": "€",
            **{code: code.upper() for code in "chf jpy cny cad aud inr sek nok dkk hkd sgd nzd zar brl mxn krw".split()}}
#: counted nouns that name the same things, each read as the group's first ("1,200 staff" / "1,200 employees"; "14,600
#: vehicles" / "46,000 cars" are one count told twice): near synonyms only, so that a figure is stated or contested
#: by another's noun only where a reader takes the two for one set ("residents" and "visitors" stay apart)
_COUNTED_GROUPS = ("employee staff staffer worker personnel", "job position", "vehicle car automobile",
                   "people person individual", "attendee spectator", "child kid", "student pupil learner",
                   "doctor physician", "company firm", "shop store outlet", "aircraft plane airplane airliner",
                   "ship vessel", "home house dwelling", "surgery operation")
COUNTED_AS = {w: group.split()[0] for group in _COUNTED_GROUPS for w in group.split()}
#: nouns a number names rather than counts ("chapter 13")
LABELS = frozenset("chapter title section article page part rule step table figure phase level grade class tier "
                   "room version paragraph clause appendix annex item volume issue route".split())


def close(a: float, b: float) -> bool:
    """Are two figures the same (up to float rounding)?"""
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


#: a speed with its units joined by "/" or "per" ("20 km/h", "30 miles per hour", "5 m/s"), and cubic metres: the
#: unit words :func:`unit_words` writes them as, which :data:`UNITS` reads
SPEED = re.compile(r"\b(?P<unit>km|kilomet(?:re|er)s?|miles?|m|met(?:re|er)s?)\s*(?:/|\s+per\s+|\s+an\s+)"
                   r"(?P<per>h|hr|hour|s|sec|second)\b", re.IGNORECASE)
CUBIC = re.compile(r"\bcubic\s+met(?:re|er)s?\b|\bm³", re.IGNORECASE)


#: a rate written with a slash after a figure: "47 mcg/L", "5 mg/kg" (speeds are read first, "20 km/h")
SLASH_RATE = re.compile(r"(?<=\d)(?P<sp>\s?)(?P<a>[A-Za-z]{1,6})/(?P<b>[A-Za-z]{1,3})\b")


def unit_words(text: str) -> str:
    """``text`` with its speeds and cubic metres written as one unit word each ("20 kmh", "40 million cubicmetres"),
    and a rate's slash between two units as "per" ("47 mcg/L": "47 mcg per L", as "47 micrograms per litre")."""
    return SLASH_RATE.sub(_per, CUBIC.sub("cubicmetres", SPEED.sub(_speed, text)))


def _per(m: re.Match) -> str:
    a, b = m.group("a"), m.group("b")
    if all(w.lower() in UNITS or w.lower().rstrip("s") in UNITS for w in (a, b)):
        return f"{m.group('sp')}{a} per {b}"
    return m.group(0)


#: a range whose unit follows its second figure only: "2–8 °C", "between 2 and 8 °C", "from 6 to 18 months"
_RANGE = re.compile(r"(?P<lead>\bbetween\s+)?\b(?P<a>\d+(?:[.,]\d+)?)\s*(?P<sep>-|–|\bto\b|\band\b)\s*"
                    r"(?P<b>\d+(?:[.,]\d+)?)\s*(?P<unit>°\s*[CF]\b|%|percent\b|[A-Za-z]+\b)")


def range_units(text: str) -> str:
    """``text`` with a range's unit given to its first figure too ("2 °C–8 °C", "6 months to 18 months"), where
    the unit is one of :data:`UNITS` (or a degree, or percent) and an "and" follows a "between"; and the unit of a
    change's first figure to its second ("from nine minutes to four": :func:`given_back`)."""
    def given(m: re.Match) -> str:
        unit = m.group("unit")
        word = unit.lower()
        if m.group("sep") == "and" and not m.group("lead") or not (
                unit[0] in "°%" or word == "percent" or word in UNITS or word.rstrip("s") in UNITS):
            return m.group(0)
        sep = "to" if m.group("sep") in "-–" else m.group("sep")  # "2-8 °C": no "C-8" read as a name
        return f"{m.group('lead') or ''}{m.group('a')} {unit} {sep} {m.group('b')} {unit}"
    return _FROM_UNIT_TO.sub(given_back, _RANGE.sub(given, text))


#: a change whose unit stands after its first figure only: "fell from nine minutes to four"
_FROM_UNIT_TO = re.compile(r"\bfrom\s+(?P<a>\d[\d,]*(?:\.\d+)?|[a-z]+)\s+(?P<unit>[A-Za-z]+)\s+to\s+"
                           r"(?P<b>\d[\d,]*(?:\.\d+)?|[a-z]+)\b(?![.,]\d)(?!\s*(?:[A-Za-z%°$€£]|\d))", re.IGNORECASE)


def given_back(m: re.Match) -> str:
    """"from nine minutes to four minutes" for "from nine minutes to four", where the unit is one of :data:`UNITS`,
    both figures are figures and neither is more than five times the other."""
    from gechat.entail.numbers import number

    word = m.group("unit").lower()
    a, b = number(m.group("a")), number(m.group("b"))
    if not (word in UNITS or word.rstrip("s") in UNITS) or a is None or b is None or not a or not b \
            or max(a, b) / min(a, b) > 5:
        return m.group(0)  # "cut the wait from 2 hours to 45": the second may be in another unit
    return f"{m.group(0)} {m.group('unit')}"


#: spans of time told as a word: "a decade", "two decades", "a fortnight", "half a century"
SPAN_WORD = re.compile(r"\b(?P<n>a|one|two|three|four|five|half\s+a)\s+(?P<span>decades?|fortnights?|centur(?:y|ies))\b",
                       re.IGNORECASE)
_SPAN_SIZE = {"decade": (10, "years"), "fortnight": (14, "days"), "century": (100, "years")}
_SPAN_COUNT = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


#: a span of one unit of time told with "a" or "an" after a word that gives a duration: "lasts an hour", "for a
#: year", "took a day" (not "an hour and a half", "a year earlier", "a week or two", "a day longer", "once an hour",
#: "$3 a day", nor where a figure follows in the sentence: "takes an hour by car and three by train")
ONE_SPAN = re.compile(r"\b(?P<how>for|lasts?|lasted|lasting|takes?|took|taking|within|spent|spends?)\s+"
                      r"(?P<near>(?:about|around|roughly|nearly|almost|just\s+over|just\s+under)\s+)?(?P<art>an?)\s+"
                      r"(?P<unit>minute|hour|day|week|month|year)\b"
                      r"(?!\s+(?:and|or|earlier|later|before|after|ago|of|in\s+advance|longer|shorter|more|less|"
                      r"late|early|too|at)\b)(?![-'’])(?![^.;]*\b(?:\d|two|three|four|five|six|seven|eight|nine|ten)\b)",
                      re.IGNORECASE)


def one_span(m: re.Match) -> str:
    """A :data:`ONE_SPAN` match with its figure written: "lasts an hour": "lasts 1 hour"."""
    return f"{m.group('how')} {m.group('near') or ''}1 {m.group('unit')}"


def span_figure(m: re.Match) -> str:
    """A :data:`SPAN_WORD` match as a figure of years or days ("a decade": "10 years", "a fortnight": "14 days")."""
    word = m.group("span").lower()
    size, unit = _SPAN_SIZE["century" if word.startswith("centur") else word.rstrip("s")]
    n = m.group("n").lower()
    count = 0.5 if n.startswith("half") else _SPAN_COUNT[n]
    return f"{count * size:g} {unit}"


def _speed(m: re.Match) -> str:
    unit, per = m.group("unit").lower(), m.group("per").lower()
    if per.startswith("h"):
        return "mph" if unit.startswith("mile") else "kmh" if unit.startswith("k") else "mh"
    return "mps" if unit.startswith("m") and not unit.startswith("mile") else m.group(0)

"""Units of measure: which dimension each unit word measures, the units of one scale that convert, and money.

Read by :mod:`gechat.entail.quantities` (which re-exports these names) and the modules that compare measures.
"""

from __future__ import annotations


# unit word -> dimension; units of one dimension conflict with each other. Each group of a line
# ("km kilometre kilometer") names one unit, so "57 km" and "57 kilometres" agree.
UNITS: dict[str, str] = {}
#: unit word -> the first name of its group
CANONICAL: dict[str, str] = {}
for _dim, _groups in {
    "length": "mm millimetre millimeter|cm centimetre centimeter|m metre meter|km kilometre kilometer|inch|foot feet|"
              "yard|mile",
    "mass": "mg milligram|g gram|kg kilogram|tonne|ton|pound lb|ounce oz|mcg microgram",
    "time": "second|minute|hour|day|week|fortnight|month|year|decade|century",
    "volume": "ml millilitre milliliter|l litre liter|gallon",
    "data": "bit|kbit kilobit|mbit megabit|gbit gigabit|tbit terabit|byte|kb kilobyte|mb megabyte|gb gigabyte|"
            "tb terabyte",
    "data rate": "bps|kbps|mbps|gbps|tbps",
    "frequency": "hz hertz|khz kilohertz|mhz megahertz|ghz gigahertz",
    "power": "watt|kw kilowatt|mw megawatt|gw gigawatt",
    "energy": "wh|kwh|mwh|gwh|joule|kj kilojoule|calorie|kcal kilocalorie",
    "money": "$|€|£|usd|eur|gbp|dollar|euro|pound_sterling|cent",
    "percent": "%|percent|per_cent|percentage_point",
    "temperature": "degf|degc",
}.items():
    for _group in _groups.split("|"):
        for _w in _group.split():
            UNITS[_w] = _dim
            CANONICAL[_w] = _group.split()[0]
#: exact conversions within a dimension: unit -> (scale, factor to the scale's base); units of one scale convert
#: ("3 hours" is "180 minutes", "1.5 km" is "1,500 m"); the imperial units and the bytes (1,000 or 1,024?) do not
#: (weeks are left out: "20 days of leave" are four working weeks; watts and hertz too: "mW" and "MW" read alike)
FACTORS: dict[str, tuple[str, float]] = {
    **{u: ("s", f) for u, f in (("second", 1), ("minute", 60), ("hour", 3600), ("day", 86400))},
    **{u: ("mo", f) for u, f in (("month", 1), ("year", 12), ("decade", 120), ("century", 1200))},
    **{u: ("m", f) for u, f in (("mm", 1e-3), ("cm", 1e-2), ("m", 1.0), ("km", 1e3))},
    **{u: ("g", f) for u, f in (("mcg", 1e-6), ("mg", 1e-3), ("g", 1.0), ("kg", 1e3), ("tonne", 1e6))},
    **{u: ("l", f) for u, f in (("ml", 1e-3), ("l", 1.0))},
}

#: days in the calendar's units, which convert only to say two figures are the same: "20 days of leave" may be four
#: working weeks, so a figure in days that is not the weeks' is left unstated, not contradicted
CALENDAR = {"day": 1, "week": 7, "fortnight": 14}


def converts(a_value: float, a_unit: str, b_value: float, b_unit: str) -> bool | None:
    """Is ``a_value a_unit`` the same amount as ``b_value b_unit`` (True / False), for two units of one scale of
    :data:`FACTORS`; None when they do not convert ("3 hours" / "180 minutes": True; "3 hours" / "200 minutes":
    False; "3 hours" / "2 months": None)."""
    if a_unit != b_unit and a_unit in CALENDAR and b_unit in CALENDAR:  # "14 days" are "two weeks"; never a conflict
        return True if close(a_value * CALENDAR[a_unit], b_value * CALENDAR[b_unit]) else None
    a, b = FACTORS.get(a_unit), FACTORS.get(b_unit)
    months = b if a_unit in CALENDAR else a  # "12 weeks" / "3 months"
    if (a_unit in CALENDAR) != (b_unit in CALENDAR) and months and months[0] == "mo":
        return _months_near(a_value * CALENDAR[a_unit], b_value * b[1]) if a_unit in CALENDAR \
            else _months_near(b_value * CALENDAR[b_unit], a_value * a[1])
    if a is None or b is None or a[0] != b[0] or a_unit == b_unit:
        return None
    return close(a_value * a[1], b_value * b[1])


#: days in a month on average, and how near (in months, about a week) a span in days or weeks must come to a span in
#: months to be it
DAYS_PER_MONTH = 30.44
MONTHS_NEAR = 0.25


def _months_near(days: float, months: float) -> bool | None:
    """True when ``days`` are the span of ``months`` as trials and schedules write it ("12 weeks" / "3 months", "26
    weeks" / "6 months", "90 days" / "3 months": within :data:`MONTHS_NEAR` months of it, so "48 weeks" is no year);
    None otherwise, never a conflict (a month is no whole number of weeks)."""
    return True if months > 0 and abs(days / DAYS_PER_MONTH - months) <= MONTHS_NEAR else None


CURRENCY = {"$": "$", "€": "€", "£": "£", "usd": "$", "eur": "€", "gbp": "£", "dollar": "$", "euro": "€"}
#: nouns a number names rather than counts ("chapter 13")
LABELS = frozenset("chapter title section article page part rule step table figure phase level grade class tier "
                   "room version paragraph clause appendix annex item volume issue route".split())


def close(a: float, b: float) -> bool:
    """Are two figures the same (up to float rounding)?"""
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))

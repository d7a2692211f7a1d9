"""Changes a sentence gives "from" one figure "to" another ("rose from 800 in 2022 to 1,000 in 2023", "cut the price
to $40 from $50"), and the change as a share of its first figure. Read by :mod:`gechat.entail.arithmetic`,
:mod:`gechat.entail.changes`, :mod:`gechat.entail.gaps` and :mod:`gechat.entail.side_gaps`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from gechat.entail.quantities import Quantity, quantities
from gechat.entail.units import range_units


def change_as_share(premise: str, percent: float) -> str | None:
    """The words of a change the sentence gives "from" one figure "to" another that is ``percent`` of the first,
    rounded down by at most half a point ("from 800 in 2022 to 1,000 in 2023" for 25), or None."""
    return next((text for a, b, text in from_to(premise)
                 if 0 <= abs(100 * (b.value - a.value) / a.value) - percent <= 0.5), None)


#: a figure with its scale or percent sign ("$200 million", "6.2%", "32 percent"), and a time after the first of two
_FIGURE = r"[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?(?:\s*(?:%|percent\b|per\s+cent\b)|\s*°\s*[CF]\b|" \
          r"\s+(?!(?:in|at|by|the|and|to|of|on|for|an?|up|down|from|over|during|as|per|a\s+year)\b)[a-z]+\b)?"
_WHEN = r"(?:\s+(?:in|at\s+the\s+end\s+of|by\s+the\s+end\s+of|as\s+of)\s+(?:\d{4}|[A-Z][a-z]+(?:\s+\d{4})?|Q[1-4]|" \
        r"the\s+\w+\s+(?:quarter|year)))?"
_OF_WHAT = r"(?:\s+of\s+[A-Za-z0-9₂]+)?"  # "from 4.8 million tonnes of CO2 in 2022 to 3.6 million tonnes"
#: the measure a change may name before its first figure: "from a food hygiene rating of 4 to 1"
MEASURE_BEFORE = r"(?:(?:a|an|the|its|their)\s+(?:[a-z-]+\s+){1,3}of\s+)?"
_FROM_TO = re.compile(rf"\bfrom\s+{MEASURE_BEFORE}(?P<a>{_FIGURE}){_OF_WHAT}{_WHEN},?\s+to\s+(?P<b>{_FIGURE})|"
                      rf"\bto\s+(?P<b2>{_FIGURE}){_WHEN},?\s+(?:(?:up|down)\s+)?from\s+(?P<a2>{_FIGURE}){_WHEN}",
                      re.IGNORECASE)


#: words before a "from … to" that make it a range, no change ("range from $10 to $15", "varies from")
RANGE_BEFORE = re.compile(r"\b(?:rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying)|between)\s+(?:\w+\s+)?$", re.IGNORECASE)


def from_to(premise: str) -> list[tuple[Quantity, Quantity, str]]:
    """The figures a sentence gives as a change, "from" one "to" another ("rose from 800 in 2022 to 1,000 in
    2023", "grew from $200 million to $250 million", "fell from 6.2% in January to 5.4%"; "cut the price to $40 from
    $50", "increased to 1.5 million, up from 1.2 million"), with the words that give them."""
    out = []
    premise = range_units(premise)  # "from 14 to 9 °C": "from 14 °C to 9 °C"
    for m in _FROM_TO.finditer(premise):  # "from $50 to $40", or "to $40 from $50", "to 1.5 million, up from 1.2 million"
        if RANGE_BEFORE.search(premise[: m.start()]):
            continue  # "Prices for the plan range from $10 to $15 a month": a range, no change
        a, b = quantities(m.group("a") or m.group("a2")), quantities(m.group("b") or m.group("b2"))
        if a and b and a[0].value > 0:
            if a[0].kind == "count" and not a[0].unit and b[0].unit:  # "from 800 to 1,000 students": 800 students
                a = [replace(a[0], kind=b[0].kind, unit=b[0].unit)]
            out.append((a[0], b[0], m.group(0)))
    return out

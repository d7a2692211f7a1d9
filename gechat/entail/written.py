"""Numbers as a text writes them, with their spans: digits, number words ("twenty-seven", "nine hundred and
twelve"), scale words ("1.5 million"), halves ("an hour and a half", "two and a half hours") and the unit or counted
word after them.

Read by :mod:`gechat.entail.notation`, which writes a step's numbers as its sentence writes them before the model
reads the pair, and asks which of a step's figures a sentence states. (:mod:`gechat.entail.quantities` reads the
same texts for the conflict checks, token by token.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gechat.entail.numbers import HALVES, INVERTED_TENS
from gechat.entail.quantities import CANONICAL, NUMBER_WORDS, ONE_SPAN, SCALE_NAMES, SCALES, TENS, singular

_SCALE_WORDS = {w: SCALES[w] for w in SCALE_NAMES}
_UNITS_WORDS = "one|two|three|four|five|six|seven|eight|nine"
_UNDER_HUNDRED = (rf"(?:{'|'.join(sorted(TENS))})(?:[-\s](?:{_UNITS_WORDS}))?|"
                  + "|".join(sorted((w for w in NUMBER_WORDS if w not in TENS and w not in ("zero", "hundred", "dozen")),
                                    key=len, reverse=True)))
_SPELLED = (rf"(?:{_UNITS_WORDS})-and-(?:{'|'.join(sorted(TENS))})|"  # "five-and-twenty": 25
            rf"(?:a|one|two|three|four|five|six|seven|eight|nine)\s+hundred(?:\s+(?:and\s+)?(?:{_UNDER_HUNDRED}))?|"
            rf"(?<!half\s)(?<!of\s)(?:a|one)\s+dozen(?!s)|"
            rf"(?<!half\s)(?<!of\s)(?:a|one)(?=\s+(?:{'|'.join(_SCALE_WORDS)})\b)|"
            rf"(?:{'|'.join(sorted(TENS))})(?:[-\s](?:{_UNITS_WORDS}))?|"
            + "|".join(sorted((w for w in NUMBER_WORDS if w not in TENS and w not in ("zero", "one", "hundred", "dozen")),
                              key=len, reverse=True)))
#: a number (digits with separators, or a number word past "one") with an optional scale word and unit word
_NUMBER = re.compile(
    rf"(?<![\w.,/-])(?P<num>\d+(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?|(?:{_SPELLED}))(?:(?P<abbr>bn)\b|(?![\w]|-\w))"
    rf"(?:\s+(?P<scale>{'|'.join(_SCALE_WORDS)}))?"
    r"(?:\s*(?P<unit>%|[A-Za-z]+(?:\s+cent\b)?))?",
    re.IGNORECASE,
)
_PERCENT = {"%", "percent", "per cent"}
#: a number in thousands and the rest written out ("forty-two thousand three hundred", "two thousand five hundred and
#: forty"), which :data:`_NUMBER` reads as two numbers, or as the thousands alone
_THOUSANDS = re.compile(rf"(?<![\w.,/-])(?P<th>{_SPELLED})\s+thousand(?:,?\s+and)?\s+(?P<rest>{_SPELLED})\b"
                        r"(?!\s+(?:thousand|million|billion|hundred)\b)", re.IGNORECASE)


@dataclass(frozen=True)
class _Number:
    value: float
    start: int
    end: int  # end of the number and its scale word
    unit: str  # the unit's canonical name, "" when the next word is no unit
    unit_end: int  # end of the unit word (the space before it, if any, belongs to the unit)
    surface: str  # the number, scale and unit as written, spaces folded
    counted: str  # the word after a number without a unit, folded ("pupils" -> "pupil"), else ""


def _thousands(text: str) -> list[_Number]:
    """The numbers of ``text`` written out in thousands and the rest (:data:`_THOUSANDS`), with their unit or
    counted word."""
    out = []
    for m in _THOUSANDS.finditer(text):
        th, rest = _value(m.group("th"), None), _value(m.group("rest"), None)
        if th is None or rest is None or not 0 < rest < 1000:
            continue
        after = re.match(r"\s*([A-Za-z]+)", text[m.end():])
        unit = _unit(after.group(1)) if after else ""
        unit_end = m.end() + after.end() if after else m.end()
        counted = singular(after.group(1)) if after and not unit else ""
        out.append(_Number(th * 1000 + rest, m.start(), m.end(), unit, unit_end,
                           " ".join(text[m.start():unit_end].split()), counted))
    return out


def _value(num: str, scale: str | None) -> float | None:
    word = " ".join(num.lower().split())
    if word in ("a", "one"):  # "a million"
        value = 1.0
    elif word in ("a dozen", "one dozen"):
        value = 12.0
    elif " hundred" in word:  # "four hundred", "nine hundred and twelve"
        head, _, rest = word.partition(" hundred")
        rest = rest.replace(" and ", " ").strip()
        value = 100.0 * (1 if head in ("a", "one") else NUMBER_WORDS[head]) + (
            sum(NUMBER_WORDS[w] for w in re.split(r"[-\s]+", rest)) if rest else 0)
    elif INVERTED_TENS.fullmatch(word):  # "five-and-twenty"
        value = float(sum(NUMBER_WORDS[w] for w in word.split("-and-")))
    elif word[:1].isalpha():  # "eleven", "twenty-seven", "ninety nine"
        value = float(sum(NUMBER_WORDS[w] for w in re.split(r"[-\s]+", word)))
    else:
        try:
            value = float(word.replace(",", ""))
        except ValueError:
            return None
    return value * _SCALE_WORDS.get((scale or "").lower(), 1.0)


def _unit(word: str) -> str:
    w = " ".join(word.lower().split())
    if w in _PERCENT:
        return "%"
    return CANONICAL.get(singular(w), "")


_AND_A_PART = re.compile(rf"\b(?P<n>\d+|{_UNDER_HUNDRED})\s+and\s+(?P<part>a\s+half|a\s+quarter|three\s+quarters)\s+"
                         r"(?P<unit>[A-Za-z]+)", re.IGNORECASE)
_PART = {"a half": 0.5, "a quarter": 0.25, "three quarters": 0.75}


def numbers(text: str) -> list[_Number]:
    """The numbers written in ``text``, with their spans, values and units (not the digits of names)."""
    out = _thousands(text)
    for m in _NUMBER.finditer(text):
        if any(n.start < m.end() and m.start() < n.unit_end for n in out):
            continue  # "three hundred" of "forty-two thousand three hundred", read whole above
        num = m.group("num")
        value = _value(num, m.group("scale"))
        if value is None or (len(num) > 1 and num[0] == "0" and num[1].isdigit()):
            continue  # "05", "007": a code or a clock's digits, not a count written otherwise
        if m.group("abbr"):  # "3.5bn"
            value *= SCALES["bn"]
        end = m.end("scale") if m.group("scale") else m.end("abbr") if m.group("abbr") else m.end("num")
        unit = _unit(m.group("unit")) if m.group("unit") else ""
        unit_end = m.end("unit") if unit else end
        counted = singular(m.group("unit")) if m.group("unit") and not unit else ""
        out.append(_Number(value, m.start("num"), end, unit, unit_end, " ".join(text[m.start():unit_end].split()),
                           counted))
    for pattern, value in HALVES:  # "half an hour", "an hour and a half", "one and a half litres"
        for m in pattern.finditer(text.lower()):
            unit = _unit(m.group("unit"))
            inside = [n for n in out if n.start < m.end() and m.start() < n.unit_end]
            if unit and not any(n.unit for n in inside):  # "three quarters of an hour": not three quarters counted
                out = [n for n in out if n not in inside]
                out.append(_Number(float(value), m.start(), m.end(), unit, m.end(), text[m.start():m.end()], ""))
    for m in _AND_A_PART.finditer(text):  # "two and a half hours": 2.5 hours, not the "two" read above ("two and a
        # quarter hours": 2.25)
        if unit := _unit(m.group("unit")):
            whole = _value(m.group("n"), None)
            out = [n for n in out if not (n.start < m.end() and m.start() < n.unit_end)]
            part = _PART[" ".join(m.group("part").lower().split())]
            out.append(_Number(whole + part, m.start(), m.end(), unit, m.end(), " ".join(m.group(0).split()), ""))
    for m in ONE_SPAN.finditer(text):  # "for a year": 1 year
        unit = _unit(m.group("unit"))
        if unit and not any(n.start < m.end() and m.start("art") < n.unit_end for n in out):
            out.append(_Number(1.0, m.start("art"), m.end("art"), unit, m.end(), text[m.start("art"):m.end()], ""))
    for m in _TEMPERATURE.finditer(text):  # "175 degrees Celsius", "350°F": a temperature on its scale
        out = [n for n in out if not (n.start < m.end() and m.start() < n.unit_end)]
        unit = "degf" if m.group("scale").lower().startswith("f") else "degc"
        value = float(m.group("num")) * (-1 if m.group("sign") else 1)
        out.append(_Number(value, m.start(), m.end("num"), unit, m.end(), " ".join(m.group(0).split()), ""))
    return sorted(out, key=lambda n: n.start)


#: a temperature as written, with its scale
_TEMPERATURE = re.compile(r"(?P<sign>\bminus\s+|(?<![\w.])[-−](?=\d))?(?<![\w.])(?P<num>\d+(?:\.\d+)?)\s*(?:°\s*|degrees?\s+)(?P<scale>fahrenheit|celsius|"
                          r"centigrade|f|c)\b", re.IGNORECASE)

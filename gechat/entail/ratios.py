"""A proportion of two things turned round or changed: "One pound of bacon to 2 pounds of liver." / "two pounds of
bacon for every pound of liver" (0.81 entailed by the shipped judge: every word and figure of the step is the
sentence's).

:func:`proportions_of` reads "A unit of X to B unit of Y" ("to", "for every", "for each", "per", "to each"; B may
be left out after "every", "each" and "per"; "1 part bleach to 10 parts water"; "a", "an" and number words count) as
X per Y = A / B, each thing by the stem of its last word and its unit, which both sides must give ("pounds of",
"parts"): "6 men to 1 quart", "34 cents per mile", "a man in a suit" are no proportions of two things.
:func:`ratio_conflict` names a proportion of the step whose two things (in either order, in the same units) the
sentence gives another proportion of, more than 2 % apart: a recipe's or a dilution's proportion swapped is a plain
error, not a detail.
"""

from __future__ import annotations

import re

from gechat.entail.numbers import number
from gechat.text import stem, tokens, word_stems

_QUANTITY = r"(?:\d+(?:\.\d+)?|\d+/\d+|\d*[½¼¾⅓⅔]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|an?)"
_UNIT = r"(?:(?P<{u}>[a-z]+?)s?\s+of\s+|(?P<{u}p>parts?)\s+)"
_THING = r"(?:the\s+)?(?P<{t}>[a-z][a-z-]*)"
_PROPORTION = re.compile(
    rf"\b(?P<a>{_QUANTITY})\s+{_UNIT.format(u='ua')}{_THING.format(t='x')}\s+(?:to\s+(?P<b>{_QUANTITY})|(?:for|to)\s+"
    rf"(?:every|each)(?:\s+(?P<b2>{_QUANTITY}))?|per(?:\s+(?P<b3>{_QUANTITY}))?)\s+{_UNIT.format(u='ub')}"
    rf"{_THING.format(t='y')}\b", re.IGNORECASE)
#: units a proportion is told in; a word before "of" that is none of these is the thing ("slices of bread")
_UNITS = frozenset(stem(w) for w in ("pound", "ounce", "gram", "kilogram", "kilo", "quart", "pint", "gallon", "cup",
                                     "spoonful", "tablespoon", "teaspoon", "litre", "liter", "millilitre", "part",
                                     "measure", "handful", "dozen", "can", "bag", "box", "lb", "oz", "g", "kg", "ml"))
#: words before a quantity that make it part of a larger one or of a range ("from 1 to 2 pounds")
_PART_WORDS = frozenset({"half", "quarter", "third", "and", "to", "from", "between", "or"})
#: a step that denies or rejects a proportion says nothing against the sentence's
_DENIED = re.compile(r"\b(?:not|no|never|n't|wrong|incorrect|instead|rather)\b", re.IGNORECASE)
#: words a step may add to a proportion without setting it elsewhere ("the recipe calls for …", "Use …")
_GENERIC = frozenset(stem(w) for w in "use allow take add mix call recipe need make made contain consist cook serve "
                                      "put require dissolve give go do".split())
#: how far apart two proportions may be and still be one (rounding)
_TOLERANCE = 0.02


def _amount(word: str) -> float | None:
    w = word.lower()
    return 1.0 if w in ("a", "an") else number(w)


def proportions_of(text: str) -> list[tuple[str, str, str, str, float, tuple[int, int]]]:
    """Each proportion ``text`` gives: (thing X, its unit, thing Y, its unit, X per Y, where it stands in ``text``
    with its spaces made single), things and units as stems."""
    out = []
    text = " ".join(text.split())
    for m in _PROPORTION.finditer(text):
        before = text[:m.start()].split()[-1:]
        if before and (before[0].lower() in _PART_WORDS or number(before[0].lower()) is not None):
            continue  # "half a pound of bacon", "2 1/2 pounds": more than this reading holds
        a = _amount(m.group("a"))
        b = _amount(m.group("b") or m.group("b2") or m.group("b3") or "1")  # "for every pound of liver": one
        units = [stem((m.group(u) or m.group(u + "p")).lower()) for u in ("ua", "ub")]
        if not a or not b or any(u not in _UNITS for u in units):
            continue
        x, y = (stem(m.group(t).lower()) for t in ("x", "y"))
        if x != y:
            out.append((x, units[0], y, units[1], a / b, m.span()))
    return out


def ratio_conflict(premise: str, hypothesis: str) -> str:
    """The reason, when the step gives two things a proportion the sentence gives them otherwise; else "". Not when
    the sentence also gives the step's proportion ("2 pounds of sugar to 1 pound of fruit, or for a less sweet jam
    1 pound of sugar to 1 pound of fruit"), the step denies or rejects one ("It is wrong to use …", ", not …"), or
    names a setting the sentence does not ("For biscuits use …" against "For pie crust use …")."""
    given = proportions_of(premise)
    if not given or _DENIED.search(hypothesis):
        return ""
    step = " ".join(hypothesis.split())
    said_words = {stem(w) for w in tokens(premise)}
    for x, ux, y, uy, ratio, (start, end) in proportions_of(step):
        extra = word_stems(step[:start] + " " + step[end:]) - _GENERIC
        if not extra <= said_words | {x, y}:
            continue  # another setting ("For biscuits", "when salting pork")
        said = [g if (gx, gux, gy, guy) == (x, ux, y, uy) else 1 / g
                for gx, gux, gy, guy, g, _ in given if {(gx, gux), (gy, guy)} == {(x, ux), (y, uy)}]
        if said and all(abs(g - ratio) > _TOLERANCE * max(g, ratio) for g in said):
            return f"the step gives {x} and {y} as {ratio:g} to 1; the sentence as {said[0]:g} to 1"
    return ""

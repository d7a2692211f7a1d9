"""Groups bounded by a figure: "adults over 65" are no "adults under 65".

"Among adults over 65, the vaccine reduced hospitalisation for influenza by 41% relative to placebo" says nothing of
"adults under 65" (a small model reads 0.83 entailed): the step keeps the sentence's group noun and figure and turns
the bound round. :func:`group_bound_turned` reads a plural noun with a bound after it ("children under 5", "patients
aged 65 or over", "firms with fewer than 50 employees") on each side; the same noun and figure bounded the other way
is a group the sentence does not speak of. A bound said of a value ("is over 50 metres long") is no group's and is
left to the conflict checks.
"""

from __future__ import annotations

import re

from gechat.entail.antonyms import stem
from gechat.text import STOP_WORDS, content_words, fold

_UP = r"over|above|older\s+than|more\s+than|greater\s+than|at\s+least"
_DOWN = r"under|below|younger\s+than|fewer\s+than|less\s+than|at\s+most"
_GROUP = re.compile(rf"\b(?P<noun>[A-Za-z]+)\s+(?:(?:aged|with|of)\s+)?(?:(?P<up>{_UP})|(?P<down>{_DOWN}))\s+"
                    rf"(?P<figure>\d[\d,.]*)(?:\s+(?P<after>[A-Za-z]+))?", re.IGNORECASE)
_OR = re.compile(r"\b(?:aged\s+)?(?P<figure>\d[\d,.]*)\s+(?:(?:years?\s+(?:old\s+)?)?(?:or|and)\s+(?:(?P<up>over|above|older|more)|"
                 r"(?P<down>under|below|younger|less|fewer)))\b", re.IGNORECASE)
#: words by which a sentence tells of the rest too ("Only children under 5 …", "all other passengers pay …")
_COMPLEMENT = re.compile(r"\b(?:only|all\s+other|every\s+other|any\s+other|everyone\s+else|everybody\s+else|"
                         r"the\s+rest|restricted\s+to|limited\s+to|otherwise|exclusively|other|those\s+(?:under|over|"
                         r"below|above|aged|younger|older)|(?:younger|older)\s+[a-z]+s)\b", re.IGNORECASE)
#: words after a figure that make its bound a value's, not a group's ("Temperatures above 30 degrees")
_MEASURED = frozenset("degrees degree percent per cent kilometres kilometers miles metres meters kg kilograms pounds "
                      "mph hours minutes days weeks months".split())
_AGED = frozenset(stem(w) for w in ("aged", "age"))
#: plural nouns of people and bodies that do not end in "s"
_PEOPLE = frozenset("people children men women staff personnel".split())


def _groups(text: str) -> dict[tuple[str, str, int], tuple[str, int]]:
    """(the group's noun folded, the figure, +1 for a lower bound or -1 for an upper one) of each bounded group ->
    (the noun as written, where the group's words begin)."""
    out: dict[tuple[str, str, int], tuple[str, int]] = {}
    for m in _GROUP.finditer(text):
        noun = m.group("noun").lower()
        if noun in STOP_WORDS or not (noun.endswith("s") or noun in _PEOPLE) \
                or (m.group("after") or "").lower() in _MEASURED:
            continue  # "Temperatures above 30 degrees": a value's bound
        out[fold(noun), m.group("figure").rstrip(".,").replace(",", ""), 1 if m.group("up") else -1] = noun, m.start()
    for m in _OR.finditer(text):  # "patients aged 65 or over": the noun before it; "those 65 or older": the noun
        # of the group before it ("Patients younger than 65 were more likely than those 65 years old or older to …")
        before = re.findall(r"[A-Za-z]+", text[: m.start()])
        noun = next(reversed(out.values()))[0] if before[-1:] == ["those"] and out else next(
            (w.lower() for w in reversed(before[-3:]) if w.lower() not in STOP_WORDS and w.lower() != "aged"), "")
        if noun and (noun.endswith("s") or noun in _PEOPLE):
            out[fold(noun), m.group("figure").rstrip(".,").replace(",", ""), 1 if m.group("up") else -1] = \
                noun, m.start()
    return out


def group_bound_turned(premise: str, hypothesis: str) -> str:
    """The reason the step speaks of another group than the sentence ("adults over 65" / "adults under 65"), or ""."""
    theirs = _groups(premise)
    if not theirs or _COMPLEMENT.search(premise):
        return ""  # "Only children under 5 travel free; every other passenger needs a ticket": the rest is told too
    for (noun, figure, side), written in _groups(hypothesis).items():
        if (noun, figure, -side) in theirs and (noun, figure, side) not in theirs:
            return f"the step speaks of {written[0]} {('under', 'over')[side > 0]} {figure}; the sentence only of " \
                   f"{theirs[noun, figure, -side][0]} {('under', 'over')[side < 0]} {figure}"
    return ""


#: a "than" that no figure follows (a comparison, not a bound: "younger than 65")
_THAN = re.compile(r"\bthan\b(?!\s+\d)", re.IGNORECASE)
_COMPARATIVES = re.compile(r"^(?:more|less|fewer|greater|higher|lower|better|worse|(?!(?:over|under|never|other|number|"
                           r"after|either|whether|rather|together|per|water|later|order|member|paper|matter)$)[a-z]{3,}er)$")


def _compared(text: str) -> tuple[str, tuple, tuple | None] | None:
    """(the comparative's words, the bounded group before "than", the one after it or None) of a comparison of
    bounded groups, or None. The comparative is the nearest to "than" of the eight words before it ("more likely to
    relapse than")."""
    m = _THAN.search(text)
    if m is None:
        return None
    before = re.findall(r"[A-Za-z]+", text[: m.start()])[-8:]
    k = next((k for k in range(len(before) - 1, -1, -1) if _COMPARATIVES.match(before[k].lower())), None)
    if k is None:
        return None
    comp = before[k].lower() + (" " + before[k + 1].lower() if before[k].lower() in ("more", "less")
                                and k + 1 < len(before) else "")
    groups = sorted(_groups(text).items(), key=lambda kv: kv[1][1])
    first = [g for g, (_, at) in groups if at < m.start()]
    after = [g for g, (_, at) in groups if at > m.end()]
    return (comp, first[-1], after[0] if after else None) if first else None


def compared_groups_swapped(premise: str, hypothesis: str) -> str:
    """The reason the step gives one bounded group what the sentence says of the other: "Patients younger than 65
    years old were significantly more likely than those 65 years old or older to experience a relapse" / "Patients
    aged 65 years or older were significantly more likely to relapse than younger patients" (0.84 entailed by a
    small model), or "". The two compare with the same words, and the step's group before its "than" is the one the
    sentence puts after its own."""
    theirs, mine = _compared(premise), _compared(hypothesis)
    if theirs is None or mine is None or theirs[2] is None or theirs[0] != mine[0] or len(_THAN.findall(premise)) > 1:
        return ""  # "… more likely than those 65 or older to experience nausea, but patients 65 or older were more
        # likely to experience fatigue than younger patients": two comparisons
    if set(content_words(hypothesis, stem)) - set(content_words(premise, stem)) - _AGED:
        return ""  # "In the active-treatment arm, …" against "In the placebo arm, …": another setting
    if mine[1] == theirs[2] and mine[1] != theirs[1] and mine[2] in (None, theirs[1]):
        _, figure, side = mine[1]
        noun = _groups(hypothesis)[mine[1]][0]
        return f"the step says the sentence's '{mine[0]}' of {noun} {('under', 'over')[side > 0]} {figure}; the " \
               f"sentence says it of the other group"
    return ""


#: a sentence's words that make what it grants a part of a group hold only on a condition
_ONLY_ON = re.compile(r"\bonly\s+(?:if|when|where|with|after|for\s+those)\b|\bprovided\b|\bunless\b|\bsubject\s+to\b",
                      re.IGNORECASE)
#: a step's words of a whole group
_EVERY = re.compile(r"\b(?:all|every|any|everyone|anyone)\b", re.IGNORECASE)


def _widened(premise: str, hypothesis: str) -> tuple[str, str]:
    """(the step's group, the sentence's) where the step bounds a group the sentence bounds more narrowly on the same
    side ("adults aged 50 and over" / "adults aged 65 and over"), and the sentence bounds it nowhere as widely."""
    theirs = _groups(premise)
    for (noun, figure, side), written in _groups(hypothesis).items():
        mine = float(figure)
        same = [(float(f), w) for (n, f, s), w in theirs.items() if n == noun and s == side]
        if same and all((f - mine) * side > 0 for f, _ in same):
            f, w = same[0]
            word = ("under", "over")[side > 0]
            return f"{written[0]} {word} {figure}", f"{w[0]} {word} {f:g}"
    return "", ""


def group_widened_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step grants all of a group what the sentence grants only a narrower part of it outright and the
    rest only on a condition, or "": "free flu vaccinations to all adults aged 65 and over …, while those aged 50 to 64
    will be eligible only if they have a chronic condition" / "All adults aged 50 and over can get a free flu vaccine"
    (0.97 entailed before this check)."""
    if not _EVERY.search(hypothesis) or not _ONLY_ON.search(premise):
        return ""
    step, sentence = _widened(premise, hypothesis)
    return f"the step says it of all {step}; the sentence of {sentence}, and of others only on a condition" \
        if step else ""


def group_widened(premise: str, hypothesis: str) -> str:
    """The reason the step is not stated where it speaks of a wider group than the sentence bounds ("adults aged 50
    and over" / "adults aged 65 and over"), or ""."""
    if _ONLY_ON.search(premise) and re.search(r"\b(?:with|if|who|whose|provided|only)\b", hypothesis, re.IGNORECASE):
        return ""  # "Adults aged 50 and over with a chronic condition": the step keeps the sentence's condition
    step, sentence = _widened(premise, hypothesis)
    return f"the step speaks of {step}; the sentence only of {sentence}" if step else ""

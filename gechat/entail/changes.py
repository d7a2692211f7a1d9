"""A change the step gives "by" a figure, against the figures the sentence gives it "from" and "to".

"The county's unemployment rate fell from 6.2% to 5.7%" gives a fall of 0.5 percentage points: a step that says it
"fell by 5 percentage points" contradicts it, and so does "The fund's assets grew by 20%" against "grew from $200
million to $250 million" (25 %), or "rose by 300" against "rose from 800 to 1,000". A step that gives the change
the sentence's figures make is stated (:func:`gechat.entail.arithmetic.worked_out`, and written as the sentence gives
it for the model by :mod:`gechat.entail.notation`); this module says when it is not.

Read only where the sentence gives one change "from" one figure "to" another (with two, which one the step's is
remains open) and the step gives no "from" of its own. A change in percent of a figure in percent ("from 4% to 5%" /
"by 1%") may be meant either way: it conflicts only when it is neither the points nor the share.

:func:`other_period` reads the figures a sentence gives two periods ("shipped 1,240 turbine blades in the third
quarter, up from 980 in the second quarter"; "$4.2 million in 2023, up from $3.1 million in 2022"): a step that gives
one period the other's figure ("shipped 980 turbine blades in the third quarter") contradicts it, where the model
reads the figure as stated. :func:`other_total` reads a total the sentence marks as one ("18 steel cables on each
side, giving 36 cables in all") against a total the step gives ("a total of 18 steel cables"). All three are read by
:func:`gechat.entail.conflicts.find_conflict` beside the other quantity checks.
"""

from __future__ import annotations

import re

from gechat.entail.from_to import from_to
from gechat.entail.quantities import NUMBER_WORDS, QUANTITY_REASON, Quantity, quantities, show
from gechat.text import content_words, stem

#: a step's change by a figure: "by 5 percentage points", "by 20%", "by $15 million", "by 300"
_NUMBER_WORD = "(?:" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + ")"
_BY = re.compile(rf"\bby\s+(?:about\s+|around\s+|roughly\s+|some\s+|nearly\s+|almost\s+)?"
                 rf"(?P<fig>[$€£]?(?:\d[\d,.]*|{_NUMBER_WORD}(?:-{_NUMBER_WORD})?)"
                 r"(?:\s+(?:million|billion|thousand))?(?:\s*(?:%|percent\b|per\s+cent\b)|\s+percentage\s+points?\b|"
                 r"\s*°\s*[CF]\b|\s+(?!(?:in|at|by|the|and|to|of|on|for|an?|from|over|during|as|per|after|"
                 r"before|since|between|than|or|with)\b)[a-z]+\b)?)",
                 re.IGNORECASE)
_ROUGH = re.compile(r"\bby\s+(?:about|around|roughly|some|nearly|almost)\b", re.IGNORECASE)
#: how far a change given in points or as a share may stand from the sentence's and not contradict it: a twentieth of
#: a point, or a point of a share (or 5 % of it; twice that after "about"); it is the same within a twentieth of a
#: point, half a point of a share, or half a percent of an amount
POINTS_NEAR, SHARE_NEAR = 0.051, 1.0


def change_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's change "by" a figure is not the change the sentence gives "from" one figure "to"
    another, or ""."""
    stated = quantities(premise)
    for m in _BY.finditer(hypothesis):
        change = _change_for(premise, hypothesis, m)
        if change is None:
            continue
        a, b, _ = change
        figure = quantities(m.group("fig"))
        if figure and any(p.kind == figure[0].kind and abs(p.value - figure[0].value) < 1e-9
                          and not any(p.text == e.text and p.value == e.value for e in (a, b)) for p in stated):
            continue  # "Shares fell 8% … after the company cut its forecast from $2.10 to $1.80" / "fell by 8%"; the
            # change's own end is no change ("raised the fine from $40 to $65" / "raised it by $65")
        if _of_the_change(premise, hypothesis, m, change[2]) and _agrees(change, m) is False:
            return f"{QUANTITY_REASON}a change of {show(figure[0])}; the sentence says from {show(a)} to {show(b)}"
    return ""


def given_change(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's changes "by" a figure that the sentence gives "from" one figure "to" another, each as (start, end,
    the sentence's words): "dropped by 0.8 percentage points" / "fell from 6.2% in January to 5.4%", "grew by 25%" /
    "grew from $200 million to $250 million", for the model to read as the sentence gives them."""
    return [(m.start(), m.end(), change[2]) for m in _BY.finditer(hypothesis)
            if (change := _change_for(premise, hypothesis, m)) is not None
            and _of_the_change(premise, hypothesis, m, change[2]) and _agrees(change, m)]


#: verbs of a change, one of which must stand before the step's "by" ("fell by", "increased its headcount by")
_CHANGE_VERB = re.compile(r"\b(?:r[io]s(?:e|es|en|ing)|f[ae]ll(?:s|en|ing)?|gr[eo]w(?:s|n|ing)?|increas\w*|decreas\w*|"
                          r"drop\w*|declin\w*|climb\w*|jump\w*|cut(?:s|ting)?|rais\w*|lower\w*|reduc\w*|"
                          r"narrow\w*|widen\w*|improv\w*|gain\w*|slid\w*|slip\w*|shr[iu]nk\w*|expand\w*|"
                          r"soar\w*|plung\w*|tumbl\w*|surg\w*|eas\w*|extend\w*|lengthen\w*|shorten\w*|boost\w*|hik\w*|trimm?\w*|"
                          r"up|down)\b", re.IGNORECASE)
#: words of a change itself, which the step may use where the sentence uses others
_CHANGE_WORDS = frozenset("rise rose risen fall fell fallen grow grew grown increase increased decrease decreased drop "
                          "dropped decline declined climb climbed jump jumped cut raise raised lower lowered reduce "
                          "reduced narrow narrowed widen widened improve improved gain gained slide slid shrink shrank "
                          "expand expanded soar soared plunge plunged tumble tumbled surge surged ease eased up down extend extended "
                          "lengthen lengthened shorten shortened boost boosted hike hiked trim trimmed "
                          "percentage point points percent year over rate level figure number amount total".split())


def _of_the_change(premise: str, hypothesis: str, m: re.Match, change: str) -> bool:
    """Is the step's "by" in ``m`` a change of what the sentence's change (its words ``change``) is of: a verb of
    change before it, and the step's words before it all words of the sentence's clause up to its change ("Kestrel
    Foods increased its headcount by 10%" is no change of "Revenue at Kestrel Foods grew from …"; "Operating costs
    increased by 4%" none of "Revenue rose from …, while operating costs increased 4%")?"""
    before = hypothesis[: m.start()]
    if not _CHANGE_VERB.search(before):
        return False
    at = premise.find(change)
    clause = _CLAUSE_BREAK.split(premise[:at])[-1] if at >= 0 else premise
    said = {_stem(w) for w in content_words(clause)}
    return all(_stem(w) in said for w in content_words(before) if w.lower() not in _CHANGE_WORDS)


#: where a clause of the sentence ends, before its change: its subject is read from the words after
_CLAUSE_BREAK = re.compile(r"[;:]|,\s+(?:and|but|while|whereas|as|after|with)\b|\s(?:while|whereas|after|as)\s",
                           re.IGNORECASE)
#: words by which "from" one figure "to" another is a range, not a change ("range from 20 to 30 pupils")
_RANGE = re.compile(r"\b(?:rang\w*|var(?:y|ies|ied|ying)|between|aged?|ages|doses?|scores?|scale|spans?|spanning)\s+"
                    r"(?:\w+\s+){0,2}$", re.IGNORECASE)


def _stem(word: str) -> str:
    return stem(word.lower().removesuffix("'s").rstrip("'’"))


#: the words of a change, stemmed: no word a figure is said of
_CHANGE_STEMS = frozenset(_stem(w) for w in _CHANGE_WORDS)


def _changes(premise: str, hypothesis: str) -> list[tuple[Quantity, Quantity, str]]:
    """The sentence's changes "from" a figure "to" another of its kind, when the step gives none of its own and the
    sentence no change "by" a figure ("…, while youth unemployment fell by 2 percentage points")."""
    if re.search(r"\bfrom\b", hypothesis, re.IGNORECASE) or _BY.search(premise):
        return []
    out = []
    for a, b, text in from_to(premise):
        if _RANGE.search(premise[: premise.find(text)]):
            return []  # "Class sizes range from 20 to 30 pupils": no change
        if a.key() == b.key() and a.kind not in ("year", "date", "clock", "weekday") and a.value:
            out.append((a, b, text))
    return out


def _change_for(premise: str, hypothesis: str, m: re.Match) -> tuple[Quantity, Quantity, str] | None:
    """The sentence's change the step's "by" in ``m`` is of: its one change, or of several the one whose clause
    holds the step's words ("Quarterly revenue … tripled to $45 million from $15 million, while its net loss
    narrowed to $12 million from $31 million" / "revenue increased by $45 million")."""
    changes = _changes(premise, hypothesis)
    if len(changes) == 1:
        return changes[0]
    fit = [c for c in changes if _of_the_change(premise, hypothesis, m, c[2])]
    return fit[0] if len(fit) == 1 else None


def _agrees(change: tuple[Quantity, Quantity, str], m: re.Match) -> bool | None:
    """Is the step's change by ``m``'s figure the sentence's ``change``: True where it is the same as a text rounds
    it, False where it is beyond rounding, None between, or where the two are of different things (a change in
    points of a figure that is no percentage, a figure in another unit)?"""
    a, b, _ = change
    found = quantities(m.group("fig"))
    if not found:
        return None
    q = found[0]
    rough = 2.0 if _ROUGH.search(m.group(0)) else 1.0
    points = abs(b.value - a.value)
    share = 100 * points / abs(a.value)
    if re.search(r"percentage\s+points?", m.group("fig"), re.IGNORECASE):
        return _judged(abs(points - q.value), POINTS_NEAR, POINTS_NEAR * rough) if a.kind == "percent" else None
    if q.kind == "percent":
        verdicts = {_judged(abs(share - q.value), 0.5, max(SHARE_NEAR, 0.05 * share) * rough)}
        if a.kind == "percent":  # "from 4% to 5%" / "by 1%": the points, or the share
            verdicts.add(_judged(abs(points - q.value), POINTS_NEAR, POINTS_NEAR * rough))
        return True if True in verdicts else (None if None in verdicts else False)
    if q.key() == a.key():
        return _judged(abs(points - q.value), 0.005 * max(points, q.value), 0.02 * rough * max(points, q.value))
    return None


def _judged(gap: float, same: float, apart: float) -> bool | None:
    return True if gap <= same else (False if gap > apart else None)


#: a figure and the period it is given for, a few words after it: "1,240 turbine blades in the third quarter", "$3.1
#: million in 2022", "48% in March 2021", "980 in Q2"
_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
_PERIOD = (rf"(?:the\s+)?(?:first|second|third|fourth|final|last|1st|2nd|3rd|4th)\s+(?:quarter|half)(?:\s+of\s+\d{{4}})?|"
           rf"Q[1-4](?:\s+\d{{4}})?|H[12](?:\s+\d{{4}})?|(?:fiscal\s+(?:year\s+)?)?\d{{4}}(?!\d|,\d)|{_MONTH}(?:\s+\d{{4}})?")
#: a figure and up to three words of what it counts: "$3.1 million", "1,240 turbine blades", "48%"
_FIGURE_NOUN = (r"(?P<fig>[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?\s*(?:%|percent\b)?)"
                r"(?P<noun>(?:\s+[A-Za-z-]+){0,3}?)")
_FIGURE_IN = re.compile(rf"{_FIGURE_NOUN}\s+(?:in|during|for|at\s+the\s+(?:end|close)\s+of)\s+(?P<period>{_PERIOD})\b")


def other_period(premise: str, hypothesis: str) -> str:
    """The reason the step gives a period the figure the sentence gives another period, while the sentence gives
    the step's period a figure of its own ("… 1,240 turbine blades in the third quarter, up from 980 in the second
    quarter" / "… 980 turbine blades in the third quarter"), or ""."""
    theirs = _figures_by_period(premise)
    if len(theirs) < 2:
        return ""
    for (value, kind, period), shown in _figures_by_period(hypothesis).items():
        if (value, kind, period) in theirs:
            continue
        elsewhere = [p for v, k, p in theirs if _same_kind(k, kind) and v == value and p != period]
        own = [theirs[v, k, p] for v, k, p in theirs if _same_kind(k, kind) and p == period and v != value]
        if elsewhere and own and _one_series(premise, hypothesis, value, period):
            return f"{QUANTITY_REASON}{shown} for {period}; the sentence gives {shown} for {elsewhere[0]} and " \
                   f"{own[0]} for {period}"
    return ""


def _same_kind(a: str, b: str) -> bool:
    """Two figures of one kind: the same unit or counted noun, or a count whose noun is left out ("up from 980")."""
    return a == b or "count" in (a, b) and not {a, b} & {"$", "€", "£", "%"}


def _one_series(premise: str, hypothesis: str, value: float, period: str) -> bool:
    """Are the sentence's figure for the step's period and its figure ``value`` one series with the step's: each said
    of the step's words before its figure, or the second with no words of its own ("Revenue reached $4.2 million in
    2023, up from $3.1 million in 2022"; not "Sales rose 5% in Q1 and margins improved 2% in Q2" / "Sales rose 5% in
    Q2", nor "The airline carried 5 million passengers in 2023 and operated 120 aircraft in 2022")?"""
    said_of = {period_: words for (v, _, period_), words in _said_of(premise).items() if v == value or period_ == period}
    mine = next((words for (v, _, p), words in _said_of(hypothesis).items() if v == value and p == period), set())
    return bool(mine) and all(not words or words & mine for words in said_of.values())


def _said_of(text: str) -> dict[tuple[float, str, str], set[str]]:
    """(value, kind, period) -> the content words of its clause before each figure given for a period."""
    out = {}
    for m in _FIGURE_IN.finditer(text):
        found = quantities(f"{m.group('fig')}{m.group('noun')}")
        if found:
            clause = re.split(r"[,;]|\band\b|\bwhile\b|\bfrom\b", text[: m.start()])[-1]
            period = " ".join(m.group("period").lower().removeprefix("the ").split())
            out[(found[0].value, found[0].kind, period)] = {_stem(w) for w in content_words(clause)} - _CHANGE_STEMS
    return out


def _figures_by_period(text: str) -> dict[tuple[float, str, str], str]:
    """(value, kind of figure, period) -> the figure as a reason shows it, for each figure of ``text`` given for a
    period; the kind is a money's currency, "%", a unit, or the noun a count counts ("count" where it is left out,
    "up from 980 in the second quarter")."""
    out = {}

    def put(m: re.Match, period: str) -> None:
        found = quantities(f"{m.group('fig')}{m.group('noun')}")
        if found and found[0].kind not in ("year", "date", "clock", "weekday", "ordinal"):
            q = found[0]  # its kind: a money's currency, "%", a unit, or what a count counts
            out[(q.value, q.unit or "count", period)] = show(q)

    for m in _FIGURE_IN.finditer(text):
        period = " ".join(m.group("period").lower().removeprefix("the ").split())
        put(m, re.sub(r"^fiscal\s+(?:year\s+)?(?=\d)", "", period))  # "in fiscal 2023": 2023
    years = {p for _, _, p in out if re.fullmatch(r"\d{4}", p)}
    for m in _FIGURE_YEAR_BEFORE.finditer(text) if len(years) == 1 else ():  # "$4.2 million in 2023 compared with
        if not _GAP_WORDS.search(m.group("noun")):  # $3.1 million a year earlier"; not "$1.1 million more than"
            put(m, str(int(next(iter(years))) - 1))
    return out


def years_of_figures(text: str) -> set[float]:
    """The years ``text`` gives a figure for, named ("in fiscal 2023") or as the year before the one it names ("$3.1
    million a year earlier"): a step may date that figure by it."""
    return {float(period) for _, _, period in _figures_by_period(text) if re.fullmatch(r"\d{4}", period)}


#: a figure given for the year before the one the text names: "$3.1 million a year earlier", "980 the previous year"
_FIGURE_YEAR_BEFORE = re.compile(rf"{_FIGURE_NOUN}\s+(?:(?:a|the)\s+year\s+(?:earlier|before)|"
                                 r"(?:in\s+)?the\s+(?:previous|prior|preceding)\s+year)\b"
                                 r"(?=\s*(?:[,;.)]|$|(?:and|but|while|whereas)\b))")  # not "the year before last",
# "… the year before the pandemic": a year counted from something else
_GAP_WORDS = re.compile(r"\b(?:than|more|less|fewer|higher|lower|up|down|above|below)\b", re.IGNORECASE)


#: a figure marked as a total: "a total of 36", "36 cables in all", "36 in total", "36 altogether", "36 combined"
_TOTAL_BEFORE = re.compile(r"\b(?:a\s+total\s+of|totall?ing|total(?:s|led|ed)?)\s+"
                           r"(?P<fig>[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?)", re.IGNORECASE)
_TOTAL_AFTER = re.compile(r"(?P<fig>[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?)(?P<noun>(?:\s+[A-Za-z-]+){0,3}?)"
                          r"\s+(?:in\s+all|in\s+total|altogether|combined(?!\s+with))\b", re.IGNORECASE)


def other_total(premise: str, hypothesis: str) -> str:
    """The reason the total the step gives is not the total the sentence marks as one (of the same kind of figure),
    or ""."""
    theirs = _totals(premise)
    for kind, (value, shown) in _totals(hypothesis).items():
        if kind in theirs and abs(theirs[kind][0] - value) > 1e-9 * max(1.0, value):
            return f"{QUANTITY_REASON}a total of {shown}; the sentence says {theirs[kind][1]} in all"
    return ""


def _totals(text: str) -> dict[str, tuple[float, str]]:
    """what a figure measures or counts -> (value, as a reason shows it) of each figure ``text`` marks as a total;
    one given two totals is left out (two totals of two things)."""
    found: dict[str, list[tuple[float, str]]] = {}
    for m in (*_TOTAL_BEFORE.finditer(text), *_TOTAL_AFTER.finditer(text)):
        after = text[m.end("fig") : m.end("fig") + 40] if m.re is _TOTAL_BEFORE else m.group("noun")
        q = next(iter(quantities(f"{m.group('fig')} {after}")), None)
        if q is None or q.kind in ("year", "date", "clock", "weekday", "ordinal"):
            continue
        found.setdefault(q.unit or q.kind, []).append((q.value, show(q)))  # a count by what it counts
    return {k: v[0] for k, v in found.items() if len({x for x, _ in v}) == 1}


#: verbs that give a change as a multiple ("doubled", "tripled", "halved")
MULTIPLES = {"doubled": 2.0, "tripled": 3.0, "trebled": 3.0, "quadrupled": 4.0, "halved": 0.5}
#: a multiple as a change: not "doubles as" (a second role) nor after a modal or plan ("would double")
MULTIPLE_WORD = re.compile(r"(?<!\bwould\s)(?<!\bwill\s)(?<!\bcould\s)(?<!\bmay\s)(?<!\bto\s)\b(?:"
                           + "|".join(MULTIPLES) + r")\b(?!\s+as\b)(?!\s+down\b)(?!-)", re.IGNORECASE)
#: words before a multiple that make it a bound or a guess ("more than doubled", "roughly tripled")
_NEAR_MULTIPLE = re.compile(r"\b(?:more\s+than|less\s+than|nearly|almost|roughly|about|around|over|some|at\s+least|"
                            r"close\s+to|just\s+under|just\s+over)\s+$", re.IGNORECASE)
#: a change "by" a share, up or down ("rose by 100 percent", "fell by 50%")
_UP = re.compile(r"\b(?:r[io]s\w*|gr[eo]w\w*|increas\w*|climb\w*|jump\w*|rais\w*|gain\w*|expand\w*|soar\w*|surg\w*|"
                 r"boost\w*|up)\s+(?:\w+\s+){0,3}?by\s+(?P<pct>\d[\d,.]*)\s*(?:%|percent\b|per\s+cent\b)", re.IGNORECASE)
_DOWN = re.compile(r"\b(?:f[ae]ll\w*|drop\w*|declin\w*|decreas\w*|cut\w*|reduc\w*|lower\w*|shr[iu]nk\w*|plung\w*|"
                   r"slump\w*|down)\s+(?:\w+\s+){0,3}?by\s+(?P<pct>\d[\d,.]*)\s*(?:%|percent\b|per\s+cent\b)",
                   re.IGNORECASE)


def factors(text: str) -> list[tuple[float, str]]:
    """The multiples by which ``text`` says something changed, with their words: "doubled" (2), "rose by 100
    percent" (2), "fell by 50%" (0.5), "from 12 vessels to 36" (3)."""
    out = [(MULTIPLES[m.group(0).lower()], m.group(0)) for m in MULTIPLE_WORD.finditer(text)
           if not _NEAR_MULTIPLE.search(text[: m.start()])]
    out += [(1 + float(m.group("pct").replace(",", "")) / 100, m.group(0)) for m in _UP.finditer(text)]
    out += [(1 - float(m.group("pct").replace(",", "")) / 100, m.group(0)) for m in _DOWN.finditer(text)]
    out += [(b.value / a.value, words) for a, b, words in from_to(text) if a.key() == b.key() and a.value
            and a.kind not in ("year", "date", "clock", "weekday") and not _RANGE.search(text[: text.find(words)])]
    return out


def multiple_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's change as a multiple ("doubled", or "rose by 100 percent") is not the one change the
    sentence gives ("tripled", "from 12 vessels to 36"), or "": each side must give one, of one thing (a word of
    what changed before each in common: "Kell doubled its dividend after revenue rose 8 percent" gives no change of
    revenue as a multiple)."""
    mine, theirs = factors(hypothesis), factors(premise) + _levels_compared(premise)
    bounded = [(MULTIPLES[m.group(0).lower()], near.group(0) + m.group(0), " ".join(near.group(0).lower().split()))
               for m in MULTIPLE_WORD.finditer(hypothesis) if (near := _NEAR_MULTIPLE.search(hypothesis[: m.start()]))]
    if len(bounded) == 1 and not mine and not _DENIED_MULTIPLE.search(hypothesis):
        mine = bounded  # "more than doubled", "nearly tripled": a bound the sentence's one change must keep
    if len(mine) != 1 or len({round(f, 3) for f, _, *_ in theirs}) != 1 \
            or not MULTIPLE_WORD.search(f"{premise} {hypothesis}") \
            or any(_NEAR_MULTIPLE.search(premise[: m.start()]) for m in MULTIPLE_WORD.finditer(premise)):
        return ""  # a multiple on one side at least: a change in percent against one in points is change_conflict's
    (f, said, *near), (g, given) = mine[0], theirs[0]
    if not _of_one_thing(premise, given, hypothesis, said) \
            or not set(_YEARS.findall(hypothesis)) <= set(_YEARS.findall(premise)):
        return ""  # "… more than doubled between 2019 and 2023" of a change from 2022: another span
    if near and _within(near[0], f, g):
        return ""
    if not near and abs(f - g) <= (0.03 if said.lower() in MULTIPLES else 0.02) * max(f, g):
        return ""  # "£4.1m …, compared with £2.0m" / "Revenue doubled": a writer's round multiple (not 1.9 times)
    return f"{QUANTITY_REASON}'{said}'; the sentence says '{given}'" + (f" ({g:.2f} times)" if near else "")


_YEARS = re.compile(r"\b(?:19|20)\d\d\b")
_DENIED_MULTIPLE = re.compile(r"\b(?:not|n't|never|no)\b", re.IGNORECASE)


def _within(bound: str, f: float, g: float) -> bool:
    """Does the sentence's multiple ``g`` keep the step's bounded multiple ("more than" ``f``, "nearly" ``f``)?"""
    if f < 1:  # "more than halved": fell below half
        f, g = 1 / f, 1 / g
    if bound in ("more than", "over", "just over"):  # "more than doubled"
        return g > f
    if bound == "at least":
        return g >= f
    if bound in ("less than", "just under"):
        return g < f
    if bound in ("nearly", "almost", "close to"):
        return 0.8 * f <= g <= f if f > 1 else f <= g <= 1.25 * f
    return abs(g - f) <= 0.2 * f  # "roughly", "about", "around", "some"


#: a level set against an earlier year's: "1,847 times in 2023, compared with 1,102 spills in 2022"
_LEVELS_COMPARED = re.compile(r"(?P<later>[$€£]?\d[\d,]*(?:\.\d+)?\s*(?:%|bn|m|million|billion)?)[^,;]{0,60}?\bin\s+"
                              r"(?P<y2>(?:19|20)\d\d),\s+(?:compared\s+with|against|up\s+from|down\s+from)\s+"
                              r"(?P<earlier>[$€£]?\d[\d,]*(?:\.\d+)?\s*(?:%|bn|m|million|billion)?)[^,;]{0,40}?\bin\s+"
                              r"(?P<y1>(?:19|20)\d\d)\b", re.IGNORECASE)


def _levels_compared(text: str) -> list[tuple[float, str]]:
    """The multiple between a level and an earlier year's that ``text`` sets it against, as :func:`factors` gives it."""
    out = []
    for m in _LEVELS_COMPARED.finditer(text):
        a, b = next(iter(quantities(m.group("earlier"))), None), next(iter(quantities(m.group("later"))), None)
        if a is None or b is None or a.kind != b.kind or a.value <= 0 or int(m.group("y1")) >= int(m.group("y2")) \
                or a.kind in ("year", "date", "clock", "ordinal"):
            continue
        out.append((b.value / a.value, m.group(0)))
    return out


def _of_one_thing(premise: str, given: str, hypothesis: str, said: str) -> bool:
    """Do the words before the sentence's change ``given`` and before the step's ``said`` share a word of what
    changed (its subject)?"""
    def before(text: str, words: str) -> set[str]:
        clause = _CLAUSE_BREAK.split(text[: max(text.find(words), 0)])[-1]
        return {_stem(w) for w in content_words(clause)} - _CHANGE_STEMS
    counted = {_stem(w) for w in content_words(given) if not w[:1].isdigit()} - _CHANGE_STEMS  # "2,310 fly-tipping
    # incidents in 2023, compared with 1,240": the thing counted is named with its figure
    return bool((before(premise, given) | counted) & before(hypothesis, said))


def multiple_holds(premise: str, hypothesis: str, percent: float) -> bool:
    """Does the sentence give the step's change in percent ("rose by 100 percent") as a multiple ("doubled")?"""
    mine = [f for f, _ in factors(hypothesis) if abs(abs(f - 1) * 100 - percent) < 1e-6]
    return bool(mine) and any(abs(f - g) <= 0.005 * max(f, g) for f in mine for g, _ in factors(premise))


def given_multiple(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's change by a share ("rose by 100 percent", "fell by 50%") that the sentence gives as a multiple
    ("doubled", "halved"), as (start, end, the sentence's word), for the model to read as the sentence says it."""
    said = {MULTIPLES[m.group(0).lower()]: m.group(0) for m in MULTIPLE_WORD.finditer(premise)}
    if len(said) != 1:
        return []
    out = []
    for pattern, sign in ((_UP, 1), (_DOWN, -1)):
        for m in pattern.finditer(hypothesis):
            factor = 1 + sign * float(m.group("pct").replace(",", "")) / 100
            word = next((w for f, w in said.items() if abs(f - factor) < 1e-6), None)
            if word is not None:
                verb = re.match(r"\S+", m.group(0)).group(0)  # "rose by 100 percent": "doubled"
                out.append((m.start(), m.end(), word if verb.lower() not in ("up", "down") else m.group(0)))
    return out


#: a figure as a change gives it: "€36 million", "$1.2bn", "9%", "4.5 percentage points", "1,200"
_FIG = r"[$€£]?\d[\d,.]*(?:\s*(?:million|billion|thousand|bn|m|k)\b)?\s*(?:%|per\s*cent\b|percent\b|percentage\s+points?\b|points?\b|" \
    r"pence\b|p\b|cents?\b)?"
#: "rose by €36 million to €214 million", "fell by 3%, to 41%", "increased €36 million, to €214 million"
_BY_TO = re.compile(rf"{_CHANGE_VERB.pattern}\s+(?:by\s+)?(?:about\s+|some\s+|nearly\s+|almost\s+)?(?P<by>{_FIG})\s*,?\s+to\s+"
                    rf"(?P<to>{_FIG})", re.IGNORECASE)
#: "increased to 84 pence, an increase of 6 pence", "rose to $310 million, up $45 million"
_TO_BY = re.compile(rf"{_CHANGE_VERB.pattern}\s+to\s+(?P<to>{_FIG})(?:\s+[\w-]+){{0,4}}?\s*,\s+(?:an?\s+(?:increase|rise|gain|decrease|fall|drop|"
                    rf"decline|cut)\s+of|up|down|(?:up|down)\s+by)\s+(?P<by>{_FIG})", re.IGNORECASE)
#: "was 120 mm, an increase of 30 mm on the previous month", "stood at 4.2 million, up 300,000"
_WAS_BY = re.compile(rf"\b(?:was|were|is|are|stood\s+at|totall?ed|reached|came\s+to|amounted\s+to)\s+(?P<to>{_FIG})"
                     rf"(?:\s+[\w-]+){{0,4}}?\s*,\s+(?:an?\s+(?:increase|rise|gain|decrease|fall|drop|decline|cut)\s+of|"
                     rf"up|down|(?:up|down)\s+by)\s+(?P<by>{_FIG})", re.IGNORECASE)
#: a step's change "to" or "by" one figure, or a figure it "reached"
_STEP_TO = re.compile(rf"(?:{_CHANGE_VERB.pattern}(?:\s+(?:its|their|the|his|her)(?:\s+[\w-]+){{1,2}})?\s+(?P<prep>to|by)|"
                      rf"\b(?P<reached>reach(?:ed|es)?|hit|totall?ed|stood\s+at|came\s+to|amounted\s+to))\s+"
                      rf"(?:about\s+|some\s+|nearly\s+|almost\s+)?(?P<fig>{_FIG})", re.IGNORECASE)


def by_as_to(premise: str, hypothesis: str) -> str:
    """The reason the step gives a change's size as the figure it reached, or the figure reached as its size, or "":
    "Operating profit rose by €36 million to €214 million" / "Operating profit rose to €36 million" (0.98 entailed
    before this check)."""
    said = [(quantities(m.group("by")), quantities(m.group("to")), m.group(0), _subject(premise, m.start()))
            for m in (*_BY_TO.finditer(premise), *_TO_BY.finditer(premise), *_WAS_BY.finditer(premise))]
    said = [(b[0], t[0], text, subject) for b, t, text, subject in said if b and t
            and (_BY_WORD.search(text) or not _bare_range(b[0], t[0], text))]
    if not said:
        return ""
    for m in _STEP_TO.finditer(hypothesis):
        q = quantities(m.group("fig"))
        mine = _subject(hypothesis, m.start()) | _subject(m.group(0), len(m.group(0)))  # "raised its dividend by"
        if not q or not mine or any(_same_figure(q[0], x) for x in _reached(premise)):
            continue  # "…, while net profit rose to €36m": the sentence gives that figure reached too
        for by, to, text, subject in said:
            if not mine & subject:
                continue  # "The operating margin rose to 5%" for "Revenue rose by 5% to €200 million"
            size, reached = (by, to) if m.group("reached") or m.group("prep").lower() == "to" else (to, by)
            if _same_figure(q[0], size) and not _same_figure(q[0], reached):
                return f"the sentence says '{text.strip()}'; the step says '{m.group(0).strip()}'"
    return ""


_BY_WORD = re.compile(r"\bby\b|,", re.IGNORECASE)


def _bare_range(by: Quantity, to: Quantity, text: str) -> bool:
    """Is "rose 2 to 3 percent", "rose 5% to 7%" or "rose $2 to $3 a gallon" a range rather than a change and the figure
    it reached: no "by", and the first figure with no unit of its own, or the unit of the second and at least half
    of it?"""
    first = re.search(r"\d[\d,.]*\s*(\S*)", text)
    own = first and re.match(r"(?:%|per|percent|million|billion|thousand|bn|m\b|k\b|points?|pence|cents?)", first.group(1))
    return not (own or re.search(r"[$€£]\s*\d", text[: first.end()] if first else "")) or by.unit == to.unit == "%" \
        or (by.kind == to.kind and by.unit == to.unit and by.value >= 0.5 * to.value)  # "rose $2 to $3 a gallon"


def _same_figure(a: Quantity, b: Quantity) -> bool:
    return a.kind == b.kind and a.unit == b.unit and abs(a.value - b.value) <= 1e-9 * max(abs(a.value), abs(b.value), 1)


def _subject(text: str, at: int) -> set[str]:
    """The content words (stemmed) of what changes: the clause before ``at``."""
    before = re.split(r"[;:]|,\s*(?:and|but|while|whereas|as)\b|\bwhile\b|\bwhereas\b", text[:at])[-1]
    return {stem(w) for w in content_words(before)} - {stem(w) for w in _CHANGE_WORDS}


def _reached(premise: str) -> list[Quantity]:
    """The figures the sentence gives a change as reached ("rose to €36m") outside any "by … to …"."""
    plain = _WAS_BY.sub(" ", _TO_BY.sub(" ", _BY_TO.sub(" ", premise)))
    return [q for m in re.finditer(rf"\b(?:to|reach(?:ed|es|ing)?|hit(?:ting)?|totall?(?:ed|ing))\s+({_FIG})", plain)
            for q in quantities(m.group(1))[:1]]  # "…, while donations by text reached £15,000"

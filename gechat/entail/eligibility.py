"""A step that applies a rule's limit to a case: "household income of no more than £80,000" / "A couple earning
£85,000 between them falls within the scheme's income limit".

A small model reads such a step by its shared words (0.72 entailed above), and the figure checks find only that the
sentence never gives £85,000. :func:`case_against_limit` reads the sentence's limits (:func:`gechat.entail.limits
.limits`: "below £32,000", "fewer than 50 employees", "at least two years' continuous service"), the step's plain
values of the same measure (no bound words of its own) and what the step says of the case: that it meets the rule
("satisfies", "qualifies", "is eligible", "falls within", "is enough", "can use") or not ("does not qualify", "is
ineligible", "falls outside", "is too high"). A case said to meet a limit its value breaks, or said to fail one its
value keeps, is a conflict. :func:`case_meets` is true where every such value agrees with what the step says, so
that the step's figure, a case of the rule, is not read as a figure the sentence fails to give.
:func:`outcome_against_range` and :func:`outcome_against_forecast` read an outcome against a range or a forecast
the same way ("had guided for annual sales of between
$1.8 billion and $1.9 billion, but reported sales of $1.72 billion" / "sales came in within its guided range"); an
outcome told against a target in words is :mod:`gechat.entail.target_sides`'.
"""

from __future__ import annotations

import math
import re

from gechat.entail.causes import share_of, stems
from gechat.entail.limits import Limit, _base, _same_measure, limits
from gechat.entail.quantities import quantities
from gechat.entail.target_sides import BEAT, MISSED
from gechat.text import content_words, stem  # the stems limits.Limit.context holds

#: words by which a limit is a condition of a rule, not a count of what happened
_RULE = re.compile(r"\b(?:only|must|eligible|entitled|open\s+to|available\s+to|applies|apply|qualif\w*|require\w*|"
                   r"limit|condition|criteri\w*|may|can|covers?|exempt\w*)\b", re.IGNORECASE)
_MEETS = re.compile(r"\b(?:satisf(?:y|ies|ied)|meets?|qualif(?:y|ies|ied)|eligible|entitled|enough|sufficient|"
                    r"falls?\s+within|is\s+covered|are\s+covered|covers|applies\s+to|"
                    r"(?:can|may|is\s+allowed\s+to|are\s+allowed\s+to)"
                    r"\s+(?:use|apply|claim|join|stand|enter|receive|get|benefit|register))\b", re.IGNORECASE)
#: words by which a step says a case fails a rule, or denies that it meets it ("isn't eligible", "no longer
#: qualifies", "does not earn enough to qualify")
_FAILS = re.compile(r"\b(?:ineligible|not|never|cannot|unable|too\s+(?:high|low|many|few|much|little|short|long)|"
                    r"falls?\s+outside|fails?\s+to|no\s+longer)\b|n't", re.IGNORECASE)
#: a limit's own denial ("does not exceed £18,000", "no more than £80,000"), no denial of the rule
_BOUNDS = re.compile(r"\b(?:(?:does|do|must|shall|may|can|will|should)\s+not\s+exceed|not\s+(?:to\s+)?exceed(?:ing)?|"
                     r"no\s+(?:more|less|fewer|greater)\s+than|not\s+(?:more|less|fewer)\s+than)\b", re.IGNORECASE)
#: the words of meeting a rule, which a step may add after its own ("does not earn enough to qualify")
_CASE_WORDS = frozenset(stem(w) for w in "qualify qualifies eligible entitled apply use claim join stand enter receive "
                        "get benefit register".split())
#: nouns a step may name a rule by that the sentence need not use ("satisfies the bursary's income condition")
_RULE_NOUNS = frozenset(stem(w) for w in "condition conditions limit limits criterion criteria rule rules requirement "
                        "requirements threshold test allowance eligibility".split())


def _kept(value: float, limit: Limit) -> bool:
    """Does ``value`` (in the limit's unit) keep ``limit``?"""
    bound = limit.figure.value
    if limit.upper:
        return value < bound if limit.strict else value <= bound
    return value > bound if limit.strict else value >= bound


def _cases(premise: str, hypothesis: str) -> tuple[bool, list[tuple[Limit, float, object]]] | None:
    """(whether the step says the case meets the rule, each (limit, the step's value in its unit, the value)), or
    None where the sentence states no rule's limit or tells its rule by a denial, the step bounds its own figures,
    says nothing of meeting the rule, or names a benefit the sentence does not. A step that denies the words of
    meeting ("isn't eligible", "does not earn enough to qualify") says the case fails."""
    theirs = limits(premise)
    if not theirs or limits(hypothesis) or not _RULE.search(premise) or _FAILS.search(_BOUNDS.sub(" ", premise)):
        return None  # "are not required to register": a rule told by its denial, read by the model
    meets = None
    for meets in _MEETS.finditer(hypothesis):  # the last: "A candidate who qualified three years ago meets the …"
        pass
    if meets is None:
        return None
    fails = bool(_FAILS.search(hypothesis))
    benefit = {w for w in content_words(hypothesis[meets.end():], stem) if not any(ch.isdigit() for ch in w)} \
        - _RULE_NOUNS - _CASE_WORDS  # the case's own figure is no benefit ("covers models priced at £120")
    if benefit - set(content_words(premise, stem)):
        return None  # "is eligible for the export credit scheme", "can apply for a reduced grant": another benefit
    step_words = set(content_words(hypothesis, stem))
    cases: dict[int, list] = {}
    for v in quantities(hypothesis):
        same = [lim for lim in theirs if _same_measure(v, lim.figure) and lim.context & step_words]
        if not same:
            continue
        lim = min(same, key=lambda x: abs(math.log(max(_base(v, x.figure), 1e-9) / max(x.figure.value, 1e-9))))
        mine, theirs_period = _period(hypothesis, v.text), _period(premise, lim.figure.text)
        if not (mine and theirs_period and mine != theirs_period):  # "£3,000 a month" / "£32,000 a year"
            cases.setdefault(lim.start, []).append((lim, _base(v, lim.figure), v))  # the limit nearest the value
            # ("below £32,000", not "up to £5,000" towards a boiler)
    pairs = []
    for found in cases.values():  # of two values near one limit, the one said of its words ("a £1,200 deposit", not
        # "rent of £1,800"; "£28,500 a year", not "lowered from £35,000")
        ranked = sorted(found, key=lambda c: -len(c[2].context & c[0].context))
        if len(ranked) == 1 or len(ranked[0][2].context & ranked[0][0].context) > len(ranked[1][2].context
                                                                                       & ranked[1][0].context):
            pairs.append(ranked[0])
    return not fails, pairs


#: words of the period a sum is counted over, each to its period
_PERIODS = {**dict.fromkeys(("year", "annual", "annually", "yearly", "annum"), "year"),
            **dict.fromkeys(("month", "monthly"), "month"), **dict.fromkeys(("week", "weekly"), "week"),
            **dict.fromkeys(("day", "daily"), "day")}


def _period(text: str, figure: str) -> str:
    """The period ``text`` counts the figure written ``figure`` over ("£3,000 a month": month; "an annual income
    below £32,000": year), or "" where it names none within a few words of it."""
    at = text.find(figure)
    if at < 0:
        return ""
    near = re.findall(r"[a-z]+", text[max(0, at - 30) : at + len(figure) + 25].lower())
    return next((_PERIODS[w] for w in near if w in _PERIODS), "")


def case_against_limit(premise: str, hypothesis: str) -> str:
    """The reason the step's case cannot be as it says (see the module's text), or ""."""
    read = _cases(premise, hypothesis)
    if read is None:
        return ""
    meets, pairs = read
    for lim, value, given in pairs:
        if _kept(value, lim) != meets:
            return (f"the step says {_shown(given, hypothesis)} {'meets' if meets else 'fails'} the sentence's limit "
                    f"of {lim.words} {_shown(lim.figure, premise)}")
    return ""


def _shown(q, text: str) -> str:
    """The figure ``q`` as ``text`` writes it, with its currency sign and scale word, or the word it counts ("£85,000",
    "£1.5 million", "20 miles", "50 staff")."""
    counted = r"\s+[A-Za-z]+" if q.kind != "money" else ""  # "50 staff", "20 miles" as written
    m = re.search(rf"[$€£]?\s*{re.escape(q.text)}(?:\s*(?:million|billion|thousand|m|bn|k)\b)?{counted}", text)
    return m.group(0).strip() if m else q.text


def case_meets(premise: str, hypothesis: str) -> bool:
    """Does the step apply the sentence's limits to a case as they read, every value of their measure kept where it
    says the case meets the rule and broken where it says it fails?"""
    read = _cases(premise, hypothesis)
    if read is None or not read[1] or not all(_kept(value, lim) == read[0] for lim, value, _ in read[1]):
        return False
    cases = {id(given) for _, _, given in read[1]}
    said = {(q.value, q.kind, q.unit) for q in quantities(premise)}
    return all(id(q) in cases or (q.value, q.kind, q.unit) in said for q in quantities(hypothesis))  # every figure of
    # the step a case's or the sentence's ("… is not entitled to the 16 weeks of paid leave"): not "… qualifies for a
    # grant of £5,000", a figure the sentence does not give


#: a range the sentence gives a figure's expected place: "had guided for annual sales of between $1.8 billion and $1.9
#: billion", "forecast a margin of 12% to 14%"
_FIGURE = r"[$€£]?\d[\d,.]*(?:\s*(?:million|billion|bn|m)\b|\s*%)?"
_RANGE = re.compile(rf"\b(?P<word>guid\w*|guidance|forecast\w*|expect\w*|target\w*|project\w*|predict\w*|estimat\w*|"
                    rf"outlook|range)\b(?P<measure>[^;.]{{0,60}}?)\b(?:between\s+(?P<a>{_FIGURE})\s+and\s+|"
                    rf"(?P<a2>{_FIGURE})\s*(?:to|-|–)\s*)(?P<b>{_FIGURE})", re.IGNORECASE)
#: a step that puts the outcome inside the range, or outside it
_INSIDE = re.compile(r"\b(?:within|inside|in\s+line\s+with|met|matched|hit|in)\s+(?:its|the|their|the\s+company's)?\s*"
                     r"(?:\w+(?:-\w+)*\s+)?(?:range|guidance|forecast|target|expectations?|outlook|estimates?)\b"
                     r"(?!\s+(?:markets?|audiences?|groups?|areas?|customers?|countries|regions?))|"
                     r"\b(?:came\s+in|were|was|landed|ended)\s+as\s+(?:guided|forecast|expected|projected|predicted)\b",
                     re.IGNORECASE)
_OUTSIDE = re.compile(r"\b(?:missed|below|short\s+of|outside|under|fell\s+short|above|beat|exceeded|topped)\b",
                      re.IGNORECASE)


def outcome_against_range(premise: str, hypothesis: str) -> str:
    """The reason the step puts the sentence's outcome inside a range it falls outside, or outside one it falls
    in, or "": "had guided for annual sales of between $1.8 billion and $1.9 billion, but reported sales of $1.72
    billion" / "sales came in within its guided range" (0.80 entailed before this check)."""
    m = _RANGE.search(premise)
    inside, outside = _INSIDE.search(hypothesis), _OUTSIDE.search(hypothesis)
    if m is None or bool(inside) == bool(outside) or re.search(r"\b(?:not|n't|never)\b", hypothesis, re.IGNORECASE):
        return ""
    first, second = m.group("a") or m.group("a2"), m.group("b")
    if any(re.fullmatch(r"(?:19|20)\d\d", x.strip()) for x in (first, second)):
        return ""  # "the forecast for 2024-2025": years, no range of a figure
    measure = stems(m.group("measure")) - stems("of for at a an the its their annual range ranges target targets "
                                                "guidance forecast forecasts expectations outlook")
    # the step's thing is the one estimated ("a Qianlong-period porcelain vase estimated at …" / "The vase sold
    # within …"; not "The Hirst spot print sold within its estimate" for "A Banksy canvas estimated at …"), and the
    # sentence tells no other things against their own estimates ("…, while most of the other lots sold within their
    # estimates")
    thing = hypothesis[: (inside or outside).start()]
    valued = not measure and m.group("word").lower().startswith("estimat") \
        and re.search(r"\bestimate", hypothesis, re.IGNORECASE) \
        and bool(stems(thing) & stems(premise[max(0, m.start() - 60) : m.start()])) \
        and not re.search(r"\bother\b", thing, re.IGNORECASE) and not _INSIDE.search(premise)
    if not valued and (not measure or share_of(measure, stems(hypothesis)) < 0.5):
        return ""  # "its dividend was in line with expectations" for a range of sales: another measure; but "a vase
        # estimated at £800,000 to £1.2 million" / "sold within its pre-sale estimate": the thing's own estimate
    if (cur := re.search(r"[$€£]$", m.group("measure").rstrip())) and not first.startswith(cur.group(0)):
        first = cur.group(0) + first.strip()  # "sales of $1.8-1.9 billion": the sign read before the range
    if not re.search(r"[$€£%]|million|billion|bn|\bm\b", first):  # "between 1.8 and $1.9 billion": the second's unit
        first = re.sub(r"\d[\d,.]*", first.strip(), second.strip(), count=1)
    elif (cur := re.match(r"[$€£]", first.strip())) and not re.match(r"[$€£]", second.strip()):
        second = cur.group(0) + second.strip()  # "$1.8-1.9 billion": the first's sign
        if not re.search(r"million|billion|bn|\bm\b", first):
            first = re.sub(r"\d[\d,.]*", first.strip()[1:], second, count=1)
    low, high = quantities(first), quantities(second)
    if not low or not high:
        return ""
    low, high = low[0], high[0]
    rest = premise[: m.start()] + " " + premise[m.end():]
    outcomes = [q for q in quantities(rest) if q.kind == high.kind and q.unit == high.unit]
    if len(outcomes) != 1:
        return ""
    value = outcomes[0].value
    lo, hi = sorted((low.value, high.value))
    if inside and not lo <= value <= hi:
        return f"the sentence gives an outcome outside the range of {first} to {second}; the step says it is within it"
    if outside and lo <= value <= hi and not re.search(r"\b(?:above|beat|exceeded|topped|below|under)\b", hypothesis,
                                                       re.IGNORECASE):
        return f"the sentence gives an outcome within the range of {first} to {second}; the step says it is not"
    return ""


#: one figure a sentence gives as expected: "Analysts had forecast earnings of 92 cents a share"
_FORECAST = re.compile(r"\b(?:forecast\w*|expected|estimated|projected|predicted|guided\s+for|consensus|target(?:ed)?)\b"
                       r"[^;.]{0,40}?(?P<fig>[$€£]?\d[\d,.]*(?:\s*(?:million|billion|bn|m|cents?|pence|p)\b|\s*%)?)",
                       re.IGNORECASE)


#: words that tell an outcome against its forecast or target: "beating its target of 4,000"
_TOLD = re.compile(r"\b(?:beat\w*|exceed\w*|top(?:ped|ping)|surpass\w*|outperform\w*|miss(?:ed|es|ing)?|fell\s+short|falling\s+"
                   r"short|short\s+of|undershoot\w*|undershot|above|below|ahead\s+of|behind)\b", re.IGNORECASE)


def outcome_against_forecast(premise: str, hypothesis: str) -> str:
    """The reason the step says an outcome beat a forecast it fell short of, or missed one it beat, or "": "Analysts
    had forecast earnings of 92 cents a share …, but the company reported 78 cents" / "… earnings beat analysts'
    forecasts" (0.56 entailed before this check). The sentence gives one forecast and one outcome of its kind."""
    m = _FORECAST.search(premise)
    beat, missed = BEAT.search(hypothesis), MISSED.search(hypothesis)
    if m is None or bool(beat) == bool(missed) or _RANGE.search(premise) \
            or re.search(r"\b(?:not|n't|never)\b", hypothesis, re.IGNORECASE):
        return ""
    expected = quantities(m.group("fig"))
    if not expected or _TOLD.search(premise[max(0, m.start() - 30) : m.start()]):
        return ""  # "collected 4,350 units, beating its target of 4,000, with first-time donors giving 620 of them":
        # the sentence tells the outcome against the target itself, before it
    rest = premise[m.end():]
    found = [q for q in quantities(rest) if (q.kind, q.unit) == (expected[0].kind, expected[0].unit)]
    if len(found) != 1 or found[0].value == expected[0].value:
        return ""
    above = found[0].value > expected[0].value
    if (beat and not above) or (missed and above):
        return f"the sentence gives an outcome {'above' if above else 'below'} its forecast of {m.group('fig')}; " \
               f"the step says it {(beat or missed).group(0)} it"
    return ""

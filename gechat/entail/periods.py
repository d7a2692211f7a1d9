"""The period a figure is given for: a quarter, a half, the full year.

"Orsini Foods posted a fourth-quarter gross margin of 31.5%" does not state that "Orsini Foods' gross margin for the
full year was 31.5%" (0.76 entailed before this check): a report gives its figures for a period, and a step that gives
one to another period says what the sentence does not. :func:`other_period_unstated` reads the periods each names
and is read by :func:`gechat.entail.unsaid.missing`; a figure the sentence gives two periods, one of them given
the other's, is a conflict (:func:`gechat.entail.changes.other_period`), and so is a period given the other result
(:func:`result_of_other_period`: "a net loss … in the fourth quarter but a full-year net profit" / "a net loss for the
full year"). :func:`present_value_conflict` reads a
figure given as the present one ("said current inflation stood at 3.8%") against a step that gives another figure of
the sentence as the present one ("inflation currently stands above 6%", where 6% is a warning of next year's).
"""

from __future__ import annotations

import re

from gechat.entail.causes import denies, share_of, stems
from gechat.entail.dates import ANY_MONTH
from gechat.entail.quantities import quantities

_ORDINAL = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_QUARTER = re.compile(r"\b(?P<n>first|second|third|fourth|1st|2nd|3rd|4th)[- ]quarter\b|\bQ(?P<q>[1-4])\b",
                      re.IGNORECASE)
_HALF = re.compile(r"\b(?P<n>first|second|1st|2nd)[- ]half\b|\bH(?P<q>[12])\b", re.IGNORECASE)
#: an ordinal whose period a sentence gives before: "in the first quarter and … in the second"
_ELLIPSIS = re.compile(r"\b(?:in|during|for|over)\s+the\s+(?P<n>first|second|third|fourth)\b(?!\s*[-–]?\s*[A-Za-z])",
                       re.IGNORECASE)
_YEAR = re.compile(r"\bfull[- ]year\b|\bfor\s+the\s+(?:whole|full|entire|financial|fiscal)\s+year\b|"
                   r"\b(?:the\s+)?(?:whole|entirety|all)\s+of\s+(?:the\s+year|(?:19|20)\d\d)\b|"
                   r"\b(?:19|20)\d\d\s+as\s+a\s+whole\b|\b(?:the\s+)?(?:whole|entire)\s+year\b|"
                   r"\b(?:fiscal|financial)\s+year\b|\bthe\s+year\s+to\b|\bannual\s+(?:revenue|sales|profit|loss|"
                   r"results|turnover|income|earnings|output|production|growth|margin)\b", re.IGNORECASE)
_NINE_MONTHS = re.compile(r"\bnine[- ]months?\b", re.IGNORECASE)
#: a step's plain year, with no part of it: "reached 1.2 million tonnes in 2024"
_PLAIN_YEAR = re.compile(r"\b(?:in|for|during|over|throughout)\s+(?P<y>(?:19|20)\d\d)\b(?!\s*[-–/]\s*\d)")


def periods(text: str) -> set[str]:
    """The report periods ``text`` names: "quarter 4", "half 1", "year"."""
    out = {f"quarter {_ORDINAL.get((m.group('n') or '').lower()) or m.group('q')}" for m in _QUARTER.finditer(text)}
    out |= {f"half {_ORDINAL.get((m.group('n') or '').lower()) or m.group('q')}" for m in _HALF.finditer(text)}
    for kind in {p.split()[0] for p in out}:  # "in the first quarter and … in the second": the second quarter
        out |= {f"{kind} {_ORDINAL[m.group('n').lower()]}" for m in _ELLIPSIS.finditer(text)}
    if _YEAR.search(text):
        out.add("year")
    if _NINE_MONTHS.search(text):
        out.add("nine 0")
    for half in [p for p in out if p.startswith("half")]:  # a half holds its two quarters: "Q1 and Q2 combined"
        n = int(half.split()[1])
        if {f"quarter {2 * n - 1}", f"quarter {2 * n}"} <= out:
            out.discard(half)
    return out


def other_period_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not give the step's figure for the step's period, or "": both name report
    periods, none the same, and the step gives a figure of the sentence's."""
    stated, said = periods(hypothesis), periods(premise)
    if not stated and said and "year" not in said and (plain := _PLAIN_YEAR.search(hypothesis)) \
            and re.search(rf"\b(?:of|in)\s+{plain.group('y')}\b", premise):
        stated = {"year"}  # "in the first half of 2024" / "in 2024": a year's figure is the whole year's
    if not stated or not said or stated & said or _halves(stated) & _halves(said):
        return ""  # "first half" / "Q1 and Q2 combined": one period
    figures = {(q.value, q.kind) for q in quantities(premise)}
    if not any((q.value, q.kind) in figures for q in quantities(hypothesis)):
        return ""
    return f"the sentence gives its figure for the {_name(said)}; the step for the {_name(stated)}"


def _halves(found: set[str]) -> set[str]:
    """The halves the periods found make up whole: "half 1" for "quarter 1" and "quarter 2"."""
    out = {p for p in found if p.startswith("half")}
    return out | {f"half {n}" for n in (1, 2) if {f"quarter {2 * n - 1}", f"quarter {2 * n}"} <= found}


def _name(found: set[str]) -> str:
    period = sorted(found)[0]
    if period == "year":
        return "full year"
    if period == "nine 0":
        return "nine months"
    kind, n = period.split()
    return f"{['first', 'second', 'third', 'fourth'][int(n) - 1]} {kind}"


#: a figure a sentence gives as the present one: "said current inflation stood at 3.8%", "is now 4.1%"
_NOW = re.compile(r"\b(?:current(?:ly)?|now|at\s+present|presently|today(?:'s)?)\b", re.IGNORECASE)
_CLAUSE = re.compile(r"[;]|,\s*(?:but|and|while|whereas|although|though)\b|\bbut\b")
#: a step's bound on a figure: "stands above 6%", "is below 2%"
_SIDE = re.compile(r"\b(?P<side>above|over|more\s+than|higher\s+than|below|under|less\s+than|lower\s+than)\s+"
                   r"(?:about\s+)?[$€£]?\d", re.IGNORECASE)


_FIGURE = re.compile(r"(?P<cur>[$€£])?(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<pct>%|per\s*cent\b|percent\b)?")


def _figures(text: str) -> list[tuple[float, str, str]]:
    """(value, unit, as written) of each figure of ``text``, bounds included ("above 6%"); no years."""
    out = []
    for m in _FIGURE.finditer(text):
        unit = m.group("cur") or ("%" if m.group("pct") else "")
        if not unit and re.fullmatch(r"(?:1[89]|20)\d\d", m.group("num")):
            continue
        out.append((float(m.group("num").replace(",", "")), unit, m.group(0).strip()))
    return out


def present_value_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step gives as the present value a figure the sentence gives another time, where the sentence
    gives the present one, or "": "warned that inflation could climb above 6% next year …, but said current inflation
    stood at 3.8%" / "Ilse Marrow said inflation currently stands above 6%" (0.96 entailed before this check)."""
    if not _NOW.search(hypothesis) or re.search(r"\b(?:not|n't|never|could|may|might|will|expect\w*|forecast\w*|"
                                                r"project\w*|predict\w*|estimat\w*)\b", hypothesis, re.IGNORECASE):
        return ""
    stated = [f for f in _figures(hypothesis) if f[1]]
    if len(stated) != 1:
        return ""
    value, unit, shown = stated[0]
    clauses = _CLAUSE.split(premise)
    now = [f for c in clauses if _NOW.search(c) for f in _figures(c) if f[1] == unit]
    other = [f for c in clauses if not _NOW.search(c) for f in _figures(c) if f[1] == unit]
    if len(now) != 1 or not any(f[0] == value for f in other):
        return ""
    now_clause = next(c for c in clauses if _NOW.search(c))
    measured = stems(_NOW.sub(" ", now_clause)) \
        - stems("said says stands stood stand is are was were current currently at")
    if share_of({w for w in measured if not w[:1].isdigit()}, stems(hypothesis)) < 0.5:
        return ""  # "Wages are currently growing at 5%" for "…, but current inflation stands at 3.8%": another measure
    told = re.sub(r"^.*?\b(?:said|says|told|warned|stated)\s+(?:that\s+)?", "", hypothesis)  # past its speaker
    if any(n in premise and n not in now_clause for n in re.findall(r"\b[A-Z][a-z]+\b", told)):
        return ""  # "Drax shares currently trade at $40" for "Shares in Kelso now trade at $52, while shares in rival
        # Drax trade at $40": another thing's present figure
    side = (m.group("side").lower() if (m := _SIDE.search(hypothesis)) else "")
    present = now[0][0]
    holds = present > value if side.startswith(("above", "over", "more", "higher")) else \
        present < value if side else present == value
    return "" if holds else f"the sentence gives the present figure as {now[0][2]}; the step gives {shown}"


#: a result of a report period and its opposite
_RESULT = {"profit": "loss", "loss": "profit", "surplus": "deficit", "deficit": "surplus"}
_RESULT_WORD = re.compile(r"(?<!loan )(?<!trade )(?<!credit )(?<!job )(?<!impairment )(?<!weight )(?<!heat )(?<!data )"
                          r"(?<!blood )(?<!hearing )(?<!memory )(?<!sleep )\b(profit|loss|surplus|deficit)(?:es|s)?\b"
                          r"(?!\s+(?:rose|fell|widened|narrowed|increased|decreased|grew|jumped|climbed|shrank))",
                          re.IGNORECASE)  # "loan losses rose in the fourth quarter", "the trade deficit widened": no result


_REPORT_WORDS = stems("net full year quarter half first second third fourth posted made reported recorded")


def _other_name(premise: str, hypothesis: str) -> bool:
    """Does the step name someone the sentence does not ("Norvik made a profit" for "Halden Air swung to a loss")?"""
    return any(n not in premise for n in re.findall(r"\b[A-Z][A-Za-z]+\b", hypothesis)
               if n not in ("The", "A", "An", "In", "For", "Its", "Over", "During"))


#: a run of results before a turn ("After two years of losses,"), and words that make a turn a forecast
_HISTORY = re.compile(r"\b(?:after|following)\s+(?:\w+\s+){0,3}(?:years?|quarters?|months?|periods?)\s+of\s+(?:\w+\s+)?"
                      r"(?:loss(?:es)?|deficits?|profits?|surplus(?:es)?)\b\s*,?", re.IGNORECASE)
_PROSPECT = re.compile(r"\b(?:forecast\w*|expect\w*|predict\w*|project\w*|estimat\w*|could|may|might|will|would|"
                       r"guid\w*|target\w*|aims?|hopes?|plans?)\b", re.IGNORECASE)


#: a turn to a result in a year: "returned to profit in 2023", "swung to a net loss last year"
_TURN = re.compile(r"\b(?:returned|swung|moved|turned|came\s+back)\s+(?:back\s+)?(?:in)?to\s+(?:an?\s+)?(?:net\s+|operating\s+)?"
                   r"(?P<result>profit|loss|surplus|deficit)(?:ability)?\b(?P<after>[^.;]*)", re.IGNORECASE)
_YEARS = re.compile(r"\b(?:1[89]|20)\d\d\b")


def turned_result(premise: str, hypothesis: str) -> str:
    """The reason the step gives a year the other result than the one the sentence says it turned to, or "": "After
    two years of losses, the company returned to profit in 2023" / "The company made a loss in 2023" (0.98 entailed
    before this check; the losses before it are another time's). The step names one result and the year the turn
    is dated by."""
    turns = list(_TURN.finditer(premise))
    results = {m.group(1).lower() for m in _RESULT_WORD.finditer(hypothesis)}
    years = set(_YEARS.findall(hypothesis))
    if len(turns) != 1 or len(results) != 1 or len(years) != 1 or denies(hypothesis) or _TURN.search(hypothesis):
        return ""
    turn = turns[0]
    result, theirs = next(iter(results)), turn.group("result").lower()
    before = _HISTORY.sub(" ", premise[: turn.start()])  # "After two years of losses, the company": the company
    dated = _YEARS.findall(turn.group("after"))[:1] or _YEARS.findall(before)[-1:]  # "In 2023 the company returned …"
    if _RESULT.get(theirs) != result or set(dated) != years or _other_name(premise, hypothesis) \
            or periods(hypothesis) or ANY_MONTH.search(hypothesis) or _PROSPECT.search(premise) \
            or _RESULT_WORD.search(f"{before} {_HISTORY.sub(' ', premise[turn.end():])}") \
            or set(stems(before)) - stems(hypothesis) - _REPORT_WORDS - {y for y in years}:
        return ""  # a quarter of that year, a forecast, a loss the sentence gives another ("… although its retail
        # arm made a loss that year"), another subject ("Halden Group's airline unit swung to a loss")
    return f"the sentence says it {turn.group(0).split(' in ')[0].strip()} in {next(iter(years))}; the step gives " \
           f"that year a {result}"


def result_of_other_period(premise: str, hypothesis: str) -> str:
    """The reason the step gives a period the result the sentence gives another period, or "": "posted a net loss of
    €3 million in the fourth quarter but a full-year net profit of €41 million" / "Brenner AG made a net loss for the
    full year" (0.91 entailed before this check). Each of the sentence's clauses names one result and one period;
    the step names one of each, and the clause of the step's period gives the other result."""
    stated = periods(hypothesis)
    results = {m.group(1).lower() for m in _RESULT_WORD.finditer(hypothesis)}
    if len(stated) != 1 or len(results) != 1 or denies(hypothesis):
        return ""
    result = next(iter(results))
    told = []
    for clause in _CLAUSE.split(premise):
        if re.search(r"\b(?:forecast\w*|expect\w*|predict\w*|project\w*|estimat\w*|could|may|might|will|would|"
                     r"guid\w*|target\w*)\b", clause, re.IGNORECASE):
            continue  # "analysts forecast a small loss in the second half": no result of the period
        found = {m.group(1).lower() for m in _RESULT_WORD.finditer(clause)}
        when = periods(clause) if found else set()
        if len(found) > 1 or (found and len(when) != 1):
            return ""  # a clause that weighs a profit against a loss, or gives a result no one period
        if found:
            told.append((next(iter(found)), when))
    if len(told) < 2 or {r for r, _ in told} != {result, _RESULT[result]}:
        return ""
    theirs = [r for r, p in told if p == stated]
    if len(theirs) != 1 or theirs[0] == result:
        return ""
    named = stems(re.sub(_RESULT_WORD, " ", premise)) - _REPORT_WORDS
    mine = stems(re.sub(_RESULT_WORD, " ", hypothesis)) - _REPORT_WORDS
    mine = {w for w in mine if not w[:1].isdigit()} - stems("company firm group business bank insurer retailer "
                                                             "council city government")  # "The company made a loss"
    if (mine and share_of(mine, named) < 0.5) or _other_name(premise, hypothesis):
        return ""  # another company's result
    return f"the sentence gives the {_name(stated)} a {theirs[0]}; the step gives it a {result}"


#: where a sentence sets its result against an earlier one: "…, compared with a net profit of $8.1 million in the
#: same period of 2023"
_COMPARED = re.compile(r",?\s*\b(?:compared\s+(?:with|to)|against|versus|as\s+against|after|following|reversing)\b",
                       re.IGNORECASE)
#: an earlier time the compared result is given for
_EARLIER = re.compile(r"\b(?:a\s+year\s+(?:earlier|before|ago)|(?:the\s+)?(?:previous|prior|preceding)\s+\w+|last\s+"
                      r"year|(?:the\s+)?same\s+(?:period|quarter|time|half)|year[-\s]earlier|(?:1[89]|20)\d\d)\b",
                      re.IGNORECASE)


def earlier_result_as_now(premise: str, hypothesis: str) -> str:
    """The reason the step gives the result the sentence gives an earlier period it compares with, or "": "posted
    a net loss of $23.5 million for the quarter ended 31 March 2024, compared with a net profit of $8.1 million in
    the same period of 2023" / "… reported a net profit for the quarter that ended on 31 March 2024" (0.90 entailed
    before this check)."""
    m = _COMPARED.search(premise)
    results = {r.group(1).lower() for r in _RESULT_WORD.finditer(hypothesis)}
    if m is None or len(results) != 1 or denies(hypothesis) or _COMPARED.search(hypothesis):
        return ""
    now, then = premise[: m.start()], premise[m.end():]
    told_now = {r.group(1).lower() for r in _RESULT_WORD.finditer(now)}
    told_then = {r.group(1).lower() for r in _RESULT_WORD.finditer(then)}
    result = next(iter(results))
    if told_then != {result} or told_now != {_RESULT[result]} or not _EARLIER.search(then):
        return ""
    then_years = set(re.findall(r"\b(?:1[89]|20)\d\d\b", then)) - set(re.findall(r"\b(?:1[89]|20)\d\d\b", now))
    if any(re.search(rf"\b{y}\b", hypothesis) for y in then_years) or re.search(
            r"\b(?:a\s+year\s+(?:earlier|before|ago)|previous|prior|preceding|last\s+year|year[-\s]earlier|earlier)\b",
            hypothesis, re.IGNORECASE):
        return ""  # the step speaks of the earlier period
    years_now = set(re.findall(r"\b(?:1[89]|20)\d\d\b", now))
    if not periods(hypothesis) <= periods(now) or not set(re.findall(r"\b(?:1[89]|20)\d\d\b", hypothesis)) <= years_now:
        return ""  # "a net profit … in the first half of 2024 after a loss …" / "a loss in the second half of 2024"
    named = stems(re.sub(_RESULT_WORD, " ", now)) - _REPORT_WORDS
    mine = {w for w in stems(re.sub(_RESULT_WORD, " ", hypothesis)) - _REPORT_WORDS if not w[:1].isdigit()}
    if mine and share_of(mine, named) < 0.5:
        return ""  # another company's result
    return f"the sentence gives a {_RESULT[result]} now and a {result} for an earlier period; the step gives a {result}"

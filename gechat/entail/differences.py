"""A step's figure that is the gap between two of the sentence's figures of its measure, said the way the two stand.

"42 cases of C. difficile in 2023-24, against a national ceiling of 38" / "The trust exceeded its C. difficile ceiling
by four cases"; "188 approved fostering households …, down from 203 households a year earlier" / "lost a net 15
approved fostering households"; "pays each £8.50 an hour in their first year, rising to £11.20" / "Passing the Level
3 assessment raises … hourly pay by £2.70". Each read as a conflict before ("the step says 4 case; the sentence says
42 case").

:func:`difference_said` reads:

* the step's way, from the words around its figure: "more", "extra", "over", "exceeded … by", "rose by", "net gain"
  for a larger later (or actual) figure; "fewer", "less", "short", "cut by", "fell by", "lost" for a smaller one;
* the sentence's two figures of the step's measure (a bare count beside a counted one: "a target of 12,000"), whose
  gap is the step's figure, exactly or as the step rounds it;
* which of the two is the earlier or the norm: the one after "from", "against", "compared with", "than", "a target
  (ceiling, limit, budget …) of", or before "a year earlier", "the previous …", "last year"; or, for "rising to" or
  "falling to", the one before it. Without such a word, or with one on both, nothing is read;
* then the step's way must be the way the later (actual) figure lies from the earlier (norm).

Read by :func:`gechat.entail.arithmetic.worked_out`: the figure is stated, not contested; whether the step's claim
holds is then the model's to read and the other checks'.
"""

from __future__ import annotations

import re
from dataclasses import replace

from gechat.entail.changed_by import clause_spans
from gechat.entail.dates import MONTH_NAMES
from gechat.entail.numbers import number
from gechat.entail.quantities import Quantity, quantities, show, singular
from gechat.entail.reckoned import NOT_AMOUNTS, rounds_to
from gechat.entail.units import CALENDAR
from gechat.text import content_words, stem, stem_among

_UP = r"more|extra|additional|higher|larger|bigger|greater|over|above|ahead|up|rose|rise|rises|risen|raised?|raises|increased?|increases|" \
      r"gain(?:ed|s)?|grew|grown|added|exceed(?:ed|s)?|beat|beats|surpass(?:ed|es)?|topped|overran|overspent"
_DOWN = r"fewer|less|lower|smaller|short|under|below|behind|down|fell|fall|falls|fallen|cut|lost|lose|loses|dropped|drop|" \
        r"decreased?|decreases|declined?|reduced?|reduction|shed|missed"
#: a step's word of the way before its figure ("exceeded its ceiling by 4", "a net loss of 15", "cut by two weeks")
_WAY_BEFORE = re.compile(rf"\b(?P<way>{_UP}|{_DOWN})\b(?:\s+\S+){{0,5}}?\s+(?:by|of)\s+(?:a\s+net\s+|about\s+|"
                         rf"around\s+|roughly\s+|some\s+|nearly\s+|almost\s+|just\s+)?[$€£]?\s?$", re.IGNORECASE)
#: a step's verb of a change right before its figure, with no "by" ("gained 3,800 between 2010 and 2020")
_VERB_BEFORE = re.compile(r"\b(?P<way>gained|lost|added|shed|rose|fell|grew|dropped|climbed|increased|decreased|declined|"
                          r"jumped|slipped)\s+(?:about\s+|around\s+|roughly\s+|some\s+|nearly\s+|almost\s+|just\s+)?"
                          r"[$€£]?\s?$", re.IGNORECASE)
_NET_BEFORE = re.compile(rf"\b(?P<way>{_UP}|{_DOWN})\s+(?:a\s+net|an?\s+(?:extra|additional|further))\s+[$€£]?\s?$",
                         re.IGNORECASE)
#: a step's word of the way after its figure ("23 more runs", "2,150 gullies short of", "£2.70 higher")
_WAY_AFTER = re.compile(rf"^\s*(?:million|billion|thousand|bn|m|k)?(?:\s+[\w'’-]+){{0,3}}?\s+(?P<way>{_UP}|{_DOWN})\b",
                        re.IGNORECASE)
UP_WORDS = frozenset(_UP.replace("?", "").split("|")) | {"exceeded", "exceeds", "raise", "increase",
                                                            "surpassed", "surpasses", "gained", "gains", "increased", "climbed", "jumped"}
#: what the figures reader takes for a count's noun where the step's figure is a gap with none ("544,000 short of")
_WAY_WORDS = frozenset("short more fewer less extra additional higher lower over under above below ahead behind up "
                       "down".split())
#: words after which the sentence's figure is the earlier or the norm ("down from 203", "against a target of 12,000")
_BASE_BEFORE = re.compile(r"\b(?:from\s+(?:the\s+|a\s+)?(?:previous|prior|preceding|last)\s+[a-z]+['’]s(?:\s+(?:record|peak|"
                          r"high|low|revised))?|(?:budgeted|planned|projected|estimated)\s+at|"
                          r"from|against|compared\s+(?:with|to)|than|versus|vs\.?|(?:target|ceiling|limit|cap|"
                          r"budget|forecast|estimate|goal|plan|quota|allocation|commitment|ambition|pledge)\s+of|planned|expected|forecast)"
                          r"(?:\s+(?:a|an|the|its|their|about|around|some|just|(?:national|annual|original|planned|"
                          r"agreed|local|new|revised)))*\s+[$€£]?\s?$", re.IGNORECASE)
#: words after the sentence's figure that make it the earlier ("203 households a year earlier", "71 runs the previous
#: winter", "350 planned")
_BASE_AFTER = re.compile(r"^\s*(?:[\w'’-]+\s+){0,3}?(?:a\s+year\s+(?:earlier|before|ago)|the\s+(?:previous|prior|"
                         r"preceding)\b|the\s+year\s+before|planned|budgeted|forecast|targeted|expected)",
                         re.IGNORECASE)
#: a later figure told after the earlier one: "£8.50 …, rising to £11.20"
_TO_LATER = re.compile(r"\b(?:rising|falling|increasing|decreasing|climbing|dropping|going\s+up|going\s+down|"
                       r"rises|falls|rose|fell)\s+to\s+[$€£]?\s?$", re.IGNORECASE)


def way_word(q: Quantity, hypothesis: str) -> str:
    """The step's word of the way beside its figure ``q`` ("exceeded", "more", "short"), or ""."""
    at = (figure_at(hypothesis, q) or [-1])[0]
    if at < 0:
        return ""
    before, after = hypothesis[:at], hypothesis[at + len(q.text):]
    m = _last(_WAY_BEFORE, before) or _NET_BEFORE.search(before) or _VERB_BEFORE.search(before) \
        or _WAY_AFTER.match(after)
    return m.group("way") if m else ""


def _last(rx: re.Pattern, text: str) -> re.Match | None:
    """The match of ``rx`` that starts last: the way word nearest the figure ("The sum raised for good causes fell by
    £40m": "fell", not "raised")."""
    found = None
    m = rx.search(text)
    while m:
        found, m = m, rx.search(text, m.start() + 1)
    return found


def _step_way(q: Quantity, hypothesis: str) -> str:
    """"up" or "down": the way the step's words around its figure give the gap, or ""."""
    word = way_word(q, hypothesis).lower()
    return ("up" if word in UP_WORDS else "down") if word else ""


def figure_at(text: str, p: Quantity) -> list[int]:
    """Where ``p``'s figure stands in ``text``, as a whole figure ("41", not the "41" of "3,412"), a scale joined to it
    or not ("£248m", "1.2bn", "40k")."""
    return [m.start() for m in re.finditer(rf"(?<![\w.,]){re.escape(p.text)}{_WHOLE}", text)]


#: the end of a whole figure, a scale joined to it or not
_WHOLE = r"(?=(?:bn|mn|m|k)?(?!\w|[.,]\d))"


def _is_base(premise: str, p: Quantity) -> bool:
    at = (figure_at(premise, p) or [-1])[0]
    return at >= 0 and bool(_BASE_BEFORE.search(premise[:at]) or _BASE_AFTER.match(premise[at + len(p.text):]))


def _is_later(premise: str, p: Quantity) -> bool:
    at = (figure_at(premise, p) or [-1])[0]
    return at >= 0 and bool(_TO_LATER.search(premise[:at]))


#: the year a figure is of, told just after it ("420 members in 2022", "510 in the 2023 season")
_OF_YEAR = re.compile(r"^(?:bn|m|k)?\s+(?:[a-z'’-]+\s+){0,3}?(?:in|during)\s+(?:the\s+)?(?P<y>(?:19|20)\d\d)\b(?![-–/])")


def _earlier_year(premise: str, a: Quantity, b: Quantity) -> list[Quantity]:
    """The one of two figures that a year told after each makes the earlier ("had 420 members in 2022 and 510 in
    2023"), in a list, or none."""
    years, ends = [], []
    for p in (a, b):
        at = figure_at(premise, p)[0]
        m = _OF_YEAR.match(premise[at + len(p.text): at + len(p.text) + 50])
        years.append(int(m.group("y")) if m else None)
        ends.append(at + len(p.text) + m.end() if m else 0)
    first, second = sorted((figure_at(premise, a)[0], figure_at(premise, b)[0]))
    if None in years or years[0] == years[1] or not _ONLY_JOINED.fullmatch(premise[min(ends):second]):
        return []  # "84,000 visitors in 2019 and the gallery 61,000 in 2023": two things, not two times
    return [a] if years[0] < years[1] else [b]


def _years_told(premise: str, hypothesis: str, a: Quantity, b: Quantity) -> bool:
    """Does the step name no year, or only the two years the sentence gives its two levels?"""
    mine = set(re.findall(r"\b(?:19|20)\d\d\b", hypothesis))
    theirs = set()
    for p in (a, b):
        at = figure_at(premise, p)[0]
        if m := _OF_YEAR.match(premise[at + len(p.text): at + len(p.text) + 50]):
            theirs.add(m.group("y"))
    return not mine or mine <= theirs


#: what may stand between one year's figure and another's of the same thing
_ONLY_JOINED = re.compile(r"[\s,]*(?:and|but|while|whereas|compared\s+with|against|versus|vs\.?)?\s*", re.IGNORECASE)


def _rival(premise: str, base: Quantity) -> bool:
    """Is the base a rival's figure set against the other ("…, against 23 for the Liberal Democrats"), with no time
    of its own ("compared with 87 launches in 2022", "against 19,600 a year earlier" are earlier times)?"""
    at = figure_at(premise, base)[0]
    return bool(_RIVAL.search(premise[max(0, at - 40): at])) and not _NORM_NOUN.search(premise[max(0, at - 40): at]) \
        and not _OF_YEAR.match(premise[at + len(base.text): at + len(base.text) + 50]) \
        and not _BASE_AFTER.match(premise[at + len(base.text):])


def _in_days(p: Quantity) -> float:
    return p.value * CALENDAR.get(p.unit, 1)


def _alike(p: Quantity, q: Quantity, premise: str, hypothesis: str) -> bool:
    """Do the sentence's ``p`` and the step's ``q`` measure one thing: one kind and unit, or two calendar spans; for
    counts, whose unit is the word after the figure, also a bare count, a norm's or a later figure ("a ceiling of 38
    set for the trust", "against 350 planned"), or one whose word is among the step's words after its figure ("203
    households" for "15 approved fostering households")?"""
    if p.kind != q.kind:
        return False
    if p.kind == "time":
        return p.unit in CALENDAR and q.unit in CALENDAR
    if p.unit == q.unit:
        return True
    if p.kind != "count":
        return False
    if q.unit in _WAY_WORDS:
        return True  # "fell 544,000 short of the department's ambition": the step's figure counts no noun of its own
    at = (figure_at(hypothesis, q) or [-1])[0]
    after = {singular(w) for w in re.findall(r"[a-z]+", hypothesis[at + len(q.text):].lower())[:4]} if at >= 0 else set()
    return not p.unit or _is_base(premise, p) or _is_later(premise, p) or singular(p.unit) in after


def _named_elsewhere(premise: str, hypothesis: str, q: Quantity, a: Quantity, b: Quantity) -> bool:
    """Does the step name a thing the sentence tells only in another clause with figures of the step's measure ("…
    fell from 40 weeks to 28 weeks for hip replacements and from 36 weeks to 26 weeks for knee replacements" / "… for
    knee replacements fell by 12 weeks"; "… against a target of £4 million for its first phase; the overall target is
    £6 million" / "exceeded its overall target by £350,000")? A clause that only names the reporter or the date
    ("In its 2024 review, Eastbridge County Council reported that …") is no other clause of the measure."""
    at_a, at_b = figure_at(premise, a)[0], figure_at(premise, b)[0]
    spans = clause_spans(premise)
    held: set[str] = set()
    others: set[str] = set()
    for lo, hi in spans:
        words = {stem(w) for w in content_words(premise[lo:hi])}
        if hi > min(at_a, at_b) and lo <= max(at_a, at_b):
            held |= words
        elif any(_alike(p, q, premise, hypothesis) for p in quantities(premise[lo:hi])):
            others |= words
    return any(w in others and not stem_among(w, held) and w not in _PREPOSITIONS  # "average" of "averaged"
               for w in (stem(x) for x in content_words(hypothesis)))


#: words a content-word reader keeps that name no thing ("grew by 540 between 2022 and 2023" against "the Grand Final
#: between Wigan Warriors and Catalans Dragons drew 58,137")
_PREPOSITIONS = frozenset(stem(w) for w in "between across over under during since within among through into above "
                          "below against after before".split())


def difference_said(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str, turned: bool = False) -> bool:
    """Is ``q`` the gap between two of the sentence's figures of its measure, the step's way round (the other way
    round with ``turned``)?"""
    if q.kind in NOT_AMOUNTS or (q.kind == "percent" and q.unit != "percentage_point"):
        return False
    way = _step_way(q, hypothesis)
    if turned and way:
        way = "down" if way == "up" else "up"
    if not way or _IN_MONTH.search(hypothesis):
        return False  # "lost a net 15 … in March 2024" for "at 31 March 2024, down from 203 a year earlier": the
        # gap is of the year, not of the month
    parts = [(m.start(), m.end()) for m in re.finditer(r"[^;]+", premise)]
    part_of = lambda p: next((k for k, (s, e) in enumerate(parts) if s <= figure_at(premise, p)[0] < e), -1)  # noqa: E731
    mine = [p for p in pq if _alike(p, q, premise, hypothesis) and len(figure_at(premise, p)) == 1
            and not (re.fullmatch(r"(?:1[89]|20)\d\d", p.text) and re.search(rf"\b(?:in|since|of|by|until)\s+{p.text}\b",
                                                                            premise))
            and not re.search(rf"\d{{4}}[-–/]{re.escape(p.text)}\b", premise)]
    # (not a year, which the figures reader may take for a range's start, "in 2022 to 5,100 tonnes", or a count,
    # "2023-24")
    for i, a in enumerate(mine):
        for b in mine[i + 1:]:
            if part_of(a) != part_of(b):
                continue  # "…, down from 203 households a year earlier; 19 children were placed …": another clause's
            gap = abs(_in_days(a) - _in_days(b)) if q.kind == "time" else abs(a.value - b.value)
            if not gap or not rounds_to(gap / _in_days(q) * q.value if q.kind == "time" else gap, q, hypothesis):
                continue
            lo, hi = sorted((figure_at(premise, a)[0], figure_at(premise, b)[0]))
            if _named_elsewhere(premise, hypothesis, q, a, b) or any(lo < figure_at(premise, c)[0] < hi for c in mine):
                continue  # another figure of the measure between the two: "rose from 4,200 in 2022 to 5,100 in 2023,
                # while Brisk bikes sold 3,900" gives no gap of 300
            bases = [p for p in (a, b) if _is_base(premise, p)]
            if not bases:
                bases = [a] if _is_later(premise, b) else [b] if _is_later(premise, a) else _earlier_year(premise, a, b)
                if bases and not _is_later(premise, a) and not _is_later(premise, b) and not _years_told(
                        premise, hypothesis, a, b):
                    continue  # "148,000 in 2018 and 171,000 in 2023" / "rose by 23,000 between 2020 and 2023"
            if len(bases) != 1:
                continue  # which is the earlier or the norm is unsaid, or said of both
            norm = _NORM.search(hypothesis, _gap_told_from(q, hypothesis))
            if norm and not re.search(rf"\b{norm.group('norm')}\w*\s+(?:of\s+|at\s+)?(?:about\s+|around\s+)?[$€£]?\s?"
                                      rf"{re.escape(bases[0].text)}{_WHOLE}|(?<![\w.,]){re.escape(bases[0].text)}"
                                      rf"\s+(?:[a-z]+\s+)?{norm.group('norm')}", premise, re.IGNORECASE):
                continue  # "rose from 1,200 … to 1,450 … against a target of 1,300" / "exceeded the target by 250"
            if _VERB_BEFORE.search(hypothesis[: (figure_at(hypothesis, q) or [0])[0]]) and _rival(premise, bases[0]):
                continue  # "Labour took 41 seats, against 23 for the Liberal Democrats" / "The Liberal Democrats
                # gained 18 seats": a verb of change tells a gap in time, not one between rivals
            later = b if bases[0] is a else a
            at_later = figure_at(premise, later)[0]
            if _NORM_NOUN.search(premise[max(0, at_later - 30): at_later]) and not _is_later(premise, later):
                continue  # "budgeted at £84 million, and the council's total capital budget this year is £112
                # million": two norms, no outcome
            rises = later.value > bases[0].value
            if _than_later(premise, hypothesis, bases[0], later) or _subject_base(premise, hypothesis, q, bases[0],
                                                                                   later):
                rises = not rises  # the step's side is the base: "900 tonnes higher in 2022 than in 2023";
                # "Northfield Academy had 620 pupils …, compared with 540 at Southgate Primary" / "Southgate Primary
                # had 80 more pupils"
            if rises == (way == "up"):
                return True
    return False


_IN_MONTH = re.compile(r"\b(?:in|during)\s+(?:" + "|".join(MONTH_NAMES) + r")\b")
#: a norm's noun before a figure, which makes that figure a norm too ("… total capital budget this year is £112m"; not
#: "is forecast at 25.5 million tonnes", an outcome foreseen)
_NORM_NOUN = re.compile(r"\b(?:target|ceiling|limit|cap|budget|goal|quota|allocation|commitment|ambition|pledge)s?\b",
                        re.IGNORECASE)


def _gap_told_from(q: Quantity, hypothesis: str) -> int:
    """Where the step's telling of its gap begins: its way word or its figure, whichever comes first ("… exceeded its
    target by 250"; "The forecast wheat harvest is 15 million tonnes smaller …": "forecast" names the subject, no
    norm)."""
    at = (figure_at(hypothesis, q) or [0])[0]
    word = way_word(q, hypothesis)
    found = [m.start() for m in re.finditer(rf"\b{re.escape(word)}\b", hypothesis[:at], re.IGNORECASE)] if word else []
    return found[-1] if found else at


#: a step's word of a norm its gap is told against
_NORM = re.compile(r"\b(?P<norm>target|ceiling|limit|cap|budget|forecast|estimate|goal|plan|quota|allocation|commitment|"
                   r"ambition|pledge)(?:s|ned|ed)?\b", re.IGNORECASE)  # not "planting"


#: words before a rival's figure: "compared with 540 at Southgate Primary", "against 9 for Labour"
_RIVAL = re.compile(r"\b(?:compared\s+(?:with|to)|against|versus|vs\.?|than|while|whereas)\s+(?:[a-z]+\s+){0,3}?[$€£]?\s?$",
                    re.IGNORECASE)


def _subject_base(premise: str, hypothesis: str, q: Quantity, base: Quantity, later: Quantity) -> bool:
    """Do the step's words before its figure name the base's side, not the later figure's?"""
    at = figure_at(premise, base)[0]
    if not _RIVAL.search(premise[max(0, at - 30): at]):
        return False  # a change "from" one figure "to" another, or a norm: one subject on both sides
    before = {stem(w) for w in content_words(hypothesis[: (figure_at(hypothesis, q) or [0])[0]])}
    b, l = _near(premise, base), _near(premise, later)
    return bool(before & (b - l)) and not before & (l - b)


def _near(text: str, p: Quantity) -> set[str]:
    """The stems of the words about ``p``'s figure in ``text``: from the figure or clause before it to the next ("from
    4,200 tonnes in 2022 to")."""
    at = figure_at(text, p)[0]
    figure = r"[;,]|[$€£]?(?<!\d)(?!(?:19|20)\d\d\b)\d[\d,.]*"  # a figure, not a year ("in 2022")
    before = re.split(figure, text[max(0, at - 40): at])[-1]
    after = re.split(figure, text[at + len(p.text): at + len(p.text) + 50])[0]
    return {stem(w) for w in content_words(f"{before} {after}")}


def _than_later(premise: str, hypothesis: str, base: Quantity, later: Quantity) -> bool:
    """Does the step set its figure's side against the later figure ("rose from 4,200 tonnes in 2022 to 5,100 tonnes
    in 2023" / "900 tonnes higher in 2022 than in 2023"): words after its "than" that the sentence has about the later
    figure and not about the base?"""
    than = re.search(r"\bthan\b(?P<rest>[^,;.]*)", hypothesis, re.IGNORECASE)
    if than is None:
        return False
    after = {stem(w) for w in content_words(than.group("rest"))}
    b, l = _near(premise, base), _near(premise, later)
    return bool(after & (l - b)) and not after & (b - l)


#: a figure as written: its currency sign, a unit joined to it ("62p", "3.9%") and a scale word after it
_FIG = r"[$€£]?\d[\d,]*(?:\.\d+)?(?:%|p\b|m\b|bn\b|k\b)?"
#: a figure and the one it moves to: "£8.50 an hour in their first year, rising to £11.20", "from 41 days to 27 days",
#: "fell to 1,446 from 1,474"
_CHAIN = re.compile(rf"(?:(?P<a>{_FIG})(?![\d,.]*\d)[^;$€£\d]{{0,80}}?,\s*(?:rising|falling|increasing|decreasing|"
                    rf"climbing|dropping|going\s+up|going\s+down)\s+to\s+|\bfrom\s+(?P<f>{_FIG})\s+(?:[a-z]+\s+){{0,2}}?"
                    rf"to\s+)(?P<b>{_FIG})", re.IGNORECASE)
_TO_FROM = re.compile(rf"\bto\s+(?P<b>{_FIG})\s+(?:[a-z]+\s+){{0,2}}?from\s+(?P<f>{_FIG})", re.IGNORECASE)
#: a later figure told with the earlier one after it: "1,100 members in March 2024, up from 2,400 in March 2021";
#: "310 appeals succeeded, compared with 402 successful appeals in the same quarter of 2023", "£1,085 …, against £990
#: in the previous quarter" (an earlier time after it)
_BACK = re.compile(rf",\s*(?P<how>(?:up|down)\s+from|compared\s+(?:with|to)|against|versus)\s+(?P<a>{_FIG})(?P<after>[^;,.]{{0,60}})",
                   re.IGNORECASE)
EARLIER = re.compile(r"(?:1[89]|20)\d\d|\b(?:a\s+year\s+(?:earlier|before|ago)|last\s+year|previous|the\s+year\s+"
                     r"before|(?:\w+\s+)?(?:days?|weeks?|months?|years?|quarters?)\s+(?:earlier|before|ago))\b",
                     re.IGNORECASE)
_ANY_FIGURE = re.compile(rf"(?<![\w.,])(?P<n>{_FIG})(?:\s+(?P<scale>million|billion|thousand|per\s+cent|percent)\b)?",
                         re.IGNORECASE)


def _kind(figure: str, scale: str | None) -> tuple:
    """What a figure counts in, as far as its writing tells: currency, per cent, pence, scale."""
    f, sc = figure.lower().rstrip(",."), (scale or "").lower()
    return (f[:1] if f[:1] in "$€£" else "", f.endswith("%") or sc.startswith("per") or sc == "percent",
            f.endswith("p"), {"m": "million", "bn": "billion", "k": "thousand"}.get(re.sub(r"[\d,.$€£%p]", "", f), "")
            or (sc if not sc.startswith("per") and sc != "percent" else ""))


def _bare(figure: str) -> str:
    return re.sub(r"[^\d.]", "", figure.replace(",", ""))


def _later_before(text: str, at: int, figure: str, scale: str | None) -> str:
    """The later figure of a move told back: the one of ``text`` before ``at`` (in its clause) that "up from
    ``figure``" or "compared with ``figure``" after it sets against, the nearest of the same kind within five times of
    it, no year; or ""."""
    start = max(text.rfind(";", 0, at) + 1, at - 160)
    want, value = _kind(figure, scale), float(_bare(figure) or 0)
    for m in reversed(list(_ANY_FIGURE.finditer(text, start, at))):
        n = m.group("n")
        if re.fullmatch(r"(?:1[89]|20)\d\d", n.rstrip(",.")) or _kind(n, m.group("scale")) != want \
                or re.search(r"\bof\s+wh(?:ich|om)\s+$", text[start: m.start()], re.IGNORECASE):
            continue  # a year, a figure of another kind ("3.1% of all those in employment") or a part ("2,400
            # people …, of whom 1,560 had consented …, compared with 1,100 registrants in March 2021")
        v = float(_bare(n) or 0)
        if value and v and 0.2 <= v / value <= 5:
            return _bare(n)
    return ""


def _chains(text: str) -> dict[tuple[str, str], bool]:
    """Each move of ``text``: (first figure, second figure) -> whether it is told "from … to" (else "…, rising to",
    "…, up from …", "…, compared with … <an earlier time>")."""
    out: dict[tuple[str, str], bool] = {}
    for m in _CHAIN.finditer(text):
        pair = (_bare(m.group("a") or m.group("f")), _bare(m.group("b")))
        out[pair] = out.get(pair, True) and m.group("f") is not None
    for m in _TO_FROM.finditer(text):
        out[(_bare(m.group("f")), _bare(m.group("b")))] = True
    for m in _BACK.finditer(text):
        if not m.group("how").lower().endswith("from") and not EARLIER.search(m.group("after")):
            continue  # "compared with 540 at Southgate Primary": another thing, not an earlier time
        scale = re.match(r"\s+(million|billion|thousand|per\s+cent|percent)\b", m.group("after"), re.IGNORECASE)
        later = _later_before(text, m.start(), m.group("a"), scale.group(1) if scale else None)
        if later:
            out.setdefault((_bare(m.group("a")), later), False)
    return out


def chain_turned(premise: str, hypothesis: str) -> str:
    """The reason the step moves from the sentence's later figure to its earlier one ("pays each £8.50 an hour in
    their first year, rising to £11.20 once they pass …" / "are paid £11.20 an hour, falling to £8.50 after …";
    read as entailed before), or "". Both figures as written, each side one move between them; two moves told "from
    … to" are :func:`gechat.entail.turned_round.turned_round`'s."""
    theirs = _chains(premise)
    if re.search(r"\bback\s+(?:to|down|up)\b|\bbefore\s+(?:sliding|falling|rising|dropping|climbing)\b", premise,
                 re.IGNORECASE):
        return ""  # "rose from $78 to $92 … before sliding back to $78": a round trip has both moves
    for (a, b), told_from in _chains(hypothesis).items():
        if a != b and (b, a) in theirs and (a, b) not in theirs and not (told_from and theirs[(b, a)]) \
                and len(re.findall(rf"(?<![\d.]){re.escape(b)}(?![\d]|\.\d)", premise.replace(",", ""))) == 1:
            written = {_bare(m.group("n")): m.group("n").rstrip(",.") for m in _ANY_FIGURE.finditer(premise)}
            return f"the step turns round what the sentence says: from {written.get(b, b)} to {written.get(a, a)}"
    return ""


#: a step's gap told with its count before "more", "fewer", "extra" ("plans to add four more gritters"), not a bound
_GAP_COUNT = re.compile(r"(?<![\w.,$€£])(?P<n>\d[\d,]*(?:\.\d+)?|[a-z]+)\s+(?:more|fewer|extra|additional|less)\b"
                        r"(?!\s+than)", re.IGNORECASE)


def gap_turned(premise: str, hypothesis: str) -> str:
    """The reason the step gives the gap between two of the sentence's figures the wrong way round ("enrolled 4,350 …
    against a commitment of 5,000" / "exceeded its commitment by 650"; "rose to £266m, up from £248m" / "fell by
    £18m"), or ""."""
    if re.search(r"\b(?:not|never|no|could|may|might|would|will|expect\w*|forecast\w*)\b|n't\b", hypothesis,
                 re.IGNORECASE):
        return ""  # "did not fall by £18m", "could fall by £18m next year": no gap the step asserts
    pq = quantities(premise)
    for q in quantities(hypothesis):
        if q.kind in NOT_AMOUNTS or any(p.value == q.value for p in pq):
            continue
        if not difference_said(q, pq, premise, hypothesis) and difference_said(q, pq, premise, hypothesis, turned=True):
            word = way_word(q, hypothesis)
            shown = show(replace(q, unit="") if q.unit in _WAY_WORDS else q)  # not "140 short"
            return f"the step says '{word}' by {shown}; the sentence's figures give that gap the other way"
    return ""


def gap_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state the step's gap ("… fleet of 26 gritters carried out 94 precautionary
    runs …" / "Northmoor County Council plans to add four more gritters to its fleet before next winter", read as
    entailed before): a count before "more", "fewer" or "extra" that is none of the sentence's figures and no
    difference of two of them; or ""."""
    values = [q.value for q in quantities(premise)] + [v for w in re.findall(r"[A-Za-z]+", premise)
                                                         if (v := number(w.lower())) is not None]
    for m in _GAP_COUNT.finditer(hypothesis):
        n = number(m.group("n").lower().replace(",", ""))
        if n is None or n <= 1:
            continue  # "one more", "any more": no count of its own
        if any(abs(v - n) <= 0.005 * n for v in values) or any(
                abs(abs(a - b) - n) <= 0.005 * n for i, a in enumerate(values) for b in values[i + 1:]):
            continue
        return f"the step gives a gap of {m.group('n')}; the sentence states no such figure"
    sums = [q.value for q in quantities(premise) if q.kind == "money"] + [
        q.value for m in _GAP_MONEY.finditer(premise) for q in quantities(m.group("n"))[:1]] \
        if not _MULTIPLIED.search(premise) else []  # the sentence's own gaps ("about £50,000 less than the asking
    # price"); "$1 million this year, doubling 2001 contributions" gives "$500,000 more"
    for m in _GAP_MONEY.finditer(hypothesis):
        q = next(iter(quantities(m.group("n"))), None)
        if q is None or q.kind != "money" or not sums:
            continue
        if _given_or_difference(q.value, sums):
            continue
        return f"the step gives a gap of {m.group('n')}; the sentence states no such figure"  # "The welfare levy
        # raised £2.8m less than its target" of "raised £9.8m against a £12m target"
    return ""


_MULTIPLIED = re.compile(r"\b(?:doubl|tripl|trebl|quadrupl|halv|twice|(?:two|three|four|five|ten)\s+times)\w*", re.IGNORECASE)
def _given_or_difference(n: float, sums: list[float]) -> bool:
    """Is ``n`` one of ``sums`` or the difference of two of them (within half a percent)?"""
    return any(abs(v - n) <= 0.005 * n for v in sums) or any(
        abs(abs(a - b) - n) <= 0.005 * n for i, a in enumerate(sums) for b in sums[i + 1:])


def money_worked_out(premise: str, hypothesis: str) -> bool:
    """Does the step tell a gap ("short of", "more than", "under" …) whose sum is the difference of two of the
    sentence's, its other sums the sentence's ("£26.5m … against a £30m goal" / "fell £3.5m short of its goal")? Such
    a sum is arithmetic the gap readings weigh, not a figure that differs. A level worked out so ("cost £7.9m, £1.4m
    more than budgeted" / "The bus station cost £6.5m") is no gap, and is left to the figure checks."""
    if not _GAP_WORDS.search(hypothesis):
        return False
    sums = [q.value for q in quantities(premise) if q.kind == "money"]
    mine = [q.value for q in quantities(hypothesis) if q.kind == "money"]
    stated = [n for n in mine if any(abs(v - n) <= 0.005 * n for v in sums)]
    return len(sums) >= 2 and len(stated) < len(mine) and all(_given_or_difference(n, sums) for n in mine)


_GAP_WORDS = re.compile(r"\b(?:short|more|less|over|under|above|below|than|exceed\w*|gap|difference|overspen\w*|"
                        r"underspen\w*)\b", re.IGNORECASE)
#: a step's gap of money before "more", "less", "higher", "lower" ("£2.8m less than its target")
_GAP_MONEY = re.compile(r"(?<![\w.,])(?P<n>[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:m|bn|k|million|billion|thousand)\b)?)\s+"
                        r"(?:more|less|higher|lower)\b", re.IGNORECASE)

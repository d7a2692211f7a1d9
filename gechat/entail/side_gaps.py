"""The gap between two sides' figures, as the step tells it against the figures the sentence gives each side.

* :func:`gap_kept` (a restatement, :func:`gechat.entail.restatements.restatement`): "Castlebury planted 14,200 street
  trees …, ahead of Wendlesford's 11,600" / "Castlebury planted 2,600 more street trees than Wendlesford did"; "…
  with sheep making up 1,020 of the total and cattle 640" / "There were 380 more sheep entries than cattle entries".
* :func:`gap_otherwise` (a conflict): the same shape with another gap ("The Nottingham Panthers averaged 5,840 fans
  …, second only to the Belfast Giants on 6,210" / "Belfast's average home crowd was 470 higher than Nottingham's").
* :func:`gap_told_turned` (a conflict): the sentence states the gap itself, the step tells it the other way round
  ("164.2p, 12.5p more than the average at supermarket forecourts" / "… 12.5p a litre cheaper than at supermarkets").

The step names a gap ("2,600 more", "470 higher", "£160 a week more", "18 percentage points higher") between its own
side and the side after "than"; each side's figure is read as :mod:`gechat.entail.compared` reads a comparison of the
two (the gap set aside), so each side's own figure, its kind, its unit and the words beside it measuring what the step
measures are checked there. A gap in percentage points is read of percentages, a gap in a unit in that unit. A gap
kept is one the figures give within rounding, the same way round; a hedged, denied or rough ("about", "roughly") gap
is not read as a conflict.
"""

from __future__ import annotations

import re

from gechat.entail import compared
from gechat.entail.changed_by import contrast_span
from gechat.entail.quantities import quantities
from gechat.text import content_words, stem

_UP = frozenset("more higher dearer above costlier pricier greater larger bigger longer heavier".split())
_DOWN = frozenset("less lower cheaper below fewer smaller shorter lighter".split())
_CMP = "|".join(sorted(_UP | _DOWN))
_FIG = r"[£$€]?\d[\d,.]*(?:\s*(?:million|billion|bn|m|k|thousand)\b)?\s*(?:p\b|%|pence\b|per\s+cent\b)?"
#: the step's gap: "Castlebury planted 2,600 more street trees than Wendlesford did"
_STEP = re.compile(rf"^(?P<a>.+?)\s+(?P<verb>(?:[a-z]+\s+){{0,3}}?)(?P<n>{_FIG})\s*(?P<unit>(?:percentage\s+)?points?\s+|"
                   rf"[a-z]+\s+(?=(?:{_CMP})\b))?(?:(?:a|an|per)\s+[a-z]+\s+)?(?P<cmp>{_CMP})\s+(?P<measure>[^.;]*?)"
                   rf"\s*\bthan\s+(?P<b>[^,;.]+?)(?:\s+(?:did|does|do|had|has|was|were|is|are))?[.!]?$", re.IGNORECASE)
_UNSURE = re.compile(r"\b(?:not|n't|never|no|(?-i:may)|might|could|would|will|likely|expected|if|whether|about|around|"
                     r"roughly|nearly|almost|some|approximately|over|under|at\s+least)\b(?!-)", re.IGNORECASE)
#: a gap told with its comparative: "12.5p more than the average at supermarket forecourts", "£3 cheaper than"
_GAP_TOLD = re.compile(r"(?P<n>[£$€]?\d[\d,.]*\s*(?:p\b|%|pence\b|per\s+cent\b|[a-z]+\b)?)(?:\s+(?:a|an|per)\s+[a-z]+)?"
                       rf"\s+(?P<cmp>{_CMP})\s+than\s+(?P<other>[^,;.]+)", re.IGNORECASE)


def _read(premise: str, hypothesis: str):
    """(the step's gap as a figure, the two sides' figures, whether the step says its side is the larger, whether the
    gap is rough), or None."""
    m = _STEP.match(hypothesis.strip())
    if m is None or re.search(r"\b(?:not|n't|never|no|(?-i:may)|might|could|would|will|if|whether)\b(?!-)", hypothesis,
                              re.IGNORECASE) or _LISTED_SIDES.search(m.group("b")) or _RELATIVE.search(hypothesis):
        return None  # "than York and Hull", "than … combined": two sides; "per member": a rate of its own
    gap = quantities(m.group("n") + (" " + m.group("unit") if m.group("unit") and "point" not in m.group("unit")
                                     else ""))
    if not gap or gap[0].kind in ("year", "date", "clock", "ordinal"):
        return None
    cmp = m.group("cmp").lower()
    word = {"dearer": "more", "cheaper": "less", "above": "more", "below": "less"}.get(cmp, cmp)
    step = f"{m.group('a')} {m.group('verb')}{word} {m.group('measure')} than {m.group('b')}"
    read = compared._reading(premise, step)
    if read is None:
        return None
    _, a, b, _, _ = read
    points = bool(m.group("unit") and "point" in m.group("unit"))
    if points != (a.kind == "percent") or (gap[0].kind != a.kind and not (points or gap[0].kind == "count")) \
            or (gap[0].unit and a.unit and gap[0].unit != a.unit and gap[0].kind != "count"):
        return None  # a gap in points of percentages; "£160" of money; "13 km" of kilometres
    rate = re.search(r"\b(?:a|an|per)\s+(week|month|year|day|hour)\b", hypothesis[m.end("n") : m.start("cmp")], re.IGNORECASE)
    theirs = {r.group(1).lower() for part in read[4] for r in re.finditer(r"\b(?:a|an|per)\s+(week|month|year|day|hour)\b",
                                                                           part, re.IGNORECASE)}
    if rate and theirs and rate.group(1).lower() not in theirs:
        return None  # "earn £340 a month more" of "£1,230 a week …, compared with £890": another rate
    rough = bool(_UNSURE.search(hypothesis[: m.start("cmp")]))
    return gap[0], a, b, cmp in _UP, rough, read[4]


#: a step's figure set against a size of its own: "per member", "relative to its size", "per head"
_RELATIVE = re.compile(r"\bper\b|\brelative\s+to\b|\bfor\s+its\s+size\b|\bpro\s+rata\b", re.IGNORECASE)
#: an other side of two or more: "than York and Hull", "than Wendlesford and Brayton combined"
_LISTED_SIDES = re.compile(r"\band\b|\bcombined\b|\btogether\b|\bbetween\s+them\b|,", re.IGNORECASE)
#: words of a figure given roughly in the sentence
_ROUGH = re.compile(r"\b(?:about|around|roughly|nearly|almost|some|approximately|over|under|more\s+than|less\s+than|"
                    r"fewer\s+than|up\s+to|close\s+to|estimated)\b", re.IGNORECASE)


def _close(gap: float, told: float, text: str = "", loose: bool = False) -> bool:
    """Is ``gap`` (worked out of the sentence's figures) the step's ``told`` gap, written ``text``, within rounding:
    half a percent, or the step's own precision up to 2 % ("300" of 298, "7 percentage points" of 6.9, "2.6 million"
    of 2.63 million; not "300" of 330); ``loose`` (a gap a conflict must miss, or a rough one): the step's whole
    precision or 10 %."""
    unit = _half_unit(text, told)
    allowed = max(unit, 0.1 * abs(told)) if loose else min(unit, 0.02 * abs(told))
    return abs(gap - told) <= max(0.005 * abs(told), 0.051 if told < 10 else 0.5, allowed)


def _half_unit(text: str, value: float) -> float:
    """Half the last unit ``text`` writes ``value`` to: "300" 50, "2.6 million" 50,000, "7" 0.5."""
    digits = re.sub(r"[^\d.]", "", text.split()[0] if text.split() else text)
    if not digits or not value:
        return 0.0
    if "." in digits:
        places = len(digits.split(".")[1])
        scale = value / float(digits) if float(digits) else 1.0
        return 0.5 * 10 ** -places * scale
    whole = digits.rstrip("0")
    zeros = len(digits) - len(whole) if whole else 0
    return 0.5 * 10 ** zeros * (value / float(digits) if float(digits) else 1.0)


def _words_kept(premise: str, hypothesis: str, m: re.Match) -> bool:
    """Are the step's words, its gap and comparison aside, the sentence's, and its years and times the sentence's
    ("… thanks to a new government grant", "… than Wendlesford planted last year", "Castlebury has …": not)?"""
    said = set(content_words(premise, stem)) | set(content_words(premise.replace("-", " "), stem))
    rest = hypothesis[: m.start("n")] + " " + m.group("measure") + " " + m.group("b")
    own = {w for w in compared._side(rest) if w not in _CHEAP}
    times = {t.lower() for t in _TIMES.findall(rest)}
    return own <= said and times <= {t.lower() for t in _TIMES.findall(premise)} \
        and set(re.findall(r"\b(?:19|20)\d\d\b", rest)) <= set(re.findall(r"\b(?:19|20)\d\d\b", premise))


#: a step's words a gap may add that the sentence need not say
_CHEAP = frozenset(stem(w) for w in "did does do had was were is are it they its their one those".split())
#: times a step may set its sides at
_TIMES = re.compile(r"\b(?:last|this|next|previous)\s+(?:year|season|month|week|quarter|winter|summer|spring|autumn)\b|"
                    r"\bthe\s+(?:year|month|season)\s+before\b|\bat\s+the\s+start\b|\ba\s+year\s+(?:earlier|ago)\b",
                    re.IGNORECASE)


def gap_kept(premise: str, hypothesis: str) -> bool:
    """Does the step give the gap between two sides that their figures in the sentence give, the same way round?"""
    read = _read(premise, hypothesis)
    if read is None:
        return False
    gap, a, b, up, _, _ = read
    m = _STEP.match(hypothesis.strip())
    if _ROUGH.search(premise):
        return False  # "about 14,000 street trees": no exact gap to keep
    names = {w.lower() for part in read[5] for w in re.findall(r"(?<=\s)[A-Z][\w'’-]*", " " + part.strip())[1:]}
    if not {re.sub(r"['’]s$", "", w) for w in names} <= set(re.findall(r"[\w-]+", hypothesis.lower())):
        return False  # "Nurses in Bath earn £34,000, while consultants in Bristol earn £110,000" / "Consultants earn
        # £76,000 more than nurses": the places the figures hold for, dropped
    return a.value != b.value and (a.value > b.value) == up and _close(abs(a.value - b.value), gap.value, gap.text) \
        and _words_kept(premise, hypothesis, m)


def gap_otherwise(premise: str, hypothesis: str) -> str:
    """The reason the two sides' figures give another gap than the step's (or the other way round), or ""."""
    read = _read(premise, hypothesis)
    if read is None:
        return ""
    gap, a, b, up, rough, _ = read
    if a.value == b.value:
        return ""
    turned = (a.value > b.value) != up
    worked = abs(a.value - b.value)
    if not turned and (rough or _close(worked, gap.value, gap.text, loose=True) or _ROUGH.search(premise)
                       or any(re.search(r"\.\d\s*(?:m|bn|million|billion)\b", q.text + " " + premise[premise.find(q.text)
                              + len(q.text):][:9]) for q in (a, b))):
        return ""  # within the step's rounding, or of figures the sentence gives roughly ("about 1,200", "£1.2m")
    shown = f"{compared._shown(a)} and {compared._shown(b)}"
    return f"the step gives a gap of {gap.text}{' the other way' if turned else ''}; the sentence gives {shown}"


def gap_told_turned(premise: str, hypothesis: str) -> str:
    """The reason the step tells a gap the sentence states the other way round, or "": one gap on each side, of one
    size, against the same other side (its words the sentence's), no denial or hedge."""
    theirs, mine = list(_GAP_TOLD.finditer(premise)), list(_GAP_TOLD.finditer(hypothesis))
    if len(theirs) != 1 or len(mine) != 1 or compared._UNSURE.search(hypothesis):
        return ""
    t, h = theirs[0], mine[0]
    tq, hq = quantities(t.group("n")), quantities(h.group("n"))
    if not tq or not hq or tq[0].value != hq[0].value or tq[0].kind != hq[0].kind:
        return ""
    other = set(content_words(t.group("other"), stem))
    if not compared._side(h.group("other")) or not all(w in other or stem(w + "s") in other or any(
            o.startswith(w) or w.startswith(o) for o in other if len(o) >= 5) for w in compared._side(h.group("other"))):
        return ""
    if compared._side(hypothesis[: h.start()]) & (other - compared._side(h.group("other"))):
        return ""  # "Supermarket petrol was 12.5p cheaper than the average": the step's side is the sentence's other
    subject = set(content_words(premise[: t.start()], stem))
    if not compared._side(hypothesis[: h.start()]) <= subject | set(content_words(premise[: t.start()].replace("-", " "),
                                                                                    stem)):
        return ""  # "Hexford's council tax is £120 higher …, and Brayton's is the lowest" / "Brayton's … is £120
        # lower": another side's gap
    if re.search(r"\b(?:rose|fell|grew|increased|decreased|dropped|climbed|went\s+up|went\s+down)\s*$",
                 premise[: t.start()].strip(), re.IGNORECASE):
        return ""  # "rose £120 more than Lowmoor's": a gap of changes, not of levels
    if (t.group("cmp").lower() in _UP) == (h.group("cmp").lower() in _UP):
        return ""
    return f"the sentence says {t.group('n').strip()} {t.group('cmp')} than {t.group('other').strip()}; the step says " \
           f"{h.group('cmp')}"


#: the step's gap of one thing at two times: "… ended 2023 with 230 more employees than it had at the start",
#: "The 2024 cod quota is 6,500 tonnes lower than the 2023 cod quota", "… 550 more applications … than for the
#: previous year"
_THEN = re.compile(r"\b(?:(?:19|20)\d\d|previous\s+(?:year|season|month|quarter)|(?:a|one)\s+year\s+(?:earlier|before)|"
                   r"the\s+year\s+before|last\s+year|at\s+the\s+start|before)\b", re.IGNORECASE)


def time_gap(premise: str, hypothesis: str) -> tuple[bool, str]:
    """(kept, reason): the gap the step gives between one thing's level and its earlier level, against the one change
    the sentence gives ("rose from 1,150 to 1,380", "3,450 …, up from 2,900 the previous year"): kept when the
    change's size is the gap, the same way; a reason when it goes the other way, or is another size where the step is
    not rough. (False, "") where the step is no such gap or the sentence gives no one change of its kind."""
    from gechat.entail.from_to import from_to

    m = _STEP.match(hypothesis.strip())
    if m is None or not _THEN.search(m.group("b")) or {w for w in compared._side(_THEN.sub(" ", m.group("b")))
                                                        if w not in _THEN_WORDS and w not in _CHEAP}:
        return False, ""  # "… than Brill Air in 2022": another side, not the thing at another time
    if re.search(r"\b(?:not|n't|never|(?-i:may)|might|could|would|will)\b",
                                                                hypothesis, re.IGNORECASE) \
            or _RELATIVE.search(hypothesis) or _LISTED_SIDES.search(m.group("b")):
        return False, ""
    gap = quantities(m.group("n") + (" " + m.group("unit") if m.group("unit") and "point" not in m.group("unit")
                                     else ""))
    if not gap:
        return False, ""
    points = bool(m.group("unit") and "point" in m.group("unit"))
    told = [(a, b) for a, b, _ in from_to(premise)] or _up_from(premise)
    unit = (m.group("unit") or "").strip()
    bare = lambda q: q.kind == "count" and not q.unit and unit and "point" not in unit and re.search(  # noqa: E731
        rf"(?<![\w.,]){re.escape(q.text)}\s*(?:million|billion|thousand|bn|m|k)?\s*{re.escape(unit)}", premise)
    changes = [(a, b) for a, b in told
               if (a.kind == "percent") == points and (points or a.kind == gap[0].kind or gap[0].kind == "count"
                                                         or bare(b))
               and (not gap[0].unit or not b.unit or gap[0].unit == b.unit or gap[0].kind == "count")]  # "186 tonnes"
    if len(changes) != 1 or len(told) != 1:
        return False, ""
    at = premise.find(changes[0][1].text)
    start, end = contrast_span(premise, at, at + len(changes[0][1].text))
    clause = premise[start:end]
    said = set(content_words(clause, stem)) | set(content_words(clause.replace("-", " "), stem))
    said |= {w for a in said & set(_ALIASES) for w in _ALIASES[a]}
    after_b = re.match(r"\s*(?:million|billion|thousand|bn|m|k)?\s*([a-z]+)", premise[premise.find(changes[0][1].text)
                                                                              + len(changes[0][1].text):])
    if after_b and compared._units_named(after_b.group(1)) and stem(after_b.group(1)) not in set(
            content_words(hypothesis, stem)):
        return False, ""  # "186 tonnes …, up from 142 tonnes" / "140 more members": another measure's change
    verb = " ".join(w for w in m.group("verb").split() if not compared._verb_word(w)
                    and w.lower() not in ("has", "have", "had", "gets", "got", "sees", "saw", "takes", "took", "makes"))
    own = {w for w in content_words(re.sub(r"['’]s\b", "", m.group("a") + " " + verb + " " + m.group("measure")), stem)
           if w not in _CHEAP and not any(ch.isdigit() for ch in w)
           and not re.fullmatch(r"(?:19|20)\d\d", w)} - set(compared._GENERIC) - _THEN_WORDS
    if not own <= said:
        return False, ""  # another thing's gap or measure ("Sony sold 2.3 million more consoles …" of Nintendo's;
        # "550 more offers" of applications; "The rival had 230 more employees" of the firm's)
    years = sorted({int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", clause)})
    if re.search(r"previous\s+year|year\s+(?:before|earlier)|a\s+year\s+ago", m.group("b"), re.IGNORECASE) \
            and len(years) == 2 and years[1] - years[0] != 1:
        return False, ""  # "in 2024, up from 2,900 in 2022" / "… than the previous year"
    if re.search(r"\bat\s+the\s+start\b", m.group("b"), re.IGNORECASE) and len(years) > 1:
        return False, ""  # "from 1,150 in 2019 to 1,380 in 2023" / "… than at the start of the year"
    a, b = changes[0]
    up = m.group("cmp").lower() in _UP
    worked = abs(b.value - a.value)
    if b.value == a.value:
        return False, ""
    mine_years = [int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", m.group("a") + " " + m.group("verb") + m.group("measure"))]
    theirs_years = [int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", m.group("b"))]
    later = not (mine_years and theirs_years and max(mine_years) < max(theirs_years))  # "… more passengers in 2021
    # than in 2022": the step's side is the earlier level
    if ((b.value > a.value) if later else (a.value > b.value)) != up:
        return False, f"the step gives a gap of {m.group('n').strip()} the other way; the sentence gives a change " \
                      f"from {a.text} to {b.text}"
    rough = bool(_UNSURE.search(hypothesis[: m.start("cmp")]))
    if _close(worked, gap[0].value, gap[0].text, loose=rough):
        return True, ""
    if _close(worked, gap[0].value, gap[0].text, loose=True) or _ROUGH.search(premise):
        return False, ""
    return False, "" if rough else f"the step gives a gap of {m.group('n').strip()}; the sentence gives a change from " \
                                   f"{a.text} to {b.text}"


#: a level told with its earlier level after it: "186 tonnes of honey in 2023, up from 142 tonnes in 2022"
_UP_FROM = re.compile(rf"(?P<b>{_FIG})(?:\s+[^,;]{{0,50}}?)?,\s*(?:up|down)\s+(?:\w+\s+)?from\s+(?P<a>{_FIG})",
                      re.IGNORECASE)


def _up_from(premise: str) -> list:
    """(earlier level, level) for each level told with its earlier level after it; the level is the last figure
    before the comma ("its 1,240 members harvested 186 tonnes of honey in 2023, up from 142 tonnes": 186)."""
    found: dict[int, tuple] = {}
    for start in (f.start() for f in re.finditer(_FIG, premise)):
        m = _UP_FROM.match(premise, start)
        if m is None or re.match(r"(?:19|20)\d\d\b|\d\d\b", m.group("b")) and re.search(
                r"(?:(?:19|20)\d\d[-/–]|\bin\s+|\bfor\s+|\bof\s+)$", premise[:start]):
            continue  # a year or a season's tail ("in 2025", "2023-24"), no level
        a, b = quantities(m.group("a")), quantities(m.group("b"))
        if a and b and b[0].kind != "year":
            found[m.start("a")] = (a[0], b[0])  # the last level before each "up from"
    return list(found.values())


#: words a step may name one count by where the sentence names it otherwise ("headcount" / "employees")
_ALIASES = {stem(a): {stem(w) for w in ws.split()} for a, ws in
            {"headcount": "staff employees workers people", "workforce": "staff employees workers"}.items()}
_THEN_WORDS = frozenset(stem(w) for w in "previous year years before earlier start ago ended end entry".split())




def time_gap_kept(premise: str, hypothesis: str) -> bool:
    return time_gap(premise, hypothesis)[0]


def time_gap_otherwise(premise: str, hypothesis: str) -> str:
    return time_gap(premise, hypothesis)[1]


def gap_given(premise: str, hypothesis: str, value: float) -> bool:
    """Is ``value`` the step's gap, one the sentence's figures give (:func:`gap_kept` or :func:`time_gap_kept`), so
    that no one asks the sentence to state it?"""
    m = _STEP.match(hypothesis.strip())
    gap = quantities(m.group("n")) if m else []
    return bool(gap) and _close(gap[0].value, value) and (gap_kept(premise, hypothesis)
                                                          or time_gap_kept(premise, hypothesis))

"""Conflicts between two sentences' figures.

``quantity_conflict`` says where a step states a quantity that a sentence about the same thing states otherwise
(same unit, other value; or same value, another unit of the same dimension), unless the sentence gives it by
arithmetic (:mod:`gechat.entail.arithmetic`); ``lone_measure_conflict`` where the one measure of each side is the
same figure in another unit. The figures are read by :mod:`gechat.entail.quantities`. Part of the deterministic
conflict checks (:mod:`gechat.entail.conflicts`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from gechat.entail import antonyms, changes, clock, figure_times, set_against, weekdays, years
from gechat.entail import dates as dates_
from gechat.entail.arithmetic import derived, given_years, worked_out
from gechat.entail.numbers import IN_SHARE, in_share
from gechat.entail.rough import rough_meets
from gechat.entail.quantities import QUANTITY_REASON, Quantity, quantities, quantity_reason, show, signed, word_before
from gechat.entail.units import IMPERIAL, close, converts, temperatures_agree
from gechat.text import content_words


def quantity_conflict(premise: str, hypothesis: str) -> str:
    hq, pq = quantities(hypothesis), quantities(premise)
    if not hq or not pq:
        return ""
    repeated = bool(_AGAIN.search(hypothesis)) and not _AGAIN.search(premise)  # "rose again in 2024": another event
    for q in hq:
        if repeated and q.kind in ("year", "date", "clock", "temperature"):
            continue  # "rose from 5.4 in 2022 to 5.9 in 2023" / "rose again in 2024"; "at 80°C" / "also … at 40°C"
        if q.kind == "percent" and q.unit == "%" and (reason := _against_in_share(q, pq, premise, hypothesis)):
            return reason  # "Only one in five applicants was accepted" / "accepted 25% of its applicants"
        if q.kind == "ordinal" or q.unit == "share":
            continue  # a rank names a thing ("the 12th floor", "the 13th floor"): whether it is stated is notation's;
            # so is a share written "one in five", as near as its words make it
        if q.kind == "temperature":  # "240 degrees Fahrenheit" / "240 degrees Celsius": the same figure on the other
            # scale is another temperature; "minus 80 degrees Celsius" / "-112 degrees Fahrenheit" the same
            temps = [p for p in pq if p.kind == "temperature"]
            rivals = [p for p in temps if len(temps) == 1 or p.context & q.context] \
                if not worked_out(q, premise, hypothesis) else []  # "fell from 14 to 9 °C" / "dropped by 5 °C"
            if rivals and not any(temperatures_agree(signed(premise, p), p.unit, signed(hypothesis, q), q.unit)
                                  or rough_meets(premise, p, hypothesis, q) for p in temps):
                p = rivals[0]
                return quantity_reason(replace(q, value=signed(hypothesis, q)), replace(p, value=signed(premise, p)))
            continue
        same_value = [p for p in pq if close(p.value, q.value)]
        if q.kind == "date":  # "April 2019" against "April 2021", "12 March" against "21 March"
            dates = [p for p in pq if p.kind == "date"]
            rivals = [p for p in dates if dates_.same_event(p.context, q.context)] \
                if not _other_event(premise, q) and not dates_.dated_relatively(
                    premise, q.context, lambda: dates_.days_between(dates, q)) else []  # "met on 11 October and
            # agreed to reconvene the following Tuesday" / "reconvene on 17 October": a date worked out
            ends = dates_.range_holding(premise, q)  # "made between March and June 2023" / "made in April 2023"
            if rivals and not (ends and all(int(p.value) in ends for p in rivals)) and not any(dates_.fits(p, q) or dates_.within(premise, p, q)
                                  or dates_.step_bound_holds(premise, hypothesis, p, q) for p in dates) \
                    and not worked_out(q, premise, hypothesis):  # "on 9 November 1921 … eighteen months later"
                return quantity_reason(q, rivals[0])  # a date anywhere in the sentence may fit
            continue
        if q.kind == "year":  # "in 2017" against "in 2014"; "in 2022" fits "after 2020", "1932" "the 1930s"
            spans = [p for p in pq if p.kind == "year"]
            rivals = [p for p in spans if dates_.same_event(p.context, q.context)]
            if rivals and not any(years.meet(p.value, p.unit, q.value, q.unit) for p in spans) \
                    and not any(p.kind == "date" and p.unit[:1] == "y" and float(p.unit[1:]) == q.value for p in pq) \
                    and years.apart(premise, given_years(pq), q.value, hypothesis) is None \
                    and not years.year_before_given(premise, given_years(pq), q.value, hypothesis) \
                    and q.value not in changes.years_of_figures(premise):  # "2,750 a year before" fiscal 2022
                return quantity_reason(q, rivals[0])
            continue
        if q.kind == "weekday":  # "the first Monday" against "the first Wednesday"; "Monday to Friday" holds "Tuesday"
            left_out = weekdays.excluded(premise) - weekdays.excluded(hypothesis, every=False)
            if weekdays.days_of(q.value, q.unit) & left_out and weekdays.said_by_words(premise):
                return f"{QUANTITY_REASON}{show(q)}; the sentence leaves out {show(q)}"  # "every day except Monday"
            days = [p for p in pq if p.kind == "weekday" and not weekdays.days_of(p.value, p.unit) <= left_out]
            said_of = word_before(hypothesis, q.text)  # "closed on Mondays" is no rival to "open on Tuesdays"
            rivals = [p for p in days if p.context & q.context and word_before(premise, p.text) == said_of]
            if rivals and not any(weekdays.fits(p.value, p.unit, q.value, q.unit) for p in days):
                return quantity_reason(q, rivals[0])
            continue
        if q.kind == "clock":  # "7:30 in the morning" against "7:30 in the evening", "9 am" against "10 am"
            if clock.bounds(q.unit):
                continue
            times = [p for p in pq if p.kind == "clock"]
            rivals = [p for p in times if not clock.bounds(p.unit) and p.context & q.context] \
                if not _other_event(premise, q) else []
            if rivals and not any(clock.fits(p.value, p.unit, q.value, q.unit) for p in times):
                return quantity_reason(q, rivals[0])
            continue
        if any(p.key() == q.key() for p in same_value) or any(converts(p.value, p.unit, q.value, q.unit) for p in pq):
            continue  # stated, in the step's unit or another of its scale ("3 hours" / "180 minutes")
        if q.kind == "count" and (not q.unit or any(p.kind == "count" and _bare(premise, p) and not re.search(
                rf"\b{re.escape(p.text)}\s+or\b|\bor\s+{re.escape(p.text)}\b", premise) for p in same_value)):
            continue  # an uncounted number is too vague to contradict, or to be contradicted when the sentence gives
            # the same number bare ("seven patients, five in Group 1 and two in Group 2" / "five patients in Group 1"),
            # not as one of two ("15 or 13 songs")
        if q.kind not in ("count", "year", "date", "clock", "weekday", "ordinal") and any(
                p.kind == "count" and not p.unit for p in same_value) and any(p.unit == q.unit for p in pq) \
                and not re.search(r"\brespectively\b", premise, re.IGNORECASE):  # whose figure is which, there
            continue  # "14.2 months in the treatment arm and 9.8 in the placebo arm" / "9.8 months": the bare figure
            # leaves out the unit its neighbour gives
        if set_against.gap_of_levels(premise, hypothesis, q.value):
            continue  # "£41m, against £52m a year earlier" / "fell by £11m"
        if derived(q, pq, hq, premise, hypothesis):
            continue  # "adds 148 beds, bringing the total to 612" / "612 beds"; "seven of the nine" / "two"
        within = _within(hypothesis, q.text)  # "filed 45 days after" meets no "within 30 days": a rule, no case
        rivals = sorted((p for p in pq if (p.key() == q.key() or (converts(p.value, p.unit, q.value, q.unit) is False
                                                                   and not _changed_by(premise, p, q)))
                         and p.context & q.context and (within or not _within(premise, p.text))),
                        key=lambda p: p.key() != q.key())  # its own unit first
        rivals = [p for p in rivals if not rough_meets(premise, p, hypothesis, q)  # "Nearly 50 people" / "48 people"
                  and not (q.kind == "count" and _part_of_given(hypothesis, q, p, hq))
                  and not figure_times.timed_apart(premise, p, hypothesis, q)]  # "31.4 million … in the third quarter
        # of 2024" / "20 million … in the third quarter of 2023": another time's figure
        if rivals:
            return quantity_reason(q, rivals[0])
        # same value, another unit of the same dimension ("120 km" vs "120 miles", "5 mg" vs "5 g")
        if q.kind not in ("count", "year", "ordinal"):
            other = [p for p in same_value if p.kind == q.kind and p.unit not in (q.unit, "share") and p.context & q.context]
            if other:
                return quantity_reason(q, other[0])
    return ""


def _bare(premise: str, p: Quantity) -> bool:
    """Does the sentence give the count ``p`` with no noun of its own: none read, or a verb in "-ing" before it and a
    comma after it ("winning three, drawing ten": the figure's reader sees no comma and takes "drawing" for its noun;
    not "fell back to seven, their lowest total", whose noun is the twelve seats' before)?"""
    return not p.unit or bool(re.search(rf"\b[a-z]+ing\s+{re.escape(p.text)}\s*[,;]", premise))


#: how far a percentage may stand from a share written "one in five" and not contradict it, in points: the share's
#: rounding and a point more, or, after "about" or "nearly", the margin of a share in words and a point more
IN_SHARE_APART, IN_SHARE_NEAR_APART = 4.0, 6.0


#: kinds of measure whose one figure on each side is read as one measure even where the two sides share few words,
#: where the figure is the same and the unit another ("three kilograms" / "about 3 pounds")
LONE_KINDS = frozenset({"mass", "length", "volume", "temperature", "pressure", "data", "data rate", "power", "energy",
                        "frequency"})


def lone_measure_conflict(premise: str, hypothesis: str, topical: bool = False) -> str:
    """The reason a step whose one figure is a measure of :data:`LONE_KINDS` gives the sentence's one measure of that
    kind in another unit, the figure the same (a unit swapped: "Preheat the oven to 180 °C" / "bake the bread at 180
    °F"), said near a word they share, or, for a pair about the same thing (``topical``), anywhere ("weighs 1.8 kg"
    / "has a weight of 1.8 lb"); "" otherwise."""
    hq = [q for q in quantities(hypothesis) if q.kind in LONE_KINDS]  # "the Torvan 3 tent": its count aside
    if len(hq) != 1:
        return _span_swapped(premise, hypothesis)
    theirs = [p for p in quantities(premise) if p.kind == hq[0].kind]
    if len(theirs) != 1 or not (topical or theirs[0].context & hq[0].context
                                or _words_near(premise, theirs[0].text) & _words_near(hypothesis, hq[0].text)) \
            or not close(theirs[0].value, hq[0].value):
        return ""  # only the same figure in another unit, the unit swapped ("180 °C" / "180 °F"): two measures of
        # two things sharing a word ("Each tablet contains 250 mg of paracetamol" / "Each capsule … 500 mg") are none
    p, q = theirs[0], hq[0]
    if p.unit != q.unit and (converts(p.value, p.unit, q.value, q.unit) is False or q.kind == "data"
                             or (q.kind == "temperature" and not temperatures_agree(p.value, p.unit, q.value, q.unit))):
        return quantity_reason(q, p)  # "256 gigabytes" / "256 megabytes": one figure of two sizes, however counted
    return ""


def _span_swapped(premise: str, hypothesis: str) -> str:
    """The reason the step gives the sentence's one span in another calendar unit, the figure and the two words before
    it the same ("followed 3,200 adults aged 55 to 75 for eight years" / "… aged 55 to 75 for eight months"; the
    step's figure has no words after it to tie it to the sentence's), or "". Two spans of two acts ("ran for 12 weeks"
    / "followed up for 12 months") differ in the words before them."""
    hq = [q for q in quantities(hypothesis) if q.kind == "time"]
    pq = [p for p in quantities(premise) if p.kind == "time"]
    if len(hq) != 1 or len(pq) != 1 or not close(hq[0].value, pq[0].value) or hq[0].unit == pq[0].unit \
            or converts(pq[0].value, pq[0].unit, hq[0].value, hq[0].unit) is not False:
        return ""
    before = [re.findall(r"[\w'-]+", t[: t.find(x.text)].lower())[-2:] if t.find(x.text) >= 0 else None
              for t, x in ((premise, pq[0]), (hypothesis, hq[0]))]
    return quantity_reason(hq[0], pq[0]) if before[0] and len(before[0]) == 2 and before[0] == before[1] else ""


def _part_of_given(hypothesis: str, q: Quantity, p: Quantity, hq: list[Quantity]) -> bool:
    """Does the step give its count ``q`` as a part of the sentence's figure ``p``, which it gives too ("40 affordable
    apartments among its 186 homes" / "186 apartments"; not "Two men … near 7 black cars" / "2 black cars")?"""
    at = hypothesis.find(q.text)
    for x in hq:
        if x is q or x.kind != "count" or not close(x.value, p.value):
            continue
        end = hypothesis.find(x.text, at + len(q.text)) if at >= 0 else -1
        if end >= 0 and end - at < 60 and re.search(r"\b(?:among|of|out\s+of|from)\b", hypothesis[at:end]):
            return True
    return False


def _words_near(text: str, number: str) -> set[str]:
    """The content words within six words after ``number`` in ``text`` ("256 gigabytes of storage": "storage")."""
    m = re.search(rf"(?<![\w.]){re.escape(number)}\b", text)
    return set(content_words(" ".join(text[m.end():].split()[:6]), antonyms.stem)) - {"of"} if m else set()


def _against_in_share(q: Quantity, pq: list[Quantity], premise: str, hypothesis: str) -> str:
    """The reason the step's percentage ``q`` is not the share the sentence writes "one in five" of the same thing
    (beyond :data:`IN_SHARE_APART` points of it; :data:`IN_SHARE_NEAR_APART` where either side says "about"), when
    the sentence gives no percentage of its own that is ``q``."""
    rough = bool(re.search(rf"\b(?:about|around|roughly|nearly|almost|approximately|some)\s+{re.escape(q.text)}\b",
                           hypothesis, re.IGNORECASE))
    if any(p.kind == "percent" and p.unit == "%" and close(p.value, q.value) for p in pq):
        return ""
    shares = [(value, bool(m.group("near"))) for m in IN_SHARE.finditer(premise) if (value := in_share(m)) is not None]
    rivals = [p for p in pq if p.unit == "share" and p.context & q.context]
    if not rivals or len(shares) != len([p for p in pq if p.unit == "share"]) or re.search(r"\bbetween\b", premise) \
            or not _said_alike(premise, hypothesis):
        return ""  # "One in five patients experienced nausea" / "30% of patients experienced headaches": another
        # outcome; "between one in ten and one in five": a range
    if all(abs(value - q.value) > (IN_SHARE_NEAR_APART if near or rough else IN_SHARE_APART) for value, near in shares):
        return f"{QUANTITY_REASON}{show(q)}; the sentence says {show(rivals[0])}"
    return ""


def _said_alike(premise: str, hypothesis: str) -> bool:
    """Does the sentence say every content word the step says, figures aside?"""
    said = {antonyms.stem(w) for w in content_words(premise)}
    return all(antonyms.stem(w) in said for w in content_words(hypothesis) if not any(ch.isdigit() for ch in w))


def _changed_by(premise: str, p: Quantity, q: Quantity) -> bool:
    """Is the sentence's figure ``p`` a change ("lengthened by three kilometres") where the step's ``q`` is in the
    other system of units ("is now about 40 miles long"): a change is no rival to a length?"""
    return (p.unit in IMPERIAL) != (q.unit in IMPERIAL) \
        and bool(re.search(rf"\bby\s+(?:about\s+|some\s+|around\s+)?{re.escape(p.text)}\b", premise, re.IGNORECASE))


#: words by which a step tells another event than the sentence's: "rose again in 2024", "also increases … at 40°C"
_AGAIN = re.compile(r"\b(?:again|once\s+more|also|a\s+second\s+time)\b", re.IGNORECASE)


def _other_event(premise: str, q: Quantity) -> bool:
    """Does the step's date or time belong to the opposite of an event the sentence dates ("applications open on
    3 June" / "close on 3 August"; "opens at 7 a.m." / "closes at 7 p.m."): a word around it that the sentence does
    not use, whose antonym it does?"""
    said = frozenset(content_words(premise, antonyms.stem))
    return any(w not in said and antonyms.antonyms_of_stem(w) & said for w in q.context)


def _within(text: str, number: str) -> bool:
    """Is ``number`` given in ``text`` as a time or distance something falls within ("within 30 days")?"""
    return bool(re.search(rf"\bwithin\s+(?:the\s+)?(?:first\s+|next\s+)?{re.escape(number)}\b", text, re.IGNORECASE))

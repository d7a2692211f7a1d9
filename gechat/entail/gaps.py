"""A gap or a change a step tells the other way round from the sentence.

* :func:`gap_turned`: the same gap against the same other side, "more" on one side and "less" on the other: "used
  2,900 kWh of electricity in 2022, 8% less than in 2021" / "used about 8% more electricity in 2022 than in 2021" (0.94
  entailed before this check);
* the same gap with its two sides traded: "Team A scored 12 more points than Team B" / "Team B scored 12 more points
  than Team A" (0.88 entailed);
* :func:`change_turned`: a change from one figure to another run backwards: "unplanned downtime rose to 6.5 hours a
  month from 4 hours" / "cut unplanned downtime from 6.5 hours a month to 4 hours" (0.55 entailed).

Both read figures with a rate after them ("6.5 hours a month"), which :func:`gechat.entail.arithmetic.from_to` does
not.
"""

from __future__ import annotations

import re

from gechat.entail import antonyms, trends
from gechat.entail.from_to import MEASURE_BEFORE, RANGE_BEFORE
from gechat.entail.quantities import Quantity, quantities
from gechat.entail.units import close
from gechat.text import content_words

_FIG = r"(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|some\s+)?[$€£]?\d[\d,.]*(?:\s*(?:%|percent\b|per\s+cent\b)|" \
       r"\s+(?:million|billion|thousand)?\s*[a-zA-Z]+\b)?(?:\s+(?:a|per|an)\s+(?:day|week|month|year|hour))?"
_MORE = frozenset("more higher greater larger bigger longer heavier".split())
_LESS = frozenset("less fewer lower smaller shorter lighter".split())
_GAP = re.compile(rf"(?P<n>{_FIG})\s+(?:(?:of\s+)?[a-z]+\s+){{0,2}}?(?P<cmp>{'|'.join(sorted(_MORE | _LESS))})\s+"
                  rf"(?P<between>(?:[\w'’-]+\s+){{0,5}}?)than\s+(?P<what>[^,;.]+)", re.IGNORECASE)


def _up(m: re.Match) -> bool:
    """Does a gap of :data:`_GAP` put its side above the other ("more", "higher")?"""
    return m.group("cmp").lower() in _MORE


def _figure(text: str) -> Quantity | None:
    found = quantities(text)
    return found[0] if len(found) == 1 else None


def _stems(text: str) -> set[str]:
    return set(content_words(text, antonyms.stem))


def _named(text: str) -> set[str]:
    """The names and numbers of ``text``, the words that tell one side of a comparison from another ("Team B", "in
    2021")."""
    return {w for w in re.findall(r"[A-Za-z0-9][\w'’-]*", text) if w[0].isupper() or w.isdigit()} - {"The", "A", "An"} \
        | ({w for w in re.findall(r"\b[A-Z]\b", text)} if re.search(r"\b[A-Z][a-z]+\s+[A-Z]\b", text) else set())


def gap_turned(premise: str, hypothesis: str) -> str:
    """The reason the step gives the sentence's gap against the same other side the other way ("8% less than in 2021"
    / "8% more … than in 2021"), or "": the step's words before its gap are the sentence's."""
    for mine in _GAP.finditer(hypothesis):
        q = _figure(mine.group("n"))
        if q is None or not _stems(hypothesis[: mine.start()]) <= _stems(premise):
            continue
        for said in _GAP.finditer(premise):
            p = _figure(said.group("n"))
            if p is None or p.kind != q.kind or not close(p.value, q.value):
                continue
            if _up(said) == _up(mine):
                mine_side, their_side = _named(hypothesis[: mine.start()]), _named(premise[: said.start()])
                mine_other, their_other = _named(mine.group("what")), _named(said.group("what"))
                if mine_other and their_other and mine_other != their_other and mine_other <= their_side \
                        and their_other <= mine_side:
                    return f"the step puts {mine.group('what').strip()} on the other side of the gap than the sentence"
                continue  # "Team A scored 12 more points than Team B" / "Team B scored 12 more points than Team A"
            theirs, other = _stems(said.group("what")), _stems(mine.group("what"))
            if any(_stems(s.group("what")) == other and _up(s) == _up(mine)
                   and (f := _figure(s.group("n"))) is not None and close(f.value, q.value)
                   for s in _GAP.finditer(premise)):
                break  # "revenue … 15% higher than in 2022, while its costs were 15% lower": the step's own gap
            rest, before = _stems(hypothesis[: mine.start()]), _stems(premise[: said.start()])
            if theirs and other and theirs == other and not (rest - before) & _stems(premise[said.end():]) \
                    and not (rest & _stems(premise[said.end():])) - before:
                return f"the step says {mine.group('n').strip()} {mine.group('cmp')} than {mine.group('what').strip()}; " \
                       f"the sentence says {said.group('n').strip()} {said.group('cmp')}"
    return ""


_CHANGE = re.compile(rf"\bfrom\s+{MEASURE_BEFORE}(?P<a>{_FIG})\s+to\s+(?P<b>{_FIG})|\bto\s+(?P<b2>{_FIG}),?\s+(?:(?:up|down)\s+)?from\s+"
                     rf"(?P<a2>{_FIG})", re.IGNORECASE)


def _changes(text: str) -> list[tuple[Quantity, Quantity]]:
    """The changes ``text`` gives as (from, to), written "from A to B" or "to B from A"."""
    out = []
    for m in _CHANGE.finditer(text):
        if RANGE_BEFORE.search(text[: m.start()]):
            continue  # a range, no change
        a, b = _figure(m.group("a") or m.group("a2")), _figure(m.group("b") or m.group("b2"))
        if a is not None and b is not None and a.kind == b.kind and not close(a.value, b.value):
            out.append((a, b))
    return out


def change_turned(premise: str, hypothesis: str) -> str:
    """The reason the step runs one of the sentence's changes backwards ("rose to 6.5 hours a month from 4 hours" /
    "cut … from 6.5 hours a month to 4 hours"; "downgraded … from a food hygiene rating of 4 to 1" / "upgraded … from
    1 to 4"), or "". Two plain "from A to B" are :func:`gechat.entail.turned_round.turned_round`'s, read from their words."""
    theirs = _changes(premise)
    if not {w.lower() for w in re.findall(r"(?<=\s)[A-Z][a-z]+", hypothesis)} <= set(re.findall(r"[a-z]+", premise.lower())):
        return ""  # "Pupil numbers at the neighbouring Caerau Primary fell from 240 to 180" for Garth Primary's rise
    plain = all(re.fullmatch(r"from\s+", m.group(0)[: m.start("a") - m.start()]) for m in _CHANGE.finditer(premise)
                if m.group("a")) and not any(m.group("a2") for m in _CHANGE.finditer(premise + " " + hypothesis))
    for a, b in [] if plain else _changes(hypothesis):
        if any(a.kind == c.kind and close(a.value, c.value) and close(b.value, d.value) for c, d in theirs):
            continue  # "fell to 400 from 600 in 2020, then recovered from 400 to 600": the step's own change too
        for c, d in theirs:
            if a.kind == c.kind and close(a.value, d.value) and close(b.value, c.value):
                return f"the step has the change from {a.text} to {b.text}; the sentence from {c.text} to {d.text}"
    return ""


def change_kept(premise: str, hypothesis: str) -> bool:
    """Does the step give one of the sentence's changes the same way round ("rose to 6.5 hours a month from 4 hours" /
    "rose from 4 hours a month to 6.5 hours"), so that a rate written after one figure only is no other figure?"""
    theirs = _changes(premise)
    return any(a.kind == c.kind and close(a.value, c.value) and close(b.value, d.value)
               for a, b in _changes(hypothesis) for c, d in theirs)


_EARLIER_WORDS = r"older|earlier"
_LATER_WORDS = r"later|younger|newer|more\s+recent"
#: a comparison in time with "than" and a thing after it (a date's bound, "after 1 January", is
#: :func:`gechat.entail.dates.bound_turned`'s)
_TURNED = re.compile(rf"\b(?:(?P<early>{_EARLIER_WORDS})|(?P<late>{_LATER_WORDS}))\s+than\s+(?P<what>(?!\d)(?:the\s+)?"
                     rf"[^,;.]+)", re.IGNORECASE)


#: the verb that ends a comparison's other side, which only says whose word it was: "earlier than the documentary
#: record suggested" / "later than the documentary record did"
_REPORTED_END = re.compile(r"\s+(?:suggested|suggests|showed|shows|indicated|indicates|stated|states|said|says|did|does|"
                           r"had|has|was|were|claimed|claims|thought|believed|recorded|records)\s*$", re.IGNORECASE)


def _side_of(what: str) -> set[str]:
    """The words of a comparison's other side, its closing verb of report left out where two words remain without it
    ("the documentary record suggested"; not "excavators had suggested")."""
    bare = _stems(_REPORTED_END.sub("", what))
    return bare if len(bare) >= 2 else _stems(what)


def comparative_turned(premise: str, hypothesis: str) -> str:
    """The reason the step puts a thing later than what the sentence says it is older or earlier than, or the other
    way, or "": "… roughly a thousand years older than the earliest previously known occupation in the valley" /
    "… around a millennium later than the earliest previously known occupation in the valley" (0.97 entailed before
    this check). The two comparisons' other sides share most of their words, and so do the rest of the two."""
    for mine in _TURNED.finditer(hypothesis):
        other = _side_of(mine.group("what"))
        for said in _TURNED.finditer(premise):
            if bool(said.group("early")) == bool(mine.group("early")):
                continue
            theirs = _side_of(said.group("what"))
            if len(other) < 2 or len(other & theirs) < 0.7 * max(len(other), len(theirs)):
                continue
            rest, told = _stems(hypothesis[: mine.start()]), _stems(premise[: said.start()])
            if rest and not (rest - told) & _stems(premise[said.end():]) and len(rest & told) >= 0.5 * len(rest):
                # not "The north tower is older than the main hall, but the south tower is later …" / "The south
                # tower is later …": a word of the step's thing the sentence gives only past the comparison
                return f"the step says '{mine.group(0).split()[0]}' than {mine.group('what').strip()}; the sentence " \
                       f"says '{said.group(0).split()[0]}'"
    return ""


#: a step's verb of a move, up or down
_MOVE_WORDS = r"(?:(?P<up>rose|grew|increased|climbed|jumped|gained|went\s+up)|(?P<down>fell|dropped|declined|decreased|" \
              r"shrank|slipped|went\s+down))"
#: a step's change of a figure by a share: "grew by 6% year on year", "fell 10 percent"
_MOVED_BY = re.compile(rf"\b{_MOVE_WORDS}\s+(?:by\s+)?(?P<n>(?:about\s+|around\s+|roughly\s+|some\s+)?\d[\d.]*\s*(?:%|"
                       r"percent\b|per\s+cent\b))", re.IGNORECASE)
#: the other side of a sentence's gap that is an earlier time: "than in September 2023", "than a year earlier"
_EARLIER_SIDE = re.compile(r"(?:1[89]|20)\d\d|\b(?:a\s+year\s+(?:earlier|before|ago)|last\s+year|the\s+previous|the\s+year\s+"
                           r"before|the\s+(?:first|second|third)\s+(?:quarter|half))\b", re.IGNORECASE)  # "up 10% from
# the second quarter"


def gap_as_change_turned(premise: str, hypothesis: str) -> str:
    """The reason the step moves a figure by a share the other way from the sentence's gap against an earlier time, or
    "": "… reached 142,300 in September 2024, 6% fewer than in September 2023" / "… grew by 6% year on year in
    September 2024" (0.85 entailed before this check). The step's words before its verb are the sentence's before its
    gap."""
    for mine in _MOVED_BY.finditer(hypothesis):
        q = _figure(mine.group("n"))
        rest = _stems(hypothesis[: mine.start()])
        for said in _GAP.finditer(premise):
            p = _figure(said.group("n"))
            if p is None or q is None or p.kind != q.kind or not close(p.value, q.value) \
                    or not _EARLIER_SIDE.search(said.group("what")):
                continue
            before = _stems(premise[: said.start()])
            if not rest or not rest <= before or (rest - before) & _stems(premise[said.end():]):
                continue
            if _up(said) != bool(mine.group("up")):
                return f"the step says it {mine.group(0)}; the sentence says {said.group('n').strip()} " \
                       f"{said.group('cmp')} than {said.group('what').strip()}"
    return ""


#: a step's comparison of one thing with itself a year before: "was lower in 2023 than in the previous year"
_THAN_A_YEAR_BEFORE = re.compile(r"\b(?:was|were|is|are)\s+(?P<cmp>lower|higher|less|more|smaller|larger|greater|fewer)"
                                 r"(?P<when>\s+in\s+(?P<year>(?:1[89]|20)\d\d))?\s+than\s+(?:in\s+)?(?P<before>the\s+"
                                 r"(?:previous|prior|preceding)\s+year|the\s+year\s+before|a\s+year\s+(?:earlier|before)|"
                                 r"(?:1[89]|20)\d\d)\s*\.?$", re.IGNORECASE)


#: a part of a year a move may be told of, which is no year's move
_PART_OF_YEAR = re.compile(r"\b(?:half|quarter|month|Q[1-4]|H[12])\b|\b(?:in|during|for|since|of|from|to)\s+(?:January|"
                           r"February|March|April|May|June|July|August|September|October|November|December)\b")


def _modifiers_said(subject: str, premise: str, parse) -> bool:
    """Does the sentence give every content word of the step's subject but its head ("Cobalt output at the Tembe mine"
    names cobalt, which "copper output at its Tembe mine" does not; "production" for "output" is the model's)?"""
    doc = parse(subject)
    heads = {t.i for t in doc if t.dep_ in ("ROOT", "nsubj", "nsubjpass")}
    said = {w.rstrip("'’") for w in _stems(premise)}  # "Calverton Town's home matches": "town'" is the town
    return {antonyms.stem(t.lower_) for t in doc if t.i not in heads and t.is_alpha and not t.is_stop} <= said


def move_as_comparison(premise: str, hypothesis: str, parse) -> str:
    """"kept" where the step compares a thing with itself a year before the way the sentence's move of it goes,
    the reason where the other way, else "": "copper output at its Alderbank mine … fell 14% to 182,000 tonnes in 2023"
    / "Copper production at the Alderbank mine was lower in 2023 than in the previous year" (kept; the model read it
    as not said, 0.08). The step is read as the move itself ("… fell in 2023") by
    :func:`gechat.entail.trends.trend_conflict`, which matches the moving thing by its words."""
    m = _THAN_A_YEAR_BEFORE.search(hypothesis)
    if m is None or re.search(r"\b(?:not|n't|never|no)\b", hypothesis, re.IGNORECASE):
        return ""
    if m.group("before")[:1].isdigit() and not (m.group("year") and int(m.group("before")) == int(m.group("year")) - 1):
        return ""  # "than in 2019" for a step's 2023: no year before
    if m.group("year") and not re.search(rf"\b{m.group('year')}\b", premise):
        return ""
    year = int(m.group("year") or 0)
    if any(int(y) not in (year, year - 1) for y in re.findall(r"\b(?:1[89]|20)\d\d\b", premise)) \
            or _PART_OF_YEAR.search(premise) or not _modifiers_said(hypothesis[: m.start()], premise, parse):
        return ""  # "fell 9% in 2023 from its 2021 peak"; "fell 14% in the first half of 2023"; "fell in December";
        # "Cobalt output at the Tembe mine" for the mine's copper output
    up = m.group("cmp").lower() in ("higher", "more", "larger", "greater")
    subject = hypothesis[: m.start()].strip()
    told = f"{subject} {{}}{m.group('when') or ''}."
    if trends.trend_conflict(premise, told.format("fell" if up else "rose"), parse):
        return "kept"
    if reason := trends.trend_conflict(premise, told.format("rose" if up else "fell"), parse):
        return f"the step says '{m.group('cmp')} than {m.group('before')}'; {reason.split('; ', 1)[1]}"
    return ""


#: a change a sentence gives against a year with no figure of its own: "a fall of 10% on 2022", "up 4% from 2021"
_CHANGED_ON = re.compile(r"\b(?:(?:an?\s+)?(?:[\d.]+\s*(?:%|percent|per\s+cent)\s+)?(?:fall|drop|decline|decrease|rise|"
                         r"increase|jump|gain|growth|cut)\s+(?:of\s+(?:about\s+|around\s+|nearly\s+)?[\d.]+\s*(?:%|percent|"
                         r"per\s+cent)\s+)?|(?:up|down)\s+(?:[\d.]+\s*(?:%|percent|per\s+cent)\s+)?)(?:on|from|over|"
                         r"compared\s+with)\s+(?:the\s+)?(?P<year>(?:1[89]|20)\d\d)\b", re.IGNORECASE)
_FIGURE_OF_YEAR = re.compile(r"(?P<fig>[$€£]?\d[\d,.]*(?:\s+(?:million|billion|thousand))?)\s+(?:[a-z]+\s+){0,3}?(?:in|"
                             r"(?:at|by)\s+the\s+end\s+of|as\s+of)\s+(?P<year>(?:1[89]|20)\d\d),?\s*$", re.IGNORECASE)


def figure_of_the_year_changed_from(premise: str, hypothesis: str) -> str:
    """The reason the step gives the year a sentence's figure changed from the figure itself, or "": "Loans … totalled
    1.26 million in 2023, a fall of 10% on 2022" / "… recorded about 1.26 million loans in 2022" (0.97 entailed
    before this check). The figure stands just before the change, with its own year."""
    years_h = set(re.findall(r"\b(?:1[89]|20)\d\d\b", hypothesis))
    if len(years_h) != 1 or _CHANGED_ON.search(hypothesis) or re.search(r"\b(?:from|than|since|compared)\b", hypothesis):
        return ""
    year = years_h.pop()
    for m in _CHANGED_ON.finditer(premise):
        own = _FIGURE_OF_YEAR.search(premise[: m.start()])
        if m.group("year") != year or own is None or own.group("year") == year:
            continue
        figure = next((q for q in quantities(premise[: m.start()]) if q.text in own.group("fig")), None) \
            or _figure(own.group("fig"))
        if figure is not None and any(q.kind not in ("year", "date") and close(q.value, figure.value)
                                      and q.kind == figure.kind and not (q.unit and figure.unit and q.unit != figure.unit)
                                      for q in quantities(hypothesis)):  # not "4,100 hours of dredging" for "4,100
            # boat visits"
            return f"the sentence gives {own.group('fig')} for {own.group('year')}, {m.group(0).strip()}; the step " \
                   f"gives it for {year}"
    return ""


#: a figure's change against an earlier time told after it with "up" or "down": "…, up 42 percent on the previous year"
_UP_DOWN_ON = re.compile(r"(?:,\s+|\b(?:this|which|that)\s+(?:was|is)\s+)(?P<way>up|down)\s+(?:by\s+)?(?:about\s+|around\s+|nearly\s+|some\s+|almost\s+)?\d[\d.,]*\s*"
                         r"(?:%|percent\b|per\s+cent\b|percentage\s+points?\b)?\s+(?:on|from|compared\s+with|against|over)\s+"
                         r"(?P<what>[^,;.]+)", re.IGNORECASE)
#: the same told as more or fewer than the earlier time: "1,240 inquests in 2023, 18 per cent fewer than in 2022"
_MORE_FEWER_THAN = re.compile(r",\s+(?:about\s+|around\s+|nearly\s+|some\s+|almost\s+)?\d[\d.,]*\s*(?:%|percent\b|"
                              r"per\s+cent\b)\s+(?P<way>more|higher|greater|fewer|less|lower)\s+than\s+(?P<what>[^,;.]+)",
                              re.IGNORECASE)
def _nearer(words: set[str], later: set[str], own: set[str]) -> bool:
    """Do ``words`` fit the ``later`` clause's words better than the figure's ``own`` clause's (by the share of the
    two sets' words they have in common)?"""
    def fit(other: set[str]) -> float:
        return len(words & other) / len(words | other) if words | other else 0.0
    return fit(later) > fit(own)


def _one_root(a: str, b: str) -> bool:
    """Are two stems one word's forms the stemmer leaves apart ("installation", "installer": seven letters shared)?"""
    return a == b or (len(a) >= 7 and len(b) >= 7 and a[:7] == b[:7])


#: the prepositions after a thing's own noun ("turnover *on* greyhound racing", "visitors *to* the museum")
_OF_WHAT = re.compile(r"\b(?:on|of|in|at|for|from|to|across|among|by)\b", re.IGNORECASE)
#: a step's move without a figure: "fell", "rose"
_MOVED = re.compile(rf"\b{_MOVE_WORDS}\b", re.IGNORECASE)


def up_down_turned(premise: str, hypothesis: str) -> str:
    """The reason the step moves a figure the other way from the change against an earlier time the sentence tells
    after it with "up" or "down", or "": "… granted 286,000 skilled worker visas in the year ending June 2023, up 42
    percent on the previous year" / "The number of skilled worker visas granted … fell compared with the previous
    year" (0.53 entailed before this check). The step's words before its verb are the sentence's before the figure."""
    mine = _MOVED.search(hypothesis)
    if mine is None or re.search(r"\b(?:not|n't|never|no)\b", hypothesis, re.IGNORECASE) \
            or len(_MOVED.findall(hypothesis)) > 1:
        return ""
    plain = {antonyms.stem(w) for w in ("number", "level", "total", "amount")}
    rest = _stems(hypothesis[: mine.start()]) - plain
    head = _stems(_OF_WHAT.split(hypothesis[: mine.start()], maxsplit=1)[0]) - plain  # "Betting turnover" of
    # "Betting turnover on greyhound racing"
    told = list(_UP_DOWN_ON.finditer(premise)) + list(_MORE_FEWER_THAN.finditer(premise))
    for said in told:
        if not _EARLIER_SIDE.search(said.group("what")) or any(m.start() > said.start() for m in told):
            continue
        before = _stems(premise[: said.start()])
        before |= {w for w in rest if any(_one_root(w, b) for b in before)}  # "installations" of "installers"
        after = premise[said.end():]
        own = re.split(r"[;]|\b(?:while|whereas|but)\b|,\s*and\b", premise[: said.start()])[-1]
        own = _stems(own[: cut.start()] if (cut := _MOVED.search(own)) else own)  # the subjects, before each verb
        later = _MOVED.search(after)
        if later and _nearer(rest, _stems(after[: later.start()]), own):
            continue  # "Bus journeys in England outside London rose …, up 10% on the previous year, while journeys in
            # London fell slightly" / "Bus journeys in London fell": the step's thing is the later clause's, which moves
            # of its own (not "Bus journeys in London fell to 1.8 billion, down 10% …, while bus journeys outside London
            # rose": the figure's own clause names it nearer)
        of_what = rest - head  # "on greyhound racing": what the step's thing is of, a word of it named before
        if not rest or not (rest <= before or (head and head <= before and rest <= _stems(premise)
                                               and of_what & before)):
            continue  # the step's thing named before the figure; what it is of may be named elsewhere ("… on greyhound
            # racing" of "The Greyhound Board … betting turnover on the sport fell …, down 9% on the previous year")
        if (said.group("way").lower() in ("up", "more", "higher", "greater")) != bool(mine.group("up")):
            return f"the step says it {mine.group(0)}; the sentence says {said.group(0).strip(', ')}"
    return ""

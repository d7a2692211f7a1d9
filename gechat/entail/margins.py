"""A result's score and the margin a step gives: "Dunmore Rovers beat Hallcross Athletic 3-1" / "… won by three
goals" (0.65 entailed before this check: the step's 3 is one of the score's figures), "The bill was approved 52-48"
/ "… by a margin of four votes".

:func:`score` reads the one score a sentence gives after a word of a result ("beat … 3-1", "approved 52-48", "a 2–0
win", "by 7 votes to 5"); :func:`margin_of` the margin a step gives ("by two goals", "a margin of four votes", "a
three-point win"). Where the step's margin is not the score's difference the two conflict
(:func:`margin_conflict`); where it is, the step's figure is worked out (:func:`margin_kept`, read by the
unstated-figure rule). A sentence with two scores, or none after a result word ("pages 3-5", "aged 18-25"), is
not read.
"""

from __future__ import annotations

import re

from gechat.entail.numbers import number

_RESULT = (r"(?:beat|beats|beaten|defeat\w*|won|wins?|winning|lost|loses|losing|draw|drew|drawn|tied|passed|approved|"
           r"adopted|rejected|carried|voted|ended|finished|edged|thrashed|overcame|victory|defeat|win|loss|scoreline|"
           r"score|result|margin)")
#: a score after a result word, up to six words apart: "beat Hallcross Athletic 3-1", "approved 52-48", "by 7 votes
#: to 5"; or before one: "a 2–0 win"
_SCORE = re.compile(rf"\b{_RESULT}\b(?:\W+\w+){{0,6}}?\W+(?:by\s+)?(?P<a>\d{{1,3}})(?:\s+(?:votes?|goals?|points?|"
                    rf"seats?))?(?:\s*[-–]\s*|\s+to\s+)(?P<b>\d{{1,3}})(?![\d:/-]|[.,]\d)"
                    rf"|(?<![\d.,:/-])(?P<c>\d{{1,3}})\s*[-–]\s*(?P<d>\d{{1,3}})\s+{_RESULT}\b", re.IGNORECASE)
#: any two figures joined by a dash: a sentence with two is not read ("won 3-1 and 2-0")
_PAIR = re.compile(r"(?<![\d.,:/-])\d{1,3}\s*[-–]\s*\d{1,3}(?![\d:/-]|[.,]\d)")
_UNITS = r"(?:goals?|votes?|points?|runs?|wickets?|strokes?|seats?|shots?|lengths?|games?|sets?|frames?)"


def _num(name: str) -> str:
    return rf"(?P<{name}>\d{{1,3}}|[a-z]+)"


#: a margin: "by two goals", "by a margin of four votes", "a margin of four", "a three-point win", "a 12-vote majority"
_MARGIN = re.compile(rf"\bby\s+(?:a\s+margin\s+of\s+)?(?:just\s+|only\s+)?{_num('n1')}\s+{_UNITS}"
                     rf"|\bmargin\s+of\s+(?:just\s+|only\s+)?{_num('n2')}\b"
                     rf"|\b{_num('n3')}[-\s](?:goal|vote|point|run|seat|stroke|shot)\s+(?:win|victory|margin|majority|lead|"
                     rf"defeat|loss)", re.IGNORECASE)


def score(text: str) -> tuple[float, float] | None:
    """The one score ``text`` gives after (or before) a word of a result, as its two figures; None for none or two."""
    found = {(int(m.group("a") or m.group("c")), int(m.group("b") or m.group("d"))) for m in _SCORE.finditer(text)}
    return next(iter(found)) if len(found) == 1 and len(_PAIR.findall(text)) <= 1 else None


def margin_of(text: str) -> tuple[float, str] | None:
    """The one margin ``text`` gives (its figure and its words), None for none or several."""
    text = re.sub(r"\ba\s+(?:single|lone)\b", "one", text, flags=re.IGNORECASE)  # "by a single vote"
    found = [(v, m.group(0)) for m in _MARGIN.finditer(text) if (v := number((m.group("n1") or m.group("n2") or m.group("n3")).lower())) is not None]
    return found[0] if len({v for v, _ in found}) == 1 else None


def _read(premise: str, hypothesis: str) -> tuple[tuple[float, float], tuple[float, str]] | None:
    s, m = score(premise), margin_of(_SCORE.sub(" ", hypothesis))  # "passed by 312 votes to 290" gives no margin
    if s is None or m is None or margin_of(_SCORE.sub(" ", premise)) is not None or s[0] == s[1]:
        return None  # the sentence gives its own margin (the figures check reads it), or a draw
    return s, m


def margin_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's margin is not the difference of the sentence's score, or ""."""
    read = _read(premise, hypothesis)
    if read is None:
        return ""
    (a, b), (v, words) = read
    if abs(a - b) == v:
        return ""
    return f"the sentence gives the score {a:g}-{b:g}, a margin of {abs(a - b):g}; the step says '{words}'"


def margin_kept(premise: str, hypothesis: str, value: float) -> bool:
    """Is ``value`` the step's margin, the difference of the sentence's score?"""
    read = _read(premise, hypothesis)
    return read is not None and read[1][0] == value and abs(read[0][0] - read[0][1]) == value


#: words a step gives its margin with that the sentence need not hold
_MARGIN_WORDS = frozenset("by margin of win won wins winning victory majority just only single lone one goal goals vote "
                          "votes point points run runs seat seats stroke strokes shot shots".split())


def margin_restated(premise: str, hypothesis: str) -> bool:
    """Does the step say the sentence's result with its score's margin ("beat Hallcross Athletic 3-1" / "Dunmore
    Rovers won by two goals"), naming nothing the sentence does not, not of the side that lost?"""
    read = _read(premise, hypothesis)
    if read is None or abs(read[0][0] - read[0][1]) != read[1][0] or _LOST.search(hypothesis):
        return False
    from gechat.entail.causes import stems  # causes reads figures through modules that read this one

    if not stems(re.sub(r"\d+", " ", hypothesis)) - stems(" ".join(_MARGIN_WORDS)) - stems(read[1][1]) \
            <= stems(premise):
        return False
    beaten = _BEAT.search(premise)
    first = re.match(r"\s*(?:The\s+)?([A-Z][\w'’-]+)", hypothesis)
    return not (beaten and first and first.group(1) in beaten.group("loser"))


_LOST = re.compile(r"\b(?:lost|loses|losing|defeated\s+by|beaten\s+by|trail\w*|behind)\b", re.IGNORECASE)
#: the side a result verb puts second: "beat Hallcross Athletic 3-1"
_BEAT = re.compile(r"\b(?:beat|beats|defeated|edged|thrashed|overcame)\s+(?P<loser>(?:[A-Z][\w'’-]*\s*)+)")


_CHANGE = re.compile(r"\bfrom\s+(?:[a-z]+\s+){0,4}?\d{1,3}\s+to\s+\d", re.IGNORECASE)


def score_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step gives the sentence's result another score sharing one of its figures, or "": "carried by 58
    votes to 31, after 7 members abstained" / "carried by 58 votes to 7" (0.91 entailed before this check)."""
    theirs, mine = score(premise), score(hypothesis)
    if any(_CHANGE.search(text) for text in (premise, hypothesis)):
        return ""  # "cut … score from a rating of 7 to 4 …, then raised it from 4 to 6": changes, no result's score
    if theirs is None or mine is None or sorted(theirs) == sorted(mine) or not set(theirs) & set(mine):
        return ""
    return f"the sentence gives the score {theirs[0]:g}-{theirs[1]:g}; the step {mine[0]:g}-{mine[1]:g}"


_FIGURE = r"(?:\d[\d,.]*|[a-z]+(?:-[a-z]+)?)"
_GAP_UNITS = r"(?:points?|goals?|votes?|seconds?|minutes?|strokes?|runs?|games?|laps?|lengths?|places?|shots?|seats?)"
#: "two points behind Pellham City", "three seconds ahead of Ruiz"; "lead Pellham City by two points"
_NAME = r"(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
_SIDED = re.compile(rf"\b(?P<n>{_FIGURE})\s+(?P<unit>{_GAP_UNITS})\s+(?P<side>behind|adrift\s+of|ahead\s+of|clear\s+of|"
                    rf"in\s+front\s+of)\s+(?:the\s+)?(?P<other>{_NAME})", re.IGNORECASE)
_LED = re.compile(rf"\b(?P<side>lead|leads|led|leading|trail|trails|trailed|trailing)\s+(?:the\s+)?"
                  rf"(?P<other>{_NAME})\s+by\s+(?P<n>{_FIGURE})\s+(?P<unit>{_GAP_UNITS})", re.IGNORECASE)
#: words by which a sentence ties its gap to an occasion or tells of a later outcome: "led by two goals at half-time
#: before collapsing to a 4-2 defeat"
_OCCASION = re.compile(r"\b(?:half-?time|the\s+break|the\s+interval|before|until|then|later|went\s+on|defeat|"
                       r"final|finished|earlier|stage|round|lap)\b", re.IGNORECASE)
_BEHIND = frozenset({"behind", "adrift of", "trail", "trails", "trailed", "trailing"})


def _sided(text: str) -> list[tuple[float, str, bool, str, int]]:
    """(gap, its unit, behind?, the other side, where) for each gap a text gives one side against another."""
    out = []
    for rx in (_SIDED, _LED):
        for m in rx.finditer(text):
            n = number(m.group("n"))
            if n is not None:
                out.append((n, m.group("unit").lower().rstrip("s"), " ".join(m.group("side").lower().split()) in _BEHIND,
                            m.group("other"), m.start()))
    return out


def ahead_behind_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step puts ahead the side the sentence puts behind the same other by the same gap, or the other
    way ("Dunmore Rovers sit two points behind Pellham City" / "Dunmore Rovers are two points ahead of Pellham City",
    0.95 entailed before; "… lead Pellham City by two points"), or "". Each side names one gap; the step's words before
    its gap, the sentence's; no denial."""
    theirs, mine = _sided(premise), _sided(hypothesis)
    if len(theirs) != 1 or len(mine) != 1 or _OCCASION.search(premise) or _OCCASION.search(hypothesis) or re.search(r"\b(?:not|n't|never|no\s+longer)\b", hypothesis + " " + premise,
                                                       re.IGNORECASE):
        return ""
    (n, unit, behind, other, at), (n2, unit2, behind2, other2, at2) = theirs[0], mine[0]
    if n != n2 or unit != unit2 or other.lower() != other2.lower() or behind == behind2:
        return ""
    names = set(re.findall(r"\b[A-Z][\w'’-]+", hypothesis[:at2])) - {"The", "A", "An"}
    if not names or not names <= set(re.findall(r"\b[A-Z][\w'’-]+", premise[:at])):
        return ""  # another side's gap
    return (f"the step puts {' '.join(sorted(names))} {'behind' if behind2 else 'ahead of'} {other2}; the sentence "
            f"puts it {'behind' if behind else 'ahead of'}")

"""Places in a finishing order or a table: a step that puts one side ahead of another, or moves a side up or down,
against the places the sentence gives.

"Last year's champion, Geoffrey Hale, finished second, …, with Tom Okafor third" / "Tom Okafor finished ahead of
Geoffrey Hale" (0.94 entailed by the model); "… ahead of Tyne in fourth" / "The juniors finished behind Tyne";
"Danbury Gate on the M1 fell from 3rd to 27th" / "Danbury Gate improved its position".

:func:`placing_conflict` reads the sentence's places: a side and the ordinal it "finished", "came", "placed" or "was"
(the side the words before the verb name, or the part before them where the verb opens its part: "Geoffrey Hale,
finished second"), "with Tom Okafor third", "Tyne in fourth", "Clara Moss, who was second"; and the step's order:
"A finished (came, placed, was) ahead of / behind / above / below / higher than / lower than B". Each of the step's
sides must be named by exactly one place, each by a different one, the words of the step's side all the place's
holder's. A lower ordinal is the better place. It also reads a side's move "from 3rd to 27th" against a step that
says the side "improved", "climbed", "rose", "moved up" (or "slipped", "fell", "dropped", "moved down") in a table.
A denied or hedged step is not read.
"""

from __future__ import annotations

import re

from gechat.text import content_words, stem

_WORDS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
          "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
_ORD = r"(?:" + "|".join(_WORDS) + r"|\d{1,3}(?:st|nd|rd|th))"
_NAME = r"[A-Z][\w'’&-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'’&-]*)*"
_VERB = r"(?:finished|came|placed|was|were|ended(?:\s+up)?)"
#: "<side> finished second": the side is read from the words before the verb
_FINISHED = re.compile(rf"\b{_VERB}\s+(?:in\s+)?(?:joint\s+)?(?P<ord>{_ORD})\b(?!\s+(?:time|year|day|week|consecutive|to\b))",
                       re.IGNORECASE)
#: words that set a place on an occasion of its own: "who finished third last year", "in the women's race", "in 2023"
#: where the words around a place end: a comma not inside a figure ("5,000m"), a semicolon, a bracket
_CUT = re.compile(r"[;()]|,(?!\d)")
#: a place a side's place is set in: "came second in Bath" (the parse of "in Bath" or "at Wembley" is case-bound)
_SETTING = re.compile(r"\b(?:in|at)\s+(?:the\s+)?[A-Z][\w'’-]*")
_OCCASION = re.compile(r"\b(?:19|20)\d\d\b|\b(?:last|this|next|previous|that)\s+(?:year|season|time|week|month)\b(?!['’]s)|"
                       r"\bin\s+the\s+(?:[\w'’,-]+\s+){0,2}?(?:race|heats?|final|semi-final|round|event|division|"
                       r"constituency|ward|category|class|leg|stage)\b|\b(?:men's|women's|boys'|girls')|\b\d[\d,]*m\b|\boverall\b",
                       re.IGNORECASE)
#: "with Tom Okafor third", "and Millport third", "Tyne in fourth", "Clara Moss, who was second"
_LISTED = re.compile(rf"\b(?:with|and|while)\s+(?P<a>{_NAME})\s+(?:in\s+)?(?P<ord_a>{_ORD})\b"
                     rf"|(?P<b>{_NAME})\s+in\s+(?P<ord_b>{_ORD})\b(?:\s+place)?"
                     rf"|(?P<c>{_NAME}),?\s+who\s+{_VERB}\s+(?P<ord_c>{_ORD})\b(?!\s+(?:at|in|on|after|by|during|"
                     rf"last|this|of)\b)"
                     rf"|(?P<d>{_NAME})(?:,\s+[^,;]+,)?\s+won\s+(?:the|this\s+year['’]s)\s+(?:[\w'’-]+\s+){{0,3}}?"
                     rf"(?:race|title|final|championship|event|contest|competition|tournament|cup)\b[^,;.]*")
#: the step's order of two sides
_ORDER = re.compile(rf"^(?P<a>.+?)\s+{_VERB}\s+(?:(?:one|two|three|\d+)\s+places?\s+)?"
                    r"(?P<rel>ahead\s+of|behind|above|below|higher\s+than|lower\s+than|in\s+front\s+of)\s+"
                    r"(?P<b>[^,;.]+?)(?P<tail>\s+(?:in|at|on|during)\s+the\b[^,;.]*)?[.!]?$", re.IGNORECASE)
_AHEAD = ("ahead", "above", "higher", "in front")
_UNSURE = re.compile(r"\b(?:not|n't|never|no|may|might|could|would|will|likely|expected|if|whether)\b", re.IGNORECASE)
#: a side's move in a table: "fell from 3rd to 27th", "climbed from 11th to 4th place"
_MOVE = re.compile(rf"(?P<side>{_NAME}(?:['’]s\s+[a-z]+)?)(?:\s+(?:on|in|at)\s+the\s+[A-Z]?[\w-]+)?\s+"
                   rf"(?:climbed|rose|moved|went|jumped|fell|slipped|dropped|sank|slid|tumbled)\s+(?:up\s+|down\s+)?"
                   rf"from\s+(?P<was>{_ORD})\s+(?:place\s+)?to\s+(?P<now>{_ORD})\b(?:\s+place)?(?P<table>[^,;.]*)")
#: the step's move of a side's own place: "improved its position", "slipped down the league table"
_UP = re.compile(r"\b(?:improved|climbed|rose|moved\s+up|went\s+up|gained)\s+(?:(?:up|in)\s+)?(?:its|their|the)\s+"
                 r"(?:[\w-]+\s+)?(?:position|place|ranking|rankings|table)\b|\b(?:climbed|rose|moved\s+up|went\s+up)\s+"
                 r"(?:the\s+)?(?:[\w-]+\s+)?(?:table|rankings|league)\b", re.IGNORECASE)
_DOWN = re.compile(r"\b(?:slipped|fell|dropped|moved|went|sank|slid)\s+(?:down\s+)?(?:in\s+)?(?:its|their|the)\s+"
                   r"(?:[\w-]+\s+)?(?:position|place|ranking|rankings|table|league)\b|\b(?:lost)\s+(?:its|their)\s+"
                   r"(?:position|place)\b", re.IGNORECASE)
#: lists where a lower place is the better: "the list of most congested junctions"
_WORST_FIRST = re.compile(r"\b(?:most|worst|least|bottom|lowest|poorest)\b", re.IGNORECASE)
_PLAIN = frozenset(stem(w) for w in "last year year's its their the a an".split())


def _rank(word: str) -> int:
    word = word.lower()
    return _WORDS.index(word) + 1 if word in _WORDS else int(re.match(r"\d+", word).group(0))


def _words(text: str) -> set[str]:
    return {w for w in content_words(re.sub(r"['’]s\b", "", text), stem) if w not in _PLAIN}


def _places(premise: str) -> list[tuple[set[str], int, str, str]]:
    """(the holder's words, its place, its text, the occasion its clause sets it on) for each place the sentence
    gives a side."""
    out = []
    for m in _FINISHED.finditer(premise):
        if re.match(r"(?:was|were)\b", m.group(0), re.IGNORECASE) and re.match(
                r"\s+(?:at|after|by|during|with|for)\b", premise[m.end():], re.IGNORECASE):
            continue  # "who was second at the final bend": a place on the way, not the finish
        parts = [p for p in re.split(r"[,;(]", premise[: m.start()]) if _words(p) or p is not None]
        k = len(parts) - 1 if _words(parts[-1]) or len(parts) < 2 else len(parts) - 2
        while k > 0 and re.match(r"\s*(?:who|which|whose)\b", parts[k]):
            k -= 1  # "Okafor, who was fifth at halfway, finished second": the name before the aside
        holder = parts[k]
        holder = re.split(r"\b(?:and|while|whereas|but|behind|ahead\s+of)\b", holder)[-1]
        if _words(holder):
            out.append((_words(holder), _rank(m.group("ord")), holder.strip(), _occasion(premise, m.start(), m.end())))
    for m in _LISTED.finditer(premise):
        key = next(k for k in "abcd" if m.group(k))
        rank = 1 if key == "d" else _rank(m.group(f"ord_{key}"))
        out.append((_words(m.group(key)), rank, m.group(key), _occasion(premise, m.start(key), m.end())))
    return out


def _occasion(premise: str, start: int, end: int) -> str:
    """The occasion the words around a place set it on ("who finished third last year", "in the women's race"),
    lowered, or "": the stretch from the comma before ``start`` to the comma after ``end``."""
    cuts = [c.start() for c in _CUT.finditer(premise)]
    before = max((c for c in cuts if c < start), default=-1)
    after = min((c for c in cuts if c >= end), default=len(premise))
    near = premise[before + 1 : after]
    return " ".join(o.group(0).lower() for rx in (_OCCASION, _SETTING) for o in rx.finditer(near))


def _place_of(side: set[str], places) -> tuple[int, str, str] | None:
    held = {(rank, text, when) for words, rank, text, when in places if side and side <= words}
    return next(iter(held)) if len(held) == 1 else None


def _order(premise: str, hypothesis: str) -> tuple[tuple[int, str], tuple[int, str], bool] | None:
    """(the step's first side's place and holder, the other's, whether the step puts the first ahead), or None."""
    step = _ORDER.match(hypothesis.strip())
    if step is None or _UNSURE.search(hypothesis):
        return None
    places = _places(premise)
    a, b = _place_of(_words(step.group("a")), places), _place_of(_words(step.group("b")), places)
    if a is None or b is None or a[0] == b[0] or a[1] == b[1] or a[2] != b[2]:
        return None  # places on two occasions ("in 2023" / "in 2024", "in the men's race" / "in the women's race")
    if step.group("tail") and (not _words(step.group("tail")) <= _words(premise) or re.search(
            r"\b(?:but|while|whereas|however|although|though)\b", premise, re.IGNORECASE)):
        return None  # "… on the road" of a sentence that sets places "on the track" against it
    told = " ".join(o.group(0).lower() for o in _OCCASION.finditer(hypothesis))
    if told and told != a[2] and (a[2] or not _words(told) <= _words(premise)):
        return None  # "Hale finished ahead of Okafor at the 2022 championships" of this year's places
    return a[:2], b[:2], step.group("rel").lower().startswith(_AHEAD)


def placing_kept(premise: str, hypothesis: str) -> bool:
    """Does the step put its two sides in the order of the places the sentence gives them ("Geoffrey Hale, …,
    finished second, 2 minutes 15 seconds behind, with Tom Okafor third" / "Geoffrey Hale finished ahead of Tom
    Okafor": the "behind" is the winner's)?"""
    read = _order(premise, hypothesis)
    step = _ORDER.match(hypothesis.strip())
    if read is None or step.group("tail") or re.search(r"\b(?:but|while|whereas|however|although|though)\b", premise,
                                                       re.IGNORECASE):
        return False  # kept only of one plain finishing order: not "on the road, but on the track …"
    return (read[0][0] < read[1][0]) == read[2]


def placing_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's order of two sides, or a side's move, goes the other way from the places the sentence
    gives, or "" (module text)."""
    if _UNSURE.search(hypothesis):
        return ""
    if _ORDER.match(hypothesis.strip()):
        read = _order(premise, hypothesis)
        if read is None or (read[0][0] < read[1][0]) == read[2]:
            return ""
        (a, a_text), (b, b_text), _ = read
        return f"the sentence places {a_text} {_th(a)} and {b_text} {_th(b)}"
    up, down = _UP.search(hypothesis), _DOWN.search(hypothesis)
    if bool(up) == bool(down):
        return ""
    mine = _words(hypothesis[: (up or down).start()])
    plain = _words("improved climbed rose moved went gained slipped fell dropped sank slid lost up down position place "
                   "ranking rankings table league standings year this last compared with previous")
    named = _words(hypothesis[(up or down).start():].replace("-", " ")) - plain
    moves = [m for m in _MOVE.finditer(premise) if mine and mine == _words(m.group("side"))]
    if len(moves) != 1 or _WORST_FIRST.search(moves[0].group("table")) \
            or _words(moves[0].group("table").replace("-", " ")) - plain - named:
        return ""  # another table ("in the crime table" for "its recycling ranking"), a list of the worst
    m = moves[0]
    was, now = _rank(m.group("was")), _rank(m.group("now"))
    if was != now and (now < was) != bool(up):
        return f"the sentence moves {m.group('side')} from {m.group('was')} to {m.group('now')}"
    return ""


def _th(rank: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(rank, f"{rank}th")

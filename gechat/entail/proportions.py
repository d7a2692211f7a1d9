"""A share of a group written as a word against the same share written as a number.

"Most respondents said they trusted the agency" cannot be read out of "Only 12 percent of the respondents
said they trusted the agency": the step's "most" is over half of the respondents, the sentence gives 12 %.
A step's share word ("most", "the majority of", "more than half of"; "a minority of", "few", "hardly any",
"less than half of"; "all", "every"; "half", "a quarter", "two thirds" ...) is held against a percentage "of" the same group in the sentence
(``"12 percent of the respondents"``, ``"80% of patients"``); the two conflict when the percentage lies outside
what the word allows. Part of the deterministic conflict checks (:mod:`gechat.entail.conflicts`), which call
it only for a sentence about the same thing, with the same denials.
"""

from __future__ import annotations

import re

from gechat.entail.numbers import IN_SHARE, NEAR, in_share
from gechat.entail.quantities import QUANTITY_REASON, quantities
from gechat.entail.written import numbers
from gechat.entail.antonyms import stem
from gechat.text import content_words, fold

_OVER_HALF = (50.0, 100.0, False)  # (low, high, low included)
_UNDER_HALF = (0.0, 50.0, True)
#: share words -> the percentages they allow; "few" is not "a few" (some)
_SHARE_WORDS = {
    "most": _OVER_HALF, "the majority of": _OVER_HALF, "a majority of": _OVER_HALF, "more than half of": _OVER_HALF,
    "over half of": _OVER_HALF, "a minority of": _UNDER_HALF, "few": _UNDER_HALF, "very few": _UNDER_HALF,
    "hardly any": _UNDER_HALF, "less than half of": _UNDER_HALF, "fewer than half of": _UNDER_HALF,
    "a handful of": _UNDER_HALF, "only a few of": _UNDER_HALF, "only a few": _UNDER_HALF,
    "all": (100.0, 100.0, True), "every": (100.0, 100.0, True),
    "just under half of": (40.0, 50.0, True), "nearly half of": (40.0, 50.0, True), "almost half of": (40.0, 50.0, True),
    "just over half of": (50.0, 60.0, False), "well over half of": _OVER_HALF, "well under half of": _UNDER_HALF,
    "the bulk of": _OVER_HALF,
    "only some": (0.0, 99.9, False), "only some of": (0.0, 99.9, False),  # not all: "Only some remote workers are
    # required to …" / "Every remote worker is required to …"
}
#: shares written as words that name one value, in percent: "half of the respondents", "a quarter of the nurses"
EXACT_SHARES = {"half": 50.0, "a quarter": 25.0, "one quarter": 25.0, "three quarters": 75.0, "a third": 100 / 3,
                "one third": 100 / 3, "two thirds": 200 / 3, "a fifth": 20.0, "one fifth": 20.0, "two fifths": 40.0,
                "three fifths": 60.0, "four fifths": 80.0, "a tenth": 10.0, "one tenth": 10.0, "three tenths": 30.0,
                "seven tenths": 70.0, "nine tenths": 90.0}
#: how far a percentage may be from such a word's value and still be it: "a third" is 33%, 33.3% or 33.33%
SHARE_TOLERANCE = 0.35
#: how far a percentage may be from such a word's value before they conflict: a writer says "half" of 48 %
SHARE_ROUNDING = 3.0
_SHARE_WORDS.update({w: (v - SHARE_ROUNDING, v + SHARE_ROUNDING, True) for w, v in EXACT_SHARES.items()})
#: how far below (or either side of) a share in words a "nearly" (an "about") may go, in points
NEAR_SHARE = 5.0
#: a share said to be near a value ("about a third", :data:`~gechat.entail.numbers.NEAR`), not a bound
_NEAR_BEFORE = re.compile(rf"\b{NEAR}\s+$", re.IGNORECASE)


def share_range(value: float, near: str | None) -> tuple[float, float]:
    """The percentages a share in words of ``value`` percent allows after ``near`` ("nearly", "about", "just over",
    none): within :data:`SHARE_ROUNDING` of it, or below it by up to :data:`NEAR_SHARE` after "nearly", above it
    after "just over", either side after "about"."""
    words = (near or "").lower().split()
    if not words:
        return value - SHARE_ROUNDING, value + SHARE_ROUNDING
    if words[0] in ("nearly", "almost") or words[-1:] == ["under"]:
        return value - NEAR_SHARE, value
    if words[-1:] == ["over"]:
        return value, value + NEAR_SHARE
    return value - NEAR_SHARE, value + NEAR_SHARE
#: words before a share word that make it approximate or a bound: "about half", "nearly a quarter", "over a third"
APPROXIMATE = re.compile(r"\b(?:about|around|roughly|nearly|almost|approximately|over|under|more than|less than|"
                         r"fewer than|close to|some|just|well|barely|at least|at most|up to)\s*$", re.IGNORECASE)
#: the words that may stand before a group or its count ("of his 12 attempts", "of the respondents")
DETERMINER = r"(?:the\s+|its\s+|their\s+|his\s+|her\s+|our\s+|these\s+|those\s+)?"
_GROUP = rf"(?:of\s+)?{DETERMINER}([a-z]+)"
#: a group with a count before it: "of the 300 delegates"
_COUNT = r"(?:\d[\d,.]*\s+(?:(?:thousand|million|billion)\s+)?)"
_COUNTED_GROUP = rf"(?:of\s+)?{DETERMINER}(?:(?-i:[A-Z])[\w&.-]*['’]s\s+)?{_COUNT}?([a-z]+)"  # "of the UK's public ice
# rinks": the owner's name before the group
#: a share word, as group 1: "most", "the majority of", "less than half of"
_SPACE_OR_HYPHEN = r"[\s-]+"
SHARE_WORD_RE = rf"(?<![\w-])(?<!\ba\s)({'|'.join(sorted((_SPACE_OR_HYPHEN.join(map(re.escape, w.split())) for w in _SHARE_WORDS), key=len, reverse=True))})"


def share_word(text: str) -> str:
    """A share word as :data:`SHARE_WORD_RE` found it, as :data:`_SHARE_WORDS` keys it: "three-quarters" is "three
    quarters"."""
    return " ".join(text.lower().replace("-", " ").split())
_WORD_SHARE = re.compile(rf"{SHARE_WORD_RE}\s+{_GROUP}", re.IGNORECASE)
#: a share word of the sentence and its group, a count between them allowed: "a handful of the 300 delegates"
_WORD_SHARE_COUNTED = re.compile(rf"{SHARE_WORD_RE}\s+{_COUNTED_GROUP}", re.IGNORECASE)
_PERCENT_OF = re.compile(rf"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\s+of\s+(?:all\s+)?{_GROUP}",
                         re.IGNORECASE)
#: the group named before its percentage: "Of the 400 patients enrolled, 48 percent were women"
_FRONTED_OF = re.compile(rf"\bof\s+(?:the|its|their|our|these|those)\s+{_COUNT}?([a-z]+)\b([^,;.]*),\s*"
                         r"(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)(?!\s+of\b)", re.IGNORECASE)
#: a step's words of a hope, a plan or a time to come
_HOPED = re.compile(r"\b(?:expect\w*|will|forecast\w*|plan\w*|aim\w*|hop\w*|target\w*|by\s+20\d\d)\b", re.IGNORECASE)
#: a count and the noun it counts, which "of them" after it stands for: "2.3 million pages"
_COUNTED_BEFORE = re.compile(r"(?<![\w.,])\d[\d,.]*\s+(?:(?:thousand|million|billion)\s+)?([a-z]+)\b")
_NOT_GROUPS = frozenset("the a an of in on at to for and or time times".split())
#: a whole and its part "of which" or "of whom" gives (a long noun phrase between them only if it holds no other figure than a year):
#: "5,320 babies in 2023, of which 1,862 were …", "412,000 premises
#: in the county …, of which 58,000" (read here where the whole has its noun; `reckoned` reads the rest of it)
_SCALED = r"\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion))?"
WHOLE_OF_WHICH = re.compile(rf"(?<![\w.,])(?P<whole>{_SCALED})\s(?P<between>[^;]{{0,60}}?|(?:\bbetween\s+[a-z]+\s+and\b|"
                            rf"(?!\band\b)[^;\d]|(?<!\d)(?:19|20)\d\d(?!\d)){{45,100}}?),\s*of\s+(?P<which>which|whom)"
                            rf"\s+(?P<part>{_SCALED})(?![\w.,]\d)", re.IGNORECASE)  # "between January and April 2024": a
# span, no second thing joined, read as one (so the long phrase's bound is 45 such, not 61)


def of_which_value(text: str) -> float:
    """The value of a figure :data:`WHOLE_OF_WHICH` reads, its scale word too ("2.6 million")."""
    number, *scale = text.split(None, 1)  # "2.4\xa0million", "2.4\nmillion"
    return float(number.replace(",", "")) * {"million": 1e6, "billion": 1e9}.get("".join(scale).strip().lower(), 1)
#: the whole's noun right after it, and no clause between it and "of which"
_NOUN_BETWEEN = re.compile(r"\s*(?P<noun>[a-z]+)\b[^,;.%]*", re.IGNORECASE)
#: the same, with a change of the whole told after it: "184,600 cars in 2023, up 12 per cent on the previous year"
_NOUN_AND_CHANGE = re.compile(r"\s*(?P<noun>[a-z]+)\b[^,;.%]*,\s*(?:up|down)\s+\d[\d.,]*\s*(?:%|per\s+cent|percent)\s+"
                              r"(?:on|from)\s+[^,;%\d]*(?:\b(?:19|20)\d\d)?", re.IGNORECASE)
#: a whole counted before its part, fronted: "Of the 212 planning appeals decided in 2023-24, 71 were allowed" (not a
#: percentage, which :data:`_FRONTED_OF` reads)
_FRONTED_COUNT = re.compile(r"\bof\s+(?:the|its|their|our|these|those)\s+(?P<whole>\d[\d,]*)\s+(?P<noun>[a-z]+(?:\s+[a-z]+)"
                            r"{0,2})\b[^,;.%]*,\s*(?P<part>\d[\d,]*)(?![\d,.]|\s*(?:%|per\s+cent|percent))",
                            re.IGNORECASE)
def _stems(text: str) -> set[str]:
    """The content words of ``text`` by the antonyms' stemmer, irregular forms as their base ("saw", "seen": "see"), so
    that a step may say "had seen" of a sentence's "saw" (not :func:`gechat.text.content_stems`, whose light stemmer
    leaves them apart)."""
    return {"see" if w == "saw" else w for w in content_words(text, stem)}


#: verbs by which a step tells what the sentence's "of them" clause gives without one ("84,000 calls, 15 per cent of
#: them from men" / "Most of the calls came from men"; "27 per cent of them with machine assistance" / "were produced
#: with machine assistance")
_BELONGING = frozenset(_stems("come came comes be was were is are made make produced produce done"))
#: words before a percentage that bound it, or make it a part of a part ("most of the 30 % of")
_BOUND_BEFORE = re.compile(r"\b(?:over|under|than|least|most|to|of(?:\s+the)?)\s*$")
#: words before a percentage that estimate it: "about 80 %" is read as anything within ``ESTIMATE_MARGIN`` of it
_ESTIMATE_BEFORE = re.compile(r"\b(?:about|around|nearly|almost|approximately|roughly|some)\s*$")
ESTIMATE_MARGIN = 10.0
#: a clause's denial, kept with its words: a share of those who "did not" is no share of those who did
_DENIAL = re.compile(r"\b(?:not|no|never|none|neither|nor)\b|n't\b", re.IGNORECASE)
_DENIED = "<not>"
_CLAUSE_END = re.compile(r"[,;:]|\s(?:and|but|while|whereas)\s")


def _noun_words(phrase: str) -> list[str]:
    """The group keys of a whole's noun phrase: each of its words up to the first that is no noun's ("penalty charge
    notices issued …": penalty, charge, notices), folded."""
    out = []
    for word in phrase.lower().split():
        if word in _NOT_GROUPS or word in _PHRASE_ENDS or not word.isalpha():
            break
        out.append(fold(word))
    return out[:3]


#: words that end a whole's noun phrase: "planning appeals decided by …", "cars built in …"
_PHRASE_ENDS = frozenset("decided issued made built received sold held by from with that which who were was are is "
                         "had have has across within during between".split())


def allows(span: tuple[float, float, bool], value: float, margin: float = 0.0) -> bool:
    """Does ``value`` (give or take ``margin``) fall in what a share word allows?"""
    low, high, low_included = span
    top = value + margin
    return (low <= top if low_included else low < top) and value - margin <= high


def _apart(a: tuple[float, float, bool], b: tuple[float, float, bool]) -> bool:
    """Do two share words allow no share in common ("most" and "a handful of"; not "most" and "all")?"""
    return a[1] < b[0] or b[1] < a[0] or (a[1] == b[0] and not b[2]) or (b[1] == a[0] and not a[2])


def _clause(text: str, start: int) -> set[str]:
    """The content words from ``start`` to the end of its clause (a comma, semicolon, "and", "but", "while"), and
    :data:`_DENIED` where the clause denies ("one in ten said they did not")."""
    clause = _CLAUSE_END.split(text[start:], maxsplit=1)[0]
    return _stems(clause) | ({_DENIED} if _DENIAL.search(clause) else set())


#: a bound before a share that names one value: "more than three-quarters of", "less than a third of"
_SHARE_BOUND = re.compile(r"\b(?:(?P<up>more\s+than|over|above|at\s+least|upwards\s+of)|(?:less|fewer)\s+than|under|below|"
                          r"at\s+most)\s*$", re.IGNORECASE)


def _bounded(word: str, before: str) -> str:
    """The share word as the step gives it, with its bound: "fewer than a third"."""
    bound = _SHARE_BOUND.search(before) if word in EXACT_SHARES else None
    return f"{' '.join(bound.group(0).lower().split())} {word}" if bound else word


def share_word_span(word: str, before: str) -> tuple[float, float, bool] | None:
    """The percentages the step's share word allows after the words ``before`` it: a share that names one value
    ("a third") within :data:`ESTIMATE_MARGIN` of it after "about", below it after "nearly" (as
    :func:`share_range` reads the words; "about half" of 44 % is no conflict); None after a bound ("over a
    third")."""
    if word not in EXACT_SHARES or not APPROXIMATE.search(before):
        return _SHARE_WORDS[word]
    if not (near := _NEAR_BEFORE.search(before)):
        bound = _SHARE_BOUND.search(before)
        if bound is None:
            return None
        value = EXACT_SHARES[word]  # "more than three-quarters of", "fewer than a third of", a writer's rounding aside
        return (value - SHARE_TOLERANCE, 100.0, False) if bound.group("up") else (0.0, value + SHARE_TOLERANCE, True)
    value = EXACT_SHARES[word]
    low, high = share_range(value, near.group(0))
    return (value - ESTIMATE_MARGIN if low < value else value, value + ESTIMATE_MARGIN if high > value else value, True)


def _owner_said(found: str, premise: str) -> bool:
    """Does the sentence name the owner a step's group is given ("the UK's" of "The UK had 58 public ice rinks"), if
    any? Another owner makes another group ("the Welsh council's rinks")."""
    owner = re.search(r"([A-Z][\w&.-]*)['’]s\s", found)
    return owner is None or re.search(rf"\b{re.escape(owner.group(1))}\b", premise) is not None


def _held(premise: str, hypothesis: str) -> list[tuple[str, str, set[str], tuple[float, float, bool], list, str, bool]]:
    """Each share word of the step, what it says of its group, the percentages it allows, the percentages the
    sentence gives the same group for the same claim (with their margins) and the sentence's own share word for it
    where that one is apart (see :func:`share_conflict`), and whether the sentence says more of the group than the
    step does (a narrower group or claim)."""
    steps = [(_bounded(word, hypothesis[: m.start()]), m.group(2), _clause(hypothesis, m.end()),
              share_word_span(word, hypothesis[: m.start()]))
             for m in _WORD_SHARE_COUNTED.finditer(hypothesis) if m.group(2).lower() not in _NOT_GROUPS
             and _owner_said(m.group(0), premise)
             and (word := share_word(m.group(1)))]
    steps = [step for step in steps if step[3] is not None]
    if not steps:
        return []
    own = {fold(m.group(2).lower()) for m in _WORD_SHARE.finditer(premise)}
    given: dict[str, list[tuple[float, float, set[str]]]] = {}
    them: dict[str, list[tuple[float, float, set[str]]]] = {}
    for m in _PERCENT_OF.finditer(premise):
        before = premise[max(0, m.start() - 14) : m.start()].lower()
        if _BOUND_BEFORE.search(before):
            continue
        value, margin = float(m.group(1)), ESTIMATE_MARGIN if _ESTIMATE_BEFORE.search(before) else 0.0
        group, there = m.group(2).lower(), _clause(premise, m.end())
        if group == "them" and _HOPED.search(hypothesis):
            continue  # "… a share it expects to pass half by 2026" / "expects most pages … by 2026": a hope
        if group == "them":  # "translated 2.3 million pages in 2023, 27 per cent of them with machine assistance":
            # the noun the last count before it counts, and what the step says of the group must say what the clause
            # after "of them" does, its other words the sentence's
            before = re.split(r"[;,]", premise[: m.start()].rstrip(" ,"))[-1]  # the clause before "27 per cent of them"
            counted = _COUNTED_BEFORE.findall(before)
            if len(counted) != 1 or not there:
                continue  # "visited 600 care homes across 40 council areas, 15 per cent of them …": whose is unsaid
            group = counted[0]
            them.setdefault(fold(group), []).append((value, margin, there))
            continue
        given.setdefault(fold(group), []).append((value, margin, there))
    for m in IN_SHARE.finditer(premise):  # "Two in three respondents said …"
        group = re.match(rf"\s+(?:of\s+)?{DETERMINER}([a-z]+)", premise[m.end():], re.IGNORECASE)
        if (value := in_share(m)) is None or not group or _BOUND_BEFORE.search(premise[max(0, m.start() - 14):
                                                                                         m.start()].lower()):
            continue
        low, high = share_range(value, m.group("near")) if m.group("near") else (value, value)
        given.setdefault(fold(group.group(1).lower()), []).append(((low + high) / 2, (high - low) / 2,
                                                                   _clause(premise, m.end() + group.end())))
    done: list[tuple[str, float, set[str]]] = []  # a whole told with its verb, no noun: "and concluded 1,105, of which 96"
    for m in WHOLE_OF_WHICH.finditer(premise):  # "connected 412,000 premises …, of which 58,000 were in rural parishes"
        last = [f for f in re.finditer(r"(?<![\w.,])\d[\d,]*\d|(?<![\w.,])\d", m.group("between"))
                if not re.fullmatch(r"(?:1[89]|20)\d\d", f.group(0))]
        if last and not m.group("between")[last[-1].end():].strip() and m.group("which").lower() == "which":
            at = m.start("between") + last[-1].start()  # "opened 1,240 inquests in 2023 and concluded 1,105, of which"
            verb = re.search(r"([a-z]+)\s+$", premise[:at])
            whole, part = (float(g.replace(",", "")) for g in (last[-1].group(0), m.group("part")))
            if verb and 0 < part < whole and (there := _clause(premise, m.end())):
                done.append((next(iter(_stems(verb.group(1))), ""), 100 * part / whole, there))
            continue
        noun = _NOUN_BETWEEN.fullmatch(m.group("between")) or _NOUN_AND_CHANGE.fullmatch(m.group("between"))
        if noun is None or (m.start() > 0 and premise[m.start() - 1] in "$€£") \
                or re.match(r"\s*(?:%|per\s*cent|percent|million|billion)", premise[m.end():], re.IGNORECASE):
            continue
        whole, part = (of_which_value(g) for g in (m.group("whole"), m.group("part")))
        if 0 < part < whole and (there := _clause(premise, m.end())):
            for word in _noun_words(noun.group(0)):  # "4,820 penalty charge notices": "penalty notices", "notices"
                them.setdefault(word, []).append((100 * part / whole, 0.0, there))
    for m in _FRONTED_COUNT.finditer(premise):  # "Of the 212 planning appeals decided …, 71 were allowed"
        whole, part = (float(g.replace(",", "")) for g in (m.group("whole"), m.group("part")))
        if 0 < part < whole and (there := _clause(premise, m.end())):
            for word in _noun_words(m.group("noun")):
                them.setdefault(word, []).append((100 * part / whole, 0.0, there))
    several = len(re.findall(r"\d\s*(?:%|percent\b|per\s+cent\b)", premise, re.IGNORECASE)) > 1
    for m in _FRONTED_OF.finditer(premise):  # what the group is said to be: its words and the clause after the figure
        if several:
            break  # "40 percent passed in June and a further 25 percent in August": shares that add up
        if not _ESTIMATE_BEFORE.search(premise[: m.start(3)]) and not _BOUND_BEFORE.search(premise[: m.start(3)]):
            said_there = _stems(m.group(2)) | _clause(premise, m.end())
            given.setdefault(fold(m.group(1).lower()), []).append((float(m.group(3)), 0.0, said_there))
    worded = [(share_word(m.group(1)), fold(m.group(2).lower()), _clause(premise, m.end()))
              for m in _WORD_SHARE_COUNTED.finditer(premise) if m.group(2).lower() not in _NOT_GROUPS
              and not APPROXIMATE.search(premise[: m.start()])]
    held = []
    for word, group, said, span in steps:
        key = fold(group.lower())
        allowed = any(g == key and not _apart(span, _SHARE_WORDS[w]) for w, g, _ in worded)
        theirs = next((w for w, g, there in worded if g == key and said and said == there
                       and _apart(span, _SHARE_WORDS[w])), "") if not allowed else ""
        if theirs or key in own or not said:
            held.append((word, group, said, span, [], theirs, False))
            continue
        values = [(v, margin) for v, margin, there in given.get(key, []) if said <= there
                  and (_DENIED in said) == (_DENIED in there)] \
            + [(v, margin) for v, margin, there in them.get(key, []) if there <= said
               and said - there - _BELONGING <= _stems(premise) and (_DENIED in said) == (_DENIED in there)] \
            + [(v, 0.0) for verb, v, there in done if verb and verb in said and there <= said and key in
               _stems(premise) and said - there - _BELONGING <= _stems(premise)
               and (_DENIED in said) == (_DENIED in there)]  # "Most of the inquests concluded in 2023 were held …"
        narrower = any(there - said - _BELONGING - {_DENIED} for _, _, there in given.get(key, []) + them.get(key, []))
        held.append((word, group, said, span, values, "", narrower))
    return held


def share_conflict(premise: str, hypothesis: str) -> str:
    """The reason the share the step names in words disagrees with the percentage the sentence gives the same
    group for the same claim, or "".

    The percentage must state the share itself ("over 50 %" only bounds it; "about 80 %" is read within
    ``ESTIMATE_MARGIN`` points of 80), of the group itself
    (not "most of the 30 % of users"), and what the step says of the group must be said of that percentage's
    group in the same clause ("40 % of patients improved, and most patients reported fewer side effects" gives
    the 40 % to another claim). A sentence that names the group with a share word of its own is left alone."""
    for word, group, _said, span, values, theirs, _ in _held(premise, hypothesis):
        if theirs:  # "Only a handful of the 300 delegates stayed" / "Most of the delegates stayed"
            return f"{QUANTITY_REASON}{word} {group}; the sentence says {theirs.removesuffix(' of')} of them"
        if values and not any(allows(span, v, margin) for v, margin in values):
            named = f"{word} of the {group}" if any(word.endswith(w) for w in EXACT_SHARES) else f"{word} {group}"
            return f"{QUANTITY_REASON}{named}; the sentence says {round(values[0][0], 1):g}% of them"
    return ""


def share_kept(premise: str, hypothesis: str) -> bool:
    """Does the step's one share word allow every percentage the sentence gives its group for the same claim, the
    step saying nothing else the sentence does not ("Just 40% of adults in England saw an NHS dentist …" / "Fewer
    than half of adults in England had seen an NHS dentist …"; "Of the 212 planning appeals decided, 71 were
    allowed" / "Fewer than half of the appeals were allowed")? A restatement: the small NLI model reads such a bound
    as a contradiction (0.97)."""
    held = _held(premise, hypothesis)
    if len(held) != 1 or held[0][5] or not held[0][4] or held[0][6]:
        return False  # (a group or a claim the sentence narrows: "adults in rural England", "… in 2019")
    word, group, _said, span, values, _theirs, _ = held[0]
    strict = span
    exact = max((w for w in EXACT_SHARES if word.endswith(w)), key=len, default="")
    near = re.search(rf"\b(?P<near>{NEAR})\s+{_SPACE_OR_HYPHEN.join(exact.split())}\b", hypothesis,
                     re.IGNORECASE) if exact else None
    if near:  # "about a quarter" of "one in three": within a writer's rounding, not a conflict's margin
        strict = (*share_range(EXACT_SHARES[exact], near.group("near")), True)
    elif exact and word != exact:  # "fewer than a third" of 33.5%: a bound holds exactly, with no writer's margin
        strict = (EXACT_SHARES[exact], 100.0, False) if strict[1] == 100.0 else (0.0, EXACT_SHARES[exact], True)
    if not all(allows(strict, v, margin) and allows(strict, v - margin) and allows(strict, v + margin)
               for v, margin in values):
        return False
    if re.search(rf"\b{re.escape(group)}\s+(?:who|that|whose)\b", premise, re.IGNORECASE) \
            and not re.search(r"\b(?:who|that|whose)\b", hypothesis, re.IGNORECASE):
        return False  # "Two in three respondents who had used the service …" / "Most respondents …": a narrower group
    share = _stems(word) | {"half", "fewer", "less", "more", "than", "over", "under"}
    return _stems(hypothesis.replace("-", " ")) - share <= _stems(premise.replace("-", " "))



#: a share the step names as one value, with the whole it is of: "half of the new bikes", "two-thirds of trips"
_EXACT_OF = re.compile(r"(?<![\w-])(" + "|".join(w.replace(" ", r"[\s-]+") for w in sorted(EXACT_SHARES, key=len,
                                                                                              reverse=True))
                       + r")\s+of\b(?!\s+an?\b)", re.IGNORECASE)  # not a part of one unit: "a quarter of a point"
#: a part of a time, not a share of a group: "the first half of 2024", "the second half of the season"
_PART_OF_TIME = re.compile(r"\b(?:first|second|third|last|latter|final|early|earlier|later|past|next|coming|"
                           r"previous)\s+$", re.IGNORECASE)
#: any share the sentence may write in words, with or without "of": "half", "a quarter", "two thirds"
_ANY_SHARE_WORD = re.compile(r"(?<!\w)(?:half|halves|halved|quarters?|thirds?|fourths?|fifths?|tenths?|majority|most|"
                             r"50[-–/]50|fifty-fifty|evenly|equally|every\s+other|"
                             r"minority|doubled?|one\s+in\s+two)\b", re.IGNORECASE)


def share_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state a share the step names as one value in words ("Half of the new bikes
    will be e-bikes" against "1.3 million trips, 70 percent of them on e-bikes"), or "".

    The step's share is read only where it names one value of a group ("half of", "two-thirds of", not "about
    half of", "over a third of", "the first half of 2024"). The sentence states it when it writes any share in
    words of its own, or gives a percentage, a "one in N" or a ratio of two of its numbers (either way round, or one
    and the rest of the other) within :data:`SHARE_ROUNDING` points of it, of whatever group: which group each
    share is of is :func:`share_conflict`'s and the model's to read, not this reading's."""
    wanted = [(EXACT_SHARES[" ".join(m.group(1).lower().replace("-", " ").split())], m)
              for m in _EXACT_OF.finditer(hypothesis)
              if not APPROXIMATE.search(hypothesis[: m.start()]) and not _PART_OF_TIME.search(hypothesis[: m.start()])
              and not re.search(r"\ba\s+$", hypothesis[: m.start()], re.IGNORECASE)]  # "an hour and a half of"
    if not wanted or _ANY_SHARE_WORD.search(premise):
        return ""
    given = [q.value for q in quantities(premise) if q.unit == "%"]
    given += [v for m in IN_SHARE.finditer(premise) if (v := in_share(m)) is not None]
    values = [n.value for n in numbers(premise) if n.value > 0 and n.unit != "%"
              and not (1900 <= n.value <= 2100 and n.value.is_integer() and not n.unit)]  # a year is no count
    given += [100 * a / b for a in values for b in values if a < b] + [100 * (b - a) / b for a in values for b in values
                                                                      if a < b]
    given += [100 * a / (a + b) for i, a in enumerate(values) for j, b in enumerate(values) if i != j]  # "3,000
    # objections and 1,000 letters of support": a quarter of them
    given += [100 * v for v in values if v < 1]  # "0.5 of every pound"
    for value, m in wanted:
        if not any(abs(value - g) <= SHARE_ROUNDING for g in given):
            return f"the step gives {m.group(1).lower()} of them; the sentence states no such share"
    return ""

"""Where one thing lies with respect to another: north of, to the east of, below, upstream of, on the western bank of.

A small NLI model reads "The flats, which sit immediately below the dam, …" as entailing "The flats sit immediately
above the dam" (0.95) when the sentence also says "above" of something else, "Ellesby is situated to the south of
Thornwick" as contradicting "Thornwick lies twelve kilometres north of Ellesby", and "The lay-by is north of
Crossley" as contradicting "found … roughly halfway between Crossley and Penmarrow". Read from the parse, each side's
places become relations (the thing placed, a way, the landmark), the words of each a set of noun lemmas:

* :func:`compare` finds the step's relation among the sentence's: "stated" when the sentence gives it the same way or
  from the other side ("Thornwick lies north of Ellesby" / "Ellesby lies south of Thornwick"), "conflict" when it
  gives it the other way round ("below" / "above"; "built … east of the canal" / "built on the western bank of the
  canal"), "unstated" when it places the two only a half quarter of the compass apart or on another axis, or names
  both with no word of place of its own (no way word, "over", "overlooks", "ahead of" …);
* :func:`placed_conflict`, :func:`placed_unstated` and :func:`told_from_other_side` give those readings to
  :func:`gechat.entail.conflicts.find_conflict`, :func:`gechat.entail.unsaid.missing` (which then cannot contest the
  step either) and :func:`gechat.entail.restatements.restatement`.

A denied or conditional place ("is not north of", "if it were built east of") is no relation; "below 5 percent",
"below the limit" have no noun of place and are read only as their figures are elsewhere.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from gechat import caches
from gechat.entail.quantities import NEGATIONS, words

#: each way and its opposite
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east", "northeast": "southwest",
            "southwest": "northeast", "northwest": "southeast", "southeast": "northwest", "above": "below",
            "below": "above", "upstream": "downstream", "downstream": "upstream"}
#: the family of each way: the compass, up and down, along a river
_AXES = {**{w: "compass" for w in ("north", "south", "east", "west", "northeast", "southwest", "northwest",
                                    "southeast")}, "above": "vertical", "below": "vertical", "upstream": "river",
         "downstream": "river"}
#: the compass ways as bearings in degrees
_BEARING = {"north": 0, "northeast": 45, "east": 90, "southeast": 135, "south": 180, "southwest": 225, "west": 270,
            "northwest": 315}
#: words of a way, as the way they name
WAYS = {**{w: w for w in OPPOSITE}, "northern": "north", "southern": "south", "eastern": "east", "western": "west",
        "northeastern": "northeast", "southwestern": "southwest", "northwestern": "northwest",
        "southeastern": "southeast", "north-east": "northeast", "south-west": "southwest", "north-west": "northwest",
        "south-east": "southeast", "north-eastern": "northeast", "south-western": "southwest",
        "north-western": "northwest", "south-eastern": "southeast", "beneath": "below", "underneath": "below",
        "under": "below", "upriver": "upstream", "downriver": "downstream"}
#: other words that may place one thing by another, which the readings here do not take: a sentence with one is not
#: read as placing nothing
_OTHER_PLACING = re.compile(r"\b(?:over|overlook\w*|uphill|downhill|(?:lower|higher)\s+than|ahead\s+of|beyond|"
                            r"exceed\w*|surpass\w*|topped|tops)\b", re.IGNORECASE)
#: landmarks that are measures, not places ("above the state limit", "below the target"): a sentence that names the
#: two may still say how one stands to the other in words of its own ("None … exceeded the state limit")
_MEASURES = frozenset("limit threshold target average level line mark expectation forecast estimate benchmark norm "
                      "ceiling cap minimum maximum peak rate standard inflation par".split())
#: prepositions that place a thing by themselves ("sit below the dam"); the compass and river words need "of"
_PREPOSITIONS = frozenset({"above", "below", "beneath", "underneath", "under"})
#: verbs of lying somewhere, the only ones under which "under" places a thing ("runs under the ridge")
_LYING = frozenset("lie sit stand run pass go flow bury locate situate build extend stretch house live".split())
#: verbs that say where a thing is or ends up ("lies", "is", "was built", "stayed below", "rose above"): the places they
#: give may conflict; another verb's phrase of place tells where its act happened
_SAYING_WHERE = _LYING | frozenset("be stay remain rise fall climb drop sink move relocate perch place set sit trade "
                                   "finish rank end".split())
#: verbs whose object a phrase of place is said of: "reported honey yields above their ten-year average"
_REPORTING_WHERE = frozenset("report record post".split())
#: nouns of a part or side that a way word names ("on the western bank of the canal", "the park's northern edge")
_SIDES = frozenset("bank side shore edge end flank coast fringe outskirts outskirt part slope corner wall".split())
#: words of a phrase that name no thing: measures of distance, the sides themselves
_NOT_THINGS = frozenset("kilometre kilometer km mile metre meter m yard foot feet way distance point side bank shore "
                        "edge end part place floor storey story level position spot rank".split())
_SUBJECTS = ("nsubj", "nsubjpass")
_RELATIVE = frozenset({"which", "that", "who", "where"})


class Placed(NamedTuple):
    """One thing placed by another: its words, the way, the landmark's words, and whether a verb of lying or being
    says it (``said``: "lies north of", "was built east of", "stayed below"), rather than a noun's modifier or another
    verb's phrase ("the A59 north of Barrow", "cut the A59 north of Barrow": a part, or where something happened)."""

    thing: frozenset[str]
    way: str
    landmark: frozenset[str]
    said: bool = True


def _way(tok) -> str | None:
    """The way ``tok`` names, a compound "south-west" read whole; None for no way word."""
    text = tok.text.lower()
    if text in ("north", "south", "east", "west"):
        for child in tok.children:  # "south-west": "south" a compound of "west"
            if child.dep_ == "compound" and child.text.lower() in ("north", "south") and text in ("east", "west"):
                return child.text.lower() + text
    if tok.dep_ == "compound" and text in ("north", "south") and tok.head.text.lower() in ("east", "west"):
        return None  # read with its head
    return WAYS.get(text)


def _phrase(noun, avoid=None) -> list:
    """The tokens of a noun's phrase: the noun, its compounds and possessors, what "of" and an apposition add; not a
    relative clause nor another preposition's phrase, nor the branch that holds ``avoid`` (the phrase of place
    itself: "The maternity unit …, two floors above the children's ward")."""
    skip = {"relcl", "acl", "advcl", "prep", "conj", "cc", "punct"}
    found = []

    def walk(tok) -> None:
        found.append(tok)
        for child in tok.children:
            if (child.dep_ not in skip or (child.dep_ == "prep" and child.lower_ == "of")) \
                    and not (avoid is not None and avoid in child.subtree):
                walk(child)
    walk(noun)
    return found


def _words(noun, avoid=None) -> frozenset[str]:
    """The noun lemmas and adjectives of a noun's phrase (:func:`_phrase`), measures and way words aside: "the old
    runway" is no "new runway"."""
    return frozenset(t.lemma_.lower() for t in _phrase(noun, avoid) if (t.pos_ in ("NOUN", "PROPN") or t.dep_ == "amod")
                     and t.lemma_.lower() not in _NOT_THINGS and t.lower_ not in WAYS)


def _place_words(obj) -> frozenset[str]:
    """The words of a landmark's phrase; none for a figure ("above 70 percent", "below $10"), which is no place."""
    if obj is None or any((t.like_num or t.pos_ == "NUM") and not _hyphened(t) for t in obj.subtree):
        return frozenset()
    return _words(obj)


def _hyphened(tok) -> bool:
    """Is a number part of a word made with a hyphen ("the ten-year average", "a 30-day mean"), not a figure?"""
    return tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].text == "-" and tok.doc[tok.i + 1].whitespace_ == ""


def _landmark(tok, way_word) -> frozenset[str]:
    """The landmark a way word names: its own object ("below the dam"), what "of" takes ("north of Ellesby"), or the
    owner of a side ("the canal's western bank")."""
    if way_word.lower_ in _PREPOSITIONS and tok.i == way_word.i:
        return _place_words(next((c for c in tok.children if c.dep_ == "pobj"), None))
    for child in tok.children:
        if child.dep_ == "prep" and child.lower_ == "of":
            return _place_words(next((c for c in child.children if c.dep_ == "pobj"), None))
        if child.dep_ == "poss" and tok.i != way_word.i:
            return _words(child)
    return frozenset()


def _thing(anchor) -> tuple[frozenset[str] | None, bool]:
    """The thing a phrase of place places: the subject of the verb it hangs on (the noun a relative pronoun stands
    for), or the noun it hangs on; through "on", "in", "at" of a verb ("built on the rail yards east of the canal":
    the stadium), and whether a verb that says where a thing is says it. None when the phrase is denied or hangs on
    nothing that names a thing."""
    cur = anchor
    for _ in range(8):
        head = cur.head
        if head.i == cur.i:
            return None, False
        if cur.dep_ == "pobj" or (cur.dep_ in ("prep", "advmod", "npadvmod", "acomp", "amod") and head.pos_ == "ADP"):
            cur = head
            continue
        if cur.dep_ not in ("prep", "advmod", "npadvmod", "acomp", "amod", "attr", "dobj", "appos"):
            return None, False
        if head.pos_ in ("VERB", "AUX"):
            if _held_back(head):
                return None, False
            subject = next((c for c in head.children if c.dep_ == "dobj" and c.i != cur.i and _way(c) is None), None) \
                or next((c for c in head.children if c.dep_ in _SUBJECTS), None)  # "Police found the van on a farm
            # track just south of Easby": the van is placed
            if subject is None and head.dep_ == "acl" and head.head.pos_ in ("NOUN", "PROPN"):
                subject = head.head  # "The monastery, perched on a ridge above the village, …"
            if subject is None:
                return None, False
            if subject.lower_ in _RELATIVE and head.dep_ == "relcl":
                subject = head.head
            return _thing_words(subject, anchor), head.lemma_.lower() in _SAYING_WHERE
        if head.pos_ in ("NOUN", "PROPN"):
            if any(c.dep_ == "nummod" for c in head.children):
                if head.lemma_.lower() not in _NOT_THINGS:
                    return None, False  # "30 percent of the households below the poverty line": a figure
                cur = head  # "finished two places above Moreau", "…, two floors above the children's ward": a
                continue  # measure of how far, the thing placed the one it is said of
            on = head.head.lower_ in ("on", "in", "at") and head.dep_ == "pobj"
            if on and head.head.head.pos_ in ("VERB", "AUX"):
                cur = head  # "built on the former rail yards east of the canal": the stadium is placed
                continue
            if on and head.head.head.pos_ in ("NOUN", "PROPN"):
                return _thing_words(head.head.head, anchor), False  # "found the van on a farm track south of Easby"
            return _thing_words(head, anchor), (cur.dep_ == "appos" and head.dep_ in _SUBJECTS
                                                and head.head.lemma_.lower() in _SAYING_WHERE) \
                or (head.dep_ == "dobj" and head.head.lemma_.lower() in _REPORTING_WHERE)  # "The maternity unit is
            # on the fourth floor, two floors above the children's ward": said of the subject; "reported honey yields
            # above their ten-year average": what was reported; "the A59 north of Barrow": a part
        return None, False
    return None, False


def _held_back(verb) -> bool:
    """Is the verb, or one it is the clause of ("It is not true that Thornwick lies …", "may lie", "if it were built
    …"), denied, conditional or only possible?"""
    for tok in [verb, *verb.ancestors][:4]:
        if any(c.dep_ == "neg" or (c.dep_ == "mark" and c.lower_ in ("if", "unless", "whether"))
               or (c.dep_ == "aux" and c.lower_ in ("may", "might", "could", "would")) for c in tok.children):
            return True
        if tok.dep_ not in ("ccomp", "xcomp", "advcl", "conj") and tok.i != verb.i:
            break
    return False


def _thing_words(noun, avoid=None) -> frozenset[str] | None:
    """The words of the thing placed; None for a figure ("30 percent of the households live below the poverty line":
    a share, which the figures read) or a phrase with no noun."""
    if any(t.like_num or t.pos_ == "NUM" for t in _phrase(noun, avoid)):
        return None
    return _words(noun, avoid) or None


def relations(doc) -> list[Placed]:
    """Every thing the parse ``doc`` places by another."""
    found = []
    for tok in doc:
        way = _way(tok)
        if way is None:
            continue
        if tok.lower_ == "under" and tok.head.lemma_.lower() not in _LYING:
            continue  # "under the agreement", "under supervision"
        anchor = tok
        if tok.dep_ == "pobj" and tok.head.lower_ in ("in", "within", "across", "throughout", "into"):
            continue  # "in the west of the county": inside it
        if tok.dep_ == "amod" and tok.head.lemma_.lower() in _SIDES:
            anchor = tok.head  # "on the western bank of the canal"
        elif tok.dep_ == "prep" and tok.lower_ not in _PREPOSITIONS:
            continue
        landmark = _landmark(anchor, tok)
        thing, said = _thing(anchor) if landmark else (None, False)
        if thing and landmark and not thing & landmark:
            found.append(Placed(thing, way, landmark, said))
    return found


def _vague(doc) -> bool:
    """Does a way word of ``doc`` place something by a pronoun ("lies south of it", "below him") or place a pronoun,
    so that a relation read elsewhere in it may be this one told otherwise ("The new runway will lie north of the
    terminal, while the existing runway lies south of it")?"""
    for tok in doc:
        if _way(tok) is None:
            continue
        near = [c for c in tok.children if c.dep_ == "pobj"] + [g for c in tok.children if c.lower_ == "of"
                                                                 for g in c.children if g.dep_ == "pobj"]
        verb = tok.head if tok.head.pos_ in ("VERB", "AUX") else tok.head.head
        near += [c for c in verb.children if c.dep_ in _SUBJECTS]
        if any(t.pos_ == "PRON" and t.lower_ not in _RELATIVE for t in near):
            return True
    return False


@lru_cache(maxsize=caches.PAIRS)  # read for one pair by find_conflict, missing, can_contest and restatement
def compare(premise: str, hypothesis: str, parse: Callable[[str], list]) -> tuple[str, Placed | None]:
    """How the sentence gives the step's place: ("stated" | "conflict" | "unstated", the step's relation), or ("",
    None) when the step places nothing or the sentence does not name both of its things."""
    if not _could_place(hypothesis):
        return "", None
    steps = relations(parse(hypothesis))
    if not steps:
        return "", None
    given = relations(parse(premise))
    named = {t.lemma_.lower() for t in parse(premise) if t.pos_ in ("NOUN", "PROPN")}
    verdict, which = "", None
    for step in steps:
        kinds = {_against(step, p) for p in given} - {""}
        kind = next((k for k in ("stated", "conflict", "unstated") if k in kinds), "")
        if not kind and step.thing & named and step.landmark & named and not _could_place(premise) \
                and not _OTHER_PLACING.search(premise) and not step.landmark & _MEASURES:
            kind = "unstated"  # "halfway between Crossley and Penmarrow" / "north of Crossley"; a sentence with a way
            # word of its own may place the two in a way the parse does not read ("Kelby, a small town just west of
            # Ardmore")
        if kind == "conflict" or (kind and not verdict) or (kind == "unstated" and verdict == "stated"):
            verdict, which = kind, step
    if verdict == "conflict" and _vague(parse(premise)):
        return "", None  # "…, while the existing runway lies south of it" / "The existing runway lies south of …"
    return verdict, which


def _against(step: Placed, given: Placed) -> str:
    """How one relation of the sentence stands to the step's: "stated", "conflict", "unstated" (the same two things on
    another axis), or "" (other things)."""
    aligned = _one(step.thing, given.thing) and _one(step.landmark, given.landmark)
    crossed = _one(step.thing, given.landmark) and _one(step.landmark, given.thing)
    if not (aligned or crossed) or (aligned and crossed):
        return ""
    way = given.way if aligned else OPPOSITE[given.way]  # the sentence's way, told from the step's thing
    if step.way == way:
        return "stated"
    if not (step.said and given.said):
        return ""  # "cut the A59 north of Barrow" / "The A59 south of Barrow was closed": two parts, or two events
    if step.way in _BEARING and way in _BEARING:  # a quarter turn or more apart: "north" / "east", "south-west" /
        # "north-west"; "north" / "north-east" may be one place told loosely
        apart = abs(_BEARING[step.way] - _BEARING[way]) % 360
        return "conflict" if min(apart, 360 - apart) >= 90 else "unstated"
    if {_AXES[step.way], _AXES[way]} == {"vertical", "river"}:
        return ""  # "sits half a mile above the mill on the River Cray" / "upstream of the mill": the model's to read
    return "conflict" if OPPOSITE[step.way] == way else "unstated"


def _one(a: frozenset[str], b: frozenset[str]) -> bool:
    """May two phrases name one thing: the words of one all the other's ("the runway" / "the new runway"; not "the old
    runway" / "the new runway")?"""
    return bool(a and b) and (a <= b or b <= a)


def _could_place(text: str) -> bool:
    """Does ``text`` hold a way word at all (read before the parse)?"""
    return any(w.strip(".,;:'\"()").lower() in WAYS or w.split("-")[0].lower() in WAYS for w in text.split())


def _show(words: frozenset[str]) -> str:
    return " ".join(sorted(words))


def _way_of(way: str) -> str:
    return way if way in ("above", "below") else f"{way} of"


def reason(kind: str, step: Placed | None) -> str:
    """The reason for a reading of :func:`compare`: a conflict or a place not stated; "" for the others."""
    if step is None or kind not in ("conflict", "unstated"):
        return ""
    if kind == "conflict":
        return f"the step places {_show(step.thing)} {_way_of(step.way)} {_show(step.landmark)}; the sentence " \
               f"places it otherwise"
    return f"the sentence does not say that {_show(step.thing)} lies {_way_of(step.way)} {_show(step.landmark)}"


def placed_conflict(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the sentence places the step's thing another way of its landmark, or ""."""
    kind, step = compare(premise, hypothesis, parse)
    return reason(kind, step) if kind == "conflict" else ""


def placed_unstated(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the sentence, which names both, does not say where the step's thing lies with respect to its
    landmark, or ""."""
    kind, step = compare(premise, hypothesis, parse)
    return reason(kind, step) if kind == "unstated" else ""


#: words of lying somewhere that a step may use for the sentence's ("lies" / "is situated")
_PLACING = frozenset("lie lies lying sit sits situated located stands stand found".split())
#: way words and verbs of lying somewhere, which tell one place from either side ("north of" / "south of", "stands" /
#: "lies"): no antonyms where the sentence gives the step's place
_TELLING_PLACE = WAYS.keys() | frozenset("lie sit stand situate locate lies sits stands lying standing sitting".split())


def placing_word(word: str) -> bool:
    """Is ``word`` a way word or a verb of lying somewhere (:data:`_TELLING_PLACE`)?"""
    return word.lower() in _TELLING_PLACE


def told_from_other_side(premise: str, hypothesis: str, parse: Callable[[str], list]) -> bool:
    """Does the step give a place the sentence gives, from the landmark's side ("Thornwick lies north of Ellesby" /
    "Ellesby lies south of Thornwick"), and nothing else: each of its content words a word of the thing or the
    landmark, a way word or a word of lying somewhere?"""
    if NEGATIONS & set(words(premise)):
        return False  # "It is not true that Thornwick lies north of Ellesby"
    kind, step = compare(premise, hypothesis, parse)
    if kind != "stated" or any(t.is_alpha and not t.is_stop and t.lower_ not in WAYS and t.lower_ not in _PLACING
                               and t.lemma_.lower() not in step.thing | step.landmark for t in parse(hypothesis)):
        return False  # "Leeds lies north of Sheffield and has a population of about 580,000": more than the place
    return any(
        _against(step, p) == "stated" and step.thing & p.landmark for p in relations(parse(premise)))

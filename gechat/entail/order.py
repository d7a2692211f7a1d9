"""The order of two events, turned round or kept: "The storm arrived before the evacuation order was issued." /
"The evacuation order was issued before the storm arrived." (0.94 entailed before this check) conflicts, and "The
inspection was completed before the contract was signed." / "The contract was signed after the inspection was
completed." (0.46) says the same.

Read from spaCy's parse: a clause or noun phrase after "before", "after", "prior to" or "following" is one event,
the clause it hangs on (the rest of its sentence) the other; "after" and "following" put the event they introduce
first. Each event is its content words. The step's events are matched to the sentence's by the words they share:
its first event is the sentence's second and its second the sentence's first when each shares more with that one
than with the other, every word of the step standing in the sentence. Not an "after" that names no event ("named
after her grandmother") nor a "before" that places ("appeared before the court"). A step that orders two events
the sentence joins with "and" is left to the model: a story's "A and B" is most often A, then B ("The dam broke and
the valley flooded").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail.causes import denies
from gechat.text import content_stems, stem_among

_LATER_FIRST = {"after", "following"}  # "B after A": A comes first
_MARKS = {"before", "after", "following", "prior", "until"}


#: verbs that only say an event took place ("The merger happened before …"), no content of their own
_LIGHT = frozenset(content_stems("happen happened happens occur occurred occurs come came took take place went go"))


def _words(tokens) -> set[str]:
    return content_stems(" ".join(t.text for t in tokens)) - _LIGHT


def events(doc) -> tuple[set[str], set[str]] | None:
    """(the first event's words, the second's) of the one "before" / "after" in ``doc``, else None."""
    found = _events(doc)
    return found[:2] if found else None


def _head_words(verb) -> set[str]:
    """An event's verb and its subject, as words: "shareholders voted on it" -> shareholder, vote."""
    subject = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"} and c.pos_ in {"NOUN", "PROPN"}]
    return _words([verb, *subject]) if verb.pos_ in {"VERB", "AUX"} else set()


def _events(doc) -> tuple[set[str], set[str], set[str], set[str]] | None:
    """As :func:`events`, with each event's verb and subject after (empty where the event is no clause)."""
    marks = [t for t in doc if t.lower_ in _MARKS and t.dep_ in {"mark", "prep", "advmod"}]
    if len(marks) != 1:
        return None
    mark = marks[0]
    if mark.head.lemma_.lower() in _NOT_TIME and mark.lower_ == "after":
        return None  # "named after her grandmother"
    if mark.dep_ == "prep" and mark.lower_ == "before" \
            and any(c.dep_ == "pobj" and c.lemma_.lower() in _BEFORE_PLACE for c in mark.children):
        return None  # "appeared before the court"
    if mark.dep_ == "mark":  # "before the contract was signed": the clause it opens
        inner = mark.head
    elif mark.lower_ == "prior":  # "prior to the merger"
        to = next((c for c in (*mark.children, *mark.head.children) if c.dep_ == "prep" and c.lower_ == "to"
                   and c.i == mark.i + 1), None)
        inner = next((p for p in to.children if p.dep_ in {"pobj", "pcomp"}), None) if to is not None else None
    else:  # "after the inspection", "following the inspection"
        inner = next((p for p in mark.children if p.dep_ in {"pobj", "pcomp"}), None)
    if inner is None:
        return None
    inside = {t.i for t in inner.subtree} | {mark.i}
    if mark.lower_ == "prior":
        inside |= {mark.i + 1}
    sub = _words([t for t in doc if t.i in inside and t.i != mark.i])
    main = _words([t for t in doc if t.i not in inside])
    if not sub or not main:
        return None
    root = next((t for t in doc if t.dep_ == "ROOT" and t.i not in inside), None)
    sub_head, main_head = _head_words(inner), (_head_words(root) if root is not None else set())
    return (sub, main, sub_head, main_head) if mark.lower_ in _LATER_FIRST else (main, sub, main_head, sub_head)


def _mark(text: str) -> str:
    return next((w for w in re.findall(r"[a-z]+", text.lower()) if w in _MARKS), "")


def _share(a: set[str], b: set[str]) -> float:
    return sum(stem_among(w, b) for w in a) / len(a) if a else 0.0


#: words whose presence on one side only changes what is said of the events: a quantifier, a modal, a hedge, a
#: condition ("Some patients improved before …" / "… after all patients improved"; "may terminate"): an order kept
#: in other words restates the sentence only with the same ones
_QUALIFIERS = frozenset("some all every each no most many few several may might could can would should must "
                        "probably possibly perhaps likely if unless only".split())
#: verbs whose "after" names no event ("named after her grandmother", "took after his father")
_NOT_TIME = frozenset({"name", "take", "look", "ask", "seek", "run", "chase", "go", "model", "call", "inquire"})
#: nouns "before" places one in front of ("appeared before the court"), no event
_BEFORE_PLACE = frozenset({"court", "judge", "committee", "tribunal", "board", "panel", "jury", "parliament",
                           "congress", "senate", "house", "public", "audience", "camera", "magistrate", "bench"})


def compare(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """"turned" when the step puts the sentence's two events the other way round, "kept" when in the same order
    said another way ("A before B" / "B after A", no quantifier, modal or condition changed), else ""; every word of
    the step must be the sentence's, or one with a longer ending ("collapse" / "collapsed")."""
    if not any(m in hypothesis.lower() for m in _MARKS) or not any(m in premise.lower() for m in _MARKS):
        return ""
    if _share(content_stems(hypothesis) - _LIGHT, content_stems(premise)) < 1:
        return ""
    said, stated = _events(parse(premise)), _events(parse(hypothesis))
    if said is None or stated is None:
        return ""
    (p1, p2, ph1, ph2), (h1, h2, hh1, hh2) = said, stated
    kept = _share(h1, p1) + _share(h2, p2)
    turned = _share(h1, p2) + _share(h2, p1)
    if turned > kept and _share(h1, p2) >= 0.5 and _share(h2, p1) >= 0.5:
        return "turned"
    if turned > kept and hh1 and hh2 and _share(hh1, ph2) == 1 and _share(hh2, ph1) == 1 \
            and not _share(hh1, ph1) and not _share(hh2, ph2):
        return "turned"  # each event's verb and subject the other's: "The board approved the merger two weeks
        # before shareholders voted on it" / "Shareholders voted on the merger before the board approved it"
    if kept > turned and _share(h1, p1) >= 0.5 and _share(h2, p2) >= 0.5 and _mark(premise) != _mark(hypothesis) \
            and _qualifiers(premise) == _qualifiers(hypothesis):
        return "kept"  # said another way: "B after A" for "A before B"
    return ""


def _qualifiers(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower())) & _QUALIFIERS


#: the clauses of a verb that are events of their own, read apart from it
_OWN_CLAUSES = frozenset({"advcl", "relcl", "conj", "ccomp", "pcomp", "xcomp", "acl"})


def _dated(doc) -> list[tuple[tuple[int, int], set[str]]]:
    """((the first year, the last), the words of the event they date) for each verb of ``doc`` that years date: the
    verb with its own phrases, not the clauses it holds ("who was elected mayor of Rennes in 1995" -> (1995, 1995),
    {elect, mayor, renn}; "having run its Asian division from 2010 to 2014" -> (2010, 2014), {run, asian, division})."""
    found: dict[int, tuple[list[int], set[str]]] = {}
    for year in (t for t in doc if re.fullmatch(r"(?:1[5-9]|20)\d\d", t.text)):
        verb = year
        while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
            verb = verb.head
        if verb.pos_ not in {"VERB", "AUX"}:
            continue
        words = _words([t for t in verb.subtree if not t.like_num and _own(t, verb, year)])
        years, had = found.get(verb.i, ([], set()))
        found[verb.i] = ([*years, int(year.text)], had | words)
    return [((min(years), max(years)), words) for years, words in found.values()]


def _own(tok, verb, year) -> bool:
    """Is ``tok`` part of the event ``verb`` tells, not of a clause of its own under it that ``year`` is not in?"""
    while tok.i != verb.i and tok.head.i != tok.i:
        if tok.dep_ in _OWN_CLAUSES and year.i not in {x.i for x in tok.subtree}:
            return False
        tok = tok.head
    return True


def dated_turned(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the step puts first the event the sentence dates later, or "": "Jean-Luc Armand, who was elected mayor
    of Rennes in 1995, held the office for two terms before being appointed to the Senate in 2008" / "Armand sat in the
    Senate before he was first elected mayor of Rennes" (0.67 entailed before this check); or that the sentence tells
    after "and … later" ("served as ambassador … and was later appointed minister of trade" / "was minister of trade
    before he became ambassador"). Each of the step's two events goes to the sentence's event whose words it alone
    shares."""
    if denies(hypothesis):
        return ""
    h_doc = parse(hypothesis)
    stated = _events(h_doc)
    if stated is None:
        return ""
    root = next((t for t in h_doc if t.dep_ == "ROOT"), None)
    subject = next((c for c in root.children if c.dep_ in {"nsubj", "nsubjpass"}), None) if root is not None else None
    who = _words([t for t in subject.subtree if t.pos_ == "PROPN"]) if subject is not None else set()  # "Tanabe
    # learned Portuguese": the name tells no event ("Construction started before …" is one)
    later = _later(premise) if _share(content_stems(hypothesis) - _LIGHT, content_stems(premise)) >= 0.75 else []
    # the step in the sentence's words, where no year ties its events ("Four weeks were to pass away before her uncle
    # and aunt's arrival" is no reading of "…, and then hurried away to dress")
    for told in (_dated(parse(premise)), later):
        found = _placed(tuple(event - who for event in stated[:2]), told)
        if found and found[0][0] > found[1][1]:  # the first begins after the second has ended
            return f"the sentence dates the step's first event to {found[0][0]} and its second to {found[1][1]}" \
                if found[0][0] > 1 else "the sentence tells the step's first event after its second ('later')"
    return ""


def _placed(events: tuple[set[str], ...], told: list[tuple[tuple[int, int], set[str]]]) -> list[tuple[int, int]] | None:
    """The years (or ranks) of the sentence's event with which each of ``events`` shares the most words of its own (a
    name the sentence gives once, in one clause, aside: "Okonkwo was minister of trade …"), or None where two are as
    near or none."""
    if len({y for y, _ in told}) < 2:
        return None
    found = []
    for event in events:
        near = sorted(((sum(stem_among(w, words - set().union(*(o for x, o in told if x != y))) for w in event), y)
                       for y, words in told), reverse=True)
        if near[0][0] == 0 or near[0][0] == near[1][0]:
            return None
        found.append(near[0][1])
    return found


#: "… and was later appointed minister of trade": what the sentence tells after "later" came after what it told before
_LATER = re.compile(r",?\s+and\s+(?:(?:was|were|is|are|has|have|had)\s+)?(?:later|subsequently|afterwards)\b",
                    re.IGNORECASE)


def _later(premise: str) -> list[tuple[tuple[int, int], set[str]]]:
    """The two events a sentence orders with "and … later" ("served as ambassador to Ghana from 1979 to 1983 and was
    later appointed minister of trade"), ranked 0 and 1, or []."""
    found = list(_LATER.finditer(premise))
    if len(found) != 1:
        return []
    return [((0, 0), content_stems(premise[: found[0].start()]) - _LIGHT),
            ((1, 1), content_stems(premise[found[0].end():]) - _LIGHT)]

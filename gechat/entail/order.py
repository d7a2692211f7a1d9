"""The order of two events, turned round or kept: "The storm arrived before the evacuation order was issued." /
"The evacuation order was issued before the storm arrived." (0.94 entailed before this check) conflicts, and "The
inspection was completed before the contract was signed." / "The contract was signed after the inspection was
completed." (0.46) says the same.

Read from spaCy's parse: a clause or noun phrase after "before", "after", "prior to" or "following" is one event,
the clause it hangs on (the rest of its sentence) the other; "after" and "following" put the event they introduce
first. Each event is its content words. The step's events are matched to the sentence's by the words they share:
its first event is the sentence's second and its second the sentence's first when each shares more with that one
than with the other, every word of the step standing in the sentence. A step that orders two events the sentence
states without ordering them ("In 2015 the company opened a plant in Monterrey and closed its warehouse in Ohio." /
"The company closed its Ohio warehouse after opening the plant in Monterrey.") is not stated.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.text import content_stems

_LATER_FIRST = {"after", "following"}  # "B after A": A comes first
_MARKS = {"before", "after", "following", "prior", "until"}


#: verbs that only say an event took place ("The merger happened before …"), no content of their own
_LIGHT = frozenset(content_stems("happen happened happens occur occurred occurs come came took take place went go"))


def _words(tokens) -> set[str]:
    return content_stems(" ".join(t.text for t in tokens)) - _LIGHT


def events(doc) -> tuple[set[str], set[str]] | None:
    """(the first event's words, the second's) of the one "before" / "after" in ``doc``, else None."""
    marks = [t for t in doc if t.lower_ in _MARKS and t.dep_ in {"mark", "prep", "advmod"}]
    if len(marks) != 1:
        return None
    mark = marks[0]
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
    return (sub, main) if mark.lower_ in _LATER_FIRST else (main, sub)


def _mark(text: str) -> str:
    return next((w for w in re.findall(r"[a-z]+", text.lower()) if w in _MARKS), "")


def _meets(word: str, words: set[str]) -> bool:
    """Is ``word`` among ``words``, or one of them with another ending ("arrival" / "arrived", "collapse" /
    "collapsed": the light stems differ)?"""
    return word in words or (len(word) >= 5 and any(len(w) >= 5 and w[:5] == word[:5] for w in words))


def _share(a: set[str], b: set[str]) -> float:
    return sum(_meets(w, b) for w in a) / len(a) if a else 0.0


#: words that order events without "before" or "after" ("then", "later", "once", a second year): a sentence with one
#: of them may well give the order a step states
_ORDERING = frozenset("then later earlier subsequently previously first once when whenever since followed preceded "
                      "next finally afterwards afterward meanwhile eventually until prior following before after "
                      "initially thereafter".split())


def compare(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """"turned" when the step puts the sentence's two events the other way round, "kept" when in the same order,
    "unordered" when the sentence states both events and gives no order between them (joined by "and", with no word
    that orders events and no two years; or both on one side of its own "before" / "after"), else ""."""
    if not any(m in hypothesis.lower() for m in _MARKS):
        return ""
    if _share(content_stems(hypothesis) - _LIGHT, content_stems(premise)) < 1:
        return ""
    stated = events(parse(hypothesis))
    if stated is None:
        return ""
    h1, h2 = stated
    if not any(m in premise.lower() for m in _MARKS):
        words = set(premise.lower().replace(",", " ").split())
        years = set(re.findall(r"\b1[5-9]\d\d\b|\b20\d\d\b", premise))
        return "unordered" if "and" in words and not words & _ORDERING and len(years) < 2 else ""
    said = events(parse(premise))
    if said is None:
        return ""
    p1, p2 = said
    kept = _share(h1, p1) + _share(h2, p2)
    turned = _share(h1, p2) + _share(h2, p1)
    if turned > kept and _share(h1, p2) >= 0.5 and _share(h2, p1) >= 0.5:
        return "turned"
    if kept > turned and _share(h1, p1) >= 0.5 and _share(h2, p2) >= 0.5:
        return "kept" if _mark(premise) != _mark(hypothesis) else ""  # said another way: "B after A" for "A before B"
    for side, other in ((p1, p2), (p2, p1)):
        if all(_share(h, side) >= 0.5 and _share(h, other) < 0.5 for h in (h1, h2)):
            return "unordered"  # "received the vaccine after the blood test, and a chest X-ray was also taken"
    return ""

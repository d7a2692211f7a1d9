"""Whose thing is whose: a step that gives one named owner's thing to another named owner of the sentence.

"The UK Intellectual Property Office rejected Corvane's trademark application for 'GripMind' … because an earlier
mark owned by Delta Tooling was judged too similar" / "Delta Tooling's application for the 'GripMind' trademark was
rejected because of a similar mark owned by Corvane" (0.96 entailed before this reading).

:func:`owner_swapped` reads owners and their things on each side: "Owner's [up to two words] thing" and "thing
owned (held, filed, run, made) by Owner", an owner being a run of capitalised words. A conflict when the step gives
a thing of one owner of the sentence to another owner the sentence names with a thing of its own, and the sentence
gives that thing to no one else. A thing is its head noun's stem ("trademark application" and "application"), one of :data:`_ONE_OWNERS`
(an application, a mark, a patent; not "lawyers" or "shares", which every owner has).
"""

from __future__ import annotations

import re

from gechat.text import stem

_NAME = r"(?P<owner>(?:[A-Z][\w&-]*)(?:\s+(?:[A-Z][\w&-]*|&|of|and))*?)"
_POSSESSIVE = re.compile(rf"\b{_NAME}['’]s\s+(?:[a-z-]+\s+){{0,2}}?(?P<thing>[a-z-]+)\b(?=\s*[,.;]|\s+(?:for|of|to|in|"
                         rf"on|at|was|were|is|are|had|has|because|after|before|and|but|with|by|from)\b)")
_BY = re.compile(r"\b(?P<thing>[a-z-]+)\s+(?:owned|held|filed|registered|run|operated|made|submitted)\s+by\s+"
                 r"(?:the\s+)?(?P<owner>[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*)")
#: capitalised words that open a sentence or name no owner
_NOT_OWNERS = frozenset("The A An This That Its Their His Her Our In On At By For From Under After Before".split())


#: things of one owner, which another owner the sentence names does not have too (not "lawyers", "shares", "revenue",
#: which every company has)
_ONE_OWNERS = frozenset(stem(w) for w in "application bid mark trademark patent tender offer proposal claim licence "
                        "license appeal contract design brand logo painting manuscript vessel ship aircraft site "
                        "building property land".split())


def _owned(text: str) -> dict[str, set[str]]:
    """Each owner's things: owner (its words lowered) -> stems of the things' head nouns."""
    out: dict[str, set[str]] = {}
    for rx in (_POSSESSIVE, _BY):
        for m in rx.finditer(text):
            words = [w for w in m.group("owner").split() if w not in _NOT_OWNERS]
            if not words:
                continue
            if (thing := stem(m.group("thing").lower())) in _ONE_OWNERS:
                out.setdefault(" ".join(words).lower(), set()).add(thing)
    return out


def _same(a: str, b: str) -> bool:
    """One owner named in full or in part ("Delta Tooling" / "Delta")."""
    return a == b or a.split()[0] == b.split()[0]


def owner_swapped(premise: str, hypothesis: str) -> str:
    """The reason the step gives one owner's thing to another owner of the sentence, or ""."""
    theirs, mine = _owned(premise), _owned(hypothesis)
    if len(theirs) < 2 or not mine:
        return ""
    for owner, things in mine.items():
        own = next((o for o in theirs if _same(o, owner)), None)
        if own is None:
            continue
        for thing in things - theirs[own]:
            holders = [o for o, t in theirs.items() if thing in t]
            if len(holders) == 1 and not _same(holders[0], owner):
                return f"the step gives {owner}'s {thing} where the sentence gives it to {holders[0]}"
    return ""


_MONEY = r"[$€£]\s?\d[\d,]*(?:\.\d+)?\s?(?:m|bn|k|million|billion|thousand)?\b"
#: a sum and who gave it: "funded £6.2m by the Environment Agency", "£1.8m from Harcombe County Council"
_SUM_BY = re.compile(rf"(?P<sum>{_MONEY})\s+(?:by|from)\s+(?:the\s+)?(?P<owner>[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*)")
#: who gives a sum: "Harcombe County Council is paying £6.2m", "the Environment Agency adding £1.8m"
_GIVES = re.compile(rf"(?P<owner>[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*)\s+(?:is\s+|was\s+|will\s+be\s+|has\s+)?(?:paying|paid|"
                    rf"pays|pay|adding|added|adds|add|giving|gave|gives|give|contributing|contributed|contributes|"
                    rf"contribute|providing|provided|provides|provide|putting\s+in|put\s+in|puts\s+in|funding|funded|"
                    rf"funds)\s+(?:about\s+|around\s+|some\s+)?(?P<sum>{_MONEY})")


def _sums(text: str, *patterns: re.Pattern[str]) -> dict[str, str]:
    """Each sum (as written, spaces out) -> its giver's words, lowered, without an opening "The"."""
    out: dict[str, str] = {}
    for rx in patterns:
        for m in rx.finditer(text):
            words = [w for w in m.group("owner").split() if w not in _NOT_OWNERS]
            if words:
                out[re.sub(r"\s", "", m.group("sum")).rstrip(".")] = " ".join(words).lower()
    return out


def sum_giver_swapped(premise: str, hypothesis: str) -> str:
    """The reason the step gives one giver's sum to another giver the sentence names with a sum of its own ("funded
    £6.2m by the Environment Agency and £1.8m by Harcombe County Council" / "Harcombe County Council is paying £6.2m
    …, with the Environment Agency adding £1.8m", 0.88 entailed before), or ""."""
    theirs = _sums(premise, _SUM_BY)
    if len(set(theirs.values())) < 2:
        return ""
    for figure, giver in _sums(hypothesis, _SUM_BY, _GIVES).items():
        said = theirs.get(figure)
        if said is None or _same(said, giver):
            continue
        if any(_same(other, giver) for other in theirs.values()):
            return f"the step gives {figure} to {giver}; the sentence gives it to {said}"
    return ""

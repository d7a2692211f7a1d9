"""One thing used in place of another, and a step that turns the two round.

"The office has started fitting its printers with compatible toner cartridges from Inkwell in place of the
manufacturer's own brand" does not say "The office has switched from Inkwell cartridges to the manufacturer's own
toner" (a small model reads 0.88 entailed): the step names the same two things with their roles traded.
:func:`alternative_turned` reads each side's new thing and old thing from the words around "in place of", "instead
of", "rather than", "in preference to", "replaced X with Y", "X was replaced by Y", "switched from X to Y", "chose
Y over X", "Y is preferable to X", "Y (preferable) or X", "not X but Y" and "Y, not X", and finds the step's new thing among the sentence's old one's words and its old among the new one's. A thing is
matched by the words only it has of the two (each side's words, the other's left out), and the words that trade
places must outnumber those that keep them by two, so "compatible toner cartridges from Inkwell" and "the
manufacturer's own brand" against "switched from Inkwell cartridges to the manufacturer's own toner" trade three
("Inkwell", "cartridges", "manufacturer") and keep one ("toner").
People put in another's place are read as successors by :mod:`gechat.entail.parties`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gechat import caches
from gechat.entail.antonyms import stem
from gechat.text import content_words

_PHRASE = r"((?:[\w'’-]+\s+){0,7}?[\w'’-]+)"
_END = r"(?=\s*(?:[,;.:()]|$|\b(?:because|after|since|as|when|while|which|who|until|to\s+(?:cut|save|reduce)|for)\b))"
#: (pattern, which group is the new thing) for each way of telling a replacement; -1: the first, a preference
_FORMS = (
    (re.compile(rf"{_PHRASE}\s+(?:in\s+place\s+of|instead\s+of|rather\s+than|in\s+preference\s+to)\s+{_PHRASE}{_END}",
                re.IGNORECASE), 1),
    (re.compile(rf"\breplac(?:e|ed|es|ing)\s+{_PHRASE}\s+with\s+{_PHRASE}{_END}", re.IGNORECASE), 2),
    (re.compile(rf"{_PHRASE}\s+(?:was|were|has\s+been|have\s+been|is|are|had\s+been|will\s+be)\s+replaced\s+"
                rf"(?:by|with)\s+{_PHRASE}{_END}", re.IGNORECASE), 2),
    (re.compile(rf"\b(?:switch(?:ed|es|ing)?|mov(?:e|ed|es|ing)|chang(?:e|ed|es|ing)|convert(?:ed|s|ing)?)\s+"
                rf"from\s+{_PHRASE}\s+to\s+{_PHRASE}{_END}", re.IGNORECASE), 2),
    (_CHOSE := re.compile(rf"\b(?:chose|choose|chooses|opted\s+for|preferred|prefers|picked|selected)\s+{_PHRASE}\s+"
                          rf"over\s+{_PHRASE}{_END}", re.IGNORECASE), 1),
    # "Whitelisting is preferable to blacklisting", "agents are strongly preferred over scanning", "Restrict which
    # applications may be installed through whitelisting (preferable) or blacklisting": the one preferred is the new
    (re.compile(rf"{_PHRASE}\s+(?:(?:is|are|was|were|be|being)\s+)?(?:(?:generally|strongly|usually|often|much|far)\s+)?"
                rf"(?:preferred|preferable|favou?red)\s+(?:over|to)\s+{_PHRASE}{_END}", re.IGNORECASE), -1),
    (re.compile(rf"{_PHRASE}\s+\((?:preferable|preferred|recommended)\)\s+(?:or|and|over|to)\s+{_PHRASE}{_END}",
                re.IGNORECASE), -1),
    # "what matters is not when the patch was installed, but when it takes effect": the thing said after "but"
    (re.compile(rf"\bnot\s+(?!only\b|merely\b|just\b|simply\b|solely\b){_PHRASE},?\s+but\s+(?!also\b)(?:rather\s+)?"
                rf"{_PHRASE}{_END}", re.IGNORECASE), 2),  # not "not only fire but also flood damage": both
    # "… is when the patch was installed, not when it takes effect"
    (re.compile(rf"{_PHRASE},\s+(?:and\s+)?not\s+{_PHRASE}{_END}", re.IGNORECASE), 1),
)
#: words that tell a replacement, no part of either thing
_TELLING = frozenset(stem(w) for w in "started start fitting fit use used using switch switched replace replaced "
                     "chose opted preferred preferable favoured favored".split())


#: the "not" of "not X but Y" and "Y, not X": a form of replacement, no denial
_CONTRAST = re.compile(r",\s+(?:and\s+)?not\s+(?!only\b)|\bnot\s+(?!only\b|merely\b|just\b|simply\b|solely\b)"
                       r"(?=[^,.;]+,?\s+but\s+(?!also\b))", re.IGNORECASE)
_DENIAL = re.compile(r"\b(?:not|no|never|cannot|neither|nor)\b|n't", re.IGNORECASE)
_YEARS = re.compile(r"\b(?:1[5-9]|20)\d\d\b")


#: words that hedge, deny, condition or date a preference when they stand in the three words before its "preferred" or
#: "preferable" ("is not preferable to", "far less preferred", "no longer preferred", "rarely preferred", "was once
#: preferred", "If X is preferred", "should be preferred", "would have preferred"): no plain preference to turn round
_HEDGES = frozenset("not no never less least longer rarely seldom sometimes occasionally once formerly only also if "
                    "would may might should could".split())


@lru_cache(maxsize=caches.TEXTS)
def _pairs(text: str) -> list[tuple[set[str], set[str], bool]]:
    """(the new thing's words, the old thing's words, whether it is a preference) of each replacement ``text``
    tells; not a preference hedged, denied or conditioned (:data:`_HEDGES`)."""
    out = []
    for pattern, new in _FORMS:
        for m in pattern.finditer(text):
            words = [set(content_words(m.group(k), stem)) - _TELLING for k in (1, 2)]
            # the three words before "preferred" / "preferable" ("is not preferable to"), or before "chose X over Y"
            # ("would have chosen"): a hedge there leaves no plain preference or choice
            before = (m.group(1) if new < 0 else text[:m.start()] if pattern is _CHOSE else "").lower().split()[-3:]
            if all(words) and not _HEDGES.intersection(w.strip("(),") for w in before):
                out.append((words[abs(new) - 1], words[2 - abs(new)], new < 0))
    return out


def _other_settings(premise: str, hypothesis: str) -> bool:
    """Do the two each say words the other does not (besides the words that tell a preference): another setting or
    holder on each side ("… for servers" / "… for laptops", "in most patients" / "in severe sepsis", "by their
    father" / "by their mother", "Some experts …" / "Other experts …"), so that two preferences may both hold?"""
    theirs, ours = (set(content_words(t, stem)) - _TELLING | _WHOSE.intersection(t.lower().split())
                    for t in (premise, hypothesis))
    return bool(theirs - ours) and bool(ours - theirs)


#: words that say whose preference it is though no content word does ("Some experts argue …" / "Other experts …")
_WHOSE = frozenset("some other others many most few all".split())


def alternative_turned(premise: str, hypothesis: str) -> str:
    """The reason the step trades the sentence's new thing and old thing (see the module's text), or "": not for a
    step that denies, nor one that gives a year or date the sentence does not ("By 2020 most commuters chose the
    train over the car" against "In 2010 …": another time)."""
    theirs = _pairs(premise)
    if not theirs or _DENIAL.search(_CONTRAST.sub(" ", hypothesis)) \
            or set(_YEARS.findall(hypothesis)) - set(_YEARS.findall(premise)):
        return ""
    # a preference is read only when the sentence states one and each side has no setting of its own
    plain = sum(preferred for *_, preferred in theirs) == 1 and not _other_settings(premise, hypothesis)
    for new, old, _ in _pairs(hypothesis):
        for p_new, p_old, preferred in theirs:
            if preferred and not plain:
                continue  # "Tea is preferred over coffee in the morning, and coffee … in the afternoon": both may hold
            own_new, own_old = p_new - p_old, p_old - p_new
            traded, kept = len(new & own_old) + len(old & own_new), len(new & own_new) + len(old & own_old)
            if new & own_old and old & own_new and (traded - kept >= 2 or (
                    traded >= 2 and own_old <= new and old <= own_new)):  # "Bake the bread rather than fry it" /
                # "Fry the bread rather than bake it": the thing acted on stays, the two acts trade places
                return ("the step turns round which of the two the sentence prefers" if preferred else
                        "the step trades the thing the sentence says is used for the one it replaces")
    return ""


#: a thing used in place of another ("in place of vulnerability and threat information")
_INSTEAD = re.compile(r"\b(?:in\s+place\s+of|instead\s+of|in\s+lieu\s+of|as\s+a\s+(?:substitute|replacement)\s+for)\s+"
                      r"(?P<x>[^,;.()]{3,60})", re.IGNORECASE)
#: a thing used together with another ("in conjunction with vulnerability and threat information")
_WITH = re.compile(r"\b(?:in\s+conjunction\s+with|together\s+with|along\s+with|alongside|in\s+addition\s+to|"
                   r"(?:combined|in\s+combination)\s+with)\s+(?P<x>[^,;.()]{3,60})", re.IGNORECASE)
#: a denial just before either phrase ("not instead of it"): the two then agree
_DENIED_BEFORE = re.compile(r"\bnot\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
#: the share of one side's words before the phrase the other's must hold: the same thing used
SAME_USE = 0.5


def with_as_instead(premise: str, hypothesis: str) -> str:
    """The reason one side uses a thing together with another ("Security categories are to be used in conjunction
    with vulnerability and threat information …") and the other in its place ("… meant to be used in place of
    vulnerability and threat information …", 0.99 entailed before), or "". The two things must share most of their
    words, and what is used most of the words before the phrase; a denial before either phrase is no conflict."""
    for together, instead in ((premise, hypothesis), (hypothesis, premise)):
        for w in _WITH.finditer(together):
            for i in _INSTEAD.finditer(instead):
                with_words, instead_words = set(content_words(w.group("x"))), set(content_words(i.group("x")))
                if not with_words or not instead_words \
                        or 2 * len(with_words & instead_words) < max(len(with_words), len(instead_words)):
                    continue
                if _DENIED_BEFORE.search(together[:w.start()]) or _DENIED_BEFORE.search(instead[:i.start()]):
                    continue
                before_with = set(content_words(together[:w.start()]))
                before_instead = set(content_words(instead[:i.start()]))
                if not before_with or not before_instead \
                        or len(before_with & before_instead) < SAME_USE * min(len(before_with), len(before_instead)):
                    continue
                thing = " ".join(w.group("x").split()[:5])
                side = "sentence" if together is premise else "step"
                return f"the {side} uses it together with '{thing}'; the other says in place of it"
    return ""

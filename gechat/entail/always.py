"""A step that denies for all time ("never") against a sentence that speaks of one time or of now.

"The store opened in 2010" does not say "The store never closed", "The road is open to traffic" does not say "The
road was never closed", and "Marsh did not marry" (in the year the sentence speaks of) does not say "Marsh never
married". Such a sentence does not support the step: :func:`never_unstated` gives the reason, which the checker
reads as what the sentence does not state. Where the sentence says only the contrary state or the denial
(:func:`cannot_contest`: "is open", "did not marry") it cannot contradict the step either, and the model's
contradiction is capped; otherwise it is kept, for a sentence may say in other words that the act happened ("…
arriving in Jamaica by the eighth century" / "They never visited Jamaica"). A sentence that says the word the step
denies is another matter ("The company won the contract in 2019 but lost it in 2022" / "The company never lost the
contract"): it can contradict the step, and the reason is "" there. So is a sentence that speaks of every time
itself ("has never lost", "has always been open", "not once", "at no time", "has not closed since 1964", "for the
entire decade").
"""

from __future__ import annotations

from gechat.entail import antonyms
from gechat.entail.negation import SKIP, negation_marks
from gechat.entail.quantities import words
from gechat.text import content_words

#: words by which a sentence speaks of every time, as "never" does, or of every time of a period ("stayed open
#: throughout the heatwave" / "never closed during the heatwave")
_EVERY_TIME = frozenset({"never", "always", "ever", "forever", "throughout", "continuously", "constantly",
                         "uninterrupted", "uninterruptedly", "entire", "whole", "every", "lifelong", "previous",
                         "previously"})
#: phrases by which a sentence speaks of every time ("at no time", "at no point", "not once", "at all times", "all her
#: life", "no history of")
_EVERY_TIME_PHRASES = (("at", "no", "time"), ("at", "no", "point"), ("not", "once"), ("not", "yet"), ("yet", "to"),
                       ("at", "all", "times"), ("all", "her", "life"), ("all", "his", "life"), ("all", "their", "lives"),
                       ("history", "of"))
#: phrases by which a sentence says a thing was once so ("no longer produces cars": it used to), which a step's
#: "never" cannot follow from
_ONCE_SO = (("no", "longer"), ("not", "since"))
#: words between "never" and the word it denies ("never once closed", "never actually met", "never been")
_PASSED = SKIP | {"once", "before", "again", "formally", "officially", "publicly", "actually", "really", "previously"}


def denied_for_all_time(hypothesis: str) -> str:
    """The word the step's "never" denies ("closed" in "The store has never closed"), or "" when it has none."""
    hw = words(hypothesis)
    for k, w in enumerate(hw):
        if w == "never":
            nxt = next((x for x in hw[k + 1 :] if x not in _PASSED), "")
            if nxt:
                return nxt
    return ""


def speaks_of_every_time(text: str) -> bool:
    """Does ``text`` speak of every time ("never", "always", "not once", "at no point", "throughout", "has not closed
    since 1964")? Not a thing that was once so ("no longer produces cars")."""
    tw = words(text)
    if _once_so(text):
        return False  # "no longer produces cars": it once did
    if "since" in tw and negation_marks(tw)[0]:
        return True  # "has not closed since 1964": every time since
    return bool(_EVERY_TIME & set(tw)) or _has_phrase(tw, _EVERY_TIME_PHRASES)


def never_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not say what the step denies for all time: the step says "never" of a word the
    sentence does not assert (it denies it, or says something else) and the sentence speaks of no time as a whole;
    "" otherwise."""
    denied = denied_for_all_time(hypothesis)
    if not denied or speaks_of_every_time(premise):
        return ""
    said = set(content_words(premise, _stem))
    rest = set(content_words(hypothesis, _stem)) - {"never", _stem(denied)}
    if not rest or not rest <= said:
        return ""  # not the sentence's matter, or the step says more of it: other readings decide
    if _uses(premise, denied) == "asserted":
        return ""  # the sentence says it happened: it may contradict the step
    if _once_so(premise) and _uses(premise, denied):
        return f"the sentence says it once did what the step says it 'never {denied}'"  # "no longer produces cars"
    return f"the step says 'never {denied}', which the sentence does not say of every time"


def _once_so(text: str) -> bool:
    return _has_phrase(words(text), _ONCE_SO)


def _has_phrase(tw: list[str], phrases: tuple[tuple[str, ...], ...]) -> bool:
    return any(tuple(tw[k : k + len(p)]) == p for p in phrases for k in range(len(tw)))


def cannot_contest(premise: str, hypothesis: str) -> bool:
    """Does the sentence, which does not say the step's "never" of every time (:func:`never_unstated`), say only the
    contrary state or the denial at one time ("remained open on Saturday", "did not attend the March meeting" /
    "never closed", "never attended"), so that it cannot contradict the step either? A sentence that says neither may
    still say in other words that the act happened ("arriving in Jamaica" / "never visited Jamaica")."""
    if not never_unstated(premise, hypothesis) or _once_so(premise):
        return False
    denied = denied_for_all_time(hypothesis)
    contrary = antonyms.antonyms_of(denied)
    return _uses(premise, denied) == "denied" or any(antonyms.stem(w) in contrary for w in words(premise))


def _stem(word: str) -> str:
    return antonyms.stem(word.split("'")[0])  # "board's" is "board"


def _uses(text: str, word: str) -> str:
    """"asserted" when ``text`` states ``word`` (by its stem) undenied somewhere, "denied" when it only denies it, ""
    when it does not use it."""
    tw = words(text)
    first, _ = negation_marks(tw)
    uses = [j for j, x in enumerate(tw) if antonyms.stem(x) == antonyms.stem(word)]
    if any(j not in first for j in uses):
        return "asserted"
    return "denied" if uses else ""

"""What a step adds to its sentence, or leaves out of what the sentence denies: no support either way.

Part of the deterministic checks (:mod:`gechat.entail.conflicts`), which name these in ``missing`` and let
neither side be contested by the model (``can_contest``):

* :func:`added_detail`: the step is the sentence's words, in their order, with a modifier or two more ("The
  council approved a new cycle lane" / "... a new *protected* cycle lane"): it says more than the sentence.
  A small model reads the added word as a conflict (0.77 and 0.99 for "protected", "voluntary").
* :func:`denied_narrower`: the step is the sentence without a word or two inside its denial ("The shop does
  not sell *refurbished* laptops" / "The shop does not sell laptops"): what is denied of a narrower thing
  need not be denied of the thing.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from gechat.entail.negation import negation_marks
from gechat.entail.quantities import MONTHS, NEGATIONS, NUMBER_WORDS, SCALES, UNITS, singular, words
from gechat.text import content_words, fold


def _owner_fold(word: str) -> str:
    """``fold`` with a possessive dropped, so that "the student's thesis" names the student."""
    return fold(word[:-2] if word.endswith("'s") else word)


def _same_denials(premise: str, hypothesis: str) -> bool:
    return Counter(w for w in words(premise) if w in NEGATIONS) == Counter(w for w in words(hypothesis) if w in NEGATIONS)


#: words that make a sentence exclusive, so that a detail added to it can contradict it ("sells only new laptops")
_EXCLUSIVE = re.compile(r"\b(?:only|solely|exclusively|just|alone|sole)\b", re.IGNORECASE)
#: the most words a step may add to the sentence's and still be read as the sentence with a detail added
ADDED_WORDS = 3


def added_detail(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The words the step adds when it is the sentence's words, in their order, with up to ``ADDED_WORDS`` more and
    no figure more
    ("The council approved a new cycle lane" / "... a new *protected* cycle lane"), with the same denials; else
    "". Such a step says more than the sentence, which therefore cannot support it, nor contradict it: a small
    model reads the added word as a conflict (0.77 and 0.99 for "protected", "voluntary"). A sentence that
    says "only" is left to the model: "sells only new laptops" / "sells only new and refurbished laptops"."""
    if _EXCLUSIVE.search(premise) or not _same_denials(premise, hypothesis):
        return ""
    p_list, h_list = _detail_words(premise), _detail_words(hypothesis)
    extra = Counter(h_list) - Counter(p_list)
    if not p_list or not extra or sum(extra.values()) > ADDED_WORDS or not _within(p_list, h_list) \
            or any(ch.isdigit() for w in extra for ch in w):
        return ""
    # only modifiers: "a *voluntary* recall", not a verb or a noun that says the same ("a woman *holding* a bag",
    # "a *pair* of sunglasses") or a modal's paraphrase ("could escape" / "*needed* to escape")
    added = [t for t in parse(hypothesis) if _owner_fold(t.lower_) in extra]
    if not added or any(t.dep_ not in _MODIFIERS or t.lower_ in _PRIVATIVE for t in added):
        return ""  # not a modifier, or one that takes back what the noun says ("former", "fake"): the model's
    # what holds of all laptops, or is denied or banned of them, holds of refurbished ones: the step may follow
    heads = {_owner_fold(t.head.lower_) for t in added}
    for u in parse(premise):
        if _owner_fold(u.lower_) in heads and _governed(u):
            return ""
    return " ".join(dict.fromkeys(_owner_fold(t.lower_) for t in added))


def _governed(noun) -> bool:
    """Is ``noun`` said of all of its kind, or denied or banned ("all employees", "does not sell laptops", "banned
    cars")? Then what the sentence says of it holds of a narrower kind too, and the step may follow."""
    if any(c.dep_ in ("det", "predet") and c.lower_ in _ALL for c in noun.children):
        return True
    verb, steps = noun.head, 0
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i and steps < 3:
        verb, steps = verb.head, steps + 1
    return any(c.dep_ == "neg" for c in verb.children) or verb.lemma_.lower() in _BANS


#: what a word added to the sentence's may be to count as a detail
_MODIFIERS = frozenset({"amod", "advmod", "compound", "npadvmod", "nmod", "quantmod"})
#: modifiers that take back what their word says, so that the step may contradict the sentence
_PRIVATIVE = frozenset("former fake false falsely alleged allegedly barely hardly wrongly mock pseudo so-called would-be "
                       "ex non counterfeit imitation fictional virtual".split())
#: what says something of all of a kind ("all employees", "no guests"), and the verbs that ban it
_ALL = frozenset("all every each any no".split())
_BANS = frozenset("ban prohibit forbid outlaw bar".split())
#: adverbs that stress a denial without narrowing it ("did not *actually* resign")
_EMPHATIC = frozenset("actually really even ever simply just truly".split())
#: words that, denied, say the rest holds: "does not *merely* sell laptops" (it sells them)
_RESTRICTIVE = frozenset("merely solely exclusively alone only".split())


def _within(short: list[str], long: list[str]) -> bool:
    """Are the words of ``short`` those of ``long`` in the same order, with words left out between them?"""
    rest = iter(long)
    return all(w in rest for w in short)


def _detail_words(text: str) -> list[str]:
    """The content words of ``text`` without the words of its figures ("percent", "pounds", "million", "May"):
    a figure written another way ("55%" / "55 percent") is notation's, not a detail."""
    return [w for w in content_words(text, _owner_fold) if w not in UNITS and singular(w) not in UNITS
            and w not in SCALES and w not in NUMBER_WORDS and w not in MONTHS
            and w not in ("percent", "cent", "maximum", "minimum")]  # "at most $5,000" is "a maximum of $5,000"


def denied_narrower(premise: str, hypothesis: str) -> str:
    """The words the step leaves out of what the sentence denies, when it is the sentence's words, in their order,
    without up to ``ADDED_WORDS`` of them, all inside the denial: "The shop does not sell *refurbished* laptops" does not say
    "The shop does not sell laptops" (what holds of a thing holds of a narrower one, what is denied of a narrower
    one need not be denied of the thing); "" otherwise."""
    if not _same_denials(premise, hypothesis) or not any(w in NEGATIONS for w in words(premise)):
        return ""
    p_list = [w for w in _detail_words(premise) if w not in _EMPHATIC]
    h_list = _detail_words(hypothesis)
    dropped = Counter(p_list) - Counter(h_list)
    if not h_list or not dropped or sum(dropped.values()) > ADDED_WORDS or not _within(h_list, p_list) \
            or set(dropped) & _RESTRICTIVE:
        return ""
    low = words(premise)
    _, scope = negation_marks(low)
    inside = {_owner_fold(w) for k, w in enumerate(low) if k in scope}
    return " ".join(dropped) if all(w in inside for w in dropped) else ""

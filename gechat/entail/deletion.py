"""A step that is its sentence with modifiers left out: "The small family-run bakery on the corner has sold
bread since 1921." says "The bakery has sold bread since 1921."

A small NLI model can read such a pair as a contradiction (0.73 with the shipped one): the step looks
different although it only says less. ``modifiers_dropped(premise_doc, hypothesis_doc)`` reads the two
parses: the step's words must be the sentence's words in the same order, and every word left out must
belong to a whole modifier that can go without changing what the rest says:

* an adjective, a noun or name modifying a noun ("small", "stone"), a phrase or clause after a noun
  ("on the corner", "which opened in 1990"), an apposition;
* a phrase of the verb ("after a long debate", "last summer", "by the council"), a manner adverb
  ("narrowly");

and only where leaving it out keeps the claim true (the sentence states it, it denies nothing, and the
noun it modifies is not counted by "no", "every", "few" and the like, nor singled out: "the tallest
building in Europe" is not "the tallest building"). Words that change what is claimed are never left out:
negations, quantifiers, hedges, numbers' bounds, and modifiers that deny their noun ("a fake passport",
"the former minister", "the alleged fraud").
"""

from __future__ import annotations

from gechat.entail.hedges import CONDITIONS, HEDGE_ADVERBS
from gechat.entail.quantities import NEGATIONS

#: dependencies of a modifier that may be left out, by the part of speech of the word it modifies
_NOUN_MODIFIERS = frozenset({"amod", "compound", "prep", "relcl", "acl", "appos", "npadvmod", "poss"})
_VERB_MODIFIERS = frozenset({"prep", "agent", "npadvmod", "advmod", "advcl"})
#: modifiers that deny or doubt their noun: "a fake passport" is no passport
PRIVATIVE = frozenset("fake former alleged would-be mock so-called pseudo imitation counterfeit false virtual "
                      "potential possible supposed ex apparent fictional hypothetical artificial toy proposed "
                      "planned intended suspected presumed purported imaginary nominal failed attempted "
                      "draft unofficial rumoured rumored".split())
#: adverbs that change how much of the claim holds ("nearly won" did not win)
_SCALING_ADVERBS = HEDGE_ADVERBS | frozenset(
    "hardly barely scarcely nearly almost partly partially rarely seldom only merely mostly largely virtually "
    "practically roughly approximately mainly just even still already not never".split())
#: words that make a noun's modifiers restrict a count or a claim about all of it
_DOWNWARD = frozenset("no few every all each any neither none".split())
#: words that single out one of a kind, whose modifiers then say which one ("the first woman in space")
_SINGLING = frozenset("first last only sole next previous best worst".split())
#: prepositions whose phrase is part of what is claimed, not a detail of it
_BOUND_PREPOSITIONS = frozenset({"than", "except", "but", "instead", "unlike", "besides"})


def may_have_dropped(premise_words: list[str], hypothesis_words: list[str]) -> bool:
    """The cheap test before any parse: the step's words are fewer and are the sentence's, in order."""
    if len(hypothesis_words) >= len(premise_words):
        return False
    it = iter(premise_words)
    return all(w in it for w in hypothesis_words)


def modifiers_dropped(premise_doc, hypothesis_doc) -> bool:
    """Is the step the sentence with whole modifiers left out, where leaving them out keeps it true?"""
    p = [t for t in premise_doc if not t.is_punct]
    h = [t for t in hypothesis_doc if not t.is_punct]
    if len(h) < 3 or len(h) >= len(p) or not any(t.pos_ in ("VERB", "AUX") for t in h):
        return False
    if any(t.dep_ == "neg" or t.lower_ in NEGATIONS for t in premise_doc):
        return False
    kept = _aligned(p, h)
    if kept is None:
        return False
    dropped = [t for t in p if t.i not in kept]
    return bool(dropped) and all(_droppable(t, kept) for t in dropped)


def _aligned(p: list, h: list) -> set[int] | None:
    """Indexes of the sentence's tokens that the step's tokens match, in order (leftmost), or None."""
    kept, k = set(), 0
    for t in h:
        while k < len(p) and p[k].lower_ != t.lower_:
            k += 1
        if k == len(p):
            return None
        kept.add(p[k].i)
        k += 1
    return kept


def _droppable(t, kept: set[int]) -> bool:
    """Is ``t`` inside a whole modifier that is left out and may be (see the module's text)?"""
    if t.lower_ in PRIVATIVE or t.lower_ in _SCALING_ADVERBS or t.lower_ in _DOWNWARD or t.lower_ in NEGATIONS:
        return False
    top = t
    while top.head.i not in kept:
        if top.head.i == top.i:
            return False  # the sentence's main word itself is left out
        top = top.head
    if any(x.i in kept for x in top.subtree):
        return False  # only part of the modifier is left out
    if any(x.lower_ in PRIVATIVE or x.lower_ in _SCALING_ADVERBS for x in top.subtree):
        return False
    head = top.head
    if top.dep_ in ("det", "predet", "nummod", "quantmod", "neg", "aux", "auxpass", "cc", "conj", "mark"):
        return False
    if top.dep_ == "prep" and top.lower_ in _BOUND_PREPOSITIONS:
        return False
    if top.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in CONDITIONS for c in top.children):
        return False  # "if the council approves, the park will open" does not say that it will
    if head.pos_ in ("NOUN", "PROPN", "PRON"):
        if top.dep_ not in _NOUN_MODIFIERS:
            return False
        if any(c.lower_ in _DOWNWARD or c.lower_ in _SINGLING or c.tag_ in ("JJS", "RBS") for c in head.children):
            return False  # "no new members", "the tallest building in Europe"
        return True
    if head.pos_ in ("VERB", "AUX", "ADJ"):
        if top.dep_ == "advmod" and not top.lower_.endswith("ly"):
            return False  # "once", "still", "here": not a manner
        return top.dep_ in _VERB_MODIFIERS
    return False

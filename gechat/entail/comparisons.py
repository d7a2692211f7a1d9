"""Comparisons with "than": what is compared with what, and in which direction.

A small NLI model reads "Wholesale electricity was cheaper in Norway than in Germany" as entailing "...cheaper
in Germany than in Norway" (0.90 with the shipped judge), and "the new inhaler relieved symptoms faster than
the standard inhaler" as contradicting "the standard inhaler relieved symptoms more slowly than the new
inhaler" (0.99): the two sides of a comparison hold the same words in other places. ``turned(premise_doc,
hypothesis_doc)`` reads each sentence's one comparison from the parse:

* its **direction**: the comparative's base and sign ("cheaper" is (cheap, +), "more slowly" (slow, +),
  "less expensive" (expensive, -), "more freight" (much, +), "fewer" (much, -)); two directions are the same,
  opposite (the same base with the other sign, or antonyms with the same sign: "cheaper" / "more
  expensive"), or unknown;
* its **sides**: the words of the phrase "than" takes (the thing compared with), and the words before "than".

It returns "swapped" when the step's thing compared with is one the sentence names before its "than" and the
other way round, with the same direction (a conflict: :func:`gechat.entail.conflicts.find_conflict`), and
"converse" when they are swapped with the opposite direction (the same claim:
:func:`gechat.entail.conflicts.restatement`); "" otherwise.
"""

from __future__ import annotations

from gechat.entail import antonyms

_CONTENT = {"NOUN", "PROPN", "ADJ", "NUM"}
_MORE, _LESS = {"more", "greater"}, {"less", "fewer"}


def _comparison(doc):
    """(base, sign, words before "than", words of what "than" takes) of the one comparison of ``doc``, or None."""
    thans = [t for t in doc if t.lower_ == "than"]
    if len(thans) != 1:
        return None
    than = thans[0]
    comp = next((t for t in reversed(doc[: than.i]) if t.tag_ in ("JJR", "RBR")), None)
    if comp is None or than.i - comp.i > 6:
        return None
    word = comp.lower_
    if word in _MORE | _LESS:
        sign = 1 if word in _MORE else -1
        graded = comp.head if comp.dep_ == "advmod" and comp.head.pos_ in ("ADJ", "ADV") else None
        base = _base(graded.lemma_) if graded is not None else "much"
    else:
        sign, base = 1, _base(comp.lemma_ if comp.lemma_.lower() != word else word)
    before = {antonyms.stem(t.lemma_) for t in doc[: than.i] if t.pos_ in _CONTENT}
    objects = [c for c in than.children if c.dep_ == "pobj"] or [
        g for c in than.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"]  # "than in Leeds"
    compared_with = {antonyms.stem(t.lemma_) for o in objects for t in o.subtree if t.pos_ in _CONTENT}
    return base, sign, before, compared_with


def _base(word: str) -> str:
    """The stem of an adjective or of the adverb made from it ("slowly" is "slow", "easily" "easy")."""
    w = word.lower()
    if w.endswith("ily") and len(w) > 5:
        w = w[:-3] + "y"
    elif w.endswith("ly") and len(w) > 4:
        w = w[:-2]
    return antonyms.stem(w)


def _direction(a: tuple[str, int], b: tuple[str, int]) -> int:
    """1 when two (base, sign) directions are the same, -1 when opposite, 0 when unknown."""
    (a_base, a_sign), (b_base, b_sign) = a, b
    if a_base == b_base:
        return 1 if a_sign == b_sign else -1
    if b_base in antonyms.antonyms_of(a_base) or a_base in antonyms.antonyms_of(b_base):
        return -1 if a_sign == b_sign else 1
    return 0


def turned(premise_doc, hypothesis_doc) -> str:
    """"swapped", "converse" or "" (see the module's text)."""
    p, h = _comparison(premise_doc), _comparison(hypothesis_doc)
    if p is None or h is None:
        return ""
    direction = _direction(p[:2], h[:2])
    (p_before, theirs), (h_before, mine) = p[2:], h[2:]
    if not direction or not theirs or not mine or theirs == mine:
        return ""
    # each thing compared with, word for word, stands before the other's "than" ("the boy ... than the tall
    # girl" is not "the girl ... than the tall boy"), and not before its own
    if theirs <= h_before and mine <= p_before and not theirs <= p_before and not mine <= h_before:
        return "swapped" if direction > 0 else "converse"
    return ""

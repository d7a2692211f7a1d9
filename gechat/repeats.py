"""Sentences that say the same, or one that says all another says and more, among an extractive answer's items.

A document often says a thing twice: in its summary and in its body, in other joining words ("… compromises that are
easily preventable." / "… that were easily preventable."). :func:`said` gives what a sentence says for telling such
repeats apart, so :mod:`gechat.extractive` quotes one of them. A summary's sentence may also say only part of what
the body says: "Mobile devices typically need to support multiple security objectives." against the body's "…
multiple security objectives: confidentiality, integrity, and availability." (:func:`says_more`); the fuller one takes
the shorter one's place among the answer items (:func:`fuller_first`), so the list or the time asked for is the first
item, not the second.
"""

from __future__ import annotations

import re

from gechat.text import fold, tokens


#: a footnote's mark glued to a word or after its stop ("… operating systems.5", "… on each host to be patched7,"),
#: which a summary's copy of the sentence does not carry
_FOOTNOTE = re.compile(r"(?<=[a-z]{3}[.,;:)”\"])\d{1,2}(?=\s|$)|(?<=[a-z]{3})\d{1,2}(?=[\s.,;:]|$)")


def said(text: str) -> tuple[str, ...]:
    """What ``text`` says, for telling repeats apart: its words in order, in the singular, but the ones that only join
    or place them (articles, forms of "be", "that", "also", how often) and footnote marks. A document that says a thing twice so ("… compromises that are easily
    preventable." in its summary, "… that were easily preventable." in its body; "Also, organizations should …" /
    "Organizations should also …") is quoted once; "before" / "after", "must" / "may", "all" / "some", a denial or
    the doers swapped keep two sentences apart."""
    return tuple(fold(w) for w in tokens(_FOOTNOTE.sub("", text)) if w not in _JOINING)  # the singular: a summary's
    # "operating system" and its body's "operating systems" say the same


#: words that only join or place the others (:func:`said`), and the hedges of how often that a summary and its body
#: trade ("… (often from the same vendor …)" / "… (sometimes from the same vendor …)": one passage, quoted once)
_JOINING = frozenset("a an the is are was were be been being that which also often sometimes usually typically "
                     "generally commonly frequently normally".split())
#: words that turn, hedge or date what a sentence says, which a fuller sentence may not add (:func:`says_more`)
_TURNING = frozenset("not no never nor without except unless cannot seldom rarely instead but however although "
                     "though yet previously formerly once until no longer may might could would should must can only "
                     "if fail fails failed".split())


def says_more(short: str, full: str) -> bool:
    """Does ``full`` say everything ``short`` says and more: :func:`said`'s words of ``short`` (four or more) one
    run of ``full``'s, with words before it or after it only, some more than a label of its place (:data:`_LABELS`:
    "Section 3.4.4: …" says no more), none that turns, hedges or dates it (:data:`_TURNING`, and any "…n't")? "Mobile devices typically need to support multiple security objectives: confidentiality,
    integrity, and availability." says more than its summary's "Mobile devices typically need to support multiple
    security objectives."; "Before designing and deploying mobile device solutions, organizations should develop
    system threat models …" more than "Organizations should develop system threat models …"; "Patients in the
    control group receive placebo instead of oxytocin after delivery." not more than "Patients receive oxytocin
    after delivery."."""
    a, b = said(short), said(full)
    if len(a) < 4 or len(b) <= len(a):
        return False
    at = next((i for i in range(len(b) - len(a) + 1) if b[i:i + len(a)] == a), None)
    if at is None:
        return False
    added = b[:at] + b[at + len(a):]
    return any(w.isalpha() and w not in _LABELS for w in added) and \
        not any(w in _TURNING or w.endswith(("n't", "n\u2019t")) for w in added)


#: words that only label a sentence's place, which say nothing more ("Section 3.4.4: Organizations should …")
_LABELS = frozenset("section sections chapter part appendix table figure step item note see page title".split())


def fuller_first(chosen: list) -> list:
    """``chosen`` (score and candidate pairs, best first) with each one that a later one says more than
    (:func:`says_more`) replaced by that later one, in its place: the fuller sentence answers what the shorter one
    only announces (a list's items, a time), and the shorter would repeat it."""
    out = list(chosen)
    for i in range(len(out)):
        j = next((j for j in range(i + 1, len(out))
                  if says_more(out[i][1].sentence.text, out[j][1].sentence.text)), None)
        if j is not None:
            out[i] = out.pop(j)
    return out

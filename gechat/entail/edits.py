"""A step that is the sentence with two of its parts traded places around words that tie each part to its role.

"It was founded in 1988 by editor Phil Semas and then managing editor Stacy Palmer." / "It was founded in 1988 by
editor Stacy Palmer and then managing editor Phil Semas.": every word of the step stands in the sentence, in almost
the same order, so word overlap and the NLI model read it as entailed (0.97 before this check). The same with doses
("etoricoxib 90 mg once daily, or naproxen 500 mg twice daily" / "etoricoxib 500 mg twice daily, or naproxen 90 mg
once daily"), the two arms of a comparison ("Treatment with caspofungin resulted in 0.40 additional QALYs saved in
comparison with liposomal amphotericin B." / "Treatment with liposomal amphotericin B resulted in 0.40 additional
QALYs saved in comparison with caspofungin.") and the doers of two acts ("An experienced psychiatrist diagnosed …
and a clinical psychologist conducted …" / "A clinical psychologist diagnosed … and an experienced psychiatrist
then conducted …").

How it is read, on words alone (:func:`transposed`): the step is aligned with the sentence word by word; every
stretch where they differ must be a word the step leaves out, a function word or comma either adds, or one of a
pair of stretches that trade places (each stretch's content words in the other's place, covering at least half of
them: a part may lose a bracketed figure). A pair counts when the words between its two stretches in the sentence
hold a content word that is not itself a word of pairing ("and", "with", "compared", "versus" …): that word ties
each part to its role. Not read: a relation that holds both ways ("partner", "colleague", "twin", "married",
"between", "next to", "as tall as", "as did", "shared the prize with", "merged with", "34 km from" …), a list told in
another order ("blue, white and red"), a change of voice ("by" on one side only) or of a turning preposition the step
adds ("leased … from" / "leased … to"), a comparison with "than" (:mod:`gechat.entail.comparisons` reads it), a
sentence that denies ("Harcastle have never beaten Ostwick" / "Ostwick have never beaten Harcastle": no conflict),
nor two clauses told in the other order ("Amsterdam was settled by the Dutch, Geneva by the Swiss" / "Geneva was
settled by the Swiss, Amsterdam by the Dutch": two pairs, the first at the sentence's start). Run alone over the 59,123
table and NLI pairs of session 80 it fires on 28 contradictions and one neutral pair whose swap is false in fact
("When Ana Ruiz took over the company from her father, Tom Ruiz, …" / "Tom Ruiz took over the company from Ana
Ruiz."), on no entailment.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[A-Za-z][\w'\u2019\-]*|[^\w\s]")

#: words that carry no part of a role: a stretch of them only, added or changed, is no difference
FUNCTION = frozenset("the a an of by for in on at to was were is are be been that which who those these this its "
                     "their his her than with and then".split())
#: words that pair two parts without giving either a role: a swap around only these says the same thing
PAIRING = FUNCTION | frozenset("or nor between both either neither versus vs v compared comparing as well together "
                               "like also plus respectively while whereas but did does do too so".split())
#: words of a relation that holds both ways: a swap around them says the same thing
BOTH_WAYS = frozenset("partner partners colleague colleagues twin twins sibling siblings cousin cousins friend friends "
                      "neighbour neighbours neighbor neighbors married spouse met tied drew versus vs between similar "
                      "same equal alongside together rival rivals ally allies close affiliate affiliates next near "
                      "adjacent beside border bordered borders bordering twinned sister brother correlated associated "
                      "consistent parallel".split())
#: a relation told with "with" holds both ways ("shared the prize with", "merged with", "corresponded with") unless
#: it compares ("in comparison with", "compared with")
_COMPARING = ("compar", "than", "more", "less", "additional", "higher", "lower", "better", "worse")
#: a comparison ("than") is read by :mod:`gechat.entail.comparisons`; a denial's converse is no conflict ("Harcastle
#: have never beaten Ostwick" / "Ostwick have never beaten Harcastle")
_LEFT_TO_OTHERS = frozenset({"than", "not", "never", "no", "n't", "nor", "neither"})
#: prepositions that turn a relation round ("leased from" / "leased to"): one the step adds is no swap of parts
TURNING = frozenset({"from", "to", "by", "for"})


def _tokens(text: str) -> list[str]:
    return [t.lower().replace("\u2019", "'") for t in _TOKEN.findall(text)]


def _content(tokens) -> tuple[str, ...]:
    return tuple(w for w in tokens if w[0].isalnum() and w not in FUNCTION)


def _within(small: tuple, big: tuple) -> bool:
    """Is ``small`` a run of ``big``'s words, holding at least half of them?"""
    n = len(small)
    return n > 0 and 2 * n >= len(big) and any(big[k:k + n] == small for k in range(len(big) - n + 1))


def transposed(premise: str, hypothesis: str) -> str:
    """The reason the step trades two parts of the sentence around words that tie each to its role, or ""."""
    p, h = _tokens(premise), _tokens(hypothesis)
    if _LEFT_TO_OTHERS & set(p) or any(w.endswith("n't") for w in p):
        return ""
    if ("by" in p) != ("by" in h) or (TURNING & set(h)) - set(p):
        return ""  # a change of voice, or a turning preposition of the step's own, turns the roles round with the words
    ops = [op for op in SequenceMatcher(None, p, h, autojunk=False).get_opcodes() if op[0] != "equal"]
    if not 2 <= len(ops) <= 8:
        return ""
    stretches = []  # (the sentence's content words, the step's content words, start and end in the sentence)
    for tag, a1, a2, b1, b2 in ops:
        if tag == "delete" or not _content(h[b1:b2]):
            continue  # words the step leaves out, or a function word or comma it adds or changes
        if tag == "insert":
            return ""  # a content word the sentence does not have
        stretches.append((_content(p[a1:a2]), _content(h[b1:b2]), a1, a2))
    pairs = [(i, j) for i, (mine, said, _, _) in enumerate(stretches) for j in range(i + 1, len(stretches))
             if mine != stretches[j][0] and _within(said, stretches[j][0]) and _within(stretches[j][1], mine)]
    paired = {k for pair in pairs for k in pair}
    if not pairs or len(paired) != len(stretches):
        return ""  # a stretch of the step's that is no part of the sentence moved
    if len(pairs) > 1 and not _content(p[:stretches[min(paired)][2]]):
        return ""  # "Amsterdam was settled by the Dutch, Geneva by the Swiss": the clauses told in the other order
    for i, j in pairs:
        between = p[stretches[i][3]:stretches[j][2]]
        if {"did", "does", "too"} & set(p[stretches[j][3]:stretches[j][3] + 2]) or {"did", "does"} & set(between):
            continue  # "Yale rejected her application, and Harvard did too", "…, and so did heparin": one act of both
        if BOTH_WAYS & set(between) or "as" in between:
            continue  # a relation both ways, "as tall as", "as did heparin"
        if between[-1:] == ["with"] and not any(w.startswith(_COMPARING) for w in between):
            continue  # "shared the 1903 Nobel Prize with", "merged with"
        if between[-1:] == ["from"] and any(w[0].isdigit() for w in between):
            continue  # "Dover is 34 km from Calais"
        if "," in between and sum(w[0].isalnum() and w not in ("and", "or") for w in between) <= 2:
            continue  # a list told in another order: "blue, white and red" / "red, white and blue"
        if any(w[0].isalnum() and w not in PAIRING for w in between):
            written = _TOKEN.findall(premise)  # the sentence's words as it writes them, for the reason
            first, second = (" ".join(written[n] for n in range(stretches[k][2], stretches[k][3])
                                      if p[n][0].isalnum() and p[n] not in FUNCTION) for k in (i, j))
            return f"the step trades '{first}' and '{second}' around what ties each to its role in the sentence"
    return ""


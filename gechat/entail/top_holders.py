"""A first place the sentence gives one thing, claimed by the step for another: "… with Edinburgh recording the
sharpest drop (22%) and Aberdeen the smallest (3%)" / "Aberdeen recorded the sharpest fall in mortgage approvals"
(0.89 entailed by the model); "With 2.4 million residents, Port Selim is the country's largest city, although the
capital is the inland city of Darbek" / "Darbek is the largest city in the country".

:func:`other_holder` reads the step's one superlative ("the sharpest fall", "the country's largest city") and its
holder, the subject of the verb the superlative hangs from (spaCy's parse), and the sentence's one superlative of the
same word, with a noun of the same kind ("drop" and "fall" are one; none on either side is the clause's measure) and
its holder. It gives the reason when neither holder's words hold the other's ("Newport's Royal Hall" is not
"Cardiff's Grand Hall"), the step's holder is named in the sentence, and
the step says nothing else the sentence does not. A rank ("the second largest", "one of the largest") is
:mod:`gechat.entail.ranks`'s; a denied, hedged or other-time step is not read.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.text import content_words, stem, stem_among

#: a superlative with what may stand before it ("the", an owner: "the country's") and its noun
_SUP = re.compile(r"\b(?:the|its|their|[\w-]+['’]s)\s+(?:[\w-]+['’]s\s+)?(?P<sup>(?:most|least)\s+[a-z]+|[a-z]{3,}est)\b"
                  r"(?:\s+(?P<noun>[a-z]+)(?:\s+(?P<noun2>[a-z]+))?)?", re.IGNORECASE)
#: words in -est that are no superlative
_NOT_SUP = frozenset("interest forest west guest test request protest harvest nest chest rest honest modest arrest "
                     "suggest latest contest manifest digest invest quest conquest priest".split())
#: nouns that name one measure
_SAME_NOUN = {"drop": "fall", "fall": "fall", "decline": "fall", "decrease": "fall", "reduction": "fall", "cut": "fall",
              "rise": "rise", "increase": "rise", "growth": "rise", "gain": "rise", "jump": "rise"}
_RANKED = re.compile(r"\b(?:second|third|fourth|fifth|2nd|3rd|4th|5th|one\s+of|among|not|n't|never|no)\s+(?:the\s+)?"
                     r"(?:[\w-]+['’]s\s+)?$", re.IGNORECASE)
_HEDGED = re.compile(r"\b(?:not|n't|never|may|might|could|would|will|likely|expected|perhaps|possibly|one\s+of|among|"
                     r"second|third|after|behind|followed|outside|except)\b", re.IGNORECASE)
_TIME = re.compile(r"\b(?:this|last|next|previous)\s+(?:year|month|week|season|quarter)\b|\b(?:19|20)\d\d\b",
                   re.IGNORECASE)


#: superlatives that say one first place in other words ("the priciest city" is "the most expensive city")
_SAME_SUP = {"priciest": "most expensive", "dearest": "most expensive", "costliest": "most expensive",
             "cheapest": "least expensive", "biggest": "largest", "busiest": "most busy"}


def _same_sup(a: str, b: str) -> bool:
    canon = lambda s: _SAME_SUP.get(re.sub(r"\s+", " ", s.lower()), re.sub(r"\s+", " ", s.lower()))  # noqa: E731
    return canon(a) == canon(b)


def _sups(text: str) -> list[re.Match]:
    return [m for m in _SUP.finditer(text) if m.group("sup").lower() not in _NOT_SUP
            and not _RANKED.search(text[: m.start("sup")])]


_NOT_NOUN = frozenset("in of at on for with and by to from than since as last this that was were is are".split())


def _noun(m: re.Match) -> str:
    """The superlative's noun, the head of two ("bingo hall": hall), as one of its kind ("drop" and "fall" are one)."""
    noun = (m.group("noun") or "").lower()
    if m.group("noun2") and m.group("noun2").lower() not in _NOT_NOUN and noun not in _NOT_NOUN:
        noun = m.group("noun2").lower()
    return _SAME_NOUN.get(noun, stem(noun)) if noun and noun not in ("in", "of", "at", "on", "for", "with", "and") \
        else ""


def _holder(doc, at: int) -> list:
    """The subject of the verb the token at character ``at`` hangs from, as its subtree's tokens, or []."""
    tok = next((t for t in doc if t.idx <= at < t.idx + len(t.text)), None)
    sup, seen = tok, 0
    while tok is not None and seen < 8:
        subjects = [c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")]
        if subjects:
            held = list(subjects[0].subtree)
            if sup in held:  # "The most popular dish was curry": the superlative is the subject, its holder the
                # copula's other side
                held = next((list(c.subtree) for c in tok.children if c.dep_ in ("attr", "acomp")), [])
            cut = next((i for i, t in enumerate(held) if t.text in ",;(" and i), len(held))
            return held[:cut]  # "curry, ordered by 40% of diners": the holder, not its aside
        if tok.head is tok:
            return []
        tok, seen = tok.head, seen + 1
    return []


def _clause_of(text: str, at: int) -> str:
    """The clause of ``text`` that holds the character at ``at`` (split at semicolons, "while", "whereas", "but",
    "although")."""
    start = 0
    for m in _CLAUSE.finditer(text):
        if m.start() > at:
            return text[start: m.start()]
        start = m.end()
    return text[start:]


#: words before a sentence's superlative that make it no fact the sentence gives
_WHILE_THEN = re.compile(r"\b(?:until|till|formerly|previously|once|used\s+to|no\s+longer)\b", re.IGNORECASE)
_CLAIMED = re.compile(r"\b(?:claim\w*|disput\w*|describ\w*|call\w*|den(?:y|ies|ied)|not|n't|never|whether|if|may|might|could|would|"
                      r"allegedly|reportedly|supposedly|believed|thought|said\s+to|hope\w*|aim\w*|plan\w*|bid)\b",
                      re.IGNORECASE)
_OUTSIDE = re.compile(r"\b(?i:outside|except)\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*")
_CLAUSE = re.compile(r";|\b(?:while|whereas|but|although)\b", re.IGNORECASE)


def other_holder(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step gives another holder the first place the sentence gives one, or "" (module text)."""
    mine = _sups(hypothesis)
    scope = _OUTSIDE.search(hypothesis)  # "the priciest city outside London", where the sentence says "outside London"
    if len(mine) != 1 or _HEDGED.search(hypothesis if not scope or scope.group(0).lower() not in premise.lower()
                                         else hypothesis.replace(scope.group(0), " ")):
        return ""
    if any(w.lower() not in premise.lower() for w in _TIME.findall(hypothesis)):
        return ""  # another time
    theirs = [m for m in _sups(premise) if _same_sup(m.group("sup"), mine[0].group("sup"))]
    if len(theirs) != 1:
        return ""
    a, b = _noun(mine[0]), _noun(theirs[0])
    if a and b and a != b:
        return ""  # "the largest employer" / "the largest city": other ranks
    step_holder = _holder(parse(hypothesis), mine[0].start("sup"))
    their_holder = _holder(parse(premise), theirs[0].start("sup"))
    own = lambda toks: {w for w in content_words(" ".join(t.text for t in toks), stem)}  # noqa: E731
    h, p = own(step_holder), own(their_holder)
    said = set(content_words(premise, stem))
    if not h or not p or h <= p or p <= h or not h <= said or p <= set(content_words(hypothesis, stem)):
        return ""
    rest = set(content_words(hypothesis, stem)) - h - set(content_words(mine[0].group(0), stem))
    clause = _clause_of(premise, theirs[0].start())
    own = set(content_words(clause, stem))
    if not all(stem_among(w, own) for w in rest):
        return ""  # a word the superlative's clause does not say: another scope or measure ("By area, Tarsk is the
        # largest city …; by population, Belmore is" / "By population, Belmore is the largest city")
    if _CLAIMED.search(clause[: clause.find(theirs[0].group(0))]) or _WHILE_THEN.search(clause):
        return ""  # "Critics dispute the claim that Tarsk is the largest city", "describes the mattress as the most
        # comfortable": no first place the sentence gives; "… was the Halvik paper mill …, until the mill closed in
        # 2019": a first place of another time
    tail = re.split(r"[,;(]", clause[clause.find(theirs[0].group(0)) + len(theirs[0].group(0)):])[0]
    if not set(content_words(tail, stem)) - p <= set(content_words(hypothesis, stem)):
        return ""  # "Tarsk is the largest city in the north of the province" / "Belmore is the largest city in the
        # province": the sentence's first place is in a narrower scope
    spoken = "".join(t.text_with_ws for t in their_holder).strip()
    return f"the sentence gives {theirs[0].group(0).strip()} to {spoken}"

"""A value a sentence gives one thing of a list, given by the step to another thing of the same list.

"… determines that the potential impact from a loss of confidentiality is high, the potential impact from a loss of
integrity is moderate, and the potential impact from a loss of availability is moderate." / "… the potential impact
from a loss of integrity is high." (0.97 entailed before; found by a blind read of NIST FIPS 199): a list of clauses
"<thing> is <value>" that differ in the words that name each thing. ``listed_value_conflict`` finds the clause whose
own words (those no other clause's thing has) the step's thing has, and reads a conflict where the step gives it a
value the sentence gives only to another thing of the list, the values of one scale or state (:data:`_LEVELS`: "high",
"moderate"; "open", "closed"; not "The kitchen is spacious and the garden is beautiful" / "The kitchen is beautiful").
Not a denied clause, a value of several words or a figure (the figure checks' own), nor a step whose thing names words of two clauses. Part of the deterministic conflict checks
(:mod:`gechat.entail.conflicts`).

``listed_count_conflict`` reads the same of counts with what they have: "Two hundred and sixty infertile women (184
with unexplained infertility, 76 with CC-resistant polycystic ovary syndrome) …" / "… 76 had unexplained infertility
and 184 had CC-resistant polycystic ovary syndrome" (the model read the swap as 0.99 entailed once the step's "260"
was written as the sentence writes it; the parallel-clause reading needs two clauses with verbs).
"""

from __future__ import annotations

import re

from gechat.text import stem, word_stems

_COPULA = r"(?:is|are|was|were)"
_CLAUSE = re.compile(rf"^(?P<thing>.+?)\s+{_COPULA}\s+(?:(?:rated|judged|assessed|considered|deemed)\s+)?"
                     r"(?P<value>[A-Za-z][A-Za-z-]*)\s*[.;]?\s*$", re.IGNORECASE)
_SPLIT = re.compile(r"\s*(?:;|,\s*(?:and\s+|while\s+|whereas\s+)?|\s+and\s+|\s+while\s+|\s+whereas\s+)\s*",
                    re.IGNORECASE)
_THAT = re.compile(r"^.*?\bthat\s+", re.IGNORECASE)
#: values of one scale or state, of which a thing has one ("high", "moderate", "low"; "open", "closed"): two things
#: may both be "beautiful", but not both "high" and "moderate" of one measure
_LEVELS = frozenset("high moderate medium low none negligible minimal minor major severe critical serious limited "
                    "open closed shut locked unlocked enabled disabled on off active inactive required optional "
                    "mandatory voluntary permitted prohibited allowed forbidden approved rejected pending complete "
                    "incomplete positive negative yes no true false red amber green public private internal external "
                    "confidential restricted unrestricted available unavailable".split())


def _clauses(text: str) -> list[tuple[set[str], str]]:
    """(the stems of its thing, its value in lower case) for each "<thing> is <value>" clause of ``text``."""
    out = []
    for part in _SPLIT.split(text.strip()):
        m = _CLAUSE.match(part)
        if m is None or m.group("value").lower() not in _LEVELS or re.search(r"\b(?:not|never|no)\b|n't", part) \
                or not re.search(r"[A-Za-z]{3,}", m.group("thing")):
            continue
        thing = word_stems(_THAT.sub("", m.group("thing")))
        if thing:
            out.append((thing, m.group("value").lower()))
    return out


def listed_value_conflict(premise: str, hypothesis: str) -> str:
    """The reason ``hypothesis`` gives one thing of ``premise``'s list the value of another, or ""."""
    theirs = _clauses(premise)
    if len(theirs) < 2:
        return ""
    mine = _clauses(hypothesis)
    if len(mine) != 1:
        return ""
    thing, value = mine[0]
    own = [t - set().union(*(u for k, (u, _) in enumerate(theirs) if k != i)) for i, (t, _) in enumerate(theirs)]
    named = [i for i, words in enumerate(own) if words and words & thing]
    if len(named) != 1 or not own[named[0]] <= thing:
        return ""  # the step's thing is none of the list's, or names two of them
    said = theirs[named[0]][1]
    others = {stem(v) for k, (_, v) in enumerate(theirs) if k != named[0]}
    if stem(value) == stem(said) or stem(value) not in others or not thing <= set().union(*(t for t, _ in theirs)):
        return ""
    word = " ".join(w for w in re.findall(r"[\w'-]+", hypothesis) if stem(w.lower()) in own[named[0]]) \
        or " ".join(sorted(own[named[0]]))
    return f"the step gives '{word}' the value the sentence gives another of its list; the sentence says '{said}'"


_COUNT = r"(?<![\w.,])(?P<n>\d[\d,]*(?:\.\d+)?)\s+(?:with|had|have|has|were|reported|showed)\s+(?P<what>[^,;()]+?)"
#: a list's counts with what each has, each ending where the next begins ("80 had diabetes and 40 had hypertension")
_COUNTED = re.compile(_COUNT + r"(?=\s+(?:and|or|while|but)\s|[,;()]|\.(?:\s|$)|$)", re.IGNORECASE)
#: a step's count with all it has, up to the next count ("25 had diabetes and hypertension": both)
_COUNTED_WHOLE = re.compile(_COUNT + r"(?=\s+(?:and|or|while|but)\s+\d|[,;()]|\.(?:\s|$)|$)", re.IGNORECASE)


def _counted(text: str, pattern: re.Pattern = _COUNTED) -> list[tuple[str, set[str], str]]:
    """(the count, the stems of what it has, its words) for each "184 with unexplained infertility" of ``text``."""
    return [(m.group("n").replace(",", ""), word_stems(m.group("what")), m.group("what").strip())
            for m in pattern.finditer(text)]


def listed_count_conflict(premise: str, hypothesis: str) -> str:
    """The reason ``hypothesis`` gives what one count of ``premise``'s list has to another of the list's counts, or
    ""."""
    theirs = [(n, w) for n, w, _ in _counted(premise) if w]
    if len({n for n, _ in theirs}) < 2:
        return ""
    own = [w - set().union(*(u for k, (_, u) in enumerate(theirs) if k != i)) for i, (_, w) in enumerate(theirs)]
    counts = {n for n, _ in theirs}
    for n, what, told in _counted(hypothesis, _COUNTED_WHOLE):
        named = [i for i, words in enumerate(own) if words and words & what]
        if len(named) != 1 or n not in counts:
            continue
        said = theirs[named[0]][0]
        if said != n:
            return f"the step gives '{told}' the count {n}; the sentence gives it {said}"
    return ""

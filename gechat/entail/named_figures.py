"""A figure the sentence gives one named thing, given by the step to another named thing the sentence gives its own.

"Halewood Motors said its Ellesmere Port plant built 184,600 cars in 2023, …, while output at its Bursa plant in
Turkey fell to 96,300 after a four-week shutdown" / "The Bursa plant built 184,600 cars in 2023" (0.98 entailed before
this reading). The parallel-clause reading (:mod:`gechat.entail.binding`) needs the two clauses told alike ("… and the
Bursa plant 96,300"); here the clauses may be told in other words, so long as each names its own thing.

:func:`figure_named_otherwise` reads the sentence in clauses (:func:`gechat.entail.changed_by.clause_spans`) and the
names in each (capitalised words past a sentence's first word). For a figure of the step (not a year) that the
sentence gives in exactly one clause, the step names none of that clause's names, and every name it gives stands in
another clause of the sentence that gives a figure of the same kind and unit of another value: the step has moved the
figure from one named thing to another. Not a step that denies or hedges, nor one whose names the sentence does not
give, nor a clause with no name of its own ("…, while the rest 96,300").
"""

from __future__ import annotations

import re

from gechat.entail.antonyms import stem as act_stem
from gechat.entail.changed_by import clause_spans
from gechat.entail.dates import MONTH_NAMES
from gechat.entail.quantities import Quantity, quantities
from gechat.entail.units import close
from gechat.text import content_words

_UNSURE = re.compile(r"\b(?:not|never|no|could|may|might|would|if|expect\w*|forecast\w*|likely|plans?|aims?)\b|n't\b",
                     re.IGNORECASE)
#: capitalised words that name nothing of their own
_PLAIN = frozenset("The A An In On At Of For By From To With And But While Whereas Its Their His Her Our This That "
                   "These Those According Under Over After Before During Since Until As It".split())
_NOT_FIGURES = ("year", "date", "clock", "weekday", "ordinal")
#: words a step may add to a sentence's figure
_LIGHT = frozenset(act_stem(w) for w in "total totalled overall".split())
_TIMES = frozenset(m.lower() for m in MONTH_NAMES) | frozenset(
    "monday tuesday wednesday thursday friday saturday sunday christmas easter".split())


def _names(text: str, first: int = 0) -> set[str]:
    """The capitalised words of ``text`` that name something (not the sentence's first word, ``first`` its offset, nor
    a month or a day, nor a name after "to", "from", "for", "with", "by" or "than": "sold him to a Spanish club" names
    the buyer, not the seller)."""
    return {m.group(0).lower() for m in re.finditer(r"\b[A-Z][\w&-]*", text)
            if m.group(0) not in _PLAIN and m.group(0).lower() not in _TIMES and not (first == 0 and m.start() == 0)
            and not _OTHER_PARTY.search(text[: m.start()])}


#: words after which a name is another party than the holder of a figure
_OTHER_PARTY = re.compile(r"\b(?:to|from|for|with|by|than|against|versus|on)\s+(?:(?:a|an|the|its|their)\s+)?"
                          r"(?:[a-z-]+\s+)?$")


def _alike(p: Quantity, q: Quantity) -> bool:
    return p.kind == q.kind and (p.unit == q.unit or not p.unit or not q.unit)


def _bare(p: Quantity, q: Quantity) -> bool:
    return p.kind == "count" and not p.unit and q.kind not in ("percent", "money")


def figure_named_otherwise(premise: str, hypothesis: str) -> str:
    """The reason the step gives one named thing's figure to another the sentence names with its own (module
    docstring), or ""."""
    if _UNSURE.search(hypothesis):
        return ""
    mine = _names(hypothesis)
    if not mine:
        return ""
    spans = clause_spans(premise)
    clauses = [(premise[a:b], _names(premise[a:b], a), [p for p in quantities(premise[a:b]) if p.kind not in _NOT_FIGURES])
               for a, b in spans]
    plain = lambda text: re.sub(r"['’]s\b", "", text)  # noqa: E731 - "Gazette's"
    said = set(content_words(plain(premise), act_stem))
    if {w for w in content_words(plain(hypothesis), act_stem) if not w[:1].isdigit()} - said - _LIGHT:
        return ""  # "The Asian business cut its headcount by 14%": a measure the sentence does not give
    for q in quantities(hypothesis):
        if q.kind in _NOT_FIGURES:
            continue
        holding = [k for k, (_, _, figures) in enumerate(clauses) if any(_alike(p, q) and close(p.value, q.value)
                                                                         for p in figures)]
        if len(holding) != 1:
            continue
        text, _, figures = clauses[holding[0]]
        at = next((m.start() for p in figures if _alike(p, q) and close(p.value, q.value)
                   for m in [re.search(rf"(?<![\w.,]){re.escape(p.text)}", text)] if m), len(text))
        own = _names(text[:at], spans[holding[0]][0])  # the names before the figure hold it ("… to Asia": a setting)
        if not own or own & mine:
            continue  # the step names the figure's own thing, or the clause names none
        others = []
        for name in mine:
            at = [k for k, (_, names, _) in enumerate(clauses) if name in names]
            if not at or holding[0] in at:
                break
            others += [p for k in at for p in clauses[k][2] if (_alike(p, q) or _bare(p, q))
                       and not close(p.value, q.value)]  # "… fell to 38,900": a bare figure in the measure's unit
        else:
            if others:
                return (f"the sentence gives {_written(q)} to {_shown(clauses[holding[0]][0], own)}, and "
                        f"{_written(others[0])} to {_shown(hypothesis, mine)}")
    return ""


def _shown(clause: str, names: set[str]) -> str:
    """The clause's names as it writes them ("Ellesmere Port")."""
    return " ".join(m.group(0) for m in re.finditer(r"\b[A-Z][\w&-]*", clause) if m.group(0).lower() in names)


def _written(q: Quantity) -> str:
    """A figure as the text wrote it, with its currency or percent sign ("£1,900", "12%")."""
    return f"{q.unit}{q.text}" if q.kind == "money" else f"{q.text}%" if q.kind == "percent" else q.text

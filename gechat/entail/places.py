"""A step that puts what the sentence places in one named place in another place the sentence names.

"Nordhav Seafood is headquartered in Tromsø and runs a processing plant in Ålesund" / "Nordhav Seafood is
headquartered in Ålesund" (0.98 entailed by the shipped judge), "Maria was born in Lisbon and grew up in Porto" /
"Maria was born in Porto": every word of the step is in the sentence, but the sentence gives the step's verb another
place. :mod:`gechat.entail.binding` reads such pairs when the two clauses are short and parallel; here the verb is
read wherever it stands.

:func:`other_place` reads both parses: the step's main verb, undenied, with a named place after "in" or "at"; the
sentence uses the same verb with a named place of its own after the same word, never with the step's, and names the
step's place elsewhere. For a verb with one place only (born, died, headquartered, based, located, buried) that is a
conflict; for any other ("opened an office in …") the sentence does not state it, since the act may have happened in
both places.
"""

from __future__ import annotations

from gechat import caches

from collections.abc import Callable
from functools import lru_cache

#: verbs whose subject has one place only, so that another place contradicts
SINGLE = frozenset("bear die headquarter base locate bury".split())
_AT = ("in", "at")


def _places(verb) -> list[tuple[str, object]]:
    """The named places after "in" or "at" that ``verb`` takes, with the word before each."""
    return [(prep.lower_, place) for prep in verb.children if prep.dep_ == "prep" and prep.lower_ in _AT
            for pobj in prep.children if pobj.dep_ == "pobj"
            for place in (pobj, *(c for c in pobj.children if c.dep_ in ("conj", "appos")))
            if place.pos_ == "PROPN" and len(place.text) > 2 and place.text[:1].isupper()]  # "in Tromsø and Oslo": both;
    # not "at 100 °C", whose unit the parse may take for a name


def _name(token, as_written: bool = False) -> str:
    """A place's name with the words before it that belong to it ("New York City")."""
    return " ".join(t.text if as_written else t.lower_ for t in token.subtree
                    if (t.dep_ in ("compound", "flat") and t.i < token.i) or t.i == token.i)


def _within(part: str, whole: str) -> bool:
    """Is the name ``part`` a run of the words of ``whole`` ("new york" in "new york city")?"""
    return f" {part} " in f" {whole} "


@lru_cache(maxsize=caches.PAIRS)
def other_place(premise: str, hypothesis: str, parse: Callable[[str], object]) -> tuple[str, str]:
    """``(kind, reason)``: kind "conflict" or "unstated" when the sentence gives the step's verb another named place
    (see the module's text), else ``("", "")``."""
    verb = next((t for t in parse(hypothesis) if t.dep_ == "ROOT"), None)
    if verb is None or verb.pos_ != "VERB" or any(c.dep_ == "neg" for c in verb.children):
        return "", ""
    mine = _places(verb)
    if not mine:
        return "", ""
    uses = [t for t in parse(premise) if t.lemma_.lower() == verb.lemma_.lower() and t.pos_ == "VERB"
            and not any(c.dep_ == "neg" for c in t.children)]
    for word, place in mine:
        name = _name(place)
        theirs = [(use, other) for use in uses for w, other in _places(use) if w == word]
        if not theirs or any(_within(_name(other), name) or _within(name, _name(other)) for _, other in theirs) \
                or name not in premise.lower():
            continue  # "born in Lisbon, Portugal" / "born in Portugal"; "New York City" / "New York"
        use, other = theirs[0]
        kind = "conflict" if verb.lemma_.lower() in SINGLE else "unstated"
        return kind, f"the sentence says '{use.text} {word} {_name(other, True)}', not {word} {_name(place, True)}"
    return "", ""

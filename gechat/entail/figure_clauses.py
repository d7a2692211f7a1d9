"""A figure the step gives to the thing of another of the sentence's parallel clauses.

"The Central Council … recorded 3,412 peals rung on tower bells in 2023, of which 486 were rung in Yorkshire,
while handbell peals totalled 212 nationwide." / "Handbell peals in 2023 numbered 486" (0.98 entailed before this
reading): every word and figure of the step is in the sentence, but 486 is Yorkshire's and the handbells' figure is
212. The sentence is cut into its parallel clauses (:func:`gechat.entail.binding.clauses`); a clause's *own* words
are its content words (lemmas) no other clause has. It is a conflict when the step has one figure (no year), which
the sentence gives in one clause only and in the same form (a count, a percentage, a sum of money), the step has
none of that clause's own words, and the thing the step gives the figure to is marked by an own word of another
clause that gives a figure of the same form: a mark of the noun the figure counts ("212 *tower* bell peals"), or of
the subject of the verb it is the object of ("*Handbell* peals … numbered 486"). The noun itself is no mark: a clause
that leaves it out ("… now carries more than 60,000") still counts it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail.binding import clauses
from gechat.entail.numbers import number
from gechat.text import STOP_WORDS, stem

#: parts of speech of the words that tell clauses apart
_CONTENT = frozenset({"NOUN", "PROPN", "ADJ", "VERB"})
#: dependencies of the words that mark a noun: "handbell peals", "tower bell peals", "Scottish paintings"
_MARKS = frozenset({"compound", "amod", "nmod"})


#: a step that tells its figure as a hope, a plan or a forecast
_HEDGED = re.compile(r"\b(?:may|might|could|would|will|should|expect\w*|hop\w*|plan\w*|forecast\w*|predict\w*|likely|"
                     r"aim\w*|target\w*|set\s+to|due\s+to|projected)\b", re.IGNORECASE)


def _figures(tokens) -> list[tuple[float, str, object]]:
    """(value, form, token) of each figure among ``tokens``: form "%", "money" or "" (a count); no year, no 0 or 1."""
    out = []
    for t in tokens:
        if not t.like_num or (value := number(t.text)) is None or value in (0, 1):
            continue
        if t.text.isdigit() and len(t.text) == 4 and 1000 <= value <= 2100:
            continue
        after = t.nbor(1).lower_ if t.i + 1 < len(t.doc) else ""
        before = t.nbor(-1).text if t.i else ""
        form = "%" if after in ("%", "percent", "per") else "money" if before and before in "$€£" else ""
        out.append((value, form, t))
    return out


def _lemma(tok) -> str:
    return stem(tok.lemma_.lower())


def _words(tokens) -> set[str]:
    return {_lemma(t) for t in tokens if t.pos_ in _CONTENT and t.is_alpha and t.lower_ not in STOP_WORDS
            and t.lemma_ not in ("be", "have", "do")}


def _marks(figure) -> set[str]:
    """The words that mark what the step's figure is of: the marks of the noun it counts, or of the subject of the
    verb whose object it is; an empty set when neither is read."""
    noun = None
    if figure.dep_ == "nummod" and figure.head.pos_ in ("NOUN", "PROPN"):
        noun = figure.head
    elif figure.dep_ in ("dobj", "attr", "pobj", "npadvmod", "oprd"):
        verb = figure.head.head if figure.dep_ == "pobj" else figure.head
        if verb.pos_ in ("VERB", "AUX"):
            noun = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ in ("NOUN", "PROPN")),
                        None)
    return _words([c for c in noun.children if c.dep_ in _MARKS]) if noun is not None else set()


def figure_of_another_clause(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step gives a clause's figure to the thing another clause gives its own figure, or "" (see the
    module's text)."""
    if _HEDGED.search(hypothesis):
        return ""  # "Handbell peals may reach 486 in 2024, the Central Council hopes": no figure told as a fact
    parts = clauses(parse(premise))
    if len(parts) < 2:
        return ""
    step = parse(hypothesis)
    mine = _figures(list(step))
    if len(mine) != 1:
        return ""
    value, form, figure = mine[0]
    at = [k for k, part in enumerate(parts) for v, f, _ in _figures(part) if v == value and f == form]
    marks = _marks(figure)
    if len(at) != 1 or not marks:
        return ""
    said = [_words(part) for part in parts]
    own = [w - set().union(*(x for j, x in enumerate(said) if j != k)) for k, w in enumerate(said)]
    if own[at[0]] & _words(step):
        return ""
    for k, part in enumerate(parts):
        rivals = [v for v, f, _ in _figures(part) if f == form and v != value]
        if k != at[0] and rivals and (named := own[k] & marks):
            word = next(t.text for t in step if _lemma(t) in named)
            return (f"the step gives {figure.text} to '{word}'; the sentence gives '{word}' {rivals[0]:g} and "
                    f"{figure.text} to another of its clauses")
    return ""

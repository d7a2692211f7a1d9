"""Two things compared against the figures a sentence gives them "respectively": "Romford and Towcester staged 2,480
and 2,140 races respectively" / "Towcester staged more races than Romford" (0.61 entailed by the model).

The lists are read as :mod:`gechat.entail.respective` reads them (a word and its conjuncts before "respectively"),
the step's sides and measure as :func:`gechat.entail.compared.step_comparison` reads them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import compared
from gechat.entail.respective import _RESPECTIVELY, _figures, _has_figure, _lists, _marks, _text
from gechat.text import content_words, stem

#: words before a list of figures that make them changes ("rose by £4.2m and £3.1m", "up 5% and 3%")
_BY = frozenset("by up down".split())
#: verbs of a change, whose figures are no levels unless "to" stands before them
_CHANGED = frozenset("grow rise fall increase decrease cut add lose gain shed drop climb jump slip slide raise lower "
                     "reduce expand shrink".split())
#: words that open a clause of their own before a list's first item ("…, while Romford and Towcester staged …")
_OPENS = frozenset(",;:".split() + ["while", "whereas", "but"])


#: a comparison the sentence makes in words of its own
_COMPARES = re.compile(r"\b(?:more|less|fewer|higher|lower|larger|smaller|better|worse)\b[^.;]{0,40}?\bthan\b",
                       re.IGNORECASE)


def _own_clause(text: str, m: re.Match) -> str:
    """The words of ``m``'s clause, between the commas or semicolons around it."""
    start = max(text.rfind(",", 0, m.start()), text.rfind(";", 0, m.start())) + 1
    end = min((i for i in (text.find(",", m.end()), text.find(";", m.end()), text.find(".", m.end())) if i >= 0),
              default=len(text))
    return text[start:end]


def m_counted(m: re.Match):
    """The step's comparison when it compares counts or amounts by "more", "fewer" or "less" with no measure of its
    own ("Women earned more than men"), else None."""
    return m if m.group("cmp").lower() in ("more", "fewer", "less") and not m.group("measure").strip() else None


def compared_otherwise(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the step compares two things the sentence gives figures "respectively" the other way from those
    figures ("Romford and Towcester staged 2,480 and 2,140 races respectively" / "Towcester staged more races than
    Romford", 0.61 entailed by the model), or "". The step names each side by the words that set its item apart
    (:func:`_marks`) and the measure it compares ("races") in the clause of the lists, or, comparing by "more" or
    "less" alone, its verb ("Women earned more than men"); a comparison with no measure of its own ("busier"), or a
    clause with two lists of figures, is not read."""
    if not _RESPECTIVELY.search(premise):
        return ""
    step = compared.step_comparison(hypothesis)
    if step is None or (not step[4] and m_counted(step[0]) is None):
        return ""
    m, more, mine, other, measure, _ = step
    if any((mine | other) & set(content_words(_own_clause(premise, c), stem)) for c in _COMPARES.finditer(premise)):
        return ""  # "…; boys scored more than girls in maths": the sentence compares the sides in words of its own
    doc = parse(premise)
    for end in (t.i for t in doc if t.lower_ == "respectively"):
        lists = _lists(doc, end)
        for things in lists:
            if _has_figure([t for item in things for t in item]):
                continue
            start = max((t.i + 1 for t in doc[: things[0][0].i] if t.lower_ in _OPENS), default=0)
            numbered = [(items, values) for items in lists if items[0][0].i >= start and len(items) == len(things)
                        and (values := _figures(items)) is not None]  # the figures of the things' own clause
            if len(numbered) != 1 or len(set(numbered[0][1])) != len(things):
                continue
            items, values = numbered[0]
            marks = _marks(things, lambda w: stem(w.lower()))  # as the step's sides are written
            ours = [i for i, mark in enumerate(marks) if mark and mark <= mine]
            theirs = [i for i, mark in enumerate(marks) if mark and mark <= other]
            clause = set(content_words(_text(doc[start:end]), stem))
            if not measure and not (mine - marks[ours[0]] if ours else set()):
                continue  # "Women earned more than men" reads by its verb, which it must have
            whole = [set(content_words(_text(item), stem)) for item in things[:-1]]  # "young men": the step's side
            # must name the item whole, not "men" of it
            sides = {i: compared._side(hypothesis[: m.start()] if i in ours else m.group("other")) for i in ours + theirs}
            if any(not w <= sides[i] for i, w in enumerate(whole) if i in sides):
                continue
            if not set(re.findall(r"\b(?:19|20)\d\d\b", hypothesis)) <= set(re.findall(r"\b(?:19|20)\d\d\b",
                                                                                  _text(doc[start:]))):
                continue  # "… respectively in 2010" / "… in 2023": another year
            if len(ours) != 1 or len(theirs) != 1 or ours == theirs or not measure <= clause \
                    or not (mine - marks[ours[0]]) | (other - marks[theirs[0]]) <= clause \
                    or any(t.lower_ in _BY for t in doc[max(start, items[0][0].i - 2): items[0][0].i]) \
                    or (any(t.lemma_.lower() in _CHANGED for t in doc[things[-1][-1].i + 1: items[0][0].i])
                        and doc[items[0][0].i - 1].lower_ != "to"):
                continue  # "Chelsea conceded more goals" of "scored 77 and 68 goals respectively, conceding …":
                # another verb; "rose by £4.2m and £3.1m", "grew 9% and 4%", "cut 40 and 25 jobs": changes, not
                # levels ("rose to £1.9m and £1.1m" are levels)
            a, b = values[ours[0]], values[theirs[0]]
            if (a > b) != more:
                return (f"the step says '{m.group('cmp')} … than'; the sentence gives {_text(items[ours[0]])} to "
                        f"'{_text(things[ours[0]])}' and {_text(items[theirs[0]])} to '{_text(things[theirs[0]])}' "
                        f"(respectively)")
    return ""

"""A step that says one thing of "both A and B", read as two steps, one of each.

"Both red kites and barn owls increased in the Ferrow Valley between 2020 and 2023" says that barn owls increased; "Both
the unit rate and the daily standing charge … will go down from 1 April" says that the standing charge will, which
"… while the daily standing charge will rise from 53.4p to 60.1p" contradicts (0.93 entailed before this reading).
:func:`each_of_both` gives the step once with A alone and once with B alone where it opens with "Both A and B" before
its verb (read from the words: the small parser often takes "Both red kites and barn owls" apart);
:func:`gechat.entail.conflicts.find_conflict` reads each. A step of two clauses joined by "while" or "whereas" says each
of them: "Benchmark iron ore prices rose 3% in March while shipments from Port Carrow fell" says that the
prices rose, which "… benchmark prices slipped 3% to $118 a tonne over the same month" contradicts (0.84 entailed
before); :func:`each_clause` gives the two.
"""

from __future__ import annotations

import re

#: the first word of a step's verb after its subject: an auxiliary, a past form or a common irregular verb
_VERB = r"(?:will|would|can|could|may|might|must|should|have|has|had|were|was|are|is|did|do|does|[a-z]+ed|rose|fell|" \
        r"grew|won|lost|saw|made|took|gave|went|got|paid|sold|bought|kept|left|met|ran|began|became|hold|holds|held)\b"
_BOTH = re.compile(rf"^\s*Both\s+(?P<a>[^,;]+?)\s+and\s+(?P<b>[^,;]+?)\s+(?P<rest>{_VERB}.*)$", re.DOTALL)


def each_of_both(hypothesis: str, premise: str = "") -> list[str]:
    """The step told of each of the two things it opens with "Both … and", or [] where it opens otherwise or
    ``premise`` joins the two itself ("Both the preparer of the reconciliation and reviewer … must initial …": the
    sentence's own pair, whose halves its roles would read apart)."""
    m = _BOTH.match(hypothesis)
    if m is None or re.search(r"\bboth\b", m.group("rest"), re.IGNORECASE) \
            or re.search(rf"{re.escape(m.group('a'))}\s+and\b", premise, re.IGNORECASE):
        return []
    a, b = m.group("a"), m.group("b")
    return [f"{a[:1].upper()}{a[1:]} {m.group('rest')}", f"{b[:1].upper()}{b[1:]} {m.group('rest')}"]


#: common verbs in the present tense ("Transport for Kelby plans to cut bus routes")
_PRESENT = r"(?:plans|expects|intends|aims|hopes|wants|says|rises|falls|grows|remains|stays|continues|needs|faces|" \
           r"holds|owns|runs|leads|trails|employs|operates|serves|covers|costs)\b"
#: where a step joins two claims it states both of ("A rose while B fell")
_WHILE = re.compile(r"\s*,?\s+(?:while|whereas)\s+", re.IGNORECASE)


def each_clause(hypothesis: str) -> list[str]:
    """The two claims of a step joined by "while" or "whereas", each with a verb of its own and at least three
    words, or [] ("rose 3% in March while shipments from Port Carrow fell"; not "while in office"). Not ", but" nor
    ";": a clause after them often speaks of the first or of a frame the whole sets ("…, but the difference did not
    reach significance"; "A limited adverse effect means that … might: (i) cause …, but the organization is able to
    …"; "If X is true, Y is true, …, But Y is not true"), which neither the model nor the checks can read alone."""
    if hypothesis.rstrip(" \"'”’").endswith("?"):
        return []  # "Do you talk by rule, then, while you are dancing?": a question states neither clause
    parts = _WHILE.split(hypothesis.strip().rstrip("."))
    if len(parts) != 2 or any(len(p.split()) < 3 or not re.search(rf"\b(?:{_VERB}|{_PRESENT})", p, re.IGNORECASE)
                              for p in parts):
        return []
    return [f"{p[:1].upper()}{p[1:]}." for p in parts]

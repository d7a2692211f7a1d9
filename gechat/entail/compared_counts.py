"""Two named things compared by a count the sentence gives each ("Ward A has 24 beds, Ward B has 18 beds" / "Ward B
has more beds than Ward A"): a conflict, read by :mod:`gechat.entail.conflicts`. Comparisons told by adjectives,
"respectively" and brackets are :mod:`gechat.entail.compared`'s.
"""

from __future__ import annotations

import re

from gechat.entail import antonyms


#: a step that compares two named things by a count: "Ward B has more beds than Ward A", "Northgate employs fewer
#: people than Riverside"
_MORE_THAN = re.compile(r"^\s*(?:the\s+)?(?P<a>[A-Z][\w'’-]*(?:\s+[A-Z0-9][\w'’-]*){0,3})\s+(?:\w+\s+){1,2}?"
                        r"(?P<cmp>more|fewer|less)\s+(?P<noun>[a-z]+)\s+than\s+(?:the\s+|does\s+|did\s+)?"
                        r"(?P<b>[A-Z][\w'’-]*(?:\s+[A-Z0-9][\w'’-]*){0,3})\b(?P<rest>.*)$")


def compared_figures(premise: str, hypothesis: str) -> str:
    """The reason the step compares two named things by a count the sentence gives each of the other way, or "":
    "Ward A has 24 beds …, Ward B has 18 beds …" / "Ward B has more beds than Ward A" (0.55 entailed before this
    check). Each thing's figure is the first number after its name in the sentence, in its clause; the step's noun
    stands after one of them."""
    m = _MORE_THAN.match(hypothesis)
    if m is None or re.search(r"\b(?:not|n't|never)\b", hypothesis, re.IGNORECASE) \
            or re.sub(r"[^\w\s]", "", m.group("rest")).strip().lower() not in ("", "does", "did", "do", "has", "had",
                                                                              "have"):
        return ""  # "… more beds than Ward A had in 2019": another time, left to the model
    noun = m.group("noun")
    figures = []
    for name in (m.group("a"), m.group("b")):
        found = re.search(rf"\b{re.escape(name)}\b(?:\s+[a-z][\w-]*){{0,3}}?\s+(?P<n>\d[\d,]*(?:\.\d+)?)"
                          rf"(?P<unit>\s+[a-z]+)?(?![\d.,]*\s*%)", premise)
        if found is None or len(re.findall(rf"\b{re.escape(name)}\b", premise)) != 1:
            return ""
        figures.append((float(found.group("n").replace(",", "")), (found.group("unit") or "").strip()))
    (a, unit_a), (b, unit_b) = figures
    if not any(antonyms.stem(u) == antonyms.stem(noun) for u in (unit_a, unit_b) if u) \
            or any(u and antonyms.stem(u) != antonyms.stem(noun) for u in (unit_a, unit_b)):
        return ""  # "Ward A has 24 beds and two nurses" / "… more nurses than …": another count
    holds = a > b if m.group("cmp") == "more" else a < b
    return "" if holds else f"the sentence gives {m.group('a')} {a:g} {noun} and {m.group('b')} {b:g}; the step " \
                            f"says {m.group('cmp')}"

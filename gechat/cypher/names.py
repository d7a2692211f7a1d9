"""Near-miss name matching for the checker: case, plural and spelling, and only when one candidate fits."""

from __future__ import annotations

import re
from collections.abc import Iterable


def edit_distance(a: str, b: str) -> int:
    """Edit distance with insertions, deletions, substitutions and swaps of neighbouring letters (one slip each)."""
    d = [[i + j if i * j == 0 else 0 for j in range(len(b) + 1)] for i in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[-1][-1]


def _squash(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def _forms(name: str) -> set[str]:
    """The squashed name and its singular readings (``movies`` -> movie, movy; ``classes`` -> class)."""
    s = _squash(name)
    forms = {s}
    for suffix, repl in (("ies", "y"), ("es", ""), ("s", "")):
        if s.endswith(suffix) and len(s) > len(suffix) + 2:
            forms.add(s[: -len(suffix)] + repl)
    return forms


def near_miss(name: str, candidates: Iterable[str]) -> tuple[str, str] | None:
    """The one candidate ``name`` is a near miss of, with the reason; None when none or several fit.

    Tried in order, the first test that finds exactly one candidate wins:
    the same letters in another case or separator style (``DIRECTED_BY``,
    ``directedBy``), singular/plural (``Movies``), then a spelling slip (edit
    distance 1, or 2 for names of 7 letters or more, on the squashed form).
    """
    cands = [c for c in dict.fromkeys(candidates) if c != name]
    tests = (
        ("case", lambda c: _squash(c) == _squash(name)),
        ("plural", lambda c: bool(_forms(c) & _forms(name))),
    )
    for reason, test in tests:
        hits = [c for c in cands if test(c)]
        if len(hits) == 1:
            return hits[0], reason
        if len(hits) > 1:
            return None
    limit = 2 if len(_squash(name)) >= 7 else 1
    scored = sorted((edit_distance(_squash(c), _squash(name)), c) for c in cands)
    hits = [c for d, c in scored if d <= limit and d == scored[0][0]] if scored else []
    if len(hits) == 1:
        return hits[0], "spelling"
    return None

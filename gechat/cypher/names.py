"""Near-miss name matching for the checker: case, plural and spelling, and only when one candidate fits."""

from __future__ import annotations

import re
from collections.abc import Iterable


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (insertions, deletions, substitutions)."""
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


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

"""Content-word overlap: the share of a hypothesis's content words found in the premise.

This is a similarity fallback, not entailment (``kind = "similarity"``): "Anna
reports to Tom" and "Tom reports to Anna" overlap completely. The words are those of
``gechat.text.content_stems`` (lower-cased, stop words dropped, inflections stemmed:
"reports", "reported", "reporting" -> "report").
"""

from __future__ import annotations

from collections.abc import Sequence

from gechat.entail.base import Entailer
from gechat.text import content_stems, overlap


class ContentOverlapEntailer(Entailer):
    """Fraction of the hypothesis's content words that occur in the premise, in [0, 1]."""

    name = "content-word overlap"
    kind = "similarity"

    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        return [overlap(content_stems(h), content_stems(p)) for p, h in zip(premises, hypotheses, strict=True)]

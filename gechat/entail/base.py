"""Entailment: P(premise entails hypothesis) for (evidence sentence, step) pairs."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence


class Entailer(ABC):
    """Scores how strongly each premise entails its hypothesis, in [0, 1].

    ``kind`` labels what the number really is: "nli" for a trained entailment
    classifier or LLM judge, "similarity" for a fallback that is not entailment.
    """

    name: str = "entailer"
    kind: str = "nli"

    def __init__(self) -> None:
        self.pairs_scored = 0

    def warm_up(self) -> None:
        """Load heavy weights (called lazily by ``score``)."""

    @abstractmethod
    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        ...

    def score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        if len(premises) != len(hypotheses):
            raise ValueError("premises and hypotheses must have the same length")
        if not premises:
            return []
        self.warm_up()
        out = self._score(premises, hypotheses)
        self.pairs_scored += len(premises)
        return [float(x) for x in out]

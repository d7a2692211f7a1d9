"""Fixtures for the evaluation tests: the shared data folder beside the repository."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from gechat.entail.base import Entailer
from gechat.text import content_words

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO / ".." / "shared"


@pytest.fixture(scope="session")
def shared_path() -> Callable[..., Path]:
    """``shared_path("data", "wice")`` -> that path under ``<repo>/../shared``, or skip when absent."""

    def get(*parts: str) -> Path:
        path = SHARED.joinpath(*parts)
        if not path.exists():
            pytest.skip(f"{path} is absent (evaluation data lives beside the project)")
        return path

    return get


class OverlapEntailer(Entailer):
    """Fast fake entailer: share of the hypothesis' content words found in the premise."""

    name = "overlap-fake"
    kind = "similarity"

    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        out = []
        for p, h in zip(premises, hypotheses):
            hw = set(content_words(h))
            out.append(len(hw & set(content_words(p))) / (len(hw) or 1))
        return out


@pytest.fixture
def overlap_entailer() -> OverlapEntailer:
    return OverlapEntailer()

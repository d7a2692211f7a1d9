"""Fixtures for the evaluation tests: the committed cuts of the evaluation sets, a fast fake entailer."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from gechat.entail.base import Entailer
from gechat.text import content_words

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture(scope="session")
def dataset_root() -> Callable[[str], Path]:
    """``dataset_root("wice")`` -> ``tests/data/wice``: a few records of that set in its own layout."""

    def get(name: str) -> Path:
        path = DATA / name
        if not path.is_dir():
            raise FileNotFoundError(f"{path} is missing from the repository")
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

"""Fixtures for the evaluation tests: the shared data folder beside the repository."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

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

"""Shared test fixtures: paths to the project's sample documents and ../shared data."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

REPO = Path(__file__).resolve().parents[1]
SAMPLE_DOCS = REPO / "sample_docs"
SHARED = REPO.parent / "shared"


@pytest.fixture(scope="session")
def sample_docs() -> Path:
    return SAMPLE_DOCS


@pytest.fixture(scope="session")
def shared_data() -> Path:
    path = SHARED / "data"
    if not path.is_dir():
        pytest.skip(f"{path} is absent (evaluation data lives beside the project)")
    return path

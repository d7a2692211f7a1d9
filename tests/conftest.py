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


FIPS = "pdf/NIST_FIPS_199_security_categorization_13p.pdf"


def find_sample(rel: str) -> Path:
    """A sample document from sample_docs/ (or ../shared/sample_docs); skip when absent."""
    for root in (SAMPLE_DOCS, SHARED / "sample_docs"):
        for path in (root / rel, root / Path(rel).name):
            if path.is_file():
                return path
    pytest.skip(f"sample document {rel} is absent (sample_docs/ or ../shared/sample_docs)")


@pytest.fixture(scope="session")
def fips_pdf() -> Path:
    return find_sample(FIPS)

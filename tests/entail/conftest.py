"""Fixtures shared by the judge's tests."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker


@pytest.fixture(scope="module")
def check() -> ConflictChecker:
    """The conflict checks with the packaged spaCy pipeline (loaded once per module, parses cached)."""
    return ConflictChecker()

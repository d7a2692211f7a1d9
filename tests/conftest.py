"""Shared test fixtures (every file a test reads is in the repository) and the skip policy.

Documents come from ``sample_docs/`` (what the product ships) and
``tests/data/`` (small cuts of public documents and evaluation sets, with
their origin and licence in ``tests/data/SOURCES.md``). A run fails when a
test skips for a reason that ``tests/skip_policy.py`` does not allow, and its
summary lists every skip with its reason.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # tests import helpers as ``tests.<module>``, whichever way pytest was started
    sys.path.insert(0, str(REPO))

from tests.skip_policy import ALLOWED_SKIPS, allowed, clean  # noqa: E402

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

SAMPLE_DOCS = REPO / "sample_docs"
TEST_DATA = REPO / "tests" / "data"


@pytest.fixture(scope="session")
def sample_docs() -> Path:
    return SAMPLE_DOCS


@pytest.fixture(scope="session")
def test_data() -> Path:
    return TEST_DATA


FIPS = "NIST_FIPS_199_security_categorization_13p.pdf"


def find_sample(name: str) -> Path:
    """A document of ``sample_docs/`` (committed: a missing one is an error, not a skip)."""
    path = SAMPLE_DOCS / Path(name).name
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing from the repository")
    return path


@pytest.fixture(scope="session")
def fips_pdf() -> Path:
    return find_sample(FIPS)


@pytest.fixture(scope="session")
def austen_txt() -> Path:
    """Pride and Prejudice from its title page to the end of chapter V, CRLF line ends as in the Gutenberg file."""
    return TEST_DATA / "docs" / "austen_pride_and_prejudice_ch1-5.txt"


# --- skip policy ---------------------------------------------------------------

_SKIPS: list[tuple[str, str]] = []  # (test or collector id, reason)


def _record_skip(report) -> None:
    if not report.skipped or hasattr(report, "wasxfail"):
        return
    longrepr = report.longrepr
    reason = longrepr[2] if isinstance(longrepr, tuple) and len(longrepr) == 3 else str(longrepr)
    _SKIPS.append((report.nodeid, clean(reason)))


def pytest_runtest_logreport(report) -> None:
    _record_skip(report)


def pytest_collectreport(report) -> None:
    _record_skip(report)


def _disallowed() -> list[tuple[str, str]]:
    return [(node, reason) for node, reason in _SKIPS if not allowed(reason)]


def pytest_terminal_summary(terminalreporter) -> None:
    if not _SKIPS:
        return
    tr = terminalreporter
    tr.section(f"skipped: {len(_SKIPS)} test(s), each with its reason")
    for node, reason in _SKIPS:
        mark = "allowed    " if allowed(reason) else "NOT ALLOWED"
        tr.write_line(f"{mark} {node}: {reason}")
    bad = _disallowed()
    if bad:
        tr.write_line("")
        tr.write_line(f"{len(bad)} skip(s) for a reason outside the allowed list: the run fails. "
                      "A test may skip only for one of (tests/skip_policy.py):")
        for prefix, what in ALLOWED_SKIPS.items():
            tr.write_line(f"  '{prefix} ...'  {what}")


def pytest_sessionfinish(session, exitstatus) -> None:
    if _disallowed() and exitstatus in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED):
        session.exitstatus = pytest.ExitCode.TESTS_FAILED

"""The only reasons a test may skip for, in one place.

Every fixture a test needs is committed under ``tests/data`` or ``sample_docs``,
so no test may skip because a file is missing. A test may skip only for what a
machine can lack and the repository cannot ship: a browser, a server binary
that cannot be built there, or the URL of an external server nobody
configured. Skip through the helpers below so that the reason starts with its
prefix; ``tests/conftest.py`` fails the run when any other skip happens and
lists every skip with its reason in the summary.
"""

from __future__ import annotations

from typing import NoReturn

import pytest

#: skip reason prefix -> what it stands for
ALLOWED_SKIPS: dict[str, str] = {
    "no browser:": "headless Chromium, its driver or Selenium is not installed",
    "server binary cannot be built:": "a server the test starts cannot be built on this machine",
    "external server URL not configured:": "the test talks to an external server whose URL is not set",
}


def allowed(reason: str) -> bool:
    """Whether a skip reason (as pytest reports it) starts with one of the allowed prefixes."""
    return clean(reason).startswith(tuple(ALLOWED_SKIPS))


def clean(reason: str) -> str:
    """The reason without pytest's ``Skipped: `` label."""
    reason = reason.strip()
    return reason[len("Skipped: "):] if reason.startswith("Skipped: ") else reason


def no_browser(detail: str) -> NoReturn:
    pytest.skip(f"no browser: {detail}")


def server_binary_cannot_be_built(server: str, detail: str) -> NoReturn:
    pytest.skip(f"server binary cannot be built: {server}: {detail}")


def server_url_not_configured(variable: str) -> NoReturn:
    pytest.skip(f"external server URL not configured: set {variable} to run this test")

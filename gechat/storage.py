"""Where a workspace keeps what it holds: one small interface, files today.

Everything a workspace stores goes through a :class:`Storage`: keyed records
(``manifest.json``, ``docs/<id>.json``, ``sources/<id>.pdf``, chat histories,
an external KG's tables) and, for components that manage files of their own
(LightRAG's stores, an embedded graph database), a private local directory
(:meth:`Storage.area`). A new backend (PostgreSQL for teams, a graph store)
implements the five abstract methods; nothing else in GE-Chat touches the
workspace folder.

Keys are relative, ``/``-separated names made of letters, digits and
``._-`` (no ``..``, no absolute paths). Writes are atomic: a reader sees the
old record or the new one, never a torn one, even after ``kill -9`` or a full
disk. A record that cannot be decoded raises :class:`DamagedRecordError`
naming it, instead of a bare ``JSONDecodeError``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import tempfile
from abc import ABC, abstractmethod
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gechat.errors import WorkspaceError, WorkspaceNotFoundError

if TYPE_CHECKING:
    from gechat.settings import Settings

KEY_RE = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*(/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$")
FILE_MODE = 0o600  # workspace files hold users' documents: owner only
DIR_MODE = 0o700


class DamagedRecordError(WorkspaceError):
    """A stored record exists but cannot be read (truncated, hand-edited, wrong type)."""

    def __init__(self, workspace: str, key: str, reason: str) -> None:
        self.workspace = workspace
        self.key = key
        super().__init__(
            f"Workspace '{workspace}': the stored record '{key}' is damaged ({reason}).",
            hint="Run `gechat doctor --repair` to set it aside; the rest of the workspace stays usable.",
        )


def check_key(key: str) -> str:
    if not KEY_RE.match(key) or ".." in key.split("/"):
        raise ValueError(f"invalid storage key {key!r}")
    return key


def digest(raw: bytes | None) -> str | None:
    """A record's content hash (SHA-256, hex), as the PostgreSQL backend stores it beside each row."""
    return None if raw is None else hashlib.sha256(raw).hexdigest()


class Storage(ABC):
    """A workspace's keyed records. Thread-safe for distinct keys; callers serialise writers of one key."""

    name: str

    @abstractmethod
    def read_bytes(self, key: str) -> bytes | None:
        """The record's bytes, or None when there is none."""

    @abstractmethod
    def write_bytes(self, key: str, data: bytes) -> None:
        """Store ``data`` under ``key`` atomically (all or nothing)."""

    @abstractmethod
    def delete(self, key: str) -> bool:
        """Remove one record; True when it existed."""

    @abstractmethod
    def keys(self, prefix: str = "") -> list[str]:
        """Every key that starts with ``prefix`` (e.g. ``"docs/"``), sorted."""

    @abstractmethod
    def area(self, name: str) -> Path:
        """A private local directory for a component that keeps files of its own (created on first use)."""

    def sentence_search(self) -> Any:
        """Candidate retrieval done by the backend (:class:`gechat.pgsearch.SentenceSearch`), None: in the process."""
        return None

    def kg_tables(self) -> Any:
        """The KG as rows the backend keeps (:class:`gechat.pgkg.KGTables`), None: the KG store's snapshot."""
        return None

    # --- conveniences over the five methods above ---------------------------

    def exists(self, key: str) -> bool:
        return self.read_bytes(key) is not None

    def fingerprint(self, key: str) -> str | None:
        """:func:`digest` of the record's bytes (None when absent), so a reader can skip decoding a record it
        already holds (the workspace's manifest, read again before every question)."""
        return digest(self.read_bytes(key))

    def read_json(self, key: str, default: Any = None, *, expect: type | None = None) -> Any:
        """The decoded record, ``default`` when absent; :class:`DamagedRecordError` when undecodable."""
        return self.decode_json(key, self.read_bytes(key), default, expect=expect)

    def decode_json(self, key: str, raw: bytes | None, default: Any = None, *, expect: type | None = None) -> Any:
        """``raw``, the bytes read from ``key``, decoded as :meth:`read_json` decodes them."""
        if raw is None:
            return default
        try:
            value = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise DamagedRecordError(self.name, key, _short(exc)) from None
        if expect is not None and not isinstance(value, expect):
            raise DamagedRecordError(self.name, key, f"expected a JSON {expect.__name__}, found {type(value).__name__}")
        return value

    def write_json(self, key: str, value: Any) -> None:
        self.write_bytes(key, json.dumps(value, ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8"))

    def delete_prefix(self, prefix: str) -> int:
        """Remove every record under ``prefix``; the number removed."""
        return sum(self.delete(k) for k in self.keys(prefix))


class FileStorage(Storage):
    """Records as files under one folder (the default): ``<workspace_dir>/<name>/<key>``.

    Files are created owner-only (0600, folders 0700); a write goes to a
    temporary file beside its target, is fsynced and renamed over it.
    Temporary files left by a killed writer start with ``.`` and are
    never listed by :meth:`keys`.
    """

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.name = self.root.name
        _mkdir(self.root)

    def _path(self, key: str) -> Path:
        return self.root / check_key(key)

    def read_bytes(self, key: str) -> bytes | None:
        try:
            return self._path(key).read_bytes()
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            return None

    def write_bytes(self, key: str, data: bytes) -> None:
        path = self._path(key)
        _mkdir(path.parent)
        atomic_write(path, data)

    def delete(self, key: str) -> bool:
        try:
            self._path(key).unlink()
            return True
        except FileNotFoundError:
            return False

    def keys(self, prefix: str = "") -> list[str]:
        found = []
        for top in sorted(self.root.iterdir()) if self.root.is_dir() else ():
            if top.name in AREAS or top.name.startswith(".") or not (top.name.startswith(prefix.split("/")[0])):
                continue
            for path in [top] if top.is_file() else top.rglob("*"):
                rel = path.relative_to(self.root).as_posix()
                if rel.startswith(prefix) and path.is_file() and KEY_RE.match(rel) and "/." not in "/" + rel:
                    found.append(rel)
        return sorted(found)

    def area(self, name: str) -> Path:
        path = self.root / (name if name in AREAS else f"areas/{check_key(name)}")
        _mkdir(path)
        return path


AREAS = ("kg", "areas")  # folders owned by a component through Storage.area, never listed as records


def atomic_write(path: Path, data: bytes, mode: int = FILE_MODE) -> None:
    """Write ``data`` to a temporary file beside ``path``, fsync it, then rename it over ``path``.

    A crash or a full disk leaves the old file (or none), never a torn one, and no temporary file.
    """
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    done = False
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        done = True
    finally:
        if not done:  # any failure, Ctrl-C included
            Path(tmp).unlink(missing_ok=True)


def _mkdir(path: Path) -> None:
    path.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        path.chmod(DIR_MODE)


def _short(exc: Exception) -> str:
    text = str(exc).split("\n", 1)[0]
    return text[:120].rstrip(".")


def open_storage(
    workspace_dir: Path, name: str, *, create: bool = True, settings: Settings | None = None
) -> Storage:
    """The storage of workspace ``name``: files under ``workspace_dir``, or PostgreSQL when ``settings.storage``
    says so (:mod:`gechat.pgstorage`; other backends plug in here).

    With ``create=False`` a workspace that does not exist is an error naming the ones that do (a command
    that only reads must not create one from a misspelt name).
    """
    if settings is not None and settings.storage == "postgres":
        from gechat.pgembed import postgres_url
        from gechat.pgstorage import open_postgres

        return open_postgres(postgres_url(settings), name, settings.effective_postgres_cache_dir, create=create,
                             connect_timeout_s=settings.postgres_connect_timeout_s)
    root = Path(workspace_dir) / name
    if not create and not root.is_dir():
        found = sorted(p.name for p in Path(workspace_dir).iterdir() if p.is_dir() and not p.name.startswith(".")) \
            if Path(workspace_dir).is_dir() else []
        raise WorkspaceNotFoundError(
            f"There is no workspace named '{name}' in {workspace_dir}.",
            hint=f"Existing workspaces: {', '.join(found)}." if found else "Index a document to create one.",
        )
    return FileStorage(root)


def adopt_app_folder(storage: Storage) -> None:
    """Move records kept by versions before the storage interface (``app/``) to their keys."""
    for key in storage.keys("app/"):
        data = storage.read_bytes(key)
        if key.startswith("app/sources/") and data is not None:
            storage.write_bytes("sources/" + key.rsplit("/", 1)[1], data)
        elif key == "app/chat_history.json" and data is not None and not storage.exists("chats/default.json"):
            storage.write_bytes("chats/default.json", data)
        storage.delete(key)

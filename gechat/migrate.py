"""``gechat migrate NAME --to postgres|files``: move a workspace between the file and PostgreSQL storages.

Everything a workspace holds is copied: every record (manifest, documents, chunks, sources, chats,
an external KG's tables) and every area (LightRAG's ``kg`` files, other components' folders). The
source is held still meanwhile (its KG change lock, as an indexing run takes it), and the copy is
made inside one change of the target: into PostgreSQL that is one transaction (all of the
workspace or none of it), into files each record is written atomically, the manifest last. Then
every record and area file of the target is compared with the source by SHA-256; a difference is
an error. The source is left as it was: switch ``GECHAT_STORAGE`` to use the copy.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

from gechat.errors import WorkspaceError
from gechat.kg import store_lock
from gechat.settings import Settings
from gechat.storage import FileStorage, Storage, atomic_write, open_storage

BACKENDS = ("files", "postgres")
KG_AREA = "kg"
MANIFEST = "manifest.json"


@dataclass(frozen=True)
class MigrationReport:
    workspace: str
    source: str
    target: str
    records: int
    area_files: int
    bytes: int

    def summary(self) -> str:
        return (f"Workspace '{self.workspace}' copied from {self.source} to {self.target}: {self.records} records, "
                f"{self.area_files} area files, {self.bytes:,} bytes; every one checked by SHA-256.")


def migrate_workspace(settings: Settings, name: str, to: str) -> MigrationReport:
    """Copy workspace ``name`` from the other storage into ``to`` ('postgres' or 'files'), then verify it."""
    if to not in BACKENDS:
        raise WorkspaceError(f"Unknown storage {to!r}; use 'postgres' or 'files'.")
    source_kind = "files" if to == "postgres" else "postgres"
    source = open_storage(settings.workspace_dir, name, create=False, settings=settings.with_(storage=source_kind))
    target = open_storage(settings.workspace_dir, name, create=True, settings=settings.with_(storage=to))
    with ExitStack() as stack:
        areas = {area: stack.enter_context(_changing(source, area)) for area in area_names(source)}
        if target.keys() or any(area_digest(target, a) for a in area_names(target)):
            raise WorkspaceError(
                f"Workspace '{name}' already holds data in the {to} storage; nothing was copied.",
                hint="Migrate into an empty workspace (delete the copy there first).",
            )
        keys = sorted(source.keys(), key=lambda k: (k == MANIFEST, k))  # the manifest last
        copied = n_files = 0
        for area in [a for a in areas if a != KG_AREA] + [KG_AREA]:  # the kg change last: it carries the records
            with _changing(target, area) as dest:  # into PostgreSQL: one transaction at the end of each
                for rel, data in _read_files(areas[area]) if area in areas else ():
                    path = dest / rel
                    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
                    atomic_write(path, data)
                    n_files += 1
                    copied += len(data)
                if area == KG_AREA:
                    for key in keys:
                        data = source.read_bytes(key)
                        if data is not None:
                            target.write_bytes(key, data)
                            copied += len(data)
        _verify(source, target, keys, areas)
    return MigrationReport(name, source_kind, to, len(keys), n_files, copied)


def area_digest(storage: Storage, area: str) -> dict[str, str]:
    """Relative path -> SHA-256 of an area's files as the storage keeps them (PostgreSQL: the database's copy)."""
    if isinstance(storage, FileStorage):
        return _digest(storage.area(area))
    return storage.area_hashes(area)  # type: ignore[attr-defined]


def area_names(storage: Storage) -> list[str]:
    """The areas a workspace has (``kg`` first)."""
    if isinstance(storage, FileStorage):
        names = [KG_AREA] if (storage.root / KG_AREA).is_dir() else []
        others = storage.root / "areas"
        names += sorted(p.name for p in others.iterdir() if p.is_dir()) if others.is_dir() else []
        return names
    names = storage.area_names()  # type: ignore[attr-defined]
    return sorted(names, key=lambda a: (a != KG_AREA, a))


@contextmanager
def _changing(storage: Storage, area: str) -> Iterator[Path]:
    """Hold an area as a change does (other processes' changes wait); yields its local folder, caught up."""
    folder = storage.area(area)
    key = store_lock.acquire(folder)
    try:
        with store_lock.writing(key):
            yield folder
    finally:
        store_lock.release(key)


def _read_files(folder: Path) -> Iterator[tuple[str, bytes]]:
    for rel, path in store_lock.store_files(folder):
        yield rel, path.read_bytes()


def _digest(folder: Path) -> dict[str, str]:
    return {rel: hashlib.sha256(data).hexdigest() for rel, data in _read_files(folder)}


def _verify(source: Storage, target: Storage, keys: list[str], areas: dict[str, Path]) -> None:
    bad = [k for k in keys if _sha(source, k) != _sha(target, k)]
    if target.keys() != sorted(keys):
        bad.append("(the list of records)")
    bad += [f"area {a}" for a, folder in areas.items() if _digest(folder) != area_digest(target, a)]
    if bad:
        raise WorkspaceError(f"The copy of workspace '{target.name}' differs from the source in: {', '.join(bad[:5])}.",
                             hint="The source was left as it was; delete the copy and migrate again.")


def _sha(storage: Storage, key: str) -> str | None:
    data = storage.read_bytes(key)
    return None if data is None else hashlib.sha256(data).hexdigest()

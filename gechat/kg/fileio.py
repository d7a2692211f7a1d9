"""Atomic file writes for the workspace: a crash mid-write never leaves a torn file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from gechat.storage import atomic_write


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` atomically (see :func:`gechat.storage.atomic_write`), creating the folder if needed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text.encode("utf-8"))


def write_json(path: Path, obj: Any) -> None:
    atomic_write_text(path, json.dumps(obj, ensure_ascii=False, indent=1, sort_keys=True))


def read_json(path: Path, default: Any = None) -> Any:
    path = Path(path)
    if not path.exists():
        return default
    return json.loads(path.read_text("utf-8"))

"""KG store folders across processes: readers share, a change needs the folder to itself, a dead holder frees it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gechat.errors import WorkspaceError
from gechat.kg import store_lock
from gechat.kg.lightrag_store import LightRAGStore

REPO = Path(__file__).resolve().parents[2]
HOLDER = textwrap.dedent("""
    import sys
    from gechat.kg import store_lock
    key = store_lock.acquire(sys.argv[1])
    change = store_lock.writing(key)  # kept referenced: a collected context manager would end the change
    if sys.argv[2] == "write":
        change.__enter__()
    print("held", flush=True)
    sys.stdin.read()  # hold until the test closes our stdin
""")


@pytest.fixture(autouse=True)
def short_waits(monkeypatch):
    monkeypatch.setattr(store_lock, "OPEN_WAIT_S", 0.2)
    monkeypatch.setattr(store_lock, "WRITE_WAIT_S", 0.2)


class Holder:
    """Another process with the folder open for reading ("read") or in the middle of a change ("write")."""

    def __init__(self, folder: Path, mode: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder), mode], cwd=REPO,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout.readline().strip() == "held"

    def exit(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def _opens_elsewhere(folder: Path) -> bool:
    code = "import sys; from gechat.kg import store_lock; store_lock.OPEN_WAIT_S = 0.2; store_lock.acquire(sys.argv[1])"
    return subprocess.run([sys.executable, "-c", code, str(folder)], cwd=REPO, capture_output=True).returncode == 0


def test_readers_share_but_a_change_waits_for_the_other_process_to_close(tmp_path, embedder):
    folder = tmp_path / "kg"
    folder.mkdir()
    other = Holder(folder, "read")
    try:
        store = LightRAGStore(folder, embedder=embedder)  # reading alongside is fine
        assert store.graph_snapshot().number_of_nodes() == 0
        with pytest.raises(WorkspaceError, match="open in another GE-Chat process"), store.writing():
            pass
        assert _opens_elsewhere(folder)  # the refused change left our shared lock in place, not an exclusive one
    finally:
        other.exit()
    with store.writing():  # nobody else has it open now
        assert not _opens_elsewhere(folder)  # and while we change it, nobody can open it
    assert _opens_elsewhere(folder)
    store.close()


def test_opening_during_another_process_change_is_refused_with_its_pid(tmp_path, embedder):
    folder = tmp_path / "kg"
    folder.mkdir()
    other = Holder(folder, "write")
    try:
        with pytest.raises(WorkspaceError, match=f"being changed by another GE-Chat process \\(pid {other.proc.pid}\\)"):
            LightRAGStore(folder, embedder=embedder)
        assert not store_lock.held_here(folder)  # the refused attempt keeps nothing
    finally:
        other.exit()
    LightRAGStore(folder, embedder=embedder).close()  # the writer died: the folder is free


def test_stores_in_one_process_share_the_lock_and_the_last_close_frees_it(tmp_path, embedder):
    folder = tmp_path / "kg"
    first = LightRAGStore(folder, embedder=embedder)
    second = LightRAGStore(folder, embedder=embedder)
    with first.writing(), second.writing():  # one process: re-entrant, no self-conflict
        assert not _opens_elsewhere(folder)
    first.close()
    first.close()  # closing twice gives back one use only
    assert store_lock.held_here(folder)
    second.close()
    assert not store_lock.held_here(folder) and _opens_elsewhere(folder)

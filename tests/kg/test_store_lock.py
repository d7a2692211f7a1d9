"""KG store folders across processes: readers never wait, writers queue, a reader reloads what others wrote."""

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
    monkeypatch.setattr(store_lock, "WRITE_WAIT_S", 0.5)
    monkeypatch.setattr(store_lock, "READ_WAIT_S", 0.5)


class Holder:
    """Another process with the folder open for reading ("read") or in the middle of a change ("write")."""

    def __init__(self, folder: Path, mode: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder), mode], cwd=REPO,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout.readline().strip() == "held"

    def exit(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def _changes_elsewhere(folder: Path) -> bool:
    """Whether another process could make a change now (without waiting)."""
    code = ("import sys; from gechat.kg import store_lock; store_lock.WRITE_WAIT_S = 0.2\n"
            "with store_lock.writing(store_lock.acquire(sys.argv[1])): pass")
    return subprocess.run([sys.executable, "-c", code, str(folder)], cwd=REPO, capture_output=True).returncode == 0


def test_a_reader_elsewhere_does_not_hold_up_a_change(tmp_path, embedder):
    folder = tmp_path / "kg"
    folder.mkdir()
    other = Holder(folder, "read")
    try:
        store = LightRAGStore(folder, embedder=embedder)
        before = store_lock.generation(store._lock_key)
        with store.writing():
            assert not _changes_elsewhere(folder)  # while we change it, other writers wait
        assert store_lock.generation(store._lock_key) == before + 1 == store.generation
        assert not store.refresh()  # our own change needs no reload
    finally:
        other.exit()
    assert _changes_elsewhere(folder)
    store.close()


def test_a_second_writer_queues_and_names_the_holder_when_the_wait_runs_out(tmp_path, embedder):
    folder = tmp_path / "kg"
    folder.mkdir()
    store = LightRAGStore(folder, embedder=embedder)
    other = Holder(folder, "write")
    try:
        with pytest.raises(WorkspaceError, match=f"another GE-Chat process \\(pid {other.proc.pid}\\)"), store.writing():
            pass
        assert store.graph_snapshot().number_of_nodes() == 0  # reading goes on meanwhile
    finally:
        other.exit()
    with store.writing():  # the other writer ended (its process died): our turn
        pass
    store.close()


def test_stores_in_one_process_share_the_folder_and_the_last_close_frees_it(tmp_path, embedder):
    folder = tmp_path / "kg"
    first = LightRAGStore(folder, embedder=embedder)
    second = LightRAGStore(folder, embedder=embedder)
    with first.writing(), second.writing():  # one process: re-entrant, no self-conflict
        assert not _changes_elsewhere(folder)
    first.close()
    first.close()  # closing twice gives back one use only
    assert store_lock.held_here(folder)
    second.close()
    assert not store_lock.held_here(folder) and _changes_elsewhere(folder)

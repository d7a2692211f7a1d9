"""`gechat.ingest`: the spaCy extraction runs before the workspace's change lock; failures there are still recorded.

Real files, the real offline indexing path (spaCy KG, LightRAG store).
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from gechat.chat import GEChat
from gechat.errors import WorkspaceClosedError
from gechat.settings import Settings

REPO = Path(__file__).resolve().parents[1]
RECIPES = REPO / "sample_docs" / "Gutenberg_US_Army_Cooking_School_Recipes.txt"


def _piece(tmp_path: Path, start: int, name: str) -> Path:
    lines = RECIPES.read_text("utf-8").splitlines()
    path = tmp_path / name
    path.write_text("\n".join(lines[start:start + 80]), encoding="utf-8")
    return path


def test_a_document_is_extracted_while_another_change_holds_the_workspace(tmp_path):
    chat = GEChat(Settings(workspace_dir=tmp_path / "ws"), "w")
    try:
        ws = chat.workspace
        extractor = ws.extractor
        extracted = threading.Event()
        extract = extractor.extract

        def observed(doc, chunks):
            result = extract(doc, chunks)
            extracted.set()
            return result

        extractor.extract = observed
        reports = []
        indexer = threading.Thread(target=lambda: reports.append(chat.index_file(_piece(tmp_path, 200, "a.txt"))))
        with ws.changing():  # another change (an indexing worker, a deletion) holds the workspace
            indexer.start()
            assert extracted.wait(timeout=120), "the extraction waited for the other change"
            assert indexer.is_alive() and not reports  # the write itself waits its turn
            assert ws.documents() == []
        indexer.join(timeout=300)
        assert [r.status for r in reports] == ["indexed"]
        assert [d.name for d in chat.documents()] == ["a.txt"]
    finally:
        chat.close()


def test_a_run_cancelled_while_extracting_is_recorded_and_stores_nothing(tmp_path):
    chat = GEChat(Settings(workspace_dir=tmp_path / "ws"), "w")
    try:
        asked = []

        def cancel() -> bool:
            asked.append(1)
            return True  # the user pressed cancel before the first stage

        report = chat.index_file(_piece(tmp_path, 400, "b.txt"), cancel=cancel)
        assert report.status == "failed" and "cancelled" in report.reason and asked
        ws = chat.workspace
        assert [(r.name, r.status) for r in ws.documents()] == [("b.txt", "failed")]
        assert ws.get_document(report.doc_id) is None and not ws.store.has_document(report.doc_id)
        assert ws.leftovers() == set()
    finally:
        chat.close()


def test_a_workspace_closed_while_a_run_extracts_stores_nothing_and_stays_closed(tmp_path):
    """The app's session ends (the workspace is closed) while an indexing thread is still extracting."""
    chat = GEChat(Settings(workspace_dir=tmp_path / "ws"), "w")
    ws = chat.workspace
    extractor = ws.extractor
    extract = extractor.extract

    def extract_then_close(doc, chunks):
        result = extract(doc, chunks)
        ws.close()  # the session ends before the run reaches its change
        return result

    extractor.extract = extract_then_close
    report = chat.index_file(_piece(tmp_path, 600, "c.txt"))
    assert report.status == "failed" and "closed" in report.reason
    assert ws._store is None, "the closed workspace did not open its store again"
    with pytest.raises(WorkspaceClosedError):
        ws.extractor
    with pytest.raises(WorkspaceClosedError):
        ws.store  # a question still running on it does not open the store again
    chat.close()
    with pytest.raises(WorkspaceClosedError):
        chat.documents()  # nor does a closed chat open a new workspace that nobody would close
    again = GEChat(Settings(workspace_dir=tmp_path / "ws"), "w", create_workspace=False)
    try:
        assert again.documents() == [] and again.workspace.leftovers() == set()
    finally:
        again.close()


def test_the_manifest_is_decoded_again_only_when_another_process_changed_it(tmp_path):
    """Before each question a process reads the manifest again; unchanged, it costs a fingerprint, not a decode."""
    settings = Settings(workspace_dir=tmp_path / "ws")
    reader, writer = GEChat(settings, "w"), GEChat(settings, "w")  # two processes' views of one workspace
    try:
        ws = reader.workspace
        decoded = []
        decode = ws._decode_manifest
        ws._decode_manifest = lambda raw: decoded.append(1) or decode(raw)
        ws.refresh()
        ws.refresh()
        assert decoded == [], "opening the workspace decoded it; the looks since found the same fingerprint"
        assert writer.index_file(_piece(tmp_path, 500, "c.txt")).status == "indexed"
        ws.refresh()
        ws.refresh()
        assert len(decoded) == 1 and [d.name for d in reader.documents()] == ["c.txt"]
        assert writer.index_file(_piece(tmp_path, 800, "d.txt")).status == "indexed"
        ws.refresh()
        assert len(decoded) == 2 and sorted(d.name for d in reader.documents()) == ["c.txt", "d.txt"]
        ws.refresh()
        assert len(decoded) == 2
    finally:
        reader.close()
        writer.close()


def test_a_manifest_write_that_fails_lists_nothing_afterwards(tmp_path, monkeypatch):
    """A full disk at the very last write (the manifest entry): the process must not go on listing the document."""
    chat = GEChat(Settings(workspace_dir=tmp_path / "ws"), "w")
    try:
        assert chat.index_file(_piece(tmp_path, 200, "a.txt")).status == "indexed"
        chat.documents()  # the manifest now read and marked
        storage = chat.workspace.storage
        real = type(storage).write_bytes

        def full_disk(self, key, data):
            if key == "manifest.json":
                raise OSError(28, "No space left on device")
            return real(self, key, data)

        monkeypatch.setattr(type(storage), "write_bytes", full_disk)
        with pytest.raises(OSError):
            chat.index_file(_piece(tmp_path, 400, "b.txt"))
        monkeypatch.undo()
        assert [d.name for d in chat.documents()] == ["a.txt"] and chat.workspace.leftovers() == set()
    finally:
        chat.close()


def test_a_change_between_the_fingerprint_and_the_read_is_not_missed(tmp_path):
    """Another process commits between our fingerprint and our read, then undoes it (the manifest's bytes return
    to what they were): the mark is of the bytes decoded, so the undo is seen."""
    settings = Settings(workspace_dir=tmp_path / "ws")
    reader, writer = GEChat(settings, "w"), GEChat(settings, "w")
    try:
        assert writer.index_file(_piece(tmp_path, 200, "a.txt")).status == "indexed"
        ws = reader.workspace  # opened: the manifest read and marked
        assert writer.index_file(_piece(tmp_path, 300, "b.txt")).status == "indexed"  # the mark is behind now
        storage = ws.storage
        fingerprint = type(storage).fingerprint
        added = []

        def then_another_process_commits(self, key):
            mark = fingerprint(self, key)
            if not added:
                added.append(writer.index_file(_piece(tmp_path, 400, "x.txt")))
            return mark

        storage.fingerprint = then_another_process_commits.__get__(storage)
        assert sorted(d.name for d in reader.documents()) == ["a.txt", "b.txt", "x.txt"]  # read after the commit
        del storage.fingerprint
        assert writer.delete(added[0].doc_id)  # the manifest's bytes are as before x.txt
        assert sorted(d.name for d in reader.documents()) == ["a.txt", "b.txt"]
    finally:
        reader.close()
        writer.close()

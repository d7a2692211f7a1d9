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
    again = GEChat(Settings(workspace_dir=tmp_path / "ws"), "w", create_workspace=False)
    try:
        assert again.documents() == [] and again.workspace.leftovers() == set()
    finally:
        again.close()

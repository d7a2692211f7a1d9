"""Hidden text end to end: a PDF and a DOCX that hide an instruction, indexed offline through the facade.

The instruction is in no sentence, chunk, KG entity or relation, nor in the answer;
the visible text of the same page is indexed; the report names the ignored count.
"""

from __future__ import annotations

import pytest

from gechat.chat import GEChat
from gechat.settings import Settings
from gechat.ui.present import document_rows

from .hidden_docs import expected_docx_counts, expected_pdf_counts, hidden_docx, hidden_pdf

pytestmark = pytest.mark.slow

HIDDEN_WORDS = ("Paris", "Ignore previous", "instructions")


@pytest.fixture(scope="module")
def indexed(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hidden")
    pdf, docx = hidden_pdf(folder / "memo.pdf"), hidden_docx(folder / "memo.docx")
    chat = GEChat(Settings(workspace_dir=folder / "ws"), "hidden")
    reports = [chat.index_file(pdf), chat.index_file(docx)]
    yield chat, reports
    chat.close()


def _clean(text: str) -> bool:
    return not any(w.lower() in text.lower() for w in HIDDEN_WORDS)


def test_reports_name_the_ignored_count(indexed):
    _, (pdf, docx) = indexed
    for report, expected in ((pdf, expected_pdf_counts()), (docx, expected_docx_counts())):
        assert report.status == "indexed", report.reason
        n = sum(expected.values())
        assert report.hidden_chars == n
        assert report.hidden_note == f"{n} characters of hidden text were ignored"
    rows = document_rows([pdf, docx], [])
    assert all(r.detail.endswith("characters of hidden text were ignored") for r in rows)


def test_hidden_instruction_is_in_no_sentence_chunk_or_kg_element(indexed):
    chat, reports = indexed
    ws = chat.workspace
    sentences = ws.sentences()
    assert any("Berlin" in s.text for s in sentences)  # the visible text of the same page is there
    assert all(_clean(s.text) for s in sentences)
    for report in reports:
        chunks = ws.chunks_for_doc(report.doc_id)
        assert chunks and all(_clean(c.text) for c in chunks)
    entities = ws.entities()
    assert any("Berlin" in e.name for e in entities)
    assert all(_clean(e.name) and _clean(e.description) for e in entities)
    graph = ws.graph()
    assert all(_clean(str(n)) for n in graph.nodes)
    assert all(_clean(str(data)) for _, _, data in graph.edges(data=True))


def test_the_answer_quotes_only_visible_text(indexed):
    chat, _ = indexed
    answer = chat.ask("What is the capital of France?")
    said = [a.text for a in answer.answers] + [s.text for s in answer.steps]
    said += [e.best.sentence.text for e in (*answer.evidence, *answer.answer_evidence) if e.best is not None]
    assert said and all(_clean(t) for t in said)
    assert any("Berlin" in t for t in said)

"""End to end through the facade with the embedded offline default (real models, real file)."""

from __future__ import annotations

import pytest

from gechat.chat import GEChat
from gechat.loaders import load_document
from gechat.settings import Settings

pytestmark = pytest.mark.slow

QUESTIONS = [
    "What is the potential impact when the loss of confidentiality has a severe adverse effect?",
    "What are the security objectives defined by FISMA?",
]


@pytest.fixture(scope="module")
def indexed(tmp_path_factory, sample_docs):
    pdf = sample_docs / "NIST_FIPS_199_security_categorization_13p.pdf"
    chat = GEChat(Settings(workspace_dir=tmp_path_factory.mktemp("ws")), "fips")
    report = chat.index_file(pdf)
    yield chat, pdf, report
    chat.close()


def test_index_reports_counts(indexed):
    chat, pdf, report = indexed
    assert report.status == "indexed", report.reason
    assert report.n_sentences > 100 and report.n_chunks > 10 and report.n_entities > 50
    again = chat.index_file(pdf)
    assert again.status == "duplicate" and again.doc_id == report.doc_id
    assert [d.doc_id for d in chat.documents()] == [report.doc_id]


@pytest.mark.parametrize("question", QUESTIONS)
def test_every_step_has_evidence_that_slices_the_original_text(indexed, question):
    chat, pdf, report = indexed
    original = load_document(pdf)
    answer = chat.ask(question)
    assert answer.mode == "extractive" and answer.steps
    assert "demo" not in answer.models["llm"] or answer.models["llm"] == "none"
    for step in answer.steps:
        ev = answer.evidence_for(step.id)
        assert ev is not None and ev.best is not None, f"{step.id} has no evidence"
        s = ev.best.sentence
        assert s.doc_id == original.id
        assert original.text[s.char_start : s.char_end] == s.text
        assert s.page >= 1 and s.boxes, "PDF evidence carries its page and boxes"
        assert ev.best.score == pytest.approx(0.5 * ev.best.entailment - 0.5 * ev.best.length_penalty)
        assert ev.verdict in {"supported", "kg_gap", "unsupported", "likely_hallucination", "contradicted"}
    assert answer.stats.nli_pairs > 0
    assert answer.answers  # quoted, or trimmed with an ellipsis: every piece is the document's own text, a list
    # item possibly after the heading or lead-in it stands under ("CONFIDENTIALITY: “Preserving …”")
    text = " ".join(original.text.split())
    sentences = [" ".join(s.text.split()) for s in original.sentences]

    def quotes(piece: str) -> bool:
        return piece in text or any(piece.startswith(s) and piece[len(s):].lstrip(": ") in text
                                    for s in sentences if len(s) < len(piece))

    assert all(quotes(piece.strip()) for a in answer.answers for piece in a.text.split("…") if piece.strip())


def test_bad_upload_fails_cleanly_and_leaves_the_index_alone(indexed, tmp_path):
    chat, _, report = indexed
    bad = tmp_path / "broken.pdf"
    bad.write_bytes(b"%PDF-1.7\n garbage that is not a pdf")
    rep = chat.index_file(bad)
    assert rep.status == "failed" and "broken.pdf" in rep.reason
    assert [d.doc_id for d in chat.documents()] == [report.doc_id]


def test_warm_up_loads_models_and_spacy_workers_but_leaves_the_kg_closed(tmp_path):
    chat = GEChat(Settings(workspace_dir=tmp_path), "warm")
    chat.warm_up()
    assert chat.embedder.active_runtime in ("onnx", "torch")  # the embedder is loaded
    parts = getattr(chat.entailer, "components", [chat.entailer])
    assert all(getattr(c, "_model", True) is not None for c in parts)  # the NLI model is loaded
    extractor = chat.workspace._extractor
    assert extractor is not None and extractor._nlp is not None
    assert extractor._pool is None or len(extractor._pool._ready) == extractor.processes - 1
    assert chat.workspace._store is None  # opening the KG would keep other processes from changing it
    chat.close()
    chat.warm_up()  # after close: nothing is reopened
    assert chat._workspace is None


@pytest.mark.parametrize("cot_mode", ["extractive", "rag"])
def test_choosing_the_llm_judge_builds_one_llm_shared_by_every_stage(tmp_path, monkeypatch, cot_mode):
    import gechat.llm.factory as factory
    from gechat.llm.scripted import ScriptedLLM

    built = []

    def make_llm(settings):
        built.append(ScriptedLLM([]))
        return built[-1]

    monkeypatch.setattr(factory, "make_llm", make_llm)
    settings = Settings(workspace_dir=tmp_path, entailer="llm", cot_mode=cot_mode, conflict_checks=False)
    assert settings.needs_llm
    chat = GEChat(settings, "one-llm")
    judge = chat.entailer  # built first: it must not build an LLM of its own
    assert chat.llm is built[0] and judge.llm is built[0] and len(built) == 1
    assert chat.models().llm is built[0] and len(built) == 1


def test_the_offline_default_needs_no_llm(tmp_path):
    assert not Settings(workspace_dir=tmp_path).needs_llm
    assert GEChat(Settings(workspace_dir=tmp_path), "offline").llm is None

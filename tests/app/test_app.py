"""The app driven headless with streamlit.testing: upload -> index -> ask -> select a step -> review -> export.

Real sample document, real packaged models (embedded offline defaults: extractive
reasoning, spaCy KG, packaged NLI). Slow: indexing and answering run for real.
"""

from __future__ import annotations

import socket
import time

import pytest
from streamlit.testing.v1 import AppTest

pytestmark = pytest.mark.slow
INDEX_WAIT_S = 900


def _texts(at: AppTest) -> list[str]:
    return [m.value for m in at.markdown]


def _wait_indexed(at: AppTest, name: str) -> str:
    """Re-run the script (as the progress fragment would) until ``name`` leaves the queue."""
    deadline = time.monotonic() + INDEX_WAIT_S
    while time.monotonic() < deadline:
        at.run(timeout=120)
        assert not at.exception, at.exception
        for text in _texts(at):
            if name.replace(".", "\\.").replace("-", "\\-").replace("_", "\\_") in text and "badge[" in text:
                return text
        time.sleep(1.0)
    pytest.fail(f"{name} was not indexed within {INDEX_WAIT_S} s")


def _turns(at: AppTest):
    key = next(k for k in at.session_state.keys() if str(k).startswith("turns::"))
    return at.session_state[key]


def test_upload_index_ask_select_review_export(app_env, app_path, question, fips_pdf):
    at = AppTest.from_file(str(app_path), default_timeout=120)
    at.run()
    assert not at.exception and not at.error
    assert any("Active models" in m.value for m in at.sidebar.markdown)
    assert any("demo" in c.value or "extractive" in c.value for c in at.sidebar.caption)

    at.file_uploader(key="uploads_0").set_value([(fips_pdf.name, fips_pdf.read_bytes(), "application/pdf")])
    at.run()
    at.button(key="index").click().run()
    assert not at.file_uploader(key="uploads_1").value  # queued: the uploader is empty again
    at.file_uploader(key="uploads_1").set_value([(fips_pdf.name, fips_pdf.read_bytes(), "application/pdf")])
    at.run()
    at.button(key="index").click().run()  # the same file again must not start a second job
    assert any("already" in i.value and fips_pdf.name in i.value for i in at.info), [i.value for i in at.info]
    row = _wait_indexed(at, fips_pdf.name)
    assert ":green-badge[indexed]" in row and "sentences" in row and "entities" in row
    assert sum(fips_pdf.stem.replace("_", "\\_") in t for t in _texts(at)) == 1  # listed once

    at.chat_input(key="question").set_value(question).run(timeout=600)
    assert not at.exception and not at.error, [e.value for e in at.error]
    assert len(at.chat_message) == 2
    texts = _texts(at)
    assert any(t.startswith("**\\[S1\\]**") for t in texts)
    assert any("entailment" in t and "page" in t for t in texts)
    assert at.image, "the evidence page is not shown"
    assert at.image[0].captions[0].startswith("Page ") and "S1's evidence" in at.image[0].captions[0]

    steps = at.segmented_control(key="step_0")
    assert steps.options[0].startswith("S1")
    if len(steps.options) > 1:
        steps.set_value("S2").run()
        assert "S2's evidence" in at.image[0].captions[0]
        before = _turns(at)[0].answer.evidence_for("S2")
        if before.alternatives:  # reviewer replaces S2's evidence with its first alternative
            at.button(key="alt_0_S2_0").click().run()
            assert _turns(at)[0].review.get("S2").action == "replace"
            assert any("Reviewer: Replaced" in t for t in _texts(at))
        at.segmented_control(key="step_0").set_value("S1").run()

    at.button(key="acc_0_S1").click().run()
    assert not at.exception
    assert any("Reviewer: Accepted" in t for t in _texts(at))
    turn = _turns(at)[0]
    assert turn.review.get("S1").action == "accept"

    # Reject: the rejection takes the verdict's place (no old verdict beside it); nothing is highlighted
    at.button(key="rej_0_S1").click().run()
    line = next(t for t in _texts(at) if t.startswith("**\\[S1\\]**"))
    assert line.endswith(":red-badge[Reviewer: Rejected]") and "badge[Supported]" not in line and "KG gap" not in line
    assert any(t.startswith("**Rejected by the reviewer**") for t in _texts(at))
    assert at.button(key="rej_0_S1").disabled and not at.image
    assert any("You rejected S1's evidence" in i.value for i in at.info)
    at.button(key="acc_0_S1").click().run()
    turn = _turns(at)[0]

    labels = {b.key: b.label for b in at.download_button}
    assert labels["json_0"] == "Answer (JSON)" and labels["md_0"] == "Report (Markdown)"
    pdf_label = next(v for k, v in labels.items() if k.startswith("pdf_0_"))
    assert pdf_label.startswith("Annotated PDF (") and "(0 highlights)" not in pdf_label

    from gechat.ui.export import markdown_report

    assert "Reviewer: **accepted**" in markdown_report(turn.answer, turn.review)

    # the conversation survives a reload of the tab (its chat id is in the address)
    fresh = AppTest.from_file(str(app_path), default_timeout=120)
    fresh.query_params["chat"] = at.session_state["chat_id"]
    fresh.run()
    assert len(fresh.chat_message) == 2 and not fresh.exception


def test_a_bad_file_fails_in_plain_words(app_env, app_path):
    at = AppTest.from_file(str(app_path), default_timeout=60)
    at.run()
    at.file_uploader(key="uploads_0").set_value([("broken.pdf", b"this is not a PDF at all", "application/pdf")])
    at.run()
    at.button(key="index").click().run()
    row = _wait_indexed(at, "broken.pdf")
    assert ":red-badge[failed]" in row
    assert "Traceback" not in row and "File \"" not in row
    assert not at.exception


def test_an_endpoint_that_is_down_is_reported_in_plain_words(app_env, app_path, monkeypatch):
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("GECHAT_LLM_BACKEND", "openai")
    monkeypatch.setenv("GECHAT_OPENAI_BASE_URL", f"http://127.0.0.1:{port}/v1")
    monkeypatch.setenv("GECHAT_LLM_MAX_RETRIES", "0")
    monkeypatch.setenv("GECHAT_LLM_TIMEOUT_S", "5")
    at = AppTest.from_file(str(app_path), default_timeout=120)
    at.run()
    assert any("cot mode: rag" in c.value for c in at.sidebar.caption)
    text = b"The policy engine decides whether to grant access. The policy administrator executes the decision."
    at.file_uploader(key="uploads_0").set_value([("note.txt", text, "text/plain")])
    at.run()
    at.button(key="index").click().run()
    row = _wait_indexed(at, "note.txt")
    assert ":red-badge[failed]" in row and "Cannot reach the LLM endpoint" in row and "chunk\\-" not in row
    at.chat_input(key="question").set_value("What does the policy engine decide?").run()
    assert not at.exception
    errors = [e.value for e in at.error]
    assert errors and errors[0].startswith("**The language model server cannot be reached.**")
    assert "Traceback" not in errors[0]


def test_several_files_at_once_delete_and_workspaces(app_env, app_path):
    at = AppTest.from_file(str(app_path), default_timeout=120)
    at.run()
    good = b"The policy engine decides whether to grant access to a resource. " \
           b"The policy administrator executes the decision of the policy engine."
    at.file_uploader(key="uploads_0").set_value([
        ("policy.txt", good, "text/plain"),
        ("scan.pdf", b"%PDF-1.4 not really", "application/pdf"),
        ("policy-copy.txt", good, "text/plain"),  # same bytes: one job
    ])
    at.run()
    assert at.button(key="index").label == "Index 3 file(s)"
    at.button(key="index").click().run()
    assert "policy-copy.txt is already being indexed as policy.txt." in [i.value for i in at.info]
    assert not at.file_uploader(key="uploads_1").value  # the uploader is cleared once the files are queued
    _wait_indexed(at, "scan.pdf")
    row = _wait_indexed(at, "policy.txt")
    assert ":green-badge[indexed]" in row
    assert not any("policy\\-copy" in t for t in _texts(at))
    assert any(e.label == "Documents (1 indexed)" for e in at.expander)

    # the same content again says where it already is, and is not queued
    at.file_uploader(key="uploads_1").set_value([("again.txt", good, "text/plain")])
    at.run()
    at.button(key="index").click().run()
    assert "again.txt is already in this workspace as policy.txt; it was not indexed again." in [i.value for i in at.info]
    assert not at.file_uploader(key="uploads_2").value and not any("again" in t for t in _texts(at))

    # deleting asks first; "Keep" keeps it
    delete = next(b for b in at.button if b.key.startswith("del_"))
    doc_id = delete.key[len("del_"):]
    delete.click().run()
    assert any("Delete **policy\\.txt**" in w.value for w in at.warning)
    at.button(key=f"delno_{doc_id}").click().run()
    assert any(e.label == "Documents (1 indexed)" for e in at.expander) and not at.warning
    at.button(key=f"del_{doc_id}").click().run()
    at.button(key=f"delyes_{doc_id}").click().run()
    assert any(e.label == "Documents (0 indexed)" for e in at.expander)
    assert not any("policy\\.txt" in t and "green-badge" in t for t in _texts(at))

    # settings flow from the sidebar into the active models; a new workspace starts empty
    at.selectbox(key="mode").set_value("standalone").run()
    assert any("cot mode: standalone" in c.value for c in at.sidebar.caption)
    at.selectbox(key="ws_pick").set_value("+ New workspace").run()
    at.text_input(key="ws_new").set_value("team-b").run()
    assert not at.exception and (app_env / "team-b").is_dir()
    assert any(e.label == "Documents (0 indexed)" for e in at.expander)
    at.text_input(key="ws_new").set_value("bad name!").run()
    assert any("no spaces" in e.value for e in at.sidebar.error)

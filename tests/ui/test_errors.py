from __future__ import annotations

from dataclasses import replace

import pytest

from gechat import errors as ge
from gechat.ui.errors import answer_problems, plain_error


def test_document_errors_say_what_is_wrong_with_the_file():
    e = plain_error(ge.EncryptedDocumentError("secret.pdf", "the PDF is encrypted"))
    assert e.title == "This file is password-protected" and "secret.pdf" in e.detail
    e = plain_error(ge.NoTextLayerError("scan.pdf", "no text layer"))
    assert "scan" in e.title and e.hint


def test_endpoint_errors_point_at_the_server():
    e = plain_error(ge.EndpointUnavailableError("connection refused at http://localhost:1/v1"))
    assert e.title == "The language model server cannot be reached" and e.retryable
    assert "GECHAT_OPENAI_BASE_URL" in e.hint
    assert plain_error(ge.LLMAuthError("401 from the server")).title == "The language model server refused the API key"
    assert not plain_error(ge.LLMAuthError("401")).retryable
    raw = plain_error(ConnectionRefusedError(111, "Connection refused"))
    assert raw.title == "The language model server cannot be reached"


def test_unexpected_errors_never_show_a_traceback():
    def boom():
        raise RuntimeError("kaput\n  File 'x.py', line 3")

    try:
        boom()
    except RuntimeError as exc:
        e = plain_error(exc, action="answering")
    assert e.title == "Something went wrong while answering"
    assert "Traceback" not in e.text() and "line 3" not in e.text() and "kaput" in e.text()


def test_answers_without_evidence_are_explained(pdf_answer):
    assert answer_problems(pdf_answer) == []
    none = replace(pdf_answer, evidence=tuple(replace(c, best=None, entailed=False) for c in pdf_answer.evidence))
    assert any(p.startswith("No evidence found") for p in answer_problems(none))
    weak = replace(pdf_answer, evidence=tuple(replace(c, entailed=False) for c in pdf_answer.evidence))
    assert any("No step is entailed" in p for p in answer_problems(weak))
    empty = replace(pdf_answer, steps=(), evidence=(), notes=("No reasoning steps: nothing close.",))
    assert answer_problems(empty) == ["No reasoning steps: nothing close."]


@pytest.mark.battery(case="LLM error text with Markdown, HTML, a chunk id and a URL with credentials",
                     did="show an LLM server's error in the app",
                     user_sees="the text escaped (no HTML, no link, no bold), without the chunk id or the password, "
                               "ending with a full stop", stored="the traceback in the server log only")
def test_an_llm_servers_words_are_escaped_cleaned_and_a_sentence():
    exc = ge.LLMServerError(
        "The endpoint at http://bob:pw@10.0.0.5/v1 failed (HTTP 500): C[1/2]: chunk-0123abcd: "
        "<script>alert(1)</script> **now** [click](http://evil.example)"
    )
    text = plain_error(exc, action="answering").text()
    assert text.startswith("**The language model server is busy or failing.**")
    assert "<script>" not in text and "\\<script\\>" in text
    assert "[click](" not in text and "\\*\\*now\\*\\*" in text
    assert "chunk-0123abcd" not in text and "bob" not in text and ":pw@" not in text
    assert text.endswith(".")
    words = plain_error(exc).words()
    assert words.startswith("The language model server is busy or failing. The endpoint at http://10.0.0.5/v1 failed")
    assert "<script>" in words and "chunk-" not in words  # plain: for a place that escapes what it shows

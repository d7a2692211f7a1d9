"""`gechat index` and `gechat ask` through the CLI's entry point: a disputed step names the sentence that says otherwise."""

from __future__ import annotations

from gechat.cli import main
from tests.test_disputed_document import minutes_pdf


def test_cli_ask_prints_the_conflicting_sentence(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GECHAT_WORKSPACE_DIR", str(tmp_path / "ws"))
    pdf = minutes_pdf(tmp_path / "minutes.pdf")
    assert main(["index", str(pdf), "-w", "bridge"]) == 0
    assert "indexed" in capsys.readouterr().out
    assert main(["ask", "Did the city council approve the new Harbour Bridge?", "-w", "bridge"]) == 0
    out = capsys.readouterr().out
    assert "[contradicted]" in out
    assert "says otherwise (minutes.pdf, page 1)" in out
    assert "conflict: the step says 'approved'; the sentence says 'rejected'" in out

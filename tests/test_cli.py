"""The command line through its entry points, as a user runs it: ``python -m gechat.cli`` and the ``gechat`` script.

Each command runs in a fresh process on a temporary workspace folder with no
``GECHAT_*`` variable but that folder's. What a command prints is checked
against the document itself (``gechat parse --json``), not against fixed
numbers. The contradiction a disputed document shows is in
``test_cli_disputes.py``; which modules a cold command loads is in
``test_cold_imports.py``.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gechat.settings import describe

REPO = Path(__file__).resolve().parents[1]
DOCX = REPO / "sample_docs" / "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx"
QUESTION = "Who appoints and supervises standing trustees?"
SCRIPT = Path(sys.executable).parent / "gechat"  # the console script pyproject.toml declares


def gechat(*args: str, workspaces: Path, script: bool = False, **env: str) -> subprocess.CompletedProcess:
    """``gechat *args`` in a fresh process; its workspaces under ``workspaces``."""
    child_env = {k: v for k, v in os.environ.items() if not k.startswith("GECHAT_")}
    child_env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", GECHAT_WORKSPACE_DIR=str(workspaces), **env)
    command = [str(SCRIPT)] if script else [sys.executable, "-m", "gechat.cli"]
    proc = subprocess.run([*command, *args], cwd=REPO, env=child_env, capture_output=True, text=True, timeout=600)
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]  # every failure is a message, never a traceback
    return proc


def ok(proc: subprocess.CompletedProcess) -> str:
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    return proc.stdout


@pytest.fixture(scope="module")
def parsed(tmp_path_factory) -> dict:
    """``gechat parse --json`` of the one-page DOCX: the reference for what the other commands print."""
    return json.loads(ok(gechat("parse", str(DOCX), "--json", workspaces=tmp_path_factory.mktemp("parse"))))


@pytest.fixture(scope="module")
def workspaces(tmp_path_factory) -> tuple[Path, str]:
    """A workspaces folder whose workspace 'handbook' holds the DOCX, indexed by ``gechat index``; and its output."""
    folder = tmp_path_factory.mktemp("workspaces")
    return folder, ok(gechat("index", str(DOCX), "-w", "handbook", workspaces=folder))


def test_parse_prints_the_documents_sentences_with_their_offsets(parsed, tmp_path):
    assert parsed["name"] == DOCX.name and parsed["kind"] == "docx" and parsed["doc_id"].startswith("doc-")
    rows = parsed["sentences"]
    assert [r["text"] for r in rows[:3]] == ["CHAPTER 1", "INTRODUCTION", "CHAPTER 1 \u2013 INTRODUCTION"]
    assert [r["index"] for r in rows] == list(range(len(rows)))
    assert all(r["char_start"] < r["char_end"] and r["page"] == 0 and r["boxes"] == [] for r in rows)
    text = ok(gechat("parse", str(DOCX), workspaces=tmp_path)).splitlines()
    assert text[0] == f"{DOCX.name} [docx] {len(rows)} sentences, 0 pages, id {parsed['doc_id']}"
    assert len(text) == 1 + len(rows)
    assert text[1].split() == ["0", "-", f"[{rows[0]['char_start']}:{rows[0]['char_end']}]", "boxes=0", "CHAPTER", "1"]


def test_index_reports_the_document_and_docs_lists_it(workspaces, parsed):
    folder, out = workspaces
    line = re.fullmatch(rf"indexed +{re.escape(DOCX.name)}: (\d+) sentences, (\d+) chunks, (\d+) entities, "
                        r"(\d+) relations in [\d.]+s\n", out)
    assert line, out
    assert int(line.group(1)) == len(parsed["sentences"])
    assert all(int(line.group(i)) > 0 for i in (2, 3, 4))
    docs = [json.loads(x) for x in ok(gechat("docs", "-w", "handbook", workspaces=folder)).splitlines()]
    assert [(d["doc_id"], d["name"], d["status"]) for d in docs] == [(parsed["doc_id"], DOCX.name, "indexed")]
    assert docs[0]["n_sentences"] == len(parsed["sentences"])


def test_ask_json_names_sentences_of_the_document_with_their_offsets(workspaces, parsed):
    folder, _ = workspaces
    answer = json.loads(ok(gechat("ask", QUESTION, "-w", "handbook", "--json", workspaces=folder)))
    assert answer["question"] == QUESTION and answer["mode"] == "extractive"  # the offline default
    assert answer["outcome"] == "answered" and answer["steps"]
    rows = {(r["text"], r["char_start"], r["char_end"]) for r in parsed["sentences"]}
    chosen = [e["best"]["sentence"] for e in answer["evidence"] if e["best"]]
    assert chosen, answer["evidence"]
    for s in chosen:
        assert s["doc_id"] == parsed["doc_id"]
        assert (s["text"], s["char_start"], s["char_end"]) in rows  # the very sentence parse printed
    assert any("United States Trustee" in s["text"] and "appoints" in s["text"] for s in chosen)
    assert {e["step_id"] for e in answer["evidence"]} <= {s["id"] for s in answer["steps"]}


def test_graph_shows_an_entitys_neighbourhood(workspaces):
    folder, _ = workspaces
    lines = ok(gechat("graph", "United States Trustee", "-w", "handbook", workspaces=folder)).splitlines()
    head = re.fullmatch(r"(\d+) entities, (\d+) relations within 1 hop\(s\) of 'United States Trustee':", lines[0])
    assert head, lines[0]
    assert len(lines) - 1 == int(head.group(2)) > 0
    assert all("United States Trustee" in line and " --[" in line for line in lines[1:])  # one hop: each touches it
    zero = ok(gechat("graph", "United States Trustee", "--hops", "0", "-w", "handbook", workspaces=folder))
    assert zero == "1 entities, 0 relations within 0 hop(s) of 'United States Trustee':\n"
    missing = gechat("graph", "Nobody In The Book", "-w", "handbook", workspaces=folder)
    assert missing.returncode == 1
    assert missing.stdout == "No entity named 'Nobody In The Book' in workspace 'handbook'.\n"


def test_delete_removes_the_document_and_its_kg_parts(tmp_path, austen_txt):
    chapter = tmp_path / "chapter1.txt"  # chapter I of Pride and Prejudice
    chapter.write_text("\n".join(austen_txt.read_text(encoding="utf-8").splitlines()[216:353]), encoding="utf-8")
    folder = tmp_path / "workspaces"
    ok(gechat("index", str(chapter), "-w", "book", workspaces=folder))
    (doc,) = [json.loads(x) for x in ok(gechat("docs", "-w", "book", workspaces=folder)).splitlines()]
    assert doc["name"] == "chapter1.txt"
    ok(gechat("graph", "Netherfield", "-w", "book", workspaces=folder))
    assert ok(gechat("delete", doc["doc_id"], "-w", "book", workspaces=folder)) == "deleted\n"
    assert ok(gechat("docs", "-w", "book", workspaces=folder)) == ""
    assert gechat("graph", "Netherfield", "-w", "book", workspaces=folder).returncode == 1  # its entities went too
    again = gechat("delete", doc["doc_id"], "-w", "book", workspaces=folder)
    assert (again.returncode, again.stdout) == (1, f"no document {doc['doc_id']} in workspace 'book'\n")


def test_settings_lists_every_setting_through_the_console_script(tmp_path):
    assert SCRIPT.is_file(), f"{SCRIPT}: the console script is not installed (scripts/setup.sh installs it)"
    assert ok(gechat("settings", workspaces=tmp_path, script=True)) == describe() + "\n"
    help_text = ok(gechat("--help", workspaces=tmp_path, script=True))
    for command in ("parse", "index", "ask", "graph", "docs", "delete", "settings"):
        assert command in help_text


def test_the_script_and_the_module_print_the_same(tmp_path):
    by_script = ok(gechat("parse", str(DOCX), "--json", workspaces=tmp_path, script=True))
    assert by_script == ok(gechat("parse", str(DOCX), "--json", workspaces=tmp_path))


def test_no_command_prints_the_usage_and_exits_2(tmp_path):
    proc = gechat(workspaces=tmp_path)
    assert proc.returncode == 2 and proc.stdout.startswith("usage: gechat")


@pytest.mark.parametrize(("args", "says"), [
    (["ask", QUESTION, "--mode", "bogus"], "argument --mode: invalid choice: 'bogus'"),
    (["graph", "Trustee", "--hops", "many"], "argument --hops: invalid int value: 'many'"),
    (["delete"], "the following arguments are required: doc_id"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
])
def test_a_malformed_command_line_exits_2_and_says_what_is_wrong(tmp_path, args, says):
    proc = gechat(*args, workspaces=tmp_path)
    assert proc.returncode == 2 and says in proc.stderr, proc.stderr


def test_a_file_that_cannot_be_read_exits_1_with_its_name(tmp_path):
    missing = gechat("parse", str(tmp_path / "nope.pdf"), workspaces=tmp_path)
    assert missing.returncode == 1 and missing.stderr.startswith("error: nope.pdf: ") and missing.stdout == ""
    other = tmp_path / "notes.xyz"
    other.write_text("some notes")
    kind = gechat("parse", str(other), workspaces=tmp_path)
    assert kind.returncode == 1 and kind.stderr.startswith("error: notes.xyz: '.xyz' files are not supported")
    assert "(supported: .pdf, .docx, .txt)" in kind.stderr


def test_index_goes_on_past_a_bad_file_and_exits_1(tmp_path):
    broken, empty = tmp_path / "broken.pdf", tmp_path / "empty.txt"
    broken.write_bytes(b"%PDF-1.4 then nothing")
    empty.write_bytes(b"")
    proc = gechat("index", str(broken), str(empty), "-w", "bad", workspaces=tmp_path / "ws")
    assert proc.returncode == 1
    lines = proc.stdout.splitlines()
    assert [line.split()[:2] for line in lines] == [["failed", "broken.pdf:"], ["failed", "empty.txt:"]]
    assert "(broken.pdf: the PDF is truncated or damaged" in lines[0]
    assert "(empty.txt: the file is empty (0 bytes)" in lines[1]


def test_a_bad_setting_exits_1_naming_it(tmp_path):
    proc = gechat("docs", "-w", "any", workspaces=tmp_path, GECHAT_HOPS="two")
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr.startswith("error: GECHAT_HOPS='two': ") and "integer" in proc.stderr


def test_reading_a_workspace_that_does_not_exist_creates_nothing(tmp_path):
    folder = tmp_path / "ws"
    (folder / "handbook").mkdir(parents=True)
    proc = gechat("docs", "-w", "handbok", workspaces=folder)
    assert not (folder / "handbok").exists()
    assert proc.returncode == 1 and "no workspace named 'handbok'" in proc.stderr and "handbook" in proc.stderr


def test_format_answer_points_to_a_more_entailing_alternative():
    from gechat.cli import format_answer
    from gechat.records import Answer, EvidenceChoice, ScoredSentence, Sentence, Step

    class NoDocuments:
        def document(self, doc_id):
            return None

    def scored(i: int, text: str, e: float) -> ScoredSentence:
        return ScoredSentence(Sentence(f"s{i}", "doc-1", i, text, i * 100, i * 100 + len(text)), e, 0.0, e / 2)

    shown = scored(0, "The trial compared bathing with a wash product to water alone.", 0.3)
    closer = scored(1, "Mothers said the product left the baby smelling good.", 0.7)
    answer = Answer(question="Did the product help?", mode="extractive", answers=(),
                    steps=(Step("S1", "The wash product left babies smelling good."),), anchors=(), subgraphs=(),
                    evidence=(EvidenceChoice("S1", shown, (closer,), 1, entailed=False),))
    text = format_answer(answer, NoDocuments())
    assert "closer to implying the step (entailment 0.700;" in text and closer.sentence.text in text
    entailed = Answer(question="q", mode="extractive", answers=(), steps=answer.steps, anchors=(), subgraphs=(),
                      evidence=(EvidenceChoice("S1", closer, (shown,), 1, entailed=True),))
    assert "closer to implying" not in format_answer(entailed, NoDocuments())


def test_format_answer_says_why_a_question_was_declined():
    from gechat.cli import format_answer
    from gechat.pipeline import NOT_COVERED
    from gechat.records import Answer, RelevantSentence, Sentence

    class NoDocuments:
        def document(self, doc_id):
            return None

    near = Sentence("s0", "doc-1", 0, "What percentage of the budget is devoted to patch management?", 0, 61)
    why = "The nearest sentences are on the topic, but none of them states what the question asks for (a percentage)."
    answer = Answer(question="What percentage of the budget goes to patching?", mode="extractive", answers=(),
                    steps=(), anchors=(), subgraphs=(), evidence=(), notes=(f"{NOT_COVERED} {why}",),
                    outcome="not_covered", nearest=(RelevantSentence(near, 0.97),))
    text = format_answer(answer, NoDocuments())
    assert f"{NOT_COVERED} {why}" in text and "Nearest sentences, not supporting:" in text and near.text in text

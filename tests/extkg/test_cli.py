import json
import sys
from pathlib import Path

import pytest

from gechat.cli import main

from .conftest import DATA

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "llm"))
from fake_openai import FakeOpenAIServer, chat  # noqa: E402

Q1 = "What were the release years of the films directed by the director of The Shawshank Redemption?"


@pytest.fixture
def ws(tmp_path, monkeypatch):
    monkeypatch.setenv("GECHAT_WORKSPACE_DIR", str(tmp_path))
    assert main(["kg", "load", str(DATA / "metaqa_small.pipe"), "-w", "movies", "--format", "pipe", "--json"]) == 0
    return tmp_path


@pytest.fixture
def fake():
    server = FakeOpenAIServer()
    server.start()
    yield server
    server.close()


def _reply(body: dict):
    good = {"answers": ["1994", "1999", "2007"], "steps": [
        "The Shawshank Redemption was directed by Frank Darabont.",
        "Frank Darabont directed The Green Mile.",
        "The Green Mile was released in 1999.",
    ]}
    bad = {"answers": ["1972"], "steps": [
        "The Shawshank Redemption was directed by Francis Ford Coppola on the Moon.",
        "Coppola's films were all released in 1972 in Antarctica.",
    ]}
    return chat(json.dumps(good if body["model"] == "good-model" else bad))


def test_load_and_info(ws, capsys):
    capsys.readouterr()
    assert main(["kg", "info", "-w", "movies", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["kind"] == "external_kg" and info["triples"] == 588


def test_bad_file_is_a_clear_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GECHAT_WORKSPACE_DIR", str(tmp_path))
    bad = tmp_path / "bad.txt"
    bad.write_text("a|b|c\nnot a triple\n", encoding="utf-8")
    assert main(["kg", "load", str(bad), "-w", "x", "--format", "pipe", "--no-embed"]) == 1
    assert "line 2" in capsys.readouterr().err


def test_retrieve_json(ws, capsys):
    capsys.readouterr()
    assert main(["kg", "retrieve", Q1, "-w", "movies", "--depth", "3", "--retriever", "relpath", "--json"]) == 0
    sg = json.loads(capsys.readouterr().out)
    assert sg["seeds"] == ["The Shawshank Redemption"] and sg["n_edges"] > 0
    assert {"head", "relation", "tail", "text", "score", "hop"} <= set(sg["edges"][0])


def test_compare_two_endpoint_models(ws, fake, monkeypatch, capsys):
    fake.script = [_reply]
    monkeypatch.setenv("GECHAT_OPENAI_BASE_URL", fake.url)
    capsys.readouterr()
    rc = main(["kg", "compare", Q1, "-w", "movies", "--depth", "3", "--model", "openai:good-model",
               "--model", "openai:bad-model", "--gold", "1994|1999|2007|2001", "--json"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    good, bad = out["runs"]
    assert good["model"] == "openai:good-model" and good["correct"] is True
    assert bad["correct"] is False
    assert good["grounded_share"] > bad["grounded_share"]
    assert all(s["verdict"] == "hallucination_or_gap" for s in bad["steps"])
    assert good["steps"][2]["triple"]["tail"] == "1999" and good["steps"][2]["verdict"] == "matched"
    assert good["steps"][0]["nli"] in {"entailment", "neutral", "contradiction"}
    # RAG mode: the subgraph's facts were in the prompt
    assert "Frank Darabont" in fake.requests[0]["messages"][-1]["content"]


def test_standalone_mode_sends_no_facts(ws, fake, monkeypatch, capsys):
    fake.script = [_reply]
    monkeypatch.setenv("GECHAT_OPENAI_BASE_URL", fake.url)
    assert main(["kg", "ask", Q1, "-w", "movies", "--model", "openai:good-model", "--mode", "standalone", "--no-nli"]) == 0
    assert "Knowledge-graph facts" not in fake.requests[0]["messages"][-1]["content"]
    text = capsys.readouterr().out
    assert "MATCHED" in text and "openai:good-model" in text


def test_a_failing_endpoint_is_reported_on_its_row(ws, monkeypatch, capsys):
    monkeypatch.setenv("GECHAT_OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("GECHAT_LLM_MAX_RETRIES", "0")
    capsys.readouterr()
    assert main(["kg", "compare", Q1, "-w", "movies", "--model", "openai:x", "--no-nli", "--json"]) == 1
    run = json.loads(capsys.readouterr().out)["runs"][0]
    assert run["error"] and run["steps"] == []


@pytest.mark.slow
def test_compare_the_two_embedded_models(ws, capsys):
    capsys.readouterr()
    rc = main(["kg", "compare", Q1, "-w", "movies", "--depth", "3", "--model", "smollm2", "--model", "gemma3-270m",
               "--max-tokens", "160", "--no-nli", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert [r["model"] for r in out["runs"]] == ["smollm2", "gemma3-270m"]
    assert rc == 0
    for r in out["runs"]:
        assert r["error"] or r["answers"] or r["steps"]  # a tiny model may answer without steps
        assert r["seconds"] > 0
        assert all(s["verdict"] in {"matched", "hallucination_or_gap"} for s in r["steps"])

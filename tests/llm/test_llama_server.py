"""The real-server tier: GE-Chat against a real llama.cpp server (issue 14, item 4).

``llama_cpp.server`` (llama-cpp-python[server]) serves the embedded SmolLM2-135M
GGUF on 127.0.0.1 (fixture ``llama_server``). Everything goes through the
OpenAI-compatible client: structured output (the server answers ``json_schema``
with HTTP 500; the client falls back to ``json_object`` with the schema),
indexing with LightRAG's LLM extraction and with the offline extractor,
questions in the three modes, and ``gechat eval`` on a two-case config. The
model is tiny, so the tests check that every path works end to end, not that
the answers are right; documents are small and replies are capped at 160 tokens.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from llama_server import MODEL_ALIAS

from gechat.chat import GEChat
from gechat.cot import COT_SCHEMA
from gechat.llm.openai_compat import OpenAICompatibleLLM
from gechat.settings import Settings

pytestmark = pytest.mark.slow

DOC = """The Harbor Bridge opened in 1932.

The Harbor Bridge connects the north shore to the city centre. Engineers built the Harbor Bridge from steel. \
The Harbor Bridge carries eight lanes of traffic and two railway tracks.

Maria Lopez designed the lighting of the Harbor Bridge. The lighting of the Harbor Bridge uses solar panels.
"""
QUESTION = "When did the Harbor Bridge open?"


def server_settings(url: str, tmp: Path, **changes: object) -> Settings:
    return Settings(llm_backend="openai", openai_base_url=url, openai_model=MODEL_ALIAS, llm_max_tokens=160,
                    llm_timeout_s=120, workspace_dir=tmp).with_(**changes)


@pytest.fixture(scope="module")
def doc_path(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("server_docs") / "harbor_bridge.txt"
    path.write_text(DOC, encoding="utf-8")
    return path


@pytest.mark.battery(case="Real llama.cpp server: structured output",
                     did="ask llama_cpp.server for JSON following the chain-of-thought schema",
                     user_sees="an answer (the server's HTTP 500 to json_schema is absorbed: json_object + schema, "
                               "remembered for the endpoint)", stored="nothing")
def test_structured_output_falls_back_from_json_schema_on_the_real_server(llama_server):
    llm = OpenAICompatibleLLM(server_settings(llama_server.url, Path(".")))
    reply = llm.complete_json([{"role": "user", "content": f"{DOC}\nQuestion: {QUESTION}"}], COT_SCHEMA,
                              max_tokens=160)
    assert set(reply) >= {"answers", "steps"} and reply["answers"] and reply["steps"]
    assert llm.json_mode == "json_object"
    statuses = [line.rsplit('HTTP/1.1" ', 1)[-1][:3] for line in llama_server.requests_logged()]
    assert "500" in statuses and statuses[-1] == "200"  # the real server refused json_schema, then answered
    again = OpenAICompatibleLLM(server_settings(llama_server.url, Path(".")))
    assert again.json_mode == "json_object"  # remembered for this endpoint and model


@pytest.mark.battery(case="Real llama.cpp server: index with LightRAG's LLM extraction",
                     did="index a small TXT with GECHAT_KG_EXTRACTOR=llm through llama_cpp.server",
                     user_sees="a report: indexed, or (the 135M demo model cannot write LightRAG's extraction "
                               "format) 'no entities were found'", stored="the document when indexed; else nothing")
def test_index_with_llm_extraction_through_the_real_server(llama_server, doc_path, tmp_path):
    chat = GEChat(server_settings(llama_server.url, tmp_path, kg_extractor="llm"), "llm_kg")
    try:
        before = len(llama_server.requests_logged())
        report = chat.index_file(doc_path)
        assert len(llama_server.requests_logged()) > before  # every chunk went through the server
        if report.status == "indexed":
            assert report.n_entities > 0 and [d.doc_id for d in chat.documents()] == [report.doc_id]
        else:
            assert report.status == "failed" and "no entities were found" in report.reason, report.reason
            assert "chunk-" not in report.reason
            assert [d for d in chat.documents() if d.status == "indexed"] == []
    finally:
        chat.close()


@pytest.fixture(scope="module")
def server_chat(llama_server, doc_path, tmp_path_factory):
    """A workspace indexed with the offline extractor; questions go to the real server."""
    chat = GEChat(server_settings(llama_server.url, tmp_path_factory.mktemp("ws"), kg_extractor="spacy"), "server")
    report = chat.index_file(doc_path)
    assert report.status == "indexed", report.reason
    yield chat
    chat.close()


@pytest.mark.battery(case="Real llama.cpp server: ask in extractive (offline), RAG and standalone modes",
                     did="index a small TXT, then ask one question in each mode through llama_cpp.server",
                     user_sees="three answers, each step with its evidence search and verdict",
                     stored="the document (indexed once)")
@pytest.mark.parametrize("mode", ["extractive", "rag", "standalone"])
def test_ask_in_every_mode_through_the_real_server(server_chat, mode):
    answer = server_chat.ask(QUESTION, mode=mode)
    assert answer.mode == mode and answer.outcome == "answered"
    assert answer.steps and len(answer.evidence) >= len(answer.steps)
    assert all(e.verdict for e in answer.evidence)
    if mode == "extractive":
        assert answer.stats.llm_calls == 0
        assert any(e.best is not None and "1932" in e.best.sentence.text for e in answer.evidence)
    else:
        assert answer.stats.llm_calls >= 1 and answer.models["llm"] == f"openai:{MODEL_ALIAS}"


@pytest.mark.battery(case="Real llama.cpp server: gechat eval",
                     did="run 'gechat eval' on a two-case config (GE-Chat end to end in RAG mode, LLM self-citation)",
                     user_sees="a summary table; every case run by both methods, no method failure",
                     stored="per-case JSONL and the summary under the given folders")
def test_gechat_eval_through_the_real_server(llama_server, doc_path, tmp_path, capsys):
    from gechat.cli import main

    table = tmp_path / "cases.csv"
    with table.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["id", "document", "question", "answer", "evidence"])
        writer.writerow(["c1", doc_path.name, QUESTION, "1932", "The Harbor Bridge opened in 1932."])
        writer.writerow(["c2", doc_path.name, "Who designed the lighting of the Harbor Bridge?", "Maria Lopez",
                         "Maria Lopez designed the lighting of the Harbor Bridge."])
    config = {
        "name": "llama_server_tiny", "title": "Real llama.cpp server, two cases",
        "dataset": {"adapter": "gechat_table", "table": str(table), "documents": str(doc_path.parent),
                    "columns": {"page": "", "category": ""}},
        "mode": "e2e", "methods": ["gechat_e2e", "self_cite"], "seed": 13,
        "settings": {"llm_backend": "openai", "openai_base_url": llama_server.url, "openai_model": MODEL_ALIAS,
                     "kg_extractor": "spacy", "cot_mode": "rag", "llm_max_tokens": 160},
    }
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    runs, results = tmp_path / "runs", tmp_path / "results"
    rc = main(["eval", "--config", str(path), "--runs-dir", str(runs), "--results-dir", str(results),
               "--no-progress"])
    out = capsys.readouterr().out
    assert rc == 0, out
    rows = [json.loads(line) for line in (runs / "llama_server_tiny" / "cases.jsonl").read_text().splitlines()]
    assert sorted(r["case_id"] for r in rows) == ["c1", "c2"]
    for row in rows:
        assert set(row["methods"]) == {"gechat_e2e", "self_cite"}
        for method, result in row["methods"].items():
            assert not result.get("info", {}).get("error"), (row["case_id"], method, result)
            assert result["cost"]["llm_calls"] >= 1  # answered through the server
        assert row["methods"]["gechat_e2e"]["info"]["mode"] == "rag"
    assert any(p.suffix == ".md" for p in (results / "llama_server_tiny").iterdir())

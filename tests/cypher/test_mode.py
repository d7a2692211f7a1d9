"""Cypher mode end to end on a real embedded graph: prompts, extraction, checker, execution, grounded answers.

The LLM is scripted (logic) or a fake OpenAI-compatible endpoint replaying
queries that the embedded models really wrote (``tests/data/cypher/recorded_queries.jsonl``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gechat.cypher.checker import check
from gechat.cypher.mode import ask, run_query
from gechat.cypher.prompts import METAQA_EXAMPLES, extract_query, query_messages
from gechat.graphdb.embedded import EmbeddedStore
from gechat.graphdb.load import load_file
from gechat.llm.scripted import ScriptedLLM
from tests.llm.fake_openai import FakeOpenAIServer, chat

DATA = Path(__file__).resolve().parents[1] / "data" / "cypher"


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    s = EmbeddedStore(tmp_path_factory.mktemp("cypher-mode"))
    load_file(s, DATA / "metaqa_small.txt", kind="metaqa")
    yield s
    s.close()


@pytest.fixture
def fake_openai():
    server = FakeOpenAIServer()
    server.start()
    try:
        yield server
    finally:
        server.close()


def test_prompt_styles_carry_the_schema_and_zero_one_or_all_examples(store):
    schema = store.schema()
    zero, one, few = (query_messages("who directed [X]", schema, s, METAQA_EXAMPLES)[0]["content"]
                      for s in ("zero", "one", "few"))
    for text in (zero, one, few):
        assert "(:Movie)-[:directed_by]->(:Person)" in text
    assert "Examples:" not in zero and one.count("Cypher:") == 1 and few.count("Cypher:") == len(METAQA_EXAMPLES)
    with pytest.raises(ValueError):
        query_messages("q", schema, "two")


def test_queries_are_extracted_from_chatty_replies():
    assert extract_query("Sure!\n```cypher\nMATCH (m:Movie) RETURN m.name\n```\nHope it helps") == \
        "MATCH (m:Movie) RETURN m.name"
    assert extract_query("with [Heat] Cypher: MATCH (m:Movie {name: 'Heat'}) RETURN m.name") == \
        "MATCH (m:Movie {name: 'Heat'}) RETURN m.name"


def test_a_reversed_query_is_repaired_and_answers_from_the_rows(store):
    llm = ScriptedLLM(["MATCH (p:Person)<-[:DIRECTED_BY]-(m:Movie {name: '$9.99'}) RETURN p.name",
                       "Tatia Rosenthal directed it."])
    a = ask("who directed [$9.99]", store, llm, style="zero")
    assert a.check is not None and a.check.changed
    assert a.fixes == ["relationship :DIRECTED_BY -> :directed_by (case)"]
    assert a.answers == ["Tatia Rosenthal"] and a.answer == "Tatia Rosenthal directed it."
    assert "Tatia Rosenthal" in llm.last_prompt[1]["content"]  # the answer prompt holds the rows


def test_without_the_checker_the_same_query_finds_nothing(store):
    wrong = "MATCH (m:Movie {name: '$9.99'})<-[:directed_by]-(p:Person) RETURN p.name"
    schema = store.schema()
    assert run_query("q", wrong, store, schema, use_checker=False).answers == []
    assert run_query("q", wrong, store, schema, use_checker=True).answers == ["Tatia Rosenthal"]


def test_refusals_and_writes_never_reach_the_database(store):
    schema = store.schema()
    a = run_query("q", "MATCH (m:Movie)-[:has_genre]->(p:Person) RETURN p.name", store, schema)
    assert a.rows is None and a.refused.startswith("No :has_genre relationship") and a.answer.startswith("Refused")
    w = run_query("q", "MATCH (m:Movie) DETACH DELETE m", store, schema)
    assert w.rows is None and "Read-only" in w.refused
    unchecked = run_query("q", "CREATE (:Movie {name: 'x'})", store, schema, use_checker=False)
    assert unchecked.rows is None and "read-only" in unchecked.refused  # the database refuses it too
    assert store.query("MATCH (m:Movie {name: 'x'}) RETURN m.name").rows == ()


def test_recorded_llm_queries_replayed_through_a_fake_endpoint(store, fake_openai):
    records = [json.loads(line) for line in (DATA / "recorded_queries.jsonl").read_text(encoding="utf-8").splitlines()]
    from gechat.llm.openai_compat import OpenAICompatibleLLM
    from gechat.settings import Settings

    fake_openai.script = [chat(r["reply"]) for r in records]
    llm = OpenAICompatibleLLM(Settings(llm_backend="openai", openai_base_url=fake_openai.url, llm_max_retries=0))
    schema = store.schema()
    for r in records:
        a = ask(r["question"], store, llm, style=r["style"], examples=METAQA_EXAMPLES, answer_with_llm=False)
        assert a.generated == r["generated"]
        assert a.check is not None and a.check.to_dict() == check(r["generated"], schema).to_dict()
        assert bool(a.refused) == (r["outcome"] == "refused"), r
    assert len(fake_openai.requests) == len(records)
    assert "(:Movie)-[:directed_by]->(:Person)" in fake_openai.requests[0]["messages"][0]["content"]

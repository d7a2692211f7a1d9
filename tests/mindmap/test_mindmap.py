"""MindMap evidence, pruning, offline answers, the LLM's mind map and the exports, on real EMCKG triples."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gechat.errors import LLMTimeoutError
from gechat.extkg.triples import read_triples
from gechat.llm.scripted import ScriptedLLM
from gechat.mindmap.evidence import KG, Chain, EvidenceSettings, Fact, neighbour_evidence, normalise, path_evidence
from gechat.mindmap.mode import answer, build_evidence, link_entities

DATA = Path(__file__).resolve().parents[1] / "data" / "cypher" / "emckg_small.tsv"


@pytest.fixture(scope="module")
def kg() -> KG:
    return KG(read_triples(DATA, "tsv"))


def _facts():
    return [line.split("\t") for line in DATA.read_text(encoding="utf-8").splitlines() if line]


def test_neighbour_evidence_holds_every_fact_of_the_entity_up_to_the_cluster_cap(kg):
    facts = _facts()
    entity = "Panic_disorder"
    chains = neighbour_evidence(kg, [entity], EvidenceSettings(max_tails=100, expand=0))
    got = {(f.head, f.relation, f.tail) for c in chains for f in c.facts}
    assert got == {tuple(t) for t in facts if entity in (t[0], t[2])}
    capped = neighbour_evidence(kg, [entity], EvidenceSettings(max_tails=2, expand=0))
    clusters = {}
    for c in capped:
        f = c.facts[0]
        clusters.setdefault((f.relation, f.head == entity), []).append(c)
    assert clusters and all(len(v) <= 2 for v in clusters.values())


def test_path_evidence_connects_question_entities_within_k_hops(kg):
    chains = path_evidence(kg, ["Anxiety_and_nervousness", "Depression"], EvidenceSettings(k=2))
    assert chains, "two symptoms of panic disorder are joined through it"
    for c in chains:
        assert c.source == "path" and len(c.facts) <= 2
        assert c.entities()[0] == "Anxiety_and_nervousness" and c.entities()[-1] == "Depression"
    assert path_evidence(kg, ["Anxiety_and_nervousness", "Depression"], EvidenceSettings(k=0)) == []


def test_chain_sentences_read_each_fact_in_its_own_direction():
    c = Chain((Fact("Flu", "has_symptom", "Fever"), Fact("Cold", "has_symptom", "Fever")), "path", "Flu")
    assert c.sentence() == "Flu -> has_symptom -> Fever <- has_symptom <- Cold"
    assert c.entities() == ["Flu", "Fever", "Cold"] and c.id.startswith("ev-")


def test_linking_by_normalised_names_and_brackets(kg):
    found, missing = link_entities(kg, "I have anxiety and nervousness and depression, what is it?")
    assert found == ["Anxiety_and_nervousness", "Depression"] and missing == []
    found, missing = link_entities(kg, "what about [panic disorder] and [Unobtainium]")
    assert found == ["Panic_disorder"] and missing == ["Unobtainium"]
    assert normalise("Panic_disorder") == "panic disorder"


def test_offline_answer_ranks_what_several_question_entities_reach(kg):
    ev = build_evidence(kg, "q", ["Anxiety_and_nervousness", "Depression", "Shortness_of_breath"])
    a = answer(ev)
    assert a.offline and a.note.startswith("offline")
    assert a.answers[0] == "Panic_disorder"
    assert not set(a.answers) & set(ev.entities)


def test_plain_hop_retrieval_is_cut_to_the_given_size(kg):
    ev = build_evidence(kg, "q", ["Panic_disorder"], "2-hop", limit=7)
    assert len(ev.facts()) == 7
    assert len(build_evidence(kg, "q", ["Panic_disorder"], "1-hop").facts()) > 7


def test_llm_mind_map_is_parsed_and_linked_to_evidence(kg):
    ev = build_evidence(kg, "I feel anxious and depressed", ["Anxiety_and_nervousness", "Depression"])
    reply = {"summary": "Probably panic disorder.", "inference": ["Path-based Evidence 0 links both to it."],
             "mind_map": [{"head": "anxiety and nervousness", "relation": "suggests", "tail": "Panic disorder"},
                          {"head": "Panic disorder", "relation": "treated by", "tail": "Moonlight"}],
             "answers": ["Panic_disorder"]}
    llm = ScriptedLLM([reply])
    a = answer(ev, llm)
    assert not a.offline and a.summary == "Probably panic disorder." and a.answers == ["Panic_disorder"]
    nodes = {n.name: n for n in a.mind_map.nodes}
    assert nodes["Panic disorder"].kg_node == "Panic_disorder" and nodes["Panic disorder"].evidence
    assert nodes["Moonlight"].kg_node is None and nodes["Moonlight"].evidence == []
    prompt = llm.last_prompt[1]["content"]
    assert "Path-based Evidence:\n[0] Anxiety_and_nervousness" in prompt and "Neighbor-based Evidence:" in prompt
    mer = a.mermaid()
    assert mer.startswith("flowchart LR") and "class" in mer and "ungrounded" in mer
    json.dumps(a.to_dict())  # the export is plain JSON


def test_a_failing_llm_falls_back_to_the_offline_answer(kg):
    ev = build_evidence(kg, "q", ["Panic_disorder"])
    a = answer(ev, ScriptedLLM([LLMTimeoutError("The model took too long.")]))
    assert a.offline and "LLM failed" in a.note and a.answers


def test_the_demo_model_answers_only_when_allowed(kg):
    ev = build_evidence(kg, "q", ["Panic_disorder"])
    reply = {"summary": "s", "inference": [], "mind_map": [], "answers": ["Depression"]}
    assert answer(ev, ScriptedLLM([reply], is_demo=True)).offline
    a = answer(ev, ScriptedLLM([reply], is_demo=True), allow_demo=True)
    assert not a.offline and a.answers == ["Depression"]

"""Each dataset adapter on the real files (skipped when ../shared is absent)."""

from __future__ import annotations

from collections import Counter

from gechat.evaluation.adapters import load_cases
from gechat.evaluation.adapters.evidence_inference import finding_statement, load_evidence_inference
from gechat.evaluation.adapters.hotpotqa import load_hotpotqa
from gechat.evaluation.adapters.wice import load_wice
from gechat.evaluation.documents import build_document
from gechat.evaluation.gold import resolve_gold


def test_wice_dev_claims_labels_and_gold_sentences(shared_path):
    root = shared_path("data", "wice")
    cases = load_wice(root, "dev")
    assert len(cases) == 349
    labels = Counter(c.category for c in cases)
    assert labels == {"partially_supported": 191, "supported": 115, "not_supported": 43}
    first = cases[0]
    assert first.case_id == "dev02986" and first.kind == "claim"
    assert first.reference_evidence.sentence_sets == ((5, 15), (15, 17))
    built = build_document(first.document)
    gold = resolve_gold(first, built)
    evidence = first.document.sentences
    assert {built.document.sentences[i].text for i in gold.alternatives[0].sentences} == {
        evidence[5].strip(), evidence[15].strip()}
    unsupported = [c for c in cases if c.category == "not_supported"]
    assert all(c.supported is False and not c.has_evidence for c in unsupported)
    assert all(c.supported is None for c in cases if c.category == "partially_supported")


def test_evidence_inference_spans_point_at_the_annotated_text(shared_path):
    root = shared_path("data", "evidence_inference")
    cases = load_evidence_inference(root)
    assert len(cases) > 200
    case = next(c for c in cases if c.case_id == "ei-11316")
    assert case.reference_answer == "significantly decreased"
    assert case.statement == finding_statement(
        "recombinant FSH (r-FSH)", "highly-purified, urinary FSH (HP-uFSH)", "total FSH dose", "significantly decreased")
    built = build_document(case.document)
    gold = resolve_gold(case, built)
    texts = {a.text for a in gold.alternatives}
    assert any(t.startswith("The only parameter that differed significantly") for t in texts)
    for alt in gold.alternatives:
        assert alt.sentences, "each span covers at least one loader sentence"
        s, e = alt.span
        assert built.document.text[s:e] == alt.text


def test_hotpotqa_supporting_facts_become_one_gold_set(shared_path):
    root = shared_path("data", "hotpotqa_sample")
    cases = load_hotpotqa(root)
    assert len(cases) == 100
    case = cases[0]
    assert case.reference_answer == "Gesellschaft mit beschränkter Haftung"
    built = build_document(case.document)
    gold = resolve_gold(case, built)
    texts = [built.document.sentences[i].text for i in sorted(gold.alternatives[0].sentences)]
    assert texts[0].startswith("VIVA Media GmbH")
    assert texts[1].startswith("A Gesellschaft mit beschränkter Haftung")
    assert len(texts) == 2
    assert "VIVA Media\n" in built.document.text  # the paragraph title is kept as text


def test_load_cases_dispatches_on_adapter_name(shared_path):
    root = shared_path("data", "wice")
    assert len(load_cases({"adapter": "wice", "root": str(root), "split": "dev"})) == 349
    import pytest

    with pytest.raises(ValueError, match="Unknown dataset adapter"):
        load_cases({"adapter": "nope"})

"""Documents built from a dataset's own sentence list keep exact offsets and valid gold indices."""

from __future__ import annotations

from gechat.evaluation.cases import CaseDocument, EvalCase, ReferenceEvidence
from gechat.evaluation.documents import build_document, document_from_sentences
from gechat.evaluation.gold import resolve_gold


def test_sentence_list_document_has_exact_offsets_and_skips_blanks():
    sents = ["First one.", "  Second, indented.", "", "Third one."]
    doc, index_map = document_from_sentences("d", sents)
    assert [s.text for s in doc.sentences] == ["First one.", "Second, indented.", "Third one."]
    for s in doc.sentences:
        assert doc.text[s.char_start : s.char_end] == s.text
    assert index_map == {0: 0, 1: 1, 2: None, 3: 2}
    assert [s.index for s in doc.sentences] == [0, 1, 2]


def test_paragraph_headings_are_text_but_not_sentences():
    doc, index_map = document_from_sentences("d", ["A a.", "B b.", "C c."], paragraphs=[("Alpha", 0), ("Gamma", 2)])
    assert doc.text.startswith("Alpha\nA a.\nB b.\n\nGamma\nC c.")
    assert len(doc.sentences) == 3
    assert doc.sentences[2].text == "C c." and index_map[2] == 2


def test_gold_sets_follow_the_index_map():
    case = EvalCase(
        case_id="c1", category="supported",
        documents=(CaseDocument(name="d", sentences=("Zero.", "", "Two is here.", "Three.")),),
        question_or_claim="Two is here.",
        reference_evidence=ReferenceEvidence(sentence_sets=((2,), (1, 3))),
        kind="claim", supported=True,
    )
    built = build_document(case.document)
    gold = resolve_gold(case, built)
    assert [sorted(a.sentences) for a in gold.alternatives] == [[1], [2]]
    assert gold.alternatives[0].text == "Two is here."
    assert gold.alternatives[1].text == "Three."


def test_text_gold_is_located_by_fuzzy_match():
    case = EvalCase(
        case_id="c2", category="q",
        documents=(CaseDocument(name="d", sentences=("The cat sat on the mat.", "Dogs bark loudly at night.")),),
        question_or_claim="What do dogs do?",
        reference_evidence=ReferenceEvidence(texts=("dogs  bark loudly at nite",)),
    )
    gold = resolve_gold(case, build_document(case.document))
    assert [sorted(a.sentences) for a in gold.alternatives] == [[1]]
    assert gold.unresolved == 0

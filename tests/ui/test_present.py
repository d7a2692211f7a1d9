from __future__ import annotations

from dataclasses import dataclass

from gechat.settings import Settings
from gechat.ui.jobs import Job
from gechat.ui.present import (
    answer_markdown, badge, model_lines, plain_reason, decision_badge, document_rows, evidence_markdown, md_escape, step_label,
)


def test_document_text_is_escaped_for_markdown():
    out = md_escape("<b>x</b> *bold* [link](y) $5 :red[z]")
    assert "<b>" not in out and "\\<b\\>" in out
    assert "\\*bold\\*" in out and "\\[link\\]\\(y\\)" in out and "\\$5" in out and "\\:red\\[z\\]" in out


def test_badges_and_labels(pdf_answer):
    assert badge("supported") == ":green-badge[Supported]"
    assert badge("likely_hallucination") == ":yellow-badge[Likely hallucination]"
    assert badge("contradicted") == ":red-badge[Contradicted]"
    assert decision_badge("replace") == ":blue-badge[Reviewer: Replaced]" and decision_badge(None) == ""
    assert step_label(pdf_answer, "S1") == "S1 ✓" and step_label(pdf_answer, "S2") == "S2 ✗"
    assert answer_markdown(pdf_answer) == "**\\[A1\\]** NIST publishes FIPS\\."


def test_evidence_markdown_quotes_the_sentence_with_where_and_scores(pdf_answer):
    doc_id = pdf_answer.evidence[0].best.sentence.doc_id
    md = evidence_markdown(pdf_answer.evidence[0], {doc_id: "fips.pdf"})
    assert md.startswith("> The Federal Information Processing Standards")
    assert "fips\\.pdf, page 2 · entailment 0.93 · neutral 0.07 · contradiction 0.00 · length penalty 0.00 · score 0.47" in md
    assert evidence_markdown(None, {}).startswith("_No evidence")


def test_evidence_markdown_points_to_a_more_entailing_alternative(pdf_answer):
    from dataclasses import replace

    choice = pdf_answer.evidence[0]
    doc_id = choice.best.sentence.doc_id
    shown = replace(choice.best, entailment=0.31)  # the sentence most about the step, not read as entailing
    other = replace(choice.best, sentence=replace(choice.best.sentence, text="NIST names the standards."),
                    entailment=0.72)
    md = evidence_markdown(replace(choice, best=shown, alternatives=(other,), entailed=False, verdict="unsupported"),
                           {doc_id: "fips.pdf"})
    assert md.startswith("> The Federal Information Processing Standards")
    assert "closer to implying the step" in md and "entailment 0.72" in md and "> NIST names the standards\\." in md
    # an entailed step, or one whose alternatives the judge reads as less entailing, gets no such note
    assert "closer to implying" not in evidence_markdown(choice, {doc_id: "fips.pdf"})
    weaker = replace(other, entailment=0.2)
    assert "closer to implying" not in evidence_markdown(
        replace(choice, best=shown, alternatives=(weaker,), entailed=False, verdict="unsupported"), {doc_id: "fips.pdf"})


@dataclass
class Report:
    doc_id: str
    name: str
    status: str = "indexed"
    reason: str = ""
    n_sentences: int = 10
    n_chunks: int = 2
    n_entities: int = 5
    n_relations: int = 3
    seconds: float = 1.25


def test_document_rows_merge_the_workspace_with_this_session_jobs():
    reports = [Report("doc-a", "a.pdf")]
    jobs = [
        Job("doc-e", "e.pdf", 10, status="done", report=Report("doc-e", "e.pdf")),
        Job("doc-b", "b.pdf", 10, status="running", stage="embedding", fraction=0.5, started=1.0),
        Job("doc-c", "c.pdf", 10, status="failed", error="This file is damaged."),
        # indexed in an earlier session; this session's upload of the same bytes is a duplicate
        Job("doc-a", "d.pdf", 10, status="done", report=Report("doc-a", "d.pdf", "duplicate", "same as a.pdf")),
    ]
    stored_failure = Report("doc-f", "f.pdf", "failed", "No entities could be extracted.")
    rows = document_rows(reports + [Report("doc-e", "e.pdf"), stored_failure], jobs)
    assert [(r.name, r.status) for r in rows] == [
        ("a.pdf", "indexed"), ("e.pdf", "indexed"), ("f.pdf", "failed"),
        ("b.pdf", "running"), ("c.pdf", "failed"), ("d.pdf", "duplicate"),
    ]
    assert rows.pop(2).detail == "No entities could be extracted."  # stored in the workspace: deletable
    assert rows[0].detail == "10 sentences · 2 chunks · 5 entities · 3 relations · 1.2 s" and rows[0].deletable
    assert rows[2].detail.startswith("embedding · 50% · ")
    assert rows[3].detail == "This file is damaged." and not rows[3].deletable
    assert rows[4].detail == "already in this workspace as a.pdf"


def test_the_active_models_name_the_demo_model_as_such():
    labels = {"llm": "none", "embedder": "all-MiniLM-L6-v2 (packaged)", "cot_mode": "extractive"}
    lines = model_lines(labels, Settings())
    assert lines[0].startswith("llm: none \\(extractive mode")
    assert lines[1] == "embedder: all\\-MiniLM\\-L6\\-v2 \\(packaged\\)"
    assert not any("demo model" in line for line in lines)  # no stage calls an LLM: no demo-model line beside "none"
    rag = model_lines({"llm": "embedded:SmolLM2-135M-Instruct (demo model)", "cot_mode": "rag"}, Settings(cot_mode="rag"))
    assert rag[-1].startswith(":orange-badge[demo model]")
    endpoint = model_lines({"llm": "openai:llama3.1:8b"}, Settings(llm_backend="openai"))
    assert endpoint == ["llm: openai\\:llama3\\.1\\:8b"]


def test_failure_reasons_lose_internal_chunk_ids():
    raw = "Building the knowledge graph failed: C[1/1]: chunk-fbda3ea7b5728df0: Cannot reach the LLM endpoint."
    assert plain_reason(raw) == "Building the knowledge graph failed: Cannot reach the LLM endpoint."


def test_contradicted_evidence_says_the_documents_say_otherwise(pdf_answer):
    from dataclasses import replace

    from gechat.records import ScoredSentence

    choice = pdf_answer.evidence[0]
    against = ScoredSentence(choice.best.sentence, 0.01, 0.0, 0.005, 0.04, 0.95,
                             "the step says 2017, the sentence says 2014")
    bad = replace(choice, best=against, entailed=False, contradicting=against, verdict="contradicted")
    md = evidence_markdown(bad, {})
    assert md.startswith("**The documents say otherwise**: the step says 2017, the sentence says 2014")
    assert "contradiction 0.95" in md
    assert step_label(replace(pdf_answer, evidence=(bad,)), choice.step_id).endswith("≠")


def test_disputed_evidence_shows_the_conflicting_and_the_supporting_sentence(pdf_answer):
    from dataclasses import replace

    from gechat.records import ScoredSentence

    choice = pdf_answer.evidence[0]
    other = choice.alternatives[0].sentence if choice.alternatives else choice.best.sentence
    against = ScoredSentence(other, 0.02, 0.03, 0.0, 0.0, 0.95, "the step says 'approved'; the sentence says 'rejected'")
    disputed = replace(choice, entailed=True, contradicting=against, verdict="contradicted")
    md = evidence_markdown(disputed, {})
    assert md.startswith("**The documents say otherwise**: the step says")
    assert "Another sentence supports it" in md
    assert md.index(md_escape(other.text)) < md.index(md_escape(choice.best.sentence.text), md.index("Another"))


def test_a_rejected_step_shows_the_rejection_instead_of_its_old_verdict(pdf_answer):
    from gechat.ui.present import step_line

    choice = pdf_answer.evidence[0]
    line = step_line("S1", "NIST publishes the FIPS series.", choice, "reject")
    assert ":red-badge[Reviewer: Rejected]" in line and "Supported" not in line
    assert step_line("S1", "x", choice, "accept").endswith(":green-badge[Supported] :green-badge[Reviewer: Accepted]")
    md = evidence_markdown(choice, {}, rejected=True)
    assert md.startswith("**Rejected by the reviewer**") and "entailment" not in md
    assert step_label(pdf_answer, "S1", "reject") == "S1 ⊘"


def test_a_kg_fact_without_a_sentence_says_so(pdf_answer):
    from dataclasses import replace

    choice = replace(pdf_answer.evidence[0], best=None, alternatives=(), entailed=False, verdict="unsupported")
    md = evidence_markdown(choice, {})
    assert "No sentence of the documents states this" in md and md_escape(choice.kg_fact) in md and "0.82" in md


def test_deleted_documents_are_named_as_such_never_by_their_id(pdf_answer):
    choice = pdf_answer.evidence[0]
    doc_id = choice.best.sentence.doc_id
    md = evidence_markdown(choice, {})
    assert doc_id not in md and "a document no longer in this workspace, page 2" in md


def test_evidence_markdown_says_when_the_sentence_reports_no_result(pdf_answer):
    from dataclasses import replace

    choice = pdf_answer.evidence[0]
    doc_id = choice.best.sentence.doc_id
    reason = "the step reports a finding; the sentence reports no result"
    shown = replace(choice.best, entailment=0.1, unstated=reason)
    md = evidence_markdown(replace(choice, best=shown, entailed=False, verdict="unsupported"), {doc_id: "fips.pdf"})
    assert "Not evidence of a result: the step reports a finding; the sentence reports no result" in md
    assert "entailment and contradiction at most 0.10" in md
    assert "Not evidence of a result" not in evidence_markdown(choice, {doc_id: "fips.pdf"})


def test_evidence_markdown_says_when_the_sentence_lacks_a_figure_of_the_step(pdf_answer):
    from dataclasses import replace

    choice = pdf_answer.evidence[0]
    doc_id = choice.best.sentence.doc_id
    reason = "the step gives 200 people; the sentence states no such figure"
    shown = replace(choice.best, missing=reason)
    md = evidence_markdown(replace(choice, best=shown, entailed=False, verdict="unsupported"), {doc_id: "fips.pdf"})
    assert f"Cannot support the step: {reason}" in md
    assert "Cannot support the step" not in evidence_markdown(choice, {doc_id: "fips.pdf"})


def test_evidence_markdown_says_when_the_sentence_is_not_whole(pdf_answer):
    from dataclasses import replace

    choice = pdf_answer.evidence[0]
    names = {choice.best.sentence.doc_id: "fips.pdf"}
    assert "not a whole sentence" in evidence_markdown(replace(choice, best=replace(choice.best, fragment=True)), names)
    assert "not a whole sentence" not in evidence_markdown(replace(choice, best=replace(choice.best, fragment=False)),
                                                           names)


def test_a_declined_answer_says_why(pdf_answer):
    from dataclasses import replace

    from gechat.pipeline import NOT_COVERED

    why = "The nearest sentences are on the topic, but none of them states what the question asks for (a percentage)."
    declined = replace(pdf_answer, answers=(), steps=(), outcome="not_covered", notes=(f"{NOT_COVERED} {why}",),
                       nearest=())
    md = answer_markdown(declined)
    assert md.startswith(f"**{md_escape(NOT_COVERED)}**") and md_escape(why) in md


def test_a_short_answer_item_shows_the_claim_it_was_judged_as_and_why_its_sentence_cannot_support_it(pdf_answer):
    from dataclasses import replace

    from gechat.records import AnswerItem
    from gechat.ui.export import markdown_report
    from gechat.ui.present import item_evidence_markdown

    shown = replace(pdf_answer.evidence[0].best, missing="the sentence names 'NIST', but not as the doer of 'approve' "
                                                         "the question asks about")
    choice = replace(pdf_answer.evidence[0], step_id="A1", best=shown, entailed=False, verdict="unsupported",
                     claim="NIST approves FIPS.")
    answer = replace(pdf_answer, question="Who approves FIPS?", answers=(AnswerItem("A1", "NIST"),),
                     answer_evidence=(choice,))
    doc_id = shown.sentence.doc_id
    md = answer_markdown(answer)
    assert md.startswith("**\\[A1\\]** NIST :violet-badge[Unsupported]")
    assert ":gray[judged as the answer to the question: NIST approves FIPS\\.]" in md
    card = item_evidence_markdown(answer, {doc_id: "fips.pdf"})
    assert "Judged as the answer to the question: NIST approves FIPS\\." in card
    assert "> The Federal Information Processing Standards" in card
    assert "Cannot support the step: the sentence names 'NIST', but not as the doer of 'approve'" in card
    report = markdown_report(answer, doc_names={doc_id: "fips.pdf"})
    assert "### [A1] NIST" in report and "- Judged as the answer to the question: NIST approves FIPS." in report
    assert "- Cannot support the step: the sentence names 'NIST'" in report

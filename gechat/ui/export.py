"""Downloads: the original PDF with highlight annotations, the answer as JSON, a Markdown report.

Every export takes the reviewer's decisions into account: replaced evidence is
exported as chosen, rejected steps are not highlighted and are marked in the
report, and the decisions are written out with the answer.

The annotated PDF carries nothing active from the original: its JavaScript
(document, page and annotation actions), launch actions, embedded files and
file attachments are removed (``Document.scrub`` and ``_disarm``), and objects
left unreferenced are dropped on saving; the visible content is kept as it was.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pymupdf

from gechat.records import Answer, EvidenceChoice, ScoredSentence, page_label
from gechat.ui.present import DELETED_DOC, scores
from gechat.ui.render import open_pdf, page_rect
from gechat.ui.review import Review, reviewed

VERDICT_LABELS = {
    "supported": "supported",
    "kg_gap": "KG gap",
    "likely_hallucination": "likely hallucination",
    "unsupported": "unsupported",
    "contradicted": "contradicted",
}
ACTION_LABELS = {"accept": "accepted", "replace": "replaced with an alternative", "reject": "rejected"}
#: highlight colour per verdict (the app's badge colours, light enough to read the text through)
VERDICT_COLOURS = {
    "supported": (0.35, 0.8, 0.35),
    "kg_gap": (1.0, 0.65, 0.15),
    "unsupported": (0.7, 0.55, 1.0),
    "likely_hallucination": (1.0, 0.9, 0.2),
    "contradicted": (1.0, 0.35, 0.35),
}


def annotated_pdf(
    pdf: bytes | str | Path, doc_id: str, answer: Answer, review: Review | None = None, *, threshold: float = 0.5
) -> tuple[bytes, int]:
    """The original PDF with one highlight annotation per step whose evidence lies in it (one per page
    when the sentence goes on over a page break).

    Each highlight is coloured by the step's verdict (``VERDICT_COLOURS``); its content names the step,
    the verdict and the step's text (``"S2 · supported: ..."``). Rejected steps get none.
    Returns the PDF bytes and the number of annotations added.
    """
    final = reviewed(answer, review, threshold=threshold)
    steps = {s.id: s for s in final.steps}
    doc = open_pdf(pdf)
    added = 0
    try:
        try:
            _disarm(doc)
        except RuntimeError:  # objects the cross-reference table lists but the file lacks (NIST SP 800-207: 59)
            rebuilt = pymupdf.open(stream=doc.tobytes(garbage=1))  # written out, they are gone; then again
            doc.close()
            doc = rebuilt
            _disarm(doc)
        for choice in final.evidence:
            d = review.get(choice.step_id) if review else None
            if choice.best is None or (d is not None and d.action == "reject"):
                continue
            s = choice.best.sentence
            if s.doc_id != doc_id:
                continue
            step = steps.get(choice.step_id)
            verdict = VERDICT_LABELS[choice.verdict]
            content = f"{choice.step_id} · {verdict}: {step.text}" if step else f"{choice.step_id} · {verdict}"
            if d is not None and d.action in ("accept", "replace"):
                content += f" (reviewer: {ACTION_LABELS[d.action]})"
            for part in s.parts:  # one highlight per page of a sentence that goes on over a page break
                if not part.boxes or not 1 <= part.page <= doc.page_count:
                    continue
                page = doc[part.page - 1]
                annot = page.add_highlight_annot([page_rect(page, b) for b in part.boxes])
                annot.set_info(content=content, title="GE-Chat", subject=f"{choice.step_id} ({verdict})")
                annot.set_colors(stroke=VERDICT_COLOURS.get(choice.verdict, (1.0, 0.6, 0.0)))
                annot.update()
                added += 1
        return doc.tobytes(garbage=1, deflate=True), added  # garbage=1: removed files' streams go too
    finally:
        doc.close()


#: what the export keeps from the original: everything visible; scrubbed: only what runs or carries files
_SCRUB_KEEP = dict(clean_pages=False, hidden_text=False, metadata=False, redactions=False, remove_links=False,
                   reset_fields=False, reset_responses=False, thumbnails=False, xml_metadata=False)


def _disarm(doc) -> None:
    """Remove the original's JavaScript, launch actions, embedded files and file attachments."""
    doc.scrub(javascript=True, embedded_files=True, attached_files=True, **_SCRUB_KEEP)  # JS action objects emptied
    for page in doc:  # scrub blanks an attachment's file; the annotation itself goes too
        for annot in list(page.annots(types=(pymupdf.PDF_ANNOT_FILE_ATTACHMENT,))):
            page.delete_annot(annot)
    for xref in range(1, doc.xref_length()):
        if not doc.xref_object(xref):
            continue
        for key in ("OpenAction", "AA"):  # automatic actions (on opening; page, field or annotation events)
            kind, value = doc.xref_get_key(xref, key)
            if key == "AA" and kind != "null" or kind == "dict" and ("/JavaScript" in value or "/Launch" in value):
                doc.xref_set_key(xref, key, "null")
        if doc.xref_get_key(xref, "S")[1] == "/Launch":  # an action that starts a program
            doc.update_object(xref, "<<>>")
    if doc.xref_get_key(doc.pdf_catalog(), "Names/JavaScript")[0] != "null":
        doc.xref_set_key(doc.pdf_catalog(), "Names/JavaScript", "null")


def _scored(s: ScoredSentence | None, names: Mapping[str, str]) -> dict[str, Any] | None:
    if s is None:
        return None
    return {
        "document": names.get(s.sentence.doc_id) or DELETED_DOC,
        "doc_id": s.sentence.doc_id,
        "sentence_id": s.sentence.id,
        "page": s.sentence.page,
        "pages": list(s.sentence.pages) if s.sentence.page else [],
        "char_start": s.sentence.char_start,
        "char_end": s.sentence.char_end,
        "text": s.sentence.text,
        "entailment": round(s.entailment, 4),
        "neutral": round(s.neutral, 4),
        "contradiction": round(s.contradiction, 4),
        "conflict": s.conflict,
        "unstated": s.unstated,
        "missing": s.missing,
        "fragment": s.fragment,
        "length_penalty": round(s.length_penalty, 4),
        "score": round(s.score, 4),
        "lexical": round(s.lexical, 4),
        "cosine": round(s.cosine, 4),
    }


def answer_json(
    answer: Answer, review: Review | None = None, *, doc_names: Mapping[str, str] | None = None,
    threshold: float = 0.5,
) -> str:
    """The full answer record, plus the reviewer's decisions and the evidence as reviewed."""
    names = doc_names or {}
    final = reviewed(answer, review, threshold=threshold)
    data = answer.to_dict()
    data["review"] = review.to_dict() if review else {}
    data["reviewed_evidence"] = [
        {
            "step_id": c.step_id,
            "decision": (review.get(c.step_id).action if review and review.get(c.step_id) else "open"),
            "verdict": c.verdict,
            "evidence": _scored(c.best, names),
            "contradicting": _scored(c.contradicting, names),
        }
        for c in final.evidence
    ]
    data["documents"] = dict(names)
    return json.dumps(data, indent=2, ensure_ascii=False, default=str)


def _md_inline(text: str) -> str:
    """Text safe inside one Markdown line (no markup, no raw HTML)."""
    out = " ".join(text.split())
    for ch in "\\`*_[]<>#|":
        out = out.replace(ch, "\\" + ch)
    return out


def _where(s: ScoredSentence, names: Mapping[str, str]) -> str:
    name = names.get(s.sentence.doc_id) or DELETED_DOC
    page = f", {label}" if (label := page_label(s.sentence.pages)) else ""
    return f"{_md_inline(name)}{page}, characters {s.sentence.char_start}–{s.sentence.char_end}"


def _numbers(s: ScoredSentence) -> str:
    return scores(s)


def markdown_report(
    answer: Answer, review: Review | None = None, *, doc_names: Mapping[str, str] | None = None,
    threshold: float = 0.5,
) -> str:
    """A human-readable report: answers, steps with their evidence, verdicts and reviewer decisions."""
    names = doc_names or {}
    final = reviewed(answer, review, threshold=threshold)
    lines = [f"# GE-Chat answer: {_md_inline(answer.question)}", ""]
    lines += [f"Mode: {answer.mode}. Models: " + "; ".join(f"{k}: {_md_inline(v)}" for k, v in answer.models.items()), ""]
    if review is not None:
        counts = review.summary(answer)
        lines += ["Review: " + ", ".join(f"{n} {k}" for k, n in counts.items()), ""]
    lines += ["## Answer", ""]
    lines += [f"- **[{a.id}]** {_md_inline(a.text)}" for a in answer.answers] or ["_No answer items._"]
    for a in answer.answers:
        choice = next((c for c in answer.answer_evidence if c.step_id == a.id), None)
        if choice is None:
            continue
        lines += ["", f"### [{a.id}] {_md_inline(a.text)}", ""]
        if choice.claim:
            lines += [f"- Judged as the answer to the question: {_md_inline(choice.claim)}"]
        lines += _step_block(choice, None, names)
    lines += ["", "## Steps and evidence", ""]
    for step in final.steps:
        choice = final.evidence_for(step.id)
        lines.append(f"### [{step.id}] {_md_inline(step.text)}")
        lines.append("")
        lines += _step_block(choice, review.get(step.id) if review else None, names)
        lines.append("")
    for note in answer.notes:
        lines.append(f"> Note: {_md_inline(note)}")
    return "\n".join(lines).rstrip() + "\n"


def _step_block(choice: EvidenceChoice | None, decision, names: Mapping[str, str]) -> list[str]:
    if choice is None:
        return ["No evidence was searched for this step."]
    out = [f"- Verdict: **{VERDICT_LABELS[choice.verdict]}**"]
    if decision is not None:
        note = f" ({_md_inline(decision.note)})" if decision.note else ""
        out.append(f"- Reviewer: **{ACTION_LABELS[decision.action]}**{note}")
    else:
        out.append("- Reviewer: not reviewed")
    if choice.best is None:
        out.append("- Evidence: none found")
    else:
        out.append(f"- Evidence ({_where(choice.best, names)}): {_numbers(choice.best)}")
        out.append("")
        out.append(f"  > {_md_inline(choice.best.sentence.text)}")
        out.append("")
        if choice.best.unstated:
            out.append(f"- Not evidence of a result: {_md_inline(choice.best.unstated)}")
        elif choice.best.missing:
            out.append(f"- Cannot support the step: {_md_inline(choice.best.missing)}")
    against = choice.contradicting
    if against is not None:
        why = f": {_md_inline(against.conflict)}" if against.conflict else ""
        out.append(f"- Says otherwise{why} ({_where(against, names)}): {_numbers(against)}")
        if against is not choice.best:
            out += ["", f"  > {_md_inline(against.sentence.text)}", ""]
    closer = choice.more_entailing()
    if closer is not None:
        out.append(f"- The judge reads another sentence as closer to implying the step "
                   f"({_where(closer, names)}): {_numbers(closer)}")
        out += ["", f"  > {_md_inline(closer.sentence.text)}", ""]
    if choice.kg_fact:
        out.append(f"- Closest KG fact: {_md_inline(choice.kg_fact)} (similarity {choice.kg_fact_similarity:.2f})")
    if choice.alternatives:
        out.append("- Alternatives:")
        for i, alt in enumerate(choice.alternatives, 1):
            out.append(f"  {i}. {_md_inline(alt.sentence.text)} — {_where(alt, names)}; {_numbers(alt)}")
    return out

"""Words and Markdown the app shows: verdict badges, evidence captions, the document list.

Everything that came from a document or a model is escaped before it reaches
Streamlit's Markdown, so it is shown as text and never interpreted.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from gechat.records import NOT_COVERED, Answer, EvidenceChoice, ScoredSentence, page_label
from gechat.ui.jobs import Job, format_eta

VERDICTS = {
    "supported": ("Supported", "green", "The evidence sentence entails the step and the KG holds a matching fact."),
    "kg_gap": ("KG gap", "orange", "A sentence entails the step, but the knowledge graph has no matching fact."),
    "likely_hallucination": ("Likely hallucination", "yellow",
                             "The evidence sentence does not entail the step and the knowledge graph has nothing close."),
    "contradicted": ("Contradicted", "red", "A sentence of the documents says otherwise: read it before relying on the step."),
    "unsupported": ("Unsupported", "violet",
                    "The knowledge graph holds something close, but the evidence sentence does not entail the step: check it."),
}
DECISIONS = {"accept": ("Accepted", "green"), "replace": ("Replaced", "blue"), "reject": ("Rejected", "red")}
_MD_SPECIAL = "\\`*_{}[]<>()#+-.!|~$:"
_CHUNK_NOISE = re.compile(r"C\[\d+/\d+\]: chunk-[0-9a-f]+: ")  # the KG store's per-chunk prefix
#: shown instead of an internal id when an evidence sentence's document was deleted since the answer
DELETED_DOC = "a document no longer in this workspace"


def doc_name(doc_id: str, doc_names: Mapping[str, str]) -> str:
    """The document's file name; never its internal id (a deleted document is said to be deleted)."""
    return doc_names.get(doc_id) or DELETED_DOC


def plain_reason(reason: str) -> str:
    """A failure reason without internal chunk ids."""
    return _CHUNK_NOISE.sub("", reason)


def model_lines(labels: Mapping[str, str], settings) -> list[str]:
    """The active models in words (escaped), the demo model always called a demo model when it is in use
    (not beside "llm: none", where no stage calls it)."""
    lines = [f"{k.replace('_', ' ')}: {md_escape(v)}" for k, v in labels.items()]
    if labels.get("llm") == "none":
        lines[list(labels).index("llm")] += " \\(extractive mode: steps are facts stated in the documents\\)"
    elif settings.uses_demo_llm:
        lines.append(":orange-badge[demo model] LLM backend: the tiny embedded model \\(SmolLM2\\-135M\\), "
                     "for trying GE\\-Chat offline; its reasoning is not relied on")
    return lines


def md_escape(text: str) -> str:
    """Plain text for st.markdown: Markdown and HTML characters are escaped, whitespace collapsed."""
    out = []
    for ch in " ".join(str(text).split()):
        out.append("\\" + ch if ch in _MD_SPECIAL else ch)
    return "".join(out)


def badge(verdict: str) -> str:
    label, color, _ = VERDICTS.get(verdict, (verdict, "gray", ""))
    return f":{color}-badge[{label}]"


def verdict_help(verdict: str) -> str:
    return VERDICTS.get(verdict, ("", "", ""))[2]


def decision_badge(action: str | None) -> str:
    if not action:
        return ""
    label, color = DECISIONS[action]
    return f":{color}-badge[Reviewer: {label}]"


def where(s: ScoredSentence, doc_names: Mapping[str, str]) -> str:
    name = doc_name(s.sentence.doc_id, doc_names)
    page = page_label(s.sentence.pages)
    return f"{name}, {page}" if page else name


def scores(s: ScoredSentence) -> str:
    return (f"entailment {s.entailment:.2f} · neutral {s.neutral:.2f} · contradiction {s.contradiction:.2f} · "
            f"length penalty {s.length_penalty:.2f} · score {s.score:.2f} · "
            f"about the step: words {s.lexical:.2f}, meaning {s.cosine:.2f}"
            + (" · not a whole sentence" if s.fragment else ""))


def evidence_markdown(choice: EvidenceChoice | None, doc_names: Mapping[str, str], *, rejected: bool = False) -> str:
    """Quote + where + numbers for one step (already escaped); a contradiction says why.

    A KG fact matched without a sentence says so (never an empty card); ``rejected``: the reviewer
    rejected this evidence, so it is shown as such and no verdict is drawn from it.
    """
    if choice is None:
        return "_No evidence sentence was found for this step._"
    if choice.best is None:
        if choice.kg_fact:
            return (f"_No sentence of the documents states this._ The knowledge graph holds a close fact, "
                    f"**{md_escape(choice.kg_fact)}** :gray[\\(similarity {choice.kg_fact_similarity:.2f}\\)], "
                    "but the sentence it was extracted from could not be found among the candidates.")
        return "_No evidence sentence was found for this step._"
    s = choice.best
    if rejected:
        return (f"**Rejected by the reviewer**: this sentence no longer counts as evidence for the step.\n\n"
                f":gray[~~{md_escape(s.sentence.text)}~~]\n\n:gray[{md_escape(where(s, doc_names))}]")
    lead = ""
    if choice.verdict == "contradicted":
        against = choice.contradicting or s
        why = f": {md_escape(against.conflict)}" if against.conflict else ""
        lead = f"**The documents say otherwise**{why}\n\n"
        if against is not s:  # one sentence supports the step, another says otherwise
            lead += (f"> {md_escape(against.sentence.text)}\n\n:gray[{md_escape(where(against, doc_names))} · "
                     f"{scores(against)}]\n\n**Another sentence supports it:**\n\n")
    tail = ""
    if s.unstated:
        from gechat.entail.findings import UNSTATED_CAP  # here: the app's page imports no judge module

        tail = (f"\n\n:gray[Not evidence of a result: {md_escape(s.unstated)} "
                f"\\(read as neutral: entailment and contradiction at most {UNSTATED_CAP:.2f}\\).]")
    elif s.missing:
        tail = f"\n\n:gray[Cannot support the step: {md_escape(s.missing)}.]"
    closer = choice.more_entailing()
    if closer is not None:
        tail += (f"\n\nThe judge reads another sentence as closer to implying the step "
                 f"\\(entailment {closer.entailment:.2f}\\): check it.\n\n> {md_escape(closer.sentence.text)}\n\n"
                 f":gray[{md_escape(where(closer, doc_names))}]")
    return f"{lead}> {md_escape(s.sentence.text)}\n\n:gray[{md_escape(where(s, doc_names))} · {scores(s)}]{tail}"


def answer_markdown(answer: Answer, doc_names: Mapping[str, str] | None = None) -> str:
    """The answer items, each with its own verdict badge; or the decline with the nearest sentences."""
    if answer.outcome == "not_covered":
        lines = [f"**{md_escape(NOT_COVERED)}**"]
        if why := answer.declined_because:  # nothing relevant enough, a name not mentioned, no value of the kind asked
            lines.append(md_escape(why))
        if answer.nearest:
            lines.append(":gray[Nearest sentences, not supporting:]")
            names = doc_names or {}
            for n in answer.nearest:
                name = doc_name(n.sentence.doc_id, names)
                page = f", {label}" if (label := page_label(n.sentence.pages)) else ""
                lines.append(f"\\- {md_escape(n.sentence.text)} :gray[\\({md_escape(name + page)}; "
                             f"relevance {n.relevance:.2f}\\)]")
        return "  \n".join(lines)
    if not answer.answers:
        return "_No answer items came back._"
    out = []
    for a in answer.answers:
        choice = next((c for c in answer.answer_evidence if c.step_id == a.id), None)
        out.append(f"**\\[{a.id}\\]** {md_escape(a.text)}" + (f" {badge(choice.verdict)}" if choice else ""))
        if choice is not None and choice.claim:
            out.append(f":gray[judged as the answer to the question: {md_escape(choice.claim)}]")
    return "  \n".join(out)


def item_evidence_markdown(answer: Answer, doc_names: Mapping[str, str]) -> str:
    """Each answer item with the claim it was judged as and its evidence card (:func:`evidence_markdown`)."""
    parts = []
    for a in answer.answers:
        choice = next((c for c in answer.answer_evidence if c.step_id == a.id), None)
        head = f"**\\[{a.id}\\]** {md_escape(a.text)}" + (f" {badge(choice.verdict)}" if choice else "")
        if choice is not None and choice.claim:
            head += f"\n\n:gray[Judged as the answer to the question: {md_escape(choice.claim)}]"
        parts.append(f"{head}\n\n{evidence_markdown(choice, doc_names)}")
    return "\n\n---\n\n".join(parts)


def step_line(step_id: str, text: str, choice: EvidenceChoice | None, action: str | None) -> str:
    """``[S1] text`` with its verdict badge; a rejected step shows the rejection instead of the old verdict."""
    head = f"**\\[{step_id}\\]** {md_escape(text)}"
    if action == "reject":
        return f"{head} {decision_badge(action)}"
    verdict = f" {badge(choice.verdict)}" if choice else ""
    return f"{head}{verdict} {decision_badge(action)}".rstrip()


def step_label(answer: Answer, step_id: str, action: str | None = None) -> str:
    if action == "reject":
        return f"{step_id} ⊘"
    choice = answer.evidence_for(step_id)
    mark = {"supported": "✓", "kg_gap": "◐", "unsupported": "?", "likely_hallucination": "✗", "contradicted": "≠"}
    return f"{step_id} {mark.get(choice.verdict, '') if choice else ''}".strip()


@dataclass(frozen=True)
class DocRow:
    key: str  # doc id (= job key)
    name: str
    status: str  # indexed | duplicate | failed | queued | running
    detail: str
    fraction: float = 0.0
    deletable: bool = False


def _counts(report) -> str:
    parts = [
        f"{getattr(report, 'n_sentences', 0)} sentences",
        f"{getattr(report, 'n_chunks', 0)} chunks",
        f"{getattr(report, 'n_entities', 0)} entities",
        f"{getattr(report, 'n_relations', 0)} relations",
    ]
    secs = getattr(report, "seconds", 0.0) or 0.0
    if secs:
        parts.append(f"{secs:.1f} s")
    if getattr(report, "hidden_chars", 0):
        parts.append(report.hidden_note)
    return " · ".join(parts)


def duplicate_note(name: str, existing: str) -> str:
    return f"{name} is already in this workspace as {existing}; it was not indexed again."


def document_rows(reports: Iterable, jobs: Iterable[Job]) -> list[DocRow]:
    """The workspace's documents, then this session's jobs that are not (yet) among them."""
    rows: list[DocRow] = []
    seen: dict[str, str] = {}
    for r in reports:
        seen[r.doc_id] = r.name
        failed = r.status == "failed"
        rows.append(DocRow(r.doc_id, r.name, r.status, plain_reason(r.reason or "Indexing failed.") if failed else _counts(r),
                           1.0, True))
    for j in jobs:
        if j.key in seen and j.outcome != "duplicate":
            continue
        if j.status == "running":
            detail = f"{j.stage} · {round(100 * j.fraction)}% · {format_eta(j.eta_seconds)}"
        elif j.status == "queued":
            detail = "waiting for the documents before it"
        elif j.outcome == "duplicate":
            detail = (f"already in this workspace as {seen[j.key]}" if j.key in seen
                      else j.reason or "Same content as a document already in this workspace; skipped.")
        elif j.outcome == "failed":
            detail = plain_reason(j.reason or "Indexing failed.")
        else:
            detail = _counts(j.report) if j.report is not None else ""
        rows.append(DocRow(j.key, j.name, j.outcome if j.status == "done" else j.status, detail, j.fraction))
    return rows


STATUS_BADGE = {
    "indexed": ":green-badge[indexed]",
    "duplicate": ":gray-badge[duplicate]",
    "failed": ":red-badge[failed]",
    "queued": ":blue-badge[queued]",
    "running": ":blue-badge[indexing]",
}

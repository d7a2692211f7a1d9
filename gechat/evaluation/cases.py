"""The one case schema every evaluation adapter produces.

    EvalCase(case_id, category, documents, question_or_claim, reference_answer,
             reference_evidence, meta)

A case has exactly one document to search (datasets with several passages,
e.g. HotpotQA, are joined into one document whose sentence list is the
dataset's own). A document is given either as a file path (read by our
loaders and split by our sentence splitter), as in-memory text (split by our
splitter), or as the dataset's own sentence list (joined with exact offsets,
so gold sentence indices stay valid).

Reference evidence may come in four forms; a case carries whichever its
dataset has:

- ``sentence_sets``: alternative sets of sentence indices (0-based, into the
  document's sentence list); each set is one complete piece of evidence
  (WiCE, HotpotQA).
- ``texts``: the gold evidence sentences as text, jointly one piece of
  evidence; located in the document by fuzzy matching (GE-Chat table).
- ``spans``: alternative ``(start, end)`` character spans into the document
  file's text (Evidence Inference: one per annotator).
- ``pages``: 1-based page numbers holding the evidence (FinanceBench; the
  adapter converts its 0-based page numbers).

``supported`` is ``True`` for claims labelled fully supported, ``False`` for
claims labelled not supported (no evidence: they only count in the abstention
metrics), and ``None`` otherwise (questions, partially supported claims).

``statement`` is the reference statement that oracle mode scores as the single
step: the claim itself for claim datasets, a finding sentence built from the
labels for Evidence Inference, "question + answer" for QA sets.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

CaseKind = Literal["claim", "question"]


@dataclass(frozen=True)
class CaseDocument:
    """Where a case's document comes from: a file, raw text, or a sentence list."""

    name: str
    path: str | None = None
    text: str | None = None
    sentences: tuple[str, ...] | None = None
    #: for sentence lists: (heading, first sentence index) of each paragraph (HotpotQA titles)
    paragraphs: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        given = sum(x is not None for x in (self.path, self.text, self.sentences))
        if given != 1:
            raise ValueError(f"CaseDocument {self.name!r} needs exactly one of path, text or sentences.")

    @property
    def cache_key(self) -> str:
        """Identifies the document across cases (a shared paper is loaded once)."""
        if self.path is not None:
            return "path:" + str(Path(self.path).resolve())
        from gechat.ids import content_id

        body = self.text if self.text is not None else "\n".join(self.sentences or ())
        return "mem:" + content_id(self.name, body)


@dataclass(frozen=True)
class ReferenceEvidence:
    sentence_sets: tuple[tuple[int, ...], ...] = ()
    texts: tuple[str, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()
    pages: tuple[int, ...] = ()

    @property
    def empty(self) -> bool:
        return not (any(self.sentence_sets) or any(t.strip() for t in self.texts) or self.spans or self.pages)


@dataclass(frozen=True)
class EvalCase:
    case_id: str
    category: str
    documents: tuple[CaseDocument, ...]
    question_or_claim: str
    reference_answer: str = ""
    reference_evidence: ReferenceEvidence = field(default_factory=ReferenceEvidence)
    meta: dict[str, Any] = field(default_factory=dict)
    kind: CaseKind = "question"
    supported: bool | None = None
    #: the reference statement used as the single step in oracle mode (empty: question_or_claim)
    statement: str = ""

    def __post_init__(self) -> None:
        if not self.case_id:
            raise ValueError("A case needs a case_id.")
        if len(self.documents) != 1:
            raise ValueError(f"Case {self.case_id}: exactly one document is supported, got {len(self.documents)}.")
        if not self.question_or_claim.strip():
            raise ValueError(f"Case {self.case_id}: empty question or claim.")

    @property
    def document(self) -> CaseDocument:
        return self.documents[0]

    @property
    def oracle_step(self) -> str:
        return self.statement or self.question_or_claim

    @property
    def has_evidence(self) -> bool:
        """True when evidence metrics apply: gold evidence exists and the claim is not labelled unsupported."""
        return self.supported is not False and not self.reference_evidence.empty

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (sentence lists are summarised, not copied)."""
        d = asdict(self)
        for doc in d["documents"]:
            if doc.get("sentences") is not None:
                doc["sentences"] = f"<{len(doc['sentences'])} sentences>"
            if doc.get("text") is not None:
                doc["text"] = f"<{len(doc['text'])} chars>"
        return d

"""The GE-Chat 1000-case dataset (or any case table in its layout).

No schema is published, so the layout is configurable (see
``eval/GECHAT_DATASET.md``): a folder of documents plus a case table (CSV,
TSV, JSON, JSONL or XLSX) whose columns are named in a :class:`TableLayout`.
Gold evidence is given as sentence text (several sentences joined by
``evidence_separator`` form one piece of evidence) and/or a page number.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from gechat.evaluation.adapters.table import read_table
from gechat.evaluation.cases import CaseDocument, EvalCase, ReferenceEvidence

_TRUE = {"supported", "true", "yes", "1", "entailed", "entailment"}
_FALSE = {"not_supported", "not supported", "unsupported", "false", "no", "0", "refuted", "contradiction"}


@dataclass(frozen=True)
class TableLayout:
    """Column names of a case table (empty = the table has no such column)."""

    document: str = "document"
    question: str = "question"
    answer: str = "answer"
    evidence: str = "evidence"
    category: str = "category"
    page: str = "page"
    case_id: str = "id"
    claim_label: str = ""  # optional: supported / not_supported labels (claims)
    evidence_separator: str = "||"
    page_base: int = 1  # 1: pages counted from 1 in the table; 0: from 0 (FinanceBench)
    sheet: str = ""  # XLSX sheet name (empty = first sheet)
    kind: str = "question"  # "question" or "claim"

    @classmethod
    def from_mapping(cls, data: dict[str, Any] | None) -> TableLayout:
        data = dict(data or {})
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"Unknown table layout keys: {sorted(unknown)}; known: {sorted(known)}")
        return cls(**data)


def load_table_cases(table: str | Path, documents_dir: str | Path, layout: TableLayout | None = None,
                     *, prefix: str = "gechat") -> list[EvalCase]:
    layout = layout or TableLayout()
    table, docs = Path(table), Path(documents_dir)
    rows = read_table(table, sheet=layout.sheet or None)
    if rows:
        _check_columns(rows[0], layout, table)
    return [_case(row, i, docs, layout, prefix) for i, row in enumerate(rows, 1)]


def _check_columns(row: dict, layout: TableLayout, table: Path) -> None:
    for key in ("document", "question"):
        col = getattr(layout, key)
        if col not in row:
            raise ValueError(f"{table.name}: column {col!r} (layout.{key}) is missing; columns are {sorted(row)}.")


def _cell(row: dict, column: str) -> str:
    if not column:
        return ""
    value = row.get(column, "")
    return "" if value is None else str(value).strip()


def _case(row: dict, n: int, docs: Path, layout: TableLayout, prefix: str) -> EvalCase:
    doc_name = _cell(row, layout.document)
    path = docs / doc_name
    if not doc_name or not path.is_file():
        raise FileNotFoundError(f"Row {n}: document {doc_name!r} not found under {docs}.")
    evidence = tuple(e.strip() for e in _cell(row, layout.evidence).split(layout.evidence_separator) if e.strip()) \
        if layout.evidence_separator else ((_cell(row, layout.evidence),) if _cell(row, layout.evidence) else ())
    pages: tuple[int, ...] = ()
    raw_page = _cell(row, layout.page)
    if raw_page:
        pages = tuple(int(float(p)) - layout.page_base + 1 for p in raw_page.replace(";", ",").split(",") if p.strip())
    label = _cell(row, layout.claim_label).lower()
    supported = True if label in _TRUE else False if label in _FALSE else None
    question = _cell(row, layout.question)
    answer = _cell(row, layout.answer)
    return EvalCase(
        case_id=_cell(row, layout.case_id) or f"{prefix}-{n}",
        category=_cell(row, layout.category) or "uncategorised",
        documents=(CaseDocument(name=doc_name, path=str(path)),),
        question_or_claim=question,
        reference_answer=answer,
        reference_evidence=ReferenceEvidence(texts=() if supported is False else evidence,
                                             pages=() if supported is False else pages),
        meta={"row": n},
        kind="claim" if layout.kind == "claim" else "question",
        supported=supported,
        statement=f"{question} {answer}" if answer and layout.kind != "claim" else "",
    )

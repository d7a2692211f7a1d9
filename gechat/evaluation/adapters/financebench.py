"""FinanceBench-style cases: question, answer, evidence text and 0-based page of a PDF.

Layout: a JSONL file with one object per question (FinanceBench's own
shape)::

    {"financebench_id": "...", "doc_name": "3M_2018_10K", "question": "...",
     "answer": "...", "question_type": "...",
     "evidence": [{"evidence_text": "...", "evidence_page_num": 59}]}

and a folder holding ``<doc_name>.pdf``. ``evidence_page_num`` counts from 0;
cases store 1-based pages. A flat table (one evidence column and a page
column) can use the GE-Chat table adapter with ``page_base: 0`` instead.
"""

from __future__ import annotations

from pathlib import Path

from gechat.evaluation.adapters.table import read_table
from gechat.evaluation.cases import CaseDocument, EvalCase, ReferenceEvidence


def load_financebench(table: str | Path, documents_dir: str | Path) -> list[EvalCase]:
    docs = Path(documents_dir)
    out = []
    for n, row in enumerate(read_table(table), 1):
        name = str(row["doc_name"])
        path = docs / (name if name.lower().endswith(".pdf") else name + ".pdf")
        if not path.is_file():
            raise FileNotFoundError(f"Row {n}: document {path.name} not found under {docs}.")
        ev = row.get("evidence") or []
        texts = tuple(str(e.get("evidence_text", "")).strip() for e in ev if str(e.get("evidence_text", "")).strip())
        pages = tuple(dict.fromkeys(int(e["evidence_page_num"]) + 1 for e in ev if e.get("evidence_page_num") is not None))
        question, answer = str(row["question"]).strip(), str(row.get("answer", "")).strip()
        out.append(
            EvalCase(
                case_id=str(row.get("financebench_id") or f"financebench-{n}"),
                category=str(row.get("question_type") or "uncategorised"),
                documents=(CaseDocument(name=path.name, path=str(path)),),
                question_or_claim=question,
                reference_answer=answer,
                reference_evidence=ReferenceEvidence(texts=texts, pages=pages),
                meta={"doc_name": name},
                kind="question",
                statement=f"{question} {answer}".strip() if answer else "",
            )
        )
    return out

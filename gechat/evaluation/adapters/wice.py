"""WiCE (claim-level): claim -> alternative sets of supporting sentence indices in the cited article.

File: ``<root>/claim_<split>.jsonl`` with ``label`` (supported /
partially_supported / not_supported), ``supporting_sentences`` (list of
alternative index sets), ``claim``, ``evidence`` (the article's sentence list)
and ``meta.id``. The article's sentence list *is* the document (joined in
order, exact offsets), so gold indices stay valid.

Not-supported claims keep ``supported=False`` and are the abstention cases;
partially supported claims keep the sets annotators found for their
supported parts (``supported=None``).
"""

from __future__ import annotations

import json
from pathlib import Path

from gechat.evaluation.cases import CaseDocument, EvalCase, ReferenceEvidence

LABELS = ("supported", "partially_supported", "not_supported")


def load_wice(root: str | Path, split: str = "dev") -> list[EvalCase]:
    path = Path(root) / f"claim_{split}.jsonl"
    if not path.is_file():
        raise FileNotFoundError(f"WiCE file not found: {path}")
    cases = []
    with path.open(encoding="utf-8") as fh:
        for line_no, line in enumerate(fh, 1):
            if not line.strip():
                continue
            row = json.loads(line)
            cases.append(_case(row, line_no))
    return cases


def _case(row: dict, line_no: int) -> EvalCase:
    label = row["label"]
    if label not in LABELS:
        raise ValueError(f"WiCE line {line_no}: unknown label {label!r}")
    meta = dict(row.get("meta") or {})
    case_id = str(meta.get("id") or f"wice-{line_no}")
    sets = tuple(dict.fromkeys(tuple(sorted(set(int(i) for i in s))) for s in row["supporting_sentences"] if s))
    supported = {"supported": True, "not_supported": False}.get(label)
    return EvalCase(
        case_id=case_id,
        category=label,
        documents=(CaseDocument(name=f"{case_id}-article", sentences=tuple(row["evidence"])),),
        question_or_claim=row["claim"],
        reference_answer=label,
        reference_evidence=ReferenceEvidence(sentence_sets=() if supported is False else sets),
        meta={"title": meta.get("claim_title", ""), "annotated_sets_when_unsupported": [list(s) for s in sets]
              if supported is False else []},
        kind="claim",
        supported=supported,
    )

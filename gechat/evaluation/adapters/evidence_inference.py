"""Evidence Inference 2.0: intervention / comparator / outcome -> evidence char span in a full paper.

Files under ``root``: ``annotations.csv`` (one row per annotator: PromptID,
PMCID, Valid Label, Label, Annotations, Evidence Start/End),
``prompts.csv`` (PromptID -> Outcome, Intervention, Comparator) and
``txt_files/PMC<PMCID>.txt``. One case per prompt; every valid annotator's
span is an alternative gold span (offsets into the txt file). The reference
answer is the majority label; oracle mode scores a finding statement built
from the prompt and that label, e.g. "recombinant FSH significantly decreased
total FSH dose compared with urinary FSH."

Only prompts whose paper txt is present and that have at least one valid
annotation are kept. When ``ev2_<split>_article_ids.txt`` sits next to the
CSVs, cases are restricted to that split's articles; the shipped copy holds
the validation articles only, so every case is used.
"""

from __future__ import annotations

import csv
from collections import Counter, defaultdict
from pathlib import Path

from gechat.evaluation.cases import CaseDocument, EvalCase, ReferenceEvidence

_LABELS = {
    "significantly increased": "significantly increased",
    "significantly increase": "significantly increased",
    "significantly decreased": "significantly decreased",
    "significantly decrease": "significantly decreased",
    "no significant difference": "no significant difference",
}


def finding_statement(intervention: str, comparator: str, outcome: str, label: str) -> str:
    if label == "no significant difference":
        return f"There was no significant difference in {outcome} between {intervention} and {comparator}."
    return f"{intervention} {label} {outcome} compared with {comparator}."


def load_evidence_inference(root: str | Path, split: str = "validation") -> list[EvalCase]:
    root = Path(root)
    ann_path, prompt_path = root / "annotations.csv", root / "prompts.csv"
    for p in (ann_path, prompt_path):
        if not p.is_file():
            raise FileNotFoundError(f"Evidence Inference file not found: {p}")
    prompts = {r["PromptID"]: r for r in _rows(prompt_path)}
    allowed = _split_ids(root, split)
    by_prompt: dict[str, list[dict]] = defaultdict(list)
    for r in _rows(ann_path):
        if r.get("Valid Label", "True") != "True":
            continue
        by_prompt[r["PromptID"]].append(r)
    cases = []
    for pid in sorted(by_prompt, key=int):
        rows = by_prompt[pid]
        pmcid = rows[0]["PMCID"]
        txt = root / "txt_files" / f"PMC{pmcid}.txt"
        prompt = prompts.get(pid)
        if prompt is None or not txt.is_file() or (allowed is not None and pmcid not in allowed):
            continue
        spans = tuple(dict.fromkeys((int(r["Evidence Start"]), int(r["Evidence End"])) for r in rows
                                    if int(r["Evidence Start"]) >= 0 and int(r["Evidence End"]) > int(r["Evidence Start"])))
        if not spans:
            continue
        labels = Counter(_LABELS.get(r["Label"].strip().lower(), r["Label"].strip().lower()) for r in rows)
        label = labels.most_common(1)[0][0]
        i, c, o = (" ".join(prompt[k].split()) for k in ("Intervention", "Comparator", "Outcome"))
        cases.append(
            EvalCase(
                case_id=f"ei-{pid}",
                category=label,
                documents=(CaseDocument(name=txt.name, path=str(txt)),),
                question_or_claim=f"What was the effect of {i} compared with {c} on {o}?",
                reference_answer=label,
                reference_evidence=ReferenceEvidence(spans=spans),
                meta={"pmcid": pmcid, "intervention": i, "comparator": c, "outcome": o,
                      "evidence_texts": list(dict.fromkeys(r["Annotations"] for r in rows))},
                kind="question",
                statement=finding_statement(i, c, o, label),
            )
        )
    return cases


def _rows(path: Path) -> list[dict]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def _split_ids(root: Path, split: str) -> set[str] | None:
    for p in (root / f"ev2_{split}_article_ids.txt", root / "splits" / f"ev2_{split}_article_ids.txt"):
        if p.is_file():
            return {line.strip() for line in p.read_text().splitlines() if line.strip()}
    return None

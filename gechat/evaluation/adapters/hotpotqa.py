"""HotpotQA (distractor setting): multi-hop questions with supporting sentences.

The ten context paragraphs become one document (each paragraph after a blank
line and its title; the titles are text but not sentences) whose sentences
are the dataset's own, in order. ``supporting_facts`` (title, sentence id)
pairs become one gold sentence set. Oracle mode scores the statement
"<question> <answer>." as the single step.
"""

from __future__ import annotations

import json
from pathlib import Path

from gechat.evaluation.cases import CaseDocument, EvalCase, ReferenceEvidence

DEFAULT_FILE = "hotpot_dev_distractor_sample100.jsonl"


def load_hotpotqa(root: str | Path, file: str = DEFAULT_FILE) -> list[EvalCase]:
    path = Path(root) / file
    if not path.is_file():
        raise FileNotFoundError(f"HotpotQA file not found: {path}")
    out = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                out.append(_case(json.loads(line)))
    return out


def _case(row: dict) -> EvalCase:
    titles = row["context"]["title"]
    paragraphs = row["context"]["sentences"]
    sentences: list[str] = []
    heads: list[tuple[str, int]] = []
    first: dict[str, int] = {}
    for title, sents in zip(titles, paragraphs):
        first.setdefault(title, len(sentences))
        heads.append((title, len(sentences)))
        sentences.extend(sents)
    gold = []
    sf = row["supporting_facts"]
    for title, sid in zip(sf["title"], sf["sent_id"]):
        k = titles.index(title)
        if 0 <= sid < len(paragraphs[k]):
            gold.append(first[title] + int(sid))
    answer = str(row["answer"]).strip()
    question = str(row["question"]).strip()
    return EvalCase(
        case_id=str(row["id"]),
        category=f"{row.get('type', '')}/{row.get('level', '')}".strip("/"),
        documents=(CaseDocument(name=f"{row['id']}-context", sentences=tuple(sentences), paragraphs=tuple(heads)),),
        question_or_claim=question,
        reference_answer=answer,
        reference_evidence=ReferenceEvidence(sentence_sets=(tuple(sorted(set(gold))),) if gold else ()),
        meta={"type": row.get("type", ""), "level": row.get("level", "")},
        kind="question",
        statement=f"{question} {answer}.",
    )

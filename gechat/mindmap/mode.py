"""MindMap mode: question entities -> evidence graph -> the LLM's summary, inference process and mind map.

Without a capable LLM (none given, the tiny demo model, or a failed call) the
answer is offline: the evidence graph itself and the entities it supports
best (:meth:`EvidenceGraph.supported_answers`), so the user still sees what
the KG says and why.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

from gechat.errors import LLMError
from gechat.mindmap.evidence import KG, EvidenceSettings, hop_retrieval, neighbour_evidence, normalise, path_evidence
from gechat.mindmap.graph import EvidenceGraph, MindMap, mermaid

MAX_SPAN_WORDS = 8
SOURCES = ("path", "neighbour", "both", "1-hop", "2-hop")
MAX_PROMPT_SENTENCES = 40  # evidence sentences in the answer prompt (small models have small windows)

ANSWER_SCHEMA = {
    "type": "object",
    "properties": {
        "summary": {"type": "string", "maxLength": 600},
        "inference": {"type": "array", "maxItems": 8, "items": {"type": "string", "maxLength": 300}},
        "mind_map": {"type": "array", "maxItems": 16, "items": {
            "type": "object",
            "properties": {"head": {"type": "string", "maxLength": 80}, "relation": {"type": "string", "maxLength": 60},
                           "tail": {"type": "string", "maxLength": 80}},
            "required": ["head", "relation", "tail"]}},
        "answers": {"type": "array", "maxItems": 8, "items": {"type": "string", "maxLength": 80}},
    },
    "required": ["summary", "inference", "mind_map", "answers"],
}


@dataclass
class MindMapAnswer:
    evidence: EvidenceGraph
    answers: list[str]
    summary: str = ""
    inference: list[str] = field(default_factory=list)
    mind_map: MindMap | None = None
    offline: bool = True
    note: str = ""  # why the answer is offline, when it is
    seconds: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"evidence": self.evidence.to_dict(), "answers": self.answers, "summary": self.summary,
                "inference": self.inference, "mind_map": self.mind_map.to_dict() if self.mind_map else None,
                "offline": self.offline, "note": self.note, "seconds": self.seconds}

    def mermaid(self) -> str:
        return mermaid(self.evidence, self.mind_map, self.answers)


def link_entities(kg: KG, question: str, given: list[str] = ()) -> tuple[list[str], list[str]]:
    """(KG entities, names not found): the given names, else ``[bracketed]`` names, else the longest word spans
    of the question that are entity names after :func:`normalise`."""
    names = list(given) or re.findall(r"\[([^\]]+)\]", question)
    if names:
        found = [(n, kg.find(n)) for n in names]
        return list(dict.fromkeys(f for _, f in found if f)), [n for n, f in found if not f]
    words = normalise(question).split()
    out, i = [], 0
    while i < len(words):
        for j in range(min(len(words), i + MAX_SPAN_WORDS), i, -1):
            hit = kg.find(" ".join(words[i:j]))
            if hit and (j - i > 1 or len(words[i]) > 3):
                out.append(hit)
                i = j
                break
        else:
            i += 1
    return list(dict.fromkeys(out)), []


def build_evidence(kg: KG, question: str, entities: list[str], source: str = "both",
                   cfg: EvidenceSettings | None = None, limit: int | None = None) -> EvidenceGraph:
    """The evidence graph from ``source``: path, neighbour, both (MindMap), or plain 1-/2-hop retrieval of
    ``limit`` facts (the ablation's baseline at equal evidence size)."""
    cfg = cfg or EvidenceSettings()
    ents = [e for e in entities if e in kg]
    if source in ("1-hop", "2-hop"):
        chains = hop_retrieval(kg, ents, int(source[0]), limit if limit is not None else 10**9)
    else:
        chains = path_evidence(kg, ents, cfg) if source in ("path", "both") else []
        chains += neighbour_evidence(kg, ents, cfg) if source in ("neighbour", "both") else []
    return EvidenceGraph(question, ents, chains, [e for e in entities if e not in kg])


def answer_messages(evidence: EvidenceGraph, max_sentences: int = MAX_PROMPT_SENTENCES) -> list[dict[str, str]]:
    """The MindMap prompt: path-based evidence first, then neighbour-based, ``max_sentences`` in all
    (neighbour chains through the best-supported entities first), numbered as in the evidence graph."""
    paths = evidence.sentences("path")[:max_sentences]
    neigh = evidence.sentences("neighbour")
    if len(paths) + len(neigh) > max_sentences:
        top = {n for n, _, _ in evidence.supported_answers(limit=10)}
        ranked = sorted(range(len(neigh)), key=lambda i: not (set(neigh[i][1].split()) & top))
        keep = sorted(ranked[: max_sentences - len(paths)])
        neigh = [(neigh[i][0], f"[{i}] {neigh[i][1]}") for i in keep]
    else:
        neigh = [(cid, f"[{i}] {s}") for i, (cid, s) in enumerate(neigh)]
    path = "\n".join(f"[{i}] {s}" for i, (_, s) in enumerate(paths)) or "(none)"
    neigh = "\n".join(s for _, s in neigh) or "(none)"
    return [
        {"role": "system", "content": (
            "You answer from knowledge-graph evidence. Reply with JSON: 'summary' (the answer in a few sentences), "
            "'inference' (the inference process: each step names the evidence it uses, e.g. 'Path-based Evidence 1 "
            "(A -> relation -> B) shows ...'), 'mind_map' (your reasoning as a graph: a list of "
            "{head, relation, tail} using the entity names of the evidence where you can), and 'answers' (the "
            "answer entities).")},
        {"role": "user", "content": f"Question: {evidence.question}\n\nPath-based Evidence:\n{path}\n\n"
                                    f"Neighbor-based Evidence:\n{neigh}"},
    ]


def answer(evidence: EvidenceGraph, llm=None, max_tokens: int = 700, *, allow_demo: bool = False) -> MindMapAnswer:
    """The LLM's answer with summary, inference and mind map, or the offline answer (see the module doc).

    ``allow_demo`` lets the tiny demo model answer anyway (benchmarks measure it)."""
    offline = [n for n, _, _ in evidence.supported_answers()]
    out = MindMapAnswer(evidence, offline)
    if llm is None or (getattr(llm, "is_demo", False) and not allow_demo):
        out.note = "offline: no capable LLM is configured; the answers are the entities the evidence supports best."
        return out
    t0 = time.perf_counter()
    try:
        reply = llm.complete_json(answer_messages(evidence), ANSWER_SCHEMA, max_tokens=max_tokens)
    except LLMError as exc:
        out.note = f"offline: the LLM failed ({exc})"
        return out
    finally:
        out.seconds["llm"] = round(time.perf_counter() - t0, 3)
    triples = [(str(t.get("head", "")).strip(), str(t.get("relation", "")).strip(), str(t.get("tail", "")).strip())
               for t in reply.get("mind_map", []) if isinstance(t, dict)]
    out.mind_map = MindMap.from_triples([t for t in triples if t[0] and t[2]], evidence)
    out.summary = str(reply.get("summary", "")).strip()
    out.inference = [str(s) for s in reply.get("inference", []) if str(s).strip()]
    out.answers = [str(a).strip() for a in reply.get("answers", []) if str(a).strip()] or offline
    out.offline = False
    return out

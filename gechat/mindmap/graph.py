"""The evidence graph of one question and the mind map an answer draws, with JSON and Mermaid exports."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from gechat.mindmap.evidence import Chain, Fact, normalise


@dataclass
class EvidenceGraph:
    """The question's entities and the evidence chains found for them."""

    question: str
    entities: list[str]
    chains: list[Chain]
    unlinked: list[str] = field(default_factory=list)  # question entities with no KG node

    def facts(self) -> list[Fact]:
        return list(dict.fromkeys(f for c in self.chains for f in c.facts))

    def nodes(self) -> list[str]:
        return list(dict.fromkeys(n for f in self.facts() for n in f.ends())) or list(self.entities)

    def sentences(self, source: str | None = None) -> list[tuple[str, str]]:
        """(chain id, sentence) of each chain, optionally of one source (``path`` / ``neighbour``)."""
        return [(c.id, c.sentence()) for c in self.chains if source is None or c.source == source]

    def chains_with(self, node: str) -> list[str]:
        return [c.id for c in self.chains if any(node in f.ends() for f in c.facts)]

    def supported_answers(self, limit: int = 5) -> list[tuple[str, int, int]]:
        """Offline answer: (entity, question entities reaching it, chains through it), best first.

        An entity that is not itself a question entity counts each question
        entity whose chains pass through it; ties go to the one in more chains.
        """
        reach: dict[str, set[str]] = defaultdict(set)
        chains: dict[str, int] = defaultdict(int)
        asked = set(self.entities)
        for c in self.chains:
            for n in set(c.entities()) - asked:
                reach[n].add(c.start)
                chains[n] += 1
        ranked = sorted(((n, len(s), chains[n]) for n, s in reach.items() if n not in asked),
                        key=lambda x: (-x[1], -x[2], x[0]))
        return ranked[:limit]

    def to_dict(self) -> dict:
        return {
            "question": self.question, "entities": self.entities, "unlinked": self.unlinked,
            "nodes": self.nodes(),
            "edges": [{"head": f.head, "relation": f.relation, "tail": f.tail} for f in self.facts()],
            "chains": [{"id": c.id, "source": c.source, "start": c.start, "sentence": c.sentence()} for c in self.chains],
        }


@dataclass
class MindMapNode:
    name: str
    evidence: list[str]  # chain ids of the evidence graph that hold this entity (empty: the LLM's own)
    kg_node: str | None  # the evidence-graph node it was linked to


@dataclass
class MindMap:
    """The reasoning graph an answer drew (or, offline, the evidence graph's best-supported part)."""

    nodes: list[MindMapNode]
    edges: list[tuple[str, str, str]]  # (head, relation, tail) by node name

    @classmethod
    def from_triples(cls, triples: list[tuple[str, str, str]], evidence: EvidenceGraph) -> MindMap:
        """Parse the LLM's triples; each node is linked to the evidence node of the same normalised name."""
        index = {normalise(n): n for n in evidence.nodes()}
        names = list(dict.fromkeys(x for h, _, t in triples for x in (h, t)))
        nodes = []
        for name in names:
            kg = index.get(normalise(name))
            nodes.append(MindMapNode(name, evidence.chains_with(kg) if kg else [], kg))
        return cls(nodes, list(dict.fromkeys(triples)))

    def grounded_share(self) -> float:
        return sum(1 for n in self.nodes if n.kg_node) / len(self.nodes) if self.nodes else 0.0

    def to_dict(self) -> dict:
        return {"nodes": [{"name": n.name, "evidence": n.evidence, "kg_node": n.kg_node} for n in self.nodes],
                "edges": [{"head": h, "relation": r, "tail": t} for h, r, t in self.edges]}


def _mid(name: str, ids: dict[str, str]) -> str:
    if name not in ids:
        ids[name] = f"n{len(ids)}"
    return ids[name]


def _label(text: str) -> str:
    return '"' + re.sub(r'["\n\r]', "'", text) + '"'


def mermaid(evidence: EvidenceGraph, mind_map: MindMap | None = None, answers: list[str] = ()) -> str:
    """A Mermaid flowchart: question entities, answer entities and the mind map's own nodes styled apart."""
    ids: dict[str, str] = {}
    lines = ["flowchart LR"]
    edges = mind_map.edges if mind_map else [(f.head, f.relation, f.tail) for f in evidence.facts()]
    for h, r, t in edges:
        lines.append(f"  {_mid(h, ids)}[{_label(h)}] -- {_label(r)} --> {_mid(t, ids)}[{_label(t)}]")
    for e in evidence.entities:
        if e in ids:
            lines.append(f"  class {ids[e]} question")
    for a in answers:
        if a in ids:
            lines.append(f"  class {ids[a]} answer")
    if mind_map:
        for n in mind_map.nodes:
            if not n.kg_node and n.name in ids:
                lines.append(f"  class {ids[n.name]} ungrounded")
    lines += ["  classDef question fill:#dbeafe,stroke:#1d4ed8", "  classDef answer fill:#dcfce7,stroke:#15803d",
              "  classDef ungrounded fill:#fee2e2,stroke:#b91c1c,stroke-dasharray: 4 2"]
    return "\n".join(lines)

"""Records of the external-KG stages: retrieved edges, subgraphs, matched steps, LLM runs."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from gechat.extkg.triples import Triple


@dataclass(frozen=True)
class ScoredEdge:
    """One retrieved fact: the triple, its text, the retriever's score and the hop it was found at."""

    edge: int
    triple: Triple
    text: str
    score: float
    hop: int

    def to_dict(self) -> dict:
        return {"edge": self.edge, **self.triple.to_dict(), "text": self.text, "score": round(self.score, 4), "hop": self.hop}


@dataclass
class Subgraph:
    """What a retriever returned for one question."""

    retriever: str
    seeds: list[str]
    edges: list[ScoredEdge]
    seconds: float
    params: dict = field(default_factory=dict)
    guide: list[str] = field(default_factory=list)  # texts that steered it (question, hypothetical CoT)

    @property
    def nodes(self) -> set[str]:
        out = set(self.seeds)
        for e in self.edges:
            out.update((e.triple.head, e.triple.tail))
        return out

    def to_dict(self) -> dict:
        return {
            "retriever": self.retriever,
            "seeds": self.seeds,
            "seconds": round(self.seconds, 4),
            "params": self.params,
            "guide": self.guide,
            "n_edges": len(self.edges),
            "n_nodes": len(self.nodes),
            "edges": [e.to_dict() for e in self.edges],
        }


@dataclass(frozen=True)
class StepMatch:
    """A reasoning step and the subgraph fact closest to it.

    ``verdict``: ``"matched"`` (similarity at or above the threshold), or
    ``"hallucination_or_gap"`` (no fact close enough: the model made it up, or the KG lacks it).
    ``nli`` is the second opinion of the NLI judge on (fact, step):
    ``"entailment"``, ``"neutral"`` or ``"contradiction"`` (empty when not asked).
    """

    step: str
    fact: str
    triple: Triple | None
    similarity: float
    verdict: str
    nli: str = ""
    entailment: float = 0.0
    contradiction: float = 0.0

    @property
    def matched(self) -> bool:
        return self.verdict == "matched"

    def to_dict(self) -> dict:
        d = asdict(self)
        d["triple"] = self.triple.to_dict() if self.triple else None
        d["similarity"] = round(self.similarity, 4)
        d["entailment"] = round(self.entailment, 4)
        d["contradiction"] = round(self.contradiction, 4)
        return d

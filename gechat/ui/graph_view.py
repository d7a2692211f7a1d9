"""The anchored subgraph as nodes and edges, AprèsCoT style.

Entities a step was anchored to and relations matched to a step (its closest
KG fact clears ``fact_similarity``) are coloured; the selected step in a strong
colour, the other steps lighter; answer nodes are marked. Steps that match no
KG fact are listed beside the graph. ``build_graph`` is pure data (testable);
``to_agraph`` turns it into ``streamlit-agraph`` objects.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from gechat.records import Answer, Relation

SELECTED = "#e8590c"
OTHER_STEP = "#4c8bf5"
ANSWER = "#2b8a3e"
PLAIN = "#c9ccd1"
PLAIN_EDGE = "#b0b4ba"
NODE_FONT = 20  # px in the graph's own canvas, which is drawn scaled down to the column's width
EDGE_FONT = 16


@dataclass(frozen=True)
class GraphNode:
    id: str
    label: str
    color: str
    kind: str  # "selected" | "anchor" | "answer" | "entity"
    title: str = ""
    size: int = 14


@dataclass(frozen=True)
class GraphEdge:
    source: str
    target: str
    label: str
    color: str
    steps: tuple[str, ...] = ()  # steps whose closest KG fact is this relation
    title: str = ""


@dataclass(frozen=True)
class UnmatchedStep:
    step_id: str
    text: str
    closest_fact: str
    similarity: float


@dataclass(frozen=True)
class GraphView:
    nodes: tuple[GraphNode, ...]
    edges: tuple[GraphEdge, ...]
    matched: dict[str, str]  # step id -> KG fact it matched
    unmatched: tuple[UnmatchedStep, ...]
    hidden_nodes: int = 0  # left out to keep the graph readable


def _fact_steps(answer: Answer, fact_similarity: float) -> tuple[dict[str, str], list[UnmatchedStep]]:
    matched: dict[str, str] = {}
    unmatched: list[UnmatchedStep] = []
    texts = {s.id: s.text for s in answer.steps}
    for step in answer.steps:
        choice = answer.evidence_for(step.id)
        if choice is not None and choice.kg_fact and choice.kg_fact_similarity >= fact_similarity:
            matched[step.id] = choice.kg_fact
        else:
            unmatched.append(UnmatchedStep(
                step.id, texts[step.id],
                choice.kg_fact if choice else "", choice.kg_fact_similarity if choice else 0.0,
            ))
    return matched, unmatched


def build_graph(
    answer: Answer, *, step_id: str | None = None, fact_similarity: float = 0.7, max_nodes: int = 30,
    only_step: bool = True,
) -> GraphView:
    """Nodes and edges of the anchored subgraphs, coloured by the steps they match.

    With ``step_id`` and ``only_step``, only that step's subgraph is drawn (readable);
    otherwise the union of all steps' subgraphs. Unmatched relations carry no label
    (their fact is in the hover title) to keep the picture legible.
    """
    matched, unmatched = _fact_steps(answer, fact_similarity)
    relations: dict[tuple[str, str, str], Relation] = {}
    entities: list[str] = []
    subgraphs = answer.subgraphs
    if step_id is not None and only_step:
        subgraphs = tuple(g for g in answer.subgraphs if g.step_id == step_id) or answer.subgraphs
    for sub in subgraphs:
        entities += sub.entities
        for r in sub.relations:
            relations.setdefault((r.source, r.target, r.as_sentence()), r)
    in_view = set(entities) | {n for (src, dst, _) in relations for n in (src, dst)}
    anchored: dict[str, list[str]] = {}
    for a in answer.anchors:
        if a.entity in in_view:
            anchored.setdefault(a.entity, []).append(a.step_id)
    answer_of = {node: aid for aid, node in answer.answer_nodes.items() if node in in_view}
    fact_to_steps: dict[str, list[str]] = {}
    for sid, fact in matched.items():
        fact_to_steps.setdefault(fact, []).append(sid)

    edges_by_fact = {key: fact_to_steps.get(key[2], []) for key in relations}
    important: list[str] = list(anchored) + list(answer_of)
    for (src, dst, _), steps in edges_by_fact.items():
        if steps:
            important += [src, dst]
    degree = Counter(n for (src, dst, _) in relations for n in (src, dst))
    names = list(dict.fromkeys(important + sorted(dict.fromkeys(entities + list(degree)), key=lambda n: -degree[n])))
    kept = set(names[:max_nodes])

    nodes = []
    for name in names[:max_nodes]:
        steps = anchored.get(name, [])
        if step_id is not None and step_id in steps:
            color, kind, size = SELECTED, "selected", 22
        elif steps:
            color, kind, size = OTHER_STEP, "anchor", 18
        elif name in answer_of:
            color, kind, size = ANSWER, "answer", 18
        else:
            color, kind, size = PLAIN, "entity", 12
        tags = []
        if steps:
            tags.append("anchor of " + ", ".join(dict.fromkeys(steps)))
        if name in answer_of:
            tags.append(f"answer node for {answer_of[name]}")
        label = name if len(name) <= 28 else name[:27] + "…"
        nodes.append(GraphNode(name, label, color, kind, f"{name}" + (f" ({'; '.join(tags)})" if tags else ""), size))

    edges = []
    for (src, dst, fact), r in relations.items():
        if src not in kept or dst not in kept:
            continue
        steps = tuple(edges_by_fact[(src, dst, fact)])
        if step_id is not None and step_id in steps:
            color = SELECTED
        elif steps:
            color = OTHER_STEP
        else:
            color = PLAIN_EDGE
        label = ", ".join(steps)
        edges.append(GraphEdge(src, dst, label, color, steps, fact))
    return GraphView(tuple(nodes), tuple(edges), matched, tuple(unmatched), max(0, len(names) - max_nodes))


def to_agraph(view: GraphView, *, height: int = 460, width: int = 900):
    """``(nodes, edges, config)`` for ``streamlit_agraph.agraph``."""
    from streamlit_agraph import Config, Edge, Node

    nodes = [Node(id=n.id, label=n.label, title=n.title, color=n.color, size=n.size,
                  font={"size": NODE_FONT, "color": "#111", "strokeWidth": 3, "strokeColor": "#ffffff"})
             for n in view.nodes]
    edges = [Edge(source=e.source, target=e.target, label=e.label, title=e.title, color=e.color,
                  width=3 if e.steps else 1, font={"size": EDGE_FONT, "align": "middle", "strokeWidth": 3})
             for e in view.edges]
    # groups={}: the component rejects the default null; it must be drawn outside collapsed
    # expanders (a hidden iframe gets no height)
    config = Config(width=width, height=height, directed=True, physics=True, hierarchical=False, groups={})
    config.width = "100%"  # as wide as the app's column (a fixed width overflowed it on narrower windows)
    return nodes, edges, config

"""Anchoring: step -> KG entities -> n-hop subgraph -> chunks -> candidate sentences.

On a real KG (chapter I of Pride and Prejudice through the offline spaCy
extractor and the packaged embedder, laid out as the workspace's graph
snapshot) and, for the scoring and walking rules, on small hand-made indexes
and graphs.
"""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx
import numpy as np
import pytest

from gechat import anchoring
from gechat.chunking import chunk_document
from gechat.embed import Embedder
from gechat.kg.extract_spacy import SpacyExtractor
from gechat.kg.graph import SEP
from gechat.loaders import load_document
from gechat.records import Anchor, Chunk, Entity, Relation, Sentence
from gechat.settings import Settings
from gechat.text import content_words

CHAPTER_1 = (216, 353)  # line range of chapter I in the Austen fixture
NETHERFIELD = ("\u201cMy dear Mr. Bennet,\u201d said his lady to him one day, \u201chave you heard that\n"
               "Netherfield Park is let at last?\u201d")  # hard-wrapped in the book


@dataclass
class KG:
    chunks: dict[str, Chunk]
    sentences: dict[str, Sentence]
    graph: nx.Graph
    index: anchoring.EntityIndex
    embedder: Embedder

    def anchors(self, step: str, top_n: int = 5, min_score: float = 0.35) -> list[Anchor]:
        vec = self.embedder.encode([step])[0]
        return anchoring.anchor("S1", step, vec, self.index, top_n=top_n, min_score=min_score)


def snapshot(entities, relations) -> nx.Graph:
    """Entities and relations laid out as ``Workspace.graph()`` gives them (chunk ids joined in ``source_id``)."""
    g = nx.Graph()
    for e in entities:
        g.add_node(e.name, entity_type=e.type, description=e.description, source_id=SEP.join(e.chunk_ids))
    for r in relations:
        g.add_edge(r.source, r.target, keywords=r.keywords, description=r.description, weight=r.weight,
                   source_id=SEP.join(r.chunk_ids))
    return g


@pytest.fixture(scope="module")
def kg(austen_txt) -> KG:
    settings = Settings()
    a, b = CHAPTER_1
    text = "\n".join(austen_txt.read_text(encoding="utf-8").splitlines()[a:b])
    doc = load_document(text.encode("utf-8"), filename="chapter1.txt", settings=settings)
    embedder = Embedder()
    chunks = chunk_document(doc, max_tokens=settings.chunk_tokens, overlap_sentences=1, count_tokens=embedder.count_tokens)
    extraction = SpacyExtractor().extract(doc, chunks)
    return KG(
        chunks={c.id: c for c in chunks},
        sentences={s.id: s for s in doc.sentences},
        graph=snapshot(extraction.entities, extraction.relations),
        index=anchoring.EntityIndex.build(extraction.entities, embedder),
        embedder=embedder,
    )


# --- anchors ---------------------------------------------------------------


def test_a_step_is_anchored_first_to_the_entity_it_names(kg):
    anchors = kg.anchors("Netherfield Park is let at last.")
    assert anchors[0] == Anchor("S1", "Netherfield Park", 1.0, "both")  # named and close in meaning; capped at 1
    assert "Netherfield" in [a.entity for a in anchors]  # the shorter name is in the step too
    assert all(a.entity in kg.graph for a in anchors)


def test_anchors_are_the_best_few_above_the_threshold(kg):
    step = "Mr. Bingley is a young man of large fortune from the north of England."
    anchors = kg.anchors(step, top_n=5, min_score=0.35)
    assert 1 < len(anchors) <= 5
    scores = [a.score for a in anchors]
    assert scores == sorted(scores, reverse=True) and all(0.35 <= s <= 1.0 for s in scores)
    assert anchors[0].entity == "Bingley"
    assert {"England", "large fortune"} <= {a.entity for a in anchors}
    assert kg.anchors(step, top_n=2) == anchors[:2]
    strict = kg.anchors(step, min_score=0.9)
    assert [a.entity for a in strict] == ["Bingley"]


def test_how_says_whether_the_name_is_in_the_step(kg):
    step = "Mrs. Bennet wants her daughters to marry."
    words = set(content_words(step))
    anchors = kg.anchors(step)
    assert anchors
    for a in anchors:
        named = set(content_words(a.entity)) <= words
        assert (a.how in ("lexical", "both")) == named, a
    assert any(a.how == "embedding" for a in anchors)  # found by meaning alone


class TableEmbedder:
    """Logic fake: a fixed vector per entity name (the text before ':')."""

    def __init__(self, vectors: dict[str, np.ndarray]) -> None:
        self.vectors = vectors

    def encode(self, texts):  # as the real Embedder: no texts give a (0, width) array
        if not texts:
            return np.zeros((0, 8), dtype=np.float32)
        return np.stack([self.vectors[t.split(":")[0]] for t in texts]).astype(np.float32)


def _at_cosine(cos: float, axis: int, dim: int = 8) -> np.ndarray:
    """A unit vector whose cosine with the first axis is ``cos``."""
    v = np.zeros(dim)
    v[0], v[axis] = cos, np.sqrt(1 - cos**2)
    return v


def test_the_lexical_bonus_the_cap_and_the_threshold():
    cos = {"policy engine": 0.9, "trust algorithm": 0.5, "access": 0.1, "subject": 0.3}
    entities = [Entity(name, description="concept") for name in cos]
    index = anchoring.EntityIndex.build(entities, TableEmbedder({n: _at_cosine(c, i + 1) for i, (n, c) in enumerate(cos.items())}))
    step_vec = _at_cosine(1.0, 1)  # the first axis
    step = "The policy engine grants access."
    got = anchoring.anchor("S2", step, step_vec, index, top_n=5, min_score=0.35)
    assert [(a.entity, a.how) for a in got] == [("policy engine", "both"), ("trust algorithm", "embedding"),
                                                ("access", "lexical")]
    assert [a.score for a in got] == pytest.approx([1.0, 0.5, 0.1 + anchoring.LEXICAL_BONUS])
    # "subject": 0.3, neither named nor close enough
    assert [a.entity for a in anchoring.anchor("S2", step, step_vec, index, top_n=1, min_score=0.35)] == ["policy engine"]
    assert all(a.step_id == "S2" for a in got)


def test_an_entity_the_step_does_not_name_needs_min_unnamed():
    cos = {"policy engine": 0.2, "trust algorithm": 0.5, "melted butter": 0.38, "access": 0.1}
    entities = [Entity(name, description="concept") for name in cos]
    index = anchoring.EntityIndex.build(entities, TableEmbedder({n: _at_cosine(c, i + 1) for i, (n, c) in enumerate(cos.items())}))
    step, step_vec = "The policy engine grants access.", _at_cosine(1.0, 1)
    plain = anchoring.anchor("S", step, step_vec, index, top_n=5, min_score=0.35)
    assert [a.entity for a in plain] == ["policy engine", "trust algorithm", "access", "melted butter"]
    got = anchoring.anchor("S", step, step_vec, index, top_n=5, min_score=0.35, min_unnamed=0.4)
    # 0.38 by embedding alone is dropped; a named entity keeps its bonus however far its vector (0.2 + 0.3)
    assert [(a.entity, a.how) for a in got] == [("policy engine", "lexical"), ("trust algorithm", "embedding"),
                                                ("access", "lexical")]
    assert [a.score for a in got] == pytest.approx([0.2 + anchoring.LEXICAL_BONUS, 0.5, 0.1 + anchoring.LEXICAL_BONUS])
    # named entities keep their place whatever min_unnamed asks of the others
    assert [a.entity for a in anchoring.anchor("S", step, step_vec, index, top_n=5, min_score=0.35,
                                                min_unnamed=0.6)] == ["policy engine", "access"]


def test_anchors_scored_alike_go_by_name_and_the_closest_entity_is_found():
    # three names the step holds, each capped at 1.0: the order is the names' (in any storage), not the sort's whim
    names = ["policy engine", "engine", "policy", "trust algorithm"]
    cos = {"policy engine": 0.8, "engine": 0.75, "policy": 0.9, "trust algorithm": 0.2}
    entities = [Entity(n, description="concept") for n in sorted(names)]
    index = anchoring.EntityIndex.build(entities, TableEmbedder({n: _at_cosine(cos[n], i + 1) for i, n in enumerate(names)}))
    got = anchoring.anchor("S", "The policy engine decides.", _at_cosine(1.0, 1), index, top_n=3, min_score=0.5)
    assert [(a.entity, a.score) for a in got] == [("engine", 1.0), ("policy", 1.0), ("policy engine", 1.0)]
    assert index.closest(np.stack([_at_cosine(1.0, 1)])) == [("policy", pytest.approx(0.9))]


def test_an_empty_index_anchors_nothing():
    index = anchoring.EntityIndex.build([], TableEmbedder({}))
    assert len(index) == 0
    assert anchoring.anchor("S1", "Anything at all.", _at_cosine(1.0, 1), index, top_n=5, min_score=0.0) == []


# --- subgraphs -----------------------------------------------------------------


def _chain() -> nx.Graph:
    """a - b - c - d, each node in its own chunk, each edge in a chunk of its own."""
    ents = [Entity(n, chunk_ids=(f"c-{n}",)) for n in "abcd"]
    rels = [Relation(u, v, description=f"{u} meets {v}", keywords="meet", chunk_ids=(f"c-{u}{v}",))
            for u, v in ("ab", "bc", "cd")]
    return snapshot(ents, rels)


def test_hops_walk_out_from_the_anchors_and_collect_chunks():
    g = _chain()
    seeds = [Anchor("S1", "a", 0.9), Anchor("S1", "a", 0.8), Anchor("S1", "not in the graph", 0.7)]
    zero = anchoring.subgraph("S1", g, seeds, 0)
    assert (zero.entities, zero.relations, zero.chunk_ids) == (("a",), (), ("c-a",))
    one = anchoring.subgraph("S1", g, seeds, 1)
    assert one.entities == ("a", "b") and [(r.source, r.target) for r in one.relations] == [("a", "b")]
    assert one.chunk_ids == ("c-a", "c-b", "c-ab")  # entities' chunks first, then the relations'
    two = anchoring.subgraph("S1", g, seeds, 2)
    assert two.entities == ("a", "b", "c") and len(two.relations) == 2
    assert (two.step_id, two.hops) == ("S1", 2)
    both_ends = anchoring.subgraph("S1", g, [Anchor("S1", "a", 0.9), Anchor("S1", "d", 0.9)], 1)
    assert both_ends.entities == ("a", "d", "b", "c")  # by distance, then name
    assert anchoring.subgraph("S1", g, [], 3).entities == ()


def test_a_wider_radius_on_the_real_kg_only_adds(kg):
    anchors = kg.anchors("Netherfield Park is let at last.")
    subs = [anchoring.subgraph("S1", kg.graph, anchors, h) for h in (0, 1, 2)]
    assert set(subs[0].entities) == {a.entity for a in anchors}
    for small, big in zip(subs, subs[1:]):
        assert set(small.entities) < set(big.entities)
        assert set(small.chunk_ids) <= set(big.chunk_ids)
    assert all(c in kg.chunks for s in subs for c in s.chunk_ids)  # chunk ids point at the document's chunks
    for r in subs[1].relations:
        assert r.source in subs[1].entities and r.target in subs[1].entities


# --- candidate sentences ------------------------------------------------------------


def many(records: dict):
    """Records by id read many at a time, as the workspace reads them."""
    return lambda ids: {i: records[i] for i in ids if i in records}


def test_candidates_are_the_subgraphs_sentences_in_document_order(kg):
    step = "Netherfield Park is let at last."
    sub = anchoring.subgraph("S1", kg.graph, kg.anchors(step), 1)
    cands = anchoring.candidate_sentences(sub.chunk_ids, many(kg.chunks), many(kg.sentences))
    assert NETHERFIELD in [s.text for s in cands]
    assert [s.char_start for s in cands] == sorted(s.char_start for s in cands)
    assert len({s.id for s in cands}) == len(cands)
    reachable = {sid for c in sub.chunk_ids for sid in kg.chunks[c].sentence_ids}
    assert {s.id for s in cands} == reachable
    first = next(s for s in cands if s.text == NETHERFIELD)
    rest = anchoring.candidate_sentences(sub.chunk_ids, many(kg.chunks), many(kg.sentences), exclude={first.id})
    assert [s.id for s in rest] == [s.id for s in cands if s.id != first.id]
    assert anchoring.prerank(step, cands, 1) == [first]  # every content word of the step is in it


def _sentence(doc: str, i: int, text: str) -> Sentence:
    return Sentence(f"{doc}-s{i}", doc, i, text, i * 100, i * 100 + len(text))


def test_overlapping_chunks_give_each_sentence_once_and_missing_ids_are_passed_over():
    s = {x.id: x for x in [_sentence("d2", 0, "Zero."), _sentence("d1", 1, "One."), _sentence("d1", 0, "Nought.")]}
    chunks = {
        "k1": Chunk("k1", "d1", 0, "", 0, 0, ("d1-s1", "d1-s0"), 2),
        "k2": Chunk("k2", "d1", 1, "", 0, 0, ("d1-s0", "gone"), 2),  # shares a sentence; one sentence id unknown
        "k3": Chunk("k3", "d2", 0, "", 0, 0, ("d2-s0",), 1),
    }
    got = anchoring.candidate_sentences(["k3", "missing-chunk", "k2", "k1"], many(chunks), many(s))
    assert [x.id for x in got] == ["d1-s0", "d1-s1", "d2-s0"]  # by document, then place
    assert anchoring.candidate_sentences(["k1"], many(chunks), many(s), exclude={"d1-s0"}) == [s["d1-s1"]]


def test_prerank_keeps_the_most_overlapping_and_breaks_ties_by_place():
    texts = ["The board met on Monday.", "Access is granted per session.", "The policy engine grants access.",
             "Each session is granted by the policy engine.", "Access to each session is logged."]
    cands = [_sentence("d", i, t) for i, t in enumerate(texts)]
    step = "The policy engine grants access per session."  # policy, engine, grant, access, session
    assert anchoring.prerank(step, cands, 10) == cands  # under the limit: all, as given
    # shared words: 4 (sentence 2), 3 (sentence 3), then 2 each for sentences 1 and 4: the earlier first
    assert [c.index for c in anchoring.prerank(step, cands[::-1], 4)] == [2, 3, 1, 4]
    assert [c.index for c in anchoring.prerank(step, cands, 1)] == [2]
    assert anchoring.top_by_overlap(step, texts, 4) == [texts[2], texts[3], texts[1], texts[4]]
    assert anchoring.top_by_overlap(step, texts[:2], 5) == texts[:2]


def test_prerank_holds_length_against_shared_words():
    filler = " ".join(f"word{i}" for i in range(60))
    step = "The policy engine grants access per session."  # policy, engine, grant, access, session
    texts = [f"The policy engine was described at length, {filler}, and it grants access.",  # 4 shared, 70 words
             "The policy engine grants access.",  # the same 4 shared words in 5
             "Sessions are logged by the policy engine.",  # 3 shared
             "The board met on Monday."]  # none
    cands = [_sentence("d", i, t) for i, t in enumerate(texts)]
    # the same words shared: the shorter first, though later in the document; and the 70-word sentence, three
    # times the candidates' mean length, falls behind the 7-word one sharing one word fewer (0.8 / 1.44 < 0.6 / 0.86)
    assert [c.index for c in anchoring.prerank(step, cands, 2)] == [1, 2]
    assert anchoring.prerank_order(step, cands) == [1, 2, 0, 3]
    # without the normalisation: shared words alone, place breaking the tie, as before
    assert anchoring.prerank_order(step, cands, length_norm=0.0) == [0, 1, 2, 3]
    # a sentence sharing more words stays ahead of a shorter one sharing fewer, at lengths alike
    assert anchoring.prerank_order(step, cands[1:]) == [0, 1, 2]
    # one very long sentence sharing one word more loses to short ones: 5 of 5 words in 400 against 4 in 5
    long_one = _sentence("d", 9, "Policy engine grants session access, " + " ".join(["filler"] * 400) + ".")
    assert anchoring.prerank_order(step, [long_one, *cands[1:]])[0] == 1
    with pytest.raises(ValueError, match="length_norm"):  # at 1 a sentence of no words would divide by zero
        anchoring.prerank_order(step, cands, length_norm=1.0)

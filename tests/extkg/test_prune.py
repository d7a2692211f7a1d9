from gechat.extkg.retrieve import RetrievalParams, retrieve
from gechat.extkg.store import build, embed_edges
from gechat.extkg.triples import Triple

Q = "Which films were directed by the director of [Heat]?"


def test_pruned_relpath_keeps_only_paths(embedder):
    kg = build([
        Triple("Heat", "directed_by", "Michael Mann"),
        Triple("Heat", "release_year", "1995"),  # a dead end: nothing else was released in 1995 here
        Triple("Collateral", "directed_by", "Michael Mann"),
        Triple("Thief", "directed_by", "Michael Mann"),
    ])
    kg.edge_emb = embed_edges(kg, embedder)
    base = dict(depth=2, max_groups=2, margin=1.0)
    full = retrieve(kg, Q, "relpath", embedder=embedder, params=RetrievalParams(**base))
    pruned = retrieve(kg, Q, "relpath", embedder=embedder, params=RetrievalParams(**base, prune=True))
    assert ("Heat", "release_year", "1995") in {e.triple.as_tuple() for e in full.edges}
    assert {e.triple.as_tuple() for e in pruned.edges} == {
        ("Heat", "directed_by", "Michael Mann"),
        ("Collateral", "directed_by", "Michael Mann"),
        ("Thief", "directed_by", "Michael Mann"),
    }

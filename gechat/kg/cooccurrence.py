"""Same-sentence co-occurrence links of the offline KG, kept beside LightRAG's storage.

The offline extractor links each mention to the next mention of its
sentence (``co-occurs with``). These links are structure, not facts: they
give n-hop neighbourhoods and MindMap paths something to walk, but they are
never retrieved as facts and never embedded. On a 59-page PDF they are 3,260
of 4,014 relations, and LightRAG's merge, which takes a lock and several
storage round trips per relation, spent more than half of the insert on them.

So LightRAG stores the offline KG's entities and its dependency-path
relations (the facts), and this module stores the co-occurrence links:
per document, each entity pair with the number of chunk mentions and the
(our) chunk ids, in one JSON file in the store's folder, written atomically.
:meth:`CooccurrenceLinks.overlay` adds them to the store's graph snapshot,
so neighbourhoods, paths and the graph view see one graph, exactly as when
the links were LightRAG edges. Deleting a document drops its links; a link
whose entity no longer exists in the KG is not drawn.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import networkx as nx

from gechat.kg.extract_spacy import COOCCURS, Extraction, together
from gechat.kg.fileio import read_json, write_json
from gechat.kg.graph import SEP, chunk_ids_of

LINKS_FILE = "gechat_cooccurrence.json"

#: (entity a, entity b) with a < b -> (weight, chunk ids)
Links = dict[tuple[str, str], tuple[float, tuple[str, ...]]]


def cooccurrence_links(extraction: Extraction, resolve: Callable[[str], str] = str) -> Links:
    """The co-occurrence links of an extraction, between KG names (``resolve``), weighted by chunk mentions."""
    weight: dict[tuple[str, str], float] = defaultdict(float)
    chunks: dict[tuple[str, str], dict[str, None]] = defaultdict(dict)
    for ce in extraction.chunks:
        for r in ce.relations:
            if r.keywords != COOCCURS:
                continue
            a, b = resolve(r.source), resolve(r.target)
            if a == b:
                continue
            key = (a, b) if a < b else (b, a)
            weight[key] += r.weight
            chunks[key][ce.chunk_id] = None
    return {key: (weight[key], tuple(chunks[key])) for key in weight}


class CooccurrenceLinks:
    """The links of every document in one store folder (``gechat_cooccurrence.json``)."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / LINKS_FILE
        self._docs: dict[str, list[list]] = read_json(self.path, {})

    def add(self, doc_id: str, links: Links) -> None:
        """Record a document's links (replacing any it had)."""
        docs = dict(self._docs)
        docs[doc_id] = [[a, b, w, list(cids)] for (a, b), (w, cids) in sorted(links.items())]
        write_json(self.path, docs)
        self._docs = docs

    def drop(self, doc_id: str) -> bool:
        """Forget a document's links; False if it had none."""
        if doc_id not in self._docs:
            return False
        docs = {k: v for k, v in self._docs.items() if k != doc_id}
        write_json(self.path, docs)
        self._docs = docs
        return True

    def count(self, doc_id: str | None = None) -> int:
        """Links of one document, or distinct pairs over all documents."""
        if doc_id is not None:
            return len(self._docs.get(doc_id, ()))
        return len({(a, b) for rows in self._docs.values() for a, b, _, _ in rows})

    def overlay(self, graph: nx.Graph) -> int:
        """Add the links to ``graph`` (chunk ids in ``source_id``); returns how many pairs were drawn.

        A pair that is already an edge (a dependency-path relation) gains the
        weight, the chunks and the ``co-occurs with`` keyword, as LightRAG's
        merge of the two would have given it.
        """
        merged: dict[tuple[str, str], list] = {}
        for _, rows in sorted(self._docs.items()):  # by document id, as the file is read: one order in every process
            for a, b, w, cids in rows:
                entry = merged.setdefault((a, b), [0.0, {}])
                entry[0] += float(w)
                entry[1].update(dict.fromkeys(cids))
        drawn = 0
        for (a, b), (w, cids) in merged.items():
            if a not in graph or b not in graph:
                continue
            drawn += 1
            if graph.has_edge(a, b):
                data = graph.edges[a, b]
                data["source_id"] = SEP.join(dict.fromkeys([*chunk_ids_of(data.get("source_id")), *cids]))
                data["weight"] = float(data.get("weight") or 0.0) + w
                keywords = str(data.get("keywords") or "")
                if COOCCURS not in keywords:
                    data["keywords"] = f"{keywords}, {COOCCURS}" if keywords else COOCCURS
            else:
                graph.add_edge(a, b, keywords=COOCCURS, description=together(a, b), weight=w,
                               source_id=SEP.join(cids))
        return drawn

"""What an offline (spaCy) extraction hands LightRAG, prepared without importing ``lightrag``.

The store passes in LightRAG's own name normaliser and the KG's current
names; this module resolves every entity name once (case-insensitively
against the KG, so "Policy engine" in one document and "policy engine" in
another are one node) and returns:

- each chunk's entities and dependency-path relations in LightRAG's JSON
  extraction format (LightRAG caches and parses it as if an LLM had written
  it, so merge, deletion and rebuild work as on the LLM path);
- the vector texts LightRAG will embed for entities new to the KG
  (``name\ndescription``), to embed ahead of LightRAG's merge;
- the co-occurrence links, kept beside LightRAG (:mod:`gechat.kg.cooccurrence`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from gechat.kg.cooccurrence import Links, cooccurrence_links
from gechat.kg.extract_spacy import COOCCURS, Extraction


@dataclass(frozen=True)
class OfflineInputs:
    payload: dict[str, str]  # LightRAG chunk id -> JSON extraction text
    new_entity_texts: list[str]
    links: Links


def offline_inputs(
    extraction: Extraction,
    lightrag_chunk_of: dict[str, str],
    names: dict[str, str],
    normalize: Callable[[str], str],
) -> OfflineInputs:
    """``names`` maps lower-cased KG names to KG names; it gains this document's new names."""
    known = set(names.values())  # before resolving adds this document's new names
    resolved: dict[str, str] = {}

    def resolve(name: str) -> str:
        if name not in resolved:  # each name once: normalising is costly and names repeat across chunks
            norm = normalize(name)
            resolved[name] = names.setdefault(norm.lower(), norm)
        return resolved[name]

    payload = {lightrag_chunk_of[cid]: text for cid, text in lightrag_json(extraction, resolve).items()}
    new = [f"{resolve(e.name)}\n{e.description}" for e in extraction.entities if resolve(e.name) not in known]
    return OfflineInputs(payload, new, cooccurrence_links(extraction, resolve))


def lightrag_json(extraction: Extraction, resolve: Callable[[str], str] = str) -> dict[str, str]:
    """Each chunk's entities and dependency-path relations in LightRAG's JSON extraction format, by chunk id.

    ``resolve`` maps an entity name to the name the KG should use (the store
    makes names case-insensitive across documents). Co-occurrence relations
    are left out: the store keeps them beside LightRAG (:mod:`gechat.kg.cooccurrence`).
    """
    out: dict[str, str] = {}
    for ce in extraction.chunks:
        ents = [{"name": resolve(e.name), "type": e.type, "description": e.description} for e in ce.entities]
        rels = [{"source": resolve(r.source), "target": resolve(r.target), "keywords": r.keywords,
                 "description": r.description} for r in ce.relations if r.keywords != COOCCURS]
        out[ce.chunk_id] = json.dumps({"entities": ents, "relationships": rels}, ensure_ascii=False)
    return out

"""How the KGs GE-Chat knows get node labels: per relation end, or from the KG's own ``isa`` hierarchy.

A label is part of the schema the checker and the prompts read, so it is
derived from the data: MetaQA's and EMCKG's relations each join one kind of
entity to another (``directed_by``: Movie to Person), UMLS's entities are
typed by their ancestors in its ``isa`` relation. Other KGs (documents' KGs,
user-loaded triples) use the entity types they carry, else one ``Entity``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from gechat.cypher.schema import DEFAULT_LABEL, Typing, label_name

METAQA = Typing({
    "directed_by": ("Movie", "Person"),
    "written_by": ("Movie", "Person"),
    "starred_actors": ("Movie", "Person"),
    "has_genre": ("Movie", "Genre"),
    "release_year": ("Movie", "Year"),
    "in_language": ("Movie", "Language"),
    "has_tags": ("Movie", "Tag"),
    "has_imdb_rating": ("Movie", "Rating"),
    "has_imdb_votes": ("Movie", "Votes"),
})

EMCKG = Typing({
    "has_symptom": ("Disease", "Symptom"),
    "possible_disease": ("Symptom", "Disease"),
    "need_medical_test": ("Disease", "Test"),
    "can_check_disease": ("Test", "Disease"),
    "need_medication": ("Disease", "Medication"),
    "possible_cure_disease": ("Medication", "Disease"),
})


def isa_typing(triples: Iterable, isa: str = "isa", depth: int = 2) -> Typing:
    """Label each entity by its ancestor ``depth`` levels below the roots of the ``isa`` hierarchy.

    UMLS's semantic network states ``isa`` to every ancestor (``alga isa plant,
    organism, physical_object, entity``); an entity's depth is its number of
    ancestors, so ``organism`` (two ancestors) labels ``alga``. An entity no
    deeper than ``depth`` labels itself.
    """
    parents: dict[str, set[str]] = defaultdict(set)
    names: set[str] = set()
    for t in triples:
        names.update((t.head, t.tail))
        if t.relation == isa:
            parents[t.head].add(t.tail)
    labels = {}
    for name in names:
        ancestors = parents.get(name, set())
        if len(ancestors) < depth:
            labels[name] = label_name(name)
            continue
        level = [a for a in ancestors if len(parents.get(a, ())) == depth - 1]
        labels[name] = label_name(sorted(level)[0]) if level else DEFAULT_LABEL
    return Typing({}, labels)


def typing_for(kind: str, triples: list | None = None) -> Typing:
    """The typing of a named KG (``metaqa``, ``emckg``, ``umls``), else one label for every entity."""
    if kind == "metaqa":
        return METAQA
    if kind == "emckg":
        return EMCKG
    if kind == "umls":
        return isa_typing(triples or [], depth=3)
    return Typing()

"""The shared data sets the Cypher and MindMap benchmarks read: KG files, typings, MetaQA questions."""

from __future__ import annotations

import random
from pathlib import Path

from gechat.cypher.metaqa import MetaQAQuestion, parse_line
from gechat.cypher.schema import Schema, typed
from gechat.extkg.triples import read_triples
from gechat.graphdb.embedded import EmbeddedStore
from gechat.graphdb.typing import typing_for

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
KG_FILES = {
    "metaqa": (DATA / "metaqa" / "kb.txt", "pipe"),
    "umls": (DATA / "umls" / "umls-kb.txt", "pipe"),
    "emckg": (DATA / "mindmap" / "data" / "chatdoctor5k" / "train.txt", "tsv"),
}


def typed_rows(dataset: str):
    path, fmt = KG_FILES[dataset]
    triples = list(read_triples(path, fmt))
    return typed(triples, typing_for(dataset, triples))


def open_kg(dataset: str, cache_dir: Path) -> tuple[EmbeddedStore, Schema, list]:
    """The data set's KG in an embedded store under ``cache_dir`` (loaded on first use), its schema and typed rows."""
    rows = typed_rows(dataset)
    store = EmbeddedStore(cache_dir / dataset)
    schema = store.schema()
    if schema is None or schema != store.derive_schema(rows):
        schema = store.load(rows)
    return store, schema, rows


def metaqa_questions(hops: int, split: str = "test", n: int | None = None, seed: int = 0) -> list[MetaQAQuestion]:
    """A seeded sample of MetaQA's vanilla questions with their types (all when ``n`` is None)."""
    base = DATA / "metaqa" / f"{hops}-hop"
    lines = (base / "vanilla" / f"qa_{split}.txt").read_text(encoding="utf-8").splitlines()
    types = (base / f"qa_{split}_qtype.txt").read_text(encoding="utf-8").splitlines()
    idx = list(range(len(lines)))
    if n is not None:
        idx = sorted(random.Random(seed).sample(idx, n))
    out = []
    for i in idx:
        q = parse_line(lines[i], types[i], hops)
        if q is not None:
            out.append(q)
    return out


def metaqa_reachable(hops: int, split: str = "test") -> set[str]:
    """Question texts whose answers are all reachable in the rebuilt ``kb.txt`` (see its SOURCE.md)."""
    path = DATA / "metaqa" / f"{hops}-hop" / "vanilla" / f"qa_{split}_kb_reachable.txt"
    return {line.split("\t", 1)[0] for line in path.read_text(encoding="utf-8").splitlines()}

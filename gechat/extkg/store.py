"""An external KG workspace: triples loaded once, kept through :class:`gechat.storage.Storage`.

Records (all under ``extkg/``):

- ``kg.json`` -- marks the workspace kind (``"kind": "external_kg"``) and holds the
  counts, the source file's name, format and SHA-256, the embedder and the load time;
- ``entities.json``, ``relations.json`` -- names, index = id;
- ``edges.npy`` -- ``int32`` rows ``(head id, relation id, tail id)``, one per distinct triple;
- ``adj_indptr.npy``, ``adj_edges.npy`` -- the n-hop index: for entity ``e``,
  ``adj_edges[adj_indptr[e]:adj_indptr[e+1]]`` are the ids of the edges that touch it
  (either direction), a CSR table built with numpy;
- ``edge_emb.npy`` -- ``float16`` embedding of each edge's text
  (:func:`gechat.extkg.edge_text.edge_text`), L2-normalised; absent when loaded with
  ``embed=False`` (retrievers then embed the texts they score on the fly).
"""

from __future__ import annotations

import hashlib
import io
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from gechat.errors import ExternalKGError
from gechat.extkg.edge_text import edge_text
from gechat.extkg.triples import Triple, read_triples
from gechat.storage import Storage

PREFIX = "extkg/"
KIND = "external_kg"
EMBED_BATCH = 512


@dataclass(frozen=True)
class KGInfo:
    """What ``extkg/kg.json`` says about a loaded KG."""

    source_name: str
    source_sha256: str
    format: str
    triples: int
    entities: int
    relations: int
    embedder: str = ""
    load_seconds: float = 0.0
    kind: str = KIND

    def to_dict(self) -> dict:
        return dict(self.__dict__)

    @classmethod
    def from_dict(cls, d: dict) -> "KGInfo":
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})


@dataclass
class ExternalKG:
    """A loaded external KG in memory: names, edge table, n-hop index, edge embeddings."""

    entities: list[str]
    relations: list[str]
    edges: np.ndarray  # int32 (n, 3): head, relation, tail
    adj_indptr: np.ndarray
    adj_edges: np.ndarray
    edge_emb: np.ndarray | None = None  # float16 (n, dim), normalised
    info: KGInfo | None = None
    _index: dict[str, int] = field(default_factory=dict, repr=False)
    _lower: dict[str, list[int]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._index = {name: i for i, name in enumerate(self.entities)}
        lower: dict[str, list[int]] = {}
        for i, name in enumerate(self.entities):
            lower.setdefault(name.lower(), []).append(i)
        for ids in lower.values():
            if len(ids) > 1:  # "Jean Reno" (an actor) before "jean reno" (a tag): the better connected first
                ids.sort(key=lambda i: -int(self.adj_indptr[i + 1] - self.adj_indptr[i]))
        self._lower = lower

    # --- lookups ----------------------------------------------------------
    @property
    def n_edges(self) -> int:
        return int(self.edges.shape[0])

    def entity_id(self, name: str) -> int | None:
        """Exact name, else the same name in another case (the best connected of them)."""
        i = self._index.get(name)
        if i is not None:
            return i
        ids = self._lower.get(name.lower())
        return ids[0] if ids else None

    def names_lower(self) -> dict[str, list[int]]:
        return self._lower

    def incident(self, entity: int) -> np.ndarray:
        """Ids of the edges touching ``entity`` (as head or tail)."""
        return self.adj_edges[self.adj_indptr[entity] : self.adj_indptr[entity + 1]]

    def degree(self, entity: int) -> int:
        return int(self.adj_indptr[entity + 1] - self.adj_indptr[entity])

    def triple(self, edge: int) -> Triple:
        h, r, t = self.edges[edge]
        return Triple(self.entities[h], self.relations[r], self.entities[t])

    def text(self, edge: int) -> str:
        h, r, t = self.edges[edge]
        return edge_text(self.entities[h], self.relations[r], self.entities[t])

    def other_end(self, edge: int, entity: int) -> int:
        h, _, t = self.edges[edge]
        return int(t if h == entity else h)

    def n_hop_edges(self, seeds: Iterable[int], hops: int) -> set[int]:
        """Every edge within ``hops`` of the seeds (the index's plain use)."""
        frontier, seen_nodes, found = set(seeds), set(seeds), set()
        for _ in range(hops):
            nxt: set[int] = set()
            for node in frontier:
                for e in self.incident(node).tolist():
                    found.add(e)
                    other = self.other_end(e, node)
                    if other not in seen_nodes:
                        seen_nodes.add(other)
                        nxt.add(other)
            frontier = nxt
        return found


# --- building ----------------------------------------------------------------


def build(triples: Iterable[Triple]) -> ExternalKG:
    """Entities, relations, edge table and n-hop index from triples (duplicates kept once)."""
    ent: dict[str, int] = {}
    rel: dict[str, int] = {}
    rows: dict[tuple[int, int, int], None] = {}
    for t in triples:
        h = ent.setdefault(t.head, len(ent))
        r = rel.setdefault(t.relation, len(rel))
        o = ent.setdefault(t.tail, len(ent))
        rows[(h, r, o)] = None
    if not rows:
        raise ExternalKGError("The file holds no triples.", hint="Check the file and its --format.")
    edges = np.array(list(rows), dtype=np.int32)
    indptr, adj = _csr(edges, len(ent))
    return ExternalKG(list(ent), list(rel), edges, indptr, adj)


def _csr(edges: np.ndarray, n_entities: int) -> tuple[np.ndarray, np.ndarray]:
    ids = np.arange(edges.shape[0], dtype=np.int32)
    ends = np.concatenate([edges[:, 0], edges[:, 2]])
    eids = np.concatenate([ids, ids])
    loops = np.concatenate([np.ones(len(ids), bool), edges[:, 0] != edges[:, 2]])  # a self-loop is listed once
    ends, eids = ends[loops], eids[loops]
    order = np.argsort(ends, kind="stable")
    counts = np.bincount(ends, minlength=n_entities)
    indptr = np.zeros(n_entities + 1, dtype=np.int64)
    np.cumsum(counts, out=indptr[1:])
    return indptr, eids[order].astype(np.int32)


def embed_edges(kg: ExternalKG, embedder, progress: Callable[[int, int], None] | None = None) -> np.ndarray:
    """float16 embeddings of every edge's text, in batches (the embedder's LRU cache is bypassed)."""
    n = kg.n_edges
    out: np.ndarray | None = None
    for start in range(0, n, EMBED_BATCH):
        texts = [kg.text(e) for e in range(start, min(n, start + EMBED_BATCH))]
        vecs = encode_uncached(embedder, texts)
        if out is None:
            out = np.zeros((n, vecs.shape[1]), dtype=np.float16)
        out[start : start + len(texts)] = vecs.astype(np.float16)
        if progress is not None:
            progress(min(n, start + EMBED_BATCH), n)
    assert out is not None
    return out


def encode_uncached(embedder, texts: list[str]) -> np.ndarray:
    """Embed texts without filling the embedder's cache with them (bulk loads)."""
    embedder.warm_up()
    if getattr(embedder, "_onnx", None) is not None:
        return embedder._encode_onnx(texts, embedder._onnx)
    return embedder.encode(texts)


# --- storage -----------------------------------------------------------------


def _npy(arr: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.save(buf, arr, allow_pickle=False)
    return buf.getvalue()


def _from_npy(storage: Storage, key: str) -> np.ndarray | None:
    raw = storage.read_bytes(PREFIX + key)
    if raw is None:
        return None
    try:
        return np.load(io.BytesIO(raw), allow_pickle=False)
    except (ValueError, OSError) as exc:
        from gechat.storage import DamagedRecordError

        raise DamagedRecordError(storage.name, PREFIX + key, str(exc)[:120].rstrip(".")) from None


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def load_file(
    storage: Storage,
    path: str | Path,
    fmt: str = "auto",
    *,
    embedder=None,
    progress: Callable[[int, int], None] | None = None,
) -> KGInfo:
    """Read ``path``, build the KG, embed its edges (when an embedder is given) and store it,
    replacing any external KG the workspace held. Returns what ``kg.json`` now says."""
    from gechat.extkg.triples import guess_format

    t0 = time.perf_counter()
    p = Path(path)
    fmt = guess_format(p) if fmt == "auto" else fmt
    kg = build(read_triples(p, fmt))
    if embedder is not None:
        kg.edge_emb = embed_edges(kg, embedder, progress)
    info = KGInfo(
        source_name=p.name,
        source_sha256=file_sha256(p),
        format=fmt,
        triples=kg.n_edges,
        entities=len(kg.entities),
        relations=len(kg.relations),
        embedder=getattr(embedder, "name", "") if embedder is not None else "",
        load_seconds=round(time.perf_counter() - t0, 2),
    )
    kg.info = info
    save(storage, kg)
    return info


def save(storage: Storage, kg: ExternalKG) -> None:
    storage.delete(PREFIX + "kg.json")  # while the tables change, the workspace is no loaded KG
    storage.delete(PREFIX + "edge_emb.npy")
    storage.write_json(PREFIX + "entities.json", kg.entities)
    storage.write_json(PREFIX + "relations.json", kg.relations)
    storage.write_bytes(PREFIX + "edges.npy", _npy(kg.edges))
    storage.write_bytes(PREFIX + "adj_indptr.npy", _npy(kg.adj_indptr))
    storage.write_bytes(PREFIX + "adj_edges.npy", _npy(kg.adj_edges))
    if kg.edge_emb is not None:
        storage.write_bytes(PREFIX + "edge_emb.npy", _npy(kg.edge_emb))
    assert kg.info is not None
    storage.write_json(PREFIX + "kg.json", kg.info.to_dict())  # last: its presence means "complete"


def is_external_kg(storage: Storage) -> bool:
    return storage.exists(PREFIX + "kg.json")


def read_info(storage: Storage) -> KGInfo | None:
    d = storage.read_json(PREFIX + "kg.json", expect=dict)
    return KGInfo.from_dict(d) if d is not None else None


def open_kg(storage: Storage) -> ExternalKG:
    """The stored external KG; :class:`ExternalKGError` when the workspace holds none."""
    info = read_info(storage)
    if info is None:
        raise ExternalKGError(
            f"Workspace '{storage.name}' holds no external KG.",
            hint="Load one with `gechat kg load FILE --workspace NAME`.",
        )
    entities = storage.read_json(PREFIX + "entities.json", expect=list)
    relations = storage.read_json(PREFIX + "relations.json", expect=list)
    arrays = {k: _from_npy(storage, f"{k}.npy") for k in ("edges", "adj_indptr", "adj_edges")}
    missing = [k for k, v in arrays.items() if v is None] + [
        k for k, v in (("entities.json", entities), ("relations.json", relations)) if v is None
    ]
    if missing:
        raise ExternalKGError(
            f"Workspace '{storage.name}': the external KG is incomplete ({', '.join(missing)} missing).",
            hint="Load the file again with `gechat kg load`.",
        )
    kg = ExternalKG(entities, relations, arrays["edges"], arrays["adj_indptr"], arrays["adj_edges"])
    kg.edge_emb = _from_npy(storage, "edge_emb.npy")
    kg.info = info
    return kg

"""Shared helpers of the external-KG evaluations: data paths, workspaces loaded once, edge-set scores."""

from __future__ import annotations

import sys
from pathlib import Path

from gechat.embed import Embedder
from gechat.extkg.store import ExternalKG, file_sha256, load_file, open_kg, read_info
from gechat.settings import Settings
from gechat.storage import open_storage

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT.parent / "shared" / "data"
APRESCOT = DATA / "aprescot_demo" / "experiments"
METAQA = DATA / "metaqa"
RESULTS = ROOT / "eval" / "results"


def embedder(settings: Settings) -> Embedder:
    return Embedder(settings.embedder, runtime=settings.inference_runtime, cache_dir=settings.model_cache_dir, cache_size=4096)


def workspace_kg(settings: Settings, name: str, path: Path, fmt: str, emb: Embedder) -> ExternalKG:
    """The KG of ``path`` in workspace ``name``, loaded (and embedded) only when the file changed."""
    storage = open_storage(settings.workspace_dir, name)
    info = read_info(storage)
    if info is None or info.source_sha256 != file_sha256(path) or not storage.exists("extkg/edge_emb.npy"):
        print(f"loading {path} into workspace {name} ...", file=sys.stderr, flush=True)
        info = load_file(storage, path, fmt, embedder=emb)
        print(f"  {info.triples} triples in {info.load_seconds} s", file=sys.stderr, flush=True)
    return open_kg(storage)


def edge_key(head: str, relation: str, tail: str) -> tuple[str, str, str]:
    """Undirected edge identity, as the published evaluation compares edges."""
    a, b = sorted((head, tail))
    return (a, relation, b)


def read_gt(path: Path) -> tuple[list[str], set[tuple[str, str, str]]]:
    seeds: list[str] = []
    edges = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("#SEEDS:"):
            seeds = [s.strip() for s in line[7:].replace("|", ",").split(",") if s.strip()]
            continue
        if not line or line.startswith("#"):
            continue
        parts = line.split("|")
        if len(parts) == 3:
            edges.add(edge_key(*parts))
    return seeds, edges


def prf(pred: set, gold: set) -> tuple[float, float, float]:
    tp = len(pred & gold)
    p = tp / len(pred) if pred else 0.0
    r = tp / len(gold) if gold else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)

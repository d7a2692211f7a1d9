"""Load MetaQA's kb.txt into an external-KG workspace and report time and peak memory.

    python eval/extkg/bench_load.py [--kb ../shared/data/metaqa/kb.txt] [--workspace-dir /tmp/extkg_ws] [--name metaqa]
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path

from gechat.embed import Embedder
from gechat.extkg.store import load_file, open_kg
from gechat.settings import Settings
from gechat.storage import open_storage

ROOT = Path(__file__).resolve().parents[2]


def _progress(done: int, total: int) -> None:
    if done % 8192 < 512 or done == total:
        print(f"embedded {done}/{total} edges", file=sys.stderr, flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--kb", default=str(ROOT.parent / "shared/data/metaqa/kb.txt"))
    ap.add_argument("--workspace-dir", default="/tmp/extkg_ws")
    ap.add_argument("--name", default="metaqa")
    ap.add_argument("--format", default="pipe")
    ap.add_argument("--no-embed", action="store_true")
    args = ap.parse_args()
    settings = Settings.from_env()
    storage = open_storage(Path(args.workspace_dir), args.name)
    emb = None if args.no_embed else Embedder(
        settings.embedder, runtime=settings.inference_runtime, cache_dir=settings.model_cache_dir, cache_size=1024
    )
    t0 = time.perf_counter()
    info = load_file(storage, args.kb, args.format, embedder=emb, progress=_progress)
    t_load = time.perf_counter() - t0
    t1 = time.perf_counter()
    kg = open_kg(storage)
    t_open = time.perf_counter() - t1
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    disk = sum(f.stat().st_size for f in (Path(args.workspace_dir) / args.name).rglob("*") if f.is_file())
    print(json.dumps({
        "info": info.to_dict(), "load_s": round(t_load, 1), "open_s": round(t_open, 2),
        "peak_rss_mib": round(peak_mib), "disk_mib": round(disk / 2**20, 1),
        "embedded": kg.edge_emb is not None,
    }, indent=1))


if __name__ == "__main__":
    main()

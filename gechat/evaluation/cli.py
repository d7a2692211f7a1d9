"""``gechat eval``: run a dataset config, write per-case JSONL, a summary table and plots.

    gechat eval --config eval/configs/wice_dev.yaml --limit 50 --seed 13
    python -m gechat.evaluation.cli --config ... --report-only

A config (YAML or JSON) names the dataset adapter and its files, the mode
(``oracle`` or ``e2e``), the methods, and optional ``limit``, ``seed`` and
``settings`` overrides; command-line flags override the config. Relative
paths resolve against the current folder (run from the repository root).
Per-case results go to ``<runs-dir>/<name>/cases.jsonl`` (resumable: a (case,
method) pair already there is skipped, so adding a method to a finished run
runs only that method; ``--redo`` re-runs named methods); the summary and
plots go to ``<results-dir>/<name>/``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

COPY_JSONL_MAX_BYTES = 1_500_000


def load_config(path: str | Path) -> dict[str, Any]:
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    if path.suffix.lower() in (".yaml", ".yml"):
        import yaml

        data = yaml.safe_load(text)
    else:
        data = json.loads(text)
    if not isinstance(data, dict) or "dataset" not in data:
        raise ValueError(f"{path}: an evaluation config is a mapping with a 'dataset' section.")
    data.setdefault("name", path.stem)
    return data


def add_eval_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, help="dataset config (YAML/JSON) under eval/configs/")
    parser.add_argument("--limit", type=int, default=None, help="evaluate at most this many cases (seeded sample; 0 = all)")
    parser.add_argument("--seed", type=int, default=None, help="seed for the case sample and the random baseline")
    parser.add_argument("--mode", choices=["oracle", "e2e"], default=None, help="override the config's mode")
    parser.add_argument("--methods", default=None, help="comma-separated methods (default: the config's list)")
    parser.add_argument("--name", default=None, help="run name (default: the config's name)")
    parser.add_argument("--runs-dir", default="eval/runs", help="scratch folder for per-case JSONL and KG workspaces")
    parser.add_argument("--results-dir", default="eval/results/evaluation", help="where summaries and plots go")
    parser.add_argument("--fresh", action="store_true", help="discard this run's earlier per-case results")
    parser.add_argument("--redo", default="", help="comma-separated methods to run again on cases already done "
                        "(e.g. after the NLI model changed); their new results replace the old")
    parser.add_argument("--report-only", action="store_true", help="only rebuild the summary from the JSONL")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    parser.add_argument("--half", choices=["fit", "report"], default=None,
                        help="only the cases of one half (by case-id hash): tune on 'fit', report on 'report'")


def run_eval(args: argparse.Namespace) -> int:
    from gechat.evaluation import runner
    from gechat.evaluation.adapters import load_cases
    from gechat.evaluation.baselines import E2E_METHODS, LABELS, ORACLE_METHODS
    from gechat.evaluation.report import write_report

    config = load_config(args.config)
    mode = args.mode or config.get("mode", "oracle")
    name = args.name or config["name"] + ("" if args.mode is None or args.mode == config.get("mode") else f"_{mode}")
    name += f"_{args.half}" if args.half and not args.name else ""
    seed = args.seed if args.seed is not None else int(config.get("seed", 0))
    limit = args.limit if args.limit is not None else config.get("limit")
    limit = limit or None  # 0: every case
    names = (args.methods.split(",") if args.methods else config.get("methods")) or list(
        ORACLE_METHODS if mode == "oracle" else E2E_METHODS)
    names = [n.strip() for n in names if n.strip()]
    run_dir = Path(args.runs_dir) / name
    jsonl = run_dir / "cases.jsonl"
    meta_path = run_dir / "run.json"
    labels = dict(LABELS)

    if not args.report_only:
        if args.fresh and jsonl.exists():
            jsonl.unlink()
        settings, resources, model_labels = _resources(config, seed, Path(args.runs_dir))
        cases = runner.select_cases(load_cases(config["dataset"]), limit=limit, seed=seed,
                                    shuffle=bool(config.get("shuffle", True)), half=args.half)
        methods = runner.make_methods(names, resources)
        run_dir.mkdir(parents=True, exist_ok=True)
        meta = {"name": name, "config": str(args.config), "mode": mode, "limit": limit, "seed": seed, "half": args.half,
                "methods": names, "models": model_labels, "dataset": config["dataset"],
                "settings": {k: str(v) for k, v in settings.model_dump().items() if k != "openai_api_key"}}
        history = _read_meta(meta_path).get("invocations", [])
        meta_path.write_text(json.dumps({"invocations": history + [meta]}, indent=2, ensure_ascii=False),
                             encoding="utf-8")
        summary = runner.run_cases(cases, methods, resources, jsonl, mode=mode, dataset=name,
                                   progress=not args.no_progress,
                                   redo=[m.strip() for m in args.redo.split(",") if m.strip()])
        print(f"{summary.done} cases run, {summary.skipped} already done, {summary.failed_methods} method failures "
              f"-> {jsonl}")
    rows = runner.read_rows(jsonl)
    if not rows:
        print(f"No results in {jsonl}.", file=sys.stderr)
        return 1
    invocations = _read_meta(meta_path).get("invocations", [])
    out_dir = Path(args.results_dir) / name
    path = write_report(rows, out_dir, title=config.get("title", name), notes=_notes(invocations, rows), labels=labels)
    merged = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    if len(merged.encode("utf-8")) <= COPY_JSONL_MAX_BYTES:  # one merged line per case, if small enough
        (out_dir / "cases.jsonl").write_text(merged, encoding="utf-8")
    print(f"summary -> {path}")
    return 0


def kg_workspace_dir(runs_dir: Path, settings) -> Path:
    """Where evaluation runs keep the KGs they build, one folder per KG-shaping configuration.

    Built KGs are reused across runs, so the folder name hashes everything
    that changes what gets built (extractor and its version, chunking,
    embedder, the LLM for LLM extraction): a changed setting never reuses a
    stale KG.
    """
    from gechat.ids import content_id
    from gechat.kg.extract_spacy import EXTRACTOR_VERSION

    kind = settings.effective_kg_extractor
    parts = [kind, settings.embedder, str(settings.chunk_tokens), str(settings.chunk_overlap_sentences)]
    if kind == "spacy":
        parts += [settings.spacy_model, str(settings.cooccurrence_window), f"v{EXTRACTOR_VERSION}"]
    else:
        parts += [settings.llm_backend, settings.openai_base_url, settings.openai_model, str(settings.gguf_path)]
    return Path(runs_dir) / f"workspaces-{kind}-{content_id(*parts, length=12)}"


def _resources(config: dict[str, Any], seed: int, runs_dir: Path):
    from gechat.embed import Embedder
    from gechat.entail.factory import make_entailer
    from gechat.errors import ModelNotFoundError
    from gechat.evaluation.baselines import Resources
    from gechat.settings import Settings

    settings = Settings.from_env(**(config.get("settings") or {}))
    embedder = Embedder.from_settings(settings)

    def llm_factory():
        from gechat.llm.factory import make_llm

        return make_llm(settings)

    entailer = make_entailer(settings, embedder=embedder, llm=None)
    try:
        entailer.warm_up()
    except ModelNotFoundError as exc:  # e.g. the offline NLI weights are not installed: say so, keep going
        from gechat.entail.lexical import ContentOverlapEntailer

        print(f"warning: {exc} Falling back to the content-word overlap scorer (not NLI).", file=sys.stderr)
        entailer = ContentOverlapEntailer()
    resources = Resources(settings=settings, embedder=embedder, entailer=entailer, seed=seed,
                          llm_factory=llm_factory,
                          workspace_dir=kg_workspace_dir(runs_dir, settings))
    labels = {
        "embedder": embedder.name,
        "entailer": f"{entailer.name} [{entailer.kind}]",
        "llm": f"{settings.llm_backend} (" + ("demo model" if settings.uses_demo_llm else "configured") + ")",
        "cot_mode": settings.effective_cot_mode,
        "kg_extractor": settings.effective_kg_extractor,
    }
    fingerprint = _weights_fingerprint(entailer)
    if fingerprint:
        labels["entailer_weights"] = fingerprint
        resources.entailer_label = f"{labels['entailer']} weights {fingerprint}"
    return settings, resources, labels


def _read_meta(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if "invocations" in data else {"invocations": [data]}


def _weights_fingerprint(entailer) -> str:
    """Short hash of the offline NLI weights' checksum manifest, so results name the exact model."""
    import hashlib

    from gechat.entail.offline import MANIFEST, WEIGHTS_DIR

    if "offline" not in entailer.name.lower():
        return ""
    path = WEIGHTS_DIR / MANIFEST
    return "sha256:" + hashlib.sha256(path.read_bytes()).hexdigest()[:12] if path.exists() else ""


def _notes(invocations: list[dict[str, Any]], rows: list[dict[str, Any]]) -> list[str]:
    meta = invocations[-1] if invocations else {}
    notes = []
    if meta:
        notes.append(f"mode: {meta.get('mode')}" + (" (the reference statement is the single step)"
                                                   if meta.get("mode") == "oracle" else
                                                   f" (reasoning mode: {meta.get('settings', {}).get('cot_mode')})"))
        notes.append(f"limit: {meta.get('limit')}, seed: {meta.get('seed')}")
        for k, v in (meta.get("models") or {}).items():
            if k not in ("entailer", "entailer_weights"):
                notes.append(f"{k}: {v}")
    entailers = sorted({m["entailer"] for r in rows for m in r.get("methods", {}).values() if m.get("entailer")})
    if entailers:
        notes.append("entailer (NLI-scoring methods): " + "; ".join(entailers))
    weights = sorted({inv["models"]["entailer_weights"] for inv in invocations
                      if inv.get("models", {}).get("entailer_weights")})
    if weights:
        notes.append("offline NLI weights used by this run's invocations: " + ", ".join(weights)
                     + " (hash of their SHA256SUMS)")
    by_method: dict[str, set[str]] = {}
    for r in rows:
        for name, m in r.get("methods", {}).items():
            if m.get("settings"):
                by_method.setdefault(name, set()).add(m["settings"])
    labels = sorted(set().union(*by_method.values())) if by_method else []
    if len(labels) == 1:
        notes.append(f"selection settings: {labels[0]}")
    for name, found in sorted(by_method.items()):
        if len(found) > 1:
            notes.append(f"WARNING: {name} results come from {len(found)} different settings: " + " | ".join(sorted(found)))
    modes = {m.get("info", {}).get("mode") for r in rows for m in r.get("methods", {}).values() if m.get("info")}
    modes.discard(None)
    if modes:
        notes.append(f"end-to-end reasoning mode used: {', '.join(sorted(modes))}")
    return notes


def eval_main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="gechat eval", description=__doc__.splitlines()[0])
    add_eval_arguments(parser)
    return run_eval(parser.parse_args(argv))


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(eval_main())

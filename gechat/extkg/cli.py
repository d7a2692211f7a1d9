"""``gechat kg load | info | retrieve | ask | compare``: external KGs on the command line.

Thin: argument parsing and printing over :mod:`gechat.extkg`; ``--json`` everywhere
prints the records' wire form.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from gechat.settings import Settings

FORMATS = ("auto", "pipe", "tsv", "nt", "ttl", "csv")


def add_kg_commands(command: Callable[..., argparse.ArgumentParser]) -> None:
    """Register ``gechat kg ...`` with the main parser's ``command`` factory."""
    kg = command("kg", help="external knowledge graphs: load triples, retrieve, check LLM reasoning against them")
    sub = kg.add_subparsers(dest="kg_command")
    kg.set_defaults(func=lambda a: (kg.print_help(), 2)[1])

    s = sub.add_parser("load", help="load a triple file into an external-KG workspace (replaces what it held)")
    s.add_argument("file")
    _ws(s)
    s.add_argument("--format", choices=FORMATS, default="auto", help="pipe: h|r|t, tsv, csv, nt, ttl (auto: by extension)")
    s.add_argument("--no-embed", action="store_true", help="skip the edge embeddings (retrieval then embeds on the fly)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=_cmd_load)

    s = sub.add_parser("info", help="what an external-KG workspace holds")
    _ws(s)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=_cmd_info)

    s = sub.add_parser("retrieve", help="the question's subgraph, with scores and time")
    _question_args(s)
    s.set_defaults(func=_cmd_retrieve)

    for name, helptext in (("ask", "one LLM's chain of thought, each step matched to a KG fact"),
                           ("compare", "several LLMs side by side on one question")):
        s = sub.add_parser(name, help=helptext)
        _question_args(s)
        s.add_argument("--model", action="append", default=[],
                       help="smollm2, gemma3-270m, openai, openai:MODEL, configured (repeat for compare)")
        s.add_argument("--mode", choices=["rag", "standalone"], default="rag")
        s.add_argument("--threshold", type=float, help="step-to-fact similarity threshold (GECHAT_EXTKG_MATCH_THRESHOLD)")
        s.add_argument("--gold", default="", help="gold answers, '|'-separated, to score correctness")
        s.add_argument("--no-nli", action="store_true", help="skip the NLI judge's second opinion")
        s.add_argument("--max-tokens", type=int, help="tokens each LLM may write")
        s.set_defaults(func=_cmd_compare)

    from gechat.cypher.cli import add_commands  # gechat kg graphdb | cypher | mindmap (issue 17)

    add_commands(sub)


def _ws(p: argparse.ArgumentParser) -> None:
    p.add_argument("--workspace", "-w", required=True, help="workspace name (folder under GECHAT_WORKSPACE_DIR)")


def _question_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("question")
    _ws(p)
    p.add_argument("--retriever", help="bfs, beam, path, relpath, qpath, hyde, hyde_path, hyde_relpath, hyde_qpath (GECHAT_EXTKG_RETRIEVER)")
    p.add_argument("--seed", action="append", default=[], help="seed entity (repeat); default: linked from the question")
    p.add_argument("--depth", type=int, default=2)
    p.add_argument("--beam", type=int, default=32)
    p.add_argument("--max-edges", type=int, default=200)
    p.add_argument("--max-nodes", type=int, default=0)
    p.add_argument("--json", action="store_true")


def _storage(args):
    from gechat.storage import open_storage

    settings = Settings.from_env()
    return settings, open_storage(settings.workspace_dir, args.workspace, settings=settings)


def _embedder(settings: Settings):
    from gechat.embed import Embedder

    return Embedder.from_settings(settings)


def _cmd_load(args) -> int:
    from gechat.extkg.store import load_file

    settings, storage = _storage(args)
    emb = None if args.no_embed else _embedder(settings)

    def progress(done: int, total: int) -> None:
        if not args.json and (done == total or done % 16384 < 512):
            print(f"  embedded {done}/{total} edges", file=sys.stderr, flush=True)

    info = load_file(storage, args.file, args.format, embedder=emb, progress=progress)
    if args.json:
        print(json.dumps(info.to_dict(), indent=1))
    else:
        print(f"Loaded {info.triples} triples ({info.entities} entities, {info.relations} relations) from "
              f"{info.source_name} ({info.format}) into workspace '{args.workspace}' in {info.load_seconds} s.")
    return 0


def _cmd_info(args) -> int:
    from gechat.errors import ExternalKGError
    from gechat.extkg.store import read_info

    _, storage = _storage(args)
    info = read_info(storage)
    if info is None:
        raise ExternalKGError(f"Workspace '{args.workspace}' holds no external KG.",
                              hint="Load one with `gechat kg load FILE --workspace NAME`.")
    print(json.dumps(info.to_dict(), indent=1) if args.json else "\n".join(f"{k}: {v}" for k, v in info.to_dict().items()))
    return 0


def _params(args):
    from gechat.extkg.retrieve import RetrievalParams

    return RetrievalParams(depth=args.depth, beam=args.beam, max_edges=args.max_edges, max_nodes=args.max_nodes)


def _cmd_retrieve(args) -> int:
    from gechat.extkg.retrieve import retrieve
    from gechat.extkg.store import open_kg

    settings, storage = _storage(args)
    kg = open_kg(storage)
    name = args.retriever or settings.extkg_retriever
    llm = None
    if name.startswith("hyde"):
        from gechat.extkg.models import make_model

        llm = make_model(settings, "configured")
    sg = retrieve(kg, args.question, name, embedder=_embedder(settings), params=_params(args), seeds=args.seed, llm=llm)
    if args.json:
        print(json.dumps(sg.to_dict(), indent=1, ensure_ascii=False))
        return 0
    print(f"{sg.retriever}: {len(sg.edges)} edges, {len(sg.nodes)} nodes from {', '.join(sg.seeds)} in {sg.seconds:.2f} s")
    for e in sg.edges:
        print(f"  hop {e.hop}  {e.score:.3f}  {e.text}")
    return 0


def _cmd_compare(args) -> int:
    from gechat.extkg.ask import compare
    from gechat.extkg.models import make_model
    from gechat.extkg.store import open_kg

    settings, storage = _storage(args)
    kg = open_kg(storage)
    models = args.model or ["configured"]
    if args.kg_command == "ask" and len(models) > 1:
        raise ValueError("`gechat kg ask` takes one --model; use `gechat kg compare` for several.")
    emb = _embedder(settings)
    entailer = None
    if not args.no_nli:
        from gechat.entail.factory import make_offline_entailer

        entailer = make_offline_entailer(settings=settings)
    threshold = settings.extkg_match_threshold if args.threshold is None else args.threshold
    result = compare(
        kg, args.question, {m: make_model(settings, m) for m in models}, embedder=emb,
        retriever=args.retriever or settings.extkg_retriever, params=_params(args), seeds=args.seed, mode=args.mode,
        threshold=threshold, entailer=entailer, gold=[g for g in args.gold.split("|") if g.strip()],
        max_tokens=args.max_tokens,
    )
    if args.json:
        print(json.dumps(result.to_dict(), indent=1, ensure_ascii=False))
    else:
        print(render(result))
    return 0 if any(not r.error for r in result.runs) else 1


def render(result) -> str:
    sg = result.subgraph
    lines = [f"Question: {result.question}",
             f"Subgraph ({sg.retriever}): {len(sg.edges)} facts, {len(sg.nodes)} nodes from {', '.join(sg.seeds)} "
             f"in {sg.seconds:.2f} s; threshold {result.threshold}", ""]
    lines.append(f"{'model':16s} {'grounded':>8s} {'correct':>7s} {'seconds':>7s}  answers")
    for r in result.runs:
        correct = "-" if r.correct is None else ("yes" if r.correct else "no")
        lines.append(f"{r.model:16s} {r.grounded:8.0%} {correct:>7s} {r.seconds:7.1f}  "
                     f"{'; '.join(r.answers) if not r.error else 'error: ' + r.error}")
    for r in result.runs:
        if r.error:
            continue
        lines += ["", f"[{r.model}] steps:"]
        for i, m in enumerate(r.steps, 1):
            tag = "MATCHED" if m.matched else "HALLUCINATION OR GAP"
            nli = f", NLI {m.nli}" if m.nli else ""
            lines.append(f"  S{i}. {m.step}\n      {tag} ({m.similarity:.2f}{nli}): {m.fact or '-'}")
    return "\n".join(lines)

"""``gechat kg graphdb | cypher | mindmap``: the graph database, Cypher mode and MindMap mode on the command line.

Thin: argument parsing and printing over :mod:`gechat.graphdb`, :mod:`gechat.cypher.mode` and
:mod:`gechat.mindmap.mode`; ``--json`` prints the records' wire form. :func:`add_commands`
registers the three under the ``gechat kg`` command group.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from gechat.settings import Settings

TYPINGS = ("auto", "metaqa", "umls", "emckg", "none")
MODELS_HELP = "smollm2, gemma3-270m, openai, openai:MODEL, configured"


def add_commands(sub) -> None:
    """Register the sub-commands on the ``gechat kg`` sub-parsers object."""
    s = sub.add_parser("graphdb", help="load a KG into the workspace's graph database (Cypher) and show its schema")
    _ws(s)
    src = s.add_mutually_exclusive_group(required=True)
    src.add_argument("--file", type=Path, help="a triple file (pipe, tsv, csv, nt, ttl)")
    src.add_argument("--external", action="store_true", help="the workspace's external KG (gechat kg load)")
    src.add_argument("--documents", action="store_true", help="the KG built from the workspace's documents")
    s.add_argument("--format", default="auto", choices=("auto", "pipe", "tsv", "nt", "ttl", "csv"))
    s.add_argument("--typing", default="auto", choices=TYPINGS,
                   help="how entities get labels (auto: from the file name; none: one label)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_graphdb)

    s = sub.add_parser("cypher", help="Cypher mode: the LLM writes a query, the checker repairs or refuses it, it runs")
    s.add_argument("question")
    _ws(s)
    s.add_argument("--query", help="run this Cypher instead of asking the LLM (still checked)")
    s.add_argument("--no-check", action="store_true", help="skip the checker (for comparison; the store stays read-only)")
    s.add_argument("--style", choices=("zero", "one", "few"), default="few", help="examples in the prompt")
    s.add_argument("--model", default="configured", help=MODELS_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_cypher)

    s = sub.add_parser("mindmap", help="MindMap mode: evidence graph, summary, inference process and mind map")
    s.add_argument("question")
    _ws(s)
    s.add_argument("--entity", action="append", default=[], help="question entity (repeat); default: linked")
    s.add_argument("--source", choices=("both", "path", "neighbour"), default="both")
    s.add_argument("--k", type=int, default=3, help="longest path, in hops")
    s.add_argument("--model", default="none", help=f"none (offline), {MODELS_HELP}")
    s.add_argument("--mermaid", type=Path, help="also write the graph as a Mermaid file")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_mindmap)


def _ws(p: argparse.ArgumentParser) -> None:
    p.add_argument("--workspace", "-w", required=True, help="workspace name (folder under GECHAT_WORKSPACE_DIR)")


def _typing_kind(args) -> str:
    if args.typing != "auto":
        return "" if args.typing == "none" else args.typing
    name = str(args.file or "").lower()
    return next((k for k in ("metaqa", "umls", "emckg") if k in name), "")


def cmd_graphdb(args) -> int:
    from gechat.graphdb.load import load_file, load_graph, load_triples
    from gechat.graphdb.store import open_graph
    from gechat.graphdb.typing import typing_for

    settings = Settings.from_env()
    store = open_graph(settings, args.workspace)
    try:
        if args.file:
            schema = load_file(store, args.file, args.format, _typing_kind(args))
        elif args.external:
            from gechat.extkg.store import open_kg
            from gechat.storage import open_storage

            kg = open_kg(open_storage(settings.workspace_dir, args.workspace, settings=settings))
            triples = [kg.triple(i) for i in range(kg.n_edges)]
            schema = load_triples(store, triples, typing_for(_typing_kind(args), triples))
        else:
            from gechat.embed import Embedder
            from gechat.workspace import Workspace

            ws = Workspace.open(settings, args.workspace, embedder=Embedder.from_settings(settings))
            schema = load_graph(store, ws.graph())
    finally:
        store.close()
    print(json.dumps(schema.to_dict(), indent=1) if args.json else schema.describe())
    return 0


def cmd_cypher(args) -> int:
    from gechat.cypher.mode import ask, run_query
    from gechat.graphdb.store import open_graph

    settings = Settings.from_env()
    store = open_graph(settings, args.workspace)
    try:
        if args.query:
            schema = store.schema()
            if schema is None:
                from gechat.errors import GraphStoreError

                raise GraphStoreError("No KG is loaded into this workspace's graph database yet.",
                                      hint="Load one with `gechat kg graphdb`.")
            a = run_query(args.question, args.query, store, schema, use_checker=not args.no_check)
        else:
            from gechat.extkg.models import make_model

            a = ask(args.question, store, make_model(settings, args.model), style=args.style,
                    use_checker=not args.no_check)
    finally:
        store.close()
    if args.json:
        print(json.dumps(a.to_dict(), ensure_ascii=False, indent=1))
        return 0 if not a.refused else 1
    print(f"Query (as written): {a.generated}")
    if a.check is not None:
        for fix in a.fixes:
            print(f"  fix: {fix}")
    if a.refused:
        print(a.answer)
        return 1
    if a.executed != a.generated:
        print(f"Query (run): {a.executed}")
    if a.rows is not None:
        print(" | ".join(a.rows.columns))
        for row in a.rows.rows[:20]:
            print(" | ".join(str(v) for v in row))
        if len(a.rows) > 20:
            print(f"... {len(a.rows) - 20} more rows")
    print(f"Answer: {a.answer}")
    return 0


def cmd_mindmap(args) -> int:
    from gechat.graphdb.store import open_graph
    from gechat.mindmap.evidence import KG, EvidenceSettings
    from gechat.mindmap.mode import answer, build_evidence, link_entities

    settings = Settings.from_env()
    store = open_graph(settings, args.workspace)
    try:
        kg = KG(store.triples())
    finally:
        store.close()
    entities, missing = link_entities(kg, args.question, args.entity)
    evidence = build_evidence(kg, args.question, entities, args.source, EvidenceSettings(k=args.k))
    evidence.unlinked = missing
    llm = None
    if args.model != "none":
        from gechat.extkg.models import make_model

        llm = make_model(settings, args.model)
    result = answer(evidence, llm)
    if args.mermaid:
        args.mermaid.write_text(result.mermaid() + "\n", encoding="utf-8")
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=1))
        return 0
    print(f"Question entities: {', '.join(entities) or 'none found'}" + (f" (not in the KG: {', '.join(missing)})" if missing else ""))
    for source in ("path", "neighbour"):
        sentences = evidence.sentences(source)
        print(f"{source.capitalize()}-based evidence ({len(sentences)}):")
        for i, (_, text) in enumerate(sentences):
            print(f"  [{i}] {text}")
    if result.offline:
        print(result.note)
    else:
        print(f"Summary: {result.summary}")
        for step in result.inference:
            print(f"  - {step}")
    print(f"Answer entities: {', '.join(result.answers) or 'none'}")
    return 0

"""Command line: ``gechat parse | index | ask | graph | docs | delete | doctor | migrate | worker | jobs | eval | settings``.

Thin: argument parsing and printing; the work is done by :class:`gechat.GEChat`.
Settings come from ``GECHAT_*`` environment variables (read here, at the edge).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from gechat.codec import encode
from gechat.errors import GEChatError, full_stop
from gechat.records import NOT_COVERED, hidden_text_note, page_label
from gechat.redact import redact
from gechat.settings import Settings, describe
from gechat.verbosity import configure


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    configure(verbose=args.verbose)
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:  # `gechat ... | head`: the reader left; stop quietly, as a killed writer would
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # the interpreter's last flush must not raise again
        return 141  # 128 + SIGPIPE
    except GEChatError as exc:
        print(f"error: {redact(exc.user_message())}", file=sys.stderr)
        return 1
    except (ValueError, FileNotFoundError) as exc:
        print(f"error: {redact(full_stop(str(exc)))}", file=sys.stderr)
        return 1


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gechat", description=__doc__.splitlines()[0])
    p.add_argument("--verbose", "-v", action="store_true", help=VERBOSE_HELP)
    sub = p.add_subparsers(dest="command")
    common = argparse.ArgumentParser(add_help=False)  # every command also takes --verbose, after its name
    common.add_argument("--verbose", "-v", action="store_true", default=argparse.SUPPRESS, help=VERBOSE_HELP)

    def command(name: str, **kw) -> argparse.ArgumentParser:
        return sub.add_parser(name, parents=[common], **kw)

    s = command("parse", help="print a document's sentences with page, offsets and boxes")
    s.add_argument("file")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=_cmd_parse)

    s = command("index", help="add documents to a workspace (parse, chunk, build the KG)")
    s.add_argument("files", nargs="+")
    _workspace_arg(s)
    s.add_argument("--queue", action="store_true",
                   help="queue the files for `gechat worker` processes instead of indexing here (storage=postgres)")
    s.add_argument("--wait", action="store_true", help="with --queue: show the jobs' progress until they end")
    s.set_defaults(func=_cmd_index)

    s = command("ask", help="answer a question with evidence sentences")
    s.add_argument("question")
    _workspace_arg(s)
    s.add_argument("--mode", choices=["rag", "standalone", "extractive"], help="override GECHAT_COT_MODE")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=_cmd_ask)

    s = command("graph", help="show an entity's n-hop neighbourhood in the KG")
    s.add_argument("entity")
    s.add_argument("--hops", type=int, default=1)
    _workspace_arg(s)
    s.set_defaults(func=_cmd_graph)

    s = command("docs", help="list the documents of a workspace")
    _workspace_arg(s)
    s.set_defaults(func=_cmd_docs)

    s = command("delete", help="delete a document (and its KG parts) from a workspace")
    s.add_argument("doc_id")
    _workspace_arg(s)
    s.set_defaults(func=_cmd_delete)

    s = command("doctor", help="check a workspace for leftovers of interrupted runs and damaged records")
    _workspace_arg(s)
    s.add_argument("--repair", action="store_true", help="fix what was found (offline; other documents are kept)")
    s.set_defaults(func=_cmd_doctor)

    s = command("migrate", help="copy a workspace between the file and PostgreSQL storages, then verify the copy")
    s.add_argument("--to", required=True, choices=["postgres", "files"], help="the storage to copy into")
    _workspace_arg(s)
    s.set_defaults(func=_cmd_migrate)

    s = command("worker", help="index documents queued in PostgreSQL (gechat index --queue, the app) until stopped")
    s.add_argument("--workspace", "-w", action="append", help="serve only this workspace (repeat); default: every one")
    s.add_argument("--once", action="store_true", help="index at most one job, then exit")
    s.add_argument("--idle-exit", type=float, metavar="SECONDS", help="exit after this long with nothing queued")
    s.set_defaults(func=_cmd_worker)

    s = command("jobs", help="list a workspace's indexing jobs (the PostgreSQL queue) with their progress")
    _workspace_arg(s)
    s.set_defaults(func=_cmd_jobs)

    s = command("settings", help="list every GECHAT_* setting with its description")
    s.set_defaults(func=lambda a: print(describe()))

    try:
        from gechat.evaluation.cli import add_eval_arguments, run_eval
    except ImportError:  # evaluation extras absent
        pass
    else:
        s = command("eval", help="evaluate evidence selection on a benchmark")
        add_eval_arguments(s)
        s.set_defaults(func=run_eval)

    from gechat.extkg.cli import add_kg_commands  # gechat kg load | info | retrieve | ask | compare

    add_kg_commands(command)
    return p


VERBOSE_HELP = "show the libraries' progress bars, warnings and logs (hidden by default)"


def _workspace_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--workspace", "-w", default="default", help="workspace name (folder under GECHAT_WORKSPACE_DIR)")


def _chat(args, *, create: bool = False):
    """The facade on the named workspace; only indexing may create it (a misspelt name is an error)."""
    from gechat.chat import GEChat

    return GEChat(Settings.from_env(), args.workspace, create_workspace=create)


def _cmd_parse(args) -> int:
    from gechat.loaders import describe_sentences, load_document

    doc = load_document(args.file, settings=Settings.from_env())
    rows = describe_sentences(doc)
    if args.json:
        print(json.dumps({"doc_id": doc.id, "name": doc.name, "kind": doc.kind, "sentences": rows}, indent=1))
        return 0
    note = f"; {hidden_text_note(doc.hidden_chars)}" if doc.hidden_chars else ""
    print(f"{doc.name} [{doc.kind}] {len(doc.sentences)} sentences, {len(doc.pages)} pages, id {doc.id}{note}")
    for r in rows:
        pages = [r["page"], *(p["page"] for p in r["more"])]
        where = page_label(pages).replace("pages ", "p").replace("page ", "p") or "-"
        boxes = len(r["boxes"]) + sum(len(p["boxes"]) for p in r["more"])
        print(f"{r['index']:5d} {where:>5} [{r['char_start']}:{r['char_end']}] boxes={boxes} {r['text']}")
    return 0


def _cmd_index(args) -> int:
    if args.wait and not args.queue:
        raise ValueError("--wait goes with --queue")
    chat = _chat(args, create=True)
    failed = 0
    try:
        if args.queue:
            return _queue_files(chat, args.files, wait=args.wait)
        for f in args.files:
            rep = chat.index_file(f)
            extra = f" ({rep.reason})" if rep.reason else ""
            extra += f"; {rep.hidden_note}" if rep.hidden_chars else ""
            print(
                f"{rep.status:9} {rep.name}: {rep.n_sentences} sentences, {rep.n_chunks} chunks, "
                f"{rep.n_entities} entities, {rep.n_relations} relations in {rep.seconds:.1f}s{extra}"
            )
            failed += rep.status == "failed"
    finally:
        chat.close()
    return 1 if failed else 0


def _queue_files(chat, files: list[str], *, wait: bool) -> int:
    from gechat import jobs

    ids = []
    for f in files:
        ids.append(chat.enqueue(f))
        print(f"queued    job {ids[-1]}: {os.path.basename(f)}")
    if not wait:
        return 0
    db = jobs.queue_database(chat.settings, chat.workspace_name)
    ended = jobs.wait(db, ids, on_change=lambda job: print(job.line(), flush=True))
    return 1 if any(j.state == "failed" for j in ended) else 0


def _cmd_worker(args) -> int:
    import signal
    import threading

    from gechat.jobs import require_postgres, run_worker

    settings = Settings.from_env()
    require_postgres(settings)
    stop = threading.Event()
    main_thread = threading.current_thread() is threading.main_thread()  # signal handlers live there only
    before = signal.signal(signal.SIGTERM, lambda *_: stop.set()) if main_thread else None  # job in hand first
    try:
        run_worker(settings, args.workspace, once=args.once, idle_exit_s=args.idle_exit, stop=stop.is_set,
                   say=lambda line: print(line, flush=True))
    finally:
        if main_thread:
            signal.signal(signal.SIGTERM, before)
    return 0


def _cmd_jobs(args) -> int:
    from gechat.jobs import queue_database, jobs

    settings = Settings.from_env()
    listed = jobs(queue_database(settings, args.workspace, create=False), args.workspace)
    for job in listed:
        print(job.line())
    if not listed:
        print(f"No indexing jobs in workspace {args.workspace!r}.")
    return 0


def _cmd_ask(args) -> int:
    chat = _chat(args)
    try:
        answer = chat.ask(args.question, mode=args.mode)
        if args.json:
            print(json.dumps(answer.to_dict(), indent=1, default=str))
        else:
            print(format_answer(answer, chat))
    finally:
        chat.close()
    return 0


def format_answer(answer, chat) -> str:
    lines = [f"Q: {answer.question}   [mode: {answer.mode}]"]
    if answer.warning:
        lines.append(f"  warning: {answer.warning}")
    if answer.outcome == "not_covered":
        lines.append(f"  {NOT_COVERED} {answer.declined_because}".rstrip())
        lines.append("  Nearest sentences, not supporting:")
        for n in answer.nearest:
            doc = chat.document(n.sentence.doc_id)
            lines.append(f"    ({doc.name if doc else n.sentence.doc_id}, relevance {n.relevance:.2f}) \"{n.sentence.text}\"")
    for a in answer.answers:
        node = answer.answer_nodes.get(a.id)
        ev = answer.evidence_for(a.id)
        verdict = f" [{ev.verdict}]" if ev else ""
        lines.append(f"  {a.id}{verdict}: {a.text}" + (f"   (KG node: {node})" if node else ""))
        if ev is not None and ev.claim:
            lines.append(f"      judged as the answer to the question: {ev.claim}")
        if ev is not None and ev.best is not None and ev.best.missing:
            lines.append(f"      cannot support it: {ev.best.missing}")
    for s in answer.steps:
        ev = answer.evidence_for(s.id)
        lines.append(f"  {s.id} ({s.origin}): {s.text}")
        if ev is None or ev.best is None:
            lines.append("      evidence: none found")
            continue
        b = ev.best
        lines.append(f"      evidence [{ev.verdict}] ({_where(chat, b.sentence)}, "
                     f"chars {b.sentence.char_start}-{b.sentence.char_end}):")
        lines.append(f"        \"{b.sentence.text}\"")
        lines.append(
            f"        entailment {b.entailment:.3f}, neutral {b.neutral:.3f}, contradiction {b.contradiction:.3f}, "
            f"length penalty {b.length_penalty:.3f}, score {b.score:.3f}, words {b.lexical:.3f}, "
            f"meaning {b.cosine:.3f}, hops {ev.hops_used}, "
            f"{ev.candidates_scored} candidates"
        )
        if b.conflict:
            lines.append(f"        conflict: {b.conflict}")
        if b.unstated:
            lines.append(f"        not a result: {b.unstated}")
        elif b.missing:
            lines.append(f"        cannot support: {b.missing}")
        if b.fragment:
            lines.append("        not a whole sentence (a heading, a lead-in or a fragment)")
        against = ev.contradicting
        if against is not None and against is not b:
            lines.append(f"      says otherwise ({_where(chat, against.sentence)}): \"{against.sentence.text}\"")
            lines.append(f"        conflict: {against.conflict}")
        closer = ev.more_entailing()
        if closer is not None:
            lines.append(f"      read by the judge as closer to implying the step (entailment {closer.entailment:.3f}; "
                         f"{_where(chat, closer.sentence)}): \"{closer.sentence.text}\"")
        if ev.kg_fact:
            lines.append(f"        closest KG fact ({ev.kg_fact_similarity:.2f}): {ev.kg_fact}")
    st = answer.stats
    times = ", ".join(f"{k} {v:.2f}s" for k, v in st.stage_seconds.items())
    lines.append(f"  [{times}; LLM calls {st.llm_calls}, tokens {st.prompt_tokens}+{st.completion_tokens}; NLI pairs {st.nli_pairs}]")
    lines.append("  models: " + "; ".join(f"{k}={v}" for k, v in answer.models.items()))
    for n in answer.notes:
        lines.append(f"  note: {n}")
    return "\n".join(lines)


def _where(chat, sentence) -> str:
    """Document name (or id, once deleted) and page of a sentence."""
    doc = chat.document(sentence.doc_id)
    page = page_label(sentence.pages)
    return f"{doc.name if doc else sentence.doc_id}" + (f", {page}" if page else "")


def _cmd_graph(args) -> int:
    chat = _chat(args)
    try:
        sub = chat.graph(args.entity, args.hops)
        if not sub.entities:
            print(f"No entity named {args.entity!r} in workspace {args.workspace!r}.")
            return 1
        print(f"{len(sub.entities)} entities, {len(sub.relations)} relations within {args.hops} hop(s) of {args.entity!r}:")
        for r in sub.relations:
            print(f"  {r.source} --[{r.keywords or 'related'}]--> {r.target}  (chunks: {len(r.chunk_ids)})")
    finally:
        chat.close()
    return 0


def _cmd_docs(args) -> int:
    chat = _chat(args)
    try:
        for rep in chat.documents():
            print(json.dumps(encode(rep)))
    finally:
        chat.close()
    return 0


def _cmd_doctor(args) -> int:
    from gechat.doctor import diagnose
    from gechat.embed import Embedder

    settings = Settings.from_env()
    found = diagnose(settings, args.workspace, embedder=Embedder.from_settings(settings), repair=args.repair)
    print("\n".join(found.lines()))
    return 0 if found.healthy or args.repair else 3


def _cmd_delete(args) -> int:
    chat = _chat(args)
    try:
        ok = chat.delete(args.doc_id)
        print("deleted" if ok else f"no document {args.doc_id} in workspace {args.workspace!r}")
        return 0 if ok else 1
    finally:
        chat.close()


def _cmd_migrate(args) -> int:
    from gechat.migrate import migrate_workspace

    print(migrate_workspace(Settings.from_env(), args.workspace, args.to).summary())
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

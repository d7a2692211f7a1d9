"""The "External KG" page: load or pick a KG, ask, see the subgraph, the matched steps and the comparison.

``graph_of`` and ``table_of`` are pure data (tested without a browser); ``render_page``
draws them with Streamlit and ``streamlit-agraph``.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from gechat.extkg.ask import Comparison
from gechat.extkg.models import LABELS
from gechat.settings import Settings

SEED = "#e8590c"  # orange: where the retrieval started
MATCHED = "#2b8a3e"  # green: a node or edge of a fact a step matched
PLAIN = "#c9ccd1"
PLAIN_EDGE = "#b0b4ba"
MAX_EDGES_DRAWN = 60
MODELS = {name: LABELS[name] for name in ("smollm2", "gemma3-270m", "openai")}
RETRIEVERS = {
    "qpath": "Question-word relation paths (ours)", "relpath": "Relation-path beam", "beam": "Similarity beam",
    "path": "Path-aware beam", "bfs": "Breadth-first", "hyde_qpath": "Question-word paths + hypothetical CoT (LLM)",
    "hyde_relpath": "Relation path + hypothetical CoT (LLM)", "hyde": "Similarity beam + hypothetical CoT (LLM)",
    "hyde_path": "Path-aware + hypothetical CoT (LLM)",
}


@dataclass(frozen=True)
class DrawnNode:
    id: str
    label: str
    color: str
    kind: str  # "seed" | "matched" | "entity"


@dataclass(frozen=True)
class DrawnEdge:
    source: str
    target: str
    label: str
    color: str
    lit: bool  # a step of the chosen model matched this fact


def graph_of(result: Comparison, model: str | None = None, limit: int = MAX_EDGES_DRAWN) -> tuple[list[DrawnNode], list[DrawnEdge], int]:
    """Nodes and edges to draw for ``model``'s run (the first run by default): every matched fact,
    then the best-scored others up to ``limit``; the number of facts left out."""
    run = next((r for r in result.runs if r.model == model), result.runs[0] if result.runs else None)
    lit = {m.triple.as_tuple() for m in (run.steps if run else []) if m.matched and m.triple}
    edges = sorted(result.subgraph.edges, key=lambda e: (e.triple.as_tuple() not in lit, -e.score))
    shown = edges[:max(limit, len(lit))]
    seeds = set(result.subgraph.seeds)
    lit_nodes = {n for t in lit for n in (t[0], t[2])}
    names = list(dict.fromkeys(list(result.subgraph.seeds) + [n for e in shown for n in (e.triple.head, e.triple.tail)]))
    nodes = [DrawnNode(n, n, SEED if n in seeds else MATCHED if n in lit_nodes else PLAIN,
                       "seed" if n in seeds else "matched" if n in lit_nodes else "entity") for n in names]
    drawn = [DrawnEdge(e.triple.head, e.triple.tail, e.triple.relation.replace("_", " "),
                       MATCHED if e.triple.as_tuple() in lit else PLAIN_EDGE, e.triple.as_tuple() in lit) for e in shown]
    return nodes, drawn, len(edges) - len(shown)


def table_of(result: Comparison) -> list[dict]:
    """One row per model: answers, steps matched, share grounded, correctness, seconds."""
    rows = []
    for r in result.runs:
        rows.append({
            "model": r.model,
            "answers": "; ".join(r.answers) if not r.error else f"error: {r.error}",
            "steps matched": f"{sum(m.matched for m in r.steps)}/{len(r.steps)}",
            "grounded": round(r.grounded, 2),
            "correct": "-" if r.correct is None else ("yes" if r.correct else "no"),
            "seconds": round(r.seconds, 1),
        })
    return rows


def kg_workspaces(settings: Settings) -> list[str]:
    from gechat.extkg.store import is_external_kg
    from gechat.storage import open_storage
    from gechat.ui.session import list_workspaces

    return [n for n in list_workspaces(settings)
            if is_external_kg(open_storage(settings.workspace_dir, n, settings=settings))]


def _cached(settings: Settings, name: str):
    import streamlit as st

    @st.cache_resource(show_spinner=False)
    def load(workspace_dir: str, storage: str, name: str, sha: str):
        from gechat.extkg.store import open_kg
        from gechat.storage import open_storage

        return open_kg(open_storage(Path(workspace_dir), name, settings=settings))

    @st.cache_resource(show_spinner=False)
    def models(cache_dir: str):
        from gechat.embed import Embedder
        from gechat.entail.factory import make_offline_entailer

        return Embedder.from_settings(settings), make_offline_entailer(settings=settings)

    from gechat.extkg.store import read_info
    from gechat.storage import open_storage

    info = read_info(open_storage(settings.workspace_dir, name, settings=settings))
    sha = info.source_sha256 if info else ""
    return load(str(settings.workspace_dir), settings.storage, name, sha), *models(str(settings.model_cache_dir))


def load_panel(st, settings: Settings) -> None:
    with st.expander("Load a KG (triples: h|r|t, TSV, CSV, N-Triples, Turtle)", expanded=not kg_workspaces(settings)):
        up = st.file_uploader("Triple file", key="extkg_upload")
        name = st.text_input("Workspace name", "my-kg", key="extkg_new_name").strip()
        fmt = st.selectbox("Format", ["auto", "pipe", "tsv", "csv", "nt", "ttl"], key="extkg_fmt")
        if st.button("Load", key="extkg_load", disabled=up is None):
            from gechat.embed import Embedder
            from gechat.extkg.store import load_file
            from gechat.storage import open_storage
            from gechat.ui.session import valid_workspace_name

            if not valid_workspace_name(name):
                st.error("Use letters, digits, dots, dashes or underscores for the workspace name.")
                return
            with tempfile.TemporaryDirectory() as tmp, st.spinner("Loading and embedding the triples..."):
                path = Path(tmp) / Path(up.name).name
                path.write_bytes(up.getvalue())
                info = load_file(open_storage(settings.workspace_dir, name, settings=settings), path, fmt,
                                 embedder=Embedder.from_settings(settings))
            st.success(f"Loaded {info.triples} triples ({info.entities} entities) into '{name}' in {info.load_seconds} s.")


def render_page(settings: Settings) -> None:
    import streamlit as st

    from gechat.ui import present
    from gechat.ui.errors import plain_error

    st.header("External KG: check an LLM's reasoning against a knowledge graph")
    load_panel(st, settings)
    names = kg_workspaces(settings)
    if not names:
        st.info("Load a triple file to start (MetaQA's kb.txt, UMLS, any h|r|t or RDF file).")
        return
    ws = st.selectbox("Knowledge graph", names, key="extkg_ws")
    question = st.text_input("Question", key="extkg_q",
                             placeholder="What were the release years of the films directed by the director of The Shawshank Redemption?")
    c1, c2, c3, c4 = st.columns(4)
    names = list(RETRIEVERS)
    retriever = c1.selectbox("Retriever", names, format_func=RETRIEVERS.get, key="extkg_retriever",
                             index=names.index(settings.extkg_retriever) if settings.extkg_retriever in names else 0)
    depth = c2.slider("Hops", 1, 4, 2, key="extkg_depth")
    beam = c3.slider("Beam", 4, 128, 32, key="extkg_beam")
    threshold = c4.slider("Match threshold", 0.5, 0.95, float(settings.extkg_match_threshold), 0.05, key="extkg_thr")
    c5, c6, c7 = st.columns([2, 1, 2])
    models = c5.multiselect("Models", list(MODELS), default=["smollm2"], format_func=MODELS.get, key="extkg_models")
    mode = c6.radio("Mode", ["rag", "standalone"], key="extkg_mode", horizontal=True)
    gold = c7.text_input("Gold answers (optional, | between)", key="extkg_gold")
    if st.button("Ask", key="extkg_ask", type="primary", disabled=not (question and models)):
        from gechat.extkg.ask import compare
        from gechat.extkg.models import make_model
        from gechat.extkg.retrieve import RetrievalParams

        try:
            with st.spinner(f"Retrieving and asking {len(models)} model(s)..."):
                kg, emb, entailer = _cached(settings, ws)
                st.session_state["extkg_result"] = compare(
                    kg, question, {m: make_model(settings, m) for m in models}, embedder=emb, retriever=retriever,
                    params=RetrievalParams(depth=depth, beam=beam, max_edges=200), mode=mode, threshold=threshold,
                    entailer=entailer, gold=[g for g in gold.split("|") if g.strip()])
        except Exception as exc:
            st.error(plain_error(exc, action="answering").text())
    result: Comparison | None = st.session_state.get("extkg_result")
    if result is not None:
        show_result(st, result, present)


def show_result(st, result: Comparison, present) -> None:
    sg = result.subgraph
    st.subheader("Comparison")
    st.dataframe(table_of(result), hide_index=True, use_container_width=True)
    st.caption(f"Subgraph ({sg.retriever}): {len(sg.edges)} facts, {len(sg.nodes)} entities from "
               f"{', '.join(sg.seeds)} in {sg.seconds:.2f} s; steps match at cosine ≥ {result.threshold:.2f}.")
    ok = [r.model for r in result.runs if not r.error] or [r.model for r in result.runs]
    pick = st.radio("Steps and paths of", ok, horizontal=True, key="extkg_pick")
    nodes, edges, hidden = graph_of(result, pick)
    if nodes:
        from streamlit_agraph import Config, Edge, Node, agraph

        agraph([Node(id=n.id, label=n.label, color=n.color, size=18 if n.kind != "entity" else 12,
                     font={"size": 14, "color": "#222"}) for n in nodes],
               [Edge(source=e.source, target=e.target, label=e.label, color=e.color, width=4 if e.lit else 1,
                     font={"size": 11, "align": "middle"}) for e in edges],
               Config(width=1100, height=480, directed=True, physics=True, hierarchical=False, groups={}))
        st.caption("Orange: seed entities · green: entities and facts a step matched (paths lit) · grey: the rest"
                   + (f" · {hidden} more facts not drawn" if hidden else ""))
    run = next(r for r in result.runs if r.model == pick)
    if run.error:
        st.error(run.error)
    for i, m in enumerate(run.steps, 1):
        badge = ":green-badge[matched]" if m.matched else ":red-badge[hallucination or gap]"
        nli = f" · NLI {m.nli}" if m.nli else ""
        st.markdown(f"**S{i}** {present.md_escape(m.step)} {badge}  \n"
                    f":gray[{m.similarity:.2f}{nli} · {present.md_escape(m.fact or 'no fact')}]")

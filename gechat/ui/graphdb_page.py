"""The "Graph database" page: load a KG into the graph database, then ask in Cypher mode or MindMap mode.

``mindmap_drawing`` and ``cypher_rows`` are pure data (tested without a browser);
``render_page`` draws them with Streamlit and ``streamlit-agraph``.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass
from pathlib import Path

from gechat.extkg.models import LABELS
from gechat.settings import Settings

QUESTION = "#1d4ed8"  # blue: the question's entities
ANSWER = "#15803d"  # green: answer entities the evidence supports
MIND = "#b91c1c"  # red: a mind-map node with no evidence behind it
PLAIN = "#9ca3af"
MAX_EDGES_DRAWN = 40
MODELS = LABELS
TYPINGS = {"auto": "From the file name", "metaqa": "MetaQA (movies)", "umls": "UMLS (isa levels)",
           "emckg": "EMCKG (medical)", "none": "One label for every entity"}


@dataclass(frozen=True)
class Drawn:
    id: str
    label: str
    color: str


@dataclass(frozen=True)
class DrawnEdge:
    source: str
    target: str
    label: str


def mindmap_drawing(result, limit: int = MAX_EDGES_DRAWN) -> tuple[list[Drawn], list[DrawnEdge], int]:
    """Nodes and edges of the mind map (or, offline, the evidence graph), coloured by role; facts left out."""
    ev = result.evidence
    if result.mind_map is not None and result.mind_map.edges:
        triples = result.mind_map.edges
        ungrounded = {n.name for n in result.mind_map.nodes if not n.kg_node}
    else:  # the evidence graph: path facts first, then facts that reach an answer entity, then the rest
        answers_set = set(result.answers)
        path = {f for c in ev.chains if c.source == "path" for f in c.facts}
        facts = sorted(ev.facts(), key=lambda f: (f not in path, not (set(f.ends()) & answers_set)))
        triples = [(f.head, f.relation, f.tail) for f in facts]
        ungrounded = set()
    shown = triples[:limit]
    asked, answers = set(ev.entities), set(result.answers)
    names = list(dict.fromkeys([e for e in ev.entities] + [x for h, _, t in shown for x in (h, t)]))

    def colour(n: str) -> str:
        return QUESTION if n in asked else ANSWER if n in answers else MIND if n in ungrounded else PLAIN

    return ([Drawn(n, n.replace("_", " "), colour(n)) for n in names],
            [DrawnEdge(h, t, r.replace("_", " ")) for h, r, t in shown], len(triples) - len(shown))


def cypher_rows(answer) -> list[dict]:
    """The result table as records for ``st.dataframe``."""
    if answer.rows is None:
        return []
    return [dict(zip(answer.rows.columns, map(str, row))) for row in answer.rows.rows]


def _store(settings: Settings, workspace: str):
    from gechat.graphdb.store import open_graph

    return open_graph(settings, workspace)


def load_panel(st, settings: Settings, workspace: str) -> None:
    with st.expander("Load a KG into the graph database", expanded=False):
        up = st.file_uploader("Triple file (h|r|t, TSV, CSV, N-Triples, Turtle)", key="gdb_upload")
        typing = st.selectbox("Node labels", list(TYPINGS), format_func=TYPINGS.get, key="gdb_typing")
        if st.button("Load", key="gdb_load", disabled=up is None):
            from gechat.graphdb.load import load_file

            kind = typing if typing not in ("auto", "none") else ""
            if typing == "auto":
                kind = next((k for k in ("metaqa", "umls", "emckg") if k in up.name.lower()), "")
            with tempfile.TemporaryDirectory() as tmp, st.spinner("Loading the triples..."):
                path = Path(tmp) / Path(up.name).name
                path.write_bytes(up.getvalue())
                store = _store(settings, workspace)
                try:
                    schema = load_file(store, path, "auto", kind)
                finally:
                    store.close()
            st.success(f"Loaded: {len(schema.labels)} labels, {len(schema.rels)} relationship patterns.")


def render_page(settings: Settings) -> None:
    import streamlit as st

    from gechat.ui.errors import plain_error

    st.header("Graph database: Cypher with a query checker, and MindMap evidence graphs")
    workspace = st.text_input("Workspace", "graph", key="gdb_ws").strip() or "graph"
    load_panel(st, settings, workspace)
    store = _store(settings, workspace)
    try:
        schema = store.schema()
    finally:
        store.close()
    if schema is None:
        st.info("Load a triple file to start (MetaQA's kb.txt, UMLS, EMCKG, any h|r|t or RDF file).")
        return
    with st.expander("Schema", expanded=False):
        st.code(schema.describe(), language="text")
    cypher_tab, mindmap_tab = st.tabs(["Cypher", "MindMap"])
    with cypher_tab:
        try:
            cypher_panel(st, settings, workspace)
        except Exception as exc:
            st.error(plain_error(exc, action="running the query").text())
    with mindmap_tab:
        try:
            mindmap_panel(st, settings, workspace)
        except Exception as exc:
            st.error(plain_error(exc, action="building the mind map").text())


def cypher_panel(st, settings: Settings, workspace: str) -> None:
    question = st.text_input("Question", key="gdb_cq", placeholder="who directed [Blade Runner]")
    c1, c2, c3 = st.columns([2, 1, 1])
    source = c1.selectbox("Query from", ["write it myself"] + list(MODELS),
                          format_func=lambda m: MODELS.get(m, "Write the query myself"), key="gdb_cmodel")
    style = c2.radio("Prompt", ["zero", "one", "few"], index=2, horizontal=True, key="gdb_cstyle")
    use_checker = c3.checkbox("Query checker", value=True, key="gdb_ccheck")
    text = st.text_area("Cypher", key="gdb_ctext", height=80) if source == "write it myself" else ""
    if st.button("Run", key="gdb_crun", type="primary", disabled=not (question and (text or source != "write it myself"))):
        from gechat.cypher.mode import ask, run_query

        store = _store(settings, workspace)
        try:
            if source == "write it myself":
                st.session_state["gdb_cresult"] = run_query(question, text, store, store.schema(), use_checker=use_checker)
            else:
                from gechat.extkg.models import make_model

                with st.spinner("The model writes the query..."):
                    st.session_state["gdb_cresult"] = ask(question, store, make_model(settings, source), style=style,
                                                          use_checker=use_checker)
        finally:
            store.close()
    answer = st.session_state.get("gdb_cresult")
    if answer is None:
        return
    st.markdown("**Query as written**")
    st.code(answer.generated or "(empty)", language="cypher")
    for fix in answer.fixes:
        st.markdown(f":orange-badge[fixed] {fix}")
    if answer.refused:
        st.error(answer.answer)
        return
    if answer.executed != answer.generated:
        st.markdown("**Query run**")
        st.code(answer.executed, language="cypher")
    st.dataframe(cypher_rows(answer), hide_index=True, use_container_width=True)
    st.success(f"Answer: {answer.answer}")


def mindmap_panel(st, settings: Settings, workspace: str) -> None:
    from gechat.mindmap.evidence import KG
    from gechat.mindmap.mode import answer, build_evidence, link_entities

    question = st.text_input("Question", key="gdb_mq", placeholder="I feel anxious and depressed, what could it be?")
    c1, c2, c3 = st.columns([2, 1, 1])
    entities = c1.text_input("Question entities (optional, comma-separated)", key="gdb_ments")
    source = c2.radio("Evidence", ["both", "path", "neighbour"], horizontal=True, key="gdb_msource")
    model = c3.selectbox("Answer", ["offline"] + list(MODELS), format_func=lambda m: MODELS.get(m, "Offline (no LLM)"),
                         key="gdb_mmodel")
    if st.button("Build", key="gdb_mrun", type="primary", disabled=not question):
        store = _store(settings, workspace)
        try:
            kg = KG(store.triples())
        finally:
            store.close()
        found, missing = link_entities(kg, question, [e.strip() for e in entities.split(",") if e.strip()])
        ev = build_evidence(kg, question, found, source)
        ev.unlinked = missing
        llm = None
        if model != "offline":
            from gechat.extkg.models import make_model

            llm = make_model(settings, model)
        with st.spinner("Building the evidence graph..."):
            st.session_state["gdb_mresult"] = answer(ev, llm)
    result = st.session_state.get("gdb_mresult")
    if result is None:
        return
    ev = result.evidence
    st.markdown(f"**Question entities:** {', '.join(ev.entities) or 'none found in the KG'}"
                + (f" · not in the KG: {', '.join(ev.unlinked)}" if ev.unlinked else ""))
    st.markdown(f"**Answer entities:** {', '.join(result.answers) or 'none'}")
    if result.offline:
        st.caption(result.note)
    else:
        st.markdown(f"**Summary:** {result.summary}")
        for step in result.inference:
            st.markdown(f"- {step}")
    nodes, edges, hidden = mindmap_drawing(result)
    if nodes:
        from streamlit_agraph import Config, Edge, Node, agraph

        agraph([Node(id=n.id, label=n.label, color=n.color, size=16, font={"size": 13, "color": "#222"}) for n in nodes],
               [Edge(source=e.source, target=e.target, label=e.label, font={"size": 10, "align": "middle"}) for e in edges],
               Config(width=1100, height=460, directed=True, physics=True, hierarchical=False, groups={}))
        st.caption("Blue: question entities · green: answer entities · red: mind-map nodes with no evidence · grey: "
                   "the rest" + (f" · {hidden} more facts not drawn" if hidden else ""))
    for source in ("path", "neighbour"):
        sentences = ev.sentences(source)
        with st.expander(f"{source.capitalize()}-based evidence ({len(sentences)})"):
            st.text("\n".join(f"[{i}] {s}" for i, (_, s) in enumerate(sentences)) or "(none)")
    c1, c2 = st.columns(2)
    c1.download_button("Mind map (JSON)", json.dumps(result.to_dict(), ensure_ascii=False, indent=1),
                       file_name="mindmap.json", mime="application/json", key="gdb_mjson")
    c2.download_button("Mind map (Mermaid)", result.mermaid(), file_name="mindmap.mmd", mime="text/plain",
                       key="gdb_mmermaid")

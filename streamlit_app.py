"""GE-Chat in the browser: upload, index, ask, and see each step's evidence on the page.

Run: ``streamlit run streamlit_app.py``. Only widgets live here; the logic is in
``gechat`` (``gechat.ui`` for the app-side pieces).
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from gechat.ids import document_id
from gechat.settings import Settings
from gechat.ui import access, present
from gechat.ui.answer_view import show_turn
from gechat.ui.errors import plain_error
from gechat.ui.history import (
    PAGE, Turn, chat_summaries, load_history, new_chat_id, now, save_history, valid_chat_id, visible_turns,
)
from gechat.ui.jobs import format_eta
from gechat.ui.session import AppRegistry, list_workspaces, sample_documents, valid_workspace_name

APP_DIR = Path(__file__).resolve().parent
BACKENDS = {"embedded": "Embedded demo model (tiny, offline)", "openai": "OpenAI-compatible endpoint"}
MODES = {"auto": "Auto", "rag": "RAG (answer from the documents)", "standalone": "Standalone (model's own knowledge)",
         "extractive": "Extractive (steps are document facts)"}
ENTAILERS = {"offline": "Packaged NLI model (offline)", "hf": "Hugging Face NLI model", "llm": "The LLM as judge"}


@st.cache_resource
def registry() -> AppRegistry:
    return AppRegistry(warm_up=True)  # models load while the user picks a file


def sidebar(base: Settings) -> tuple[str, Settings]:
    sb = st.sidebar
    sb.title("GE-Chat")
    names = list_workspaces(base) or ["default"]
    choice = sb.selectbox("Workspace", names + ["+ New workspace"], key="ws_pick")
    workspace = choice
    if choice == "+ New workspace":
        workspace = sb.text_input("New workspace name", key="ws_new").strip() or "default"
        if not valid_workspace_name(workspace):
            sb.error("Use letters, digits, dots, dashes or underscores (at most 64), no spaces.")
            workspace = "default"
    with sb.expander("Models and reasoning", expanded=False):
        backend = st.radio("Language model", list(BACKENDS), format_func=BACKENDS.get,
                           index=list(BACKENDS).index(base.llm_backend), key="backend")
        changes: dict[str, object] = {"llm_backend": backend}
        if backend == "openai" and base.app_allow_endpoint_edit:
            url = st.text_input("Endpoint URL", access.shown_url(base.openai_base_url), key="url")
            if url != access.shown_url(base.openai_base_url):
                try:
                    changes["openai_base_url"] = access.checked_endpoint(url)
                except ValueError as exc:
                    st.error(str(exc))
            changes["openai_model"] = st.text_input("Model", base.openai_model, key="model")
            key = st.text_input("API key (local servers ignore it)", type="password", key="api_key")
            if key:
                changes["openai_api_key"] = key
        elif backend == "openai":
            st.caption(f"Endpoint {present.md_escape(access.shown_url(base.openai_base_url))}, model "
                       f"{present.md_escape(base.openai_model)} (set by the operator)")
        else:
            gguf = st.text_input("GGUF file (empty = tiny demo model)", str(base.gguf_path or ""), key="gguf")
            changes["gguf_path"] = gguf or None
            if not gguf:
                st.caption("Demo model: fine for trying the app offline; its reasoning is not relied on.")
        changes["cot_mode"] = st.selectbox("Mode", list(MODES), format_func=MODES.get,
                                           index=list(MODES).index(base.cot_mode), key="mode")
        changes["hops"] = st.slider("Hops around each step's entities", 0, 4, base.hops, key="hops")
        changes["alpha"] = st.number_input("α (entailment weight)", 0.0, 5.0, base.alpha, 0.1, key="alpha")
        changes["beta"] = st.number_input("β (length-penalty weight)", 0.0, 5.0, base.beta, 0.1, key="beta")
        changes["entailer"] = st.selectbox("Entailment backend", list(ENTAILERS), format_func=ENTAILERS.get,
                                           index=list(ENTAILERS).index(base.entailer), key="entailer")
    try:
        return workspace, base.with_(**changes)
    except Exception as exc:  # a half-typed URL or path: keep working on the last good settings
        sb.error(plain_error(exc, action="reading the settings").text())
        return workspace, base


def admitted(base: Settings) -> bool:
    """Serve only on loopback or behind the operator's password; ask for it once per browser session."""
    refusal = access.serving_refusal(st.get_option("server.address"), base)
    if refusal:
        st.error(refusal)
        return False
    if not base.app_password.get_secret_value() or st.session_state.get("admitted"):
        return True
    box = st.empty()
    with box.form("login"):
        given = st.text_input("Password", type="password", key="password")
        entered = st.form_submit_button("Enter")
    if entered and access.password_ok(given, base):
        st.session_state["admitted"] = True
        box.empty()
        return True
    if entered:
        st.error("Wrong password.")
    return False


def show_models(entry) -> None:
    try:
        labels = entry.chat.model_labels()
    except Exception as exc:
        st.sidebar.warning(plain_error(exc, action="loading the models").text())
        return
    st.sidebar.markdown("**Active models**")
    st.sidebar.caption("  \n".join(present.model_lines(labels, entry.chat.settings)))
    if entry.pending is not None:
        st.sidebar.info("New settings apply when the current indexing finishes.")


def chat_id() -> str:
    """This browser tab's chat (kept in the address, so a reload reopens it; a new tab starts its own)."""
    if "chat_id" not in st.session_state:
        given = st.query_params.get("chat", "")
        st.session_state["chat_id"] = given if valid_chat_id(given) else new_chat_id()
    st.query_params["chat"] = st.session_state["chat_id"]
    return st.session_state["chat_id"]


def switch_chat(new_id: str) -> None:
    """Show another chat of this workspace in this tab (or a new, empty one)."""
    st.session_state["chat_id"] = new_id
    st.session_state.pop("inspect", None)


def chats_sidebar(entry) -> None:
    """Start a new chat, or reopen an earlier chat of this workspace (most recent first)."""
    sb = st.sidebar
    sb.markdown("**Chats**")
    current = chat_id()
    sb.button("New chat", key="chat_new", on_click=switch_chat, args=(new_chat_id(),), icon=":material/add:", width="stretch")
    cache = st.session_state.setdefault(f"chat_list::{entry.workspace}", {})
    chats = chat_summaries(entry.chat.workspace, cache)
    shown = chats[:12]
    if current not in {c.chat_id for c in shown}:
        shown = [c for c in chats if c.chat_id == current] + shown[:11]
    for c in shown:
        title = c.title if len(c.title) <= 48 else c.title[:47] + "…"
        sb.button(f"{title} ({c.turns})", key=f"chat_{c.chat_id}", on_click=switch_chat, args=(c.chat_id,),
                  type="primary" if c.chat_id == current else "secondary", width="stretch",
                  disabled=c.chat_id == current, help="This tab's chat" if c.chat_id == current else "Reopen this chat")
    if len(chats) > len(shown):
        sb.caption(f"{len(chats) - len(shown)} older chats not listed.")


def turns(entry) -> list[Turn]:
    key = f"turns::{entry.chat.settings.workspace_dir}::{entry.workspace}::{chat_id()}"
    if key not in st.session_state:
        st.session_state[key] = load_history(entry.chat.workspace, chat_id())
    return st.session_state[key]


def documents_panel(entry, settings: Settings) -> dict[str, str]:
    docs = entry.chat.documents()
    names = {r.doc_id: r.name for r in docs}
    ready = {r.doc_id: r.name for r in docs if r.status == "indexed"}
    indexed = len(ready)
    st.session_state["n_indexed"] = indexed
    problems = [j for j in entry.jobs.jobs() if j.outcome in ("failed", "duplicate")]
    with st.expander(f"Documents ({indexed} indexed)", expanded=not indexed or entry.jobs.busy or bool(problems)):
        # a new key after each Index press empties the uploader (the files are in the queue by then)
        files = st.file_uploader("Upload PDF, DOCX or TXT files", type=["pdf", "docx", "txt"],
                                 accept_multiple_files=True, key=uploader_key())
        if st.button(f"Index {len(files)} file(s)", disabled=not files, type="primary", key="index"):
            submit(entry, [(f.name, f.getvalue()) for f in files], ready)
            st.session_state["uploader_round"] = st.session_state.get("uploader_round", 0) + 1
            st.rerun()
        samples = sample_documents([APP_DIR / "sample_docs"])
        if samples:
            c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
            pick = c1.selectbox("Or try a sample document", samples, format_func=lambda p: p.name, key="sample")
            if c2.button("Index sample", key="index_sample"):
                submit(entry, [(pick.name, pick.read_bytes())], ready)
        for note in st.session_state.pop("upload_notes", []):
            st.info(note)
        busy = entry.jobs.busy
        st.session_state["indexing"] = busy
        st.session_state["full_run"] = True  # this run lists the documents itself: no rerun needed
        st.fragment(run_every=1.0 if busy else None)(job_progress)(entry)
        st.session_state["full_run"] = False
        for row in present.document_rows(docs, entry.jobs.jobs()):
            if row.status in ("queued", "running"):
                continue
            c1, c2 = st.columns([6, 1], vertical_alignment="center")
            c1.markdown(f"{present.STATUS_BADGE[row.status]} **{present.md_escape(row.name)}**  \n"
                        f":gray[{present.md_escape(row.detail)}]")
            if row.deletable and st.session_state.get("confirm_delete") == row.key:
                c1.warning(f"Delete **{present.md_escape(row.name)}** with its sentences, its part of the knowledge "
                           "graph and its source file? Earlier answers keep their quotes.")
                y, n = c2.columns(2)
                y.button("Delete", key=f"delyes_{row.key}", type="primary", on_click=delete_doc, args=(entry, row.key))
                n.button("Keep", key=f"delno_{row.key}", on_click=st.session_state.pop, args=("confirm_delete", None))
            elif row.deletable:
                c2.button("Delete…", key=f"del_{row.key}", on_click=st.session_state.__setitem__,
                          args=("confirm_delete", row.key))
            else:
                c2.button("Dismiss", key=f"dis_{row.key}", on_click=entry.jobs.forget, args=(row.key,))
    return names


def uploader_key() -> str:
    return f"uploads_{st.session_state.get('uploader_round', 0)}"


def submit(entry, files: list[tuple[str, bytes]], names: dict[str, str]) -> None:
    """Queue files for indexing; one already in the workspace or already queued is named, not queued again."""
    notes = st.session_state.setdefault("upload_notes", [])
    queued = {j.key: j for j in entry.jobs.jobs() if j.active}
    for name, data in files:
        key = document_id(data)
        if key in names:
            notes.append(present.duplicate_note(name, names[key]))
        elif key in queued:
            notes.append(f"{name} is already being indexed as {queued[key].name}.")
        else:
            entry.jobs.submit(name, data)
            queued = {j.key: j for j in entry.jobs.jobs() if j.active}


def job_progress(entry) -> None:
    active = [j for j in entry.jobs.jobs() if j.active]
    for j in active:
        where = f"{j.stage} · {format_eta(j.eta_seconds)}" if j.status == "running" else "queued, waiting for the file before it"
        st.progress(j.fraction, text=f"{present.md_escape(j.name)}: {present.md_escape(where)}")
    if active:
        st.session_state["indexing"] = True
    elif st.session_state.get("indexing") and not st.session_state.get("full_run"):
        st.session_state["indexing"] = False
        st.rerun()  # a timed refresh saw the last job finish: list the documents once


def delete_doc(entry, doc_id: str) -> None:
    st.session_state.pop("confirm_delete", None)
    try:
        entry.chat.delete(doc_id)  # its source file too: the same method as `gechat delete`
        entry.jobs.forget(doc_id)
    except Exception as exc:
        st.session_state["flash"] = plain_error(exc, action="deleting the document").text()


NARROW_CSS = """<style>
@media (max-width: 1440px) {  /* at 1280 px the default side padding left the answer and its page too narrow */
  [data-testid="stMainBlockContainer"] { padding-left: 1.5rem !important; padding-right: 1.5rem !important; max-width: none !important; }
}
[data-testid="stMainBlockContainer"] img { max-width: 100%; height: auto; }
</style>"""


def main() -> None:
    st.set_page_config(page_title="GE-Chat", page_icon="🔎", layout="wide")
    st.html(NARROW_CSS)
    base = Settings.from_env()
    if not admitted(base):
        return
    page = st.sidebar.radio("Page", ["Chat with documents", "External KG", "Graph database"], key="page", horizontal=True)
    if page == "External KG":
        from gechat.ui.extkg_page import render_page

        render_page(base)
        return
    if page == "Graph database":  # Cypher mode and MindMap mode (issue 17)
        from gechat.ui.graphdb_page import render_page as render_graph_page

        render_graph_page(base)
        return
    workspace, settings = sidebar(base)
    entry = registry().get(workspace, settings)
    show_models(entry)
    if msg := st.session_state.pop("flash", None):
        st.error(msg)
    names = documents_panel(entry, settings)
    history = turns(entry)
    question = st.chat_input("Ask about your documents", key="question")
    if question:
        pending = tuple(f"{j.name} ({j.stage if j.status == 'running' else 'queued'})"
                        for j in entry.jobs.jobs() if j.active)
        history.append(Turn(question, asked_at=now(), pending=pending))
        st.session_state["inspect"] = len(history) - 1
        # answered inside its own chat message, below the question; with nothing indexed yet but a file
        # indexing, the turn says so instead of answering from nothing
        st.session_state["answer_now"] = len(history) - 1 if st.session_state.get("n_indexed") or not pending else None
        st.session_state["dirty"] = True
    inspect = st.session_state.get("inspect", len(history) - 1)
    shown_key = f"shown::{chat_id()}"
    visible = visible_turns(len(history), st.session_state.get(shown_key))
    if visible.start > 0:
        st.button(f"Show earlier questions ({visible.start} more)", key="show_earlier",
                  on_click=st.session_state.__setitem__, args=(shown_key, len(history) - visible.start + PAGE))
    for i in visible:
        show_turn(i, history[i], entry, names, entry.chat.settings, inspect == i)
    if not history:
        st.info("Index a document, then ask a question: each reasoning step is tied to one sentence, "
                "highlighted on its page.")
    st.session_state.pop("answer_now", None)
    if st.session_state.pop("dirty", False):
        history[:] = save_history(entry.chat.workspace, chat_id(), history)  # keeps what another tab added
    chats_sidebar(entry)  # last: it lists this run's new question too


try:
    main()
except Exception as exc:  # the last guard: plain words, never a traceback (st.rerun is not an Exception)
    st.error(plain_error(exc, action="running the app").text())

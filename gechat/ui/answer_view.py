"""One chat turn in the app: the answer with its steps, evidence cards, review panel, page or passage
view, subgraph and downloads, and answering with its stages shown (``show_turn``)."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from gechat.settings import Settings
from gechat.ui import export, present, render
from gechat.ui.errors import answer_problems, plain_error
from gechat.ui.graph_view import build_graph, to_agraph
from gechat.ui.history import Turn
from gechat.ui.review import highlight_overrides, reviewed


def set_decision(turn: Turn, action: str, step_id: str, alt: int | None = None) -> None:
    answer = turn.answer
    if action == "accept":
        turn.review.accept(answer, step_id)
    elif action == "reject":
        turn.review.reject(answer, step_id)
    elif action == "replace":
        turn.review.replace(answer, step_id, alt)
    else:
        turn.review.clear(step_id)
    st.session_state["dirty"] = True


def show_turn(i: int, turn: Turn, entry, names: dict[str, str], settings: Settings, inspect: bool) -> None:
    with st.chat_message("user"):
        st.markdown(present.md_escape(turn.question))
    with st.chat_message("assistant"):
        if st.session_state.get("answer_now") == i and turn.answer is None and not turn.error:
            st.session_state.pop("answer_now")
            try:
                turn.answer = answer_in_stages(entry, turn.question)
            except Exception as exc:
                turn.error = plain_error(exc, action="answering").text()
        if turn.pending:
            still = ", ".join(present.md_escape(p) for p in turn.pending)
            if turn.answer is None and not turn.error:
                st.info(f"Nothing is indexed yet, so there is nothing to answer from: still indexing {still}. "
                        "Ask again when it is done.")
                return
            st.info(f"Answered from the documents indexed so far. Still being indexed when you asked: {still}; "
                    "ask again once they are done to include them.")
        if turn.error or turn.answer is None:
            st.error(turn.error or "No answer.")
            return
        answer = reviewed(turn.answer, turn.review, threshold=settings.entail_threshold)
        if answer.warning:
            st.warning(present.md_escape(answer.warning))
        st.markdown(present.answer_markdown(answer, names))
        if answer.answer_evidence:
            with st.expander("Why each answer item has its badge"):
                st.markdown(present.item_evidence_markdown(answer, names))
        for problem in answer_problems(answer):
            st.warning(problem)
        if not answer.steps:
            return
        if not inspect:
            for step in answer.steps:
                step_summary(turn, answer, step, names)
            st.button("Inspect this answer", key=f"inspect_{i}", on_click=st.session_state.__setitem__,
                      args=("inspect", i))
            return
        ids = [s.id for s in answer.steps]
        def label(sid: str) -> str:
            d = turn.review.get(sid)
            return present.step_label(answer, sid, d.action if d else None)

        step_id = st.segmented_control("Show evidence for step", ids, default=ids[0], key=f"step_{i}",
                                       format_func=label) or ids[0]
        left, right = st.columns([5, 6])
        with left:
            for step in answer.steps:
                if step.id == step_id:
                    with st.container(border=True):
                        step_summary(turn, answer, step, names)
                        review_panel(i, turn, answer, step_id, names)
                else:
                    step_summary(turn, answer, step, names)
        with right:
            page_view(i, answer, step_id, turn, entry)
        if st.toggle("Show the knowledge graph around the steps", key=f"graph_{i}"):
            graph_panel(answer, step_id, settings)
        downloads(i, turn, entry, names, settings)


def step_summary(turn: Turn, answer, step, names: dict[str, str]) -> None:
    choice = answer.evidence_for(step.id)
    d = turn.review.get(step.id)
    action = d.action if d else None
    st.markdown(present.step_line(step.id, step.text, choice, action),
                help=present.verdict_help(choice.verdict) if choice and action != "reject" else None)
    st.markdown(present.evidence_markdown(choice, names, rejected=action == "reject"))


def review_panel(i: int, turn: Turn, answer, step_id: str, names: dict[str, str]) -> None:
    choice = answer.evidence_for(step_id)
    if choice is None:
        return
    if choice.kg_fact and choice.best is not None:
        st.caption(f"Closest KG fact: {present.md_escape(choice.kg_fact)} (similarity {choice.kg_fact_similarity:.2f})")
    c1, c2, c3 = st.columns(3)
    c1.button("Accept", key=f"acc_{i}_{step_id}", on_click=set_decision, args=(turn, "accept", step_id),
              disabled=choice.best is None, width="stretch")
    rejected = (d := turn.review.get(step_id)) is not None and d.action == "reject"
    c2.button("Reject", key=f"rej_{i}_{step_id}", on_click=set_decision, args=(turn, "reject", step_id),
              disabled=rejected, width="stretch")
    c3.button("Undo", key=f"clr_{i}_{step_id}", on_click=set_decision, args=(turn, "clear", step_id),
              disabled=turn.review.get(step_id) is None, width="stretch")
    original = turn.answer.evidence_for(step_id)
    if original is not None and original.alternatives:
        with st.expander(f"Alternatives ({len(original.alternatives)})"):
            for k, alt in enumerate(original.alternatives):
                st.markdown(f"{k + 1}\\. {present.md_escape(alt.sentence.text)}  \n"
                            f":gray[{present.md_escape(present.where(alt, names))} · {present.scores(alt)}]")
                st.button(f"Use alternative {k + 1}", key=f"alt_{i}_{step_id}_{k}",
                          on_click=set_decision, args=(turn, "replace", step_id, k))


def page_view(i: int, answer, step_id: str, turn: Turn, entry) -> None:
    sentences = render.evidence_sentences(answer, highlight_overrides(turn.review))
    marks = render.marks_for(step_id, sentences)
    if not marks:
        d = turn.review.get(step_id)
        choice = answer.evidence_for(step_id)
        if d is not None and d.action == "reject":
            st.info(f"You rejected {step_id}'s evidence, so nothing is highlighted for it.")
        elif choice is not None and choice.kg_fact:
            st.info(f"No sentence to show: the knowledge graph's closest fact for {step_id} "
                    f"(\"{present.md_escape(choice.kg_fact)}\") could not be traced to a sentence of the documents.")
        else:
            st.info("This step has no evidence sentence to show.")
        return
    s = marks[0].sentence
    data = source_bytes(entry, s.doc_id)
    try:
        parts = [p for p in s.parts if p.page and p.boxes]
        if parts and data is not None:
            whole = st.toggle("Whole page", key=f"whole_{i}")
            for k, part in enumerate(parts):  # a sentence that goes on over a page break: each of its pages
                png = render.render_page(data, part.page, marks, zoom=1.6 if whole else 2.2,
                                         around_primary=None if whole else 110)
                goes = (f" (the sentence goes on on page {parts[k + 1].page})" if k + 1 < len(parts)
                        else f" (the sentence starts on page {parts[0].page})" if k else "")
                st.image(png, caption=f"Page {part.page}{goes}: orange = {step_id}'s evidence, blue = other steps",
                         width="stretch")
            return
        doc = entry.chat.document(s.doc_id)
        if doc is None:
            st.info("The source document is no longer in this workspace.")
            return
        st.markdown(f"**{present.md_escape(doc.name)}** · {present.md_escape(render.position(doc, s))}")
        st.html(render.location_html(doc, marks, context_lines=2 if doc.kind == "docx" else 5))
        unit = "paragraph" if doc.kind == "docx" else "line"
        st.caption(f"Numbers on the left: {unit}s of {present.md_escape(doc.name)}. Orange = {step_id}'s "
                   "evidence, blue = other steps")
    except Exception as exc:
        st.warning(plain_error(exc, action="showing the page").text())


ANSWER_STAGES = (
    ("Loading the embedding model", lambda chat: chat.embedder.warm_up()),
    ("Loading the judge (NLI model)", lambda chat: chat.entailer.warm_up()),
    ("Reading the indexed documents", lambda chat: chat.workspace.prepare_retrieval(chat.embedder)),
    ("Opening the knowledge graph", lambda chat: chat.workspace.entity_index(chat.embedder)),
)


def answer_in_stages(entry, question: str):
    """Answer, showing the stage it is in: models and the KG load on the first question, then the
    reasoning with its time and the sentence pairs judged so far (never one silent spinner)."""
    import threading
    import time

    chat = entry.chat
    started = time.monotonic()
    with st.status("Answering: starting…", expanded=True) as status:
        for label, run in ANSWER_STAGES:
            status.update(label=f"Answering: {label.lower()}…", expanded=True)
            t0 = time.monotonic()
            line = st.empty()
            line.markdown(f":material/hourglass_top: {label}…")
            run(chat)
            line.markdown(f"✓ {label} :gray[({time.monotonic() - t0:.1f} s)]")
        status.update(label="Answering: finding evidence…", expanded=True)
        line = st.empty()
        result: dict = {}

        def work() -> None:
            try:
                result["answer"] = chat.ask(question)
            except Exception as exc:  # re-raised in the script thread
                result["error"] = exc

        judged0 = chat.entailer.pairs_scored
        worker = threading.Thread(target=work, name="gechat-answer", daemon=True)
        t0 = time.monotonic()
        worker.start()
        while worker.is_alive():
            judged = chat.entailer.pairs_scored - judged0
            line.markdown(f":material/hourglass_top: Retrieving sentences, reasoning and judging evidence · "
                          f"{time.monotonic() - t0:.0f} s · {judged} sentence pairs judged")
            worker.join(0.5)
        if "error" in result:
            status.update(label="Answering failed", state="error", expanded=False)
            raise result["error"]
        line.markdown(f"✓ Retrieving sentences, reasoning and judging evidence :gray[({time.monotonic() - t0:.1f} s, "
                      f"{chat.entailer.pairs_scored - judged0} sentence pairs judged)]")
        status.update(label=f"Answered in {time.monotonic() - started:.1f} s", state="complete", expanded=False)
    return result["answer"]


def graph_panel(answer, step_id: str, settings: Settings) -> None:
    view = build_graph(answer, step_id=step_id, fact_similarity=settings.fact_similarity)
    if not view.nodes:
        st.caption("The anchored subgraph is empty.")
    else:
        from streamlit_agraph import agraph

        agraph(*to_agraph(view, height=480))
        st.caption(f"Orange: {step_id}'s entities and matched fact · blue: other steps · green: answer nodes"
                   + (f" · {view.hidden_nodes} more entities hidden" if view.hidden_nodes else ""))
    if view.unmatched:
        st.markdown("**Steps with no matching KG fact**")
        for u in view.unmatched:
            st.markdown(f"- **{u.step_id}** {present.md_escape(u.text)} :gray[(closest fact "
                        f"{u.similarity:.2f}: {present.md_escape(u.closest_fact or 'none')})]")


def downloads(i: int, turn: Turn, entry, names: dict[str, str], settings: Settings) -> None:
    t = settings.entail_threshold
    cols = st.columns(3)
    cols[0].download_button("Answer (JSON)", export.answer_json(turn.answer, turn.review, doc_names=names,
                                                                threshold=t),
                            file_name="gechat-answer.json", mime="application/json", key=f"json_{i}")
    cols[1].download_button("Report (Markdown)", export.markdown_report(turn.answer, turn.review, doc_names=names,
                                                                        threshold=t),
                            file_name="gechat-report.md", mime="text/markdown", key=f"md_{i}")
    pdf_ids = [d for d in dict.fromkeys(e.best.sentence.doc_id for e in turn.answer.evidence if e.best)
               if is_pdf_source(entry, d)]
    for doc_id in pdf_ids[:3]:
        data, n = export.annotated_pdf(source_bytes(entry, doc_id), doc_id, turn.answer, turn.review, threshold=t)
        stem = Path(names.get(doc_id, doc_id)).stem
        cols[2].download_button(f"Annotated PDF ({n} highlights)", data, file_name=f"{stem}-gechat.pdf",
                                mime="application/pdf", key=f"pdf_{i}_{doc_id}", help=names.get(doc_id, doc_id))


def source_bytes(entry, doc_id: str) -> bytes | None:
    found = entry.chat.source(doc_id)
    return found[1] if found else None


def is_pdf_source(entry, doc_id: str) -> bool:
    found = entry.chat.source(doc_id)
    return found is not None and found[0] == ".pdf"

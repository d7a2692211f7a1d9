"""The "Graph database" page driven through Streamlit's AppTest: a checked Cypher query and an offline mind map."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from gechat.extkg.triples import read_triples
from gechat.graphdb.embedded import EmbeddedStore
from gechat.graphdb.load import load_file
from gechat.mindmap.evidence import KG
from gechat.mindmap.mode import answer, build_evidence
from gechat.ui.graphdb_page import ANSWER, QUESTION, mindmap_drawing

DATA = Path(__file__).resolve().parents[1] / "data" / "cypher"


def _load(ws_dir: Path, name: str, file: str, kind: str) -> None:
    with EmbeddedStore(ws_dir / name / "areas" / "graphdb") as store:
        load_file(store, DATA / file, kind=kind)


def _open_page(app_path: Path, workspace: str) -> AppTest:
    at = AppTest.from_file(str(app_path), default_timeout=60)
    at.run()
    at.sidebar.radio(key="page").set_value("Graph database").run()
    at.text_input(key="gdb_ws").set_value(workspace).run()
    assert not at.exception
    return at


def test_a_wrong_query_is_repaired_and_its_rows_shown(app_env, app_path):
    _load(app_env, "movies", "metaqa_small.txt", "metaqa")
    at = _open_page(app_path, "movies")
    at.text_input(key="gdb_cq").set_value("who directed [$9.99]").run()
    at.text_area(key="gdb_ctext").set_value("MATCH (m:Film {name: '$9.99'})<-[:DIRECTED_BY]-(p:Person) RETURN p.name").run()
    at.button(key="gdb_crun").click().run()
    assert not at.exception and not at.error
    text = " ".join(m.value for m in at.markdown)
    assert "label :Film -> :Movie" in text and "reversed" in text and "relationship :DIRECTED_BY -> :directed_by" in text
    assert [c.value for c in at.code][-1] == "MATCH (m:Movie {name: '$9.99'})-[:directed_by]->(p:Person) RETURN p.name"
    assert at.dataframe[0].value.iloc[0, 0] == "Tatia Rosenthal"
    assert at.success[0].value == "Answer: Tatia Rosenthal."


def test_a_write_is_refused_on_the_page(app_env, app_path):
    _load(app_env, "movies", "metaqa_small.txt", "metaqa")
    at = _open_page(app_path, "movies")
    at.text_input(key="gdb_cq").set_value("delete everything").run()
    at.text_area(key="gdb_ctext").set_value("MATCH (m:Movie) DETACH DELETE m").run()
    at.button(key="gdb_crun").click().run()
    assert "Read-only" in at.error[0].value


def test_an_offline_mind_map_shows_entities_evidence_and_answers(app_env, app_path):
    _load(app_env, "med", "emckg_small.tsv", "emckg")
    at = _open_page(app_path, "med")
    at.text_input(key="gdb_mq").set_value("I feel anxiety and nervousness, depression and shortness of breath").run()
    at.button(key="gdb_mrun").click().run()
    assert not at.exception and not at.error
    text = " ".join(m.value for m in at.markdown)
    assert "Anxiety_and_nervousness" in text and "**Answer entities:** Panic_disorder" in text
    assert any("Path-based evidence" in e.label for e in at.expander)


def test_the_drawing_colours_question_and_answer_entities():
    kg = KG(read_triples(DATA / "emckg_small.tsv", "tsv"))
    result = answer(build_evidence(kg, "q", ["Anxiety_and_nervousness", "Depression"]))
    nodes, edges, hidden = mindmap_drawing(result, limit=5)
    colour = {n.id: n.color for n in nodes}
    assert colour["Anxiety_and_nervousness"] == QUESTION and colour[result.answers[0]] == ANSWER
    assert len(edges) == 5 and hidden == len(result.evidence.facts()) - 5

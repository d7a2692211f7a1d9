"""The External KG page: pure view data, and the page driven by Streamlit's AppTest."""

import json
import sys
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from gechat.extkg.ask import Comparison, KGRun
from gechat.extkg.match import MATCHED, UNMATCHED
from gechat.extkg.records import ScoredEdge, StepMatch, Subgraph
from gechat.extkg.store import load_file
from gechat.extkg.triples import Triple
from gechat.storage import open_storage
from gechat.ui.extkg_page import MATCHED as GREEN
from gechat.ui.extkg_page import SEED, graph_of, table_of

from .conftest import DATA

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "llm"))
from fake_openai import FakeOpenAIServer, chat  # noqa: E402

APP = Path(__file__).resolve().parents[2] / "streamlit_app.py"


def _result() -> Comparison:
    t1, t2, t3 = Triple("Heat", "directed_by", "Michael Mann"), Triple("Heat", "release_year", "1995"), Triple("Heat", "has_genre", "Crime")
    edges = [ScoredEdge(i, t, f"{t.head} {t.relation} {t.tail}.", 0.9 - i / 10, 1) for i, t in enumerate((t1, t2, t3))]
    run = KGRun("m", "rag", ["1995"], [
        StepMatch("Heat was directed by Michael Mann.", edges[0].text, t1, 0.85, MATCHED),
        StepMatch("Heat won four Oscars.", edges[2].text, t3, 0.41, UNMATCHED),
    ], 2.0, True)
    return Comparison("q", Subgraph("relpath", ["Heat"], edges, 0.1), [run, KGRun("x", "rag", error="down")], 0.7)


def test_graph_lights_the_matched_path_and_marks_the_seed():
    nodes, edges, hidden = graph_of(_result(), "m")
    colour = {n.id: n.color for n in nodes}
    assert colour["Heat"] == SEED and colour["Michael Mann"] == GREEN and colour["1995"] != GREEN
    lit = [e for e in edges if e.lit]
    assert [(e.source, e.target) for e in lit] == [("Heat", "Michael Mann")] and hidden == 0
    assert all(e.label for e in edges)
    _, capped, hidden = graph_of(_result(), "m", limit=1)
    assert len(capped) == 1 and capped[0].lit and hidden == 2  # the matched fact is drawn first


def test_table_has_one_row_per_model():
    rows = table_of(_result())
    assert rows[0]["steps matched"] == "1/2" and rows[0]["grounded"] == 0.5 and rows[0]["correct"] == "yes"
    assert rows[1]["answers"].startswith("error: down")


@pytest.fixture
def kg_workspace(tmp_path, monkeypatch, embedder):
    ws = tmp_path / "workspaces"
    monkeypatch.setenv("GECHAT_WORKSPACE_DIR", str(ws))
    load_file(open_storage(ws, "movies"), DATA / "metaqa_small.pipe", "pipe", embedder=embedder)
    return ws


def test_page_asks_two_endpoint_models_and_shows_steps(kg_workspace, monkeypatch):
    server = FakeOpenAIServer()
    server.script = [chat(json.dumps({"answers": ["Roman Polanski"], "steps": [
        "The Pianist is a film directed by Roman Polanski.", "Roman Polanski was born on Mars."]}))]
    server.start()
    try:
        monkeypatch.setenv("GECHAT_OPENAI_BASE_URL", server.url)
        at = AppTest.from_file(str(APP), default_timeout=180)
        at.run()
        at.sidebar.radio(key="page").set_value("External KG").run()
        assert not at.exception
        assert at.selectbox(key="extkg_ws").value == "movies"
        at.text_input(key="extkg_q").set_value("Who directed [The Pianist]?")
        at.multiselect(key="extkg_models").set_value(["openai"])
        at.slider(key="extkg_depth").set_value(1)
        at.text_input(key="extkg_gold").set_value("Roman Polanski")
        at.run()
        at.button(key="extkg_ask").click().run()
        assert not at.exception and not at.error, (at.exception, [e.value for e in at.error])
        result = at.session_state["extkg_result"]
        assert result.runs[0].correct is True
        assert [m.verdict for m in result.runs[0].steps] == [MATCHED, UNMATCHED]
        shown = " ".join(m.value for m in at.markdown)
        assert "matched" in shown and "hallucination or gap" in shown
        assert len(at.dataframe) == 1
    finally:
        server.close()

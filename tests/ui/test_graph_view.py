from __future__ import annotations

from dataclasses import replace

from gechat.records import Anchor, Subgraph
from gechat.ui.graph_view import ANSWER, OTHER_STEP, PLAIN, SELECTED, build_graph, to_agraph


def test_matched_entities_and_relations_are_coloured_and_unmatched_steps_listed(pdf_answer):
    focused = build_graph(pdf_answer, step_id="S1", fact_similarity=0.7)
    assert {n.id for n in focused.nodes} == {"NIST", "FIPS"}  # only S1's subgraph
    view = build_graph(pdf_answer, step_id="S1", fact_similarity=0.7, only_step=False)
    colours = {n.id: n.color for n in view.nodes}
    assert colours["NIST"] == SELECTED and colours["FIPS"] == SELECTED
    assert colours["Secretary of Commerce"] == OTHER_STEP
    edge = next(e for e in view.edges if (e.source, e.target) == ("NIST", "FIPS"))
    assert edge.steps == ("S1",) and edge.color == SELECTED and edge.label == "S1"
    other = next(e for e in view.edges if e.source == "Secretary of Commerce")
    assert other.steps == () and other.label == "" and other.title == "Secretary of Commerce gives responsibilities to NIST."
    assert view.matched == {"S1": "NIST publishes FIPS."}
    assert [u.step_id for u in view.unmatched] == ["S2"] and view.unmatched[0].similarity == 0.3


def test_answer_nodes_and_plain_entities_and_the_node_cap(pdf_answer):
    extra = tuple(f"E{i}" for i in range(10))
    answer = replace(
        pdf_answer,
        anchors=(Anchor("S1", "NIST", 0.9),),
        subgraphs=pdf_answer.subgraphs + (Subgraph("S2", 2, extra, (), ()),),
    )
    view = build_graph(answer, step_id=None, max_nodes=5)
    colours = {n.id: n.color for n in view.nodes}
    assert len(view.nodes) == 5 and view.hidden_nodes == 8  # 13 entities, 5 shown
    assert colours["NIST"] == OTHER_STEP and colours["FIPS"] == ANSWER
    assert PLAIN in colours.values()
    assert all(e.source in colours and e.target in colours for e in view.edges)


def test_agraph_objects_mirror_the_view(pdf_answer):
    view = build_graph(pdf_answer, step_id="S2")
    assert {n.id for n in view.nodes} == {"Secretary of Commerce", "NIST"}
    nodes, edges, config = to_agraph(view, height=300)
    assert [n.id for n in nodes] == [n.id for n in view.nodes]
    assert len(edges) == len(view.edges) and config.height == "300px" and config.groups == {}
    assert next(n for n in nodes if n.id == "Secretary of Commerce").color == SELECTED
    assert config.width == "100%"  # never wider than the column
    assert all(n.font["size"] >= 18 for n in nodes) and all(e.font["size"] >= 14 for e in edges)  # readable labels

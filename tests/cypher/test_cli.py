"""``gechat kg graphdb | cypher | mindmap`` through their argument parser, on real files and a real database."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from gechat.cypher.cli import add_commands

DATA = Path(__file__).resolve().parents[1] / "data" / "cypher"


def _run(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="gechat kg")
    add_commands(p.add_subparsers(dest="kg_command"))
    args = p.parse_args(argv)
    return args.func(args)


@pytest.fixture
def workspace_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("GECHAT_WORKSPACE_DIR", str(tmp_path))
    return tmp_path


def test_load_then_cypher_with_a_repair_and_without_the_checker(workspace_dir, capsys):
    assert _run(["graphdb", "-w", "movies", "--file", str(DATA / "metaqa_small.txt"), "--typing", "metaqa"]) == 0
    assert "(:Movie)-[:directed_by]->(:Person)" in capsys.readouterr().out
    assert (workspace_dir / "movies" / "areas" / "graphdb" / "db").exists()
    wrong = "MATCH (m:Film {name: '$9.99'})<-[:directed_by]-(p:Person) RETURN p.name"
    assert _run(["cypher", "who directed [$9.99]", "-w", "movies", "--query", wrong]) == 0
    out = capsys.readouterr().out
    assert "fix: label :Film -> :Movie" in out and "fix: reversed" in out and "Answer: Tatia Rosenthal." in out
    assert _run(["cypher", "q", "-w", "movies", "--query", wrong, "--no-check"]) == 1  # :Film does not exist
    assert "The query failed" in capsys.readouterr().out
    assert _run(["cypher", "q", "-w", "movies", "--query", "MATCH (m:Movie) DETACH DELETE m", "--json"]) == 1
    assert "Read-only" in json.loads(capsys.readouterr().out)["refused"]


def test_mindmap_offline_with_json_and_mermaid(workspace_dir, capsys, tmp_path):
    assert _run(["graphdb", "-w", "med", "--file", str(DATA / "emckg_small.tsv"), "--typing", "emckg"]) == 0
    capsys.readouterr()
    mer = tmp_path / "map.mmd"
    question = "I feel anxiety and nervousness, depression and shortness of breath"
    assert _run(["mindmap", question, "-w", "med", "--mermaid", str(mer)]) == 0
    out = capsys.readouterr().out
    assert "Question entities: Anxiety_and_nervousness, Depression, Shortness_of_breath" in out
    assert "Path-based evidence" in out and "Answer entities: Panic_disorder" in out
    assert mer.read_text(encoding="utf-8").startswith("flowchart LR")
    assert _run(["mindmap", question, "-w", "med", "--json", "--source", "path"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["offline"] and {c["source"] for c in d["evidence"]["chains"]} == {"path"}


def test_the_commands_are_registered_under_gechat_kg(capsys):
    from gechat.cli import main

    with pytest.raises(SystemExit):
        main(["kg", "cypher", "--help"])
    assert "--no-check" in capsys.readouterr().out


def test_an_external_kg_workspace_exports_into_the_graph_database(workspace_dir, capsys):
    from gechat.extkg.store import load_file as load_external
    from gechat.storage import open_storage

    load_external(open_storage(workspace_dir, "ext"), DATA / "emckg_small.tsv", "tsv")
    assert _run(["graphdb", "-w", "ext", "--external", "--typing", "emckg", "--json"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert any(r["type"] == "has_symptom" and (r["source"], r["target"]) == ("Disease", "Symptom") for r in schema["rels"])
    assert _run(["cypher", "q", "-w", "ext", "--query",
                 "MATCH (d:Disease {name: 'Panic_disorder'})-[:has_symptom]->(s:Symptom) RETURN s.name"]) == 0
    assert "Anxiety_and_nervousness" in capsys.readouterr().out

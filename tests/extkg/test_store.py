import numpy as np
import pytest

from gechat.errors import ExternalKGError
from gechat.extkg.store import build, is_external_kg, load_file, open_kg, read_info
from gechat.extkg.triples import Triple, read_triples
from gechat.storage import DamagedRecordError, open_storage

from .conftest import DATA


def test_kg_json_marks_the_workspace_and_counts(small_kg_storage):
    info = read_info(small_kg_storage)
    lines = {tuple(t.as_tuple()) for t in read_triples(DATA / "metaqa_small.pipe")}
    assert info.kind == "external_kg" and info.format == "pipe"
    assert info.triples == len(lines)
    assert info.relations == len({r for _, r, _ in lines})
    assert len(info.source_sha256) == 64
    assert is_external_kg(small_kg_storage)


def test_round_trip_keeps_every_triple(small_kg):
    stored = {small_kg.triple(e).as_tuple() for e in range(small_kg.n_edges)}
    assert stored == {t.as_tuple() for t in read_triples(DATA / "metaqa_small.pipe")}


def test_edge_embeddings_are_normalised_and_match_their_text(small_kg, embedder):
    assert small_kg.edge_emb.shape == (small_kg.n_edges, 384)
    norms = np.linalg.norm(small_kg.edge_emb.astype(np.float32), axis=1)
    assert np.allclose(norms, 1.0, atol=1e-2)
    e = 7
    fresh = embedder.encode([small_kg.text(e)])[0]
    assert float(fresh @ small_kg.edge_emb[e].astype(np.float32)) > 0.99


def test_edge_text_reads_as_a_sentence(small_kg):
    i = next(e for e in range(small_kg.n_edges) if small_kg.triple(e).as_tuple()[1:] == ("directed_by", "Frank Darabont"))
    assert small_kg.text(i).endswith("is a film directed by Frank Darabont.")


def test_n_hop_index():
    kg = build([Triple("a", "r", "b"), Triple("b", "r", "c"), Triple("c", "r", "d"), Triple("x", "r", "x")])
    a = kg.entity_id("a")
    assert {kg.triple(e).tail for e in kg.n_hop_edges([a], 1)} == {"b"}
    assert {kg.triple(e).tail for e in kg.n_hop_edges([a], 2)} == {"b", "c"}
    assert kg.degree(kg.entity_id("x")) == 1  # a self-loop is listed once
    assert kg.degree(kg.entity_id("b")) == 2


def test_duplicates_are_kept_once():
    kg = build([Triple("a", "r", "b"), Triple("a", "r", "b")])
    assert kg.n_edges == 1


def test_open_without_a_kg_is_a_clear_error(tmp_path):
    with pytest.raises(ExternalKGError, match="holds no external KG") as exc:
        open_kg(open_storage(tmp_path, "empty"))
    assert "gechat kg load" in exc.value.hint


def test_reload_replaces_and_damaged_table_is_named(tmp_path):
    storage = open_storage(tmp_path, "w")
    load_file(storage, DATA / "tiny.tsv", "tsv")
    assert read_info(storage).triples == 2
    load_file(storage, DATA / "tiny.csv", "csv")
    kg = open_kg(storage)
    assert kg.n_edges == 2 and kg.edge_emb is None
    assert "Kismet, the film" in kg.entities
    storage.write_bytes("extkg/edges.npy", b"not numpy")
    with pytest.raises(DamagedRecordError, match="edges.npy"):
        open_kg(storage)


def test_empty_file_is_refused(tmp_path):
    p = tmp_path / "empty.txt"
    p.write_text("# nothing\n", encoding="utf-8")
    with pytest.raises(ExternalKGError, match="no triples"):
        load_file(open_storage(tmp_path, "w"), p, "pipe")

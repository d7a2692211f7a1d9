"""Sentence vectors stored with the workspace: embedded once per workspace and model, read back exactly."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.sentence_vectors import SentenceVectors, model_tag
from gechat.storage import FileStorage

DATA = Path(__file__).parent / "data"


class CountingEmbedder(Embedder):
    """The packaged embedder, counting the texts it really embeds (not those it finds in its cache)."""

    def __init__(self) -> None:
        super().__init__()
        self.embedded = 0

    def _missing(self, texts):
        missing = super()._missing(texts)
        self.embedded += len(missing)
        return missing


@pytest.fixture(scope="module")
def sentences():
    doc = load_document(DATA / "recipes_excerpt.txt")
    assert len(doc.sentences) > 20
    return doc.sentences


def test_a_new_process_reads_the_stored_vectors_instead_of_embedding(tmp_path, sentences):
    storage = FileStorage(tmp_path / "ws")
    first = CountingEmbedder()
    assert SentenceVectors(storage).prime(first, sentences) == 1
    expected = first.encode([s.text for s in sentences])
    (key,) = storage.keys("vectors/")
    assert key.startswith(f"vectors/{model_tag(first)}/{sentences[0].doc_id}.")

    later = CountingEmbedder()  # a fresh cache, as in a new process
    assert SentenceVectors(storage).prime(later, sentences) == 0
    got = later.encode([s.text for s in sentences])
    assert later.embedded == 0
    np.testing.assert_array_equal(got, expected)


def test_a_damaged_or_mismatched_file_is_embedded_again_and_rewritten(tmp_path, sentences):
    storage = FileStorage(tmp_path / "ws")
    vectors = SentenceVectors(storage)
    embedder = CountingEmbedder()
    vectors.prime(embedder, sentences)
    (key,) = storage.keys("vectors/")
    good = storage.read_bytes(key)
    storage.write_bytes(key, b"not a numpy file")
    fresh = CountingEmbedder()
    assert SentenceVectors(storage).prime(fresh, sentences) == 1 and fresh.embedded > 0
    assert storage.read_bytes(key) == good

    fewer = sentences[:-1]  # other sentences of the same document: another key, never the stored rows
    assert SentenceVectors(storage).prime(CountingEmbedder(), fewer) == 1
    assert len(storage.keys("vectors/")) == 2


def test_drop_removes_every_model_s_vectors_of_one_document(tmp_path, sentences):
    storage = FileStorage(tmp_path / "ws")
    vectors = SentenceVectors(storage)
    vectors.prime(CountingEmbedder(), sentences)
    doc_id = sentences[0].doc_id
    storage.write_bytes(f"vectors/othermodel/{doc_id}.abc.npy", b"x")
    storage.write_bytes("vectors/othermodel/someotherdoc.abc.npy", b"x")
    assert vectors.doc_ids() == {doc_id, "someotherdoc"}
    vectors.drop(doc_id)
    assert storage.keys("vectors/") == ["vectors/othermodel/someotherdoc.abc.npy"]
    embedder = CountingEmbedder()
    assert vectors.prime(embedder, sentences) == 1  # dropped means gone, also from this process's bookkeeping

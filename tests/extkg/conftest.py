from pathlib import Path

import pytest

from gechat.embed import Embedder
from gechat.extkg.store import load_file, open_kg
from gechat.storage import open_storage

DATA = Path(__file__).resolve().parents[1] / "data" / "extkg"


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    return Embedder()  # the packaged MiniLM


@pytest.fixture(scope="session")
def small_kg_storage(tmp_path_factory, embedder):
    """A workspace holding the MetaQA excerpt (588 triples around four entities), embedded."""
    storage = open_storage(tmp_path_factory.mktemp("ws"), "movies")
    load_file(storage, DATA / "metaqa_small.pipe", "pipe", embedder=embedder)
    return storage


@pytest.fixture(scope="session")
def small_kg(small_kg_storage):
    return open_kg(small_kg_storage)

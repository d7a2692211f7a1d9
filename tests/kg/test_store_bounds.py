"""The KG store's time bound and how it reports an LLM's failure (issue 14, items 7 and 8)."""

from __future__ import annotations

import threading

import pytest

from gechat.chunking import chunk_document
from gechat.errors import EndpointUnavailableError, KGInsertError
from gechat.kg.lightrag_store import LightRAGStore
from gechat.llm.base import LLM
from gechat.llm.openai_compat import OpenAICompatibleLLM
from gechat.loaders import load_document
from gechat.settings import Settings

TEXT = (b"The Harbor Bridge opened in 1932. Maria Lopez designed the lighting of the Harbor Bridge.\n\n"
        b"The bridge carries eight lanes of traffic. Engineers built the bridge from steel.")


@pytest.fixture()
def doc_and_chunks(embedder):
    doc = load_document(TEXT, filename="bridge.txt")
    return doc, chunk_document(doc, max_tokens=200, overlap_sentences=1, count_tokens=embedder.count_tokens)


class StuckLLM(LLM):
    """An LLM whose calls hang until released (a server that stopped answering)."""

    name = "test:stuck"

    def __init__(self) -> None:
        super().__init__()
        self.entered = threading.Event()
        self.release = threading.Event()
        self.threads: list[threading.Thread] = []

    def _complete(self, messages, *, schema, max_tokens):
        self.threads.append(threading.current_thread())
        self.entered.set()
        self.release.wait()
        return "", 0, 0


@pytest.mark.battery(case="LightRAG extraction past its time bound (an LLM that stops answering)",
                     did="insert a document with LLM extraction and a 2 s bound while every LLM call hangs",
                     user_sees="'Building the knowledge graph took longer than its 2 s limit (stopped after N s); "
                               "nothing of the document was kept.' and GECHAT_KG_TIMEOUT_S to raise",
                     stored="nothing of the document; the hung call runs in a daemon thread (never delays exit)")
def test_llm_extraction_past_the_time_bound_is_rolled_back_naming_the_limit(tmp_path, embedder, doc_and_chunks):
    doc, chunks = doc_and_chunks
    llm = StuckLLM()
    store = LightRAGStore(tmp_path / "kg", embedder=embedder, llm=llm, timeout_s=2)
    try:
        with pytest.raises(KGInsertError) as info:
            store.insert(doc.id, doc.text, chunks)
        message = info.value.user_message()
        assert "2 s limit" in message and "stopped after" in message and "GECHAT_KG_TIMEOUT_S" in message
        assert not store.has_document(doc.id) and store.graph_snapshot().number_of_nodes() == 0
        assert llm.entered.is_set() and llm.threads and all(t.daemon for t in llm.threads)
    finally:
        llm.release.set()
        store.close()


@pytest.mark.battery(case="LLM endpoint down during LLM extraction (URL with credentials)",
                     did="insert a document with LLM extraction through http://user:secret@127.0.0.1:9/v1",
                     user_sees="'Cannot reach the LLM endpoint at http://127.0.0.1:9/v1.' (the LLM's problem: no "
                               "chunk id, no password)",
                     stored="nothing of the document")
def test_an_llm_failure_is_reported_as_the_llms_without_chunk_ids_or_credentials(tmp_path, embedder, doc_and_chunks):
    doc, chunks = doc_and_chunks
    llm = OpenAICompatibleLLM(Settings(llm_backend="openai", openai_base_url="http://user:secret@127.0.0.1:9/v1",
                                       llm_max_retries=0))
    store = LightRAGStore(tmp_path / "kg", embedder=embedder, llm=llm)
    try:
        with pytest.raises(EndpointUnavailableError) as info:
            store.insert(doc.id, doc.text, chunks)
        message = info.value.user_message()
        assert message.startswith("Cannot reach the LLM endpoint at http://127.0.0.1:9/v1.")
        assert "chunk" not in message and "secret" not in message and "user" not in message
        assert not store.has_document(doc.id)
    finally:
        store.close()

"""The public facade: one object that indexes documents and answers questions.

    from gechat import GEChat, Settings
    chat = GEChat(Settings.from_env(), workspace="demo")
    chat.index_file("paper.pdf")
    answer = chat.ask("What does a policy engine decide?")

Models load lazily (``warm_up``) on first use, so constructing a GEChat is cheap.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from gechat import ingest, pipeline
from gechat.anchoring import walk
from gechat.embed import Embedder
from gechat.errors import WorkspaceClosedError
from gechat.entail.base import Entailer
from gechat.llm.base import LLM
from gechat.loaders import load_document
from gechat.records import Answer, Document, Subgraph
from gechat.settings import Settings
from gechat.workspace import IndexReport, Workspace


class GEChat:
    def __init__(
        self,
        settings: Settings | None = None,
        workspace: str = "default",
        *,
        llm: LLM | None = None,
        embedder: Embedder | None = None,
        entailer: Entailer | None = None,
        create_workspace: bool = True,
    ) -> None:
        self.settings = settings or Settings()
        self.workspace_name = workspace
        self._create = create_workspace  # False: a workspace that does not exist is an error, not created
        self._llm = llm
        self._embedder = embedder
        self._entailer = entailer
        self._workspace: Workspace | None = None
        # guards the lazy parts only: the workspace is thread-safe, so questions run while a document indexes
        self._lock = threading.RLock()
        self._closed = False  # set by close(): a late warm_up() must not reopen the workspace

    # --- models (lazy) ----------------------------------------------------
    @property
    def embedder(self) -> Embedder:
        with self._lock:
            if self._embedder is None:
                self._embedder = Embedder.from_settings(self.settings)
            return self._embedder

    @property
    def llm(self) -> LLM | None:
        with self._lock:
            if self._llm is None and self.settings.needs_llm:
                from gechat.llm.factory import make_llm

                self._llm = make_llm(self.settings)
            return self._llm

    @property
    def entailer(self) -> Entailer:
        with self._lock:
            if self._entailer is None:
                from gechat.entail.factory import make_entailer

                self._entailer = make_entailer(self.settings, embedder=self.embedder, llm=self.llm)  # the same LLM
            return self._entailer

    @property
    def workspace(self) -> Workspace:
        with self._lock:
            if self._closed:  # never a new workspace that nobody would close
                raise WorkspaceClosedError(f"This chat on {self.workspace_name!r} was closed.")
            if self._workspace is None:
                self._workspace = Workspace.open(
                    self.settings, self.workspace_name, embedder=self.embedder, llm=self.llm, create=self._create
                )
            return self._workspace

    def warm_up(self) -> None:
        """Load now what the first document or question would otherwise wait for.

        The embedder, the entailer, the workspace's sentence vectors (embedded and stored on first use,
        :mod:`gechat.sentence_vectors`) and, for the offline KG extractor, spaCy with
        its worker processes: about 6 s on this project's 2-core machine, which
        the app spends while the user picks a file (the first 59-page PDF then
        indexes in about 4.3 s instead of 8.9 s). The KG storages are not opened: an
        open KG keeps other processes from changing the workspace
        (:mod:`gechat.kg.store_lock`) before this one uses it.
        """
        self.embedder.warm_up()
        self.entailer.warm_up()
        with self._lock:
            if self._closed:
                return
            workspace = self.workspace
            extractor = workspace.extractor if self.settings.effective_kg_extractor == "spacy" else None
        workspace.prepare_retrieval(self.embedder)  # the first question's retrieval
        if extractor is not None:
            extractor.wait_ready()

    def models(self) -> pipeline.Models:
        return pipeline.Models(embedder=self.embedder, entailer=self.entailer, llm=self.llm)

    def model_labels(self) -> dict[str, str]:
        return self.models().labels(self.settings)

    # --- documents --------------------------------------------------------
    def parse(self, source: str | Path | bytes, filename: str | None = None) -> Document:
        """Load one file into a Document (raises a DocumentError subclass on bad input)."""
        return load_document(source, filename=filename, settings=self.settings)

    def index_file(
        self, source: str | Path | bytes, filename: str | None = None, *, progress: ingest.Progress | None = None,
        cancel: ingest.Cancel | None = None,
    ) -> IndexReport:
        """Parse, chunk and add one file to the workspace (:mod:`gechat.ingest`). Bad input gives a 'failed' report."""
        return ingest.ingest_file(
            self.workspace, source, filename, settings=self.settings, count_tokens=self.embedder.count_tokens,
            progress=progress, cancel=cancel,
        )

    def index_files(self, sources: Iterable[str | Path], *, progress: ingest.Progress | None = None) -> list[IndexReport]:
        return [self.index_file(s, progress=progress) for s in sources]

    def enqueue(self, source: str | Path | bytes, filename: str | None = None) -> int:
        """Queue one file for ``gechat worker`` processes (PostgreSQL storage only, :mod:`gechat.jobs`); its job id."""
        from gechat import jobs as queue
        from gechat.loaders.guard import check_size

        queue.require_postgres(self.settings)
        name = filename or (Path(source).name if not isinstance(source, bytes) else "upload")
        data = source if isinstance(source, bytes) else Path(source).read_bytes()
        check_size(name, len(data), self.settings)  # the queue holds the bytes until a worker has indexed them
        db = queue.queue_database(self.settings, self.workspace_name, create=self._create)
        return queue.enqueue(db, self.workspace_name, name, data)

    def jobs(self, *, ended_since: datetime | None = None) -> list:
        """The workspace's indexing jobs with their progress, oldest first (:class:`gechat.jobs.Job`); with
        ``ended_since``, only those still queued or running or ended since then."""
        from gechat import jobs as queue

        return queue.jobs(queue.queue_database(self.settings, self.workspace_name, create=self._create),
                          self.workspace_name, ended_since=ended_since)

    def documents(self) -> list[IndexReport]:
        self.workspace.refresh()
        return self.workspace.documents()

    def document(self, doc_id: str) -> Document | None:
        return self.workspace.get_document(doc_id)

    def delete(self, doc_id: str) -> bool:
        """Remove a document with its records, source file and KG part (the app and the CLI both call this)."""
        return self.workspace.delete_document(doc_id)

    def source(self, doc_id: str) -> tuple[str, bytes] | None:
        """The uploaded file of a document as (suffix, bytes), or None (indexed before sources were kept)."""
        return self.workspace.source(doc_id)

    # --- questions --------------------------------------------------------
    def ask(self, question: str, *, mode: str | None = None) -> Answer:
        self.workspace.refresh()  # another process may have indexed or deleted since the last question
        return pipeline.answer_question(question, self.workspace, self.models(), self.settings, mode=mode)

    def graph(self, entity: str, hops: int = 1) -> Subgraph:
        entities, relations = walk(self.workspace.question_graph(), [entity], hops)
        chunk_ids = tuple(dict.fromkeys(c for r in relations for c in r.chunk_ids))
        return Subgraph("", hops, tuple(e.name for e in entities), tuple(relations), chunk_ids)

    def close(self) -> None:
        with self._lock:
            self._closed = True
            if self._workspace is not None:
                self._workspace.close()
                self._workspace = None


def answer_question(question: str, *, workspace: str = "default", settings: Settings | None = None) -> Answer:
    """One-shot convenience: open a workspace, answer, close."""
    chat = GEChat(settings, workspace)
    try:
        return chat.ask(question)
    finally:
        chat.close()

"""Retrieval in PostgreSQL (gechat.pgsearch) against the in-process retrieval of the file storage (embedded server)."""

from __future__ import annotations

from contextlib import contextmanager

import pytest

from gechat import pgsearch
from gechat.chat import GEChat
from gechat.migrate import migrate_workspace
from gechat.settings import Settings
from tests.pg_server import fresh_name, pg_url  # noqa: F401 - the fixture

pytestmark = pytest.mark.slow

DOCS = ("recipes_excerpt.txt", "nist_800_40r3_p17_table.pdf", "docs/austen_pride_and_prejudice_ch1-5.txt")
QUESTIONS = [
    "How many lemons does the lemon sherbet take?",
    "How long is the ice cream mixture cooked in the double boiler?",
    "What does Table 4-1 summarize?",
    "Who is Mr. Bingley?",
    "Who won the 1998 football world cup?",  # names no sentence holds
    "the",  # no content word: the pool is filled in document order
]


def shown(candidates) -> list[tuple]:
    return [(c.sentence, c.relevance, c.lexical, c.cosine, c.score, c.context, c.heading) for c in candidates]


@pytest.fixture(scope="module")
def pair(pg_url, tmp_path_factory, test_data):  # noqa: F811
    """The same three documents in a files workspace and, migrated, in a PostgreSQL one."""
    root = tmp_path_factory.mktemp("pgsearch")
    name = fresh_name("search")
    files = Settings(workspace_dir=root / "files", postgres_url=pg_url, postgres_cache_dir=root / "cache")
    chat = GEChat(files, name)
    try:
        for doc in DOCS:
            assert chat.index_file(test_data / doc).status == "indexed"
    finally:
        chat.close()
    migrate_workspace(files, name, "postgres")
    one, two = GEChat(files, name, create_workspace=False), GEChat(files.with_(storage="postgres"), name,
                                                                  create_workspace=False)
    yield one, two
    one.close()
    two.close()


def test_database_retrieval_gives_the_file_storages_candidates(pair):
    files, postgres = pair
    assert files.workspace.search is None and postgres.workspace.search is not None
    for question in QUESTIONS:
        want = files.workspace.retrieve(question, files.embedder)
        got = postgres.workspace.retrieve(question, postgres.embedder)
        assert want and shown(got) == shown(want), question


def test_records_are_read_by_id_many_at_a_time(pair):
    files, postgres = pair
    ws = postgres.workspace
    chunks = [c for d in files.workspace.listed() for c in files.workspace.chunks_for_doc(d)]
    for c in chunks:
        assert ws.get_chunk(c.id) == c
        for sid in c.sentence_ids:
            assert ws.get_sentence(sid) == files.workspace.get_sentence(sid)
    assert ws.get_chunk("chunk-none") is None and ws.get_sentence("sent-none") is None
    assert ws._sentence_by_id is None, "the PostgreSQL workspace never loads every sentence into the process"
    # many at once, as the evidence stage reads them: the same records as the file storage's, unknown ids left out
    ids = [c.id for c in chunks] + ["chunk-none"]
    assert ws.get_chunks(ids) == files.workspace.get_chunks(ids) == {c.id: c for c in chunks}
    sids = [sid for c in chunks for sid in c.sentence_ids][:40] + ["sent-none"]
    fresh = pgsearch.SentenceSearch(ws.storage)  # nothing cached: one query reads them
    got = fresh.sentences(sids, ws)
    assert got == files.workspace.get_sentences(sids) and len(got) == len(set(sids)) - 1
    assert set(fresh._sentences) == set(got), "only the sentences asked for are kept"


def stored_chars(search, table: str) -> dict[str, int]:
    """Each record's stored JSON length (characters), by id."""
    with search.db.cursor() as cur:
        return dict(cur.execute(f"SELECT id, length(record) FROM {table} WHERE workspace = %s AND model = %s",
                                (search.name, search.model)).fetchall())


def test_the_caches_stay_bounded_by_the_records_size(pair):
    files, postgres = pair
    search = pgsearch.SentenceSearch(postgres.workspace.storage)
    search._sentences.budget = search._chunks.budget = 3000  # a few records: the least recently read go
    sentences = files.workspace.sentences()
    for s in sentences:
        assert search.sentences([s.id], postgres.workspace) == {s.id: s}
    size = stored_chars(search, "gechat_search_sentences")
    kept, total = [], 0  # what must be kept: the most recently read whose stored JSON fits in the budget together
    for s in reversed(sentences):
        if total + size[s.id] > 3000:
            break
        kept.append(s.id)
        total += size[s.id]
    assert 1 < len(kept) < len(sentences)
    assert list(search._sentences) == kept[::-1] and search._sentences.chars == total
    chunks = [c for d in files.workspace.listed() for c in files.workspace.chunks_for_doc(d)]
    assert search.chunks([c.id for c in chunks], postgres.workspace) == {c.id: c for c in chunks}
    sizes = stored_chars(search, "gechat_search_chunks")
    assert 0 < search._chunks.chars == sum(sizes[c] for c in search._chunks) <= 3000
    assert len(search._chunks) < len(chunks), "longer records: fewer of them kept"


def test_many_records_are_read_a_slice_at_a_time(pair, monkeypatch):
    files, postgres = pair
    search = pgsearch.SentenceSearch(postgres.workspace.storage)
    reads: list[int] = []
    database = search.db

    class Counted:  # the database, noting how many ids each read of records asks for
        def __getattr__(self, name):
            return getattr(database, name)

        @contextmanager
        def cursor(self, **kw):
            with database.cursor(**kw) as cur:
                yield CountedCursor(cur)

    class CountedCursor:
        def __init__(self, cur):
            self.cur = cur

        def __getattr__(self, name):
            return getattr(self.cur, name)

        def execute(self, query, params=None, **more):
            if query.startswith("SELECT record FROM"):
                reads.append(len(params["ids"]))
            return self.cur.execute(query, params, **more)

    search.db = Counted()
    monkeypatch.setattr(pgsearch, "READ_SLICE", 4, raising=False)
    sids = [s.id for s in files.workspace.sentences()[:10]]
    assert search.sentences(sids, postgres.workspace) == files.workspace.get_sentences(sids)
    assert reads == [4, 4, 2]
    assert search.sentences(sids, postgres.workspace) == files.workspace.get_sentences(sids)
    assert reads == [4, 4, 2], "read once: the second time from the cache"


def test_a_deleted_document_leaves_retrieval(pg_url, tmp_path, test_data):  # noqa: F811
    settings = Settings(workspace_dir=tmp_path, storage="postgres", postgres_url=pg_url,
                        postgres_cache_dir=tmp_path / "cache")
    chat = GEChat(settings, fresh_name("drop"))
    try:
        keep = chat.index_file(test_data / "recipes_excerpt.txt")
        gone = chat.index_file(test_data / "docs/austen_pride_and_prejudice_ch1-5.txt")
        ranked = chat.workspace.retrieve("Who is Mr. Bingley?", chat.embedder)
        assert ranked[0].sentence.doc_id == gone.doc_id
        some = ranked[0].sentence
        assert chat.delete(gone.doc_id)
        ranked = chat.workspace.retrieve("Who is Mr. Bingley?", chat.embedder)
        assert ranked and {c.sentence.doc_id for c in ranked} == {keep.doc_id}
        assert chat.workspace.get_sentence(some.id) is None
        with chat.workspace.storage.db.cursor() as cur:
            rows = cur.execute("SELECT count(*) FROM gechat_search_sentences WHERE workspace = %s AND doc_id = %s",
                               (chat.workspace.name, gone.doc_id)).fetchone()[0]
        assert rows == 0
        assert chat.ask("Who is Mr. Bingley?").outcome == "not_covered"
        assert chat.index_file(test_data / "docs/austen_pride_and_prejudice_ch1-5.txt").status == "indexed"
        assert chat.workspace.retrieve("Who is Mr. Bingley?", chat.embedder)[0].sentence == some  # rows again
    finally:
        chat.close()

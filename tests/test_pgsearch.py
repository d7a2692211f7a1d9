"""Retrieval in PostgreSQL (gechat.pgsearch) against the in-process retrieval of the file storage (embedded server)."""

from __future__ import annotations

import numpy as np
import pytest

from gechat import pgcopies, pgsearch, retrieval
from gechat.chat import GEChat
from gechat.migrate import migrate_workspace
from gechat.records import Sentence
from gechat.settings import Settings
from tests.pg_server import fresh_name, pg_url  # noqa: F401 - the fixture

pytestmark = pytest.mark.slow

DOCS = ("recipes_excerpt.txt", "nist_800_40r3_p17_table.pdf", "docs/austen_pride_and_prejudice_ch1-5.txt")
QUESTIONS = [
    "How many lemons does the lemon sherbet take?",
    "How long is the ice cream mixture cooked in the double boiler?",
    "What does Table 4-1 summarize?",
    "Who is Mr. Bingley?",
    "How old is Elizabeth's intimate friend?",  # typed: the sentences that hold an age join the pool
    "Who won the 1998 football world cup?",  # names no sentence holds
    "What is the main ingredient of guacamole?",  # asks something of what no sentence mentions
    "What are the ingredients of the sherbert?",  # ... but names by another name ("Lemon sherbet")
    "What is the shape of a wafer?",  # "wafer" only in "wafer-like"
    "What was the cause of her candor?",  # the novel's "candour"
    "the",  # no content word: the pool is filled in document order
]


COPIES = 3


def shown(candidates) -> list[tuple]:
    return [(c.sentence, c.relevance, c.lexical, c.cosine, c.score, c.context, c.heading, c.title,
             c.unmentioned) for c in candidates]


@pytest.fixture(scope="module")
def pair(pg_url, tmp_path_factory, test_data):  # noqa: F811
    """The same three documents in a files workspace and, migrated, in a PostgreSQL one."""
    root = tmp_path_factory.mktemp("pgsearch")
    name = fresh_name("search")
    files = Settings(workspace_dir=root / "files", postgres_url=pg_url, postgres_cache_dir=root / "cache")
    chat = GEChat(files, name)
    recipes = (test_data / DOCS[0]).read_text(encoding="utf-8")
    try:
        for doc in DOCS:
            assert chat.index_file(test_data / doc).status == "indexed"
        for i in range(COPIES):  # the recipes again: their sentences under the same headings are copies
            assert chat.index_file(f"Copy {i} of the cookbook.\n\n{recipes}".encode(), f"copy{i}.txt").status == "indexed"
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
        keys = [retrieval.copy_key(c.sentence, c.context) for c in got]
        assert len(keys) == len(set(keys)), "one candidate per distinct sentence"
    lemons = postgres.workspace.retrieve(QUESTIONS[0], postgres.embedder)
    assert len(lemons) >= retrieval.LEXICAL_TOP, "the pool is filled with distinct sentences, not copies"
    assert postgres.workspace.retrieve(QUESTIONS[6], postgres.embedder)[0].unmentioned == ("guacamole",)
    assert postgres.workspace.retrieve(QUESTIONS[7], postgres.embedder)[0].unmentioned == ()
    assert postgres.workspace.retrieve(QUESTIONS[8], postgres.embedder)[0].unmentioned == ()
    titled = {c.title for q in QUESTIONS for c in postgres.workspace.retrieve(q, postgres.embedder)}
    assert len(titled - {""}) >= 2, titled  # each document's own title, read from its first rows


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


def test_which_sentences_lie_in_chunks_is_answered_alike_without_reading_the_chunks(pair):
    files, postgres = pair
    chunks = [c for d in files.workspace.listed() for c in files.workspace.chunks_for_doc(d)]
    some = chunks[::3]  # every third chunk of every document, copies included
    sentences = [s for c in chunks[:12] for s in files.workspace.get_sentences(c.sentence_ids).values()]
    want = {sid for c in some for sid in c.sentence_ids} & {s.id for s in sentences}
    assert want and want != {s.id for s in sentences}
    search = pgsearch.SentenceSearch(postgres.workspace.storage)
    assert search.in_chunks([c.id for c in some] + ["chunk-none"], sentences, postgres.workspace) == want
    assert files.workspace.in_chunks([c.id for c in some], sentences) == want
    assert postgres.workspace.in_chunks([c.id for c in some], sentences) == want
    assert not search._chunks and not search._sentences, "nothing read into the process"
    assert search.in_chunks([], sentences, postgres.workspace) == set() == search.in_chunks([some[0].id], [], postgres.workspace)


def test_the_caches_stay_bounded(pair, monkeypatch):
    files, postgres = pair
    search = pgsearch.SentenceSearch(postgres.workspace.storage)
    search._sentences.size = 5  # fewer than a batch: the oldest go
    sentences = files.workspace.sentences()
    for at in range(0, len(sentences), 8):
        batch = sentences[at:at + 8]
        assert search.sentences([s.id for s in batch], postgres.workspace) == {s.id: s for s in batch}
    assert len(search._sentences) == 5


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


def test_copies_of_an_unlisted_document_do_not_hide_the_listed_copy(pg_url, tmp_path, test_data):  # noqa: F811
    """Rows a killed deletion left (their document no longer listed) never stand for a listed copy of the same
    sentence, though they come first in document order: the lexical pool counts copies in SQL."""
    settings = Settings(workspace_dir=tmp_path, storage="postgres", postgres_url=pg_url,
                        postgres_cache_dir=tmp_path / "cache")
    chat = GEChat(settings, fresh_name("hidden"))
    recipes = (test_data / "recipes_excerpt.txt").read_text(encoding="utf-8")
    try:
        # the recipes twice: their sentences under the same headings are copies
        a, b = (chat.index_file(f"Copy {n} of the cookbook.\n\n{recipes}".encode(), f"{n}.txt") for n in (1, 2))
        assert a.status == b.status == "indexed"
        first, second = sorted((a.doc_id, b.doc_id))
        question = "How many lemons does the lemon sherbet take?"
        before = chat.workspace.retrieve(question, chat.embedder)
        assert before[0].sentence.doc_id == first, "copies: the first in document order stands for them"
        ws = chat.workspace
        with ws._lock:  # what a deletion killed after its manifest write leaves: rows of an unlisted document
            ws._manifest.pop(first)
            ws._write_manifest()
        ws.refresh()
        after = ws.retrieve(question, chat.embedder)
        assert {c.sentence.doc_id for c in after} == {second}
        def texts(candidates):  # the documents' own first sentences ("Copy 1 of ...") are no copies
            return [c.sentence.text for c in candidates if "of the cookbook" not in c.sentence.text]

        assert texts(after) == texts(before)  # the same pool, the other copy standing for each sentence
        # rows of a document this process does not list, though the query was not told (another process indexed
        # it after this process read its manifest): still never the copy that stands for the others
        with ws.storage.db.cursor() as cur:
            ids = pgcopies.first_copies(cur, "s.workspace = %(ws)s AND s.model = %(model)s", "0", "doc_id, idx",
                                         {"ws": ws.name, "model": ws.search.model}, 8, {second})
        assert len(ids) == 8
        assert {s.doc_id for s in ws.get_sentences(ids).values()} == {second} and len(ws.get_sentences(ids)) == 8
    finally:
        chat.close()


def test_rows_keep_the_copy_key_that_older_rows_get_from_their_record(pair):
    """Each row stores its copy key; a table made before the column gets it, empty, on the first open, and its
    rows' keys are computed from their records: the same hash, so old and new rows count copies alike."""
    files, postgres = pair
    db = postgres.workspace.storage.db
    ws = postgres.workspace.name
    with db.cursor() as cur:
        stored = cur.execute(f"SELECT s.copy_key, {pgcopies.COPY_KEY.replace('s.copy_key', 'NULL')} "
                             "FROM gechat_search_sentences s WHERE s.workspace = %s", (ws,)).fetchall()
    assert len(stored) > 100 and all(key is not None and key == computed for key, computed in stored)
    with db.cursor() as cur:
        cur.execute("ALTER TABLE gechat_search_sentences DROP COLUMN copy_key")
    pgsearch._ready.pop(db.url, None)
    assert pgsearch.available(db)
    with db.cursor() as cur:
        keys = cur.execute("SELECT copy_key FROM gechat_search_sentences WHERE workspace = %s", (ws,)).fetchall()
    assert keys and all(k is None for (k,) in keys)
    test_database_retrieval_gives_the_file_storages_candidates(pair)  # copies still counted once


def test_sentence_vectors_are_the_stored_ones_read_not_computed(pair, monkeypatch):
    files, postgres = pair
    chunk = next(c for d in files.workspace.listed() for c in files.workspace.chunks_for_doc(d))
    sentences = list(files.workspace.get_sentences(chunk.sentence_ids).values())
    want = files.embedder.encode([s.text for s in sentences])
    assert np.allclose(files.workspace.sentence_vectors(sentences, files.embedder), want, atol=1e-6)
    postgres.workspace.prepare_retrieval(postgres.embedder)  # the rows made (the app's warm-up)
    encoded: list[str] = []
    encode = postgres.embedder.encode
    monkeypatch.setattr(postgres.embedder, "encode", lambda texts: encoded.extend(texts) or encode(texts))
    got = postgres.workspace.sentence_vectors(sentences, postgres.embedder)
    assert np.allclose(got, want, atol=1e-6) and not encoded, "read from the rows, none encoded again"
    stray = Sentence("sent-none", "doc-none", 0, "A sentence no document holds.", 0, 29)
    got = postgres.workspace.sentence_vectors([stray, *sentences[:2]], postgres.embedder)
    assert encoded == [stray.text], "only what the rows lack is encoded"
    assert np.allclose(got[1:], want[:2], atol=1e-6)
    assert postgres.workspace.sentence_vectors([], postgres.embedder).shape[0] == 0


def test_rows_made_under_earlier_context_rules_are_made_again(pair, monkeypatch):
    """A change of the rules that derive the rows' contexts (``pgsearch.ROW_RULES``) makes each workspace's rows
    again at its next sync, and drops the earlier ones: a question reads the contexts the file storage computes."""
    files, postgres = pair
    ws = postgres.workspace
    earlier = pgsearch.row_tag(postgres.embedder)
    monkeypatch.setattr(pgsearch, "ROW_RULES", "r-next")
    search = pgsearch.SentenceSearch(ws.storage)
    assert search.sync(ws, postgres.embedder) == len(ws.listed())
    with ws.storage.db.cursor() as cur:
        tags = {t for (t,) in cur.execute("SELECT DISTINCT model FROM gechat_search_docs WHERE workspace = %s",
                                          (ws.name,))}
    assert tags == {pgsearch.row_tag(postgres.embedder)} and earlier not in tags
    assert search.sync(ws, postgres.embedder) == 0, "made once"

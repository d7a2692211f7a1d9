"""The KG as rows in PostgreSQL (gechat.pgkg): the same entities, subgraphs and answers as the store's snapshot."""

from __future__ import annotations

import json

import pytest

from gechat import anchoring, pgkg
from gechat.chat import GEChat
from gechat.codec import encode
from gechat.migrate import migrate_workspace
from gechat.records import Anchor
from gechat.settings import Settings
from tests.pg_server import fresh_name, pg_url  # noqa: F401 - the fixture

pytestmark = pytest.mark.slow

DOCS = ("recipes_excerpt.txt", "docs/austen_pride_and_prejudice_ch1-5.txt", "nist_800_40r3_p17_table.pdf")
QUESTIONS = [
    "How many lemons does the lemon sherbet take?",
    "Who is Mr. Bingley?",
    "What does Table 4-1 summarize?",
    "Who won the 1998 football world cup?",
]


def shown(chat: GEChat, question: str) -> dict:
    answer = encode(chat.ask(question))
    answer.pop("stats", None)
    return json.loads(json.dumps(answer, sort_keys=True))


def rows(chat: GEChat) -> tuple[dict, dict]:
    with chat.workspace.kg_rows.db.cursor() as cur:
        nodes = {n: (t, d, c) for n, t, d, c in cur.execute(
            "SELECT name, type, description, chunk_ids FROM gechat_kg_nodes WHERE workspace = %s", (chat.workspace_name,))}
        edges = {(a, b): (d, k, w, c) for a, b, d, k, w, c in cur.execute(
            "SELECT a, b, description, keywords, weight, chunk_ids FROM gechat_kg_edges WHERE workspace = %s",
            (chat.workspace_name,))}
    return nodes, edges


def snapshot_rows(chat: GEChat) -> tuple[dict, dict]:
    g = chat.workspace.graph()
    edges = {}
    for u, v in g.edges:
        edges[(u, v)] = edges[(v, u)] = pgkg.edge_row(g, u, v)
    return {n: pgkg.node_row(g, n) for n in g.nodes}, edges


@pytest.fixture(scope="module")
def pair(pg_url, tmp_path_factory, test_data):  # noqa: F811
    """The same documents indexed into a files workspace and into a PostgreSQL one (each by its own process's code)."""
    root = tmp_path_factory.mktemp("pgkg")
    files = Settings(workspace_dir=root / "files", postgres_url=pg_url, postgres_cache_dir=root / "cache")
    postgres = files.with_(storage="postgres", workspace_dir=root / "pg")
    name = fresh_name("kg")
    for settings in (files, postgres):
        chat = GEChat(settings, name)
        try:
            for doc in DOCS:
                assert chat.index_file(test_data / doc).status == "indexed"
        finally:
            chat.close()
    return files, postgres, name


def test_questions_read_the_rows_and_answer_as_from_the_store(pair):
    files, postgres, name = pair
    one, two = GEChat(files, name, create_workspace=False), GEChat(postgres, name, create_workspace=False)
    try:
        assert two.workspace.kg_rows.current() is not None
        for question in QUESTIONS:
            assert shown(two, question) == shown(one, question), question
        assert two.workspace._store is None, "answering from the rows never opens LightRAG's store"
        assert isinstance(two.workspace.question_graph(), pgkg.QuestionGraph)
    finally:
        one.close()
        two.close()


def test_rows_are_the_snapshot_and_every_walk_reads_the_same_subgraph(pair):
    _, postgres, name = pair
    chat = GEChat(postgres, name, create_workspace=False)
    try:
        index = chat.workspace.entity_index(chat.embedder)
        walk = chat.workspace.question_graph()
        assert rows(chat) == snapshot_rows(chat)
        snapshot = chat.workspace.graph()
        chat.workspace.kg_rows = None  # the store's own index, as the file storage builds it
        chat.workspace._index = None
        stored = chat.workspace.entity_index(chat.embedder)
        assert [e.name for e in index.entities] == [e.name for e in stored.entities]
        assert (index.vectors == stored.vectors).all() and index.name_words == stored.name_words
        for name_ in sorted(snapshot.nodes)[::3] + ["no such entity"]:
            for hops in (0, 1, 2):
                anchors = [Anchor("S", name_, 1.0, "both")]
                assert anchoring.subgraph("S", walk, anchors, hops) == anchoring.subgraph("S", snapshot, anchors, hops)
    finally:
        chat.close()


def test_a_deletion_and_another_machines_change_move_the_rows(pair, tmp_path, test_data):
    _, postgres, name = pair
    reader = GEChat(postgres, name, create_workspace=False)
    writer = GEChat(postgres.with_(postgres_cache_dir=tmp_path / "other"), name, create_workspace=False)
    try:
        before = reader.workspace.entity_index(reader.embedder)
        doc = next(d for d in writer.documents() if d.name.startswith("recipes"))
        assert writer.delete(doc.doc_id)
        assert reader.workspace._store is None
        reader.workspace.refresh()
        after = reader.workspace.entity_index(reader.embedder)
        assert len(after) < len(before) and "lemon sherbet" not in {e.name.lower() for e in after.entities}
        assert rows(writer) == snapshot_rows(writer)
        assert writer.index_file(test_data / DOCS[0]).status == "indexed"
        assert len(reader.workspace.entity_index(reader.embedder)) == len(before)
        assert rows(writer) == snapshot_rows(writer)
    finally:
        reader.close()
        writer.close()


def test_a_migrated_workspace_writes_its_rows_once(pg_url, tmp_path, test_data):  # noqa: F811
    files = Settings(workspace_dir=tmp_path / "files", postgres_url=pg_url, postgres_cache_dir=tmp_path / "cache")
    name = fresh_name("kgmig")
    chat = GEChat(files, name)
    try:
        assert chat.index_file(test_data / DOCS[0]).status == "indexed"
        want = shown(chat, QUESTIONS[0])
    finally:
        chat.close()
    migrate_workspace(files, name, "postgres")
    first = GEChat(files.with_(storage="postgres"), name, create_workspace=False)
    try:
        assert first.workspace.kg_rows.current() is None  # copied files, no rows yet
        assert shown(first, QUESTIONS[0]) == want
        assert first.workspace.kg_rows.current() is not None
    finally:
        first.close()
    second = GEChat(files.with_(storage="postgres", postgres_cache_dir=tmp_path / "two"), name, create_workspace=False)
    try:
        assert shown(second, QUESTIONS[0]) == want
        assert second.workspace._store is None
    finally:
        second.close()

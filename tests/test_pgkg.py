"""The KG as rows in PostgreSQL (gechat.pgkg): the same entities, subgraphs and answers as the store's snapshot."""

from __future__ import annotations

import json

import numpy as np
import pytest

from gechat import anchoring, pgentities, pgkg
from gechat.chat import GEChat
from gechat.codec import encode
from gechat.migrate import migrate_workspace
from gechat.pgsearch import _vector
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


def test_questions_read_the_rows_and_answer_as_from_the_store(pair, monkeypatch):
    files, postgres, name = pair
    one, two = GEChat(files, name, create_workspace=False), GEChat(postgres, name, create_workspace=False)
    try:
        assert two.workspace.kg_rows.current() is not None
        assert isinstance(two.workspace.entity_index(two.embedder), anchoring.EntityIndex)  # a few entities: held
        for question in QUESTIONS:
            assert shown(two, question) == shown(one, question), question
        monkeypatch.setattr(pgkg, "HELD_ENTITIES", 0)  # as a workspace of more entities than are held reads them
        two.workspace.kg_rows._index = None
        assert isinstance(two.workspace.entity_index(two.embedder), pgentities.EntityRows)
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
        index = pgentities.EntityRows.open(chat.workspace.kg_rows.db, chat.workspace_name)
        walk = chat.workspace.question_graph()
        assert rows(chat) == snapshot_rows(chat)
        snapshot = chat.workspace.graph()
        chat.workspace.kg_rows = None  # the store's own index, as the file storage builds it
        chat.workspace._index = None
        stored = chat.workspace.entity_index(chat.embedder)
        assert isinstance(index, pgentities.EntityRows) and isinstance(stored, anchoring.EntityIndex)
        assert len(index) == len(stored) > 100
        # the same anchors, found in the database or over every entity in the process, for steps that name
        # entities, paraphrase them, or name none
        steps = [e.name for e in stored.entities[::7]] + [
            "The sherbet is made with lemons, sugar and boiling water.", "Mr. Bingley has rented Netherfield Park.",
            "Table 4-1 lists the patch management metrics.", "Nothing here is about anything in the documents."]
        vecs = chat.embedder.encode(steps)
        for step, vec in zip(steps, vecs):
            for top_n, min_score in ((3, 0.5), (12, 0.0)):
                assert (anchoring.anchor("S", step, vec, index, top_n=top_n, min_score=min_score)
                        == anchoring.anchor("S", step, vec, stored, top_n=top_n, min_score=min_score)), step
        near, held = index.closest(vecs), stored.closest(vecs)
        assert [n for n, _ in near] == [n for n, _ in held]
        assert [s for _, s in near] == pytest.approx([s for _, s in held], abs=1e-6)  # one dot product, summed apart
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
        before = pgentities.EntityRows.open(reader.workspace.kg_rows.db, name)
        vec, words = reader.embedder.encode(["Lemon sherbet"])[0], {"lemon", "sherbet"}
        assert "lemon sherbet" in {n.lower() for n in before.scored(vec, words, 5)[0]}
        doc = next(d for d in writer.documents() if d.name.startswith("recipes"))
        assert writer.delete(doc.doc_id)
        assert reader.workspace._store is None
        reader.workspace.refresh()
        held = reader.workspace.entity_index(reader.embedder)  # the held index follows the other machine's change
        assert isinstance(held, anchoring.EntityIndex) and len(held) < len(before)
        assert "lemon sherbet" not in {n.lower() for n in held.names}
        after = pgentities.EntityRows.open(reader.workspace.kg_rows.db, name)
        assert len(after) < len(before) and "lemon sherbet" not in {n.lower() for n in after.scored(vec, words, 5)[0]}
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


def test_entities_named_by_a_step_are_found_by_their_words_also_in_rows_written_before_the_column(pair):
    _, postgres, name = pair
    chat = GEChat(postgres, name, create_workspace=False)
    try:
        db, ws = chat.workspace.kg_rows.db, chat.workspace_name
        with db.cursor() as cur:  # as a table made before the column holds them
            cur.execute("UPDATE gechat_kg_nodes SET name_words = NULL WHERE workspace = %s", (ws,))
        index = pgentities.EntityRows.open(db, ws)
        with db.cursor() as cur:
            assert cur.execute("SELECT count(*) FROM gechat_kg_nodes WHERE workspace = %s AND name_words IS NULL",
                               (ws,)).fetchone()[0] == 0
        # a vector that is near nothing: the nearest are the first by name; the named entity comes by its words
        nowhere = np.zeros(chat.embedder.encode(["x"]).shape[1], dtype=np.float32)
        words = {"lemon", "sherbet", "take"}
        names, _, lexical = index.scored(nowhere, words, 1)
        with db.cursor() as cur:
            every = [r[0] for r in cur.execute("SELECT name FROM gechat_kg_nodes WHERE workspace = %s", (ws,))]
        named = {n for n in every if pgentities.name_words(n) and set(pgentities.name_words(n)) <= words}
        assert {"Lemon", "Lemon sherbet"} <= named and {n for n, x in zip(names, lexical) if x} == named
        assert len(set(names) - named) >= 1 + pgentities.EntityRows.MARGIN - len(named)  # the nearest, by name
    finally:
        chat.close()


def test_the_entities_a_step_names_are_found_by_word_set_and_through_the_long_names_index_alike(pair):
    """Names of up to SHORT_NAME words by their word set (a B-tree), longer ones through the partial GIN index, a
    step of very many words by one containment query: always the names whose words all lie in the step's."""
    _, postgres, name = pair
    chat = GEChat(postgres, name, create_workspace=False)
    extra = ["Lemon sherbet boiling water sugar", "Boiling water for the lemon sherbet recipe", "Sugar",
             "Water sugar lemons", "Mrs. Bennet daughters Netherfield ball"]
    try:
        db, ws = chat.workspace.kg_rows.db, chat.workspace_name
        with db.cursor() as cur, cur.connection.transaction(force_rollback=True):  # rows of this test only
            cur.executemany("INSERT INTO gechat_kg_nodes (workspace, name, type, description, chunk_ids, embedding, "
                            "sha256, name_words) SELECT workspace, %s, type, description, chunk_ids, embedding, sha256, "
                            "%s FROM gechat_kg_nodes WHERE workspace = %s AND name = 'Lemon' "
                            "ON CONFLICT DO NOTHING", [(n, pgentities.name_words(n), ws) for n in extra])
            every = {n: set(w) for n, w in cur.execute(
                "SELECT name, name_words FROM gechat_kg_nodes WHERE workspace = %s AND cardinality(name_words) > 0",
                (ws,))}
            assert {len(w) for w in every.values()} >= {1, 2, 3, 4, 5}
            steps = ["The lemon sherbet takes boiling water, sugar and lemons.",
                     "Mrs. Bennet hopes her daughters meet Mr. Bingley at the Netherfield ball.",
                     " ".join(sorted({w for ws_ in every.values() for w in ws_}))]  # every name word: the fallback
            for step in steps:
                words = set(pgentities.name_words(step))
                sql, args = pgentities.named_query(words)
                assert (sql == pgentities.NAMED_ANY_SQL) == (step is steps[-1])
                found = {r[0] for r in cur.execute(sql, {**args, "ws": ws})}
                assert found == {n for n, w in every.items() if w <= words}, step
                assert found & set(extra) or step is steps[-1]
            cur.execute("SET LOCAL enable_seqscan = off")  # a few hundred rows: the planner would rather scan them
            sql, args = pgentities.named_query(set(pgentities.name_words(steps[0])))
            plan = "\n".join(r[0] for r in cur.execute("EXPLAIN " + sql, {**args, "ws": ws}))
        # the word sets through an index (on a few hundred rows the planner may take the GIN one, which also
        # answers equality; on 100,000 it takes the B-tree: eval/results/bench_scale.md), the long names through theirs
        assert "Seq Scan on gechat_kg_nodes" not in plan and "gechat_kg_nodes_long_words" in plan, plan
    finally:
        chat.close()


def test_past_many_entities_the_nearest_come_through_the_hnsw_index_and_anchor_alike(pair, monkeypatch):
    _, postgres, name = pair
    chat = GEChat(postgres, name, create_workspace=False)
    try:
        db, ws = chat.workspace.kg_rows.db, chat.workspace_name
        exact = pgentities.EntityRows.open(db, ws)
        monkeypatch.setattr(pgentities, "APPROXIMATE_ENTITIES", 1)  # as a workspace of more entities than that opens
        approximate = pgentities.EntityRows.open(db, ws)
        width = chat.embedder.encode(["x"]).shape[1]
        assert exact.approximate == 0 and approximate.approximate == width
        steps = ["The sherbet is made with lemons, sugar and boiling water.",
                 "Mr. Bingley has rented Netherfield Park.", "Table 4-1 lists the patch management metrics.", "Nothing here is about anything in the documents."]
        vecs = chat.embedder.encode(steps)
        with db.cursor() as cur:  # the query the approximate index answers uses the HNSW index (not a full scan)
            cur.execute("SET enable_seqscan = off")  # a few hundred rows: the planner would rather scan them
            plan, exact_plan = ("\n".join(r[0] for r in cur.execute("EXPLAIN " + index.nearest_sql(),
                                                                    (ws, _vector(vecs[0]), 28)))
                                for index in (approximate, exact))
            cur.execute("RESET enable_seqscan")
        assert f"gechat_kg_nodes_hnsw_{width}" in plan and "hnsw" not in exact_plan, (plan, exact_plan)
        for step, vec in zip(steps, vecs):  # a few hundred entities: the graph search finds the exact nearest
            assert (anchoring.anchor("S", step, vec, approximate, top_n=12, min_score=0.0)
                    == anchoring.anchor("S", step, vec, exact, top_n=12, min_score=0.0)), step
        assert [n for n, _ in approximate.closest(vecs)] == [n for n, _ in exact.closest(vecs)]
    finally:
        chat.close()

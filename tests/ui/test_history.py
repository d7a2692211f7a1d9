from __future__ import annotations

import pytest

from gechat.embed import Embedder
from gechat.settings import Settings
from gechat.ui.history import Turn, answer_from_dict, load_history, new_chat_id, save_history, valid_chat_id
from gechat.ui.review import Review
from gechat.workspace import Workspace


@pytest.fixture
def open_ws(tmp_path):
    settings = Settings(workspace_dir=tmp_path)
    return lambda name: Workspace.open(settings, name, embedder=Embedder.__new__(Embedder))


def test_answers_round_trip_through_their_dict(pdf_answer):
    back = answer_from_dict(pdf_answer.to_dict())
    assert back == pdf_answer
    assert isinstance(back.evidence[0].best.sentence.boxes[0], tuple)


def test_history_is_saved_and_loaded_per_workspace_and_tab(open_ws, pdf_answer):
    review = Review()
    review.replace(pdf_answer, "S1", 0, note="better")
    turns = [Turn("Who publishes FIPS?", pdf_answer, review=review), Turn("Broken?", error="The server is down.")]
    team_a = open_ws("team-a")
    tab1, tab2 = new_chat_id(), new_chat_id()
    assert tab1 != tab2 and valid_chat_id(tab1) and not valid_chat_id("../x")
    save_history(team_a, tab1, turns)
    save_history(team_a, tab2, [Turn("Another tab's question", error="x")])  # a second tab writes its own chat
    back = load_history(team_a, tab1)
    assert [t.question for t in back] == ["Who publishes FIPS?", "Broken?"]
    assert back[0].answer == pdf_answer and back[1].answer is None and back[1].error == "The server is down."
    assert back[0].review.get("S1").alternative == 0 and back[0].review.get("S1").note == "better"
    assert [t.question for t in load_history(team_a, tab2)] == ["Another tab's question"]
    assert sorted(team_a.chat_ids()) == sorted([tab1, tab2])
    assert load_history(open_ws("team-b"), tab1) == []


def test_an_unreadable_history_starts_afresh(open_ws):
    ws = open_ws("w")
    ws.storage.write_bytes("chats/t1.json", b"{not json")
    assert load_history(ws, "t1") == []


def test_a_history_from_before_chats_per_tab_is_adopted(tmp_path, pdf_answer):
    old = tmp_path / "w" / "app"
    (old / "sources").mkdir(parents=True)
    (old / "sources" / "abc.pdf").write_bytes(b"%PDF-1.7")
    ws = Workspace.open(Settings(workspace_dir=tmp_path), "w", embedder=Embedder.__new__(Embedder))
    save_history(ws, "default", [Turn("q", pdf_answer)])
    (old / "chat_history.json").write_bytes(ws.storage.read_bytes("chats/default.json"))
    ws.storage.delete("chats/default.json")
    again = Workspace.open(Settings(workspace_dir=tmp_path), "w", embedder=Embedder.__new__(Embedder))
    assert [t.question for t in load_history(again, "default")] == ["q"]
    assert again.source("abc") == (".pdf", b"%PDF-1.7")
    assert not [p for p in old.rglob("*") if p.is_file()]  # moved, not copied


def test_two_tabs_on_one_chat_lose_no_message(open_ws, pdf_answer):
    ws = open_ws("w")
    tab1 = [Turn("first?", pdf_answer, asked_at=1.0)]
    tab2 = list(load_history(ws, "c1")) + [Turn("from tab two?", error="x", asked_at=2.0)]
    save_history(ws, "c1", tab1)
    save_history(ws, "c1", tab2)  # tab two never saw tab one's question
    tab1.append(Turn("third?", error="y", asked_at=3.0))
    merged = save_history(ws, "c1", tab1)
    assert [t.question for t in merged] == ["first?", "from tab two?", "third?"]
    assert [t.question for t in load_history(ws, "c1")] == ["first?", "from tab two?", "third?"]
    review = Review()
    review.reject(pdf_answer, "S1")
    save_history(ws, "c1", [Turn("first?", pdf_answer, review=review, asked_at=1.0)])  # this tab's review wins
    back = load_history(ws, "c1")
    assert len(back) == 3 and back[0].review.get("S1").action == "reject"
    assert save_history(ws, "c1", [Turn("only", asked_at=9.0)], merge=False) and len(load_history(ws, "c1")) == 1


def test_chat_summaries_list_the_workspace_chats_most_recent_first(open_ws):
    from gechat.ui.history import chat_summaries, visible_turns

    ws = open_ws("w")
    save_history(ws, "old", [Turn("An old question?", error="x", asked_at=10.0)])
    save_history(ws, "new", [Turn("A new one?", error="x", asked_at=20.0), Turn("More?", error="x", asked_at=30.0)])
    ws.storage.write_bytes("chats/broken.json", b"{nope")
    cache: dict = {}
    got = chat_summaries(ws, cache)
    assert [(c.chat_id, c.title, c.turns) for c in got] == [("new", "A new one?", 2), ("old", "An old question?", 1)]
    save_history(ws, "old", [Turn("An old question?", error="x", asked_at=10.0), Turn("Again?", error="x", asked_at=40.0)],
                 merge=False)
    assert [c.chat_id for c in chat_summaries(ws, cache)] == ["old", "new"]  # a changed chat is read again
    assert list(visible_turns(20, None, 8)) == list(range(12, 20)) and list(visible_turns(20, 16, 8)) == list(range(4, 20))
    assert list(visible_turns(3, None, 8)) == [0, 1, 2]

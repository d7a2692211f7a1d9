"""Chats per browser tab: two app runs on one workspace keep separate histories; the sidebar reopens
earlier chats and starts new ones; a long chat shows its last turns with a "Show earlier" control.

Real app (AppTest), real sample text, offline models: indexing and answering run for real.
"""

from __future__ import annotations

import time

import pytest
from streamlit.testing.v1 import AppTest

from gechat.embed import Embedder
from gechat.settings import Settings
from gechat.ui.history import PAGE, Turn, load_history, save_history
from gechat.workspace import Workspace

pytestmark = pytest.mark.slow
INDEX_WAIT_S = 900
POLICY = (b"The policy engine decides whether to grant access to a resource. "
          b"The policy administrator executes the decision of the policy engine. "
          b"The policy enforcement point enables and terminates connections to the resource.")


def _questions(at: AppTest) -> list[str]:
    """The user messages shown, in order."""
    return [m.markdown[0].value for m in at.chat_message if m.name == "user"]


def _workspace(app_env) -> Workspace:
    return Workspace.open(Settings(workspace_dir=app_env), "default", embedder=Embedder.__new__(Embedder))


def _index(at: AppTest, name: str, data: bytes) -> None:
    at.file_uploader(key="uploads_0").set_value([(name, data, "text/plain")])
    at.run()
    at.button(key="index").click().run()
    deadline = time.monotonic() + INDEX_WAIT_S
    while not any(e.label == "Documents (1 indexed)" for e in at.expander):
        assert time.monotonic() < deadline, f"{name} was not indexed"
        time.sleep(1.0)
        at.run(timeout=120)
        assert not at.exception, at.exception


def test_two_app_runs_on_one_workspace_keep_separate_histories(app_env, app_path):
    tab1 = AppTest.from_file(str(app_path), default_timeout=120)
    tab1.run()
    _index(tab1, "policy.txt", POLICY)
    tab1.chat_input(key="question").set_value("What does the policy engine decide?").run(timeout=600)
    assert not tab1.exception and not tab1.error, [e.value for e in tab1.error]

    tab2 = AppTest.from_file(str(app_path), default_timeout=120)  # a second browser tab on the same workspace
    tab2.run()
    assert _questions(tab2) == []  # a new tab starts its own chat
    tab2.chat_input(key="question").set_value("Who executes the decision?").run(timeout=600)
    tab1.chat_input(key="question").set_value("What does the enforcement point do?").run(timeout=600)
    tab2.run()
    tab1.run()
    assert not tab1.exception and not tab2.exception
    assert _questions(tab1) == ["What does the policy engine decide?", "What does the enforcement point do?"]
    assert _questions(tab2) == ["Who executes the decision?"]

    # both chats are stored, neither overwrote the other
    id1, id2 = tab1.session_state["chat_id"], tab2.session_state["chat_id"]
    assert id1 != id2 and tab1.query_params["chat"] == id1
    ws = _workspace(app_env)
    assert sorted(ws.chat_ids()) == sorted([id1, id2])
    assert [t.question for t in load_history(ws, id1)] == _questions(tab1)
    assert [t.question for t in load_history(ws, id2)] == ["Who executes the decision?"]
    assert all(t.answer is not None and t.asked_at > 0 for t in load_history(ws, id1))

    # the sidebar lists the workspace's chats (most recent first); tab 2 reopens tab 1's chat
    listed = [b.label for b in tab2.sidebar.button if b.key.startswith("chat_") and b.key != "chat_new"]
    assert listed == ["What does the policy engine decide? (2)", "Who executes the decision? (1)"]
    tab2.button(key=f"chat_{id1}").click().run()
    assert _questions(tab2) == _questions(tab1) and tab2.query_params["chat"] == id1
    # and starts a new one
    tab2.button(key="chat_new").click().run()
    assert _questions(tab2) == [] and tab2.session_state["chat_id"] not in (id1, id2)


def test_a_long_chat_shows_its_last_turns_and_the_earlier_ones_on_request(app_env, app_path):
    ws = _workspace(app_env)
    turns = [Turn(f"Question number {k}?", error="The server is down.", asked_at=1000.0 + k) for k in range(PAGE + 5)]
    save_history(ws, "longchat", turns)
    at = AppTest.from_file(str(app_path), default_timeout=120)
    at.query_params["chat"] = "longchat"
    at.run()
    assert not at.exception
    assert _questions(at) == [f"Question number {k}?" for k in range(5, PAGE + 5)]
    more = at.button(key="show_earlier")
    assert more.label == "Show earlier questions (5 more)"
    more.click().run()
    assert _questions(at) == [f"Question number {k}?" for k in range(PAGE + 5)]
    assert not [b for b in at.button if b.key == "show_earlier"]

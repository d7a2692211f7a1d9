from __future__ import annotations

from gechat.ui.history import Turn, answer_from_dict, history_path, load_history, save_history
from gechat.ui.review import Review


def test_answers_round_trip_through_their_dict(pdf_answer):
    back = answer_from_dict(pdf_answer.to_dict())
    assert back == pdf_answer
    assert isinstance(back.evidence[0].best.sentence.boxes[0], tuple)


def test_history_is_saved_and_loaded_per_workspace(tmp_path, pdf_answer):
    review = Review()
    review.replace(pdf_answer, "S1", 0, note="better")
    turns = [Turn("Who publishes FIPS?", pdf_answer, review=review), Turn("Broken?", error="The server is down.")]
    path = history_path(tmp_path, "team-a")
    assert path == tmp_path / "team-a" / "app" / "chat_history.json"
    save_history(path, turns)
    back = load_history(path)
    assert [t.question for t in back] == ["Who publishes FIPS?", "Broken?"]
    assert back[0].answer == pdf_answer and back[1].answer is None and back[1].error == "The server is down."
    assert back[0].review.get("S1").alternative == 0 and back[0].review.get("S1").note == "better"
    assert load_history(history_path(tmp_path, "team-b")) == []


def test_an_unreadable_history_starts_afresh(tmp_path):
    path = tmp_path / "chat_history.json"
    path.write_text("{not json", encoding="utf-8")
    assert load_history(path) == []

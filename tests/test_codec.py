"""The record codec: every record kind round-trips through JSON text, and old or odd JSON reads as documented."""

from __future__ import annotations

import json

import pytest

from gechat.codec import decode, encode
from gechat.records import (
    Anchor,
    Answer,
    AnswerItem,
    Chunk,
    EvidenceChoice,
    Judgment,
    PagePart,
    Relation,
    RelevantSentence,
    RunStats,
    ScoredSentence,
    Sentence,
    Step,
    Subgraph,
)

BROKEN = Sentence("sent-1", "doc-1", 3, "The council approved the bridge on\nMonday.", 120, 162, page=2,
                  boxes=((10.0, 700.5, 300.0, 712.0),), more=(PagePart(3, 155, 162, ((10.0, 40.0, 60.0, 52.0),)),))
PLAIN = Sentence("sent-2", "doc-1", 4, "It opens in May.", 163, 179)


def _answer() -> Answer:
    scored = ScoredSentence(BROKEN, entailment=0.91, length_penalty=0.2, score=0.355, neutral=0.05,
                            contradiction=0.04, lexical=0.8, cosine=0.7, fragment=True)
    against = ScoredSentence(PLAIN, 0.01, 0.0, -0.2, neutral=0.02, contradiction=0.97, conflict="negation")
    choice = EvidenceChoice("S1", scored, (scored, against), hops_used=2, entailed=True, verdict="supported",
                            kg_fact="council approved bridge", kg_fact_similarity=0.83, candidates_scored=7,
                            contradicting=against, claim_support=0.64)
    empty = EvidenceChoice("A1", None, (), hops_used=0, entailed=False)
    return Answer(
        question="Did the council approve the bridge?", mode="kg",
        answers=(AnswerItem("A1", "Yes."),), steps=(Step("S1", "The council approved the bridge.", "retrieved",
                                                         "sent-1"),),
        anchors=(Anchor("S1", "council", 0.9, "both"),),
        subgraphs=(Subgraph("S1", 2, ("council", "bridge"), (Relation("council", "bridge", "approved", "vote", 2.0,
                                                                      ("chunk-1",)),), ("chunk-1",)),),
        evidence=(choice,), answer_nodes={"A1": "bridge"},
        stats=RunStats({"judge": 0.25}, llm_calls=1, nli_pairs=7), models={"judge": "offline"},
        notes=("demo model",), nearest=(RelevantSentence(PLAIN, 0.4),), answer_evidence=(empty,),
    )


@pytest.mark.parametrize("record", [
    BROKEN, PLAIN, _answer(), Chunk("chunk-1", "doc-1", 0, "text", 0, 4, ("sent-1", "sent-2"), 3),
    Judgment(0.1, 0.2, 0.7, conflict="antonym", unstated="no result"),
])
def test_every_record_kind_round_trips_through_json_text(record):
    back = decode(type(record), json.loads(json.dumps(encode(record))))
    assert back == record
    assert type(back) is type(record)


def test_nested_values_come_back_as_their_declared_types():
    back = decode(Answer, json.loads(json.dumps(encode(_answer()))))
    sentence = back.evidence[0].best.sentence
    assert isinstance(back.steps, tuple) and isinstance(back.evidence[0].alternatives, tuple)
    assert isinstance(sentence.boxes, tuple) and isinstance(sentence.boxes[0], tuple)
    assert isinstance(sentence.more[0], PagePart) and isinstance(sentence.more[0].boxes[0], tuple)
    assert back.answer_evidence[0].best is None and back.evidence[0].claim_support == 0.64
    assert isinstance(back.stats, RunStats) and back.stats.stage_seconds == {"judge": 0.25}


def test_a_float_written_as_an_integer_reads_as_a_float():
    data = encode(PLAIN) | {"boxes": [[1, 2, 3, 4]]}
    back = decode(Sentence, data)
    assert back.boxes == ((1.0, 2.0, 3.0, 4.0),)
    assert all(type(v) is float for v in back.boxes[0])
    assert type(decode(Judgment, {"entailment": 1, "neutral": 0, "contradiction": 0}).entailment) is float


def test_older_and_newer_writers_are_read():
    data = encode(EvidenceChoice("S1", None, (), 1, True))
    data["supported"] = data.pop("entailed")  # the field's old name
    data["written_by_a_newer_version"] = [1, 2]
    del data["verdict"], data["claim_support"]
    back = decode(EvidenceChoice, data)
    assert back.entailed is True and back.verdict == "unsupported" and back.claim_support is None


def test_json_null_stays_none_inside_containers():
    data = encode(_answer())
    data["evidence"][0]["contradicting"] = None
    assert decode(Answer, data).evidence[0].contradicting is None


def test_a_record_that_is_not_an_object_is_a_type_error():
    with pytest.raises(TypeError, match="Sentence: expected an object, found list"):
        decode(Sentence, ["sent-1"])
    with pytest.raises(TypeError, match="Step: expected an object, found str"):
        decode(Answer, encode(_answer()) | {"steps": ["S1"]})


def test_threads_reading_a_type_for_the_first_time_all_get_whole_records():
    # the reader of a type is made on its first read; a thread must never see it half made (fields missing
    # would take their defaults silently: an Anchor "both" read as "embedding")
    import sys
    import threading

    from gechat import codec

    data = encode(_answer())
    wrong: list[object] = []
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for _ in range(100):
            codec._reader.cache_clear()
            start = threading.Barrier(4)

            def read():
                start.wait()
                try:
                    if decode(Answer, data) != _answer():
                        wrong.append("other record")
                except TypeError as exc:
                    wrong.append(exc)

            threads = [threading.Thread(target=read) for _ in range(4)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
    finally:
        sys.setswitchinterval(interval)
    assert wrong == []

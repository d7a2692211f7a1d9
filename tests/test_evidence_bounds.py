"""The evidence stage's bounds for large workspaces (issue 18).

A step is offered at most ``max_offered`` subgraph sentences (one per distinct text past the bound;
:func:`gechat.anchoring.candidate_sentences`), a question judges each (sentence, step) pair once
(:class:`gechat.pipeline.JudgedOnce`) and reads each record once (:class:`gechat.pipeline.ReadOnce`), and anchoring's lexical match is one array operation
(:meth:`gechat.anchoring.EntityIndex.named_in`). Checked on hand-made records and on a real small
PostgreSQL workspace (the embedded server) holding a document and copies of it.
"""

from __future__ import annotations

import pytest

from gechat import anchoring
from gechat.chat import GEChat
from gechat.entail.base import Entailer
from gechat import pipeline
from gechat.pipeline import JudgedOnce, ReadOnce
from gechat.records import Chunk, Entity, Sentence
from gechat.settings import Settings
from gechat.text import content_words
from tests.pg_server import fresh_name, pg_url  # noqa: F401 - the fixture

LEMONS = "How many lemons does the lemon sherbet take?"


def _sentence(doc: str, i: int, text: str) -> Sentence:
    return Sentence(f"{doc}-s{i}", doc, i, text, i * 100, i * 100 + len(text))


class Reads(dict):
    """Records by id, read many at a time as the workspace reads them (``many``), counting the reads."""

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.read: list[str] = []
        self.batches = 0

    def many(self, ids):
        self.batches += 1
        self.read.extend(ids)
        return {i: self[i] for i in ids if i in self}


@pytest.fixture
def one_chunk_a_read(monkeypatch):
    """Chunks read one at a time, so that where the reading stops shows chunk by chunk."""
    monkeypatch.setattr(anchoring, "READ_BATCH", 1)


def _copies() -> tuple[Reads, dict[str, Sentence]]:
    """Three documents: d0 with three sentences, d1 a copy of it, d2 with three sentences of its own."""
    texts = {"d0": ["Take 25 lemons.", "Add sugar.", "Stir well."], "d1": ["Take 25 lemons.", "Add sugar.", "Stir well."],
             "d2": ["Boil the water.", "Cool it.", "Serve cold."]}
    sentences = {s.id: s for d, ts in texts.items() for s in (_sentence(d, i, t) for i, t in enumerate(ts))}
    chunks = Reads({f"k-{d}": Chunk(f"k-{d}", d, 0, "", 0, 0, tuple(f"{d}-s{i}" for i in range(3)), 3) for d in texts})
    return chunks, Reads(sentences)


def test_up_to_the_bound_every_sentence_is_offered_as_before():
    chunks, sentences = _copies()
    order = ["k-d0", "k-d1", "k-d2"]
    every = anchoring.candidate_sentences(order, chunks.many, sentences.many)
    assert len(every) == 9
    assert anchoring.candidate_sentences(order, chunks.many, sentences.many, limit=9) == every
    assert anchoring.candidate_sentences(order, chunks.many, sentences.many, limit=100) == every


def test_past_the_bound_one_sentence_per_text_nearest_chunks_first_and_no_chunk_read_after(one_chunk_a_read):
    chunks, sentences = _copies()
    got = anchoring.candidate_sentences(["k-d0", "k-d1", "k-d2"], chunks.many, sentences.many, limit=5)
    # d1 repeats d0 word for word: its copies go; d2's first two sentences fill the bound, in document order
    assert [s.id for s in got] == ["d0-s0", "d0-s1", "d0-s2", "d2-s0", "d2-s1"]
    chunks.read.clear()
    got = anchoring.candidate_sentences(["k-d2", "k-d0", "k-d1"], chunks.many, sentences.many, limit=3)
    assert [s.id for s in got] == ["d2-s0", "d2-s1", "d2-s2"] and chunks.read == ["k-d2"]  # the first chunk filled it
    got = anchoring.candidate_sentences(["k-d0", "k-d1"], chunks.many, sentences.many, limit=4, exclude={"d0-s0"})
    assert [s.id for s in got] == ["d0-s1", "d0-s2", "d1-s0"]  # an excluded sentence's copy is still offered


def test_copies_stop_the_reading_at_a_few_times_the_bound(one_chunk_a_read):
    chunks, sentences = _copies()
    for i in range(2, 40):  # 38 copies of d0 between it and d2: 117 sentences, 3 distinct texts, before d2
        sentences.update({f"c{i}-s{j}": Sentence(f"c{i}-s{j}", f"c{i}", j, s.text, s.char_start, s.char_end)
                          for j, s in enumerate(sentences[f"d0-s{k}"] for k in range(3))})
        chunks[f"k-c{i}"] = Chunk(f"k-c{i}", f"c{i}", 0, "", 0, 0, tuple(f"c{i}-s{j}" for j in range(3)), 3)
    order = ["k-d0"] + [f"k-c{i}" for i in range(2, 40)] + ["k-d2"]
    got = anchoring.candidate_sentences(order, chunks.many, sentences.many, limit=4)
    assert len(chunks.read) == 4 * 4 // 3 + 1  # stopped after 4 x 4 sentences read: three per chunk
    assert [s.text for s in got] == ["Take 25 lemons.", "Add sugar.", "Stir well."]  # d2 not reached


def test_records_are_read_in_batches_and_offer_what_chunk_by_chunk_reading_offers(monkeypatch):
    chunks, sentences = _copies()
    for i in range(2, 40):
        sentences.update({f"c{i}-s{j}": Sentence(f"c{i}-s{j}", f"c{i}", j, f"Step {i}.{j} of the copy.", 0, 20)
                          for j in range(3)})
        chunks[f"k-c{i}"] = Chunk(f"k-c{i}", f"c{i}", 0, "", 0, 0, tuple(f"c{i}-s{j}" for j in range(3)), 3)
    order = ["k-d0", "k-d1"] + [f"k-c{i}" for i in range(2, 40)] + ["k-d2"]
    for limit in (None, 4, 30, 500):
        batched = anchoring.candidate_sentences(order, chunks.many, sentences.many, limit=limit)
        monkeypatch.setattr(anchoring, "READ_BATCH", 1)
        single = anchoring.candidate_sentences(order, chunks.many, sentences.many, limit=limit)
        monkeypatch.undo()
        assert batched == single and len(batched) == (123 if limit is None or limit >= 123 else limit)
    chunks.batches = sentences.batches = 0
    anchoring.candidate_sentences(order, chunks.many, sentences.many)
    assert (chunks.batches, sentences.batches) == (2, 2)  # 41 chunks, 32 a read: two reads of each kind


def test_the_lexical_match_is_the_rule_it_replaced():
    names = ["policy engine", "access", "the", "Engine policy", "trust algorithm", "access log", ""]
    index = anchoring.EntityIndex([Entity(n) for n in names], None, tuple(frozenset(content_words(n)) for n in names))
    for step in ["The policy engine grants access.", "Nothing here.", "", "Logs of access: the access log."]:
        words = set(content_words(step))
        want = [1.0 if w and w <= words else 0.0 for w in index.name_words]
        assert index.named_in(words).tolist() == want, step
    empty = anchoring.EntityIndex((), None, ())
    assert empty.named_in({"access"}).tolist() == []


class Counting(Entailer):
    name = "counting"

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, str]] = []

    def _score(self, premises, hypotheses):
        self.calls += list(zip(premises, hypotheses))
        return [0.9 if "lemons" in p else 0.1 for p in premises]


def test_a_question_judges_each_pair_once():
    inner = Counting()
    once = JudgedOnce(inner)
    first = once.judge(["Take 25 lemons.", "Add sugar.", "Take 25 lemons."], ["S", "S", "S"])
    again = once.judge(["Add sugar.", "Take 25 lemons.", "Stir."], ["S", "T", "S"])
    assert inner.calls == [("Take 25 lemons.", "S"), ("Add sugar.", "S"), ("Take 25 lemons.", "T"), ("Stir.", "S")]
    assert first[0] == first[2] and again[0] == first[1] and again[1] == first[0]
    assert once.pairs_scored == inner.pairs_scored == 4 and once.name == "counting"
    assert JudgedOnce(once).inner is inner  # never nested


@pytest.fixture(scope="module")
def copies(pg_url, tmp_path_factory, test_data):  # noqa: F811
    """A PostgreSQL workspace with the recipes excerpt and three copies of it (each under a title line of its own)."""
    root = tmp_path_factory.mktemp("bounds")
    settings = Settings(workspace_dir=root / "ws", storage="postgres", postgres_url=pg_url,
                        postgres_cache_dir=root / "cache")
    name = fresh_name("bounds")
    text = (test_data / "recipes_excerpt.txt").read_text(encoding="utf-8-sig")
    chat = GEChat(settings, name)
    try:
        for i in range(4):
            data = (text if i == 0 else f"Copy {i} of the recipes.\n\n{text}").encode()
            assert chat.index_file(data, f"recipes{i}.txt").status == "indexed"
    finally:
        chat.close()
    return settings, name


def _ask(settings: Settings, name: str, question: str):
    chat = GEChat(settings, name, create_workspace=False)
    try:
        return chat.ask(question)
    finally:
        chat.close()


@pytest.mark.slow
def test_copies_past_the_bound_leave_the_evidence_and_are_judged_once(copies):
    settings, name = copies
    plain = _ask(settings, name, LEMONS)
    bounded = _ask(settings.with_(max_offered=12), name, LEMONS)
    assert plain.outcome == bounded.outcome == "answered" and plain.evidence

    def texts(choice) -> int:
        return len({s.sentence.text for s in [choice.best, *choice.alternatives]})

    pairs = list(zip(plain.evidence + plain.answer_evidence, bounded.evidence + bounded.answer_evidence, strict=True))
    for a, b in pairs:
        assert a.best.sentence.text == b.best.sentence.text and a.verdict == b.verdict
        assert texts(b) >= texts(a)
    # without the bound the copies take places among the candidates; past it they give them to other sentences
    # (a wider radius may still offer a copy of a text the first one did: the judge sees that pair once anyway)
    assert sum(texts(b) for _, b in pairs) > sum(texts(a) for a, _ in pairs)
    step_text = {s.id: s.text for s in plain.steps}
    judged = {(s.sentence.text, step_text[e.step_id]) for e in plain.evidence for s in [e.best, *e.alternatives]}
    assert plain.stats.nli_pairs < sum(e.candidates_scored for e in plain.evidence + plain.answer_evidence)
    assert len(judged) <= plain.stats.nli_pairs
    assert _ask(settings, name, LEMONS).stats.nli_pairs == plain.stats.nli_pairs  # nothing kept between questions


class Held:
    """A workspace's record reads (``get_chunks``, ``get_sentences``) over :class:`Reads`, and a name."""

    name = "held"

    def __init__(self) -> None:
        self.chunks, self.sentences = _copies()
        self.get_chunks, self.get_sentences = self.chunks.many, self.sentences.many


def test_a_question_reads_each_record_once():
    held = Held()
    once = ReadOnce(held)
    first = once.get_sentences(["d0-s0", "d0-s1", "none"])
    again = once.get_sentences(["d0-s1", "d2-s0", "none", "d0-s0"])
    assert held.sentences.read == ["d0-s0", "d0-s1", "none", "d2-s0"], "an id is read once, found or not"
    assert held.sentences.batches == 2 and list(first) == ["d0-s0", "d0-s1"]
    assert list(again) == ["d0-s1", "d2-s0", "d0-s0"] and again["d0-s0"] is first["d0-s0"]
    assert once.get_sentence("d0-s1") == held.sentences["d0-s1"] and once.get_sentence("none") is None
    assert held.sentences.batches == 2
    assert once.get_chunks(["k-d1"]) == once.get_chunks(["k-d1", "k-d1"]) and held.chunks.read == ["k-d1"]
    assert once.name == "held" and ReadOnce(once).inner is held  # the rest is the workspace's; never nested


@pytest.mark.slow
def test_reading_each_record_once_changes_no_evidence(copies, monkeypatch):
    settings, name = copies
    once = _ask(settings, name, LEMONS)
    monkeypatch.setattr(pipeline, "ReadOnce", lambda workspace: workspace)
    plain = _ask(settings, name, LEMONS)
    assert once.outcome == "answered" and once.evidence
    assert once.to_dict()["evidence"] == plain.to_dict()["evidence"]
    assert once.to_dict()["answer_evidence"] == plain.to_dict()["answer_evidence"]

"""Pipeline logic on a hand-built KG (anchoring, hop relaxation, verdicts, LLM modes).

The workspace here is a small in-memory stand-in exposing the same methods the
pipeline calls; the embedder is the real packaged MiniLM; the entailer is a
lookup table (the test is about selection logic, not about a model).
"""

from __future__ import annotations

import networkx as nx
import pytest

from gechat import retrieval
from gechat.anchoring import EntityIndex
from gechat.embed import Embedder
from gechat.entail.base import Entailer
from gechat.kg.graph import entities as graph_entities
from gechat.llm.scripted import ScriptedLLM
from gechat.pipeline import Models, answer_question
from gechat.records import Chunk, Document, Sentence
from gechat.sentence_vectors import SentenceVectors
from gechat.settings import Settings
from gechat.storage import Storage
from gechat.workspace import RAGContext

SENTENCES = {
    "c1": ["Alice manages the payroll team.", "The payroll team meets on Mondays."],
    "c2": ["Bob audits the payroll system every quarter.", "Audits are documented in the ledger."],
    "c3": ["The ledger is stored in the basement archive."],
}


class TableEntailer(Entailer):
    name = "table"

    def __init__(self, table: dict[tuple[str, str], float]) -> None:
        super().__init__()
        self.table = table
        self.calls: list[tuple[str, str]] = []

    def _score(self, premises, hypotheses):
        self.calls += list(zip(premises, hypotheses))
        return [self.table.get((p, h), 0.05) for p, h in zip(premises, hypotheses)]


class MemoryStorage(Storage):
    """A workspace storage held in a dict."""

    def __init__(self) -> None:
        self.data: dict[str, bytes] = {}

    def read_bytes(self, key):
        return self.data.get(key)

    def write_bytes(self, key, data):
        self.data[key] = bytes(data)

    def delete(self, key):
        return self.data.pop(key, None) is not None

    def keys(self, prefix=""):
        return sorted(k for k in self.data if k.startswith(prefix))

    def area(self, name):
        raise NotImplementedError


class MemoryWorkspace:
    """The workspace surface the pipeline reads, over hand-made records."""

    def __init__(self) -> None:
        self.vectors = SentenceVectors(MemoryStorage())
        self.chunks: dict[str, Chunk] = {}
        self._sentences: dict[str, Sentence] = {}
        pos = 0
        for cid, texts in SENTENCES.items():
            ids = []
            for t in texts:
                sid = f"{cid}-s{len(ids)}"
                self._sentences[sid] = Sentence(sid, "doc", len(self._sentences), t, pos, pos + len(t))
                pos += len(t) + 1
                ids.append(sid)
            self.chunks[cid] = Chunk(cid, "doc", len(self.chunks), " ".join(texts), 0, 0, tuple(ids), 10)
        g = nx.Graph()
        g.add_node("Alice", entity_type="person", description="Alice", source_id="c1")
        g.add_node("payroll team", entity_type="concept", description="", source_id="c1")
        g.add_node("Bob", entity_type="person", description="Bob", source_id="c2")
        g.add_node("payroll system", entity_type="concept", description="", source_id="c2")
        g.add_node("ledger", entity_type="concept", description="", source_id="c3")
        g.add_node("basement archive", entity_type="concept", description="", source_id="c3")
        g.add_edge("Alice", "payroll team", keywords="manage", description="Alice manages the payroll team.", weight=1.0, source_id="c1")
        g.add_edge("Bob", "payroll system", keywords="audit", description="Bob audits the payroll system.", weight=1.0, source_id="c2")
        g.add_edge("payroll system", "ledger", keywords="co-occurs with", description="", weight=1.0, source_id="c2")
        g.add_edge("ledger", "basement archive", keywords="store in", description="The ledger is stored in the basement archive.", weight=1.0, source_id="c3")
        self.g = g
        self._index = None

    def graph(self):
        return self.g

    def question_graph(self):  # the file storage's: the snapshot itself
        return self.g

    def entity_index(self, embedder):
        if self._index is None:
            self._index = EntityIndex.build(graph_entities(self.g), embedder)
        return self._index

    def get_chunks(self, ids):
        return {c: self.chunks[c] for c in ids if c in self.chunks}

    def get_sentences(self, ids):
        return {s: self._sentences[s] for s in ids if s in self._sentences}

    def in_chunks(self, chunk_ids, sentences):  # as the file storage's Workspace.in_chunks
        wanted = {s.id for s in sentences}
        return {sid for c in self.get_chunks(chunk_ids).values() for sid in c.sentence_ids if sid in wanted}

    def get_sentence(self, sid):
        return self._sentences.get(sid)

    def get_document(self, doc_id):  # the one document every sentence belongs to, its sentences a space apart
        sents = tuple(sorted(self._sentences.values(), key=lambda s: s.index))
        return Document(doc_id, "doc.txt", "txt", " ".join(s.text for s in sents), sents)

    def sentence_vectors(self, sentences, embedder):  # as the file storage's: encoded (primed from the stored ones)
        return embedder.encode([s.text for s in sentences])

    def sentences(self):
        return list(self._sentences.values())

    def retrieve(self, question, embedder):  # the file storage's retrieval: every sentence, in this process
        self.vectors.prime(embedder, self.sentences())
        return retrieval.retrieve(question, self.sentences(), embedder)

    def kg_context(self, question, embedder=None, *, top_k=10):
        return RAGContext(["Bob audits the payroll system."], ["Bob audits the payroll system every quarter."])


@pytest.fixture(scope="module")
def embedder():
    return Embedder()


def _settings(**kw):
    return Settings(**({"hops": 1, "max_hops": 2, "entail_threshold": 0.5} | kw))


def test_standalone_steps_get_entailing_sentences_and_verdicts(embedder):
    ws = MemoryWorkspace()
    step = "Alice manages the payroll team."
    ent = TableEntailer({("Alice manages the payroll team.", step): 0.97})
    llm = ScriptedLLM([{"answers": ["Alice"], "steps": [step]}])
    settings = _settings(anchor_min_similarity=0.6)
    ans = answer_question("Who runs payroll?", ws, Models(embedder, ent, llm), settings, mode="standalone")
    assert [s.id for s in ans.steps] == ["S1"] and ans.answers[0].text == "Alice"
    ev = ans.evidence_for("S1")
    assert ev.best.sentence.text == "Alice manages the payroll team."
    assert ev.best.score == pytest.approx(0.5 * 1.0 - 0.5 * 0.0)  # it states the step exactly: entailed, whatever the table says
    assert ev.entailed and ev.hops_used == 1
    assert ev.verdict == "supported" and ev.kg_fact_similarity >= 0.7
    assert {a.entity for a in ans.anchors} >= {"Alice", "payroll team"}
    assert ans.stats.llm_calls == 1 and ans.stats.nli_pairs == len(ent.calls) > 0
    assert set(ans.stats.stage_seconds) == {"relevance", "context", "reasoning", "anchoring", "evidence", "verdicts",
                                            "answer verdicts"}
    assert ans.outcome == "answered" and ans.nearest[0].sentence.text == "Alice manages the payroll team."
    # only the anchored subgraph's sentences were scored for the entailed step, not the archive sentence two
    # hops away (the answer item "Alice", which no sentence entails, is judged further: see the next test)
    assert all("basement" not in p for p, h in ent.calls if h == step)


def test_hop_relaxation_reaches_two_hop_sentence_only_when_needed(embedder):
    ws = MemoryWorkspace()
    step = "Bob keeps his audit records in storage."
    ent = TableEntailer({("The ledger is stored in the basement archive.", step): 0.8})
    llm = ScriptedLLM([{"answers": ["basement"], "steps": [step]}])
    settings = _settings(anchors_per_step=1, anchor_min_similarity=0.5)
    ans = answer_question("Where do audits go?", ws, Models(embedder, ent, llm), settings, mode="standalone")
    ev = ans.evidence_for("S1")
    assert {a.entity for a in ans.anchors} == {"Bob"}
    assert ev.best.sentence.text == "The ledger is stored in the basement archive."
    assert ev.hops_used == 2 and ev.entailed
    # with relaxation switched off, and a budget the one-hop subgraph fills, the step stays unsupported
    ent2 = TableEntailer(ent.table)
    llm2 = ScriptedLLM([{"answers": ["basement"], "steps": [step]}])
    narrow = settings.with_(max_hops=1, max_candidates=2)
    ans2 = answer_question("Where do payroll audits go?", ws, Models(embedder, ent2, llm2), narrow, mode="standalone")
    ev2 = ans2.evidence_for("S1")
    assert ev2.hops_used == 1 and not ev2.entailed
    assert ev2.verdict in {"unsupported", "likely_hallucination"}
    assert all("basement" not in p for p, h in ent2.calls if h == step)
    # with a budget the subgraph cannot fill, the rest comes from retrieval over the whole workspace
    ent3 = TableEntailer(ent.table)
    llm3 = ScriptedLLM([{"answers": ["basement"], "steps": [step]}])
    ans3 = answer_question("Where do payroll audits go?", ws, Models(embedder, ent3, llm3),
                           settings.with_(max_hops=1, max_candidates=5), mode="standalone")
    ev3 = ans3.evidence_for("S1")
    assert ev3.hops_used == 1 and ev3.entailed
    assert ev3.best.sentence.text == "The ledger is stored in the basement archive."
    assert len([h for _, h in ent3.calls if h == step]) == ev3.candidates_scored == 5  # the budget: each sentence once


def test_a_step_the_kg_cannot_anchor_still_finds_its_sentence(embedder):
    ws = MemoryWorkspace()
    step = "Audits are recorded in a ledger."
    ent = TableEntailer({("Audits are documented in the ledger.", step): 0.9})
    llm = ScriptedLLM([{"answers": ["ledger"], "steps": [step]}])
    settings = _settings(anchor_min_similarity=0.99)  # no entity clears it: no anchors, no subgraph
    ans = answer_question("Where are audits recorded?", ws, Models(embedder, ent, llm), settings, mode="standalone")
    ev = ans.evidence_for("S1")
    assert not [a for a in ans.anchors if a.step_id == "S1"]
    assert ev.entailed and ev.best.sentence.text == "Audits are documented in the ledger."


def test_unmatched_step_is_a_likely_hallucination(embedder):
    ws = MemoryWorkspace()
    step = "The moon is made of green cheese."
    llm = ScriptedLLM([{"answers": ["cheese"], "steps": [step]}])
    ans = answer_question("Where is the payroll ledger stored?", ws, Models(embedder, TableEntailer({}), llm), _settings(),
                          mode="standalone")
    ev = ans.evidence_for("S1")
    assert not ev.entailed
    assert ev.verdict == "likely_hallucination"


def test_rag_mode_sends_kg_context_to_the_llm(embedder):
    ws = MemoryWorkspace()
    llm = ScriptedLLM([{"answers": ["Bob"], "steps": ["Bob audits the payroll system every quarter."]}])
    ent = TableEntailer({("Bob audits the payroll system every quarter.", "Bob audits the payroll system every quarter."): 0.99})
    ans = answer_question("Who audits payroll?", ws, Models(embedder, ent, llm), _settings(), mode="rag")
    prompt = llm.prompts[0][-1]["content"]
    assert "Bob audits the payroll system." in prompt and "[1] Bob audits" in prompt
    # the passages are the retrieval's candidates (the extractive mode's), not the KG store's chunks
    assert "Audits are documented in the ledger." in prompt
    assert ans.evidence_for("S1").best.sentence.text.startswith("Bob audits")


def test_extractive_mode_quotes_the_sentences_that_answer_the_question(embedder):
    ws = MemoryWorkspace()
    s1 = "Alice manages the payroll team."
    ent = TableEntailer({(s1, s1): 0.95})
    ans = answer_question("What does Alice manage?", ws, Models(embedder, ent, None), _settings(), mode="extractive")
    assert ans.answers[0].text == s1 and ans.steps[0].text == s1
    assert all(s.origin == "retrieved" and s.sentence_id for s in ans.steps)
    assert not any("mentioned together" in s.text for s in ans.steps)
    ev = ans.evidence_for("S1")
    assert ev.best.sentence.id == ans.steps[0].sentence_id and ev.entailed  # judged against its own sentence
    assert ans.evidence_for("A1").entailed
    assert ans.stats.llm_calls == 0


def test_extractive_answers_prefer_sentences_holding_what_is_asked(embedder):
    from gechat.extractive import holds_type, question_type
    from gechat.quoting import trim

    assert question_type("How long should beef be roasted?") == "duration"
    assert question_type("How many goals were scored?") == "quantity"
    assert question_type("Who appoints standing trustees?") == "who"
    assert question_type("When was the act passed?") == "when"
    assert holds_type("Roast from 2 to 3 hours, depending upon sizes.", "duration")
    assert not holds_type("Roast the beef well and baste it.", "duration")
    assert holds_type("The United States Trustee appoints them.", "who")
    assert holds_type("It was founded in 1978.", "when") and not holds_type("It was founded long ago.", "when")
    long = " ".join(["word"] * 80 + ["trustee", "appoints"] + ["word"] * 30)
    out = trim(long, {"trustee", "appoint"})
    assert len(out.split()) <= 62 and "trustee appoints" in out and out.startswith("…") and out.endswith("…")
    ws = MemoryWorkspace()
    ans = answer_question("When do the payroll team meet?", ws, Models(embedder, TableEntailer({}), None), _settings(),
                          mode="extractive")
    assert ans.answers[0].text == "The payroll team meets on Mondays."


def test_modes_needing_an_llm_say_so(embedder):
    with pytest.raises(ValueError, match="needs an LLM"):
        answer_question("Q?", MemoryWorkspace(), Models(embedder, TableEntailer({}), None), _settings(), mode="rag")
    with pytest.raises(ValueError, match="empty"):
        answer_question("  ", MemoryWorkspace(), Models(embedder, TableEntailer({}), None), _settings())


def test_off_topic_question_is_declined_with_the_nearest_sentences(embedder):
    ws = MemoryWorkspace()
    ent = TableEntailer({})
    llm = ScriptedLLM([{"answers": ["France"], "steps": ["France won the 2018 World Cup."]}])
    ans = answer_question("Who won the 2018 FIFA World Cup?", ws, Models(embedder, ent, llm), _settings(), mode="standalone")
    assert ans.outcome == "not_covered" and ans.answers == () and ans.steps == () and ans.evidence == ()
    assert ans.notes[0].startswith("The documents do not answer this.")
    assert 0 < len(ans.nearest) <= 3 and all(n.relevance < 0.5 for n in ans.nearest)
    assert llm.prompts == [] and ent.calls == []  # nothing was asked or judged


def test_answer_items_get_their_own_evidence_and_verdict(embedder):
    ws = MemoryWorkspace()
    step = "Alice manages the payroll team."
    ent = TableEntailer({("Alice manages the payroll team.", step): 0.97,
                         ("Alice manages the payroll team.", "Alice manages the payroll team on Mondays."): 0.9})
    llm = ScriptedLLM([{"answers": ["Alice manages the payroll team on Mondays.", "Carol audits the moon."],
                        "steps": [step]}])
    ans = answer_question("Who manages the payroll team?", ws, Models(embedder, ent, llm), _settings(), mode="standalone")
    a1, a2 = ans.evidence_for("A1"), ans.evidence_for("A2")
    assert [c.step_id for c in ans.answer_evidence] == ["A1", "A2"]
    assert a1.entailed and a1.best.sentence.text == "Alice manages the payroll team."
    assert not a2.entailed and a2.verdict in {"unsupported", "likely_hallucination"}
    assert ans.warning == ""  # a scripted LLM is no demo model


def test_demo_llm_answers_carry_a_warning_on_the_answer(embedder):
    ws = MemoryWorkspace()
    llm = ScriptedLLM([{"answers": ["Bob"], "steps": ["Bob audits the payroll system every quarter."]}], is_demo=True)
    ans = answer_question("Who audits the payroll system?", ws, Models(embedder, TableEntailer({}), llm), _settings(),
                          mode="rag")
    assert "demo model" in ans.warning


def test_an_on_topic_question_whose_named_year_no_sentence_mentions_is_declined_naming_it(embedder):
    ws = MemoryWorkspace()
    ent = TableEntailer({})
    ans = answer_question("When does the payroll team meet in 2019?", ws, Models(embedder, ent, None), _settings(),
                          mode="extractive")
    assert ans.outcome == "not_covered" and ans.answers == ()
    assert "does not mention 2019" in ans.notes[0]
    assert ans.nearest[0].sentence.text == "The payroll team meets on Mondays."
    ok = answer_question("When does the payroll team meet?", ws, Models(embedder, ent, None), _settings(), mode="extractive")
    assert ok.outcome != "not_covered"


def test_an_answer_item_is_tied_to_the_sentence_it_quotes_before_one_it_ends_with():
    from gechat.pipeline import _as_step
    from gechat.records import AnswerItem, Step

    steps = (Step("S1", "In 2019 NIST published SP 800-207.", "retrieved", "sA"),
             Step("S2", "NIST published SP 800-207.", "retrieved", "sB"))
    tied = _as_step(AnswerItem("A1", "In 2019 NIST published SP 800-207."), steps)
    assert (tied.text, tied.sentence_id) == ("In 2019 NIST published SP 800-207.", "sA")
    under = _as_step(AnswerItem("A2", "CONFIDENTIALITY: NIST published SP 800-207."), steps)
    assert (under.text, under.sentence_id, under.origin) == ("NIST published SP 800-207.", "sB", "retrieved")
    free = _as_step(AnswerItem("A3", "Something else entirely."), steps)
    assert (free.origin, free.sentence_id) == ("generated", "")


def test_a_window_of_a_long_sentence_is_judged_as_the_sentence_it_quotes():
    from gechat.pipeline import _as_step
    from gechat.records import AnswerItem, Step

    long = ("AMPLIFICATION: A serious adverse effect means that, for example, the loss of confidentiality, integrity, "
            "or availability might: (i) cause a significant degradation in mission capability to an extent and "
            "duration that the organization is able to perform its primary functions.")
    steps = (Step("S1", long, "retrieved", "sA"),)
    window = AnswerItem("A1", "… the loss of confidentiality, integrity, or availability might: (i) cause a "
                              "significant degradation in mission capability to an extent …")
    judged = _as_step(window, steps)
    assert (judged.text, judged.sentence_id, judged.origin) == (long, "sA", "retrieved")


def test_a_why_question_whose_premise_no_sentence_states_is_declined_before_the_llm_is_asked(embedder):
    ws = MemoryWorkspace()
    llm = ScriptedLLM([{"answers": ["Because of payroll."], "steps": ["Bob audits the ledger."]}])
    ans = answer_question("Why is the ledger stored in the attic archive?", ws,
                          Models(embedder, TableEntailer({}), llm), _settings(), mode="rag")
    assert ans.outcome == "not_covered" and ans.answers == () and llm.prompts == []
    assert "takes as given that the ledger is stored in the attic archive" in ans.notes[0]
    assert set(ans.stats.stage_seconds) == {"relevance", "premise"}
    # stated by a sentence (here word for word): the LLM is asked as before
    ent = TableEntailer({})
    llm = ScriptedLLM([{"answers": ["To keep it safe."], "steps": ["The ledger is stored in the basement archive."]}])
    ans = answer_question("Why is the ledger stored in the basement archive?", ws, Models(embedder, ent, llm),
                          _settings(), mode="rag")
    assert ans.outcome != "not_covered" and len(llm.prompts) == 1

"""The GE-Chat selector methods on a small real document: KG-restricted and all-sentence candidates."""

from __future__ import annotations

import pytest

from gechat.embed import Embedder
from gechat.evaluation.baselines import IndexedDocument, Query, Resources, method_class
from gechat.evaluation.cases import CaseDocument
from gechat.evaluation.documents import build_document
from gechat.settings import Settings

SENTENCES = (
    "Marie Curie was born in Warsaw in 1867.",
    "Marie Curie moved to Paris to study physics at the University of Paris.",
    "Pierre Curie and Marie Curie discovered polonium and radium in 1898.",
    "The Eiffel Tower was completed in 1889 for the World's Fair in Paris.",
    "Gustave Eiffel's company designed and built the Eiffel Tower.",
    "Warsaw is the capital and largest city of Poland.",
    "The Nobel Prize in Physics 1903 was shared by Henri Becquerel, Pierre Curie and Marie Curie.",
    "Radium was later used in cancer treatment.",
)


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder()


@pytest.fixture
def setup(tmp_path, embedder, overlap_entailer):
    res = Resources(settings=Settings(), embedder=embedder, entailer=overlap_entailer, seed=1,
                    workspace_dir=tmp_path / "ws")
    doc = IndexedDocument(build_document(CaseDocument(name="curie", sentences=SENTENCES)), res)
    return res, doc


def test_kg_selector_finds_the_entailing_sentence_within_the_subgraph(setup):
    res, doc = setup
    method = method_class("gechat_kg")(res)
    out = method.predict(Query("Gustave Eiffel's company built the Eiffel Tower.", "", doc, "c1"))
    assert out.ranking[0] == [4]
    assert out.flagged_unsupported is False
    assert out.info["candidates_scored"] <= len(SENTENCES)
    assert out.info["anchors"] >= 1
    assert 4 in out.pool and set(out.pool) <= set(range(len(SENTENCES)))
    # the workspace is built once per document and reused by the next step
    built = doc.index_seconds["workspace"]
    method.predict(Query("Marie Curie was born in Warsaw.", "", doc, "c2"))
    assert doc.index_seconds["workspace"] == built


def test_ablation_scores_every_sentence_with_the_same_arithmetic(setup):
    res, doc = setup
    pairs0 = res.entailer.pairs_scored
    out = method_class("gechat_all")(res).predict(Query("Marie Curie was born in Warsaw.", "", doc, "c3"))
    assert res.entailer.pairs_scored - pairs0 == len(SENTENCES)
    assert out.ranking[0] == [0]
    assert out.info["best_entailment"] == pytest.approx(1.0)
    assert out.support_score > 0.5 and out.flagged_unsupported is False  # the claim-level score (gechat.claims)
    assert len(out.ranking) == len(SENTENCES)
    assert out.pool == list(range(len(SENTENCES)))  # fewer sentences than max_candidates: all are scored


def test_invented_claim_is_flagged(setup):
    res, doc = setup
    out = method_class("gechat_all")(res).predict(Query("Penguins invented jazz in Antarctica.", "", doc, "c4"))
    assert out.flagged_unsupported is True


def test_no_length_penalty_ablation_keeps_the_long_entailing_sentence(tmp_path, embedder, overlap_entailer):
    filler = " ".join(["and"] * 60)  # stopwords: no content words, only length
    long = f"Marie Curie was born in Warsaw {filler} moved to Paris to study physics."
    short = "Marie Curie moved to Paris."
    res = Resources(settings=Settings(), embedder=embedder, entailer=overlap_entailer, workspace_dir=tmp_path)
    doc = IndexedDocument(build_document(CaseDocument(name="two", sentences=(long, short))), res)
    claim = "Marie Curie was born in Warsaw and moved to Paris to study physics."
    assert doc.document.sentences[0].n_words > 63  # length penalty > 0.5 with the default 25..100 words
    # overlap: long 8/8, short 4/8. alpha = beta = 0.5: long 0.5 - 0.5 * penalty < 0.25 = short
    with_penalty = method_class("gechat_all_paper")(res).predict(Query(claim, "", doc, "c"))
    without = method_class("gechat_all_nolp")(res).predict(Query(claim, "", doc, "c"))
    assert with_penalty.ranking[0] == [1] and with_penalty.info["beta"] == 0.5
    assert without.ranking[0] == [0] and without.info["beta"] == 0.0
    # the default ranking: entailment first, the penalty only among near-ties (0.5 apart is no tie)
    default = method_class("gechat_all")(res).predict(Query(claim, "", doc, "c"))
    assert default.ranking[0] == [0]


def test_tiebreak_prefers_the_shorter_of_two_nearly_equal_sentences():
    from gechat.records import ScoredSentence, Sentence
    from gechat.selection import rank

    def s(text: str, e: float, lp: float) -> ScoredSentence:
        return ScoredSentence(Sentence(text, "d", 0, text, 0, len(text)), e, lp, 0.5 * e - 0.5 * lp)

    long_best, short_close, short_far = s("long", 0.93, 0.6), s("short", 0.90, 0.0), s("far", 0.5, 0.0)
    assert rank([long_best, short_close, short_far], "tiebreak", 0.05)[0] is short_close
    assert rank([long_best, short_close, short_far], "tiebreak", 0.01)[0] is long_best
    assert rank([long_best, short_close, short_far], "paper")[:2] == [short_close, short_far]


def test_a_workspace_indexed_with_other_sentences_is_rebuilt(tmp_path, embedder, overlap_entailer):
    # a document's id is its file's hash: after the loader learns to split it otherwise, the evaluation's stored
    # workspace would hold the old sentences while the gold is read against the new ones
    from dataclasses import replace

    from gechat.evaluation.baselines.gechat_selector import open_workspace
    from gechat.evaluation.documents import BuiltDocument
    from gechat.sentences import build_sentences

    res = Resources(settings=Settings(), embedder=embedder, entailer=overlap_entailer, seed=1,
                    workspace_dir=tmp_path / "ws")
    built = build_document(CaseDocument(name="curie", sentences=SENTENCES))
    doc = built.document
    first, second = doc.sentences[0], doc.sentences[1]
    spans = [(first.char_start, second.char_end, 0)] + [(s.char_start, s.char_end, 0) for s in doc.sentences[2:]]
    older = replace(doc, sentences=build_sentences(doc.id, doc.text, spans))
    ws = open_workspace(IndexedDocument(BuiltDocument(older), res), res)
    assert len(ws.get_document(doc.id).sentences) == len(SENTENCES) - 1
    ws.close()
    ws = open_workspace(IndexedDocument(built, res), res)
    assert [s.id for s in ws.get_document(doc.id).sentences] == [s.id for s in doc.sentences]
    ws.close()

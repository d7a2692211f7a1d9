"""Chunking with the real MiniLM tokenizer (the packaged all-MiniLM-L6-v2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gechat.chunking import chunk_document
from gechat.ids import chunk_id
from gechat.loaders import load_document
from gechat.records import Document
from gechat.sentences import build_sentences

SAMPLE_DOCS = Path(__file__).resolve().parents[1] / "sample_docs"
NIST_207 = SAMPLE_DOCS / "NIST_SP_800-207_zero_trust_architecture_59p.pdf"
RECIPES = SAMPLE_DOCS / "Gutenberg_US_Army_Cooking_School_Recipes.txt"


@pytest.fixture(scope="module")
def count_tokens():
    from gechat.embed import Embedder

    embedder = Embedder()
    try:
        embedder.warm_up()
    except Exception as exc:  # the packaged model is a dependency; say so instead of erroring
        pytest.skip(f"packaged embedder unavailable: {exc}")
    return embedder.count_tokens


def _check(doc: Document, chunks, max_tokens: int, count_tokens) -> None:
    by_id = {s.id: s for s in doc.sentences}
    covered = []
    for i, c in enumerate(chunks):
        assert c.index == i and c.doc_id == doc.id
        assert c.text == doc.text[c.char_start : c.char_end]
        assert c.id == chunk_id(doc.id, c.text)
        assert c.n_tokens == count_tokens(c.text)
        first, last = by_id[c.sentence_ids[0]], by_id[c.sentence_ids[-1]]
        assert (c.char_start, c.char_end) == (first.char_start, last.char_end)
        idx = [by_id[sid].index for sid in c.sentence_ids]
        assert idx == list(range(idx[0], idx[-1] + 1))  # consecutive whole sentences
        if len(c.sentence_ids) > 1:
            assert c.n_tokens <= max_tokens, (c.index, c.n_tokens)
        covered.extend(idx)
    # every sentence is in some chunk, in order (overlap repeats a few)
    assert sorted(set(covered)) == list(range(len(doc.sentences)))
    assert covered == sorted(covered)


@pytest.mark.slow
def test_nist_chunks_fit_minilm(count_tokens):
    doc = load_document(NIST_207)
    chunks = chunk_document(doc, max_tokens=256, overlap_sentences=1, count_tokens=count_tokens)
    _check(doc, chunks, 256, count_tokens)
    assert all(c.n_tokens <= 256 for c in chunks)  # no NIST sentence alone exceeds 256 tokens
    assert len(chunks) < len(doc.sentences) / 3  # sentences are actually packed
    # consecutive chunks share exactly one sentence where the next sentence still fits
    shared = [len(set(a.sentence_ids) & set(b.sentence_ids)) for a, b in zip(chunks, chunks[1:])]
    assert max(shared) == 1 and sum(shared) >= 0.9 * len(shared)


@pytest.mark.slow
def test_recipes_chunks_settings_defaults(count_tokens):
    from gechat.settings import Settings

    s = Settings()
    doc = load_document(RECIPES)
    chunks = chunk_document(doc, max_tokens=s.chunk_tokens, overlap_sentences=0, count_tokens=count_tokens)
    _check(doc, chunks, s.chunk_tokens, count_tokens)
    ids = [sid for c in chunks for sid in c.sentence_ids]
    assert len(ids) == len(set(ids)) == len(doc.sentences)  # no overlap asked, none given


def _doc(text: str, spans: list[tuple[int, int]]) -> Document:
    sents = build_sentences("doc-t", text, [(s, e, 0) for s, e in spans])
    return Document(id="doc-t", name="t.txt", kind="txt", text=text, sentences=sents)


def words(text: str) -> int:
    return len(text.split())


def test_oversized_sentence_gets_its_own_chunk_whole():
    long = " ".join(["word"] * 30) + "."
    text = f"Short one here. {long} Another short one."
    a = text.index(long)
    doc = _doc(text, [(0, 15), (a, a + len(long)), (a + len(long) + 1, len(text))])
    chunks = chunk_document(doc, max_tokens=10, overlap_sentences=1, count_tokens=words)
    assert [c.text for c in chunks] == ["Short one here.", long, "Another short one."]
    assert chunks[1].n_tokens == 30 > 10  # kept whole: the embedder truncates, the text is never dropped


def test_overlap_backs_off_when_it_would_not_fit():
    text = "a b c d. e f g h. i j k l. m n o p."
    doc = _doc(text, [(0, 8), (9, 17), (18, 26), (27, 35)])
    # 8 tokens: two sentences per chunk; overlap 1 makes each chunk repeat the previous last sentence
    chunks = chunk_document(doc, max_tokens=8, overlap_sentences=1, count_tokens=words)
    assert [c.text for c in chunks] == ["a b c d. e f g h.", "e f g h. i j k l.", "i j k l. m n o p."]
    # 5 tokens: one sentence per chunk; overlap can never fit, yet the chunking moves on
    chunks = chunk_document(doc, max_tokens=5, overlap_sentences=2, count_tokens=words)
    assert [c.text for c in chunks] == ["a b c d.", "e f g h.", "i j k l.", "m n o p."]


def test_empty_document_and_bad_arguments():
    doc = _doc("", [])
    assert chunk_document(doc, max_tokens=10, overlap_sentences=0, count_tokens=words) == []
    with pytest.raises(ValueError):
        chunk_document(doc, max_tokens=0, overlap_sentences=0, count_tokens=words)

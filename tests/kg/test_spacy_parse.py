"""One sentence's parse: the lazy lemmatizer and the gated entity recogniser give what the full pipeline gives."""

from __future__ import annotations

import pytest

from gechat.kg import spacy_parse
from gechat.kg.spacy_parse import flat, load_pipeline, may_name_entities, parse_sentences
from gechat.settings import Settings


@pytest.fixture(scope="module")
def nlp():
    return load_pipeline(Settings().spacy_model)


@pytest.fixture(scope="module")
def full_nlp():
    import spacy

    return spacy.load(Settings().spacy_model)  # every component on every sentence


def test_only_the_always_needed_components_run_on_every_sentence(nlp):
    assert set(nlp.pipe_names) == set(spacy_parse.PIPES_NEEDED)
    assert {"lemmatizer", "ner"} <= set(nlp.component_names)


@pytest.mark.parametrize(("sentence", "expected"), [
    ("The policy engine grants access to the resource.", False),
    ("the policy engine was described by NIST in 2020.", True),
    ("Google builds a search engine.", True),  # a sentence-initial proper noun
    ("Access is granted per session.", False),
])
def test_the_entity_recogniser_runs_where_something_may_be_named(nlp, sentence, expected):
    assert may_name_entities(nlp(sentence)) is expected


def test_parse_equals_the_full_pipeline_wherever_the_recogniser_runs(nlp, full_nlp, chapters):
    doc, _ = chapters["chapter1.txt"]
    texts = [flat(s.text) for s in doc.sentences]
    ours = parse_sentences(nlp, texts, 64, 1)
    gated = 0
    for text, (mentions, relations) in zip(texts, ours):
        sdoc = full_nlp(text)
        if not may_name_entities(sdoc):
            continue
        gated += 1
        reference = spacy_parse._mentions(sdoc, lambda tok: tok.lemma_)
        assert mentions == reference, text
        assert relations == spacy_parse._relations(sdoc, reference, text, 1, lambda tok: tok.lemma_), text
    assert gated > len(texts) // 2  # a novel's sentences mostly name someone


def test_lemmas_on_demand_equal_the_lemmatizer_component(nlp, full_nlp):
    sentence = "Subjects requested resources from the enterprise gateways."
    ours, rels = parse_sentences(nlp, [sentence], 8, 1)[0]
    sdoc = full_nlp(sentence)
    reference = spacy_parse._mentions(sdoc, lambda tok: tok.lemma_)
    assert ours == reference
    assert rels == spacy_parse._relations(sdoc, reference, sentence, 1, lambda tok: tok.lemma_)
    assert {m.key for m in ours} == {"subject", "resource", "enterprise gateway"}  # plural heads lemmatised
    assert ("subject", "resource", "request") in {(r.source, r.target, r.keywords) for r in rels}  # verb lemma

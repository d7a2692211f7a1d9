"""gechat/text.py, the one lexical module: tokens, stop words, fold and stem, content words, overlap."""

from __future__ import annotations

import pytest

from gechat.entail import lexical
from gechat.entail.lexical import ContentOverlapEntailer
from gechat.text import STOP_WORDS, all_stems, content_stems, content_words, fold, overlap, stem, stem_among, tokens, word_stems


def test_tokens_keep_decimals_thousands_and_inner_hyphens() -> None:
    s = "Revenue rose 3.5% to $1,200.50 in 2023, a state-of-the-art result."
    assert tokens(s) == ["revenue", "rose", "3.5", "to", "1,200.50", "in", "2023", "a", "state-of-the-art", "result"]


def test_tokens_lower_case_and_read_curly_apostrophes_stems_drop_possessives() -> None:
    s = "Anna\u2019s manager didn't sign Tom's form."
    assert tokens(s) == ["anna's", "manager", "didn't", "sign", "tom's", "form"]
    assert content_stems(s) == {"anna", "manager", "didn't", "sign", "tom", "form"}


def test_content_words_drop_stop_words_and_one_letter_words_but_keep_numbers() -> None:
    words = content_words("The council approved 7 of the 12 new bridges on Monday, as planned in a 2-year plan.")
    assert words == ["council", "approved", "7", "12", "new", "bridge", "monday", "planned", "2", "year", "plan"]
    assert not {"the", "of", "on", "as", "in", "a"} & set(words)
    assert {"the", "and", "which", "don't", "whose"} <= STOP_WORDS
    assert content_words("He served two terms in the US Senate.") == ["served", "two", "term", "us", "senate"]


def test_content_words_keep_order_and_repeats_for_term_frequencies() -> None:
    assert content_words("Policies, policies and more policies.") == ["policy", "policy", "policy"]


@pytest.mark.parametrize(("word", "folded"), [("policies", "policy"), ("reports", "report"), ("status", "status"),
                                              ("analysis", "analysis"), ("boss", "boss"), ("was", "was")])
def test_fold_is_a_light_plural_fold(word: str, folded: str) -> None:
    assert fold(word) == folded


@pytest.mark.parametrize(("words", "stemmed"), [
    (("reports", "reported", "reporting"), "report"),
    (("stopped", "stopping", "stops"), "stop"),
    (("studies", "studied"), "study"),
    (("status",), "status"),
    (("1,200",), "1200"),
    (("3.5",), "3.5"),
])
def test_stem_maps_inflections_onto_one_form(words: tuple[str, ...], stemmed: str) -> None:
    assert {stem(w) for w in words} == {stemmed}


def test_content_words_take_the_normalisation_as_a_parameter() -> None:
    s = "Maria reported the delays and is reporting them weekly."
    assert content_words(s) == ["maria", "reported", "delay", "reporting", "weekly"]
    assert content_words(s, stem) == ["maria", "report", "delay", "report", "week"]
    assert content_stems(s) == {"maria", "report", "delay", "week"}


def test_overlap_is_the_share_of_query_words_found() -> None:
    q = content_stems("The bridge was approved by the council on Monday.")
    assert overlap(q, content_stems("On Monday the city council approved a new bridge.")) == 1.0
    assert overlap(q, content_stems("The council met on Tuesday.")) == 0.25
    assert overlap(set(), {"bridge"}) == 0.0
    assert overlap(["bridge", "bridge", "council"], ["bridge"]) == 0.5


def test_numbers_must_match_to_the_decimal() -> None:
    claim = content_stems("Inflation reached 3.5 percent in 2023.")
    assert overlap(claim, content_stems("In 2023 inflation reached 3.5 percent.")) == 1.0
    assert overlap(claim, content_stems("In 2023 inflation reached 3.6 percent.")) == pytest.approx(4 / 5)


def test_overlap_judge_scores_with_the_shared_stems() -> None:
    judge = ContentOverlapEntailer()
    scores = judge._score(["Anna reported to Tom for two years."], ["Tom reports to Anna."])
    assert scores == [1.0]  # a similarity, not entailment: the swapped roles overlap fully


def test_the_lexical_helpers_live_in_gechat_text_only() -> None:
    assert not hasattr(lexical, "content_words") and not hasattr(lexical, "stem")


def test_tokens_keep_letters_of_every_alphabet_whole() -> None:
    # "béarnaise" was read as "b" + "arnaise", "Zürich" as "z" + "rich": neither word was found again
    assert tokens("A béarnaise sauce in Zürich, São Paulo and Kraków") == [
        "a", "béarnaise", "sauce", "in", "zürich", "são", "paulo", "and", "kraków"]
    assert tokens("snake_case 3,5 km") == ["snake", "case", "3,5", "km"]


def test_tokens_read_sub_and_superscript_digits_as_digits() -> None:
    assert tokens("CO₂ in 50 m²") == ["co", "2", "in", "50", "m", "2"]


def test_stem_among_meets_a_longer_ending_of_five_letters_or_more() -> None:
    assert stem_among("arrival", {"arriv"}) and stem_among("mortgag", {"mortgage"})
    assert not stem_among("appeal", {"appear"})  # one stem is no prefix of the other
    assert not stem_among("use", {"used"})  # too short to meet by its ending
    assert stem_among("use", {"use"})


def test_all_stems_keeps_the_stop_words_that_word_stems_leaves_out():
    assert all_stems("No fee is charged.") == {"no", "fee", "is", "charg"}
    assert word_stems("No fee is charged.") == {"fee", "charg"}

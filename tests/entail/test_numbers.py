"""Numbers written out read as the digits they stand for (gechat.entail.numbers)."""

from __future__ import annotations

import pytest

from gechat.entail.numbers import join_number_words, number
from gechat.entail.quantities import quantities


@pytest.mark.parametrize(("words", "read"), [
    ("twenty two men", ["22", "", "men"]),
    ("nine hundred and 12 pupils", ["912", "", "", "", "pupils"]),
    ("two dozen cans", ["24", "", "cans"]),
    ("half a dozen eggs", ["6", "", "", "eggs"]),
    ("boil 1 1/2 hours", ["boil", "1.5", "", "hours"]),
    ("an hour and a half", ["1.5", "", "", "", "hour"]),
    ("half an hour more", ["0.5", "", "hour", "more"]),
])
def test_number_words_are_joined(words: str, read: list[str]) -> None:
    assert join_number_words(words.split()) == read


def test_a_number_in_thousands_that_ends_the_text_is_read() -> None:
    # War and Peace's card game: the sentence ends at the scale word, with nothing after it (this raised a TypeError
    # and cost the whole question its answer)
    assert join_number_words(["lost", "forty", "three", "thousand"]) == ["lost", "43", "", "thousand"]  # the scale
    # word is left to the quantity reader
    assert [q.value for q in quantities("He had lost forty-three thousand")] == [43000.0]


def test_tokens_read_as_numbers() -> None:
    assert number("2½") == 2.5 and number("½") == 0.5 and number("3/4") == 0.75 and number("eleven") == 11.0
    assert number("1,500") == 1500.0 and number("24/7") is None and number("lemons") is None

"""WordNet's other names for a thing a question asks of (gechat.kinds)."""

from __future__ import annotations

import pytest

from gechat.kinds import kind_named, name_word_sets, names_kind_of
from gechat.text import content_stems


@pytest.mark.parametrize(("thing", "text", "names"), [
    ("budget frozen dessert", "Cheap ice cream (for 40 men). Cost, $1.03.", True),  # a kind of frozen dessert
    ("women", "The widows were asked to rate their pain.", True),  # a kind of woman, in the plural
    # a name whose common sense is another thing: a mother is a woman in WordNet only as "an old woman" (its third
    # sense), a machine a car (its sixth), a sound a phone (a speech sound)
    ("women", "Mothers were asked to rate their pain.", False),
    ("car", "The machine was insured.", False),
    ("phone", "The sound was loud.", False),
    ("car", "The automobile was insured.", True),  # another of WordNet's names for it
    ("carbetocin", "A disadvantage of oxytocin is its short half-life.", False),  # not in WordNet
    ("women", "After carbetocin, the need for uterine massage was 3.4 %.", False),
    ("frozen dessert", "Bake the bread for an hour.", False),
    ("vegetable", "Boil the potatoes for an hour.", True),  # plurals in -es and -ies
    ("fruit", "Add the berries.", True),
    ("vitamin", "It is a drug that is given in a dose.", False),  # "A" and "In" name a vitamin and a unit
    # a run of the thing's words in WordNet is read, not the shorter ones within it: a dumpling is a dessert
    ("frozen dessert", "Beef stew with dumplings. Put all ingredients in a pan.", False),
    ("dessert", "Beef stew with dumplings. Put all ingredients in a pan.", True),
    # a run of less than half the thing's words is not read: the handbook's "the standing trustee must notify …" was
    # noted as naming "personally identifiable information" by "standing", a kind of information
    ("personally identifiable information", "At a minimum, the standing trustee must notify the individuals.", False),
])
def test_a_kind_of_a_thing_or_another_name_for_it_names_it(thing: str, text: str, names: bool):
    assert names_kind_of(thing, text) is names

@pytest.mark.parametrize(("thing", "text", "name"), [
    ("pancakes", "### Griddle cakes (for 20 men).", "griddle cakes"),  # "griddlecake", written apart
    ("hotcakes", "Buckwheat cakes (for 20 men): Take 4 pounds …", "buckwheat cakes"),  # a kind of hotcake
    ("pancakes", "Fry on cake griddle with griddle greased with bacon rind.", ""),  # the words, not in a row
    ("pancakes", "Serve hot with the cake.", ""),  # "hot cake" is a name; "hot with the cake" none
    ("pancakes", "Grease the griddle. Cakes are turned once.", ""),  # two phrases' words
    ("officer", "A major change to the plan requires notice.", "major"),  # a major is an officer: see named_pool
    ("sherbert", "Lemon sherbet (for 40 men).", "sherbet"),  # another spelling WordNet lists
])
def test_the_name_a_text_gives_a_thing_is_found_written_together_or_apart(thing: str, text: str, name: str):
    assert kind_named(thing, text, whole=True) == name


def test_the_words_of_other_names_hold_a_one_word_names_parts_but_never_the_things_own_words():
    sets = name_word_sets("pancakes")
    assert content_stems("griddle cakes") in sets  # "griddlecake" in two WordNet nouns
    assert content_stems("buckwheat cake") in sets and content_stems("flapjack") in sets
    assert content_stems("pan cake") not in sets  # the thing itself apart: a pan and a cake are no pancake
    assert not any(s <= content_stems("ice cream") for s in name_word_sets("ice cream"))
    assert name_word_sets("carbetocin") == ()  # not in WordNet

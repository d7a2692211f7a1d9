"""WordNet's other names for a thing a question asks of: its synonyms and the names of its kinds.

A cookbook says "Griddle cakes" and "Buckwheat cakes", a reader asks for "the pancakes". WordNet 3.0
(:mod:`gechat.wordnet`) counts "griddlecake" and "hotcake" as other names for a pancake, and a buckwheat cake as a
kind of one. Two readers:

* :func:`names_kind_of` / :func:`kind_named`: whether, and by which name, a text names the thing so: every name of
  the thing's longest runs of words WordNet knows (of at least half its words), and of their kinds down to
  :data:`KIND_DEPTH` levels, with their plurals, as words of the text, or a one-word name as two words of one of its
  phrases written apart ("griddle cakes" for "griddlecake"); a name only where a text that uses it means such a
  thing (:func:`_meant`: not "machine" for a car, "sound" for a phone). Read by :mod:`gechat.mentioned` (whether a
  heading or an answer names the thing) and by :func:`gechat.sections.named_otherwise` (the note that says by what
  name the documents call it).
* :func:`name_word_sets`: the content stems of each such name of the whole thing, and of each one-word name's two
  parts when both are WordNet words, for retrieval to look for when the documents never mention the thing itself
  (:func:`gechat.retrieval.named_pool`, and the database's :mod:`gechat.pgsearch`): "What are the ingredients of the
  pancakes?" then reads the recipe headed "Griddle cakes", which shares no word with the question.
"""

from __future__ import annotations

import functools
import re

from gechat.text import content_stems
from gechat.wordnet import wordnet

_WORD = re.compile(r"[^\W\d_]+")
#: how many levels of kinds below each sense of a thing :func:`names_kind_of` reads
KIND_DEPTH = 3
#: the fewest letters of each part of a one-word name read as two words ("griddle" + "cake")
PART_LETTERS = 3


def names_kind_of(thing: str, text: str, *, whole: bool = False) -> bool:
    """Does ``text`` name the thing ``thing`` names by another of WordNet's names for it, or a kind of it (down to
    :data:`KIND_DEPTH` levels)? "Cheap ice cream" names a "budget frozen dessert" (a question's paraphrase of the
    cookbook's recipe); each run of at least half the thing's words is looked up as a noun ("frozen dessert").
    WordNet is loaded on the first call (:mod:`gechat.wordnet`). ``whole``: only names for all of the thing's words
    together."""
    return bool(kind_named(thing, text, whole=whole))


def kind_named(thing: str, text: str, *, whole: bool = False) -> str:
    """The name by which ``text`` names ``thing`` as :func:`names_kind_of` reads it ("buckwheat cakes" for
    "hotcakes", "griddle cakes" for "pancakes": a one-word name written as two words of one phrase is given as the
    text writes it, not two words a stop or a comma parts: "the griddle. Cakes are …"), the longest; "" when it
    does not."""
    names = _kinds(thing.lower(), whole)
    if not names:
        return ""
    found = []
    for part in _PHRASE_BREAK.split(text.lower()):
        words = _WORD.findall(part)
        for n in range(1, min(_LONGEST, len(words)) + 1):  # each run of words the text holds, looked up
            found += [run for i in range(len(words) - n + 1) if (run := " ".join(words[i:i + n])) in names]
        found += [f"{a} {b}" for a, b in zip(words, words[1:])
                  if len(a) >= PART_LETTERS and len(b) >= PART_LETTERS and a + b in names]
    return max(found, key=len, default="")


#: what parts a text's phrases: a stop, a comma, a semicolon, a colon, a bracket, a dash between spaces
_PHRASE_BREAK = re.compile(r"[.,;:!?()\[\]\u2013\u2014\u201c\u201d\"]+|\s-\s")
#: the most words of a name :func:`kind_named` looks up
_LONGEST = 5


def name_word_sets(thing: str) -> tuple[frozenset[str], ...]:
    """The content stems of each of WordNet's names for the whole of ``thing`` and its kinds (:func:`kind_named`'s
    names), and of each one-word name's two parts when both are WordNet nouns ("griddle", "cake" of
    "griddlecake"), but the thing's own words: what a sentence or its heading holds when it names the thing
    otherwise. Empty for a thing WordNet does not know."""
    words = _WORD.findall(thing.lower())
    own = {b for w in [*words, " ".join(words)] for b in _bases(w)}
    out: set[frozenset[str]] = set()
    for name in _kinds(thing.lower(), True):
        if _bases(name) & own:  # the thing's own word ("pancakes"), apart too: "pan" and "cake" name no pancake
            continue
        out.add(frozenset(content_stems(name)))
        if " " not in name:
            out |= {frozenset(content_stems(f"{name[:i]} {name[i:]}")) for i in _splits(name)}
    stems = content_stems(thing)  # "icecream" apart is "ice cream" itself
    return tuple(sorted((s for s in out if s and not s <= stems), key=sorted))


def _bases(word: str) -> set[str]:
    """``word`` and what it is without each plural ending :func:`_kinds` adds ("pancakes" -> "pancake", "pancak")."""
    return {word} | {word[:-len(end)] for end in ("s", "es", "ees") if word.endswith(end)}


def _splits(word: str) -> list[int]:
    """Where ``word`` parts into two WordNet nouns of :data:`PART_LETTERS` letters or more ("griddle|cake")."""
    return [i for i in range(PART_LETTERS, len(word) - PART_LETTERS + 1)
            if wordnet().synsets(word[:i], pos="n") and wordnet().synsets(word[i:], pos="n")]


@functools.lru_cache(maxsize=256)
def _kinds(thing: str, whole: bool = False) -> frozenset[str]:
    """WordNet's names for ``thing``'s runs of words and for their kinds, lower case, words split at hyphens, each
    of three letters or more ("ice cream", "frozen custard"; not "a" or "in", names of a vitamin and a unit), with
    their plurals ("potatoes", "berries"); a run only when no longer run that holds it is in WordNet ("frozen
    dessert", not "dessert": a dumpling is a dessert, not a frozen one), and only one of at least half the thing's
    words ("frozen dessert" of "budget frozen dessert"; not "information" of "personally identifiable information",
    of which a "standing" is a kind)."""
    words = _WORD.findall(thing)
    runs = {"_".join(words)} if whole else {"_".join(words[i:j]) for i in range(len(words))
                                            for j in range(i + 1, len(words) + 1) if 2 * (j - i) >= len(words)}
    found = {run: wordnet().synsets(run, pos="n") for run in runs}
    found = {run: senses for run, senses in found.items() if senses}
    names: set[str] = set()
    for run, senses in found.items():
        if any(run != longer and f"_{run}_" in f"_{longer}_" for longer in found):
            continue
        kinds = {kind for sense in senses for kind in (sense, *sense.closure(lambda s: s.hyponyms(), depth=KIND_DEPTH))}
        for kind in kinds:
            for lemma in kind.lemma_names():
                name = " ".join(_WORD.findall(lemma.lower()))
                if len(name) >= 3 and _meant(lemma, kinds):
                    names |= {name, name + "s", name[:-1] + "ies" if name.endswith("y") else name + "es"}
    return frozenset(names)


def _meant(lemma: str, kinds: set) -> bool:
    """Is a word or phrase ``lemma`` (WordNet's spelling) read as one of ``kinds`` when a text uses it: its first
    sense is one, or it has at most three and the second is? "Machine" is a name of a car (its sixth sense),
    "sound" of a phone (a speech sound) and "mother" of a woman (an old woman, its third), but a text that says them
    seldom means those; "griddlecake" (a drop scone, or a pancake) names a pancake, "pudding" a dessert."""
    senses = wordnet().synsets(lemma, pos="n")
    return bool(senses) and (senses[0] in kinds or len(senses) <= 3 and any(s in kinds for s in senses[:2]))

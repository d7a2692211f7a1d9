"""Per-edge text: one readable sentence for each triple, what the embedder and the NLI judge read.

Relations named like MetaQA's movie relations get a sentence of their own; any other
relation reads as ``head <relation words> tail.`` (``shares_border_with`` ->
"shares border with", ``isa`` -> "is a").
"""

from __future__ import annotations

TEMPLATES: dict[str, str] = {
    "directed_by": "{h} is a film directed by {t}.",
    "written_by": "{h} is a film written by {t}.",
    "starred_actors": "{t} starred in the film {h}.",
    "release_year": "{h} is a film released in {t}.",
    "in_language": "{h} is a film in the {t} language.",
    "has_genre": "{h} is a {t} film.",
    "has_tags": "{h} is a film tagged {t}.",
    "has_imdb_rating": "{h} has an IMDb rating of {t}.",
    "has_imdb_votes": "{h} has {t} IMDb votes.",
}

_WORDS = {"isa": "is a"}


def relation_words(relation: str) -> str:
    """A relation name as words: ``location_of`` -> "location of", ``isa`` -> "is a"."""
    r = relation.strip()
    return _WORDS.get(r.lower(), r.replace("_", " "))


def _readable(name: str) -> str:
    """Entity names like UMLS ``acquired_abnormality`` read as words; names with spaces stay as they are."""
    return name.replace("_", " ") if " " not in name else name


def edge_text(head: str, relation: str, tail: str) -> str:
    """The sentence for ``head --relation--> tail``."""
    template = TEMPLATES.get(relation)
    if template is not None:
        return template.format(h=head, t=tail)
    return f"{_readable(head)} {relation_words(relation)} {_readable(tail)}."

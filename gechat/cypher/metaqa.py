"""MetaQA questions: the topic entity, the gold query per question type, answers as a set.

A question type such as ``movie_to_actor_to_movie_to_writer`` is a chain of
entity kinds; each step between a movie and another kind is one relation
(``actor``: ``starred_actors``), forward from the movie or backward to it.
The gold query returns the last kind's names, never the topic itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gechat.cypher.paths import Hop, PathQuery

KIND_LABEL = {"movie": "Movie", "actor": "Person", "director": "Person", "writer": "Person", "genre": "Genre",
              "year": "Year", "language": "Language", "tag": "Tag", "tags": "Tag", "imdb_rating": "Rating",
              "imdb_votes": "Votes", "rating": "Rating", "votes": "Votes"}
KIND_RELATION = {"actor": "starred_actors", "director": "directed_by", "writer": "written_by", "genre": "has_genre",
                 "year": "release_year", "language": "in_language", "tag": "has_tags", "tags": "has_tags",
                 "imdb_rating": "has_imdb_rating", "imdb_votes": "has_imdb_votes", "rating": "has_imdb_rating",
                 "votes": "has_imdb_votes"}
TOPIC_RE = re.compile(r"\[([^\]]+)\]")


@dataclass(frozen=True)
class MetaQAQuestion:
    text: str  # with the brackets around the topic
    topic: str
    answers: frozenset[str]
    qtype: str
    hops: int

    @property
    def plain(self) -> str:
        return self.text.replace("[", "").replace("]", "")


def kinds(qtype: str) -> list[str]:
    """``movie_to_imdb_rating`` -> ["movie", "imdb_rating"]."""
    return [k for k in re.split(r"_to_", qtype) if k]


def gold_query(qtype: str, topic: str) -> PathQuery:
    """The correct query for a question type and topic entity."""
    ks = kinds(qtype)
    if len(ks) < 2 or any(k not in KIND_LABEL for k in ks):
        raise ValueError(f"unknown MetaQA question type {qtype!r}")
    hops = []
    for a, b in zip(ks, ks[1:]):
        if a == "movie" and b != "movie":
            hops.append(Hop(KIND_RELATION[b], "->"))
        elif b == "movie" and a != "movie":
            hops.append(Hop(KIND_RELATION[a], "<-"))
        else:
            raise ValueError(f"MetaQA question type {qtype!r} joins two kinds without a movie")
    return PathQuery(tuple(KIND_LABEL[k] for k in ks), tuple(hops), topic, exclude_anchor=True)


def parse_line(line: str, qtype: str, hops: int) -> MetaQAQuestion | None:
    """One ``question with [topic]<TAB>ans1|ans2`` line; None when it has no topic."""
    text, _, answers = line.rstrip("\n").partition("\t")
    m = TOPIC_RE.search(text)
    if not m:
        return None
    return MetaQAQuestion(text, m.group(1), frozenset(a for a in answers.split("|") if a), qtype, hops)

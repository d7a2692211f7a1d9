"""Wrong queries made from correct ones, one error kind at a time, for the checker benchmark.

Each kind says what the checker should do: ``repair`` (the repaired query must
return the correct query's rows), ``keep`` (a structurally wrong query it must
not change: refusing or leaving it alone are both right; only a change is
wrong), ``refuse`` (an error the schema shows but that has no single repair)
and ``reject`` (a write or procedure call).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gechat.cypher.names import near_miss
from gechat.cypher.paths import Hop, PathQuery, cypher_string
from gechat.cypher.schema import Schema

EXPECT = {
    "correct": "keep",
    "wrong_label": "repair",
    "near_miss_label": "repair",
    "reversed_direction": "repair",
    "misspelled_relation": "repair",
    "bad_return_property": "repair",
    "wrong_relation": "refuse",
    "unknown_property": "refuse",
    "unbound_variable": "refuse",
    "label_conflict": "refuse",
    "swapped_relation": "keep",
    "dropped_hop": "keep",
    "anchor_moved": "keep",
    "write": "reject",
}

ALIASES = {  # labels an LLM writes for a schema label that does not exist
    "Movie": ["Film", "Picture"], "Person": ["Actor", "Director", "Writer", "People"], "Genre": ["Category"],
    "Year": ["ReleaseDate"], "Language": ["Lang", "Tongue"], "Tag": ["Keyword", "Topic"], "Rating": ["Score"],
    "Votes": ["VoteCount"], "Disease": ["Illness", "Condition"], "Symptom": ["Sign", "Complaint"],
    "Test": ["Examination", "Procedure"], "Medication": ["Drug", "Medicine"],
}
GENERIC_ALIASES = ["Thing", "Item", "Concept", "Object", "Term"]


@dataclass(frozen=True)
class Case:
    dataset: str
    kind: str
    expect: str
    correct: str  # the correct query's text
    wrong: str  # the query given to the checker


def _typo(word: str, rng: random.Random) -> str:
    if len(word) < 4:
        return word + word[-1]
    i = rng.randrange(1, len(word) - 1)
    choice = rng.choice(["drop", "swap", "double"])
    if choice == "drop":
        return word[:i] + word[i + 1:]
    if choice == "swap":
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return word[:i] + word[i] + word[i:]


def _camel(word: str) -> str:
    parts = word.split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def mutations(pq: PathQuery, schema: Schema, rng: random.Random) -> dict[str, str | None]:
    """One wrong query per kind (None where the kind cannot apply to this query)."""
    out: dict[str, str | None] = {"correct": pq.render()}
    labels, n = schema.labels, len(pq.labels)
    i = rng.randrange(n)
    lab = pq.labels[i]
    aliases = [a for a in ALIASES.get(lab, []) + GENERIC_ALIASES if a not in labels and near_miss(a, labels) is None]
    out["wrong_label"] = _with_label(pq, i, rng.choice(aliases)) if aliases else None
    variant = rng.choice([lab.lower(), lab.upper(), lab + "s", _typo(lab, rng)])
    out["near_miss_label"] = _with_label(pq, i, variant) if variant != lab else None
    j = rng.randrange(len(pq.hops))
    hop = pq.hops[j]
    src, dst = _ends(pq, j)
    flipped = PathQuery(pq.labels, _with_hop(pq.hops, j, Hop(hop.type, "<-" if hop.arrow == "->" else "->")),
                        pq.anchor, pq.returns, pq.prop, pq.exclude_anchor)
    out["reversed_direction"] = flipped.render() if not schema.allows(dst, hop.type, src) else None
    variants = [t for t in {hop.type.upper(), _camel(hop.type), _typo(hop.type, rng)} if t != hop.type]
    out["misspelled_relation"] = _with_type(pq, j, rng.choice(sorted(variants))).render()
    out["bad_return_property"] = pq.with_(prop=rng.choice(["Name", "names", "nmae", "NAME"])).render()
    unrelated = [t for t in schema.rel_types if not schema.allows(src, t, dst) and not schema.allows(dst, t, src)]
    out["wrong_relation"] = _with_type(pq, j, rng.choice(unrelated)).render() if unrelated else None
    same = [t for t in schema.rel_types if t != hop.type and schema.allows(src, t, dst)]
    out["swapped_relation"] = _with_type(pq, j, rng.choice(same)).render() if same else None
    out["unknown_property"] = pq.with_(prop=rng.choice(["title", "budget", "description", "id_code"])).render()
    text = pq.render()
    out["unbound_variable"] = text.rsplit(" RETURN DISTINCT ", 1)[0] + " RETURN DISTINCT x.name"
    others = [lb for lb in labels if lb != pq.labels[-1]]
    v = pq.names()[-1]
    out["label_conflict"] = text.replace(" RETURN", f" MATCH ({v}:{rng.choice(others)}) RETURN", 1) if others else None
    if n > 2:
        out["dropped_hop"] = PathQuery(pq.labels[:-1], pq.hops[:-1], pq.anchor, -1, pq.prop, pq.exclude_anchor).render()
    else:
        out["dropped_hop"] = None
    if n >= 2:
        moved = text.replace(f" {{name: {cypher_string(pq.anchor)}}}", "", 1)
        last = pq.names()[-1]
        out["anchor_moved"] = moved.replace(f"({last}:{pq.labels[-1]})", f"({last}:{pq.labels[-1]} {{name: "
                                            f"{cypher_string(pq.anchor)}}})", 1).replace(f"RETURN DISTINCT {last}.",
                                            f"RETURN DISTINCT {pq.names()[0]}.", 1)
    return out


def writes(pq: PathQuery) -> list[str]:
    """Write clauses and procedure calls, spelled the ways an LLM or an attacker might."""
    text, v, lab = pq.render(), pq.names(), pq.labels[0]
    match = text.split(" RETURN ")[0]
    return [
        f"CREATE (:{lab} {{name: 'injected'}})",
        f"{match} SET {v[0]}.name = 'changed' RETURN {v[0]}.name",
        f"{match} DETACH DELETE {v[-1]}",
        f"{match} DELETE {v[0]}",
        f"MERGE (x:{lab} {{name: 'injected'}}) RETURN x.name",
        f"{match} REMOVE {v[0]}.name RETURN {v[0]}",
        f"DROP TABLE {lab}",
        "LOAD CSV FROM 'file:///etc/passwd' AS row RETURN row",
        "LOAD FROM '/etc/passwd' RETURN *",
        "CALL db.labels()",
        "CALL show_tables() RETURN *",
        f"COPY {lab} FROM '/tmp/x.csv'",
        f"{match} CALL {{ MATCH (y) DETACH DELETE y }} RETURN {v[0]}.name",
        f"{match} FOREACH (i IN [1] | CREATE (:{lab} {{name: 'x'}})) RETURN {v[0]}.name",
        f"{text}; MATCH (y) DETACH DELETE y",
        f"{match.replace('MATCH', 'match', 1)} set {v[0]}.name = 'x' return {v[0]}.name",
    ]


def _ends(pq: PathQuery, j: int) -> tuple[str, str]:
    """The (source, target) labels of hop j as written."""
    a, b = pq.labels[j], pq.labels[j + 1]
    return (a, b) if pq.hops[j].arrow == "->" else (b, a)


def _with_hop(hops: tuple[Hop, ...], j: int, hop: Hop) -> tuple[Hop, ...]:
    return hops[:j] + (hop,) + hops[j + 1:]


def _with_type(pq: PathQuery, j: int, type_: str) -> PathQuery:
    return pq.with_(hops=_with_hop(pq.hops, j, Hop(type_, pq.hops[j].arrow)))


def _with_label(pq: PathQuery, i: int, label: str) -> str:
    """The correct query's text with node i's label replaced (its WHERE clause stays as it was)."""
    v = pq.names()[i]
    return pq.render().replace(f"({v}:{pq.labels[i]}", f"({v}:{label}", 1)

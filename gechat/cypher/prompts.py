"""Prompts for question to Cypher (zero-, one- or few-shot, the schema always in the prompt) and for the answer."""

from __future__ import annotations

import re
from dataclasses import dataclass

from gechat.cypher.paths import Hop, PathQuery
from gechat.cypher.schema import Schema
from gechat.graphdb.store import Rows

STYLES = ("zero", "one", "few")
MAX_ROWS_IN_PROMPT = 30

SYSTEM = (
    "You translate a question into one read-only Cypher query over the graph described below. "
    "Use only the node labels, relationship types, directions and properties listed. Entities are matched "
    "by their name property. Reply with the query only, no explanation."
)


@dataclass(frozen=True)
class Example:
    question: str
    query: str


METAQA_EXAMPLES = (
    Example("who directed [Blade Runner]",
            "MATCH (m:Movie {name: 'Blade Runner'})-[:directed_by]->(p:Person) RETURN DISTINCT p.name"),
    Example("which movies did [Ridley Scott] direct",
            "MATCH (p:Person {name: 'Ridley Scott'})<-[:directed_by]-(m:Movie) RETURN DISTINCT m.name"),
    Example("what genres are the films written by the writer of [Alien]",
            "MATCH (a:Movie {name: 'Alien'})-[:written_by]->(w:Person)<-[:written_by]-(m:Movie)-[:has_genre]->"
            "(g:Genre) WHERE m <> a RETURN DISTINCT g.name"),
)


def schema_examples(schema: Schema, n: int = 3) -> tuple[Example, ...]:
    """Examples for any KG, made from its first relationship patterns (``which T of 'X' ...``)."""
    out = []
    for rel in schema.rels[:n]:
        pq = PathQuery((rel.source, rel.target), (Hop(rel.type, "->"),), "X", vars=("a", "b"))
        out.append(Example(f"what is the {rel.type.replace('_', ' ')} of [X]", pq.render()))
    return tuple(out)


def query_messages(question: str, schema: Schema, style: str = "few",
                   examples: tuple[Example, ...] | None = None) -> list[dict[str, str]]:
    """Chat messages asking for the query; ``style`` picks how many examples go in (0, 1 or all)."""
    if style not in STYLES:
        raise ValueError(f"prompt style must be one of {STYLES}")
    examples = examples if examples is not None else schema_examples(schema)
    shots = {"zero": 0, "one": 1, "few": len(examples)}[style]
    text = f"{SYSTEM}\n\n{schema.describe()}"
    if shots:
        text += "\n\nExamples:\n" + "\n".join(f"Question: {e.question}\nCypher: {e.query}" for e in examples[:shots])
    return [{"role": "system", "content": text}, {"role": "user", "content": f"Question: {question}\nCypher:"}]


_FENCE = re.compile(r"```(?:cypher|sql)?\s*(.*?)```", re.S | re.I)
_START = re.compile(r"\b(?:(?i:optional\s+match|match)\s*\(|(?:CALL|CREATE|MERGE|UNWIND|LOAD|DROP)\b)")


def extract_query(reply: str) -> str:
    """The query in an LLM reply: inside a code fence if there is one, from its first clause word, one statement."""
    m = _FENCE.search(reply)
    text = m.group(1) if m else reply
    start = _START.search(text)
    if start:
        text = text[start.start():]
    text = re.split(r"\n\s*\n|\nQuestion:|```", text)[0]
    return " ".join(text.split()).strip()


def answer_messages(question: str, query: str, rows: Rows) -> list[dict[str, str]]:
    """Messages asking for an answer grounded in the rows only (RAG over the query result)."""
    shown = rows.rows[:MAX_ROWS_IN_PROMPT]
    table = "\n".join(" | ".join(str(v) for v in r) for r in shown) or "(no rows)"
    more = f"\n(and {len(rows) - len(shown)} more rows)" if len(rows) > len(shown) else ""
    return [
        {"role": "system", "content": "Answer the question using only the query result below. If the result is "
                                      "empty, say that the graph holds no answer. Be brief."},
        {"role": "user", "content": f"Question: {question}\nQuery: {query}\nResult ({', '.join(rows.columns)}):\n"
                                    f"{table}{more}\nAnswer:"},
    ]

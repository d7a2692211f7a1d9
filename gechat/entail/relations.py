"""A relation said with "to be" and a relational noun, its two sides traded: "Helix Corp is the parent company of
Brightline Software." / "Brightline Software is the parent company of Helix Corp." (0.52 entailed before this
check), "Brightline is a subsidiary of Helix" / "Helix is a subsidiary of Brightline" (0.99), "Paris is the capital
of France" / "France is the capital of Paris" (0.94), "Anna is Tom's manager" / "Tom is Anna's manager" (0.94).

Read from spaCy's parse: a clause of "be" whose subject is one side and whose attribute is the relational noun with
the other side after "of" or before it as a possessor ("X is the N of Y", "X is Y's N"), or turned round, the noun
as the subject and the side as the attribute ("The capital of France is Paris", "Brightline's parent company is
Helix Corp"); or the noun set beside a name ("Halvorsen Logistics, a subsidiary of Norbeck Group, reported …"). Sides are compared as :func:`gechat.entail.roles.same` compares participants. The step trades them when
its holder is the sentence's other side and its other side the sentence's holder, with the same noun; not for a
noun whose two sides may trade places ("partner", "neighbour", "colleague", "twin": ``SYMMETRIC_NOUNS``).
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail.roles import Participant, participant, same
from gechat.text import stem

#: relational nouns that hold both ways: "A is B's partner" is "B is A's partner"
SYMMETRIC_NOUNS = frozenset(stem(w) for w in (
    "partner", "neighbour", "neighbor", "colleague", "twin", "sibling", "cousin", "spouse", "classmate", "friend",
    "rival", "ally", "counterpart", "peer", "equal", "contemporary", "teammate", "roommate", "flatmate",
    "co-author", "coauthor", "namesake", "relative", "opponent", "competitor", "match", "equivalent", "synonym"))


def _other_side(noun) -> object | None:
    """The participant a relational noun names its relation to: after "of", or its possessor."""
    for child in noun.children:
        if child.dep_ == "poss" and child.pos_ in {"PROPN", "NOUN"}:
            return child
        if child.dep_ == "prep" and child.lower_ == "of":
            return next((p for p in child.children if p.dep_ == "pobj"), None)
    return None


def relations(doc) -> list[tuple[str, Participant, Participant]]:
    """(the relational noun with its compounds, "parent company", its holder, the other side) of every "be" clause
    of ``doc`` that states one."""
    out = []
    for tok in doc:
        if tok.dep_ == "appos" and tok.pos_ == "NOUN" and tok.head.pos_ in {"PROPN", "NOUN"} \
                and (other := _other_side(tok)) is not None:  # "Halvorsen, a subsidiary of Norbeck, reported …"
            holder = participant(tok.head)
            left = {t.i for t in tok.subtree}
            words = {t.lemma_.lower() for t in tok.head.subtree if t.i not in left and t.pos_ in {"PROPN", "NOUN"}}
            out.append((participant(tok).name, Participant(holder.name, frozenset(words)), participant(other)))
            continue
        if tok.lemma_ != "be" or tok.dep_ not in {"ROOT", "conj", "ccomp"}:
            continue
        subject = next((c for c in tok.children if c.dep_ in {"nsubj", "nsubjpass"}), None)
        attribute = next((c for c in tok.children if c.dep_ == "attr"), None)
        if subject is None or attribute is None or any(c.dep_ == "neg" for c in tok.children):
            continue
        for noun, holder in ((attribute, subject), (subject, attribute)):  # "X is the N of Y"; "the N of Y is X"
            other = _other_side(noun) if noun.pos_ == "NOUN" else None
            if other is not None and holder.pos_ in {"PROPN", "NOUN"} and _other_side(holder) is None:
                out.append((participant(noun).name, participant(holder), participant(other)))
                break
    return out


def traded(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The conflict reason when the step states the sentence's relation with its two sides traded, else ""."""
    if " is " not in f" {hypothesis} " and " was " not in f" {hypothesis} " and "'s" not in hypothesis:
        return ""
    said = relations(parse(premise))
    if not said:
        return ""
    for noun, holder, other in relations(parse(hypothesis)):
        if any(stem(w) in SYMMETRIC_NOUNS for w in noun.split()):
            continue  # "the twin brother of"
        for p_noun, p_holder, p_other in said:
            if p_noun.split()[-1] != noun.split()[-1] or same(p_holder, p_other) or same(holder, other):
                continue
            if same(p_holder, other) and same(p_other, holder) and not same(p_holder, holder):
                return (f"the step trades the sides of '{noun}': the sentence gives it to {p_holder.name}, of "
                        f"{p_other.name}")
    return ""

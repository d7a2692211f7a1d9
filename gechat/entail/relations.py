"""A relation said with "to be" and a relational noun, its two sides traded: "Helix Corp is the parent company of
Brightline Software." / "Brightline Software is the parent company of Helix Corp." (0.52 entailed before this
check), "Brightline is a subsidiary of Helix" / "Helix is a subsidiary of Brightline" (0.99), "Paris is the capital
of France" / "France is the capital of Paris" (0.94), "Anna is Tom's manager" / "Tom is Anna's manager" (0.94), "atlases
are shelved as a subcategory of reference works" / "reference works are shelved as a subcategory of atlases" (0.99), "The
Hawthorn Trust is one of four member organisations of the Lowland Heritage Alliance" / "The Lowland Heritage Alliance is
one of the member organisations of the Hawthorn Trust" (0.96).

Read from spaCy's parse: a clause of "be" whose subject is one side and whose attribute is the relational noun with
the other side after "of" or before it as a possessor ("X is the N of Y", "X is Y's N"), or turned round, the noun
as the subject and the side as the attribute ("The capital of France is Paris", "Brightline's parent company is
Helix Corp"); or the noun set beside a name ("Halvorsen Logistics, a subsidiary of Norbeck Group, reported …").
Sides are compared as :func:`gechat.entail.roles.same` compares participants. The step trades them when its holder
is the sentence's other side and its other side the sentence's holder, with the same noun and its compounds ("parent
company" is not "subsidiary company"), and the sentence does not also state the step's way; only for a noun that
holds one way (``ONE_WAY``: "parent", "capital", "manager", a category, a membership or a part; not "partner",
"brother", "sister company", which may hold both ways). A verb of filing ("shelved as", "classified as") holds its
noun as "served as" does, and "one of the N of Y" is "the N of Y". A class the sentence puts a thing in ("Basalt is an
igneous rock") made a kind of that thing ("Igneous rock is a type of basalt") is :func:`kind_turned`'s."""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail.roles import Participant, participant, same
from gechat.text import stem

#: relational nouns that hold one way only, so that a step trading their sides contradicts the sentence ("Paris is
#: the capital of France" / "France is the capital of Paris"); a noun that may hold both ways ("partner", "sister
#: company", "brother": "Tom is the brother of Sam" / "Sam is the brother of Tom" may both hold) is left to the model
ONE_WAY = frozenset(stem(w) for w in (
    "parent", "subsidiary", "capital", "father", "mother", "son", "daughter", "child", "grandfather",
    "grandmother", "grandson", "granddaughter", "grandparent", "grandchild", "uncle", "aunt", "ancestor",
    "descendant", "heir", "manager", "supervisor", "boss", "employer", "employee", "teacher", "mentor", "successor",
    "predecessor", "author", "founder", "landlord", "tenant", "creditor", "debtor", "guardian", "owner", "superior",
    "subordinate", "director", "chairman", "chair", "president", "head", "leader", "chief", "commander", "captain",
    "coach", "instructor", "tutor", "headquarters", "seat", "birthplace", "publisher", "licensor", "licensee",
    "lessor", "lessee", "assignor", "assignee", "acquirer", "advisor", "adviser", "student", "pupil", "apprentice",
    "assistant", "deputy",
    # a category, a membership or a part: "atlases are a subcategory of reference works" does not hold turned round
    "subcategory", "subclass", "subset", "subtype", "subgenre", "subspecies", "subdivision", "member", "part",
    "component", "branch", "division", "department", "section", "chapter", "suburb", "offshoot", "genus",
    "variety", "type", "kind", "category", "species", "specie", "sort", "form", "breed", "subfamily"))
#: category nouns by which a step says one class is a kind of another ("Igneous rock is a type of basalt")
KIND_OF = frozenset(stem(w) for w in "type kind sort form variety species specie subtype subcategory subclass class "
                    "breed category".split())


#: relational nouns told from the other side, and the noun whose sides they trade ("Daily Moorland Press is a
#: subsidiary of Kessington Group" is "Kessington Group is the parent company of Daily Moorland Press")
CONVERSE_NOUNS = {"subsidiary": "parent company", "subsidiary company": "parent company", "employee": "employer",
                  "student": "teacher", "pupil": "teacher", "tenant": "landlord", "debtor": "creditor",
                  "lessee": "lessor", "licensee": "licensor", "successor": "predecessor", "subordinate": "superior",
                  "mentee": "mentor", "protégé": "mentor"}
#: the words of those nouns, by which a text may tell a relation from its other side (read before any parse)
CONVERSE_WORDS = frozenset(w for pair in CONVERSE_NOUNS.items() for noun in pair for w in noun.split()) | {"parent"}
#: words that open a clause the sentence asserts while it says something else
_GRANTED = frozenset("although though while whereas because since as".split())
#: verbs by which a subject holds a relational noun after "as": "served as Daniel Reyes's supervisor", "atlases are
#: shelved as a subcategory of reference works"
_AS_VERBS = frozenset("serve act work become remain shelve classify class list categorise categorize file group "
                      "count register".split())


def _told(noun: str, holder: Participant, other: Participant) -> tuple[str, Participant, Participant]:
    """A relation in the words of its noun's own side: "subsidiary" told as "parent company", its sides traded."""
    return (CONVERSE_NOUNS[noun], other, holder) if noun in CONVERSE_NOUNS else (noun, holder, other)


def _other_side(noun) -> object | None:
    """The participant a relational noun names its relation to: after "of", or its possessor."""
    for child in noun.children:
        if child.dep_ == "poss" and child.pos_ in {"PROPN", "NOUN"}:
            return child
        if child.dep_ == "prep" and child.lower_ == "of":
            return next((p for p in child.children if p.dep_ == "pobj"), None)
    return None


def _noun(tok) -> str:
    """The relational noun with its compounds, as lemmas: "parent company", "sister company", "capital"."""
    words = [c.lemma_.lower() for c in tok.children if c.dep_ == "compound" and c.i < tok.i]
    return " ".join([*words, tok.lemma_.lower()])


def _one_of(attribute):
    """The noun after "one of" ("is one of four member organisations of the Lowland Heritage Alliance"), else
    ``attribute`` itself."""
    if attribute.lemma_.lower() != "one":
        return attribute
    return next((p for c in attribute.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children
                 if p.dep_ == "pobj" and p.pos_ == "NOUN"), attribute)


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
            out.append(_told(_noun(tok), Participant(holder.name, frozenset(words)), participant(other)))
            continue
        if tok.lemma_.lower() in _AS_VERBS and tok.pos_ == "VERB":  # "Dr. Okafor served as Daniel Reyes's supervisor"
            subject = next((c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            noun = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ == "as"
                         for p in c.children if p.dep_ == "pobj" and p.pos_ == "NOUN"), None)
            if subject is not None and noun is not None and (other := _other_side(noun)) is not None \
                    and not any(c.dep_ == "neg" for c in tok.children):
                out.append(_told(_noun(noun), participant(subject), participant(other)))
            continue
        if tok.lemma_ != "be" or tok.dep_ not in {"ROOT", "conj", "ccomp", "advcl"} or (tok.dep_ == "advcl" and not any(
                c.dep_ == "mark" and c.lower_ in _GRANTED for c in tok.children)):
            continue  # a clause granted ("Although Marsona is the capital of the province, …"), not a condition
        subject = next((c for c in tok.children if c.dep_ in {"nsubj", "nsubjpass"}), None)
        attribute = next((c for c in tok.children if c.dep_ == "attr"), None)
        if subject is None or attribute is None or any(c.dep_ == "neg" for c in tok.children):
            continue
        for noun, holder in ((_one_of(attribute), subject), (subject, attribute)):  # "X is the N of Y"; "the N of Y is
            # X"; "X is one of the N of Y"
            other = _other_side(noun) if noun.pos_ == "NOUN" else None
            if other is not None and holder.pos_ in {"PROPN", "NOUN"} and _other_side(holder) is None:
                out.append(_told(_noun(noun), participant(holder), participant(other)))
                break
    return out


def is_a(doc) -> list[tuple[Participant, Participant]]:
    """(the thing, its class) of every "X is a Y" of ``doc`` with no "of" after the class ("Basalt is an igneous
    rock", "the groundhog is a marmot")."""
    out = []
    for tok in doc:
        if tok.lemma_ != "be" or tok.dep_ not in {"ROOT", "conj"} or any(c.dep_ == "neg" for c in tok.children):
            continue
        subject = next((c for c in tok.children if c.dep_ == "nsubj" and c.pos_ in {"NOUN", "PROPN"}), None)
        attribute = next((c for c in tok.children if c.dep_ == "attr" and c.pos_ == "NOUN"), None)
        if subject is not None and attribute is not None and _other_side(attribute) is None \
                and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in attribute.children):
            out.append((participant(subject), participant(attribute)))
    return out


def kind_turned(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the step makes the sentence's class a kind of the thing the sentence puts in it, or "": "Basalt is an
    igneous rock …" / "Igneous rock is a type of basalt" (0.93 entailed before this check)."""
    said = is_a(parse(premise))
    if not said or not any(w in hypothesis.lower() for w in ("type", "kind", "sort", "form", "variet", "speci", "class",
                                                             "breed", "categor")):
        return ""
    for noun, holder, other in relations(parse(hypothesis)):
        if any(stem(w) in KIND_OF for w in noun.split()) and not same(holder, other):
            for thing, kind in said:
                if same(holder, kind) and same(other, thing) and not same(thing, kind):
                    return f"the sentence makes {thing.name} a kind of {kind.name}; the step turns it round"
    return ""


def traded(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The conflict reason when the step states the sentence's relation with its two sides traded, else ""."""
    if " is " not in f" {hypothesis} " and " was " not in f" {hypothesis} " and "'s" not in hypothesis \
            and " as " not in f" {hypothesis} ":
        return ""
    said = relations(parse(premise))
    if not said:
        return kind_turned(premise, hypothesis, parse)
    for noun, holder, other in relations(parse(hypothesis)):
        if not any(stem(w) in ONE_WAY for w in noun.split()):
            continue  # "partner", "sister company", "brother": may hold both ways
        kept = any(p_noun == noun and same(p_holder, holder) and same(p_other, other)
                   for p_noun, p_holder, p_other in said)
        for p_noun, p_holder, p_other in said:
            if kept or p_noun != noun or same(p_holder, p_other) or same(holder, other):
                continue  # the sentence states the step's way too ("Smith was Jones's deputy …, and Jones …")
            if same(p_holder, other) and same(p_other, holder) and not same(p_holder, holder):
                return (f"the step trades the sides of '{noun}': the sentence gives it to {p_holder.name}, of "
                        f"{p_other.name}")
    return kind_turned(premise, hypothesis, parse)


def told_otherwise(premise_doc, hypothesis_doc) -> bool:
    """Does the step give a relation the sentence gives, with the same sides, by the noun of its other side ("is the
    parent company of" / "is a subsidiary of")?"""
    said = relations(premise_doc)
    return any(p_noun == noun and same(p_holder, holder) and same(p_other, other)
               for noun, holder, other in relations(hypothesis_doc) for p_noun, p_holder, p_other in said) \
        and _nouns(premise_doc) != _nouns(hypothesis_doc)


def _nouns(doc) -> frozenset[str]:
    """The relational nouns a text uses, as written (before :func:`_told`)."""
    return frozenset(t.lemma_.lower() for t in doc if t.lemma_.lower() in _TOLD_NOUNS)


#: the relational nouns of :data:`CONVERSE_NOUNS`, both sides
_TOLD_NOUNS = frozenset(CONVERSE_NOUNS) | frozenset(CONVERSE_NOUNS.values()) | {"parent"}

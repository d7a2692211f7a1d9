"""Mends to spaCy's small parser, made once per parse before any reader of the judge sees it.

"Inspectors said attendance among its 1,150 pupils remained below the national average": the small English model
takes "attendance" as what the inspectors said (a direct object of "said") and leaves "remained" a clause with no
subject, so every reader that asks a verb for its subject (where a thing stands, who did what, which figure belongs
to whom) finds none, and the step "Attendance at the school was above the national average" went unread (0.71
entailed). :func:`mend` gives such a clause the noun back as its subject.

It reads only a clause that reports what was said or found ("said", "found", "warned" …: :data:`REPORTING`) and
that has no subject of its own, whose verb is finite (it has a tense of its own, or an auxiliary of tense: "had
fallen", "would close"; not "to remain", "remaining"), and the reporting verb's direct object standing right before
it, with nothing between but that object's own words and a phrase of a preposition ("among its pupils"), which
goes with the noun. "She told reporters …" keeps its object: the hearer, never the subject.

"Car commuting over the same period fell by 6 percent": the small model reads "commuting" as a verb whose subject is
"car" ("car" commutes "over" "the same period") and gives "fell" no subject, so "Car commuting rose" was read as
entailed (0.90). A word in "-ing" right after a singular common noun, taken as a clause that is the subject (or a
clause before the verb that has none), becomes the subject noun with the noun before it as its compound, and what it
had taken as a particle and its object ("over the same period") a phrase of a preposition; a "while" the clause
had becomes the verb's again. A word in "-ing" with no subject or object of its own that the parser took as a
clause subject ("Cycling to work rose by 12 percent") is the subject noun itself.

"Brenmar Foods saw its quarterly revenue rise": the small model reads "rise" as a noun, the object of "saw", with
"revenue" its compound, so no reader found the revenue's move (0.78 entailed against "revenue … fell by 8 percent").
A word of rising or falling that ends the object of "see" or "watch", with no article of its own, becomes the verb
of a clause whose subject is the noun before it.
"""

from __future__ import annotations

#: verbs that report what someone said, found or believes, whose clause the small parser may leave subjectless
REPORTING = frozenset("say state report announce add warn note find show reveal confirm claim argue insist estimate "
                      "believe think conclude acknowledge admit explain predict suggest indicate agree deny".split())
#: dependencies that give a clause a subject of its own
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
#: the tags of a verb with a tense of its own
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})


def _finite(verb) -> bool:
    """Has the clause of ``verb`` a tense of its own ("remained", "had fallen", "would close")?"""
    return verb.tag_ in _FINITE or any(c.dep_ in ("aux", "auxpass") and c.tag_ in _FINITE for c in verb.children)


def mend(doc):
    """``doc`` with each reported clause's lost subject and each noun in "-ing" given back (see the module's text);
    the same ``doc``."""
    _reported_subjects(doc)
    _ing_nouns(doc)
    _seen_moves(doc)
    return doc


def _ing_nouns(doc) -> None:
    """Give back subjects such as "car commuting", "coal mining" that the parser read as a clause (the module's
    text)."""
    for word in doc:
        head = word.head
        if word.tag_ != "VBG" or word.dep_ not in ("csubj", "advcl") or head.i <= word.i \
                or head.pos_ not in ("VERB", "AUX") or any(c.dep_ in _SUBJECTS and c.i != word.i for c in head.children):
            continue
        noun = next((c for c in word.children if c.dep_ == "nsubj"), None)
        if noun is None and word.dep_ == "csubj" and not any(c.dep_ in ("dobj", "nsubj", "ccomp", "xcomp")
                                                             for c in word.children):
            word.dep_, word.pos_, word.tag_, word.lemma_ = "nsubj", "NOUN", "NN", word.lower_  # "Cycling to work rose"
            continue
        if noun is None or noun.i != word.i - 1 or noun.tag_ != "NN":
            continue
        for child in list(word.children):
            if child.dep_ == "mark" and child.i < noun.i:
                child.head = head  # "while car commuting … fell"
            elif child.dep_ == "prt":
                objects = [c for c in word.children if c.dep_ == "dobj" and c.i > child.i]
                child.dep_ = "prep"
                for obj in objects:
                    obj.head, obj.dep_ = child, "pobj"
        noun.dep_ = "compound"
        word.head, word.dep_, word.pos_, word.tag_, word.lemma_ = head, "nsubj", "NOUN", "NN", word.lower_


def _reported_subjects(doc) -> None:
    """Give back a reported clause's subject that the parser took as the reporting verb's object (the module's
    text)."""
    for verb in doc:
        if verb.dep_ != "ccomp" or verb.pos_ not in ("VERB", "AUX") or not _finite(verb) \
                or any(c.dep_ in _SUBJECTS or c.dep_ == "mark" for c in verb.children):
            continue
        head = verb.head
        if head.lemma_.lower() not in REPORTING or head.i > verb.i:
            continue
        noun = next((c for c in head.children if c.dep_ == "dobj" and c.i < verb.i), None)
        if noun is None or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        between = [c for c in head.children if noun.i < c.i < verb.i]
        if any(c.dep_ != "prep" for c in between) \
                or max(t.i for t in [noun, *(t for c in between for t in c.subtree), *noun.subtree]) != verb.i - 1 \
                or min(t.i for t in verb.subtree) != verb.i:
            continue  # something else stands between, or the clause starts before its verb
        for prep in between:
            prep.head = noun
        noun.head, noun.dep_ = verb, "nsubj"


#: words of a move that the parser may read as a noun after "saw its revenue …"
_MOVES = frozenset("rise fall drop increase decrease decline grow shrink climb jump slump slide fluctuate".split())
#: verbs of seeing a thing do something
_SEEING = frozenset({"see", "watch", "witness"})


def _seen_moves(doc) -> None:
    """Make "rise" in "saw its quarterly revenue rise" the verb of its own clause (the module's text)."""
    for word in doc:
        if word.lower_ not in _MOVES or word.pos_ != "NOUN" or word.dep_ != "dobj" \
                or word.head.lemma_.lower() not in _SEEING:
            continue
        if any(c.dep_ == "det" and c.lower_ in ("a", "an", "the") for c in word.children) \
                or (word.i + 1 < len(doc) and not (doc[word.i + 1].is_punct or doc[word.i + 1].pos_ == "ADP")):
            continue  # "saw a rise in revenue": a noun
        noun = next((c for c in word.children if c.dep_ == "compound" and c.i == word.i - 1 and c.pos_ == "NOUN"), None)
        if noun is None:
            continue
        for child in list(word.children):
            if child.i < noun.i:
                child.head = noun  # "its quarterly": the revenue's
        noun.head, noun.dep_ = word, "nsubj"
        word.dep_, word.pos_, word.tag_, word.lemma_ = "ccomp", "VERB", "VB", word.lower_

"""A sentence that only names two things together, read against a step that says how they are related.

"The annual report mentions both the Brennan Street depot and the fleet electrification programme in its section on
capital commitments" / "The fleet electrification programme will be based at the Brennan Street depot" (0.97
entailed by the shipped judge), "Dr. Lena Fischer and Dr. Marco Bianchi are listed among the investigators" / "Dr.
Fischer supervises Dr. Bianchi" (0.98): the step's names are all in the sentence, which says only that a text names
them side by side. It is the document-side twin of the rule that a step restating co-occurrence ("X is mentioned
together with Y") is never supported.

:func:`only_together` reads the sentence's words of naming together (a text that mentions, lists, names, discusses,
cites or refers to "both" things, or things "listed among" or "named as" a group) and the step's main verb: a verb
the sentence does not use, nor one of naming ("mentions", "lists", "refers to", "records"), is a relation the
sentence does not state.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: words by which a sentence says only that a text names things together
_TOGETHER = re.compile(
    r"\b(?:mentions?|mentioned|lists?|listed|refers?\s+to|referred\s+to|names?|named|discuss(?:es|ed)?|cites?|"
    r"cited)\s+(?:\w+\s+){0,2}?both\b|\b(?:are|were)\s+(?:both\s+)?(?:listed|named|mentioned|cited)\s+"
    r"(?:among|together|alongside)\b", re.IGNORECASE)
#: a sentence that goes on to report a finding of its own ("The report, which mentions both …, found that …")
_FINDING = re.compile(r"\b(?:found|finds|showed|shows|concluded|concludes|reported|reports)\s+that\b", re.IGNORECASE)
#: verbs by which a step itself says that a text names things, which the sentence states
_NAMING = frozenset("mention list refer name discuss cite include appear feature note record describe".split())


def only_together(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """Why ``premise``, which only names things together, does not state the relation ``hypothesis`` gives them,
    or ""."""
    m = _TOGETHER.search(premise)
    if m is None or _FINDING.search(premise):
        return ""
    verb = next((t for t in parse(hypothesis) if t.dep_ == "ROOT"), None)
    if verb is None or (verb.pos_ != "VERB" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)) \
            or verb.lemma_.lower() in _NAMING | {"be", "have"}:
        return ""  # a root with a subject is the step's verb, however tagged ("The wind farm supplies power …")
    if verb.lemma_.lower() in {t.lemma_.lower() for t in parse(premise)}:
        return ""  # "… mentions both drugs and recommends ibuprofen" / "recommends ibuprofen"
    return f"the sentence only names them together ('{' '.join(m.group(0).split())}'); the step says '{verb.text}'"


#: what may stand between two names a sentence coordinates: "Ana Kovac and Chancellor Tomas Reiner", "Nordic
#: Sportswear and Calder Bank", titles and articles before the second name (a comma alone may end a clause: "Prior to
#: its acquisition of Delmar Foods, Ostrow Group sold …")
_COORDINATED = re.compile(r"^\s*(?:,\s*and\s+|&\s*|and\s+(?:also\s+)?)(?:(?:the|a|an|[A-Z][\w.'’-]*)\s+){0,4}$")
#: verbs that a step with two coordinated subjects says of the pair ("Voss and Kettle co-authored a paper")
_RECIPROCAL = frozenset("meet marry collaborate partner ally cooperate merge negotiate correspond".split())
#: words by which such a step says the two acted jointly
_JOINTLY = re.compile(r"\b(?:together|jointly|each other|one another)\b|\bco-?[a-z]+", re.IGNORECASE)


def _name_run(tok) -> list:
    """The run of proper nouns that ends at ``tok`` ("Dr. Tomas Reiner" for "Reiner", "Marsh Road fire station" for
    "station")."""
    doc, start = tok.doc, tok.i
    while start > 0 and doc[start - 1].dep_ in ("compound", "flat") and doc[start - 1].pos_ in ("PROPN", "NOUN"):
        start -= 1
    return list(doc[start : tok.i + 1])


def _named(tokens) -> list:
    """The name heads among ``tokens``: proper nouns that no other word of theirs takes as a compound, and nouns
    that take a proper noun as one ("the Marsh Road fire station")."""
    return [t for t in tokens if t.dep_ not in ("compound", "flat") and (
        t.pos_ == "PROPN" or t.pos_ == "NOUN" and any(x.pos_ == "PROPN" for x in _name_run(t)))]


def _mention(premise: str, run: list) -> tuple[int, int] | None:
    """Where ``premise`` names the name whose words are ``run`` (all of them, or its last word), or None."""
    for words in (" ".join(t.text for t in run), run[-1].text):
        if m := re.search(rf"\b{re.escape(words)}\b", premise):
            return m.start(), m.end()
    return None


#: words by which a sentence says something of each of two things apart ("both attended", "include", "are among"):
#: without them, two names side by side may be the sentence's own relation ("Kovac and Reiner shook hands", "…
#: divorced", "… are first cousins", "the final between Kovac and Reiner")
_APART = re.compile(r"\b(?:both|each(?!\s+other)|respectively|among|include[sd]?|including|list(?:s|ed)?|name[sd]?|feature[sd]?|"
                    r"attend(?:s|ed)?|present(?:s|ed)?|sponsor(?:s|ed)?|fined|nominated|invited|home\s+to|"
                    r"as\s+well\s+as|along\s+with|(?:authors|researchers|scientists|officials|delegates|representatives|"
                    r"experts|speakers|members),?\s+from)\b", re.IGNORECASE)


def only_coordinated(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """Why ``premise``, which names two things side by side ("Ana Kovac and Chancellor Tomas Reiner both attended
    the summit", "The sponsors include Nordic Sportswear and Calder Bank"), does not state the relation
    ``hypothesis`` gives them ("Ana Kovac met Tomas Reiner", "Calder Bank finances Nordic Sportswear"), or "":
    the step's verb (or, after "is", its relational word: "is next to", "is the parent of") is none of the
    sentence's."""
    if not _APART.search(premise):
        return ""
    doc = parse(hypothesis)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None:
        return ""
    subjects = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not subjects:
        return ""
    word = root
    if root.lemma_.lower() in ("be", "have"):
        word = next((c for c in root.children if c.dep_ in ("acomp", "attr") and c.pos_ != "PROPN"), None)
        if word is None:
            return ""
    if word.lemma_.lower() in _NAMING:
        return ""
    firsts = _named(subjects[0].subtree)
    pairs = []
    if len(firsts) >= 2 and (word.lemma_.lower() in _RECIPROCAL or _JOINTLY.search(hypothesis)):
        pairs.append((firsts[0], firsts[1]))  # "Voss and Kettle co-authored a paper"
    objects = [t for c in word.children if c.dep_ in ("dobj", "prep", "agent", "dative", "attr") for t in c.subtree]
    pairs += [(a, b) for a in firsts[:1] for b in _named(objects)[:1]]
    said = {t.lemma_.lower() for t in parse(premise)}
    lemma = word.lemma_.lower()
    if lemma in said or any(lemma in s for s in said if len(lemma) > 3) or word.text.lower() in premise.lower():
        return ""  # "Kovac and Reiner met in Riga" / "Kovac met Reiner"; "co-founded" / "founded"
    p_doc = None
    for a, b in pairs:
        x, y = _mention(premise, _name_run(a)), _mention(premise, _name_run(b))
        if x is None or y is None or x == y:
            continue
        (_, end), (start, _) = sorted((x, y))
        if not _COORDINATED.match(premise[end:start]):
            if re.search(r"\b(?:its|his|her|their|whose)\b", premise[end:start], re.IGNORECASE):
                continue  # "Apex Mining and its subsidiary, Boreal Metals": the sentence's own relation
            p_doc = p_doc or parse(premise)
            if not _listed_apart(p_doc, x, y):
                continue
        return (f"the sentence names {a.text} and {b.text} side by side; it does not say that one "
                f"'{word.text}' the other")
    return ""


#: the links by which a word belongs to the list member it describes ("Mei Tanaka, chief technology officer of
#: Brightline Pay": Brightline Pay is Tanaka's)
_WITHIN_MEMBER = frozenset("compound flat appos prep pobj amod poss nmod".split())


def _member(doc, span: tuple[int, int]):
    """The member of a list ("A, B and C") that the words at ``span`` name or describe, or None."""
    tok = next((t for t in doc if t.idx >= span[0] and t.idx < span[1] and t.dep_ not in ("compound", "flat")), None)
    for _ in range(8):
        if tok is None or tok.dep_ == "conj" or any(c.dep_ == "conj" and c.pos_ in ("PROPN", "NOUN")
                                                    for c in tok.children):
            return tok
        if tok.dep_ not in _WITHIN_MEMBER or tok.head.i == tok.i:
            return None
        tok = tok.head
    return None


def _listed_apart(doc, x: tuple[int, int], y: tuple[int, int]) -> bool:
    """Do the names at ``x`` and ``y`` belong to two members of one list ("Dara Okafor of Pennon Capital, the
    economist Luis Ferraz, and Mei Tanaka, chief technology officer of Brightline Pay")?"""
    a, b = _member(doc, x), _member(doc, y)
    if a is None or b is None or a.i == b.i:
        return False
    chain = lambda t: t.head if t.dep_ == "conj" else t  # noqa: E731
    root_a, root_b = a, b
    while root_a.dep_ == "conj":
        root_a = chain(root_a)
    while root_b.dep_ == "conj":
        root_b = chain(root_b)
    return root_a.i == root_b.i

"""Who does what to whom in one parsed sentence (for the role-swap conflict check and for
restatements that move the participants without changing their roles).

``clause_roles(doc)`` maps each verb's lemma to its doer and the other
participants, read from spaCy's dependency parse: the active subject or the
passive agent ("defeated *by the Eagles*") is the doer; direct objects, datives,
prepositional objects and passive subjects are the others. A comparison
("Anna is taller than Tom") counts as the verb "taller" with Anna as doer and
Tom as the other. Each participant is its noun phrase: a display name (compounds
and head, "the new analysts" -> "new analyst") and the set of its content words,
possessors and attached phrases included ("Lena's doctoral thesis" holds
"lena"), relative clauses left out.
"""

from __future__ import annotations

from dataclasses import dataclass

#: verbs whose subject and object can trade places without changing the meaning
SYMMETRIC = frozenset("meet marry date resemble join equal face touch hug kiss fight play match border "
                      "collaborate partner merge talk speak correspond".split())
_OBJECT_DEPS = {"dobj", "dative", "nsubjpass", "attr", "obj", "iobj"}
_CLAUSE_DEPS = {"relcl", "acl", "advcl", "ccomp", "xcomp", "conj", "cc", "appos_clause"}
_CONTENT_POS = {"NOUN", "PROPN", "ADJ", "NUM"}


@dataclass(frozen=True)
class Participant:
    name: str
    words: frozenset[str]


def _clean(word: str) -> str:
    return "".join(ch for ch in word.lower() if ch.isalnum())


def _phrase_words(tok) -> set[str]:
    """Content words of ``tok``'s phrase, not descending into clauses."""
    out = {_clean(tok.lemma_)} if tok.pos_ in _CONTENT_POS else set()
    for child in tok.children:
        if child.dep_ not in _CLAUSE_DEPS:
            out |= _phrase_words(child)
    return {w for w in out if w}


def participant(tok) -> Participant:
    parts = [t for t in tok.subtree if t.i < tok.i and t.dep_ in ("compound", "flat", "amod")] + [tok]
    parts.sort(key=lambda t: t.i)
    name = " ".join(_clean(t.lemma_ if t.i == tok.i else t.text) for t in parts).strip()
    return Participant(name, frozenset(_phrase_words(tok) | {_clean(tok.lemma_)}))


def _own_roles(tok) -> tuple[Participant | None, list[Participant]]:
    doer, others = None, []
    for child in tok.children:
        if child.dep_ == "nsubj":
            doer = participant(child)
        elif child.dep_ in _OBJECT_DEPS:
            others.append(participant(child))
        elif child.dep_ == "agent":
            doer = next((participant(p) for p in child.children if p.dep_ == "pobj"), doer)
        elif child.dep_ == "prep":
            others += [participant(p) for p in child.children if p.dep_ == "pobj"]
    return doer, others


def _comparison(tok) -> tuple[str, Participant | None, list[Participant]] | None:
    """"X is taller than Y" -> ("taller", X, [Y])."""
    if tok.lemma_.lower() != "be":
        return None
    adj = next((c for c in tok.children if c.dep_ == "acomp" and c.tag_ in ("JJR", "RBR")), None)
    if adj is None:
        return None
    doer = next((participant(c) for c in tok.children if c.dep_ == "nsubj"), None)
    others = [participant(p) for prep in (*adj.children, *tok.children) if prep.dep_ == "prep" and prep.lower_ == "than"
              for p in prep.children if p.dep_ == "pobj"]
    return adj.text.lower(), doer, others


def clause_roles(doc) -> dict[str, tuple[Participant | None, list[Participant]]]:
    """verb lemma (or comparative) -> (doer, other participants).

    Verbs joined by "and" share what one of them lacks: in "X appoints and supervises Y"
    both verbs have X as doer and Y as participant.
    """
    own = {tok.i: _own_roles(tok) for tok in doc if tok.pos_ == "VERB"}
    for tok in doc:
        if tok.i in own and tok.dep_ == "conj" and tok.head.i in own:
            (hd, ho), (cd, co) = own[tok.head.i], own[tok.i]
            own[tok.i] = (cd or hd, co)
            own[tok.head.i] = (hd, ho or co)
    out: dict[str, tuple[Participant | None, list[Participant]]] = {}
    for tok in doc:
        compared = _comparison(tok)
        if compared and (compared[1] or compared[2]):
            out[compared[0]] = compared[1:]
        lemma = tok.lemma_.lower()
        if tok.i not in own or lemma in SYMMETRIC or lemma in ("be", "have"):
            continue
        doer, others = own[tok.i]
        if doer or others:
            prev = out.get(lemma)
            if prev:
                doer, others = prev[0] or doer, prev[1] + others
            out[lemma] = (doer, others)
    return out


def same(a: Participant, b: Participant) -> bool:
    """Do two phrases name the same participant (one's words within the other's: "Helix Corp" and
    "the parent company Helix Corp"; "Lena" and "Lena's doctoral thesis")?"""
    return bool(a.words) and bool(b.words) and (a.words <= b.words or b.words <= a.words)


def swapped(premise_roles: dict, hypothesis_roles: dict) -> tuple[str, Participant, Participant] | None:
    """A verb whose doer and another participant trade places between the two sentences, if any.

    Swapped: the step's doer is one of the sentence's other participants, one of the step's
    other participants is the sentence's doer, and the two doers are not the same.
    """
    for verb, (h_doer, h_others) in hypothesis_roles.items():
        if verb not in premise_roles or h_doer is None:
            continue
        p_doer, p_others = premise_roles[verb]
        if p_doer is None or same(h_doer, p_doer):
            continue
        took = next((o for o in p_others if same(h_doer, o)), None)
        if took is not None and any(same(p_doer, o) for o in h_others):
            return verb, p_doer, took
    return None


def _passive(doc) -> bool:
    return any(t.dep_ in ("nsubjpass", "agent", "auxpass") for t in doc)


def _symmetric_sides(doc) -> tuple[str, Participant, Participant] | None:
    """The root verb when it is symmetric ("Peter married Susan"), with its two sides."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or root.lemma_.lower() not in SYMMETRIC:
        return None
    subj = next((c for c in root.children if c.dep_ == "nsubj"), None)
    other = next((c for c in root.children if c.dep_ == "dobj"), None) or next(
        (g for c in root.children if c.dep_ == "prep" and c.lower_ == "with" for g in c.children if g.dep_ == "pobj"), None)
    if subj is None or other is None:
        return None
    return root.lemma_.lower(), participant(subj), participant(other)


def restated(premise_doc, hypothesis_doc) -> bool:
    """Does the step keep who does what to whom while moving the participants: a passive turned
    active or back ("The cat was chased by the dog" / "The dog chased the cat"), or the two sides
    of a symmetric verb traded ("Peter married Susan" / "Susan married Peter")?"""
    p_roles, h_roles = clause_roles(premise_doc), clause_roles(hypothesis_doc)
    if h_roles and _passive(premise_doc) != _passive(hypothesis_doc):
        def kept(verb: str) -> bool:  # the same doer, and the sentence's doer is not the step's object
            (p_doer, _), (h_doer, h_others) = p_roles.get(verb, (None, [])), h_roles[verb]
            return (p_doer is not None and h_doer is not None and same(p_doer, h_doer)
                    and not any(o.name == p_doer.name != h_doer.name for o in h_others))
        return all(kept(verb) for verb in h_roles)
    p_sym, h_sym = _symmetric_sides(premise_doc), _symmetric_sides(hypothesis_doc)
    return (p_sym is not None and h_sym is not None and p_sym[0] == h_sym[0]
            and same(p_sym[1], h_sym[2]) and same(p_sym[2], h_sym[1]))

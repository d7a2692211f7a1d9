"""Who does what to whom in one parsed sentence (for the role-swap conflict check).

``clause_roles(doc)`` maps each verb's lemma to its doer and the other
participants, read from spaCy's dependency parse: the active subject or the
passive agent ("defeated *by the Eagles*") is the doer; direct objects, datives,
prepositional objects and passive subjects are the others. Participants are
named by their compounds and head ("the new analysts" -> "analysts"), lower-cased.
"""

from __future__ import annotations

#: verbs whose subject and object can trade places without changing the meaning
SYMMETRIC = frozenset("meet marry date resemble join equal face touch hug kiss fight play match border "
                      "collaborate partner merge talk speak correspond".split())
_OBJECT_DEPS = {"dobj", "dative", "nsubjpass", "attr", "obj", "iobj"}


def _name(tok) -> str:
    parts = [t for t in tok.subtree if t.i < tok.i and t.dep_ in ("compound", "flat", "amod")] + [tok]
    parts.sort(key=lambda t: t.i)
    words = (t.lemma_ if t.i == tok.i else t.text for t in parts)
    return " ".join("".join(ch for ch in w.lower() if ch.isalnum()) for w in words).strip()


def _own_roles(tok) -> tuple[str, set[str]]:
    doer, others = "", set()
    for child in tok.children:
        if child.dep_ in ("nsubj",):
            doer = _name(child)
        elif child.dep_ in _OBJECT_DEPS:
            others.add(_name(child))
        elif child.dep_ == "agent":
            for p in child.children:
                if p.dep_ == "pobj":
                    doer = _name(p)
        elif child.dep_ == "prep":
            for p in child.children:
                if p.dep_ == "pobj":
                    others.add(_name(p))
    return doer, others


def clause_roles(doc) -> dict[str, tuple[str, set[str]]]:
    """verb lemma -> (doer, other participants) for each verb with a doer or a participant.

    Verbs joined by "and" share what one of them lacks: in "X appoints and supervises Y"
    both verbs have X as doer and Y as participant.
    """
    own = {tok.i: _own_roles(tok) for tok in doc if tok.pos_ == "VERB"}
    for tok in doc:
        if tok.i in own and tok.dep_ == "conj" and tok.head.i in own:
            (hd, ho), (cd, co) = own[tok.head.i], own[tok.i]
            own[tok.i] = (cd or hd, co)
            own[tok.head.i] = (hd, ho or co)
    out: dict[str, tuple[str, set[str]]] = {}
    for tok in doc:
        if tok.i not in own or tok.lemma_.lower() in SYMMETRIC or tok.lemma_.lower() in ("be", "have"):
            continue
        doer, others = own[tok.i]
        if doer or others:
            prev = out.get(tok.lemma_.lower())
            if prev:
                doer, others = prev[0] or doer, prev[1] | others
            out[tok.lemma_.lower()] = (doer, others)
    return out

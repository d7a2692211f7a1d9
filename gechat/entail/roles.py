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

A "from X to Y" turned round is :mod:`gechat.entail.turned_round`'s. ``value_of_another`` reads the parse for
whose value a number is: a step that gives a subject the value the sentence gives to something else is in conflict
with it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gechat.entail import converse
from gechat.entail.binding import gapped_words
from gechat.entail.hedges import carried_out
from gechat.entail.quantities import close, converts, quantities, quantity_reason

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
        if child.dep_ not in _CLAUSE_DEPS and not (child.dep_ in ("compound", "flat") and _clean(child.lemma_) in _TITLES
                                                    and tok.pos_ == "PROPN"):
            out |= _phrase_words(child)
    return {w for w in out if w}


_RELATIVE_PRONOUNS = frozenset({"that", "which", "who", "whom"})
#: titles before a name, which one side may leave out ("Dr. Helena Voss" / "Helena Voss's dissertation"); a title
#: that heads its phrase ("the professor") stays
_TITLES = frozenset("dr prof professor".split())  # not "Mr" / "Mrs": "Ms. Smith hired Mr. Smith's lawyer"


#: verbs that report what their subject says of itself: "Harlow Foods said it had agreed …" (it: Harlow Foods)
_SELF_REPORTING = frozenset("say announce confirm state report add disclose reveal admit".split())


def _reporter(tok):
    """The one who reports, where ``tok`` is "it" heading the clause of a report of its own: the subject of "said",
    "announced" … ("Harlow Foods, which listed in 2015, said on 4 March that it had agreed to be bought"), else None.
    Not "they", which as often stands for others the report names ("The hospital said the two nurses had been
    suspended and that they were being investigated"), nor a reporter that is no singular noun."""
    if tok.lower_ != "it" or tok.dep_ not in ("nsubj", "nsubjpass"):
        return None
    clause = tok.head
    while clause.dep_ in ("xcomp", "conj") and clause.head.pos_ in ("VERB", "AUX"):
        clause = clause.head
    if clause.dep_ != "ccomp" or clause.head.lemma_.lower() not in _SELF_REPORTING:
        return None
    subject = next((c for c in clause.head.children if c.dep_ == "nsubj"), None)
    return subject if subject is not None and subject.pos_ in ("PROPN", "NOUN") and subject.tag_ in ("NNP", "NN") \
        else None


def participant(tok) -> Participant:
    if (reporter := _reporter(tok)) is not None:
        return participant(reporter)
    if tok.lower_ in _RELATIVE_PRONOUNS and tok.head.dep_ == "relcl":  # "the accounting firm that Cindral hired":
        # the firm, and the name it is in apposition to ("Pell & Norrland, the accounting firm that …")
        noun = tok.head.head
        own = participant(noun)
        if noun.dep_ == "appos" and noun.head.pos_ in ("PROPN", "NOUN"):
            named = participant(noun.head)
            return Participant(named.name, named.words | own.words)
        return own
    parts = [t for t in tok.subtree if t.i < tok.i and t.dep_ in ("compound", "flat", "amod")] + [tok]
    parts.sort(key=lambda t: t.i)
    name = " ".join(_clean(t.lemma_ if t.i == tok.i else t.text) for t in parts).strip()
    return Participant(name, frozenset(_phrase_words(tok) | {_clean(tok.lemma_)}))


def _own_roles(tok) -> tuple[Participant | None, list[Participant]]:
    doer, others = None, []
    for child in tok.children:
        if child.dep_ == "nsubj":
            doer = participant(child)
        elif child.dep_ in _OBJECT_DEPS or (child.dep_ == "npadvmod" and child.pos_ == "PROPN" and child.i > tok.i):
            # the small parser reads a name after the verb as an adverbial before a score: "beat Arsenal 2-1"
            others.append(participant(child))
        elif child.dep_ == "agent":
            doer = next((participant(p) for p in child.children if p.dep_ == "pobj"), doer)
        elif child.dep_ == "prep":
            others += [participant(p) for p in child.children if p.dep_ == "pobj"]
    if doer is None and (fronted := fronted_name(tok)) is not None:
        doer = participant(fronted)
    return doer, others


def fronted_name(tok):
    """The subject of a main verb that the parse hangs on its opening phrase's noun as an apposition ("At Brenner
    Logistics, Chief Financial Officer Maria Delgado reports to …"; "In the final at Greywater Arena, Sofia Lind was
    beaten by …"), or None."""
    if tok.dep_ != "ROOT" or any(c.dep_ in ("nsubj", "nsubjpass") for c in tok.children):
        return None
    return next((a for c in reversed(list(tok.children)) if c.dep_ == "prep" and c.i < tok.i
                 for a in reversed(list(c.subtree)) if a.dep_ == "appos" and a.i > a.head.i and a.pos_ == "PROPN"),
                None)


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
    for tok in doc:  # "Brandt agreed to acquire Ostera": Brandt acquires; "ordered Hexon to pay": Hexon pays
        if tok.i in own and tok.dep_ == "xcomp" and own[tok.i][0] is None and tok.head.i in own:
            ordered = next((c for c in tok.head.children if c.dep_ in ("dobj", "iobj")), None) or next(
                (c for c in tok.head.children if c.dep_ == "nsubjpass"), None) \
                if tok.head.lemma_.lower() in _OBJECT_CONTROL else None  # "Orvane was ordered to pay": Orvane pays
            own[tok.i] = (participant(ordered) if ordered is not None else own[tok.head.i][0], own[tok.i][1])
        elif tok.i in own and tok.dep_ == "xcomp" and tok.head.i in own and own[tok.head.i][0] is not None \
                and any(c.dep_ == "auxpass" for c in tok.children) \
                and not any(c.dep_ == "nsubjpass" for c in tok.children):
            # "Harlow agreed to be bought by Grantham": Harlow is bought, Grantham buys
            own[tok.i] = (own[tok.i][0], [own[tok.head.i][0], *own[tok.i][1]])
    for tok in doc:
        if tok.i in own and tok.dep_ == "conj" and tok.head.i in own:
            (hd, ho), (cd, co) = own[tok.head.i], own[tok.i]
            passive = any(c.dep_ == "nsubjpass" for c in tok.head.children) and not any(
                c.dep_ in ("nsubj", "nsubjpass", "dobj") for c in tok.children)
            own[tok.i] = (cd or hd, co or (ho if passive else co))  # "The Corran was withdrawn and replaced by
            # the Sula": the Corran is replaced too
            own[tok.head.i] = (hd, ho or co)
    out: dict[str, tuple[Participant | None, list[Participant]]] = {}
    for tok in doc:
        compared = _comparison(tok)
        if compared and (compared[1] or compared[2]):
            out[compared[0]] = compared[1:]
        lemma = tok.lemma_.lower()
        if tok.i not in own or (lemma in SYMMETRIC and not _touched_part(tok)) or lemma in ("be", "have"):
            continue
        doer, others = own[tok.i]
        if doer or others:
            prev = out.get(lemma)
            if prev:
                doer, others = prev[0] or doer, prev[1] + others
            out[lemma] = (doer, others)
    for verb, doer, others in converse.derived_roles(doc, participant):  # "lost to", "borrowed from", "X's
        # acquisition of Y": the roles of "beat", "lend", "acquire", where the sentence does not use the verb itself
        if verb in converse.SELF_CONVERSE:
            out[verb] = (doer, others)  # "Delmont leased four A320s from Skyreach": Skyreach the lessor
        else:
            out.setdefault(verb, (doer, others))
    return out


#: symmetric verbs that are not symmetric when their object is someone's part ("Boris kissed Natasha's hand")
_TOUCHING = frozenset("kiss hug touch".split())


def _touched_part(verb) -> bool:
    """Is ``verb`` one of :data:`_TOUCHING` whose object belongs to a named owner ("kissed Natasha's hand")?"""
    return verb.lemma_.lower() in _TOUCHING and any(
        c.dep_ == "dobj" and any(g.dep_ == "poss" and g.pos_ in ("PROPN", "NOUN") for g in c.children)
        for c in verb.children)


#: verbs whose object, not subject, does what their "to" clause says ("ordered Hexon to pay", "asked the board to
#: approve")
_OBJECT_CONTROL = frozenset("order ask tell instruct force compel require persuade convince urge direct allow permit "
                            "encourage invite advise".split())
#: of those, the verbs that do not say their "to" clause happened ("allowed the tenants to repaint", "urged Berg to
#: resign"); "persuaded", "convinced", "forced" and "compelled" do
_UNASSERTING = _OBJECT_CONTROL - {"force", "compel", "persuade", "convince"}


def same(a: Participant, b: Participant) -> bool:
    """Do two phrases name the same participant (one's words within the other's: "Helix Corp" and
    "the parent company Helix Corp"; "Lena" and "Lena's doctoral thesis")?"""
    return bool(a.words) and bool(b.words) and (a.words <= b.words or b.words <= a.words)


#: verbs that give their participants the same roles ("Halvorsen acquired Meridian" / "Meridian bought Halvorsen":
#: swapped), by lemma
SAME_ROLES: dict[str, tuple[str, ...]] = {
    verb: tuple(other for other in group.split() if other != verb)
    for group in ("buy purchase acquire", "defeat beat", "hire employ recruit", "fund finance sponsor bankroll",
                  "attack assault", "supervise oversee", "replace succeed", "sue prosecute", "pay reimburse",
                  "invite summon", "overtake pass", "injure wound hurt")
    for verb in group.split()}


def swapped(premise_roles: dict, hypothesis_roles: dict) -> tuple[str, Participant, Participant] | None:
    """A verb whose doer and another participant trade places between the two sentences, if any.

    Swapped: the step's doer is one of the sentence's other participants, one of the step's
    other participants is the sentence's doer, and the two doers are not the same.
    """
    for h_verb, (h_doer, h_others) in hypothesis_roles.items():
        verb = next((v for v in (h_verb, *SAME_ROLES.get(h_verb, ())) if v in premise_roles), None)
        if verb is None or h_doer is None:
            continue
        p_doer, p_others = premise_roles[verb]
        if p_doer is None or same(h_doer, p_doer):
            continue
        took = next((o for o in p_others if same(h_doer, o)), None)
        if took is not None and any(same(p_doer, o) for o in h_others):
            return verb, p_doer, took
    return None


def another_doer(premise_doc, hypothesis_doc) -> str:
    """The reason the sentence cannot say what the step says of its doer: the step's verb has another named doer
    in the sentence, and the step's named doer is one of the sentence's other participants there ("Professor Ito supervised
    Dr. Mensah's thesis" / "Dr. Mensah supervised a thesis"); "" otherwise. (When the sentence's doer is also one
    of the step's other participants, the two are swapped: :func:`swapped`, a conflict.)"""
    uses: dict[str, list] = {}  # verb lemma -> (doer, others) of each of its uses in the sentence
    for tok in premise_doc:
        if tok.pos_ == "VERB":
            doer, others = _own_roles(tok)
            if doer is None and tok.dep_ == "conj":  # "X appoints and supervises Y": the first verb's doer
                doer = _own_roles(tok.head)[0]
            if converse.self_converse_from(tok):
                continue  # "Delmont leased four A320s from Skyreach": Skyreach leased them too, to Delmont
            uses.setdefault(tok.lemma_.lower(), []).append((doer, others))
    gapped = gapped_words(premise_doc)  # "… and Dr Owens 21": Dr Owens treated 21, whatever the parse says
    for verb, (h_doer, _) in clause_roles(hypothesis_doc).items():
        if h_doer is None or not _named(h_doer, hypothesis_doc) or not uses.get(verb) \
                or set(h_doer.name.lower().split()) <= gapped:
            continue
        if any(doer is not None and same(h_doer, doer) for doer, _ in uses[verb]):
            continue  # one use of the verb is the step's doer's: "Google hired Dr. Lee, and Dr. Lee hired ..."
        other = next((doer for doer, others in uses[verb] if doer is not None and _named(doer, premise_doc)
                      and any(same(h_doer, o) for o in others)), None)
        if other is not None:
            return f"the sentence gives '{verb}' to {other.name}, not to {h_doer.name}"
    return ""


def controlled_doer(premise_doc, hypothesis_doc) -> str:  # noqa: C901 - one reading, its guards
    """The reason the sentence does not say what the step's doer does where it says it only in a "to" clause that
    another verb's object does: the step gives it to that verb's subject ("Ekdahl persuaded Berg to step down" /
    "Ekdahl stepped down"), or the verb does not say it happened ("The landlord allowed the tenants to repaint the
    room" / "The tenants repainted the room"); "" otherwise, and where the sentence says it elsewhere too."""
    root = next((t for t in hypothesis_doc if t.dep_ == "ROOT" and t.pos_ == "VERB"), None)
    subject = next((c for c in root.children if c.dep_ == "nsubj"), None) if root is not None else None
    if subject is None:
        return ""
    doer, lemma = participant(subject), root.lemma_.lower()
    uses = [t for t in premise_doc if t.lemma_.lower() == lemma and t.pos_ == "VERB"]
    if not uses or not all(_controlled(t) for t in uses):
        return ""
    for t in uses:
        head = t.head
        ordered = next((c for c in t.children if c.dep_ == "nsubj"), None) if t.dep_ == "ccomp" else next(
            (c for c in head.children if c.dep_ in ("dobj", "iobj", "nsubjpass")), None)
        asker = next((c for c in head.children if c.dep_ == "nsubj"), None)
        if ordered is None or ordered.lower_ in ("herself", "himself", "themselves", "itself", "myself", "ourselves"):
            continue  # "Ruiz forced herself to finish the race": Ruiz finished it
        if asker is not None and same(doer, participant(asker)) and not same(doer, participant(ordered)):
            return f"the sentence gives '{lemma}' to {participant(ordered).name}, not to {doer.name}"
        if same(doer, participant(ordered)) and head.lemma_.lower() in _UNASSERTING \
                and lemma not in _LET_HAPPEN and not _told_as_noun(premise_doc, lemma, head) \
                and not any(c.dep_ == "neg" for c in head.children) and not carried_out(premise_doc.text) \
                and not any(t.dep_ == "aux" and t.tag_ == "MD" for t in root.children) and not any(
                    t.lemma_.lower() in ("did", "do") and t.dep_ in ("conj", "ROOT") for t in premise_doc):
            return f"the sentence does not state it as a fact ('{head.text} … to {t.text}')"
    return ""


#: what one "allows" to happen by not stopping it, which then happens ("allowed the lease to expire")
_LET_HAPPEN = frozenset("expire lapse fall rise continue pass proceed run remain stand drop close lapse go".split())


def _told_as_noun(doc, lemma: str, head) -> bool:
    """Does the sentence tell the act as a noun after the verb that asked for it ("required Kell to recall 40,000
    vehicles, a recall the company completed")?"""
    return any(t.pos_ == "NOUN" and t.i > head.i and t.lemma_.lower()[:5] == lemma[:5] for t in doc)


def _controlled(tok) -> bool:
    """Is ``tok`` the verb of a "to" clause under a verb of :data:`_OBJECT_CONTROL` ("ordered Hexon *to pay*", also
    as the parser reads "allowed the tenants to repaint": a clause of its own with "tenants" its subject)?"""
    return tok.head.lemma_.lower() in _OBJECT_CONTROL and (tok.dep_ == "xcomp" or tok.dep_ == "ccomp" and any(
        c.dep_ == "aux" and c.lower_ == "to" for c in tok.children))


#: the roles of a phrase "the latter" may stand for: what the sentence has mentioned as a participant
_MENTIONED = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "dative", "conj", "nmod"})


def latter_doer(premise_doc, hypothesis_doc) -> str:
    """The reason the sentence cannot say what the step says of its doer: the sentence gives the step's verb to
    "the latter" or "the former", who is another than the step's doer ("Marianne lent the book to her sister, and
    the latter lost it" / "Marianne lost the book"); "" otherwise."""
    if not any(t.lower_ in ("latter", "former") for t in premise_doc):
        return ""
    given: dict[str, Participant] = {}  # verb lemma -> the participant "the latter" / "the former" stands for
    for tok in premise_doc:
        if tok.lower_ in ("latter", "former") and tok.dep_ in ("nsubj", "nsubjpass") and tok.head.pos_ == "VERB" \
                and (meant := _referent(tok)) is not None:
            given[tok.head.lemma_.lower()] = participant(meant)
    for verb, (h_doer, _) in clause_roles(hypothesis_doc).items():
        meant = given.get(verb)
        if meant is not None and h_doer is not None and not same(h_doer, meant):
            return f"the sentence gives '{verb}' to {meant.name}, not to {h_doer.name}"
    return ""


def _referent(tok):
    """What "the latter" / "the former" (``tok``) stands for: the second or first of the nearest pair before it
    joined by "and", "or", "rather than" or "instead of" ("Holmes and Watson", "awarded to Harlow rather than to
    Tenby"); else, for "the latter" only, the last participant mentioned that is no time ("lent the book to her
    sister"; not "on Friday"). Without a pair "the former" is too open to read ("the senator opposed the bill that
    the governor had drafted, the former ...")."""
    before = [t for t in tok.doc[: tok.i] if t.pos_ in ("NOUN", "PROPN") and t.lower_ not in _TIMES]
    pair = next(((t.head, t) for t in reversed(before) if t.dep_ == "conj" and t.head.pos_ in ("NOUN", "PROPN")),
                None) or _contrasted(before)
    if pair is not None:
        return pair[1] if tok.lower_ == "latter" else pair[0]
    mentioned = [t for t in before if t.dep_ in _MENTIONED]
    return mentioned[-1] if tok.lower_ == "latter" and len(mentioned) >= 2 else None


#: times, which are no participant "the latter" may stand for ("met the union leader on Friday; the latter ...")
_TIMES = frozenset("monday tuesday wednesday thursday friday saturday sunday january february march april may june "
                   "july august september october november december morning afternoon evening night day days week weeks "
                   "month months year years today yesterday tomorrow time weekend".split())


def _contrasted(nouns: list) -> tuple | None:
    """The nearest two of ``nouns`` set against each other by "rather than" or "instead of" between them."""
    for a, b in zip(nouns, nouns[1:]):
        between = " ".join(t.lower_ for t in a.doc[a.i + 1 : b.i])
        if "rather than" in between or "instead of" in between:
            return a, b
    return None


def _named(who: Participant, doc) -> bool:
    """Is ``who`` named (a proper noun of ``doc`` among its words: "Dr. Mensah", not "a dog's mouth")?"""
    return any(t.pos_ == "PROPN" and _clean(t.lemma_) in who.words for t in doc)


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


def value_of_another(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """A value the step gives to something that the sentence gives to something else, while it gives the step's
    thing another value: "revenue grew by 12% while costs rose by 3%" / "revenue grew by 3%"; "women made up 48%
    of the workforce and 21% of the managers" / "women made up 21% of the workforce". The parse tells whose each
    value is (:func:`_whose`); it is read only for such pairs."""
    hq, pq = quantities(hypothesis), quantities(premise)
    for q in hq:
        if q.kind in ("count", "date", "year", "label", "clock"):
            continue
        mine = [p for p in pq if p.key() == q.key() and close(p.value, q.value)]
        rivals = [p for p in pq if (p.key() == q.key() and not close(p.value, q.value))
                  or (p.kind == q.kind and p.unit != q.unit and converts(p.value, p.unit, q.value, q.unit) is False)]
        if not mine or not rivals:
            continue
        p_doc, h_doc = parse(premise), parse(hypothesis)
        owner = _whose(h_doc, q.text)
        if owner is None:
            continue
        if any((o := _whose(p_doc, p.text)) is None or _same_owner(o, owner) for p in mine):
            continue
        for r in rivals:
            if (o := _whose(p_doc, r.text)) is not None and _same_owner(o, owner):
                return quantity_reason(q, r)
    return ""


def _whose(doc, text: str):
    """Whose value the number written ``text`` in ``doc`` is: the subject of the verb above it, and what its
    "of" phrase names ("21% *of the managers*"), as far as the parse shows. None without a subject, and when
    the number is written more than once and its places have different owners (which one is meant is unknown)."""
    owners = [_owner_of(t) for t in doc if t.text == text]
    if not owners or any(o is None or not _same_owner(o, owners[0]) for o in owners):
        return None
    return owners[0]


def _owner_of(num):
    head = num.head if num.dep_ in ("nummod", "compound", "quantmod", "predet") else num  # "half a kilogram"
    of = next((p for prep in head.children if prep.dep_ == "prep" and prep.lower_ == "of"
               for p in prep.children if p.dep_ == "pobj"), None)
    tok = head
    while tok.pos_ not in ("VERB", "AUX") and tok.head.i != tok.i:  # the root is its own head
        tok = tok.head
    subj = next((c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None and tok.dep_ == "acl" and tok.head.dep_ == "ROOT":
        subj = tok.head  # "EU exports held at £22 billion in the quarter.", which the parse reads as a noun phrase
    if tok.pos_ not in ("VERB", "AUX") or subj is None or subj.pos_ not in ("NOUN", "PROPN"):
        return None
    return participant(subj), participant(of) if of is not None else None


def _same_owner(a, b) -> bool:
    return same(a[0], b[0]) and (a[1] is None) == (b[1] is None) and (a[1] is None or same(a[1], b[1]))

"""What a sentence holds as an intent, not a deed: a plan, attempt or proposal a noun names, a purpose, a side's
account, what a main clause only asks for, offers or weighs, an event called off, a counterfactual's main clause.

Read by :func:`gechat.entail.hedges.hedged` from spaCy's parse ("launched a bid to replace three members", "set a
target of cutting emissions", "was created to increase the number of …", "According to critics, …", "called for a
9 percent pay rise", "is considering an application", "The launch … was scrubbed", "Had the merger gone ahead, the
firm would have become …"), with what undoes each: a plan carried out ("the bid … succeeded", "exceeded its
target"), a text's requirement ("The recipe calls for beef"), a present offer ("Boats … offer gourmet cruises").
"""

from __future__ import annotations

import re

#: nouns whose "to" clause is a plan, attempt, proposal or promise, not a deed: "a bid to replace three members",
#: "the proposal to close the plant", "an attempt to repeal the tax"
NOUN_INTENTS = frozenset("bid attempt effort plan proposal offer promise pledge push campaign drive scheme threat "
                         "goal aim target ambition intention request call demand motion blueprint roadmap "
                         "talk".split())
#: verbs whose object or "for" phrase is only asked for, offered or weighed, not had: "called for a 9 percent pay
#: rise for nurses", "has offered staff a 4 percent pay rise", "is considering an application to build 220 homes"
DEMANDS = {"call": "for", "push": "for", "press": "for", "lobby": "for", "campaign": "for", "ask": "for",
           "petition": "for", "appeal": "for", "demand": None, "seek": None, "request": None, "propose": None,
           "want": None, "offer": None, "promise": None, "pledge": None, "consider": None, "weigh": None,
           "debate": None, "discuss": None, "study": None, "target": None}
#: verbs of what is put forward to someone, a proposal only when said of an act ("offered staff a rise")
GIVING = frozenset({"offer", "promise", "pledge"})
#: nouns by which a step speaks of a purpose itself: "Futures for Children's mission is to provide …"
PURPOSES = frozenset("mission purpose aim goal objective intent intention".split())
#: texts whose "calls for" is what they require: "The recipe calls for beef"
RULES = frozenset("recipe rule law regulation formula standard method procedure instruction manual code contract "
                  "agreement policy specification protocol statute act treaty design".split())
#: verbs that set something up for a purpose its "to" clause names: "was created to increase the number of …"
FOUNDING = frozenset("create establish found launch introduce set build develop form adopt enact implement deploy "
                     "install pass".split())
#: sources whose account is a side's claim: "According to critics, the regime has pushed schools to …"
PARTISANS = frozenset("critic opponent supporter proponent detractor sceptic skeptic campaigner activist rumour rumor "
                      "plaintiff defendant prosecutor prosecution defence defense complaint lawsuit allegation "
                      "indictment claim union".split())
#: nouns for a text not yet adopted, whose words say nothing done: "A draft of the revised procedure requires …"
DRAFTS = frozenset("draft proposal bill blueprint roadmap".split())


def drafted(verb):
    """The subject of ``verb`` when it is a text not yet adopted ("A draft of the procedure requires that …", "The
    proposed rule would …"), else None."""
    for c in verb.children:
        if c.dep_ == "nsubj" and (c.lemma_.lower() in DRAFTS or any(m.lower_ in ("draft", "proposed")
                                                                     for m in c.children)):
            return c
    return None


def counterfactual(root):
    """The "would" of a main clause that says what would have been under a condition ("Had the merger gone ahead,
    the firm would have become …", "If …, it would have …"), or None."""
    if root is None or not any(c.dep_ == "aux" and c.lower_ == "have" for c in root.children):
        return None
    would = next((c for c in root.children if c.dep_ == "aux" and c.lower_ == "would"), None)
    conditioned = any(c.dep_ == "advcl" and any(m.lower_ in ("if", "had") for m in c.children) for c in root.children)
    return would if conditioned else None


def asked_for(root):
    """What a main clause only asks for, undenied: the "for" phrase of "called for …", the object of "demanded
    …"; None for any other clause."""
    if root is None or root.pos_ != "VERB" or root.lemma_.lower() not in DEMANDS \
            or any(c.dep_ == "neg" or c.lower_ == "successfully" for c in root.children):
        return None  # "successfully petitioned the court for sole custody": what was asked for was had
    if root.lemma_.lower() == "study" and root.tag_ == "VBD" and any(
            t.dep_ == "prep" and t.lower_ in ("under", "at") and (t.head.i == root.i or t.head.head.i == root.i)
            and any(p.pos_ == "PROPN" for p in t.children) for t in root.subtree):
        return None  # "studied composition under Ferenc Halmos", "studied law at Leiden": learning, not a proposal
        # (the parse may hang the "under" on the subject studied); "is studying a cap with the union" is one
    prep = DEMANDS[root.lemma_.lower()]
    if root.lemma_.lower() in GIVING and not (root.tag_ in ("VBD", "VBN") and any(c.dep_ == "dative"
                                                                                   for c in root.children)):
        return None  # "Boats for up to 20 people offer gourmet cruises": what is on offer is had; "has offered staff
        # a 4 percent pay rise" is a proposal
    if prep and any(c.dep_ == "nsubj" and c.lemma_.lower() in RULES for c in root.children):
        return None  # "The recipe calls for beef, onions and a little salt": what it requires, not asks for
    for c in root.children:
        if prep is None and c.dep_ == "dobj":
            return c
        if prep is not None and c.dep_ == "prep" and c.lower_ == prep:
            return next((o for o in c.children if o.dep_ == "pobj"), None)
    return None


#: verbs by which a planned event is called off: "the launch was scrubbed", "the vote was postponed"
CALLED_OFF = frozenset("cancel scrub scrap abandon postpone abort shelve".split())


#: words that say a called-off event took place after all
_TOOK_PLACE = re.compile(r"\b(?:took\s+place|went\s+ahead|finally|eventually|was\s+held|were\s+held)\b", re.I)


def called_off(verb) -> bool:
    """Does ``verb`` call off the event its subject names ("was scrubbed", "was called off"), undenied?"""
    lemma = verb.lemma_.lower()
    off = lemma in CALLED_OFF or any(c.dep_ == "prt" and (lemma, c.lower_) in (("call", "off"), ("push", "back"))
                                      for c in verb.children) \
        or (lemma == "put" and any(c.lower_ == "on" and any(o.lower_ == "hold" for o in c.children)
                                   for c in verb.children))  # "was put on hold", "was pushed back"
    return off and verb.pos_ == "VERB" and not any(c.dep_ == "neg" for c in verb.children) \
        and not _TOOK_PLACE.search(verb.doc.text)  # "The launch, postponed twice, finally took place on 14 July"


#: verbs by which a plan or an attempt is said to have been carried out: "the bid … succeeded", "exceeded its target"
FULFILLING = frozenset("succeed complete achieve meet exceed fulfil fulfill deliver realise realize hit reach beat "
                       "surpass honour honor keep carry implement".split())


#: verbs by which a claim or a report is borne out: "The investigation confirmed the whistleblower's claim that …"
UPHOLDING = frozenset("confirm prove verify substantiate uphold corroborate vindicate".split())


def borne_out(noun, verbs: frozenset[str] = FULFILLING, deps: tuple[str, ...] = ("nsubj", "nsubjpass", "dobj")) -> bool:
    """Does the sentence say the plan, attempt or claim ``noun`` names was carried out or borne out, by one of
    ``verbs`` whose subject or object (``deps``) it is, undenied ("The consortium's bid to buy the club succeeded",
    "carried out its pledge to abolish fees", "exceeded its target of cutting emissions"; with ``UPHOLDING``,
    "confirmed the whistleblower's claim")?"""
    verb = noun.head
    return noun.dep_ in deps and verb.lemma_.lower() in verbs and not any(c.dep_ == "neg" for c in verb.children)


def partisan(according) -> bool:
    """Is the source of "according to …" or "in the view of …" one side's account (critics, the plaintiff, the
    lawsuit, campaigners)?"""
    if according.lower_ == "in":  # "In the view of campaigners, …"; "In her memoir, Vasko writes that …": her own
        # account of herself
        if any(book.dep_ == "pobj" and book.lemma_.lower() in _OWN_ACCOUNTS for book in according.children):
            return True
        return any(view.dep_ == "pobj" and view.lemma_.lower() in _VIEWS and any(
            of.lower_ == "of" and any(s.dep_ == "pobj" and is_side(s) for s in of.children) for of in view.children)
            for view in according.children)
    for to in according.children:
        for source in to.children if to.lower_ == "to" else ():
            if source.dep_ == "pobj" and is_side(source):
                return True
    return False


#: a writer's account of their own life, whose words are that writer's claim ("In her memoir, …")
_OWN_ACCOUNTS = frozenset("memoir memoirs autobiography diary diaries".split())
#: nouns of an opinion, after "in the … of": "In the view of campaigners"
_VIEWS = frozenset("view opinion eyes estimation judgement judgment assessment".split())


#: bodies that speak for one side when a word before them says so ("environmental groups", "campaign groups")
_BODIES = frozenset("group organisation organization coalition body alliance association".split())
_SIDED = frozenset("environmental campaign advocacy pressure lobby activist conservation opposition rights "
                   "residents tenants industry trade".split())


def is_side(noun) -> bool:
    """Is ``noun`` one side of a dispute, whose account is its claim: critics, the plaintiff, the union, and bodies
    named by their cause ("Environmental groups say the expansion would destroy …")?"""
    lemma = noun.lemma_.lower()
    return lemma in PARTISANS or (lemma in _BODIES and any(c.dep_ in ("amod", "compound") and c.lower_ in _SIDED
                                                           for c in noun.children))

"""Who did it: a share in an act made the whole act, or a part in an outcome made its cause.

A summary turns "Dr Patel helped develop the malaria vaccine" into "Dr Patel developed the malaria vaccine" (0.99
entailed by the shipped model), "Jensen co-founded the company with two friends" into "Jensen founded the company"
(0.98), "Reed was one of several architects who designed the stadium" into "Reed designed the stadium" (1.00), "The
new tax contributed to the decline in car sales" into "The new tax caused the decline" (0.98). The sentence gives
its doer a share, the step the whole. :func:`shared_act` reads the share from spaCy's parse, for
:meth:`gechat.entail.conflicts.ConflictChecker.missing` (not supported; nothing is contradicted):

* a verb of helping and the act it helps ("helped develop", "assisted in performing", "was involved in designing",
  "played a key role in negotiating", "worked with others to organise"), or the act's noun ("assisted in the
  development of the engine", "collaborated on the mapping of the ice shelf"), the step stating the act itself;
* an act done with others ("co-founded", "co-wrote", "co-authored"), the step stating it plainly, or as a title
  ("was the lead author of");
* a group the doer belongs to and the act the group did ("was part of the team that discovered", "one of several
  architects who designed", "among the investors who financed the seed round"), the step giving the act to the
  member, or making the member its leader;
* a part in an outcome or an event ("contributed to the decline", "took part in the negotiations", "was one factor
  in the rise"), the step making the doer its cause ("caused", "drove", "was the main cause of") or its leader
  ("led", "organised", "ran");
* a treatment that worked combined with another ("…, when paired with surgical drainage"), the step giving the
  effect to the one.

A step that keeps the share ("helped develop", "co-founded … with", "was among", "one of the team") is left alone,
as is a sentence that also states the act of the doer plainly, or "could not help laughing".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import converse
from gechat.entail.antonyms import stem
from gechat.entail.binding import gapped_words
from gechat.entail.roles import SYMMETRIC, participant

#: verbs of helping whose act, or the act's noun, follows them ("helped develop", "assisted in the construction")
HELPING = frozenset("help aid assist contribute collaborate participate cooperate involve support advise".split())
#: nouns of a part in something ("played a role in", "took part in", "had a hand in")
PARTS = frozenset("role part hand share stake".split())
#: how a share of a stake, a seat or work on a thing begins (see :func:`_shares`)
_STAKE_SHARES = ("is ", "worked on ")
#: nouns of a stake in a body ("a longtime investor in Halcyon Robotics"), which is no founding or lead of it
STAKES = frozenset("investor shareholder backer stakeholder creditor customer client member donor".split())
#: bodies whose members a sentence may list ("whose board includes the economist Marta Silvan")
BODIES = frozenset("board committee panel council team staff faculty jury membership".split())
#: nouns of a part in an outcome, after "was": "one factor in the rise", "a contributor to the decline"
FACTORS = frozenset("factor contributor driver".split())
#: nouns of a group a doer belongs to, before "of" ("part of the team", "one of the architects")
MEMBERSHIP = frozenset("part member one some several among".split())
#: what a step says a cause or a leader did, and the nouns it may say it with ("was the main cause of")
CAUSING = frozenset("cause drive trigger produce create bring spark prompt provoke".split())
LEADING = frozenset("lead organise organize run chair head direct conduct host hold spearhead mastermind orchestrate "
                    "coordinate manage oversee launch found start plan broker negotiate introduce command fund finance "
                    "pay bankroll sponsor".split())
_TITLES = {"cause": "cause", "driver": "drive", "source": "cause", "leader": "lead", "head": "head", "founder": "found",
           "author": "author", "organiser": "organise", "organizer": "organize", "architect": "design"}
#: verbs that report the clause they hold, whose clause is a step's claim ("The investigation found that …")
_REPORTING = frozenset("conclude find say report note show state reveal confirm determine establish".split())
#: words that make a doer's blame a share ("was partly to blame for the riot", "is partly responsible for")
_SHARE_WORDS = frozenset("partly partially also".split())
#: makers of a thing, whose act a step may give one of several of them ("one of the authors of the report" /
#: "wrote the report")
_MAKERS = {"author": ("write", "author"), "founder": ("found",), "architect": ("design",), "designer": ("design",),
           "inventor": ("invent",), "developer": ("develop",), "creator": ("create",), "organiser": ("organise",),
           "organizer": ("organize",), "builder": ("build",), "composer": ("compose", "write"),
           "producer": ("produce",), "sponsor": ("sponsor",), "funder": ("fund",)}
#: nouns of a bond both sides hold: "cemented his ties with them" gives the Taliban the ties too
_MUTUAL = frozenset("tie relation relationship link partnership alliance friendship agreement deal pact treaty talk "
                    "contact".split())
#: a step that keeps the share in its own words
_KEPT = re.compile(r"\b(?:help\w*|assist\w*|aid(?:ed|ing|s)?|contribut\w*|particip\w*|involv\w*|role|part|collaborat\w*|"
                   r"co-\w+|co(?:author|found|writ|wrote|develop|direct|chair)\w*|together|jointly|joint|among|amongst|"
                   r"one\s+of|member\w*|team|alongside|along\s+with|combin\w*|plus|several|others?|partly|"
                   r"partially|factor)\b", re.IGNORECASE)
#: an act done with others: "co-founded", "cowrote", "co-led" (the parse splits them, or reads them as other words)
_CO = re.compile(r"\bco-?((?:found|wr[io]t|author|direct|chair|le[ad]|develop|design|creat|produc|invent|host|organi[sz]|"
                 r"sponsor|edit|own|manag|present|star)\w*)", re.IGNORECASE)
#: a co-act and the plain act a step may name it by
_SAME_ACT = {"author": "writ", "pen": "writ"}
#: a treatment given with another
_COMBINED = re.compile(r"\b(?:combined\s+with|in\s+combination\s+with|when\s+added\s+to|together\s+with|plus|"
                       r"(?:when\s+)?paired\s+with|in\s+conjunction\s+with|supplemented\s+with|given\s+with)\s+"
                       r"((?:\w+[\s-]+){0,3}\w+)", re.IGNORECASE)


def _lemma(token) -> str:
    return token.lemma_.lower()


def _words(tokens) -> set[str]:
    return {_lemma(t) for t in tokens if t.pos_ in ("NOUN", "PROPN")}


def _span(doc, start, end) -> str:
    """The words from ``start`` to ``end`` ("took part in the trade negotiations"), or the two alone when far apart."""
    return doc[start.i : end.i + 1].text if 0 < end.i - start.i <= 8 else f"{start.text} … {end.text}"


def _doer(token) -> set[str]:
    subject = next((c for c in token.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None and token.dep_ == "acl" and token.head.pos_ in ("NOUN", "PROPN"):
        if token.head.dep_ == "ROOT":  # "Siemens engineers assisted in …", read as a noun and its modifier
            return _words([token.head, *(c for c in token.head.children if c.dep_ == "compound")])
        return _member(token.head)[0]  # "one of three contractors involved in building"
    return _words(subject.subtree) if subject is not None else set()


def _member(group) -> tuple[set[str], object]:
    """The member's noun lemmas and the word that makes it one when ``group`` is a group a subject belongs to ("was
    one of seven members of the panel", "among the investors", "served on the jury"); (set(), None) otherwise."""
    t = group
    for _ in range(4):
        if _lemma(t) in MEMBERSHIP and t.dep_ in ("attr", "appos", "nsubj"):
            if t.dep_ == "appos":
                return _words([t.head]), t
            verb = t
            while verb.dep_ not in ("ROOT", "relcl", "conj", "advcl") and verb.head.i != verb.i:
                verb = verb.head
            return _doer(verb) if verb.i != t.i else set(), t
        if t.dep_ == "pobj" and t.head.lower_ in ("among", "amongst"):
            return _doer(t.head.head), t.head
        if t.dep_ == "pobj" and t.head.lower_ == "on" and _lemma(t.head.head) in ("serve", "sit"):
            return _doer(t.head.head), t.head.head
        if t.dep_ == "pobj" and t.head.lower_ == "of":
            t = t.head.head
            continue
        break
    return set(), None


def _shares(doc) -> list[tuple[str, str, set[str]]]:
    """Each share the sentence gives a doer: (the lemma of the act or of its noun, the share in words, the doer's
    noun lemmas)."""
    out = []
    for t in doc:
        lemma = _lemma(t)
        parted = lemma in ("take", "play", "have") and any(c.dep_ == "dobj" and _lemma(c) in PARTS for c in t.children)
        if lemma in HELPING or parted or (lemma == "work" and any(c.lower_ in ("with", "on") for c in t.children)):
            if lemma == "help" and (any(c.dep_ == "neg" for c in t.children)
                                    or any(c.tag_ == "VBG" for c in t.children if c.dep_ == "xcomp")):
                continue  # "could not help laughing"
            doer = _doer(t)
            part = [c for c in t.children if c.dep_ == "dobj" and _lemma(c) in PARTS] if parted else []
            for c in [*t.children, *(x for p in part for x in p.children)]:  # "helped develop", "assisted in
                # performing", "worked with others to organise", "played a part in the campaign"
                if c.dep_ in ("xcomp", "ccomp", "advcl") and c.pos_ == "VERB":
                    out.append((_lemma(c), _span(doc, t, c), doer))
                    out.extend((_lemma(o), _span(doc, t, c), doer) for o in _objects(c))  # "helped analyse the data
                    # for the project": the project, which a step may say the helper led
                elif c.dep_ == "prep" and c.lower_ in ("in", "on", "to", "with", "towards"):
                    for g in c.children:  # "in performing", "in the construction (of the dam)", "in the talks"
                        if g.dep_ in ("pcomp", "pobj"):
                            out.append((_lemma(g), _span(doc, t, g), doer))
                            out.extend((_lemma(o), _span(doc, t, g), doer) for r in g.children if r.dep_ == "relcl"
                                       for o in _objects(r))  # "the negotiations that produced the accord"
                elif c.dep_ == "dobj" and lemma == "help":  # "helped the team win"
                    out.extend((_lemma(g), _span(doc, t, g), doer) for g in c.children if g.dep_ == "xcomp")
        if lemma in FACTORS and (t.dep_ == "attr" or (t.dep_ == "pobj" and t.head.lower_ in ("among", "amongst"))):
            # "The tariff was one factor in the rise", "… was among the contributing factors … in the collision" (the
            # parse hangs the outcome anywhere after the factor)
            verb = t.head if t.dep_ == "attr" else t.head.head
            out.extend((_lemma(g), _span(doc, t, g), _doer(verb)) for g in doc[t.i + 1 :]
                       if g.dep_ == "pobj" and g.head.lower_ in ("in", "of", "to", "behind", "for"))
        if lemma in ("blame", "responsible") and (_SHARE_WORDS & {c.lower_ for c in (*t.children, *t.head.children)}):
            holder = t.head if t.dep_ in ("xcomp", "acomp") else t  # "was partly to blame for the riot"
            share = _span(doc, holder, t) if holder.i < t.i else t.text
            caused = [_lemma(g) for c in t.children if c.dep_ == "prep" and c.lower_ == "for" for g in c.children
                      if g.dep_ == "pobj"]
            out.extend((act, share, _doer(holder)) for act in ("cause", *caused))
        if _one_of_makers(t):  # "was one of the authors of the report", "is among the founders of the cooperative"
            verb = t.head.head.head if t.head.lower_ == "of" else t.head.head
            share = _span(doc, t.head.head if t.head.lower_ == "of" else t.head, t)
            out.extend((act, share, _doer(verb)) for act in _MAKERS[_lemma(t)])
            out.extend((_lemma(g), share, _doer(verb)) for c in t.children if c.dep_ == "prep" for g in c.children
                       if g.dep_ == "pobj")  # the report, which a step may say the member wrote
        if lemma in STAKES and t.pos_ == "NOUN" and t.dep_ in ("appos", "attr"):  # "Tomasz Wren, a longtime investor
            # in Halcyon Robotics", "is a shareholder in": a stake, which a step may make a founding or a lead
            holder = _words([t.head, *(c for c in t.head.children if c.dep_ == "compound")]) if t.dep_ == "appos" \
                else _doer(t.head)
            out.extend((_lemma(g), f"is {_span(doc, t.left_edge, g)}", holder) for c in t.children
                       if c.dep_ == "prep" and c.lower_ in ("in", "of") for g in c.children if g.dep_ == "pobj")
        if lemma == "include" and (body := next((c for c in t.children if c.dep_ == "nsubj"
                                                 and _lemma(c) in BODIES), None)) is not None:
            owner = next((c for c in body.children if c.dep_ == "poss"), None)  # "whose board includes Marta Silvan",
            if owner is not None and owner.lower_ == "whose" and t.dep_ == "relcl":  # "the Trust's board includes"
                owner = t.head
            members = [c for c in t.children if c.dep_ == "dobj"]
            if owner is not None and members:
                name = doc[owner.left_edge.i : owner.i + 1].text
                out.extend((_lemma(owner), f"is on the {body.text} of {name}", _words(m.subtree)) for m in members)
        if t.dep_ == "relcl" and t.pos_ == "VERB":  # "was part of the team that discovered", "among the investors who"
            words, holder = _member(t.head)
            if words:
                share = _span(doc, holder, t)
                out.append((_lemma(t), share, words))
                out.extend((_lemma(o), share, words) for o in _objects(t))  # "financed the seed round": the round,
                # which a step may say the member led
    return out


def _one_of_makers(t) -> bool:
    """Is ``t`` makers of a thing that a member is one of ("one of the authors of", "among the founders of"), with no
    clause of its own (which the group's act reads: "one of several architects who designed")?"""
    return _lemma(t) in _MAKERS and t.tag_ == "NNS" and t.dep_ == "pobj" \
        and not any(c.dep_ == "relcl" for c in t.children) \
        and ((t.head.lower_ == "of" and _lemma(t.head.head) in MEMBERSHIP and t.head.head.dep_ == "attr")
             or t.head.lower_ in ("among", "amongst"))


def _objects(verb) -> list:
    """The nouns a verb acts on: its object, and the nouns after its object's prepositions ("the data for the
    project")."""
    found = [o for o in verb.children if o.dep_ in ("dobj", "attr")]
    return found + [g for o in found for c in o.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"]


def _same_act(noun_or_verb: str, act: str) -> bool:
    """Is a share's act, a verb or its noun, the step's act ("development" / "develop", "mapping" / "map")?"""
    if noun_or_verb == act:
        return True
    return len(act) >= 3 and noun_or_verb.startswith(act[:-1] if len(act) >= 5 else act) and len(noun_or_verb) > len(act)


def _states(verb, doer: set[str]) -> bool:
    """Does ``verb`` state its act of ``doer``: its subject (a conjoined verb's is the first verb's) names the doer,
    or it is the sentence's main verb with no subject of its own?"""
    head = verb
    while not any(c.dep_ in ("nsubj", "nsubjpass") for c in head.children) and head.dep_ == "conj" \
            and head.head.i != head.i:
        head = head.head
    words = _doer(head)
    return bool(words & doer) if words else head.dep_ == "ROOT"


def _step(doc):
    """The step's act (its verb's lemma, or the act a title names: "was the main cause of" is "cause"), the act's
    objects' lemmas and its doer token; None when the step has no verb or no doer."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is not None and _lemma(root) in _REPORTING:  # "Investigators concluded that maintenance caused the
        root = next((c for c in root.children if c.dep_ == "ccomp"), root)  # derailment": the claim is the clause
    if root is None or root.pos_ not in ("VERB", "AUX"):
        return None
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    agent = next((g for c in root.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"), None)
    doer = agent if agent is not None and subject is not None and subject.dep_ == "nsubjpass" else subject
    if doer is None:
        return None
    mine = {t.i for t in doer.subtree}  # what the act is of: the step's other words ("led the seed round", which
    act, objects = _lemma(root), {_lemma(t) for t in doc  # the parse may split into a noun and an adverb)
                                  if t.i not in mine and t.i != root.i and t.pos_ in ("NOUN", "PROPN", "ADV", "VERB")}
    attr = next((c for c in root.children if c.dep_ == "attr"), None) if act == "be" else None
    held = next((c for c in root.children if c.dep_ == "acomp" and c.lower_ == "responsible"), None) \
        if act == "be" else None
    if held is not None:  # "was responsible for the collision": its cause
        act = "cause"
        objects |= {_lemma(g) for c in held.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"}
    if attr is not None and _lemma(attr) in _TITLES and not any(c.lower_ in ("a", "an", "one", "another")
                                                              for c in attr.children):
        # "were the main cause of the boom", "was the lead author of"; not "a major driver of", which keeps a share
        act = _TITLES[_lemma(attr)]
        objects |= {_lemma(g) for c in attr.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"}
    return act, objects, doer, root


def shared_act(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence does not give the step's doer the whole act, or ""."""
    if _KEPT.search(hypothesis) or (read := _step(parse(hypothesis))) is None:
        return ""
    act, objects, doer_token, root = read
    doer, named = _words(doer_token.subtree), " ".join(t.text for t in doer_token.subtree)
    p_doc = parse(premise)
    if not doer & _words(p_doc):
        return ""
    if (m := _COMBINED.search(premise)) and not re.search(rf"\b{re.escape(m.group(1).split()[0])}", hypothesis,
                                                          re.IGNORECASE):
        return f"the sentence gives it {m.group(0).strip()}"  # "The drug, combined with physiotherapy, reduced pain"
    co = [m for m in _CO.finditer(premise) if {stem(m.group(1)), _SAME_ACT.get(stem(m.group(1)), "")}
          & {stem(root.text), stem(act)}]  # "co-authored" / "wrote"
    if any(_lemma(t) == act and t.pos_ == "VERB" and t.dep_ not in ("xcomp", "ccomp", "pcomp", "relcl", "advcl", "acl")
           and not any(m.start() <= t.idx < m.end() for m in co) and _states(t, doer) for t in p_doc):
        return ""  # the sentence also states the doer's act plainly ("hired staff and founded the firm in 2004")
    if co and not re.search(r"\b(?:with|and)\b", hypothesis, re.IGNORECASE):  # "founded the company with two
        return f"the sentence says only that {named} {co[0].group(0)}"  # friends", "Jensen and Holt": others kept
    led = act in CAUSING | LEADING
    acted = {_lemma(t) for t in p_doc if t.pos_ == "VERB"} | {stem(m.group(1)) for m in _CO.finditer(premise)}
    for lemma, share, holder in _shares(p_doc):
        if share.startswith(_STAKE_SHARES) and (act in acted or stem(act) in acted or (len(act) >= 4 and any(
                _lemma(t).startswith(act) for t in p_doc if t.pos_ == "NOUN"))):  # "whose board includes its
            # founder, Elena Brandt" / "Elena Brandt founded the Harbor Trust"
            continue  # "a longtime investor in Halcyon Robotics, which he founded in 2009": the act is said too
        if not holder & doer:
            continue  # another's share, or one whose holder the parse does not name ("…, thereby helping the child
            # stretch": the step "A child can stretch" is the helped one's act)
        if _same_act(lemma, act) or (led and lemma in objects):
            return f"the sentence says only that {named} {share}"
    return ""


#: verbs of one act, the words a step and its sentence may make it in ("wrote the bill" / "drafted by committee
#: staff"; "made the game" / "developed by a small studio")
_ONE_ACT = tuple(frozenset(group.split()) for group in ("write draft author pen compose prepare compile",
                                                       "make create develop build produce design",
                                                       "create sculpt paint carve"))
#: relative pronouns, which stand for the noun their clause hangs on
_RELATIVE = frozenset("that which who whom".split())
#: verbs whose doer and other participant may trade places ("merged with", "share a border"): the role readings'
_SYMMETRIC = SYMMETRIC | {"share"}


def _doers_of(verb) -> list | None:
    """Who does ``verb``, as the tokens of named noun phrases: its agent ("which was drafted by a bipartisan
    group"), its subjects, or the noun its relative clause hangs on ("the team that mapped the fractures"); None
    when the parse names no one (a pronoun, a passive without an agent, a "to" clause: "joined forces with two
    utilities to build")."""
    agents = [g for c in verb.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"]
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if agents:
        who = agents
    elif not subjects and verb.dep_ in ("xcomp", "pcomp") and verb.head.i != verb.i \
            and not any(c.dep_ == "nsubjpass" for c in verb.children):
        told = [c for c in verb.head.children if c.dep_ == "dobj"] if verb.dep_ == "xcomp" else []
        if told:
            who = told  # "The High Court ordered Hexon Ltd to pay £2.3 million": Hexon pays
        else:
            return _doers_of(verb.head)  # "which engineers had spent six years building": the engineers build
    elif subjects and all(c.lower_ not in _RELATIVE for c in subjects):
        who = subjects
    elif subjects and verb.dep_ == "relcl":
        who = [verb.head]
    else:
        return None
    if any(w.pos_ == "NOUN" and [c.lower_ in ("the", "this", "that") for c in w.children if c.dep_ == "det"] == [True]
           and len(list(w.children)) == 1 and w.dep_ != "pobj" and verb.dep_ != "relcl" for w in who):
        return None  # "A spokesperson for Ostrava Logistics said the company will appeal": a bare "the company" may
        # name the step's doer again
    return who if all(w.pos_ in ("NOUN", "PROPN") for w in who) else None


def _acted_on(verb) -> set[str]:
    """The noun lemmas of what ``verb`` acts on: its own words past the doer, and the noun its relative clause hangs
    on ("the takeover of Brightwater Foods, which was led by …")."""
    out = {_lemma(t) for t in verb.subtree if t.pos_ in ("NOUN", "PROPN") and t.dep_ not in ("nsubj", "pobj")
           or (t.dep_ == "pobj" and t.head.dep_ != "agent")}
    if verb.dep_ == "relcl":
        head = verb.head
        above = {_lemma(head.head.head)} if head.dep_ == "pobj" and head.head.lower_ == "of" else set()
        out |= {_lemma(head)} | above
    elif verb.dep_ in ("xcomp", "advcl", "pcomp") and verb.head.i != verb.i:
        out |= _acted_on(verb.head)  # "the dam, which engineers had spent six years building"
    elif verb.dep_ == "conj" and not any(c.dep_ in ("nsubj", "nsubjpass", "dobj") for c in verb.children):
        out |= {_lemma(c) for c in verb.head.children if c.dep_ in ("nsubjpass", "dobj")}  # "The bill was
        # championed by Senator Reyes and drafted by committee staff": the bill is drafted
    return out


#: links by which a name in a verb's clause is no doer of it: a relative clause ("a crew that included Clara
#: Mendes"), what the verb acts on or tells ("warns Mr. Tulkinghorn that …")
_NOT_DOING = frozenset({"relcl", "acl", "dobj", "dative", "attr", "pobj", "ccomp", "xcomp", "oprd"})


def _among_doers(token, verb) -> bool:
    """Is ``token`` named in ``verb``'s clause as its doer or one of them: its subject ("cellist Owen Price
    composed"), in the subject's list ("the shortlisted cities — Lyon, Porto, …"), or the subject of a clause
    before it ("Grandfather Smallweed, referring to Mr. George, warns …")?"""
    t = token
    while t.i != verb.i and t.head.i != t.i:
        if (t.dep_ in _NOT_DOING and not (t.dep_ == "pobj" and t.head.dep_ == "agent")) \
                or (t.dep_ == "conj" and t.pos_ in ("VERB", "AUX")):
            return False  # "…; Margaret Ainsley, who financed it, remained in London": a clause of its own
        t = t.head
    return t.i == verb.i


def act_of_another(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence gives the step's act to another doer, or "": the step's named doer (a proper noun,
    the subject of an active verb) is in the sentence, and each use of the step's verb on the step's thing has a
    named doer that shares no word with it ("Senator Whitaker lent support to the bill, which was drafted by a
    bipartisan group of staffers" / "Whitaker drafted the bill"; "served as a consultant to the team that mapped
    the fractures" / "… mapped the fractures"; "The consortium, which included Halvorsen, built the viaduct" /
    "Halvorsen built the viaduct"). A verb whose participants may trade places ("merged with") is left alone."""
    if _KEPT.search(hypothesis) or (read := _step(parse(hypothesis))) is None:
        return ""
    act, objects, doer_token, root = read
    active = doer_token.dep_ == "nsubj" or (doer_token.dep_ == "pobj" and doer_token.head.dep_ == "agent")
    if doer_token.pos_ != "PROPN" or not active or act in _SYMMETRIC or objects & _MUTUAL:
        return ""
    mine = participant(doer_token).words
    p_doc = parse(premise)
    named = [t for t in p_doc if t.pos_ == "PROPN" and (t.lower_ in mine or _lemma(t) in mine)]
    if not named or {w.lower() for w in mine} <= gapped_words(p_doc) or any(_lemma(n.head) == act or _lemma(n.head).startswith(act) for n in named):
        return ""  # the step's doer is a subject of the act, however the parse reads the act's word ("Bob works")
    acts = set().union(*(group for group in _ONE_ACT if act in group)) or {act}
    others = []
    for t in p_doc:
        if t.pos_ != "VERB" or _lemma(t) not in acts:
            continue
        if converse.self_converse_from(t):
            continue  # "Delmont leased four A320s from Skyreach": Skyreach leased them too, to Delmont
        doers = _doers_of(t)
        if doers is None or any(participant(d).words & mine for d in doers) or any(_among_doers(n, t) for n in named):
            return ""  # a use whose doer the parse cannot name, or names as the step's, may be the step's doer's
        if _acted_on(t) & objects:
            others.append(participant(doers[0]))
    if not others:
        return ""
    return f"the sentence gives '{act}' to {others[0].name}, not to {' '.join(x.text for x in doer_token.subtree)}"

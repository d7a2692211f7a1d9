"""Opposite acts done to one thing, told in other voices or orders: "The bill was rejected by the committee" / "The
committee accepted the bill"; "Lending standards were tightened by banks" / "Banks eased lending standards"; "The
population of the valley shrank" / "The valley's population expanded".

:func:`gechat.entail.polarity.antonym_conflict` meets an antonym only between the same neighbouring words, so a
turned voice ("was narrowed by the engineers" / "the engineers widened"), a possessive ("the takeover offer from
Ashgrove Capital" / "Ashgrove Capital's takeover offer") or another adverb after the verb ("shrank steadily
throughout" / "expanded during") hid it. This reading takes the two verbs' participants from the parse instead:

* the two verbs are antonyms (:mod:`gechat.entail.antonyms`), each said only on its own side, both asserted (no
  denial, no modal) in a main clause or one a finding reports ("…, the annual report shows");
* what the act is done to is one thing: both verbs' objects (a passive's subject) name it, or neither has one and
  their subjects do ("The population shrank" / "expanded"), or one side's lone subject is the other's object ("The
  border crossing was reopened" / "Officials shut the border crossing");
* the doers, where both sides name one, are one (a passive's doer is its "by" phrase, read here only): "Mask rules
  were relaxed by the federal government" / "The state government tightened mask rules" do not meet; each
  participant's words are the other's, or said elsewhere in its sentence ("the tenant's earlier request" is not "the
  tenant's request");
* every phrase of place, time or measure the step gives its verb or its object the sentence gives too, and where the
  sentence gives a time (a date, "initially", "after side effects appeared") the step gives one too: "rose in
  Ohio" / "fell in Texas", "was shut in 1985" / "opened the mine", "initially rejected" / "eventually accepted" are
  two events; "after" and "before" keep their meaning, "during" and "throughout" are one;
* the two verbs do not tell one act from its two sides ("were sold to a pension fund" / "A pension fund bought",
  :data:`CONVERSE_GROUPS`; unless one doer is said to do both, "Ruiz lost the runoff" / "The runoff was won by Ruiz"),
  nor does one undo the other ("was reopened" / "shut": it was shut before);
* a passive that names no doer meets no step that names one with an object of its own ("The shares were sold" /
  "A pension fund bought the shares") or names a name ("The border was reopened" / "Hungary shut its border").

The guards that every antonym reading passes (hedges, other doers, far apart) still apply after it
(:func:`gechat.entail.conflicts.find_conflict`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gechat import caches
from gechat.entail import antonyms
from gechat.entail.hedges import MODALS
from gechat.entail.polarity import met_words
from gechat.entail.quantities import words

#: the clause heads a finding is reported under: what they report is asserted ("…, the group's annual report shows")
_REPORTING = frozenset("show reveal confirm indicate find demonstrate".split())
#: words that deny a verb from among its children
_DENIALS = frozenset("not n't never no nor neither".split())
_OBJECTS = ("dobj", "nsubjpass", "obj")
#: prepositions that place a verb's act at or within a time or place, one as good as another ("throughout the century"
#: / "during the century"); "after", "before", "since", "until" and the rest each keep their own meaning
_AT = frozenset("in on at during throughout over within".split())
#: prepositions and clause marks that tell a time
_WHEN = frozenset("after before since until during throughout when once while as".split())
#: nouns of time: a phrase with one tells when
TIME_WORDS = frozenset("year month week day quarter century decade morning evening night season spring summer autumn "
                        "fall winter period term half weekend hour minute monday tuesday wednesday thursday friday "
                        "saturday sunday january february march april may june july august september october "
                        "november december".split())
#: adverbs that place an act in a sequence: "initially rejected" / "eventually accepted" are two moments
_TIME_ADVERBS = frozenset("initially eventually later first then again once subsequently previously earlier "
                          "originally finally recently formerly afterwards soon already since".split())
#: verbs of a decision on one matter, which its decider does not take both ways: a time the step leaves out is no
#: other moment ("The jury acquitted the treasurer after deliberating for two days" / "The jury convicted …")
_DECISIONS = frozenset("accept reject approve deny grant refuse uphold overturn acquit convict dismiss allow "
                       "permit prohibit forbid ban pass veto".split())
#: verbs that tell one act from its two sides, which antonym tables pair: "sold to" / "bought", "lent" / "borrowed"
CONVERSE_GROUPS = (frozenset("sell buy purchase acquire".split()), frozenset("lend loan borrow".split()),
             frozenset("export import".split()), frozenset("lose win beat defeat".split()),
             frozenset("give receive get take".split()), frozenset("send receive".split()),
             frozenset("teach learn".split()), frozenset("rent let lease".split()),
             frozenset("pay receive earn".split()))
#: openers of a phrase that tells how long, not when ("for several weeks", "over the decade")
_SPANS = frozenset("for over throughout".split())
#: openers of a phrase that set its words apart from the same words under another opener ("under 100 ml" / "over
#: 100 ml", "after the pandemic" / "during the pandemic", "without children" / "with children")
_SETS_APART = frozenset("after before since until once when while under over above below beyond without except "
                        "outside inside".split())
#: words that make a phrase of time or place hold every one ("in any single year")
_EVERY = frozenset("any every each all".split())
#: a subject or object that denies the act ("No patients worsened", "None of the members objected")
_NO_ONE = frozenset("no none nobody nothing neither few".split())


def _stems(text: str) -> set[str]:
    return {antonyms.stem(w) for w in words(text)}


def _opposites(word: str) -> frozenset[str]:
    """Stems of the antonyms of ``word``, and of the act a "re-" verb does again ("reopened": "close"), which it undoes
    (:func:`_undoes`)."""
    out = antonyms.antonyms_of(word)
    low = word.lower()
    return out | antonyms.antonyms_of(low[2:]) if low.startswith("re") and len(low) > 5 else out


def candidates(premise: str, hypothesis: str) -> bool:
    """Do the step and the sentence hold a pair of antonyms, each only on its side (a cheap test before the parse)?"""
    p, h = _stems(premise), _stems(hypothesis)
    return any(a in p and antonyms.stem(w) not in p and a not in h
               for w in dict.fromkeys(words(hypothesis)) for a in _opposites(w)) \
        or any(a in h and antonyms.stem(w) not in h and a not in p
               for w in dict.fromkeys(words(premise)) for a in _opposites(w) if w.lower().startswith("re"))


def _asserted(tok) -> bool:
    """Is the verb ``tok`` asserted: no denial or modal among its children, and a main clause, one joined to it,
    or one a finding reports?"""
    if any(c.dep_ == "neg" or c.lower_ in _DENIALS or (c.dep_ == "aux" and c.lower_ in MODALS) for c in tok.children):
        return False
    if any(t.lower_ in _NO_ONE for c in tok.children if c.dep_ in ("nsubj", "nsubjpass", "dobj")
           for t in (c, *c.children)):
        return False  # "No patients worsened": the act denied of them
    if tok.dep_ == "ROOT":
        return True
    if tok.dep_ == "conj":
        return _asserted(tok.head)
    return tok.dep_ == "ccomp" and tok.head.lemma_.lower() in _REPORTING and _asserted(tok.head)


def _child(tok, deps: tuple[str, ...]):
    return next((c for c in tok.children if c.dep_ in deps), None)


def _roles(tok) -> tuple[_Phrase | None, _Phrase | None, _Phrase | None, bool]:
    """(doer, object, lone subject, whether the doer is a name) of the verb ``tok``: the active subject or a
    passive's "by" phrase, the direct object or the passive subject, and the subject of a verb with neither object
    nor "by" phrase ("The population shrank"). A verb joined by "and" takes what it lacks from the verb before it."""
    subject = _child(tok, ("nsubj",))
    agent = next((p for c in tok.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"), None)
    obj = _child(tok, _OBJECTS)
    if tok.dep_ == "conj" and subject is None and agent is None and _child(tok, ("nsubjpass",)) is None:
        subject = _child(tok.head, ("nsubj",))
        agent = next((p for c in tok.head.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"), None)
        obj = obj or _child(tok.head, _OBJECTS)
    doer = agent if agent is not None else subject
    lone = subject if obj is None and agent is None else None
    named = lambda t: _phrase(t) if t is not None and t.pos_ in ("NOUN", "PROPN") else None  # noqa: E731
    return (named(doer) if lone is None else None), named(obj), named(lone), \
        lone is None and doer is not None and doer.pos_ == "PROPN"


_MODIFIERS = ("compound", "amod", "poss", "nmod", "flat")


@dataclass(frozen=True)
class _Phrase:
    """A participant: its head's lemma, the head with its modifiers and possessor (``core``: "the tenant's earlier
    request"), and those with the nouns of the head's own phrases, a level deep (``words``: "restrictions on outdoor
    burning in late October" holds restriction, outdoor, burning, not a time the parse hangs on it)."""

    head: str
    core: frozenset[str]
    words: frozenset[str]


def _phrase(tok) -> _Phrase:
    def near(t) -> set[str]:  # a name is named by its own words: "Incumbent mayor Dana Ruiz" is "Dana Ruiz"
        kinds = ("PROPN",) if t.pos_ == "PROPN" else ("NOUN", "PROPN", "ADJ", "NUM")
        out = {t.lemma_.lower()}
        for c in t.children:
            if c.dep_ in _MODIFIERS and c.pos_ in kinds:
                out.add(c.lemma_.lower())
                if c.dep_ in ("compound", "flat"):  # "Ridgeview Mall food court": a chain of compounds
                    out |= {g.lemma_.lower() for g in c.subtree if g.dep_ in ("compound", "flat") and g.pos_ in kinds}
        return out
    core = near(tok)
    return _Phrase(tok.lemma_.lower(), frozenset(core), frozenset(core | {
        w for c in tok.children if c.dep_ == "prep" and c.lower_ not in _WHEN
        for p in c.children if p.dep_ == "pobj" for w in near(p)}))


def _same(a: _Phrase, b: _Phrase, a_doer: frozenset[str] = frozenset(), b_doer: frozenset[str] = frozenset()) -> bool:
    """One participant: the same head, and each one's head and modifiers among the other's words, or the words of the
    other's doer, which a possessive pronoun stands for ("Tolbrook's restrictions" / "its restrictions" in "Tolbrook
    tightened its restrictions"; "the lower court's ruling" / "the ruling of the lower court"); not "the tenant's
    earlier request" / "the tenant's request", "primary schools" / "schools", "the city" / "the city's debt", "Tandem
    Power's shares" / "shares in Orvik Energy" in a sentence that names Tandem Power elsewhere."""
    return a.head == b.head and a.core - b.words <= b_doer and b.core - a.words <= a_doer


def _one_thing(p_roles: tuple, h_roles: tuple) -> bool:
    """Is what the two acts are done to one thing, and are their doers, where both name one, one?"""
    (pd, po, pl, _), (hd, ho, hl, named) = p_roles, h_roles
    if pd is None and named:
        return False  # "The border was reopened to trucks" / "Hungary shut its border to trucks": whose border the
        # sentence does not say
    doers = (pd.words if pd else frozenset(), hd.words if hd else frozenset())
    one = lambda a, b: _same(a, b, *doers)  # noqa: E731
    if po is not None and ho is not None:
        thing = one(po, ho)
    elif pl is not None and hl is not None:
        thing = one(pl, hl)
    elif pl is not None and ho is not None and hd is not None:
        thing = one(pl, ho)  # "The border crossing reopened" / "Officials shut the border crossing"
    elif hl is not None and po is not None:
        thing = one(po, hl)
    else:
        return False
    return thing and (pd is None or hd is None or _same(pd, hd))


def _settings(tok) -> list[tuple[str, frozenset[str], bool]]:
    """The phrases of place, time, manner or measure of the verb and of its object, each as (its preposition, or ""
    for one of :data:`_AT`; its content words, nested prepositions kept: "for staff without children"; whether it
    tells a time), then the dates, time adverbs ("initially", "later") and time clauses ("after side effects
    appeared") said of the verb."""
    out = []
    for c in (*tok.children, *(c for o in tok.children if o.dep_ in _OBJECTS for c in o.children)):
        if c.dep_ == "prep" and c.lower_ != "of":
            inner = [t for p in c.children if p.dep_ == "pobj" for t in p.subtree]
            said = frozenset(t.lemma_.lower() for t in inner if t.pos_ in ("NOUN", "PROPN", "NUM", "ADJ", "ADP")
                             or t.lower_ in _EVERY)
            timed = c.lower_ in _WHEN or any(t.ent_type_ in ("DATE", "TIME") or t.lemma_.lower() in TIME_WORDS
                                             or (t.text.isdigit() and len(t.text) == 4 and 1000 < int(t.text) < 2200)
                                             for t in inner)  # "in 1985"
            out.append(("" if c.lower_ in _AT else c.lower_, said, timed))
    for c in tok.children:
        if c.dep_ == "npadvmod" and c.ent_type_ in ("DATE", "TIME"):
            out.append(("", frozenset(t.lower_ for t in c.subtree if t.pos_ != "DET"), True))
        elif c.dep_ == "advmod" and c.lower_ in _TIME_ADVERBS:
            out.append((c.lower_, frozenset(), True))
        elif c.dep_ == "advcl" and (mark := next((m.lower_ for m in c.children if m.dep_ == "mark"), "")) in _WHEN:
            out.append((mark, frozenset(t.lemma_.lower() for t in c.subtree if t.pos_ in ("NOUN", "PROPN", "VERB")),
                        True))
    return out


def _same_setting(p_tok, h_tok, decided: bool = False) -> bool:
    """Does the sentence say each of the step verb's phrases of its own, and the step a time where the sentence's verb
    has one, unless the two verbs are one doer's ``decided`` matter and the sentence puts it in no sequence ("expanded
    *during the nineteenth century*" / "shrank *throughout the nineteenth century*"; not "rose *after the storms*" /
    "dropped *during the drought*", "eased *in the fourth quarter*" / "tightened *in the third quarter*", "was shut
    *in 1985*" / "opened the mine", "*initially* rejected" / "accepted")?"""
    p, h = _settings(p_tok), _settings(h_tok)
    held = frozenset().union(*(r.words for r in _roles(p_tok)[:3] if r is not None))  # "Security at the border was
    # tightened" / "loosened security at the border": the phrase the sentence gives its participant
    return all(any(x[:2] == y[:2] for y in p) or (x[1] and x[1] <= held) for x in h) \
        and (decided and not any(x[0] in _TIME_ADVERBS for x in p) or any(x[2] for x in h)
             or not any(x[2] for x in p))  # a sentence's time the step leaves out:
    # another moment ("was shut in 1985" / "opened the mine"); "in late October after heavy rainfall" / "in late
    # October" one; not for one doer's decision ("The jury acquitted … after deliberating" / "The jury convicted")


def _unsaid(p_tok, h_tok) -> str:
    """The first phrase of place or time the step gives its verb (or the verb's object) that the sentence does not
    say: not with the sentence verb's own phrase of the same preposition, nor in words the sentence uses anywhere
    ("survived the crash" / "died in the crash"), and not where that verb holds for every time ("in any single
    year"); "" when there is none."""
    mine = [c for c in p_tok.children if c.dep_ == "prep"]
    if any(t.lower_ in _EVERY for c in mine for t in c.subtree):
        return ""
    said = {t.lemma_.lower() for t in p_tok.doc} | {t.lower_ for t in p_tok.doc}
    for c in (*h_tok.children, *(c for o in h_tok.children if o.dep_ in _OBJECTS for c in o.children)):
        opener = c.lower_ if c.dep_ == "prep" and c.lower_ != "of" else next(
            (m.lower_ for m in c.children if m.dep_ == "mark" and m.lower_ in _WHEN), "") if c.dep_ == "advcl" else ""
        if not opener:
            continue  # a phrase of place or time, or a clause of time ("once the plane has landed")
        if opener == "by":
            continue  # a measure of a change ("by 135 students"), which the figure readings read
        if opener in ("compared", "relative", "versus", "against") and h_tok.lemma_.lower() in _MOVES:
            continue  # the baseline of a change ("rose … compared with a year earlier"), no setting of its own
        if opener in ("to", "from") and h_tok.lemma_.lower() in _MOVES and any(
                t.like_num and not re.fullmatch(r"(?:1[89]|20)\d\d", t.text) for t in c.subtree):
            continue  # where a change ends or began ("rose 3 per cent to £412m"), which the figure readings read
        content = {t.lemma_.lower() for t in c.subtree if t.pos_ in ("NOUN", "PROPN", "NUM", "ADJ")}
        if h_tok.lemma_.lower() in _MOVES and content and content <= _THE_SPAN and opener in ("over", "during", "in",
                                                                                            "across", "for"):
            continue  # "fell by 11% over the period", "over the same period": the span the sentence's change is of
        if content <= said and (opener not in _SETS_APART or opener in said):
            continue  # "for townhouses on the former mill site" / "to build forty townhouses on the former mill site";
            # not "under 100 ml" / "over 100 ml", "after the pandemic" / "during the pandemic"
        if _narrows(c, content, _phrases(p_tok, opener)):
            continue  # the sentence's own phrase, narrowed: "should not rely on remote wipe as the sole security
            # control for protecting sensitive data" / "should rely on it as the sole security control for protecting
            # sensitive data on lost devices" (what is denied of the whole is denied of its part)
        return " ".join(t.text for t in c.subtree)
    return ""


#: the content words a sentence's phrase must hold for a step's phrase that holds them all to narrow it
#: (:func:`_unsaid`), so that one word ("in the street" / "in the street outside the school") narrows nothing
NARROWED_WORDS = 2
#: what a step's narrowing may not add, being a case of its own: a time, a condition, a clause ("for personal trips on
#: weekends", "… under medical supervision", "… in an emergency", "… approved by their line manager")
_CASE_WORDS = frozenset("weekend weekends emergency emergencies supervision permission approval consent exception "
                        "circumstance circumstances case event request".split())
_CASE_OPENERS = frozenset("under unless except during after before until since when while once if".split())


def _phrases(tok, opener: str) -> list:
    """Each phrase of ``tok`` (a verb) or its object that opens with the preposition ``opener``."""
    return [c for c in (*tok.children, *(c for o in tok.children if o.dep_ in _OBJECTS for c in o.children))
            if c.dep_ == "prep" and c.lower_ == opener]


def _narrows(step_phrase, content: set[str], phrases: Sequence) -> bool:
    """Does the step's phrase (``step_phrase``, its content words ``content``) narrow one of the sentence's
    ``phrases`` of the same preposition: it holds every content word of it (at least ``NARROWED_WORDS``), about the
    same thing (one noun heads the two), and what it adds restricts that thing, no time, condition or clause of its
    own ("primary schools in rural areas" / "primary school teachers in rural areas": other things)?"""
    head = next((t.lemma_.lower() for t in step_phrase.children if t.dep_ in ("pobj", "pcomp")), "")
    for phrase in phrases:
        own = {t.lemma_.lower() for t in phrase.subtree if t.pos_ in ("NOUN", "PROPN", "NUM", "ADJ")}
        if len(own) < NARROWED_WORDS or not own <= content \
                or head != next((t.lemma_.lower() for t in phrase.children if t.dep_ in ("pobj", "pcomp")), ""):
            continue
        said = {t.lemma_.lower() for t in phrase.subtree}
        added = [t for t in step_phrase.subtree if t.lemma_.lower() not in said]
        if not any(t.lemma_.lower() in _CASE_WORDS | TIME_WORDS or t.ent_type_ in ("DATE", "TIME")
                   or t.dep_ in ("acl", "relcl", "advcl") or t.dep_ == "prep" and t.lower_ in _CASE_OPENERS
                   for t in added):
            return True
    return False


#: words of a phrase that stands for the span a sentence's change is of ("over the same period")
_THE_SPAN = frozenset("period same time timeframe span interval whole".split())
#: verbs of a figure's change, whose "compared with" phrase gives the baseline
_MOVES = frozenset("rise climb grow increase surge soar jump gain rally fall drop decline plunge tumble slump slide sink "
                   "dip decrease shrink slip".split())


#: events that happen once, so that one doer's two opposite acts on one of them clash whenever the sentence dates it
#: ("won the Wimbledon final on Sunday" / "lost the Wimbledon final")
_ONE_OFF = frozenset("final semifinal semi-final match game race election runoff referendum vote case trial "
                     "tournament championship bout fight contest ballot".split())


def _one_off(roles: tuple) -> bool:
    thing = roles[1] or roles[2]
    return thing is not None and thing.head in _ONE_OFF


def _undoes(verb: str, other: str) -> bool:
    """Does ``verb`` undo what ``other`` did, and so say it happened before ("reopen" / "shut", "reinstate" / ...)?"""
    return verb.startswith("re") and len(verb) > 5 and antonyms.stem(other) in antonyms.antonyms_of(verb[2:])


def opposed_acts(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the step's verb is the antonym of the sentence's, said of one thing by one doer, or ""."""
    kind, reason = _opposed(premise, hypothesis, parse)
    return reason if kind == "conflict" else ""


def two_moments(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the sentence neither supports nor contradicts the step where the two give one thing opposite acts
    that may be two moments: the sentence's act has a time the step's lacks, or the step's a place or time the
    sentence does not say, or one act undoes the other ("The High Court upheld the conviction in 2019" / "The
    conviction was overturned"; "The board initially rejected Linwell's offer" / "… was eventually accepted";
    "Officials shut the border crossing on Monday" / "The border crossing reopened"); "" otherwise."""
    kind, reason = _opposed(premise, hypothesis, parse)
    return reason if kind.startswith("moments") else ""


def another_moment(premise: str, hypothesis: str, parse: Callable[[str], list]) -> bool:
    """Are the two opposite acts of :func:`two_moments` two moments by the sentence's own account: one undoes the
    other, or the sentence dates its act and the step gives none ("raised its rate in February 2023" / "lowered its
    rate")? Then the sentence cannot contradict the step. (Where the step gives a place or time of its own the two
    may still clash: "forbidden between November and March" / "permitted in December".)"""
    return _opposed(premise, hypothesis, parse)[0] == "moments:own"


@lru_cache(maxsize=caches.PAIRS)  # read for one pair by find_conflict, the checker's missing() and its can_contest()
def _opposed(premise: str, hypothesis: str, parse: Callable[[str], list]) -> tuple[str, str]:
    """("conflict", reason) for opposite acts of one thing at one time, ("moments:own", reason) or
    ("moments:setting", reason) for opposite acts of one thing that may be two moments (:func:`another_moment`),
    ("", "") otherwise. A sentence that also says an act on the step's side ("plunged in the first quarter but
    climbed from April" / "rose from April") gives no such reading."""
    if not candidates(premise, hypothesis):
        return "", ""
    p_stems, h_stems = _stems(premise), _stems(hypothesis)
    p_doc, h_doc = parse(premise), parse(hypothesis)
    moments, kind = "", ""
    for h_tok in h_doc:
        if h_tok.pos_ != "VERB" or antonyms.stem(h_tok.text) in p_stems or not _asserted(h_tok):
            continue
        opposite = _opposites(h_tok.text) | _opposites(h_tok.lemma_)
        for p_tok in p_doc:
            p_stem = antonyms.stem(p_tok.text)
            if p_tok.pos_ != "VERB" or p_stem in h_stems or (
                    p_stem not in opposite and antonyms.stem(h_tok.text) not in _opposites(p_tok.lemma_)):
                continue
            p_roles, h_roles = _roles(p_tok), _roles(h_tok)
            if {p_tok.lemma_.lower(), h_tok.lemma_.lower()} <= next((g for g in CONVERSE_GROUPS if h_tok.lemma_.lower() in g),
                                                                    frozenset()) \
                    and (p_roles[0] is None or h_roles[0] is None or not _same(p_roles[0], h_roles[0])):
                continue  # "were sold to a pension fund" / "A pension fund bought": one act told from its two sides,
                # unless one doer is said to do both ("Ruiz lost the runoff to Okafor" / "… was won by Ruiz")
            if not (_asserted(p_tok) and _one_thing(p_roles, h_roles)):
                continue
            reason = f"the step says '{h_tok.text}'; the sentence says '{p_tok.text}'"
            p_lemma, h_lemma = p_tok.lemma_.lower(), h_tok.lemma_.lower()
            h_timed = any(t for _, _, t in _settings(h_tok))
            if (_undoes(p_lemma, h_lemma) or _undoes(h_lemma, p_lemma)) and not h_timed:
                if not moments and not _both_ways(p_doc, h_tok):
                    moments, kind = reason + " (it may undo it later)", "moments:own"
                continue  # "The coastal road was reopened" / "Police shut the coastal road": it was shut before (not
                # "… reopened on Tuesday" / "… shut … on Tuesday")
            decided = bool({p_lemma, h_lemma} & _DECISIONS or _one_off(p_roles)) and None not in (
                p_roles[0], h_roles[0]) and _same(p_roles[0], h_roles[0])
            if not _same_setting(p_tok, h_tok, decided):
                if not moments and not _both_ways(p_doc, h_tok):
                    moments = reason + " (at another time or place the sentence does not give)"
                    dated = not h_timed and any(t and prep not in _SPANS for prep, _, t in _settings(p_tok))
                    # "in February 2023" / no time; not a span, "survived … for several weeks" / "died"
                    kind = "moments:own" if dated else "moments:setting"
                continue
            return "conflict", reason
    return (kind, moments) if moments else ("", "")


def _both_ways(p_doc, h_tok) -> bool:
    """Does the sentence also say an act on the step's side, its word or another that shares its antonyms ("plunged
    in the first quarter but climbed steadily from April" / "rose from April")?"""
    mine = _opposites(h_tok.text) | _opposites(h_tok.lemma_)
    return any(t.pos_ == "VERB" and (t.lemma_.lower() == h_tok.lemma_.lower() or _opposites(t.lemma_) & mine)
               for t in p_doc)


def other_settings(premise: str, hypothesis: str, reason: str, parse: Callable[[str], list]) -> str:
    """The phrase of place or time the step gives the verb of an antonym or denial reading (``reason``, "the step says
    'fell'; the sentence says 'rose'") that the sentence does not give its own: two events, no conflict
    ("Unemployment rose in Ohio during the second quarter" / "unemployment fell in Texas …"; "You must not use the
    fire exit" / "Staff can use the fire exit in an emergency"); "" when the two verbs are said alike or not found, and
    for a decision (:data:`_DECISIONS`), whose reversal at another time the document disputes."""
    met = met_words(reason)
    if met is None:
        return ""
    h_tok = next((t for t in parse(hypothesis) if t.lower_ == met[0].lower() and t.pos_ == "VERB"), None)
    p_tok = next((t for t in parse(premise) if t.lower_ == met[1].lower() and t.pos_ == "VERB"), None)
    if h_tok is None or p_tok is None or {h_tok.lemma_.lower(), p_tok.lemma_.lower()} & _DECISIONS:
        return ""  # a decision taken one way at one meeting and the other way at another is a dispute the reader must
        # see ("At its meeting on 3 March the council approved the bridge" / "… the council rejected the bridge")
    return _unsaid(p_tok, h_tok)

"""What a sentence says only as a possibility: "the tax may be raised" does not state that it was.

A small NLI model reads "The minister said the tax may be raised next year." as entailing "The tax was
raised." (0.98 with the shipped judge), and "Scientists suspect that the comet could reach Earth's orbit"
as entailing "The comet will reach Earth's orbit". Such a sentence is about the step's matter, and may
well be the closest one a document has, but it cannot support a step that states the thing as a fact.

``hedged(premise, hypothesis, parse)`` reads both parses. It takes the step's predicates (its verbs, and
its main word when that is an adjective or noun), the main one first, and finds the first that the
sentence uses (same lemma). When every use of it in the sentence is hedged, the reason is returned;
when the sentence asserts it anywhere, or the step hedges as well, nothing is. When the sentence uses none of
them and its main clause is a plan, belief or expectation ("The startup plans to hire 200 engineers" / "The
startup employs 200 engineers"), that is the reason. A use is hedged when,
climbing from it through the clauses that embed it (complement clauses, "to" clauses, and verbs joined
by "and" without a subject of their own):

* a modal of possibility, plan or advice governs it ("may", "might", "could", "would", "should"; a
  denied "could" is inability, which the negation checks read: "could not remember");
* a hedging adverb does ("possibly", "probably", "reportedly", "allegedly", ...);
* it is a condition ("if", "unless", "whether") or stands under one ("if the council approves, the park
  will open");
* or a word that holds its clause as a belief, plan, attempt or expectation embeds it ("suspect",
  "believe", "expect", "plan", "try", "hope", "suggest", "claim", "seem", "likely", "possible", "designed",
  "scheduled", "denied", ...);
* a noun whose "to" or "of" clause is a plan, attempt or proposal holds it ("launched a bid to replace three
  members", "the proposal to close the plant", "set a target of cutting emissions"), and so does a verb's "at",
  "of" or "for" phrase ("aimed at reducing vaping", "accused of inflating figures"), a purpose of a verb that sets
  something up ("was created to increase the number of …"), and a side's account ("According to critics, …");
* the sentence calls off the event its noun names ("The launch, scheduled for May 14, was scrubbed").

A step that denies is held against the sentence's denials only ("claimed that she had never met the lobbyist, but
emails show that the two met" / "The minister never met the lobbyist"), and a denial the step reports as one is no
hedge ("denied taking the money" / "said he did not take the money"). A hedging head in the step is its claim
("The tax credit has encouraged firms to hire …"), and what it governs there is not looked up. When the sentence
uses none of the step's predicates, its main clause may still only ask for, offer or weigh the step's matter
("Union leaders called for a 9 percent pay rise for nurses" / "Nurses received a 9 percent pay rise"; not a text's
requirement, "The recipe calls for beef"), or state it only as what would have been ("Had the merger gone ahead, the
firm would have become the largest producer" / "The merger made the firm the largest producer").

Only what the sentence can support changes (``Judgment.missing``); the judge's readings stay as they are,
so the ranking is the same.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import intents
from gechat.entail.antonyms import stem
from gechat.entail.quantities import words
from gechat.text import STOP_WORDS, content_stems

MODALS = frozenset("may might could would should ought".split())
#: modals that, denied, say that something did not happen ("could not remember"), which is no hedge
_ABILITY = frozenset({"could", "can"})
HEDGE_ADVERBS = frozenset("perhaps possibly probably likely maybe allegedly reportedly apparently potentially "
                          "presumably supposedly seemingly conceivably purportedly ostensibly".split())
#: lemmas of words that hold the clause they embed as a belief, a plan, an attempt, a wish or a possibility
HEDGE_HEADS = frozenset("suspect believe think expect predict propose plan hope fear speculate suggest intend aim "
                        "seek want wish consider hypothesize hypothesise allege claim rumor rumour seem appear try "
                        "attempt likely unlikely possible probable plausible conceivable expected proposed planned "
                        "set due encourage urge advise recommend schedule design engineer deny accuse envisage "
                        "envision foresee contemplate anticipate forecast promise pledge vow threaten offer demand "
                        "request task slate poise dream direct charge argue contend insist maintain assert".split())
#: verbs that hold only their "to" clause as decided, agreed, ordered or asked for, not done ("resolved to close the
#: plant", "ordered the hospital to pay damages"); a "that" clause of theirs is a finding ("agreed that costs rose")
_TO_HEADS = frozenset("decide resolve agree vote order ask instruct tell authorise authorize prepare direct command "
                      "move".split())  # "moved to suspend standing orders": a motion
#: of those, verbs whose denied clause is a choice not to act, which a denial states ("must have decided not to write
#: a book about Tommy O'Connor" / "A book was not written about Tommy O'Connor")
_CHOOSING = frozenset("decide resolve vote agree".split())
#: acts of deciding, which such a "to" clause does: "voted to approve the budget" approved it
_DECIDING = frozenset("approve adopt accept reject endorse ratify pass grant elect appoint back support uphold overturn "
                      "censure expel".split())
#: heads that hold only a "to" clause as a purpose, not a "that" clause ("was meant to stop leaks" / "this means
#: that prices rose")
_PURPOSE_HEADS = frozenset({"mean"})
_CONDITIONS = frozenset({"if", "unless", "whether"})
#: share of the step's content words a plan, belief or expectation must hold to stand for the step's claim
PLAN_SHARE = 0.5
#: nouns and verbs by which a step itself speaks of a plan or a forecast
_PLAN_WORDS = frozenset("plan proposal forecast projection project target goal aim bid guidance estimate outlook "
                        "intention ambition schedule".split())
#: the same words by their light stem, for the parser's lemma slips ("hopes" lemmatised as "hop")
_HEAD_STEMS = frozenset(stem(w) for w in HEDGE_HEADS)
#: dependencies through which a clause is embedded in the word above it
_EMBEDDED = frozenset({"ccomp", "xcomp", "csubj", "csubjpass"})
_PREDICATES = frozenset({"VERB", "ADJ", "NOUN", "PROPN"})
#: the words above as written, for a test without a parse: a sentence without any of them hedges nothing
_HEDGE_WORDS = re.compile(
    r"\b(?:may|might|could|would|should|if|unless|whether|set|due|tr(?:y|ies|ied|ying)|sought|thought|"
    r"(?:suspect|believ|think|expect|predict|propos|plan|hop|fear|speculat|suggest|intend|aim|seek|want|wish|"
    r"consider|hypothes|alleg|claim|rumou?r|seem|appear|attempt|possib|probab|plausib|conceivab|encourag|urg|advis|"
    r"recommend|implication|assumption|belief|expectation|prospect|speculation|schedul|design|engineer|den(?:y|ie)|"
    r"accus|envisag|envision|foresee|contemplat|anticipat|forecast|promis|pledg|vow|threat|offer|demand|request|"
    r"task|slate|poise|dream|direct|charg|ought|blueprint|roadmap|talks|hold|back|meant|bid|effort|proposal|push|"
    r"campaign|drive|scheme|goal|target|ambition|intention|call|press|lobby|petition|appeal|according|pending|memoirs?|autobiograph|diar(?:y|ies)|"
    r"weigh|debat|pass|draft|bill|discuss|stud|creat|establish|found|launch|introduc|build|built|develop|form|adopt|"
    r"enact|implement|deploy|"
    r"install|cancel|scrub|scrap|abandon|postpon|abort|shelv|called\s+off|"
    r"perhaps|likel|unlikel|maybe|reported|apparent|potential|presumab|supposed|purported|ostensib|argu|contend|"
    r"insist|maintain|assert|sa(?:y|ys|id)|decid|resol|agre|vot|order|ask|instruct|told|tell|authori|prepar)\w*)\b",
    re.IGNORECASE)


def hedged(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """Why ``premise`` only hedges what ``hypothesis`` states as a fact, or "" (see the module's text)."""
    if premise.rstrip().endswith("?") or hypothesis.rstrip().endswith("?") or not _HEDGE_WORDS.search(premise) \
            or _DONE.search(premise):
        return ""  # "recommended that the CEO resign, and she did so": what was hedged then happened
    if (source := _ACCORDING.match(hypothesis)) is not None:
        said_by = set(words(source.group("source")))
        if _SAYS.search(premise) and said_by - STOP_WORDS & set(words(premise)) and not _HEDGED_SAYING.search(premise) \
                or {stem(w) for w in said_by} & {stem(w) for w in _PLAN_WORDS}:
            return ""  # "Harrow Energy claimed that …" / "According to Harrow Energy, …": the claim as a claim;
            # "According to the council's plan, …": the plan as a plan
        hypothesis = hypothesis[source.end():]  # "Police believe the fire may have been …" / "According to police,
        # the fire was started deliberately": the belief's hedge stands
    step = parse(hypothesis)
    if _CLAIMING.search(hypothesis):
        return ""  # the step reports the claim as a claim ("Supporters of the stadium claim it will create 2,000
        # jobs"): whose claim it is, and whether the sentence tells it, is the model's to read
    if any(_cue(t) and not _hedge_head(t) for t in step) \
            or any(t.lemma_.lower() in _POSSIBLE for t in _predicates(step)[:1]):
        return ""  # the step hedges too: "prices may rise" / "prices could rise" is the model's to read; or its
        # claim is the possibility itself: "It was no longer possible to choose a successor …"
    sentence = parse(premise)
    for pred in _predicates(step):
        if _cue_above(pred) is not None:
            continue  # the step's own plan or belief holds it ("analysts predict revenue will rise"): the head is
            # what the step claims ("The tax credit has encouraged firms to hire …" claims the encouraging)
        uses = [t for t in sentence if t.lemma_.lower() == pred.lemma_.lower() and t.pos_ in _PREDICATES
                and (t.dep_ != "compound" or pred.pos_ != "VERB")]  # "the launch site" names no launch
        if not uses:
            continue
        denies = any(c.dep_ == "neg" for c in pred.children)
        if denies and (denied := [t for t in uses if any(c.dep_ == "neg" for c in t.children)]):
            uses = denied  # "claimed that she had never met the lobbyist, but emails show that the two met" / "The
            # minister never met the lobbyist": only a denial could support the step's
        cues = [_cue_above(t) for t in uses]
        if not all(cues):
            return ""  # the sentence asserts it somewhere
        if denies and any(c.lemma_.lower() == "deny" for c in cues):
            return ""  # "denied taking the money" / "said he did not take the money": the denial is what both report
        cue, use = cues[0], uses[0]
        if cue.lemma_.lower() in intents.FOUNDING | {"design", "engineer", "mean", "intend", "aim"} \
                and any(t.lemma_.lower() in intents.PURPOSES for t in step):
            return ""  # "founded to provide solutions" / "Its mission is to provide solutions": the purpose is
            # the claim
        return f"the sentence does not state it as a fact ('{_span(sentence, cue, use)}')"
    # none of the step's predicates in the sentence, whose main clause is a plan, belief or expectation:
    # "The startup plans to hire 200 engineers" / "The startup employs 200 engineers"
    if any(_hedge_head(t) or t.lemma_.lower() in _PLAN_WORDS | _TO_HEADS or t.lemma_.lower() in intents.DEMANDS
           for t in step):
        return ""  # the step speaks of the plan or forecast itself: "forecasts revenue of $5 billion"
    root = next((t for t in sentence if t.dep_ == "ROOT"), None)
    if root is not None and root.lemma_.lower() in _TELLING:  # "The family has requested …, the officer told the …"
        root = next((c for c in root.children if c.dep_ == "ccomp"), root)
    if (asked := intents.asked_for(root)) is not None and _about(asked, hypothesis, root):
        return f"the sentence does not state it as a fact ('{_span(sentence, root, asked)}')"
    modal = intents.counterfactual(root)
    if modal is not None and _about(root, hypothesis):
        return f"the sentence does not state it as a fact ('{_span(sentence, modal, root)}')"  # "Had the merger gone
        # ahead, the combined firm would have become the largest …" / "The merger made the firm the largest …"
    embedded = next((c for c in root.children if c.dep_ in _EMBEDDED), None) if root is not None else None
    decided = embedded is not None and _to_head(root, embedded) and not any(t.lemma_.lower() in _DECIDING for t in step)
    if embedded is not None and (_hedge_head(root) or decided) and root.lemma_.lower() not in _ADVICE \
            and not any(c.dep_ == "neg" for c in root.children):  # advice hedges only the words it governs
        if _about(embedded, hypothesis, root):  # what is planned, not who plans, is the step's matter
            return f"the sentence does not state it as a fact ('{_span(sentence, root, embedded)}')"
    return ""


def _about(phrase, hypothesis: str, planner=None) -> bool:
    """Does the phrase under ``phrase`` (a token) hold at least ``PLAN_SHARE`` of the step's content words, those
    that name the subject of ``planner`` (the clause that plans, asks or intends) aside?"""
    said = content_stems(" ".join(t.text for t in phrase.subtree))
    wanted = content_stems(hypothesis)
    for subject in (c for c in planner.children if c.dep_ in ("nsubj", "nsubjpass")) if planner is not None else ():
        wanted -= content_stems(" ".join(t.text for t in subject.subtree)) - said  # "The tourist levy … is intended
        # to fund … public transport links" / "Revenue from the tourist levy has paid for public transport …"
    return bool(wanted) and len(wanted & said) >= PLAN_SHARE * len(wanted)


#: verbs by which a step reports a claim as one side's ("Supporters of the stadium claim it will create …", which
#: the parse may read as "the stadium claim"), before the claim's clause
_CLAIMING = re.compile(r"\b(?:claim(?:s|ed)?|argu(?:e|es|ed)|contend(?:s|ed)?|insist(?:s|ed)?|alleg(?:e|es|ed)|"
                       r"say|says|said)\s+(?:that\s+)?(?:it|he|she|they|we|its|his|her|their|the|this|these|those)\b",
                       re.IGNORECASE)
#: words by which a sentence only foresees, supposes or denies what it tells, for a reading without a parse ("may" in
#: lower case: "in May 2023" is a month)
_FORESEEN = re.compile(r"\b(?:could|(?-i:may)|might|would|if|unless|expects?|expected|expecting|on\s+course|projected|"
                       r"likely|(?:aims?|plans?|hopes?|forecasts?)\s+to|denied|denies|deny|denying)\b", re.IGNORECASE)
#: where a sentence's clauses part: what one foresees is not another's ("…, adding that its new terminal would open")
_CLAUSES = re.compile(r";|,\s*(?:while|whereas|but|adding|and|although|though)\b", re.IGNORECASE)
_FIGURE = re.compile(r"(?<![\w.,])(?!(?:19|20)\d\d\b)\d[\d,.]*")  # a figure, not a year
#: a relative clause or an "as … expected" aside, which foresees nothing of the figures themselves
_ASIDE = re.compile(r",\s*(?:which|who)\b[^,;]*|\bas\s+(?:\w+\s+){0,3}?had\s+(?:expected|forecast|predicted|hoped)\b",
                    re.IGNORECASE)


def foreseen_only(premise: str, hypothesis: str) -> bool:
    """Does a clause of the sentence that gives a figure only foresee, suppose or deny what it tells ("could reach
    £2.1bn next year, up from £1.9bn now, if …", "expects to raise about £9m", "is on course to recruit", "denied that
    …") where the step says none of it: so that a figure worked out of its figures, a target met or a share kept is no
    fact it states?"""
    if _FORESEEN.search(hypothesis):
        return False
    plain = _ASIDE.sub(" ", premise)  # "…, which analysts expect to grow", "as organisers had expected": asides
    return any(_FORESEEN.search(part) and _FIGURE.search(part) for part in _CLAUSES.split(plain))


#: a step that opens by naming its source ("According to Harrow Energy, the design cuts costs by a third")
_ACCORDING = re.compile(r"^\s*according\s+to\s+(?P<source>[^,]{1,80}),\s*", re.IGNORECASE)
#: a source's words that hedge what it says ("said the fire may have been started deliberately")
_HEDGED_SAYING = re.compile(r"\b(?:may|might|could|would|possibly|probably|likely|believes?|believed|suspects?|"
                            r"suspected|thinks?|thought)\b", re.IGNORECASE)
#: what a source does that a step's "According to" reports: says or claims it, not believes, plans or tests it
_SAYS = re.compile(r"\b(?:claim(?:s|ed)?|sa(?:y|ys|id)|argu(?:e|es|ed)|contend(?:s|ed)?|insist(?:s|ed)?|"
                   r"maintain(?:s|ed)?|stat(?:e|es|ed)|announc(?:e|es|ed)|report(?:s|ed)?|according\s+to)\b",
                   re.IGNORECASE)
#: heads that advise: they hedge the step's own predicate, never a main clause as a whole ("Helmets are required;
#: knee pads are recommended" / "Helmets are mandatory")
_ADVICE = frozenset("encourage urge advise recommend".split())
#: a sentence that goes on to say the hedged thing happened
_DONE = re.compile(r"\b(?:did\s+so|complied|followed\s+(?:it|the|this|that|their|his|her)\b|"
                   r"as\s+(?:recommended|advised|planned|expected)|(?:and|which)\s+(?:she|he|they|it)\s+did\b|"
                   r"and\s+the\s+\w+\s+(?:was|were)\s+(?:completed|finali[sz]ed|carried\s+out)\b|"
                   r"and\s+completed\s+the\s+(?:deal|sale|purchase|acquisition|takeover|merger|move|transfer)\b|"
                   r"(?:achieved|met|reached|hit)\s+(?:that|the|this|its|their|her|his)\s+(?:goal|target|aim|"
                   r"objective))",
                   re.IGNORECASE)
#: words that leave open whether a clause holds: "it is unclear whether the alarm was working"
_OPEN = re.compile(r"\b(?:whether|unclear|uncertain|unknown|not known|not clear)\b", re.IGNORECASE)


def carried_out(text: str) -> bool:
    """Does ``text`` say that what it asked, advised or planned was then done ("…, and she did so", "complied")?"""
    return bool(_DONE.search(text))


def left_open(premise: str, hypothesis: str, parse: Callable[[str], object]) -> bool:
    """Does ``premise`` leave open ("whether", "it is unclear") what ``hypothesis`` states? Such a sentence can
    neither support the step nor deny it: a denial of what it leaves open ("the alarm was not working") is no
    contradiction. (Other hedges may still contest a step: "did not try to confuse" / "managed to confuse".)"""
    return bool(_OPEN.search(premise)) and bool(hedged(premise, hypothesis, parse))


#: adjectives of possibility, which a step may claim as such ("it was no longer possible to …")
_POSSIBLE = frozenset("possible impossible probable improbable likely unlikely plausible conceivable".split())
#: nouns that hold the clause they take as a belief, an inference or a possibility ("the implication that …")
_NOUN_HEDGES = frozenset("implication suggestion assumption belief expectation possibility prospect hope fear "
                         "speculation rumour rumor claim allegation accusation suspicion report".split())


def _predicates(doc) -> list:
    """The step's verbs and its main word when that is an adjective or noun (past a copula, "are *unimportant*"),
    the main word first."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is not None and root.lemma_.lower() == "be":
        root = next((c for c in root.children if c.dep_ in ("acomp", "attr")), root)
    out = [root] if root is not None and root.pos_ in _PREDICATES else []
    return out + [t for t in doc if t.pos_ == "VERB" and (root is None or t.i != root.i)]


def _cue(t) -> bool:
    """Is ``t`` itself a hedge (a modal of possibility, a hedging adverb or head, a condition's mark)?"""
    w = t.text.lower()
    if t.dep_ in ("aux", "auxpass") and w in MODALS:
        return not (w in _ABILITY and any(c.dep_ == "neg" for c in t.head.children))
    return w in HEDGE_ADVERBS or (t.dep_ == "mark" and w in _CONDITIONS) or (
        _hedge_head(t) and any(c.dep_ in _EMBEDDED for c in t.children)) or any(_to_head(t, c) for c in t.children)


def _to_head(t, clause) -> bool:
    """Is ``t`` a verb that holds its "to" clause ``clause`` as decided, agreed, ordered or asked for, not done
    ("resolved to close the plant", "voted in 2021 to close the depot", which the parse may hang on as a purpose;
    not "voted to approve the budget", which approved it, nor "agreed to repay the loan and paid it in full")?"""
    return clause.dep_ in ("xcomp", "advcl") and t.pos_ == "VERB" and t.lemma_.lower() in _TO_HEADS \
        and clause.lemma_.lower() not in _DECIDING and not (t.lemma_.lower() in _CHOOSING and any(
            c.dep_ == "neg" for c in clause.children)) and any(c.dep_ == "aux" and c.lower_ == "to" for c in clause.children) \
        and not any(c.dep_ == "conj" and c.tag_ == "VBD" and (c.lemma_.lower() in clause.lemma_.lower() or any(
            o.dep_ == "dobj" and o.lower_ in ("it", "them", "so") for o in c.children)) for c in clause.children)


def _hedge_head(t) -> bool:
    """Is ``t`` a verb or adjective that holds the clause it embeds as a belief, plan or possibility?"""
    return t.pos_ in ("VERB", "ADJ") and (t.lemma_.lower() in HEDGE_HEADS or stem(t.lower_) in _HEAD_STEMS)


def _cue_above(t):
    """The hedge that governs ``t`` (a token), climbing through the clauses that embed it; None when none does."""
    x, seen = t, 0
    while x is not None and seen < 8:
        seen += 1
        for c in x.children:
            if c.dep_ in ("aux", "auxpass") and c.lower_ == "would" and _told_later(x):
                continue  # "would later become": the story's future, told as a fact
            if c.dep_ == "mark" and _cue(c) and _unconditional(c):
                continue  # "even if …", "whether or not …": the clause holds either way
            if c.dep_ == "advmod" and c.lower_ in HEDGE_ADVERBS and c.i + 2 < len(c.doc) \
                    and c.doc[c.i + 1].text == "," and c.doc[c.i + 2].lower_ == "but":
                continue  # "Possibly, but strychnine is a fairly rapid drug": a reply, then a claim
            if (c.dep_ in ("aux", "auxpass", "advmod", "mark") and _cue(c)) or (
                    c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ in _CONDITIONS and not _unconditional(m)
                                              for m in c.children)):
                return c
            if x.lemma_.lower() == "be" and c.dep_ == "acomp" and _hedge_head(c):
                return c  # "it is possible that ...": the adjective beside the clause
            if c.dep_ == "prep" and ((c.lower_ in ("according", "in") and intents.partisan(c)) or c.lower_ == "pending"):
                return c  # "According to critics, the regime has pushed schools to …": a side's account; "agreed
                # in principle to merge …, pending a final contract"
        head = x.head
        if head.i == x.i:
            return None
        if x.dep_ == "xcomp" and head.lower_ == "ought":
            return head  # the parse makes "ought" the head of its "to" clause: "The rate cut ought to lift prices"
        if x.pos_ == "NOUN" and x.dep_ in ("nsubj", "nsubjpass") and intents.called_off(head):
            return head  # "The launch, originally scheduled for May 14, was scrubbed": the event did not take place
        if x.dep_ == "acl" and head.lemma_.lower() in intents.NOUN_INTENTS and head.pos_ == "NOUN" \
                and any(c.dep_ == "aux" and c.lower_ == "to" for c in x.children) and not intents.borne_out(head):
            return head  # "launched a bid to replace three members", "the proposal to close the plant"
        if x.dep_ == "pcomp" and head.dep_ == "prep" and head.lower_ in ("at", "of", "with", "for") \
                and (_hedge_head(head.head) or (head.lower_ == "of" and head.head.pos_ == "NOUN"
                                                and head.head.lemma_.lower() in intents.NOUN_INTENTS
                                                and not intents.borne_out(head.head))):
            return head.head  # "aimed at reducing teenage vaping", "accused of inflating figures", "set a target of
            # cutting emissions"
        if x.dep_ == "advcl" and head.lemma_.lower() in intents.FOUNDING and head.pos_ == "VERB" \
                and any(c.dep_ == "aux" and c.lower_ == "to" for c in x.children) \
                and not any(c.lower_ in ("only", "so", "enough") for c in x.children):
            return head  # "The scholarship programme was created to increase the number of rural students …"
        if x.dep_ == "xcomp" and head.lemma_.lower() in _PURPOSE_HEADS:
            return head  # "was meant to stop leaks"
        if x.dep_ == "xcomp" and head.lemma_.lower() == "be" and (aim := next(
                (c for c in head.children if c.dep_ == "nsubj" and c.lemma_.lower() in intents.NOUN_INTENTS
                 | intents.PURPOSES), None)) is not None:
            return aim  # "The group's ambition is to double its market share"
        if x.dep_ == "acl" and head.lemma_.lower() in _NOUN_HEDGES \
                and any(c.dep_ == "mark" and c.lower_ == "that" for c in x.children) \
                and not intents.borne_out(head, intents.UPHOLDING, ("dobj", "nsubjpass")):
            return head  # "there is no implication that security elements … are unimportant": the noun's clause
        if x.dep_ == "advcl" and _to_head(head, x):
            return head  # "voted in 2021 to close the Ashford bus depot"
        if x.dep_ in _EMBEDDED:
            if _hedge_head(head) or _to_head(head, x):
                return head
            if (draft := intents.drafted(head)) is not None:
                return draft  # "A draft of the revised procedure … requires that all blades be inspected …"
            if head.lemma_.lower() in _TELLING:  # "it should be noted that revenue rose": the clause is told,
                # whatever the telling's mood; unless one side tells it ("Campaigners say the new runway will add …")
                partisan = any(c.dep_ == "nsubj" and intents.is_side(c) for c in head.children)
                return head if partisan else None
            x = head
        elif x.dep_ == "acl" and head.dep_ == "dobj" and head.head.lemma_.lower() in ("have", "get"):
            x = head.head  # "sought to have the confession excluded"
        elif x.dep_ == "conj" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in x.children):
            x = head  # "would close the plant and sell the land": the modal of the first verb
        elif x.dep_ in ("acomp", "attr") and head.lemma_.lower() == "be":
            x = head  # "… that security elements not listed here are unimportant": the adjective's clause
        else:
            return None
    return None


#: verbs that tell or note what their clause says, without doubting it
_TELLING = frozenset("say tell note add point emphasise emphasize stress mention report state show find confirm know "
                     "remember observe recall explain announce reveal".split())
#: words that tell a "would" of the story's later course ("she would later become chief executive")
_LATER = frozenset("later eventually subsequently soon afterwards thereafter ultimately".split())


def _told_later(verb) -> bool:
    return any(c.dep_ == "advmod" and c.lower_ in _LATER for c in verb.children)


def _unconditional(mark) -> bool:
    """Is this "if" or "whether" one that holds the rest either way ("even if", "whether or not")?"""
    before = mark.doc[mark.i - 1].lower_ if mark.i > 0 else ""
    return before == "even" or (mark.lower_ == "whether" and "or not" in mark.doc[mark.i : mark.i + 8].text.lower())


def _span(doc, a, b) -> str:
    """The words from one token to the other, shortened to their ends when long."""
    lo, hi = sorted((a.i, b.i))
    if hi - lo <= 5:
        return doc[lo : hi + 1].text
    return f"{doc[lo].text} … {doc[hi].text}"


#: a sentence that only advises: "should", "is recommended", "are encouraged to"
_ADVISES = re.compile(r"\b(?:should|(?:is|are|was|were)\s+(?:strongly\s+)?(?:recommended|advised|encouraged))\b",
                      re.IGNORECASE)
#: a step that says it is required
_REQUIRES = re.compile(r"\b(?:must|shall|required|requires?|mandatory|obliged|obligated|ha(?:ve|s)\s+to)\b",
                       re.IGNORECASE)
_DENIES = re.compile(r"\b(?:not|never|no|n't|cannot)\b", re.IGNORECASE)


def advised_only(premise: str, hypothesis: str, parse: Callable[[str], object]) -> bool:
    """Does ``premise`` only advise what ``hypothesis`` says is required ("Agencies should encrypt data at rest" /
    "Agencies are required to encrypt data at rest")? Neither side denying it, the sentence can neither support the
    step nor contradict it (a small NLI model reads the pair as a contradiction, 0.77)."""
    return bool(_ADVISES.search(premise) and _REQUIRES.search(hypothesis)) and not _DENIES.search(premise) \
        and not _DENIES.search(hypothesis) and bool(hedged(premise, hypothesis, parse))


#: a list that need not be whole: "included", "including", "such as" ("for example" opens too many other things)
_OPEN_LIST = re.compile(r"\b(?:includ(?:e|es|ed|ing)|such\s+as)\b", re.IGNORECASE)


def open_list(premise: str, hypothesis: str) -> bool:
    """Does ``premise`` list what something includes, and ``hypothesis`` deny one thing the list does not name, in
    the list's other words ("The provisions included pemmican, biscuit, sugar and tea" / "The expedition carried no
    coffee")? A list that need not be whole denies nothing beyond it; the sentence denies nothing itself."""
    listed, denial = _OPEN_LIST.search(premise), _DENIES.search(hypothesis)
    if not listed or not denial or _DENIES.search(premise):
        return False
    items = premise[listed.end():]
    if "," not in items and " and " not in items:
        return False  # "offend people, including men": one example, no list
    new = content_stems(hypothesis) - content_stems(premise) - _LIST_VERBS
    if len(new) != 1 or new & _KINDS:
        return False  # the step says more than that one item is missing, or denies the kind the items are of
        # ("included rice, beans and flour" / "carried no food"): the model's to read
    word = next(iter(new))
    return any(content_stems(w) == {word} for w in re.findall(r"[\w'-]+", hypothesis[denial.end():]))


#: words for kinds of things, which a list's items are of: denying the kind denies the items
_KINDS = frozenset(content_stems(
    "food foods drink drinks animal animals pet pets computer computers device devices equipment tool tools vehicle "
    "vehicles people person persons staff item items thing things goods product products supplies supply document "
    "documents paperwork money cash weapon weapons medicine medicines drug drugs furniture clothing clothes plant "
    "plants material materials ingredient ingredients fruit vegetables meat fish electronics machinery instrument "
    "instruments book books"))
#: verbs a step may deny a list's item with: "carried no coffee", "does not contain nuts"
_LIST_VERBS = frozenset(content_stems("include includes included carry carries carried contain contains contained "
                                      "have has had hold holds held offer offers offered"))

"""What a why-question takes as given, and whether the documents state it.

"Why does FIPS 199 require encryption of all federal data?" asks for a reason, but first it takes as given that
FIPS 199 requires encryption of all federal data. When the documents never say so, any sentence quoted as the
answer answers another question, and a badge beside it would tell the reader only that the sentence stands in the
documents. :func:`premise` writes what the question takes as given ("FIPS 199 does require encryption of all
federal data.") from spaCy's parse of it; :func:`judged` reads it against the sentences most about the question
(:func:`gechat.slots.about`), each alone and with the heading or lead-in it stands under, as a step is judged.
The premise is not stated when no sentence entails it, even where the NLI model alone reads the statement as
saying more than the sentence (a paraphrase, "should not be used as a substitute for legal research" for "warns
against relying on it in place of legal research": a lenient reading, since declining an answerable question
costs the reader its answer; a figure no sentence gives, "in 2015", is not let pass, nor a sentence that names
another doer or object, :func:`leaves_out`). The pipeline then declines the question, naming the premise and a
sentence a conflict check reads as saying otherwise ("Bacon should be soaked in cold water …" against "… soaked in
hot water …"); so it does when only the lenient reading states the premise and such a sentence says otherwise, and
when the firm reading is below ``PLAINLY`` and the sentence that says otherwise is at least as much about the
premise's thing (:meth:`Premise.declined`). A premise only the lenient reading states is answered with a caveat (:func:`caveat`):
the words a false premise shares with a sentence make the same reading as a paraphrase does.

Only questions that ask why (and "how come", "for what reason") are read: their premise is a whole statement, which
:mod:`gechat.premises` writes from the question's words. A question the parse cannot turn into one has none, and is
answered as before: no subject straight after the auxiliary, a subject and predicate that are not whole phrases, a
pronoun subject ("Why does this happen?", "Why did he leave?"), a hypothetical ("Why would anyone …"), a second
question or a condition after it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gechat import slots
from gechat.answerable import document_named
from gechat.entail.combined import model_doubt
from gechat.entail.exclusions import asserts_excluded, excludes_reason
from gechat.entail.roles import clause_roles
from gechat.entail.topic import topic_share
from gechat.errors import ModelNotFoundError
from gechat.lines import is_line
from gechat.premises import PRONOUNS, asks_why, premise, shown  # noqa: F401 - premise, shown: this API
from gechat.text import content_stems, stem, stem_among


@dataclass(frozen=True)
class Premise:
    """What a question takes as given and how well the sentences most about it state it."""

    #: the statement ("bacon should be soaked in hot water …")
    statement: str
    #: the best entailment among the sentences read, counting those the NLI model alone doubts (0 when none was read)
    entailment: float
    #: the text of the sentence that entails it best
    best: str = ""
    #: a sentence that a deterministic conflict check reads as saying otherwise (``Judgment.conflict``), the one most
    #: about the premise's thing, then the surest; named in the reason when the question is declined; else ""
    against: str = ""
    #: the best entailment of a sentence that would support the statement as a step (the NLI model not doubting it)
    plainly: float = 0.0
    #: the same, of a sentence that also names whom the statement is about (:func:`leaves_out`)
    firmly: float = 0.0
    #: the text of that sentence
    firm: str = ""

    def stated(self, threshold: float) -> bool:
        """Does some sentence entail the premise (:func:`judged`'s lenient reading)?"""
        return self.entailment >= threshold

    def loosely(self, threshold: float) -> bool:
        """Is the premise stated only loosely: no sentence that states it would support it as a step, or none names
        its doer and its act (:attr:`firmly`) and the best that would support it does so below ``PLAINLY``?
        Such a question is answered with a caveat (:func:`caveat`): as often, a false premise whose words a sentence
        holds ("Administer the oath to each debtor individually." for "… may administer the oath to all debtors
        collectively …") as one said in other words; and a sentence about another thing that does what the premise
        says of its own ("Generally agentless scanning requires the servers … to … implement state changes on the
        hosts", 0.54, for "the patch management server … does execute state changes … in an agent-based patch
        management technology") as one that says it with a verb of its own ("… there is no username, just a
        password …", 0.72, for "a mobile device does usually rely on just a password or PIN with no username")."""
        return self.stated(threshold) and (self.plainly < threshold or self.firmly < threshold and self.plainly < PLAINLY)

    def declined(self, threshold: float) -> bool:
        """Should the question be declined: no sentence states its premise, or a conflict check reads one as saying
        otherwise and none states it firmly ("One pound of bacon to 2 pounds of liver." against "the liver and bacon
        recipe does call for two pounds of bacon for every pound of liver", stated loosely by another recipe's "Take
        4 pounds cold boiled meat …"; "… soaked in cold water …" against "bacon should be soaked in hot water …",
        stated plainly but by a pumpkin pie's "… butter or bacon grease", which names no hot water)? A conflict does
        not decline a premise a sentence states firmly: it may be about something else ("NIST withdrew SP 800-40
        Version 1 in 2005." beside "In 2013, NIST withdrew SP 800-40 Version 2."); unless the sentence that says
        otherwise holds the premise's words (:func:`denies_closer`): "The standing trustee is not responsible for
        certifying to the court that the debtor has completed a post-filing financial management course." against
        "… may have in place a procedure that certifies to the court that a debtor has completed payments under the
        plan …", read as stating "the standing trustee is responsible for certifying to the court that the debtor
        completed a post-filing financial management course". Nor does a firm reading below ``PLAINLY`` outweigh a
        denial at least as much about the premise's thing: "While unpaid expenses may be carried over to the next
        fiscal year, unpaid compensation may not." against "a standing trustee's unpaid compensation can be carried
        over …", which "… no portion of the standing trustee's operating reserve carried forward … may be utilized to
        pay the standing trustee's compensation." states at 0.66."""
        return not self.stated(threshold) or bool(self.against) and (
            self.firmly < threshold or denies_closer(self.statement, self.against, self.firm)
            or self.firmly < PLAINLY and topic_share(self.against, self.statement) >= topic_share(self.firm,
                                                                                                  self.statement))


#: how surely the NLI model must read a sentence alone as saying otherwise for its heading not to make it state the
#: premise (:func:`judged`): "The work of the Jericho Forum in 2004 publicized the idea of deperimeterization …" 0.96
#: for "the term 'zero trust' was coined by the Jericho Forum in 2004", not "When about to put in the oven cover the
#: tops of the cakes with a wet cloth." 0.55 for "the tops of the ginger snaps should be covered …", whose heading
#: names the ginger snaps the sentence does not
SURELY_OTHERWISE = 0.9


#: how surely a sentence that would support the premise as a step must state it to need no caveat when none names
#: the premise's doer and act (:meth:`Premise.loosely`); chosen on near-miss sets s78, s78b and s80 (why-questions
#: answered: 8 of 9 near-miss premises stated that way lie below it, 4 of 9 answerable ones)
PLAINLY = 0.8


#: the share of a premise's content words a sentence that says otherwise must hold to outweigh a sentence that
#: states the premise firmly (:func:`denies_closer`)
CLOSE_DENIAL = 0.9


def denies_closer(statement: str, against: str, firm: str) -> bool:
    """Is ``against`` (a sentence a conflict check reads as saying otherwise than ``statement``) about the
    statement's very thing: it holds at least ``CLOSE_DENIAL`` of the statement's content words (an antonym counting
    as its word, :func:`gechat.entail.topic.topic_share`), more than ``firm``, the sentence that states it, holds, and
    the statement holds as much of its words (it adds no condition of its own)?
    Then the firm reading is the judge's about something else, and the denial stands."""
    close = topic_share(against, statement)
    return close >= CLOSE_DENIAL and close > topic_share(firm, statement) \
        and topic_share(statement, against) >= CLOSE_DENIAL  # and it adds no words of its own: not "The tenant
    # cannot sublet the flat without the landlord's written consent." against "the tenant can sublet the flat."


def caveat(premise: Premise) -> str:
    """The note an answer carries when its question's premise is stated only loosely (:meth:`Premise.loosely`)."""
    return (f"The question takes as given that {shown(premise.statement).rstrip('.')}; no sentence states that in so "
            "many words. Check that the quoted sentences say so before relying on the answer.")


def read(question: str, ranked: Sequence, judge, spacy_model: str, threshold: float) -> Premise | None:
    """What ``question`` takes as given, judged against the sentences most about it in ``ranked`` (retrieval's
    candidates); None for a question that does not ask why, one whose premise the parse cannot read, no sentence
    about it that states something (headings only), or no spaCy pipeline."""
    if not ranked or not asks_why(question):
        return None
    try:
        parse = slots.parser(judge, spacy_model)
        statement = premise(question, parse)
    except ModelNotFoundError:
        return None
    near = slots.about(question, ranked) if statement else []
    return judged(statement, near, judge, threshold, parse) if near else None




def judged(statement: str, near: Sequence, judge, threshold: float,
           parse: Callable[[str], object] | None = None) -> Premise:
    """``statement`` read against ``near`` (:class:`gechat.retrieval.Candidate` s, each alone and with its
    context): its best entailment, and a sentence a conflict check reads as saying otherwise. The best entailment
    counts a pair that the NLI model alone reads as the statement saying more than the sentence
    (:func:`gechat.entail.combined.model_doubt`), which keeps such a sentence from supporting a step: a premise is
    declined only when not even that reading states it; not a pair whose sentence gives none of the statement's
    figure ("in 2015", "30 days") or only hedges it, nor one whose sentence leaves out who or what the statement
    is about (:func:`leaves_out`, with ``parse``, the judge's parser by default). A line (a title page's, a date) is
    read alone, and no sentence with a table of contents for its heading: words the heading gives are not the
    sentence's statement; nor a sentence with its heading when the sentence alone is read as saying otherwise (by a
    conflict check, or by the NLI model at ``SURELY_OTHERWISE`` or more): a heading may say what a sentence is
    about, not undo what it says. Of the sentences a conflict check reads as saying otherwise, or that except the
    premise's thing from what the premise says ("Everything mentioned, except eggs, should be prepared the day
    before.", :func:`gechat.entail.exclusions.excludes_reason`), the one most about the premise's thing (its topic
    share), then the surest, is kept as ``against`` (:meth:`Premise.declined` reads it)."""
    if not statement or not near:
        return Premise(statement, 0.0)
    parse = parse or getattr(getattr(judge, "conflicts", None), "parse", None)
    near = [c for c in near if not _contents(c.sentence.text)]  # a table of contents' lines state nothing
    if not near:
        return Premise(statement, 0.0)
    texts = [c.sentence.text for c in near]
    with_context = [i for i, c in enumerate(near) if c.context and not is_line(texts[i]) and not _contents(c.context)]
    named = {i: t for i, c in enumerate(near) if (t := document_named(texts[i], c.title, statement))}
    premises = texts + [f"{near[i].context} {texts[i]}" for i in with_context] + list(named.values())
    owners = list(range(len(near))) + with_context + list(named)  # "this publication" read as the code it is
    judgments = judge.judge(premises, [statement] * len(premises))
    act = _act(statement, parse) if parse else None  # the statement's verb and participants, read once
    best, best_text, against, against_score, plainly, firmly, firm = 0.0, "", "", (0.0, 0.0), 0.0, 0.0, ""
    contested: set[int] = set()  # the sentences read alone (they come first) that are read as saying
    # otherwise: their heading cannot make them state it ("4.1.1 Agent-Based Compared to agentless scanning …,
    # agent-based … technologies are strongly preferred …", which the check no longer reads)
    variants = len(premises) - len(named)  # the readings of "this publication" as a code come last
    for k, (text, owner, j) in enumerate(zip(premises, owners, judgments)):
        if k >= variants and (j.missing or j.conflict):
            continue  # such a reading only states the premise, firmly: the code's words alone lift the judge's overlap
        if j.conflict or k < len(texts) and j.contradiction >= SURELY_OTHERWISE:
            contested.add(owner)  # a conflict check, or the NLI model reading it alone, reads it as saying otherwise
            # ("The work of the Jericho Forum in 2004 publicized the idea of deperimeterization …" for "the term
            # 'zero trust' was coined by the Jericho Forum in 2004": contradicted alone, entailed 0.93 under its
            # heading "History of Zero Trust")
        elif owner in contested:
            continue
        if j.entailment > best and (not j.missing or model_doubt(j.missing) and not (
                act and _left_out(act, text, parse))):
            best, best_text = j.entailment, texts[owner]
        if not j.missing and not j.conflict:
            plainly = max(plainly, j.entailment)
            if j.entailment > firmly and not (act and (_left_out(act, text, parse)
                                                        or not _says_the_act(act, text, parse))):
                firmly, firm = j.entailment, texts[owner]
        said_otherwise = j.contradiction if j.conflict else threshold if excludes_reason(j.missing) or (
            j.missing and asserts_excluded(text, statement)) else 0.0  # (an exclusion the judge's first reason, a
        # figure of the code "FIPS 199" read as a count, hides: "These standards shall apply to: (ii) all federal
        # information systems other than those … designated as national security systems")
        if said_otherwise >= threshold:  # a conflict, or the premise's thing excepted from what it says: the one
            # about the premise's very thing first, then the surest ("… unpaid compensation may not." before "The
            # standing trustee must pay all compensation …", read as a conflict of "unpaid" and "pay")
            key = (round(topic_share(texts[owner], statement), 2), said_otherwise)
            if key >= against_score:
                against, against_score = texts[owner], key
    return Premise(statement, best, best_text, against, plainly, firmly, firm)


def _says_the_act(act: tuple, text: str, parse: Callable[[str], object]) -> bool:
    """Does ``text`` use the statement's verb (``act``'s; its lemma or stem, "soaked" / "Soak", "withdraw" /
    "withdrew"), when that is a verb other than "be", "have" or "do"? A sentence that does not ("… add ½ pound butter
    or bacon grease" for "bacon should be soaked in hot water") states the premise too weakly to outweigh one that
    says otherwise."""
    verb = act[0]
    if not verb or verb in ("be", "have", "do"):
        return True
    return verb in {t.lemma_.lower() for t in parse(text)} or stem_among(stem(verb), content_stems(text))  # "withdrew"


def _contents(context: str) -> bool:
    """Is ``context`` (a heading, its lines run together) a table of contents: "Loaf 15 Roast 15 Steak, broiled 16
    …", a page number every few words, or an entry's dotted leader ("4.5 Disposal ........ 15")?"""
    words = context.split()
    numbers = sum(w.isdigit() and len(w) <= 4 for w in words)
    return numbers >= 4 and 4 * numbers >= len(words) or bool(_LEADER.search(context))


#: the dots that lead a table of contents' entry to its page number
_LEADER = re.compile(r"\.{5,}\s*\d")


def leaves_out(statement: str, text: str, parse: Callable[[str], object]) -> str:
    """Who or what ``statement``'s verb is done by or to that ``text`` names nowhere (the participant's name, or
    ""): "the bankruptcy court" of "the bankruptcy court does now appoint … the standing trustees" in "The United
    States Trustee appoints and supervises standing trustees …", "debtor" of "the Handbook does give debtors
    additional rights …" in "This Handbook does not create additional rights …". The small NLI model doubts such
    pairs as it doubts a paraphrase, so only this tells them apart. A doer counts only against a sentence that names
    one of its own (an instruction, "Add burnt sugar to the stew", or "Butter is used …" names none); a participant
    is named by any of its words, as the judge's stems read them ("impartiality" / "impartially"). A document that
    is the doer ("FIPS 199 does require agencies to …", "the Handbook does say …") speaks through its own sentences,
    which need not name it ("Agencies shall categorize …")."""
    return _left_out(_act(statement, parse), text, parse)


def _act(statement: str, parse: Callable[[str], object]) -> tuple:
    """``statement``'s main verb (its lemma; "" when its main word is no verb), its doer and its other participants
    (:func:`gechat.entail.roles.clause_roles`)."""
    doc = parse(statement)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or root.pos_ != "VERB":
        return "", None, []
    doer, others = clause_roles(doc).get(root.lemma_.lower(), (None, []))
    return root.lemma_.lower(), doer, others


def _left_out(act: tuple, text: str, parse: Callable[[str], object]) -> str:
    """:func:`leaves_out` of the statement whose :func:`_act` is ``act``."""
    verb, doer, others = act
    if not verb:
        return ""
    said = content_stems(text)
    names_a_doer = _names_a_doer(parse(text)) and doer is not None and not _a_document(doer.words)
    for who in ([doer] if names_a_doer else []) + list(others):
        if who is not None and who.words and not any(stem_among(stem(w), said) for w in who.words):
            return who.name
    return ""


#: words by which a statement names a document as the doer ("the Handbook", "FIPS 199", "this standard", "the guide")
_DOCUMENT_WORDS = frozenset("handbook standard guide guidance guideline publication document fips nist sp special "
                            "manual policy report chapter section appendix pub".split())


def _a_document(words) -> bool:
    return bool(words) and all(w in _DOCUMENT_WORDS or w.isdigit() for w in words)


def _names_a_doer(doc) -> bool:
    """Does ``doc`` say who does what it says: a subject of a verb that is no pronoun (who "it" is, the sentence does
    not say), a passive's agent ("… are appointed by the United States Trustee"), or the noun before a verb the small
    parser reads as a noun ("The United States Trustee appoints and supervises …": a compound before a root noun
    with an object or a verb joined to it)?
    Not an instruction ("Soak the beans overnight", "When about to put in the oven cover the tops …", "Grease pan
    before …", each misparsed its own way), nor a passive without its agent ("Burnt sugar is added …")."""
    if any(t.dep_ in ("nsubjpass", "auxpass") for t in doc):
        return any(t.dep_ == "agent" for t in doc)
    if any(t.dep_ == "nsubj" and t.lower_ in PRONOUNS for t in doc):
        return False
    if any(t.dep_ == "nsubj" and t.head.tag_.startswith("VB") for t in doc):
        return True
    return any(t.dep_ == "ROOT" and t.tag_.startswith("NN")
               and any(c.dep_ == "dobj" or c.dep_ == "conj" and c.pos_ == "VERB" for c in t.children)
               and any(c.dep_ == "compound" and c.i < t.i and c.pos_ in ("NOUN", "PROPN") for c in t.children)
               for t in doc)

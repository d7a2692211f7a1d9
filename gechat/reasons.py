"""Where a text gives the reason for what it says, for questions that ask for one.

A why-question ("Why should organizations deploy enterprise patch management tools using a phased approach?") or
one that asks how one thing brings about another (:func:`asks_reason`) is answered by quoting sentences; the one
that states the fact often does not say why, while a sentence beside it does ("This approach allows process and
user communication issues to be addressed …"). :func:`reason_beside` finds that sentence from the words that tie it
to its neighbour, and :func:`gives_reason` tells a sentence that gives a reason in so many words ("… so it can
perform these actions"), which :mod:`gechat.extractive` ranks higher for such questions. Only a why-question's
premise is read (:mod:`gechat.presupposed`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gechat.premises import asks_why
from gechat.text import content_stems


#: a question that asks how one thing brings about another: "How does receiving patches in a single vendor bundle make
#: patch management more efficient?", "How does the hybrid model help an enterprise …?": "does", "do" or "did" (not
#: "How can organizations improve …?", which asks for a means), a subject that is an act or a thing (a gerund, or an
#: article or a demonstrative and a noun that names no people: not "How did Mr. Darcy help …", "How do bakers make
#: the crumb more tender?", "How did Elizabeth make her way …"), no clause of its own before the verb, and "help" a
#: verb, not "the help desk"
_WORD = r"\s+(?!who\b|whose\b|which\b|that\b|when\b|if\b)[\w-]+"
_HOW_EFFECT = re.compile(rf"^\s*how\s+(?:does|do|did)\s+(?P<subject>\w+ing\b(?:{_WORD}){{0,8}}?|"
                         rf"(?:the|a|an|this|that|these|those|its|their)\b(?:{_WORD}){{1,8}}?)\s+(?:"
                         r"make\s+(?:\w+\s+){1,5}?(?:more|less|easier|harder|faster|slower|safer|simpler|cheaper|better|"
                         r"worse)\b|help|improve|benefit|affect)\b", re.IGNORECASE)
#: people, whose acts a "how" question asks the way of ("How do employees request …", "How does the agency improve …")
_PEOPLE = frozenset("people person persons users user employees employee staff organizations organisations "
                    "organization organisation agency agencies company companies business businesses tenant tenants "
                    "resident residents baker bakers cook cooks manager managers administrator administrators team teams "
                    "customer customers student students parent parents doctor doctors nurse nurses officer officers "
                    "trustee trustees debtor debtors court government enterprise enterprises".split())


def asks_reason(question: str) -> bool:
    """Does ``question`` ask for a reason: a why-question (:func:`asks_why`), or one that asks how one thing brings
    about another ("How does receiving patches in a single vendor bundle make patch management more efficient?")? The
    extractive answer then quotes the reason beside its items and ranks sentences that give one higher; only a
    why-question's premise is read (:func:`gechat.presupposed.premise`)."""
    if asks_why(question):
        return True
    m = _HOW_EFFECT.match(question)
    return m is not None and not (set(m.group("subject").lower().split()) & _PEOPLE)


#: a sentence that opens by pointing back to the reason for what it says ("To address these concerns, …", "For
#: this reason, …", "Therefore, …"; not "Thus" (a summing-up more often than a reason), "As a result of the audit, …"),
#: or that brings about what it says from what the one before says ("This may create a new security problem …" after
#: "… the installation inadvertently altering existing security configuration settings …"; not "This means …")
_BECAUSE_BEFORE = re.compile(r"\s*(?:to\s+(?:address|remedy|resolve|meet|avoid|prevent|counter)\s+(?:these|this|those|that|"
                             r"such)\b|for\s+(?:this|these|that|those)\s+reasons?\b|because\s+of\s+(?:this|these|that)\b|"
                             r"(?:therefore|hence|consequently|accordingly|as\s+a\s+result),|"
                             # the demonstrative a subject, its verb agreeing ("These results in Table 3 show …", "This
                             # produce comes from …", "This lead to the amplifier …" are nouns)
                             r"(?:this|that)\s+(?:(?:often|sometimes|in\s+turn)\s+)?(?:creates|causes|leads\s+to|results\s+in|"
                             r"produces|gives\s+rise\s+to)\b|"
                             r"(?:these|those)\s+(?:(?:often|sometimes|in\s+turn)\s+)?(?:create|cause|lead\s+to|result\s+in|"
                             r"produce|give\s+rise\s+to)\b|"
                             r"(?:this|that|these|those)\s+(?:may|might|can|could|will|would)\s+(?:(?:often|sometimes|also|in\s+turn)\s+)?"
                             r"(?:create|cause|lead\s+to|result\s+in|produce|give\s+rise\s+to)\b)",
                             re.IGNORECASE)
#: a sentence that opens by pointing back to what the one before says with what that brings about ("This will
#: cause them to spread …", "This prevents lumping", "This approach allows process and user communication issues to be
#: addressed …", "This is because …"; not "It will take about 2 hours", "It
#: makes about 3 cups", "This means …"), or with why it cannot be done ("However, in reality this is simply not
#: possible because organizations have limited resources", after "Ideally, an organization would deploy every new
#: patch immediately …")
_BECAUSE_AFTER = re.compile(r"\s*(?:(?:(?:this|that)\s+(?:approach|practice|step|method|measure|policy|requirement|"
                            r"arrangement|separation|process|design|configuration|rule|control)|(?:these|those)\s+"
                            r"(?:approaches|practices|steps|methods|measures|policies|requirements|arrangements|rules|"
                            r"controls)|this|that|doing\s+so)\s+(?:(?:will|would|should|can)\s+)?(?:helps?|"
                            r"prevents?|causes?|allows?|ensures?|stops?|avoids?|reduces?|protects?|enables?|lets?|"
                            r"gives?|keeps?)\b|"
                            # "it" and "they" name a thing of the sentence before as often as the sentence itself: only
                            # verbs that say what it brings about ("It stops at the library", "They let him in" do not)
                            r"(?:it|they)\s+(?:(?:will|would|should|can)\s+)?(?:helps?|prevents?|ensures?|allows?|"
                            r"enables?|reduces?|protects?|avoids?|causes?)\b|"
                            r"this\s+is\s+because\b|"
                            # "This is in recognition that there is a low minimum potential impact …", "This is due to
                            # …", "The reason for this is that …"
                            r"(?:this|that)\s+is\s+(?:so\s+|done\s+)?(?:in\s+recognition\s+(?:that|of)|due\s+to|owing\s+to|"
                            r"on\s+account\s+of)\b|(?:the\s+)?reason\s+(?:for\s+(?:this|that)\s+)?is\s+that\b|"
                            r"(?:however|but),?\s+(?:in\s+(?:reality|practice),?\s+)?(?:this|that|it)\s+is\s+(?:\w+\s+)?"
                            r"(?:not|rarely|seldom)\s+(?:possible|feasible|practical|realistic)\s+(?:because|since|as)\b)",
                            re.IGNORECASE)


#: a purpose the next step serves, said first: "To provide an effective internal control, another employee must assume
#: the duties performed by the absent individual." after the rule that makes the employee absent; the step must share
#: a word with the sentence before (:func:`reason_beside`), not "To prevent the cake from sticking, the pan should be
#: greased." after "Preheat the oven."
_PURPOSE_FIRST = re.compile(r"\s*(?P<purpose>to\s+(?:provide|ensure|maintain|achieve|prevent|protect|preserve|promote|"
                            r"reduce|minimi[sz]e|guarantee|safeguard|strengthen)\s+(?:an?|the)\s+[^,.;]{3,60},)\s*"
                            r"(?:an?|the|another|each|every|all|no)?\s*\w+(?:\s+\w+)?\s+(?:must|should|shall|will|is|are)\b",
                            re.IGNORECASE)
#: a sentence that gives a reason in so many words: "Each agent runs with administrator privileges so it can perform
#: these actions.", "… because …", "… in order to …", "… to prevent …"; not "so" of degree ("so many")
_GIVES_REASON = re.compile(r"\b(?:because|so\s+that|in\s+order\s+(?:to|that)|owing\s+to|as\s+a\s+result\s+of|"
                           r"due\s+to\s+(?!be\b|(?:arrive|open|start|begin|close|end|launch|take|complete|expire|finish|"
                           r"return|meet|report|resume|run|leave|depart|appear|retire|commence)\b)|"
                           r",?\s+so\s+(?:it|they|he|she|we|you|that|the\s+\w+(?:\s+\w+)?)\s+(?:can|could|will|would|may|"
                           r"might|does|do|is|are)\b|"
                           r"(?<!\w)(?P<before>\w+\s+)?to\s+(?:prevent|avoid|ensure|protect|reduce|minimi[sz]e|limit|allow|"
                           r"enable|keep)\b)", re.IGNORECASE)
#: words after which "to …" says what someone wants, decides or must do, not why something is done ("Remember to keep
#: your receipt", "voted to limit parking", "are required to ensure …")
_NOT_PURPOSE = frozenset("remember remembers remembered vote votes voted refuse refuses refused promise promises promised "
                         "require requires required decide decides decided agree agrees agreed plan plans planned want "
                         "wants wanted need needs needed try tries tried hope hopes hoped ask asks asked expect expects "
                         "expected fail fails failed forget forgets forgot able unable likely unlikely obliged "
                         "supposed going remind reminds reminded advise advises advised encourage encourages encouraged "
                         "urge urges urged decline declines declined struggle struggles struggled manage manages managed "
                         "attempt attempts attempted choose chooses chose elect elects elected how".split())


def gives_reason(text: str) -> bool:
    """Does ``text`` give a reason in so many words ("… so it can perform these actions", "because …")? Not "since",
    which tells a time as often ("Attendance has doubled since the new director was appointed"), "due to" of a
    schedule ("is due to arrive"), nor "to …" after a verb of wanting or deciding ("voted to limit parking")."""
    for m in _GIVES_REASON.finditer(text):
        if m.group("before") is None or m.group("before").strip().lower() not in _NOT_PURPOSE:
            return True
    return False


#: a lead-in that announces the reasons for, or the problems with, what the sentence before it says: "… there are two
#: major security problems with this:", "This is done for the following reasons:" (it ends in a colon, a dash or "as
#: follows", and points back or says "the following")
_REASON_NOUN = r"(?:reasons?|problems?|drawbacks?|risks?|dangers?|benefits?|advantages?)"
_REASONS_FOLLOW = re.compile(rf"(?:^|\b(?:the|two|three|several|many|some|major|main|key|\d+)\s+(?:\w+\s+)?){_REASON_NOUN}\s+"
                             rf"(?:with|for|of|to|behind)\s+(?:this|that|these|those|it|them|doing\s+so)(?:\s+\w+)?"
                             rf"(?:\s+(?:include|includes|are|is)(?:\s+as\s+follows)?)?\s*(?::|-{{1,2}}|—)\s*$|"
                             rf"\bfor\s+the\s+following\s+(?:\w+\s+)?reasons\s*(?::|-{{1,2}}|—)\s*$", re.IGNORECASE)


def reason_beside(doc: Sequence, at: int):
    """The sentence beside ``doc[at]`` (a document's sentences in order) that gives the reason for what it states, or
    None: the one before when ``doc[at]`` opens by pointing back to a reason ("To address these concerns, judicial
    and administrative functions … were bifurcated." after the concerns), the one after when it opens by pointing
    back to ``doc[at]`` with what that does ("When about to put in the oven cover the tops … with a wet cloth." /
    "This will cause them to spread and present a fine appearance."), and the first of the reasons a lead-in after
    it announces ("… then mobile devices have to be managed individually and manually." / "In addition to the
    additional resources expended, there are two major security problems with this:" / "The security controls
    provided by a mobile device often lack the rigor of …"), and, for a sentence that recommends or requires
    something, the sentence before that says what doing it gains and shares ``SHARED_GAIN`` of its content words ("A debtor is more likely to successfully complete a plan if payments
    are made through voluntary wage orders." / "The standing trustee should encourage voluntary wage orders …"), and
    the one after that opens with the purpose of a step that carries on this one (:data:`_PURPOSE_FIRST`)."""
    if _BECAUSE_BEFORE.match(doc[at].text) and at > 0:
        return doc[at - 1]
    if at + 1 < len(doc) and _BECAUSE_AFTER.match(doc[at + 1].text):
        return doc[at + 1]
    if at + 1 < len(doc) and (purpose := _PURPOSE_FIRST.match(doc[at + 1].text)) \
            and content_stems(doc[at + 1].text[purpose.end("purpose"):]) & content_stems(doc[at].text):
        return doc[at + 1]  # the purpose of a step that carries on the one before (shares a word with it)
    if at + 2 < len(doc) and _REASONS_FOLLOW.search(doc[at + 1].text):
        return doc[at + 2]  # "… there are two major security problems with this:" and the first of them
    if at > 0 and _RECOMMENDS.search(doc[at].text) and _GAINS.search(doc[at - 1].text) \
            and len(content_stems(doc[at - 1].text) & content_stems(doc[at].text)) >= SHARED_GAIN:
        return doc[at - 1]  # "A debtor is more likely to successfully complete a plan if payments are made through
        # voluntary wage orders." before "The standing trustee should encourage voluntary wage orders …"
    return None


#: what doing a thing gains, said of it in the sentence before the one that recommends it
_GAINS = re.compile(r"\b(?:more|less)\s+likely\s+to\b|\b(?:reduces?|lowers?|minimi[sz]es?|cuts?)\s+the\s+(?:risk|chance|"
                    r"likelihood|number|cost)\b|\bmakes?\s+it\s+(?:easier|harder|possible|less\s+likely)\b", re.IGNORECASE)
#: a sentence that recommends or requires something ("The standing trustee should encourage …"): what the sentence
#: before it says doing that gains is its reason; not of a sentence that only tells what happened ("Jane danced with
#: Mr. Bingley twice at the ball." after "Mr. Bingley was more likely to propose to Jane at the ball.")
_RECOMMENDS = re.compile(r"\b(?:should|must|shall|ought\s+to|(?:is|are)\s+(?:encouraged|advised|required|recommended)|"
                         r"recommends?|encourages?)\b", re.IGNORECASE)
#: the fewest content words that sentence and the one that recommends the thing must share ("voluntary wage orders")
SHARED_GAIN = 3



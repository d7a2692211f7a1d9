"""Does a sentence assert the word a conflict check met: not under a condition, nor as a mere possibility.

The negation, antonym and role-swap checks read words ("the step denies what the sentence states ('used')"); a
reviewer reads claims. A word that stands under a condition ("If an organization prohibits tethering, then it should
configure mobile devices so that they cannot be used for tethering"; a general rule's case, "When the standing
trustee becomes aware of …, the standing trustee should notify …"), in a counterfactual ("If it were not for subjects
requesting access, there would be no need to create access policies") or under a modal of mere possibility ("an
organization might permit only organization-owned mobile devices to be used") is not said to hold, so it neither
contradicts a sentence nor is contradicted by one; nor is anything said by a sentence that only names a case ("When
the result of elimination is reducible … to the form 0 = 0."). Two sentences under the same condition still meet
("If it rains, the match will be cancelled" / "If it rains, the match will not be cancelled"), and so do two that
both assert the word, and what a condition or a modal takes for granted: a possessor's thing ("If Paul's doctor
cooks, …": Paul has a doctor), what "only" restricts, a wh-clause ("learned how the students wear those socks"), a
factive verb's "that" clause and a cleft's ("It might be Karla who has realized …").

:func:`held_apart` reads both parses (spaCy's small English model, as the other parse-based checks do), and falls
back on a sentence's opening "If / Unless / When …," where the parse hangs the condition on another verb.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail.antonyms import stem
from gechat.entail.polarity import met_words
from gechat.text import content_stems

#: the marks of a condition ("if the council approves, …")
_CONDITIONS = frozenset({"if", "unless"})
#: words that open a clause of a general rule's case ("When the standing trustee becomes aware …, the trustee should
#: notify …"); said of a past event ("When he arrived, the door was locked") they tell a fact
_CASES = frozenset({"when", "whenever", "once"})
#: modals of mere possibility: "might", and "could" unless denied ("could not remember" is inability, a fact, and
#: meets both a plain claim and the same modal: "Patrick could explain everything" / "Patrick couldn't …")
_POSSIBILITY = frozenset({"might", "could"})
_UNABLE = frozenset({"!could"})
#: the hold of a sentence that only names a case ("When the result of elimination is reducible … to the form 0 = 0.")
_CASE_ONLY = frozenset({"…"})
#: words that open an embedded question or clause whose content the sentence takes for granted ("learned how the
#: students wear those socks"): what it says holds however the sentence's main clause is hedged
_WH = frozenset({"how", "what", "when", "where", "why", "which", "who", "whom"})
#: verbs that take their "that" clause for granted ("realized that the door was open")
_FACTIVE = frozenset("know learn realize realise discover forget remember notice regret reveal find".split())
#: share of content words of the longer of two conditions that both must hold to be one condition ("If the motion
#: is granted" / "If the motion is denied" are two); a denial in one only makes two ("is fasting" / "is not fasting")
SAME_CONDITION = 0.5
#: an "if" that frames what is said rather than conditioning it: "If we are honest, …", "If you look at the data, …"
_FRAMING = frozenset("look consider recall remember ask compare think honest frank fair".split())
_SPEAKERS = frozenset({"we", "you", "i", "one"})
#: verbs of perceiving, whose "could" tells what was perceived ("From the window, she could see the harbour")
_PERCEIVING = frozenset("see hear feel smell taste make".split())
_NEGATIONS = frozenset({"not", "n't", "never", "no"})
#: a sentence's opening phrase read as its condition when the other side has one: at most so many tokens
OPENING_MAX = 16


def _conditional(clause) -> bool:
    """Is ``clause`` (an adverbial clause's verb) a condition or a general rule's case, not an event told? A clause
    without a verb is none ("If not the most beautiful, the chateau is certainly the most formidable")."""
    if clause.pos_ not in ("VERB", "AUX") and not any(c.pos_ == "AUX" for c in clause.children):
        return False  # "if the case is unconfirmed" has its verb beside the adjective
    for c in clause.children:
        if c.dep_ == "mark" and c.lower_ in _CONDITIONS:
            before = clause.doc[c.i - 1].lower_ if c.i > 0 else ""
            return before != "even" and not _framing(clause)  # "even if …": the rest holds either way
        if c.dep_ in ("advmod", "mark") and c.lower_ in _CASES:  # a case told first; after its verb, "remember
            # when that woman prods …" asks a question; of a past event ("When asked, the minister did not comment")
            # it tells a fact
            return clause.i < clause.head.i and not _past(clause) and not _past(clause.head)
    return False


def _past(verb) -> bool:
    return verb.tag_ == "VBD" or any(a.tag_ == "VBD" for a in verb.children if a.dep_ in ("aux", "auxpass"))


def _framing(clause) -> bool:
    """Does the "if" clause frame what is said ("If we are honest, …", "If you look at the data, …")?"""
    subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subject is not None and subject.lower_ in _SPEAKERS and (
        clause.lemma_.lower() in _FRAMING or any(c.lower_ in _FRAMING for c in clause.children))


def _taken_for_granted(x) -> bool:
    """Does the clause of ``x`` say what the sentence takes for granted: an embedded question ("how the students
    wear those socks"), a factive verb's "that" clause, what "only" restricts ("these apples only ripen") or a cleft's
    clause ("It might be Karla who has realized …")?"""
    if any(c.dep_ == "advmod" and c.lower_ == "only" for c in x.children):
        return True
    if x.pos_ in ("NOUN", "PROPN") and any(c.dep_ == "poss" for c in x.children):
        return True  # "If Paul's doctor does cook, it's okay": Paul has a doctor
    if x.dep_ in ("ccomp", "pcomp", "xcomp", "advcl") and x.pos_ in ("VERB", "AUX"):
        first = next(iter(x.subtree))
        factive = x.head.lemma_.lower() in _FACTIVE
        if first.lower_ in _WH and first.i > 0 and (x.dep_ != "advcl" or factive):  # "remember when that woman …"
            return True
        if factive and x.dep_ != "advcl":
            return True
    return x.dep_ == "relcl" and x.head.dep_ == "attr" and x.head.head.lemma_ == "be" \
        and any(c.dep_ == "nsubj" and c.lower_ == "it" for c in x.head.head.children)


def _possible(verb) -> str:
    """The modal of possibility that governs ``verb`` ("~might", "~could"; "!could" denied), or ""."""
    denied = any(n.dep_ == "neg" for n in verb.children)
    for c in verb.children:
        if c.dep_ != "aux":
            continue
        if c.lower_ in ("can", "ca") and denied:
            return "!could"  # "cannot read": it is not possible, against "could read" as well
        if c.lower_ in _POSSIBILITY:
            if c.lower_ == "could" and (denied or verb.lemma_.lower() in _PERCEIVING):
                return "!could" if denied else ""  # "could not remember", "she could see the harbour": facts
            return "~" + c.lower_
    return ""


def hold(token) -> frozenset[str] | None:
    """What keeps ``token`` from being asserted: the content stems of the condition it stands under or in, or a
    modal of possibility ({"~might"}); None when its sentence asserts it or takes it for granted."""
    x, seen, modal = token, 0, ""
    while seen < 16:  # a condition holds all under it, a modal's possibility included
        seen += 1
        if _taken_for_granted(x):
            return None
        if not modal and x.pos_ in ("VERB", "AUX"):
            modal = _possible(x)
        for c in x.children:
            if c.dep_ == "advcl" and _conditional(c):
                return _condition(list(c.subtree))
        if x.dep_ == "advcl" and _conditional(x):
            return _condition(list(x.subtree))
        if x.head.i == x.i:
            break
        x = x.head
    return _opening_condition(token.doc) or (frozenset({modal}) if modal else None)


#: auxiliaries that open a condition by inversion: "Had the council not …, …", "Were the bank to fail, …"
_INVERTED = frozenset({"had", "were", "should"})


def _opening_condition(doc) -> frozenset[str] | None:
    """The condition a sentence opens with ("When the standing trustee becomes aware of …, the standing trustee
    should notify …"), up to its first comma, for a parse that hung it elsewhere; None when it opens otherwise."""
    first = next((t for t in doc if t.is_alpha and len(t) > 1), None)
    if first is not None and first.lower_ in _INVERTED and first.pos_ == "AUX" and not doc.text.rstrip().endswith("?"):
        clause, main = _to_comma(doc[first.i + 1 :])  # "Had the council not reinforced the dam in 2019, …"
        return _condition(clause) if main and any(t.pos_ == "VERB" for t in clause) else None
    if first is None or first.lower_ not in _CONDITIONS | _CASES:
        return None
    clause, main = _to_comma(doc[first.i + 1 :])
    if not any(t.pos_ in ("VERB", "AUX") for t in clause):
        return None  # "If not the most beautiful, the chateau is …": no condition
    if any(t.lower_ in _SPEAKERS for t in clause[:2]) and any(t.lemma_.lower() in _FRAMING for t in clause):
        return None  # "If we are honest, …": what is said is framed, not conditioned
    if first.lower_ in _CASES and any(t.tag_ == "VBD" for t in doc):
        return None  # "When he arrived, …", "When asked, the minister did not comment": an event told
    if not main:
        return _CASE_ONLY  # "When the result of elimination is not reducible …": a case named, nothing said of it
    return _condition(clause)


def _condition(tokens) -> frozenset[str]:
    """A condition as its content stems, with "¬" when it denies ("If the patient is not fasting")."""
    words = content_stems(" ".join(t.text for t in tokens)) or frozenset({"if"})
    return words | {"¬"} if any(t.lower_ in _NEGATIONS for t in tokens) else words


def _opening(doc) -> frozenset[str] | None:
    """The phrase a sentence opens with, up to its first comma ("In case the device is lost, …", "Where a case is
    dismissed prior to confirmation, …"), as a condition's words: a condition in other words; None when none."""
    tokens, comma = _to_comma(doc)
    return _condition(tokens) if comma and 0 < len(tokens) <= OPENING_MAX else None


def _to_comma(tokens) -> tuple[list, bool]:
    """The tokens up to the first comma, and whether there was one."""
    out = []
    for t in tokens:
        if t.text == ",":
            return out, True
        out.append(t)
    return out, False


def _holds(doc, word: str) -> list[frozenset[str] | None]:
    """:func:`hold` of every use of ``word`` (by its light stem or lemma) in ``doc``."""
    s = stem(word)
    return [hold(t) for t in doc if stem(t.lower_) == s or stem(t.lemma_.lower()) == s]


def _meet(a: frozenset[str] | None, b: frozenset[str] | None) -> bool:
    """Do two holds let their words meet: both asserted, one asserted and the other denied as an inability ("could
    not", "cannot"), a possibility and an impossibility ("could read" / "cannot read"), the same modal, or the same
    condition? A case only named meets nothing: two cases of a list are two cases."""
    if a == _CASE_ONLY or b == _CASE_ONLY:
        return False
    if a is None or b is None:
        return (a or _UNABLE) == _UNABLE and (b or _UNABLE) == _UNABLE
    if _modal(a) or _modal(b):
        return bool(_modal(a) and _modal(b)) and (a == b or _UNABLE in (a, b))
    return _same_condition(a, b)


def _modal(hold: frozenset[str]) -> bool:
    return len(hold) == 1 and next(iter(hold))[0] in "~!"


def _same_condition(a: frozenset[str], b: frozenset[str]) -> bool:
    return ("¬" in a) == ("¬" in b) and len(a & b) > SAME_CONDITION * max(len(a), len(b))


def held_apart(premise: str, premise_word: str, hypothesis: str, hypothesis_word: str,
               parse: Callable[[str], object]) -> bool:
    """Is the word a conflict check met (``premise_word`` in the sentence, ``hypothesis_word`` in the step) held
    by a condition or a possibility on one side only, or by different ones on each? Then the two do not meet. A
    word used several times counts as asserted when one use is. A condition on one side meets the other's opening
    phrase when that says the same in other words ("If the device is lost, …" / "In case the device is lost, …")."""
    p_doc, h_doc = parse(premise), parse(hypothesis)
    p, h = _holds(p_doc, premise_word), _holds(h_doc, hypothesis_word)
    if not p or not h:
        return False  # the parse does not find the word: the check's reading stands
    p_hold = None if any(x is None for x in p) else p[0]
    h_hold = None if any(x is None for x in h) else h[0]
    if _meet(p_hold, h_hold):
        return False
    for held, other_doc, other in ((p_hold, h_doc, h_hold), (h_hold, p_doc, p_hold)):
        if other is None and held is not None and not _modal(held) and held != _CASE_ONLY \
                and (opening := _opening(other_doc)) is not None and _same_condition(held, opening):
            return False
    return True


def reason_held_apart(premise: str, hypothesis: str, reason: str, parse: Callable[[str], list]) -> bool:
    """Is the word the conflict ``reason`` names (:func:`gechat.entail.polarity.met_words`) held by a condition or a
    possibility on one side only, or by different ones (:func:`held_apart`)?"""
    met = met_words(reason)
    return met is not None and held_apart(premise, met[1], hypothesis, met[0], parse)

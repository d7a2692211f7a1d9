"""A clause whose subject denies: "None of the forty-two residents interviewed … reported receiving a warning".

"None of the X …", "No X …", "Nobody …", "No one …", "Not one of the X …" and "Not a single X …" deny the
clause's verb, however long the subject. The words alone (:func:`gechat.entail.negation.negation_marks`) see a
denial's scope only a few words past its cue, so a long subject hides the verb it denies, and the small NLI model
reads "Some residents interviewed by investigators said the county had warned them" from such a sentence as
entailed (0.81). This module reads the denied verb from the parse:

* :func:`none_as_not` writes the sentence's words "none of the X did Y" as "the X not did Y" where the step denies
  that Y, within twelve words of the cue (no parse needed);
* :func:`subject_as_not` writes them so wherever the parse shows the clause's verb, past any relative clause;
* :func:`affirmed_of_none` says a step that affirms the denied verb or its object of the subject's members is not
  stated ("None of the residents reported receiving a warning" / "Some residents said the county warned them");
* :func:`denied_of_members` makes a conflict of a step that says the very verb, with what it takes, of members of the
  subject ("Some residents interviewed reported receiving a warning").

On the sentence's side the cue is read as "the" (its noun is not denied, its verb is); on the step's it stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import antonyms
from gechat.entail.negation import SCOPE_END, negation_marks
from gechat.entail.quantities import NEGATIONS, words

#: negations that deny through the noun they quantify: "none of the documents mentioned it"
_NONE = frozenset({"no", "none"})
#: the opening words of a denying subject, each with how many words the cue takes
_CUES: tuple[tuple[tuple[str, ...], int], ...] = (
    (("none", "of"), 2), (("not", "one", "of"), 3), (("not", "a", "single"), 3), (("not", "one"), 2),
    (("no", "one"), 2), (("nobody",), 1), (("none",), 1), (("no",), 1))
#: "no" that opens no denying subject ("No longer …", "No sooner had …", "No doubt …")
_NOT_SUBJECT = frozenset("longer sooner doubt matter wonder more fewer less later".split())
#: finite verb tags: the clause's verb, not a participle or gerund that modifies its subject
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})
#: words by which a step affirms what a denial says ("remained free of complications", "without a warning")
_DENYING_WORDS = frozenset("free without avoid avoided absent absence lack lacked lacking zero fail failed failure "
                           "nobody none neither nor escaped spared unaffected unharmed".split())


def none_as_not(pw: list[str], hw: list[str]) -> list[str]:
    """The sentence's "none of the X did Y" / "no X did Y" as "the X not did Y" when the step denies that Y
    ("the X did not do Y"), so that the two deny the same word: "None of the documents mentioned the
    payment" says "The documents did not mention the payment"."""
    h_first, _ = negation_marks(hw)
    if len(h_first) != 1:
        return pw
    denied = antonyms.stem(hw[next(iter(h_first))])
    for k, w in enumerate(pw):
        if w not in _NONE or (w == "no" and pw[k + 1 : k + 2] == ["longer"]):
            continue
        rest = pw[k + 2 :] if pw[k + 1 : k + 2] == ["of"] else pw[k + 1 :]
        for m, x in enumerate(rest[:12]):
            if x in SCOPE_END:
                break
            if antonyms.stem(x) == denied:
                return pw[:k] + ["the"] + rest[:m] + ["not"] + rest[m:]
    return pw


#: words after a denying cue that name who did ("None but Jake …", "No one other than the treasurer …")
_EXCEPT = re.compile(r"\b(?:but|except|save|besides|other\s+than|apart\s+from|aside\s+from)\b")
#: a sentence that sets its denial against another clause ("…, compared with 14 cases in 2022", "whereas 14 of the
#: 40 patients … did"): what a step says may be the other clause's
_CONTRAST = re.compile(r"\b(?:compared\s+(?:with|to)|whereas|but|although|unlike|versus)\b|,\s*(?:though|while)\b",
                       re.IGNORECASE)
#: words of a condition under which a denying subject's verb is denied
_CONDITIONED = re.compile(r"\b(?:without|unless|except|if|until)\b", re.IGNORECASE)
#: a "No" that names ("No 10 said …", "No. 5", "No Time to Die grossed …"; not "No British athlete …")
_NAMED_NO = re.compile(r"^\s*No\.?\s*\d|^\s*No\s+(?:[A-Z]\w*\s+){0,3}(?:to|To|of|Of)\s+[A-Z]")


def _cue(pw: list[str], text: str = "") -> int:
    """How many of the sentence's first words open a denying subject, or 0 ("None but Jake …", "No one other than the
    treasurer …" and "None other than the Prime Minister …" name who did; "No 10" and "No Time to Die" are names)."""
    if _NAMED_NO.match(text):
        return 0
    for cue, size in _CUES:
        if tuple(pw[:size]) == cue and not (cue == ("no",) and pw[1:2] and pw[1] in _NOT_SUBJECT):
            return 0 if _EXCEPT.search(" ".join(pw[size - 1 : size + 4])) else size
    return 0


def _denied_verb(doc):
    """The verb a denying subject at the start of ``doc`` denies: the sentence's root verb, or where the parse hangs
    the sentence on the cue, the first finite verb past the cue that no relative clause holds; an auxiliary or a
    copula stands for the word it serves ("has been offered", "was present"), and a verb for the predicate adjective
    right after it ("tested positive"); None where none is found."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is not None and root.i > 1 and root.pos_ in ("VERB", "AUX"):
        subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None and subject.left_edge.i > 0:
            return None  # "No chemicals and plus then you can use it": the verb is another subject's
        return _served(_past_reduced(root))
    i = 1
    while i < len(doc):
        tok = doc[i]
        if tok.lower_ in ("who", "which", "that", "whom", "whose") and tok.head.dep_ == "relcl":
            i = max(tok.head.right_edge.i, i) + 1  # ", which met six times during the year under review,"
            continue
        if tok.dep_ == "relcl" or tok.lower_ in SCOPE_END and tok.lower_ not in ("that",):
            return None  # a relative clause the parse does not open with its pronoun; "but", "because": another clause
        if tok.tag_ in _FINITE:
            return _served(_past_reduced(tok.head if tok.dep_ in ("aux", "auxpass") and tok.head.i > tok.i else tok))
        i += 1
    return None


#: words that end the run of a reduced relative clause's participle: another clause or a list goes on
_RUN_ENDS = frozenset({",", ";", ":", "and", "or", "but", "(", "—", "–"})


def _past_reduced(verb):
    """The verb after a participle the parse takes for the clause's verb ("None of the 412 patients enrolled in the
    trial experienced …": "experienced"): a finite verb later in the run, with no comma or conjunction between."""
    for tok in verb.doc[verb.i + 1 :]:
        if tok.lower_ in _RUN_ENDS or tok.lower_ in SCOPE_END:
            break
        if tok.pos_ == "VERB" and tok.tag_ in ("VBD", "VBZ", "VBP"):
            return tok
    return verb


#: prepositions of one side of a pair, which a denial after a verb denies ("voted against", "was born outside")
_SIDED = frozenset("against for outside inside without".split())


#: words by which a phrase covers each of its kind ("in either arm of the study")
_EVERY = frozenset("either each both all any every".split())


def _members(doc):
    """The noun of a denying subject's members: "residents" of "None of the forty-two residents interviewed …",
    "member" of "No member of the board …" (the first noun past the cue, whatever the parse hangs it on)."""
    return next((t for t in doc[1:] if t.pos_ in ("NOUN", "PROPN")), doc[0])


def _restricted(verb) -> bool:
    """Does an adverb restrict the verb a denying subject denies ("was seriously injured", "fully recovered")?"""
    return any(c.dep_ == "advmod" and c.pos_ == "ADV" and c.lower_.endswith("ly") and c.lower_ not in ("only", "early")
               for c in verb.children)


def _served(verb):
    """The word a denial of ``verb`` denies: a copula's predicate ("was present"), a predicate adjective right after
    the verb ("tested positive", which "tested negative" does not contest) or a side taken ("voted against", "born
    outside the country"), or the verb (and the verb where an adverb restricts it: "fully recovered within a
    year")."""
    if verb.lemma_ == "be":
        return next((c for c in verb.children if c.dep_ in ("acomp", "attr") and c.i > verb.i), verb)
    if _restricted(verb):
        return verb  # "fully recovered within a year": the adverb's, found before the verb
    return next((c for c in verb.children if c.i == verb.i + 1 and (
        c.dep_ in ("acomp", "oprd") and c.pos_ == "ADJ" or c.dep_ == "prep" and c.lower_ in _SIDED)), verb)


def _index(pw: list[str], doc, tok) -> int | None:
    """The index in the words ``pw`` of the parse's token ``tok``, by its place among the tokens of its spelling."""
    nth = sum(1 for t in doc[: tok.i] if t.lower_ == tok.lower_)
    places = [k for k, w in enumerate(pw) if w == tok.lower_]
    return places[nth] if nth < len(places) else None


def subject_as_not(text: str, pw: list[str], parse: Callable[[str], object], keep_cue: bool = False) -> list[str]:
    """``text``'s words ``pw`` with "not" put before the verb a denying subject denies and the cue read as "the" ("None
    of the forty-two residents interviewed … reported receiving a warning" as "the forty-two residents interviewed …
    not reported receiving a warning"; with ``keep_cue``, a step's, the cue stays: "No party … purges" denies "party"
    too, against a sentence's "no party"); ``pw`` itself when no such subject is found."""
    size = _cue(pw, text)
    if not size or _CONTRAST.search(text):
        return pw
    doc = parse(text)
    verb = _denied_verb(doc)
    k = _index(pw, doc, verb) if verb is not None else None
    if k is None or k < size:
        return pw
    if pw[k + 1 : k + 3] in (["less", "than"], ["more", "than"], ["fewer", "than"]):
        k += 1  # "No employee earns less than the living wage": what is denied is "less than", not "earns"
    if _restricted(verb):
        return pw  # "was seriously injured", "fully recovered": the denial is of less than the verb, which the words
        # do not tell apart ("not fully recovered" reads as "not recovered")
    return [*(pw[:size] if keep_cue else ["the"]), *pw[size:k], "not", *pw[k:]]


def _affirmed(premise: str, hypothesis: str, parse: Callable[[str], object]):
    """(the cue's words, the denied verb, the step's word that affirms it or its object) where a step that denies
    nothing says of the members of a denying subject the verb it denies or that verb's object, or None."""
    pw, hw = words(premise), words(hypothesis)
    size = _cue(pw, premise)
    if not size or _CONTRAST.search(premise) or any(w in NEGATIONS or w in _DENYING_WORDS for w in hw):
        return None
    doc = parse(premise)
    verb = _denied_verb(doc)
    if verb is None:
        return None
    said = {antonyms.stem(verb.lemma_.lower())} | {  # the verb and what it takes: "reported receiving an evacuation
        # warning", not "from the county"
        antonyms.stem(t.lemma_.lower()) for c in verb.children if c.dep_ in ("dobj", "attr", "xcomp", "oprd")
        for t in c.subtree if t.pos_ in ("NOUN", "VERB") and t.dep_ != "pobj"}
    subject = {antonyms.stem(t.lemma_.lower()) for t in doc[: verb.i] if t.pos_ in ("NOUN", "PROPN")}
    members = antonyms.stem(_members(doc).lemma_.lower())
    h_doc = parse(hypothesis)
    after = next((c for c in verb.children if c.dep_ in ("prep", "prt") and c.i == verb.i + 1), None) or (
        doc[verb.i + 1] if verb.i + 1 < len(doc) and doc[verb.i + 1].lower_ in ("less", "more", "fewer") else None)
    if after is not None and after.lower_ not in hw:
        return None  # "voted against the budget" / "voted in favour of the budget", "earns less than the living
        # wage" / "earn at least the living wage": another predicate
    if not any(antonyms.stem(t.lemma_.lower()) == members for t in h_doc if t.pos_ in ("NOUN", "PROPN")):
        return None  # the step speaks of something else: "The inspectors raised concerns" of "None of the staff
        # interviewed by the inspectors raised concerns"
    met = next((t for t in h_doc if (t.pos_ in ("VERB", "ADJ") or t.dep_ in ("dobj", "nsubjpass"))
                and antonyms.stem(t.lemma_.lower()) in said
                and antonyms.stem(t.lemma_.lower()) not in subject), None)
    return None if met is None else (" ".join(pw[:size]), verb, met)


def affirmed_of_none(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason a step that denies nothing says of the members of a denying subject the verb it denies or that
    verb's object ("None of the forty-two residents … reported receiving an evacuation warning" / "Some residents
    said the county had warned them to evacuate"), or ""."""
    found = _affirmed(premise, hypothesis, parse)
    if found is None:
        return ""
    cue, verb, met = found
    return f"the sentence says that none of them did ('{cue} … {verb.text}'); the step says '{met.text}'"


def denied_of_members(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The conflict where the step says the very verb a denying subject denies, with what it takes, of members of that
    subject ("None of the forty-two residents interviewed … reported receiving a warning" / "Some residents
    interviewed reported receiving a warning"), with no adverb the sentence restricts the verb by ("was seriously
    injured" / "were injured" is not stated, no conflict); "" otherwise."""
    found = _affirmed(premise, hypothesis, parse)
    if found is None:
        return ""
    _, verb, met = found
    if met.pos_ != "VERB" or met.lemma_.lower() != verb.lemma_.lower() or _restricted(verb) \
            or _CONDITIONED.search(premise) \
            or verb.i + 1 < len(verb.doc) and verb.doc[verb.i + 1].lower_ in ("less", "more", "fewer"):
        return ""  # "fully recovered", "No visitor may be admitted without a pass", "earns less than the living
        # wage": less than the verb is denied
    subject = next((c for c in met.children if c.dep_ in ("nsubj", "nsubjpass")), None) or next(
        (t for t in met.doc[: met.i] if t.pos_ in ("NOUN", "PROPN")), None)  # "Some residents interviewed reported
    # …": the parse may hang the subject on the participle
    if subject is None or subject.lemma_.lower() != _members(verb.doc).lemma_.lower():
        return ""  # "None of the staff interviewed by the inspectors raised concerns" / "The inspectors raised …"
    takes = {antonyms.stem(t.lemma_.lower()) for c in verb.children if c.dep_ in ("dobj", "xcomp", "attr", "prep",
                                                                                   "npadvmod")
             for t in c.subtree}  # every word, however the parse tags it ("follow-up")
    every = {c.lower_ for c in verb.children if c.dep_ == "prep" and any(t.lower_ in _EVERY for t in c.subtree)}
    theirs = {antonyms.stem(t.lemma_.lower()) for c in met.children if c.dep_ in ("dobj", "xcomp", "attr", "prep",
                                                                                   "npadvmod")
              and not (c.dep_ == "prep" and c.lower_ in every)  # "in either arm" holds "in the placebo arm"
              for t in c.subtree if t.pos_ in ("NOUN", "VERB", "PROPN", "NUM", "ADJ")}
    if theirs - takes or (takes and not theirs):
        return ""  # "reported damage" / "reported receiving a warning": another object; "in the second week" /
        # "during the first week": another time
    return f"the sentence denies what the step states ('{met.text}')"

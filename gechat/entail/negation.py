"""Which words a sentence denies: negation cues and their scope, read over its lower-cased words.

A denial is a negation word ("not", "never", "no", ...) or a verb that denies what follows its "to" ("refused to
comment"); its scope runs to the end of the clause. :func:`negation_marks` is read by the conflict checks
(:mod:`gechat.entail.polarity`), the restatement of a denial (:mod:`gechat.entail.rewording`), added details
(:mod:`gechat.entail.details`) and stronger claims (:mod:`gechat.entail.stronger`).
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail import antonyms
from gechat.entail.quantities import NEGATIONS


#: words between a negation and the word it negates
SKIP = {"be", "is", "are", "was", "were", "been", "being", "do", "does", "did", "have", "has", "had", "yet",
        "always", "ever", "even", "also", "any", "a", "an", "the", "to", "get", "got", "longer", "more",
        "really", "actually", "necessarily", "quite", "very", "just", "only", "entirely", "fully"}

#: the auxiliaries and modals between a subject and its verb ("No applicant *may be* admitted")
AUXILIARIES = frozenset("may might can could will would shall should must is are was were be been has have had".split())
#: the forms of "do" that carry a verb's tense or denial ("did not file", "who do not attend")
DO = frozenset("do does did".split())

#: prepositions of place or membership after a noun's "not": "hosts not on the local network", "files not in the
#: archive" (a noun's modifier, saying which are meant)
_PLACE_PREPOSITIONS = frozenset("on in at within inside outside under from".split())
#: a restrictive relative clause's opening before its "are not": "hosts that are not on the local network" (not
#: "which", whose clause a comma sets off: "The claim, which is not in dispute, …")
_RELATIVE = frozenset("that who".split())
_BE = frozenset("are were".split())
#: verbs in "-s" that a "not" may follow: "The server seems not on the local network"
_S_VERBS = frozenset("seems appears remains stays lies sits stands exists belongs works runs comes goes falls gets "
                     "looks sounds feels proves".split())

_CONDITIONAL = frozenset("without unless except but until".split())

#: the auxiliaries an inverted denial puts before its subject: any but "be" and "been" ("nor did …", "Nor does he …")
INVERTING = (AUXILIARIES - {"be", "been"}) | DO
#: pronouns a negation may stand before ("Nor I, I am sure", "Neither does it include …"): the claim is elsewhere,
#: past an inverted denial's pronoun the next word is its verb
SUBJECT_PRONOUNS = frozenset("i it he she we you they".split())

#: verbs that deny the verb after their "to": "refused to comment" says that there was no comment
NEGATING_VERBS = frozenset("refuse refuses refused refusing decline declines declined declining fail fails failed "
                           "failing unable".split())

#: words after "declined to" that begin a figure, not an act ("declined to £4 million", "to a record low")
_FIGURE_OPENERS = frozenset("a an the its their his her our this that these those record zero nil just around about "
                            "some under below nearly almost roughly approximately one two three four five six seven "
                            "eight nine ten twelve fifteen twenty thirty forty fifty hundred thousand million billion "
                            "trillion per percent cent in on at by from for last this next over below above under "
                            "since after before during until between against compared than low high".split())


def _act_after(words: list[str], k: int) -> bool:
    """Does ``words[k]``, right after a denying verb's "to", begin an act ("refused to *comment*"), not a figure the
    verb falls to ("Sales declined to £4 million", "Attendance declined to 2,400 last season": the words hold no
    figures, so what follows one is read)?"""
    return k < len(words) and not any(ch.isdigit() for ch in words[k]) and words[k] not in _FIGURE_OPENERS


#: words that open another clause, where a negation's scope ends
SCOPE_END = {"but", "which", "who", "whom", "that", "while", "whereas", "although", "because", "if", "when",
             "unless", "though", "so", "yet"}


#: words that deny the word right after them ("not always", "never very")
DENYING_WORDS = frozenset({"not", "n't", "never", "no"})


def word_denied(token, through: frozenset[str]) -> bool:
    """Is ``token`` (a parsed word) denied: one of :data:`DENYING_WORDS` just before it, a negation on it, or one on
    the word it hangs on by one of the dependencies ``through`` ("isn't often late": an adverb or adjective on its
    verb; "it wasn't very professional": an adjective on its copula)?"""
    doc = token.doc
    return (token.i > 0 and doc[token.i - 1].lower_ in DENYING_WORDS) or any(c.dep_ == "neg" for c in token.children) \
        or (token.dep_ in through and token.head.i != token.i and any(c.dep_ == "neg" for c in token.head.children))


#: words that may follow an adjective that ends its phrase ("far from brief, running to two hours")
_PHRASE_ENDS = frozenset("and but or as yet to in for with when since because running lasting taking".split())
#: words after "far from" that make it a distance, no denial ("far from the coast", "far from home")
_NOT_DENIED_AFTER_FAR = frozenset("the a an its his her their our my your this that these those home here there it "
                                  "them him us me".split())


def _far_from(words: list[str], i: int) -> bool:
    """Is ``words[i]`` the "from" of "far from" that denies the word after it, an adjective that ends its phrase
    ("far from brief": not brief; not "far from busy roads", "far from home")?"""
    return words[i] == "from" and words[i - 1 : i] == ["far"] and i + 1 < len(words) \
        and words[i + 1] not in _NOT_DENIED_AFTER_FAR and bool(antonyms.antonyms_of(words[i + 1])) \
        and (i + 2 == len(words) or words[i + 2] in _PHRASE_ENDS)


def negation_marks(words: list[str], conditioned: bool = False,
                   verb_after: Callable[[int], int | None] | None = None) -> tuple[set[int], set[int]]:
    """Indexes of the words negation cues govern first (the negated word) and of every word in their scope.

    The cues are the negation words and the verbs that deny what follows their "to" ("refused to
    comment"). The scope runs from the cue to the end of the clause (punctuation is already gone, so at
    most eight words, and never past a conjunction that opens another clause). "whether or not" and "not
    only" negate nothing. A negation under an "if" ("if not the most beautiful", "If organizations do not
    overcome these challenges") denies nothing either; with ``conditioned`` its scope is marked all the same,
    for a word under it is not stated. A denial that opens its clause and puts an auxiliary before the subject
    ("Never before had the board rejected …", "At no point did the company admit …", "nor was the fee paid")
    denies the verb past the subject, which the words alone do not show: ``verb_after`` (the auxiliary's index
    → the verb's, read from a parse) finds it (:func:`inverted_denial`); without it the first word past the cue is
    marked, as for any denial.
    """
    first, scope = set(), set()
    for i, w in enumerate(words):
        if w not in NEGATIONS and w not in ("nowhere", "little") \
                and not (w in NEGATING_VERBS and words[i + 1 : i + 2] == ["to"] and _act_after(words, i + 2)) \
                and not _far_from(words, i):
            continue
        if (w == "not" and i >= 2 and words[i - 2 : i] == ["whether", "or"]) or (
                w in ("not", "n't") and words[i + 1 : i + 2] == ["only"]) or (  # "hadn't only broken": it broke
                w == "no" and words[i + 1 : i + 2] == ["sooner"]) or (  # "No sooner had the guests arrived …": they did
                w == "not" and i >= 3 and words[i - 3 : i] == ["more", "often", "than"]):  # "More often than not": usually
            continue
        if "if" in words[max(0, i - 3) : i]:  # "if not the most beautiful", "if it isn't"
            if conditioned and w not in ("nowhere", "little"):  # the denied word and the next few: punctuation is
                # gone, so the clause's end is unseen ("if … a little …" denies nothing)
                scope.update(_clause(words, i + 1, i + 4))
            continue
        if w == "not" and 0 < i and (_plural_noun(words[i - 1])
                                     or (words[i - 1] in _BE and words[i - 2 : i - 1] and words[i - 2] in _RELATIVE)) \
                and words[i + 1 : i + 2] and words[i + 1] in _PLACE_PREPOSITIONS:
            # "omits hosts not on the local network", "preferred for hosts that are not on the local network": which
            # hosts are meant, not a denial of where anything is
            scope.update(_clause(words, i + 1, i + 9))
            continue
        if w == "not" and _names_value(words, i):
            # "the value of not applicable cannot be assigned", "a rating of not satisfactory": the name of a value,
            # no denial; what the clause denies is its verb's own "not"
            continue
        if w == "not" and _relative_denial(words, i):
            # "payment of secured creditors who have not filed claims": which creditors are meant, not a denial
            scope.update(_clause(words, i + 1, i + 9))
            continue
        if (inverted := inverted_denial(words, i, verb_after)) is not None:
            # "Never before had the board rejected a candidate", "Under no circumstances may the tenant sublet …":
            # the verb past the subject is denied, not the subject (where the parse shows no verb, no word; without
            # a parse, the first word past the cue, as for any denial); "never had he spoken with such gentleness as
            # on this unexpected meeting" compares, and denies no word
            k, v = inverted
            scope.update(_clause(words, i + 1, k + 9))
            if v is not None:  # a long subject before it: "Nor are the form and character of the method, apart
                # from all regard to its interpretation, undeserving of notice"
                first.add(v)
                scope.update(range(i + 1, v + 1), _clause(words, v, v + 8))
            continue
        if w in ("nowhere", "little"):
            continue  # "found nowhere", "a little": a place, an amount, no denial the words can read
        if w == "neither" and (k := _verb_after_nor(words, i)) is not None:
            # "Neither the standing trustee nor the United States Trustee may waive the requirement": the verb is denied
            first.add(k)
            scope.update(range(i + 1, k), _clause(words, k, k + 8))
            continue
        if w == "nor" and (n := _neither_before(words, i)) is not None and _verb_after_nor(words, n) is not None:
            continue  # the "neither" before it denies the verb for both
        if w in ("nor", "neither") and len(words) > i + 2 and words[i + 1] in INVERTING \
                and words[i + 2] not in SUBJECT_PRONOUNS:
            # "nor did Sir William at all shake her purpose": the verb past the subject is denied, which the words
            # alone do not find (``verb_after`` does, from a parse); the subject is not (past a pronoun, "Neither
            # does it include", the verb is found)
            scope.update(_clause(words, i + 1, i + 9))
            if verb_after is not None and (v := verb_after(i + 1)) is not None:
                first.add(v)
                scope.update(range(i + 1, v + 1), _clause(words, v, v + 8))
            continue
        if i in scope and words[i + 1 : i + 2] == ["even"]:  # "never closed, not even during the war": it repeats
            continue
        found = w in ("none", "neither") and words[i + 1 : i + 2] == ["of"]  # "none of the X": no word alone
        for j in range(i + 1, min(len(words), i + 9)):
            if words[j] in SCOPE_END and not (words[j] == "yet" and j == i + 1):  # "not yet confirmed": an adverb
                break
            scope.add(j)
            if not found and words[j] not in SKIP and words[j] not in NEGATIONS:
                first.add(j)
                found = True
                if w == "no" and words[j + 1 : j + 2] and words[j + 1] in AUXILIARIES \
                        and not _CONDITIONAL & set(words[j : i + 14]):
                    # "No applicant may be admitted": what is denied is the verb after the subject, not the
                    # subject (under a condition, "... without a passport", the subject stays marked as before)
                    first.discard(j)
                    k = _past_auxiliaries(words, j + 1)
                    if k < len(words) and k < i + 9:
                        first.add(k)
    return first, scope


#: the nouns of a fronted "at / in / on / under / by no …" that puts an auxiliary before the subject ("At no point did
#: …", "In no way does …", "Under no circumstances may …", "By no means is …")
_FRONTED_NOUNS = frozenset("point time stage moment way case sense account circumstances circumstance condition "
                           "conditions means event".split())
_FRONTED_PREPOSITIONS = frozenset("at in on under by".split())
#: words between "never" or "not" and the auxiliary it inverts ("Never before had …", "Not once did …")
_FRONTED_ADVERBS = frozenset("before again once yet previously ever even".split())
#: prepositions that may open a phrase of up to three words there ("Never in its history has …", "Not since 1990
#: has …", "Not for a moment did …")
_FRONTED_PHRASES = frozenset("in at since during for".split())
#: words before a clause's first word: the clause a fronted denial opens may follow one of these
_CLAUSE_JOINS = frozenset("and but yet so or".split())


def fronted_inversion(words: list[str], i: int, anywhere: bool = False) -> int | None:
    """Where the auxiliary stands that a denial opening its clause puts before the subject, or None: "Never (before)
    *had* the board rejected …", "At no point *did* the company admit …", "Not once *did* the witness mention …",
    "No longer *does* the firm sell …", "Nowhere *does* the report mention …". The verb past the subject is what is
    denied. Not "Not until 1990 did …" (it did, from then), "Not only …", "No sooner had …", nor an imperative
    ("Never eat fish you have caught"), nor "No member may vote" (the subject's own denial). The clause's start is
    known only at the sentence's start or after a conjunction (punctuation is gone); with ``anywhere`` the cue may
    stand anywhere ("Under the new scheme, no longer do residents …"), for a parse to confirm."""
    w, start = words[i], _phrase_start(words, i)
    after = words[i + 1 : i + 2]
    if w == "no":
        if after == ["longer"]:
            k = i + 2
        elif i >= 1 and words[i - 1] in _FRONTED_PREPOSITIONS and after and after[0] in _FRONTED_NOUNS:
            k = i + 2
            if k < len(words) and words[k] in _FRONTED_PHRASES:  # "At no point in her twenty-two years on the
                # council did she …"
                k = _phrase_end(words, k + 1, long=True)
        else:
            return None
    elif w in ("never", "not"):
        k = i + 1
        if w == "not" and not (after and (after[0] in _FRONTED_ADVERBS or after[0] in _FRONTED_PHRASES)):
            return None  # "Not until …", "Not only …", "Not a single member voted"
        if after and after[0] in _FRONTED_ADVERBS:
            k = i + 2
        elif after and after[0] in _FRONTED_PHRASES:
            k = _phrase_end(words, i + 2)
    elif w == "nowhere":  # "Nowhere does …", "Nowhere else …", "nowhere in its annual filings did it …"
        k = i + 2 if after == ["else"] else i + 1
        if after and after[0] in _FRONTED_PHRASES:
            k = _phrase_end(words, i + 2)
    elif w == "little" and after and after[0] in DO:  # "Little did Marcus know that …": he did not
        k = i + 1
    else:
        return None
    if start > 0 and words[start - 1] not in _CLAUSE_JOINS and (not anywhere or words[start - 1] in INVERTING):
        return None  # "The firm has never sold printers", "The mayor was not at the meeting": no inversion
    return k if k + 1 < len(words) and words[k] in INVERTING else None


def _phrase_end(words: list[str], j: int, long: bool = False) -> int:
    """Where a fronted denial's phrase of up to four words from ``words[j]`` ends at its auxiliary ("Never in its
    history *has* …"); past it when the phrase meets a clause's opening, a conjunction or a denial first ("but not at
    the price that was agreed", "was not at the meeting, nor was his deputy informed"). A ``long`` phrase, after "At
    no point", runs up to nine words and may hold "and" or "or" ("At no point in the long and often bitter talks
    did …")."""
    joins = _CLAUSE_JOINS - {"and", "or"} if long else _CLAUSE_JOINS
    for m in range(j, min(len(words), j + (9 if long else 4))):
        if words[m] in INVERTING:
            return m
        if words[m] in SCOPE_END or words[m] in NEGATIONS or words[m] in joins:
            break
    return len(words)


#: the parse's part-of-speech of a word an inverted denial may deny past its subject ("had the board *rejected*",
#: "was the fee *paid*", "shall the Licensor be *liable*", "is the company a *party*")
_DENIABLE_POS = frozenset("VERB ADJ NOUN".split())


def verb_finder(text: str, words: list[str], parse: Callable[[str], list]) -> Callable[[int], int | None]:
    """``verb_after`` for :func:`negation_marks` over ``words`` (``text``'s): the index of the verb that the auxiliary
    at a given index serves, read from the parse of ``text`` (the auxiliary's head, "had the board *rejected*"; or what
    it links, "nor was the fee *paid*"), or None where the parse shows none past it. The parse is read only when
    an inverted denial is found."""
    def verb_after(k: int) -> int | None:
        nth = words[:k].count(words[k])  # the auxiliary is the nth of its word in the sentence
        doc = parse(text)
        auxiliaries = [t for t in doc if t.lower_ == words[k] and not (  # the parse splits "cannot", the words not
            t.lower_ == "can" and not t.whitespace_ and t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "not")]
        if nth >= len(auxiliaries):
            return None
        aux = auxiliaries[nth]
        if aux.dep_ in ("aux", "auxpass") and aux.head.i > aux.i:
            verb = aux.head
            if not any(c.dep_ in ("nsubj", "nsubjpass") and c.i > aux.i for c in verb.children):
                return None  # "The firm has never had a loss": no subject past the auxiliary, no inversion
        else:  # "nor was the fee paid", "At no time were the samples exposed": the parse hangs the participle on
            # the auxiliary, or on its subject
            verb = next((t for t in aux.subtree if t.i > aux.i and (
                t.dep_ in ("acomp", "xcomp", "oprd", "ccomp") and t.head.i == aux.i
                and (t.dep_ != "ccomp" or any(c.dep_ == "nsubj" and aux.i < c.i < t.i for c in t.children))
                or t.dep_ in ("acl", "relcl") and t.tag_ == "VBN" and t.head.head.i == aux.i
                and t.head.dep_ in ("nsubj", "nsubjpass", "attr"))), None)
        if verb is not None and verb.lemma_ == "be":  # "In no event shall the Licensor be liable": "liable"
            verb = next((c for c in verb.children if c.dep_ in ("acomp", "attr") and c.i > verb.i), None)
        if verb is None and aux.dep_ == "ROOT" and (aux.pos_ == "AUX" or aux.lemma_ == "do") \
                and any(c.dep_ in ("nsubj", "nsubjpass") and c.i > aux.i for c in aux.children):
            # "No longer does the firm sell printers" parsed with "sell" as a noun: an inversion whose verb the
            # parse does not see; the first word past the auxiliary, as the words alone read any denial
            return next((j for j in range(k + 1, len(words)) if words[j] not in SKIP), None)
        if verb is None or verb.pos_ not in _DENIABLE_POS:
            return None
        nth = sum(1 for t in verb.doc[: verb.i] if t.lower_ == verb.lower_)  # the verb is the nth of its word
        at = [j for j, w in enumerate(words) if w == verb.lower_]
        return at[nth] if nth < len(at) and at[nth] > k else None
    return verb_after


def inverted_denial(words: list[str], i: int,
                    verb_after: Callable[[int], int | None] | None = None) -> tuple[int, int | None] | None:
    """A fronted denial at ``words[i]`` read (:func:`fronted_inversion`): the auxiliary's index and the denied word's
    (``verb_after``'s), the latter None when the clause compares (:func:`_compared`) or the parse shows no verb
    ("Never had Clara set foot …" parsed with "had" as the verb: the subject is not what is denied, so no word is);
    None when there is no inversion, or no parse to read it (past the clause's known start, the parse must show
    the inversion)."""
    k = fronted_inversion(words, i)
    v = verb_after(k) if verb_after is not None and k is not None else None
    if k is None and verb_after is not None and (k := fronted_inversion(words, i, anywhere=True)) is not None:
        if (v := verb_after(k)) is None:
            return None
    if k is None:
        return None
    if _compared(words, i, k):
        return k, None
    return (k, v) if v is not None or verb_after is not None else None


def fronted_phrase(words: list[str], i: int, k: int) -> range:
    """The indexes of the fronted denial at ``words[i]`` whose auxiliary is ``words[k]``: "at no point", "never
    before", "under no circumstances"."""
    return range(_phrase_start(words, i), k)


def _phrase_start(words: list[str], i: int) -> int:
    """Where the fronted denial whose cue is ``words[i]`` starts: at the preposition of "at no point", "under no
    circumstances"; at the cue itself otherwise ("no longer", "never before")."""
    return i - 1 if i >= 1 and words[i] == "no" and words[i + 1 : i + 2] != ["longer"] else i


#: comparatives by which "never" says what is so now or then, against every other time ("Never has the economy been
#: stronger", "Never before had the museum attracted more visitors")
_COMPARATIVES = frozenset("more less fewer better worse greater higher lower larger smaller bigger faster slower "
                          "stronger weaker longer shorter earlier later richer poorer busier".split())
#: words after "so" or "such" that do not make a degree ("so that", "such a", "so the claim was dropped")
_NO_DEGREE = frozenset("that the a an as this these those it he she they we".split())


def _compared(words: list[str], i: int, k: int) -> bool:
    """Does the clause of the inverted "never" at ``words[i]``, whose auxiliary is ``words[k]``, compare ("Never had
    love been so much in the air … as at this holiday time", "Never had the firm earned more than it did in 2019",
    "Never before had the court ruled so quickly")? It then says what was so at the time it names, or now, and denies it
    only of every other time. Not another cue's clause ("Under no circumstances may tenants keep more than two
    pets": a rule), nor past the clause's end ("…, so the claim was dropped as a result")."""
    if words[i] != "never":
        return False
    for j in range(k + 1, min(len(words), k + 15)):
        w = words[j]
        if w in ("so", "such") and words[j + 1 : j + 2] and words[j + 1] not in _NO_DEGREE \
                and words[j + 1] not in SCOPE_END:
            return True  # "so much", "so quickly", "such gentleness"
        if w == "than" or w in _COMPARATIVES:
            return True
        if w in SCOPE_END or w in _CLAUSE_JOINS:
            return False
    return False


def _verb_after_nor(words: list[str], i: int) -> int | None:
    """Where the verb stands after "neither ``words[i]`` … nor …" and an auxiliary ("… may waive"), or None."""
    nor = next((n for n in range(i + 2, min(len(words), i + 9)) if words[n] == "nor"), None)
    if nor is None:
        return None
    aux = None
    for m in range(nor + 2, min(len(words), nor + 10)):  # the other doer's words, then its auxiliary ("nor any
        # employee of the standing trustee may purchase …")
        if words[m] in SCOPE_END or words[m] in ("and", "or"):
            return None  # "Neither the debtor nor the trustee objected, so the court may confirm …": another clause
        if words[m] in AUXILIARIES:
            aux = m
            break
    if aux is None:
        return None
    k = _past_auxiliaries(words, aux)
    return k if k < len(words) else None


def _past_auxiliaries(words: list[str], k: int) -> int:
    """Where the verb stands from ``words[k]`` on, past auxiliaries and the words a negation skips ("may be
    admitted", "may waive")."""
    while k < len(words) and (words[k] in AUXILIARIES or words[k] in SKIP):
        k += 1
    return k


def _clause(words: list[str], start: int, stop: int) -> list[int]:
    """The indexes from ``start`` up to ``stop`` before a word that opens another clause (:data:`SCOPE_END`)."""
    out = []
    for j in range(start, min(len(words), stop)):
        if words[j] in SCOPE_END:
            break
        out.append(j)
    return out


def _neither_before(words: list[str], i: int) -> int | None:
    """Where the nearest "neither" in the eight words before ``words[i]`` stands, or None."""
    return next((n for n in range(i - 1, max(-1, i - 9), -1) if words[n] == "neither"), None)


def _plural_noun(word: str) -> bool:
    """Does ``word`` look like a plural noun before a "not" ("hosts not on the local network", "files not in the
    archive"), not a verb or an adverb ("seems not", "therefore not", "I am not")?"""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s", "’s")) \
        and word not in AUXILIARIES and word not in SKIP and word not in _S_VERBS



#: nouns whose value a "not ..." names ("the value of not applicable", "a status of not started")
_VALUE_NOUNS = frozenset("value values rating ratings status label labels option options grade grades score "
                         "category".split())


#: words that open a noun phrase, which no value's name does ("The product category, not the brand, …")
_DETERMINERS = frozenset("the a an this that these those its their his her our my your any every each".split())


def _names_value(words: list[str], i: int) -> bool:
    """Is the "not" at ``words[i]`` the first word of a value's name: right after one of ``_VALUE_NOUNS``, after "of"
    ("the value of not applicable") or after the noun's determiner ("the value not applicable"; not a note's "Status
    not final"), and before a word it may name, not an auxiliary, a place, a determiner or a participle ("the value
    is not", "the value of not being", "values not in the table", "the category, not the brand", "the value not
    disclosed in the filing" set aside)?"""
    of = words[i - 1 : i] == ["of"]
    k = i - 2 if of else i - 1
    after = words[i + 1 : i + 2]
    if not of and (k < 1 or words[k - 1] not in _DETERMINERS):
        return False  # "Status not final until the board votes.": a note's subject and its denial
    return k >= 0 and words[k] in _VALUE_NOUNS and bool(after) and after[0] not in AUXILIARIES \
        and after[0] not in _PLACE_PREPOSITIONS and after[0] not in _DETERMINERS and not after[0].endswith("ing") \
        and (of or not after[0].endswith("ed"))


def _relative_denial(words: list[str], i: int) -> bool:
    """Is the "not" at ``words[i]`` in a restrictive relative clause ("creditors who have not filed claims", "hosts
    that are not patched"), which says which ones are meant? Its "who" or "that" follows a plural noun: a "that"
    after a verb opens what is said ("He said that he did not go"), and a "who" after a name or a singular noun is
    most often set off by commas, which the words no longer show ("The defendant, who did not attend, was fined").
    Not in a cleft ("It is the plaintiffs who have not complied")."""
    if i < 3 or words[i - 1] not in AUXILIARIES and words[i - 1] not in DO:
        return False
    if words[i - 2] not in ("who", "that") or not _plural_noun(words[i - 3]) or words[i - 4 : i - 3] == ["mr"]:
        return False  # "Mr. Collins, who did not dance, …": a name
    before = words[max(0, i - 6) : i - 3]  # a cleft: "It is the plaintiffs who have not complied"
    return not any(before[k : k + 2] in (["it", "is"], ["it", "was"]) for k in range(len(before)))

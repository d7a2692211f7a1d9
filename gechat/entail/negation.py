"""Which words a sentence denies: negation cues and their scope, read over its lower-cased words.

A denial is a negation word ("not", "never", "no", ...) or a verb that denies what follows its "to" ("refused to
comment"); its scope runs to the end of the clause. :func:`negation_marks` is read by the conflict checks
(:mod:`gechat.entail.polarity`), the restatement of a denial (:mod:`gechat.entail.rewording`), added details
(:mod:`gechat.entail.details`) and stronger claims (:mod:`gechat.entail.stronger`).
"""

from __future__ import annotations

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

#: words that open another clause, where a negation's scope ends
SCOPE_END = {"but", "which", "who", "whom", "that", "while", "whereas", "although", "because", "if", "when",
             "unless", "though", "so", "yet"}


def negation_marks(words: list[str], conditioned: bool = False) -> tuple[set[int], set[int]]:
    """Indexes of the words negation cues govern first (the negated word) and of every word in their scope.

    The cues are the negation words and the verbs that deny what follows their "to" ("refused to
    comment"). The scope runs from the cue to the end of the clause (punctuation is already gone, so at
    most eight words, and never past a conjunction that opens another clause). "whether or not" and "not
    only" negate nothing. A negation under an "if" ("if not the most beautiful", "If organizations do not
    overcome these challenges") denies nothing either; with ``conditioned`` its scope is marked all the same,
    for a word under it is not stated.
    """
    first, scope = set(), set()
    for i, w in enumerate(words):
        if w not in NEGATIONS and not (w in NEGATING_VERBS and words[i + 1 : i + 2] == ["to"]):
            continue
        if (w == "not" and i >= 2 and words[i - 2 : i] == ["whether", "or"]) or (
                w in ("not", "n't") and words[i + 1 : i + 2] == ["only"]):  # "hadn't only broken": it broke
            continue
        if "if" in words[max(0, i - 3) : i]:  # "if not the most beautiful", "if it isn't"
            if conditioned:  # the denied word and the next few: punctuation is gone, so the clause's end is unseen
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
            # alone do not find; the subject is not (past a pronoun, "Neither does it include", the verb is found)
            scope.update(_clause(words, i + 1, i + 9))
            continue
        if i in scope and words[i + 1 : i + 2] == ["even"]:  # "never closed, not even during the war": it repeats
            continue
        found = w in ("none", "neither") and words[i + 1 : i + 2] == ["of"]  # "none of the X": no word alone
        for j in range(i + 1, min(len(words), i + 9)):
            if words[j] in SCOPE_END:
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

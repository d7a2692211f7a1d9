"""A why-question in the passive, read back as the statement it takes as given when the parse of the question fails.

spaCy's small parser misreads many inverted passives: in "Why must antivirus software and data loss prevention be
installed on every organization-issued mobile device?" it takes "antivirus" for the verb, so
:func:`gechat.presupposed.premise` finds no subject after the auxiliary and the question is answered without its
premise being read. The statement itself parses well ("antivirus software and data loss prevention must be installed
on …"), and the passive tells where its subject ends: right before the participle (after "be" for a modal, "been"
for "has", any adverbs before it kept with the predicate: "is *strongly* preferred", "is *best* suited").
:func:`passive_statement` writes the statement for each word that could be that participle, first to last, and keeps
the first whose parse has that word as its main verb, a past participle, with a passive subject that spans exactly
the words before the auxiliary. A reduced relative inside the subject can pass that test at the wrong word ("data
on mobile devices at increased risk of compromise *is compared* …"), which is why this reading comes only after the
question's own parse has failed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.claimed import joined

#: the auxiliaries of a passive question, each with the word that stands between its subject and the participle
_LINKS = {**dict.fromkeys(("is", "are", "was", "were"), ()), **dict.fromkeys(("must", "should", "can", "shall",
          "will", "may"), ("be",)), **dict.fromkeys(("has", "have", "had"), ("been",))}
#: adverbs that stand before a participle and stay with it ("is *best* suited"), and "being" ("are being removed")
_ADVERBS = frozenset("best most well also often always never not still already generally usually typically even just "
                     "only first being".split())
#: demonstratives that stand for a noun ("both of *these*"), which a subject may not hold; "these patches" may
_DEMONSTRATIVES = frozenset("this that these those".split())


def passive_statement(rest: str, parse: Callable[[str], object], cut: Callable[[str], bool] = lambda _: False) -> str:
    """The statement a passive why-question takes as given, from ``rest`` (the question after "Why", its first word
    the auxiliary: "must antivirus software … be installed on …"); "" when no reading passes (see the module
    docstring). Hypotheticals ("would", "could", "might") have none, nor a subject ``cut`` rejects (one that opens a
    quotation it does not close) or one that is or holds a pronoun ("Why were she and Wickham married …", "Why is it
    that …", "Why must both of these be installed …")."""
    words = rest.split()
    link = _LINKS.get(words[0].lower()) if words else None
    if link is None:
        return ""
    aux = words[0].lower()
    for k in range(2, len(words)):
        for start in _starts(words, k, link):
            subject = " ".join(words[1:start])
            comma = subject.endswith(",")  # "email, being vital to the entire subject base, | should be preferred …"
            subject = subject.rstrip(",")
            if not subject or cut(subject):
                continue
            statement = joined(subject + ("," if comma else ""), aux, " ".join(words[start:]))
            participle = words[k].lower().rstrip(",;:").split("-")[-1]  # "installed,"; "re-installed" parses apart
            if _passive_at(statement, len(list(parse(subject))), aux, participle, parse):
                return statement
    return ""


def _starts(words: list[str], k: int, link: tuple[str, ...]) -> list[int]:
    """Where the predicate may start when ``words[k]`` is the participle: before the link ("be", "been") and the
    adverbs on either side of it ("be centrally managed", "also be installed", "are being removed"), and, where an
    "-ly" word was taken for an adverb, before the link alone too (it may be a noun: "the assembly be installed")."""
    def back(i: int) -> int:
        while i > 2 and (words[i - 1].lower() in _ADVERBS or re.fullmatch(r"[a-z]{3,}ly", words[i - 1])):
            i -= 1
        return i

    out: list[int] = []
    for skip in (back, lambda i: i):
        i = skip(k)
        if link:
            if i - 1 < 2 or words[i - 1].lower() != link[0]:
                continue
            i = skip(i - 1)
        if i >= 2 and i not in out:
            out.append(i)
        if not any(re.fullmatch(r"[a-z]{3,}ly", w) for w in words[i:k]):
            break  # no "-ly" word taken for an adverb, which might be a noun
    return out


def _passive_at(statement: str, n: int, aux: str, participle: str, parse: Callable[[str], object]) -> bool:
    """Does the parse of ``statement`` make ``participle`` its main verb, a past participle after the subject with
    ``aux`` among its auxiliaries and only adverbs and forms of "be" between them, and give it one passive subject,
    no pronoun in it, whose phrase is exactly the first ``n`` tokens?"""
    tokens = list(parse(statement))
    root = next((t for t in tokens if t.dep_ == "ROOT"), None)
    if root is None or root.tag_ != "VBN" or root.lower_ != participle or root.i <= n or not any(
            c.dep_ in ("aux", "auxpass") and c.lower_ == aux and c.i >= n for c in root.children):
        return False
    between = tokens[n:root.i]
    if any(t.i > n and t.text != "," and not (t.tag_.startswith("RB") or t.lemma_ == "be") for t in between
           if t.lower_ != aux):
        return False  # "the assembly" is no adverb
    subjects = [t for t in root.children if t.dep_ in ("nsubjpass", "csubjpass")]
    if len(subjects) != 1 or any(t.tag_ == "PRP" and (t.i == subjects[0].i or t.dep_ in ("pobj", "conj"))
                                 or t.lower_ in _DEMONSTRATIVES and t.dep_ != "det" for t in tokens[:n]):
        return False  # "she and Wickham", "both of these"; not "installing patches without first testing them"
    span = [t.i for t in subjects[0].subtree]
    return min(span) == 0 and max(span) == n - 1

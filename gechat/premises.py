"""A why-question's premise read from its words: the statement it takes as given.

"Why does FIPS 199 require encryption of all federal data?" takes as given "FIPS 199 does require encryption of all
federal data." :func:`premise` writes that statement from spaCy's parse of the question (the subject straight after
the auxiliary, subject and predicate each a whole phrase), and, where the parse misreads an inverted passive, from the
passive itself (:func:`passive_statement`); :func:`shown` writes it as a reader would. :mod:`gechat.presupposed` judges
it against the documents. Only questions that ask why (and "how come", "for what reason") are read (:func:`asks_why`).

A passive question: spaCy's small parser misreads many inverted passives: in "Why must antivirus software and data
loss prevention be installed on every organization-issued mobile device?" it takes "antivirus" for the verb, so no
subject follows the auxiliary. The statement itself parses well ("antivirus software and data loss prevention must be
installed on …"), and the passive tells where its subject ends: right before the participle (after "be" for a modal,
"been" for "has", any adverbs about it kept with the predicate: "is *strongly* preferred", "be *centrally*
managed"). :func:`passive_statement` writes the statement for each word that could be that participle, first to last,
and keeps the first whose parse has that word as its main verb, a past participle, with a passive subject that spans
exactly the words before the auxiliary and only adverbs between them. A reduced relative inside the subject can pass
that test at the wrong word ("data on mobile devices at increased risk of compromise *is compared* …"), which is why
this reading comes only after the question's own parse has failed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.claimed import AUXILIARIES, FINITE, SUBJECTS, joined, span_text

#: the words that open a question asking why, with the question that follows them inverted ("Why does …")
_WHY = re.compile(r"\s*(?:why|for\s+what\s+reason)\s+(?=\w)", re.IGNORECASE)
#: "How come …" asks why with the statement that follows it as it stands ("How come the soup is thickened?")
_HOW_COME = re.compile(r"\s*how\s+come\s+(?=\w)", re.IGNORECASE)
#: tags of a participle after the subject that the parse hung on it, the predicate ("Are the rolls | painted …"); the
#: parse may tag it a past tense ("Are security categories | meant to be used …")
_HUNG = frozenset({"VBN", "VBG", "VBD"})


def asks_why(question: str) -> bool:
    question = _ATTRIBUTED_FIRST.sub(r"\1 ", question)
    return bool(_WHY.match(question) or _HOW_COME.match(question))


#: a question that goes on with another question or sentence ("…, and how long does it take?", "… 800-40? Was it
#: replaced?"), or sets a condition on what it asks ("…, if the market grew?"): its premise is no one statement
_MORE = re.compile(r"[?!]\s*\S|[a-z]{4,}\.\s+[A-Z]|,?\s+(?:and|or|but)\s+(?:how|what|why|when|where|who|which|is|are|does|do|did)\b"
                   r"|,\s*(?:if|unless|given|assuming|provided|supposing)\b", re.IGNORECASE)
#: an attribution at the end names where the premise is said, not part of it ("…, according to the report?")
_ATTRIBUTED = re.compile(r",\s*(?:according\s+to|as\s+(?:stated|said|reported)\s+(?:in|by))\b[^,]*$", re.IGNORECASE)
#: an attribution after the question word names where the premise is said ("Why, according to the handbook, does
#: the trustee …?"): read as "Why does the trustee …?"
_ATTRIBUTED_FIRST = re.compile(r"^\s*(why|how\s+come|for\s+what\s+reason)\s*,\s*(?:according\s+to|as\s+(?:stated|said|"
                               r"reported|explained|noted)\s+(?:in|by)|in\s+the\s+view\s+of)\b[^,]*,\s*", re.IGNORECASE)
#: subjects that stand for something said before ("Why does this happen?", "Why did he leave?"), or no one in
#: particular, "Why is it that …": no sentence can state such a premise by itself
PRONOUNS = frozenset("it this that these those he she they him her them i we you one".split())


def premise(question: str, parse: Callable[[str], object]) -> str:
    """The statement ``question`` takes as given when it asks why, else ``""``."""
    question = " ".join(question.split()).rstrip(" ?.!")
    if _MORE.search(question):
        return ""
    question = _ATTRIBUTED_FIRST.sub(r"\1 ", _ATTRIBUTED.sub("", question))
    come = _HOW_COME.match(question)
    if come:
        rest = question[come.end():]
        return joined(rest) if _whole(parse(rest)) else ""
    why = _WHY.match(question)
    if not why:
        return ""
    rest = question[why.end():]
    statement = _uninverted(list(parse(rest[:1].upper() + rest[1:])))
    if statement:
        return statement
    whole = list(parse(question))  # the parser reads "Why do vendors …" better than "Do vendors …" at times: "Do"
    # taken for the base form, "Are laptops excluded …" for "are" + an attribute
    first = next((t.i for t in whole if t.idx >= why.end()), len(whole))
    return _uninverted(whole, first) or passive_statement(rest, parse)  # "Why must antivirus
    # software … be installed …": "antivirus" taken for the verb


def shown(statement: str) -> str:
    """``statement`` as a reader would write it: "FIPS 199 does require encryption …" → "FIPS 199 requires encryption
    …", "the cooks do add burnt sugar …" → "the cooks add burnt sugar …" (the judge reads the statement as
    :func:`premise` writes it; "did" and a denial are kept: "NIST did withdraw …", "… does not cover …")."""
    m = _DO_SUPPORT.search(statement)
    if not m:
        return statement
    verb = m.group("verb")
    said = _third_person(verb) if m.group("do") == "does" else verb
    return f"{statement[:m.start()]} {said}{statement[m.end():]}"


_DO_SUPPORT = re.compile(r" (?P<do>does|do) (?!not\b|never\b)(?P<verb>[a-z]+)\b(?!')")
_IRREGULAR = {"have": "has", "be": "is", "do": "does", "go": "goes"}


def _third_person(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(verb) > 1 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _whole(doc) -> bool:
    """Does ``doc`` have a subject, no pronoun, before its main verb?"""
    return any(t.dep_ in SUBJECTS and t.head.dep_ == "ROOT" and t.i < t.head.i and t.lower_ not in PRONOUNS
               for t in doc)


def _uninverted(tokens, first: int = 0) -> str:
    """ "Does the Handbook warn against …" → "the Handbook does warn against …"; "" when the parse does not give a
    subject right after the auxiliary and a predicate after the subject, each a whole phrase. ``tokens`` are a
    parse's, in order; the question starts at ``first`` (after "Why" in a parse of the whole question). A parse that
    hangs "Why" inside the subject's phrase is read when the predicate opens with a verb ("Why must state, local, and
    tribal governments apply …", "state" taken for a verb); an apposition of a "be" question's subject that opens
    with a determiner is read as the attribute ("Why is threat intelligence | the trust algorithm input that …")."""
    if len(tokens) - first < 3:
        return ""
    aux = tokens[first]
    word = _CONTRACTED.get(aux.lower_, aux.lower_)  # "ca" of "can't" is "can", "wo" of "won't" "will"
    if aux.lemma_.lower() not in AUXILIARIES or aux.tag_ not in FINITE or word in _HYPOTHETICAL:
        return ""
    start = first + 1
    negation = ""
    if tokens[start].dep_ == "neg":  # "Why shouldn't bits of fritter be left …"
        negation, start = " not", start + 1
    subject = next((t for t in tokens[start:] if t.dep_ in SUBJECTS
                    and (t.head.dep_ == "ROOT" or t.head.pos_ in ("VERB", "AUX"))), None)
    if subject is None and aux.lemma_.lower() == "be" and aux.dep_ == "ROOT":  # "Are security categories | meant to
        # be used …": the parse made the subject the attribute of "are" and hung the participle on it
        subject = next((t for t in tokens[start:] if t.dep_ == "attr" and t.head.i == aux.i
                        and any(c.dep_ == "acl" and c.tag_ in _HUNG for c in t.children)), None)
    if subject is None or subject.lower_ in PRONOUNS or min(
            (t.i for t in subject.subtree if t.i >= start), default=-1) != start:
        return ""  # the subject straight after the auxiliary (which the parse may hang on it: "Do n't cooks …")
    why_in_subject = any(t.i < first for t in subject.subtree)  # "Why" hung in the subject's phrase with the
    # auxiliary: "Why must state, local, and tribal governments apply …", "state" taken for a verb
    if subject.head.i == aux.i and aux.lemma_.lower() != "be":  # "Does | 11 U.S.C. § 1302 incorporate …" misread
        return ""
    end = subject.right_edge.i + 1
    if aux.dep_ == "ROOT":  # "Are the apple rolls painted with beaten egg": the parse hung the predicate on the subject
        hung = [t.i for t in subject.subtree if t.right_edge.i == subject.right_edge.i and t.i > subject.i
                and (t.dep_ == "acl" and t.tag_ in _HUNG or t.dep_ == "amod" and t.pos_ == "ADJ")]
        end = max(hung, default=end)
        # "Why is threat intelligence | the trust algorithm input that …": the parse made the attribute an apposition
        named = next((t for t in subject.children if t.dep_ == "appos" and t.right_edge.i == subject.right_edge.i
                      and t.left_edge.i > subject.i and tokens[t.left_edge.i - 1].text not in (",", "(", "-", "—", "–")
                      and tokens[t.left_edge.i].tag_ in ("DT", "PRP$")  # "the …", not "trust | algorithm" cut
                      and aux.lemma_.lower() == "be"), None) if not hung else None
        end = named.left_edge.i if named is not None else end
    else:
        named = None
    if end >= len(tokens) or end <= start or not _apart(tokens, start, end, subject, named):
        return ""
    at = end + 1 if _aside_closed(tokens, start, end) else end  # "the organization, rather than the vendor, | have"
    if at >= len(tokens):
        return ""
    if tokens[at].dep_ == "neg" and not negation and tokens[at].lower_ in ("not", "n't"):
        negation, predicate = " not", span_text(tokens[at + 1:])  # "Why does the standard not cover …"
    elif tokens[at].dep_ == "neg" or tokens[at].lower_ == "never":  # "do never categorize": no statement says so
        return ""
    else:
        predicate = span_text(tokens[at:])
    if not predicate[:1].islower():  # "FIPS | is 199 mandatory", "NIST and … issue | did FIPS 199": a name cut
        return ""
    if why_in_subject and not (tokens[at].tag_ in ("VB", "VBP") if aux.tag_ == "MD" or word in ("do", "does", "did")
                               else tokens[at].tag_.startswith("VB")):
        return ""  # such a parse may take the verb into the subject too: "running water and soap remove | do germs",
        # "… soap process | do claims" ("claims" read as the verb: no base form after "do")
    verb_at = at + (1 if tokens[at].dep_ == "neg" else 0)
    if word in ("do", "does", "did") and verb_at < len(tokens) and tokens[verb_at].tag_ in _NO_VERB \
            and tokens[verb_at].i != subject.head.i or tokens[end - 1].tag_ in ("CC", "DT", "IN") \
            or tokens[end - 1].text == "," and not any(t.text == "," for t in tokens[start:end - 1]):
        return ""  # "the standing trustee file | does a final report", "the United States Trustee appoint and | does
        # supervise …", "the bacon, | is once soaked, cut thin": the parse took the main verb for a noun or hung a
        # comma on the subject; no premise rather than a garbled one
    subject_text = span_text(tokens[start:end]) + ("," if at > end else "")
    return "" if _quote_cut(subject_text) else joined(subject_text, word + negation, predicate)


def _quote_cut(subject: str) -> bool:
    """Does ``subject`` open a quotation it does not close ("the value 'not | applicable'")?"""
    quoted = _POSSESSIVE.sub("", subject)  # "the standing trustee's final report" holds no quote
    if quoted.count("'") % 2:  # "the debtors' plans"; not "the phrase 'standing trustees'", whose quote closes
        quoted = _PLURAL_POSSESSIVE.sub("", quoted)
    return bool(quoted.count("'") % 2 or quoted.count('"') % 2)


#: an apostrophe of a possessive ("the trustee's report", "the debtors' plans"), not a quotation mark
_POSSESSIVE = re.compile(r"(?<=\w)['\u2019]s\b")
_PLURAL_POSSESSIVE = re.compile(r"(?<=s)['\u2019](?=\s|$)")
#: tags of a word that cannot open the predicate after "do" unless the parse makes it the subject's verb (as it does
#: "replace", tagged a noun, in "Did the Army cooking school replace lard …"): a determiner, a noun, an adjective or a
#: number ("the standing trustee file | does a final report")
_NO_VERB = frozenset("DT NN NNS NNP NNPS JJ JJR JJS CD PRP PRP$ IN".split())
#: the auxiliary of a contraction as spaCy splits it ("ca" + "n't")
_CONTRACTED = {"ca": "can", "wo": "will", "sha": "shall"}
#: modals that ask about a case, not a fact ("Why would anyone soak bacon in water?")
_HYPOTHETICAL = frozenset({"would", "could", "might"})


def _aside_closed(tokens, start: int, end: int) -> bool:
    """Does a comma after the subject close an aside the subject opened with one ("the organization, rather than
    the vendor, | have to record …", "FIPS 199, a federal standard, | require …")? The predicate then starts after
    it, and the statement keeps both commas. An aside with a verb may hold the predicate's first words ("Is the
    bacon, once soaked, | cut thin"): no statement then."""
    if tokens[end].text != ",":
        return False
    opened = next((t.i for t in tokens[start + 1:end] if t.text == ","), None)
    return opened is not None and not any(t.pos_ in ("VERB", "AUX") for t in tokens[opened + 1:end])


def _apart(tokens, start: int, end: int, subject, named=None) -> bool:
    """Are the subject (``tokens[start:end]``) and the predicate after it each whole: no word of the subject hangs
    on a word after it, nor one after it on the subject (but the predicate's first word, which the parse hung on the
    subject: "Are the apple rolls | painted …", or ``named``, an apposition read as the attribute)? Not "FIPS | is 199
    mandatory", "the standard not | is applied"."""
    inside = range(start, end)
    return all(t.i == subject.i or t.head.i in inside for t in tokens[start:end]) and \
        all(t.head.i not in inside for t in tokens[end + 1:] if named is None or t.i != named.i)


#: the auxiliaries of a passive question, each with the word that stands between its subject and the participle
_LINKS = {**dict.fromkeys(("is", "are", "was", "were"), ()), **dict.fromkeys(("must", "should", "can", "shall",
          "will", "may"), ("be",)), **dict.fromkeys(("has", "have", "had"), ("been",))}
#: adverbs that stand before a participle and stay with it ("is *best* suited"), and "being" ("are being removed")
_ADVERBS = frozenset("best most more less so too far very well also often always never not still already generally "
                     "usually typically even just only first being".split())
#: demonstratives that stand for a noun ("both of *these*"), which a subject may not hold; "these patches" may, and
#: "that" opening a relative clause ("patches that fix critical flaws")
_DEMONSTRATIVES = frozenset("this that these those".split())


def passive_statement(rest: str, parse: Callable[[str], object]) -> str:
    """The statement a passive why-question takes as given, from ``rest`` (the question after "Why", its first word
    the auxiliary: "must antivirus software … be installed on …"); "" when no reading passes (see the module
    docstring). Hypotheticals ("would", "could", "might") have none, nor a subject that opens a quotation it does not
    close (:func:`_quote_cut`) or one that is or holds a pronoun ("Why were she and Wickham married …", "Why is it
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
            if not subject or _quote_cut(subject):
                continue
            statement = joined(subject + ("," if comma else ""), aux, " ".join(words[start:]))
            participle = words[k].lower().rstrip(",;:").split("-")[-1]  # "installed,"; "re-installed" parses apart
            if _passive_at(statement, len(list(parse(subject))), aux, participle, parse):
                return statement
    return ""


def _starts(words: list[str], k: int, link: tuple[str, ...]) -> list[int]:
    """Where the predicate may start when ``words[k]`` is the participle: before the link ("be", "been") and the
    adverbs on either side of it ("be centrally managed", "also be installed", "are being removed"), and, where an
    "-ly" word was taken for an adverb, before the link and the other adverbs alone too (it may be a noun: "the
    assembly be installed", "the family being removed")."""
    def back(i: int, ly: bool = True) -> int:
        while i > 2 and (words[i - 1].lower() in _ADVERBS or ly and re.fullmatch(r"[a-z]{3,}ly", words[i - 1])):
            i -= 1
        return i

    out: list[int] = []
    for skip in (back, lambda i: back(i, ly=False)):
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
                                 or t.lower_ in _DEMONSTRATIVES and t.tag_ == "DT" and t.dep_ != "det"
                                 for t in tokens[:n]):
        return False  # "she and Wickham", "both of these"; not "installing patches without first testing them"
    span = [t.i for t in subjects[0].subtree]
    return min(span) == 0 and max(span) == n - 1

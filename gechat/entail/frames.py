"""Whether two sentences say their words of the same thing: the guards the conflict checks read before they call
a negation or an antonym a conflict (:func:`gechat.entail.conflicts.find_conflict`).

* :func:`other_defined`: two formula or label lines that give values to different things ("SC contract
  information = {... LOW}" / "SC SCADA system = {... HIGH}");
* :func:`other_doers`: main clauses with different doers, as far as the parse tells;
* :func:`other_frame`: a verb said of another kind of the same thing in each ("a *serious* adverse effect
  means ..." / "a *severe* adverse effect means ...").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import antonyms, asserted, disputed, hedges
from gechat.entail.details import _owner_fold
from gechat.entail.opposed import CONVERSE_GROUPS
from gechat.entail.polarity import _QUOTED, met_words
from gechat.entail.quantities import NEGATIONS, words
from gechat.entail.roles import Participant, participant, same
from gechat.lines import is_reference_entry, titles
from gechat.text import content_words


#: a line written as a formula or a label, and what it gives a value to: "SC SCADA system = {...}", "Impact:
#: HIGH" (a short value after the colon; not a time or a score, "10:15", "5:4", nor a clause, "Result: the drug
#: did not ...")
_DEFINED = re.compile(r"^\s*([A-Za-z][^=:;.!?]{0,79}?)\s*(?:=\s*(?P<formula>\S)|:\s+(?P<value>(?:\S+\s*){1,4}$))")


def other_defined(premise: str, hypothesis: str) -> bool:
    """Do the two lines give values to different things ("SC contract information = {... LOW}" / "SC SCADA
    system = {... HIGH}")? A formula or a label line has no verb for the parse to find its subject."""
    p, h = _DEFINED.match(premise), _DEFINED.match(hypothesis)
    if p is None or h is None:
        return False
    a, b = set(content_words(p.group(1), _owner_fold)), set(content_words(h.group(1), _owner_fold))
    return bool(a) and bool(b) and not (a <= b or b <= a)


def other_doers(premise: str, hypothesis: str, parse: Callable[[str], list], reason: str = "") -> bool:
    """Do the two sentences have different doers (subjects) where they meet, as far as the parse tells? Each side's
    doer is the subject of the clause that states the word ``reason`` quotes of it ("… but *these* are not
    considered mandatory": no noun, so it may be anyone; "…, but *the mayor* did not sign the bill"), of every clause
    that holds it ("The team lost the final, and the coach lost his job": the team's too), else of its main clause."""
    words = met_words(reason) or ("", _last_quoted_word(reason))
    met = {w.lower() for w in words if w}
    if (turned := _passive_thing_differs(parse(premise), parse(hypothesis), words)) is not None:
        return turned
    mine, theirs = _doers(parse(premise), words[1]), _doers(parse(hypothesis), words[0])
    mine, theirs = [a for a in mine if a is not None], [b for b in theirs if b is not None]  # a pronoun: unknown
    return bool(mine) and bool(theirs) and not any(_alike(a, b, met) for a in mine for b in theirs)


def _passive_thing_differs(p_doc, h_doc, words: tuple[str, str]) -> bool | None:
    """Where one side's met word is a passive with no agent and the other's an active verb with an object, do their
    things differ ("Dara Whitlow's conviction was overturned" / "The Court of Appeal upheld the conviction of Dara
    Whitlow": the conviction both times)? None where the voices are not so turned."""
    p_tok = next((t for t in p_doc if t.lower_ == words[1].lower() and t.pos_ == "VERB"), None)
    h_tok = next((t for t in h_doc if t.lower_ == words[0].lower() and t.pos_ == "VERB"), None)
    lemmas = {p_tok.lemma_.lower(), h_tok.lemma_.lower()} if p_tok is not None and h_tok is not None else set()
    if not lemmas or any(lemmas <= group for group in CONVERSE_GROUPS):
        return None  # "bought the remaining shares" / "the remaining shares were sold": one sale from its two sides
    for passive, active in ((h_tok, p_tok), (p_tok, h_tok)):
        thing = next((c for c in passive.children if c.dep_ == "nsubjpass"), None)
        done = next((c for c in active.children if c.dep_ == "dobj"), None)
        if thing is not None and done is not None and any(c.dep_ == "auxpass" for c in passive.children) \
                and not any(c.dep_ == "agent" for c in passive.children) \
                and any(c.dep_ == "nsubj" for c in active.children) \
                and not any(c.dep_ in ("nsubjpass", "auxpass") for c in active.children):
            theirs = Participant(participant(done).name, frozenset(
                t.lemma_.lower() for t in done.subtree if t.pos_ in ("NOUN", "PROPN")))
            return not _alike(participant(thing), theirs, set()) and not same(participant(thing), theirs)
    return None


def _alike(a, b, met: set[str]) -> bool:
    """Are ``a`` and ``b`` one doer, but for the words the conflict met ("*low* ratings" / "*high* ratings"; "No
    *patient*" / "Patients": the doer is the word met)?"""
    mine, theirs = a.words - met, b.words - met
    return not mine or not theirs or same(Participant(a.name, mine), Participant(b.name, theirs))


def _doers(doc, word: str = "") -> list:
    """The doer of each clause that holds ``word`` (:func:`_doer`), and of a clause reported before its reporter its
    own subject too, or of the main clause when none does."""
    held = [t for t in doc if t.lower_ == word] if word else []
    if not held:
        return [_doer(doc)]
    # "Not once did the defendant contact the family, the court found": a clause reported before its reporter has its
    # own doer too ("did not confirm that the factory would close" is the minister's alone)
    reported = [participant(s) for t in held for c in dict.fromkeys((t, _reported_clause(t)))
                if c.dep_ == "ccomp" and ((c.i < c.head.i and c is t) or (
                    c.head.lemma_.lower() in _FOUND and not any(n.dep_ == "neg" for n in c.head.children)))
                and (s := _subject(c)) is not None and s.pos_ in ("NOUN", "PROPN")]  # "Researchers found that the
    # compound inhibited the growth …": what was found is the compound's doing too; "Officials said reservoir levels
    # … remained below normal": the levels' state
    return [_doer(doc, t) for t in held] + reported


def _reported_clause(tok):
    """The reported clause that holds ``tok`` ("below" in "Officials said reservoir levels remained below normal":
    "remained"), or ``tok`` itself when no such clause holds it."""
    clause = tok
    while clause.dep_ not in ("ccomp", "ROOT", "conj", "advcl") and clause.head.i != clause.i:
        clause = clause.head
    return clause if clause.dep_ == "ccomp" else tok


#: verbs of finding, showing and reporting, whose clause tells what its own subject did ("Treasurer Alan Reeve
#: reported that annual plot rent would rise": the rent's rise)
_FOUND = frozenset("find show demonstrate reveal establish observe report announce confirm state say".split())


def _doer(doc, held=None):
    """The participant that is the subject of the clause that states the token ``held`` ("…, but these are not …",
    "Although the landlord did not repair …, …"; a clause that only reports or describes, "did not confirm that the
    factory would close", "the man who …", is read as the clause above it), or of the main clause when that clause
    has no subject of its own or no token is given; None when that subject is no noun or there is none."""
    verb = next((t for t in doc if t.dep_ == "ROOT"), None)
    if held is not None and held.dep_ == "acl" and held.head.dep_ == "attr" and held.head.head.pos_ == "AUX" \
            and held.head.head.i < held.head.i and held.head.pos_ in ("NOUN", "PROPN"):
        return participant(held.head)  # "nor was the late fee paid": the parse makes the subject an attribute
    if held is not None:
        clause = held
        while clause.dep_ not in ("ROOT", "conj", "advcl") and clause.head.i != clause.i \
                and not (clause.dep_ == "acomp" and _subject(clause) is not None):  # "nor was the fee paid": the
            # parse hangs "paid" with its own subject on "was"
            clause = clause.head
        own = _subject(clause)
        if clause.pos_ in ("VERB", "AUX") and own is not None \
                and (clause.dep_ != "advcl" or own.pos_ in ("NOUN", "PROPN")):
            verb = clause  # a clause the parse gives no subject of its own keeps the main clause's, and so does a
            # subordinate one whose subject is no noun
    subj = _subject(verb) if verb is not None else None
    return participant(subj) if subj is not None and subj.pos_ in ("NOUN", "PROPN") else None


def _subject(token):
    """The subject among ``token``'s children (active or passive), or None."""
    return next((c for c in token.children if c.dep_ in ("nsubj", "nsubjpass")), None)


def _last_quoted_word(reason: str) -> str:
    """The last word of what a conflict ``reason`` quotes of the sentence when it quotes words, not one ("('are not
    considered mandatory')": "mandatory"), lower-cased; "" when it quotes none."""
    quoted = _QUOTED.findall(reason)
    return quoted[0].split()[-1].lower() if quoted and quoted[0].split() else ""


def _noun_doers(doc) -> dict[str, list]:
    """The noun subjects of ``doc`` as (their head's lemma, the participant), by the lemma of their verb."""
    doers: dict[str, list] = {}
    for t in doc:
        if t.dep_ in ("nsubj", "nsubjpass") and t.pos_ in ("NOUN", "PROPN"):
            doers.setdefault(t.head.lemma_.lower(), []).append((t.lemma_.lower(), participant(t)))
    return doers


def other_frame(premise_doc, hypothesis_doc) -> bool:
    """Is a verb of both sentences said of another kind of the same thing in each: the same head noun with other
    words ("a *serious* adverse effect means ..." / "a *severe* adverse effect means ..."), and no subject of one
    the same as a subject of the other? Parallel definitions say "... the organization is able to ..." of the
    one and "... is not able to ..." of the other: their negation or antonym is no conflict. (The parse of such
    long enumerations rarely shows which clause the conflicting word belongs to, so any shared verb counts; only
    a shared head noun does, since the small parser also names a verb's subject wrongly: "guests that cook".)"""
    above = _noun_doers(premise_doc)
    for verb, doers in _noun_doers(hypothesis_doc).items():
        theirs = above.get(verb, [])
        if (theirs and not any(same(x, y) for _, x in theirs for _, y in doers)
                and any(a == b and _other_kind(x.words, y.words) for a, x in theirs for b, y in doers)):
            return True
    return False


def _other_kind(a: frozenset[str], b: frozenset[str]) -> bool:
    """Do two phrases about the same head noun differ by a word that is not the other's antonym? ("a *little*
    girl" / "a *big* girl" differ by the conflict itself; "a *serious* effect" / "a *severe* effect" by kind)"""
    def unpaired(own: frozenset[str], other: frozenset[str]) -> bool:
        stems = {antonyms.stem(w) for w in other}
        return any(not stems & antonyms.antonyms_of(w) for w in own)

    return unpaired(a - b, b - a) or unpaired(b - a, a - b)


def other_heads(premise: str, hypothesis: str, reason: str, parse: Callable[[str], list]) -> bool:
    """Do the antonyms an antonym ``reason`` names describe different things ("the *unauthorized* disclosure of
    information" / "*authorized* restrictions on information access and disclosure")? Each use must stand before a
    noun (a modifier: the parse says so on one side at least), the nouns differ, and one side names the other's
    noun without the antonym: it speaks of that thing otherwise. ("A small capital" / "A large town" still meet.)"""
    met = met_words(reason) if reason.startswith("the step says") else None
    if met is None:
        return False
    step_word, sentence_word = met
    h_doc, p_doc = parse(hypothesis), parse(premise)
    h, p = _described(h_doc, step_word), _described(p_doc, sentence_word)
    if not h or not p or not any(mod for _, mod in h + p):
        return False
    h_nouns, p_nouns = {n for nouns, _ in h for n in nouns}, {n for nouns, _ in p for n in nouns}
    if h_nouns & p_nouns:
        return False  # "a low unemployment rate" / "high unemployment": the same thing
    return bool(h_nouns & _lemmas(p_doc) or p_nouns & _lemmas(h_doc))


def _lemmas(doc) -> set[str]:
    return {t.lemma_.lower() for t in doc if t.pos_ in ("NOUN", "PROPN")}


def _described(doc, word: str) -> list[tuple[frozenset[str], bool]]:
    """For each use of ``word`` in ``doc`` that stands right before a noun, the lemmas of the nouns it may describe
    (the next one and the head past compounds: "low unemployment rate", a rate and unemployment) and whether the parse
    reads the word as a modifier; empty when a use stands elsewhere."""
    out = []
    for t in doc:
        if t.lower_ != word:
            continue
        nxt = doc[t.i + 1] if t.i + 1 < len(doc) else None
        if nxt is None or nxt.pos_ not in ("NOUN", "PROPN"):
            return []
        noun = t.head if t.dep_ == "amod" else nxt
        while noun.dep_ == "compound" and noun.head.i != noun.i:
            noun = noun.head
        out.append((frozenset({nxt.lemma_.lower(), noun.lemma_.lower()}), t.dep_ == "amod"))
    return out


#: the tags of a verb that makes a claim ("Trustee Approves Plan"); "Duty to File Documents" makes none
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})
#: a list item's mark: "b.", "(ii)", "3)", "1.2"
_ITEM_MARK = re.compile(r"^\s*(?:\(?(?:[a-z]|[ivxlc]{1,5}|\d{1,3}(?:\.\d{1,3})*)[.)]|\([a-z0-9]{1,5}\))\s+",
                        re.IGNORECASE)


def asserts_nothing(text: str, parse: Callable[[str], list]) -> bool:
    """Does ``text`` assert nothing to deny: a title (:func:`gechat.lines.titles`: "Summary of Standing Trustee
    Duties", "11 U.S.C. § 521(a)(1) Debtor's Duty to File Documents") whose only verbs are infinitives, a list item
    led by a verb's "-ing" form ("b. Filing a motion to dismiss or convert the case; or", whose claim is its lead-in's)
    without a finite verb, or a reference list's entry? Not a phrase in sentence case, which may describe ("A small
    capital in Czechoslovakia"), a headline ("Firefighters Battling Blaze in Downtown Warehouse"), nor a notice that
    denies ("NO SMOKING IN THE BUILDING.", "Late Fees Not Refundable")."""
    if is_reference_entry(text):
        return True
    if any(w in NEGATIONS for w in words(text)):
        return False
    doc = parse(text)
    if any(t.tag_ in _FINITE for t in doc):
        return False
    if titles(text):
        return not any(t.pos_ in ("VERB", "AUX") and not any(c.dep_ == "aux" and c.lower_ == "to" for c in t.children)
                       for t in doc)
    item = _ITEM_MARK.match(text)
    if item is None:
        return False
    doc = parse(text[item.end():])
    first = next((t for t in doc if t.is_alpha), None)
    return first is not None and first.dep_ == "ROOT" and first.tag_ == "VBG" \
        and not any(t.tag_ in _FINITE for t in doc)


#: where a long text (a novel's paragraph of dialogue, a run-on line) holds one sentence after another: a stop, "!",
#: "?" or ";" before a capital or a quotation mark, not after a title or an initial ("Mr. Bennet", "U. S. Code")
_SUB_SENTENCE = re.compile(r"(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bDr\.)(?<!\bSt\.)(?<!\b[A-Z]\.)(?<=[.!?;])[”\"’]?\s+"
                           r"(?=[“\"‘]?[A-Z])")


def far_apart(premise: str, sentence_word: str, hypothesis: str, step_word: str, share: Callable[[str, str], float],
              threshold: float) -> bool:
    """In a text of several sentences (a paragraph of dialogue: "“So much the better. It cannot be done too much; and
    when I next write to her, …”"), does the sentence that holds the conflicting word share too little with the
    other side's (``share`` under ``threshold``)? The rest of the paragraph made the two look alike."""
    p_parts, h_parts = _SUB_SENTENCE.split(premise), _SUB_SENTENCE.split(hypothesis)
    if len(p_parts) == 1 and len(h_parts) == 1:
        return False
    p_near = [x for x in p_parts if re.search(rf"\b{re.escape(sentence_word)}", x, re.IGNORECASE)]
    h_near = [x for x in h_parts if re.search(rf"\b{re.escape(step_word)}", x, re.IGNORECASE)]
    if not p_near or not h_near:
        return False
    return max(share(a, b) for a in p_near for b in h_near) < threshold


def held_apart(premise: str, hypothesis: str, reason: str, parse: Callable[[str], list], *,
               kinds: bool = True) -> bool:
    """Are the words a conflict ``reason`` meets in two frames: definitions of other things (:func:`other_defined`),
    other kinds of one head noun (:func:`other_frame`; not with ``kinds`` false, where the reason's reader has
    matched the kind itself), a claim left open (:func:`gechat.entail.hedges.left_open`) or none at all
    (:func:`asserts_nothing`), a word under a condition or possibility on one side only
    (:func:`gechat.entail.asserted.reason_held_apart`), or antonyms that describe other things
    (:func:`other_heads`)? The doers and the distance in a long text are the caller's to read."""
    return other_defined(premise, hypothesis) or (kinds and other_frame(parse(premise), parse(hypothesis))) \
        or hedges.left_open(premise, hypothesis, parse) or asserts_nothing(premise, parse) \
        or asserts_nothing(hypothesis, parse) or asserted.reason_held_apart(premise, hypothesis, reason, parse) \
        or other_heads(premise, hypothesis, reason, parse) or bool(disputed.disputed_claim(premise, hypothesis, parse))

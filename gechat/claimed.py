"""What a short answer item claims: the item read with the question it answers.

An LLM's answer item is often a phrase ("PEP", "the bankruptcy estate", "1978", "Yes"), and a phrase claims
nothing on its own: judged alone, any sentence that names it entails it, so "PEP", given for "Which component
is responsible for establishing and shutting down the communication path …?", was badged Supported by "The PEP
communicates with the PA …". What such an item claims is the question answered with it, "PEP is responsible
for establishing and shutting down the communication path …" (:mod:`gechat.slots` reads the evidence for it).

:func:`statement` writes that claim from spaCy's parse of the question:

- an item that is a clause of its own (a subject and a finite verb, or an instruction) is its own claim;
- "Yes" / "No" answer a yes/no question with its statement, denied for "No" ("Does the Handbook create
  additional rights …?" + "No" → "the Handbook does not create additional rights …");
- a wh-phrase that is the question's subject is replaced by the item ("Who appoints …?" → "United States
  Trustee appoints …"); otherwise the question's subject comes first and the item fills the gap the wh-phrase
  left ("What is a loss of confidentiality?" → "a loss of confidentiality is <item>"; "When was FIPS 199
  issued?" → "FIPS 199 was issued in <item>"; "To what does the standing trustee have a fiduciary
  responsibility?" → "the standing trustee does have a fiduciary responsibility to <item>"; the auxiliary
  "do" is kept rather than the verb inflected);
- "Name / Identify / List …" asks for what the item is ("Name the component that …" → "<item> is the
  component that …").

A question none of these read (a request to summarise, two questions in one) gives ``""``. The small parser
reads some questions wrongly, and the statement then has its words out of order: it is shown to the reviewer
("read with the question as …") and only where the parse is whole does :mod:`gechat.slots` rely on it.
"""

from __future__ import annotations

import re
from typing import Callable

from gechat.text import content_words


WH_TAGS = frozenset({"WDT", "WP", "WP$", "WRB"})
SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj", "csubjpass"})
FINITE = frozenset({"VBZ", "VBD", "VBP", "MD"})
AUXILIARIES = frozenset({"be", "have", "do", "can", "could", "will", "would", "shall", "should", "may",
                         "might", "must"})
#: tags of the words a noun phrase is made of, after its first word
PHRASE_TAGS = frozenset({"JJ", "JJR", "JJS", "NN", "NNS", "NNP", "NNPS", "CD", "HYPH", "POS", "VBN", "VBG"})
#: heads after which "of" goes on with the noun they classify ("what kind of loss")
KINDS = frozenset({"kind", "kinds", "type", "types", "sort", "sorts", "form", "forms", "class", "category"})
#: "how" + one of these is the wh-phrase ("How long", "How old")
HOW_WORDS = frozenset({"long", "old", "often", "far", "tall", "large", "big", "high", "soon", "early", "late",
                       "frequently", "wide", "deep", "heavy", "fast", "quickly", "common", "severe", "likely"})
#: verbs a request for a name opens with ("Name the component that …")
NAMING = frozenset({"name", "identify", "give", "state", "list", "mention", "cite", "specify"})
#: verbs whose "to" leads to the verb that takes the question's object ("What does the trustee need to file?"), not
#: a purpose of their own ("What system should an enterprise establish to monitor …?")
CATENATIVES = frozenset({"need", "have", "want", "plan", "try", "hope", "expect", "intend", "fail", "decide", "agree",
                         "attempt", "continue", "begin", "start", "like", "prefer", "seem", "appear", "refuse",
                         "choose", "wish", "promise", "offer", "learn", "forget", "remember", "manage"})
SUBORDINATORS = frozenset({"when", "if", "because", "while", "after", "before", "as", "since", "although",
                           "unless", "until", "where", "whenever", "once", "whether"})
NUMBER_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                          "twelve", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "several", "few"})
PREPOSITIONS = frozenset({"in", "on", "at", "during", "after", "before", "by", "from", "to", "for", "within",
                          "until", "since", "around", "about", "between", "under", "over", "near", "inside",
                          "because", "due", "through", "via", "with"})
_YES_NO = re.compile(r"^\s*(yes|no)(?:\s*[,.;:!]|\s*$)\s*(.*)$", re.IGNORECASE | re.DOTALL)


def statement(question: str, item: str, parse: Callable[[str], object]) -> str:
    """The claim ``item`` makes as an answer to ``question``: the item itself when it is a clause, the
    question answered with it when it is a phrase, ``""`` when the question cannot be read that way."""
    item = " ".join(item.split())
    if not item.rstrip(" .;:!?,"):
        return ""
    if is_yes_no(item):  # "Yes", "No, it does not."
        return _yes_no(parse(_question(question)), item.lstrip().lower().startswith("no"))
    if is_clause(parse(item)):
        return item
    item = item.rstrip(" .;:!?,")  # "4 hours." fills the gap as "4 hours"
    q = parse(_question(question))
    return _named(q, item) or _wh(q, item) or _predicate(q, parse(item))


def is_clause(doc) -> bool:
    """Does the text state something of its own: a finite verb with a subject, or an instruction?"""
    tokens = [t for t in doc if not t.is_punct]
    if len(tokens) < 3:
        return False  # "bakers use", "Yes": too short to tell a clause from a phrase; read with the question
    main = [t for t in tokens if t.dep_ in SUBJECTS and t.head.dep_ == "ROOT"
            and (t.head.tag_ in FINITE or _has_finite_aux(t.head))]
    if main and not any(c.dep_ == "mark" or c.tag_ in WH_TAGS for c in main[0].head.children) \
            and tokens[0].tag_ not in WH_TAGS:
        return True  # not "the PEP, which communicates with the PA", "when the debtor files"
    root = next((t for t in tokens if t.dep_ == "ROOT"), None)
    return root is not None and root.tag_ == "VB" and root.i == tokens[0].i  # "Bake for about 5 minutes."


def _has_finite_aux(verb) -> bool:
    return any(c.dep_ in ("aux", "auxpass") and c.tag_ in FINITE for c in verb.children)


def _question(text: str) -> str:
    return " ".join(text.split()).rstrip(" ?.!")


def span_text(tokens) -> str:
    """The text of a run of spaCy tokens, as the sentence writes it."""
    return "".join(t.text_with_ws for t in tokens).strip()


def joined(*parts: str) -> str:
    """A statement of ``parts`` (the empty ones left out), ending in a full stop ("the Handbook", "does not",
    "create …" → "the Handbook does not create ….")."""
    return re.sub(r" (?=[,;:])", "", " ".join(p for p in (p.strip() for p in parts) if p)) + "."


def _yes_no(q, denied: bool) -> str:
    """ "Does the Handbook create …?" → "the Handbook does (not) create …"; "" for a question that is not
    a yes/no question."""
    tokens = list(q)
    if len(tokens) < 2 or tokens[0].lemma_.lower() not in AUXILIARIES or tokens[0].tag_ not in FINITE \
            or _negated(tokens):
        return ""
    subject_end = _inverted_subject_end(tokens)
    if subject_end is None:
        return ""
    aux = tokens[0].text.lower()
    return joined(span_text(tokens[1:subject_end]), aux + (" not" if denied else ""), span_text(tokens[subject_end:]))


def _predicate(q, item) -> str:
    """A yes/no question answered with what its subject does or is ("Does the Handbook create additional
    rights …?" + "does not create additional rights" → "the Handbook does not create additional rights"; "Is the
    network considered a trust zone?" + "not considered a trust zone" → "the network is not considered …")."""
    tokens, words = list(q), [t for t in item if not t.is_punct]
    if len(tokens) < 2 or not words or tokens[0].lemma_.lower() not in AUXILIARIES or tokens[0].tag_ not in FINITE \
            or _negated(tokens):
        return ""
    subject_end = _inverted_subject_end(tokens)
    if subject_end is None:
        return ""
    subject, first = span_text(tokens[1:subject_end]), words[0]
    if first.lemma_.lower() in AUXILIARIES and first.tag_ in FINITE:
        return joined(subject, item.text)
    if first.lower_ in ("not", "never") or first.tag_ in ("VBN", "VBG", "JJ", "RB"):
        return joined(subject, tokens[0].text.lower(), item.text)
    return ""


def _negated(tokens) -> bool:
    """A negative yes/no question ("Doesn't the Handbook …?", "Is the network not …?"), whose "Yes" and "No" English
    does not keep apart."""
    return any(t.lower_ in ("not", "n't", "never") and (t.i == 1 or t.i + 1 < len(tokens)
                                                         and tokens[t.i + 1].tag_.startswith("VB")) for t in tokens)


def _inverted_subject_end(tokens) -> int | None:
    """One past the subject of a yes/no question: before a participle the parse hangs on it ("Was | the meeting |
    held in March?"); a subject the parse runs to the end leaves its last word to the predicate ("Are | the Practice Tips in the Handbook | mandatory?")."""
    end = _subject_end(tokens, 1, tokens[0])
    if end is None:
        return None
    participle = next((t.i for t in tokens[2:end] if t.dep_ == "acl" and t.tag_ in ("VBN", "VBG")), None)
    if participle is not None:
        return participle
    if end >= len(tokens):
        return len(tokens) - 1 if len(tokens) > 2 else None
    return end


def _named(q, item: str) -> str:
    """ "Name the component that …" → "<item> is the component that …"."""
    tokens = list(q)
    if len(tokens) < 2 or tokens[0].lower_ not in NAMING or tokens[1].lower_ in ("me", "us"):
        return ""
    if tokens[0].lower_ == "give" or any(t.tag_ in WH_TAGS for t in tokens[1:3]):
        return ""
    return joined(item, "is", span_text(tokens[1:]))


def _wh(q, item: str) -> str:
    tokens = list(q)
    wh = next((t for t in tokens if t.tag_ in WH_TAGS), None)
    if wh is None or any(t.tag_ in WH_TAGS and _second_question(tokens, t) for t in tokens[wh.i + 1:]):
        return ""  # none, or two questions in one ("In what year …, and at which railway station?")
    start, end = wh.i, _phrase_end(tokens, wh)
    if end >= len(tokens):
        return ""
    prep = ""
    if start > 0 and tokens[start - 1].tag_ in ("IN", "TO"):  # "To what …", "In which year …"
        prep = tokens[start - 1].lower_
        start -= 1
    prefix = span_text(tokens[:start])
    phrase = tokens[wh.i:end]
    counted = wh.lower_ == "how" and len(phrase) > 1 and phrase[1].lower_ in ("many", "much")
    answer = _filled(item, wh, prep, phrase, counted)
    nominal = not prep and (wh.tag_ != "WRB" or counted)
    pp_end = _pp_end(tokens, end)  # "What percentage | of olanzapine-treated patients …"
    if pp_end >= len(tokens):
        return ""
    if nominal and _subject_asked(tokens, pp_end, len(phrase) > 1 or wh.tag_ == "WDT"):
        return joined(prefix, answer, span_text(tokens[end:]))  # "Who appoints …", "Which component is …"
    aux = tokens[pp_end]
    if aux.lemma_.lower() not in AUXILIARIES:
        return ""
    if pp_end > end and not prep:  # "How many techniques for identifying missing patches do … use?"
        answer = f"{answer} {span_text(tokens[end:pp_end])}"
    first = pp_end + 1
    subject_end = _subject_end(tokens, first, aux)
    if subject_end is None or subject_end <= first:
        return ""
    subject_end = _whole_subject(tokens, first, subject_end, aux, passive=bool(prep) or not nominal
                                 or tokens[-1].tag_ in ("IN", "RP"))
    subject, rest, said = span_text(tokens[first:subject_end]), tokens[subject_end:], aux.text.lower()
    cut = next((i for i, t in enumerate(rest) if t.lower_ in SUBORDINATORS and t.dep_ in ("mark", "advmod")
                or t.text in (",", ";", ":")), len(rest))
    head, tail = span_text(rest[:cut]), span_text(rest[cut:])
    if prep or not nominal or (rest and rest[cut - 1].tag_ in ("IN", "TO") if cut else False):
        return joined(prefix, subject, said, head, answer, tail)  # the gap closes the clause
    if aux.lemma_ == "be" and not any(t.tag_ in ("VBN", "VBG") for t in rest[:cut]):
        return joined(prefix, subject, head, said, answer, tail)  # "the first President of the United States was …"
    verb = next((i for i, t in enumerate(rest[:cut]) if t.tag_.startswith("VB")), None)
    if aux.lemma_.lower() == "do" or aux.tag_ == "MD":  # the subject ends at the verb, though the parse may call it
        # a noun ("What system should an enterprise … establish to monitor …?"), past a denial or an adverb
        verb = next((i for i, t in enumerate(rest[:cut]) if t.lower_ not in ("not", "n't", "never")
                     and t.tag_ not in ("RB", "RBR")), verb)
    if verb is None:
        return joined(prefix, subject, said, head, answer, tail)
    if rest[verb].lemma_.lower() in CATENATIVES and verb + 2 < cut and rest[verb + 1].tag_ == "TO" \
            and rest[verb + 2].tag_ == "VB" and (verb + 3 == cut or rest[verb + 3].tag_ in ("IN", "TO")):
        verb += 2  # "What does the trustee need to file?": the gap follows the verb the first one leads to
    while verb + 1 < cut and rest[verb + 1].dep_ == "prt":
        verb += 1
    return joined(prefix, subject, said, span_text(rest[:verb + 1]), answer, span_text(rest[verb + 1:]))


def _whole_subject(tokens, first: int, end: int, aux, passive: bool) -> int:
    """One past the subject that starts at ``first`` and that :func:`_subject_end` ends at ``end``: after "be", in a
    question whose verb is a participle (``passive``: it asks for a time, place, manner or a preposition's object,
    "What is | Army sauce | used over?", "Why are | laptops | left out …?"), before the participle the parse hangs on
    the subject, the question's last word when it is one ("Where were | many administrative functions formerly
    performed by the court | placed?"; not "Who was the Secretary of Commerce named in FIPS 199?", which asks who
    the secretary was); with a relative clause the parse cuts off, through that clause to the participle that is
    the question's verb ("At which research firm was | the person who named this security model | working?")."""
    if aux.lemma_.lower() != "be" or not passive:
        return end
    last = next((t for t in reversed(tokens) if t.tag_ not in ("IN", "RP")), None)  # past a stranded "over"
    if last is None or last.tag_ not in ("VBN", "VBG", "VBD") or last.dep_ in ("pcomp", "pobj") or last.i <= first:
        # not "… covered with a wet cloth before baking"
        return next((t.i for t in tokens[first + 1:end] if t.dep_ == "acl" and t.tag_ in ("VBN", "VBG")), end)
    if end < len(tokens) and tokens[end].lower_ in ("who", "that", "which") and last.i > end + 1:
        return last.i  # the relative clause the parse cut off
    return min(last.i, end)  # the parse may call the last word a past form ("placed")


def _second_question(tokens, t) -> bool:
    """A second wh-word that asks ("…, and at which railway station?"), not a relative pronoun."""
    return t.i > 0 and tokens[t.i - 1].lower_ in (",", "and", "or") or \
        t.i > 1 and tokens[t.i - 1].tag_ == "IN" and tokens[t.i - 2].lower_ in (",", "and", "or")


def _phrase_end(tokens, wh) -> int:
    """One past the wh-phrase's last token: "Who", "Which federal department", "How many security
    objectives", "How long", "What kind of loss"."""
    i = wh.i + 1
    if wh.lower_ == "how":
        if i < len(tokens) and tokens[i].lower_ in ("many", "much"):
            i += 1
        elif i < len(tokens) and (tokens[i].lower_ in HOW_WORDS or tokens[i].tag_ in ("JJ", "JJR", "RB", "RBR")):
            return i + 1  # "How long", "How thick"
        else:
            return i
    elif wh.lower_ not in ("what", "which", "whose"):
        return i
    while i < len(tokens) and (tokens[i].tag_ in PHRASE_TAGS or tokens[i].tag_ == "CC" and i + 1 < len(tokens)
                               and tokens[i + 1].tag_.startswith("NN")) \
            and not (tokens[i].tag_ in ("VBN", "VBG") and tokens[i].dep_ not in ("amod", "compound")):
        i += 1
        if i + 1 < len(tokens) and tokens[i].lower_ == "of" and tokens[i - 1].lower_ in KINDS:
            i += 1
    return i


def _filled(item: str, wh, prep: str, phrase, counted: bool) -> str:
    """The item as it stands in the wh-phrase's place: with the question's preposition ("to the bankruptcy
    estate"), "in" a time, "at" a place, "because" of a reason, and a bare number with what it counts."""
    word = wh.lower_
    first = item.split()[0].lower()
    if counted and len(phrase) > 2 and _number_like(item):
        item = f"{item} {span_text(phrase[2:])}"
    if prep:
        return item if first == prep else f"{prep} {item}"
    if first in PREPOSITIONS:
        return item
    if word == "when":
        day = re.search(r"(?<![\d,.])\b\d{1,2}(?:st|nd|rd|th)?\b(?!\d|[,.]\d)", item) and re.search(r"[A-Za-z]{3}", item)
        return f"on {item}" if day else f"in {item}"
    if word == "where":
        return f"at {item}"
    if word == "why":
        return item if first in ("to", "so", "since", "as") else f"because {item}"
    return item


def _number_like(item: str) -> bool:
    """A bare number, a number word or a range ("25", "five", "20 to 30", "about 6")?"""
    words = item.lower().split()
    while words and words[0] in ("about", "around", "approximately", "roughly", "some", "between", "over", "under"):
        words = words[1:]
    return bool(words) and all(re.fullmatch(r"[\d.,]+|[-–]", w) or w in NUMBER_WORDS or w in ("to", "and", "or")
                               for w in words) and any(re.fullmatch(r"[\d.,]+", w) or w in NUMBER_WORDS for w in words)


def _pp_end(tokens, end: int) -> int:
    """One past a prepositional phrase that goes on from the wh-phrase up to the clause's verb ("What
    percentage of an agency's budget | should …"); ``end`` when none does."""
    if tokens[end].tag_ != "IN" or tokens[end].lower_ in SUBORDINATORS:
        return end
    for i in range(end + 1, len(tokens)):
        if tokens[i].tag_ in FINITE:
            return i
    return end


def _subject_asked(tokens, i: int, determined: bool) -> bool:
    """Is the wh-phrase the question's subject: a verb follows it, or an auxiliary and then a verb, "not"
    or a predicate ("Who was appointed …", "Which component is responsible for …"); after "Which X is" the
    rest names what X is ("Which institution is the central bank …")?"""
    after = tokens[i]
    if after.tag_ in ("VBZ", "VBD", "VBP") and after.lemma_.lower() not in AUXILIARIES \
            or after.tag_ == "VBN" and after.dep_ == "ROOT":  # "What instrument screened patients …"
        return True
    if after.tag_ == "RB" and i + 1 < len(tokens) and tokens[i + 1].tag_ in ("VBZ", "VBD", "VBP"):
        return True  # "Which federal department now handles …"
    if after.lemma_.lower() not in AUXILIARIES:
        return False
    if i + 1 >= len(tokens):
        return True
    nxt = tokens[i + 1]
    rest = [t for t in tokens[i + 1:] if not t.is_punct]
    if len(rest) > 1 and rest[-1].tag_ in ("IN", "TO") and rest[-1].dep_ != "prt":
        return False  # a preposition left at the end asks for its object: "What size balls are codfish balls rolled into?"
    if nxt.lower_ in ("not", "n't") or nxt.tag_ in ("VBN", "VBG", "VB", "JJ", "JJR", "RBR"):
        return True
    if nxt.tag_ == "RB" and i + 2 < len(tokens) and tokens[i + 2].tag_ in ("VBN", "VBG", "VB", "JJ"):
        return True
    return determined and after.lemma_ == "be" and nxt.tag_ not in ("PRP", "EX")


def _subject_end(tokens, start: int, aux) -> int | None:
    """One past the subject after an inverted auxiliary: up to the verb in its base form after "do" or a
    modal (spaCy often tags a question's last word as a noun: then that word is the verb), up to the
    participle after "have", else the parse's subject or the noun phrase there."""
    if start >= len(tokens):
        return None
    if aux.lemma_.lower() == "do" or aux.tag_ == "MD":
        stop = next((i for i in range(start + 1, len(tokens)) if tokens[i].text == ","), len(tokens))
        tokens = tokens[:stop]  # "To what do all statutory references refer, unless otherwise indicated?"
        verb = next((i for i in range(start + 1, len(tokens)) if tokens[i].tag_ in ("VB", "VBP")
                     or tokens[i].lower_ in ("not", "n't", "never") and i + 1 < len(tokens)
                     and tokens[i + 1].tag_.startswith("VB")), None)  # "should not be used", not "not applicable"
        if verb is not None and verb - 2 > start and tokens[verb - 1].tag_ == "TO" \
                and tokens[verb - 2].tag_.startswith("NN"):
            verb -= 2  # "should an enterprise … establish to monitor": the verb before "to", parsed as a noun
        if verb is None:
            verb = next((i for i in range(start + 1, len(tokens)) if tokens[i].dep_ == "ROOT"
                         and tokens[i].pos_ in ("VERB", "NOUN")), None)
        if verb is None and any(t.tag_.startswith("NN") or t.tag_ == "PRP" for t in tokens[start:-1]):
            verb = len(tokens) - 1  # the last word, which the parser took for a noun ("… does FIPS 199 define")
        return verb  # None for "Does the Handbook, in section 3, create rights?": the verb lies past the comma
    if aux.lemma_.lower() == "have":
        verb = next((i for i in range(start + 1, len(tokens)) if tokens[i].tag_ == "VBN"), None)
        if verb is not None:
            return verb
    for t in tokens[start:]:
        if t.dep_ in SUBJECTS and t.left_edge.i <= start:  # its subtree may reach back to the wh-word
            return t.right_edge.i + 1
    i = start
    if tokens[i].tag_ in ("PRP", "EX"):
        return i + 1
    if tokens[i].tag_ in ("DT", "PRP$", "VBG"):  # "the …", "thickening"
        i += 1
    begun = i
    while i < len(tokens) and tokens[i].tag_ in PHRASE_TAGS - {"VBN", "VBG"}:
        i += 1
    if i == begun and tokens[start].tag_ == "VBG":
        return i
    return i if i > begun else None



def is_phrase(item: str, parse: Callable[[str], object]) -> bool:
    """Does ``item`` need its question to claim anything: a phrase, or a bare "Yes" / "No"?"""
    return is_yes_no(item) or not is_clause(parse(" ".join(item.split())))


def is_yes_no(item: str) -> bool:
    """Is ``item`` a bare "Yes" or "No", or one that only restates it ("No, it does not.")? Not "No more than 5",
    "No one", nor "Yes, only in 2019", whose words say more than the question's statement."""
    yes_no = _YES_NO.match(item)
    return bool(yes_no) and len(yes_no.group(2).split()) <= 3 and not content_words(yes_no.group(2))

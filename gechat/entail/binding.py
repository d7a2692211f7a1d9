"""A step that binds what one of a sentence's parallel clauses says to the participant of another.

"Alice works in Paris and Bob works in Berlin." / "Bob works in Paris.": every word of the step stands in the
sentence, so word overlap and the NLI model read it as entailed (0.95 before this check); but the step takes its
person from one clause and its city from the other. The same with a thing's mark ("The red car belongs to Tom and
the blue car belongs to Sara." / "The blue car belongs to Tom."), a place and a trend ("Sales in Europe fell, while
sales in Asia grew." / "Sales in Asia fell."), a season and a state ("The hotel is closed in winter and open in
summer." / "The hotel is open in winter.") or a count ("The factory in Ohio employs 300 people and the one in Texas
employs 500.").

How it is read (spaCy's tags, not its attachments, which often join the second clause's subject to the first
clause's object):

- the sentence is cut into clauses at "and", "but", "while", "whereas", "yet", ";" or a comma where each side has a
  verb of its own (a finite verb, "be" and "have" too, a participle with its auxiliary, an adjective said of the
  subject; not a participle that qualifies a noun); a side without one counts only when it repeats the kinds of the
  other's words after its verb in two phrases ("Alice works in Paris and Bob in Berlin"; not "… and share
  buybacks"); a clause of more than ``MOST_WORDS`` content words, or one held by "if", "when", "because" …, is no
  parallel fact; a pronoun stands for the other clause's nouns on its side of the verb ("… and Jones reviewed it
  on Friday": the contract is both clauses');
- a clause's *own* words are its content words no other clause has; of two clauses, own words of one kind (a name
  or noun, a number, a mark that tells two things of one noun apart, a predicate) and one side of the verb pair up
  in order; when one clause has fewer, before the verb from the end (a noun phrase's head comes last), after it
  from the start;
- the step, clause by clause, binds across two clauses when it takes one pair's word from one and another pair's
  word from the other, leaving out both partners ("Bob" of Bob/Alice and "Paris" of Paris/Berlin). Taking both
  words of one pair ("Alice and Bob work in different cities") or words no pair holds ("Alice" of "Alice moved to
  Paris and started a bakery") binds nothing; nor does a step that denies (the model reads "… but the knockout mice
  lost weight" / "The knockout mice did not gain weight") or that has no verb (a title).

It is a conflict when the two clauses say the same thing of their participants and every word of the step stands
in the sentence: the step's verb is both clauses' ("works" … "works"; a clause that says "did" or leaves its verb
out has the one before it), or the step takes from one clause only its predicates, one of them an antonym of the
other's ("fell" / "grew", "closed" / "open", "higher" / "lower"); a clause that denies while the other asserts
leaves it not stated. The sentence does not state the step either when it gives one clause's subject the other
clause's verb ("The museum opens at 9 am and the gift shop closes at 5 pm." / "The museum closes at 5 pm.") or
uses a verb the sentence never does ("… / Bob visited Paris."), or gives one clause's verb the place, date or
figure of the other ("The novel was written in Paris and published in London." / "The novel was published in
Paris."; "The company hired 200 engineers in Texas and opened a research lab in Ohio." / "The company hired
engineers in Ohio."). Clauses that say different things may otherwise be joined by a step.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail.antonyms import antonyms_of, complementary
from gechat.entail.antonyms import stem as antonym_stem
from gechat.entail.numbers import NUMBER_WORDS, ORDINAL_WORDS
from gechat.entail.quantities import UNITS
from gechat.text import STOP_WORDS, stem

_JOINS = frozenset({"and", "but", "while", "whereas", "yet", ";"})
#: scale words that end a figure: "21.1 million"
_SCALES = frozenset({"thousand", "million", "billion", "trillion", "bn", "m"})
#: the kinds of own words that pair up across clauses
_KINDS = ("name", "number", "mark", "predicate")
#: words that hold a clause under a condition or give a reason: no parallel fact
_CONDITIONS = frozenset({"if", "unless", "whether", "when", "whenever", "because", "although", "though"})
#: pronouns that stand for a participant of the other clause ("Smith reviewed the contract on Monday and Jones
#: reviewed it on Friday": "it" is the contract, so "contract" is no word of the first clause alone)
_PRONOUNS = frozenset({"it", "its", "them", "their", "they", "him", "his", "he", "her", "she", "hers", "theirs"})
#: the most content words of a clause the check reads: parallel clauses are short; a long sentence's "and" joins
#: phrases a step may well compress together
MOST_WORDS = 12


def _kind(tok) -> str:
    if _marks_one(tok):
        return "mark"  # "the first bridge … and the second …", "the older plant … and the newer one …"
    if tok.like_num:
        return "number"
    if tok.pos_ == "PROPN" or (tok.pos_ in {"NOUN", "ADJ"} and tok.dep_ in {"amod", "compound"} and not tok.is_sent_start
                               and tok.text[:1].isupper() and tok.text[1:2].islower()):
        return "name"  # a name the tagger takes for a mark: "… and the Hull branch £7,300"
    if tok.pos_ in {"NOUN", "ADJ", "VERB"} and tok.dep_ in {"amod", "compound", "nmod"} \
            and not (tok.pos_ == "NOUN" and tok.i + 1 < len(tok.doc) and tok.nbor(1).like_num):
        # a noun before a figure is no mark of the figure's noun but a gapped clause's doer: "… and the council
        # 40 buses" (a mark comes after the figure: "40 red buses")
        if tok.pos_ == "ADJ" and any(t.pos_ == "VERB" and t.lower_ == tok.lower_ for t in tok.doc):
            return "predicate"  # "… preferred F while 43% preferred Z": the tagger's slip on the second
        return "mark"  # "the red car", "the control group", "Trunk FM", "the remaining 13 patients"
    if tok.tag_ in {"JJR", "RBR"}:
        return "predicate"  # "closed higher" / "closed lower"
    if tok.pos_ == "NOUN":
        return "name"  # a name or a noun: the tagger takes one for the other ("preferred F while 43% preferred Z")
    if tok.pos_ in {"VERB", "ADJ"}:
        return "predicate"
    return ""


def _marks_one(tok) -> bool:
    """Is ``tok`` an ordinal or a comparative that tells one of two things of one noun apart, before the noun ("the
    first bridge", "the newer plant") or standing for it ("… and the second in 1920", "… and the newer one")?"""
    if tok.lower_ not in ORDINAL_WORDS and tok.tag_ != "JJR":
        return False
    if tok.dep_ == "amod" and tok.head.pos_ == "NOUN":
        return any(c.dep_ == "det" and c.lower_ == "the" for c in tok.head.children)
    return any(c.dep_ == "det" and c.lower_ == "the" for c in tok.children)


def _head(tok) -> bool:
    """Does ``tok`` head a clause: a finite verb, "be" and "have" too ("… had an RSS of 3 while the remaining 13
    patients had …"), a participle with its auxiliary or after "and" ("was written … and revised …"), an adjective
    said of the subject ("closed in winter and open in summer")? Not a participle that only qualifies a noun
    ("other outcomes involving anxiety")."""
    if tok.tag_ in {"VBD", "VBZ", "VBP", "MD"} or (tok.pos_ in {"VERB", "AUX"} and tok.dep_ == "ROOT"):
        return True
    if tok.tag_ in {"VB", "VBN", "VBG"}:
        return any(c.dep_ in {"aux", "auxpass"} for c in tok.children) or (tok.tag_ == "VBN" and tok.dep_ == "conj")
    return tok.pos_ == "ADJ" and not _marks_one(tok) \
        and (tok.dep_ in {"acomp", "conj", "ROOT"} or _kind(tok) == "predicate")


def _word(tok) -> str:
    if tok.like_num:
        text = tok.lower_.replace(",", "")
        return str(NUMBER_WORDS.get(text, text))  # "Thirteen" is "13"
    return stem(tok.lemma_.lower() if tok.pos_ == "VERB" else tok.text.rstrip("."))  # "F." at a sentence's end


def _content(tokens) -> list:
    """The content words among ``tokens``: no stop word (but the month "May"), no "be", "have" or "do", no scale after
    a figure."""
    return [t for t in tokens if (t.text.rstrip(".").isalpha() or t.like_num) and _kind(t)
            and (t.lower_ not in STOP_WORDS or t.pos_ == "PROPN")
            and not (t.pos_ == "VERB" and t.lemma_ in {"be", "have", "do"})
            and not (t.lower_ in _SCALES and t.i and t.doc[t.i - 1].like_num)]  # "21.1 million": one figure


def _predicated(tokens) -> bool:
    return any(_head(t) for t in tokens)


def _gap_length(left, right) -> int | None:
    """How many of ``right``'s tokens make a clause that leaves out ``left``'s verb (:func:`_gapped`), or None. What
    follows its figure may be a setting both clauses share, which is no word of the gapped clause: a place or time
    ("Smith scored 23 points and Jones 19 in Saturday's win"), a phrase after a comma ("Brown polled 8,420 votes and
    Okafor 6,115, with turnout at 31 per cent") or a clause of its own ("Patel took four wickets and Rahman three as
    Kent bowled out Surrey for 187")."""
    for k, t in enumerate(right):
        figure = k and (right[k - 1].like_num or (k > 1 and right[k - 2].like_num and right[k - 1].pos_ == "NOUN"))
        if figure and (t.is_punct or (t.pos_ in ("ADP", "SCONJ") and t.lower_ != "of")) and _gapped(left, right[:k]):
            return k
    return len(right) if _gapped(left, right) else None


def _gapped(left, right) -> bool:
    """Does ``right``, a side with no predicate, repeat the kinds of ``left``'s words after its predicate
    ("Alice works in Paris and Bob in Berlin")?"""
    words = _content(right)
    if (fig := _figure_at(words)) is not None and fig:
        words = words[: fig + 1]  # "… and the downstream sensor 0.8 mg/l": the figure's units aside
    if not any(_kind(t) == "predicate" for t in _content(left)) and not (
            any(_head(t) and t.lemma_.lower() == "have" for t in left) and _doer_and_figure(words)
            and any(t.lower_ in ("those", "that") for t in right[:1])):  # "Patients with type 1 diabetes had a mean
        # HbA1c of 8.1% and those with type 2 diabetes 7.4%"
        return False  # "There are two kids, a soccer ball, a dog and a goat in a field": a list, no verb to leave out
    after = [t for t in _content(left) if _kind(t) != "predicate"]
    kinds = [_kind(t) for t in words]
    joined = len(words) >= 2 and (any(t.pos_ == "ADP" and t.lower_ != "of" and words[0].i < t.i < words[-1].i
                                      for t in right)  # "functions of the entity" is one noun phrase
                                  or (words[-1].like_num and not words[-2].like_num)  # "… and her sister $500"
                                  or (len(words) >= 3 and words[-2].like_num and not words[-3].like_num
                                      and words[-1].pos_ == "NOUN" and not any(t.tag_ == "POS" for t in right)))
    # "… and the southern plant 3,100 tonnes", "… and the council 40 buses": a doer and its figure (not "… and the
    # council's 40 buses", one thing)
    if joined and [_kind(t) for t in after[-len(kinds):]] == kinds:
        return True  # not one noun phrase: "… and share buybacks"
    if joined and _doer_and_figure(words):
        at = next(t.i for t in left if _head(t))
        if any(_kind(t) == "name" and t.i < at for t in _content(left)) \
                and any(_kind(t) == "number" and t.i > at for t in _content(left)):
            return True  # "Dr Patel treated 34 patients on Monday and Dr Owens 21": a doer and its figure
    # a mark that stands for its noun: "The first bridge was built in 1890 and the second in 1920"
    elided = [t for k, t in enumerate(after) if not (_kind(t) == "name" and k and _kind(after[k - 1]) == "mark")]
    return joined and _marks_one(words[0]) and [_kind(t) for t in elided[-len(kinds):]] == kinds


def _figure_at(words: list) -> int | None:
    """Where a gapped clause's figure stands when only units follow it ("0.8 mg/l", "7.4 %"), else None."""
    if not words:
        return None
    k = len(words) - 1
    while k > 0 and words[k].lower_.rstrip(".") in UNITS and _kind(words[k]) != "number":
        k -= 1
    return k if _kind(words[k]) == "number" else None


def _doer_and_figure(words: list) -> bool:
    """Are a gapped clause's content words a doer's name (and its marks, a label's number among them: "type 2") and
    then a figure with its units, and nothing else ("… and Dr Owens 21", "… and the downstream sensor 0.8 mg/l", "…
    and those with type 2 diabetes 7.4%")?"""
    at = _figure_at(words)
    if at is None or at < 1:
        return False
    kinds = [_kind(t) for t in words[:at]]
    labels = all(kind != "number" or (k and kinds[k - 1] == "name") for k, kind in enumerate(kinds))
    return "name" in kinds and set(kinds) <= {"name", "mark", "number"} and labels


def clauses(doc) -> list[list]:
    """The tokens of ``doc``'s parallel clauses, in order (one list when it has none)."""
    tokens = [t for t in doc if not t.is_space]
    cuts = [k for k, t in enumerate(tokens) if t.lower_ in _JOINS  # and a comma: "Anna lives in Oslo, Ben lives …"
            or (t.text == "," and k + 1 < len(tokens) and tokens[k + 1].lower_ not in _JOINS)]
    out: list[list] = []
    start, end = 0, len(tokens)
    for k in cuts:
        left, right = tokens[start:k], tokens[k + 1:]
        nxt = next((c for c in cuts if c > k), len(tokens))
        if not _predicated(left):
            continue
        n = _gap_length(left, right)
        if n is not None and k + 1 + n <= nxt and not _predicated(right[:n]) \
                and (k + 1 + n == len(tokens) or not _predicated_join(tokens, k + 1 + n)):
            out.append(left)  # a gapped last clause; the setting after it is both clauses', no word of either
            start, end = k + 1, k + 1 + n
            break
        if _predicated(tokens[k + 1:nxt]):
            out.append(left)
            start = k + 1
    out.append(tokens[start:end])
    return [c for c in out if _content(c)]


def _predicated_join(tokens: list, at: int) -> bool:
    """Does a clause of its own, joined by "and", "while" …, follow ``at`` ("… and Okafor 6,115, while turnout fell
    to 31 per cent")? Then a gapped clause before it is not read."""
    return any(t.lower_ in _JOINS and _predicated(tokens[k + 1:]) for k, t in enumerate(tokens[at:], at))


def gapped_words(doc) -> set[str]:
    """The words (lower case) of ``doc``'s parallel clauses that leave their verb out ("… and Dr Owens 21"): the
    parse often hangs such a clause's doer on the first clause's object."""
    return {t.lower_ for part in clauses(doc)[1:] if not _predicated(part) for t in part}


def _slots(clause: list, previous: list | None) -> list[tuple[str, str, object]]:
    """(kind, side, token) of a clause's content words; side "before" or "after" its first predicate. A clause
    without one takes the sides of the words of ``previous`` (the clause before it) whose kinds it repeats."""
    words = _content(clause)
    at = next((t.i for t in clause if _head(t)), None)
    if at is not None:  # the agent of a passive is its doer: "was written by Smith"
        return [(_kind(t), "before" if t.i < at or t.head.dep_ == "agent" else "after", t) for t in words]
    earlier = [(kind, side) for kind, side, _ in (previous or []) if kind != "predicate"][-len(words):]
    sides = [side for _, side in earlier] if len(earlier) == len(words) else ["after"] * len(words)
    own = [t for t in clause if not t.is_punct][:1]
    if _doer_and_figure(words) and ([kind for kind, _ in earlier] != [_kind(t) for t in words]
                                    or own and own[0].lower_ in ("those", "that")):  # "… and those with COPD 48%":
        # "those" stands for the first clause's doer
        at = _figure_at(words)  # "… and Dr Owens 21": the doer, then its figure (and its units)
        sides = ["before"] * at + ["after"] * (len(words) - at)
    return [(_kind(t), side, t) for t, side in zip(words, sides)]


def _pairs(a: list, b: list) -> list[tuple[str, object, object]]:
    """("kind:side", token of ``a``, token of ``b``) for the slots of two clauses, paired by kind and side in order;
    when one side has fewer, before the predicate from the end (a noun phrase's head comes last, a gapped clause leaves
    out its first words), after it from the start (what comes last is the extra: "… preferred Z (p = NS)")."""
    out = []
    for kind in _KINDS:
        for side in ("before", "after"):
            xs = [t for k, s, t in a if k == kind and s == side]
            ys = [t for k, s, t in b if k == kind and s == side]
            if len(xs) != len(ys) and side == "before":
                xs, ys = xs[::-1], ys[::-1]
            out += [(kind + ":" + side, x, y) for x, y in zip(xs, ys) if _word(x) != _word(y)]
    return out


def _opposed(x, y) -> bool:
    a, b = x.lower_, y.lower_
    return antonym_stem(b) in antonyms_of(a) or antonym_stem(a) in antonyms_of(b) or complementary(a, b)


def bound_across(premise: str, hypothesis: str, parse: Callable[[str], list]) -> tuple[str, str]:
    """``(kind, reason)``: kind "conflict" or "unstated" when the step binds words of two of the sentence's
    parallel clauses (module docstring), else ``("", "")``."""
    if not any(j in premise.lower() for j in _JOINS) and ", then " not in premise.lower():
        return "", ""
    parts = clauses(parse(premise))
    if len(parts) < 2:
        return "", ""
    parts[0] = _after_report(parts[0])
    slots: list[list] = []
    for c in parts:
        slots.append(_slots(c, slots[-1] if slots else None))
    words = [{_word(t) for _, _, t in c} for c in slots]
    verbs: list[set[str]] = []
    for c in parts:  # a clause that leaves its verb out, or says "did", has the one before it
        verbs.append(({_verb(t) for t in c if _head(t)} - {"do"}) or (verbs[-1] if verbs else set()))
    if len(parts) > 2 and _aside(parts[-1], True) and parts[-1][0].lower_ not in _RELATIVE:  # "…, the report found":
        # what it found is every clause's ("The survey found faulty wiring in 310 of the homes")
        verbs = [v | verbs[-1] for v in verbs]
    step_doc = parse(hypothesis)
    if any(_denies(t) for t in step_doc):
        return "", ""  # the model reads it: "… but the knockout mice lost weight" / "… did not gain weight"
    for part in clauses(step_doc):  # a step of two clauses may join two of the sentence's, each its own
        heads = {_verb(t) for t in part if _head(t)}
        if not heads:
            continue  # a title claims nothing: "Information about the Project Gutenberg Literary Archive Foundation"
        kind, reason = _bound(parse, premise, parts, slots, words, verbs, {_word(t) for t in _content(part)}, heads)
        if kind:
            denied = [any(_denies(t) for t in c) for c in parts]
            return ("unstated" if kind == "conflict" and len(set(denied)) > 1 else kind), reason
    return "", ""


def _after_report(part: list) -> list:
    """A first clause without the report it opens with ("Construction records show the eastern fortress was
    completed in 1412, while …": what they show is the parallel fact, not their showing it)."""
    said = next((t for t in part if t.dep_ == "ROOT" and t.lemma_.lower() in _REPORTING
                 and any(c.dep_ == "ccomp" for c in t.children)), None)
    if said is None:
        return part
    rest = [t for t in part if t.i > said.i and not (t.i == said.i + 1 and t.lower_ == "that")]
    return rest if _content(rest) and _predicated(rest) else part


def _verb(tok) -> str:
    """A clause head's word: its lemma, so that "is" and "were", "had" and "has" meet."""
    return stem(tok.lemma_.lower())


def _pronoun_side(clause: list) -> str:
    """The side of its verb on which a clause has a pronoun that stands for the other clause's participant ("… and
    Jones reviewed it on Friday": after; "…, and he left": before), else "". A pronoun that is the subject of a
    clause the clause embeds may stand for a participant on either side ("…, and the investigation confirmed that
    they had obtained the names": "both")."""
    at = next((t.i for t in clause if _head(t)), None)
    for t in clause:  # a possessive, "her brother", "its rival", is no participant of its own
        if t.lower_ in _PRONOUNS and t.dep_ != "poss" and at is not None:
            if t.dep_ in ("nsubj", "nsubjpass") and t.head.i != at:
                return "both"
            return "before" if t.i < at else "after"
    return ""


def _denies(tok) -> bool:
    return tok.dep_ == "neg" or tok.lower_ in {"not", "no", "never", "none", "nor", "neither", "n't"}


def _bound(parse, premise: str, parts: list, slots: list, words: list, verbs: list, step: set,
           heads: set) -> tuple[str, str]:
    """:func:`bound_across` for one clause of the step (its words, and the verbs that head it), given the words and
    the verbs of the sentence's clauses. A long clause, or one held by a condition ("Thus if the given equation were
    x − y = 0, Xs and Ys are identical"), is no parallel clause; a pronoun stands for the other clause's nouns on
    its side of the verb ("Smith reviewed the contract on Monday and Jones reviewed it on Friday": the contract is
    both clauses')."""
    short = [len(c) <= MOST_WORDS and not any(t.lower_ in _CONDITIONS for t in part) and not _aside(part, k == len(parts) - 1)
             for k, (c, part) in enumerate(zip(slots, parts))]
    for i in range(len(slots)):
        for j in range(i + 1, len(slots)):
            if not (short[i] and short[j]):
                continue
            others = set().union(*(w for k, w in enumerate(words) if k not in (i, j)))
            own_i, own_j = words[i] - words[j] - others, words[j] - words[i] - others
            if pro := _pronoun_side(parts[j]):
                own_i -= {_word(t) for k, side, t in slots[i] if k == "name" and pro in (side, "both")}
            if pro := _pronoun_side(parts[i]):
                own_j -= {_word(t) for k, side, t in slots[j] if k == "name" and pro in (side, "both")}
            pairs = [(k, x, y) for k, x, y in _pairs(slots[i], slots[j]) if _word(x) in own_i and _word(y) in own_j]
            from_i = [(k, x, y) for k, x, y in pairs if _word(x) in step and _word(y) not in step]
            from_j = [(k, x, y) for k, x, y in pairs if _word(y) in step and _word(x) not in step]
            if not from_i or not from_j:
                continue
            (_, x1, y1), (_, x2, y2) = from_i[0], from_j[0]
            reason = (f"the step joins '{y2.text}' of one clause with '{x1.text}' of another; the sentence has "
                      f"'{x1.text}' with '{x2.text}' and '{y2.text}' with '{y1.text}'")
            stated = step <= set().union(*words) | {stem(t.text) for t in parse(premise)}
            if not any(k.startswith("predicate") for k, _, _ in pairs) and not heads & set().union(*verbs):
                return "unstated", reason  # a verb the sentence never uses: "Alice works in Paris and Bob works
                # in Berlin." / "Bob visited Paris."
            if not _same_claim(pairs, from_i, from_j, heads & verbs[i] & verbs[j]):
                if stated and (_subject_swap(from_i, from_j, heads) or _subject_swap(from_j, from_i, heads)
                               or (_setting_moved(from_i, from_j, heads) or _setting_moved(from_j, from_i, heads))
                               and not any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in parts[j])):
                    return "unstated", reason  # "The museum opens at 9 am and the gift shop closes at 5 pm." /
                    # "The museum closes at 5 pm."; "was written in Paris and published in London" / "was published
                    # in Paris"
                continue  # two clauses that say different things: a step may well join them ("… and started a …")
            return ("conflict" if stated else "unstated"), reason
    return "", ""


#: words that open a relative clause, which describes a participant and is no parallel fact
_RELATIVE = frozenset({"which", "who", "whose", "whom", "where"})
#: verbs of a source named after its report ("…, the council's report found"), which is no parallel fact
_REPORTING = frozenset("say find report show note state add conclude estimate".split())


def _aside(part: list, last: bool) -> bool:
    """Is a clause no parallel fact: a relative clause ("…, whose version won the 2018 Dryden Translation Prize"), or
    the source a sentence names at its end ("…, the council's private housing report found")?"""
    words = [t for t in part if not t.is_punct]
    if words and words[0].lower_ in _RELATIVE:
        return True
    return last and bool(words) and words[-1].lemma_.lower() in _REPORTING and words[-1].pos_ == "VERB"


def _same_claim(pairs: list, from_i: list, from_j: list, shared: set) -> bool:
    """Do the two clauses claim the same of their participants, so that the step's binding denies one of them?
    The step's verb is the verb of both (``shared``; no pair of predicates), or the step takes from one clause only
    its predicates, one of them an antonym of the other clause's ("closed in winter" / "open in summer" / "open in
    winter"; "remained high" / "stayed low" / "… in Germany remained high"; not "opens at 9 am" / "closes at 5 pm"
    / "the museum closes at 5 pm", both of which may hold)."""
    if not any(k.startswith("predicate") for k, _, _ in pairs):
        return bool(shared)
    return any(taken and all(k.startswith("predicate") for k, _, _ in taken)
               and any(_opposed(x, y) for _, x, y in taken)
               for taken in (from_i, from_j))


def _subject_swap(subject: list, rest: list, heads: set) -> bool:
    """Does the step take only its subject from one clause (a noun or name before the clause's verb, or the mark
    that tells two subjects of one noun apart: "the treatment group" / "the control group") and, from the other
    clause, the predicate that heads the step, so that it says of one clause's subject what the sentence says of
    the other's?"""
    def subject_word(kind: str, tok) -> bool:
        shared_head = tok.head.i != tok.i and all(_word(tok.head) in w for w in _clause_words(tok.doc))
        return kind == "name:before" or (kind == "mark:before" and shared_head)

    return all(k.endswith(":before") and not k.startswith("predicate") for k, _, _ in subject) \
        and any(subject_word(k, x) or subject_word(k, y) for k, x, y in subject) \
        and any(k.startswith("predicate") and (_word(x) in heads or _word(y) in heads) for k, x, y in rest)


def _setting_moved(setting: list, rest: list, heads: set) -> bool:
    """Does the step take from one clause only a name or a figure after its verb, in the same phrase as the other
    clause's ("in Paris" / "in London": a place, a date), and, from the other clause, the verb that heads the step,
    so that it says the other clause's act happened there or then (the caller sees that the second clause has no
    subject of its own) ("The novel was written in Paris and published in London." / "The novel was published in Paris."; "Maria
    was born in Lisbon and grew up in Porto." / "Maria was born in Porto.")?"""
    return bool(setting) and all(k in ("name:after", "number:after") and x.dep_ == y.dep_ == "pobj"
                                 and x.head.lower_ == y.head.lower_ for k, x, y in setting) \
        and any(k.startswith("predicate") and (_word(x) in heads or _word(y) in heads) for k, x, y in rest)


def _clause_words(doc) -> list[set[str]]:
    return [{_word(t) for t in _content(c)} for c in clauses(doc)]

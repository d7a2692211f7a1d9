"""What the sentence qualifies and the step states plainly: the step claims more, so the sentence cannot support it.

A small NLI model reads nearly every word of such a step in its sentence and so reads it as entailed: "The alleged
fraudster was released on bail" / "The fraudster was released on bail" (0.99 with the shipped judge), "The project
was nearly finished" / "The project was finished" (0.97), "Ms. Farrow, who chaired the board until 2019, ..." /
"Ms. Farrow currently chairs the board" (0.96), "The fuel tank holds 60 litres when full" / "The fuel tank contains
60 litres" (0.98). Three readings, for :meth:`gechat.entail.conflicts.ConflictChecker.missing` (not supported;
nothing is contradicted: the model still reads the pair, and "nearly finished" / "finished" may be read as the
contradiction it is):

* :func:`dropped_qualifier`: the sentence qualifies a word the step repeats without the qualifier, by a word that
  takes back what it says ("alleged", "former", "acting", "nearly", "partly", "attributed to");
* :func:`ended_state`: the sentence says a state held until a time, or formerly, and the step says it holds now
  ("chaired the board until 2019" / "currently chairs the board"); since session 42 also a state it tells of a
  past period ("once housed", "At one time", "In its heyday", "In the 1990s", "Back in 2012", "When the museum
  opened in 1962, …", "Before a second crossing opened in 2019, …", "had been") or that "has since closed", which
  is not stated but (but for an end: "until", "formerly", "previously", "used to", "before retiring") not
  contradicted either;
* :func:`conditional_state`: the sentence gives a figure or state under a condition of the thing's own state
  ("when full", "at full capacity", "when fully charged") that the step leaves out.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail.antonyms import stem
from gechat.text import content_words

#: words that take back part of what the next word says: an "alleged fraudster" may be none, a "nearly finished"
#: project is not finished, an "acting head" holds the post for now, a still life "attributed to" a painter may
#: be another's
QUALIFIERS = frozenset(
    "alleged allegedly suspected purported purportedly supposed supposedly reputed reputedly presumed presumably "
    "so-called self-styled would-be former formerly ex acting provisional nearly almost virtually practically partly "
    "partially largely mostly fake mock imitation counterfeit unconfirmed".split())
#: those that qualify a verb or an adjective ("nearly finished"); the others qualify a noun ("the alleged fraudster")
_ADVERBIAL = frozenset("allegedly purportedly supposedly reputedly presumably formerly nearly almost virtually "
                       "practically partly partially largely mostly".split())
#: a step's own word of belief or report, which says what the sentence's "thought to have" says
_OWN_BELIEF = re.compile(r"\b(?:believ\w*|think\w*|thought|suspect\w*|say\w*|said|report\w*|attribut\w*|claim\w*)\b",
                         re.IGNORECASE)
#: the qualifier by phrase: "attributed to", "thought to be", "believed to be", "said to be"
_PHRASES = re.compile(r"\b(?:attributed\s+to|thought\s+to\s+(?:be|have)|believed\s+to\s+(?:be|have)|"
                      r"said\s+to\s+(?:be|have))\s+((?:[\w'-]+\s+){0,3}[\w'-]+)", re.IGNORECASE)
#: a step's own words for a state that held before: what the sentence's "formerly" says
_PAST_OWN = re.compile(r"\b(?:used\s+to|previously|once|at\s+one\s+time|in\s+the\s+past|had\s+been|no\s+longer)\b",
                       re.IGNORECASE)
#: how a qualifier stands to its word in the parse: an adjective or adverb on it
_QUALIFYING = frozenset({"amod", "advmod", "compound", "nmod", "npadvmod", "acomp"})


def _after_qualifiers(text: str) -> set[str]:
    """The words of ``text`` one or two after a qualifier: the words a step may repeat without it (read before the
    parse, which most pairs then need not wait for)."""
    found = re.findall(r"[\w'-]+", text.lower())
    return {b for a, b in zip(found, found[1:]) if a in QUALIFIERS} | {b for a, _, b in zip(found, found[1:],
                                                                                          found[2:]) if a in QUALIFIERS}


def _stems(text: str) -> set[str]:
    return {stem(w.removesuffix("'s").removesuffix("'")) for w in content_words(text)}  # "the county's" is "county"


def dropped_qualifier(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The qualifier the step leaves out of the sentence, as the reason ("the sentence says 'alleged fraudster';
    the step leaves out 'alleged'"), or "": the sentence's qualifier modifies a word (not a figure: "almost 30
    percent" is the figures' to read) that the step repeats in the same form, and the step has no qualifier of its
    own; or the sentence's qualifying phrase stands before words the step repeats."""
    h_words = {w.lower() for w in re.findall(r"[\w'-]+", hypothesis)}
    if h_words & QUALIFIERS or _PHRASES.search(hypothesis) or _PAST_OWN.search(hypothesis):
        return ""  # the step qualifies too ("the suspected fraudster", "almost complete", "used to work" for
        # "formerly worked"): the model's to read
    if h_words & _after_qualifiers(premise):
        h_doc = parse(hypothesis)
        said = {(t.lemma_.lower(), t.tag_[:2]) for t in h_doc} | {(t.lower_, "") for t in h_doc}
        p_doc = parse(premise)
        for t in p_doc:
            head = t.head
            if t.lower_ in QUALIFIERS and t.dep_ in _QUALIFYING and head.i != t.i and head.pos_ != "NUM" \
                    and (head.pos_ == "NOUN" or (t.lower_ in _ADVERBIAL and head.pos_ in ("VERB", "ADJ"))) \
                    and not any(c.pos_ == "NUM" for c in head.children) and head.lower_ not in QUALIFIERS \
                    and ((head.lower_, "") in said and head.pos_ != "NOUN" or (head.lemma_.lower(), head.tag_[:2]) in said) \
                    and sum(u.lower_ == t.lower_ for u in p_doc) == 1 \
                    and sum(u.lemma_ == head.lemma_ for u in p_doc) == 1:
                # not a proper name ("the former Yugoslavia"), nor "partly ... and partly ...", nor a word the
                # sentence also says unqualified ("mock exams in January and real exams in June"); a noun the
                # step repeats as a noun ("the former won" / "Paris won": the parse reads "won" as a noun)
                return f"the sentence says '{t.text} {head.text}'; the step leaves out '{t.text}'"
    if _OWN_BELIEF.search(hypothesis):
        return ""  # "is thought to have started in the kitchen" / "firefighters believe the fire started ..."
    h_stems = {stem(w) for w in h_words}
    for m in _PHRASES.finditer(premise):
        if _stems(m.group(1)) & h_stems:
            phrase = " ".join(m.group(0).split()[: -len(m.group(1).split())])
            return f"the sentence says '{phrase}' {m.group(1)}; the step states it plainly"
    return ""


#: a state that has ended: "until 2019", "until last year", "until it was sold", "until his death", "formerly",
#: "previously", "used to", "once" (not "once a week", "once again", nor "Once the bill passed, …": :func:`_once`),
#: "at one time", "in its heyday"
_ENDED = re.compile(r"\buntil\s+(?:(?:early|late|mid-?)\s*)?(?:\d{4}|last\s+\w+|recently|(?:the\s+)?end\s+of\s+\d{4}|"
                    r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
                    r"(?:\s+\d{4})?|(?:it|they|he|she|the\s+\w+)\s+(?:was|were)\s+(?:sold|closed|demolished|"
                    r"replaced|abolished|dissolved|disbanded|merged|taken\s+over|bought|acquired|shut)|"
                    r"(?:his|her|their|its)\s+(?:death|retirement|resignation|departure|sale|closure|demolition))\b|"
                    r"(?<=\S\s)in\s+(?:1[89]|20)\d\d\b(?!\s*(?:-|–|to|and)\s*\d)|"
                    r"\bbefore\s+(?:retiring|resigning|stepping\s+down|leaving|being\s+replaced|closing|"
                    r"(?:his|her|their|its)\s+"
                    r"(?:death|retirement|resignation|departure|sale|closure|demolition))\b|"
                    r"\b(?:formerly|previously|used\s+to|at\s+one\s+time|in\s+(?:its|their|his|her)\s+heyday|"
                    r"in\s+the\s+(?:(?:early|late|mid-?)\s*)?(?:1[89]|20)\d0s|back\s+in\s+(?:1[89]|20)\d\d|at\s+the\s+time|"
                    r"in\s+(?:his|her|their)\s+youth|as\s+an?\s+(?:young\s+(?:man|woman)|boy|girl|child|student|teenager)|"
                    r"had\s+been)\b|"
                    r"\bonce\b(?!\s+(?:again|more|or|and|a|an|every|per|in\s+a|upon|daily|weekly|monthly|yearly)\b)",
                    re.IGNORECASE)
#: where a clause before an ending marker starts: the sentence's start, a comma, a relative word, a semicolon
_CLAUSE_START = re.compile(r"[;(]|,(?!\d{3}\b)|\b(?:who|which|that|and|but|while|whereas)\b", re.IGNORECASE)
#: where the main clause after an opening marker and its comma ends ("In its heyday, the hotel hosted royalty and
#: film stars, and its ballroom …"): another clause, not a list's "and"
_OPENED_CLAUSE_END = re.compile(r"[;(]|,\s*(?:and|but|while|whereas|which|who)\b", re.IGNORECASE)
#: markers of a past period, which do not say that its state ended
_PERIOD_ONLY = re.compile(r"(?:in\s+the\s+\S*\s*\d0s|in\s+the\s+\d{4}s|back\s+in|at\s+the\s+time|"
                          r"in\s+(?:his|her|their)\s+youth|as\s+an?\s|had\s+been|once|at\s+one\s+time|"
                          r"in\s+(?:its|their|his|her)\s+heyday|in\s+\d{4}|when\s)", re.IGNORECASE)
#: a state that ended since: "…, which served visitors for four decades, has since closed"
_SINCE_ENDED = re.compile(r"\b(?:has|have|had)\s+since\s+(?:closed|shut(?:\s+down)?|ceased\s+\w+|stopped\s+\w+|folded|"
                          r"been\s+(?:closed|demolished|sold|replaced|abandoned|converted|torn\s+down|dissolved|disbanded|"
                          r"scrapped|decommissioned|shut(?:\s+down)?))\b", re.IGNORECASE)
#: a sentence that opens with the time its state ended: "Before a second crossing opened in 2019, …", "Until 2015, …"
_OPENING_END = re.compile(r"\s*((?:Before|Until|Till|Prior\s+to)\b[^,]{2,80}|When\b[^,]{2,80}\b(?:1[89]|20)\d\d|"
                          r"In\s+(?:1[89]|20)\d\d)(?:,\s*|\s+(?=the\b|[A-Z]))")
#: words by which a step says a state holds now
_NOW = re.compile(r"\b(?:currently|now|still|at\s+present|presently|today|these\s+days|remains?|continues?\s+to)\b",
                  re.IGNORECASE)
_DENIED = re.compile(r"\b(?:not|no\s+longer|never|n't|former(?:ly)?|no\s+more)\b", re.IGNORECASE)


def ended_state(premise: str, hypothesis: str, parse: Callable[[str], object], conflict: bool = False) -> str:
    """The reason the sentence does not state the step's present state, or "": the sentence says it held until a
    time ("who chaired the board until 2019"), formerly, once, in a past period ("In the 1990s", "As a young man")
    or until it "has since closed", and the step says it holds now ("currently chairs the board"), in the present
    tense or with "now", "still", "currently", with no word of its own but the ended clause's and its subject's.
    The clause before "until" must be in the past tense ("is valid until December" holds now). With ``conflict``
    only a marker that says the state ended counts: a past period ("In the 1990s", "Back in 2012", "had been")
    leaves open whether it still holds, so the step is not stated but not contradicted either."""
    if _DENIED.search(hypothesis) or not (_ENDED.search(premise) or _SINCE_ENDED.search(premise)
                                          or _OPENING_END.match(premise)):
        return ""
    if not _NOW.search(hypothesis) and not _present(parse(hypothesis)):
        return ""
    found = _ended_clause(premise, parse, hypothesis)
    if found is None:
        return ""
    marker, ended_clause, subject_text, rest = found
    if conflict and _PERIOD_ONLY.match(marker):
        return ""
    if re.search(r"\b(?:not|never|n't|(?<!the )(?<!'s )(?<!its )(?<!their )only)\b", ended_clause, re.IGNORECASE) \
            or re.search(r"\bagain\b", premise[rest:], re.IGNORECASE):
        return ""  # "did not open until 2019" (it opened then); "open only at weekends until 2021"; "... again since"
    ended, subject = _stems(ended_clause), _stems(subject_text)  # "The hall, formerly used as ...": its subject
    own = _stems(_NOW.sub(" ", hypothesis))
    if not own or not own & ended or own - ended - subject:
        return ""
    later = premise[rest:]  # past the ended clause
    if (_NOW.search(later) or re.search(r"\balso\b", later, re.IGNORECASE)) and own & ended & _stems(later):
        return ""  # "made only cartoons until 2015 and now makes feature films as well as cartoons"
    said = marker if marker[1:2].isupper() else marker[:1].lower() + marker[1:]  # "In the 1990s" mid-sentence
    return f"the sentence says it held {said}; the step says it holds now"


def _ended_clause(premise: str, parse: Callable[[str], object], hypothesis: str = "") -> tuple[str, str, str, int] | None:
    """(the marker, the clause it ends, that clause's subject, where the text past it starts), or None."""
    if m := _SINCE_ENDED.search(premise):  # "The tearooms, which served visitors for four decades, has since closed"
        return m.group(0).strip(), premise[: m.start()], "", m.end()
    if m := _OPENING_END.match(premise):  # "Before a second crossing opened in 2019, the bridge was the only link"
        ended_clause = premise[m.end():][: next((x.start() for x in _OPENED_CLAUSE_END.finditer(premise[m.end():])),
                                                None)]
        if not any(t.tag_ == "VBD" and m.end() <= t.idx < m.end() + len(ended_clause) for t in parse(premise)):
            return None  # "Before you begin, switch the device off"
        return m.group(1).strip(), ended_clause, m.group(1), m.end() + len(ended_clause)  # "When the museum opened in
        # 1962, admission was free": the museum's
    m = next((x for x in _ENDED.finditer(premise) if x.group(0).lower() != "once" or _once(parse(premise), x.start())),
             None)
    if m is None:
        return None
    marker = m.group(0).strip()
    if marker.lower().startswith(("until", "before")) or re.match(r"in\s+\d", marker):  # "who chaired the board
        # until 2019", "was operated
        # by Crestline in 2019": the clause before
        before = premise[: m.start()].rstrip(" ,")  # "owned the estate for two centuries, until it was sold"
        start = max((x.end() for x in _CLAUSE_START.finditer(before)), default=0)
        if not any(t.tag_ == "VBD" and start <= t.idx < m.start() for t in parse(premise)):
            return None  # "The offer is valid until December", "will remain closed until March": it holds now
        return marker, premise[start : m.start()], premise[:start], m.end()
    start, after = m.start(), premise[m.end():]  # "formerly used as a cinema": the clause after it
    if (old := re.match(r"\s*([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*)\s*[),]", after)) \
            and premise[:start].rstrip().endswith("(") and old.group(1) not in hypothesis:
        return None  # "Velo Networks (formerly Brightside Telecom) is based in Leeds" / "Velo Networks is now based in
        # Leeds": a former name the step does not give, no ended state
    opened = len(after) - len(after.lstrip(" ,")) if not premise[:start].strip() else 0  # "In its heyday, …"
    first = after[opened:].split(",")[0]
    finite = any(t.tag_ in ("VBD", "VBZ", "VBP") and m.end() + opened <= t.idx < m.end() + opened + len(first)
                 for t in parse(premise)) if not premise[:start].strip() else False
    # an opening marker holds its main clause, "…, making it the largest employer" too; not "Once the busiest port
    # in Wales, …", which names what it was
    ends = _OPENED_CLAUSE_END if "," in after[:opened] or finite else _CLAUSE_START
    ended_clause = after[opened:][: next((x.start() for x in ends.finditer(after[opened:])), None)]
    subject = premise[:start]
    if not subject.strip():  # "Once the busiest coal port in Wales, Barry Docks today …": the main clause's subject
        main = next((t for t in parse(premise) if t.dep_ == "ROOT"), None)
        token = next((c for c in main.children if c.dep_ in ("nsubj", "nsubjpass")), None) if main else None
        subject = " ".join(t.text for t in token.subtree) if token is not None else ""
    return marker, ended_clause, subject, m.end() + opened + len(ended_clause)


def _once(doc, at: int) -> bool:
    """Is the "once" at character ``at`` the adverb of a state that held ("The building once housed …", "Once the
    busiest port in Wales, …"), not a conjunction ("Once the bill passed, …") nor "at once"?"""
    token = next((t for t in doc if t.idx == at), None)
    return token is not None and token.dep_ != "mark" and not (token.i and doc[token.i - 1].lower_ == "at") \
        and not any(c.dep_ in ("nsubj", "nsubjpass") for c in token.head.children if token.head.dep_ == "advcl"
                    and token.i == token.head.left_edge.i and c.i > token.i)


def _present(doc) -> bool:
    """Is the step's main verb (or its auxiliary) in the present tense ("chairs", "is based")?"""
    for t in doc:
        if t.dep_ == "ROOT":
            return t.tag_ in ("VBZ", "VBP") or any(c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBZ", "VBP")
                                                    and c.lower_ not in ("has", "have") for c in t.children)
    return False


#: a condition of the thing's own state under which a sentence gives a figure or a state ("when full", "at full
#: capacity", "when fully charged", "at its peak"), or of a measure's passage ("The reform, if enacted by parliament,
#: will give …"; "once ratified" only before what will be: "The treaty, once ratified, entered into force in 1994" met it)
_OWN_STATE = re.compile(r"\b(?:when|once|if|while)\s+(?:fully\s+|completely\s+)?(?:full|empty|complete|completed|"
                        r"charged|loaded|laden|assembled|inflated|extended|open|opened|closed|folded|finished|new|"
                        r"built|operational|in\s+use|running)\b|\bat\s+(?:full\s+|maximum\s+)?capacity\b|"
                        r"\bat\s+(?:its|their)\s+(?:peak|height|fullest|maximum)\b|\bfully\s+(?:loaded|charged)\b|"
                        r"\b(?:if|unless|once(?=[^.;]*\b(?:will|shall|would)\b))\s+(?:it\s+is\s+|they\s+are\s+)?"
                        r"(?:enacted|passed|approved|adopted|ratified|signed\s+into\s+law)\b",
                        re.IGNORECASE)


def conditional_state(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The condition the step leaves out, as the reason ("the sentence says it only 'when full'"), or "": the step
    restates the clause the condition holds for ("holds 60 litres", not the sentence's other clause "built in
    1890"); a condition that is a time ("when completed in 2027") or a state the sentence asserts ("operates at
    full capacity in summer") is none."""
    for m in _OWN_STATE.finditer(premise):
        at = m.group(0).lower().startswith("at")
        if _OWN_STATE.search(hypothesis) or (not at and _YEAR_AFTER.match(premise, m.end())):
            return ""  # "when completed in 2027": a time ("at its peak in 1920" is still the peak)
        if at and not re.search(r"\d[\d,.]*\s+\w+\s*$|(?:^|[,;])\s*$", premise[: m.start()]):
            continue  # "operates at full capacity": said of the thing, not a condition of a figure or a clause
        cond = {stem(w) for w in content_words(m.group(0))}
        if cond & _stems(hypothesis):
            return ""  # the step says the condition in its own words ("a full tank holds 60 litres")
        clause = re.split(r"[,;]|\b(?:and|which|that|who)\b", premise[: m.start()])[-1]
        parts = re.split(r"[,;]|\band\b", premise[m.end():])
        # "when full, it is the loudest ground"; a condition that opens the sentence holds for its main clause
        after = " ".join(parts[:2]) if not clause.strip() else parts[0]
        if (_stems(clause) | _stems(after)) & _stems(hypothesis) - _subject_words(parse(premise)):
            return f"the sentence says it only '{m.group(0).strip()}'"
    return ""


#: a time after a condition ("when completed in 2027"), which dates it rather than states a state
_YEAR_AFTER = re.compile(r"\s+(?:in|by|from)\s+(?:\w+\s+)?\d{4}\b", re.IGNORECASE)


def _subject_words(doc) -> set[str]:
    """The words of the sentence's main subject ("The fuel tank"): the thing every clause speaks of."""
    return {stem(w) for t in doc if t.dep_ in ("nsubj", "nsubjpass") and t.head.dep_ == "ROOT"
            for w in content_words(" ".join(x.text for x in t.subtree))}


#: the quantifiers that make a claim of every member of a group
_UNIVERSAL = frozenset("all every each any".split())
#: how a modifier restricts the group it follows: a relative clause ("who passed the examination"), a participle
#: ("sold before 2020"), "with" / "without" ("cars with diesel engines")
_RESTRICTING = frozenset({"relcl", "acl"})


def restricted_universal(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The restriction the step drops from the sentence's "all" ("All applicants *who passed the written
    examination* were invited to an interview" / "Every applicant was invited to an interview"), as the reason, or
    "": the sentence says it of every member of a group it restricts by a clause or a "with" phrase (not one set
    off by a comma, which describes the whole group: "All the passengers, who had waited for hours, ..."), and the
    step says it of the group as a whole (with "all", "every", "each", or in the plural) and none of the
    restriction's words, and the sentence does not say elsewhere that the whole group is such ("..., and every
    passenger held one")."""
    low = premise.lower()
    if not any(f"{q} " in low for q in _UNIVERSAL):
        return ""
    p_doc = parse(premise)
    h_stems = {stem(w) for w in content_words(hypothesis)}
    for t in p_doc:
        if t.lower_ not in _UNIVERSAL:
            continue
        group = t.head if t.dep_ in ("det", "predet") else next(  # "all of the applicants": through "of"
            (g for c in t.children if c.dep_ == "prep" and c.lower_ == "of" for g in c.children if g.dep_ == "pobj"),
            None)
        if group is None or group.pos_ not in ("NOUN", "PROPN"):
            continue
        for m in group.children:
            restricting = m.dep_ in _RESTRICTING or (m.dep_ == "prep" and m.lower_ in ("with", "without"))
            if not restricting or m.i < group.i or (m.left_edge.i and p_doc[m.left_edge.i - 1].text == ","):
                continue
            words = {stem(w) for w in content_words(" ".join(x.text for x in m.subtree))}
            if words and not words & h_stems and _whole_group(parse(hypothesis), group) \
                    and not any(_whole_group([u], group) for u in p_doc if u.i != group.i):
                return f"the sentence says it only of {group.text} {' '.join(x.text for x in m.subtree)}"
    return ""


def _whole_group(h_doc, group) -> bool:
    """Does the step speak of the sentence's ``group`` (a token) as a whole: with "all", "every", "each", or in the
    plural without a word that takes part of it ("some", "many", "most", a number)?"""
    names = {stem(group.lower_), group.lemma_.lower()}
    for t in h_doc:
        if not {stem(t.lower_), t.lemma_.lower()} & names or t.pos_ not in ("NOUN", "PROPN"):
            continue
        dets = {c.lower_ for c in t.children if c.dep_ in ("det", "predet", "nummod", "amod", "quantmod")}
        if t.head.lower_ in _UNIVERSAL and t.head.dep_ != "ROOT":
            return True  # "all of the applicants"
        if dets & _UNIVERSAL:
            return True
        return t.tag_ in ("NNS", "NNPS") and not dets - {"the"} and not any(c.dep_ in _RESTRICTING for c in t.children)
    return False


#: words by which a sentence speaks of every case, or denies them all
_ANY_CASE = re.compile(r"\b(?:any|anyone|anything|every|everyone|all|each|always|whatever|whenever|wherever|no|none|"
                       r"never|nobody|nothing)\b", re.IGNORECASE)
#: what makes "any" after it mean "some" or "none", not "every": a denial, a question or condition ("did not find any
#: errors", "without any delay", "if any")
_NOT_EVERY = re.compile(r"(?:\b(?:not|no|never|without|hardly|barely|cannot|nor|neither|fail(?:s|ed)?\s+to|if|whether)\b|"
                        r"n't)(?:\W+\w+){0,3}?\W+any\b", re.IGNORECASE)


def widened_to_any(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence does not state the step, or "": the step says it of "any" case ("The court held that
    any construction noise lasting several months breaches the covenant") where the sentence tells of one event in
    the past and of no other case ("... the landlord had breached the covenant by allowing construction noise to
    continue for several months"). A sentence in the present may state a rule ("The policy covers damage caused by
    floods" / "... any damage caused by floods"); a step that denies ("did not find any") uses "any" for "none":
    both are left to the other readings."""
    m = re.search(r"\bany\s+([\w-]+)", hypothesis, re.IGNORECASE)
    if not m or _NOT_EVERY.search(hypothesis) or _ANY_CASE.search(premise) or hypothesis.rstrip().endswith("?"):
        return ""
    root = next((t for t in parse(premise) if t.dep_ == "ROOT"), None)
    if root is None or root.tag_ not in ("VBD", "VBN"):
        return ""
    return f"the step says it of any {m.group(1)}; the sentence tells of one case"

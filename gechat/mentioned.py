"""What a question names that no sentence of the workspace mentions at all.

A question about something the documents never mention cannot be answered from them, however close their sentences
come to its other words: "What is the recommended dose of tranexamic acid for treating postpartum haemorrhage?" asked
of a trial of carbetocin was answered with the paper's definition of postpartum haemorrhage, badged Supported.

Two readings, each over every sentence of the workspace (with its heading or lead-in) as retrieval reads it:

* :func:`missing_names`: a name (a capitalised word past the question's first: "Australia", "Messi"), not a word
  that opens a sentence of the question ("… ? Thanks!") nor a title ("Dr"), nor a question in capitals throughout;
* :func:`missing_things`: the thing a question asks something *of* ("the main ingredient of guacamole", "the dose
  of tranexamic acid"): the words after the question's last "of" (not "because of", "instead of", "of course" …), up
  to the next word that is no part of a noun phrase, when not one of them occurs anywhere. A role, a measure or the
  document itself ("the name of the author", "the limitations of the study") is left alone: the documents may say
  "written by" without "author"; so is a verb's object ("the point of brushing the apple rolls").

A word is mentioned in any of its forms (:func:`mentioned_in`): its parts and its joined form when hyphenated
("carbetocin" in "carbetocin-treated", "handbook" / "hand-book"), its British or American spelling
(:func:`spellings`: "hemorrhage" / "haemorrhage"), another ending of its stem ("service" / "services", "installation" /
"install", :func:`gechat.text.stem_among`), its singular ("women" / "woman", "KPIs" / "KPI"), without accents
("protégé" / "protege"), and a name the question gives it beside ("paracetamol (acetaminophen)").

:func:`unmentioned` is both, as the question writes them; :mod:`gechat.retrieval` and :mod:`gechat.pgsearch` lower
every candidate's relevance by ``MISSING_FACTOR`` when it is not empty, and the reason given for the decline names
them (:func:`gechat.declines.why_not`: "The documents never mention tranexamic acid; …").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from gechat.relevance import ASKING, PERSON_TITLES
from gechat.text import STOP_WORDS, content_stems, stem, stem_among
from gechat.kinds import names_kind_of

#: what each candidate's relevance is multiplied by when the question names what no sentence mentions (every
#: candidate then falls under the relevance threshold)
MISSING_FACTOR = 0.5
_NAME = re.compile(r"\b(?:[A-Z][a-z]+[A-Za-z]*|[A-Z]{2,}[a-z]*|[a-z]+[A-Z][A-Za-z]*)\b")
#: the words after an "of": up to four, past any determiner, none a stop word ("of tranexamic acid for treating …" ->
#: "tranexamic acid")
_OF = re.compile(r"\bof\s+['\"\u2018\u201c]?(?P<det>(?:the|a|an|this|that|these|those|its|their|his|her|our|your|my|any|each|every|all)"
                 r"\s+)?(?P<phrase>[^\W\d_][\w'\u2019-]*(?:\s+[^\W\d_][\w'\u2019-]*){0,3})", re.IGNORECASE)
#: an "of" that asks of no thing: "because of", "instead of", "on behalf of", "a lot of", "hundreds of", "of course" …
_FIXED_OF = re.compile(r"(?:\b(?:because|instead|regardless|irrespective|spite|behalf|front|result|terms|out|ahead|lot|"
                       r"lots|kind|sort|case|charge|means|favour|favor|top|outside|inside|inclusive|exclusive|"
                       r"independent|hundreds|thousands|millions|billions|dozens|tens|couple|handful)\s+)$",
                       re.IGNORECASE)
_COURSE = re.compile(r"\s+course\b", re.IGNORECASE)
#: a phrase before an "of" that says where, when or in what something happens ("at the meeting", "during the course")
_PASSING = re.compile(r"\b(?:at|in|on|during|after|before|from|for|with|by|under|into|through|throughout|within|until|"
                      r"since|among|between)\s+(?:(?:the|a|an|this|that|each|every|its|their|his|her|our|your|any)\s+)?"
                      r"[\w'\u2019-]+(?:\s+[\w'\u2019-]+)?\s*$", re.IGNORECASE)
#: a name the question gives the thing beside it: "paracetamol (acetaminophen)", "paracetamol/acetaminophen",
#: "paracetamol or acetaminophen", "… aka …"
_ALIAS = re.compile(r"\s*(?:\(\s*(?P<a>[^)]+)\)|/\s*(?P<b>[\w-]+)|\s+or\s+(?P<c>[\w-]+(?:\s+[\w-]+)?)|"
                    r",?\s+(?:aka|also\s+known\s+as|also\s+called)\s+(?P<d>[\w-]+(?:\s+[\w-]+)?))", re.IGNORECASE)
#: words that name a role, a measure or the document itself rather than a thing the documents must mention by that
#: word ("the name of the author": "written by …"; "the limitations of the study")
_ROLES = frozenset(content_stems(
    "author authors writer writers editor editors publisher publishers creator creators founder founders owner owners "
    "maker makers inventor designer composer name names title titles number numbers amount amounts kind kinds type "
    "types sort sorts form forms part parts piece pieces total totals size sizes length value values price prices cost "
    "costs date dates year years month months day days time times people person persons one ones thing things way ways "
    "following rest whole most many few some each none all "
    "study studies paper papers article articles report reports book books novel novels story stories poem poems "
    "chapter chapters memo memos letter letters manual manuals guide guides policy policies agreement agreements "
    "contract contracts recipe recipes process processes trial trials document documents text texts publication "
    "publications handbook handbooks section sections passage passages essay essays plan plans programme programmes "
    "program programs standard standards guideline guidelines procedure procedures "
    "two three four five six seven eight nine ten dozen hundred thousand"))
#: plurals no ending rule makes singular
_IRREGULAR = {"women": "woman", "men": "man", "children": "child", "mice": "mouse", "geese": "goose", "feet": "foot",
              "teeth": "tooth", "people": "person", "knives": "knife", "wives": "wife", "lives": "life",
              "leaves": "leaf", "halves": "half", "shelves": "shelf", "loaves": "loaf", "calves": "calf",
              "wolves": "wolf", "criteria": "criterion", "phenomena": "phenomenon", "analyses": "analysis",
              "diagnoses": "diagnosis", "theses": "thesis", "crises": "crisis", "data": "datum", "media": "medium",
              "indices": "index", "appendices": "appendix", "matrices": "matrix", "vertices": "vertex",
              "fungi": "fungus", "nuclei": "nucleus", "stimuli": "stimulus", "bacteria": "bacterium",
              "larvae": "larva", "formulae": "formula", "oxen": "ox", "dice": "die"}
_SINGULAR = {**_IRREGULAR, **{v: k for k, v in _IRREGULAR.items()}}
#: British and American spellings of one word, each way round, and where the change may stand ("haemorrhage" /
#: "hemorrhage", "oedema" / "edema", "tumour" / "tumor", "organise" / "organize", "analyse" / "analyze", "centre" /
#: "center", "catalogue" / "catalog", "travelled" / "traveled", "licence" / "license", "programme" / "program",
#: "fulfilment" / "fulfillment"): the documents mention a thing in either
_SPELLINGS = (("ae", "e", ""), ("oe", "e", ""), ("our", "or", ""), ("is", "iz", r"(?=[eai])"), ("ys", "yz", r"(?=[ei])"),
              ("tre", "ter", r"(?=s?\b)"), ("ogue", "og", r"(?=s?\b)"), ("ll", "l", r"(?=[ei]|ment)"),
              ("ence", "ense", r"(?=s?\b)"), ("mme", "m", r"(?=s?\b)"), ("l", "ll", r"(?=ment)"))
#: British and American spellings no rule of :data:`_SPELLINGS` makes
_OTHER_SPELLING = {"cheque": "check", "tyre": "tire", "plough": "plow", "jewellery": "jewelry", "pyjamas": "pajamas",
                   "manoeuvre": "maneuver", "aluminium": "aluminum", "grey": "gray", "mould": "mold", "kerb": "curb",
                   "draught": "draft", "storey": "story", "doughnut": "donut", "yoghurt": "yogurt", "sulphur": "sulfur",
                   "ageing": "aging", "judgement": "judgment", "acknowledgement": "acknowledgment", "cosy": "cozy",
                   "sceptical": "skeptical", "whisky": "whiskey", "gaol": "jail", "axe": "ax", "moustache": "mustache"}
_OTHER_SPELLING = {**_OTHER_SPELLING, **{v: k for k, v in _OTHER_SPELLING.items()}}
#: a word that ends a noun phrase before it: a verb's past form ("women died", "patients developed sepsis")
_VERB_LIKE = re.compile(r"^[a-z]{3,}ed$")


def _plain(word: str) -> str:
    """``word`` without its accents ("protégé" -> "protege")."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def _parts(words: Iterable[str]) -> set[str]:
    """``words`` with the parts of each hyphenated one and its joined form ("carbetocin-treat" -> "carbetocin",
    "treat", "carbetocintreat")."""
    out = set(words)
    for w in list(out):
        if "-" in w:
            out |= {stem(p) for p in w.split("-") if p} | {stem(w.replace("-", ""))}
    return out


def spellings(word: str) -> set[str]:
    """``word`` (lower case) as either spelling may write it: each change of :data:`_SPELLINGS`, either way round,
    made at one place or at every place, to the word and to what the changes before made of it (most of what this
    makes is no word at all, which no document holds)."""
    out = {word}
    for british, american, where in _SPELLINGS:
        for w in list(out):
            for old, new in ((british, american), (american, british)):
                found = list(re.finditer(re.escape(old) + where, w))
                out.update(w[:m.start()] + new + w[m.end():] for m in found)
                if len(found) > 1:
                    out.add(re.sub(re.escape(old) + where, new, w))
    return out


def forms(text: str) -> frozenset[str]:
    """The stems under which the documents may mention the words of ``text``: the words themselves, their parts and
    joined forms, their singulars ("women" -> "woman", "KPIs" -> "KPI") and their other spellings."""
    words = re.findall(r"[^\W\d_][\w'\u2019-]*", text)
    out: set[str] = {stem(a + b) for a, b in zip(words, words[1:])}  # "data base" -> "database"
    for w in words:
        low = w.lower().replace("\u2019", "'")
        for v in {low, low.replace("-", ""), _SINGULAR.get(low, low),
                  _OTHER_SPELLING.get(low, low), _OTHER_SPELLING.get(low.removesuffix("s"), low),
                  w[:-1].lower() if re.fullmatch(r"[A-Z]{2,}s", w) else low,
                  low[:-1] if low.endswith("es") else low}:  # "images" -> "image" (stems "imag" / "image")
            out |= {stem(s) for s in spellings(v)} | {stem(v + "s")}  # "tires" -> "tir", "tire" -> "tire"
        if len(low) > 5 and (end := re.search(r"(?:ing|ed)$", low)):  # "baking" / "Bake", "filing" / "file",
            root = low[:end.start()]  # "running" / "run"
            out |= {stem(root), stem(root + "e")} | ({stem(root[:-1])} if root[-1:] == root[-2:-1] else set())
        out |= {stem(p) for p in low.split("-") if p}
    return frozenset(s for s in out if s and s not in STOP_WORDS) - ASKING


def _core(text: str) -> set[str]:
    """The stems of ``text``'s own words, without other forms: what :func:`gechat.text.stem_among` compares."""
    return _parts(content_stems(re.sub(r"[/]", " ", text))) - ASKING


def mentioned_in(text: str, found: set[str], also: frozenset[str] = frozenset()) -> bool:
    """Does ``found`` (content-word stems of the workspace) hold a word of ``text`` in any of its :func:`forms` (or
    one of ``also``, stems known to name the same), or one with another ending of a stem of five letters or more
    (:func:`gechat.text.stem_among`), accents aside?"""
    own = forms(text) | also
    if own & found:
        return True
    held = _parts(found)
    if own & held:
        return True
    core = _core(text)
    plain = {_plain(w) for w in held}
    return any(_plain(w) in plain or stem_among(w, held) or _split_in(w, held) for w in core)


def _split_in(word: str, held: set[str]) -> bool:
    """Is ``word`` two words of ``held`` written together ("bookkeeper" / "book keeper", "workspace" / "work
    space"), each of three letters or more?"""
    return any(word[:i] in held and (word[i:] in held or stem(word[i:]) in held) for i in range(3, len(word) - 2))


def lookups(text: str) -> list[str]:
    """``LIKE`` patterns for the database's stored words that may mention ``text`` (what :func:`mentioned_in`
    reads): each of its forms as a word, the start of a hyphenated word or after a hyphen, and each of its own stems of
    five letters or more as the start of a longer word."""
    core = _core(text)
    out: set[str] = set()
    for w in forms(text) | core:
        out |= {w, f"{w}-%", f"%-{w}", f"%-{w}-%"}
    out |= {f"{w[:5]}%" for w in core if len(w) >= 5}
    return sorted(out)


def _opens_sentence(question: str, start: int) -> bool:
    """Does the word at ``start`` open the question or a sentence of it ("… expenses? Thanks!")?"""
    before = question[:start].rstrip()
    return not before or before[-1] in ".?!:;\u201c\""


def _capitals_throughout(question: str) -> bool:
    """Is ``question`` written in Title Case or in capitals ("What Is The Dose Of Oxytocin?"), so that a capital
    names nothing?"""
    words = [w for w in re.findall(r"[^\W\d_]+", question) if len(w) > 3]
    return question.isupper() or len(words) >= 3 and sum(w[0].isupper() for w in words) >= 0.8 * len(words)


def missing_names(question: str, found: set[str]) -> list[str]:
    """Names in the question (capitalised words past the first word of each of its sentences) whose words ``found``
    (every content word of the workspace) lacks in all their forms."""
    if _capitals_throughout(question):
        return []
    out = []
    for m in _NAME.finditer(question):
        word = m.group(0)
        if _opens_sentence(question, m.start()) or stem(word.lower()) in ASKING or word.lower() in PERSON_TITLES:
            continue
        whole = re.search(r"[\w'\u2019-]*\Z", question[:m.start()]).group(0) + word + re.match(
            r"[\w'\u2019-]*", question[m.end():]).group(0)  # "Wi" of "Wi-Fi", read whole
        if content_stems(word) and not mentioned_in(whole, found):  # "The" of "The Chronicle of Philanthropy",
            # capitalised as part of a title, is no name the documents could lack
            out.append(word)
    return out


def _phrase(words: str) -> str:
    """The leading words of ``words`` that may make a noun phrase: none a stop word nor a verb's past form, and none
    in lower case after capitalised ones ("Bankruptcy Code" of "Bankruptcy Code applies"); a possessive's "'s"
    dropped."""
    kept: list[str] = []
    for w in words.split():
        low = w.lower().strip("'\u2019")
        if low in STOP_WORDS or (kept and (_VERB_LIKE.match(low) or kept[-1][:1].isupper() and w[:1].islower())):
            break
        kept.append(w)
        if re.search(r"['\u2019]s$", w):
            break  # "France's" of "the capital of France's neighbour"
    return re.sub(r"['\u2019]s$", "", " ".join(kept))


def thing_asked(question: str) -> tuple[str, frozenset[str]] | None:
    """The thing ``question`` asks something of, as it writes it, and the stems the documents may mention it by
    (:func:`forms`, with a name the question gives it beside, :data:`_ALIAS`): the words after its last "of" that may
    make a noun phrase; None when there is none, or when it names a role, a measure or the document (:data:`_ROLES`),
    or a verb's object."""
    text = _asked_text(question)
    at = _last_of(text)
    last = _OF.match(text, at) if at is not None else None
    if last is None or (not last.group("det") and last.group("phrase").split()[0].lower().endswith("ing")):
        return None  # a verb's: "the point of brushing the apple rolls"
    phrase = _phrase(last.group("phrase"))
    if not phrase or _core(phrase) & _ROLES or not _core(phrase):
        return None
    alias = _ALIAS.match(text, last.start("phrase") + len(phrase))
    words = forms(phrase) | (forms(next(g for g in alias.groups() if g)) if alias else frozenset())
    return phrase, frozenset(words)


def _asked_text(question: str) -> str:
    text = question.rstrip("?!. ")
    return text.lower() if _capitals_throughout(text) else text


def _last_of(text: str) -> int | None:
    """Where the last "of" of ``text`` that may ask of a thing stands (not "because of", "of course")."""
    starts = [m.start() for m in re.finditer(r"\bof\b", text, re.IGNORECASE)
              if not _FIXED_OF.search(text[:m.start()]) and not _COURSE.match(text, m.end())]
    return starts[-1] if starts else None


def said_in_passing(question: str) -> bool:
    """Does the thing after the question's last "of" (:func:`thing_asked`) stand in a phrase that says where, when
    or in what the asked happens, not what it is asked of? "Why can't a debtor make a blanket assertion of the
    Fifth Amendment privilege at the meeting of creditors?" asks of the privilege, not of creditors."""
    text = _asked_text(question)
    at = _last_of(text)
    return at is not None and bool(_PASSING.search(text[:at]))


#: a thing the question describes rather than names: "the official who supervises chapter 13 trustees"
_DESCRIBED = re.compile(r",?\s+(?:who|whom|whose|that|which|where)\b", re.IGNORECASE)


def thing_to_name(question: str) -> tuple[str, frozenset[str]] | None:
    """The thing ``question`` asks something of (:func:`thing_asked`) when an answer must name it, else None: not a
    thing said in passing (:func:`said_in_passing`: "at the meeting of creditors"), nor one the question describes
    by a clause rather than names ("the official who supervises chapter 13 trustees")."""
    thing = thing_asked(question)
    if thing is None or said_in_passing(question):
        return None
    at = question.find(thing[0])
    return None if at >= 0 and _DESCRIBED.match(question, at + len(thing[0])) else thing


def names_thing(thing: tuple[str, frozenset[str]], text: str, heading: str) -> bool:
    """Does ``text``, read with the ``heading`` or lead-in it stands under, name ``thing`` (:func:`thing_to_name`) in
    any form (:func:`mentioned_in`: "Corn bread" for "cornbread"), by another of WordNet's names for it or by the
    name of a kind of it (:func:`names_kind_of`: "Cheap ice cream" for "the budget frozen dessert")?"""
    return (mentioned_in(thing[0], content_stems(text) | content_stems(heading), thing[1])
            or names_kind_of(thing[0], f"{heading} {text}"))


def asked_of(question: str) -> frozenset[str]:
    """The stems of what ``question`` asks of the thing it names after "of" (:func:`thing_asked`): its other content
    words ("elimination", "half-life" of "What is the elimination half-life of carbetocin?"); empty without such a
    thing."""
    return _asked_of(question, thing_asked(question))


def _asked_of(question: str, thing: tuple[str, frozenset[str]] | None) -> frozenset[str]:
    return frozenset(content_stems(question) - ASKING - thing[1] - content_stems(thing[0])) if thing else frozenset()


def speaks_of_asked(question: str, text: str, heading: str) -> bool:
    """May ``text``, standing under ``heading``, answer what ``question`` asks of its thing (:func:`asked_of`)? Yes
    when there is no such thing, when the heading names the thing (a recipe's lines under its name answer "What are
    the ingredients of the pea soup?" without the word "ingredient"), or when the text or the heading holds a word
    asked of it in any form ("features" / "feature"); not "The aimed number of patients treated with carbetocin was
    500." for "What is the elimination half-life of carbetocin?". An extractive answer item after the first must
    (:func:`gechat.extractive.reason`)."""
    thing = thing_asked(question)
    asked = _asked_of(question, thing)
    if thing is None or not asked:
        return True
    head = content_stems(heading)
    if head and mentioned_in(thing[0], head, thing[1]):
        return True
    found = content_stems(text) | head
    return any(mentioned_in(word, found) for word in asked)


def links_thing(question: str, text: str, first: str) -> bool:
    """Does ``text`` say that something the first sentence of the answer (``first``) names is the thing ``question``
    asks something of (:func:`thing_asked`): does it name a word of ``first`` and, after it, the thing? "Carbetocin
    (Pabal®) is a long-acting oxytocin analogue …" for "What is the onset of action of the oxytocin analogue?"
    answered with "Carbetocin has a rapid onset of action …"; not "Carbetocin is a long-acting synthetic analogue of
    oxytocin." beside oxytocin's half-life for "What is the elimination half-life of carbetocin?", which names the
    thing first, nor "The aimed number of patients treated with carbetocin was 500.", which names nothing of it."""
    thing = thing_asked(question)
    if thing is None:
        return False
    shared = content_stems(first) - thing[1] - content_stems(thing[0]) - ASKING
    words = [stem(w.lower()) for w in _WORD.findall(text)]
    at = next((i for i, w in enumerate(words) if w in shared), None)
    return at is not None and mentioned_in(thing[0], set(words[at + 1:]), thing[1])


def missing_things(question: str, found: set[str]) -> list[str]:
    """The thing the question asks something of (:func:`thing_asked`), when ``found`` (every content word of the
    workspace) holds none of its words in any of their forms (:func:`mentioned_in`)."""
    thing = thing_asked(question)
    return [thing[0]] if thing and not mentioned_in(thing[0], found, thing[1]) else []


#: a question that sets two things side by side: "the difference between a computer virus and a worm", "How does a
#: virus differ from a worm?", "Compare X with Y", "X versus Y"
_SIDES = (
    re.compile(r"\b(?:differences?|distinctions?|similarit(?:y|ies))\s+between\s+(?P<a>[^?!.,;:]+?)\s+and\s+"
               r"(?P<b>[^?!.,;:]+)", re.IGNORECASE),
    re.compile(r"\b(?:does|do|did|is|are)\s+(?P<a>[^?!.,;:]+?)\s+(?:differ|different)\s+from\s+(?P<b>[^?!.,;:]+)",
               re.IGNORECASE),
    re.compile(r"\b(?:compare|contrast|distinguish)\s+(?:and\s+contrast\s+)?(?:between\s+)?(?P<a>[^?!.,;:]+?)\s+"
               r"(?:and|with|to|from)\s+(?P<b>[^?!.,;:]+)", re.IGNORECASE),
    re.compile(r"(?P<a>\b[^\W\d_][\w'\u2019-]*(?:\s+[^\W\d_][\w'\u2019-]*)?)\s+(?:vs\.?|versus)\s+(?P<b>[^?!.,;:]+)",
               re.IGNORECASE),
)
_DETERMINER = re.compile(r"^(?:the|a|an|this|that|these|those|its|their|his|her|your|my|our)\s+", re.IGNORECASE)
#: words for a side of any comparison, which no document need use: "the pros and cons", "the intervention and control
#: groups", "the older and younger sisters"
_SIDE_WORDS = frozenset(content_stems(
    "pro pros con cons advantage advantages disadvantage disadvantages benefit benefits drawback drawbacks hero heroes "
    "heroine villain villains protagonist antagonist intervention control group groups arm arms side sides option "
    "options approach approaches method methods version versions older younger elder eldest first second former "
    "latter old new outcome outcomes result results effect effects"))


def _sides(question: str) -> list[tuple[str, str]]:
    """Each side ``question`` compares (:data:`_SIDES`): the noun phrase it opens with and the rest of its words
    ("outcome", "in the carbetocin arm" of "the outcome in the carbetocin arm"); none that names a person or a title
    (capitalised: :func:`missing_names` reads those), a role, a measure or the document (:data:`_ROLES`), or a side
    of any comparison (:data:`_SIDE_WORDS`)."""
    text = _asked_text(question)
    for rx in _SIDES:
        if (m := rx.search(text)) is not None:
            out = []
            for side in ("a", "b"):
                words = _DETERMINER.sub("", m.group(side).strip())
                phrase = _phrase(words)
                if phrase and phrase[:1].islower() and _core(phrase) and not _core(phrase) & (_ROLES | _SIDE_WORDS):
                    out.append((phrase, words[len(phrase):]))
            return out
    return []


def compared_things(question: str) -> list[str]:
    """The things ``question`` sets side by side (:func:`_sides`), each as the noun phrase it opens with ("computer
    virus", "worm")."""
    return [phrase for phrase, _ in _sides(question)]


def missing_compared(question: str, found: set[str]) -> list[str]:
    """Each thing ``question`` compares (:func:`compared_things`) whose head (the phrase's last word) ``found``
    (every content word of the workspace) lacks in every form, while it holds no other word of that side either:
    "What is the difference between a computer virus and a worm?" of documents that never mention a worm, or "…
    and a computer worm"; not "the outcome in the carbetocin arm" of a paper that says "end point". An answer about
    one side alone answers no comparison."""
    out = []
    for phrase, rest in _sides(question):
        head = phrase.split()[-1]
        if not mentioned_in(head, found, forms(head)) and not (content_stems(rest) and mentioned_in(rest, found)):
            out.append(phrase)
    return out


#: a run of capitalised words ("FIFA World Cup", "Chronicle of Philanthropy" in two runs)
_RUN = re.compile(r"[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)*")


def _runs(question: str, names: list[str]) -> list[str]:
    """Each of ``names`` as the run of capitalised words it stands in ("FIFA World Cup" for "FIFA" and "Cup"), past
    the question's first word."""
    out = []
    for name in names:
        run = next((m.group(0) for m in _RUN.finditer(question, len(question.split()[0]) if question.split() else 0)
                    if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", m.group(0))), name)
        out.append(run)
    return list(dict.fromkeys(out))


def unmentioned(question: str, found: set[str]) -> tuple[str, ...]:
    """What ``question`` names (:func:`missing_names`, each in its run of capitalised words), asks something of
    (:func:`missing_things`) or compares (:func:`missing_compared`) that no sentence mentions, as the question writes
    it; ``found``: every content word of the workspace's sentences and their contexts (only the question's own need
    be there)."""
    names = _runs(question, missing_names(question, found))
    things = [t for t in dict.fromkeys(missing_things(question, found) + missing_compared(question, found))
              if not any(n in t or t in n for n in names)]
    return tuple(names + things)


_WORD = re.compile(r"[^\W\d_]+")


def names_whole(thing: tuple[str, frozenset[str]], text: str) -> bool:
    """Does ``text`` name the whole of ``thing`` (:func:`thing_to_name`): every word of it in one of its forms, two
    of them written together or apart ("Corn bread" for "cornbread", "Griddle cakes" for "griddlecakes"), or by a
    WordNet name for the whole thing or a kind of it ("Buckwheat cakes" for "hotcakes")? Stricter than
    :func:`names_thing`: no other ending of a shared stem ("Lemon sherbet" is no name for lemonade, "Ginger cakes"
    none for gingersnaps) and no word of the thing alone ("Hot muffins" for "the hot beverage", "Mashed potatoes"
    for "potato chips")."""
    held = _parts(content_stems(text) | forms(text))  # its words' forms, and each two together ("apple sauce")
    words = [w for w in _WORD.findall(thing[0]) if w.lower() not in STOP_WORDS]
    if not words:
        return False
    if stem("".join(words).lower()) in held or all(
            forms(w) & held or any(_split_in(s, held) for s in _core(w)) for w in words):
        return True
    return names_kind_of(thing[0], text, whole=True)

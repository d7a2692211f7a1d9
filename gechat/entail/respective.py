"""Figures given "respectively", and group sizes given "(n=49)": which figure belongs to which named thing.

"11 and 8 patients need to be treated with esomeprazole 20 mg or esomeprazole 40 mg, respectively" gives 11
to the 20 mg dose and 8 to the 40 mg dose. A small NLI model reads "eight patients need to be treated with
esomeprazole 20 mg" from it as an entailment (0.96 with the shipped judge): every word and figure of the step
is in the sentence. ``paired_otherwise(premise, hypothesis, parse)`` reads the sentence's lists from spaCy's
parse (a word and its conjuncts, "11 and 8", "esomeprazole 20 mg or esomeprazole 40 mg"), the ones before
its "respectively", and returns the reason when the step gives a figure of one list's *i*-th place together
with the thing in another list's *j*-th place, *j* not *i*; "" otherwise.

A thing is named by the words that set it apart from the other items of its list ("20" for "esomeprazole 20
mg"); the step names it when it holds all of them and none of the item the figure belongs to. A figure that
stands at two places of its list ("16, 16 and 12 passengers") pairs with neither, and a step that names two
items of a list (or none) is not read.

``sized_otherwise(premise, hypothesis)`` does the same for the sizes trials give their groups: "randomly divided
into a postconditioning group (n=49) or into a control group (n=50)" gives 49 to the first group, and "50 were
assigned to the postconditioning group" gives it the other's (0.98 entailed by the model before).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail.antonyms import stem as antonym_stem
from gechat.entail.numbers import NUMBER_TEXT, NUMBER_WORDS, number
from gechat.entail.proportions import DETERMINER
from gechat.text import content_words, stem

_RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)
_FIGURE = re.compile(r"\d+(?:[.,]\d+)*|[A-Za-z]+\d*")  # a step's figures and words ("high-dose": two; "NASA2")


def _value(text: str) -> float | None:
    """The value of a token that is a figure ("8", "1,122", "eight"), else None."""
    return number(text.lower()) if text[:1].isdigit() or text.lower() in NUMBER_WORDS else None


#: parts of speech an item of a list is made of ("esomeprazole 20 mg", "high-dose", "8 patients", "45 %")
_ITEM_POS = frozenset({"NOUN", "PROPN", "ADJ", "NUM", "X", "SYM"})
_JOINS = frozenset({",", "and", "or", "versus", "vs", "vs."})
_FUNCTION = frozenset({"DET", "ADP", "CCONJ", "PRON", "AUX", "PART", "PUNCT"})


def _lists(doc, end: int) -> list[list[list]]:
    """The lists of two or more items in the clause before token ``end`` ("respectively"): runs of nouns,
    names, adjectives and figures (hyphenated words kept whole) joined only by commas, "and" and "or"."""
    start = max((t.i + 1 for t in doc[:end] if t.text in (";", ":")), default=0)
    runs: list[tuple[int, int]] = []  # token index spans of the runs, end exclusive
    i = start
    while i < end:
        j = i
        while j < end and (doc[j].pos_ in _ITEM_POS or doc[j].text == "%" or (
                j > i and len(doc[j].text) == 1 and doc[j].text.isupper()) or (  # "drug A 20 mg"
                doc[j].text == "-" and j > i and not doc[j - 1].whitespace_ and j + 1 < end) or (
                j + 1 < end and doc[j + 1].text == "-" and not doc[j].whitespace_)):  # "twice-daily"
            j += 1
        if j > i:
            runs.append((i, j))
        i = max(j, i + 1)
    out, current = [], [runs[0]] if runs else []
    for prev, nxt in zip(runs, runs[1:]):
        between = [t.lower_ for t in doc[prev[1]:nxt[0]]]
        alike = _has_figure(doc[prev[0]:prev[1]]) == _has_figure(doc[nxt[0]:nxt[1]])  # "of treatment, 11 and 8"
        if between and set(between) <= _JOINS and len(between) <= 2 and (alike or set(between) & {"and", "or"}):
            current.append(nxt)
        else:
            if len(current) >= 2:
                out.append(current)
            current = [nxt]
    if len(current) >= 2:
        out.append(current)
    return [[list(doc[a:b]) for a, b in spans] for spans in out]


def _has_figure(tokens) -> bool:
    return any(_value(t.text) is not None for t in tokens)


def _figures(items: list[list]) -> list[float] | None:
    """The list's figures when every item holds one figure ("11 and 8 patients", "45%, 38% and 20%"), else
    None."""
    values = []
    for item in items:
        found = [v for t in item if (v := _value(t.text)) is not None]
        if len(found) != 1:
            return None
        values.append(found[0])
    return values


def _word(text: str) -> str:
    w = text.lower()
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def _marks(items: list[list], name: Callable[[str], str] | None = None) -> list[set[str]]:
    """The words that set each item apart from the others of its list (lower case, singular, or as ``name`` writes
    them; figures as digits)."""
    name = name or _name
    items = [*items[:-1], _without_shared_head(items)]
    words = [{name(t.text) for t in item if t.pos_ not in _FUNCTION and t.text not in ("-", "%")} for item in items]
    return [w - set().union(*(o for j, o in enumerate(words) if j != i)) for i, w in enumerate(words)]


def _without_shared_head(items: list[list]) -> list:
    """The last item without the noun all items share when it is written once, after it ("the high-dose and
    low-dose *regimens*": "low-dose"; "National Gallery and Tate *loan fees*": "Tate", the nouns after the last of
    several names)."""
    last = items[-1]
    names = [i for i, t in enumerate(last) if t.pos_ == "PROPN"]
    if len(items) > 1 and names and names[0] == 0 and all(t.pos_ == "NOUN" for t in last[names[-1] + 1:]) \
            and all(t.pos_ == "PROPN" for item in items[:-1] for t in item):
        return last[: names[-1] + 1]
    if len(items) > 1 and last and last[-1].pos_ == "NOUN" and len(last) > max(len(i) for i in items[:-1]):
        return last[:-1]
    return last


def _name(text: str) -> str:
    value = _value(text)
    return f"{value:g}" if value is not None else _word(text)


def _step_figures(hypothesis: str) -> list[float]:
    return [v for t in _FIGURE.findall(hypothesis) if (v := _value(t)) is not None]


def paired_otherwise(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the step pairs a figure the sentence gives "respectively" with another item, or ""."""
    step_figures = _step_figures(hypothesis)
    if not _RESPECTIVELY.search(premise) or not step_figures:
        return ""
    doc = parse(premise)
    lemmas = {t.lemma_.lower() for t in doc}
    if any(t.pos_ == "NOUN" and len(lemma := t.lemma_.lower().rstrip(".")) > 2 and lemma not in lemmas
           for t in parse(hypothesis)):
        return ""  # the step speaks of something the sentence does not ("median survival" / "median follow-up"); a
        # scale's letter is none ("£1.1m." at the step's end)
    ends = [t.i for t in doc if t.lower_ == "respectively"]
    own = _THAN.sub(" ", hypothesis)
    step_words = {_name(w) for w in _FIGURE.findall(own)}  # "Romford staged 2,140 races, fewer than Towcester": the
    # side after "than" is not the one given the figure, nor one a clause after it gives ("…, which staged 2,480")
    step_figures = [v for v in step_figures if v in _step_figures(own)]
    for end in ends:
        lists = _lists(doc, end)
        numbered = [(items, values) for items in lists if (values := _figures(items)) is not None]
        for items, values in numbered:
            for v in step_figures:
                if values.count(v) != 1 or _elsewhere(premise, v):
                    continue  # "16, 16 and 12"; "... 50 and 40 respectively, and women worked 50 hours"
                i = values.index(v)
                for things in lists:
                    if things is items or len(things) != len(values):
                        continue
                    marks = _marks(things)
                    if not all(marks):
                        continue
                    said = [j for j, m in enumerate(marks) if m <= step_words]
                    if len(said) == 1 and said[0] != i and not marks[i] & step_words:
                        j = said[0]
                        return (f"the sentence gives {_text(items[i])} to '{_text(things[i])}' and "
                                f"{_text(items[j])} to '{_text(things[j])}' (respectively)")
    return ""


_THAN = re.compile(r"\bthan\b[^,;.]*(?:,\s*(?:which|who|whose|where|with)\b[^;]*)?", re.IGNORECASE)


def _text(tokens: list) -> str:
    return "".join(t.text_with_ws for t in tokens).strip()


#: a group and its size as trials write it: "a postconditioning group (n=49)", "placebo (n = 1,122)"
_SIZED = re.compile(r"\b(?P<name>[A-Za-z][\w-]*(?:\s+(?:groups?|arms?|cohorts?))?)\s*\(\s*n\s*=\s*(?P<n>\d[\d,]*)\s*[),;]",
                    re.IGNORECASE)
#: a count given to a group: "six in the open-surgery group", "3 patients in the keyhole arm"
_IN_GROUP = re.compile(rf"\b(?P<n>{NUMBER_TEXT})\s+(?:(?:patients?|participants?|subjects?|women|men|children)\s+)?in\s+"
                       r"(?:the\s+)?(?P<name>[A-Za-z][\w-]*)\s+(?:group|arm)\b", re.IGNORECASE)
#: a figure that measures, not counts people: "36 weeks", "58 days", "40 mg", "50 hours" (a group's size is none)
_MEASURE = re.compile(r"\s*(?:%|[a-z]*(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)|mg|g|kg|ml|l|mmhg|cm|mm|"
                      r"m|km|miles?|points?|times|percent|sessions?|doses?|cycles?)\b", re.IGNORECASE)
_STEP_FIGURE = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?|\b[a-z]+\b", re.IGNORECASE)
#: where a step's clause about one figure ends: "50 were assigned to the X group and 49 to the Y group"
_CLAUSE_BREAK = re.compile(r"[,;(]|\b(?:and|but|while|whereas|compared|versus|vs)\b", re.IGNORECASE)


def _sizes(premise: str) -> list[tuple[str, float]]:
    """The groups ``premise`` gives a size or a count to ("an exercise group (n=62)", "six in the open-surgery
    group"), each with its figure."""
    found = [(_bare(m.group("name")), number(m.group("n").replace(",", "").lower())) for m in _SIZED.finditer(premise)]
    found += [(_bare(m.group("name")), number(m.group("n").replace(",", "").lower())) for m in _IN_GROUP.finditer(premise)]
    return [(name, n) for name, n in found if n is not None]


def sized_otherwise(premise: str, hypothesis: str) -> str:
    """The reason the step gives a group the size or count the sentence gives another group ("randomly divided into
    a postconditioning group (n=49) or a control group (n=50)" / "50 were assigned to the postconditioning
    group"; "nine patients, six in the open-surgery group and three in the keyhole group" / "three patients in the
    open-surgery group"), or "". A group is named by the words that set its name apart from the other groups'
    ("control"); the step gives a figure to the group it names after it in the same clause, else to the one named
    last before it (:func:`_group_of`); a figure in brackets with another ("(58 vs 62)") is given to none, nor one
    that measures rather than counts ("trained for 58 days", :data:`_MEASURE`) or that the sentence gives more than
    once."""
    groups = _sizes(premise)
    if len(groups) < 2:
        return ""
    words = [{_word(w) for w in re.findall(r"[A-Za-z][\w-]*", name)} - _COMMON for name, _ in groups]
    marks = [w - set().union(*(o for j, o in enumerate(words) if j != i)) for i, w in enumerate(words)]
    if not all(marks):
        return ""
    sizes = [n for _, n in groups]
    found = [(m, v) for m in _STEP_FIGURE.finditer(hypothesis) if (v := _value(m.group(0).replace(",", ""))) is not None]
    for k, (m, v) in enumerate(found):
        if sizes.count(v) != 1 or _bracketed_with_another(hypothesis, m) or _elsewhere(premise, v) \
                or _MEASURE.match(hypothesis, m.end()):
            continue  # "met weekly for 36 weeks": the 36 is no group's size; a figure the sentence gives twice
        own = sizes.index(v)
        lo = found[k - 1][0].end() if k else 0
        hi = found[k + 1][0].start() if k + 1 < len(found) else len(hypothesis)
        named = _group_of(hypothesis, lo, hi, m, marks)
        if named is not None and named != own:
            return f"the sentence gives {m.group(0)} to '{groups[own][0]}', not to '{groups[named][0]}'"
    return ""


#: words of a group's name that name no group ("into a control group")
_COMMON = frozenset("a an the into in to of or and group groups arm arms cohort patients participants".split())


def _elsewhere(premise: str, value: float) -> bool:
    """Does ``premise`` give the figure ``value`` more than once ("(n=36) … for 36 weeks")?"""
    return sum(1 for t in _STEP_FIGURE.findall(premise) if _value(t.replace(",", "")) == value) > 1


def _bracketed_with_another(text: str, figure: re.Match) -> bool:
    """Does ``figure`` stand in brackets together with another figure ("(58 vs 62)")?"""
    open_, close = text.rfind("(", 0, figure.start()), text.find(")", figure.end())
    if open_ < 0 or close < 0 or ")" in text[open_:figure.start()]:
        return False
    inside = text[open_ + 1:close]
    return len(re.findall(r"\d+(?:\.\d+)?", inside)) > 1


def _group_of(text: str, lo: int, hi: int, figure: re.Match, marks: list[set[str]]) -> int | None:
    """The group the step gives ``figure`` to: the first named after it before its clause ends ("28 patients in
    the intervention group"), else the last named before it since the clause began ("the exercise group had 62")."""
    def named(segment: str) -> list[int]:
        return [j for w in re.findall(r"[A-Za-z][\w-]*", segment) for j, mark in enumerate(marks)
                if _word(w) in mark]

    after = text[figure.end():hi]
    cut = _CLAUSE_BREAK.search(after)
    ahead = named(after[: cut.start()] if cut else after)
    if ahead:
        return ahead[0]
    before = text[lo:figure.start()]
    breaks = list(_CLAUSE_BREAK.finditer(before))
    behind = named(before[breaks[-1].end():] if breaks else before)
    return behind[-1] if behind else None


def _bare(name: str) -> str:
    """A group's name without the words before it that name no group ("into a control group": "control group")."""
    words = name.split()
    while len(words) > 1 and words[0].lower() in _COMMON:
        words = words[1:]
    return " ".join(words)


#: a trial's arm named by the word before "group", "arm" or "cohort" ("the dexmedetomidine group"), or by a label
#: after "group" ("Group 2", "group B")
_ARM = re.compile(r"\b(?P<name>[A-Za-z][\w-]*)\s+(?P<kind>groups?|arms?|cohorts?)\b|\b(?P<kind2>[Gg]roup|[Aa]rm)\s+"
                  r"(?P<label>[A-Z]{1,2}|\d{1,2})\b")
#: words before "group" that name no arm of their own ("the treatment group", "each group", "age group")
_NO_ARM = frozenset(
    "the a an each both either every all any this that these those same other another whole entire overall study "
    "trial treatment treated intervention active experimental comparison comparator randomised randomized "
    "age one two three four five six first second third respective their its his her our two-group subgroup "
    "patient patients participant participants in of and or with per between among across two control focus "
    "discussion support working peer ethnic reference target user expert advisory steering interest blood".split())


def _arms(text: str) -> dict[str, str]:
    """The arms ``text`` names, by the word that names each (lower case), with how it is written."""
    out = {}
    for m in _ARM.finditer(text):
        if m.group("label"):  # "Group A": a label, whatever word it is
            out.setdefault(f"{m.group('kind2').lower()} {m.group('label').lower()}", m.group(0))
        elif m.group("name").lower() not in _NO_ARM:
            out.setdefault(m.group("name").lower(), m.group(0))
    return out


#: words by which a sentence speaks of a trial, whose groups are its arms ("a small group of boys" is none)
_TRIAL = re.compile(r"\b(?:patients?|participants?|subjects?|randomi[sz]\w*|allocat\w*|assigned|treated|treatment|"
                    r"placebo|trial|dos(?:e|es|ing)|therap\w*|intervention|control)\b", re.IGNORECASE)


def other_arm(premise: str, hypothesis: str) -> str:
    """The reason a sentence about one arm of a trial cannot support a step about another ("Two patients in
    dexmedetomidine group had transient hypotension" / "... were in the buprenorphine group": 0.83 entailed by the
    model, which reads the shared words): the step names an arm the sentence does not name at all, while the
    sentence names another; "" otherwise. Words such as "treatment", "control", "each" name no arm of their own
    ("the treatment group" may be the sentence's "dexmedetomidine group"); and only a sentence about a trial
    (:data:`_TRIAL`: patients, placebo, a dose ...) has arms ("a small group of boys" / "a tiny group of boys")."""
    theirs = _arms(premise) if _TRIAL.search(premise) else {}
    if not theirs:
        return ""
    for name, written in _arms(hypothesis).items():
        if name not in theirs and not re.search(rf"\b{re.escape(name)}\b", premise, re.IGNORECASE):  # "(Group D)"
            return f"the step speaks of the {written}; the sentence of the {next(iter(theirs.values()))}"
    return ""


#: a list of arms with the noun they share written once after it: "in control, buprenorphine and dexmedetomidine
#: groups"
_ARM_LIST = re.compile(r"\b((?:[\w-]+,\s+)+[\w-]+,?\s+(?:and|or)\s+[\w-]+)\s+(?:groups|arms|cohorts)\b")


def arms_named(text: str) -> int:
    """How many arms ``text`` names: by their names or labels ("Group C", "the buprenorphine group"), or as a list
    with the noun they share written once ("control, buprenorphine and dexmedetomidine groups")."""
    listed = max((len(re.split(r",\s+|,?\s+(?:and|or)\s+", m.group(1))) for m in _ARM_LIST.finditer(text)), default=0)
    return max(len(_arms(text)), listed)


_FIG = r"(?P<fig>\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:\.\d+)?)"
_WITH = rf"(?:with|in|for(?:\s+an?)?|on|among|after|of)\s+{DETERMINER}(?P<name>[A-Za-z][\w-]*)"  # "in its hardware
# division", "£150 for a first offence"
#: a figure and the thing it is given to right after it: "11.2 months with osimertinib", "48% in the combination arm"
_FIGURE_WITH = re.compile(rf"{_FIG}\s*(?:%|[a-z]+|mmHg|[a-z]+/[a-z]+)?(?:\s+(?:a|an|per)\s+(?:year|month|week|day|night|"
                          rf"hour|session|visit))?\s+{_WITH}")  # "£8 a year for a child"
#: the same the other way round, as a step may write it: "with osimertinib was 9.6 months"
_WITH_FIGURE = re.compile(rf"{_WITH}\s+(?:[a-z]+\s+){{0,2}}?(?:was|were|is|are|of|at|reached|reaching)\s+{_FIG}")
#: a step's thing named as the subject of its figure: "The hardware division achieved an operating margin of 18%"
_SUBJECT_FIGURE = re.compile(rf"(?:\bthe\s+|^)(?P<name>[A-Za-z][\w-]*)\s+[a-z]+\s+"
                             rf"(?:(?!(?:the|than|beat|beats|exceed\w*|versus|compared|more|less|better|worse|faster|"
                             rf"slower|higher|lower)\b)[a-z][a-z-]*\s+){{0,5}}?[£$€]?{_FIG}", re.IGNORECASE)  # "The control group saw a
# 12 mmHg drop", "New stock must be relabelled by July 2028", "Repeat offenders are fined £150"; not "The software division beat the 9% margin of …", a
# figure the step gives another
#: words after "with" or "in" that name nothing a figure could belong to
_NOT_A_THING = frozenset("the a an each all both either patients participants subjects total mean median average "
                         "and or respectively".split())


def _attached(text: str, *patterns: re.Pattern[str]) -> set[tuple[float, str]]:
    return {(float(m.group("fig").replace(",", "")), m.group("name").lower())
            for p in patterns for m in p.finditer(text)
            if m.group("name").lower() not in _NOT_A_THING
            and not _CHANGE_BEFORE.search(text[max(0, m.start("fig") - 12): m.start("fig")])}


#: plurals that no suffix makes
_IRREGULAR_PLURALS = {"children": "child", "people": "person", "men": "man", "women": "woman", "under-fives": "under-five"}


def _one(word: str) -> str:
    """A noun's stem in the singular: "adults" and "adult", "children" and "child" meet."""
    return stem(_IRREGULAR_PLURALS.get(word, word))


#: an age bound that is part of a thing's name, both sides giving it: "children under 16", "adults over 65"
_AGE_BOUND = re.compile(r"\b(?:under|over|aged|below|above)\s+\d{1,3}\b(?!\s*%|\.\d|,\d)", re.IGNORECASE)
#: words before a figure that make it a change, not a value of what follows: "down 900 on April"
_CHANGE_BEFORE = re.compile(r"\b(?:up|down)\s+$", re.IGNORECASE)


def attached_otherwise(premise: str, hypothesis: str) -> str:
    """The reason the step gives a figure to a thing the sentence gives another figure, while the sentence gives
    the step's figure to something else ("Median progression-free survival was 11.2 months with osimertinib versus
    9.6 months with gefitinib" / "... with osimertinib was 9.6 months", 0.73 entailed by the model), or ""."""
    theirs = _attached(premise, _FIGURE_WITH)
    if len(theirs) < 2:
        return ""
    for m in {m.group(0) for m in _AGE_BOUND.finditer(hypothesis) if m.group(0) in premise}:
        hypothesis = hypothesis.replace(m, " ")  # "Children under 16 are charged £14": "under 16" is the name's
    measured = set(content_words(re.split(r"\d", premise, maxsplit=1)[0], stem))  # "Revenue rose 14% in …"
    told = set(content_words(hypothesis, stem))  # a stem the stemmer leaves longer is one word: "relabell"
    measured_told = any(
        a == b or (min(len(a), len(b)) >= 5 and (a.startswith(b) or b.startswith(a))) or antonym_stem(a) == antonym_stem(b)
        for a in measured for b in told)  # "The fine is …" / "… are fined": one stem by the other stemmer
    subject = _attached(hypothesis, _SUBJECT_FIGURE) if measured_told else set()
    lead = re.match(r"\s*(?:the\s+)?([A-Za-z][\w-]*)", hypothesis)
    figures = [m.group("fig") for m in re.finditer(_FIG, hypothesis)]
    names = {n for _, n in theirs}
    led = next((n for n in names if lead and _one(n) == _one(lead.group(1).lower())), None)  # "Adults" of "an adult",
    # "Children" of "a child"
    if led:  # "Existing tenancies must meet the new energy standard by April
        # 2029": the step's subject is its first word, not "the new …" after its verb
        subject = {(v, led) for v, n in subject if _one(n) == _one(led)}
        if not subject and measured_told and len(figures) == 1:  # "Repeat offenders caught dropping litter in the
            # town face a £150 fine": the one figure of a step whose subject is the sentence's thing, however far
            subject = {(float(figures[0].replace(",", "")), led)}
    named = {n for f, n in theirs if not (f.is_integer() and 1800 <= f <= 2100)  # not "the July 2021 floods in
             and re.search(rf"\b{re.escape(n)}\b", hypothesis, re.IGNORECASE)}  # Germany": a year, no figure of it
    if not subject and measured_told and len(figures) == 1 and len(named) == 1:  # "Patients receiving placebo had a
        # median overall survival of 14.2 months": the one thing of the sentence's the step names has its one figure
        subject = {(float(figures[0].replace(",", "")), named.pop())}
    for v, name in _attached(hypothesis, _FIGURE_WITH, _WITH_FIGURE) | subject:  # the subject's figure only of
        # the sentence's measure: not "The Asian business cut its headcount by 14%" for revenue
        if _elsewhere(premise, v):
            continue  # "sales were 50 in January …, and costs in February were 50"
        others = {n for f, n in theirs if f == v and n != name}
        own = {f for f, n in theirs if n == name and f != v}
        if others and own and (v, name) not in theirs:
            return f"the sentence gives {v:g} to '{sorted(others)[0]}' and {sorted(own)[0]:g} to '{name}'"
    return ""

"""A rank the step claims that the sentence does not give: "Lyon is the second largest city in France." / "Lyon is
the largest city in France." (0.97 entailed before this check), "one of the largest" / "the largest" (0.99), "among
the first companies to adopt the standard" / "the first company to adopt the standard" (0.95), "the third most
populous" / "the most populous" (0.97).

A superlative is read from spaCy's tags ("largest", "most populous", "best"; "first" and "last" too) with what
stands before it: an ordinal gives its rank ("second largest", "second-largest", "2nd busiest"), "one of the" or
"among the" says only that it is near the top, "the" or a possessor that it is first. Two ranks of the same
superlative that differ conflict; a first place claimed where the sentence says only "one of" is not stated. The
step must say nothing the sentence does not (the same scope: "the largest city in Europe" against "the second
largest city in France" is another claim); neither side may deny ("Lyon is not the largest city"); each must say
the superlative once ("Paris is the largest city in France, and Lyon is the second largest" gives two ranks); and
a rank followed by "after", "outside", "except" … is left open ("the largest city in England after London").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.text import content_words, stem


#: ordinals that rank a superlative ("second largest")
ORDINALS = {w: n for n, ws in enumerate((
    (), (), ("second", "2nd"), ("third", "3rd"), ("fourth", "4th"), ("fifth", "5th"), ("sixth", "6th"),
    ("seventh", "7th"), ("eighth", "8th"), ("ninth", "9th"), ("tenth", "10th"))) for w in ws}
#: words a rank adds that the step need not share with the sentence
_RANK_WORDS = frozenset(ORDINALS) | {"one", "among", "most", "least"}
_SOME = "some"  # the rank of "one of the largest": near the top, not said which


#: words after a superlative that leave its rank open: "the largest city in England after London" is the second
OPEN_AFTER = frozenset({"after", "behind", "outside", "excluding", "except", "besides", "apart", "other"})


def _ranks(doc) -> dict[str, list[tuple[object, str]]]:
    """superlative -> every (rank: 1, 2, 3 …, or ``_SOME``; the words that give it) ``doc`` says it with."""
    out: dict[str, list[tuple[object, str]]] = {}
    tokens = [t for t in doc if not t.is_space]
    for k, tok in enumerate(tokens):
        if tok.tag_ not in {"JJS", "RBS"} and tok.lower_ not in {"first", "last"}:
            continue
        if tok.lower_ in {"most", "least"}:
            if k + 1 >= len(tokens) or not tokens[k + 1].is_alpha:
                continue
            key = f"{tok.lower_} {tokens[k + 1].lower_}"
        elif k and tokens[k - 1].lower_ in {"most", "least"}:
            continue  # "most" already read it
        else:
            key = tok.lower_
        after = [t.lower_ for t in tokens[k + 1:k + 8] if not t.is_punct]
        before = [t.lower_ for t in tokens[max(0, k - 6):k] if t.tag_ != "HYPH"]
        if OPEN_AFTER & set(after) and not (before and before[-1] in ORDINALS):
            continue  # "the largest … after London", "the oldest outside Europe" (not "third …, behind …")
        if before and before[-1] in ORDINALS:
            out.setdefault(key, []).append((ORDINALS[before[-1]], f"{before[-1]} {key}"))
        elif any(before[i:i + 2] == ["one", "of"] for i in range(len(before))):  # "one of the world's largest"
            out.setdefault(key, []).append((_SOME, f"one of the {key}"))
        elif "among" in before:
            out.setdefault(key, []).append((_SOME, f"among the {key}"))
        elif before and (before[-1] in {"the", "its", "their", "his", "her", "our", "'s", "’s"}
                         or (k and tokens[k - 1].dep_ == "poss")):  # "the league's highest scorer"
            out.setdefault(key, []).append((1, f"the {key}"))
    return out


def _lemmas(doc) -> set[str]:
    """The content words of a parsed text as lemmas ("women" is "woman"), hyphened words apart ("second-largest")."""
    return {t.lemma_.lower() for t in doc if (t.is_alpha or t.like_num) and not t.is_stop}


def rank_claimed(premise: str, hypothesis: str, parse: Callable[[str], list]) -> tuple[str, str]:
    """``("conflict", reason)`` when the two give the same superlative different ranks, ``("unstated", reason)``
    when the step puts first what the sentence says only is "one of" the top, else ``("", "")``."""
    step_doc = parse(hypothesis)
    if any(t.dep_ == "neg" for t in step_doc):
        return "", ""
    claimed = _ranks(step_doc)
    if not claimed:
        return "", ""
    premise_doc = parse(premise)
    if any(t.dep_ == "neg" for t in premise_doc):
        return "", ""  # "Lyon is not the second largest city"
    given = _ranks(premise_doc)
    scoped = (_lemmas(step_doc) - _RANK_WORDS) <= _lemmas(premise_doc)  # the step says nothing else
    for key, said in claimed.items():
        if len(said) != 1 or len(given.get(key, ())) != 1:
            continue  # "Paris is the largest city, and Lyon the second largest": whose rank the step gives is unread
        (rank, words), (p_rank, p_words) = said[0], given[key][0]
        if scoped and isinstance(rank, int) and isinstance(p_rank, int) and rank != p_rank \
                and followed_rank(premise, hypothesis) != rank - p_rank:
            return "conflict", f"the step says '{words}'; the sentence says '{p_words}'"
        if scoped and p_rank == _SOME and rank == 1:
            return "unstated", f"the sentence says only '{p_words}'; the step says '{words}'"
        if rank == 1 == p_rank and (reason := _wider(premise_doc, step_doc, key, words)):
            return "unstated", reason
    return "", ""

def _scope(doc, key: str) -> tuple[set[str], str]:
    """The words and the text of the phrases that say among what a superlative holds: "in Europe", "by cargo
    volume", "in Ashford County" after "the largest artificial lake", "the busiest airport", "the most populous
    town"."""
    for tok in doc:
        if tok.lower_ == key.split()[-1]:
            noun = tok.head if tok.dep_ == "amod" else tok
            phrases = [p for p in noun.children if p.dep_ == "prep" and p.lower_ in {"in", "of", "by", "on"}]
            words = {t.lemma_.lower() for p in phrases for t in p.subtree if t.is_alpha and not t.is_stop}
            return words, " ".join(" ".join(t.text for t in p.subtree) for p in phrases)
    return set(), ""


def _wider(premise_doc, step_doc, key: str, words: str) -> str:
    """The reason when the step puts first among other things than the sentence does ("the largest artificial lake
    in Europe" / "the largest artificial lake in the world"), else ""."""
    (said, said_text), (stated, stated_text) = _scope(premise_doc, key), _scope(step_doc, key)
    if said and stated and not stated <= said:
        return f"the sentence says '{words} {said_text}', the step '{words} {stated_text}'"
    return ""


_FOLLOWED = re.compile(r",?\s+(?:closely\s+)?followed\s+(?:closely\s+)?by\s+(?P<b>[^,;.()]+)", re.IGNORECASE)
#: words of time, by which "followed by" tells who came after whom
_SUCCESSION = re.compile(r"\b(?:now|until|since|formerly|former|previously|then|later|succeeded|replaced|"
                         r"(?:19|20)\d\d)\b", re.IGNORECASE)
#: where the clause that ranks begins: a semicolon, or a clause joined by "while", "whereas", "but", ", and"
_CLAUSE_START = re.compile(r";|,?\s+\b(?:while|whereas|but)\b|,\s+and\b", re.IGNORECASE)
#: words of the rank's time, which a step may leave out ("… the most visitors … last year")
_WHEN = frozenset(stem(w) for w in "last this year years month week season".split())
_COPULA = re.compile(r"\s+(?:is|was|are|were|remains|remained)\s+", re.IGNORECASE)
_TOP = re.compile(r"\b(?:the|its|their|[\w-]+['’]s)\s+(?P<sup>[a-z]+est|most\s+[a-z]+|biggest|top|leading|largest)\b",
                  re.IGNORECASE)
#: a clause that ranks by its verb, with no copula: "Chester Zoo drew the most visitors"
_VERB_TOP = re.compile(r"\s*(?P<first>.+?)\s+(?P<rest>[a-z]+\s+(?:the|its|their)\s+(?:most\s+[a-z]+|[a-z]+est|top|"
                       r"leading)\b.*)$")
_NOT_FIRST = re.compile(r"\b(?:not|n't|never|second|2nd|third|one\s+of|among\s+(?:the\s+)?(?:[a-z]+est|most|top|"
                        r"leading)|after|behind|followed|runner-up)\b", re.IGNORECASE)  # not "among staff": a group


def followed_rank(premise: str, hypothesis: str) -> int | None:
    """How many places after the sentence's first the step's subject comes in the sentence's "followed by" list ("Back
    pain was the most common reason …, followed by mental ill health and then heart conditions": "Mental ill health"
    1, "Heart conditions" 2); 0 where the step names none of the followers, None where the sentence has no such list.
    """
    m = _FOLLOWED.search(premise)
    if m is None:
        return None
    own = lambda text: set(content_words(re.sub(r"['’]s\b", "", text), stem))  # noqa: E731
    subject = own(_COPULA.split(hypothesis)[0]) if len(_COPULA.split(hypothesis)) == 2 else own(hypothesis)
    cut = r",\s*(?:and\s+)?(?:then\s+)?|\s+and\s+then\s+|\s+then\s+" if re.search(r"\bthen\b", m.group("b")) \
        else r",\s*(?:and\s+)?|\s+and\s+"  # "followed by food and drink and then heart conditions": one place each
    followers = [own(x) for x in re.split(cut, m.group("b"))]
    return next((k for k, words in enumerate(followers, 1) if words and words <= subject), 0)


_ORDINAL_SUP = re.compile(r"\b(?P<ord>" + "|".join(sorted(ORDINALS, key=len, reverse=True)) +
                         r")[\s-]+(?P<sup>most\s+[a-z]+|least\s+[a-z]+|[a-z]+est)\b", re.IGNORECASE)


def followed_rank_holds(premise: str, hypothesis: str) -> bool:
    """Does the step give its subject the place the sentence's "followed by" list gives it ("Back pain was the most
    common reason …, followed by mental ill health and then heart conditions" / "Mental ill health was the second
    most common reason …")?"""
    m = _ORDINAL_SUP.search(hypothesis)
    if m is None or len(_ORDINAL_SUP.findall(hypothesis)) != 1 \
            or not re.search(rf"\b(?:the|its|their)\s+{re.escape(m.group('sup'))}\b", premise, re.IGNORECASE) \
            or _ORDINAL_SUP.search(premise) or re.search(r"\b(?:not|n't|never)\b", premise + " " + hypothesis):
        return False
    top = re.search(rf"\b(?:the|its|their)\s+{re.escape(m.group('sup'))}\b", premise, re.IGNORECASE)
    followed = _FOLLOWED.search(premise)
    if followed is None or followed.start() < top.start() or _CLAUSE_START.search(premise[top.end(): followed.start()]):
        return False  # "Potholes were the most common complaint, followed by …, while parking fines generated the most
        # appeals": the list is of another superlative's
    k = followed_rank(premise, hypothesis)
    return bool(k) and ORDINALS[m.group("ord").lower()] == 1 + k


def rank_kept(premise: str, hypothesis: str) -> bool:
    """:func:`followed_rank_holds`, the step saying nothing else the sentence does not: a restatement."""
    own = lambda text: set(content_words(re.sub(r"['’]s\b", "", text), stem))  # noqa: E731
    return followed_rank_holds(premise, hypothesis) and own(_ORDINAL_SUP.sub(" ", hypothesis)) <= own(premise)


def followed_first(premise: str, hypothesis: str) -> str:
    """The reason the step puts first the one the sentence says came after the first ("The largest employer in Dunmore
    is the Halvik paper mill, followed by Dunmore General Hospital" / "Dunmore General Hospital is the largest employer
    in Dunmore", 0.98 entailed before this reading), or "". The sentence's clause names its first with a copula on the
    other side of the superlative; the step gives the same superlative, names the follower and not the first, and says
    nothing the clause does not."""
    m = _FOLLOWED.search(premise)
    top = _TOP.search(hypothesis)
    if m is None or top is None or _NOT_FIRST.search(hypothesis):
        return ""
    clause = _CLAUSE_START.split(premise[: m.start()])[-1]  # "…, while the biggest concern among staff was workload"
    sides = _COPULA.split(clause)
    if len(sides) != 2 and (verb := _VERB_TOP.match(clause)):
        sides = [verb.group("first").split(",")[-1], verb.group("rest")]  # "Among the region's tourist attractions,
        # Chester Zoo drew the most visitors last year"
    ranked = [s for s in sides if re.search(rf"\b{re.escape(top.group('sup'))}\b", s, re.IGNORECASE)]
    if len(sides) != 2 or len(ranked) != 1:
        return ""
    first = sides[1] if ranked[0] is sides[0] else sides[0]
    if _SUCCESSION.search(first) or _SUCCESSION.search(re.sub(r"\band\s+then\b", " ", premise[m.start():])):
        return ""  # "… was Ruth Amis until 2020, followed by Joan Kell": one after the other in time (a year of the
        # rank's own phrase, "The most common cause of delays in 2023 was …", is its setting)
    own = lambda text: set(content_words(re.sub(r"['’]s\b", "", text), stem))  # noqa: E731
    step, rank = own(hypothesis), {w for w in own(ranked[0]) if not w[:1].isdigit() or re.fullmatch(r"(?:1[89]|20)\d\d", w)}
    # (not "14.1" of "…, at 14.1%"; a year is the rank's setting)
    follower = next((own(x) for x in re.split(r",\s*|\s+and\s+", _FOLLOWER_FIGURE.sub("", m.group("b")))
                     if own(x) and own(x) <= step), set())  # "followed by Wales at 13.1%": Wales
    owner = re.match(r"\s*(.+?)['’]s\s", first)  # "Northern Ireland's smoking rate was the highest": the owner leads
    leader = own(owner.group(1) if owner else first) - rank - follower
    when = re.findall(r"\b(?:this|next|last)\s+(?:year|month|week|season)\b", hypothesis, re.IGNORECASE)
    if any(w.lower() not in premise.lower() for w in when):
        return ""  # "… drew the most visitors last year" / "… this year": another time
    measure = own(first) - leader if owner else set()  # "smoking rate" of "Northern Ireland's smoking rate"
    if not follower or step & leader or not step <= follower | rank | measure or not rank - follower - _WHEN <= step:
        return ""  # "… is the largest hospital in Dunmore": another rank
    return f"the sentence puts {first.strip()} first, followed by {_FOLLOWER_FIGURE.sub('', m.group('b')).strip()}"


#: the superlative a clause ranks by, read before "followed by": "the highest rate", "the most of any collection"
_CLAUSE_TOP = re.compile(r"\bthe\s+(?P<sup>most|least|fewest|top|[a-z]{2,}est)\b", re.IGNORECASE)
#: a step's claim of first place: "the highest smoking rate", "more works than any other national collection"
_STEP_TOP = re.compile(r"\bthe\s+(?P<sup>most|least|fewest|top|[a-z]{2,}est)\b|\b(?P<cmp>more|fewer|less|higher|lower|"
                       r"larger|bigger|greater|smaller)\b[^.;]{0,40}?\bthan\s+any\s+other\b", re.IGNORECASE)
_UP_TOP = frozenset("most top highest largest biggest greatest more higher larger bigger greater".split())
_DOWN_TOP = frozenset("least fewest lowest smallest fewer less lower smaller".split())
#: a follower's own figure after its name: "Wales at 13.1%", "the V&A with 690"
_FOLLOWER_FIGURE = re.compile(r"\s+(?:at|with|on|of)\s+[£$€]?\d.*$|\s*\(.*$", re.IGNORECASE)
#: the scope a step ranks within, which the sentence may word otherwise: "of the UK nations", "than any other …"
_SCOPE = re.compile(r"\b(?:of|in|among)\s+(?:any|all|the)\b[^.;]*\.?\s*$|\bthan\s+any\s+other\b[^.;]*\.?\s*$",
                    re.IGNORECASE)
#: the nouns a scope names its members by, which the sentence may leave out ("of the UK nations")
_SCOPE_NOUNS = frozenset(stem(w) for w in "nation nations region regions country countries county counties city cities "
                         "club clubs team teams collection collections subject subjects authority authorities council "
                         "councils area areas place places member members state states firm firms company companies "
                         "school schools hospital hospitals airport airports station stations other any all".split())
_TIME_PHRASE = re.compile(r"\b(?:this|last|next|previous|the\s+previous)\s+(?:year|month|week|season|quarter|survey)\b",
                          re.IGNORECASE)
_STEP_DENIED = re.compile(r"\b(?:not|n't|never|no|may|might|could|likely)\b", re.IGNORECASE)


def _same_top(a: str, b: str) -> bool:
    a, b = a.lower(), b.lower()
    return a == b or ({a, b} <= _UP_TOP) or ({a, b} <= _DOWN_TOP)


def followed_top(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the step gives first place to the one the sentence names after "followed by" when the clause's
    first is its subject ("Northern Ireland recorded the highest rate, at 14.1%, followed by Wales at 13.1%" / "Wales
    recorded the highest smoking rate of the UK nations", 0.79 entailed by the model; "Tate lent 1,150 works, the most
    of any national collection, followed by the V&A with 690" / "The V&A lent more works than any other national
    collection", 1.0), or "". The step claims the clause's superlative (or its comparative "than any other"), names
    the follower and not the clause's subject, is neither denied nor hedged, and says nothing else the sentence does
    not (the scope it ranks within aside)."""
    top = list(_STEP_TOP.finditer(hypothesis))
    if len(top) != 1 or _NOT_FIRST.search(hypothesis) or _STEP_DENIED.search(hypothesis):
        return ""
    step_top = top[0].group("sup") or top[0].group("cmp")
    own = lambda text: set(content_words(re.sub(r"['’]s\b", "", text), stem))  # noqa: E731
    step = own(hypothesis)
    if not set(re.findall(r"\b(?:19|20)\d\d\b", hypothesis)) <= set(re.findall(r"\b(?:19|20)\d\d\b", premise)) \
            or any(w.lower() not in premise.lower() for w in _TIME_PHRASE.findall(hypothesis)):
        return ""  # "This year Wales recorded …" of "Last year …": another time
    scope = _SCOPE.search(hypothesis)
    within = re.sub(r"\b(?:in|during)\s+(?:late|early|mid-?)?\s*(?:19|20)\d\d\b", " ", scope.group(0)) if scope else ""
    within = " ".join(w for w in within.split() if not (re.search(r"\d", w) and w.strip(".,") in premise))
    # (a year or season the sentence gives is no narrower scope: "… of any English region in late 2023", "… in the
    # 2023-24 Elite League")
    if scope and (re.search(r"\d|\b(?:previous|last|past|next|decade|century|history|ever|since|before|after|"
                            r"outside|except|excluding|apart)\b", within, re.IGNORECASE)
                  or not set(content_words(within, stem)) - _SCOPE_NOUNS <= set(content_words(premise, stem))):
        return ""  # "… of any Asian country", "… outside the capital", "… in the 1990s": a narrower or other scope
    for m in [*_FOLLOWED.finditer(premise), *_AHEAD_OF.finditer(premise)]:
        clause = _CLAUSE_START.split(premise[: m.start()])[-1]
        ranked = list(_CLAUSE_TOP.finditer(clause))
        if m.re is _AHEAD_OF and not ranked:  # "the Leinster region accounted for 41% of membership, ahead of Munster
            # on 27%": the one ahead is above the other, whatever the clause ranks by; only a first place is read
            if step_top.lower() not in _UP_TOP or not _measured_ahead(clause, hypothesis, top[0], premise):
                continue
        elif len(ranked) != 1 or not _same_top(ranked[0].group("sup"), step_top) or _SUCCESSION.search(m.group("b")):
            continue
        named = _FOLLOWER_FIGURE.sub("", m.group("b"))
        items = [named, *re.split(r",\s*|\s+and\s+", named)]
        follower = next((w or {x} for x in items if ((w := own(x)) and w <= step) or (not w and _written(x, hypothesis))),
                        set())  # "the V&A": a name of no content word, found as written
        doc = parse(clause)
        subjects = [t for t in doc if t.dep_ in ("nsubj", "nsubjpass") and t.head.dep_ == "ROOT"]
        if not follower or len(subjects) != 1:
            continue
        leader = own(" ".join(t.text for t in subjects[0].subtree))
        if not leader or leader & step or leader <= follower:
            continue
        said = own(premise)
        rest = own(_SCOPE.sub(" ", hypothesis)) - follower - {stem(step_top.lower())}
        if rest <= said | _SHARE_WORDS and (not ranked or _measured_alike(clause, ranked[0], hypothesis, top[0], premise)):
            return f"the sentence puts {_spoken(subjects[0].subtree)} " + \
                (f"ahead of {named.strip()}" if m.re is _AHEAD_OF else f"first, followed by {named.strip()}")
    for m in _SECOND_ONLY.finditer(premise):  # "The Nottingham Panthers averaged 5,840 fans per home game …, second
        # only to the Belfast Giants on 6,210" / "The Nottingham Panthers had the most fans per home game"
        clause = _CLAUSE_START.split(premise[: m.start()])[-1]
        leader = own(_FOLLOWER_FIGURE.sub("", m.group("b")))
        subjects = [t for t in parse(clause) if t.dep_ in ("nsubj", "nsubjpass") and t.head.dep_ == "ROOT"]
        if step_top.lower() not in _UP_TOP or len(subjects) != 1 or not leader or leader & step \
                or not _measured_ahead(clause, hypothesis, top[0], premise):
            continue
        second = own(" ".join(t.text for t in subjects[0].subtree))
        rest = own(_SCOPE.sub(" ", hypothesis)) - second - {stem(step_top.lower())}
        if second and second <= step and rest <= own(premise) | _SHARE_WORDS:
            return f"the sentence puts {_spoken(subjects[0].subtree)} second, after " \
                   f"{_FOLLOWER_FIGURE.sub('', m.group('b')).strip()}"
    return ""


#: a clause's subject ranked second after another: "…, second only to the Belfast Giants on 6,210"
_SECOND_ONLY = re.compile(r",?\s+second\s+only\s+to\s+(?P<b>[^,;.()]+)", re.IGNORECASE)


#: one named ahead of another after its clause's figure: "…, ahead of Munster on 27%", "… (412,000), ahead of …"
_AHEAD_OF = re.compile(r",?\s+(?:well\s+|just\s+|narrowly\s+)?ahead\s+of\s+(?P<b>[^,;.()]+)", re.IGNORECASE)
#: words a share's measure may be told by that the sentence gives as a percentage
_SHARE_WORDS = frozenset(stem(w) for w in "share proportion percentage".split())


def _measured_ahead(clause: str, hypothesis: str, top: re.Match, premise: str) -> bool:
    """Does the step rank by what the clause measures ("the largest share of Golf Ireland's membership" of "accounted
    for 41% of membership")? Its words after its superlative, share words aside where the clause gives a percentage
    and names the sentence gives anywhere ("Golf Ireland"), are the clause's."""
    scope = _SCOPE.search(hypothesis, top.end())
    phrase = hypothesis[top.end(): scope.start() if scope else len(hypothesis)]
    names = {stem(w.lower()) for w in re.findall(r"\b[A-Z][\w-]*", phrase) if re.search(rf"\b{re.escape(w)}\b", premise)}
    words = set(content_words(phrase, stem)) - names
    if "%" in clause or re.search(r"\bper\s*cent\b|\bpercent\b", clause, re.IGNORECASE):
        words -= _SHARE_WORDS
    return bool(words) and words <= set(content_words(clause, stem))


def _spoken(tokens) -> str:
    return "".join(t.text_with_ws for t in tokens).strip()


def _written(name: str, text: str) -> bool:
    """Does ``text`` hold ``name`` as written, "the" aside ("the V&A")?"""
    name = re.sub(r"^\s*the\s+", "", name, flags=re.IGNORECASE).strip()
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def _measured_alike(clause: str, ranked: re.Match, hypothesis: str, top: re.Match, premise: str) -> bool:
    """Does the step rank by the clause's measure? Where the clause names one after its superlative ("the highest
    rate"), the step's words after its own ("the highest smoking rate") are the clause's, or stand so in the sentence
    ("Scotland's smoking rate"; not "the highest vaping rate" of a sentence that says "vaped" elsewhere); a
    superlative of no noun ("the lowest of any subject") ranks by the clause as a whole."""
    if re.match(r"\s*(?:of|in|on|at|among|,|;|$)", clause[ranked.end():]):
        return True
    scope = _SCOPE.search(hypothesis, top.end())
    phrase = hypothesis[top.end(): scope.start() if scope else len(hypothesis)].strip(" .")
    words = set(content_words(phrase, stem))
    return bool(words) and (words <= set(content_words(clause, stem))
                            or re.search(rf"\b{re.escape(phrase)}\b", premise, re.IGNORECASE) is not None)

"""Who did something to whom, read from the words where the parse cannot: "Priya Nandakumar, previously head of
marketing, was promoted … and reports directly to chief executive Alan Grieve" / "Alan Grieve reports directly to
Priya Nandakumar" (0.97 entailed before this check: the small parser reads "reports" as a noun there, and "lent" in
"The Galleria Santori in Florence lent 'Winter Harbour' to the Rijksveld Museum").

:func:`toward_turned` reads a step of the form "A <verb> … to B" whose verb carries something from its doer to the
one after "to" (:data:`TOWARD`: "report", "lend", "sell", "pay", …): where the sentence has the same verb with A
after its "to" and names B before the verb (and nowhere after it), the step has the two the other way round. A
sentence in the passive ("was lent to A by B") or one that names B after the verb is not read. :func:`to_as_from`
reads the verbs told either way round ("leased … to Carrow & Pike" / "lease … from Carrow & Pike").
"""

from __future__ import annotations

import re

from gechat.text import content_stems

#: verbs that carry something from the doer to the one after "to", by their forms
TOWARD = {
    "report": "reports?|reported|reporting", "lend": "lends?|lent|lending", "loan": "loans?|loaned|loaning",
    "sell": "sells?|sold|selling", "pay": "pays?|paid|paying", "send": "sends?|sent|sending",
    "donate": "donates?|donated|donating", "transfer": "transfers?|transferred|transferring",
    "lease": "leases?|leased|leasing", "give": "gives?|gave|given|giving", "owe": "owes?|owed|owing",
    "award": "awards?|awarded|awarding", "hand": "hands?|handed|handing", "supply": "supplies|supplied|supplying",
    "deliver": "delivers?|delivered|delivering", "bequeath": "bequeaths?|bequeathed",
}
_NAME = r"(?:[A-Z][\w'’.-]*\s+)*?[A-Z][\w'’.-]*"  # the doer's name, before its verb
_WHOLE = r"(?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*"  # the name after "to", as long as it runs
_PASSIVE = re.compile(r"\b(?:was|were|is|are|been|being|be)\s+(?:\w+ly\s+)?$", re.IGNORECASE)


def _step(hypothesis: str):
    """(verb, doer, receiver) of a step "A <verb> … to B", or None."""
    for verb, forms in TOWARD.items():
        m = re.match(rf"\s*(?:The\s+)?(?P<a>{_NAME})(?:\s+(?:in|of|at)\s+{_NAME})?\s+(?:(?:has|have|had|will|would|did|does)\s+)?(?:\w+ly\s+)?"
                     rf"(?P<v>{forms})\b(?P<mid>(?:\s+(?!to\b)[\w'’-]+){{0,5}}?)\s+to\s+(?:the\s+)?(?P<b>{_WHOLE})",
                     hypothesis)
        if m and not re.search(r"\bby\b", hypothesis[m.end():]):
            return verb, m.group("a"), m.group("b")
    return None


def _words(name: str) -> set[str]:
    return content_stems(name)


def toward_turned(premise: str, hypothesis: str) -> str:
    """The reason the step has the sentence's doer and receiver the other way round around a verb of
    :data:`TOWARD`, or ""."""
    step = _step(hypothesis)
    if step is None:
        return ""
    verb, a, b = step
    wa, wb = _words(a), _words(b)
    if not wa or not wb or wa & wb:
        return ""
    for m in re.finditer(rf"\b(?:{TOWARD[verb]})\b", premise):
        if _PASSIVE.search(premise[:m.start()]):
            continue  # "was lent to A by B"
        after = premise[m.end():]
        to = re.match(rf"(?:\s+(?!to\b)[\w'’()-]+){{0,8}}?\s+to\s+(?:the\s+)?(?:[a-z][\w-]*\s+){{0,3}}(?P<r>{_WHOLE})",
                      after)
        if to is None or not wa <= _words(to.group("r")):
            continue
        before, rest = _words(premise[:m.start()]), _words(after)
        if wb <= before and not wb & rest:
            return f"the step has {a} {m.group(0)} to {b}; the sentence has it the other way round"
    return ""


#: verbs told either way round, "to" the one who takes it or "from" the one who gives it
BOTH_WAYS = {"lease": "leases?|leased|leasing", "rent": "rents?|rented|renting", "sublet": "sublets?|subletting",
             "hire": "hires?|hired|hiring", "charter": "charters?|chartered|chartering"}


def to_as_from(premise: str, hypothesis: str) -> str:
    """The reason the step has its doer take from the one the sentence has it give to, or the other way ("Greyfriars
    Capital has leased 4,200 square metres … to law firm Carrow & Pike" / "Greyfriars Capital has agreed to lease
    office space from Carrow & Pike"), or "": the same verb of :data:`BOTH_WAYS`, the same doer first, the same other
    side after "to" in one and "from" in the other."""
    for verb, forms in BOTH_WAYS.items():
        sides = []
        for text in (premise, hypothesis):
            m = re.search(rf"^\s*(?:The\s+)?(?P<a>{_NAME})\b[^.;]*?\b(?:{forms})\b(?P<mid>[^.;]{{0,80}}?)\s+(?P<way>to|from)"
                          rf"\s+(?:the\s+)?(?:[a-z][\w-]*\s+){{0,2}}(?P<b>{_WHOLE}(?:\s+&\s+{_WHOLE})?)", text)
            if m is None or _PASSIVE.search(text[: m.start("mid")].rsplit(" ", 1)[0] + " "):
                break
            sides.append((_words(m.group("a")), _words(m.group("b")), m.group("way")))
        if len(sides) == 2:
            (pa, pb, pway), (ha, hb, hway) = sides
            if pway != hway and ha and hb and ha <= pa and hb <= pb:
                return f"the sentence has '{verb} … {pway}' the other side; the step '{verb} … {hway}' it"
    return ""


#: a passive's thing passed "to" someone: "its lands were sold to the merchant Thomas Averill"
_PASSED_TO = re.compile(r"\b(?:was|were|been|being)\s+(?P<verb>sold|given|transferred|handed|lent|leased|passed|"
                        r"donated|awarded)\s+(?:\w+\s+)?to\s+(?:the\s+|a\s+)?(?:[a-z]+\s+){0,2}(?P<name>(?:[A-Z][\w'’-]*\s+)"
                        r"{0,2}[A-Z][\w'’-]*)")
#: the verbs' active forms
_ACTIVE = {"sold": "sold|sells|sell", "given": "gave|gives|give", "transferred": "transferred|transfers",
           "handed": "handed|hands", "lent": "lent|lends|lend", "leased": "leased|leases",
           "passed": "passed|passes", "donated": "donated|donates", "awarded": "awarded|awards"}


def receiver_as_giver(premise: str, hypothesis: str) -> str:
    """The reason the step makes the one a passive sentence passes a thing to its giver, or "": "… its lands were sold
    to the merchant Thomas Averill" / "Thomas Averill sold the abbey's lands to the Cistercian monks" (0.97 entailed
    before this check). The step passes it to a party the sentence names; not where the sentence says the one who
    received it gave it on ("… and Averill sold them to the Crown"), nor to one it does not ("lent … to another
    museum": neither said nor denied)."""
    for m in _PASSED_TO.finditer(premise):
        name = m.group("name").strip()
        last = name.split()[-1]
        active = rf"\b(?:{re.escape(name)}|{re.escape(last)})\s+(?:later\s+|then\s+|also\s+)?(?:{_ACTIVE[m.group('verb')]})\b"
        if re.search(active, premise):
            continue  # "… and Averill sold them to the Crown in 1552": the one who received gave it on too
        told = re.search(active + r"[^.;]*?\bto\s+(?:the\s+|a\s+)?(?P<to>[\w'’ -]+)", hypothesis)
        if told and set(told.group("to").lower().split()[:3]) & set(premise.lower().split()) - {"the", "a", "of"}:
            return f"the sentence has {name} receive what was {m.group('verb')}; the step has {name} give it"
    return ""


_OWNER_NAME = r"(?:[A-Z][\w'’&.-]*\s+){0,3}[A-Z][\w'’&.-]*"  # a name of up to four words, "Lumen Media Group"
#: an appositive that tells who owns or runs a named thing: "Streamwave, the subscription service owned by Lumen Media
#: Group, …"
_BY_IN_APPOSITIVE = re.compile(rf"(?P<a>{_OWNER_NAME}),\s+(?:the|a|an)\s+[^,]*?\b(?P<verb>owned|run|operated|controlled|founded|"
                               rf"acquired|managed)\s+by\s+(?P<b>{_OWNER_NAME})")


def owner_turned(premise: str, hypothesis: str) -> str:
    """The reason the step turns round who owns (runs, founded …) whom where the sentence tells it in an appositive, or
    "": "Streamwave, the subscription service owned by Lumen Media Group, …" / "Lumen Media Group is owned by
    Streamwave" (0.99 entailed before this check)."""
    for m in _BY_IN_APPOSITIVE.finditer(premise):
        a, b, verb = m.group("a").strip(), m.group("b").strip(), m.group("verb")
        if re.search(rf"\b{re.escape(b)}\s+(?:is|was|are|were|has\s+been)\s+(?:\w+\s+)?{verb}\s+by\s+{re.escape(a)}\b",
                     hypothesis):
            return f"the sentence says {a} is {verb} by {b}; the step says the other way round"
    return ""


#: what one party gives another, named with the giver after "from": "funded by a £12 million grant from the Welsh
#: Government"
_GIFT = r"(?:grants?|loans?|donations?|gifts?|subsid(?:y|ies)|bequests?|endowments?)"
_FROM_GIVER = re.compile(rf"\b{_GIFT}\s+from\s+(?:the\s+)?(?P<giver>{_WHOLE})")
_GAVE = r"(?:gave|gives|give|awarded|awards|lent|lends|donated|donates|granted|grants|provided|provides|made|makes)"
#: the step's giver and receiver: "A gave B a £12 million grant", "A gave a £12 million grant to B"
_GAVE_TO = re.compile(rf"(?P<doer>[^,;.]+?)\s+{_GAVE}\s+(?:(?:the\s+)?(?P<to>{_WHOLE})\s+(?:a|an|the)\s+[^.;]*?\b{_GIFT}\b|"
                      rf"(?:a|an|the)\s+[^.;]*?\b{_GIFT}\s+to\s+(?:the\s+)?(?P<to2>{_WHOLE}))")


def giver_as_receiver(premise: str, hypothesis: str) -> str:
    """The reason the step has the party a sentence's grant (loan, donation …) came from receive it from another, or
    "": "… funded by a £12 million grant from the Welsh Government" / "The Welsh Ambulance Service gave the Welsh
    Government a £12 million grant" (0.98 entailed before this reading). The step's giver must be no name of the
    sentence's giver."""
    givers = [_words(m.group("giver")) for m in _FROM_GIVER.finditer(premise)]
    if not givers or _GAVE_TO.search(premise):
        return ""  # "The hospice, which relies on a grant from Leeds City Council, gave the council a donation"
    for m in _GAVE_TO.finditer(hypothesis):
        doer, to = _words(m.group("doer")), _words(m.group("to") or m.group("to2") or "")
        for giver in givers:
            if to and to == giver and not (doer <= giver or giver <= doer):  # the same name: "the Government in
                # Westminster" is no "Welsh Government"
                name = m.group("to") or m.group("to2")
                return f"the sentence says it came from {name}; the step has {name} receive it"
    return ""

"""The three-stage Cypher query checker (after arXiv 2409.04181), pure logic over a :class:`Schema`.

Before any stage the query must be read-only: a clause that writes (CREATE,
MERGE, SET, DELETE, REMOVE, DROP, LOAD CSV, COPY, ...) or calls a procedure
(CALL) refuses it, and so does anything the parser cannot read.

1. **RETURN and properties**: every variable an expression names is bound by
   a pattern or an alias; every ``var.prop`` and every property-map key exists
   on the variable's label. A near miss (``m.Name``, ``m.names``) is repaired.
2. **Labels**: every node label exists. A near miss (case, plural, spelling)
   is repaired; an unknown label that no spelling explains is inferred from the
   relationships the node takes part in, when they allow exactly one label.
3. **Relationships**: every type exists (near misses repaired) and runs in the
   schema's direction between the two labels. A reversed arrow is flipped.

What no stage can repair refuses the query with the reason: a relationship
that joins the two labels in neither direction, a variable given two labels,
an unknown name with several or no near misses. The checker never guesses a
different relationship or a different path: that would change the question.
The stages run 2, 3, then 1, because property checks need the repaired labels;
each :class:`Fix` names its paper stage.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from gechat.cypher.lexer import tokenize
from gechat.cypher.names import near_miss
from gechat.cypher.parse import WRITES, NodePat, ParsedQuery, PathPat, RelPat, parse
from gechat.cypher.schema import Schema
from gechat.errors import CypherSyntaxError

ALLOWED_CLAUSES = {"MATCH", "OPTIONAL", "WHERE", "WITH", "RETURN", "ORDER", "SKIP", "LIMIT", "UNWIND", "UNION"}


@dataclass(frozen=True)
class Fix:
    """One repair: which stage made it, what it says, and the text it replaced."""

    stage: int
    kind: str  # "property", "variable", "label", "label_inferred", "rel_type", "direction"
    message: str
    start: int
    end: int
    replacement: str


@dataclass(frozen=True)
class CheckResult:
    original: str
    query: str | None  # what to run; None when refused
    fixes: tuple[Fix, ...] = ()
    refused: str = ""  # the reason, ending with a full stop
    stage: int = 0  # the stage that refused (0: read-only or syntax)

    @property
    def accepted(self) -> bool:
        return self.query is not None

    @property
    def changed(self) -> bool:
        return self.accepted and self.query != self.original

    def to_dict(self) -> dict:
        return {"original": self.original, "query": self.query, "refused": self.refused, "stage": self.stage,
                "fixes": [asdict(f) for f in self.fixes]}


class Refused(Exception):
    def __init__(self, stage: int, reason: str) -> None:
        super().__init__(reason)
        self.stage = stage
        self.reason = reason


@dataclass
class _State:
    q: ParsedQuery
    schema: Schema
    fixes: list[Fix] = field(default_factory=list)
    # the effective name of each label/type token, by its start position
    names: dict[int, str] = field(default_factory=dict)

    def name(self, ref) -> str:
        return self.names.get(ref.start, ref.name)

    def fix(self, stage: int, kind: str, ref, new: str, message: str) -> None:
        self.names[ref.start] = new
        self.fixes.append(Fix(stage, kind, message, ref.start, ref.end, new))


def reject_writes(text: str) -> None:
    """Raise :class:`Refused` when any token is a write or procedure keyword (anywhere, not only at clause starts)."""
    toks = tokenize(text)
    for j, tok in enumerate(toks):
        if tok.kind != "name" or tok.text.upper() not in WRITES:
            continue
        prev = toks[j - 1] if j else None
        nxt = toks[j + 1] if j + 1 < len(toks) else None
        if (prev and prev.is_punct(".", ":", "$")) or (nxt and nxt.is_punct(":") and prev and prev.is_punct("{", ",")):
            continue  # n.set, :Create, {copy: 1}
        word = tok.text.upper()
        what = "calls a procedure" if word == "CALL" else "writes to the graph"
        raise Refused(0, f"Read-only: the query uses {word}, which {what}; only MATCH ... RETURN queries run.")


def check(text: str, schema: Schema) -> CheckResult:
    """Validate and repair ``text`` against ``schema``; see the module docstring for the stages."""
    try:
        reject_writes(text)
        q = parse(text)
        bad = [c for c in q.clauses if c not in ALLOWED_CLAUSES]
        if bad:
            raise Refused(0, f"The clause {bad[0]} is not supported; only MATCH, WHERE, WITH, UNWIND and RETURN run.")
        if "RETURN" not in q.clauses:
            raise Refused(1, "The query has no RETURN clause.")
        st = _State(q, schema)
        _labels_by_spelling(st)
        _rel_types(st)
        _labels_by_relationships(st)
        var_labels = _variable_labels(st)
        _directions(st, var_labels)
        _variables(st)
        _properties(st, var_labels)
    except CypherSyntaxError as exc:
        return CheckResult(text, None, (), str(exc), 0)
    except Refused as exc:
        return CheckResult(text, None, (), exc.reason, exc.stage)
    fixed = text
    for f in sorted(st.fixes, key=lambda f: f.start, reverse=True):
        fixed = fixed[: f.start] + f.replacement + fixed[f.end:]
    return CheckResult(text, fixed, tuple(sorted(st.fixes, key=lambda f: f.start)))


# --- stage 2: labels ----------------------------------------------------------------


def _labels_by_spelling(st: _State) -> None:
    labels = st.schema.labels
    for node in _nodes(st.q):
        if len(node.labels) > 1:
            raise Refused(2, f"A node may have one label in this graph; ({node.var or ''}:"
                             f"{':'.join(r.name for r in node.labels)}) has {len(node.labels)}.")
        for ref in node.labels:
            if ref.name in labels:
                continue
            hit = near_miss(ref.name, labels)
            if hit:
                st.fix(2, "label", ref, hit[0], f"label :{ref.name} -> :{hit[0]} ({hit[1]})")


def _labels_by_relationships(st: _State) -> None:
    """An unknown label that no spelling explains takes the one label its relationships allow."""
    for path in st.q.paths:
        for i, node in enumerate(path.nodes):
            for ref in node.labels:
                if st.name(ref) in st.schema.labels:
                    continue
                allowed = _allowed_labels(st, path, i)
                if allowed is not None and len(allowed) == 1:
                    new = next(iter(allowed))
                    via = ", ".join(f":{st.name(t)}" for r in _adjacent(path, i) for t in r.types)
                    st.fix(2, "label_inferred", ref, new, f"label :{ref.name} -> :{new} (the only label {via} reaches)")
                    continue
                known = ", ".join(st.schema.labels)
                why = ("no relationship constrains it" if allowed is None else
                       "several labels fit its relationships" if allowed else "no label fits its relationships")
                raise Refused(2, f"The label :{ref.name} does not exist and cannot be repaired ({why}); labels: {known}.")


def _adjacent(path: PathPat, i: int) -> list[RelPat]:
    return [r for r in (path.rels[i - 1] if i > 0 else None, path.rels[i] if i < len(path.rels) else None)
            if r is not None and r.types and not r.var_length]


def _allowed_labels(st: _State, path: PathPat, i: int) -> set[str] | None:
    """Labels node i may take given its typed neighbours' relationships (None: nothing constrains it).

    A relationship whose arrow fits no label as written is read reversed (stage 3 then flips the arrow).
    """
    allowed: set[str] | None = None
    for side, rel in (("left", path.rels[i - 1] if i > 0 else None), ("right", path.rels[i] if i < len(path.rels) else None)):
        if rel is None or not rel.types or rel.var_length:
            continue
        other = path.nodes[i - 1] if side == "left" else path.nodes[i + 1]
        here = _labels_at(st, rel, side, _own_label(st, other), rel.direction)
        if not here and rel.direction != "--":
            here = _labels_at(st, rel, side, _own_label(st, other), "<-" if rel.direction == "->" else "->")
        allowed = here if allowed is None else allowed & here
    return allowed


def _labels_at(st: _State, rel: RelPat, side: str, other_label: str | None, direction: str) -> set[str]:
    """Labels the node on ``side`` of ``rel`` may take when the arrow points ``direction``."""
    here: set[str] = set()
    node_is_target = (direction == "->") == (side == "left")
    for t in rel.types:
        for s, e in st.schema.endpoints(st.name(t)):
            pairs = [(e, s) if node_is_target else (s, e)] if direction != "--" else [(s, e), (e, s)]
            here.update(mine for mine, theirs in pairs if other_label is None or theirs == other_label)
    return here


def _own_label(st: _State, node: NodePat) -> str | None:
    if node.labels:
        name = st.name(node.labels[0])
        return name if name in st.schema.labels else None
    return None


# --- stage 3: relationships -----------------------------------------------------


def _rel_types(st: _State) -> None:
    types = st.schema.rel_types
    for path in st.q.paths:
        for rel in path.rels:
            for ref in rel.types:
                if ref.name in types:
                    continue
                hit = near_miss(ref.name, types)
                if hit:
                    st.fix(3, "rel_type", ref, hit[0], f"relationship :{ref.name} -> :{hit[0]} ({hit[1]})")
                else:
                    raise Refused(3, f"The relationship type :{ref.name} does not exist and no single type is a "
                                     f"near miss; types: {', '.join(types)}.")


def _variable_labels(st: _State) -> dict[str, str]:
    labels: dict[str, str] = {}
    for node in _nodes(st.q):
        if node.var and node.labels:
            label = st.name(node.labels[0])
            if labels.setdefault(node.var, label) != label:
                raise Refused(2, f"The variable {node.var} is :{labels[node.var]} in one pattern and :{label} in "
                                 f"another; the path pattern is wrong, not a label.")
    return labels


def _directions(st: _State, var_labels: dict[str, str]) -> None:
    def label_of(node: NodePat) -> str | None:
        return _own_label(st, node) or (var_labels.get(node.var) if node.var else None)

    for path in st.q.paths:
        for i, rel in enumerate(path.rels):
            if not rel.types:
                continue
            left, right = label_of(path.nodes[i]), label_of(path.nodes[i + 1])
            types = [st.name(t) for t in rel.types]
            if rel.var_length:
                continue  # a variable-length path may cross other labels; the types exist (checked above)
            src, dst = (right, left) if rel.direction == "<-" else (left, right)
            forward = any(st.schema.allows(src, t, dst) for t in types)
            backward = any(st.schema.allows(dst, t, src) for t in types)
            if forward or (rel.direction == "--" and backward):
                continue
            shown = "|".join(types)
            if backward:
                _flip(st, rel, src, shown, dst)
                continue
            pairs = "; ".join(f"(:{s})-[:{t}]->(:{e})" for t in types for s, e in sorted(st.schema.endpoints(t)))
            raise Refused(3, f"No :{shown} relationship joins (:{left or '?'}) and (:{right or '?'}) in either "
                             f"direction (the schema has {pairs}); the path pattern is wrong.")


def _flip(st: _State, rel: RelPat, src: str | None, shown: str, dst: str | None) -> None:
    assert rel.left is not None and rel.right is not None
    new_left, new_right = ("-", "->") if rel.direction == "<-" else ("<-", "-")
    msg = f"reversed (:{src or ''})-[:{shown}]->(:{dst or ''}): the schema has (:{dst or ''})-[:{shown}]->(:{src or ''})"
    st.fixes.append(Fix(3, "direction", msg, rel.left.start, rel.left.end, new_left))
    st.fixes.append(Fix(3, "direction", "", rel.right.start, rel.right.end, new_right))


# --- stage 1: RETURN variables and properties --------------------------------------------


def _variables(st: _State) -> None:
    bound = st.q.bound()
    for name, clause, pos in st.q.var_refs + [(r.var, r.clause, -1) for r in st.q.prop_refs]:
        if name not in bound:
            raise Refused(1, f"{clause} names the variable {name}, which no pattern binds (bound: "
                             f"{', '.join(sorted(bound)) or 'none'}).")


def _properties(st: _State, var_labels: dict[str, str]) -> None:
    rel_vars = {r.var: r for p in st.q.paths for r in p.rels if r.var}
    node_vars = {n.var for n in _nodes(st.q) if n.var}
    refs = [(r.var, r.prop) for r in st.q.prop_refs]
    for node in _nodes(st.q):
        label = _own_label(st, node) or var_labels.get(node.var or "")
        for key in node.props:
            _property(st, key, st.schema.node_properties(label) if label else _all_node_props(st.schema),
                      f"(:{label})" if label else "any label")
    for var, ref in refs:
        if var in rel_vars:
            types = [st.name(t) for t in rel_vars[var].types] or list(st.schema.rel_types)
            props = tuple(sorted({p for t in types for p in st.schema.rel_properties(t)}))
            _property(st, ref, props, f"[:{'|'.join(types)}]")
        elif var in node_vars:
            label = var_labels.get(var)
            _property(st, ref, st.schema.node_properties(label) if label else _all_node_props(st.schema),
                      f"(:{label})" if label else "any label")
        # else: an alias (a value, a list, a map) -- nothing to check


def _property(st: _State, ref, props: tuple[str, ...], owner: str) -> None:
    if ref.name in props:
        return
    hit = near_miss(ref.name, props)
    if hit:
        st.fix(1, "property", ref, hit[0], f"property .{ref.name} -> .{hit[0]} ({hit[1]})")
        return
    have = ", ".join(props) or "none"
    raise Refused(1, f"{owner} has no property '{ref.name}' (properties: {have}).")


def _all_node_props(schema: Schema) -> tuple[str, ...]:
    return tuple(sorted({p for n in schema.nodes for p in n.properties}))


def _nodes(q: ParsedQuery) -> list[NodePat]:
    return [n for p in q.paths for n in p.nodes]

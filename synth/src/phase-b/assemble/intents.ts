// How each trajectory type is assembled over G* (DESIGN §6, anchors §7): which alive edges are
// walked, how many records each hop must carry, and which answer the real outputs give.
// Seq/Sem: a chain of one-to-one hops. Par: A → B×N over every record of a small list. Mixed: a chain
// into a fan-out, or a fan-out followed by a hop per branch. Drv: an aggregate over a list or across a
// fan-out. Cmp: two named entities resolved alike and compared. Cond: a predicate over a first result
// picks the next call. Each builder explores; none records.
import type { Fact, TaskType } from '@kopa/tasks';
import type { Edge, ToolInfo } from '../../shared/index.ts';
import { shortLabel } from '../queries/index.ts';
import { AGGREGATES, aggregate, listAnswer, singleRecords, statedValues, valueAnswer } from './answers.ts';
import {
  BRANCHING,
  type Build,
  clamp,
  drawStarts,
  fan,
  fanEdges,
  fanWant,
  hop,
  type IntentContext,
  listField,
  listSources,
  ordered,
  pickOne,
  posterior,
  readsTo,
  semantic,
  singleRecord,
  smallList,
  start,
  TRIES,
  toolOf,
  walk,
} from './hops.ts';
import { complete, ONE, recordsFor, type Step, valueIn } from './trajectory.ts';
import { askable, entityName, numericFields, pickAskable, recordGroups } from './truth.ts';

type Record_ = Record<string, unknown>;

/**
 * Edge weights that prefer name-identical edges, as a semantic one would label the task Sem (which
 * takes precedence), and leave semantic edges out once Sem's quota is full.
 */
const plainWeight = (ctx: IntentContext) => (edge: Edge) =>
  posterior(edge) * (semantic(edge) ? (ctx.semanticAllowed ? 0.2 : 0) : 1);
const strictness = (ctx: IntentContext) => (ctx.semanticAllowed ? '' : ':no-semantic');

const fannedBuild = (steps: Step[], edges: Edge[], fanout: number) => ({
  steps,
  edges,
  fanout,
});

async function buildChain(ctx: IntentContext, wantSemantic: boolean): Promise<Build | undefined> {
  const hops = clamp(ctx.targetCalls - 2, 1, 3);
  const share = (edge: Edge) => edge.outcomes.semantic_success / Math.max(1, edge.trials);
  // Sem prefers edges joining differently named fields that mostly succeed semantically; Seq avoids them.
  const weight = wantSemantic
    ? (edge: Edge) => posterior(edge) * (semantic(edge) ? 1 + 4 * share(edge) : 0.2)
    : plainWeight(ctx);
  const name = wantSemantic ? 'semantic' : `plain${strictness(ctx)}`;
  for (const first of drawStarts(ctx, { name, limit: TRIES, weight })) {
    const origin = await start(ctx, first, ONE);
    const walked = origin ? await walk(ctx, origin, first, hops, weight) : undefined;
    if (!origin || !walked || (wantSemantic && !walked.edges.some(semantic))) continue;
    const steps = [origin, ...walked.steps];
    const answer = valueAnswer(ctx.x.rng, steps);
    if (answer) return { steps, edges: walked.edges, ...answer };
  }
  return undefined;
}

async function buildPar(ctx: IntentContext): Promise<Build | undefined> {
  const want = fanWant(ctx, ctx.targetCalls - 2);
  for (const tool of listSources(ctx, { name: 'any', limit: TRIES, accept: () => true })) {
    const source = await smallList(ctx, tool, want);
    if (!source) continue;
    for (const edge of ordered(
      ctx,
      fanEdges(ctx, source, () => true),
      BRANCHING,
      plainWeight(ctx),
    )) {
      const targets = await fan(ctx, source, edge);
      const steps = targets ? [source, ...targets] : [];
      const answer = targets ? listAnswer({ rng: ctx.x.rng, steps, targets, source, edge }) : undefined;
      if (targets && answer) return { ...fannedBuild(steps, [edge], targets.length), ...answer };
    }
  }
  return undefined;
}

/**
 * Mixed, by the calls aimed at: a fork (4–5 calls with its keys) below six, else a chain into a
 * fan-out or a fan-out followed by a hop per branch; each falls back to the others.
 */
async function buildMixed(ctx: IntentContext): Promise<Build | undefined> {
  if (ctx.targetCalls < 6) return (await fork(ctx)) ?? chainThenFan(ctx);
  if (ctx.x.rng.chance(0.5)) return (await fanThenChain(ctx)) ?? (await chainThenFan(ctx)) ?? fork(ctx);
  return (await chainThenFan(ctx)) ?? (await fanThenChain(ctx)) ?? fork(ctx);
}

/** Two values the query would name alike (경도 and 경도) would make an ambiguous question. */
const sameLabel = (a: Build['ask'], b: Build['ask']) => shortLabel(a.label, a.field) === shortLabel(b.label, b.field);

/**
 * A → B and A → C: one record of A feeds two other tools (parallel branches after a hop), and the user
 * asks one value of each branch, so that both calls are needed.
 */
async function fork(ctx: IntentContext): Promise<Build | undefined> {
  const plain = plainWeight(ctx);
  const reads = (name: string) => (ctx.prepared.outgoing.get(name) ?? []).filter((edge) => readsTo(ctx, edge));
  const branching = (edge: Edge) => readsTo(ctx, edge) && reads(edge.src).some((other) => other.dst !== edge.dst);
  for (const first of drawStarts(ctx, {
    name: `fork${strictness(ctx)}`,
    limit: TRIES,
    accept: branching,
    weight: plain,
  })) {
    const origin = await start(ctx, first, ONE);
    const left = origin ? await walk(ctx, origin, first, 1, plain) : undefined;
    const leftAnswer = origin && left ? valueAnswer(ctx.x.rng, [origin, ...left.steps]) : undefined;
    if (!origin || !left || !leftAnswer) continue;
    const others = reads(first.src).filter((edge) => edge.dst !== first.dst && singleRecord(origin, edge.field));
    for (const second of ordered(ctx, others, BRANCHING, plain)) {
      const right = await walk(ctx, origin, second, 1, plain);
      const rightAnswer = right ? valueAnswer(ctx.x.rng, [origin, ...right.steps]) : undefined;
      if (!right || !rightAnswer || sameLabel(rightAnswer.ask, leftAnswer.ask)) continue;
      const { tool, field, label } = rightAnswer.ask;
      return {
        steps: [origin, ...left.steps, ...right.steps],
        edges: [...left.edges, ...right.edges],
        ask: { ...leftAnswer.ask, also: { tool, field, label } },
        facts: [...leftAnswer.facts, ...rightAnswer.facts],
      };
    }
  }
  return undefined;
}

/** A → B → C×N: B's list (bound from A, named down when too long) fanned out. */
async function chainThenFan(ctx: IntentContext): Promise<Build | undefined> {
  const want = fanWant(ctx, ctx.targetCalls - 3);
  const accept = (edge: Edge) => readsTo(ctx, edge) && ctx.prepared.fanning.has(edge.dst);
  const plain = plainWeight(ctx);
  for (const first of drawStarts(ctx, { name: `into-fan${strictness(ctx)}`, limit: TRIES, accept, weight: plain })) {
    const origin = await start(ctx, first, ONE);
    const record = origin ? singleRecord(origin, first.field) : undefined;
    let middle = origin && record ? await hop(ctx, origin, record, first) : undefined;
    const field = middle ? listField(ctx, middle.tool) : undefined;
    if (!origin || !record || !middle || !field) continue;
    const size = recordsFor(middle.output, field).length;
    // Too long a list is narrowed by a stated category; A's value still selects which list it is.
    if (size < want.min || size > want.max || !complete(middle.output)) {
      middle = await hop(ctx, origin, record, first, { field, want, distinct: false });
    }
    if (!middle) continue;
    const list = middle;
    for (const second of ordered(
      ctx,
      fanEdges(ctx, list, (edge) => edge.dst !== origin.tool.name),
      BRANCHING,
      plain,
    )) {
      const targets = await fan(ctx, list, second);
      const steps = targets ? [origin, list, ...targets] : [];
      const answer = targets ? listAnswer({ rng: ctx.x.rng, steps, targets, source: list, edge: second }) : undefined;
      if (targets && answer) return { ...fannedBuild(steps, [first, second], targets.length), ...answer };
    }
  }
  return undefined;
}

/** A → B×N → C×N: every record of a small list A, each result hopped once more. */
async function fanThenChain(ctx: IntentContext): Promise<Build | undefined> {
  // Both levels fan out, so each extra record costs two calls: hold the size near the aim.
  const aim = fanWant(ctx, Math.floor((ctx.targetCalls - 2) / 2));
  const want = { ...aim, max: Math.min(aim.max, aim.target + 1) };
  const plain = plainWeight(ctx);
  for (const tool of listSources(ctx, { name: 'reads', limit: TRIES, accept: (edge) => readsTo(ctx, edge) })) {
    const source = await smallList(ctx, tool, want);
    if (!source) continue;
    for (const first of ordered(
      ctx,
      fanEdges(ctx, source, (edge) => readsTo(ctx, edge) && ctx.prepared.outgoing.has(edge.dst)),
      BRANCHING,
      plain,
    )) {
      const middles = await fan(ctx, source, first);
      if (!middles) continue;
      // Each branch must carry its own value onward, or the second hop would repeat one call.
      const distinctOnward = (edge: Edge) =>
        new Set(middles.map((middle) => String(valueIn(singleRecord(middle, edge.field) ?? {}, edge.field)))).size ===
        middles.length;
      const seconds = (ctx.prepared.outgoing.get(first.dst) ?? []).filter(
        (edge) =>
          edge.dst !== source.tool.name &&
          middles.every((middle) => singleRecord(middle, edge.field)) &&
          distinctOnward(edge),
      );
      for (const second of ordered(ctx, seconds, 2, plain)) {
        const targets: Step[] = [];
        for (const middle of middles) {
          const step = await hop(ctx, middle, singleRecord(middle, second.field) as Record_, second);
          if (!step) break;
          targets.push(step);
        }
        if (targets.length < middles.length) continue;
        const steps = [source, ...middles, ...targets];
        const answer = listAnswer({ rng: ctx.x.rng, steps, targets, source: middles[0] as Step, edge: second });
        if (answer) return { ...fannedBuild(steps, [first, second], middles.length), ...answer };
      }
    }
  }
  return undefined;
}

/** A → B×N and an aggregate across the N results, or A → B and an aggregate over B's records. */
async function buildDrv(ctx: IntentContext): Promise<Build | undefined> {
  return ctx.targetCalls >= 4 && ctx.x.rng.chance(0.6) ? aggregateFanOut(ctx) : aggregateList(ctx);
}

async function aggregateFanOut(ctx: IntentContext): Promise<Build | undefined> {
  const want = fanWant(ctx, ctx.targetCalls - 2);
  for (const tool of listSources(ctx, { name: 'reads', limit: TRIES, accept: (edge) => readsTo(ctx, edge) })) {
    const source = await smallList(ctx, tool, want);
    const edge = source
      ? ordered(
          ctx,
          fanEdges(ctx, source, (candidate) => readsTo(ctx, candidate)),
          1,
        )[0]
      : undefined;
    const targets = source && edge ? await fan(ctx, source, edge) : undefined;
    const single = targets ? singleRecords(targets) : undefined;
    const numbers = single ? pickOne(ctx, numericFields(single)) : undefined;
    if (!source || !edge || !targets || !single || !numbers) continue;
    const sources = recordsFor(source.output, edge.field);
    const names = single.records.map(
      (record, index) =>
        entityName({ fields: single.fields, record }) ??
        entityName({ fields: source.tool.fields, record: sources[index] as Record_ }),
    );
    const op = ctx.x.rng.pick(AGGREGATES);
    const facts = aggregate(op, numbers.values, names);
    if (!facts) continue;
    const ask = { tool: edge.dst, field: numbers.field.name, label: numbers.label, op };
    return { ...fannedBuild([source, ...targets], [edge], targets.length), ask, facts };
  }
  return undefined;
}

async function aggregateList(ctx: IntentContext): Promise<Build | undefined> {
  for (const edge of drawStarts(ctx, { name: 'reads', limit: TRIES, accept: (edge) => readsTo(ctx, edge) })) {
    const origin = await start(ctx, edge, ONE);
    const record = origin ? singleRecord(origin, edge.field) : undefined;
    const list = origin && record ? await hop(ctx, origin, record, edge) : undefined;
    if (!origin || !list || !complete(list.output)) continue;
    const group = recordGroups(list.tool, list.output).find((entry) => entry.records.length >= 2);
    const numbers = group ? pickOne(ctx, numericFields(group)) : undefined;
    if (!group || !numbers) continue;
    const names = group.records.map((entry) => entityName({ fields: group.fields, record: entry }));
    const op = ctx.x.rng.pick(AGGREGATES);
    const facts = aggregate(op, numbers.values, names);
    if (!facts) continue;
    const ask = { tool: list.tool.name, field: numbers.field.name, label: numbers.label, op };
    return { steps: [origin, list], edges: [edge], ask, facts };
  }
  return undefined;
}

/** Two entities named by the user (two values of one filter), each resolved (and hopped), compared. */
async function buildCmp(ctx: IntentContext): Promise<Build | undefined> {
  const hops = ctx.targetCalls >= 5 ? 1 : 0;
  for (const edge of drawStarts(ctx, { name: 'reads', limit: TRIES, accept: (edge) => readsTo(ctx, edge) })) {
    const pair = await twoEntities(ctx, edge);
    if (!pair) continue;
    const { a, b, entities } = pair;
    const steps = [a, b];
    let finals = [a, b];
    if (hops) {
      const ha = await hop(ctx, a, singleRecord(a, edge.field) as Record_, edge);
      const hb = ha ? await hop(ctx, b, singleRecord(b, edge.field) as Record_, edge) : undefined;
      if (!ha || !hb) continue;
      steps.push(ha, hb);
      finals = [ha, hb];
    }
    const single = singleRecords(finals);
    const numbers = single ? pickOne(ctx, numericFields(single)) : undefined;
    if (!numbers) continue;
    const [va, vb] = numbers.values as [number, number];
    // The query asks which is larger; the values differ (numericFields keeps no constant field).
    const facts: Fact[] = [
      { value: va > vb ? (entities[0] as string) : (entities[1] as string), kind: 'text', conclusion: true },
      { value: va, kind: 'number', subject: entities[0] as string },
      { value: vb, kind: 'number', subject: entities[1] as string },
    ];
    const ask = {
      tool: (finals[0] as Step).tool.name,
      field: numbers.field.name,
      label: numbers.label,
      op: 'compare' as const,
    };
    return { steps, edges: hops ? [edge] : [], ask, facts, entities };
  }
  return undefined;
}

/** Two single-record calls of the edge's source, told apart by two values of one stated filter. */
async function twoEntities(ctx: IntentContext, edge: Edge) {
  const tool = toolOf(ctx, edge.src);
  const base = ctx.x.seed(tool);
  const listed = base ? await ctx.x.call(tool, base) : undefined;
  if (!base || !listed?.ok || !listed.output) return undefined;
  const records = recordsFor(listed.output, edge.field);
  const unique = ctx.x.filters({ tool, args: base, records, whole: true }).filter((entry) => entry.frequency === 1);
  const params = [...new Set(unique.map((entry) => entry.param))].filter(
    (param) => unique.filter((entry) => entry.param === param).length >= 2,
  );
  const param = pickOne(ctx, params);
  if (!param) return undefined;
  const values = unique.filter((entry) => entry.param === param).map((entry) => entry.value);
  const first = ctx.x.rng.pick(values);
  const second = ctx.x.rng.pick(values.filter((value) => value !== first));
  const a = await ctx.x.settle({ tool, args: { ...base, [param]: first }, field: edge.field, want: ONE });
  const b = a
    ? await ctx.x.settle({ tool, args: { ...base, [param]: second }, field: edge.field, want: ONE })
    : undefined;
  if (!a || !b || a.text === b.text) return undefined;
  return { a, b, entities: [String(first), String(second)] };
}

/** A → (predicate over A's record) → B if it holds, else C; only the taken branch runs. */
async function buildCond(ctx: IntentContext): Promise<Build | undefined> {
  for (const first of drawStarts(ctx, { name: 'reads', limit: TRIES, accept: (edge) => readsTo(ctx, edge) })) {
    const branches = (ctx.prepared.outgoing.get(first.src) ?? []).filter(
      (edge) => readsTo(ctx, edge) && edge.dst !== first.dst,
    );
    const other = ordered(ctx, branches, 1)[0];
    const origin = other ? await start(ctx, first, ONE) : undefined;
    const record = origin ? singleRecord(origin, first.field) : undefined;
    const predicate = origin && record ? predicateOver(ctx, origin, record) : undefined;
    if (!other || !origin || !predicate) continue;
    const [taken, skipped] = predicate.holds ? [first, other] : [other, first];
    const branchRecord = singleRecord(origin, taken.field);
    const branch = branchRecord ? await hop(ctx, origin, branchRecord, taken) : undefined;
    const answer = branch ? valueAnswer(ctx.x.rng, [origin, branch]) : undefined;
    const skippedText = branchText(toolOf(ctx, skipped.dst));
    if (!branch || !answer || !skippedText) continue;
    const takenText = `${branch.tool.title} ${answer.ask.label}`;
    const condition = {
      field: predicate.field,
      label: predicate.label,
      predicate: predicate.text,
      ifHolds: predicate.holds ? takenText : skippedText,
      otherwise: predicate.holds ? skippedText : takenText,
    };
    const ask = { ...answer.ask, op: 'cond' as const };
    return { steps: [origin, branch], edges: [taken], ask, facts: answer.facts, condition };
  }
  return undefined;
}

/** What the branch not taken would have been asked: its title and a labelled name field. */
function branchText(tool: ToolInfo): string | undefined {
  for (const field of tool.fields) {
    if (!/NM$|Nm$|name|title/i.test(field.name)) continue;
    const label = shortLabel(field.description, field.name);
    if (/[\uac00-\ud7a3]/u.test(label)) return `${tool.title} ${label}`;
  }
  return undefined;
}

/** `>= t` with t a round number just below (holds) or above (fails) a numeric field, or `== value`. */
function predicateOver(ctx: IntentContext, origin: Step, record: Record_) {
  const group = recordGroups(origin.tool, origin.output).find((entry) => entry.records.includes(record));
  const options = group ? askable({ fields: group.fields, record, avoid: statedValues([origin]) }) : [];
  const chosen = pickAskable(
    ctx.x.rng,
    options.filter((option) => option.fact.kind !== 'date'),
  );
  if (!chosen) return undefined;
  const holds = ctx.x.rng.chance(0.5);
  if (chosen.fact.kind === 'number') {
    const value = Number(chosen.fact.value);
    if (value < 10) return undefined;
    const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
    const floor = Math.floor(value / unit) * unit;
    const below = floor === value ? value - unit : floor;
    const above = floor + unit;
    return { field: chosen.field.name, label: chosen.label, text: `>= ${holds ? below : above}`, holds };
  }
  const text = String(chosen.value);
  const others = (ctx.prepared.pools.get(chosen.field.name) ?? []).filter(
    (value) => typeof value === 'string' && value !== text && value.length <= 20,
  );
  const fails = !holds && others.length > 0;
  const compared = fails ? ctx.x.rng.pick(others) : text;
  return { field: chosen.field.name, label: chosen.label, text: `== ${compared}`, holds: !fails };
}

export const BUILDERS: Record<TaskType, (ctx: IntentContext) => Promise<Build | undefined>> = {
  Seq: (ctx) => buildChain(ctx, false),
  Sem: (ctx) => buildChain(ctx, true),
  Par: buildPar,
  Mixed: buildMixed,
  Drv: buildDrv,
  Cmp: buildCmp,
  Cond: buildCond,
};

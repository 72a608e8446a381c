// The synthesizer's shared shapes (DESIGN §6): the tool universe read over MCP, the edges of the
// execution-grounded graph with their Beta posteriors, and the canonical record of one synthesized
// task that every exporter, filter, stats table and audit reads.
import type { Fact, TaskType } from '@kopa/tasks';

// ---------------------------------------------------------------------------------------------
// Tool universe (Phase A, deliverable 1)

/** One input parameter of a tool, from its JSON Schema. */
export interface ParamInfo {
  name: string;
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';
  required: boolean;
  description: string;
  pattern?: string;
  enum?: readonly (string | number)[];
  /** Generic parameters (auth key, paging, format) carry no meaning (paper Table 7 note). */
  generic: boolean;
  /** The parameter that carries the platform's API key. */
  auth: boolean;
}

/** One scalar field of a tool's output, flattened: `items[].SD_SCHUL_CODE`, `law.articles[].JO`. */
export interface FieldInfo {
  /** Path with `[]` after every array segment: `items[].corp_code`. */
  path: string;
  /** The last segment without `[]`: `corp_code`. */
  name: string;
  type: 'string' | 'integer' | 'number' | 'boolean' | 'unknown';
  description: string;
  /** True when the path crosses an array, so one output can hold many values (fan-out). */
  multi: boolean;
}

export interface ToolInfo {
  name: string;
  platform: string;
  title: string;
  description: string;
  kind: 'read' | 'write';
  realtime: boolean;
  /** `<p>_get_api_key` / `<p>_renew_api_key`: never an edge endpoint. */
  keyTool: boolean;
  params: ParamInfo[];
  fields: FieldInfo[];
  /** The JSON Schemas as served by tools/list, for exports. */
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  paging?: Record<string, unknown>;
}

export interface Universe {
  platforms: string[];
  tools: ToolInfo[];
}

// ---------------------------------------------------------------------------------------------
// Skeleton and graph (Phase A, deliverables 2–4)

/** `srcTool.outputFieldPath → dstTool.inputParam`. */
export interface EdgeKey {
  src: string;
  field: string;
  dst: string;
  param: string;
}

/** A proposer's candidate binding with its feasibility prior s_e ∈ [0, 1]. */
export interface EdgeProposal extends EdgeKey {
  prior: number;
  /** A short human-readable reason, e.g. "name SIGUN_NM≈SIGNGU_NM, pattern match, 12/12 values". */
  reason: string;
}

/** Paper Table 7 outcome classes, plus `empty` (valid call, no data) and `other` (no update). */
export type Outcome =
  | 'semantic_success'
  | 'generic_success'
  | 'schema_mismatch'
  | 'missing_field'
  | 'timeout'
  | 'rate_limit'
  | 'empty'
  | 'other';

export const OUTCOMES: readonly Outcome[] = [
  'semantic_success',
  'generic_success',
  'schema_mismatch',
  'missing_field',
  'timeout',
  'rate_limit',
  'empty',
  'other',
];

export interface Edge extends EdgeProposal {
  id: string;
  alpha: number;
  beta: number;
  trials: number;
  outcomes: Record<Outcome, number>;
  status: 'alive' | 'pruned';
  /** How the edge entered the graph. */
  origin: 'skeleton' | 'discovered' | 'reproposed';
  /** Iteration at which it was added (0 = skeleton) and, if pruned, pruned. */
  addedAt: number;
  prunedAt?: number;
  /** Cross-platform edge. */
  cross: boolean;
}

export interface IterationRecord {
  iteration: number;
  paths: number;
  passedPaths: number;
  /** Passed paths / paths (paper Fig. 6, trajectory pass rate). */
  passRate: number;
  steps: number;
  passedSteps: number;
  /** Successful edge executions / edge executions (Fig. 6, step success rate). */
  stepRate: number;
  calls: number;
  alive: number;
  pruned: number;
  added: number;
  outcomes: Record<Outcome, number>;
  ms: number;
}

export interface GraphConfig {
  seed: number;
  iterations: number;
  paths: number;
  platforms: string[];
  proposer: 'heuristic' | 'llm';
  kIntra: number;
  kCross: number;
  sMin: number;
  kappa: number;
  tau: number;
  minLength: number;
  maxLength: number;
  /** Fan-out cap: at most this many records of a multi-record output are bound per step. */
  fanout: number;
  /** Probability that a step gets an injected environmental fault. */
  faultRate: number;
}

export interface GraphFile {
  version: 1;
  config: GraphConfig;
  universe: { platforms: string[]; tools: number; fields: number; params: number };
  /** Edge counts at admission (the skeleton) and now. */
  skeleton: { proposed: number; admitted: number };
  edges: Edge[];
}

// ---------------------------------------------------------------------------------------------
// Canonical synthesized task (Phase B): one record per task; exporters derive everything from it.

/** A bound parameter: where its value came from. `derive` names a transformation (Drv). */
export interface Binding {
  param: string;
  from: { call: string; path: string };
  value: string | number;
  derive?: string;
}

export interface SynthCall {
  /** c1, c2, … in execution order. */
  id: string;
  tool: string;
  platform: string;
  /** Every argument sent, including the auth key and paging. */
  args: Record<string, unknown>;
  /** Semantic arguments only (generic parameters removed), as in golden actions. */
  semanticArgs: Record<string, unknown>;
  /** Calls whose outputs this one consumed. */
  after: string[];
  bindings: Binding[];
  /** The tool's structuredContent. */
  output: unknown;
  /** The text content the model saw (JSON of the output). */
  text: string;
}

export type AskOp = 'value' | 'list' | 'count' | 'sum' | 'max' | 'min' | 'avg' | 'compare' | 'cond';

/** What a template needs to write the query and the answer text, without seeing raw outputs. */
export interface QueryPlan {
  type: TaskType;
  /** Literal values the query must state (unbound, non-generic arguments), with their meanings. */
  givens: Array<{ tool: string; param: string; value: string | number; label: string }>;
  /** Korean operation titles and descriptions, in call order (one entry per distinct tool). */
  steps: Array<{ tool: string; title: string; description: string }>;
  /**
   * The asked field and operation; `also` is a second value asked of another branch (Mixed forks:
   * one record feeds two tools, and the user wants a value from each).
   */
  ask: { tool: string; field: string; label: string; op: AskOp; also?: { tool: string; field: string; label: string } };
  /** Cmp: the compared entities (as stated in the query). */
  entities?: string[];
  /** Cond: the predicate, and what is done in either branch. */
  condition?: { field: string; label: string; predicate: string; ifHolds: string; otherwise: string };
  /** Par/Mixed: how many records were fanned out over. */
  fanout?: number;
}

export interface SynthRecord {
  /** `<namespace>-00001`, e.g. `edge-1a2b3c4d-00001` (`kopa synth tasks --namespace`). */
  id: string;
  type: TaskType;
  domain: string;
  platforms: string[];
  query: string;
  plan: QueryPlan;
  calls: SynthCall[];
  answer: { facts: Fact[]; text: string };
  /** Expected final `user` state per platform, when the task writes. */
  state?: Record<string, { user: Record<string, unknown> }>;
  /** Tools offered to a model: the golden tools plus distractors. */
  tools: string[];
  /** Graph edges the trajectory used (key-acquisition edges excluded). */
  edges: EdgeKey[];
  meta: {
    calls: number;
    steps: number;
    parallel: boolean;
    junction: 'none' | 'one-to-one' | 'one-to-many';
    /** Records in each one-to-many junction's source output. */
    cardinalities: number[];
    realtime: boolean;
    seed: number;
  };
}

/** Rejections per filter class (paper Table 8). */
export type RejectionClass = 'realtime' | 'linguistic' | 'leakage' | 'execution' | 'unanswerable';

/** The paper's domain of each synthesis platform; "intra-domain" candidates share it. */
export const DOMAIN_OF: Readonly<Record<string, string>> = {
  expressway: 'traffic',
  seoul: 'traffic',
  kdic: 'finance',
  dart: 'finance',
  krx: 'finance',
  neis: 'education',
  hrdkorea: 'education',
  law: 'law',
  assembly: 'politics',
  gyeonggi: 'district',
  kma: 'district',
  tourapi: 'district',
};

export const SYNTH_PLATFORMS = [
  'expressway',
  'kdic',
  'neis',
  'hrdkorea',
  'law',
  'assembly',
  'gyeonggi',
  'kma',
  'tourapi',
];

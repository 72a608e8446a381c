// `kopa audit`: the train–eval contamination audit of paper Tables 13 and 15 between a synthesized
// task set and the benchmark: query leakage, function and platform overlap, and edge overlap.
import { isKeyTool, type Task } from '@kopa/tasks';
import paper from './paper-tables.json' with { type: 'json' };
import { counted, percent, type Share, shareOf, textTable } from './stats.ts';

/** One resolution of Table 15. Counts are occurrences; Jaccard is over the sets of unique edges. */
export interface EdgeOverlap {
  eval: number;
  train: number;
  evalUnique: number;
  trainUnique: number;
  shared: number;
  jaccard: number;
  /** Share of eval occurrences whose edge never occurs in train. */
  unseen: number;
}

export interface AuditResult {
  evalTasks: number;
  trainTasks: number;
  /** Eval queries equal to some train query after normalization (NFKC, whitespace, digits). */
  verbatim: Share;
  /** Eval queries whose character 13-grams are at least half contained in train's. */
  ngramQueries: Share;
  /** Unique eval 13-grams (over all eval queries) that occur in train. */
  ngrams: Share;
  /** Golden (non-key) tools of eval that also appear in train's golden actions. */
  functions: Share;
  /** Eval platforms that no train task uses; `platforms` lists them. */
  heldOutPlatforms: Share & { platforms: string[] };
  /** Eval tasks none of whose golden (non-key) tools appear in train. */
  onlyUnseenFunctions: Share;
  /** Mean over eval tasks of the share of its golden (non-key) tools seen in train. */
  meanFunctionCoverage: number;
  edges: { functionPair: EdgeOverlap; adjacency: EdgeOverlap; argument: EdgeOverlap };
}

export interface AuditOptions {
  /** The synthesized tasks. */
  train: readonly Task[];
  /** The benchmark. */
  against: readonly Task[];
  /** Key-acquisition tools, left out of functions and edges; `_get_api_key`/`_renew_api_key` by default. */
  keyTools?: (tool: string) => boolean;
}

export const NGRAM = 13;
export const NGRAM_CONTAINMENT = 0.5;

/** NFKC, every run of digits to one `0`, whitespace collapsed: templated queries that differ only in numbers match. */
export function normalizeQuery(query: string): string {
  return query
    .normalize('NFKC')
    .replace(/\p{Nd}+/gu, '0')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Character n-grams of a normalized query (by code point); a shorter query is its own single gram. */
export function characterNgrams(text: string, n = NGRAM): Set<string> {
  const characters = [...text];
  if (characters.length <= n) return new Set([text]);
  const grams = new Set<string>();
  for (let start = 0; start + n <= characters.length; start++) grams.add(characters.slice(start, start + n).join(''));
  return grams;
}

type Action = Task['golden']['actions'][number];
const semanticNames = (action: Action) => Object.keys(action.args).sort().join(',');

/**
 * The edges of one task at the three resolutions, key-acquisition actions removed first:
 * - functionPair: `A → B` for every dependency (A listed in B's `after`);
 * - adjacency: `A → B` for every two consecutive actions in the golden order, whether dependent or
 *   not (the paper's "links any two consecutive calls", an upper bound on overlap);
 * - argument: `A(a1,a2) → B(b1)` for every dependency, with each side's sorted semantic argument
 *   names, a finer resolution than functionPair.
 */
export function taskEdges(task: Task, keyTools: (tool: string) => boolean = isKeyTool) {
  const actions = task.golden.actions.filter((action) => !keyTools(action.tool));
  const byId = new Map(actions.map((action) => [action.id, action]));
  const dependencies = actions.flatMap((action) =>
    action.after.flatMap((id) => {
      const parent = byId.get(id);
      return parent ? [[parent, action] as const] : [];
    }),
  );
  return {
    functionPair: dependencies.map(([from, to]) => `${from.tool} → ${to.tool}`),
    adjacency: actions.slice(1).map((action, index) => `${actions[index]?.tool} → ${action.tool}`),
    argument: dependencies.map(
      ([from, to]) => `${from.tool}(${semanticNames(from)}) → ${to.tool}(${semanticNames(to)})`,
    ),
  };
}

function overlap(evalEdges: readonly string[], trainEdges: readonly string[]): EdgeOverlap {
  const evalSet = new Set(evalEdges);
  const trainSet = new Set(trainEdges);
  const shared = [...evalSet].filter((edge) => trainSet.has(edge)).length;
  const union = evalSet.size + trainSet.size - shared;
  return {
    eval: evalEdges.length,
    train: trainEdges.length,
    evalUnique: evalSet.size,
    trainUnique: trainSet.size,
    shared,
    jaccard: union ? shared / union : 0,
    unseen: evalEdges.length ? evalEdges.filter((edge) => !trainSet.has(edge)).length / evalEdges.length : 0,
  };
}

export function auditDataset(options: AuditOptions): AuditResult {
  const keyTools = options.keyTools ?? isKeyTool;
  const evalTasks = options.against;
  const trainQueries = new Set(options.train.map((task) => normalizeQuery(task.query)));
  const trainGrams = new Set(options.train.flatMap((task) => [...characterNgrams(normalizeQuery(task.query))]));
  const evalGrams = evalTasks.map((task) => characterNgrams(normalizeQuery(task.query)));
  const allEvalGrams = new Set(evalGrams.flatMap((grams) => [...grams]));
  const contained = (grams: Set<string>) =>
    [...grams].filter((gram) => trainGrams.has(gram)).length / grams.size >= NGRAM_CONTAINMENT;

  const functionsOf = (task: Task) => [
    ...new Set(task.golden.actions.map((action) => action.tool).filter((tool) => !keyTools(tool))),
  ];
  const trainTools = new Set(options.train.flatMap(functionsOf));
  const evalTools = new Set(evalTasks.flatMap(functionsOf));
  const coverage = evalTasks.map((task) => {
    const tools = functionsOf(task);
    return tools.length ? tools.filter((tool) => trainTools.has(tool)).length / tools.length : 0;
  });
  const trainPlatforms = new Set(options.train.flatMap((task) => task.platforms));
  const evalPlatforms = [...new Set(evalTasks.flatMap((task) => task.platforms))].sort();
  const heldOut = evalPlatforms.filter((platform) => !trainPlatforms.has(platform));

  const evalEdges = evalTasks.map((task) => taskEdges(task, keyTools));
  const trainEdges = options.train.map((task) => taskEdges(task, keyTools));
  const resolution = (name: keyof ReturnType<typeof taskEdges>) =>
    overlap(
      evalEdges.flatMap((edges) => edges[name]),
      trainEdges.flatMap((edges) => edges[name]),
    );
  return {
    evalTasks: evalTasks.length,
    trainTasks: options.train.length,
    verbatim: shareOf(
      evalTasks.filter((task) => trainQueries.has(normalizeQuery(task.query))).length,
      evalTasks.length,
    ),
    ngramQueries: shareOf(evalGrams.filter(contained).length, evalTasks.length),
    ngrams: shareOf([...allEvalGrams].filter((gram) => trainGrams.has(gram)).length, allEvalGrams.size),
    functions: shareOf([...evalTools].filter((tool) => trainTools.has(tool)).length, evalTools.size),
    heldOutPlatforms: { ...shareOf(heldOut.length, evalPlatforms.length), platforms: heldOut },
    onlyUnseenFunctions: shareOf(
      evalTasks.filter((task) => functionsOf(task).every((tool) => !trainTools.has(tool))).length,
      evalTasks.length,
    ),
    meanFunctionCoverage: coverage.length ? coverage.reduce((sum, value) => sum + value, 0) / coverage.length : 0,
    edges: {
      functionPair: resolution('functionPair'),
      adjacency: resolution('adjacency'),
      argument: resolution('argument'),
    },
  };
}

export function formatAudit(result: AuditResult): string {
  const table13 = paper.table13_contamination;
  const paperShare = ([count = 0, total = 0]: number[]) => counted(shareOf(count, total));
  const contamination = textTable([
    ['Table 13 — contamination audit', 'ours', 'paper'],
    ['verbatim query leakage', counted(result.verbatim), paperShare(table13.verbatim_query_leakage)],
    [`queries ≥ ${NGRAM_CONTAINMENT * 100}% covered by train ${NGRAM}-grams`, counted(result.ngramQueries), '—'],
    [`eval ${NGRAM}-grams seen in train`, counted(result.ngrams), '—'],
    ['function overlap (golden tools)', counted(result.functions), paperShare(table13.function_overlap)],
    [
      'held-out platforms',
      `${result.heldOutPlatforms.count}/${result.heldOutPlatforms.total}`,
      table13.held_out_platforms.join('/'),
    ],
    [
      'tasks using only unseen functions',
      counted(result.onlyUnseenFunctions),
      paperShare(table13.tasks_only_unseen_functions),
    ],
    [
      'mean per-task function coverage',
      percent(result.meanFunctionCoverage),
      percent(table13.mean_task_function_coverage),
    ],
  ]);
  const table15 = paper.table15_edge_overlap;
  const cells = (
    label: string,
    source: string,
    overlap: { eval: number; train: number; jaccard: number; unseen: number },
  ) => [
    label,
    source,
    String(overlap.eval),
    String(overlap.train),
    overlap.jaccard.toFixed(3),
    percent(overlap.unseen),
  ];
  const edges = textTable([
    ['Table 15 — edge overlap', '', 'eval', 'train', 'Jaccard', 'unseen'],
    cells('function-pair (dependency)', 'ours', result.edges.functionPair),
    cells('', 'paper', table15.function_pair),
    cells('adjacency (consecutive calls)', 'ours', result.edges.adjacency),
    cells('', 'paper', table15.adjacency),
    cells('argument (dependency + arg names)', 'ours', result.edges.argument),
  ]);
  return [
    `Audit of ${result.trainTasks} train tasks against ${result.evalTasks} eval tasks (key-acquisition tools excluded)`,
    '',
    contamination,
    ...(result.heldOutPlatforms.platforms.length
      ? [`held-out platforms: ${result.heldOutPlatforms.platforms.join(', ')}`]
      : []),
    '',
    edges,
    'eval/train count edge occurrences; Jaccard is over unique edges; unseen is the share of eval occurrences absent from train.',
  ].join('\n');
}

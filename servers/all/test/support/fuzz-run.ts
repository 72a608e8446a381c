// Runs the fuzz properties of every tool of one platform against one transport, and returns what
// broke as readable records (tool, property, the smallest arguments found, what came back) instead
// of stopping at the first tool. The run count and seed are fixed so that CI is reproducible;
// KOPA_FUZZ_RUNS and KOPA_FUZZ_SEED change them for a longer local run.
import { createHash } from 'node:crypto';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { type Args, DEMO_KEY, type RefusedCase, toolCases } from './fuzz-cases.ts';
import type { ValuePool } from './value-pool.ts';

export type Property = 'admitted' | 'refused' | 'impossible-dates';
export type Transport = 'http' | 'stdio';

/** What one tools/call gave back: a result, or a JSON-RPC error (a timeout and a closed pipe are ones too). */
export type Outcome = { result: CallToolResult } | { protocolError: { code: number; message: string } };

export interface FuzzTarget {
  call(name: string, args: Args): Promise<Outcome>;
}

export interface FuzzFailure {
  tool: string;
  property: Property;
  args: Args;
  problem: string;
}

/** A property case that fails today for a reason routed to the platform's owner (see the report). */
export interface KnownFailure {
  tool: string;
  property: Property;
  transports: readonly Transport[];
  why: string;
  /** The recorded counterexample, tried first so the case fails whatever the run count. */
  example: Args | RefusedCase;
}

export const FUZZ_RUNS = Number(process.env.KOPA_FUZZ_RUNS ?? 10);
export const FUZZ_SEED = Number(process.env.KOPA_FUZZ_SEED ?? 18);
/** A call that has not answered by then counts as a hang: generous for a loaded 2-core CI machine. */
export const CALL_TIMEOUT_MS = 30_000;

const seedOf = (tool: string, property: Property) =>
  createHash('sha256').update(`${FUZZ_SEED}:${tool}:${property}`).digest().readInt32LE(0);

/** The arguments as sent, with long strings cut so that a report stays readable. */
export function describeArgs(args: unknown): string {
  return JSON.stringify(args, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 60
      ? `${value.slice(0, 20)}…(${value.length} chars of ${JSON.stringify(value.slice(0, 2))})`
      : value,
  );
}

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');
}

function errorCode(result: CallToolResult): string | undefined {
  return (result._meta?.['kopa/error'] as { code?: string } | undefined)?.code;
}

/** Why an outcome breaks the property, or undefined when it holds. */
function problemWith(outcome: Outcome, expectation: { refused?: RefusedCase }): string | undefined {
  if ('protocolError' in outcome) {
    const { code, message } = outcome.protocolError;
    return `JSON-RPC error ${code} instead of a tool result: ${message.slice(0, 300)}`;
  }
  const { result } = outcome;
  const text = textOf(result);
  if (result.isError && errorCode(result) === 'INTERNAL_ERROR') return `INTERNAL_ERROR: ${text.slice(0, 300)}`;
  // Offline, the emulation is always there: "unreachable, call again later" sends an agent into
  // retries that can never succeed.
  if (result.isError && errorCode(result) === 'UNREACHABLE') return `UNREACHABLE offline: ${text.slice(0, 300)}`;
  const refused = expectation.refused;
  if (!refused) return undefined;
  if (!result.isError) return `accepted (no isError): ${text.slice(0, 200)}`;
  const meta = result._meta?.['kopa/error'] as { parameter?: string } | undefined;
  if (!text.includes(refused.parameter) && meta?.parameter !== refused.parameter) {
    return `the error does not name ${JSON.stringify(refused.parameter)}: ${text.slice(0, 300)}`;
  }
  // An oversized argument is quoted by a short prefix at most, never handed back whole.
  const value = refused.args[refused.parameter];
  if (refused.how === 'oversized' && typeof value === 'string' && text.includes(value.slice(0, 1000))) {
    return `the error echoes the ${value.length}-character argument back (${text.length} characters)`;
  }
  return undefined;
}

async function checkProperty(options: {
  target: FuzzTarget;
  tool: Tool;
  property: Property;
  pool: ValuePool;
  runs: number;
  key: () => string | undefined;
  examples?: ReadonlyArray<Args | RefusedCase>;
}): Promise<FuzzFailure | undefined> {
  const { target, tool, property, pool } = options;
  const cases = toolCases({ tool, pool });
  const withKey = (args: Args): Args =>
    Object.fromEntries(Object.entries(args).map(([name, value]) => [name, value === DEMO_KEY ? options.key() : value]));
  let last: { args: Args; problem: string } | undefined;
  const expectRefusal = async (refusal: RefusedCase) => {
    const problem = problemWith(await target.call(tool.name, withKey(refusal.args)), { refused: refusal });
    if (problem) {
      last = { args: refusal.args, problem: `${refusal.how} ${refusal.parameter}: ${problem}` };
      throw new Error(last.problem);
    }
  };
  const runProperty =
    property === 'admitted'
      ? fc.asyncProperty(cases.admitted, async (args) => {
          const problem = problemWith(await target.call(tool.name, withKey(args)), {});
          if (problem) {
            last = { args, problem };
            throw new Error(problem);
          }
        })
      : property === 'refused'
        ? fc.asyncProperty(cases.refused, expectRefusal)
        : cases.impossibleDates && fc.asyncProperty(cases.impossibleDates, expectRefusal);
  if (!runProperty) return undefined;
  const details = await fc.check(runProperty as fc.IAsyncProperty<[Args | RefusedCase]>, {
    numRuns: options.runs,
    seed: seedOf(tool.name, property),
    // Shrinking re-runs calls; a bounded budget keeps a broken tool from eating the suite's time.
    interruptAfterTimeLimit: 20_000,
    ...(options.examples ? { examples: options.examples.map((example) => [example] as [Args | RefusedCase]) } : {}),
  });
  // The time budget bounds shrinking; a run it cut short before any call went wrong found nothing.
  if (!details.failed || (details.interrupted && !(details.errorInstance instanceof Error) && !last)) return undefined;
  const counterexample = details.counterexample?.[0];
  const args = counterexample && 'how' in counterexample ? counterexample.args : (counterexample ?? last?.args ?? {});
  const problem =
    details.errorInstance instanceof Error ? details.errorInstance.message : (last?.problem ?? 'interrupted');
  return { tool: tool.name, property, args: args as Args, problem };
}

/**
 * Every property of every tool of the platform, except the known failures, which are skipped here
 * and tested on their own. The demo key is read again before each tool, since a key tool may renew it.
 */
export async function fuzzPlatform(options: {
  platform: string;
  target: FuzzTarget;
  tools: readonly Tool[];
  pool: ValuePool;
  skip?: readonly KnownFailure[];
  only?: KnownFailure;
  runs?: number;
}): Promise<FuzzFailure[]> {
  const { platform, target, tools, pool } = options;
  const failures: FuzzFailure[] = [];
  const properties: Property[] = ['admitted', 'refused', 'impossible-dates'];
  for (const tool of tools) {
    if (options.only && options.only.tool !== tool.name) continue;
    const keyOutcome = await target.call(`${platform}_get_api_key`, {});
    const key =
      'result' in keyOutcome ? (keyOutcome.result.structuredContent as { key?: string } | undefined)?.key : undefined;
    for (const property of properties) {
      if (options.only && options.only.property !== property) continue;
      if (options.skip?.some((known) => known.tool === tool.name && known.property === property)) continue;
      const failure = await checkProperty({
        target,
        tool,
        property,
        pool,
        runs: options.runs ?? FUZZ_RUNS,
        key: () => key,
        ...(options.only ? { examples: [options.only.example] } : {}),
      });
      if (failure) failures.push(failure);
    }
  }
  return failures;
}

export function describeFailure(failure: FuzzFailure): string {
  return `${failure.tool} [${failure.property}] ${describeArgs(failure.args)} → ${failure.problem}`;
}

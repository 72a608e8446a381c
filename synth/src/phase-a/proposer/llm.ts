// The `llm` proposer: any OpenAI-compatible model reads one source tool (fields with sample values)
// and its candidate targets (parameters with patterns) and returns bindings as structured output
// validated by zod. Answers are cached on disk per prompt, so a rerun makes no request.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { EdgeProposal, ToolInfo } from '../../shared/index.ts';
import { valuesAt } from '../../shared/index.ts';
import { bindableParams } from '../universe.ts';
import type { ProposeInput, Proposer } from './types.ts';

export interface LlmProposerOptions {
  baseURL: string;
  model: string;
  apiKey?: string;
  /** One JSON file per prompt, named by the sha256 of model, instructions and prompt. */
  cacheDir: string;
  fetch?: typeof fetch;
}

export const LlmEdges = z.object({
  edges: z.array(
    z.object({
      field: z.string().describe('a source output field path, exactly as listed'),
      target: z.string().describe('a target tool name, exactly as listed'),
      param: z.string().describe('a parameter of that target, exactly as listed'),
      prior: z.number().describe('feasibility in [0, 1]'),
      reason: z.string(),
    }),
  ),
});
export type LlmEdges = z.infer<typeof LlmEdges>;

export const LLM_INSTRUCTIONS = [
  'You connect Korean public-data API tools. A binding "source output field → target input parameter" is',
  'feasible when a value the source returns can be passed as that parameter to make a meaningful call:',
  'the same entity and the same code system and format (a school code to a school code, a 시군명 to a',
  'region-name filter), not merely the same type. Give every feasible binding a prior in [0, 1]: about',
  '0.9 for an obvious identity, 0.5 for a plausible semantic match, below 0.3 when doubtful. Omit',
  'infeasible bindings. Use field paths, tool names and parameter names exactly as listed.',
].join(' ');

const SAMPLE_VALUES = 3;

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** The user prompt: the source's fields with sample values, then each target's bindable parameters. */
export function buildProposalPrompt(input: ProposeInput): string {
  const { source, samples } = input;
  const outputs = samples.outputs.get(source.name) ?? [];
  const lines = [
    `Source tool: ${source.name} — ${source.title}: ${clip(source.description.split('\n')[0] ?? '', 200)}`,
  ];
  lines.push('Output fields (path | type | description | sample values):');
  for (const field of source.fields) {
    const values = [...new Set(outputs.flatMap((output) => valuesAt(output, field.path)))].slice(0, SAMPLE_VALUES);
    const shown = values.map((value) => clip(String(value), 40)).join(', ');
    lines.push(`- ${field.path} | ${field.type} | ${clip(field.description, 120)} | ${shown}`);
  }
  lines.push('', 'Candidate targets (parameter | type | required | pattern or enum | description):');
  for (const target of targetsOf(input)) {
    lines.push(`## ${target.name} — ${target.title}: ${clip(target.description.split('\n')[0] ?? '', 160)}`);
    for (const param of bindableParams(target)) {
      const format = param.enum ? `enum ${param.enum.join('/')}` : (param.pattern ?? '');
      const required = param.required ? 'required' : 'optional';
      lines.push(`- ${param.name} | ${param.type} | ${required} | ${format} | ${clip(param.description, 160)}`);
    }
  }
  lines.push('', 'Answer with {"edges": [{"field", "target", "param", "prior", "reason"}]}.');
  return lines.join('\n');
}

function targetsOf(input: ProposeInput): ToolInfo[] {
  return input.targets.filter((target) => target.name !== input.source.name && !target.keyTool);
}

/** Keeps only bindings between existing fields and bindable parameters; clamps priors, drops duplicates. */
function toProposals(input: ProposeInput, answer: LlmEdges): EdgeProposal[] {
  const fields = new Set(input.source.fields.map((field) => field.path));
  const params = new Map(
    targetsOf(input).map((target) => [target.name, new Set(bindableParams(target).map((p) => p.name))]),
  );
  const proposals = new Map<string, EdgeProposal>();
  for (const edge of answer.edges) {
    if (!fields.has(edge.field) || !params.get(edge.target)?.has(edge.param)) continue;
    if (!Number.isFinite(edge.prior)) continue;
    const prior = Math.min(1, Math.max(0, edge.prior));
    const key = `${edge.field}|${edge.target}|${edge.param}`;
    const known = proposals.get(key);
    if (known && known.prior >= prior) continue;
    proposals.set(key, {
      src: input.source.name,
      field: edge.field,
      dst: edge.target,
      param: edge.param,
      prior,
      reason: clip(edge.reason, 200),
    });
  }
  return [...proposals.values()];
}

async function readCached(file: string): Promise<LlmEdges | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = LlmEdges.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : undefined;
}

export function createLlmProposer(options: LlmProposerOptions): Proposer {
  const provider = createOpenAICompatible({
    name: 'kopa-synth',
    baseURL: options.baseURL,
    supportsStructuredOutputs: true,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const ask = async (input: ProposeInput): Promise<LlmEdges> => {
    const prompt = buildProposalPrompt(input);
    const hash = createHash('sha256')
      .update(JSON.stringify({ model: options.model, instructions: LLM_INSTRUCTIONS, prompt }))
      .digest('hex');
    const file = join(options.cacheDir, `${hash}.json`);
    const cached = await readCached(file);
    if (cached) return cached;
    let answer: LlmEdges;
    try {
      const result = await generateText({
        model: provider.chatModel(options.model),
        instructions: LLM_INSTRUCTIONS,
        prompt,
        output: Output.object({ schema: LlmEdges }),
        temperature: 0,
      });
      answer = result.output;
    } catch (error) {
      throw new Error(
        `llm proposer: ${options.model} at ${options.baseURL} gave no valid answer for ${input.source.name}; check the endpoint and that the model supports JSON output`,
        { cause: error },
      );
    }
    await mkdir(options.cacheDir, { recursive: true });
    await writeFile(`${file}.tmp`, `${JSON.stringify(answer, null, 1)}\n`);
    await rename(`${file}.tmp`, file);
    return answer;
  };
  return {
    name: 'llm',
    async propose(input) {
      if (targetsOf(input).length === 0 || input.source.fields.length === 0) return [];
      return toProposals(input, await ask(input));
    },
  };
}

// Proposers score candidate field → parameter bindings with a feasibility prior s_e (DESIGN §6):
// `heuristic` (default, offline) or `llm` (any OpenAI-compatible model). The skeleton admits the
// proposals with s_e ≥ s_min.
import type { Samples } from '../seeds.ts';
import type { EdgeProposal, ToolInfo } from '../types.ts';
import { createHeuristicProposer } from './heuristic.ts';
import { createLlmProposer, type LlmProposerOptions } from './llm.ts';

export interface ProposeInput {
  source: ToolInfo;
  /** Candidate targets; the source itself and key tools are ignored. */
  targets: readonly ToolInfo[];
  samples: Samples;
}

export interface Proposer {
  name: 'heuristic' | 'llm';
  /** Candidate bindings from the source's fields to the targets' non-generic, non-auth parameters. */
  propose(input: ProposeInput): Promise<EdgeProposal[]>;
}

export { createHeuristicProposer, createLlmProposer, type LlmProposerOptions };

export function createProposer(name: 'heuristic' | 'llm', options: Partial<LlmProposerOptions> = {}): Proposer {
  if (name === 'heuristic') return createHeuristicProposer();
  const { baseURL, model, cacheDir } = options;
  if (!baseURL || !model || !cacheDir) {
    throw new Error('the llm proposer needs baseURL, model and cacheDir (kopa synth: --llm-url and --llm-model)');
  }
  return createLlmProposer({ ...options, baseURL, model, cacheDir });
}

// Proposers score candidate field → parameter bindings with a feasibility prior s_e (DESIGN §6):
// `heuristic` (default, offline) or `llm` (any OpenAI-compatible model). The skeleton admits the
// proposals with s_e ≥ s_min.
import { createHeuristicProposer } from './heuristic.ts';
import { createLlmProposer, type LlmProposerOptions } from './llm.ts';
import type { Proposer } from './types.ts';

export { nameSimilarity } from './names.ts';
export { conceptsOf, mentionIndex, textSimilarity, textTokens } from './text.ts';
export type { ProposeInput, Proposer } from './types.ts';
export { createHeuristicProposer, createLlmProposer, type LlmProposerOptions };

export function createProposer(name: 'heuristic' | 'llm', options: Partial<LlmProposerOptions> = {}): Proposer {
  if (name === 'heuristic') return createHeuristicProposer();
  const { baseURL, model, cacheDir } = options;
  if (!baseURL || !model || !cacheDir) {
    throw new Error('the llm proposer needs baseURL, model and cacheDir (kopa synth: --llm-url and --llm-model)');
  }
  return createLlmProposer({ ...options, baseURL, model, cacheDir });
}

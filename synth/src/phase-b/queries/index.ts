// Phase B query writers: `template` (default, offline) and `llm` (any OpenAI-compatible model).
import type { Rng } from '@kopa/kit';
import type { QueryPlan } from '../../shared/index.ts';
import { createLlmQueryWriter, type LlmQueryWriterOptions, type QueryWriter } from './llm.ts';
import { templateQuery } from './template.ts';

export {
  checkQuery,
  createLlmQueryWriter,
  type LlmQueryWriterOptions,
  type QueryContext,
  type QueryWriter,
  queryPrompt,
} from './llm.ts';
export { answerText, josa, shortLabel, templateQuery } from './template.ts';

/** The writer of a kind; `llm` needs its endpoint options. */
export function createQueryWriter(kind: 'template' | 'llm', options?: LlmQueryWriterOptions): QueryWriter {
  if (kind === 'template') return async (plan: QueryPlan, rng: Rng) => templateQuery(plan, rng);
  if (!options) throw new Error('the llm query writer needs { baseURL, model, cacheDir }; or use the template writer');
  return createLlmQueryWriter(options);
}

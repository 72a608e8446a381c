// Every law answer is a pure function of the session state and the arguments: what the process
// served before (and so which lazy tables and caches exist already) must not change it.
import { createHash } from 'node:crypto';
import { createHub, definePlatform } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { createLawDataset, law } from '../src/index.ts';
import { KEY } from './helpers.ts';

type Call = readonly [name: string, args: Record<string, unknown>];

/** Runs calls in one session of a hub whose law platform has a dataset of its own (nothing built yet),
 *  and returns each answer's tool name and text digest. */
async function answersInFreshProcess(calls: readonly Call[]): Promise<string[]> {
  const platform = definePlatform({ ...law, dataset: () => createLawDataset() });
  const hub = await createHub({ platforms: [platform], idleMs: 0 });
  const { token } = hub.createSession();
  const answers: string[] = [];
  for (const [name, args] of calls) {
    const result = await hub.callTool({ token, platform: 'law', name, args });
    const text = (result.content[0] as { text: string }).text;
    if (result.isError) throw new Error(`${name} failed: ${text}`);
    answers.push(`${name} ${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
  }
  await hub.close();
  return answers;
}

const PRECEDENT_CALLS: readonly Call[] = [
  ['law_search_precedents', { OC: KEY, display: 100 }],
  ['law_search_precedents', { OC: KEY, JO: '민법', query: '손해배상', search: 2, display: 100 }],
  ['law_get_precedent', { OC: KEY, ID: '344829' }],
];

describe('the order of calls', () => {
  it.each<[string, readonly Call[]]>([
    ['interpretations', [['law_search_interpretations', { OC: KEY, display: 5 }]]],
    ['articles', [['law_get_article', { OC: KEY, ID: '001706', JO: '075000' }]]],
    ['body-text law searches', [['law_search_laws', { OC: KEY, query: '손해배상', search: 2 }]]],
  ])('does not change precedents served after %s', async (_label, before) => {
    const alone = await answersInFreshProcess(PRECEDENT_CALLS);
    const after = (await answersInFreshProcess([...before, ...PRECEDENT_CALLS])).slice(before.length);
    expect(after).toEqual(alone);
  });
});

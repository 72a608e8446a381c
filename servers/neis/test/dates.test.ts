// Every date parameter refuses a day the calendar does not have, naming the parameter and the form
// to use, instead of sending it upstream where it would quietly match nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY, openNeis, textOf } from './helpers.ts';

const SCHOOL = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7010569' };

let neis: Awaited<ReturnType<typeof openNeis>>;
beforeAll(async () => {
  neis = await openNeis();
});
afterAll(() => neis.close());

/** Every (tool, parameter) whose schema is an 8-digit YYYYMMDD date. */
function dateParameters(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const tool of neis.hub.listTools('neis')) {
    const properties = (tool.inputSchema.properties ?? {}) as Record<string, { pattern?: string }>;
    for (const [name, schema] of Object.entries(properties)) {
      if (schema.pattern === '^\\d{8}$') pairs.push([tool.name, name]);
    }
  }
  return pairs;
}

describe('NEIS date parameters', () => {
  it('finds the date parameters of the meal, schedule and timetable tools', () => {
    const names = new Set(dateParameters().map(([, name]) => name));
    expect([...names].sort()).toEqual(
      [
        'AA_FROM_YMD',
        'AA_TO_YMD',
        'AA_YMD',
        'ALL_TI_YMD',
        'MLSV_FROM_YMD',
        'MLSV_TO_YMD',
        'MLSV_YMD',
        'TI_FROM_YMD',
        'TI_TO_YMD',
      ].sort(),
    );
  });

  it.each(['20260230', '20261301', '20260001', '20260400', '20250229'])(
    'refuses %s on every date parameter with the parameter and YYYYMMDD named',
    async (value) => {
      for (const [tool, parameter] of dateParameters()) {
        const result = await neis.call(tool, { KEY, ...SCHOOL, [parameter]: value });
        expect(result.isError, `${tool} ${parameter}`).toBe(true);
        expect(result._meta?.['kopa/error']).toMatchObject({ kind: 'invalid_args' });
        expect(textOf(result)).toContain(`${parameter}: ${value} is not a calendar date`);
        expect(textOf(result)).toMatch(/pass a real date as YYYYMMDD/);
      }
    },
  );

  it('refuses a dashed date with the form to use', async () => {
    const result = await neis.call('neis_get_meals', { KEY, ...SCHOOL, MLSV_YMD: '2026-02-30' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/MLSV_YMD: must be a date as YYYYMMDD/);
  });

  it.each(['20260228', '20280229', '20261231'])('accepts the real date %s', async (value) => {
    const result = await neis.call('neis_get_school_schedule', { KEY, ...SCHOOL, AA_YMD: value });
    expect(textOf(result)).not.toMatch(/^Invalid arguments/);
  });
});

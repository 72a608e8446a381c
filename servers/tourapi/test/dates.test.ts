// Every date parameter refuses a day or month the calendar does not have, naming the parameter and
// the form, instead of sending it upstream where it would quietly match nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTour, textOf } from './helpers.ts';

const REQUIRED: Record<string, Record<string, unknown>> = {
  tourapi_search_festivals: { eventStartDate: '20260901' },
  tourapi_list_by_location: { mapX: 126.98, mapY: 37.57, radius: 2000 },
};

let tour: Awaited<ReturnType<typeof openTour>>;
beforeAll(async () => {
  tour = await openTour();
});
afterAll(() => tour.close());

/** Every (tool, parameter) whose schema is a YYYYMMDD date or a YYYY/YYYYMM/YYYYMMDD prefix. */
function dateParameters(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const tool of tour.hub.listTools('tourapi')) {
    const properties = (tool.inputSchema.properties ?? {}) as Record<string, { pattern?: string }>;
    for (const [name, schema] of Object.entries(properties)) {
      if (schema.pattern === '^\\d{8}$' || name === 'modifiedtime') pairs.push([tool.name, name]);
    }
  }
  return pairs;
}

describe('TourAPI date parameters', () => {
  it('covers the festival dates and every modifiedtime', () => {
    const pairs = dateParameters();
    expect(pairs).toContainEqual(['tourapi_search_festivals', 'eventStartDate']);
    expect(pairs).toContainEqual(['tourapi_search_festivals', 'eventEndDate']);
    expect(pairs.filter(([, name]) => name === 'modifiedtime').length).toBeGreaterThanOrEqual(5);
  });

  it.each(['20260230', '20261301', '20260000', '20250229'])(
    'refuses %s on every date parameter with the parameter and YYYYMMDD named',
    async (value) => {
      for (const [tool, parameter] of dateParameters()) {
        const result = await tour.data(tool, { ...REQUIRED[tool], [parameter]: value });
        expect(result.isError, `${tool} ${parameter}`).toBe(true);
        expect(result._meta?.['kopa/error']).toMatchObject({ kind: 'invalid_args' });
        expect(textOf(result)).toContain(`${parameter}: ${value} is not a calendar date; pass a real date as YYYYMMDD`);
      }
    },
  );

  it.each(['202613', '202600'])('refuses the month prefix %s in modifiedtime', async (value) => {
    const result = await tour.data('tourapi_list_by_area', { modifiedtime: value });
    expect(result._meta?.['kopa/error']).toMatchObject({ kind: 'invalid_args' });
    expect(textOf(result)).toContain(`modifiedtime: ${value} is not a calendar date`);
  });

  it.each(['2026', '202608', '20260815', '20280229'])('accepts the real prefix %s', async (value) => {
    const result = await tour.data('tourapi_list_sync_contents', { modifiedtime: value });
    expect(result.isError).toBeFalsy();
  });
});

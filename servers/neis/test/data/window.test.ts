// The data window: the fixed dataset ends on 2026-09-01; a later window serves meals and timetables through
// its end, so a client asking for "today" under `kopa sim serve --clock wall` gets them.
import { describe, expect, it } from 'vitest';
import { createNeisDataset } from '../../src/data/index.ts';
import { neis } from '../../src/index.ts';
import { createNeisSim } from '../../src/upstream/sim.ts';

const GAWON = { ATPT_OFCDC_SC_CODE: 'B10', SD_SCHUL_CODE: '7130166' };
const OCTOBER = { credentials: { key: neis.auth.demoKey }, now: new Date('2026-10-15T03:00:00Z'), overlay: {} };

async function meals(dataset: ReturnType<typeof createNeisDataset>, from: string, to: string) {
  const params = new URLSearchParams({
    KEY: neis.auth.demoKey,
    Type: 'json',
    ...GAWON,
    MLSV_FROM_YMD: from,
    MLSV_TO_YMD: to,
  });
  const response = await createNeisSim(dataset)(
    new Request(`https://open.neis.go.kr/hub/mealServiceDietInfo?${params}`),
    OCTOBER as never,
  );
  const body = (await response.json()) as { mealServiceDietInfo?: [unknown, { row: Array<{ MLSV_YMD: string }> }] };
  return body.mealServiceDietInfo?.[1].row ?? [];
}

describe('the data window', () => {
  it.each(['2026-09-01', '2026-03-01'])('is the fixed dataset for a window ending %s', (end) => {
    const windowed = createNeisDataset(undefined, { end });
    expect(windowed.windowEnd).toBe('20260901');
  });

  it('serves meals through a later window end, up to the session day', async () => {
    const fixed = await meals(createNeisDataset(), '20261012', '20261016');
    expect(fixed).toEqual([]);
    const later = await meals(createNeisDataset(undefined, { end: '2026-10-31' }), '20261012', '20261016');
    expect(later.map((row) => row.MLSV_YMD)).toEqual(['20261012', '20261013', '20261014', '20261015']);
  });

  it('keeps the fixed window hashes, and is what the platform builds for a window', () => {
    expect(createNeisDataset(undefined, { end: '2026-09-01' }).hashes()).toEqual(createNeisDataset().hashes());
    expect(neis.dataset({ end: '2026-10-31' }).windowEnd).toBe('20261031');
    expect(() => createNeisDataset(undefined, { end: '2026-13-01' })).toThrow(/YYYY-MM-DD/);
  });
});

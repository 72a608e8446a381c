// A settled clock compares with every content time as the session's clock does, so views can be shared.
import { describe, expect, it } from 'vitest';
import type { ContentRow } from '../../src/data/index.ts';
import { settledClock } from '../../src/upstream/sim-timeline.ts';

const row = (createdtime: unknown, modifiedtime: unknown) => ({ createdtime, modifiedtime }) as unknown as ContentRow;
const rows = [row('20200101090000', '20240305120000'), row('20250101000000', '20260831185615'), row('', '')];
const times = rows.flatMap((entry) => [entry.createdtime, entry.modifiedtime]);

describe('the settled clock', () => {
  it.each(['19990101000000', '20200101090000', '20241231235959', '20260901100000', '20270101000000'])(
    'agrees with the clock %s on every content time',
    (now) => {
      const settled = settledClock(rows, now) as string;
      for (const time of times) {
        expect(time <= settled).toBe(time <= now);
        expect(time > settled).toBe(time > now);
      }
    },
  );

  it('is shared by clocks between two content times', () => {
    expect(settledClock(rows, '20260901100000')).toBe(settledClock(rows, '20260902100000'));
  });

  it('is undefined when a patched row has a time that is not text', () => {
    expect(settledClock([...rows, row(20200101, '20200101000000')], '20260901100000')).toBeUndefined();
  });
});

// The data window: a later `window.end` adds trading days after the fixed window's 2026-08-31 without
// changing any earlier one, so `kopa sim serve --clock wall` answers "today" and the benchmark's data
// stays as materialized.
import { createRuntime, type SessionState } from '@kopa/kit';
import { describe, expect, it } from 'vitest';
import { parseYmd, tradingIndex } from '../../src/data/calendar.ts';
import { createKrxDataset } from '../../src/data/index.ts';
import { KRX_DEMO_KEY, krx } from '../../src/index.ts';

const fixed = createKrxDataset();
const later = createKrxDataset({ window: { end: '2026-12-02' } });
const index = (date: string) => tradingIndex(parseYmd(date) ?? 0);

describe('the KRX data window', () => {
  it.each(['20260115', '20260828', '20260831'])('keeps the quotes of %s whatever the window', (date) => {
    const issues = fixed.issues.rows().slice(0, 40);
    for (const issue of issues) expect(later.quote(issue, index(date))).toEqual(fixed.quote(issue, index(date)));
    expect(later.indexRows('KOSPI', index(date))).toEqual(fixed.indexRows('KOSPI', index(date)));
  });

  it('serves 2026-12-01 only to a window that reaches it', async () => {
    expect([fixed.lastDay, later.lastDay]).toEqual([parseYmd('20260831'), parseYmd('20261202')]);
    const runtime = createRuntime(krx);
    const state = runtime.parseState({ clock: { now: '2026-12-02T18:00:00+09:00' } }) as SessionState;
    const ask = async (dataset: typeof fixed) => {
      const response = await krx.sim(dataset)(
        new Request('https://data-dbg.krx.co.kr/svc/apis/sto/stk_bydd_trd?basDd=20261201', {
          headers: { AUTH_KEY: KRX_DEMO_KEY },
        }),
        { credentials: state.credentials, now: new Date(state.clock.now), overlay: state.overlay },
      );
      return ((await response.json()) as { OutBlock_1: unknown[] }).OutBlock_1.length;
    };
    expect(await ask(fixed)).toBe(0);
    expect(await ask(later)).toBeGreaterThan(100);
  });
});

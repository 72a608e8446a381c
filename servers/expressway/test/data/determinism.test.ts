// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conzoneState, slotOf } from '../../src/data/conzones.ts';
import { incidentRows } from '../../src/data/incidents.ts';
import { createExpresswayDataset } from '../../src/data/index.ts';
import { weatherRows } from '../../src/data/weather.ts';

const SNAPSHOT = new URL('./expressway-hashes.json', import.meta.url);
const REGENERATE =
  'KOPA_UPDATE_EXPRESSWAY_HASHES=1 npx vitest run --project expressway servers/expressway/test/data/determinism.test.ts';

describe('determinism', () => {
  const first = createExpresswayDataset();
  const firstHashes = first.hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createExpresswayDataset('kopa-expressway-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different generated tables from another seed, but the same real network', () => {
    const other = createExpresswayDataset('another-seed').hashes();
    expect(other['expressway.unitDailyTraffic']).not.toBe(firstHashes['expressway.unitDailyTraffic']);
    expect(other['expressway.fuelStations']).not.toBe(firstHashes['expressway.fuelStations']);
    expect(other['expressway.routes']).toBe(firstHashes['expressway.routes']);
    expect(other['expressway.units']).toBe(firstHashes['expressway.units']);
  });

  it('gives the same realtime answers for the same clock and different ones for another', () => {
    const now = new Date('2026-09-01T10:00:00+09:00');
    const again = createExpresswayDataset();
    const zone = first.conzones()[40];
    expect(zone && conzoneState(zone, slotOf(now))).toEqual(zone && conzoneState(zone, slotOf(now)));
    const incidents = (dataset: typeof first, at: Date) =>
      incidentRows({ seed: dataset.seed, network: dataset.network(), conzones: dataset.conzones(), now: at });
    expect(incidents(again, now)).toEqual(incidents(first, now));
    const later = incidents(first, new Date('2026-09-01T16:00:00+09:00'));
    expect(later).not.toEqual(incidents(first, now));
    // Messages sent before both clocks are the same in both answers (only their status may change).
    const key = (row: Record<string, unknown>) => `${row.seriesNM}|${row.accDate}|${row.accHour}|${row.smsText}`;
    const common = incidents(first, now).filter((row) => String(row.accHour) < '08' && row.accDate === '2026.09.01');
    expect(common.length).toBeGreaterThan(0);
    for (const row of common) expect(later.map(key)).toContain(key(row));
    const weather = (dataset: typeof first) =>
      weatherRows({ seed: dataset.seed, restAreas: dataset.restAreas.rows(), ymd: '20260115', hour: 7 });
    expect(weather(again)).toEqual(weather(first));
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_EXPRESSWAY_HASHES === '1') {
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    }
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `Expressway dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});

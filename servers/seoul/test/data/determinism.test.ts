// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSeoulDataset } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./seoul-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_SEOUL_HASHES=1 npx vitest run --project seoul test/data/determinism.test.ts';

describe('determinism', () => {
  const first = createSeoulDataset();
  const firstHashes = first.hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createSeoulDataset('kopa-seoul-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different generated tables from another seed, with the same real network', () => {
    const other = createSeoulDataset('another-seed').hashes();
    expect(other['seoul.stations']).toBe(firstHashes['seoul.stations']);
    for (const table of ['seoul.bikeStations', 'seoul.reservations', 'seoul.ridership']) {
      expect(other[table], table).not.toBe(firstHashes[table]);
    }
  });

  it('generates the same day of ridership lazily as in the full table', () => {
    const day = createSeoulDataset().ridership.on('20250704');
    expect(day).toEqual(first.ridershipTable.rows().filter((row) => row.USE_YMD === '20250704'));
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_SEOUL_HASHES === '1')
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `Seoul dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});

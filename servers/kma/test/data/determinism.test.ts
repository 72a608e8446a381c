// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createKmaDataset } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./kma-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_KMA_HASHES=1 npx vitest run --project kma test/data/determinism.test.ts';

describe('determinism', () => {
  const first = createKmaDataset();
  const firstHashes = first.hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createKmaDataset('kopa-kma-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different weather, but the same reference tables, from another seed', () => {
    const other = createKmaDataset('another-seed').hashes();
    expect(other['kma.sample.vilage']).not.toBe(firstHashes['kma.sample.vilage']);
    expect(other['kma.sample.ncst']).not.toBe(firstHashes['kma.sample.ncst']);
    expect(other['kma.regions']).toBe(firstHashes['kma.regions']);
  });

  it('returns the same rows on repeated calls for the same clock and cell', () => {
    const issue = Date.parse('2026-09-01T05:00:00+09:00');
    expect(createKmaDataset().vilage({ nx: 89, ny: 90 }, issue)).toEqual(first.vilage({ nx: 89, ny: 90 }, issue));
    expect(createKmaDataset().midTa('11H10701', issue + 3_600_000)).toEqual(first.midTa('11H10701', issue + 3_600_000));
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_KMA_HASHES === '1')
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `KMA dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});

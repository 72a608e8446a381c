// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createNeisDataset } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./neis-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_NEIS_HASHES=1 npx vitest run --project neis test/data/determinism.test.ts';

describe('determinism', () => {
  const firstHashes = createNeisDataset().hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createNeisDataset('kopa-neis-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different tables from another seed', () => {
    const other = createNeisDataset('another-seed').hashes();
    for (const table of ['neis.schools', 'neis.academies.B10', 'neis.meals@sample', 'neis.timetables@sample']) {
      expect(other[table], table).not.toBe(firstHashes[table]);
    }
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_NEIS_HASHES === '1')
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `NEIS dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});

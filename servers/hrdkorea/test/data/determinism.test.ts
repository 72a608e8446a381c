// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHrdDataset } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./hrdkorea-hashes.json', import.meta.url);
const REGENERATE =
  'KOPA_UPDATE_HRDKOREA_HASHES=1 npx vitest run --project hrdkorea servers/hrdkorea/test/data/determinism.test.ts';

describe('determinism', () => {
  const firstHashes = createHrdDataset().hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createHrdDataset('kopa-hrdkorea-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different seeded tables from another seed, and the same real catalog', () => {
    const other = createHrdDataset('another-seed').hashes();
    expect(other['hrdkorea.passRates']).not.toBe(firstHashes['hrdkorea.passRates']);
    expect(other['hrdkorea.fees']).not.toBe(firstHashes['hrdkorea.fees']);
    expect(other['hrdkorea.qualifications']).toBe(firstHashes['hrdkorea.qualifications']);
    expect(other['hrdkorea.rounds']).toBe(firstHashes['hrdkorea.rounds']);
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_HRDKOREA_HASHES === '1')
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `HRD Korea dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});

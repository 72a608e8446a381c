// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTourDataset } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./tourapi-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_TOURAPI_HASHES=1 npx vitest run --project tourapi test/data/determinism.test.ts';

describe('determinism', () => {
  const first = createTourDataset();
  const firstHashes = first.hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createTourDataset('kopa-tourapi-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different tables from another seed', () => {
    const other = createTourDataset('another-seed').hashes();
    expect(other['tourapi.contents']).not.toBe(firstHashes['tourapi.contents']);
    expect(other['tourapi.images']).not.toBe(firstHashes['tourapi.images']);
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_TOURAPI_HASHES === '1')
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `TourAPI dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});

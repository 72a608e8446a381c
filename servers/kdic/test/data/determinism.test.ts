// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createKdicDataset } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./kdic-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_KDIC_HASHES=1 npx vitest run --project kdic test/data/determinism.test.ts';

describe('determinism', () => {
  const firstHashes = createKdicDataset().hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createKdicDataset('kopa-kdic-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different generated tables from another seed, and the same real-name tables', () => {
    const other = createKdicDataset('another-seed').hashes();
    for (const table of ['kdic.products', 'kdic.savingsFinance', 'kdic.realEstates', 'kdic.fund'])
      expect(other[table], table).not.toBe(firstHashes[table]);
    expect(other['kdic.companies']).toBe(firstHashes['kdic.companies']);
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_KDIC_HASHES === '1')
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `KDIC dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});

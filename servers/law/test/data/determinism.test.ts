// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLawDataset } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./law-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_LAW_HASHES=1 npx vitest run --project law servers/law/test/data/determinism.test.ts';

describe('determinism', () => {
  const first = createLawDataset();
  const firstHashes = first.hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createLawDataset('kopa-law-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different tables from another seed', () => {
    const other = createLawDataset('another-seed').hashes();
    expect(other['law.precedents']).not.toBe(firstHashes['law.precedents']);
    expect(other['law.laws']).not.toBe(firstHashes['law.laws']);
  });

  it('renders the same article text on repeated builds', () => {
    const again = createLawDataset();
    const version = first.corpus.versions('001706').at(-1);
    const same = again.corpus.versions('001706').at(-1);
    expect(version && same).toBeTruthy();
    if (version && same) expect(again.corpus.units(same)).toEqual(first.corpus.units(version));
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_LAW_HASHES === '1')
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `law dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});

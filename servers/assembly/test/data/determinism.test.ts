// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAssemblyDataset } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./assembly-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_ASSEMBLY_HASHES=1 npx vitest run --project assembly test/data/determinism.test.ts';

describe('determinism', () => {
  const first = createAssemblyDataset();
  const firstHashes = first.hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createAssemblyDataset('kopa-assembly-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different tables from another seed', () => {
    const other = createAssemblyDataset('another-seed');
    expect(other.members.hash()).not.toBe(firstHashes['assembly.members']);
    expect(other.bills(22).hash()).not.toBe(firstHashes['assembly.bills22']);
  });

  it('returns the same roll call on repeated calls and from a fresh dataset', () => {
    const bill = first
      .bills(21)
      .rows()
      .find((row) => row.RGS_RSLN_DT !== null);
    expect(bill).toBeDefined();
    if (!bill) return;
    const again = createAssemblyDataset().bills(21).get(bill.BILL_ID);
    const results = (rows: ReturnType<typeof first.votes>) => rows.map((vote) => [vote.tenure.monaCd, vote.result]);
    expect(again && results(createAssemblyDataset().votes(again))).toEqual(results(first.votes(bill)));
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_ASSEMBLY_HASHES === '1') {
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    }
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `Assembly dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});

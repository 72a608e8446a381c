// Issue 18, annotations: every tool of every platform advertises hints that match what it does,
// derived from its declaration. Reads are read-only and idempotent; every removal or cancellation
// is destructive; a write that leaves an entry already there (이미 있으면 그대로) is idempotent, and
// one that makes a new record each call is not.
import { createHub, type Hub } from '@kopa/kit';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../src/index.ts';

let hub: Hub;
const tools: Array<{ platform: string; tool: Tool; description: string }> = [];

beforeAll(async () => {
  hub = await createHub({ platforms: PLATFORMS, idleMs: 0 });
  for (const platform of PLATFORMS) {
    for (const tool of hub.listTools(platform.id)) {
      tools.push({ platform: platform.id, tool, description: tool.description ?? '' });
    }
  }
});
afterAll(() => hub.close());

const REMOVAL = /^[a-z]+_(remove|cancel|delete|unsubscribe|unsave)_/;

describe('tool annotations', () => {
  it('cover every tool of every platform', () => {
    expect(new Set(tools.map((entry) => entry.platform)).size).toBe(PLATFORMS.length);
    expect(tools.every((entry) => entry.tool.annotations !== undefined)).toBe(true);
  });

  it('say every read is read-only, idempotent and not destructive', () => {
    const wrong = tools
      .filter((entry) => entry.tool._meta?.['kopa/kind'] === 'read')
      .filter(({ tool }) => {
        const hints = tool.annotations ?? {};
        return hints.readOnlyHint !== true || hints.idempotentHint !== true || hints.destructiveHint !== false;
      })
      .map((entry) => entry.tool.name);
    expect(wrong).toEqual([]);
  });

  it('come from a declared effect on every data write, never from a guess at its name', () => {
    const undeclared = PLATFORMS.flatMap((platform) => platform.allTools)
      .filter((tool) => tool.kind === 'write' && tool.operation !== 'key' && tool.effect === undefined)
      .map((tool) => tool.name);
    expect(undeclared).toEqual([]);
  });

  it('say every write is not read-only', () => {
    const writes = tools.filter((entry) => entry.tool._meta?.['kopa/kind'] === 'write');
    expect(writes.filter(({ tool }) => tool.annotations?.readOnlyHint !== false).map(({ tool }) => tool.name)).toEqual(
      [],
    );
  });

  it('say every removal and cancellation is destructive', () => {
    const removals = tools.filter(({ tool }) => REMOVAL.test(tool.name));
    expect(removals.length).toBeGreaterThanOrEqual(12);
    const wrong = removals
      .filter(({ tool }) => tool.annotations?.destructiveHint !== true)
      .map(({ tool }) => tool.name);
    expect(wrong).toEqual([]);
  });

  it('say a write that leaves an entry already there is idempotent and not destructive', () => {
    const adds = tools.filter(
      ({ tool, description }) => tool._meta?.['kopa/kind'] === 'write' && /이미 있으면 그대로/.test(description),
    );
    expect(adds.map(({ tool }) => tool.name)).toContain('dart_add_to_watchlist');
    const wrong = adds
      .filter(({ tool }) => tool.annotations?.idempotentHint !== true || tool.annotations?.destructiveHint !== false)
      .map(({ tool }) => tool.name);
    expect(wrong).toEqual([]);
  });

  it.each(['seoul_reserve_public_service', 'hrdkorea_apply_exam'])(
    'say %s, which refuses the same request twice (한 번만), is idempotent and not destructive',
    (name) => {
      const entry = tools.find(({ tool }) => tool.name === name);
      expect(entry?.tool.annotations).toMatchObject({
        readOnlyHint: false,
        idempotentHint: true,
        destructiveHint: false,
      });
    },
  );

  it('say a key renewal, which leaves a valid key alone, is idempotent and not destructive', () => {
    const renewals = tools.filter(({ tool }) => tool.name.endsWith('_renew_api_key'));
    expect(renewals).toHaveLength(PLATFORMS.length);
    for (const { tool } of renewals) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true, destructiveHint: false });
    }
  });
});

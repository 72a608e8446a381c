// Reads a whole session view from the admin API: the state with every call-log entry, following the
// view's pages (`calls_offset`, `calls_limit`, `callsTotal`) so that a long log is never cut short.
import type { CallLogEntry } from '@kopa/kit';

export interface AdminSessionView {
  state: Record<string, unknown>;
  calls: CallLogEntry[];
}

const PAGE = 10_000;

export async function readAdminSession(
  get: (path: string) => Promise<unknown>,
  token: string,
): Promise<AdminSessionView> {
  const calls: CallLogEntry[] = [];
  let state: Record<string, unknown> = {};
  for (;;) {
    const page = (await get(`/admin/sessions/${token}?calls_offset=${calls.length}&calls_limit=${PAGE}`)) as {
      state: Record<string, unknown>;
      calls: CallLogEntry[];
      callsTotal?: number;
    };
    if (calls.length === 0) state = page.state;
    calls.push(...page.calls);
    const total = page.callsTotal ?? calls.length;
    if (calls.length >= total || page.calls.length === 0) return { state, calls };
  }
}

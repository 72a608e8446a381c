// `description-points-elsewhere`: an offered tool's description (or a parameter's) tells the model
// to use a tool the task does not offer ("route codes come from expressway_list_routes"), sending
// it after a step it cannot take. The key tool's pointer to its renewal counts only when the task's
// state expires that key: otherwise the renewal is never needed.
import type { LintCheck, LintContext, LintFinding } from './finding.ts';

const TOOL_NAME = /[a-z][a-z0-9]*_[a-z0-9_]+/g;

function isExpired(state: Record<string, unknown>, platform: string): boolean {
  const credentials = (state[platform] as { credentials?: { status?: unknown } } | undefined)?.credentials;
  return credentials?.status === 'expired';
}

export function descriptionPointsElsewhere({ task, listings, toolNames }: LintContext): LintFinding[] {
  const offered = new Set(task.tools);
  const pointers: string[] = [];
  const missing = new Set<string>();
  for (const name of task.tools) {
    const listing = listings.get(name);
    if (!listing) continue;
    const text = `${listing.description ?? ''}\n${JSON.stringify(listing.inputSchema)}`;
    const named = new Set(text.match(TOOL_NAME) ?? []);
    for (const other of named) {
      if (other === name || offered.has(other) || !toolNames.has(other)) continue;
      const platform = name.split('_')[0] ?? '';
      if (
        name === `${platform}_get_api_key` &&
        other === `${platform}_renew_api_key` &&
        !isExpired(task.state, platform)
      )
        continue;
      pointers.push(`${name} → ${other}`);
      missing.add(other);
    }
  }
  if (pointers.length === 0) return [];
  return [
    {
      task: task.id,
      check: 'description-points-elsewhere',
      severity: 'error',
      message: `offered tools name ${[...missing].join(', ')}, which the task does not offer: offer ${missing.size > 1 ? 'them' : 'it'} as a distractor, or accept if the plan does not need ${missing.size > 1 ? 'them' : 'it'}`,
      detail: pointers,
    },
  ];
}

export const descriptionPointsElsewhereCheck: LintCheck = {
  name: 'description-points-elsewhere',
  replays: false,
  run: descriptionPointsElsewhere,
};

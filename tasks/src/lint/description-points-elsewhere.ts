// `description-points-elsewhere`: an offered tool's description (or a parameter's) tells the model
// to use a tool the task does not offer ("route codes come from expressway_list_routes"), sending
// it after a step it cannot take. Two pointers are harmless and not counted:
// - the key tool's pointer to its renewal, unless the task's state expires that key (an active key
//   never needs renewing; an expired one does, and then the renew tool must be offered);
// - a pointer in a parameter's description ("고유번호 … Find it with dart_search_corp_code") when no
//   golden action of that tool sets the parameter: the plan never needs a value for it, so it never
//   needs the tool that supplies one. A pointer in the tool's own description always counts.
import type { Task } from '../schema.ts';
import type { LintCheck, LintContext, LintFinding } from './finding.ts';

const TOOL_NAME = /[a-z][a-z0-9]*_[a-z0-9_]+/g;

function isExpired(state: Record<string, unknown>, platform: string): boolean {
  const credentials = (state[platform] as { credentials?: { status?: unknown } } | undefined)?.credentials;
  return credentials?.status === 'expired';
}

/** The tool names a text mentions. */
const named = (text: string) => new Set(text.match(TOOL_NAME) ?? []);

/** Whether some golden action calling `tool` sets `parameter`. */
const goldenSets = (task: Task, tool: string, parameter: string) =>
  task.golden.actions.some((action) => action.tool === tool && action.args[parameter] !== undefined);

export function descriptionPointsElsewhere({ task, listings, toolNames }: LintContext): LintFinding[] {
  const offered = new Set(task.tools);
  const pointers: string[] = [];
  const missing = new Set<string>();
  for (const name of task.tools) {
    const listing = listings.get(name);
    if (!listing) continue;
    const platform = name.split('_')[0] ?? '';
    const properties = ((listing.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ??
      {}) as Record<string, unknown>;
    // Where each pointer sits: the tool's description, or the parameters the golden plan sets.
    const needed = new Set(named(listing.description ?? ''));
    for (const [parameter, schema] of Object.entries(properties))
      if (goldenSets(task, name, parameter)) for (const other of named(JSON.stringify(schema))) needed.add(other);
    // Anything else in the schema (its own description, say) counts too.
    const { properties: _, ...rest } = (listing.inputSchema ?? {}) as Record<string, unknown>;
    for (const other of named(JSON.stringify(rest))) needed.add(other);
    for (const other of needed) {
      if (other === name || offered.has(other) || !toolNames.has(other)) continue;
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

// The lint's report for a person: findings grouped by check, open ones first within each, then the
// stale acceptances, then a one-line tally.
import type { JudgedFindings } from './accepted.ts';

export function formatFindings(judged: JudgedFindings): string {
  const lines: string[] = [];
  const all = [...judged.open.map((finding) => ({ ...finding, justification: '' })), ...judged.accepted];
  const checks = [...new Set(all.map((finding) => finding.check))];
  for (const check of checks) {
    const mine = all.filter((finding) => finding.check === check);
    const open = mine.filter((finding) => !finding.justification).length;
    lines.push(`${check} (${mine.length}: ${open} open, ${mine.length - open} accepted)`);
    for (const finding of mine) {
      lines.push(
        `  ${finding.justification ? 'accepted' : finding.severity} ${finding.task}: ${finding.message}${finding.justification ? ` — accepted: ${finding.justification}` : ''}`,
      );
      for (const item of finding.detail ?? []) lines.push(`      ${item}`);
    }
  }
  if (judged.stale.length > 0) {
    lines.push(`stale acceptances (${judged.stale.length}): the finding no longer occurs, remove the entry`);
    for (const entry of judged.stale) lines.push(`  ${entry.task} ${entry.check}: ${entry.justification}`);
  }
  lines.push(
    `${judged.open.length} open finding(s), ${judged.accepted.length} accepted, ${judged.stale.length} stale acceptance(s)`,
  );
  return lines.join('\n');
}

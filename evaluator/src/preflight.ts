// Before any rollout: does the model endpoint answer, does the `--servers` gateway accept the admin
// token and serve every platform the tasks need. Each check returns one line that says what is
// wrong and what to do, or undefined when all is well. After the run: did too many rollouts end in
// infrastructure errors for the figures to mean anything.

const DEFAULT_TIMEOUT_MS = 10_000;

async function request(
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<{ status: number; body: string } | { error: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), init.timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if (controller.signal.aborted) return { error: `no answer within ${init.timeoutMs} ms` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

const snippet = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 120);

/**
 * The endpoint lists models (`GET /models`) or, where it has no list, completes a one-token chat.
 * An unreachable endpoint, a rejected key or an unknown model is a one-line cause.
 */
export async function checkEndpoint(options: {
  baseURL: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}): Promise<string | undefined> {
  const base = options.baseURL.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const listed = await request(`${base}/models`, { headers, timeoutMs });
  if ('error' in listed)
    return `the model endpoint ${base} is unreachable (${listed.error}); check --base-url and that the server is up`;
  if (listed.status === 401 || listed.status === 403)
    return `the model endpoint ${base} rejected the key (HTTP ${listed.status}); check --api-key or KOPA_API_KEY`;
  if (listed.status >= 200 && listed.status < 300) return undefined;
  // No model list here (some servers have none): one token of a real completion.
  const completed = await request(`${base}/chat/completions`, {
    method: 'POST',
    headers,
    timeoutMs,
    body: JSON.stringify({ model: options.model, messages: [{ role: 'user', content: 'ping' }], max_tokens: 1 }),
  });
  if ('error' in completed) return `the model endpoint ${base} did not complete a chat (${completed.error})`;
  if (completed.status === 401 || completed.status === 403)
    return `the model endpoint ${base} rejected the key (HTTP ${completed.status}); check --api-key or KOPA_API_KEY`;
  if (completed.status === 404 && /model/i.test(completed.body))
    return `the model endpoint ${base} does not know the model "${options.model}": ${snippet(completed.body)}`;
  if (completed.status >= 200 && completed.status < 300) return undefined;
  return `the model endpoint ${base} answered HTTP ${listed.status} to GET /models and HTTP ${completed.status} to POST /chat/completions: ${snippet(completed.body)}`;
}

/** The gateway answers, serves every platform the tasks need, and accepts the admin token. */
export async function checkGateway(options: {
  url: string;
  adminToken: string;
  platforms: readonly string[];
  timeoutMs?: number;
}): Promise<string | undefined> {
  const base = options.url.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const health = await request(`${base}/healthz`, { timeoutMs });
  if ('error' in health)
    return `the gateway ${base} is unreachable (${health.error}); start it with \`pnpm kopa serve --http\` or fix --servers`;
  let served: string[] = [];
  try {
    served = (JSON.parse(health.body) as { platforms?: string[] }).platforms ?? [];
  } catch {
    return `${base}/healthz is not a KOPA gateway (HTTP ${health.status}: ${snippet(health.body)})`;
  }
  const missing = options.platforms.filter((platform) => !served.includes(platform));
  if (missing.length > 0)
    return `the gateway ${base} does not serve ${missing.join(', ')} (it serves ${served.join(', ') || 'nothing'}); restart it with those platforms or narrow the tasks`;
  if (!options.adminToken)
    return `the gateway ${base} needs its admin token: pass --admin-token or set KOPA_ADMIN_TOKEN`;
  const headers = { authorization: `Bearer ${options.adminToken}`, 'content-type': 'application/json' };
  const created = await request(`${base}/admin/sessions`, {
    method: 'POST',
    headers,
    timeoutMs,
    body: JSON.stringify({ state: {} }),
  });
  if ('error' in created) return `the gateway ${base} did not open a session (${created.error})`;
  if (created.status === 401 || created.status === 403)
    return `the gateway ${base} rejected the admin token (HTTP ${created.status}); pass the token it printed at start (--admin-token or KOPA_ADMIN_TOKEN)`;
  if (created.status < 200 || created.status >= 300)
    return `the gateway ${base} could not open a session (HTTP ${created.status}: ${snippet(created.body)})`;
  const { token } = JSON.parse(created.body) as { token?: string };
  if (token) await request(`${base}/admin/sessions/${token}`, { method: 'DELETE', headers, timeoutMs });
  return undefined;
}

/** The share of rollouts that may end in infrastructure errors before a run is called failed. */
export const DEFAULT_MAX_INFRA_SHARE = 0.05;

/**
 * Whether a finished run's figures can be trusted: failed when every rollout ended in an
 * infrastructure error, or more than `maxShare` of them did. The message is one line.
 */
export function infraVerdict(options: { total: number; infra: number; maxShare?: number }): {
  failed: boolean;
  message: string;
} {
  const { total, infra } = options;
  const maxShare = options.maxShare ?? DEFAULT_MAX_INFRA_SHARE;
  const share = total > 0 ? infra / total : 0;
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  if (total > 0 && infra === total)
    return { failed: true, message: `every one of the ${total} rollout(s) ended in an infrastructure error` };
  if (share > maxShare)
    return {
      failed: true,
      message: `${infra} of ${total} rollout(s) (${percent(share)}) ended in infrastructure errors, more than the ${percent(maxShare)} allowed (--max-infra-share)`,
    };
  return {
    failed: false,
    message: infra > 0 ? `${infra} of ${total} rollout(s) excluded as infrastructure errors` : '',
  };
}

// The admin API (DESIGN §3.5): create a session from injected state, read its state and call log,
// delete it. Every route needs the bearer token.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Hub, HubError } from '../hub.ts';
import { HttpError, readJson, sendJson } from './http-util.ts';

export async function handleAdmin(options: {
  hub: Hub;
  request: IncomingMessage;
  response: ServerResponse;
  path: string;
}): Promise<void> {
  const { hub, request, response, path } = options;
  const method = request.method ?? 'GET';
  const parts = path.split('/').filter(Boolean); // ['admin', 'sessions', token?]
  try {
    if (parts[1] === 'platforms' && parts.length === 2 && method === 'GET') {
      const platforms = [...hub.platforms.values()].map((runtime) => ({
        id: runtime.platform.id,
        title: runtime.platform.title,
        mode: runtime.mode,
        tools: runtime.platform.allTools.length,
      }));
      return sendJson(response, 200, { platforms });
    }
    if (parts[1] === 'sessions' && parts[3] === 'results' && parts.length === 4 && method === 'GET') {
      const results = hub.getResults(parts[2] ?? '');
      if (!results) throw new HttpError(404, 'no such session (it may have expired)');
      return sendJson(response, 200, { results });
    }
    if (parts[1] !== 'sessions' || parts.length > 3) throw new HttpError(404, `no admin route ${method} ${path}`);
    const token = parts[2];
    if (!token && method === 'POST') {
      const body = (await readJson(request)) ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw new HttpError(400, 'body must be {"state": {"<platform>": {...}}}');
      }
      const { state, token: wanted } = body as { state?: unknown; token?: unknown };
      if (state !== undefined && (typeof state !== 'object' || state === null || Array.isArray(state))) {
        throw new HttpError(
          400,
          '"state" must be an object keyed by platform id, e.g. {"dart": {"credentials": {"status": "expired"}}}',
        );
      }
      if (wanted !== undefined && (typeof wanted !== 'string' || !/^[A-Za-z0-9_-]{8,128}$/.test(wanted))) {
        throw new HttpError(400, '"token" must be 8–128 characters of A–Z, a–z, 0–9, _ or -');
      }
      const created = hub.createSession({
        ...(state ? { state: state as Record<string, unknown> } : {}),
        ...(wanted ? { token: wanted as string } : {}),
      });
      return sendJson(response, 201, created);
    }
    if (!token && method === 'GET') return sendJson(response, 200, { sessions: hub.listSessions() });
    if (token && method === 'GET') {
      const session = hub.getSession(token);
      if (!session) throw new HttpError(404, 'no such session (it may have expired)');
      return sendJson(response, 200, { state: session.state, calls: session.calls, createdAt: session.createdAt });
    }
    if (token && method === 'DELETE') {
      if (!hub.deleteSession(token)) throw new HttpError(404, 'no such session');
      return sendJson(response, 204, undefined);
    }
    throw new HttpError(405, `${method} is not supported on ${path}`);
  } catch (error) {
    if (error instanceof HttpError || error instanceof HubError) {
      return sendJson(response, error.status, { error: error.message });
    }
    throw error;
  }
}

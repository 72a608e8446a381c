// The admin API (DESIGN §3.5): create a session from injected state, read its state and call log,
// delete it. Every route needs the bearer token. A session's view pages its call log.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Hub, HubError } from '../hub.ts';
import { HttpError, readJson, sendJson } from './http-util.ts';

/** Call-log entries in one `GET /admin/sessions/<token>` page unless `calls_limit` says otherwise. */
export const DEFAULT_CALLS_LIMIT = 1_000;
/** The largest `calls_limit` a page may ask for. */
export const MAX_CALLS_LIMIT = 10_000;

/** A non-negative integer query parameter within bounds, refused with 400 naming it. */
function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const text = query.get(name);
  if (text === null) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new HttpError(400, `${name} must be an integer from ${min} to ${max}; got "${text.slice(0, 40)}"`);
  }
  return value;
}

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
      if (typeof wanted === 'string' && (wanted === 'prototype' || wanted in Object.prototype)) {
        throw new HttpError(400, `"token" "${wanted}" is reserved; choose another or omit it to get a random one`);
      }
      const created = hub.createSession({
        ...(state ? { state: state as Record<string, unknown> } : {}),
        ...(wanted ? { token: wanted as string } : {}),
      });
      return sendJson(response, 201, created);
    }
    if (!token && method === 'GET') return sendJson(response, 200, { sessions: hub.listSessions() });
    if (token && method === 'GET') {
      const query = new URL(request.url ?? '/', 'http://gateway.local').searchParams;
      const offset = intParam(query, 'calls_offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const limit = intParam(query, 'calls_limit', DEFAULT_CALLS_LIMIT, 1, MAX_CALLS_LIMIT);
      const session = hub.getSession(token);
      if (!session) throw new HttpError(404, 'no such session (it may have expired)');
      return sendJson(response, 200, {
        state: session.state,
        calls: session.calls.slice(offset, offset + limit),
        callsTotal: session.calls.length,
        callsOffset: offset,
        callsLimit: limit,
        createdAt: session.createdAt,
      });
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

// The generated `<p>_get_api_key` and `<p>_renew_api_key` tools (DESIGN §3.3). Key retrieval and
// expired-key renewal are failure modes the benchmark tests, so every platform has them.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineTool } from './define-tool.ts';
import { ToolError } from './errors.ts';
import type { Credentials } from './state.ts';

/**
 * What the key tools read of a platform: its id and title, and the auth fields of its
 * PlatformAuth. Named here, not imported, so that define-platform.ts can import this module.
 */
export interface KeyedPlatform {
  id: string;
  title: string;
  auth: { param: string; envVar: string; signupUrl: string };
}

const KeyOutput = z.object({
  key: z.string().describe('the API key to pass in the auth parameter'),
  status: z.literal('active'),
  param: z.string().describe('the request parameter that carries the key'),
  renewed: z.boolean().describe('true when this call issued a new key'),
});

/** A new key of the same shape as the old one, derived deterministically. */
export function renewKey(oldKey: string): string {
  const blocks: Buffer[] = [];
  for (let block = 0; blocks.length * 32 < oldKey.length; block++) {
    blocks.push(createHash('sha256').update(`renew:${block}:${oldKey}`).digest());
  }
  const digest = Buffer.concat(blocks);
  const alphabet = /^[0-9a-f]+$/.test(oldKey)
    ? '0123456789abcdef'
    : /^[0-9A-F]+$/.test(oldKey)
      ? '0123456789ABCDEF'
      : 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let key = '';
  for (let index = 0; index < oldKey.length; index++) {
    key += alphabet[(digest[index] ?? 0) % alphabet.length];
  }
  return key;
}

function unavailable(platform: KeyedPlatform, credentials: Credentials, toolPrefix: string): ToolError {
  const where = `Register at ${platform.auth.signupUrl} and set ${platform.auth.envVar}`;
  switch (credentials.status) {
    case 'missing':
      return new ToolError(`No ${platform.id} API key is registered for this session. ${where}.`);
    case 'revoked':
      return new ToolError(`The ${platform.id} API key was revoked and cannot be renewed. ${where}.`);
    case 'expired':
      return new ToolError(
        `The ${platform.id} API key has expired. Call ${toolPrefix}_renew_api_key to get a new key.`,
      );
    default:
      return new ToolError(`The ${platform.id} API key is unavailable (${credentials.status}).`);
  }
}

export function createKeyTools(platform: KeyedPlatform) {
  const prefix = platform.id;
  const param = platform.auth.param;
  const getKey = defineTool({
    name: `${prefix}_get_api_key`,
    title: 'API 인증키 조회',
    description:
      `${platform.title} API 인증키 조회: 이 세션의 인증키(${param})를 돌려줍니다. 만료되었으면 ${prefix}_renew_api_key로 갱신하세요.\n` +
      `Returns this session's API key for the ${param} parameter; renew it with ${prefix}_renew_api_key if it has expired.`,
    input: z.object({}).strict(),
    output: KeyOutput,
    kind: 'read',
    operation: 'key',
    run(_args, { state }) {
      const { credentials } = state;
      if (credentials.status !== 'active' || !credentials.key) throw unavailable(platform, credentials, prefix);
      return { key: credentials.key, status: 'active' as const, param, renewed: false };
    },
  });
  const renew = defineTool({
    name: `${prefix}_renew_api_key`,
    title: 'API 인증키 재발급',
    description:
      `${platform.title} API 인증키 재발급: 만료된 인증키를 갱신해 새 키를 돌려줍니다. 유효한 키는 갱신하지 않습니다.\n` +
      `Renews an expired API key and returns the new one; an active key needs no renewal.`,
    input: z.object({}).strict(),
    output: KeyOutput,
    kind: 'write',
    operation: 'key',
    run(_args, { state, updateCredentials }) {
      const { credentials } = state;
      if (credentials.status === 'active') {
        throw new ToolError(
          `The ${platform.id} API key is still active and needs no renewal; call ${prefix}_get_api_key to read it.`,
        );
      }
      if (credentials.status !== 'expired' || !credentials.key) throw unavailable(platform, credentials, prefix);
      const key = renewKey(credentials.key);
      updateCredentials({ ...credentials, status: 'active', key });
      return { key, status: 'active' as const, param, renewed: true };
    },
  });
  return [getKey, renew];
}

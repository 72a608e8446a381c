// Response builders for the emulated upstreams: the real content types, and HTTP 200 for errors
// where the real API sends 200 (most Korean platforms do).
import { TextResponse } from './text-response.ts';

export function jsonResponse(body: unknown, status = 200): Response {
  return new TextResponse(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json;charset=UTF-8' },
  });
}

export function xmlResponse(xml: string, status = 200): Response {
  return new TextResponse(xml, { status, headers: { 'content-type': 'text/xml;charset=UTF-8' } });
}

export function bytesResponse(bytes: Uint8Array, contentType: string): Response {
  return new Response(bytes, { status: 200, headers: { 'content-type': contentType } });
}

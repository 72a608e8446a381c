// In-process connection: the evaluator, the synthesizer and the tests talk to a platform through
// the SDK's in-memory transport, with no socket and the same protocol as stdio and HTTP.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Hub } from '../hub.ts';

export async function connectInMemory(options: {
  hub: Hub;
  platform: string;
  token: string;
  clientName?: string;
}): Promise<Client> {
  const server = options.hub.createServer({ token: options.token, platform: options.platform });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: options.clientName ?? 'kopa-in-process', version: '0.1.0' });
  client.onclose = () => void server.close();
  await client.connect(clientSide);
  return client;
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake provider received. */
export interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type Behaviour = (received: Received, res: ServerResponse) => void | Promise<void>;

/**
 * A fake OpenAI-compatible API on 127.0.0.1: records every request and answers with the current behaviour.
 * Point OPENAI_BASE_URL at `url`.
 */
export async function startFakeOpenAi() {
  const received: Received[] = [];
  let behaviour: Behaviour = (_, res) => {
    res.writeHead(500).end('no behaviour set');
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const entry: Received = {
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
    };
    received.push(entry);
    await behaviour(entry, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    set(next: Behaviour) {
      behaviour = next;
      received.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat completion answer. */
export const completion =
  (content: string): Behaviour =>
  (_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  };

/** A streamed chat completion: one SSE event per piece, then [DONE]. */
export const streamed =
  (pieces: string[]): Behaviour =>
  (_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    for (const piece of pieces) {
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  };

export const failing =
  (status: number): Behaviour =>
  (_, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'upstream trouble' } }));
  };

/** Reads a Server-Sent Events body into [{event, data}]. */
export async function readEvents(response: Response): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}');
      return { event, data };
    });
}

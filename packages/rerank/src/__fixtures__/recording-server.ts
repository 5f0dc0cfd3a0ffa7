import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (`{}` when empty). */
  body: Record<string, unknown>;
}

/** Answers one recorded request. */
export type RecordingHandler = (request: RecordedRequest, response: ServerResponse) => void;

/** A local HTTP server on 127.0.0.1 that records every request and answers through a replaceable handler. */
export interface RecordingServer {
  /** `http://127.0.0.1:<port>`. */
  baseURL: string;
  /** Every request so far, in arrival order. */
  requests: RecordedRequest[];
  /** Replaces the handler (default: 404). */
  handle(handler: RecordingHandler): void;
  close(): Promise<void>;
}

/** Writes a JSON answer. */
export function answerJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Starts a {@link RecordingServer} on a free port of 127.0.0.1. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let handler: RecordingHandler = (_request, response) => answerJson(response, 404, { error: 'no handler' });
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const entry: RecordedRequest = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: JSON.parse(text || '{}') as Record<string, unknown> };
      requests.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

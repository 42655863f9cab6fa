import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received, with its body read. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Answers one request: a returned value is sent as JSON; return nothing to answer (now or later) through `res`. */
export type TestRoute = (req: ReceivedRequest, res: ServerResponse) => unknown | Promise<unknown>;

/** A real HTTP server on a free local port, for testing the API client end to end. */
export interface TestServer {
  origin: string;
  received: ReceivedRequest[];
  route(method: string, path: string, handler: TestRoute): void;
  hits(path: string): number;
  close(): Promise<void>;
}

/** Sends a JSON reply. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Starts a server on port 0 that records every request and answers from its routes (404 otherwise). */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, TestRoute>();
  const received: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request: ReceivedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    received.push(request);
    const handler = routes.get(`${request.method} ${request.path}`);
    if (!handler) return sendJson(res, 404, { success: false, errorCode: 'NOT_FOUND', message: 'No such route' });
    const reply = await handler(request, res);
    if (reply !== undefined) sendJson(res, 200, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    route: (method, path, handler) => routes.set(`${method} ${path}`, handler),
    hits: (path) => received.filter((req) => req.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

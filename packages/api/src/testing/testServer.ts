// A tiny node:http server for the Node tests: records every request and answers as told,
// faults included (any status, a delay, a slow body, malformed JSON, a dropped connection).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Written as JSON. */
  json?: unknown;
  /** Written as it is (malformed JSON, HTML, an empty body). */
  text?: string;
  /** Wait before answering at all. */
  delayMs?: number;
  /** Send the headers at once, the body after this long. */
  bodyDelayMs?: number;
  /** Drop the connection without an answer. */
  destroy?: boolean;
  contentType?: string;
}

export type Responder = (request: RecordedRequest) => Reply;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** The last request, or a failed expectation when there was none. */
  last(): RecordedRequest;
  respond(responder: Responder): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startTestServer(responder: Responder = () => ({ json: {} })): Promise<TestServer> {
  let current = responder;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = req.url ?? '/';
      const parsed = new URL(url, 'http://test.invalid');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url,
        pathname: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = current(recorded);
      if (reply.delayMs) await sleep(reply.delayMs);
      if (reply.destroy) {
        req.socket.destroy();
        return;
      }
      if (res.destroyed) return;
      const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
      res.writeHead(reply.status ?? 200, {
        'Content-Type': reply.contentType ?? (reply.json === undefined ? 'text/html' : 'application/json'),
      });
      if (reply.bodyDelayMs) {
        res.flushHeaders();
        await sleep(reply.bodyDelayMs);
        if (res.destroyed) return;
      }
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('the server received no request');
      return request;
    },
    respond(next) {
      current = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

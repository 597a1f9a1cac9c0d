import type { Document, Element } from 'happy-dom';
import { type RunningServer, type ServerOptions, startServer } from '../server';
import { parseHtml } from './parseHtml';

/** The demo on a free port of the loopback interface, as the tests start it. */
export function startTestServer(options: Omit<ServerOptions, 'port' | 'host'> = {}): Promise<RunningServer> {
  return startServer({ ...options, port: 0, host: '127.0.0.1' });
}

export interface FetchedPage {
  response: Response;
  body: string;
  document: Document;
}

/** GETs (or POSTs) a page over real HTTP and parses it. */
export async function fetchPage(
  server: RunningServer,
  path: string,
  init?: RequestInit,
): Promise<FetchedPage> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
  const body = await response.text();
  return { response, body, document: parseHtml(body) };
}

/** The page config the page carries, parsed. */
export function pageConfigOf(document: Document): unknown {
  return JSON.parse(document.getElementById('nordpark-config')?.textContent ?? 'null');
}

/** Each island element under `root`, with its name and parsed props (`undefined` when it has none). */
export function islandsOf(
  root: Document | Element,
): { name: string | null; props: unknown; element: Element }[] {
  return [...root.querySelectorAll('[data-nordpark]')].map((element) => {
    const props = element.getAttribute('data-nordpark-props');
    return {
      name: element.getAttribute('data-nordpark'),
      props: props === null ? undefined : JSON.parse(props),
      element,
    };
  });
}

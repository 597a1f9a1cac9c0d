import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves a folder (a static Storybook build) over HTTP on 127.0.0.1 and a free port: GET
 * and HEAD only, nothing outside the folder, `index.html` for a folder, 404 otherwise.
 * `mounts` serves other folders as sub-folders of it, as a host puts the embed builder's
 * folder in the bundle's: `{ builder: 'packages/builder/dist' }`.
 */
export function startStaticServer(
  folder: string,
  mounts: Readonly<Record<string, string>> = {},
): Promise<StaticServer> {
  const folders = Object.entries(mounts).map(([name, dir]) => [`/${name}`, resolve(dir)] as const);
  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const mount = folders.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
      const root = mount ? mount[1] : resolve(folder);
      const path = mount ? pathname.slice(mount[0].length) || '/' : pathname;
      let file = resolve(join(root, decodeURIComponent(path)));
      if (file !== root && !file.startsWith(root + sep)) {
        response.writeHead(403).end();
        return;
      }
      let info = await stat(file).catch(() => undefined);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => undefined);
      }
      if (!info?.isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      response.writeHead(200, {
        'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': info.size,
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    } catch {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', fail);
      const { port } = server.address() as AddressInfo;
      done({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((closed, failed) => {
            server.closeAllConnections();
            server.close((error) => (error ? failed(error) : closed()));
          }),
      });
    });
  });
}

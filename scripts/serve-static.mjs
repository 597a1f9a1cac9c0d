// `npm run storybook:serve`: serves a folder (storybook-static/ by default) over HTTP on
// PORT (6006), as any static web server would. The static Storybook does not work from file://.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const root = resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.env.PORT ?? 6006);

function fileFor(pathname) {
  const file = resolve(join(root, decodeURIComponent(pathname)));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  const info = statSync(file, { throwIfNoEntry: false });
  if (info?.isDirectory()) return fileFor(`${pathname.replace(/\/$/, '')}/index.html`);
  return info?.isFile() ? file : undefined;
}

createServer((request, response) => {
  const file = fileFor(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, () => console.info(`Serving ${root} at http://localhost:${port}/`));

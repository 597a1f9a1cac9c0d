import { demoPagesByMarket, TEST_PAGES } from './catalogue';
import { DEFAULT_ASSETS_DIR } from './paths';
import { paymentPortFromEnv, portFromEnv, startServer } from './server';
import { isBundleBuilt } from './static/bundle';

// `npm run serve` / `npm start`: the demo on PORT (default 3000).
// The demo payment page runs beside it (PAYMENT_PORT, by default PORT + 1), on this machine's
// loopback over plain http, which browsers count as secure: no certificate to accept.
const port = portFromEnv(process.env);
const server = await startServer({ port, paymentPort: paymentPortFromEnv(process.env, port) });

const pages = [...demoPagesByMarket().flatMap(({ pages }) => pages), ...TEST_PAGES];
console.info(`Nordpark demo running at ${server.url}\n`);
if (server.paymentOrigin) {
  console.info(`Demo payment page at ${server.paymentOrigin}\n`);
}
if (!isBundleBuilt(DEFAULT_ASSETS_DIR)) {
  console.warn('The Nordpark bundle is not built, so no island will mount: run npm run build.\n');
}
console.info(
  ['Demo pages:', `  ${server.url}/`, ...pages.map((page) => `  ${server.url}${page.href}`)].join('\n'),
);

function shutDown(): void {
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

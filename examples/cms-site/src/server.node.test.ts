import { allowedPaymentUrl } from '@nordpark/core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PORT, portFromEnv, type RunningServer, startServer } from './server';

describe('PORT', () => {
  it('defaults to 3000', () => {
    expect(DEFAULT_PORT).toBe(3000);
    expect(portFromEnv({})).toBe(3000);
    expect(portFromEnv({ PORT: '' })).toBe(3000);
  });

  it('is read from the environment', () => {
    expect(portFromEnv({ PORT: '4123' })).toBe(4123);
  });

  it.each(['abc', '3000.5', '-1', '70000'])('rejects %s with a message naming PORT', (value) => {
    expect(() => portFromEnv({ PORT: value })).toThrow(/PORT/);
  });
});

describe('startServer', () => {
  const started: RunningServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });

  async function start(port: number): Promise<RunningServer> {
    const server = await startServer({ port, host: '127.0.0.1' });
    started.push(server);
    return server;
  }

  it('picks a free port for port 0 and answers over HTTP', async () => {
    const server = await start(0);
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it('listens on the port it is given (what PORT overrides in main)', async () => {
    // Find a port that is free right now, then ask for exactly that one.
    const probe = await startServer({ port: 0, host: '127.0.0.1' });
    const port = probe.port;
    await probe.close();
    const server = await start(port);
    expect(server.port).toBe(port);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });

  it('sends the bundle and the API answers gzip-compressed to a client that accepts it', async () => {
    const server = await start(0);
    const gzip = { 'Accept-Encoding': 'gzip' };
    const loader = await fetch(`${server.url}/assets/nordpark/nordpark.js`, { headers: gzip });
    const nearby = await fetch(
      `${server.url}/booking/getnearbyfacilities?latitude=59.33&longitude=18.07&maxDistance=5&size=50&lang=sv`,
      { headers: gzip },
    );
    for (const response of [loader, nearby]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    // fetch decodes: what arrives is the file as it is.
    expect(await loader.text()).toContain('window.nordpark');
  });

  it('rejects when the port is taken', async () => {
    const first = await start(0);
    await expect(startServer({ port: first.port, host: '127.0.0.1' })).rejects.toThrow(/EADDRINUSE/);
  });

  it('as npm start runs it, the demo payment page is plain http on localhost, an origin the booking flow follows', async () => {
    const server = await startServer({ port: 0, paymentPort: 0 });
    started.push(server);
    const origin = server.paymentOrigin ?? '';
    expect(origin).toMatch(/^http:\/\/localhost:\d+$/);
    expect(allowedPaymentUrl(`${origin}/pay/SO-1`, [origin])).toBe(`${origin}/pay/SO-1`);
    expect((await fetch(`${origin}/pay/SO-404`)).status).toBe(404);
  });

  it('stops answering after close()', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1' });
    await fetch(`${server.url}/`);
    await server.close();
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
  });
});

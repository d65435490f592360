import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createLimitedServer } from '../../src/http/server-limits';
import { loadConfig } from '../../src/config/load-config';

async function serverWith(env: Record<string, string>) {
  const server = createLimitedServer((_req, res) => res.end('ok'), loadConfig(env).limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Sends one keep-alive GET on `socket` and resolves with the status line. */
function get(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      if (data.includes('\r\n\r\nok')) {
        socket.off('data', onData);
        resolve(data.split('\r\n')[0]);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('closed')));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
  });
}

/** Writes `raw` on a fresh connection and resolves with everything the server sends until it closes. */
function exchange(port: number, raw: string | Buffer, options: { trickle?: boolean } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(data));
    if (!options.trickle) socket.write(raw);
    else {
      // One byte every 100 ms, never finishing: a slow-headers client.
      let i = 0;
      const timer = setInterval(() => (socket.writable && i < raw.length ? socket.write(raw.slice(i, ++i)) : clearInterval(timer)), 100);
      socket.on('close', () => clearInterval(timer));
    }
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as { error: { code: number; details: Array<{ reason: string }>; message: string } };

describe('server limits', () => {
  it('default to the contract: keep-alive 65 s, headers 66 s, whole request 60 s, 1024 connections', async () => {
    const { server } = await serverWith({});
    expect({ keepAlive: server.keepAliveTimeout, headers: server.headersTimeout, request: server.requestTimeout, connections: server.maxConnections }).toEqual({
      keepAlive: 65000,
      headers: 66000,
      request: 60000,
      connections: 1024,
    });
    server.close();
  });

  it("keeps an idle keep-alive connection past Node's default 5 s, so a proxy's pooled connection is still there", async () => {
    const { server, port } = await serverWith({});
    const socket = net.connect(port, '127.0.0.1');
    try {
      expect(await get(socket)).toBe('HTTP/1.1 200 OK');
      await new Promise((r) => setTimeout(r, 5500));
      expect(await get(socket)).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
      server.close();
    }
  }, 15000);

  it("answers what Node refuses before the app (broken HTTP, headers over 16 KiB) with the contract's 400 body", async () => {
    const { server, port } = await serverWith({});
    try {
      for (const raw of ['BLAH / HTTP/1.1\r\n\r\n', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`, 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n']) {
        const response = await exchange(port, raw);
        expect(response.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
        expect(bodyOf(response).error).toMatchObject({ code: 400, details: [{ reason: 'MALFORMED_REQUEST' }] });
      }
    } finally {
      server.close();
    }
  });

  it('cuts off a client whose headers trickle in past the request timeout, with the 400 body', async () => {
    const { server, port } = await serverWith({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1200', KEEP_ALIVE_TIMEOUT_MS: '1000' });
    try {
      const started = Date.now();
      const response = await exchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ${'s'.repeat(200)}\r\n\r\n`, { trickle: true });
      expect(bodyOf(response).error.message).toMatch(/did not arrive in time/);
      // Cut after the headers timeout (1.2 s) and Node's check of it (each second), not after the 20 s trickle.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      server.close();
    }
  });

  it('drops connections beyond MAX_CONNECTIONS on arrival', async () => {
    const { server, port } = await serverWith({ MAX_CONNECTIONS: '2' });
    const open = [net.connect(port, '127.0.0.1'), net.connect(port, '127.0.0.1')];
    try {
      for (const socket of open) expect(await get(socket)).toBe('HTTP/1.1 200 OK');
      const third = net.connect(port, '127.0.0.1');
      await expect(get(third)).rejects.toThrow('closed');
    } finally {
      for (const socket of open) socket.destroy();
      server.close();
    }
  });
});

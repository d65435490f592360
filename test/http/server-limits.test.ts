import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { applyServerLimits } from '../../src/http/server-limits';
import { loadConfig } from '../../src/config/load-config';

async function serverWith(env: Record<string, string>) {
  const server = http.createServer((_req, res) => res.end('ok'));
  applyServerLimits(server, loadConfig(env).limits);
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

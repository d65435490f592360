import net from 'node:net';
import type { CorpusCase } from './build-corpus';

export interface Answer {
  status: number;
  body: string;
}

/**
 * Sends raw bytes on a fresh connection to 127.0.0.1:`port` and reads the one final (non-1xx) response, or what
 * came before the connection closed (status 0), or nothing in 30 s (status -1).
 */
export function sendRaw(port: number, bytes: Buffer, pace?: CorpusCase['pace']): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (answer: Answer): void => {
      if (settled) return;
      settled = true;
      clearInterval(trickle);
      socket.destroy();
      resolve(answer);
    };
    const parse = (): void => {
      for (;;) {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = received.subarray(0, end).toString('latin1');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
        if (status >= 100 && status < 200) {
          received = received.subarray(end + 4);
          continue;
        }
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? -1);
        const body = received.subarray(end + 4);
        if (length >= 0 && body.length >= length) finish({ status, body: body.subarray(0, length).toString('utf8') });
        return;
      }
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      parse();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received.toString('latin1'))?.[1] ?? 0), body: received.toString('utf8') }));
    let trickle: NodeJS.Timeout | undefined;
    if (pace === 'trickle-headers') {
      let i = 0;
      trickle = setInterval(() => {
        if (socket.writable && i < bytes.length) socket.write(bytes.subarray(i, ++i));
      }, 100);
    } else if (pace === 'stall-body') {
      socket.write(bytes.subarray(0, bytes.indexOf('\r\n\r\n') + 4 + 200));
    } else {
      socket.write(bytes);
    }
    setTimeout(() => finish({ status: -1, body: 'no answer in 30 s' }), 30_000).unref();
  });
}

import pino from 'pino';

export type Logger = pino.Logger;

/**
 * JSON logs on stdout. Credentials are redacted at the source so that no call site can leak them; field
 * values and image bytes are never passed to the logger at all.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'idocr' },
      redact: { paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'key', 'apiKey'], censor: '[redacted]' },
    },
    destination,
  );
}

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface HeicOptions {
  /** heif-enc's quality, 0-100. */
  quality: number;
  /** The encoder to spawn; `heif-enc` from PATH by default. */
  command?: string;
}

/**
 * Encodes a PNG as an HEVC-coded HEIC with libheif's `heif-enc` (x265), as iPhones store photos: sharp's
 * libvips can write HEIF only with AV1. A development-time tool, so a temporary file is fine here; the
 * service itself never writes an image anywhere.
 */
export async function encodeHeic(png: Buffer, options: HeicOptions): Promise<Buffer> {
  const command = options.command ?? 'heif-enc';
  const dir = await mkdtemp(join(tmpdir(), 'idocr-heic-'));
  try {
    const input = join(dir, 'photo.png');
    const output = join(dir, 'photo.heic');
    await writeFile(input, png);
    try {
      await run(command, ['-q', String(options.quality), '-p', 'chroma=420', '--no-alpha', '-o', output, input]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error(`${command} not found: HEIC fixtures need libheif's encoder (Debian: apt-get install libheif-examples, plus libheif-plugin-x265 where it is a separate package)`);
      }
      throw new Error(`${command} failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
    }
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

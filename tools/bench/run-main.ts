/** A bad flag: reported in one line with the usage, without a stack. */
export class UsageError extends Error {}

/**
 * Runs a bench command's `main` and leaves the process explicitly (tesseract.js worker threads and undici's
 * keep-alive sockets can outlive their close()): 0 when it ends, 2 with the usage for a UsageError, 1 with the
 * stack for anything else.
 */
export function runMain(main: () => Promise<void>, usage: string): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
      else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}

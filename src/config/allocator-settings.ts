/**
 * The C library's allocator settings `idocr serve` is meant to run with: the image's ENV and `npm start` set
 * them, the benchmark and the tests that measure the service's memory start it with them. glibc reads them
 * when the process starts, so the service itself can only say they are missing, not set them.
 * - `MALLOC_ARENA_MAX=2`: every tesseract worker thread that ends would otherwise leave its allocator arenas
 *   behind (0.5 GiB and more once every kind was read).
 * - `MALLOC_MMAP_THRESHOLD_=4194304`: buffers of 4 MiB and more (decoded photos, prepared pages) are mapped
 *   apart and given back when freed. By default glibc raises that threshold to the largest such buffer freed so
 *   far (up to 32 MiB); photos then land in the heap, whose freed middle is never returned, and the resident
 *   memory creeps with whatever was read (docs/performance.md, "Under abuse"). A lower threshold costs page
 *   faults on every tile libvips allocates.
 */
export const ALLOCATOR_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '4194304',
};

/** The settings `env` lacks or sets otherwise, on a glibc system (others allocate differently: none apply). */
export function missingAllocatorSettings(env: NodeJS.ProcessEnv, glibc = usesGlibc()): string[] {
  if (!glibc) return [];
  return Object.entries(ALLOCATOR_SETTINGS)
    .filter(([name, value]) => env[name] !== value)
    .map(([name, value]) => `${name}=${value}`);
}

function usesGlibc(): boolean {
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return Boolean(header?.glibcVersionRuntime);
}

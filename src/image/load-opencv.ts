import type * as OpenCv from '@techstark/opencv-js';

export type Cv = typeof OpenCv;

let loading: Promise<{ cv: Cv }> | undefined;

/**
 * OpenCV.js (the official WebAssembly build, its wasm embedded in the script: nothing is fetched), loaded once
 * per process on first use: ≈ 0.3 s and ≈ 60 MB. The module is an Emscripten thenable whose `then` yields
 * itself, so it is handed out inside an object: a promise resolved with it (or an async function returning it)
 * would never settle.
 */
export function loadOpenCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise((resolve) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a UMD script, not an ES module
    const cv = require('@techstark/opencv-js') as Cv & { Mat?: unknown; onRuntimeInitialized?: () => void };
    if (cv.Mat) resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}

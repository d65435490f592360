import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { PACKAGE_ROOT } from '../config/package-root';

/** The page's files, shipped as they are (not compiled): src/demo in the package. */
const DEMO_DIR = path.join(PACKAGE_ROOT, 'src', 'demo');

/**
 * Nothing from elsewhere, no inline script or style, no framing, no form posted anywhere: the page's own script
 * and stylesheet, the images it is given (blob:), and this service's API.
 */
export const DEMO_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'page.html', type: 'text/html; charset=utf-8' },
  '/demo/page.js': { file: 'page.js', type: 'text/javascript; charset=utf-8' },
  '/demo/page.css': { file: 'page.css', type: 'text/css; charset=utf-8' },
  '/demo/icon.svg': { file: 'icon.svg', type: 'image/svg+xml' },
};

/** The demo page's routes (GET /, its script, stylesheet and icon), each file read once at start. */
export function demoPageRoutes(): Array<{ path: string; handler: (req: Request, res: Response) => void }> {
  return Object.entries(FILES).map(([route, { file, type }]) => {
    const body = fs.readFileSync(path.join(DEMO_DIR, file));
    return {
      path: route,
      handler: (_req: Request, res: Response) => {
        res.set({ 'Content-Type': type, 'Content-Security-Policy': DEMO_PAGE_CSP, 'Cache-Control': 'no-cache' });
        res.send(body);
      },
    };
  });
}

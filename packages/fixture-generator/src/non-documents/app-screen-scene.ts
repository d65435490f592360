import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { SANS, svgDocument, text } from './svg';
import { everydayDate, personName, sentence } from './vocabulary';

/** A phone screenshot: status bar (time, signal, battery), an app bar, a list or a sign-in form, buttons. */
export const appScreenScene: NonDocumentScene = {
  name: 'app-screen',
  finishes: ['screen', 'screen', 'photo'],
  longSide: [800, 1600],
  draw(rng: Rng, variant: number) {
    const width = 720;
    const height = 1480;
    const accent = rng.pick(['#1a73e8', '#6200ee', '#00897b', '#e53935', '#f57c00']);
    const dark = variant === 1;
    const ink = dark ? '#eeeeee' : '#202124';
    const ground = dark ? '#121212' : '#ffffff';
    const parts: string[] = [`<rect width="100%" height="100%" fill="${ground}"/>`];
    // Status bar: time, signal bars, battery.
    parts.push(text(36, 48, `${rng.int(6, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 28, family: SANS, fill: ink, weight: 'bold' }));
    for (let i = 0; i < 4; i++) parts.push(`<rect x="${560 + i * 14}" y="${44 - (i + 1) * 6}" width="9" height="${(i + 1) * 6}" fill="${ink}"/>`);
    parts.push(`<rect x="630" y="22" width="52" height="26" rx="5" fill="none" stroke="${ink}" stroke-width="2"/><rect x="634" y="26" width="${rng.int(10, 44)}" height="18" rx="2" fill="${ink}"/>`);
    parts.push(`<rect y="70" width="${width}" height="110" fill="${accent}"/>`);
    const title = rng.pick(['Messages', 'Inbox', 'My Orders', 'Settings', 'Weather', 'Notes']);
    parts.push(text(36, 142, title, { size: 40, family: SANS, fill: '#ffffff', weight: 'bold' }));
    let y = 250;
    if (variant === 2) {
      parts.push(text(width / 2, y, 'Welcome back', { size: 44, family: SANS, fill: ink, anchor: 'middle', weight: 'bold' }));
      y += 90;
      for (const label of ['Email', 'Password']) {
        parts.push(text(60, y, label, { size: 26, family: SANS, fill: '#5f6368' }));
        parts.push(`<rect x="60" y="${y + 16}" width="600" height="84" rx="12" fill="none" stroke="#9aa0a6" stroke-width="2"/>`);
        y += 160;
      }
      parts.push(`<rect x="60" y="${y}" width="600" height="90" rx="45" fill="${accent}"/>`, text(width / 2, y + 57, 'Sign in', { size: 32, family: SANS, fill: '#ffffff', anchor: 'middle', weight: 'bold' }));
      parts.push(text(width / 2, y + 170, 'Forgot password?', { size: 26, family: SANS, fill: accent, anchor: 'middle' }));
    } else {
      for (let i = 0; i < 8; i++) {
        parts.push(`<circle cx="80" cy="${y}" r="38" fill="${accent}" opacity="${(0.35 + (i % 3) * 0.2).toFixed(2)}"/>`);
        parts.push(text(140, y - 8, personName(rng), { size: 30, family: SANS, fill: ink, weight: 'bold' }));
        parts.push(text(140, y + 30, sentence(rng).slice(0, 34), { size: 24, family: SANS, fill: dark ? '#aaaaaa' : '#5f6368' }));
        parts.push(text(690, y - 8, everydayDate(rng).slice(0, 5), { size: 22, family: SANS, fill: '#80868b', anchor: 'end' }));
        parts.push(`<line x1="140" y1="${y + 60}" x2="${width}" y2="${y + 60}" stroke="#dadce0" stroke-width="1"/>`);
        y += 130;
      }
      parts.push(`<circle cx="620" cy="${height - 200}" r="56" fill="${accent}"/><path d="M620 ${height - 224}v48M596 ${height - 200}h48" stroke="#ffffff" stroke-width="6"/>`);
    }
    parts.push(`<rect y="${height - 100}" width="${width}" height="100" fill="${dark ? '#1e1e1e' : '#f1f3f4'}"/>`);
    ['Home', 'Search', 'Profile'].forEach((label, i) => parts.push(text(120 + i * 240, height - 40, label, { size: 24, family: SANS, fill: '#5f6368', anchor: 'middle' })));
    return { svg: svgDocument(width, height, parts.join('')), width, height };
  },
};

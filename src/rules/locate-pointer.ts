/**
 * The line (1-based) where a JSON pointer's node starts in a YAML text written in block style, found by
 * following keys and list items down the indentation. Best effort: undefined when the layout is unusual
 * (flow style, anchors), and the pointer alone still names the place.
 */
export function locatePointer(yamlText: string, pointer: string): number | undefined {
  const lines = yamlText.split('\n');
  const segments = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let from = 0;
  let parentIndent = -1;
  let found: number | undefined;
  for (const segment of segments) {
    const isIndex = /^\d+$/.test(segment);
    let seen = -1;
    let hit: number | undefined;
    for (let i = from; i < lines.length; i++) {
      const line = lines[i];
      if (!line.trim() || line.trim().startsWith('#')) continue;
      const indent = line.length - line.trimStart().length;
      if (i > from && indent <= parentIndent) break;
      const body = line.trimStart();
      if (isIndex) {
        if (body.startsWith('- ') || body === '-') {
          seen++;
          if (seen === Number(segment)) {
            hit = i;
            parentIndent = indent;
            break;
          }
        }
      } else {
        const key = body.replace(/^- /, '');
        if (key.startsWith(`${segment}:`) || key.startsWith(`"${segment}":`) || key.startsWith(`'${segment}':`)) {
          hit = i;
          parentIndent = indent + (body.startsWith('- ') ? 2 : 0);
          break;
        }
      }
    }
    if (hit === undefined) return found;
    found = hit + 1;
    from = hit;
  }
  return found;
}

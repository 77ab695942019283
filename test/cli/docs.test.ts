import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

/** The Markdown files people read: the README, the top-level documents and everything in docs/ but TypeDoc's output. */
function documents(): string[] {
  const top = readdirSync(ROOT).filter((f) => f.endsWith('.md'));
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith(join('docs', 'api')));
  return [...top, ...docs];
}

/** The anchors GitHub makes of a Markdown file's headings. */
function anchors(path: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (!m) continue;
    const slug = m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, '')
      .replaceAll(' ', '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** Every relative link of a Markdown file that does not resolve, as `file: target`. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const broken: string[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z]+:/i.test(target)) continue;
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const full = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), path);
    if (!existsSync(full)) broken.push(`${file}: ${target} (no such file)`);
    else if (anchor !== undefined && full.endsWith('.md') && !anchors(full).has(anchor))
      broken.push(`${file}: ${target} (no such heading)`);
  }
  return broken;
}

describe('documentation', () => {
  it('the README stays short: at most 250 lines', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });

  it('every relative link in the README and docs/ resolves, to a file and a heading', () => {
    const files = documents();
    expect(files).toContain('docs/cli.md');
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('the check finds a broken link', () => {
    expect(anchors(join(ROOT, 'docs/cli.md')).has('cli-reference')).toBe(true);
    expect(anchors(join(ROOT, 'docs/cli.md')).has('no-such-heading')).toBe(false);
  });

  it('docs/cli.md is what the option schema generates (npm run docs:cli)', async () => {
    // The built module: the version it reads is found from dist/.
    const { cliReference } = (await import(join(ROOT, 'dist/src/cli/reference.js'))) as { cliReference(): Promise<string> };
    expect(readFileSync(join(ROOT, 'docs/cli.md'), 'utf8')).toBe(await cliReference());
  });
});

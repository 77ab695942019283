import { readFileSync } from 'node:fs';

/**
 * Node's module loader reads every module of an import's graph at once, each file open until it is
 * read: the command line's graph is near 200 files, more than a limit of 64 open files leaves
 * beside Node's own 20. Under such a limit the graph is imported a module at a time instead.
 */

/** Below this limit of open files (the soft limit, read from /proc where there is one), modules are imported one at a time. */
const FEW_OPEN_FILES = 256;

let few: boolean | undefined;

/** Is the limit of open files low enough to load modules one at a time? False where it cannot be read. */
function fewOpenFiles(): boolean {
  if (few === undefined) {
    try {
      const soft = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
      few = soft !== undefined && Number(soft) < FEW_OPEN_FILES;
    } catch {
      few = false;
    }
  }
  return few;
}

/** The relative modules a compiled module imports statically, in the order it names them. */
function staticImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm)) found.push(m[1]!);
  return found;
}

/**
 * Imports a module; under a low limit of open files, first the modules of its graph one by one,
 * each after those it imports (the order in which they would run anyway), so that at most a few
 * files are open at a time.
 */
export async function importGently<T>(url: URL): Promise<T> {
  if (fewOpenFiles()) {
    const order: string[] = [];
    const seen = new Set<string>();
    const visit = (href: string) => {
      if (seen.has(href)) return;
      seen.add(href);
      for (const spec of staticImports(readFileSync(new URL(href), 'utf8'))) visit(new URL(spec, href).href);
      order.push(href);
    };
    visit(url.href);
    for (const href of order) await import(href);
  }
  return (await import(url.href)) as T;
}

import { addOptions } from '../options/register.js';
import { createRequire } from 'node:module';
import { cadicalCoreVersion } from '../../solvers/cadical.js';
import type { Command } from 'commander';
import { findExecutable } from '../../solvers/external/path.js';
import { externalVersion } from '../../solvers/external/version.js';
import { SAT_BACKENDS, type SatBackend } from '../../solvers/registry.js';
import { EXIT } from '../library/exit-codes.js';
import { renderTable } from '../core/text-table.js';
import { writeStdout } from './stdout.js';

interface SolverRow {
  name: string;
  kind: 'embedded' | 'external';
  path: string;
  version: string;
  incremental: boolean;
  timeLimit: string;
  conflictLimit: boolean;
  /** The proof format it writes for --proof, `self-check` for internal checks only, or `no`. */
  proof: string;
}

async function embeddedVersion(name: string): Promise<string> {
  if (name === 'cadical') return cadicalCoreVersion();
  const pkg = createRequire(import.meta.url)('logic-solver/package.json') as { version: string };
  return `logic-solver ${pkg.version}`;
}

async function describe(backend: SatBackend): Promise<SolverRow | undefined> {
  const base = {
    name: backend.name,
    kind: backend.kind,
    incremental: backend.capabilities.incremental,
    conflictLimit: backend.capabilities.conflictLimit,
    timeLimit: backend.timeLimit,
    proof: backend.proof ? String(backend.proof.format) : backend.selfCheck ? 'no (--self-check only)' : 'no',
  };
  if (backend.kind === 'embedded') return { ...base, path: '(built in)', version: await embeddedVersion(backend.name) };
  const path = findExecutable(backend.preset!.binary);
  if (!path) return undefined;
  return { ...base, path, version: await externalVersion(path, backend.preset!.versionArgs) };
}

async function solversCommand(flags: { format: 'table' | 'json' }): Promise<number> {
  const rows: SolverRow[] = [];
  const missing: string[] = [];
  for (const backend of SAT_BACKENDS) {
    const row = await describe(backend);
    if (row) rows.push(row);
    else missing.push(`${backend.name} (${backend.preset!.binary})`);
  }
  if (flags.format === 'json') {
    writeStdout(`${JSON.stringify({ solvers: rows, notFound: missing }, null, 2)}\n`);
    return EXIT.ok;
  }
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  writeStdout(
    `${renderTable(
      ['solver', 'kind', 'path', 'version', 'incremental', 'time limit', 'conflict limit', 'proof'],
      rows.map((r) => [r.name, r.kind, r.path, r.version, yes(r.incremental), r.timeLimit, yes(r.conflictLimit), r.proof]),
    )}\n`,
  );
  if (missing.length > 0) writeStdout(`\nnot found on PATH: ${missing.join(', ')}\n`);
  writeStdout('any other binary with competition output: --solver-cmd "<command> [args…]" ({file} for a file path)\n');
  return EXIT.ok;
}

export function solversCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('solvers')
    .description('list the embedded solvers and the known SAT binaries found on PATH, with versions and capabilities');
  addOptions(cmd, 'solvers').action((flags: { format: 'table' | 'json' }) => run(solversCommand(flags)));
}

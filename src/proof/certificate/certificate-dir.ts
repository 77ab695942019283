import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, type Stats } from 'node:fs';
import { lstat, mkdir, open, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { cannotWrite, UsageError } from '../../core/errors.js';
import { holdingSignals, releaseAtExit, undoAtExit } from '../../core/exit-cleanup.js';
import { releaseTemp, removeTemp, trackTemp } from '../../core/temp.js';
import type { CertificateFile } from './contents.js';

/**
 * Refuses, before any work, a target a certificate may not be written to: a symbolic link or a
 * file, or (unless `replace`) a directory that is not empty. An empty directory is taken.
 */
export async function checkCertificateTarget(dir: string, replace: boolean): Promise<void> {
  let stat: Stats;
  try {
    stat = await lstat(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw cannotWrite(dir, e);
  }
  if (stat.isSymbolicLink())
    throw new UsageError(`--proof: ${dir} is a symbolic link; name a directory (a certificate is never written through a link)`);
  if (!stat.isDirectory()) throw new UsageError(`--proof: ${dir} is a file, not a directory`);
  if (!replace && (await readdir(dir)).length > 0) {
    throw new UsageError(`--proof: ${dir} is not empty; give --replace to replace the certificate there, or name another directory`);
  }
}

/** Writes a file that must not exist yet (`wx` never follows a link), and flushes it to disk. */
async function writeFresh(path: string, data: string | Uint8Array): Promise<void> {
  const file = await open(path, 'wx');
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * Writes a certificate directory atomically: the files go into a fresh folder beside `dir`, which
 * is then renamed to `dir`. An interrupted or failed write (a full disk, a signal) leaves what was
 * at `dir` as it was; links planted in `dir` are never followed. A certificate already at `dir` is
 * replaced only with `replace`: it is moved aside, the new one takes its place, and the old one
 * is removed (or moved back, should the second rename fail or the process be stopped between).
 */
export async function writeCertificateDir(dir: string, files: readonly CertificateFile[], replace: boolean): Promise<void> {
  await checkCertificateTarget(dir, replace);
  const target = resolve(dir);
  let fresh: string | undefined;
  try {
    await mkdir(dirname(target), { recursive: true });
    // mkdir, not mkdtemp: a fresh name all the same (it fails on anything there, links included),
    // with the permissions a directory gets from the umask, as the certificate then keeps.
    const name = join(dirname(target), `.${basename(target)}.writing-${randomBytes(6).toString('hex')}`);
    // Tracked before it exists and made synchronously: an interrupt finds it either way.
    holdingSignals(() => {
      trackTemp(name);
      mkdirSync(name);
    });
    fresh = name;
    for (const file of files) {
      await writeFresh(join(fresh, file.name), file.data);
    }
    await place(fresh, target);
    releaseTemp(fresh);
  } catch (e) {
    if (fresh !== undefined) await removeTemp(fresh);
    throw e instanceof UsageError ? e : cannotWrite(dir, e);
  }
}

/**
 * Renames the written folder to the target, moving a directory that is there aside first. The
 * renames are synchronous with the signals held, so an interrupt comes before or after them,
 * never between a rename and the registration that would undo it.
 */
async function place(fresh: string, target: string): Promise<void> {
  const old = `${fresh}.old`;
  const key = `remove:${old}`;
  const movedAside = holdingSignals(() => {
    try {
      // Succeeds where there is nothing, or an empty directory.
      renameSync(fresh, target);
      return false;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw e;
    }
    renameSync(target, old);
    try {
      renameSync(fresh, target);
    } catch (e) {
      renameSync(old, target);
      throw e;
    }
    undoAtExit(key, () => rmSync(old, { recursive: true, force: true }));
    return true;
  });
  if (!movedAside) return;
  await rm(old, { recursive: true, force: true });
  releaseAtExit(key);
}

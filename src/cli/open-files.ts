/** What the command line says when the limit of open files (ulimit -n) is too low to load its modules. */
export const TOO_FEW_OPEN_FILES = 'too many open files while loading its modules: raise the limit of open files (ulimit -n; 256 is plenty)';

/** Is this error the system's refusal to open one more file? */
export function outOfFiles(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EMFILE' || code === 'ENFILE';
}

import { addOptions } from '../options/register.js';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import serveStatic from 'serve-static';
import { opt, says, UsageError } from '../core/errors.js';
import { EXIT } from '../library/exit-codes.js';

/** Where `npm run build` puts the web app, beside the compiled command line. */
export const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));

/**
 * What the page may load: its own files only (script, styles, worker, WebAssembly); no CDN, no
 * other origin. `wasm-unsafe-eval` lets it compile the WebAssembly solver it serves itself.
 */
const POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

type WebFlags = { port: number; host: string; open?: boolean };

/** Why a server could not listen, as the user can act on it; undefined for a failure that is not theirs. */
function listenProblem(e: NodeJS.ErrnoException, port: number, host: string): UsageError | undefined {
  switch (e.code) {
    case 'EADDRINUSE':
      return new UsageError(says`port ${port} on ${host} is in use: choose another with ${opt('port')} (0 takes any free port)`);
    case 'EACCES':
      return new UsageError(says`port ${port} on ${host} needs privileges: choose one above 1023 with ${opt('port')}`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return new UsageError(says`${opt('host')} ${host} does not resolve to an address of this machine`);
    case 'EADDRNOTAVAIL':
    case 'EAFNOSUPPORT':
      return new UsageError(
        says`${opt('host')} ${host} is not an address of this machine: use 127.0.0.1 (this machine only) or an address of one of its interfaces`,
      );
    default:
      return undefined;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => reject(listenProblem(e, port, host) ?? e));
    server.listen(port, host, resolve);
  });
}

/**
 * The request handler: GET and HEAD of the app's files (serve-static answers other methods 405
 * with `Allow`, and bad ranges 416, and closes a file's stream when its client goes away);
 * anything else that goes wrong is that request's error page, never the server's end.
 */
function handler(root: string): (req: IncomingMessage, res: ServerResponse) => void {
  const files = serveStatic(root, { etag: true, fallthrough: false, index: ['index.html'], redirect: false, dotfiles: 'ignore' });
  return (req, res) => {
    res.setHeader('Content-Security-Policy', POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    // The files change with every build: a browser revalidates them (by ETag) before reuse.
    res.setHeader('Cache-Control', 'no-cache');
    files(req, res, (error?: { status?: number; statusCode?: number }) => {
      const status = error?.status ?? error?.statusCode ?? 404;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.statusCode = status >= 400 && status < 600 ? status : 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(res.statusCode === 404 ? 'not found\n' : res.statusCode === 416 ? 'range not satisfiable\n' : 'error\n');
    });
  };
}

async function webCommand(flags: WebFlags): Promise<number> {
  if (!existsSync(`${WEB_ROOT}index.html`)) throw new UsageError(`the web app is not built in ${WEB_ROOT}: run npm run build`);
  const server = createServer(handler(WEB_ROOT));
  await listen(server, flags.port, flags.host);
  // After listening, a failed accept (EMFILE at the descriptor limit) is reported, not fatal:
  // the server goes on with the connections it can take.
  server.on('error', (e: Error) => process.stderr.write(`sudocnf: web: ${e.message}\n`));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : flags.port;
  const url = `http://${flags.host.includes(':') ? `[${flags.host}]` : flags.host}:${port}/`;
  process.stdout.write(`sudocnf web app at ${url} (Ctrl+C stops it)\n`);
  if (flags.open) {
    const { default: open } = await import('open');
    await open(url).catch((e: Error) => process.stderr.write(`sudocnf: could not open a browser (${e.message}); open ${url} yourself\n`));
  }
  // Serves until Ctrl+C or SIGTERM, then closes its connections and exits 0.
  await new Promise<void>((resolve) => {
    const stop = () => {
      server.close(() => resolve());
      server.closeAllConnections();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}

export function webCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('web')
    .description('serve the web app (play, hints, solve, uniqueness, the encoding) on this machine and print its address');
  addOptions(cmd, 'web').action((flags: WebFlags) => run(webCommand(flags)));
}

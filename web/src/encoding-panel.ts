// The Encoding panel: the formula of the current puzzle (its size, the command line that writes it,
// Download CNF) and the closed-form counts of empty grids, for the encoding chosen there.
import type { AmoName, EncodingName } from '../../src/options/types.js';
import type { App } from './app.js';
import { drawCountsChart } from './counts-chart.js';
import { saveFile } from './downloads.js';
import { $, onClick, value } from './dom.js';
import { count, failed, say } from './messages.js';
import type { EncodeChoice } from './protocol.js';
import { Stopped } from './worker-client.js';

function encodeChoice(): EncodeChoice {
  return {
    encoding: value('enc-encoding') as EncodingName,
    redundant: $<HTMLInputElement>('enc-redundant').checked,
    // "default" is what encode takes unless told.
    amo: (value('enc-amo') === 'default' ? 'pairwise' : value('enc-amo')) as AmoName,
    givens: (value('enc-givens') === 'default' ? 'units' : value('enc-givens')) as EncodeChoice['givens'],
  };
}

/** Shows the command line of Download CNF with the chosen options. */
async function showEncodeCommand({ state, workers }: App): Promise<void> {
  const { source } = state.game;
  const [file, index] = source.split('#');
  const args = [source.startsWith('<') ? '<file>' : file!];
  const command = await workers.quick
    .run({ kind: 'command', command: 'encode', args, options: { ...(index ? { index: Number(index) } : {}), ...encodeChoice() } })
    .catch(failed);
  if (command !== undefined) $('encode-command').textContent = command;
}

/** The current puzzle's formula size, before and after singles; a question still open is stopped. */
async function updateFormulaSize({ state, workers }: App): Promise<void> {
  for (const id of ['size-before-vars', 'size-before-clauses', 'size-after-vars', 'size-after-clauses']) $(id).textContent = '…';
  if (workers.sizes.busy) workers.sizes.stop();
  const r = await workers.sizes
    .run({ kind: 'measure', puzzle: state.puzzleData(), choice: encodeChoice() })
    .catch((e) => (e instanceof Stopped ? undefined : failed(e)));
  if (!r) return;
  $('size-before-vars').textContent = count(r.before.variables);
  $('size-before-clauses').textContent = count(r.before.clauses);
  if ('contradiction' in r.after) {
    $('size-after-vars').textContent = '–';
    $('size-after-clauses').textContent = `none: ${r.after.contradiction}`;
  } else {
    $('size-after-vars').textContent = count(r.after.variables);
    $('size-after-clauses').textContent = count(r.after.clauses);
  }
}

/** The table and chart of the empty grids' closed-form sizes, k = 2 to 10. */
export async function updateCountsTable({ workers }: App): Promise<void> {
  const rows = await workers.quick.run({ kind: 'counts', choice: encodeChoice(), ks: [2, 3, 4, 5, 6, 7, 8, 9, 10] }).catch(failed);
  if (!rows) return;
  const body = $('counts-table').querySelector('tbody')!;
  body.replaceChildren(
    ...rows.map((r) => {
      const tr = document.createElement('tr');
      for (const text of [
        String(r.k),
        String(r.k * r.k),
        BigInt(r.variables).toLocaleString('en-US'),
        BigInt(r.clauses).toLocaleString('en-US'),
      ]) {
        const td = document.createElement('td');
        td.textContent = text;
        tr.append(td);
      }
      return tr;
    }),
  );
  drawCountsChart($('counts-chart') as unknown as SVGSVGElement, rows);
}

/** The file name of a puzzle's formula: its source's without the folder and extension, `file-3` for the third puzzle of a file. */
function cnfName(source: string): string {
  const base = (source.split('/').pop() ?? 'puzzle')
    .replace(/#(\d+)$/, '-$1')
    .replace(/\.[^.]*$/, '')
    .replace(/[<>]/g, '');
  return `${base || 'puzzle'}.cnf`;
}

async function downloadCnf({ state, workers }: App): Promise<void> {
  say('Writing the formula…');
  const { source, label } = state.game;
  const text = await workers.quick.run({ kind: 'encode', puzzle: state.puzzleData(), choice: encodeChoice(), source: label }).catch(failed);
  if (text === undefined) return;
  const name = cnfName(source);
  saveFile(name, new Blob([text], { type: 'text/plain' }));
  say(`Downloaded ${name} (${count(text.length)} bytes).`);
}

/** The panel follows each new game and each change of the encoding chosen. */
export function wireEncodingPanel(app: App): void {
  app.state.onNewGame(() => {
    void updateFormulaSize(app);
    void showEncodeCommand(app);
  });
  onClick('download', () => downloadCnf(app));
  for (const id of ['enc-encoding', 'enc-redundant', 'enc-amo', 'enc-givens']) {
    $(id).addEventListener('change', () => {
      void updateFormulaSize(app);
      void updateCountsTable(app);
      void showEncodeCommand(app);
    });
  }
}

// The web app's settings that name the library's defaults say what the library does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { SAT_ROUTE_DEFAULTS } from '../../src/routes/route-options.js';
import { ROOT } from '../helpers.js';

it("the Solve panel's propagators setting is the library's default until chosen, and says which that is", () => {
  const page = readFileSync(resolve(ROOT, 'web/index.html'), 'utf8');
  const select = /<select id="propagators"[^>]*>(.*?)<\/select>/s.exec(page)?.[1];
  expect(select).toBeDefined();
  const options = [...select!.matchAll(/<option( value="(\w+)")?>([^<]*)<\/option>/g)].map((m) => [m[2] ?? m[3], m[3]]);
  expect(options).toEqual([
    ['default', `default (${SAT_ROUTE_DEFAULTS.propagators})`],
    ['on', 'on'],
    ['off', 'off'],
  ]);
});

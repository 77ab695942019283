// The page's elements by id (every id named here is in web/index.html).

export const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** The value of a field or a menu. */
export const value = (id: string) => $<HTMLInputElement | HTMLSelectElement>(id).value;

/** Runs `handler` on each click of the element `id` (a promise it returns runs on, its failure said by itself). */
export function onClick(id: string, handler: () => unknown): void {
  $(id).addEventListener('click', () => void handler());
}

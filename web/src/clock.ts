import { verify } from '../../src/core/grid.js';
import { $ } from './dom.js';
import type { Game } from './game.js';
import { say } from './messages.js';

/** Seconds as the timer shows them: m:ss, or h:mm:ss past an hour. */
export function clockText(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor(s / 60) % 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/**
 * The clock of the puzzle in play: when play began, the time spent paused, the help taken (hints
 * and checks), and the win, when the player (not the solver) fills the grid right, which stops it.
 */
export class PlayClock {
  private started = performance.now();
  private pausedFor = 0;
  private pausedAt: number | undefined;
  private stopped: number | undefined;
  private winner = false;
  /** What helped: hints asked for and checks made, for the message when the grid is solved. */
  readonly helped = { hints: 0, checks: 0 };

  get paused(): boolean {
    return this.pausedAt !== undefined;
  }

  get won(): boolean {
    return this.winner;
  }

  /** A new puzzle: the clock from zero, running, with no help taken. */
  restart(): void {
    this.started = performance.now();
    this.pausedFor = 0;
    this.pausedAt = this.stopped = undefined;
    Object.assign(this.helped, { hints: 0, checks: 0 });
    this.winner = false;
    this.showPaused(false);
  }

  /** Seconds of play so far. */
  played(): number {
    const now = this.stopped ?? this.pausedAt ?? performance.now();
    return (now - this.started - this.pausedFor) / 1000;
  }

  show(): void {
    $('timer').textContent = clockText(this.played());
  }

  setPaused(paused: boolean): void {
    if (paused === this.paused || this.winner) return;
    if (paused) this.pausedAt = performance.now();
    else {
      this.pausedFor += performance.now() - this.pausedAt!;
      this.pausedAt = undefined;
    }
    this.showPaused(paused);
    this.show();
  }

  /** After a move of the player's: the grid full and right is a win, said with the time and the help taken. */
  noticeWin(game: Game): void {
    if (this.winner || game.values.some((_, cell) => game.valueAt(cell) === 0)) return;
    if (game.conflicts().size > 0 || !verify(game.puzzle, game.current()).ok) return;
    this.winner = true;
    this.stopped = performance.now();
    this.show();
    const { hints, checks } = this.helped;
    const help = [
      hints === 0 ? 'no hint' : `${hints} hint${hints === 1 ? '' : 's'}`,
      checks === 0 ? 'no check' : `${checks} check${checks === 1 ? '' : 's'}`,
    ];
    say(`Solved! In ${clockText(this.played())}, with ${help.join(' and ')}.`);
    $('status').classList.add('won');
  }

  /** The Pause button and the grid, hidden while paused. */
  private showPaused(paused: boolean): void {
    $('pause').setAttribute('aria-pressed', String(paused));
    $('pause').textContent = paused ? 'Resume' : 'Pause';
    $('grid').classList.toggle('paused', paused);
  }
}

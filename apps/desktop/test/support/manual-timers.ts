// A clock the test moves by hand: timers fire only inside `advance`, so back-off schedules are checked exactly.
import type { Timers } from '../../src/main/services/clock.ts';

interface Pending {
  id: number;
  at: number;
  callback: () => void;
}

export class ManualTimers implements Timers {
  #now: number;
  #nextId = 1;
  #pending: Pending[] = [];

  constructor(start = Date.parse('2026-01-05T12:00:00.000Z')) {
    this.#now = start;
  }

  readonly now = (): number => this.#now;

  setTimeout(callback: () => void, ms: number): number {
    const id = this.#nextId++;
    this.#pending.push({ id, at: this.#now + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.#pending = this.#pending.filter((timer) => timer.id !== handle);
  }

  /** When the earliest pending timer is due, or undefined. */
  nextDueAt(): number | undefined {
    return this.#pending.reduce<number | undefined>(
      (min, t) => (min === undefined || t.at < min ? t.at : min),
      undefined,
    );
  }

  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      const due = this.#pending.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.#pending = this.#pending.filter((t) => t !== due);
      this.#now = Math.max(this.#now, due.at);
      due.callback();
    }
    this.#now = target;
  }
}

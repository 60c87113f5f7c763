// A tiny typed event emitter: listeners per event name, each `on` returns its own unsubscribe.
export class TypedEmitter<Events extends Record<string, unknown>> {
  readonly #listeners = new Map<keyof Events, Set<(payload: never) => void>>();

  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.#listeners.get(event) as Set<(payload: Events[K]) => void> | undefined;
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(payload);
      } catch (error) {
        // One faulty listener must not stop the others (or the outbox that emitted).
        console.error(
          `A listener for "${String(event)}" failed:`,
          error instanceof Error ? error.message : error,
        );
      }
    }
  }

  removeAll(): void {
    this.#listeners.clear();
  }
}

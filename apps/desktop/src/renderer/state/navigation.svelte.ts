// Which screen is showing. A small runes class instead of a router: the app has no URLs to share.
export type Route =
  | { name: 'inbox' }
  | { name: 'conversation'; id: string }
  | { name: 'instances' }
  | { name: 'attendants' }
  | { name: 'settings' }
  | { name: 'connect' };

export type Section = 'inbox' | 'instances' | 'attendants' | 'settings' | 'connect';

export class Navigation {
  #route = $state<Route>({ name: 'inbox' });
  /** Counts user-driven moves, so the shell can move focus to the new screen's heading. */
  #moves = $state(0);

  get route(): Route {
    return this.#route;
  }

  get moves(): number {
    return this.#moves;
  }

  go(route: Route): void {
    this.#route = route;
    this.#moves += 1;
  }

  openConversation(id: string): void {
    this.go({ name: 'conversation', id });
  }
}

export const navigation = new Navigation();

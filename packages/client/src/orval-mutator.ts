// orval's mutator: the generated operation functions build the path, method, headers and body;
// the client that called them sends the request (auth, time-out, retries, errors, validation).

/** Sends one request built by a generated operation function and returns the checked response body. */
export type ExecuteRequest = (path: string, init: RequestInit) => Promise<unknown>;

/** What the client passes as the generated functions' `options`: the request plus who sends it. */
export type CrmRequestInit = RequestInit & { execute?: ExecuteRequest };

export function crmFetch<T>(path: string, init: CrmRequestInit): Promise<T> {
  const { execute, ...request } = init;
  if (!execute) {
    return Promise.reject(
      new TypeError('Call CRM operations through createCrmClient(), not the generated functions.'),
    );
  }
  // The transport validates the body against the operation's schema before it resolves.
  return execute(path, request) as Promise<T>;
}

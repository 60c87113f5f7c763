// Every sentence the client shows, in one place: what happened, then what the person can do.

export function httpErrorMessage(
  operationId: string,
  status: number,
  retryAfterMs: number | undefined,
): string {
  if (status === 401) {
    return `The CRM service rejected the token (401) for ${operationId}. Sign in again with a valid token.`;
  }
  if (status === 403) {
    return `The CRM service refused ${operationId} for this token (403). Ask an administrator for access, or sign in with another account.`;
  }
  if (status === 404) {
    return `The CRM service found nothing for ${operationId} (404). Check the id; the record may have been deleted.`;
  }
  if (status === 429) {
    const wait = retryAfterMs === undefined ? 'a moment' : `${Math.ceil(retryAfterMs / 1000)} s`;
    return `The CRM service is limiting requests and turned down ${operationId} (429). Wait ${wait} and try again.`;
  }
  if (status >= 500) {
    return `The CRM service failed while handling ${operationId} (${status}). Try again in a moment; if it keeps failing, contact the CRM provider.`;
  }
  if (status >= 400) {
    return `The CRM service rejected ${operationId} (${status}). Check the values sent; the service's answer is in the error's body.`;
  }
  return `The CRM service answered ${operationId} with an unexpected status (${status}). Try again; if it keeps happening, contact the CRM provider.`;
}

export function notConnectedMessage(
  operationId: string,
  origin: string,
  code: string | undefined,
): string {
  const reason = code ? ` (${code})` : '';
  return `Could not connect to the CRM service at ${origin} for ${operationId}${reason}. Check the network connection and the service address.`;
}

export function connectionBrokeMessage(operationId: string, code: string | undefined): string {
  const reason = code ? ` (${code})` : '';
  return `The connection to the CRM service failed during ${operationId}${reason}, and the service may have received the request. Check the result before repeating a change.`;
}

export function timeoutMessage(operationId: string, timeoutMs: number): string {
  return `The CRM service did not answer ${operationId} within ${timeoutMs} ms, and it may still have received the request. Try again, and check the result before repeating a change.`;
}

export function invalidRequestMessage(operationId: string, path: string, detail: string): string {
  return `${operationId} was not sent because ${path} is invalid (${detail}). Correct it and try again.`;
}

export function invalidResponseMessage(
  operationId: string,
  path: string,
  detail: string,
  isWrite: boolean,
): string {
  const where = path === '' ? 'the response as a whole' : `the field ${path}`;
  if (isWrite) {
    return `The CRM service accepted ${operationId} but its answer is unusable (${where}: ${detail}), so check whether the change was made before repeating it.`;
  }
  return `The CRM service answered ${operationId} with unusable data (${where}: ${detail}). Try again later, and report it to the CRM provider if it persists.`;
}

export function invalidOptionMessage(option: string, expected: string): string {
  return `The CRM client option ${option} must be ${expected}. Fix the client's configuration.`;
}

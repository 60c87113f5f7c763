/**
 * Secrets the process has loaded (the API token). Everything crm writes to stderr passes through
 * redactSecrets, so a token cannot leak even through an unexpected error message.
 */
const secrets = new Set<string>();

export function rememberSecret(secret: string): void {
  if (secret.length > 0) secrets.add(secret);
}

export function redactSecrets(text: string): string {
  let safe = text;
  for (const secret of secrets) safe = safe.split(secret).join('[redacted]');
  return safe;
}

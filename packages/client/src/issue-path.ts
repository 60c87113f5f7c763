// Zod's issue paths (["attachments", 0, "url"]) as people write them: "body.attachments[0].url".

export function formatPath(segments: readonly PropertyKey[], prefix = ''): string {
  let path = prefix;
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else path += path === '' ? String(segment) : `.${String(segment)}`;
  }
  return path;
}

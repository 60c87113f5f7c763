// Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than printing "undefined".
export type MessageParams = Record<string, string | number>;

export function fillPlaceholders(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

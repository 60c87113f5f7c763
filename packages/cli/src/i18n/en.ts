import type {
  CrmAuthError,
  CrmError,
  CrmHttpError,
  CrmNetworkError,
  CrmRateLimitError,
  CrmTimeoutError,
  CrmValidationError,
} from '@crm/client';

// The reference dictionary: every other language provides exactly these entries (see Messages).
// Error sentences receive the client's error object: English keeps the client's own sentence and
// adds where this program takes the setting from; other languages write theirs from the fields.
export const en = {
  help: {
    /** Commander's section titles, shown through configureHelp().styleTitle. */
    titles: {
      usage: 'Usage:',
      arguments: 'Arguments:',
      options: 'Options:',
      globalOptions: 'Global Options:',
      commands: 'Commands:',
    },
    /** Commander's "(choices: ...)" after an option with a fixed set of values. */
    choices: 'choices',
    helpOption: 'display help for command',
    helpCommand: 'display help for command',
    version: 'output the version number',
    afterError: '(add --help for usage)',
    footer: `
Configuration:
  CRM_BASE_URL   service address, e.g. https://crm.example.com (or --base-url)
  CRM_TOKEN      API token (or --token-file <path>); never printed
  CRM_LANG       language: en or pt-BR (default: the locale, LC_ALL / LC_MESSAGES / LANG)

Exit codes:
  0 ok · 2 usage or configuration · 3 token refused (401/403) · 4 not found (404)
  5 service failed or unreachable (5xx, connection, time-out) · 6 rate limited (429)
  7 input rejected (before sending, or another 4xx) · 8 answer not matching the contract · 1 bug`,
  },

  program: {
    description: 'The CRM service from the terminal: one subcommand per API operation.',
    json: 'print results as JSON on stdout (for scripts)',
    baseUrl: 'service address (default: $CRM_BASE_URL)',
    tokenFile: 'read the API token from this file (default: $CRM_TOKEN)',
    timeout: 'time-out per request, in milliseconds (default 15000)',
    retries: 'retries of reads after 429/5xx/connection errors (default 3; 0 = none)',
  },

  instances: {
    description: 'messaging connections',
    list: 'list the messaging instances and their status',
  },

  messages: {
    description: 'messages in conversations',
    send: 'send a message into a conversation (now, or scheduled)',
    conversationId: 'conversation id',
    body: 'message text',
    internal: 'an internal note, not delivered to the contact',
    schedule: 'send later, at this ISO 8601 date-time',
    replyTo: 'the message this one answers',
    replyToAttachment: 'the attachment this one answers',
    attach: 'attach files by URL (type and name taken from the URL)',
    attachType: 'override the attachment type guessed from the URL',
  },

  businesses: {
    description: 'businesses (deals)',
    get: 'show one business',
    delete: 'delete a business (it can be restored with `crm businesses restore`)',
    restore: 'restore deleted businesses',
    attach: 'attach a document (by URL) to a business',
    id: 'business id',
    ids: 'one or more business ids',
    url: 'address of the document',
    fileName: 'name shown for the document',
    attachmentDescription: 'what the document is',
  },

  leads: {
    description: 'leads: history, notes and businesses',
    history: 'show the history of a lead, one page or (--all) every page',
    id: 'lead id',
    skip: 'entries to skip',
    take: (defaultPageSize: number) => `entries per page (with --all: default ${defaultPageSize})`,
    filter: 'filter entries (repeatable), e.g. --filter type=NOTE',
    all: 'follow skip/take until every entry is fetched',
    notes: 'notes on a lead',
    notesList: 'list the notes of a lead',
    notesAdd: 'add a note to a lead',
    note: 'the note',
    businesses: 'list the businesses (deals) of a lead',
  },

  tags: {
    description: 'tags for leads and businesses',
    create: 'create a tag',
    name: 'tag name',
    color: 'colour as #RRGGBB (hexadecimal)',
    tagDescription: 'what the tag means',
    randomColor: 'let the service pick the colour',
    get: 'show one tag',
    id: 'tag id',
  },

  activities: {
    description: 'scheduled tasks on leads and businesses',
    get: 'show one activity',
    delete: 'delete an activity',
    id: 'activity id',
  },

  pipelines: {
    description: 'sales pipelines',
    get: 'show one pipeline',
    id: 'pipeline id',
  },

  attendants: {
    description: 'attendants (multi-attendant users)',
    list: 'list the attendants',
    get: 'show one attendant',
    id: 'attendant id',
  },

  products: {
    description: 'products',
    get: 'show one product',
    id: 'product id',
  },

  lossReasons: {
    description: 'reasons a business was lost',
    delete: 'delete a business loss reason',
    id: 'loss reason id',
  },

  /** Table headers of listings (records keep the service's field names). */
  columns: {
    id: 'id',
    name: 'name',
    email: 'email',
    phone: 'phone',
    platform: 'platform',
    provider: 'provider',
    status: 'status',
    active: 'active',
    created: 'created',
    type: 'type',
    attendant: 'attendant',
    text: 'text',
    total: 'total',
    stage: 'stage',
  },

  output: {
    summary: (shown: number, total: number) =>
      `${shown === 0 ? 'No entries. ' : ''}Showing ${shown} of ${total}.`,
    none: '(none)',
    items: (count: number) => `${count} item${count === 1 ? '' : 's'} (see --json)`,
  },

  /** Sentences for operations the service answers without a body. */
  done: {
    activityDeleted: (id: string) => `Activity ${id} deleted.`,
    businessDeleted: (id: string) => `Business ${id} deleted.`,
    restoreRequested: (ids: readonly string[]) =>
      `Restore requested for ${ids.length} ${ids.length === 1 ? 'business' : 'businesses'}: ${ids.join(', ')}.`,
    lossReasonDeleted: (id: string) => `Loss reason ${id} deleted.`,
    tagCreated: (name: string) => `Tag "${name}" created.`,
  },

  /** Lines on stderr that are not failures. */
  notes: {
    pagingStalled: (collected: number, count: number) =>
      `The service stopped sending new entries after ${collected} of ${count}; showing what arrived.`,
    toleratedIssues: (count: number) =>
      `${count} value${count === 1 ? '' : 's'} in the service's answer had an unexpected format and ${count === 1 ? 'was' : 'were'} shown as received.`,
  },

  progress: {
    history: 'history',
  },

  /** Problems with the command line or environment, found before any request. */
  usage: {
    noBaseUrl:
      'No service address: set CRM_BASE_URL (for example https://crm.example.com) or pass --base-url <url>.',
    invalidBaseUrl: (source: string) =>
      `${source} is not a valid URL; use a form like https://crm.example.com.`,
    baseUrlNotHttp: (source: string) => `${source} must start with http:// or https://.`,
    noToken:
      'No API token: set CRM_TOKEN to your token, or pass --token-file <path> naming a file that holds it.',
    emptyTokenFile: (path: string) =>
      `The token file ${path} is empty; put the API token in it, or set CRM_TOKEN.`,
    unreadableTokenFile: (path: string, code: string | undefined) =>
      `Cannot read the token file ${path} (${code ?? 'unknown error'}); check the path given to --token-file.`,
    messageNeedsContent:
      'A message needs text or an attachment: pass --body <text> and/or --attach <url>.',
    tagNeedsColor: "Give the tag a colour with --color '#RRGGBB', or pass --random-color.",
  },

  /** Why an option value was refused (commander prints them after its own "error: option ..."). */
  invalidValue: {
    wholeNumber: 'Expected a whole number such as 0 or 50.',
    positiveNumber: 'Expected a number greater than 0.',
    keyValue: 'Expected key=value, for example type=NOTE.',
    isoDateTime: 'Expected an ISO 8601 date-time with a time zone, such as 2026-05-01T14:30:00Z.',
    url: 'Expected a full URL such as https://example.com/photo.jpg.',
    attachmentUrl: 'Attachments must be http:// or https:// URLs.',
  },

  /** One sentence per kind of failure, chosen in errors.ts by the error's class. */
  errors: {
    auth: (error: CrmAuthError) =>
      `${error.message} The token comes from --token-file or CRM_TOKEN.`,
    rateLimited: (error: CrmRateLimitError) => error.message,
    notFound: (error: CrmHttpError) => error.message,
    serviceFailed: (error: CrmHttpError) => error.message,
    /** `quote`: the message found in the error body, if any (the service's words, not translated). */
    rejected: (error: CrmHttpError, quote: string | undefined) =>
      quote === undefined ? error.message : `${error.message} The service said: "${quote}".`,
    timeout: (error: CrmTimeoutError) => `${error.message} Allow more time with --timeout <ms>.`,
    network: (error: CrmNetworkError) =>
      `${error.message} The address comes from --base-url or CRM_BASE_URL.`,
    invalid: (error: CrmValidationError) => error.message,
    otherClientError: (error: CrmError) => error.message,
    unexpected: (detail: string) =>
      `Unexpected internal error (${detail}); please report it with the command you ran.`,
  },
} as const;

/**
 * What a translation provides: every entry of `en`, texts as any string, functions with the same
 * parameters. A missing or extra entry is a compile error.
 */
type Translation<T> = T extends string
  ? string
  : T extends (...args: infer Args) => string
    ? (...args: Args) => string
    : { readonly [Key in keyof T]: Translation<T[Key]> };

export type Messages = Translation<typeof en>;

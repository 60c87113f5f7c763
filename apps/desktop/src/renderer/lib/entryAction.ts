// What the attendant can do with a message in the outbox.
export type EntryAction = 'retry' | 'edit' | 'discard' | 'mark-sent' | 'reply';

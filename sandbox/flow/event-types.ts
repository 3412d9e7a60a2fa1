// The two event types a finished parse announces (spec › Events): a leaf, read by the settings and the events alike.
export const EVENT_TYPES = {
  parsed: 'BANK_STATEMENT_PARSED_SUCCESSFULLY',
  failed: 'BANK_STATEMENT_PARSING_FAILED',
} as const;

// What was sent that an analysis is held to: the statements (with their facts, when known) and, for the results of the
// asynchronous flow, the parse request that made them. Read from the exchange, never from a rule.
import { committedStatement, type KnownStatement } from '../uploads/statement-facts.js';
import type { Exchange, SentRequest } from '../model/types.js';
import type { RequestFields } from './request.js';

export interface SentStatement {
  /** The file's name, as findings and notes name it. */
  name: string;
  /** The parse's statementId for it (the asynchronous flow). */
  statementId?: string;
  known?: KnownStatement;
}

export interface Sent {
  statements: SentStatement[];
  /** The fields of the earlier request that sent the statements by URL (the parse), when the judged one did not. */
  parse?: RequestFields;
  /** The judged request's fields are known, so a setting it left out is its default (a run; validate with --request). */
  asked?: true;
}

export const NOTHING_SENT: Sent = { statements: [] };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A statement URL's file name: its last path segment, decoded ("" when it is no URL). */
function nameOf(url: unknown): string {
  try {
    return decodeURIComponent(new URL(String(url)).pathname.split('/').at(-1) ?? '');
  } catch {
    return '';
  }
}

/** The statements a JSON body sent by URL (`bankStatementFiles`), each with the committed facts of its file name. */
function byUrl(body: Record<string, unknown>): SentStatement[] {
  const files = Array.isArray(body.bankStatementFiles) ? body.bankStatementFiles : [];
  return files.filter(isObject).map((f) => {
    const name = nameOf(f.statementUrl);
    const known = committedStatement(name);
    return {
      name,
      ...(typeof f.statementId === 'string' ? { statementId: f.statementId } : {}),
      ...(known ? { known } : {}),
    };
  });
}

/** The judged request's files (a form), or the statements of the latest earlier request that sent some by URL (after a
 * re-parse, the latest one's). */
export function sentOf(request: SentRequest, exchange: Exchange): Sent {
  if (request.body?.kind === 'multipart')
    return {
      statements: request.body.parts.flatMap((p) =>
        'data' in p ? [{ name: p.filename, ...(p.facts ? { known: p.facts } : {}) }] : [],
      ),
      asked: true,
    };
  const parse = [...exchange.steps]
    .reverse()
    .map((s) => (s.request.body?.kind === 'json' ? s.request.body.value : undefined))
    .find((v): v is Record<string, unknown> => isObject(v) && Array.isArray(v.bankStatementFiles));
  return parse === undefined ? NOTHING_SENT : sentByParse(parse);
}

/** What a parse body sent: its statements by URL, and its fields. */
export const sentByParse = (parse: Record<string, unknown>): Sent => ({ statements: byUrl(parse), parse });

// What an operation's request is made of, as exploration walks it: the body's fields (and those of an array's items),
// a form's text and file parts, and the headers the documents require. Read from the operation's request schema (the
// contract's request description) and its valid request (the rule table's baseline), with what the documents say a
// text carries where its schema says only "string".
import { OPERATIONS, type OperationId } from '../model/operations.js';
import { isRef, symbolicRequest } from '../rules/build.js';
import { tableOf } from '../rules/index.js';
import { schemaOf, type SchemaObject } from '../validators/registry.js';

export type FieldWhere = 'body' | 'item' | 'part' | 'file' | 'header';
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'file';
/** A text the documents give a meaning: a number, or a flag written as one of two words. */
export type Carries = 'number' | 'yes/no' | 'true/false';

export interface Field {
  /** `expiry`, `bankStatementFiles[].statementId`, `selfie`, `transactionid`. */
  name: string;
  where: FieldWhere;
  type: FieldType;
  required: boolean;
  /** The valid request sends it. */
  inBaseline: boolean;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  /** A string's documented shape: ajv-formats' `format`, or a `pattern`. */
  format?: string;
  pattern?: string;
  /** For an item field: the array field it lives in. */
  array?: string;
  /** A file part's profile key in the valid request. */
  fileKey?: string;
  /** It carries a credential (appId, appKey). */
  credential?: true;
  /** A text that carries a number or a flag: generated as such a value can be written (`0.5`, `1e3`, `YES`). */
  carries?: Carries;
}

const YES_NO_PARTS = [
  'enableFraudChecks',
  'extractEntities',
  'returnTransactions',
  'formatDateYearFirst',
  'allowImagePDF',
  'returnS3Url',
  'flagTransactions',
  'returnRecurringTransactions',
  'returnAverageMonthlyBalance',
  'returnStatementSummary',
  'returnEODBalances',
  'returnSalaryInfo',
];
/** Form text parts the documents give a number's or a flag's meaning (bank-statement-analysis.md › Synchronous statement
 * analysis; verification-and-token-services.md › Signature matching, Face match). A `yes`/`no` enum is a flag too. */
export const CARRIES: Partial<Record<OperationId, Record<string, Carries>>> = {
  bankStatementAnalysis: { transactionThreshold: 'number', ...Object.fromEntries(YES_NO_PARTS.map((p) => [p, 'yes/no'])) },
  signatureMatching: { disableCompliance1: 'yes/no', disableCompliance2: 'yes/no', enableSignatureDetection: 'true/false' },
  matchFace: { 'preferences.returnScore': 'yes/no' },
};

/** The key a move names a field by: `body:expiry`, `part:selfie`. */
export const fieldKey = (f: Pick<Field, 'where' | 'name'>): string =>
  `${f.where === 'item' ? 'body' : f.where === 'file' ? 'part' : f.where}:${f.name}`;

const typeOf = (s: SchemaObject): FieldType => {
  const t = s.type;
  if (t === 'integer' || t === 'number' || t === 'boolean' || t === 'array' || t === 'object') return t;
  return 'string';
};

function fromSchema(name: string, s: SchemaObject, where: FieldWhere, required: boolean, inBaseline: boolean): Field {
  const num = (k: string) => (typeof s[k] === 'number' ? { [k]: s[k] as number } : {});
  const exclusive = typeof s.exclusiveMinimum === 'number' ? { minimum: (s.exclusiveMinimum as number) + 1 } : {};
  return {
    name,
    where,
    type: Array.isArray(s.enum) ? 'string' : typeOf(s),
    required,
    inBaseline,
    ...(Array.isArray(s.enum) ? { enum: (s.enum as unknown[]).map(String) } : {}),
    ...num('minimum'),
    ...exclusive,
    ...num('maximum'),
    ...(typeof s.format === 'string' ? { format: s.format } : {}),
    ...(typeof s.pattern === 'string' ? { pattern: s.pattern } : {}),
    ...(Array.isArray(s.enum) && [...(s.enum as unknown[])].sort().join('/') === 'no/yes' ? { carries: 'yes/no' as const } : {}),
  };
}

const properties = (s: SchemaObject | undefined): [string, SchemaObject][] =>
  Object.entries((s?.properties ?? {}) as Record<string, SchemaObject>);
const requiredOf = (s: SchemaObject | undefined): string[] => (s?.required ?? []) as string[];

/** Pairs of body fields the documents forbid together (the schema's `not: {required: [a, b]}`). */
export function exclusivePairs(operation: OperationId): [string, string][] {
  const not = schemaOf(`${operation}/request.schema.json`)?.not as SchemaObject | undefined;
  const pair = requiredOf(not);
  return pair.length === 2 ? [[pair[0] as string, pair[1] as string]] : [];
}

const read = new Map<OperationId, Field[]>();

/** Every field exploration changes, in the order the request has them (read once a process). */
export function fieldsOf(operation: OperationId): Field[] {
  let fields = read.get(operation);
  if (fields === undefined) read.set(operation, (fields = readFields(operation)));
  return fields;
}

function readFields(operation: OperationId): Field[] {
  const table = tableOf(operation);
  if (table === undefined) return [];
  const schema = schemaOf(`${operation}/request.schema.json`);
  const base = symbolicRequest(table.baseline, []);
  const fields: Field[] = [];
  if (base.body?.kind === 'multipart') {
    const sent = new Map(base.body.parts.map((p) => [p.name, p.value]));
    for (const [name, value] of sent)
      if (isRef(value) && value.$ === 'file')
        fields.push({ name, where: 'file', type: 'file', required: true, inBaseline: true, fileKey: value.key });
    for (const [name, s] of properties(schema))
      fields.push(fromSchema(name, s, 'part', requiredOf(schema).includes(name), sent.has(name)));
  } else if (base.body?.kind === 'json') {
    const sent = base.body.value;
    const credential = OPERATIONS[operation].credentials === 'body' ? ['appId', 'appKey'] : [];
    for (const [name, s] of properties(schema)) {
      const f = fromSchema(name, s, 'body', requiredOf(schema).includes(name), name in sent);
      fields.push(credential.includes(name) ? { ...f, credential: true } : f);
      const items = s.items as SchemaObject | undefined;
      const first = (Array.isArray(sent[name]) ? (sent[name] as unknown[])[0] : undefined) as object | undefined;
      if (s.type === 'array' && items?.type === 'object' && first !== undefined)
        for (const [item, is] of properties(items))
          fields.push({
            ...fromSchema(`${name}[].${item}`, is, 'item', requiredOf(items).includes(item), item in first),
            array: name,
          });
    }
  }
  for (const f of fields) {
    const carries = CARRIES[operation]?.[f.name];
    if (carries !== undefined && f.where === 'part' && f.type === 'string') f.carries = carries;
  }
  const op = OPERATIONS[operation];
  // The credentials: changed only in the coverage pass (a vendor may lock out a caller that keeps sending bad ones).
  if (op.credentials === 'headers')
    for (const name of ['appid', 'appkey'])
      fields.push({ name, where: 'header', type: 'string', required: true, inBaseline: true, credential: true });
  if (op.transactionIdHeader)
    fields.push({ name: 'transactionid', where: 'header', type: 'string', required: true, inBaseline: true });
  return fields;
}

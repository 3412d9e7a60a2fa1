// The national-ID QR formats the sandbox reads (spec › Resources › National-ID QR data), as data: how a raw value is
// recognised, and where each documented `result.data` field comes from in it. The document shows neither the QR
// encodings nor the source keys: these follow the public card QR (a JSON object with a `subject`, or a signed JSON
// with `iss`/`sub`) and the `PSA-DID:` text of the Digital ID.

export type QrType = 'Digital ID' | 'Philsys Card' | 'ePhilId' | 'National ID Signed';

/** How a source value becomes a field: `text` a non-empty string, `optional` a string with "" or absent as null,
 * `fingers` a JSON array of finger numbers as a string ("[1,6]"), `epoch` whole seconds as an ISO 8601 UTC time. */
export type Conversion = 'text' | 'optional' | 'fingers' | 'epoch';

/** One `result.data` field: its name, the dotted path of its source in the QR, and how it is converted. */
export type FieldMapping = readonly [field: string, source: string, conversion: Conversion];

export interface QrFormat {
  readonly qrType: QrType;
  /** `json`: the value is a JSON object; `digital-id`: the text `PSA-DID:` followed by the 16-digit id in groups of 4. */
  readonly encoding: 'json' | 'digital-id';
  /** The fields of `result.data`, in the document's order; every source except an `optional` one must be present. */
  readonly fields: readonly FieldMapping[];
  /** Composed from the name fields of `data` (first, middle, last, suffix), when the type documents a fullName. */
  readonly fullName: boolean;
}

const CARD_FIELDS: readonly FieldMapping[] = [
  ['pcn', 'subject.PCN', 'text'],
  ['firstName', 'subject.fName', 'text'],
  ['middleName', 'subject.mName', 'text'],
  ['lastName', 'subject.lName', 'text'],
  ['suffix', 'subject.Suffix', 'optional'],
  ['birthDate', 'subject.DOB', 'text'],
  ['sex', 'subject.sex', 'text'],
  ['placeOfBirth', 'subject.POB', 'text'],
  ['bestFingerCaptured', 'subject.BF', 'fingers'],
  ['dateIssued', 'DateIssued', 'text'],
];

/** Tried in order, the first format with every source present wins. ePhilId comes before Philsys Card: a card QR with a
 * `subject.Photo` is an ePhilId. */
export const QR_FORMATS: readonly QrFormat[] = [
  { qrType: 'Digital ID', encoding: 'digital-id', fields: [['digitalId', 'did', 'text']], fullName: false },
  {
    qrType: 'National ID Signed',
    encoding: 'json',
    fields: [
      ['issuer', 'iss', 'text'],
      ['version', 'v', 'text'],
      ['digitalId', 'did', 'text'],
      ['pcn', 'sub.PCN', 'text'],
      ['firstName', 'sub.fName', 'text'],
      ['lastName', 'sub.lName', 'text'],
      ['birthDate', 'sub.DOB', 'text'],
      ['issuedAt', 'iat', 'epoch'],
      ['middleName', 'sub.mName', 'text'],
      ['suffix', 'sub.Suffix', 'optional'],
      ['sex', 'sub.sex', 'text'],
      ['bloodType', 'sub.BT', 'text'],
      ['maritalStatus', 'sub.MS', 'text'],
      ['placeOfBirth', 'sub.POB', 'text'],
      ['bestFingerCaptured', 'sub.BF', 'fingers'],
      ['photo', 'sub.photo', 'text'],
    ],
    fullName: true,
  },
  { qrType: 'ePhilId', encoding: 'json', fields: [...CARD_FIELDS, ['image', 'subject.Photo', 'text']], fullName: true },
  { qrType: 'Philsys Card', encoding: 'json', fields: CARD_FIELDS, fullName: true },
];

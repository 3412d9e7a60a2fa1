import { encodePng } from './encode-png.js';
import { selfie } from './scenes.js';

// Raw QR texts for the national-ID QR check, one per `qrType` of the spec and two invalid ones. The spec does not show
// the real encodings: these are sandbox test values, shaped after the JSON of the public card QR, for a fictional
// person. The sandbox parses these formats (sandbox/qr/formats.ts); a live profile supplies real QR texts instead.
export interface QrValue {
  name: string;
  qrType: 'Digital ID' | 'Philsys Card' | 'National ID Signed' | 'ePhilId' | null;
  value: string;
  depicts: string;
}

const SUBJECT = {
  Suffix: '',
  lName: 'DELA CRUZ',
  fName: 'JUANA',
  mName: 'SANDBOX',
  sex: 'Female',
  BF: '[1,6]',
  DOB: 'March 03, 1990',
  POB: 'Quezon City,Metro Manila',
  PCN: '0000-1111-2222-3333',
};
const SIGNATURE = 'U0FOREJPWC1URVNULVZBTFVFLU5PVC1BLVJFQUwtU0lHTkFUVVJF';

function photo(): string {
  return encodePng(selfie(['A']).resized(24, 32)).toString('base64');
}

export function qrValues(): QrValue[] {
  const card = { DateIssued: '14 June 2022', Issuer: 'PSA', subject: SUBJECT, alg: 'EDDSA', signature: SIGNATURE };
  return [
    {
      name: 'digital-id',
      qrType: 'Digital ID',
      value: 'PSA-DID:4407-1234-5678-9012',
      depicts: 'Digital ID QR: data.digitalId only',
    },
    {
      name: 'philsys-card',
      qrType: 'Philsys Card',
      value: JSON.stringify(card),
      depicts: 'Philsys Card QR: pcn, names, suffix (empty), birthDate, sex, placeOfBirth, bestFingerCaptured [1,6], dateIssued',
    },
    {
      name: 'ephilid',
      qrType: 'ePhilId',
      value: JSON.stringify({ ...card, subject: { ...SUBJECT, Photo: photo() } }),
      depicts: 'ePhilId QR: the Philsys Card fields plus image (a 24×32 PNG of person A, base64)',
    },
    {
      name: 'national-id-signed',
      qrType: 'National ID Signed',
      value: JSON.stringify({
        iss: 'PSA',
        v: '2.0',
        did: '4407-1234-5678-9012',
        iat: 1655164800,
        sub: { ...SUBJECT, BT: 'O+', MS: 'Single', BF: '[]', photo: photo() },
        alg: 'EDDSA',
        signature: SIGNATURE,
      }),
      depicts:
        'National ID Signed QR: issuer, version, digitalId, pcn, names, issuedAt, sex, bloodType, maritalStatus, placeOfBirth, bestFingerCaptured empty, photo',
    },
    {
      name: 'invalid-text',
      qrType: null,
      value: 'HELLO-THIS-IS-NOT-A-NATIONAL-ID-QR',
      depicts: 'not a national-ID QR value: 422 Invalid QR code format',
    },
    {
      name: 'invalid-truncated',
      qrType: null,
      value: JSON.stringify(card).slice(0, 80),
      depicts: 'a Philsys Card QR cut short (unparseable JSON): 422 Invalid QR code format',
    },
  ];
}

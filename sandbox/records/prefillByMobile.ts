// Prefill: the bureau records of the registered test numbers. Dates are DD-MM-YYYY, numbers and ids masked.

export interface PrefillRecord {
  full_name: string;
  dob: string;
  gender: string;
  total_income: string;
  occupation: string | null;
  phone_info: { reported_date: string; type_code: 'M' | 'T'; number: string }[];
  address_info: { address: string; state: string; type: string; postal: string; reported_date: string }[];
  email_info: { reported_date: string; email_address: string }[];
  identity_info: Record<
    'pan_number' | 'passport_number' | 'driving_license' | 'voter_id' | 'aadhaar_number' | 'ration_card' | 'other_id',
    { id_number: string }[]
  >;
}

export const maskMobile = (mobile: string): string => `XXXXXX${mobile.slice(-4)}`;

export const PREFILL_RECORDS: Readonly<Record<string, PrefillRecord>> = {
  '9812345670': {
    full_name: 'Ananya Rao',
    dob: '14-03-1988',
    gender: 'Female',
    total_income: '840000',
    occupation: 'Salaried',
    phone_info: [
      { reported_date: '12-01-2024', type_code: 'M', number: 'XXXXXX5670' },
      { reported_date: '03-06-2019', type_code: 'T', number: 'XXXXXX4417' },
    ],
    address_info: [
      {
        address: '14 3RD CROSS INDIRANAGAR BANGALORE',
        state: 'KA',
        type: 'Permanent',
        postal: '560038',
        reported_date: '12-01-2024',
      },
      {
        address: 'FLAT 202 PALM RESIDENCY ANDHERI EAST MUMBAI',
        state: 'MH',
        type: 'Office',
        postal: '400069',
        reported_date: '21-08-2020',
      },
    ],
    email_info: [{ reported_date: '12-01-2024', email_address: 'ananya.rao@example.in' }],
    identity_info: {
      pan_number: [{ id_number: 'XXXXXX234F' }],
      passport_number: [],
      driving_license: [],
      voter_id: [{ id_number: 'XXXXXX7812' }],
      aadhaar_number: [{ id_number: 'XXXXXXXX4321' }],
      ration_card: [],
      other_id: [],
    },
  },
  '9823456781': {
    full_name: 'Vikram Singh',
    dob: '02-11-1979',
    gender: 'Male',
    total_income: '1250000',
    occupation: null,
    phone_info: [{ reported_date: '30-09-2023', type_code: 'M', number: 'XXXXXX6781' }],
    address_info: [
      { address: 'H NO 45 SECTOR 15 GURGAON', state: 'HR', type: 'Permanent', postal: '122001', reported_date: '30-09-2023' },
    ],
    email_info: [],
    identity_info: {
      pan_number: [{ id_number: 'XXXXXX871K' }],
      passport_number: [{ id_number: 'XXXX5521' }],
      driving_license: [{ id_number: 'XXXXXXXXXXX0934' }],
      voter_id: [],
      aadhaar_number: [],
      ration_card: [],
      other_id: [],
    },
  },
};

/** Age in whole years on `now`, from a DD-MM-YYYY date of birth. */
export function ageOn(dob: string, now = new Date()): number {
  const [day, month, year] = dob.split('-').map(Number) as [number, number, number];
  const before = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (before ? 1 : 0);
}

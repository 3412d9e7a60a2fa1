// UPI: the bank directory of the valid test VPA.

export const UPI_ACCOUNTS: Readonly<
  Record<string, { nameAtBank: string; ifsc: string; ifscDetails: Record<string, string | null> }>
> = {
  'ramesh.kumar@okhdfcbank': {
    nameAtBank: 'RAMESH KUMAR',
    ifsc: 'HDFC0000240',
    ifscDetails: {
      bank: 'HDFC Bank',
      neft: 'Available',
      imps: 'Available',
      rtgs: 'Available',
      upi: 'Available',
      address: 'GROUND FLOOR, TIMES SQUARE, ANDHERI KURLA ROAD, MUMBAI 400059',
      city: 'MUMBAI',
      state: 'MAHARASHTRA',
      branch: 'ANDHERI EAST',
      category: 'Metro',
      swiftCode: 'HDFCINBB',
      micr: '400240015',
      nbin: '6015',
    },
  },
};

/** Every ifscDetails field, in the document's order: all null for an INVALID VPA. */
export const IFSC_DETAIL_FIELDS = [
  'bank',
  'neft',
  'imps',
  'rtgs',
  'upi',
  'address',
  'city',
  'state',
  'branch',
  'category',
  'swiftCode',
  'micr',
  'nbin',
] as const;

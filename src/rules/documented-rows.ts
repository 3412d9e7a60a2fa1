// Every row of the Errors tables of the issue-4 operations, as the document writes it: the rule tables must cover each one
// (a documented rule, or a probe where the field or condition the row names is "not shown").
import type { OperationId } from '../operations.js';

export interface DocumentedErrorRow {
  operation: OperationId;
  status: number;
  /** The Message column, verbatim. */
  message: string;
}

/** verification-and-token-services.md › Errors › Email risk and domain verification, Secretary-of-state search, Prefill by
 * mobile, Fetch IFSC from UPI handle, Company registry lookup: one entry per table row, in the document's order. */
export const DOCUMENTED_ERROR_ROWS: readonly DocumentedErrorRow[] = [
  { operation: 'emailBasic', status: 400, message: 'Email cannot be empty' },
  { operation: 'emailBasic', status: 400, message: 'Invalid Input' },
  { operation: 'emailBasic', status: 400, message: 'Invalid event type' },
  { operation: 'emailBasic', status: 401, message: 'Missing/Invalid credentials' },
  { operation: 'emailBasic', status: 403, message: 'Access Denied' },
  { operation: 'emailBasic', status: 500, message: 'Internal Server Error' },

  { operation: 'secretaryOfStateSearch', status: 400, message: 'businessLegalName is required' },
  { operation: 'secretaryOfStateSearch', status: 400, message: 'state is required' },
  { operation: 'secretaryOfStateSearch', status: 401, message: 'Missing/Invalid credentials' },
  { operation: 'secretaryOfStateSearch', status: 404, message: 'State currently not available for Search' },
  { operation: 'secretaryOfStateSearch', status: 500, message: 'Internal Server Error' },
  { operation: 'secretaryOfStateSearch', status: 503, message: 'External vendor downtime' },

  { operation: 'prefillByMobile', status: 400, message: 'Invalid mobile number' },
  { operation: 'prefillByMobile', status: 401, message: 'Missing/Invalid credentials' },
  { operation: 'prefillByMobile', status: 404, message: 'Mobile number is not registered' },
  { operation: 'prefillByMobile', status: 422, message: 'Data not found in Bureau' },
  { operation: 'prefillByMobile', status: 500, message: 'Internal Server Error' },
  { operation: 'prefillByMobile', status: 503, message: 'Server Busy' },

  { operation: 'fetchUpiIfsc', status: 400, message: 'vpa is missing in the request' },
  { operation: 'fetchUpiIfsc', status: 400, message: 'vpa should be valid' },
  { operation: 'fetchUpiIfsc', status: 401, message: 'Missing/Invalid credentials' },
  { operation: 'fetchUpiIfsc', status: 500, message: 'Internal Server Error' },

  { operation: 'cacBasic', status: 400, message: 'RC is not allowed to be empty' },
  { operation: 'cacBasic', status: 401, message: 'Missing/Invalid credentials' },
  {
    operation: 'cacBasic',
    status: 404,
    message: "We couldn't find any matching records based on the information you provided",
  },
  { operation: 'cacBasic', status: 500, message: 'Internal Server Error' },
];

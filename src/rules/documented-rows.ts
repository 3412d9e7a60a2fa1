// Every row of the Errors tables of the issue-4 operations, as the document writes it: the rule tables must cover each one
// (a documented rule, or a probe where the field or condition the row names is "not shown").
import type { OperationId } from '../model/operations.js';

export interface DocumentedErrorRow {
  operation: OperationId;
  status: number;
  /** The Message column, verbatim. */
  message: string;
}

/** verification-and-token-services.md › Errors › every v1 operation's table (Signature matching through Face match), then
 * bank-statement-analysis.md › Errors › Synchronous analysis and › Parse operation: one entry per table row, in the documents' order ("500 or
 * 501" is listed as 500; a rule accepts either). */
export const DOCUMENTED_ERROR_ROWS: readonly DocumentedErrorRow[] = [
  { operation: 'signatureMatching', status: 400, message: 'No signature detected' },
  { operation: 'signatureMatching', status: 400, message: 'Multiple signatures detected' },
  { operation: 'signatureMatching', status: 400, message: 'Unsupported Document Format' },
  { operation: 'signatureMatching', status: 401, message: 'Missing/Invalid credentials' },
  { operation: 'signatureMatching', status: 429, message: 'Rate limit exceeded' },
  { operation: 'signatureMatching', status: 500, message: 'Internal Server Error' },

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

  { operation: 'philsysQRCheck', status: 400, message: 'The value field is required' },
  { operation: 'philsysQRCheck', status: 401, message: 'Missing/Invalid credentials' },
  { operation: 'philsysQRCheck', status: 403, message: 'Invalid credentials' },
  { operation: 'philsysQRCheck', status: 422, message: 'Invalid QR code format' },
  { operation: 'philsysQRCheck', status: 500, message: 'Internal Server Error' },
  { operation: 'philsysQRCheck', status: 503, message: 'Internal Server Error (text)' },

  { operation: 'cacBasic', status: 400, message: 'RC is not allowed to be empty' },
  { operation: 'cacBasic', status: 401, message: 'Missing/Invalid credentials' },
  {
    operation: 'cacBasic',
    status: 404,
    message: "We couldn't find any matching records based on the information you provided",
  },
  { operation: 'cacBasic', status: 500, message: 'Internal Server Error' },

  { operation: 'matchFace', status: 400, message: 'Face not detected in Selfie image' },
  { operation: 'matchFace', status: 400, message: 'Face not detected in ID image' },
  { operation: 'matchFace', status: 400, message: 'Missing / Wrong combination of parameters' },
  { operation: 'matchFace', status: 400, message: 'image size cannot be greater than 6MB' },
  { operation: 'matchFace', status: 400, message: 'Invalid value passed to idFaceString' },
  { operation: 'matchFace', status: 400, message: 'Invalid value passed to selfieFaceString' },
  { operation: 'matchFace', status: 400, message: 'Unsupported file type' },
  { operation: 'matchFace', status: 401, message: 'Missing/Invalid credentials' },
  { operation: 'matchFace', status: 423, message: 'Multiple faces detected. Click Selfie/ID again' },
  { operation: 'matchFace', status: 429, message: 'Requests rate limit exceeded' },
  { operation: 'matchFace', status: 500, message: 'Internal Server Error' },
  { operation: 'matchFace', status: 503, message: 'DEPENDENCY SERVER BUSY' },

  { operation: 'bankStatementAnalysis', status: 400, message: 'Input Validation Error: requires property "uploadPdf"' },
  { operation: 'bankStatementAnalysis', status: 400, message: 'Invalid file type for: uploadPdf' },
  { operation: 'bankStatementAnalysis', status: 400, message: 'Password provided was incorrect' },
  { operation: 'bankStatementAnalysis', status: 500, message: 'Internal Server Error' },

  { operation: 'parseBankStatement', status: 400, message: 'Input Validation Error: requires property <missing_parameter>' },
  { operation: 'parseBankStatement', status: 401, message: 'Missing/Invalid credentials' },
];

// The vendor-side data the v1 operations answer from: fixed records for the test values (sandbox/test-values.ts) and a
// small seeded generator for any other input. One file per operation; each operation reads its data through here.
export * from './cacBasic.js';
export * from './emailBasic.js';
export * from './fetchUpiIfsc.js';
export * from './prefillByMobile.js';
export * from './secretaryOfStateSearch.js';

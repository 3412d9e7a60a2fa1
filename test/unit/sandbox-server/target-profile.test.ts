// fixtures/targets/sandbox.json names the sandbox's test values for the harness: they must be the ones it serves.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_VALUES as V } from '../../../sandbox/test-values.js';

const profile = JSON.parse(readFileSync(new URL('../../../fixtures/targets/sandbox.json', import.meta.url), 'utf8')) as {
  data: Record<string, string>;
};

describe('sandbox target profile', () => {
  it('carries the v1 test values of sandbox/test-values.ts', () => {
    expect(profile.data).toMatchObject({
      noAccessAppId: V.noAccess.appId,
      noAccessAppKey: V.noAccess.appKey,
      deliverableEmail: V.emailBasic.deliverable,
      undeliverableEmail: V.emailBasic.undeliverable,
      breachedEmail: V.emailBasic.breached,
      serverErrorEmail: V.emailBasic.serverError,
      sosBusinessName: V.secretaryOfState.found.businessLegalName,
      sosState: V.secretaryOfState.found.state,
      sosUnsupportedState: V.secretaryOfState.unsupportedExample,
      sosDowntimeBusinessName: V.secretaryOfState.downtimeName,
      sosServerErrorBusinessName: V.secretaryOfState.serverErrorName,
      registeredMobile: V.prefill.registered[0],
      unregisteredMobile: V.prefill.unregisteredExample,
      noBureauMobile: V.prefill.noBureau,
      busyMobile: V.prefill.busy,
      serverErrorMobile: V.prefill.serverError,
      validVpa: V.upi.valid.vpa,
      vpaHolderName: V.upi.valid.name,
      invalidVpa: V.upi.invalid,
      serverErrorVpa: V.upi.serverError,
      rcNumber: V.cac.rcNumber,
      companyName: V.cac.companyName,
      unknownRc: V.cac.unknownRc,
      serverErrorRc: V.cac.serverError,
    });
  });

  it('carries the upload test values: the trouble pairs and the QR values', () => {
    expect(profile.data).toMatchObject({
      rateLimitedAppId: V.uploads.rateLimited.appId,
      rateLimitedAppKey: V.uploads.rateLimited.appKey,
      serverErrorAppId: V.uploads.serverError.appId,
      serverErrorAppKey: V.uploads.serverError.appKey,
      busyAppId: V.uploads.busy.appId,
      busyAppKey: V.uploads.busy.appKey,
      serverErrorQrValue: V.philsysQr.serverError,
      unavailableQrValue: V.philsysQr.unavailable,
    });
  });
});

// The Allure 2 result format (what allure-js-commons writes and every Allure reader accepts), as much of it as the harness fills.
export type AllureStatus = 'passed' | 'failed' | 'broken' | 'skipped' | 'unknown';

export interface AllureAttachment {
  name: string;
  /** File name of the attachment, beside the result file. */
  source: string;
  type: string;
}

export interface AllureStatusDetails {
  message?: string;
  trace?: string;
}

export interface AllureStep {
  name: string;
  status: AllureStatus;
  stage: 'finished';
  statusDetails?: AllureStatusDetails;
  start: number;
  stop: number;
  steps: AllureStep[];
  attachments: AllureAttachment[];
  parameters: AllureParameter[];
}

export interface AllureParameter {
  name: string;
  value: string;
}

export interface AllureLabel {
  name: string;
  value: string;
}

export interface AllureResult extends Omit<AllureStep, 'name'> {
  uuid: string;
  historyId: string;
  testCaseId: string;
  name: string;
  fullName: string;
  description: string;
  descriptionHtml: string;
  labels: AllureLabel[];
  links: never[];
}

export interface AllureRunMeta {
  target: string;
  seed: number;
  runId: string;
}

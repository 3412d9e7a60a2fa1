// The `oracles` check of the catalogue: the operation's oracles over a 200 JSON body the rule expects.
import { type Check, onExpectedJson } from '../checks/check.js';
import { runOracles } from './index.js';
import { requestFields } from './request.js';

export const oracles: Check = onExpectedJson(({ operation, request, response }) =>
  response.status === 200 ? runOracles(operation, response.body, requestFields(request)) : [],
);

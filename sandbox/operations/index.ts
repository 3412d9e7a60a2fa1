// Every operation the sandbox serves. One file per operation; add it here and the server routes it.
import { authToken } from './authToken.js';
import { login } from './login.js';
import type { Operation } from './operation.js';

export const OPERATIONS: readonly Operation[] = [authToken, login];

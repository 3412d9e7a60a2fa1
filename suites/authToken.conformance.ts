import { conformanceSuite } from './support.js';

conformanceSuite('authToken');

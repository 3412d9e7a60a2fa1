import { conformanceSuite } from './support.js';

conformanceSuite('login');

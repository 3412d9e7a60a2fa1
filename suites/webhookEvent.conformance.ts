import { conformanceSuite } from './conformance-suite.js';

conformanceSuite(import.meta.url);

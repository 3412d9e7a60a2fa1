// Global setup of every project: Ajv's standalone validators generated once, before the workers start, so that each
// worker loads them instead of compiling the schemas it uses (src/validators/standalone.ts). A no-op when they exist.
import { ensureStandaloneValidators } from '../../src/validators/registry.js';

export default function setup(): void {
  ensureStandaloneValidators();
}

// The house check (`npm run house`, part of `npm test`): no import cycle anywhere, and the arrows that must only point
// down. dependency-cruiser rather than a script of our own: it resolves TypeScript's imports (type-only ones included)
// the way tsc does, and names each offending chain. Rules as data; a new layer rule is one more entry.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: break it by moving the shared piece down (a type to src/types.ts).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'sandbox-independent',
      severity: 'error',
      comment: 'The sandbox is a second, independent reading of the documents: it imports nothing of the harness.',
      from: { path: '^sandbox/' },
      to: { path: '^(src|suites|schemas)/' },
    },
    {
      name: 'oracles-below-checks',
      severity: 'error',
      comment: 'The oracles are arithmetic over an answer; the check that runs them is src/checks/oracles.ts.',
      from: { path: '^src/oracles/' },
      to: { path: '^src/checks/' },
    },
    {
      name: 'redaction-below-recording',
      severity: 'error',
      comment: 'Redaction knows values and marks; redacting a recording file is src/recording/redact-recording.ts.',
      from: { path: '^src/redaction/' },
      to: { path: '^src/recording/' },
    },
    {
      name: 'gate-below-report',
      severity: 'error',
      comment: 'The gate owns the case record (src/gate/case-record.ts); the reports render it and never feed the gate.',
      from: { path: '^src/gate/' },
      to: { path: '^src/report/' },
    },
    {
      name: 'commands-on-top',
      severity: 'error',
      comment: 'Only the commands import src/cli/ (drift is a command): the engine never calls up into them.',
      from: { path: '^src/', pathNot: '^src/(cli|drift)/' },
      to: { path: '^src/cli/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

// The house check (`npm run house`, part of `npm test`): no import cycle anywhere, and the arrows that must only point
// down. dependency-cruiser rather than a script of our own: it resolves TypeScript's imports (type-only ones included)
// the way tsc does, and names each offending chain. Rules as data; a new layer rule is one more entry.
/**
 * The layers of src/, bottom first: a folder may import its own layer and those below, never one above. The model is
 * what every layer speaks; the transport sends; redaction, oracles, checks, the flow and recording judge and keep an
 * exchange; the rules say what to send and expect; the case runs one rule; targets, the gate, the plan and the doctor
 * use cases; reports and drift read their records; the commands and the suites' glue sit on top.
 */
const LAYERS = [
  ['base', 'base'],
  ['model', '(model|schemas|inputs)'],
  ['settings', 'settings'],
  ['transport', 'transport'],
  ['redaction-oracles', '(redaction|oracles)'],
  ['checks-flow-recording', '(checks|flow|recording)'],
  ['rules', 'rules'],
  ['case', 'case'],
  ['targets', 'targets'],
  ['gate-plan-doctor', '(gate|plan|doctor)'],
  ['report-drift', '(report|drift)'],
  ['commands', '(cli|suite)'],
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: break it by moving the shared piece down (a type to src/model/types.ts).',
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
      name: 'no-loose-file',
      severity: 'error',
      comment: 'Every file of src/ lives in the folder of its layer (LAYERS below): a loose file belongs to no layer.',
      from: { path: '^src/[^/]+$' },
      to: {},
    },
    ...LAYERS.map(([name, folders], i) => ({
      name: `down-from-${name}`,
      severity: 'error',
      comment: `src/${folders} sits below ${LAYERS.slice(i + 1)
        .map(([n]) => n)
        .join(', ')}: it may not import them (move the shared piece down instead).`,
      from: { path: `^src/${folders}/` },
      to: {
        path: `^src/(${LAYERS.slice(i + 1)
          .map(([, f]) => f)
          .join('|')})/`,
      },
    })).filter((_, i) => i < LAYERS.length - 1),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

// The house check (`npm run house`, part of `npm test`): no import cycle anywhere, and the arrows that must only point
// down. dependency-cruiser rather than a script of our own: it resolves TypeScript's imports (type-only ones included)
// the way tsc does, and names each offending chain. Rules as data; a new layer rule is one more entry.
/**
 * The layers of src/, bottom first (DESIGN.md §3, finer where the code allows): a folder may import its own layer and
 * those below, never one above. Base knows nothing of the vendor; the model is what every layer speaks (the operation
 * catalogue, types, the run's settings, schemas, upload inputs, the config file); the transport sends; record keeps and redacts
 * exchanges; the oracles are arithmetic the checks run; rules and checks are what the documents say; the case runs one
 * rule (its flow, its target); the gate decides; reports and drift read the case records, and the contract export the
 * rules, schemas and recordings; the commands sit on top (the proxy among them: it runs audit's session, in
 * src/cli/).
 */
const LAYERS = [
  ['base', 'base'],
  ['model', '(model|validators|uploads)'],
  ['documents', 'documents'],
  ['settings', '(settings|config)'],
  ['transport', 'transport'],
  ['record', '(recording|redaction|capture)'],
  ['oracles', 'oracles'],
  ['knowledge', '(rules|checks)'],
  ['case', '(case|flow|targets|explore|audit)'],
  ['gate', 'gate'],
  ['run', '(output|drift|export)'],
  ['commands', '(cli|vitest-glue|proxy)'],
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
      name: 'redaction-below-recording',
      severity: 'error',
      comment: 'Redaction knows values and marks; redacting a recording file is src/recording/redact-recording.ts.',
      from: { path: '^src/redaction/' },
      to: { path: '^src/recording/' },
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

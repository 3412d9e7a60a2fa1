// The vts.config.json `vts init` writes: the replay gate, with every folder written out so a team sees where its
// files go and can move one by editing a line (the keys: the config file's page, docs/config.md).
export const CONFIG_FILE = 'vts.config.json';

/** Where the package is once the team has installed it, from the team's root. */
export const PACKAGE_DIR = 'node_modules/vts-conformance';

export const INIT_FOLDERS = {
  recordings: 'vts/recordings',
  baseline: 'vts/baseline',
  reports: 'vts-reports',
  history: 'vts-reports/history',
  profile: 'vts/live.json',
  statements: 'vts/statements',
} as const;

export const INIT_CONFIG = {
  $schema: `./${PACKAGE_DIR}/vts.config.schema.json`,
  target: 'replay',
  folders: INIT_FOLDERS,
};

// The vts.config.json `vts init` writes: the replay gate, with every folder written out so a team sees where its
// files go and can move one by editing a line (the keys: the config file's page, docs/config.md).
import { configKey } from '../../config/keys.js';

export const CONFIG_FILE = 'vts.config.json';

/** Where the package is once the team has installed it, from the team's root. */
export const PACKAGE_DIR = 'node_modules/vts-conformance';

/** The config key table's default of `folders.<name>` (one list: the schema, the docs and init read it). */
const folderDefault = (name: string): string => String(configKey(`folders.${name}`)?.fallback);

/** Every folder written out; history, which defaults to <reports>/history, too. */
export const INIT_FOLDERS = {
  recordings: folderDefault('recordings'),
  baseline: folderDefault('baseline'),
  reports: folderDefault('reports'),
  history: `${folderDefault('reports')}/history`,
  profile: folderDefault('profile'),
  statements: folderDefault('statements'),
} as const;

export const INIT_CONFIG = {
  $schema: `./${PACKAGE_DIR}/vts.config.schema.json`,
  target: 'replay',
  folders: INIT_FOLDERS,
};

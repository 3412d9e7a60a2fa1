// The VTS_* variables the commands set from vts.config.json (or its defaults) rather than the user from the
// environment: named in one variable, so what reads them can tell a folder's settings from a hand-given one.

export const SET_BY_CONFIG = 'VTS_SET_BY_CONFIG';

/** Whether `name` was set from the config file (or its default) by the command, not given in the environment. */
export const setByConfig = (name: string, env: NodeJS.ProcessEnv = process.env): boolean =>
  (env[SET_BY_CONFIG] ?? '').split(',').includes(name);

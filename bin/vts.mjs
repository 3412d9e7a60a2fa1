#!/usr/bin/env node
// The commands' entry point (`node bin/vts.mjs <command>`, what the npm scripts run). For the commands that start
// vitest, its Node API (about a thousand modules) is loaded before TypeScript support is switched on: under tsx's
// loader every one of those modules pays for its hooks (measured: 1.2 s instead of 0.5 s).
if (['conformance', 'record', 'merge'].includes(process.argv[2] ?? '')) await import('vitest/node');
const { register } = await import('tsx/esm/api');
register();
await import('../src/cli/main.ts');

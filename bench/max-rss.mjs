// Loaded into a child of `npm run bench` with `node --import`: on exit, the process's peak resident memory, its worker
// threads' included (getrusage counts the whole process), on stderr for the bench to read. A worker thread started with
// the same flags prints its own line too: the bench takes the highest.
process.on('exit', () => process.stderr.write(`vts-bench max-rss-kib ${process.resourceUsage().maxRSS}\n`));

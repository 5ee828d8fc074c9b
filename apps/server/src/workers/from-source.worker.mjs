// Starts a TypeScript worker when the server runs from source (tsx: dev, tests, CLIs): Node 20 does
// not apply `--import tsx` to a worker's own entry, so the entry is imported through tsx's API. The
// bundle (decision 0012) starts dist/bin/decode.worker.mjs directly instead.
import { argv } from 'node:process';
import { tsImport } from 'tsx/esm/api';

await tsImport(argv[2], import.meta.url);

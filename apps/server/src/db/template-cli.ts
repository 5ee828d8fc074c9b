import path from 'node:path';
import { writePgliteTemplate } from './client';

// `npm run build`: the embedded database's template for a fast first start (see pglite-template.ts).
const file = await writePgliteTemplate();
console.info(`Datenbank-Vorlage geschrieben: ${path.relative(process.cwd(), file)}`);

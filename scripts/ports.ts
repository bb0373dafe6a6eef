/** `npm run ports`: writes docs/ports.md, the port catalogue, from the code (see portCatalogue.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatePortCatalogue } from './portCatalogue.ts';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'docs/ports.md');
const started = performance.now();
const catalogue = generatePortCatalogue(root);
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, catalogue);
const ports = catalogue.split('\n').filter((line) => line.startsWith('## ')).length;
process.stdout.write(`docs/ports.md: ${ports} ports (${Math.round(performance.now() - started)} ms)\n`);

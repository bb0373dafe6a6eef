/**
 * Imported first by main.ts: outside `--dev`, React and friends must load their production builds,
 * which they choose by NODE_ENV when first imported.
 */
if (!process.argv.includes('--dev') && process.env.NODE_ENV === undefined) process.env.NODE_ENV = 'production';

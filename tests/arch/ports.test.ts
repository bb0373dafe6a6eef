import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failuresIn, findPorts, generatePortCatalogue } from '../../scripts/portCatalogue.ts';

const root = path.resolve(import.meta.dirname, '../..');
let catalogue = '';

beforeAll(() => {
  catalogue = generatePortCatalogue(root);
});

describe('port catalogue (docs/ports.md)', () => {
  it('matches the code', () => {
    const committed = readFileSync(path.join(root, 'docs/ports.md'), 'utf8');
    expect(committed, 'docs/ports.md is stale: run npm run ports').toBe(catalogue);
  });

  it('is the same text on every run', () => {
    expect(generatePortCatalogue(root)).toBe(catalogue);
  });
});

describe('failuresIn', () => {
  it.each([
    ['One tenant by id. Fails with not-found, network-failure, http-failure.', 'not-found, network-failure, http-failure'],
    ['Fails with unauthorized (no, expired or tampered cookie), network-failure\n and http-failure.', 'unauthorized, network-failure, http-failure'],
    ['Fails with network-failure (also when aborted), bad-gateway-payload. Retries twice.', 'network-failure, bad-gateway-payload'],
    ['Newest first. Never fails.', 'never fails'],
    ['Never throws and never fails the caller.', 'never throws'],
    ['All tenants.', 'not documented'],
    ['', 'not documented'],
  ])('reads %j as %j', (doc, expected) => {
    expect(failuresIn(doc)).toBe(expected);
  });
});

/** A small repository whose ports are known, so the rules are tested apart from the real, growing code. */
const fixture: Readonly<Record<string, string>> = {
  'core/shared/UseCase.ts':
    "import type { ResultAsync } from 'neverthrow';\nexport interface UseCase<I, O, F> { execute(input: I): ResultAsync<O, F> }\n",
  'core/shared/Clock.ts': '/** Time. */\nexport interface Clock {\n  /** The current instant. Never throws. */\n  now(): Date;\n}\n',
  'core/shop/Basket.ts': 'export interface Basket { readonly id: string }\n',
  'core/shop/Baskets.ts': [
    "import type { ResultAsync } from 'neverthrow';",
    "import type { Basket } from './Basket.ts';",
    '/** Shopping baskets. */',
    'export interface Baskets {',
    '  /** One basket. Fails with not-found (deleted or never made), network-failure. */',
    '  get(id: string): ResultAsync<Basket, { kind: string }>;',
    '  /** Empties it. */',
    '  readonly clear: (id: string) => ResultAsync<void, never>;',
    '}',
  ].join('\n'),
  'core/shop/formatting.ts': 'export interface Formatter { format(basket: unknown): string }\nexport interface Unused { run(): Promise<void> }\n',
  'core/shop/AddToBasket.ts': [
    "import type { UseCase } from '../shared/UseCase.ts';",
    "import type { Clock } from '../shared/Clock.ts';",
    "import type { Baskets } from './Baskets.ts';",
    'export class AddToBasket implements UseCase<string, void, never> {',
    '  constructor(private readonly baskets: Baskets, private readonly clock?: () => Clock) {}',
    '  execute(): never { throw new Error(); }',
    '}',
  ].join('\n'),
  'adapters/http/BasketsHttp.ts':
    "import type { Baskets } from '../../core/shop/Baskets.ts';\nexport class BasketsHttp implements Baskets { get = null as never; clear = null as never; }\n",
  'adapters/in-memory/BasketsInMemory.ts':
    "import type { Baskets as Port } from '../../core/shop/Baskets.ts';\nexport class BasketsInMemory implements Port { get = null as never; clear = null as never; }\n",
  'adapters/text/FormatterPlain.ts':
    "import type { Formatter } from '../../core/shop/formatting.ts';\nexport class FormatterPlain implements Formatter { format() { return ''; } }\n",
};

describe('findPorts', () => {
  let fixtureDir = '';

  beforeAll(() => {
    fixtureDir = mkdtempSync(path.join(tmpdir(), 'jobboard-ports-'));
    for (const [file, text] of Object.entries(fixture)) {
      mkdirSync(path.dirname(path.join(fixtureDir, file)), { recursive: true });
      writeFileSync(path.join(fixtureDir, file), text);
    }
  });

  afterAll(() => {
    if (fixtureDir !== '') rmSync(fixtureDir, { recursive: true, force: true });
  });

  it('finds ports by convention or by adapter, with methods, failures, adapters and users', () => {
    expect(findPorts(fixtureDir)).toEqual([
      {
        name: 'Clock',
        context: 'shared',
        file: 'core/shared/Clock.ts',
        summary: 'Time.',
        methods: [{ signature: 'now(): Date', failures: 'never throws' }],
        adapters: [],
        usedBy: [{ name: 'AddToBasket', file: 'core/shop/AddToBasket.ts' }],
      },
      {
        name: 'Baskets',
        context: 'shop',
        file: 'core/shop/Baskets.ts',
        summary: 'Shopping baskets.',
        methods: [
          { signature: 'get(id: string): ResultAsync<Basket, { kind: string; }>', failures: 'not-found, network-failure' },
          { signature: 'readonly clear: (id: string) => ResultAsync<void, never>', failures: 'not documented' },
        ],
        adapters: [
          { name: 'BasketsHttp', file: 'adapters/http/BasketsHttp.ts' },
          { name: 'BasketsInMemory', file: 'adapters/in-memory/BasketsInMemory.ts' },
        ],
        usedBy: [{ name: 'AddToBasket', file: 'core/shop/AddToBasket.ts' }],
      },
      {
        // Not in a file named after it, but an adapter implements it.
        name: 'Formatter',
        context: 'shop',
        file: 'core/shop/formatting.ts',
        summary: '',
        methods: [{ signature: 'format(basket: unknown): string', failures: 'not documented' }],
        adapters: [{ name: 'FormatterPlain', file: 'adapters/text/FormatterPlain.ts' }],
        usedBy: [],
      },
    ]);
  });

  it('renders a catalogue that says it is generated', () => {
    const text = generatePortCatalogue(fixtureDir);
    expect(text.startsWith('# Port catalogue\n')).toBe(true);
    expect(text).toContain('Generated by `npm run ports`');
    expect(text).toContain('| [Baskets](#baskets) | shop | 2 | BasketsHttp, BasketsInMemory | AddToBasket |');
    expect(text).toContain('| `get(id: string): ResultAsync<Basket, { kind: string; }>` | not-found, network-failure |');
    expect(text.endsWith('\n')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/CliIo.ts';
import type { CliSessionFile } from '../../cli/CliUseCases.ts';
import { ExitCode } from '../../cli/ExitCode.ts';
import { runCli } from '../../cli/main.ts';
import { cliUseCases } from '../../composition/cli/connectCli.ts';
import { createTestRoot } from '../../composition/roots/testRoot.ts';
import { tenants } from '../../gateway/tenancy/tenants.ts';
import { anEmploymentType, anOffer, testCategories, testCities } from '../core/listing/builders.ts';

/**
 * `jobboard url` and `jobboard offers` over in-memory listing ports: the same commands and use
 * cases as against a gateway, with the root swapped for a test's.
 */
const offers = [
  anOffer({
    slug: 'react-dev-krakow',
    title: 'React Developer',
    citySlug: 'krakow',
    publishedAt: '2025-01-03T00:00:00Z',
    employmentTypes: [anEmploymentType({ type: 'b2b', from: 20000, to: 25000 })],
  }),
  anOffer({
    slug: 'java-dev-krakow',
    title: 'Java Developer',
    citySlug: 'krakow',
    categoryId: testCategories[1]?.value ?? 0,
    publishedAt: '2025-01-02T00:00:00Z',
  }),
  anOffer({
    slug: 'react-dev-berlin',
    title: 'React Engineer',
    city: 'Berlin',
    citySlug: 'berlin',
    latitude: 52.52,
    longitude: 13.405,
    publishedAt: '2025-01-01T00:00:00Z',
    employmentTypes: [anEmploymentType({ from: null, to: null })],
  }),
];

const noSessionFile: CliSessionFile = { file: '', startCapturing: () => undefined, rememberCandidate: () => undefined, clear: () => undefined };

async function run(argv: readonly string[], stdin = '') {
  let stdout = '';
  let stderr = '';
  const container = createTestRoot({
    tenants,
    now: new Date('2025-01-10T00:00:00Z'),
    ports: { offers: { offers, categories: testCategories, cities: testCities }, dictionaryData: { categories: testCategories, cities: testCities } },
  });
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: {},
    fetch: () => Promise.reject(new Error('no network in these tests')),
    readStdin: async () => stdin,
  };
  const code = await runCli(argv, io, async () => cliUseCases(container, noSessionFile));
  return { code, stdout, stderr };
}

describe('jobboard url parse', () => {
  it('prints the filter values as JSON with --json', async () => {
    const result = await run([
      'url',
      'parse',
      'https://board.example/oferty-pracy/krakow/javascript/react?typ-umowy=b2b&zarobki=10000,20000',
      '--json',
    ]);
    expect(result.code).toBe(ExitCode.ok);
    expect(JSON.parse(result.stdout)).toMatchObject({
      city: 'krakow',
      category: 'javascript',
      subcategories: ['react'],
      employmentTypes: ['b2b'],
      salary: [10000, 20000],
      cityRadiusKm: 30,
      sort: 'published',
    });
  });

  it('prints the set fields and the canonical URL for people', async () => {
    const result = await run(['url', 'parse', '/job-offers/krakow?keyword=react&experience-level=senior,junior&radius=50&sort=bogus']);
    expect(result.stdout).toBe(
      [
        'language    en',
        'location    krakow',
        'keywords    react',
        'radius      50 km',
        'experience  junior, senior',
        'sort        published',
        'canonical   /job-offers/krakow?keyword=react&experience-level=junior,senior&radius=50',
        '',
      ].join('\n'),
    );
  });

  it('a URL that is not a listing exits 1 with one line', async () => {
    const result = await run(['url', 'parse', '/job-offers/atlantis\n<script>']);
    expect(result).toEqual({ code: ExitCode.failed, stdout: '', stderr: 'jobboard: not a listing URL: /job-offers/atlantis <script>\n' });
  });

  it('a URL that is not a listing prints its error as JSON on stdout with --json', async () => {
    const result = await run(['url', 'parse', '/blog', '--json']);
    expect(result.code).toBe(ExitCode.failed);
    expect(result.stderr).toBe('jobboard: not a listing URL: /blog\n');
    expect(JSON.parse(result.stdout)).toEqual({ error: { kind: 'not-a-listing-url', message: 'not a listing URL: /blog' } });
  });
});

describe('jobboard url build', () => {
  it('prints the unfiltered listing for {} and for empty input, as the last line', async () => {
    expect((await run(['url', 'build'], '{}')).stdout).toBe('/job-offers/all-locations\n');
    expect((await run(['url', 'build'], '')).stdout).toBe('/job-offers/all-locations\n');
    expect((await run(['url', 'build', '--language', 'pl'], '{}')).stdout).toBe('/oferty-pracy/wszystkie-lokalizacje\n');
  });

  it('builds the canonical URL, dropping what is unknown or out of range', async () => {
    const input = JSON.stringify({
      city: 'krakow',
      employmentTypes: ['permanent', 'b2b', 'moon'],
      salary: [0, 1000000],
      keywords: [' react '],
      cityRadiusKm: 33,
    });
    expect((await run(['url', 'build'], input)).stdout).toBe('/job-offers/krakow?keyword=react&employment-type=permanent,b2b\n');
  });

  it('parse --json piped to build gives the canonical URL back', async () => {
    const url = '/oferty-pracy/praca-zdalna/java/kotlin,spring?doswiadczenie=mid&widelki=true&sortowanie=salaryAsc';
    const parsed = await run(['url', 'parse', url, '--json']);
    expect((await run(['url', 'build', '--language', 'pl'], parsed.stdout)).stdout).toBe(
      '/oferty-pracy/praca-zdalna/java/spring,kotlin?doswiadczenie=mid&widelki=true&sortowanie=salaryAsc\n',
    );
  });

  it('with --json prints the URL and the normalized filter values', async () => {
    const result = await run(['url', 'build', '--json'], '{"remote":true}');
    expect(JSON.parse(result.stdout)).toMatchObject({ url: '/job-offers/remote', filters: { remote: true, city: null } });
  });

  it.each([
    ['not json', 'stdin is not JSON: give filter values such as {"city":"krakow"} ({} for none)'],
    ['{"city":5}', 'invalid filter values at city: expected (string | null)'],
    ['[]', 'invalid filter values at (root): expected a JSON object of filter values'],
    ['{"salary":[1,"2"]}', 'invalid filter values at salary: expected ([number, number] | null)'],
  ])('bad input %s is a usage error', async (stdin, message) => {
    expect(await run(['url', 'build'], stdin)).toEqual({ code: ExitCode.usage, stdout: '', stderr: `jobboard: ${message}\n` });
  });

  it('bad input with --json prints its error as JSON too', async () => {
    const result = await run(['url', 'build', '--json'], '{"city":5}');
    expect(result.code).toBe(ExitCode.usage);
    expect(JSON.parse(result.stdout)).toEqual({
      error: {
        kind: 'invalid-filter-values',
        path: 'city',
        expected: '(string | null)',
        message: 'invalid filter values at city: expected (string | null)',
      },
    });
  });
});

describe('jobboard offers search', () => {
  it('prints the matching offers, newest first, with the page position', async () => {
    const result = await run(['offers', 'search', '/job-offers/krakow/javascript']);
    expect(result.code).toBe(ExitCode.ok);
    expect(result.stdout).toBe(
      [
        'TITLE            COMPANY  CITY    SALARY                         PUBLISHED   SLUG',
        'React Developer  Acme     Kraków  20 000 - 25 000 PLN/month net  2025-01-03  react-dev-krakow',
        '1 of 1 offers',
        '',
      ].join('\n'),
    );
  });

  it('prints an object with items with --json', async () => {
    const result = await run(['offers', 'search', '/job-offers/all-locations?keyword=react', '--json']);
    const page = JSON.parse(result.stdout) as { items: Array<{ slug: string }>; totalCount: number };
    expect(page.items.map((offer) => offer.slug)).toEqual(['react-dev-krakow', 'react-dev-berlin']);
    expect(page.totalCount).toBe(2);
  });

  it('says so when nothing matches, and refuses a URL that is not a listing', async () => {
    expect((await run(['offers', 'search', '/job-offers/remote'])).stdout).toBe('no offers match\n');
    expect(await run(['offers', 'search', '/blog'])).toEqual({ code: ExitCode.failed, stdout: '', stderr: 'jobboard: not a listing URL: /blog\n' });
  });
});

import type { CitiesTable } from '../db/Schema.ts';

export type CityRow = CitiesTable;
export type CityGroup = 'popularPoland' | 'popularWorld' | 'other';

type CityDefinition = readonly [slug: string, labelPl: string, labelEn: string, country: string, latitude: number, longitude: number];

/** The 40 Polish cities of the SEO links block, in the order the spec lists them. */
const seoCities: readonly CityDefinition[] = [
  ['warszawa', 'Warszawa', 'Warsaw', 'PL', 52.2297, 21.0122],
  ['krakow', 'Kraków', 'Cracow', 'PL', 50.0647, 19.945],
  ['bialystok', 'Białystok', 'Bialystok', 'PL', 53.1325, 23.1688],
  ['kielce', 'Kielce', 'Kielce', 'PL', 50.8661, 20.6286],
  ['wroclaw', 'Wrocław', 'Wroclaw', 'PL', 51.1079, 17.0385],
  ['lublin', 'Lublin', 'Lublin', 'PL', 51.2465, 22.5684],
  ['bielsko-biala', 'Bielsko-Biała', 'Bielsko-Biala', 'PL', 49.8224, 19.0584],
  ['poznan', 'Poznań', 'Poznan', 'PL', 52.4064, 16.9252],
  ['radom', 'Radom', 'Radom', 'PL', 51.4027, 21.1471],
  ['rzeszow', 'Rzeszów', 'Rzeszow', 'PL', 50.0412, 21.9991],
  ['bydgoszcz', 'Bydgoszcz', 'Bydgoszcz', 'PL', 53.1235, 18.0084],
  ['szczecin', 'Szczecin', 'Szczecin', 'PL', 53.4285, 14.5528],
  ['czestochowa', 'Częstochowa', 'Czestochowa', 'PL', 50.8118, 19.1203],
  ['olsztyn', 'Olsztyn', 'Olsztyn', 'PL', 53.7784, 20.4801],
  ['nowy-sacz', 'Nowy Sącz', 'Nowy Sacz', 'PL', 49.6218, 20.6972],
  ['katowice', 'Katowice', 'Katowice', 'PL', 50.2649, 19.0238],
  ['torun', 'Toruń', 'Torun', 'PL', 53.0138, 18.5984],
  ['kalisz', 'Kalisz', 'Kalisz', 'PL', 51.7611, 18.091],
  ['lodz', 'Łódź', 'Lodz', 'PL', 51.7592, 19.456],
  ['tarnow', 'Tarnów', 'Tarnow', 'PL', 50.0121, 20.9858],
  ['opole', 'Opole', 'Opole', 'PL', 50.6751, 17.9213],
  ['koszalin', 'Koszalin', 'Koszalin', 'PL', 54.1944, 16.1722],
  ['gdansk', 'Gdańsk', 'Gdansk', 'PL', 54.352, 18.6466],
  ['plock', 'Płock', 'Plock', 'PL', 52.5463, 19.7065],
  ['stalowa-wola', 'Stalowa Wola', 'Stalowa Wola', 'PL', 50.5826, 22.0536],
  ['przemysl', 'Przemyśl', 'Przemysl', 'PL', 49.7838, 22.7678],
  ['slupsk', 'Słupsk', 'Slupsk', 'PL', 54.4641, 17.0287],
  ['mielec', 'Mielec', 'Mielec', 'PL', 50.2871, 21.4239],
  ['konin', 'Konin', 'Konin', 'PL', 52.223, 18.2511],
  ['wloclawek', 'Włocławek', 'Wloclawek', 'PL', 52.6482, 19.0678],
  ['krosno', 'Krosno', 'Krosno', 'PL', 49.6887, 21.7706],
  ['siedlce', 'Siedlce', 'Siedlce', 'PL', 52.1676, 22.2902],
  ['zielona-gora', 'Zielona Góra', 'Zielona Gora', 'PL', 51.9356, 15.5062],
  ['gniezno', 'Gniezno', 'Gniezno', 'PL', 52.5348, 17.5826],
  ['walbrzych', 'Wałbrzych', 'Walbrzych', 'PL', 50.7714, 16.2843],
  ['stargard', 'Stargard', 'Stargard', 'PL', 53.3367, 15.0499],
  ['rybnik', 'Rybnik', 'Rybnik', 'PL', 50.1022, 18.5463],
  ['kwidzyn', 'Kwidzyn', 'Kwidzyn', 'PL', 53.7253, 18.9311],
  ['zamosc', 'Zamość', 'Zamosc', 'PL', 50.7231, 23.252],
  ['elblag', 'Elbląg', 'Elblag', 'PL', 54.1561, 19.4045],
];

/** Polish tech hubs that are not in the SEO block but that a job board cannot do without. */
const otherPolishCities: readonly CityDefinition[] = [['gdynia', 'Gdynia', 'Gdynia', 'PL', 54.5189, 18.5305]];

const worldCities: readonly CityDefinition[] = [
  ['berlin', 'Berlin', 'Berlin', 'DE', 52.52, 13.405],
  ['london', 'Londyn', 'London', 'GB', 51.5074, -0.1278],
  ['amsterdam', 'Amsterdam', 'Amsterdam', 'NL', 52.3676, 4.9041],
  ['prague', 'Praga', 'Prague', 'CZ', 50.0755, 14.4378],
  ['vienna', 'Wiedeń', 'Vienna', 'AT', 48.2082, 16.3738],
  ['lisbon', 'Lizbona', 'Lisbon', 'PT', 38.7223, -9.1393],
  ['barcelona', 'Barcelona', 'Barcelona', 'ES', 41.3874, 2.1686],
  ['dublin', 'Dublin', 'Dublin', 'IE', 53.3498, -6.2603],
  ['madrid', 'Madryt', 'Madrid', 'ES', 40.4168, -3.7038],
  ['paris', 'Paryż', 'Paris', 'FR', 48.8566, 2.3522],
  ['stockholm', 'Sztokholm', 'Stockholm', 'SE', 59.3293, 18.0686],
  ['copenhagen', 'Kopenhaga', 'Copenhagen', 'DK', 55.6761, 12.5683],
  ['zurich', 'Zurych', 'Zurich', 'CH', 47.3769, 8.5417],
  ['munich', 'Monachium', 'Munich', 'DE', 48.1351, 11.582],
  ['vilnius', 'Wilno', 'Vilnius', 'LT', 54.6872, 25.2797],
  ['new-york', 'Nowy Jork', 'New York', 'US', 40.7128, -74.006],
];

/** The location picker's popular groups, in the order they are shown. */
const popularPoland = ['warszawa', 'krakow', 'wroclaw', 'poznan', 'gdansk', 'lodz', 'katowice', 'lublin'] as const;
const popularWorld = ['berlin', 'london', 'amsterdam', 'prague', 'vienna', 'lisbon', 'barcelona', 'dublin'] as const;

export const seoCitySlugs: readonly string[] = seoCities.map(([slug]) => slug);

/**
 * Every city row: the SEO cities first, in their order, then the other Polish ones, then the world.
 * `position` orders a city within its group: popular groups in the order above, 'other' by slug,
 * which is alphabetical for these names.
 */
export const cities: readonly CityRow[] = buildCityRows([...seoCities, ...otherPolishCities, ...worldCities]);

function buildCityRows(definitions: readonly CityDefinition[]): CityRow[] {
  const otherSlugs = definitions
    .map(([slug]) => slug)
    .filter((slug) => groupOf(slug) === 'other')
    .sort();
  return definitions.map(([slug, label_pl, label_en, country, latitude, longitude]) => {
    const grp = groupOf(slug);
    return { slug, label_pl, label_en, country, grp, position: positionIn(grp, slug, otherSlugs), latitude, longitude };
  });
}

function groupOf(slug: string): CityGroup {
  if ((popularPoland as readonly string[]).includes(slug)) return 'popularPoland';
  if ((popularWorld as readonly string[]).includes(slug)) return 'popularWorld';
  return 'other';
}

function positionIn(group: CityGroup, slug: string, otherSlugs: readonly string[]): number {
  const order: readonly string[] = group === 'popularPoland' ? popularPoland : group === 'popularWorld' ? popularWorld : otherSlugs;
  return order.indexOf(slug) + 1;
}

export function cityBySlug(slug: string): CityRow | undefined {
  return cities.find((city) => city.slug === slug);
}

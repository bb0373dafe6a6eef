import type { BrandStoryContentDto } from '../../../contract/companies.ts';
import type { CompanyType } from '../../seed/companies.ts';

/**
 * The demo brand stories, written once per company type in both languages. `{name}`, `{city}` and
 * `{industry}` are filled in per company; the seed picks the benefits.
 */
export interface StoryWords {
  readonly name: string;
  readonly city: string;
  readonly industry: string;
}

type Template = { readonly headline: string; readonly about: string; readonly work: string; readonly team: string };

const aboutTitle = { pl: 'Kim jesteśmy', en: 'Who we are' } as const;
const workTitle = { pl: 'Jak pracujemy', en: 'How we work' } as const;
const teamTitle = { pl: 'Zespół', en: 'The team' } as const;

const templates: Readonly<Record<CompanyType, { readonly pl: Template; readonly en: Template }>> = {
  'software-house': {
    pl: {
      headline: '{name}: oprogramowanie, które klienci chcą rozwijać latami',
      about: '{name} projektuje i buduje aplikacje webowe i mobilne dla klientów z branży {industry}. Biuro główne mamy w mieście {city}.',
      work: 'Pracujemy w małych zespołach produktowych, z przeglądem kodu, testami automatycznymi i wdrożeniami kilka razy dziennie.\n\nKażdy projekt zaczynamy od warsztatów z klientem, a kończymy dopiero wtedy, gdy produkt działa u użytkowników.',
      team: 'Programiści, testerzy, projektanci i analitycy siedzą w jednym zespole. Seniorzy prowadzą wewnętrzne szkolenia, a juniorzy dostają mentora od pierwszego dnia.',
    },
    en: {
      headline: '{name}: software clients keep building on for years',
      about: '{name} designs and builds web and mobile applications for {industry} clients. Our main office is in {city}.',
      work: 'We work in small product teams, with code review, automated tests and deployments several times a day.\n\nEvery project starts with a workshop with the client and ends only when the product works for its users.',
      team: 'Developers, testers, designers and analysts share one team. Seniors run internal training and juniors get a mentor from day one.',
    },
  },
  startup: {
    pl: {
      headline: '{name} zmienia branżę {industry}',
      about: '{name} to szybko rosnący startup z siedzibą w mieście {city}. Budujemy platformę, z której korzystają tysiące firm.',
      work: 'Wdrażamy co tydzień, decyzje podejmujemy na podstawie danych, a każdy w zespole ma wpływ na produkt.\n\nMamy jasny plan rozwoju i finansowanie od europejskich inwestorów.',
      team: 'Jesteśmy małym, doświadczonym zespołem, który lubi brać odpowiedzialność za całość: od pomysłu po produkcję.',
    },
    en: {
      headline: '{name} is changing how {industry} works',
      about: '{name} is a fast-growing startup based in {city}. We build a platform thousands of businesses rely on.',
      work: 'We ship every week, decide with data, and everyone on the team shapes the product.\n\nWe have a clear roadmap and funding from European investors.',
      team: 'We are a small, experienced team who like to own the whole thing: from the idea to production.',
    },
  },
  corporation: {
    pl: {
      headline: '{name}: skala, stabilność i technologia',
      about: '{name} to międzynarodowa grupa obsługująca miliony klientów w branży {industry}. Nasze centrum inżynieryjne działa w mieście {city}.',
      work: 'Systemy, które rozwijamy, działają bez przerw w ponad dwudziestu krajach. Dbamy o architekturę, bezpieczeństwo i dokumentację.\n\nOferujemy stabilne zatrudnienie i jasną ścieżkę awansu.',
      team: 'Nasze zespoły liczą kilkaset osób w Polsce. Pracujemy z kolegami z całej Europy, po angielsku.',
    },
    en: {
      headline: '{name}: scale, stability and technology',
      about: '{name} is an international group serving millions of {industry} customers. Our engineering hub is in {city}.',
      work: 'The systems we build run without a break in more than twenty countries. We care about architecture, security and documentation.\n\nWe offer stable employment and a clear promotion path.',
      team: 'Our teams count several hundred people in Poland. We work with colleagues across Europe, in English.',
    },
  },
  'e-commerce': {
    pl: {
      headline: '{name}: zakupy online bez kompromisów',
      about:
        '{name} prowadzi jeden z najpopularniejszych sklepów internetowych w regionie, z własną logistyką i płatnościami. Biuro mamy w mieście {city}.',
      work: 'Każda zmiana trafia do klientów w ciągu godzin. Mierzymy wszystko: od czasu ładowania strony po czas dostawy.\n\nW szczycie sezonu obsługujemy wielokrotnie większy ruch niż zwykle.',
      team: 'Zespoły produktowe, logistyczne i płatnicze pracują razem nad jednym celem: zadowolonym klientem.',
    },
    en: {
      headline: '{name}: online shopping without compromise',
      about: '{name} runs one of the busiest online stores in the region, with its own logistics and payments. Our office is in {city}.',
      work: 'Every change reaches customers within hours. We measure everything: from page load time to delivery time.\n\nAt the peak of the season we handle many times our usual traffic.',
      team: 'Product, logistics and payments teams work together towards one goal: a happy customer.',
    },
  },
  agency: {
    pl: {
      headline: '{name}: marki, kampanie i strony, które działają',
      about: '{name} to agencja cyfrowa pomagająca firmom z branży {industry} rosnąć w internecie. Pracujemy z miasta {city}.',
      work: 'Łączymy projektowanie, treści i marketing efektywnościowy. Każdy projekt ma jasne cele i mierzalne wyniki.\n\nPracujemy z klientami z całej Europy.',
      team: 'Projektanci, copywriterzy, programiści i specjaliści od reklamy tworzą małe, zgrane zespoły.',
    },
    en: {
      headline: '{name}: brands, campaigns and sites that work',
      about: '{name} is a digital agency helping {industry} companies grow online. We work from {city}.',
      work: 'We combine design, content and performance marketing. Every project has clear goals and measurable results.\n\nWe work with clients across Europe.',
      team: 'Designers, copywriters, developers and advertising specialists form small, close-knit teams.',
    },
  },
  other: {
    pl: {
      headline: '{name}: inżynieria dla branży {industry}',
      about: '{name} dostarcza projekty i usługi dla klientów z branży {industry} w Europie Środkowej. Siedziba firmy mieści się w mieście {city}.',
      work: 'Stawiamy na jakość i długofalowe relacje. Nasze projekty trwają latami, więc dbamy o każdy szczegół.\n\nPracujemy hybrydowo, z elastycznymi godzinami.',
      team: 'Nasz zespół łączy doświadczonych inżynierów i osoby, które dopiero zaczynają karierę.',
    },
    en: {
      headline: '{name}: engineering for {industry}',
      about: '{name} delivers projects and services for {industry} customers in Central Europe. The company is based in {city}.',
      work: 'We put quality and long-term relationships first. Our projects run for years, so we care about every detail.\n\nWe work hybrid, with flexible hours.',
      team: 'Our team brings together experienced engineers and people just starting their careers.',
    },
  },
};

/** Benefits in both languages, the same index in each. */
export const benefitTexts = {
  pl: [
    'Prywatna opieka medyczna',
    'Karta sportowa',
    'Budżet szkoleniowy',
    'Elastyczne godziny pracy',
    'Praca zdalna lub hybrydowa',
    'Dodatkowe dni wolne',
    'Sprzęt do wyboru',
    'Lekcje języka angielskiego',
    'Program poleceń',
    'Ubezpieczenie na życie',
  ],
  en: [
    'Private medical care',
    'Sports card',
    'Training budget',
    'Flexible working hours',
    'Remote or hybrid work',
    'Extra days off',
    'Equipment of your choice',
    'English lessons',
    'Referral programme',
    'Life insurance',
  ],
} as const;

const fill = (text: string, words: StoryWords) =>
  text.replaceAll('{name}', words.name).replaceAll('{city}', words.city).replaceAll('{industry}', words.industry);

/** A company's story in one language. */
export function storyContent(type: CompanyType, language: 'pl' | 'en', words: StoryWords, benefits: readonly number[]): BrandStoryContentDto {
  const template = templates[type][language];
  return {
    headline: fill(template.headline, words),
    sections: [
      { title: aboutTitle[language], body: fill(template.about, words) },
      { title: workTitle[language], body: fill(template.work, words) },
      { title: teamTitle[language], body: fill(template.team, words) },
    ],
    benefits: benefits.map((index) => benefitTexts[language][index] ?? '').filter((text) => text !== ''),
  };
}

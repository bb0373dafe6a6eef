import { describe, expect, it } from 'vitest';
import { languageOfUrl, pageLanguage } from '../../../core/preferences/pageLanguage.ts';
import { localizedPath } from '../../../core/preferences/localizedPath.ts';
import { aVocabulary } from '../listing/builders.ts';

describe('the page language: the URL’s words decide, the cookie only on neutral paths', () => {
  it.each([
    ['/job-offers/warszawa', 'en'],
    ['/job-offers', 'en'],
    ['https://design.localhost/job-offers/remote/java?workplace=office', 'en'],
    ['/oferty-pracy/warszawa', 'pl'],
    ['/OFERTY-PRACY/krakow', 'pl'],
    ['/job-offer/senior-java-developer-1', 'en'],
    ['/oferta-pracy/senior-java-developer-1', 'pl'],
    ['/salary-calculator?amount=10000', 'en'],
    ['/kalkulator-wynagrodzen', 'pl'],
  ])('%s is in %s whatever the cookie says', (url, language) => {
    expect(languageOfUrl(url)).toBe(language);
    expect(pageLanguage(url, 'pl', 'pl')).toBe(language);
    expect(pageLanguage(url, 'en', 'en')).toBe(language);
  });

  it.each(['/', '', '/candidate/login', '/mailbox', '/privacy', '/job-offersx', '/%E0%A4%A', '/?lang=en'])(
    '%s is neutral: the cookie, else the tenant’s default',
    (url) => {
      expect(languageOfUrl(url)).toBeNull();
      expect(pageLanguage(url, 'en', 'pl')).toBe('en');
      expect(pageLanguage(url, 'pl', 'en')).toBe('pl');
      expect(pageLanguage(url, null, 'en')).toBe('en');
    },
  );
});

describe('localizedPath: the same page in the other language’s words', () => {
  const vocabulary = aVocabulary();

  it('rebuilds a listing with the same filters and results page', () => {
    expect(localizedPath('/oferty-pracy/krakow/java?typ-umowy=b2b&doswiadczenie=senior&strona=3', 'en', vocabulary)).toBe(
      '/job-offers/krakow/java?employment-type=b2b&experience-level=senior&page=3',
    );
    expect(localizedPath('/job-offers/remote?workplace=hybrid&keyword=react', 'pl', vocabulary)).toBe(
      '/oferty-pracy/praca-zdalna?slowo-kluczowe=react&tryb-pracy=hybrid',
    );
    expect(localizedPath('/job-offers/all-locations', 'en', vocabulary)).toBe('/job-offers/all-locations');
  });

  it('swaps the offer prefix and keeps the slug', () => {
    expect(localizedPath('/job-offer/senior-java-1', 'pl', vocabulary)).toBe('/oferta-pracy/senior-java-1');
    expect(localizedPath('/oferta-pracy/senior-java-1', 'en', vocabulary)).toBe('/job-offer/senior-java-1');
  });

  it('keeps the calculator’s inputs in the other language’s parameter words', () => {
    expect(localizedPath('/kalkulator-wynagrodzen?kwota=12000', 'en', vocabulary)).toBe('/salary-calculator?amount=12000');
    expect(localizedPath('/salary-calculator', 'pl', vocabulary)).toBe('/kalkulator-wynagrodzen');
  });

  it('leaves neutral paths, unknown listings and listings without a vocabulary as they are', () => {
    expect(localizedPath('/', 'en', vocabulary)).toBe('/');
    expect(localizedPath('/candidate/login?x=1', 'pl', vocabulary)).toBe('/candidate/login?x=1');
    expect(localizedPath('/job-offers/atlantis', 'pl', vocabulary)).toBe('/job-offers/atlantis');
    expect(localizedPath('/job-offers/krakow', 'pl', null)).toBe('/job-offers/krakow');
  });
});

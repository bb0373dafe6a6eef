import type { MenuOptionDto, TenantDto } from '../../contract/tenancy.ts';

const allFlags = {
  darkMode: true,
  currencyDropdown: true,
  jobAlerts: true,
  favoriteOfferButton: true,
  applicationHistory: true,
  matchedForYou: true,
  internationalization: true,
  moreFiltersChipSelect: false,
  countAllBoardOffers: true,
  skillsFirstInSearchSuggestions: false,
  hookformDebug: false,
  enableLoginToCP: true,
  superOffer: true,
  companyProfile: true,
} as const;

type Words = 'pl' | 'en';

/** Header and side-menu links; internal urls in the tenant's default language (both forms resolve). */
function menuFor(words: Words, employerPortal: string): MenuOptionDto[] {
  return [
    {
      id: 'offers',
      label: { pl: 'Oferty pracy', en: 'Job offers' },
      url: words === 'pl' ? '/oferty-pracy/wszystkie-lokalizacje' : '/job-offers/all-locations',
      testKey: 'menu-offers',
      icon: 'briefcase',
    },
    {
      id: 'salary-calculator',
      label: { pl: 'Kalkulator wynagrodzeń', en: 'Salary calculator' },
      url: words === 'pl' ? '/kalkulator-wynagrodzen' : '/salary-calculator',
      testKey: 'menu-salary-calculator',
      icon: 'calculator',
    },
    {
      id: 'employers',
      label: { pl: 'Dla pracodawców', en: 'For employers' },
      url: employerPortal,
      static: true,
      target: '_self',
      testKey: 'menu-employers',
      icon: 'building',
    },
    { id: 'livechat', label: { pl: 'Czat z nami', en: 'Chat with us' }, url: '#livechat', testKey: 'menu-livechat', icon: 'chat' },
    {
      id: 'externalCookies',
      label: { pl: 'Ustawienia cookies', en: 'Cookie settings' },
      url: '#cookies',
      hideOnDesktop: true,
      testKey: 'menu-cookies',
      icon: 'cookie',
    },
  ];
}

function footerFor(words: Words, links: TenantDto['links']): TenantDto['footer'] {
  return {
    products: [
      {
        id: 'footer-offers',
        label: { pl: 'Oferty pracy', en: 'Job offers' },
        url: words === 'pl' ? '/oferty-pracy/wszystkie-lokalizacje' : '/job-offers/all-locations',
      },
      {
        id: 'footer-remote',
        label: { pl: 'Praca zdalna', en: 'Remote jobs' },
        url: words === 'pl' ? '/oferty-pracy/praca-zdalna' : '/job-offers/remote',
      },
      {
        id: 'footer-salary-calculator',
        label: { pl: 'Kalkulator wynagrodzeń', en: 'Salary calculator' },
        url: words === 'pl' ? '/kalkulator-wynagrodzen' : '/salary-calculator',
      },
    ],
    aboutUs: [
      { id: 'footer-about', label: { pl: 'O nas', en: 'About us' }, url: links.brandHome, static: true, target: '_blank' },
      { id: 'footer-employers', label: { pl: 'Dla pracodawców', en: 'For employers' }, url: links.employerPortal, static: true, target: '_self' },
    ],
    resources: [
      { id: 'footer-add-offer', label: { pl: 'Dodaj ogłoszenie', en: 'Post a job' }, url: links.addOffer, static: true, target: '_self' },
      { id: 'footer-privacy', label: { pl: 'Polityka prywatności', en: 'Privacy policy' }, url: '/privacy' },
    ],
  };
}

const social = (brand: string): TenantDto['social'] => [
  { network: 'linkedin', url: `https://www.linkedin.com/company/${brand}` },
  { network: 'facebook', url: `https://www.facebook.com/${brand}` },
  { network: 'instagram', url: `https://www.instagram.com/${brand}` },
  { network: 'youtube', url: `https://www.youtube.com/@${brand}` },
];

/** Employer-panel addresses: the panel is a separate application (not built here yet). */
const linksFor = (brandHome: string): TenantDto['links'] => ({ employerPortal: '/employer', addOffer: '/employer/offers/new', brandHome });

/**
 * The three tenants. Colours are chosen for WCAG 2.2 AA contrast on their own backgrounds
 * (text 4.5:1, large text and controls 3:1) in both colour modes.
 */
export const tenants: readonly TenantDto[] = [
  {
    id: 'jobboard',
    name: 'Jobboard',
    tagline: '#1 Job Board for tech industry in Europe',
    defaultLanguage: 'pl',
    cityGroups: ['popularPoland', 'popularWorld', 'other'],
    jobAlertScope: 'tenant',
    flags: { ...allFlags },
    theme: {
      light: {
        primary: '#b3124a',
        onPrimary: '#ffffff',
        background: '#f7f7f9',
        surface: '#ffffff',
        text: '#1c1c24',
        muted: '#55556a',
        border: '#d6d6e0',
      },
      dark: {
        primary: '#ff7aa8',
        onPrimary: '#1c1c24',
        background: '#121218',
        surface: '#1d1d26',
        text: '#f1f1f5',
        muted: '#b4b4c6',
        border: '#3a3a48',
      },
    },
    menu: menuFor('pl', '/employer'),
    footer: footerFor('pl', linksFor('https://jobboard.example/')),
    social: social('jobboard'),
    links: linksFor('https://jobboard.example/'),
    maintenance: false,
  },
  {
    id: 'engineers',
    name: 'Engineers Board',
    tagline: 'Hardware, electronics and industrial engineering jobs in Europe',
    defaultLanguage: 'pl',
    cityGroups: ['popular', 'other'],
    jobAlertScope: 'all-boards',
    flags: { ...allFlags, moreFiltersChipSelect: true, currencyDropdown: true, matchedForYou: false, superOffer: false },
    theme: {
      light: {
        primary: '#0b5cad',
        onPrimary: '#ffffff',
        background: '#f4f7fb',
        surface: '#ffffff',
        text: '#14202e',
        muted: '#4c5b6c',
        border: '#cfd9e4',
      },
      dark: {
        primary: '#7cb8ff',
        onPrimary: '#0d1620',
        background: '#0d1620',
        surface: '#16222f',
        text: '#eef3f8',
        muted: '#a9b8c8',
        border: '#2d3d4f',
      },
    },
    menu: menuFor('pl', '/employer'),
    footer: footerFor('pl', linksFor('https://engineers-board.example/')),
    social: social('engineersboard'),
    links: linksFor('https://engineers-board.example/'),
    maintenance: false,
  },
  {
    id: 'design',
    name: 'Design Board',
    tagline: 'Product, UX and design jobs in European tech',
    defaultLanguage: 'en',
    cityGroups: ['popular', 'other'],
    jobAlertScope: 'tenant',
    flags: { ...allFlags, darkMode: true, skillsFirstInSearchSuggestions: true, countAllBoardOffers: false },
    theme: {
      light: {
        primary: '#5b2bb5',
        onPrimary: '#ffffff',
        background: '#f8f6fc',
        surface: '#ffffff',
        text: '#1e1630',
        muted: '#5a5070',
        border: '#dcd5ea',
      },
      dark: {
        primary: '#c3a6ff',
        onPrimary: '#1e1630',
        background: '#15101f',
        surface: '#201a2e',
        text: '#f3effa',
        muted: '#b9afcc',
        border: '#3b3250',
      },
    },
    menu: menuFor('en', '/employer'),
    footer: footerFor('en', linksFor('https://design-board.example/')),
    social: social('designboard'),
    links: linksFor('https://design-board.example/'),
    maintenance: false,
  },
];

export const defaultTenantId = 'jobboard';

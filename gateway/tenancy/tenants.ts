import type { TenantDto } from '../../contract/tenancy.ts';

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
} as const;

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
      light: { primary: '#b3124a', onPrimary: '#ffffff', background: '#f7f7f9', surface: '#ffffff', text: '#1c1c24', muted: '#55556a', border: '#d6d6e0' },
      dark: { primary: '#ff7aa8', onPrimary: '#1c1c24', background: '#121218', surface: '#1d1d26', text: '#f1f1f5', muted: '#b4b4c6', border: '#3a3a48' },
    },
  },
  {
    id: 'engineers',
    name: 'Engineers Board',
    tagline: 'Hardware, electronics and industrial engineering jobs in Europe',
    defaultLanguage: 'pl',
    cityGroups: ['popular', 'other'],
    jobAlertScope: 'all-boards',
    flags: { ...allFlags, moreFiltersChipSelect: true, currencyDropdown: true, matchedForYou: false },
    theme: {
      light: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f7fb', surface: '#ffffff', text: '#14202e', muted: '#4c5b6c', border: '#cfd9e4' },
      dark: { primary: '#7cb8ff', onPrimary: '#0d1620', background: '#0d1620', surface: '#16222f', text: '#eef3f8', muted: '#a9b8c8', border: '#2d3d4f' },
    },
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
      light: { primary: '#5b2bb5', onPrimary: '#ffffff', background: '#f8f6fc', surface: '#ffffff', text: '#1e1630', muted: '#5a5070', border: '#dcd5ea' },
      dark: { primary: '#c3a6ff', onPrimary: '#1e1630', background: '#15101f', surface: '#201a2e', text: '#f3effa', muted: '#b9afcc', border: '#3b3250' },
    },
  },
];

export const defaultTenantId = 'jobboard';

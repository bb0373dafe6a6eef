import type { Widen } from '../Widen.ts';
import type { shellPl } from '../pl/shell.ts';

export const shellEn: Widen<typeof shellPl> = {
  common: {
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    close: 'Close',
    retry: 'Try again',
    backHome: 'Back to the home page',
  },
  header: {
    homeLink: '{{name}}: home page',
    mainNavigation: 'Main navigation',
    addOffer: 'Post a job',
    openMenu: 'Open menu',
    offers: 'Job offers',
    salaryCalculator: 'Salary calculator',
  },
  language: {
    label: 'Language',
    choose: 'Choose language',
    pl: 'Polski',
    en: 'English',
  },
  colorMode: {
    label: 'Colour mode',
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
  },
  footer: {
    label: 'Footer',
    copyright: '© {{year}} {{name}}. All rights reserved.',
  },
  home: {
    title: 'Tech jobs',
    heading: 'Find your next job in tech',
    offersCount_one: '{{count}} job offer is waiting for you',
    offersCount_few: '{{count}} job offers are waiting for you',
    offersCount_many: '{{count}} job offers are waiting for you',
    offersCount_other: '{{count}} job offers are waiting for you',
    browse: 'Browse offers',
  },
  offer: {
    title: 'Job offer',
    notFound: 'This offer could not be found.',
  },
  listing: {
    title: 'Job offers',
  },
  salaryCalculator: {
    title: 'Salary calculator',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist or has moved.',
    serverTitle: 'Something went wrong',
    serverBody: 'The page could not be loaded. Please try again in a moment.',
    gateway: 'The server answered in an unexpected way. Please try again in a moment.',
  },
};

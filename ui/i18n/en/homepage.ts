import type { Widen } from '../Widen.ts';
import type { homepagePl } from '../pl/homepage.ts';

export const homepageEn: Widen<typeof homepagePl> = {
  homepage: {
    banner: {
      title: 'Create a candidate account and get offers that fit you',
      description: 'Save favourite offers, set up alerts and let companies find you. Free of charge.',
      titleMobile: 'Offers that fit you',
      descriptionMobile: 'Create a free candidate account.',
      register: 'Create an account',
    },
    grid: {
      heading: 'Job offers',
      tabsLabel: 'Kinds of offers',
      tab: {
        matchedForYou: 'Matched for you',
        favoriteOffers: 'Favourites',
        superOffer: 'Featured',
        newWithSalary: 'New with salary',
        popular: 'Popular',
      },
      loading: 'Loading offers…',
      failed: 'The offers could not be loaded.',
      retry: 'Try again',
      empty: 'There are no offers here yet.',
      more: 'More offers',
      moreOf: {
        superOffer: 'More featured offers',
        newWithSalary: 'More new offers with a salary',
        popular: 'More popular offers',
      },
      noMatches: 'We have no offers matching your preferences yet.',
      setPreferences: 'Complete your preferences',
      favouritesGuest: 'Log in to see your favourite offers in one place.',
      noFavourites: 'You have no favourite offers yet. Click the heart on an offer to keep it here.',
    },
    carousel: {
      role: 'carousel',
      slideRole: 'slide',
      heading: 'Meet the companies',
      label: 'Company profiles',
      slide: '{{index}} of {{count}}',
      previous: 'Previous companies',
      next: 'Next companies',
      pause: 'Pause the companies',
      play: 'Play the companies',
      goTo: 'Show company {{index}}',
      moreTitle: 'More company profiles',
      moreText: 'See every company, their stories and their offers.',
      moreLink: 'Browse companies',
      hint: 'Scroll, drag or use the arrow keys to see more companies.',
    },
    blog: {
      heading: 'From our blog',
      featured: 'Featured article',
      categories: 'Blog categories',
      by: 'By {{name}}',
    },
    logos: {
      label: 'Companies hiring on our board',
      pause: 'Pause the logo strip',
      play: 'Play the logo strip',
    },
  },
};

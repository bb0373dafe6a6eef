import type { Widen } from '../../Widen.ts';
import type { panelChromePl } from '../../pl/employer/panel.ts';

/** English texts of the employer panel's frame. */
export const panelChromeEn: Widen<typeof panelChromePl> = {
  nav: {
    label: 'Employer panel',
    offers: 'My offers',
    newOffer: 'New offer',
    pricing: 'Pricing',
    profile: 'Profile',
    logout: 'Log out',
    loggedInAs: 'Logged in: {{name}} ({{company}})',
  },
  profile: {
    title: 'Profile',
    heading: 'Your profile',
    name: 'Full name',
    phone: 'Phone (optional)',
    language: 'Language of e-mails',
    email: 'E-mail',
    company: 'Company',
    role: 'Role',
    roles: { admin: 'Administrator', recruiter: 'Recruiter' },
    languages: { pl: 'Polish', en: 'English' },
    save: 'Save changes',
    saved: 'Profile saved.',
  },
  notFound: {
    title: 'No such page',
    heading: 'The panel has no such page',
    back: 'Back to my offers',
  },
  confirmation: {
    finishHeader: 'Finish the recruitment?',
    finishText: 'The offer leaves search at once. This cannot be undone, but you can delete it afterwards.',
    finishConfirm: 'Finish recruitment',
    deleteHeader: 'Delete the offer?',
    deleteText: 'The offer is deleted for good, its draft with it.',
    deleteConfirm: 'Delete the offer',
    cancel: 'Cancel',
  },
  snackbars: {
    finished: 'Recruitment finished: the offer has left search.',
    deleted: 'Offer deleted.',
    published: 'Offer published.',
    extended: 'Offer extended.',
  },
};

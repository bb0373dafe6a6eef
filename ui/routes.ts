import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** Routes in both languages' words; both forms resolve. The listing is the catch-all. */
export default [
  index('routes/home.tsx'),
  route('oferta-pracy/:slug', 'routes/offer.tsx', { id: 'offer-pl' }),
  route('job-offer/:slug', 'routes/offer.tsx', { id: 'offer-en' }),
  route('kalkulator-wynagrodzen', 'routes/salaryCalculator.tsx', { id: 'salary-calculator-pl' }),
  route('salary-calculator', 'routes/salaryCalculator.tsx', { id: 'salary-calculator-en' }),
  route('firmy', 'routes/companies.tsx', { id: 'companies-pl' }),
  route('companies', 'routes/companies.tsx', { id: 'companies-en' }),
  route('firma/:slug', 'routes/company.tsx', { id: 'company-pl' }),
  route('company/:slug', 'routes/company.tsx', { id: 'company-en' }),
  route('preferences', 'routes/preferences.ts'),
  route('privacy', 'routes/privacy.tsx'),
  // The candidate portal served by this app under its default base address (CANDIDATE_PORTAL_URL=/candidate).
  route('candidate/login', 'routes/candidate/login.tsx', { id: 'candidate-login' }),
  route('candidate/register', 'routes/candidate/register.tsx', { id: 'candidate-register' }),
  route('candidate/set-password', 'routes/candidate/setPassword.tsx', { id: 'candidate-set-password' }),
  route('candidate/favorite-offers', 'routes/candidate/favoriteOffers.tsx', { id: 'candidate-favorite-offers' }),
  route('candidate/job-alert', 'routes/candidate/jobAlert.tsx', { id: 'candidate-job-alert' }),
  route('candidate/profile', 'routes/candidate/profile.tsx', { id: 'candidate-profile' }),
  route('candidate/settings', 'routes/candidate/settings.tsx', { id: 'candidate-settings' }),
  route('candidate/matched-for-you', 'routes/candidate/matchedForYou.tsx', { id: 'candidate-matched-for-you' }),
  ...(['chats', 'application-history'] as const).map((page) =>
    route(`candidate/${page}`, 'routes/candidate/comingSoon.tsx', { id: `candidate-${page}` }),
  ),
  route('employer/*', 'routes/employer.tsx', { id: 'employer' }),
  route('mailbox', 'routes/mailbox.tsx'),
  route('*', 'routes/listing.tsx'),
] satisfies RouteConfig;

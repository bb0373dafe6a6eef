import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** Routes in both languages' words; both forms resolve. The listing is the catch-all. */
export default [
  index('routes/home.tsx'),
  route('oferta-pracy/:slug', 'routes/offer.tsx', { id: 'offer-pl' }),
  route('job-offer/:slug', 'routes/offer.tsx', { id: 'offer-en' }),
  route('kalkulator-wynagrodzen', 'routes/salaryCalculator.tsx', { id: 'salary-calculator-pl' }),
  route('salary-calculator', 'routes/salaryCalculator.tsx', { id: 'salary-calculator-en' }),
  route('preferences', 'routes/preferences.ts'),
  route('*', 'routes/listing.tsx'),
] satisfies RouteConfig;

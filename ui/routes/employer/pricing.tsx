import { resolve } from '../../../composition/kernel/provide.ts';
import { OfferLifecycleKeys } from '../../../composition/offers/offerLifecycleKeys.ts';
import { PricingPage, type PricingData } from '../../features/employer/payment/PricingPage.tsx';
import { panelLanguage, serverPanelRoot } from '../../features/employer/shell/panelLoader.ts';
import { panelTitle } from '../../features/employer/shell/panelTexts.ts';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: panelTitle(matches, 'panel.pricing.title') }];

/** /employer/pricing and /employer/offers/new (the "Post a job" link): public, server-rendered with its plans. */
export async function loader({ context }: Route.LoaderArgs): Promise<PricingData> {
  const language = await panelLanguage(context);
  const panel = serverPanelRoot(context);
  const [plans, testimonials] = await Promise.all([
    resolve(panel, OfferLifecycleKeys.LoadPricingPlans).execute(language),
    resolve(panel, OfferLifecycleKeys.LoadTestimonials).execute(language),
  ]);
  return { language, plans: plans.isOk() ? plans.value : null, testimonials: testimonials.isOk() ? testimonials.value : [] };
}

export default function EmployerPricing({ loaderData }: Route.ComponentProps) {
  return <PricingPage data={loaderData} />;
}

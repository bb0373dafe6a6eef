import type { ListingSlots } from '../../listing/index.ts';
import { ListingAlerts } from '../ListingAlerts.tsx';
import { AlertSwitcherSlot } from './AlertSwitcherSlot.tsx';

/** The saved-search context's parts of a listing, which the listing route hands to the page: its switcher and its surfaces. */
export const listingAlertSlots: ListingSlots = {
  alertSwitcher: <AlertSwitcherSlot />,
  alertSurfaces: (bannerVisible) => <ListingAlerts bannerVisible={bannerVisible} />,
};

import { LOCAL_STORAGE_PREFIX } from '../../adapters/storage/KeyValueStoreLocalStorage.ts';
import { PROMOTIONAL_BANNER_KEY } from '../../core/preferences/Banners.ts';

/** The attribute on `<html>` that says the promotional banner was dismissed in this browser. */
export const PROMOTIONAL_DISMISSED_ATTRIBUTE = 'data-promo-dismissed';

/**
 * A script for the page's `<head>`, run before the first paint: the server cannot see local storage,
 * so it renders the promotional banner, and this marks `<html>` when the visitor dismissed it, for
 * the stylesheet to hide it before it is ever painted (no flash, no shift when the page hydrates).
 */
export const promotionalBannerProbe = `try{if(localStorage.getItem(${JSON.stringify(
  LOCAL_STORAGE_PREFIX + PROMOTIONAL_BANNER_KEY,
)})==='true')document.documentElement.setAttribute('${PROMOTIONAL_DISMISSED_ATTRIBUTE}','')}catch(e){}`;

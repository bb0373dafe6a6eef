/**
 * The preferences feature's public entry: what other features may use of cookies, currency and consents (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { COOKIES_HASH } from './CookieConsentHost.tsx';
export { CurrencyIcon } from './CurrencyIcon.tsx';
export { CurrencySelect } from './CurrencySelect.tsx';
export { ProfilingConsentPrompt } from './ProfilingConsentPrompt.tsx';
export { useCurrency } from './useCurrency.ts';

/**
 * The chat feature's public entry: what other features may use of live chat and conversations (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { useLiveChat } from './useLiveChat.ts';
export type { LiveChat } from './useLiveChat.ts';
export { useUnreadCount } from './useUnreadCount.ts';

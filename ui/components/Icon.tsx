import type { SocialNetwork } from '../../core/tenancy/Tenant.ts';

/** Stroke icons drawn in currentColor, 24-unit grid; always decorative (the control carries the name). */
const paths = {
  heart:
    'M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20c.8-3.6 3.8-5.5 7.5-5.5s6.7 1.9 7.5 5.5',
  chevronDown: 'M6 9l6 6 6-6',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10',
  chat: 'M4 5h16v11H9l-5 4V5z',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0',
  history: 'M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4M12 8v4l3 2',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2.2.2-1.4-1.4L16.6 4l-3-1-1 2h-1.2l-1-2-3 1 .2 2.2-1.4 1.4L4 8 3 11l2 1v1.2l-2 1 1 3 2.2-.2 1.4 1.4L7.4 20l3 1 1-2h1.2l1 2 3-1-.2-2.2 1.4-1.4 2.2.2 1-3-2-1z',
  cookie: 'M20.5 12.5A8.5 8.5 0 1 1 11.5 3.5a3 3 0 0 0 3.5 3.5 3 3 0 0 0 5.5 5.5zM8.5 10h.01M12 15h.01M8 15.5h.01M15.5 12.5h.01',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  calculator: 'M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 15h.01M12 15h.01M15 15h.01',
  building: 'M5 21V4h10v17M15 9h4v12M8 8h4M8 12h4M8 16h4M3 21h18',
  plus: 'M12 5v14M5 12h14',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  warning: 'M12 4l9 16H3l9-16zM12 10v4M12 17h.01',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
} as const;

export type IconName = keyof typeof paths;

export const isIconName = (name: unknown): name is IconName => typeof name === 'string' && Object.hasOwn(paths, name);

export function Icon({ name, size = 20, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** Simple marks of the social networks, in currentColor. */
const socialPaths: Record<SocialNetwork, string> = {
  facebook: 'M14 8h2V4.5h-2.5C10.9 4.5 10 6.2 10 8.4V10H8v3.5h2V20h3.5v-6.5h2.3l.4-3.5h-2.7V8.7c0-.5.2-.7.5-.7z',
  linkedin:
    'M5 9h3v10H5zM6.5 4.5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h2.9v1.4c.5-.9 1.6-1.6 3.2-1.6 3 0 3.9 1.9 3.9 4.6V19h-3v-5c0-1.3-.3-2.4-1.6-2.4S13 12.6 13 14v5h-3z',
  instagram: 'M8 4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4zm4 4.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM16.8 6.3h.01',
  youtube:
    'M3 8.5C3 6.6 4.5 5.5 6.2 5.4 8 5.2 10 5.2 12 5.2s4 0 5.8.2c1.7.1 3.2 1.2 3.2 3.1v7c0 1.9-1.5 3-3.2 3.1-1.8.2-3.8.2-5.8.2s-4 0-5.8-.2C4.5 18.5 3 17.4 3 15.5zM10 9v6l5-3z',
  x: 'M4 4h4.5l3.8 5.3L16.8 4H19l-5.7 6.6L20 20h-4.5l-4.2-5.8L6.2 20H4l6.3-7.2z',
  tiktok: 'M14 4h3c.2 1.8 1.4 3 3 3.2v3c-1.2 0-2.2-.3-3-.8V15a5 5 0 1 1-5-5v3a2 2 0 1 0 2 2z',
  github:
    'M12 3.5a8.5 8.5 0 0 0-2.7 16.6c.4.1.6-.2.6-.4v-1.6c-2.4.5-2.9-1-2.9-1-.4-1-1-1.3-1-1.3-.8-.5.1-.5.1-.5.9.1 1.3.9 1.3.9.8 1.3 2 1 2.5.7.1-.6.3-1 .6-1.2-1.9-.2-3.9-1-3.9-4.2 0-.9.3-1.7.9-2.3-.1-.2-.4-1.1.1-2.3 0 0 .7-.2 2.3.9a8 8 0 0 1 4.2 0c1.6-1.1 2.3-.9 2.3-.9.5 1.2.2 2.1.1 2.3.5.6.9 1.4.9 2.3 0 3.3-2 4-3.9 4.2.3.3.6.8.6 1.6v2.4c0 .2.2.5.6.4A8.5 8.5 0 0 0 12 3.5z',
};

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      <path d={socialPaths[network]} fillRule="evenodd" />
    </svg>
  );
}

import type { SVGProps } from 'react';

/** Names of the icons the widgets use. */
export type IconName =
  | 'menu'
  | 'sun'
  | 'moon'
  | 'home'
  | 'chat'
  | 'telegram'
  | 'gift'
  | 'crown'
  | 'users'
  | 'megaphone'
  | 'download'
  | 'upload'
  | 'globe'
  | 'close'
  | 'chevron-left'
  | 'chevron-right'
  | 'chevron-down'
  | 'star'
  | 'fire'
  | 'heart'
  | 'cards'
  | 'slot'
  | 'ball'
  | 'gamepad'
  | 'fish'
  | 'ticket'
  | 'rooster'
  | 'help'
  | 'shop'
  | 'android'
  | 'apple'
  | 'user'
  | 'lock'
  | 'headset'
  | 'eye'
  | 'eye-off'
  | 'refresh'
  | 'logout'
  | 'key'
  | 'play'
  | 'pause'
  | 'search'
  | 'trophy'
  | 'expand'
  | 'wallet'
  | 'swap'
  | 'list'
  | 'chart'
  | 'shield';

const paths: Record<IconName, string> = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  sun: 'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  home: 'M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10',
  chat: 'M4 4h16v12H8l-4 4V4z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-7',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7S10 3 8 4s0 3 4 3c4 0 6-2 4-3s-4 3-4 3',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5L3 8z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M17 11a3 3 0 1 0 0-6M19 21c0-3-1-5-3-6',
  megaphone: 'M3 10v4h4l8 5V5L7 10H3zM18 9a4 4 0 0 1 0 6',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  upload: 'M12 21V9M7 14l5-5 5 5M4 4h16',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  close: 'M6 6l12 12M18 6 6 18',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-down': 'M5 9l7 7 7-7',
  star: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1L12 17l-5.5 3 1-6.1L3 9.5l6.3-.9L12 3z',
  fire: 'M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-5 0-9z',
  heart: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z',
  cards: 'M4 6h10v14H4zM8 3h12v14',
  slot: 'M4 5h16v14H4zM8 5v14M16 5v14M2 9h2M20 9h2',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 5h-5L8 10l4-3z',
  gamepad:
    'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.5 1.6L15 14H9l-1.5 1.6A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 11v4M5 13h4M16 12h.01M18 14h.01',
  fish: 'M3 12c3-5 10-6 14-2l4-3v10l-4-3c-4 4-11 3-14-2zM15 11h.01',
  ticket: 'M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4V7zM14 7v12',
  rooster: 'M7 20l2-5c-3-1-4-4-3-7l3 1 1-4 2 3 2-2 1 4c3 1 4 4 3 7l-3 2 1 2M10 20h4',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v.5M12 17h.01',
  shop: 'M4 8h16l-1 12H5L4 8zM8 8V6a4 4 0 0 1 8 0v2',
  android:
    'M6 9h12v8a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V9zM6 9a6 6 0 0 1 12 0M8 4l1.5 2M16 4l-1.5 2M10 6.5h.01M14 6.5h.01',
  apple:
    'M16 3c0 2-1.5 3.5-3.5 3.5C12.5 4.5 14 3 16 3zM12 7c1.5 0 2.5-1 4-1 1.5 0 3 1 3.5 2.5-3 1.5-2.5 6 .5 7-1 2.5-2.5 5-4.5 5-1.5 0-2-1-3.5-1s-2 1-3.5 1C6 20.5 4 16 4 12.5 4 9 6.5 7 8.5 7c1.5 0 2.5 1 3.5 0z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3zM20 20c0 1-2 2-5 2',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'eye-off':
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.8M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.7 9.7 0 0 0 4.4-1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  key: 'M14 10a4 4 0 1 0-1.2 2.8L20 20M17 17l2-2M15 15l1.5-1.5',
  play: 'M7 4v16l13-8L7 4z',
  pause: 'M7 4h3v16H7zM14 4h3v16h-3z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H4a4 4 0 0 0 4 4M16 6h4a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3V7zM3 7l13-3v3M16 13h.01',
  swap: 'M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  chart: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z',
};

/** A line icon from the kit; decorative unless given a `title`. */
export function Icon({
  name,
  title,
  ...props
}: { name: IconName; title?: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <path d={paths[name]} />
    </svg>
  );
}

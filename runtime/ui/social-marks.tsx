import { Icon } from './icons.tsx';

/**
 * The brands' marks of the footer's social links, apart from the interface's icons (icons.tsx) because only the
 * footer's links draw them, and those render on the server alone (FooterLinks, handed in by +onRenderHtml): their
 * path data never reaches the browser's first load. WeChat's link shows the chat bubble of the interface.
 */
const marks = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  meta: 'M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8h3.3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z',
  tikTok: 'M16.5 3c.3 2 1.5 3.3 3.5 3.5v3c-1.3 0-2.5-.4-3.5-1v6.3a5.8 5.8 0 1 1-5.8-5.8h.3v3.1a2.8 2.8 0 1 0 2.5 2.7V3h3z',
  // Weibo's eye and its two signal arcs, and Bilibili's television with antennae (cn footer, copy review N-CN3):
  // simple marks in one colour, a hole drawn against the outline's direction, like the marks above.
  weibo:
    'M1.5 15a8.5 6 0 1 1 17 0a8.5 6 0 1 1-17 0zM5 15.5a4.5 3.2 0 1 0 9 0a4.5 3.2 0 1 0-9 0zm2.4.3a1.4 1.4 0 1 1 2.8 0a1.4 1.4 0 1 1-2.8 0zM15 3a7 7 0 0 1 7 7h-2a5 5 0 0 0-5-5zm0 3.5a3.5 3.5 0 0 1 3.5 3.5H17a2 2 0 0 0-2-2z',
  bilibili:
    'M5 6h14a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V9a3 3 0 0 1 3-3zm.5 2A1.5 1.5 0 0 0 4 9.5v7A1.5 1.5 0 0 0 5.5 18h13a1.5 1.5 0 0 0 1.5-1.5v-7A1.5 1.5 0 0 0 18.5 8zM6 3.3l1.3-1 3 3.7H7.8zm12 0-1.3-1-3 3.7h2.5zM6.8 11.6l.4-1 3 1.2-.4 1zm10.4 0-.4-1-3 1.2.4 1z',
} as const;

export function SocialMark({ name, size = 24 }: { name: keyof typeof marks | 'chat'; size?: number }) {
  if (name === 'chat') return <Icon name="chat" size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={marks[name]} />
    </svg>
  );
}

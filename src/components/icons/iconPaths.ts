// Outline icons on a 24 x 24 grid, drawn with a 1.8 px stroke in the current text colour.
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const iconPaths = {
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  bell: ['M18 9a6 6 0 0 0-12 0c0 6-2.5 8-2.5 8h17S18 15 18 9', 'M10 20.5a2.2 2.2 0 0 0 4 0'],
  appearance: ['M4 7h9', 'M17 7h3', circle(15, 7, 2), 'M4 17h3', 'M11 17h9', circle(9, 17, 2)],
  briefcase: [
    'M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z',
    'M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2',
    'M3 13h18',
  ],
  chat: ['M20.5 12a8 8 0 0 1-11.7 7.1L3.5 20.5l1.4-5A8 8 0 1 1 20.5 12z'],
  users: [
    circle(9, 8, 3.5),
    'M2.5 20a6.5 6.5 0 0 1 13 0',
    'M15.5 4.7a3.5 3.5 0 0 1 0 6.6',
    'M18 14.4a6.5 6.5 0 0 1 3.5 5.6',
  ],
  store: ['M3 9l1.6-5h14.8L21 9z', 'M4.5 9v11h15V9', 'M10 20v-5h4v5'],
  wallet: [
    'M4 6h15a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z',
    'M3 10h17',
    'M15.5 15h1.5',
  ],
  user: [circle(12, 8, 4), 'M4.5 21a7.5 7.5 0 0 1 15 0'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  search: [circle(11, 11, 6.5), 'M20.5 20.5l-4.9-4.9'],
} as const;

export type IconName = keyof typeof iconPaths;

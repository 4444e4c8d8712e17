/**
 * The blog's cover images until the team uploads its own: a few flat Mediterranean scenes, each in the
 * colour its file name gives (the sea, or the sky over a city). Same frame and rules as the catalogue's drawings.
 */
import { paletteOf, type Palette } from './color.ts';
import { svgDocument } from './svg.ts';

export const blogScenes = ['coast', 'harbour', 'city', 'mountain', 'lake', 'island'] as const;
export type BlogScene = (typeof blogScenes)[number];
export const isBlogScene = (value: string): value is BlogScene => (blogScenes as readonly string[]).includes(value);

const SAND = '#ead9b0';
const SUN = '#f6c85f';
const GREEN = '#6b8f5a';
const GREEN_DARK = '#4d6b41';
const ROCK = '#9a8f83';
const SNOW = '#f7f7f2';
const WHITE = '#fbfbf8';
const WALLS = ['#e9b872', '#d98c6a', '#f1e3c8', '#c9a27e', '#e6cfa0'];

const rect = (x: number, y: number, w: number, h: number, fill: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const sky = (p: Palette) => rect(0, 0, 300, 200, p.light) + `<circle cx="238" cy="46" r="18" fill="${SUN}"/>`;
const waves = (y: number, color: string) =>
  [20, 110, 200].map((x, i) => `<path d="M${x + i * 7} ${y + i * 9}q8 -4 16 0t16 0" stroke="${color}" stroke-width="1.5" fill="none"/>`).join('');
const boat = (x: number, y: number, hull: string) =>
  path(`M${x} ${y}h34l-6 8h-22z`, hull) + `<path d="M${x + 16} ${y - 28}v28" stroke="#6f7780" stroke-width="1.5"/>` + path(`M${x + 17} ${y - 26}l13 24h-13z`, WHITE);
const tree = (x: number, y: number, size: number) => rect(x - 1, y, 2, size * 0.6, '#6d5a45') + `<circle cx="${x}" cy="${y}" r="${size * 0.45}" fill="${GREEN_DARK}"/>`;

const scenes: Record<BlogScene, { title: string; draw: (p: Palette) => string }> = {
  coast: {
    title: 'A coast road above the sea',
    draw: (p) =>
      sky(p) +
      path('M0 112 Q60 88 120 104 T230 100 L300 108 V200 H0 Z', p.shade) +
      rect(0, 118, 300, 82, p.base) +
      waves(140, p.light) +
      path('M0 200 V150 Q50 120 110 150 Q150 170 170 200 Z', SAND) +
      path('M0 200 V96 Q30 80 60 110 Q80 140 70 200 Z', GREEN) +
      `<path d="M8 112 Q40 100 62 128" stroke="#cfc6b8" stroke-width="4" fill="none"/>` +
      tree(30, 92, 22),
  },
  harbour: {
    title: 'Boats in a harbour below coloured houses',
    draw: (p) =>
      sky(p) +
      WALLS.map((wall, i) => rect(20 + i * 52, 70 - (i % 2) * 12, 46, 60 + (i % 2) * 12, wall) + rect(32 + i * 52, 86, 8, 12, p.line) + rect(50 + i * 52, 86, 8, 12, p.line)).join('') +
      rect(0, 128, 300, 8, '#b9b2a6') +
      rect(0, 136, 300, 64, p.base) +
      waves(168, p.light) +
      boat(40, 150, WHITE) +
      boat(130, 158, '#d9534f') +
      boat(215, 148, WHITE),
  },
  city: {
    title: 'A city skyline at dusk',
    draw: (p) =>
      rect(0, 0, 300, 200, p.base) +
      `<circle cx="70" cy="48" r="16" fill="${SUN}"/>` +
      [[10, 90, 40], [55, 60, 34], [95, 100, 44], [145, 50, 30], [180, 80, 46], [232, 66, 30], [266, 96, 34]]
        .map(([x, y, w]) => rect(x!, y!, w!, 170 - y!, p.line) + Array.from({ length: Math.floor((150 - y!) / 16) }, (_, row) => rect(x! + 6, y! + 8 + row * 16, w! - 12, 5, SUN)).join(''))
        .join('') +
      rect(0, 170, 300, 30, '#3b3f46') +
      `<path d="M0 185 H300" stroke="${WHITE}" stroke-width="2" stroke-dasharray="14 10"/>`,
  },
  mountain: {
    title: 'A mountain road under snowy peaks',
    draw: (p) =>
      sky(p) +
      path('M-10 150 L80 40 L170 150 Z', ROCK) +
      path('M60 64 L80 40 L100 64 L90 60 L80 70 L70 60 Z', SNOW) +
      path('M110 150 L200 60 L310 150 Z', p.line) +
      path('M182 78 L200 60 L218 78 L208 74 L200 82 L192 74 Z', SNOW) +
      path('M0 200 V140 Q80 118 160 138 T300 132 V200 Z', GREEN) +
      `<path d="M150 200 Q120 176 170 162 T200 140" stroke="#d8d2c6" stroke-width="7" fill="none"/>`,
  },
  lake: {
    title: 'A lake between wooded hills',
    draw: (p) =>
      sky(p) +
      path('M0 120 Q70 60 140 112 Q200 70 300 116 V130 H0 Z', GREEN_DARK) +
      rect(0, 122, 300, 78, p.base) +
      path('M0 122 Q70 150 140 128 Q200 150 300 124 V122 Z', p.shade) +
      waves(160, p.light) +
      path('M0 200 V168 Q60 160 120 200 Z', GREEN) +
      tree(24, 160, 20) +
      tree(52, 168, 16) +
      boat(190, 150, WHITE),
  },
  island: {
    title: 'An island seen from the sea',
    draw: (p) =>
      sky(p) +
      rect(0, 110, 300, 90, p.base) +
      path('M70 116 Q130 60 190 100 Q220 104 240 116 Z', GREEN) +
      path('M60 118 Q150 106 250 118 Z', SAND) +
      `<path d="M150 84 q-2 -16 4 -28" stroke="#6d5a45" stroke-width="3" fill="none"/>` +
      path('M154 56 q-16 -4 -24 6 q12 -4 24 -6 q-4 -14 8 -18 q-2 10 -8 18 q14 -6 22 2 q-12 -2 -22 -2 Z', GREEN_DARK) +
      waves(150, p.light) +
      boat(34, 170, WHITE),
  },
};

/** `hex` must already be a valid rrggbb. */
export function drawBlogCover(scene: BlogScene, hex: string): string {
  const { title, draw } = scenes[scene];
  return svgDocument(title, draw(paletteOf(hex)));
}

/**
 * Side views of a yacht per kind, bow to the left, on stylised water. The hull takes the model's
 * colour; superstructure, sails and glass are the same neutral tones on every yacht.
 */
import type { components } from '@/openapi/generated/schema';
import { paletteOf, type Palette } from './color.ts';
import { svgDocument } from './svg.ts';

export type YachtKind = components['schemas']['YachtKind'];

const WATERLINE = 148;
const SKY = '#f1f5f8';
const WATER = '#cfe2ec';
const WATER_DEEP = '#a9c8d8';
const WAVE = '#e9f3f8';
const DECK = '#f8f9fa';
const DECK_LINE = '#b6c0c8';
const GLASS = '#2f3b47';
const SAIL = '#fbfaf5';
const SAIL_LINE = '#ccd3d9';
const MAST = '#7d8790';
const TEAK = '#c99a66';

interface YachtShape {
  title: string;
  /** The hull outline, closed; whatever lies below the waterline is hidden by the water. */
  hull: string;
  /** Its extent, for the shadow on the water. */
  from: number;
  to: number;
  /** Drawn before the hull: masts, sails, a far hull. */
  behind?: (p: Palette) => string;
  /** Drawn over the hull: decks, windows, rails. */
  above: (p: Palette) => string;
}

const deck = (d: string) => `<path d="${d}" fill="${DECK}" stroke="${DECK_LINE}" stroke-width="1" stroke-linejoin="round"/>`;
const glass = (d: string) => `<path d="${d}" fill="${GLASS}"/>`;
const sail = (d: string) => `<path d="${d}" fill="${SAIL}" stroke="${SAIL_LINE}" stroke-width="1" stroke-linejoin="round"/>`;
const spar = (d: string, width = 2.5) => `<path d="${d}" stroke="${MAST}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`;
const rope = (d: string) => `<path d="${d}" stroke="${MAST}" stroke-width="0.7" fill="none"/>`;

function drawShape(s: YachtShape, p: Palette): string {
  const waves = [
    'M18 164q9 -4 18 0t18 0',
    'M92 176q9 -4 18 0t18 0t18 0',
    'M210 166q9 -4 18 0t18 0',
    'M40 188q9 -4 18 0t18 0',
    'M176 190q9 -4 18 0t18 0t18 0',
  ].join('');
  return svgDocument(
    s.title,
    `<defs><clipPath id="hull"><path d="${s.hull}"/></clipPath></defs>` +
      `<rect width="300" height="200" fill="${SKY}"/>` +
      (s.behind?.(p) ?? '') +
      `<path d="${s.hull}" fill="${p.base}"/>` +
      `<g clip-path="url(#hull)">` +
      `<rect x="0" y="${WATERLINE - 9}" width="300" height="20" fill="${p.shade}"/>` +
      `<rect x="0" y="${WATERLINE - 11}" width="300" height="2" fill="${p.line}"/>` +
      `</g>` +
      `<path d="${s.hull}" fill="none" stroke="${p.line}" stroke-width="1.2" stroke-linejoin="round"/>` +
      s.above(p) +
      `<rect x="0" y="${WATERLINE}" width="300" height="${200 - WATERLINE}" fill="${WATER}"/>` +
      `<ellipse cx="${(s.from + s.to) / 2}" cy="${WATERLINE + 3}" rx="${(s.to - s.from) / 2}" ry="4" fill="${WATER_DEEP}"/>` +
      `<path d="${waves}" fill="none" stroke="${WAVE}" stroke-width="2" stroke-linecap="round"/>`,
  );
}

const shapes: Record<YachtKind, YachtShape> = {
  motor: {
    title: 'Motor yacht', from: 34, to: 266,
    hull: 'M26 120L268 116L266 146Q200 156 90 154Q48 148 26 120Z',
    above: () =>
      spar('M206 84V70M198 74H214', 2) +
      deck('M150 98L166 85H222L230 98Z') +
      glass('M170 88L162 96H178L180 88Z') +
      deck('M92 119L120 99L240 97L254 117Z') +
      glass('M124 103L236 102L242 111L114 113Z') +
      glass('M150 128L232 126L230 131L152 132Z'),
  },
  sailing: {
    title: 'Sailing yacht', from: 44, to: 258,
    hull: 'M38 132L264 128L258 146Q190 156 100 154Q58 150 38 132Z',
    behind: () =>
      rope('M150 18L38 132M150 18L262 129') +
      sail('M154 24L154 116L240 116Z') +
      sail('M146 30L56 124L144 120Z') +
      spar('M150 16V131') +
      spar('M150 117H242', 2),
    above: () =>
      deck('M108 131L124 121H198L210 130Z') +
      glass('M132 124h14v3h-14zM154 124h14v3h-14zM176 124h14v3h-14z'),
  },
  catamaran: {
    title: 'Catamaran', from: 40, to: 270,
    hull: 'M36 134L248 132L246 148Q180 156 96 154Q56 150 36 134Z',
    behind: (p) =>
      rope('M148 14L40 128M148 14L262 126') +
      sail('M152 20L152 98L228 98Z') +
      sail('M144 26L60 120L142 102Z') +
      spar('M148 12V108') +
      spar('M148 99H230', 2) +
      // The far hull, a little higher and behind: a catamaran shows both.
      `<path d="M58 126L270 124L268 141Q200 149 118 147Q78 143 58 126Z" fill="${p.shade}" stroke="${p.line}" stroke-width="1.2"/>`,
    above: () =>
      deck('M70 132L92 109L222 107L240 130Z') +
      glass('M98 113L216 112L223 121L91 122Z') +
      glass('M76 139h18v3h-18zM188 138h18v3h-18z'),
  },
  gulet: {
    title: 'Gulet', from: 34, to: 266,
    hull: 'M28 108Q150 130 270 112L264 142Q190 154 100 153Q48 146 28 108Z',
    behind: () =>
      rope('M104 22L6 102M104 22L196 42M196 42L268 112') +
      spar('M30 108L6 102', 3) +
      spar('M104 20V120', 3) +
      spar('M196 40V122', 3) +
      // Sails furled along the booms.
      `<path d="M106 104H166M198 104H246" stroke="${SAIL}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M106 104H166M198 104H246" stroke="${SAIL_LINE}" stroke-width="1" stroke-dasharray="4 3"/>`,
    above: (p) =>
      `<g clip-path="url(#hull)"><path d="M24 116Q150 138 274 120M24 124Q150 146 274 128M24 132Q150 154 274 136" fill="none" stroke="${p.shade}" stroke-width="1.2"/></g>` +
      `<path d="M28 108Q150 130 270 112" fill="none" stroke="${TEAK}" stroke-width="3"/>` +
      `<path d="M70 118L80 106H176L184 120Z" fill="${TEAK}" stroke="${p.line}" stroke-width="1"/>` +
      glass('M92 110h12v5h-12zM114 110h12v5h-12zM136 110h12v5h-12zM158 110h12v5h-12z') +
      `<path d="M204 100H264V104H204Z" fill="${SAIL}" stroke="${SAIL_LINE}" stroke-width="1"/>` +
      spar('M208 104V120M258 104V116', 1.5),
  },
  superyacht: {
    title: 'Superyacht', from: 20, to: 284,
    hull: 'M12 116L288 110L286 146Q200 158 70 155Q28 148 12 116Z',
    above: () =>
      spar('M192 62V42M184 50H200', 2) +
      `<circle cx="192" cy="40" r="5" fill="${DECK}" stroke="${DECK_LINE}"/>` +
      deck('M132 77L148 62H228L238 77Z') +
      glass('M151 65L224 64L229 72L145 73Z') +
      deck('M96 95L114 77L250 76L262 94Z') +
      glass('M118 80L246 79L252 88L109 89Z') +
      deck('M58 115L82 95L270 93L282 112Z') +
      glass('M86 99L266 98L272 107L79 109Z') +
      glass('M110 128L270 124L268 130L112 133Z'),
  },
};

export const yachtKinds = Object.keys(shapes) as YachtKind[];

export const isYachtKind = (text: string): text is YachtKind => Object.hasOwn(shapes, text);

/** `hex`: a validated rrggbb colour. */
export function drawYacht(kind: YachtKind, hex: string): string {
  return drawShape(shapes[kind], paletteOf(hex));
}

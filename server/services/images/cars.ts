/**
 * Side views of a car per body type, front to the left, in the model's colour. Each shape is
 * drawn on the same 300x200 stage (ground at y 170) so that the list of cars reads as one set.
 */
import type { components } from '@/openapi/generated/schema';
import { paletteOf, type Palette } from './color.ts';
import { svgDocument } from './svg.ts';

export type BodyType = components['schemas']['BodyType'];

const GROUND = 170;
const GLASS = '#bcd2e2';
const GLASS_LIGHT = '#dce9f2';
const TYRE = '#24282c';
const RIM = '#d3d8dd';
const HUB = '#8b939b';

interface CarShape {
  title: string;
  /** Nose and tail x, for the shadow. */
  front: number;
  rear: number;
  wheels: [front: number, rear: number];
  wheelRadius: number;
  /** Where the body's lower edge runs between the wheel arches. */
  sill: number;
  /** The upper outline, from the bottom of the nose round to the bottom of the tail; the sill closes it. */
  top: string;
  windows: string[];
  /** Panel lines (doors, bonnet, tailgate). */
  lines: string;
  handles: [x: number, y: number][];
  headlight: string;
  taillight: string;
  /** Anything proper to the type behind the body (roof rails, seats, a folded hood). */
  extra?: (p: Palette) => string;
  /** ... and in front of it (wheel-arch cladding, a load bed's rail). */
  overlay?: (p: Palette) => string;
}

const arch = (x: number, sill: number, r: number) => `L${x + r} ${sill}A${r} ${r} 0 0 0 ${x - r} ${sill}`;

function bodyPath(s: CarShape): string {
  const r = s.wheelRadius + 5;
  return `${s.top}L${s.rear} ${s.sill}${arch(s.wheels[1], s.sill, r)}${arch(s.wheels[0], s.sill, r)}L${s.front} ${s.sill}Z`;
}

function wheel(x: number, r: number): string {
  const y = GROUND - r;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    const inner = r * 0.2;
    const outer = r * 0.52;
    return `M${(x + dx * inner).toFixed(1)} ${(y + dy * inner).toFixed(1)}L${(x + dx * outer).toFixed(1)} ${(y + dy * outer).toFixed(1)}`;
  }).join('');
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${TYRE}"/>` +
    `<circle cx="${x}" cy="${y}" r="${(r * 0.6).toFixed(1)}" fill="${RIM}"/>` +
    `<path d="${spokes}" stroke="${HUB}" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="${(r * 0.2).toFixed(1)}" fill="${HUB}"/>`
  );
}

function drawShape(s: CarShape, p: Palette): string {
  const body = bodyPath(s);
  const width = s.rear - s.front;
  const glass = s.windows.map((w) => `<path d="${w}" fill="${GLASS}"/>`).join('');
  return svgDocument(
    s.title,
    `<defs><clipPath id="body"><path d="${body}"/></clipPath>` +
      `<clipPath id="windows">${s.windows.map((w) => `<path d="${w}"/>`).join('')}</clipPath></defs>` +
      `<rect width="300" height="200" fill="#f3f5f7"/>` +
      `<rect y="${GROUND}" width="300" height="${200 - GROUND}" fill="#e8ecef"/>` +
      `<ellipse cx="${s.front + width / 2}" cy="${GROUND}" rx="${width / 2 + 8}" ry="6" fill="#1b2026" fill-opacity="0.16"/>` +
      (s.extra?.(p) ?? '') +
      `<path d="${body}" fill="${p.base}"/>` +
      `<g clip-path="url(#body)">` +
      `<rect x="0" y="${s.sill - 16}" width="300" height="40" fill="${p.shade}"/>` +
      `<rect x="0" y="${s.sill - 18}" width="300" height="2" fill="${p.light}" fill-opacity="0.7"/>` +
      `</g>` +
      glass +
      `<g clip-path="url(#windows)"><path d="M90 150L150 40H168L108 150ZM176 150L236 40H246L186 150Z" fill="${GLASS_LIGHT}" fill-opacity="0.6"/></g>` +
      `<path d="${s.lines}" fill="none" stroke="${p.line}" stroke-width="1.2" stroke-linecap="round"/>` +
      s.handles.map(([x, y]) => `<rect x="${x}" y="${y}" width="10" height="2.5" rx="1.2" fill="${p.line}"/>`).join('') +
      `<path d="${s.headlight}" fill="#fff6d5" stroke="${p.line}" stroke-width="0.8"/>` +
      `<path d="${s.taillight}" fill="#d8443c"/>` +
      `<path d="${body}" fill="none" stroke="${p.line}" stroke-width="1.2" stroke-linejoin="round"/>` +
      (s.overlay?.(p) ?? '') +
      wheel(s.wheels[0], s.wheelRadius) +
      wheel(s.wheels[1], s.wheelRadius),
  );
}

/** Dark plastic over the wheel arches of off-road bodies. */
const cladding = (wheels: [number, number], sill: number, r: number) =>
  `<path d="${wheels.map((x) => `M${x + r} ${sill}A${r} ${r} 0 0 0 ${x - r} ${sill}`).join('')}" fill="none" stroke="#3b4148" stroke-width="5"/>`;

const seat = (x: number, y: number) => `<rect x="${x}" y="${y}" width="9" height="16" rx="4" fill="#3b4148"/>`;

const shapes: Record<BodyType, CarShape> = {
  sedan: {
    title: 'Sedan', front: 20, rear: 280, wheels: [72, 226], wheelRadius: 19, sill: 155,
    top: 'M20 140C20 128 26 122 38 120L100 111L134 84Q165 77 198 82L232 108L270 112C277 113 280 120 280 128',
    windows: ['M110 110L137 88Q150 85 164 85L164 110Z', 'M170 110L170 85Q185 85 196 86L223 109Z'],
    lines: 'M104 112L104 150M167 86L167 150M228 108C232 125 232 140 230 150M38 120L96 118',
    handles: [[148, 118], [206, 118]],
    headlight: 'M22 126L40 122L38 130L22 133Z',
    taillight: 'M272 114L280 119L280 127L272 126Z',
  },
  hatchback: {
    title: 'Hatchback', front: 35, rear: 262, wheels: [84, 214], wheelRadius: 18, sill: 156,
    top: 'M35 142C35 130 40 124 52 122L108 112L140 84Q175 79 222 82C236 84 248 96 256 110C260 118 262 126 262 134',
    windows: ['M117 111L143 89Q158 86 171 86L171 111Z', 'M177 111L177 86Q200 85 219 87C228 90 236 100 240 111Z'],
    lines: 'M113 113L113 152M174 86L174 152M244 104C248 120 248 138 246 152M52 122L106 118',
    handles: [[155, 118], [216, 118]],
    headlight: 'M37 128L56 124L54 132L37 135Z',
    taillight: 'M254 108L260 114L261 126L255 124Z',
  },
  compact: {
    title: 'Compact car', front: 55, rear: 248, wheels: [96, 210], wheelRadius: 17, sill: 157,
    top: 'M55 146C55 132 60 126 72 123L104 116L130 86Q155 74 200 76C222 77 234 88 240 104C245 116 248 128 248 140',
    windows: ['M114 115L134 90Q146 84 164 83L164 115Z', 'M170 115L170 83Q190 81 208 83C219 86 226 98 229 115Z'],
    lines: 'M109 117L109 154M180 116L180 154M233 104C236 122 236 140 234 154',
    handles: [[152, 122]],
    headlight: 'M57 134L76 128L75 137L57 141Z',
    taillight: 'M240 102L246 112L247 126L241 124Z',
  },
  coupe: {
    title: 'Coupe', front: 18, rear: 282, wheels: [74, 228], wheelRadius: 19, sill: 154,
    top: 'M18 142C18 132 24 127 36 125L112 116L148 92Q178 84 205 88C235 94 258 108 272 114C279 117 282 124 282 132',
    windows: ['M124 115L150 97Q175 90 196 91L196 115Z', 'M201 92C215 95 228 102 238 113L201 115Z'],
    lines: 'M118 117L118 150M199 92L199 150M36 125L110 120',
    handles: [[182, 121]],
    headlight: 'M20 132L44 126L42 133L20 137Z',
    taillight: 'M270 114L282 120L282 128L270 124Z',
  },
  convertible: {
    title: 'Convertible', front: 18, rear: 282, wheels: [74, 228], wheelRadius: 19, sill: 154,
    top: 'M18 140C18 131 24 126 36 124L124 117L128 118L270 116C278 116 282 123 282 131',
    windows: ['M125 117L146 95L153 96L136 117Z'],
    lines: 'M124 118L124 150M200 118L200 150M36 124L118 119M124 117L146 96',
    handles: [[186, 123]],
    headlight: 'M20 131L44 125L42 132L20 136Z',
    taillight: 'M270 116L282 121L282 129L270 125Z',
    extra: () =>
      seat(164, 102) + seat(214, 102) +
      `<path d="M150 117L156 106" stroke="#3b4148" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M232 118Q238 106 258 109L262 118Z" fill="#2c3136"/>`,
  },
  suv: {
    title: 'SUV', front: 22, rear: 280, wheels: [78, 222], wheelRadius: 21, sill: 150,
    top: 'M22 138C22 124 26 116 38 114L96 106L124 74Q130 68 140 68L258 68C266 68 270 72 272 80L278 104C280 110 280 118 280 124',
    windows: ['M106 105L128 78Q132 75 138 75L160 75L160 105Z', 'M166 105L166 75L212 75L212 105Z', 'M218 105L218 75L256 75Q262 75 264 81L269 105Z'],
    lines: 'M100 107L100 146M163 75L163 146M215 75L215 146M38 114L94 110',
    handles: [[146, 112], [200, 112]],
    headlight: 'M24 122L46 117L45 125L24 129Z',
    taillight: 'M272 82L278 104L278 112L273 110Z',
    extra: (p) => `<path d="M148 68L148 62H250L250 68" fill="none" stroke="${p.line}" stroke-width="2.5"/>`,
    overlay: () => cladding([78, 222], 150, 28),
  },
  pickup: {
    title: 'Pickup truck', front: 18, rear: 284, wheels: [72, 230], wheelRadius: 21, sill: 150,
    top: 'M18 136C18 122 22 114 34 112L88 104L114 72Q118 68 126 68L172 68Q178 68 178 74L178 102L284 102',
    windows: ['M98 103L118 76Q121 74 126 74L138 74L138 103Z', 'M144 103L144 74L171 74L171 103Z'],
    lines: 'M92 105L92 146M141 74L141 146M180 74L180 146M276 104L276 146M34 112L86 108',
    handles: [[124, 110], [160, 110]],
    headlight: 'M20 120L42 115L41 123L20 127Z',
    taillight: 'M278 106L284 106L284 118L278 118Z',
    overlay: (p) =>
      cladding([72, 230], 150, 28) +
      // The load bed: its rail caps, and the cab's back seen above it.
      `<path d="M181 101.5H284" stroke="${p.line}" stroke-width="3"/>` +
      `<path d="M178 74V102" stroke="${p.line}" stroke-width="2"/>`,
  },
  van: {
    title: 'Van', front: 25, rear: 278, wheels: [76, 224], wheelRadius: 19, sill: 154,
    top: 'M25 140C25 126 28 118 38 114L62 104L88 56Q92 48 102 48L266 48Q276 48 277 58L278 140',
    windows: ['M70 102L91 62Q94 58 100 58L124 58L124 102Z', 'M132 86L132 58L190 58L190 86Z', 'M198 86L198 58L262 58Q268 58 268 64L268 86Z'],
    lines: 'M66 104L66 150M128 58L128 150M194 58L194 150M128 94H194M272 54L272 150',
    handles: [[112, 110], [180, 110]],
    headlight: 'M27 124L46 118L45 127L27 131Z',
    taillight: 'M273 60L277 60L277 80L273 80Z',
  },
};

export const bodyTypes = Object.keys(shapes) as BodyType[];

export const isBodyType = (text: string): text is BodyType => Object.hasOwn(shapes, text);

/** `hex`: a validated rrggbb colour. */
export function drawCar(bodyType: BodyType, hex: string): string {
  return drawShape(shapes[bodyType], paletteOf(hex));
}

/** Colours of the drawings: the model's own colour and the shades derived from it. */

const HEX = /^[0-9a-f]{6}$/;

/** `1f6feb` or `#1F6FEB` -> `1f6feb`; undefined when it is not a #rrggbb colour. */
export function parseHex(text: string): string | undefined {
  const hex = text.replace(/^#/, '').toLowerCase();
  return HEX.test(hex) ? hex : undefined;
}

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
const mix = (hex: string, target: Rgb, amount: number) => toHex(toRgb(hex).map((c, i) => c + (target[i]! - c) * amount) as Rgb);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export interface Palette {
  /** The model's colour. */
  base: string;
  /** Darker, for the lower body and the far side. */
  shade: string;
  /** Darker still, for outlines and panel lines. */
  line: string;
  /** Lighter, for the shoulder's reflection. */
  light: string;
}

/** `hex` must already be a valid rrggbb (see parseHex). */
export function paletteOf(hex: string): Palette {
  const dark = luminance(hex) < 0.04;
  return {
    base: `#${hex}`,
    // Near-black has no darker shade to speak of: its depth comes from a lift of the highlight instead.
    shade: dark ? mix(hex, [255, 255, 255], 0.08) : mix(hex, [0, 0, 0], 0.22),
    line: dark ? mix(hex, [255, 255, 255], 0.22) : mix(hex, [0, 0, 0], 0.4),
    light: mix(hex, [255, 255, 255], dark ? 0.16 : 0.28),
  };
}

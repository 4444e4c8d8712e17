import { chakra } from '@chakra-ui/react';

/** A decorative coast scene (sun, sea, a yacht, a car on the coast road). Hidden from assistive tech. */
export function HeroArt() {
  return (
    <chakra.svg
      viewBox="0 0 480 360"
      width="full"
      height="auto"
      aria-hidden="true"
      focusable="false"
      borderRadius="3xl"
      boxShadow="2xl"
      display="block"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#cfe4ff" />
          <stop offset="1" stopColor="#fff3dc" />
        </linearGradient>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3d8bff" />
          <stop offset="1" stopColor="#0056b3" />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect width="480" height="360" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect width="480" height="360" fill="url(#hero-sky)" />
        <circle cx="372" cy="92" r="42" fill="#ffc94d" />
        <circle cx="372" cy="92" r="62" fill="#ffc94d" opacity="0.18" />
        <path d="M0 196 C60 158 118 168 170 184 C222 148 292 138 342 174 C384 158 432 164 480 184 V220 H0Z" fill="#9db9dc" />
        <path d="M40 204 C90 186 130 190 160 200 C200 186 250 182 290 198 V220 H40Z" fill="#7fa3cf" />
        <rect y="205" width="480" height="155" fill="url(#hero-sea)" />
        <g fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" opacity="0.45">
          <path d="M36 250 q15 -8 30 0 t30 0" />
          <path d="M300 240 q15 -8 30 0 t30 0 t30 0" />
          <path d="M250 276 q15 -8 30 0 t30 0" />
          <path d="M70 284 q15 -8 30 0 t30 0" />
        </g>
        <g>
          <rect x="176" y="112" width="4" height="120" rx="2" fill="#1e293b" />
          <path d="M183 118 L236 226 H183 Z" fill="#ffffff" />
          <path d="M173 128 L126 226 H173 Z" fill="#e2ecff" />
          <path d="M114 232 H244 L226 254 H132 Z" fill="#ffffff" />
          <path d="M132 254 H226" stroke="#0f172a" strokeOpacity="0.15" strokeWidth="3" />
        </g>
        <path d="M0 300 C120 284 300 290 480 272 V360 H0Z" fill="#f3dcae" />
        <path d="M-10 334 C140 320 320 320 490 304" fill="none" stroke="#475569" strokeWidth="20" />
        <path d="M-10 334 C140 320 320 320 490 304" fill="none" stroke="#f8fafc" strokeWidth="2" strokeDasharray="14 12" />
        <g transform="translate(282 282)">
          <path d="M0 30 q2 -14 18 -16 l16 -13 h42 l18 13 q16 2 18 16 v8 h-112 z" fill="#007bff" />
          <path d="M38 4 h34 l13 10 h-58 z" fill="#dbeafe" />
          <circle cx="24" cy="38" r="9" fill="#1e293b" />
          <circle cx="24" cy="38" r="3.5" fill="#cbd5e1" />
          <circle cx="88" cy="38" r="9" fill="#1e293b" />
          <circle cx="88" cy="38" r="3.5" fill="#cbd5e1" />
          <rect x="104" y="22" width="7" height="4" rx="2" fill="#ffe08a" />
        </g>
      </g>
    </chakra.svg>
  );
}

// Local, network-free product illustrations for the demo catalogue.
// Each DemoArt becomes a flat SVG drawing (pack shape by kind, label text,
// soft ground shadow) rendered by sharp to a 1200x1200 PNG. `variant` 0..3 changes
// the background, angle and zoom so the images of one product differ.
import sharp from 'sharp';
import type { DemoArt } from './demo-data.ts';
import { escapeXml } from '../../domain/search/search-folding.ts';

const SIZE = 1200;
const FONT = 'DejaVu Sans, Arial, sans-serif';

type Shape = { body: string; bottom: number; shadowWidth: number };

function hexToRgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '').trim();
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = Number.parseInt(h, 16);
  if (h.length !== 6 || Number.isNaN(n)) return [96, 125, 139];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes `hex` towards `target` by `t` (0 = unchanged, 1 = target). */
function mix(hex: string, target: string, t: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(target);
  const c = a.map((v, i) => Math.round(v + (b[i] - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Label text centred at (x, y), shrunk to fit `width`, split over two lines when long. */
function label(
  text: string,
  x: number,
  y: number,
  width: number,
  maxSize: number,
  fill: string,
  oneLine = false,
): string {
  const words = text.trim().toUpperCase().split(/\s+/);
  let lines = [words.join(' ')];
  if (!oneLine && lines[0].length > 9 && words.length > 1) {
    let best = 1;
    let bestLen = Infinity;
    for (let i = 1; i < words.length; i++) {
      const len = Math.max(words.slice(0, i).join(' ').length, words.slice(i).join(' ').length);
      if (len < bestLen) [best, bestLen] = [i, len];
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
  }
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = Math.min(maxSize, width / (longest * 0.72));
  const lineHeight = size * 1.15;
  const top = y - ((lines.length - 1) * lineHeight) / 2 + size * 0.36;
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${(top + i * lineHeight).toFixed(1)}" font-family="${FONT}" font-weight="700" font-size="${size.toFixed(1)}" fill="${fill}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
}

/** A little veterinary cross badge. */
function cross(x: number, y: number, r: number, bg: string, fg: string): string {
  const a = r * 0.55;
  const b = r * 0.18;
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${bg}"/><rect x="${x - b}" y="${y - a}" width="${2 * b}" height="${2 * a}" rx="${b / 2}" fill="${fg}"/><rect x="${x - a}" y="${y - b}" width="${2 * a}" height="${2 * b}" rx="${b / 2}" fill="${fg}"/>`;
}

function shape(art: DemoArt): Shape {
  const c = mix(art.color, '#000000', 0); // normalised; a bad value falls back to grey
  const dark = mix(c, '#000000', 0.28);
  const light = mix(c, '#ffffff', 0.45);
  const pale = mix(c, '#ffffff', 0.85);
  switch (art.kind) {
    case 'bottle':
      return {
        bottom: 350,
        shadowWidth: 0.8,
        body: `<path d="M -150 350 Q -190 350 -190 310 L -190 -110 Q -190 -200 -90 -230 L -90 -262 L 90 -262 L 90 -230 Q 190 -200 190 -110 L 190 310 Q 190 350 150 350 Z" fill="${c}"/>
<rect x="-108" y="-352" width="216" height="100" rx="14" fill="${dark}"/>
${[-80, -48, -16, 16, 48, 80].map((x) => `<rect x="${x - 4}" y="-340" width="8" height="76" rx="4" fill="#000" opacity="0.12"/>`).join('')}
<rect x="-160" y="-170" width="28" height="470" rx="14" fill="#ffffff" opacity="0.22"/>
<rect x="-168" y="-60" width="336" height="300" rx="18" fill="#ffffff"/>
<rect x="-168" y="-60" width="336" height="70" rx="18" fill="${light}"/><rect x="-168" y="-20" width="336" height="30" fill="${light}"/>
${cross(0, -25, 26, '#ffffff', c)}
${label(art.label, 0, 110, 300, 64, dark)}
<rect x="-120" y="190" width="240" height="10" rx="5" fill="${pale}"/>`,
      };
    case 'box':
      return {
        bottom: 350,
        shadowWidth: 1.05,
        body: `<path d="M 130 -230 L 230 -300 L 230 280 L 130 350 Z" fill="${dark}"/>
<path d="M -230 -230 L -130 -300 L 230 -300 L 130 -230 Z" fill="${light}"/>
<rect x="-230" y="-230" width="360" height="580" fill="${c}"/>
<rect x="-200" y="-60" width="300" height="260" rx="14" fill="#ffffff"/>
${cross(-50, -145, 46, '#ffffff', c)}
${label(art.label, -50, 70, 260, 62, dark)}
<rect x="-200" y="250" width="300" height="14" rx="7" fill="#ffffff" opacity="0.45"/>
<rect x="-200" y="280" width="190" height="14" rx="7" fill="#ffffff" opacity="0.3"/>`,
      };
    case 'blister': {
      const pills: string[] = [];
      for (let r = 0; r < 4; r++)
        for (let col = 0; col < 3; col++) {
          const x = -150 + col * 150;
          const y = -40 + r * 100;
          pills.push(
            `<ellipse cx="${x}" cy="${y + 6}" rx="52" ry="38" fill="#000" opacity="0.10"/><ellipse cx="${x}" cy="${y}" rx="52" ry="38" fill="#f7f9fb" stroke="#b9c0ca" stroke-width="3"/><ellipse cx="${x}" cy="${y}" rx="38" ry="26" fill="${pale}"/><ellipse cx="${x - 14}" cy="${y - 10}" rx="14" ry="7" fill="#ffffff" opacity="0.9"/>`,
          );
        }
      return {
        bottom: 330,
        shadowWidth: 1,
        body: `<defs><linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f5"/><stop offset="0.5" stop-color="#d3d8df"/><stop offset="1" stop-color="#e8ebf0"/></linearGradient></defs>
<rect x="-240" y="-320" width="480" height="650" rx="30" fill="url(#foil)" stroke="#c3c9d2" stroke-width="4"/>
<path d="M -240 -180 L -240 -290 Q -240 -320 -210 -320 L 210 -320 Q 240 -320 240 -290 L 240 -180 Z" fill="${c}"/>
${label(art.label, 0, -250, 420, 64, '#ffffff')}
${pills.join('')}`,
      };
    }
    case 'vial':
      return {
        bottom: 350,
        shadowWidth: 0.65,
        body: `<rect x="-150" y="-175" width="300" height="525" rx="34" fill="#eef4f7" stroke="#c9d6dd" stroke-width="5"/>
<rect x="-140" y="40" width="280" height="300" rx="28" fill="${light}" opacity="0.8"/>
<rect x="-92" y="-232" width="184" height="66" fill="#dfe8ec" stroke="#c9d6dd" stroke-width="5"/>
<rect x="-118" y="-320" width="236" height="104" rx="16" fill="#b8c1c8"/>
<rect x="-118" y="-320" width="236" height="40" rx="16" fill="#cfd6db"/>
<rect x="-96" y="-356" width="192" height="48" rx="14" fill="${c}"/>
<rect x="-128" y="-150" width="24" height="470" rx="12" fill="#ffffff" opacity="0.55"/>
<rect x="-150" y="-70" width="300" height="280" fill="#ffffff"/>
<rect x="-150" y="-70" width="300" height="64" fill="${c}"/>
${cross(0, -38, 22, '#ffffff', c)}
${label(art.label, 0, 90, 270, 56, dark)}
<rect x="-110" y="170" width="220" height="10" rx="5" fill="${pale}"/>`,
      };
    case 'sachet': {
      const n = 22;
      const top = Array.from(
        { length: n },
        (_, i) => `L ${-220 + (i + 0.5) * 20} -314 L ${-220 + (i + 1) * 20} -300`,
      ).join(' ');
      const bot = Array.from({ length: n }, (_, i) => `L ${220 - (i + 0.5) * 20} 334 L ${220 - (i + 1) * 20} 320`).join(
        ' ',
      );
      return {
        bottom: 330,
        shadowWidth: 0.95,
        body: `<path d="M -220 -300 ${top} L 220 320 ${bot} Z" fill="${c}"/>
<rect x="-220" y="-300" width="440" height="60" fill="${dark}" opacity="0.35"/>
<rect x="-220" y="265" width="440" height="55" fill="${dark}" opacity="0.35"/>
<circle cx="-190" cy="-215" r="9" fill="#ffffff" opacity="0.7"/>
<rect x="-170" y="-150" width="340" height="300" rx="24" fill="#ffffff"/>
${cross(0, -90, 34, c, '#ffffff')}
${label(art.label, 0, 50, 300, 60, dark)}
<rect x="-170" y="185" width="340" height="50" rx="12" fill="${light}"/>
<path d="M -200 -230 L -170 -230 L -170 250 L -200 250 Z" fill="#ffffff" opacity="0.15"/>`,
      };
    }
    case 'tube':
      return {
        bottom: 350,
        shadowWidth: 0.6,
        body: `<path d="M -200 -290 L 200 -290 L 150 215 Q 140 250 100 250 L -100 250 Q -140 250 -150 215 Z" fill="${c}"/>
<rect x="-210" y="-335" width="420" height="55" rx="6" fill="${dark}"/>
${Array.from({ length: 13 }, (_, i) => `<rect x="${-195 + i * 31}" y="-330" width="6" height="45" fill="#ffffff" opacity="0.25"/>`).join('')}
<rect x="-90" y="245" width="180" height="105" rx="14" fill="${dark}"/>
<path d="M -165 -120 L 165 -120 L 148 100 L -148 100 Z" fill="#ffffff"/>
${label(art.label, 0, -10, 280, 58, dark)}
<path d="M -170 -270 L -140 -270 L -100 230 L -120 230 Z" fill="#ffffff" opacity="0.2"/>`,
      };
    case 'collar':
      return {
        bottom: 345,
        shadowWidth: 1,
        body: `<rect x="-250" y="-340" width="500" height="685" rx="26" fill="#ffffff" stroke="#dde3e8" stroke-width="4"/>
<rect x="-250" y="-340" width="500" height="170" rx="26" fill="${c}"/><rect x="-250" y="-200" width="500" height="30" fill="${c}"/>
<circle cx="0" cy="-300" r="16" fill="#ffffff"/>
${label(art.label, 0, -235, 440, 60, '#ffffff')}
<ellipse cx="0" cy="90" rx="195" ry="170" fill="none" stroke="${dark}" stroke-width="58"/>
<ellipse cx="0" cy="80" rx="195" ry="170" fill="none" stroke="${c}" stroke-width="58"/>
<ellipse cx="0" cy="80" rx="195" ry="170" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="14 12" opacity="0.7"/>
<rect x="-55" y="215" width="110" height="76" rx="12" fill="none" stroke="#9aa5ae" stroke-width="14"/>
<rect x="-6" y="215" width="12" height="76" fill="#9aa5ae"/>
<circle cx="0" cy="318" r="24" fill="#f2c94c" stroke="#c9a227" stroke-width="4"/>`,
      };
    case 'bag':
      return {
        bottom: 350,
        shadowWidth: 1.05,
        body: `<path d="M -230 -290 L 230 -290 Q 260 30 240 330 Q 0 365 -240 330 Q -260 30 -230 -290 Z" fill="${c}"/>
<rect x="-240" y="-330" width="480" height="55" rx="8" fill="${dark}"/>
<path d="M -230 -300 ${Array.from({ length: 23 }, (_, i) => `L ${-210 + i * 20} ${i % 2 ? -300 : -288}`).join(' ')}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6"/>
<path d="M -180 -180 L 180 -180 L 185 150 L -185 150 Z" fill="#ffffff"/>
${cross(0, -110, 38, c, '#ffffff')}
${label(art.label, 0, 40, 330, 66, dark)}
<path d="M -240 200 Q 0 230 240 200 L 240 330 Q 0 365 -240 330 Z" fill="${dark}" opacity="0.35"/>
<path d="M -200 -260 Q -222 40 -210 300" fill="none" stroke="#ffffff" stroke-width="16" opacity="0.18" stroke-linecap="round"/>`,
      };
    case 'spray':
      return {
        bottom: 350,
        shadowWidth: 0.75,
        body: `<path d="M -130 350 Q -170 350 -170 310 L -170 -70 Q -170 -150 -80 -175 L -80 -200 L 80 -200 L 80 -175 Q 170 -150 170 -70 L 170 310 Q 170 350 130 350 Z" fill="${c}"/>
<rect x="-95" y="-230" width="190" height="40" rx="10" fill="${dark}"/>
<path d="M -90 -230 L -90 -300 Q -90 -345 -40 -350 L 130 -350 Q 150 -350 150 -330 L 150 -290 Q 150 -270 120 -265 L 90 -262 L 90 -230 Z" fill="#eceff1" stroke="#b0bec5" stroke-width="4"/>
<rect x="-175" y="-338" width="90" height="36" rx="8" fill="#cfd8dc" stroke="#b0bec5" stroke-width="4"/>
<path d="M -40 -262 Q -10 -170 -70 -120 Q -80 -112 -70 -100 L -50 -100 Q 20 -170 0 -262 Z" fill="#cfd8dc" stroke="#b0bec5" stroke-width="4"/>
<rect x="-145" y="-120" width="24" height="440" rx="12" fill="#ffffff" opacity="0.22"/>
<rect x="-150" y="-20" width="300" height="270" rx="18" fill="#ffffff"/>
${cross(0, 30, 28, c, '#ffffff')}
${label(art.label, 0, 140, 270, 58, dark)}`,
      };
    case 'syringe':
      return {
        bottom: 230,
        shadowWidth: 1.1,
        body: `<g transform="rotate(-28) scale(0.95)">
<line x1="-330" y1="0" x2="-520" y2="0" stroke="#9aa5ae" stroke-width="10" stroke-linecap="round"/>
<rect x="-345" y="-28" width="50" height="56" rx="8" fill="${c}"/>
<rect x="60" y="-20" width="260" height="40" rx="8" fill="#dfe5ea" stroke="#b9c4cc" stroke-width="4"/>
<rect x="300" y="-95" width="36" height="190" rx="16" fill="${dark}"/>
<rect x="-300" y="-80" width="470" height="160" rx="22" fill="#ffffff" opacity="0.92" stroke="#b9c4cc" stroke-width="6"/>
<rect x="-292" y="-72" width="340" height="144" rx="16" fill="${light}" opacity="0.7"/>
<rect x="44" y="-72" width="26" height="144" fill="${dark}"/>
${Array.from({ length: 10 }, (_, i) => `<rect x="${-270 + i * 44}" y="-80" width="4" height="${i % 2 ? 22 : 36}" fill="#7b8791"/>`).join('')}
<rect x="160" y="-135" width="32" height="270" rx="14" fill="${c}"/>
<rect x="-270" y="-4" width="300" height="64" rx="32" fill="#ffffff"/>
${label(art.label, -120, 28, 270, 44, dark, true)}
</g>`,
      };
  }
}

function background(color: string, variant: number, floor: number): string {
  const tint = mix(color, '#ffffff', 0.9);
  const tint2 = mix(color, '#ffffff', 0.78);
  switch (variant % 4) {
    case 1:
      return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint2}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<circle cx="180" cy="200" r="70" fill="${tint2}" opacity="0.8"/><circle cx="1040" cy="330" r="40" fill="${tint2}"/><circle cx="1000" cy="1030" r="110" fill="#ffffff" opacity="0.6"/>`;
    case 2:
      return `<rect width="${SIZE}" height="${SIZE}" fill="#f6f3ee"/>
<circle cx="700" cy="520" r="430" fill="${tint2}"/><circle cx="320" cy="900" r="160" fill="${tint}"/>`;
    case 3:
      return `<rect width="${SIZE}" height="${SIZE}" fill="${tint}"/>
<rect y="${floor - 10}" width="${SIZE}" height="${SIZE - floor + 10}" fill="${tint2}"/><rect y="${floor - 14}" width="${SIZE}" height="8" fill="#ffffff" opacity="0.7"/>`;
    default:
      return `<defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint2}"/></radialGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<circle cx="600" cy="560" r="450" fill="#ffffff" opacity="0.55"/>`;
  }
}

const POSES = [
  { rotate: 0, scale: 1.1, dx: 0 },
  { rotate: -7, scale: 1, dx: -30 },
  { rotate: 5, scale: 1.22, dx: 20 },
  { rotate: -3, scale: 0.92, dx: 40 },
];

/** The SVG source of one illustration (exported for tests and debugging). */
export function demoArtSvg(art: DemoArt, variant: number): string {
  const v = ((Math.trunc(variant) % 4) + 4) % 4;
  const pose = POSES[v];
  const s = shape(art);
  const cx = 600 + pose.dx;
  const cy = v === 3 ? 550 : 590;
  const floor = cy + s.bottom * pose.scale + 8;
  const rx = 250 * pose.scale * s.shadowWidth;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
${background(art.color, v, floor)}
<defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter></defs>
<ellipse cx="${cx}" cy="${floor}" rx="${rx.toFixed(1)}" ry="${(34 * pose.scale).toFixed(1)}" fill="#1b2a33" opacity="0.22" filter="url(#blur)"/>
<g transform="translate(${cx} ${cy}) rotate(${pose.rotate}) scale(${pose.scale})">
${s.body}
</g>
</svg>`;
}

/** Renders one demo illustration to a 1200x1200 PNG. */
export async function renderDemoArt(art: DemoArt, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(demoArtSvg(art, variant)))
    .resize(SIZE, SIZE, { fit: 'fill' })
    .png()
    .toBuffer();
}

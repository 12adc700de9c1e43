// Renders the installable app's icons (web manifest and apple-touch-icon) from one SVG drawing:
// an off-road buggy tyre (pin tread, dish wheel, hex nut) in the app's primary orange.
//   node scripts/render-icons.mjs
// The PNGs are committed under src/client/public/, so a build never needs to render them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/client/public');
const PRIMARY = '#c2410c'; // --primary of the basic theme (styles.css)
const TYRE = '#1c1917';
const RIM = '#ffffff';
const DISH = '#fed7aa'; // orange-200, the logo's dust colour

/**
 * The drawing on a 512 unit canvas. `wheel` is the tyre's outer radius (tread included): the
 * maskable icon keeps it inside the 40 % safe circle, the plain icons fill more of the square.
 */
function iconSvg({ wheel, rounded }) {
  const k = wheel / 200;
  const tyre = 178 * k;
  const pins = Array.from({ length: 20 }, (_, i) => {
    const angle = (i * 360) / 20;
    const w = 26 * k;
    const h = 26 * k;
    return `<rect x="${256 - w / 2}" y="${256 - wheel}" width="${w}" height="${h}" rx="${4 * k}" fill="${TYRE}" transform="rotate(${angle} 256 256)"/>`;
  }).join('');
  const nut = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(256 + 30 * k * Math.cos(a)).toFixed(1)},${(256 + 30 * k * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  const spokes = Array.from({ length: 6 }, (_, i) => {
    const angle = (i * 360) / 6 + 30;
    return `<rect x="${256 - 9 * k}" y="${256 - 92 * k}" width="${18 * k}" height="${52 * k}" rx="${9 * k}" fill="${PRIMARY}" transform="rotate(${angle} 256 256)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${PRIMARY}"/>
  ${pins}
  <circle cx="256" cy="256" r="${tyre}" fill="${TYRE}"/>
  <circle cx="256" cy="256" r="${112 * k}" fill="${RIM}"/>
  <circle cx="256" cy="256" r="${96 * k}" fill="${DISH}"/>
  ${spokes}
  <circle cx="256" cy="256" r="${44 * k}" fill="${RIM}"/>
  <polygon points="${nut}" fill="${PRIMARY}"/>
</svg>`;
}

const ICONS = [
  // Plain icons: rounded square, wheel filling most of it (browsers show them as they are).
  { file: 'icon-192.png', size: 192, wheel: 200, rounded: true },
  { file: 'icon-512.png', size: 512, wheel: 200, rounded: true },
  // Maskable: full bleed, the whole wheel within the central 80 % circle (radius 204.8 of 512).
  { file: 'icon-maskable-512.png', size: 512, wheel: 168, rounded: false },
  // iOS rounds the corners itself and shows transparency as black: full bleed, no transparency.
  { file: 'apple-touch-icon.png', size: 180, wheel: 184, rounded: false },
];

mkdirSync(OUT, { recursive: true });
for (const { file, size, wheel, rounded } of ICONS) {
  const png = await sharp(Buffer.from(iconSvg({ wheel, rounded })), { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  writeFileSync(path.join(OUT, file), png);
  console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
}

/// <reference lib="dom" />
/**
 * Draws the demo catalogue's pictures: one illustration per product (480×480) and per store
 * (960×540), saved as WebP under apps/api/public/images. Nothing is fetched from the internet:
 * each picture is an SVG (a category-coloured scene around the product's emoji, drawn with the
 * system's Noto Color Emoji font) that headless Chromium rasterises onto a canvas and encodes.
 *
 * Run once after changing the demo catalogue, then check the files in:
 *   npx tsx apps/api/scripts/generate-demo-images.ts
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and the Noto Color Emoji font.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DEMO_STORES } from '../src/db/seed/catalog.js';
import { productImagePath, storeImagePath } from '../src/db/seed/images.js';
import type { SeedStore, StoreCategory } from '../src/db/seed/types.js';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const WEBP_QUALITY = 0.8;
const EMOJI_FONT = "'Noto Color Emoji'";
const SIGN_FONT = "'DejaVu Serif', 'Liberation Serif', serif";

type Palette = {
  /** Pairs of background gradient stops; each picture picks one. */
  backgrounds: readonly (readonly [string, string])[];
  accent: string;
  deep: string;
  wall: string;
  motif: Motif;
};
type Motif = 'leaves' | 'steam' | 'bubbles' | 'beans' | 'confetti' | 'petals' | 'sparkles' | 'plus';

const PALETTES: Record<StoreCategory, Palette> = {
  "Farmer's Market": {
    backgrounds: [
      ['#f4fae6', '#cfe7a4'],
      ['#fbf7e1', '#e3e59a'],
      ['#eef8e8', '#b9deaa'],
    ],
    accent: '#5f9a35',
    deep: '#3c6b1f',
    wall: '#f1e4c6',
    motif: 'leaves',
  },
  Restaurants: {
    backgrounds: [
      ['#fff3e6', '#ffc79a'],
      ['#fff6ea', '#f9b38a'],
      ['#fff0e0', '#ffd27f'],
    ],
    accent: '#d35f2a',
    deep: '#8f3412',
    wall: '#f6dcc2',
    motif: 'steam',
  },
  'Aquarium Stores': {
    backgrounds: [
      ['#e6f7fb', '#92d3e8'],
      ['#e8f5ff', '#9cc7f0'],
      ['#e4fbf6', '#8fdccd'],
    ],
    accent: '#1c88b0',
    deep: '#0d4f6b',
    wall: '#d7eef2',
    motif: 'bubbles',
  },
  'Coffee Shops': {
    backgrounds: [
      ['#faf1e6', '#dfc09c'],
      ['#f8efe8', '#d6b49a'],
      ['#fbf4e9', '#e7cfa8'],
    ],
    accent: '#8a5632',
    deep: '#4e2d17',
    wall: '#efe0cc',
    motif: 'beans',
  },
  'Convenience Stores': {
    backgrounds: [
      ['#fff9dc', '#ffe07a'],
      ['#eef6ff', '#b8d6ff'],
      ['#fff6e0', '#ffd59a'],
    ],
    accent: '#e09a00',
    deep: '#2d5aa8',
    wall: '#f4ecd6',
    motif: 'confetti',
  },
  'Flower Stores': {
    backgrounds: [
      ['#fff0f5', '#f6b9cf'],
      ['#f8f0ff', '#d9c0f2'],
      ['#fff3ee', '#f8c2b4'],
    ],
    accent: '#d0467a',
    deep: '#8c2150',
    wall: '#f8e3ea',
    motif: 'petals',
  },
  'Liquor Stores': {
    backgrounds: [
      ['#f7edf1', '#d6a9bb'],
      ['#f3eef8', '#c3b0da'],
      ['#fbf1e8', '#e0bf9c'],
    ],
    accent: '#7b2d4b',
    deep: '#4a1329',
    wall: '#eadbe0',
    motif: 'sparkles',
  },
  Pharmacy: {
    backgrounds: [
      ['#e9f8f2', '#a9e0cb'],
      ['#eef7fd', '#b4d9ef'],
      ['#f1faf5', '#bfe7d6'],
    ],
    accent: '#23977a',
    deep: '#115c4a',
    wall: '#e2f1ec',
    motif: 'plus',
  },
};

/** FNV-1a: a stable seed per picture, so reruns draw the same scene. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG (Math.random would make every run differ). */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Small category shapes scattered around the edges, away from the centre. */
function motifShapes(motif: Motif, random: () => number, size: number, colour: string): string {
  const shapes: string[] = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    let x = 0;
    let y = 0;
    do {
      x = random() * size;
      y = random() * size;
    } while (Math.hypot(x - size / 2, y - size / 2) < size * 0.36);
    const s = 0.6 + random() * 0.9;
    const rot = Math.round(random() * 360);
    const at = `translate(${r1(x)} ${r1(y)}) rotate(${rot}) scale(${r1(s)})`;
    switch (motif) {
      case 'leaves':
        shapes.push(
          `<path transform="${at}" d="M0 -16 C 11 -9 11 9 0 16 C -11 9 -11 -9 0 -16 Z M0 -14 L0 14" fill="${colour}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5" opacity="0.35"/>`,
        );
        break;
      case 'steam':
        shapes.push(
          `<path transform="${at}" d="M-6 14 C -14 6 2 0 -6 -8 C -12 -14 0 -18 -2 -22" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round" opacity="0.28"/>`,
        );
        break;
      case 'bubbles':
        shapes.push(
          `<circle transform="${at}" r="10" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-width="2.5" opacity="0.85"/><circle transform="${at}" cx="-3.5" cy="-3.5" r="2.5" fill="#ffffff" opacity="0.9"/>`,
        );
        break;
      case 'beans':
        shapes.push(
          `<g transform="${at}" opacity="0.35"><ellipse rx="9" ry="13" fill="${colour}"/><path d="M0 -11 C -5 -4 5 4 0 11" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2" fill="none"/></g>`,
        );
        break;
      case 'confetti':
        shapes.push(
          `<rect transform="${at}" x="-7" y="-3" width="14" height="6" rx="3" fill="${i % 2 ? colour : '#ffffff'}" opacity="0.55"/>`,
        );
        break;
      case 'petals':
        shapes.push(
          `<g transform="${at}" opacity="0.4">${[0, 72, 144, 216, 288]
            .map((a) => `<ellipse transform="rotate(${a})" cy="-8" rx="5" ry="8" fill="#ffffff"/>`)
            .join('')}<circle r="4" fill="${colour}"/></g>`,
        );
        break;
      case 'sparkles':
        shapes.push(
          `<path transform="${at}" d="M0 -14 Q 2 -2 14 0 Q 2 2 0 14 Q -2 2 -14 0 Q -2 -2 0 -14 Z" fill="#ffffff" opacity="0.7"/>`,
        );
        break;
      case 'plus':
        shapes.push(
          `<path transform="${at}" d="M-4 -12 H4 V-4 H12 V4 H4 V12 H-4 V4 H-12 V-4 H-4 Z" fill="#ffffff" opacity="0.6"/>`,
        );
        break;
    }
  }
  return shapes.join('');
}

function productSvg(store: SeedStore, name: string, emoji: string): string {
  const palette = PALETTES[store.category];
  const random = prng(hash(`${store.slug}/${name}`));
  const [from, to] = palette.backgrounds[Math.floor(random() * palette.backgrounds.length)] ?? [
    '#ffffff',
    '#eeeeee',
  ];
  const angle = random() * Math.PI * 2;
  const x2 = r1(0.5 + Math.cos(angle) / 2);
  const y2 = r1(0.5 + Math.sin(angle) / 2);
  const blobs = [0, 1, 2]
    .map(() => {
      const cx = r1(random() * 480);
      const cy = r1(random() * 480);
      const r = r1(90 + random() * 80);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${random() > 0.5 ? '#ffffff' : palette.accent}" opacity="${r1(0.12 + random() * 0.1)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<defs>
  <linearGradient id="bg" x1="${r1(1 - x2)}" y1="${r1(1 - y2)}" x2="${x2}" y2="${y2}">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>
  <filter id="lift" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="10" stdDeviation="9" flood-color="${palette.deep}" flood-opacity="0.28"/></filter>
</defs>
<rect width="480" height="480" fill="url(#bg)"/>
<g filter="url(#soft)">${blobs}</g>
${motifShapes(palette.motif, random, 480, palette.accent)}
<circle cx="240" cy="236" r="178" fill="url(#glow)"/>
<ellipse cx="240" cy="382" rx="118" ry="16" fill="${palette.deep}" opacity="0.22" filter="url(#blur)"/>
<text x="240" y="232" font-size="232" text-anchor="middle" dominant-baseline="central" font-family="${EMOJI_FONT}" filter="url(#lift)">${emoji}</text>
</svg>`;
}

function distinctEmojis(store: SeedStore, count: number): string[] {
  const all = store.productCategories.flatMap((c) => c.products.map((p) => p.emoji));
  const distinct = [...new Set(all)];
  return distinct.slice(0, count);
}

/** Font size that fits `text` in `width` pixels (bold DejaVu Serif runs about 0.72 em a letter). */
function fitFont(text: string, width: number, max: number): number {
  return Math.min(max, Math.floor(width / (text.length * 0.72)));
}

/** The San Gabriel Mountains behind every Pasadena street. */
function mountains(colour: string): string {
  return `<path d="M0 300 L70 230 L130 262 L210 170 L290 236 L360 196 L450 120 L540 210 L610 168 L700 238 L780 178 L860 226 L960 160 L960 540 L0 540 Z" fill="${colour}" opacity="0.35"/>
<path d="M0 330 L90 280 L170 300 L260 246 L350 292 L430 262 L520 290 L620 240 L720 296 L820 258 L900 286 L960 268 L960 540 L0 540 Z" fill="${colour}" opacity="0.25"/>`;
}

function sky(from: string, to: string, random: () => number): string {
  const clouds = [0, 1, 2]
    .map((i) => {
      const x = r1(80 + i * 300 + random() * 140);
      const y = r1(50 + random() * 60);
      return `<g transform="translate(${x} ${y})" fill="#ffffff" opacity="0.85"><ellipse rx="46" ry="16"/><ellipse cx="-22" cy="-8" rx="24" ry="16"/><ellipse cx="16" cy="-13" rx="26" ry="20"/></g>`;
    })
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#sky)"/>
<circle cx="${r1(780 + random() * 100)}" cy="70" r="34" fill="#fff6c9" opacity="0.9"/>
${clouds}`;
}

/** Half-circles hanging from an awning's lower edge. */
function scallops(x: number, y: number, width: number, count: number, fills: string[]): string {
  const w = width / count;
  return Array.from({ length: count }, (_, i) => {
    const cx = r1(x + w * i + w / 2);
    return `<path d="M${r1(cx - w / 2)} ${y} A ${r1(w / 2)} ${r1(w / 2.2)} 0 0 0 ${r1(cx + w / 2)} ${y} Z" fill="${fills[i % fills.length]}"/>`;
  }).join('');
}

function stripes(
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
  fills: string[],
) {
  const w = width / count;
  return Array.from(
    { length: count },
    (_, i) =>
      `<rect x="${r1(x + i * w)}" y="${y}" width="${r1(w + 0.5)}" height="${height}" fill="${fills[i % fills.length]}"/>`,
  ).join('');
}

function storefrontSvg(store: SeedStore): string {
  const palette = PALETTES[store.category];
  const random = prng(hash(store.slug));
  const [from, to] = palette.backgrounds[Math.floor(random() * palette.backgrounds.length)] ?? [
    '#ffffff',
    '#eeeeee',
  ];
  const emojis = distinctEmojis(store, 4);
  const name = escapeXml(store.name);
  const signSize = fitFont(store.name, 560, 40);
  const awningFills = [palette.accent, '#ffffff'];
  const windowItems = emojis
    .map(
      (e, i) =>
        `<text x="${232 + i * 91}" y="372" font-size="66" text-anchor="middle" dominant-baseline="central" font-family="${EMOJI_FONT}" filter="url(#lift)">${e}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
${sky(from, to, random)}
<defs>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="${to}" stop-opacity="0.9"/></linearGradient>
  <filter id="lift" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="5" stdDeviation="4" flood-color="#000000" flood-opacity="0.22"/></filter>
  <filter id="shade" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="8" flood-color="#000000" flood-opacity="0.18"/></filter>
</defs>
${mountains(palette.deep)}
<rect x="0" y="488" width="960" height="52" fill="#d9d4cc"/>
<rect x="0" y="488" width="960" height="6" fill="#c4beb4"/>
<g filter="url(#shade)">
  <rect x="130" y="110" width="700" height="380" rx="6" fill="${palette.wall}"/>
</g>
<rect x="130" y="110" width="700" height="14" rx="4" fill="${palette.deep}" opacity="0.85"/>
<rect x="200" y="134" width="560" height="66" rx="10" fill="${palette.deep}"/>
<rect x="208" y="142" width="544" height="50" rx="7" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
<text x="480" y="168" font-size="${signSize}" text-anchor="middle" dominant-baseline="central" font-family="${SIGN_FONT}" font-weight="bold" fill="#ffffff">${name}</text>
<g filter="url(#shade)">
  ${stripes(150, 212, 660, 44, 12, awningFills)}
  ${scallops(150, 256, 660, 12, awningFills)}
</g>
<rect x="176" y="292" width="384" height="184" rx="6" fill="${palette.deep}"/>
<rect x="186" y="302" width="364" height="126" rx="3" fill="url(#glass)"/>
<path d="M200 302 L260 302 L186 390 L186 330 Z" fill="#ffffff" opacity="0.35"/>
<rect x="186" y="410" width="364" height="8" fill="${palette.deep}" opacity="0.6"/>
<rect x="186" y="436" width="364" height="30" rx="3" fill="#ffffff" opacity="0.14"/>
<rect x="198" y="443" width="160" height="16" rx="2" fill="#000000" opacity="0.12"/>
<rect x="378" y="443" width="160" height="16" rx="2" fill="#000000" opacity="0.12"/>
${windowItems}
<rect x="600" y="292" width="170" height="196" rx="6" fill="${palette.deep}"/>
<rect x="616" y="308" width="138" height="96" rx="4" fill="url(#glass)"/>
<circle cx="744" cy="430" r="7" fill="#f2c14e"/>
<g transform="translate(685 340) rotate(-4)"><line x1="-16" y1="-22" x2="0" y2="-34" stroke="#555" stroke-width="2"/><line x1="16" y1="-22" x2="0" y2="-34" stroke="#555" stroke-width="2"/><rect x="-34" y="-22" width="68" height="30" rx="5" fill="#ffffff"/><text x="0" y="-6" font-size="17" text-anchor="middle" dominant-baseline="central" font-family="'DejaVu Sans', sans-serif" font-weight="bold" fill="${palette.accent}">OPEN</text></g>
<text x="576" y="462" font-size="46" text-anchor="middle" dominant-baseline="central" font-family="${EMOJI_FONT}">🪴</text>
<text x="798" y="462" font-size="46" text-anchor="middle" dominant-baseline="central" font-family="${EMOJI_FONT}">🪴</text>
</svg>`;
}

function standSvg(store: SeedStore): string {
  const palette = PALETTES[store.category];
  const random = prng(hash(store.slug));
  const [from, to] = palette.backgrounds[Math.floor(random() * palette.backgrounds.length)] ?? [
    '#ffffff',
    '#eeeeee',
  ];
  const emojis = distinctEmojis(store, 5);
  const name = escapeXml(store.name);
  const signSize = fitFont(store.name, 430, 34);
  const canopyFills = [palette.accent, '#ffffff'];
  const crates = emojis
    .map((e, i) => {
      const x = 250 + i * 115;
      return `<g><rect x="${x - 46}" y="350" width="92" height="40" rx="4" fill="#b98a56"/><rect x="${x - 46}" y="362" width="92" height="4" fill="#a0743f"/><rect x="${x - 46}" y="376" width="92" height="4" fill="#a0743f"/><text x="${x}" y="318" font-size="74" text-anchor="middle" dominant-baseline="central" font-family="${EMOJI_FONT}" filter="url(#lift)">${e}</text></g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
${sky(from, to, random)}
<defs>
  <clipPath id="roof"><path d="M230 96 L730 96 L820 214 L140 214 Z"/></clipPath>
  <filter id="lift" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="5" stdDeviation="4" flood-color="#000000" flood-opacity="0.22"/></filter>
  <filter id="shade" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="8" flood-color="#000000" flood-opacity="0.18"/></filter>
</defs>
${mountains(palette.deep)}
<path d="M0 430 C 200 410 400 440 620 420 C 760 408 880 424 960 416 L960 540 L0 540 Z" fill="#9cc46b"/>
<path d="M0 470 C 240 456 520 480 960 462 L960 540 L0 540 Z" fill="#86b255"/>
<rect x="160" y="200" width="12" height="270" fill="#8c8c8c"/>
<rect x="788" y="200" width="12" height="270" fill="#8c8c8c"/>
<g filter="url(#shade)">
  <g clip-path="url(#roof)">${stripes(140, 96, 680, 118, 10, canopyFills)}</g>
  ${stripes(140, 214, 680, 30, 10, canopyFills)}
  ${scallops(140, 244, 680, 10, canopyFills)}
</g>
<rect x="265" y="128" width="430" height="54" rx="8" fill="${palette.deep}" filter="url(#shade)"/>
<text x="480" y="155" font-size="${signSize}" text-anchor="middle" dominant-baseline="central" font-family="${SIGN_FONT}" font-weight="bold" fill="#ffffff">${name}</text>
${crates}
<rect x="190" y="388" width="580" height="16" rx="3" fill="#f7ecd2"/>
<path d="M190 404 L770 404 L760 470 L200 470 Z" fill="#fbf4e2"/>
<path d="M196 440 L764 440 L762 452 L198 452 Z" fill="${palette.accent}" opacity="0.85"/>
<path d="M190 404 L770 404 L770 412 L190 412 Z" fill="#000000" opacity="0.08"/>
</svg>`;
}

type Job = { file: string; width: number; height: number; svg: string };

function jobs(): Job[] {
  const list: Job[] = [];
  for (const store of DEMO_STORES) {
    list.push({
      file: join(PUBLIC_DIR, storeImagePath(store)),
      width: 960,
      height: 540,
      svg: store.look === 'stand' ? standSvg(store) : storefrontSvg(store),
    });
    for (const category of store.productCategories) {
      for (const product of category.products) {
        list.push({
          file: join(PUBLIC_DIR, productImagePath(store, product)),
          width: 480,
          height: 480,
          svg: productSvg(store, product.name, product.emoji),
        });
      }
    }
  }
  return list;
}

async function main() {
  const list = jobs();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const job of list) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const img = new Image();
          img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('No 2D canvas');
          context.drawImage(img, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg: job.svg, width: job.width, height: job.height, quality: WEBP_QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) {
        throw new Error('This Chromium cannot encode WebP');
      }
      mkdirSync(join(job.file, '..'), { recursive: true });
      writeFileSync(job.file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
  } finally {
    await browser.close();
  }

  // Pictures of products that were renamed or removed would otherwise linger in the repo.
  const wanted = new Set(list.map((job) => job.file));
  let bytes = 0;
  for (const folder of ['images/products', 'images/stores']) {
    const dir = join(PUBLIC_DIR, folder);
    for (const entry of readdirSync(dir)) {
      const file = join(dir, entry);
      if (!wanted.has(file)) rmSync(file);
      else bytes += statSync(file).size;
    }
  }
  console.log(`${list.length} images, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${PUBLIC_DIR}`);
}

await main();

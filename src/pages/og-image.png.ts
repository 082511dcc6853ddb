import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { factText } from '../content/facts';
import { site } from '../content/site';

/** The Open Graph image (1200 x 630), drawn at build time from content/site.json so it never shows a stale name. */
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export const GET: APIRoute = async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d1033"/><stop offset="1" stop-color="#3b1a6e"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="80" y="80" width="120" height="120" rx="32" fill="#5b21b6"/>
  <path d="M110 150v-20M125 162v-44M140 174v-68M155 158v-36M170 146v-12" stroke="#fff" stroke-width="9" stroke-linecap="round"/>
  <text x="80" y="330" font-family="sans-serif" font-size="60" font-weight="700" fill="#f7f2ff">${escapeXml(site.name)}</text>
  <text x="80" y="410" font-family="sans-serif" font-size="34" fill="#e4d7ff">Free voice-acting course for girls · AI voice tools · Vauxa 1.5</text>
  <text x="80" y="540" font-family="sans-serif" font-size="30" fill="#ffd18a">${escapeXml(site.address.city)} · since ${factText('founded')}</text>
</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};

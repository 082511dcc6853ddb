import type { Locale } from '../../../src/domain/locale';
import { inLocale, LANGUAGE_TAGS } from '../../../src/i18n/per-locale';

/**
 * A mail's body as blocks, written once and rendered twice: an HTML part and a plain-text part, both UTF-8. The
 * HTML names the system Devanagari fonts of Android, Apple and Windows first on a Hindi mail (mail apps load no
 * web fonts), with inline styles only (many mail apps drop <style>).
 */
export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'code'; text: string };

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const DEVANAGARI_FONTS = "'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI', Mangal";
const LATIN_FONTS = "'Segoe UI', Roboto, Helvetica, Arial";
/** The font stack of a mail in that language: its own script's system fonts first, then the other's. */
export const fontStack = (locale: Locale) =>
  inLocale(locale, {
    en: `${LATIN_FONTS}, ${DEVANAGARI_FONTS}, sans-serif`,
    hi: `${DEVANAGARI_FONTS}, ${LATIN_FONTS}, sans-serif`,
  });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
/** Escaped, with line breaks kept. */
const htmlText = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

const INK = '#1d1530';
const PRIMARY = '#5b21b6';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px">${htmlText(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;color:${PRIMARY}">${htmlText(block.text)}</h2>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li style="margin:0 0 6px">${htmlText(item)}</li>`).join('')}</ul>`;
    case 'facts':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:start;padding:4px 16px 4px 0;font-weight:600">${htmlText(label)}</th><td style="padding:4px 0">${htmlText(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${PRIMARY};color:#ffffff;text-decoration:none;font-weight:600">${htmlText(block.label)}</a></p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace">${escapeHtml(block.text)}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
    case 'code':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(40, block.text.length))}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'link':
      return `${block.label}: ${block.href}`;
  }
}

/** The mail's subject, plain text and HTML. */
export function composeMail(locale: Locale, subject: string, blocks: readonly MailBlock[]): ComposedMail {
  const lang = inLocale(locale, LANGUAGE_TAGS);
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:${INK};font-family:${fontStack(locale)};font-size:16px;line-height:1.6">`,
    `<div style="max-width:600px;margin:0 auto">${blocks.map(blockHtml).join('')}</div>`,
    '</body></html>',
  ].join('');
  return { subject, text: `${blocks.map(blockText).join('\n\n')}\n`, html };
}

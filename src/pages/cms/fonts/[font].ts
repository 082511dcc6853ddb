import { basename } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { EDITOR_FONTS, editorFont } from '../../../cms/editor-files';

export const prerender = true;

export const getStaticPaths = (() =>
  EDITOR_FONTS.map(({ file }) => ({ params: { font: basename(file) }, props: { file } }))) satisfies GetStaticPaths;

/** A font of the editor, copied from its pinned @fontsource package. */
export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await editorFont(props.file)), { headers: { 'Content-Type': 'font/woff2' } });

import type { APIRoute } from 'astro';
import { editorScript } from '../../cms/editor-files';

export const prerender = true;

/** The editor's script, copied from the pinned @sveltia/cms package into the build. */
export const GET: APIRoute = async () =>
  new Response(await editorScript(), { headers: { 'Content-Type': 'text/javascript' } });

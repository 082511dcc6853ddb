import type { APIRoute } from 'astro';
import { cmsConfig, githubRepository } from '../../cms/config';
import { site } from '../../content/site';

export const prerender = true;

/** /cms/config.yml, read by Sveltia CMS at start; JSON is valid YAML. */
export const GET: APIRoute = () => {
  const root = process.cwd();
  const config = cmsConfig({ root, repository: githubRepository(process.env.REPOSITORY_URL, root), siteUrl: site.url });
  return new Response(JSON.stringify(config, null, 2), { headers: { 'Content-Type': 'application/yaml' } });
};

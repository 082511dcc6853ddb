import { execFileSync } from 'node:child_process';
import { CONTENT_COMMIT_PREFIX } from '../content/policy-date';
import { cmsCollections } from './collections';

/**
 * The configuration Sveltia CMS loads from /cms/config.yml (JSON is YAML). Production: GitHub through Netlify's
 * OAuth provider, every change a pull request (editorial workflow) with its deploy preview. On a developer's
 * machine the sign-in page also offers "Work with Local Repository", which edits the working tree directly.
 */

/** owner/name of the GitHub repository: Netlify's REPOSITORY_URL in its builds, else the git remote `origin`. */
export function githubRepository(repositoryUrl: string | undefined, root: string): string | undefined {
  const url = repositoryUrl || gitOrigin(root);
  return url ? /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(url)?.[1] : undefined;
}

function gitOrigin(root: string): string | undefined {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

export function cmsConfig({
  root,
  repository,
  siteUrl,
}: {
  root: string;
  repository: string | undefined;
  siteUrl: string;
}) {
  return {
    app_title: 'Awaaz content editor',
    backend: {
      name: 'github',
      // A clone with no GitHub origin: only "Work with Local Repository" can sign in, to this working tree.
      repo: repository ?? 'local/awaaz-site',
      branch: 'main',
      base_url: 'https://api.netlify.com',
      // Marks an editor's commits: a policy's date line follows them (src/content/policy-date.ts).
      commit_messages: {
        create: `${CONTENT_COMMIT_PREFIX} create {{collection}} “{{slug}}”`,
        update: `${CONTENT_COMMIT_PREFIX} update {{collection}} “{{slug}}”`,
        delete: `${CONTENT_COMMIT_PREFIX} delete {{collection}} “{{slug}}”`,
      },
    },
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    i18n: {
      structure: 'multiple_folders',
      locales: ['en', 'hi'],
      default_locale: 'en',
      // English files sit at the folder's top (content/pages/x.mdx), Hindi ones in hi/ (content/pages/hi/x.mdx).
      omit_default_locale_from_file_path: true,
    },
    output: { omit_empty_optional_fields: true },
    collections: cmsCollections(root),
  };
}

/**
 * The place in the back office's header (src/layouts/WorkspaceLayout.astro) where the signed-in member's name, roles
 * and sign-out are shown by the island (BackOffice.tsx), which lives in the page's main part.
 */
export const WORKSPACE_MEMBER_SLOT = 'workspace-member';

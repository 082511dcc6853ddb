import { describe, expect, it } from 'vitest';
import { EDITOR_FONTS, editorScript, fontPath, selfHostedScript } from '../../src/cms/editor-files';

describe('the editor’s files', () => {
  it('point every font of the pinned CMS script at our copy, leaving no CDN font', async () => {
    const script = await editorScript();
    for (const font of EDITOR_FONTS) {
      expect(script).not.toContain(font.cdn);
      expect(script).toContain(fontPath(font.file));
    }
    expect(script).not.toMatch(/cdn\.jsdelivr\.net/);
  });

  it('refuse a script that loads a font we do not serve', () => {
    const newer = 'src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.4.0/latin-400-normal.woff2)';
    expect(() => selfHostedScript(newer)).toThrow('add it to EDITOR_FONTS');
  });

  it('serve fonts under /cms/fonts/', () => {
    expect(fontPath('@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2')).toBe(
      '/cms/fonts/noto-mono-latin-400-normal.woff2',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onDemand } from '../../src/loading/on-demand';

describe('a part loaded on demand', () => {
  it('fetches its code once, however often intent and use ask for it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), async (asks) => {
        let imports = 0;
        const part = onDemand(async () => {
          imports += 1;
          return { default: 'Dialog' };
        });
        expect(part.loaded()).toBeUndefined();
        const modules = await Promise.all(Array.from({ length: asks }, () => part.load()));
        expect(imports).toBe(1);
        expect(new Set(modules).size).toBe(1);
        expect(part.loaded()).toBe(modules[0]);
      }),
    );
  });

  it('tries again after a failed fetch (offline), and keeps the module once it arrives', async () => {
    let online = false;
    let imports = 0;
    const part = onDemand(async () => {
      imports += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: 'Dialog' };
    });
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.loaded()).toBeUndefined();
    online = true;
    await expect(part.load()).resolves.toEqual({ default: 'Dialog' });
    await part.load();
    expect(imports).toBe(2);
    expect(part.loaded()).toEqual({ default: 'Dialog' });
  });
});

import { describe, expect, it } from 'vitest';
import { createCallQueue } from '../../scripts/lib/call-queue.mjs';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the local server call queue', () => {
  it('lets at most `limit` calls run at once, the others in arrival order, and all finish', async () => {
    const queue = createCallQueue(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const release = await queue.acquire();
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
        release();
      }),
    );
    expect(most).toBe(3);
    expect(started).toEqual([...Array(20).keys()]);
    expect(queue.inFlight()).toBe(0);
    expect(queue.waiting()).toBe(0);
  });

  it('frees a slot once however often it is released', async () => {
    const queue = createCallQueue(1);
    const release = await queue.acquire();
    release();
    release();
    const again = await queue.acquire();
    expect(queue.inFlight()).toBe(1);
    let third = false;
    const waiting = queue.acquire().then(() => {
      third = true;
    });
    await tick();
    expect(third).toBe(false);
    again();
    await waiting;
    expect(third).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createLanes } from './lanes.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('lanes', () => {
  it('runs at most `limit` tasks at once and waits for room', async () => {
    const lanes = createLanes(2);
    let running = 0;
    let most = 0;
    const task = async () => {
      most = Math.max(most, ++running);
      await tick(5);
      running--;
    };
    for (let i = 0; i < 6; i++) await lanes.run(task);
    await lanes.drain();
    expect(most).toBe(2);
    expect(running).toBe(0);
  });

  it('stops at the first failure and throws it once every started task has ended', async () => {
    const lanes = createLanes(2);
    const ended: string[] = [];
    await lanes.run(async () => {
      await tick(1);
      ended.push('failed');
      throw new Error('lost');
    });
    await lanes.run(async () => {
      await tick(10);
      ended.push('slow');
    });
    let started = false;
    await expect(
      lanes.run(async () => {
        started = true;
      }),
    ).rejects.toThrow('lost');
    expect(started).toBe(false);
    expect(ended).toEqual(['failed', 'slow']);
    await expect(lanes.drain()).rejects.toThrow('lost');
  });
});

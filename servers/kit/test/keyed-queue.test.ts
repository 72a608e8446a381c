import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from '../src/keyed-queue.ts';

/** A task that records when it starts and finishes only when released. */
function held(name: string, events: string[]) {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const task = async () => {
    events.push(`start ${name}`);
    await done;
    events.push(`end ${name}`);
    return name;
  };
  return { task, release };
}

describe('createKeyedQueue', () => {
  it('runs the tasks of one key one at a time, in arrival order', async () => {
    const queue = createKeyedQueue();
    const events: string[] = [];
    const first = held('first', events);
    const second = held('second', events);
    const results = [queue.run('a', first.task), queue.run('a', second.task)];
    await Promise.resolve();
    expect(events).toEqual(['start first']);
    second.release();
    first.release();
    expect(await Promise.all(results)).toEqual(['first', 'second']);
    expect(events).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('runs tasks of different keys side by side', async () => {
    const queue = createKeyedQueue();
    const events: string[] = [];
    const alpha = held('alpha', events);
    const beta = held('beta', events);
    const results = [queue.run('a', alpha.task), queue.run('b', beta.task)];
    await Promise.resolve();
    expect(events).toEqual(['start alpha', 'start beta']);
    beta.release();
    alpha.release();
    expect(await Promise.all(results)).toEqual(['alpha', 'beta']);
  });

  it('passes a failure to its caller without blocking the next task, and forgets settled keys', async () => {
    const queue = createKeyedQueue();
    const failing = queue.run('a', () => Promise.reject(new Error('boom')));
    const next = queue.run('a', async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
    await Promise.resolve();
    expect(queue.size()).toBe(0);
  });
});

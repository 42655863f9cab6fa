import { describe, expect, it } from 'vitest';
import { loadingInShortTasksPlugin } from './loading-in-short-tasks';

type Hook = () => Promise<void>;

describe('loading a remote in short tasks', () => {
  it.each(['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const)(
    '%s lets a waiting task run before the load goes on',
    async (name) => {
      const order: string[] = [];
      setTimeout(() => order.push('waiting task'), 0);
      const hook = loadingInShortTasksPlugin[name] as unknown as Hook;
      await hook().then(() => order.push('load goes on'));
      expect(order).toEqual(['waiting task', 'load goes on']);
    },
  );

  it('changes nothing the runtime passes on', async () => {
    const hook = loadingInShortTasksPlugin.beforeGetExpose as unknown as Hook;
    await expect(hook()).resolves.toBeUndefined();
  });
});

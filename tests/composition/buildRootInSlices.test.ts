import { describe, expect, it } from 'vitest';
import { attachModules, buildRootInSlices, contextModule } from '../../composition/kernel/ContextModule.ts';
import { token } from '../../composition/kernel/Token.ts';

const A = token<string>('slices.A');
const B = token<string>('slices.B');
const value = (name: string, key: typeof A, text: string) =>
  contextModule(name, [key], (container) => void container.bind(key).toConstantValue(text));

describe('buildRootInSlices', () => {
  it('binds every module, pausing between modules once a slice has run its time', async () => {
    const order: string[] = [];
    const traced = (name: string, key: typeof A) =>
      contextModule(name, [key], (container) => {
        order.push(name);
        container.bind(key).toConstantValue(name);
      });
    const container = await buildRootInSlices([traced('a', A), traced('b', B)], async () => void order.push('pause'), 0);
    expect(order).toEqual(['a', 'pause', 'b', 'pause']);
    expect([container.get(A), container.get(B)]).toEqual(['a', 'b']);
  });

  it('does not pause while a slice is within its time', async () => {
    let pauses = 0;
    await buildRootInSlices([value('a', A, 'a'), value('b', B, 'b')], async () => void pauses++, 60_000);
    expect(pauses).toBe(0);
  });

  it('records its modules as buildRoot does: attaching one of them again is skipped', async () => {
    const container = await buildRootInSlices([value('a', A, 'a')], async () => undefined);
    attachModules(container, [value('a.again', A, 'other')]);
    expect(container.get(A)).toBe('a');
  });

  it('refuses two modules binding one key before binding anything', async () => {
    await expect(buildRootInSlices([value('a', A, 'a'), value('a2', A, 'b')], async () => undefined)).rejects.toThrow('is bound by both a and a2');
  });
});

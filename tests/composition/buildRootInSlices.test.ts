import { describe, expect, it } from 'vitest';
import { attachModules, buildRoot, buildRootInSlices, contextModule, declaredKeys } from '../../composition/kernel/ContextModule.ts';
import { token, type Token } from '../../composition/kernel/Token.ts';
import { testModules } from '../../composition/roots/testRoot.ts';
import { tenants } from '../../gateway/tenancy/tenants.ts';

const keys = ['a', 'b', 'c', 'd', 'e'].map((name) => token<string>(`slices.${name}`));

/** A module binding one key and logging it; `spend` moves the test's clock by what binding it costs. */
const constant = (key: Token<string>, log: string[], spend: () => void = () => {}) =>
  contextModule(String(key.description), [key], (container) => {
    log.push(`bind ${String(key.description)}`);
    spend();
    container.bind(key).toConstantValue(String(key.description));
  });

describe('buildRootInSlices', () => {
  it('binds modules until the slice is spent, pauses, and goes on in a new slice', async () => {
    const log: string[] = [];
    let clock = 0;
    // Every module costs 2 ms: a 5 ms slice holds three of them.
    const modules = keys.map((key) => constant(key, log, () => void (clock += 2)));
    const container = await buildRootInSlices(modules, { sliceMs: 5, now: () => clock, pause: async () => void log.push('pause') });
    expect(log).toEqual([
      'bind jobboard.slices.a',
      'bind jobboard.slices.b',
      'bind jobboard.slices.c',
      'pause',
      'bind jobboard.slices.d',
      'bind jobboard.slices.e',
    ]);
    for (const key of keys) expect(container.get(key)).toBe(key.description);
  });

  it('refuses two modules binding one key before it binds anything, as buildRoot does', async () => {
    const log: string[] = [];
    const twice = [constant(keys[0]!, log), constant(keys[0]!, log)];
    await expect(buildRootInSlices(twice, { sliceMs: 5, pause: async () => {} })).rejects.toThrow('is bound by both');
    expect(log).toEqual([]);
  });

  it('makes the root buildRoot makes: every key of the test root resolves in both, and a page attaching its modules again binds nothing twice', async () => {
    const modules = testModules({ tenants, now: new Date('2026-11-29T12:00:00Z') });
    const sliced = await buildRootInSlices(modules, { sliceMs: 0, pause: () => Promise.resolve() });
    const whole = buildRoot(modules);
    attachModules(sliced, modules);
    for (const key of declaredKeys(modules).keys()) {
      expect(sliced.get(key), String(key.description)).toBeDefined();
      expect(whole.get(key), String(key.description)).toBeDefined();
    }
  });
});

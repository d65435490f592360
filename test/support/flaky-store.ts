import { StoreUnavailableError, type KeyStore } from '../../src/auth/store';

type Step = 'reserve' | 'commit' | 'release' | 'refund';

/**
 * A real store with the network's two ways of failing a step put in front of it: `loseReply` runs the step
 * on the store and then reports Redis unreachable (the script ran, its answer never came back); `failBefore`
 * reports it unreachable without running the step. Each applies to the next `times` calls of the step.
 */
export function flakyStore(store: KeyStore) {
  const faults = new Map<Step, { kind: 'loseReply' | 'failBefore'; left: number }>();
  const calls: Record<Step, number> = { reserve: 0, commit: 0, release: 0, refund: 0 };
  const wrapped = new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (property !== 'reserve' && property !== 'commit' && property !== 'release' && property !== 'refund') return value.bind(target);
      const step = property as Step;
      return async (...args: unknown[]) => {
        calls[step]++;
        const fault = faults.get(step);
        if (fault && fault.left > 0) {
          fault.left--;
          if (fault.kind === 'loseReply') await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          throw new StoreUnavailableError(`injected: ${fault.kind} on ${step}`);
        }
        return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
  return {
    store: wrapped,
    calls,
    loseReply(step: Step, times = 1) {
      faults.set(step, { kind: 'loseReply', left: times });
    },
    failBefore(step: Step, times = 1) {
      faults.set(step, { kind: 'failBefore', left: times });
    },
  };
}

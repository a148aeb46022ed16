import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CallOutcome, GroupCommit } from './group-commit.ts';

/** A batch runner that records its batches and answers each call from `answer`, after `gate` opens. */
function recordingRunner(answer: (call: number) => CallOutcome<string>) {
  const batches: number[][] = [];
  let running = 0;
  let mostRunning = 0;
  const gates: (() => void)[] = [];
  const run = async (calls: number[]) => {
    batches.push(calls);
    running++;
    mostRunning = Math.max(mostRunning, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running--;
    return calls.map(answer);
  };
  const openAll = async () => {
    // Opens every batch waiting now and those that start meanwhile, until none is left.
    while (gates.length > 0) {
      for (const open of gates.splice(0)) open();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, batches, openAll, mostRunning: () => mostRunning };
}

describe('GroupCommit', () => {
  it('sends an idle call at once and gathers the calls that arrive meanwhile into the next batch', async () => {
    const runner = recordingRunner((call) => ({ ok: true, value: `answer ${call}` }));
    const sut = new GroupCommit(runner.run, { maxBatch: 3, maxInFlight: 1 });
    const answers = Promise.all([1, 2, 3, 4, 5, 6].map((call) => sut.submit(call)));
    await runner.openAll();
    expect(await answers).toEqual([1, 2, 3, 4, 5, 6].map((call) => `answer ${call}`));
    expect(runner.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    expect(runner.mostRunning()).toBe(1);
  });

  it('settles each call with its own outcome: one refused call fails alone', async () => {
    const refusal = new Error('refused 2');
    const runner = recordingRunner((call) =>
      call === 2 ? { ok: false, error: refusal } : { ok: true, value: `answer ${call}` },
    );
    const sut = new GroupCommit(runner.run, { maxBatch: 8, maxInFlight: 1 });
    const outcomes = Promise.allSettled([1, 2, 3].map((call) => sut.submit(call)));
    await runner.openAll();
    expect(await outcomes).toEqual([
      { status: 'fulfilled', value: 'answer 1' },
      { status: 'rejected', reason: refusal },
      { status: 'fulfilled', value: 'answer 3' },
    ]);
  });

  it('fails every call of a batch that failed as a whole, and keeps serving the next ones', async () => {
    let isBroken = true;
    const sut = new GroupCommit<number, number>(
      async (calls) => {
        if (isBroken) throw new Error('connection lost');
        return calls.map((call) => ({ ok: true, value: call * 10 }));
      },
      { maxBatch: 4, maxInFlight: 1 },
    );
    const failed = await Promise.allSettled([1, 2].map((call) => sut.submit(call)));
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    isBroken = false;
    expect(await sut.submit(3)).toBe(30);
  });

  it('never answers a call before its batch returned, nor runs more batches than allowed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 3 }),
        async (count, maxBatch, maxInFlight) => {
          const runner = recordingRunner((call) => ({ ok: true, value: `answer ${call}` }));
          const sut = new GroupCommit(runner.run, { maxBatch, maxInFlight });
          const settled: number[] = [];
          const calls = Array.from({ length: count }, (_, i) => i);
          const answers = Promise.all(
            calls.map((call) =>
              sut.submit(call).then((answer) => {
                settled.push(call);
                return answer;
              }),
            ),
          );
          await new Promise((resolve) => setImmediate(resolve));
          expect(settled).toEqual([]);
          await runner.openAll();
          expect(await answers).toEqual(calls.map((call) => `answer ${call}`));
          // Every call ran exactly once, in submission order, in batches within the bounds.
          expect(runner.batches.flat()).toEqual(calls);
          for (const batch of runner.batches) expect(batch.length).toBeLessThanOrEqual(maxBatch);
          expect(runner.mostRunning()).toBeLessThanOrEqual(maxInFlight);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('GroupCommit with keys', () => {
  it('never runs calls sharing a key in two batches at once, and keeps their order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        async (keys, maxBatch, maxInFlight) => {
          // Each call has its own key and a key shared with every call of the same parity.
          const keysOf = (call: number) => [keys[call], `parity ${(keys[call] as number) % 2}`];
          const running = new Set<unknown>();
          const started: number[] = [];
          const gates: (() => void)[] = [];
          const sut = new GroupCommit<number, number>(
            async (calls) => {
              const held = new Set(calls.flatMap(keysOf));
              // A key already held by another running batch would break the rule.
              for (const key of held) expect(running.has(key)).toBe(false);
              started.push(...calls);
              for (const key of held) running.add(key);
              await new Promise<void>((resolve) => gates.push(resolve));
              for (const key of held) running.delete(key);
              return calls.map((call) => ({ ok: true, value: call }));
            },
            { maxBatch, maxInFlight, keysOf },
          );
          const calls = keys.map((_, i) => i);
          const answers = Promise.all(calls.map((call) => sut.submit(call)));
          while (gates.length > 0) {
            // Opens one batch at a time, oldest first, so others wait while it runs.
            gates.shift()?.();
            await new Promise((resolve) => setImmediate(resolve));
          }
          expect(await answers).toEqual(calls);
          // Calls sharing a key (here: a parity) started in the order they were submitted.
          for (const parity of [0, 1]) {
            const own = (list: number[]) => list.filter((call) => (keys[call] as number) % 2 === parity);
            expect(own(started)).toEqual(own(calls));
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});

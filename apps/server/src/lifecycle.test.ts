import { describe, expect, it } from 'vitest';
import { servicePort } from './in-process-services.ts';
import { Lifecycle, type LifecycleLogger, StartAborted } from './lifecycle.ts';

function recordingLogger(): LifecycleLogger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (_detail, message) => lines.push(message),
    error: (_detail, message) => lines.push(message),
  };
}

describe('Lifecycle', () => {
  it('closes the started parts in reverse order of start, logging each', async () => {
    const sut = new Lifecycle();
    const log = recordingLogger();
    sut.useLogger(log);
    const closed: string[] = [];
    await sut.start(
      'database',
      async () => 'db',
      async (db) => void closed.push(db),
    );
    await sut.start('migrations', async () => 3);
    await sut.start(
      'http server',
      async () => 'http',
      async (http) => void closed.push(http),
    );
    sut.add('job queue', async () => void closed.push('jobs'));

    await sut.close();

    expect(closed).toEqual(['jobs', 'http', 'db']);
    expect(log.lines.filter((line) => line.startsWith('closed'))).toEqual([
      'closed job queue',
      'closed http server',
      'closed database',
    ]);
  });

  it('lets the step under way finish, closes it, and aborts the start-up after it', async () => {
    const sut = new Lifecycle();
    sut.useLogger(recordingLogger());
    const closed: string[] = [];
    let finishStep!: () => void;
    const step = sut.start(
      'database',
      () => new Promise<string>((resolve) => (finishStep = () => resolve('db'))),
      async (db) => void closed.push(db),
    );
    const closing = sut.close();
    expect(sut.isStopping).toBe(true);
    finishStep();

    await expect(step).rejects.toBeInstanceOf(StartAborted);
    await closing;
    expect(closed).toEqual(['db']);
    await expect(sut.start('migrations', async () => 1)).rejects.toBeInstanceOf(StartAborted);
  });

  it('still closes the other parts when one fails to close, and names the part being closed', async () => {
    const sut = new Lifecycle();
    const log = recordingLogger();
    sut.useLogger(log);
    const closed: string[] = [];
    let seenWhileClosing: string | undefined;
    sut.add('database', async () => void closed.push('db'));
    sut.add('vendor', async () => {
      seenWhileClosing = sut.closingPart;
      throw new Error('stuck');
    });

    await Promise.all([sut.close(), sut.close()]);

    expect(seenWhileClosing).toBe('vendor');
    expect(closed).toEqual(['db']);
    expect(log.lines).toContain('vendor failed to close');
    expect(sut.closingPart).toBeUndefined();
  });
});

describe('servicePort', () => {
  it('follows PORT unless set explicitly, and takes a free port when PORT is 0', () => {
    expect(servicePort(8080, 1, undefined)).toBe(8081);
    expect(servicePort(9080, 2, undefined)).toBe(9082);
    expect(servicePort(9080, 1, 7000)).toBe(7000);
    expect(servicePort(0, 1, undefined)).toBe(0);
    expect(() => servicePort(65_535, 1, undefined)).toThrow(/past 65535/);
  });
});

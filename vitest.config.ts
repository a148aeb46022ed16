import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Two kinds of test, each split in two projects: `unit` (pure, beside the code) and `integration`
 * (the real server on a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL names a
 * server; the test script runs both).
 *
 * Most test files share one module graph per worker (`isolate: false`): loading the server's
 * modules once instead of once per file cut an integration run's CPU by about a third. A file that
 * replaces modules, globals or its own settings (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv, fake
 * timers, vi.setConfig) would leak them into the files after it, or find the real module already
 * loaded, so such files run in a project of their own with a fresh module graph each:
 * `unit-isolated`, `integration-isolated`.
 * They are found by reading the files, so a new test that mocks lands there by itself.
 * Run one kind whole with a wildcard: `npx vitest run --project 'integration*'`.
 */
const UNIT = ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'];
const INTEGRATION = ['apps/*/src/**/*.int.test.ts', 'apps/*/test/**/*.int.test.ts', 'bench/**/*.int.test.ts'];
const NOT_UNIT = ['**/*.int.test.ts', '**/node_modules/**'];

const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|setConfig)\(/;
/** The test files (under apps/, packages/, bench/) whose source replaces modules or globals. */
function filesThatReplaceModules(kind: 'unit' | 'integration'): string[] {
  const found: string[] = [];
  for (const root of ['apps', 'packages', 'bench']) {
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const file = `${root}/${entry}`;
      if (file.includes('node_modules') || !file.endsWith('.test.ts')) continue;
      if (file.endsWith('.int.test.ts') !== (kind === 'integration')) continue;
      if (REPLACES_MODULES_OR_GLOBALS.test(readFileSync(file, 'utf8'))) found.push(file);
    }
  }
  return found;
}
const unitIsolated = filesThatReplaceModules('unit');
const integrationIsolated = filesThatReplaceModules('integration');

const unit = {
  environment: 'node' as const,
  // The statistical tests simulate millions of rounds: a few seconds alone, more beside the
  // typecheck on a 2-core machine. A ceiling, not a measurement (no test asserts a time).
  testTimeout: 60_000,
  // A PGlite's initdb in a hook (5 s of CPU) took over 60 s on a machine loaded 15 times over.
  hookTimeout: 120_000,
};
const integration = {
  environment: 'node' as const,
  globalSetup: ['apps/server/src/testing/global-setup.ts'],
  // Ceilings that catch a hang, not measurements (no test asserts a time): the suite runs these at
  // a lower priority beside the journeys, where a test that takes 5 s alone took over 30 s.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

/**
 * The integration files that take longest (each a minute or more: whole server processes, volume and
 * crash tests), slowest first. They start first, so a run does not end on one of them alone on one
 * core while the other idles. Vitest orders by the durations in its cache, which a fresh clone (CI)
 * does not have; there it would take the files in glob order.
 */
const SLOWEST_FIRST = [
  'apps/server/src/server.int.test.ts',
  'apps/fishing/test/fishing.int.test.ts',
  'apps/live/test/live.int.test.ts',
  'apps/server/src/shutdown.int.test.ts',
  'apps/sportsbook/test/sportsbook.int.test.ts',
  'apps/poker/test/poker.int.test.ts',
  'bench/chaos/chaos.int.test.ts',
  'apps/server/src/vendor-wallet/wallet.crash.int.test.ts',
  'apps/lottery/test/lottery.int.test.ts',
  'apps/server/src/promotions/promotions.int.test.ts',
];

/** Vitest's order (project by project), with the files of SLOWEST_FIRST first within their project. */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FIRST.findIndex((slow) => file.moduleId.endsWith(`/${slow}`));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    const position = new Map(sorted.map((file, index) => [file, index]));
    return [...sorted].sort(
      (a, b) =>
        a.project.name.localeCompare(b.project.name) ||
        rank(a) - rank(b) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          include: UNIT,
          exclude: [...NOT_UNIT, ...unitIsolated],
          isolate: false,
        },
      },
      {
        test: {
          ...unit,
          name: 'unit-isolated',
          include: unitIsolated.length ? unitIsolated : ['no-such-file'],
        },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          include: INTEGRATION,
          exclude: ['**/node_modules/**', ...integrationIsolated],
          isolate: false,
        },
      },
      {
        test: {
          ...integration,
          name: 'integration-isolated',
          include: integrationIsolated.length ? integrationIsolated : ['no-such-file'],
        },
      },
    ],
  },
});

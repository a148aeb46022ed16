import { describe, expect, it } from 'vitest';
import { firstCategoryGame, launchesFromMenu } from './category-launch.ts';

const vendor = (vassalage: string, maintenance = false) => ({ vassalage, maintenance });

describe('launchesFromMenu', () => {
  it('launches the lottery categories and opens every other category page', () => {
    expect(launchesFromMenu('LOTT')).toBe(true);
    expect(launchesFromMenu('ELOTT')).toBe(true);
    expect(launchesFromMenu('RNG')).toBe(false);
    expect(launchesFromMenu('LIVE')).toBe(false);
  });
});

describe('firstCategoryGame', () => {
  it("starts the first vendor's first game without asking the next vendors", async () => {
    const asked: string[] = [];
    const game = await firstCategoryGame([vendor('A'), vendor('B')], async (vassalage) => {
      asked.push(vassalage);
      return `${vassalage}-1`;
    });
    expect(game).toBe('A-1');
    expect(asked).toEqual(['A']);
  });

  it('skips vendors under maintenance and vendors without a game', async () => {
    const asked: string[] = [];
    const game = await firstCategoryGame(
      [vendor('A', true), vendor('B'), vendor('C'), vendor('D')],
      async (vassalage) => {
        asked.push(vassalage);
        return vassalage === 'C' ? 'C-1' : undefined;
      },
    );
    expect(game).toBe('C-1');
    expect(asked).toEqual(['B', 'C']);
  });

  it('falls back (null) when no vendor has a game, all are in maintenance, or there are none', async () => {
    expect(await firstCategoryGame([vendor('A'), vendor('B')], async () => undefined)).toBeNull();
    let asked = 0;
    expect(
      await firstCategoryGame([vendor('A', true)], async () => {
        asked += 1;
        return 'A-1';
      }),
    ).toBeNull();
    expect(asked).toBe(0);
    expect(await firstCategoryGame([], async () => 'X')).toBeNull();
  });

  it('falls back (null) when the game list does not answer', async () => {
    const game = await firstCategoryGame([vendor('A'), vendor('B')], async () => {
      throw new Error('offline');
    });
    expect(game).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { baccaratRoads, layOutStreaks, type RoadCoup } from './roads.ts';

const coup = (w: string): RoadCoup => ({
  winner: w[0] === 'B' ? 'BANKER' : w[0] === 'P' ? 'PLAYER' : 'TIE',
  playerPair: w.includes('p'),
  bankerPair: w.includes('b'),
});
const coups = (s: string) => s.split(' ').map(coup);
const at = (cells: { row: number; col: number }[]) => cells.map((c) => `${c.row},${c.col}`);
const colours = (cells: { colour: string }[]) => cells.map((c) => c.colour[0]).join('');

/**
 * A worked shoe of 30 coups (worked by hand, results numbered #0…#26 without the ties):
 * B(banker pair) B T P P P B P(player pair) P T T B×7 P×6 B×5 P.
 * Big road columns (streaks): B2 P3 B1 P2 B7 P6 B5 P1. The 7-banker streak runs down to row 6 and
 * turns right; the 6-player streak meets that tail and turns right at row 5; the 5-banker streak
 * meets the player's tail and turns right at row 4.
 */
const SHOE = coups('Bb B T P P P B Pp P T T B B B B B B B P P P P P P B B B B B P');

describe('baccaratRoads: a worked shoe', () => {
  const roads = baccaratRoads(SHOE);

  it('fills the bead plate column by column, ties and pairs included', () => {
    expect(roads.beadPlate).toHaveLength(30);
    expect(roads.beadPlate[0]).toEqual({
      row: 0,
      col: 0,
      winner: 'BANKER',
      playerPair: false,
      bankerPair: true,
    });
    expect(roads.beadPlate[2]).toMatchObject({ row: 2, col: 0, winner: 'TIE' });
    expect(roads.beadPlate[6]).toMatchObject({ row: 0, col: 1, winner: 'BANKER' });
    expect(roads.beadPlate[7]).toEqual({
      row: 1,
      col: 1,
      winner: 'PLAYER',
      playerPair: true,
      bankerPair: false,
    });
    expect(roads.beadPlate[29]).toMatchObject({ row: 5, col: 4, winner: 'PLAYER' });
  });

  it('draws the big road with ties on the previous cell and dragon tails turning right', () => {
    const big = roads.bigRoad;
    expect(big).toHaveLength(27);
    expect(at(big)).toEqual([
      ...['0,0', '1,0'],
      ...['0,1', '1,1', '2,1'],
      '0,2',
      ...['0,3', '1,3'],
      ...['0,4', '1,4', '2,4', '3,4', '4,4', '5,4', '5,5'],
      ...['0,5', '1,5', '2,5', '3,5', '4,5', '4,6'],
      ...['0,6', '1,6', '2,6', '3,6', '3,7'],
      '0,7',
    ]);
    expect(big.map((c) => c.winner[0]).join('')).toBe('BBPPPBPPBBBBBBBPPPPPPBBBBBP');
    expect(big.map((c) => c.ties)).toEqual([0, 1, 0, 0, 0, 0, 0, 2, ...new Array(19).fill(0)]);
    expect(big[0]).toMatchObject({ bankerPair: true, playerPair: false });
    expect(big[6]).toMatchObject({ playerPair: true, bankerPair: false });
  });

  it('derives the big eye boy (k = 1)', () => {
    // #3 R (col 0 has row 2), #4 B, #5 B (3 ≠ 2), #6 B, #7 B, #8 B, #9 R, #10 B, #11–#14 R (straight fall),
    // #15 B (7 ≠ 2), #16–#20 R, #21 B (6 ≠ 7), #22–#25 R, #26 B (5 ≠ 6).
    expect(colours(roads.bigEyeBoy)).toBe('RBBBBBRBRRRRBRRRRRBRRRRB');
    expect(at(roads.bigEyeBoy)).toEqual([
      '0,0',
      ...['0,1', '1,1', '2,1', '3,1', '4,1'],
      '0,2',
      '0,3',
      ...['0,4', '1,4', '2,4', '3,4'],
      '0,5',
      ...['0,6', '1,6', '2,6', '3,6', '4,6'],
      '0,7',
      ...['0,8', '1,8', '2,8', '3,8'],
      '0,9',
    ]);
  });

  it('derives the small road (k = 2)', () => {
    // Starts at #6 (column 3 row 1): #6 B (1 ≠ 2), #7 R, #8 B (2 ≠ 3), #9 B, #10–#14 R, #15 B, #16 R,
    // #17 B, #18–#20 R, #21 B, #22–#25 R, #26 B.
    expect(colours(roads.smallRoad)).toBe('BRBBRRRRRBRBRRRBRRRRB');
    expect(at(roads.smallRoad)).toEqual([
      '0,0',
      '0,1',
      ...['0,2', '1,2'],
      ...['0,3', '1,3', '2,3', '3,3', '4,3'],
      '0,4',
      '0,5',
      '0,6',
      ...['0,7', '1,7', '2,7'],
      '0,8',
      ...['0,9', '1,9', '2,9', '3,9'],
      '0,10',
    ]);
  });

  it('derives the cockroach pig (k = 3)', () => {
    // Starts at #7 (column 3 row 2): #7 R, #8 R (2 = 2), #9 R, #10 R, #11 B, #12–#14 R, #15 B, #16 B,
    // #17–#20 R, #21 B, #22 R, #23 B, #24 R, #25 R, #26 B.
    expect(colours(roads.cockroachPig)).toBe('RRRRBRRRBBRRRRBRBRRB');
    expect(at(roads.cockroachPig)).toEqual([
      ...['0,0', '1,0', '2,0', '3,0'],
      '0,1',
      ...['0,2', '1,2', '2,2'],
      ...['0,3', '1,3'],
      ...['0,4', '1,4', '2,4', '3,4'],
      '0,5',
      '0,6',
      '0,7',
      ...['0,8', '1,8'],
      '0,9',
    ]);
  });
});

describe('baccaratRoads: edge cases', () => {
  it('draws nothing for no coups and counts ties before the first result on the first cell', () => {
    expect(baccaratRoads([])).toEqual({
      beadPlate: [],
      bigRoad: [],
      bigEyeBoy: [],
      smallRoad: [],
      cockroachPig: [],
    });
    const roads = baccaratRoads(coups('T T P T'));
    expect(roads.beadPlate).toHaveLength(4);
    expect(roads.bigRoad).toEqual([
      { row: 0, col: 0, winner: 'PLAYER', ties: 3, playerPair: false, bankerPair: false },
    ]);
    expect(baccaratRoads(coups('T T')).bigRoad).toEqual([]);
  });

  it('reads a ping-pong shoe as all red and a streaky one by the standard rules', () => {
    const pingPong = baccaratRoads(coups('B P B P B P B P'));
    expect(colours(pingPong.bigEyeBoy)).toBe('RRRRRR');
    expect(colours(pingPong.smallRoad)).toBe('RRRRR');
    expect(colours(pingPong.cockroachPig)).toBe('RRRR');
    // B P P: the first mark is column 1 row 2; column 0 ends at depth 1 (row 1) → blue.
    // B B P P: column 0 has a row 2 → red; a third P finds column 0 ended just above → blue.
    // B P B: a new column after columns of 1 and 1 (equal) → red; B B P B: 1 and 2 → blue.
    expect(colours(baccaratRoads(coups('B P P')).bigEyeBoy)).toBe('B');
    expect(colours(baccaratRoads(coups('B B P P')).bigEyeBoy)).toBe('R');
    expect(colours(baccaratRoads(coups('B B P P P')).bigEyeBoy)).toBe('RB');
    expect(colours(baccaratRoads(coups('B P B')).bigEyeBoy)).toBe('R');
    expect(colours(baccaratRoads(coups('B B P B')).bigEyeBoy)).toBe('B');
  });
});

describe('layOutStreaks', () => {
  it('nests dragon tails and starts a streak right of a tail that took the top row', () => {
    const seq = [...'AAAAAAA', ...'BBBBBB', ...'AAAAA', ...'BBBB', ...'AAA', ...'BB', 'A'];
    expect(at(layOutStreaks(seq))).toEqual([
      ...['0,0', '1,0', '2,0', '3,0', '4,0', '5,0', '5,1'],
      ...['0,1', '1,1', '2,1', '3,1', '4,1', '4,2'],
      ...['0,2', '1,2', '2,2', '3,2', '3,3'],
      ...['0,3', '1,3', '2,3', '2,4'],
      ...['0,4', '1,4', '1,5'],
      ...['0,5', '0,6'],
      '0,7',
    ]);
  });
});

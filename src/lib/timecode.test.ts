import { describe, expect, it } from 'vitest';
import { formatTimecode, parseTimecode } from './timecode';

describe('timecodes', () => {
  it.each([
    [0, '0:00.0'],
    [3200, '0:03.2'],
    [3299, '0:03.2'],
    [59_950, '0:59.9'],
    [60_000, '1:00.0'],
    [754_000, '12:34.0'],
    [4_500_000, '75:00.0'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatTimecode(ms)).toBe(text);
  });

  it.each([
    ['0:03.2', 3200],
    ['3.2', 3200],
    ['1:05', 65_000],
    ['65', 65_000],
    [' 12:34.05 ', 754_050],
    ['0:03,2', 3200],
  ])('"%s" is %i ms', (text, ms) => {
    expect(parseTimecode(text)).toBe(ms);
  });

  it.each(['', 'abc', '1:75', '-3', '1:2:3'])('"%s" is not a time', (text) => {
    expect(parseTimecode(text)).toBeNull();
  });

  it('a formatted time reads back as the same tenth', () => {
    for (const ms of [0, 100, 3200, 61_700, 599_900]) expect(parseTimecode(formatTimecode(ms))).toBe(ms);
  });
});

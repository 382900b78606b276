import { describe, expect, it } from 'vitest';
import { qBool, qInt, qIntList, qList, qNum } from './fields';

describe('query field helpers', () => {
  it.each([
    ['12', 12], [' 7 ', 7], ['-3', -3], [42, 42],
  ])('qInt accepts %j as %j', (input, out) => expect(qInt.parse(input)).toBe(out));

  it.each(['', 'abc', '1.5', '1e3', 1.5, null, true])('qInt refuses %j', (input) => {
    expect(qInt.safeParse(input).success).toBe(false);
  });

  it.each([['1.25', 1.25], ['3', 3], [2.5, 2.5]])('qNum accepts %j', (input, out) => expect(qNum.parse(input)).toBe(out));
  it.each(['', 'x', '1.'])('qNum refuses %j', (input) => expect(qNum.safeParse(input).success).toBe(false));

  it.each([
    ['true', true], ['false', false], ['1', true], ['0', false], ['TRUE', true], ['False', false], [true, true], [false, false],
  ])('qBool reads %j as %j', (input, out) => expect(qBool.parse(input)).toBe(out));

  it.each(['', 'yes', 'no', '2', 1, 0, null])('qBool refuses %j', (input) => {
    expect(qBool.safeParse(input).success).toBe(false);
  });

  it.each([
    ['vn,th', ['vn', 'th']], ['vn', ['vn']], ['', []], [' vn , th ,', ['vn', 'th']], [['cn'], ['cn']],
  ])('qList reads %j', (input, out) => expect(qList.parse(input)).toEqual(out));

  it.each([
    ['999,998', [999, 998]], ['20', [20]], ['', []], [[1, 2], [1, 2]],
  ])('qIntList reads %j', (input, out) => expect(qIntList.parse(input)).toEqual(out));

  it.each(['1,a', '1.5', 'x'])('qIntList refuses %j', (input) => {
    expect(qIntList.safeParse(input).success).toBe(false);
  });
});

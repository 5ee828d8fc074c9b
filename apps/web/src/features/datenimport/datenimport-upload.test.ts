import { describe, expect, it } from 'vitest';
import { dateiFortschritt } from './datenimport-upload';

describe('dateiFortschritt', () => {
  it('fills the files in the order they go up, each from its share of the bytes', () => {
    expect(dateiFortschritt([100, 300], 0)).toEqual([0, 0]);
    expect(dateiFortschritt([100, 300], 0.125)).toEqual([0.5, 0]);
    expect(dateiFortschritt([100, 300], 0.5)).toEqual([1, 1 / 3]);
    expect(dateiFortschritt([100, 300], 1)).toEqual([1, 1]);
  });

  it('counts an empty file as done once everything is sent', () => {
    expect(dateiFortschritt([0, 10], 0.5)).toEqual([0, 0.5]);
    expect(dateiFortschritt([0, 10], 1)).toEqual([1, 1]);
  });
});

import { ReadBudget } from '../../src/recognition/read-budget';

describe('ReadBudget', () => {
  it('is spent when the pixels handed to tesseract reach its limit', () => {
    const budget = new ReadBudget(1000);
    budget.charge(999);
    expect(budget.exhausted()).toBe(false);
    budget.charge(1);
    expect(budget.exhausted()).toBe(true);
    expect(budget.pixelLimitReached).toBe(1000);
  });

  it('with a time, is spent once the time has passed, however few pixels were read, and stays spent', () => {
    let now = 5000;
    const budget = new ReadBudget({ pixels: 1000, milliseconds: 200, now: () => now });
    budget.charge(300);
    now = 5199;
    expect(budget.exhausted()).toBe(false);
    now = 5200;
    expect(budget.exhausted()).toBe(true);
    // What a replay of this recognition, counted in pixels, must stop at.
    expect(budget.pixelLimitReached).toBe(300);
    budget.charge(100); // a read that always runs (the first MRZ read) after the time ran out
    now = 0;
    expect(budget.exhausted()).toBe(true);
    expect(budget.pixelLimitReached).toBe(300);
  });

  it('declines a read that would end past its time, and is spent from there on', () => {
    let now = 0;
    const budget = new ReadBudget({ pixels: 1000, milliseconds: 7000, now: () => now });
    budget.charge(200);
    now = 4000;
    expect(budget.hasTimeFor(2500)).toBe(true);
    expect(budget.exhausted()).toBe(false);
    expect(budget.hasTimeFor(3500)).toBe(false);
    expect(budget.exhausted()).toBe(true);
    expect(budget.pixelLimitReached).toBe(200);
    // Without a time, only the pixels decide.
    expect(new ReadBudget(1000).hasTimeFor(1e9)).toBe(true);
  });

  it('whose time never ran out records its pixel limit', () => {
    const budget = new ReadBudget({ pixels: 1000, milliseconds: 200, now: () => 0 });
    budget.charge(400);
    expect(budget.exhausted()).toBe(false);
    expect(budget.pixelLimitReached).toBe(1000);
  });
});

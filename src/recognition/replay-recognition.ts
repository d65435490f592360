import type { Recognition } from '../domain/recognition';
import type { RuleSet } from '../rules/types';
import { ReadBudget } from './read-budget';
import { ReplayedRegions, type RecognitionRecord, type RecordedPage } from './recognition-record';
import { settlePage, type PageOutcome } from './settle-page';
import { keepBetterReading } from './keep-better-reading';
import { makesPass } from './pipeline';

export interface Replayed {
  /** The fields, or null where the rules found no document of the kind (the live run's 422). */
  recognition: Recognition | null;
  /** Follow-up reads (or a second page) the rules asked for that the record does not hold: 0 when faithful. */
  unrecorded: number;
}

/**
 * The rules run again on a recorded recognition, deciding as the live recogniser does (settlePage per page,
 * keepBetterReading between the documents found and the photo as it came), with every follow-up read
 * answered from the record: what a live run with these rules would answer, in milliseconds.
 */
export async function replayRecognition(record: RecognitionRecord, rules: RuleSet): Promise<Replayed> {
  const budget = new ReadBudget(record.budgetLimit);
  const today = new Date(record.today);
  let unrecorded = 0;
  // The budget as the live run had spent it when the last replayed page's rules were done.
  let liveSpent = 0;
  const settle = async (page: RecordedPage): Promise<PageOutcome> => {
    // The reads between two pages (the next page's own read, its lines, its MRZ) are OCR's, not the rules': as recorded.
    budget.charge(page.budgetBefore - liveSpent);
    liveSpent = page.budgetAfter;
    const reader = new ReplayedRegions(page, budget);
    const outcome = await settlePage(reader, rules, page.text, today, budget);
    unrecorded += reader.unrecorded;
    return outcome;
  };
  const [first] = record.pages;
  let outcome = await settle(first);
  if (first.role === 'inside' && makesPass('wholePhoto', rules)) {
    outcome = await keepBetterReading(rules, budget, outcome, async () => {
      const whole = record.pages.find((p) => p.role === 'whole');
      if (whole) return settle(whole);
      unrecorded += 1;
      return outcome;
    });
  }
  const { fields, details } = outcome.extraction;
  return { recognition: outcome.found ? { fields, details } : null, unrecorded };
}

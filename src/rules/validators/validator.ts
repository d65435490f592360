/** A national identifier's rules, as the rules engine applies them to a field's value. */
export interface Validator {
  /** The value as printed with spaces removed (upper case where letters): true when structure and check digits hold. */
  check(value: string, today: Date): boolean;
  /**
   * Read-error repairs: values differing from `value` only by OCR look-alikes (O/0, I/1/L, S/5, B/8, Z/2, G/6, T/7, D/0, Q/0)
   * in positions whose character class the structure fixes, that pass `check`; most likely first, at most 8. [] when none.
   */
  repair(value: string, today: Date): string[];
  /**
   * Where no repair passes `check`: repairs by the same look-alikes that make the structure hold without the check
   * digits (a made-up specimen number fails those whatever is read); most likely first. [] when the value's
   * structure holds as read, or no such repair is found.
   */
  repairStructure?(value: string, today: Date): string[];
}

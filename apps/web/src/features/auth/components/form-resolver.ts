import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldErrors as RuleErrors, FieldProblem } from '../auth-rules';

/**
 * A react-hook-form resolver from one of the pure rule functions of auth-rules.ts: each problem becomes
 * the field's error, its code kept as the error's `type` for the screen to translate.
 */
export function rulesResolver<Values extends FieldValues>(
  validate: (values: Values) => RuleErrors<Extract<keyof Values, string>>,
): Resolver<Values> {
  return (values) => {
    const problems = validate(values);
    const entries = Object.entries(problems) as [string, FieldProblem][];
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, problem]) => [field, { type: problem, message: problem }]),
    ) as FieldErrors<Values>;
    return { values: {}, errors };
  };
}

import { ErrorBody } from '../errors';

/** The error answers of a route, each with the API's one error shape: `...errorAnswers(400, 401, 404)`. */
export function errorAnswers<const S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<S, typeof ErrorBody>;
}

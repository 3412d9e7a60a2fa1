// What a face match request's own fields make of its response: `details.match.score` is there "only when score return
// is requested" (preferences.returnScore yes). The rule table and `npm run validate --request` both read it here.
import type { Expectation } from '../model/types.js';

export const SCORE_POINTER = '/result/details/match/score';
export const RETURN_SCORE = 'preferences.returnScore';

/** Asked for: the variant that requires the score; otherwise (absent, "no", anything else) the score must be absent. */
export const scoreExpectation = (returnScore: string | undefined): Pick<Expectation, 'variant' | 'absent'> =>
  returnScore === 'yes' ? { variant: 'with-score' } : { absent: [SCORE_POINTER] };
